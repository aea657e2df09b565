//! Periods of Grundy sequences, and their proof by the octal periodicity theorem.
//!
//! The theorem (Winning Ways ch. 4, in the form for moves that take at most `k` counters and
//! leave at most `h` heaps): if g(n + p) = g(n) for every n with n0 ≤ n < E, where
//! E = max(h·n0 + (h − 1)·p + k, k + 1), then g(n + p) = g(n) for every n ≥ n0. For the usual
//! octal games (h = 2) the range is n0 ≤ n < 2·n0 + p + k. Proof: for n ≥ E, the largest heap
//! a move on n + p leaves is at least n0 + p, and removing p counters from it gives a move on
//! n of the same value; every move on n likewise grows into one on n + p. The argument needs
//! every split to be allowed, so it covers finite codes without `!`, `?` or `=`.

use super::code::Code;

/// A period of a Grundy sequence: g(n + `period`) = g(n) for every n ≥ `preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The period p.
    pub period: usize,
    /// The first heap n0 from which the values repeat.
    pub preperiod: usize,
    /// Whether the periodicity theorem proves the period for all heaps.
    pub proven: bool,
}

/// The heaps the periodicity theorem needs checked, for the moves of `code`: period `p` from
/// `n0` holds for ever once g(n + p) = g(n) for n0 ≤ n < the returned bound.
pub fn proof_bound(code: &Code, period: usize, preperiod: usize) -> usize {
    let h = code.max_heaps().max(1) as usize;
    let k = code.max_take().unwrap_or(code.written_len() - 1);
    (h * preperiod + (h - 1) * period + k).max(k + 1)
}

/// The smallest period `values` show over the range the periodicity theorem asks for, with its
/// least preperiod; `proven` when the theorem applies to `code`. `None` when no period is
/// seen over such a range.
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, find_period, plain_values};
/// let kayles: Code = "0.77".parse().unwrap();
/// let found = find_period(&kayles, &plain_values(&kayles, 200)).unwrap();
/// assert_eq!((found.period, found.preperiod, found.proven), (12, 71, true));
/// ```
pub fn find_period(code: &Code, values: &[u32]) -> Option<Period> {
    let len = values.len();
    let mut bases: Vec<usize> = Vec::new();
    for p in 1..len {
        if bases.iter().any(|b| p % b == 0) {
            continue;
        }
        // The least n0 with g(n + p) = g(n) for every n0 <= n < len - p.
        let mut n0 = len - p;
        while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
            n0 -= 1;
        }
        if proof_bound(code, p, n0) + p <= len {
            return Some(Period {
                period: p,
                preperiod: n0,
                proven: code.is_plain_and_finite(),
            });
        }
        if len - p - n0 >= 2 * p {
            bases.push(p);
        }
        if proof_bound(code, p, 0) + p > len {
            break;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::impartial::heap::plain::plain_values;

    fn period(code: &str, to: u32) -> Option<(usize, usize, bool)> {
        let code: Code = code.parse().unwrap();
        find_period(&code, &plain_values(&code, to)).map(|p| (p.period, p.preperiod, p.proven))
    }

    #[test]
    fn dawsons_kayles_needs_the_range_the_theorem_asks() {
        // Period 34 from 53: the theorem asks for n < 2 * 53 + 34 + 2 = 142, so values to 175.
        assert_eq!(period("0.07", 175), Some((34, 53, true)));
        assert_eq!(period("0.07", 174), None);
    }

    #[test]
    fn subtraction_games_and_constrained_codes() {
        assert_eq!(period("0.333", 20), Some((4, 0, true)));
        assert_eq!(period("0.[3]", 300), None);
        // Taking one, or splitting into equal heaps: seen periodic, not covered by the theorem.
        assert_eq!(period("4=.3", 300), Some((2, 3, false)));
    }

    #[test]
    fn the_bound_for_each_number_of_heaps() {
        let kayles: Code = "0.77".parse().unwrap();
        assert_eq!(proof_bound(&kayles, 12, 71), 156);
        let sub: Code = "0.333".parse().unwrap();
        assert_eq!(proof_bound(&sub, 4, 0), 4);
        let hex: Code = "0.F".parse().unwrap();
        assert_eq!(proof_bound(&hex, 2, 5), 3 * 5 + 2 * 2 + 1);
    }
}
