//! The sums of heaps MisereSolver enumerates, an odometer over each heap's count: each
//! element's least sum, the P-portion marked from those sums, and the search for a sum the
//! quotient calls lost although a move of it wins (an N-position without a move into P).

use super::bits::Bits;
use super::solver::Pretension;
use crate::theory::misere_quotient::{Monoid, Product, Word};
use std::rc::Rc;

/// The least sum of heaps (below `below`, if given) that `pretension` maps outside P and has no option
/// mapping into P; `bounds` gathers, for each element, the least transition sets seen.
pub(super) fn n_failure(
    pretension: &Pretension,
    transitions: &[Vec<u32>],
    below: Option<&Word>,
    bounds: &mut [Vec<Bits>],
) -> Option<Word> {
    let q = &pretension.quotient;
    let n = pretension.images.len();
    let size = q.size();
    let p_bits = Bits::from_fn(size, |x| q.is_p(x));
    let times = multiples(&q.monoid, &pretension.images);
    let mut heaps = vec![0i64; n];
    let mut elem = vec![0u32; n];
    let mut tr: Vec<Bits> = vec![Bits::new(size); n];
    let mut next = Bits::new(size);
    let mut depth: isize = -1;
    while depth < n as isize {
        if depth == -1 {
            if !tr[0].is_empty() && !q.is_p(elem[0]) && !tr[0].intersects(&p_bits) {
                return Some(word_of(&heaps));
            }
            depth = 0;
            continue;
        }
        let d = depth as usize;
        heaps[d] += 1;
        if heaps[d] > 0 {
            if transitions[d].is_empty() {
                heaps[d] = -1;
                depth += 1;
                continue;
            }
            if below.is_some_and(|max| !precedes(&heaps, max)) {
                break;
            }
            next.clear();
            for t in tr[d].iter() {
                next.insert(times[d][t as usize]);
            }
            for &t in &transitions[d] {
                next.insert(q.monoid.product(elem[d], t));
            }
            elem[d] = times[d][elem[d] as usize];
            if !incorporate(&mut bounds[elem[d] as usize], &next) {
                heaps[d] = -1;
                depth += 1;
                continue;
            }
            std::mem::swap(&mut tr[d], &mut next);
        }
        depth -= 1;
        if depth >= 0 {
            let d = depth as usize;
            elem[d] = elem[d + 1];
            let (low, high) = tr.split_at_mut(d + 1);
            low[d].clone_from(&high[0]);
        }
    }
    None
}

/// The element of `monoid` a sum of heaps (`game`, a word over heap sizes) maps to under
/// `images`.
pub(super) fn word_element<M: Product>(monoid: &M, images: &[u32], game: &Word) -> u32 {
    let mut x = 0;
    for (heap, &e) in game.exponents().iter().enumerate() {
        for _ in 0..e {
            x = monoid.product(x, images[heap]);
        }
    }
    x
}

/// For each heap, the map of the elements times the heap's element (heaps with the same
/// element share one map).
fn multiples<M: Product>(monoid: &M, images: &[u32]) -> Vec<Rc<[u32]>> {
    let mut made: Vec<(u32, Rc<[u32]>)> = Vec::new();
    images
        .iter()
        .map(|&h| match made.iter().find(|(image, _)| *image == h) {
            Some((_, map)) => Rc::clone(map),
            None => {
                let map: Rc<[u32]> = (0..monoid.size() as u32)
                    .map(|x| monoid.product(x, h))
                    .collect();
                made.push((h, Rc::clone(&map)));
                map
            }
        })
        .collect()
}

/// The word of the odometer's counts (a count of -1 is 0).
fn word_of(heaps: &[i64]) -> Word {
    Word::new(heaps.iter().map(|&h| h.max(0) as u32).collect())
}

