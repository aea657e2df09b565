//! The periodicity test for the heaps' elements, with MisereSolver's criterion: the
//! elements repeat with period p from heap n0 over all L heaps covered, and
//! h·n0 + h·p + k + h ≤ L (h the most heaps a move leaves, k the largest take). Plambeck
//! and Siegel prove that a quotient whose heaps' elements repeat this far is the quotient of
//! every heap.
//!
//! MisereSolver runs CGSuite's arithmetic-periodicity checker on its own numbering of the
//! elements, which may see the period only some heaps later; this test asks only whether
//! the elements are equal, so it does not depend on how they are numbered.

use crate::games::impartial::heap::code::Code;

/// A period of the heaps' elements: element(n + `period`) = element(n) for n ≥ `preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotientPeriod {
    /// The period p.
    pub period: usize,
    /// The preperiod n0.
    pub preperiod: usize,
}

/// The least period (with its least preperiod) of `values` (heap 0 first) that meets the
/// criterion for `code`, if any.
///
/// ```
/// use cgsolve::games::impartial::heap::Code;
/// use cgsolve::games::impartial::heap::misere::periodicity::check;
/// let code: Code = "0.77".parse().unwrap();
/// let values: Vec<u32> = (0..40).map(|n| if n < 3 { n } else { 5 + n % 2 }).collect();
/// let p = check(&code, &values).unwrap();
/// assert_eq!((p.period, p.preperiod), (2, 3));
/// assert_eq!(check(&code, &values[..9]), None);
/// ```
pub fn check(code: &Code, values: &[u32]) -> Option<QuotientPeriod> {
    let h = code.max_heaps().max(1) as usize;
    let k = code.written_len() - 1;
    let len = values.len();
    for period in 1..len {
        if h * period + k + h > len {
            break;
        }
        let mut preperiod = len - period;
        while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
            preperiod -= 1;
        }
        if h * preperiod + h * period + k + h <= len {
            return Some(QuotientPeriod { period, preperiod });
        }
    }
    None
}
