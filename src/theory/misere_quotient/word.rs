//! Words: products of generators, written by their exponents (`a2c` is a·a·c).

use std::cmp::Ordering;
use std::fmt;

/// A product of generators: exponent `i` is the power of generator `i` (no trailing zeros).
///
/// Words are ordered as MisereSolver orders them: by their last generator, then by the
/// exponents from the last generator down.
///
/// ```
/// use cgsolve::theory::misere_quotient::Word;
/// let w = Word::new(vec![2, 0, 1]);
/// assert_eq!(w.to_string(), "a2c");
/// assert!(Word::new(vec![5]) < Word::new(vec![0, 1]));
/// assert_eq!(Word::one().to_string(), "1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Word {
    exponents: Vec<u32>,
}

impl Word {
    /// The empty word, the identity.
    pub fn one() -> Word {
        Word::default()
    }

    /// The word with these exponents (trailing zeros dropped).
    pub fn new(mut exponents: Vec<u32>) -> Word {
        while exponents.last() == Some(&0) {
            exponents.pop();
        }
        Word { exponents }
    }

    /// The exponent of generator `gi`.
    pub fn exponent(&self, gi: usize) -> u32 {
        self.exponents.get(gi).copied().unwrap_or(0)
    }

    /// The exponents, up to the last nonzero one.
    pub fn exponents(&self) -> &[u32] {
        &self.exponents
    }

    /// This word times generator `gi`.
    pub fn times(&self, gi: usize) -> Word {
        let mut exponents = self.exponents.clone();
        if exponents.len() <= gi {
            exponents.resize(gi + 1, 0);
        }
        exponents[gi] += 1;
        Word { exponents }
    }

    /// Whether `other` divides this word (every exponent at most this word's).
    pub fn contains(&self, other: &Word) -> bool {
        other.exponents.len() <= self.exponents.len()
            && other
                .exponents
                .iter()
                .zip(&self.exponents)
                .all(|(o, s)| o <= s)
    }
}

impl Ord for Word {
    fn cmp(&self, other: &Word) -> Ordering {
        self.exponents
            .len()
            .cmp(&other.exponents.len())
            .then_with(|| {
                self.exponents
                    .iter()
                    .rev()
                    .cmp(other.exponents.iter().rev())
            })
    }
}

impl PartialOrd for Word {
    fn partial_cmp(&self, other: &Word) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The letter MisereSolver names generator `gi` by: `a`..`z`, then `A`..`Z`, then `?`.
pub fn letter(gi: usize) -> char {
    match gi {
        0..26 => (b'a' + gi as u8) as char,
        26..52 => (b'A' + (gi - 26) as u8) as char,
        _ => '?',
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponents.is_empty() {
            return f.write_str("1");
        }
        for (gi, &e) in self.exponents.iter().enumerate() {
            match e {
                0 => {}
                1 => write!(f, "{}", letter(gi))?,
                _ => write!(f, "{}{e}", letter(gi))?,
            }
        }
        Ok(())
    }
}
