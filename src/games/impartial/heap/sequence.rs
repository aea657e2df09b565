//! The Grundy sequence of a code to a given heap: the fastest exact method that applies, the
//! period found and, once the periodicity theorem proves a period, the rest by copying.

use super::code::Code;
use super::period::{Period, find_period};
use super::plain::for_each_move;
use super::sparse::{Sparse, best_mask, is_rare};
use crate::theory::nimber::{MexSet, Nimber};

/// The largest `--to` accepted: values take 4 bytes a heap, so 2^28 heaps take 1 GiB.
pub const MAX_HEAP: u32 = (1 << 28) - 1;

/// Bytes of memory a heap's value takes.
pub const BYTES_PER_HEAP: usize = 4;

/// How the values are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The mex of every option of every heap (the reference).
    Plain,
    /// The rare/common method, for finite codes whose moves leave at most two heaps.
    Sparse,
}

/// A heap beyond [`MAX_HEAP`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "heap {to} is beyond the memory limit of heap {max} ({BYTES_PER_HEAP} bytes a heap, 1 GiB)",
    max = MAX_HEAP
)]
pub struct TooLarge {
    /// The heap asked for.
    pub to: u64,
}

/// The rare and common values of a sequence: rare values have an even number of 1 bits in
/// `value & mask`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RareCommon {
    /// The mask that makes the fewest values rare.
    pub mask: u32,
    /// The heaps whose values are rare, heap 0 included.
    pub rare_heaps: Vec<u32>,
}

/// The Grundy values g(0..=to) of a code, with the period they show.
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, Sequence};
/// let kayles: Code = "kayles".parse().unwrap();
/// let s = Sequence::compute(&kayles, 1_000_000).unwrap();
/// assert_eq!(&s.values[..8], &[0, 1, 2, 3, 1, 4, 3, 2]);
/// let p = s.period.unwrap();
/// assert_eq!((p.period, p.preperiod, p.proven), (12, 71, true));
/// assert_eq!(s.values[1_000_000], s.values[1_000_000 - 12]);
/// ```
#[derive(Clone, Debug)]
pub struct Sequence {
    /// The code.
    pub code: Code,
    /// g(n) for n = 0..=to.
    pub values: Vec<u32>,
    /// The smallest period seen over the range the periodicity theorem asks for.
    pub period: Option<Period>,
    /// The method that computed the values before any proven period.
    pub method: Method,
}

impl Sequence {
    /// The values to heap `to` by the fastest method, copying along a period once proven.
    pub fn compute(code: &Code, to: u32) -> Result<Sequence, TooLarge> {
        let method = if Sparse::new(code).is_some() {
            Method::Sparse
        } else {
            Method::Plain
        };
        Sequence::compute_with(code, to, method, true)
    }

    /// The values to heap `to` by `method` (the plain loop when the sparse method does not
    /// apply), copying along a proven period when `use_period` is set.
    pub fn compute_with(
        code: &Code,
        to: u32,
        method: Method,
        use_period: bool,
    ) -> Result<Sequence, TooLarge> {
        if to > MAX_HEAP {
            return Err(TooLarge { to: to.into() });
        }
        let len = to as usize + 1;
        let mut g = Vec::with_capacity(len);
        let mut sparse = match method {
            Method::Sparse => Sparse::new(code),
            Method::Plain => None,
        };
        let method = if sparse.is_some() {
            Method::Sparse
        } else {
            Method::Plain
        };
        let mut seen = MexSet::default();
        let mut checkpoint = 256;
        while g.len() < len {
            if use_period && g.len() == checkpoint && code.is_plain_and_finite() {
                checkpoint *= 2;
                if let Some(p) = find_period(code, &g) {
                    while g.len() < len {
                        g.push(g[g.len() - p.period]);
                    }
                    break;
                }
            }
            match sparse.as_mut() {
                Some(s) => s.push_next(&mut g),
                None => {
                    let value = plain_value(code, &g, &mut seen);
                    g.push(value);
                }
            }
        }
        let period = find_period(code, &g);
        Ok(Sequence {
            code: code.clone(),
            values: g,
            period,
            method,
        })
    }

    /// The rare and common values, when the best mask makes at most a quarter of the heaps
    /// past the first 64 rare.
    pub fn rare_common(&self) -> Option<RareCommon> {
        let tail = self.values.get(64..).filter(|t| t.len() >= 64)?;
        let (mask, rare) = best_mask(tail);
        (mask != 0 && rare * 4 <= tail.len()).then(|| RareCommon {
            mask,
            rare_heaps: (0..self.values.len() as u32)
                .filter(|&n| is_rare(self.values[n as usize], mask))
                .collect(),
        })
    }
}

/// g(n) for n = `g.len()` by the mex of every option.
fn plain_value(code: &Code, g: &[u32], seen: &mut MexSet) -> u32 {
    seen.clear();
    for_each_move(code, g.len() as u32, &mut |_, parts| {
        let value = parts.iter().fold(0, |v, &p| v ^ g[p as usize]);
        seen.insert(Nimber(value));
    });
    seen.mex().0
}