/// Whether the word of the odometer's counts comes before `max` in [`Word`]'s order.
fn precedes(heaps: &[i64], max: &Word) -> bool {
    let len = heaps.iter().rposition(|&h| h > 0).map_or(0, |i| i + 1);
    let max_len = max.exponents().len();
    if len != max_len {
        return len < max_len;
    }
    for i in (0..len).rev() {
        let (a, b) = (heaps[i].max(0) as u32, max.exponent(i));
        if a != b {
            return a < b;
        }
    }
    false
}

/// Adds `tr` to the antichain `list` of least transition sets unless one of them is inside
/// it; whether it was added.
fn incorporate(list: &mut Vec<Bits>, tr: &Bits) -> bool {
    if list.iter().any(|old| old.is_subset(tr)) {
        return false;
    }
    list.retain(|old| !tr.is_subset(old));
    list.push(tr.clone());
    true
}

/// The least sum of heaps of each element: MisereSolver's enumeration, the largest heap's
/// count outermost, a run stopped at an element already reached.
pub(super) fn least_games(monoid: &Monoid, images: &[u32]) -> Vec<Word> {
    let n = images.len();
    let mut found: Vec<Option<Word>> = vec![None; monoid.size()];
    let mut heaps = vec![0i64; n];
    let mut elem = vec![0u32; n];
    let mut depth: isize = -1;
    while depth < n as isize {
        if depth == -1 {
            found[elem[0] as usize] = Some(word_of(&heaps));
            depth = 0;
            continue;
        }
        let d = depth as usize;
        heaps[d] += 1;
        if heaps[d] > 0 {
            elem[d] = monoid.product(elem[d], images[d]);
        }
        if found[elem[d] as usize].is_none() {
            depth -= 1;
            if depth >= 0 {
                elem[depth as usize] = elem[depth as usize + 1];
            }
        } else {
            heaps[d] = -1;
            depth += 1;
        }
    }
    found
        .into_iter()
        .map(|w| w.expect("the images generate the monoid"))
        .collect()
}

/// The P-portion of `monoid` under `images`: each element's status found from its least sum
/// of heaps (P when it has options and none maps into P).
pub(super) fn mark_p_portion<M: Product>(
    monoid: &M,
    images: &[u32],
    transitions: &[Vec<u32>],
) -> Vec<bool> {
    let size = monoid.size();
    let n = images.len();
    let times = multiples(monoid, images);
    let mut marked = vec![false; size];
    let mut p = vec![false; size];
    let mut heaps = vec![0i64; n];
    let mut elem = vec![0u32; n];
    let mut tr: Vec<Vec<u32>> = vec![Vec::new(); n];
    // The elements of the set being made carry the current stamp.
    let mut stamps = vec![0u32; size];
    let mut stamp = 0u32;
    let mut depth: isize = -1;
    while depth < n as isize {
        if depth == -1 {
            if !tr[0].is_empty() {
                p[elem[0] as usize] = !tr[0].iter().any(|&t| p[t as usize]);
            }
            marked[elem[0] as usize] = true;
            depth = 0;
            continue;
        }
        let d = depth as usize;
        heaps[d] += 1;
        if heaps[d] > 0 {
            let next = times[d][elem[d] as usize];
            if marked[next as usize] {
                heaps[d] = -1;
                depth += 1;
                continue;
            }
            stamp += 1;
            let mut set = Vec::with_capacity(tr[d].len() + transitions[d].len());
            let moved = tr[d].iter().map(|&t| times[d][t as usize]);
            let new = transitions[d].iter().map(|&t| monoid.product(elem[d], t));
            for x in moved.chain(new) {
                if stamps[x as usize] != stamp {
                    stamps[x as usize] = stamp;
                    set.push(x);
                }
            }
            elem[d] = next;
            tr[d] = set;
        }
        depth -= 1;
        if depth >= 0 {
            let d = depth as usize;
            elem[d] = elem[d + 1];
            let (low, high) = tr.split_at_mut(d + 1);
            low[d].clone_from(&high[0]);
        }
    }
    p
}
