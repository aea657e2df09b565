//! A code as the engine's rules: a position is a sum of heaps, each heap a component.

use super::code::Code;
use super::plain::for_each_move;
use crate::engine::rules::ImpartialRules;
use std::fmt;

/// A move on a sum of heaps, as a player names it: take `taken` counters from a heap of `heap`,
/// leaving the heaps `left`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Take {
    /// The size of the heap played on.
    pub heap: u32,
    /// How many counters are taken.
    pub taken: u32,
    /// The heaps left in its place, smallest first.
    pub left: Vec<u32>,
}

/// `7-1=3+3`: the heap, the counters taken and the heaps left (`5-5=0` when none is).
impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}=", self.heap, self.taken)?;
        if self.left.is_empty() {
            return f.write_str("0");
        }
        let left: Vec<String> = self.left.iter().map(u32::to_string).collect();
        f.write_str(&left.join("+"))
    }
}

/// The heaps of a position, smallest first, empty heaps dropped.
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, heaps};
/// use cgsolve::{Nimber, Solver};
/// let kayles: Code = "kayles".parse().unwrap();
/// let mut solver = Solver::new(kayles);
/// assert_eq!(solver.grundy(&heaps(&[4, 5])), Nimber(1 ^ 4));
/// ```
pub fn heaps(sizes: &[u32]) -> Vec<u32> {
    let mut heaps: Vec<u32> = sizes.iter().copied().filter(|&h| h > 0).collect();
    heaps.sort_unstable();
    heaps
}

impl ImpartialRules for Code {
    type Position = Vec<u32>;
    type Move = Take;

    fn moves(&self, p: &Vec<u32>, each: &mut dyn FnMut(Take, Vec<u32>)) {
        for (i, &heap) in p.iter().enumerate() {
            if i > 0 && p[i - 1] == heap {
                continue;
            }
            for_each_move(self, heap, &mut |taken, left| {
                let mut next = p.clone();
                next.remove(i);
                next.extend_from_slice(left);
                let m = Take {
                    heap,
                    taken,
                    left: left.to_vec(),
                };
                each(m, heaps(&next));
            });
        }
    }

    fn components(&self, p: &Vec<u32>) -> Vec<Vec<u32>> {
        p.iter().map(|&h| vec![h]).collect()
    }
}
