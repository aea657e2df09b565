//! Smith's generalised Sprague-Grundy values of impartial games whose positions may repeat
//! (C. A. B. Smith, "Graphs and composite games", 1966; Fraenkel and Yesha, 1986): a finite
//! value m, as in a short game, or `∞` with the finite values of the position's options as its
//! subscript (`∞_{0,2}`). They decide outcomes and sums:
//!
//! - `0` is lost for the player to move, any other finite value won;
//! - `∞_K` is won when 0 is in K, else a draw;
//! - a sum of finite values is their nim-sum; a finite `a` plus `∞_K` is `∞_{K ⊕ a}`; a sum
//!   with two infinite values is a draw.
//!
//! ```
//! use cgsolve::theory::smith::SmithValue;
//! use cgsolve::theory::loopy::LoopyOutcome;
//! use cgsolve::theory::nimber::Nimber;
//!
//! let infinite = SmithValue::infinite([0, 2]);
//! assert_eq!(infinite.to_string(), "∞_{0,2}");
//! assert_eq!(infinite.outcome(), LoopyOutcome::N);
//! let two = SmithValue::Finite(Nimber(2));
//! assert_eq!(infinite.sum(&two).unwrap().to_string(), "∞_{0,2}");
//! assert_eq!(SmithValue::sum_outcome(&[two, SmithValue::infinite([1])]), LoopyOutcome::D);
//! ```

use crate::theory::loopy::LoopyOutcome;
use crate::theory::nimber::Nimber;
use std::collections::BTreeSet;
use std::fmt;

/// A generalised Sprague-Grundy value: finite, or infinite with its options' finite values.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SmithValue {
    /// A finite value: the position plays as a nim heap of this size.
    Finite(Nimber),
    /// `∞` with the finite values of the position's options as its subscript.
    Infinite(BTreeSet<Nimber>),
}

impl SmithValue {
    /// `∞` with these finite values as its subscript.
    pub fn infinite(subscript: impl IntoIterator<Item = u32>) -> SmithValue {
        SmithValue::Infinite(subscript.into_iter().map(Nimber).collect())
    }

    /// Who wins with the player to move: `P` (the player to move loses), `N` (wins) or `D`
    /// (neither can force a win).
    pub fn outcome(&self) -> LoopyOutcome {
        match self {
            SmithValue::Finite(v) if v.0 == 0 => LoopyOutcome::P,
            SmithValue::Finite(_) => LoopyOutcome::N,
            SmithValue::Infinite(k) if k.contains(&Nimber(0)) => LoopyOutcome::N,
            SmithValue::Infinite(_) => LoopyOutcome::D,
        }
    }

    /// The value of the sum of two games with these values, when the values alone fix it:
    /// both finite (their nim-sum) or one finite (`∞_{K ⊕ a}`); `None` when both are
    /// infinite (the sum is a draw, see [`sum_outcome`](SmithValue::sum_outcome), but its
    /// subscript depends on the games).
    pub fn sum(&self, other: &SmithValue) -> Option<SmithValue> {
        match (self, other) {
            (SmithValue::Finite(a), SmithValue::Finite(b)) => Some(SmithValue::Finite(*a ^ *b)),
            (SmithValue::Finite(a), SmithValue::Infinite(k))
            | (SmithValue::Infinite(k), SmithValue::Finite(a)) => {
                Some(SmithValue::Infinite(k.iter().map(|&v| v ^ *a).collect()))
            }
            (SmithValue::Infinite(_), SmithValue::Infinite(_)) => None,
        }
    }

    /// The outcome of the sum of games with these values: the nim-sum of the finite ones
    /// against the one infinite value, if any; `D` with two infinite values or more.
    pub fn sum_outcome(parts: &[SmithValue]) -> LoopyOutcome {
        let mut total = SmithValue::Finite(Nimber(0));
        for part in parts {
            match total.sum(part) {
                Some(sum) => total = sum,
                None => return LoopyOutcome::D,
            }
        }
        total.outcome()
    }
}

impl fmt::Display for SmithValue {
    /// A finite value as its number (`0`, `3`); an infinite one as `∞` with its subscript in
    /// braces, in increasing order (`∞_{0,2}`), or `∞` alone when no option is finite.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SmithValue::Finite(v) => write!(f, "{}", v.0),
            SmithValue::Infinite(k) if k.is_empty() => f.write_str("∞"),
            SmithValue::Infinite(k) => {
                f.write_str("∞_{")?;
                for (i, v) in k.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{}", v.0)?;
                }
                f.write_str("}")
            }
        }
    }
}
