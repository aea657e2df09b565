//! Sums of heaps in misère play: through the quotient (a sum is P when its element is in the
//! P-portion), and the reference, a plain memoised search of the whole sum.

use super::solver::Pretension;
use crate::engine::rules::ImpartialRules;
use crate::games::heap::code::Code;
use crate::games::heap::plain::for_each_move;
use crate::games::heap::rules::heaps as sorted_heaps;
use crate::games::heap::sum::HeapMove;
use crate::theory::misere_quotient::Product;
use std::collections::HashMap;

/// Whether the player to move loses the sum of `heaps` in misère play, and every winning
/// move (each heap size once, at its first place), read off the quotient `q`, which must
/// cover every heap of the sum.
pub fn by_quotient(code: &Code, q: &Pretension, heaps: &[u32]) -> (bool, Vec<HeapMove>) {
    let m = &q.quotient.monoid;
    let total = q.element_of(heaps);
    let mut wins = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        if heaps[..index].contains(&heap) {
            continue;
        }
        let mut rest = heaps.to_vec();
        rest.remove(index);
        let others = q.element_of(&rest);
        for_each_move(code, heap, &mut |taken, parts| {
            if q.quotient.is_p(m.product(others, q.element_of(parts))) {
                wins.push(HeapMove {
                    index,
                    heap,
                    taken,
                    left: parts.to_vec(),
                });
            }
        });
    }
    (q.quotient.is_p(total), wins)
}

/// The plain search ran past its limit of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the misère search of the sum needs more than {limit} positions (--memory)")]
pub struct SearchTooLarge {
    /// The most positions allowed.
    pub limit: usize,
}

/// Whether the player to move wins the sum of `heaps` in misère play (no move: the player to
/// move wins), by a memoised search of the whole sum over at most `limit` positions, with
/// an explicit stack.
pub fn misere_wins(
    code: &Code,
    heaps: &[u32],
    memo: &mut HashMap<Vec<u32>, bool>,
    limit: usize,
) -> Result<bool, SearchTooLarge> {
    struct Frame {
        position: Vec<u32>,
        options: Vec<Vec<u32>>,
        next: usize,
    }
    let frame = |position: Vec<u32>| {
        let mut options = Vec::new();
        code.moves(&position, &mut |_, next| options.push(next));
        Frame {
            position,
            options,
            next: 0,
        }
    };
    let start = sorted_heaps(heaps);
    if let Some(&w) = memo.get(&start) {
        return Ok(w);
    }
    let mut stack = vec![frame(start.clone())];
    while let Some(top) = stack.last_mut() {
        let mut result = None;
        while top.next < top.options.len() {
            match memo.get(&top.options[top.next]) {
                Some(false) => {
                    result = Some(true);
                    break;
                }
                Some(true) => top.next += 1,
                None => break,
            }
        }
        let result = match result {
            Some(r) => r,
            None if top.next == top.options.len() => top.options.is_empty(),
            None => {
                let child = top.options[top.next].clone();
                stack.push(frame(child));
                continue;
            }
        };
        if memo.len() >= limit {
            return Err(SearchTooLarge { limit });
        }
        let done = stack.pop().expect("the top frame");
        memo.insert(done.position, result);
    }
    Ok(memo[&start])
}

/// Every winning move of the sum of `heaps` by plain misère search (each heap size once, at
/// its first place), and whether the player to move loses.
pub fn by_search(
    code: &Code,
    heaps: &[u32],
    limit: usize,
) -> Result<(bool, Vec<HeapMove>), SearchTooLarge> {
    let mut memo = HashMap::new();
    let lost = !misere_wins(code, heaps, &mut memo, limit)?;
    let mut wins = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        if heaps[..index].contains(&heap) {
            continue;
        }
        let mut moves = Vec::new();
        for_each_move(code, heap, &mut |taken, parts| {
            moves.push((taken, parts.to_vec()))
        });
        for (taken, parts) in moves {
            let mut next = heaps.to_vec();
            next.remove(index);
            next.extend_from_slice(&parts);
            if !misere_wins(code, &next, &mut memo, limit)? {
                wins.push(HeapMove {
                    index,
                    heap,
                    taken,
                    left: parts,
                });
            }
        }
    }
    Ok((lost, wins))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_is_p_exactly_as_the_rule_says() {
        let nim: Code = "0.[3]".parse().expect("nim");
        let mut memo = HashMap::new();
        for a in 0..6u32 {
            for b in 0..6 {
                for c in 0..6 {
                    let h = [a, b, c];
                    let p = if h.iter().all(|&x| x <= 1) {
                        h.iter().filter(|&&x| x == 1).count() % 2 == 1
                    } else {
                        a ^ b ^ c == 0
                    };
                    let wins = misere_wins(&nim, &h, &mut memo, 1 << 20).expect("small");
                    assert_eq!(!wins, p, "{h:?}");
                }
            }
        }
    }
}
