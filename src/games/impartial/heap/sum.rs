//! A sum of heaps: its value is the xor of the heaps' values; a winning move brings it to 0.

use super::code::Code;
use super::plain::for_each_move;

/// A move on one heap of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMove {
    /// Which heap of the sum (from 0, in the order given).
    pub index: usize,
    /// Its size.
    pub heap: u32,
    /// How many counters are taken.
    pub taken: u32,
    /// The heaps left in its place, smallest first (none when the whole heap is taken).
    pub left: Vec<u32>,
}

/// Every winning move in the sum of `heaps`, given the values `g` of every heap up to the
/// largest: the moves to a position of value 0, each heap size once (at its first place).
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, plain_values, winning_moves};
/// let kayles: Code = "0.77".parse().unwrap();
/// let g = plain_values(&kayles, 9);
/// // g(5) = 4, g(9) = 4: the sum is 0 and nothing wins.
/// assert!(winning_moves(&kayles, &g, &[5, 9]).is_empty());
/// let wins = winning_moves(&kayles, &g, &[3]);
/// assert_eq!((wins[0].taken, wins[0].left.clone()), (1, vec![1, 1]));
/// ```
pub fn winning_moves(code: &Code, g: &[u32], heaps: &[u32]) -> Vec<HeapMove> {
    let total = heaps.iter().fold(0, |v, &h| v ^ g[h as usize]);
    let mut out = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        if heaps[..index].contains(&heap) {
            continue;
        }
        // A move wins when it leaves this heap's part of the sum at `target`: a value above
        // g(heap) may win too, when an option has it.
        let target = total ^ g[heap as usize];
        for_each_move(code, heap, &mut |taken, parts| {
            if parts.iter().fold(0, |v, &p| v ^ g[p as usize]) == target {
                out.push(HeapMove {
                    index,
                    heap,
                    taken,
                    left: parts.to_vec(),
                });
            }
        });
    }
    out
}
