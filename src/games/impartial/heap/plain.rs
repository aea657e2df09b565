//! The reference: every option of every heap, its value, and the mex over a bitset.
//!
//! This is the definition of the Grundy sequence written out; every faster method is checked
//! against it.

use super::code::Code;
use crate::theory::nimber::{MexSet, Nimber};

/// Calls `each(taken, parts)` for every move on a heap of `heap` counters: `taken` counters
/// taken and the rest left as the heaps `parts` (smallest first; empty when none are left).
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, for_each_move};
/// let kayles: Code = "0.77".parse().unwrap();
/// let mut moves = Vec::new();
/// for_each_move(&kayles, 3, &mut |taken, parts| moves.push((taken, parts.to_vec())));
/// assert_eq!(moves, vec![(1, vec![2]), (1, vec![1, 1]), (2, vec![1])]);
/// ```
pub fn for_each_move(code: &Code, heap: u32, each: &mut dyn FnMut(u32, &[u32])) {
    let mut parts = Vec::new();
    for taken in 0..=heap {
        if code.max_take().is_some_and(|max| taken as usize > max) {
            break;
        }
        let digit = code.digit(taken as usize);
        let left = heap - taken;
        for count in 0..=digit.max_heaps() {
            if !digit.leaves(count) || (count == 0) != (left == 0) || count > left {
                continue;
            }
            if taken == 0 && count < 2 {
                continue;
            }
            parts.clear();
            partitions(left, count, 1, &mut parts, &mut |p| {
                if p.len() < 2 || digit.constraint.allows(p) {
                    each(taken, p);
                }
            });
        }
    }
}

/// Every way of writing `total` as `count` parts, each at least `min`, smallest first.
fn partitions(
    total: u32,
    count: u32,
    min: u32,
    parts: &mut Vec<u32>,
    each: &mut dyn FnMut(&[u32]),
) {
    match count {
        0 => {
            if total == 0 {
                each(parts);
            }
        }
        1 => {
            if total >= min {
                parts.push(total);
                each(parts);
                parts.pop();
            }
        }
        _ => {
            let mut first = min;
            while first * count <= total {
                parts.push(first);
                partitions(total - first, count - 1, first, parts, each);
                parts.pop();
                first += 1;
            }
        }
    }
}

/// The Grundy values g(0..=`to`) of `code`, by the mex of every option of every heap.
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, plain_values};
/// let kayles: Code = "0.77".parse().unwrap();
/// assert_eq!(plain_values(&kayles, 8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn plain_values(code: &Code, to: u32) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(to as usize + 1);
    let mut seen = MexSet::default();
    for heap in 0..=to {
        seen.clear();
        for_each_move(code, heap, &mut |_, parts| {
            let value = parts.iter().fold(0, |v, &p| v ^ g[p as usize]);
            seen.insert(Nimber(value));
        });
        g.push(seen.mex().0);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(code: &str, heap: u32) -> Vec<(u32, Vec<u32>)> {
        let code: Code = code.parse().unwrap();
        let mut out = Vec::new();
        for_each_move(&code, heap, &mut |t, p| out.push((t, p.to_vec())));
        out
    }

    #[test]
    fn grundy_splits_into_unequal_heaps() {
        assert_eq!(moves("4!.0", 6), vec![(0, vec![1, 5]), (0, vec![2, 4])]);
        assert_eq!(moves("4!.0", 2), vec![]);
    }

    #[test]
    fn hexadecimal_digits_leave_three_heaps() {
        assert_eq!(moves("0.8", 4), vec![(1, vec![1, 1, 1])]);
        assert_eq!(moves("0.8!", 7), vec![(1, vec![1, 2, 3])]);
        assert_eq!(moves("0.8=", 7), vec![(1, vec![2, 2, 2])]);
        assert_eq!(moves("0.8?", 5), vec![(1, vec![1, 1, 2])]);
    }

    #[test]
    fn taking_the_whole_heap_leaves_none() {
        assert_eq!(moves("0.1", 1), vec![(1, vec![])]);
        assert_eq!(moves("0.1", 2), vec![]);
        assert_eq!(moves("0.[3]", 2), vec![(1, vec![1]), (2, vec![])]);
    }
}
