//! Nimbers (Grundy values), the minimum excludant and nim-addition.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};

/// A nimber `*n`: the Grundy value of an impartial position.
///
/// Nim-addition is `^`: the value of a sum of independent games is the xor of their values.
///
/// ```
/// use cgsolve::Nimber;
/// assert_eq!(Nimber(3) ^ Nimber(5), Nimber(6));
/// assert_eq!(Nimber(2).to_string(), "*2");
/// assert_eq!(Nimber(1).to_string(), "*");
/// assert_eq!(Nimber(0).to_string(), "0");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u32);

impl Nimber {
    /// The value of a finished game.
    pub const ZERO: Nimber = Nimber(0);

    /// Whether the player to move wins a game of this value (it is not zero).
    pub fn next_player_wins(self) -> bool {
        self.0 != 0
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl std::iter::Sum for Nimber {
    /// The nim-sum (xor) of all the values.
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, |a, b| a ^ b)
    }
}

impl fmt::Display for Nimber {
    /// Conventional notation: `0`, `*`, `*2`, `*3`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("0"),
            1 => f.write_str("*"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The minimum excludant: the least nimber not among `values`.
///
/// ```
/// use cgsolve::{mex, Nimber};
/// assert_eq!(mex([Nimber(0), Nimber(1), Nimber(3)]), Nimber(2));
/// assert_eq!(mex([]), Nimber(0));
/// ```
pub fn mex<I: IntoIterator<Item = Nimber>>(values: I) -> Nimber {
    let mut seen = MexSet::default();
    for v in values {
        seen.insert(v);
    }
    seen.mex()
}

/// A set of nimbers kept as a bitset, for computing a mex: the one mex set of the crate.
///
/// The first 256 values live inline (no allocation, as a search creates one set per position);
/// larger values spill into a heap-allocated tail.
///
/// ```
/// use cgsolve::{MexSet, Nimber};
/// let mut seen = MexSet::new();
/// seen.insert(Nimber(0));
/// seen.insert(Nimber(2));
/// assert_eq!(seen.mex(), Nimber(1));
/// seen.insert(Nimber(1));
/// assert_eq!(seen.mex(), Nimber(3));
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexSet {
    inline: [u64; INLINE_WORDS],
    spill: Vec<u64>,
}

const INLINE_WORDS: usize = 4;

impl MexSet {
    /// An empty set.
    pub fn new() -> MexSet {
        MexSet::default()
    }

    /// Adds a value to the set.
    #[inline]
    pub fn insert(&mut self, value: Nimber) {
        let word = (value.0 / 64) as usize;
        let bit = 1u64 << (value.0 % 64);
        if let Some(w) = self.inline.get_mut(word) {
            *w |= bit;
        } else {
            let word = word - INLINE_WORDS;
            if word >= self.spill.len() {
                self.spill.resize(word + 1, 0);
            }
            self.spill[word] |= bit;
        }
    }

    /// Whether the value is in the set.
    pub fn contains(&self, value: Nimber) -> bool {
        let word = (value.0 / 64) as usize;
        let w = match self.inline.get(word) {
            Some(w) => *w,
            None => self.spill.get(word - INLINE_WORDS).copied().unwrap_or(0),
        };
        w & (1 << (value.0 % 64)) != 0
    }

    /// The least value not in the set.
    #[inline]
    pub fn mex(&self) -> Nimber {
        for (i, w) in self.inline.iter().enumerate() {
            if *w != u64::MAX {
                return Nimber(i as u32 * 64 + w.trailing_ones());
            }
        }
        for (i, w) in self.spill.iter().enumerate() {
            if *w != u64::MAX {
                return Nimber((INLINE_WORDS + i) as u32 * 64 + w.trailing_ones());
            }
        }
        Nimber((INLINE_WORDS + self.spill.len()) as u32 * 64)
    }

    /// Empties the set, keeping its storage.
    pub fn clear(&mut self) {
        self.inline = [0; INLINE_WORDS];
        self.spill.iter_mut().for_each(|w| *w = 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_crosses_word_boundaries() {
        assert_eq!(mex((0..64).map(Nimber)), Nimber(64));
        assert_eq!(mex((0..200).filter(|&n| n != 130).map(Nimber)), Nimber(130));
        let mut set = MexSet::default();
        set.insert(Nimber(1));
        assert_eq!(set.mex(), Nimber(0));
        set.insert(Nimber(0));
        assert_eq!(set.mex(), Nimber(2));
        assert!(set.contains(Nimber(1)) && !set.contains(Nimber(500)));
        set.insert(Nimber(700));
        assert!(set.contains(Nimber(700)) && !set.contains(Nimber(699)));
        assert_eq!(set.mex(), Nimber(2));
        set.clear();
        assert_eq!(set.mex(), Nimber(0));
    }

    #[test]
    fn nim_sum_is_xor() {
        let total: Nimber = [1, 2, 3].into_iter().map(Nimber).sum();
        assert_eq!(total, Nimber(0));
        assert!(!total.next_player_wins());
    }
}
