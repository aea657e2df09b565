//! Octal games (Kayles, Dawson's Kayles, Nim, …): heaps of counters, where the code says how
//! many counters a move may take and into how many heaps it may leave the rest.
//!
//! They are the textbook test of the engine: their Grundy sequences are known.

use crate::engine::rules::ImpartialRules;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// An octal code such as `0.77` (Kayles) or `0.07` (Dawson's Kayles): the k-th digit after the
/// point has bit 1 set when taking k counters may leave no heap (the whole heap taken), bit 2
/// when it may leave one heap, bit 4 when it may leave two heaps.
///
/// ```
/// use cgsolve::games::octal::{Heaps, OctalCode};
/// use cgsolve::{Nimber, Solver};
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// let mut solver = Solver::new(kayles);
/// assert_eq!(solver.grundy(&Heaps::new(&[4])), Nimber(1));
/// assert_eq!(solver.grundy(&Heaps::new(&[4, 5])), Nimber(1 ^ 4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Arc<[u8]>,
}

/// Why a text is not an octal code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("expected an octal code such as 0.77: '0.' then digits 0 to 7")]
pub struct ParseOctalError;

impl FromStr for OctalCode {
    type Err = ParseOctalError;
    fn from_str(s: &str) -> Result<OctalCode, ParseOctalError> {
        let digits = s.trim().strip_prefix("0.").ok_or(ParseOctalError)?;
        if digits.is_empty() || !digits.bytes().all(|b| (b'0'..=b'7').contains(&b)) {
            return Err(ParseOctalError);
        }
        let digits = std::iter::once(0)
            .chain(digits.bytes().map(|b| b - b'0'))
            .collect();
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0.")?;
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}

/// A move: take `taken` counters from a heap of `heap`, leaving heaps of `left` and `right`
/// (either may be 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TakeMove {
    /// The size of the heap played on.
    pub heap: u32,
    /// How many counters are taken.
    pub taken: u32,
    /// The first heap left behind.
    pub left: u32,
    /// The second heap left behind.
    pub right: u32,
}

/// A position of an octal game: a sum of heaps, kept sorted. The rules are the [`OctalCode`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Heaps(Vec<u32>);

impl Heaps {
    /// The sum of the given heaps (empty heaps are dropped).
    pub fn new(heaps: &[u32]) -> Heaps {
        let mut heaps: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Heaps(heaps)
    }

    /// The heap sizes, smallest first.
    pub fn heaps(&self) -> &[u32] {
        &self.0
    }
}

impl ImpartialRules for OctalCode {
    type Position = Heaps;
    type Move = TakeMove;

    fn moves(&self, p: &Heaps, each: &mut dyn FnMut(TakeMove, Heaps)) {
        for (i, &heap) in p.0.iter().enumerate() {
            if i > 0 && p.0[i - 1] == heap {
                continue;
            }
            let mut rest = p.0.clone();
            rest.remove(i);
            for (taken, &digit) in self.digits.iter().enumerate().skip(1) {
                let taken = taken as u32;
                if taken > heap {
                    break;
                }
                let remaining = heap - taken;
                for left in 0..=remaining / 2 {
                    let right = remaining - left;
                    let parts = u8::from(left > 0) + u8::from(right > 0);
                    if digit & (1 << parts) != 0 {
                        let mut heaps = rest.clone();
                        heaps.extend([left, right]);
                        let m = TakeMove {
                            heap,
                            taken,
                            left,
                            right,
                        };
                        each(m, Heaps::new(&heaps));
                    }
                }
            }
        }
    }

    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        p.0.iter().map(|&h| Heaps(vec![h])).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_and_print() {
        let code: OctalCode = "0.137".parse().unwrap();
        assert_eq!(code.to_string(), "0.137");
        assert_eq!("0.8".parse::<OctalCode>(), Err(ParseOctalError));
        assert_eq!("0.".parse::<OctalCode>(), Err(ParseOctalError));
        assert_eq!("77".parse::<OctalCode>(), Err(ParseOctalError));
    }

    #[test]
    fn kayles_moves_from_a_heap_of_three() {
        let kayles: OctalCode = "0.77".parse().unwrap();
        let moves: Vec<Vec<u32>> = kayles
            .move_list(&Heaps::new(&[3]))
            .into_iter()
            .map(|(_, p)| p.heaps().to_vec())
            .collect();
        // Take 1: leave 2, or 1+1. Take 2: leave 1. (Taking 3 is not allowed.)
        assert_eq!(moves, vec![vec![2], vec![1, 1], vec![1]]);
    }
}
