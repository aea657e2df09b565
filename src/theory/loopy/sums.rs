//! Sums of loopy values that keep their numbers as leaves: a number translates the other
//! value (`leaves.rs`, number translation), a short game meets a stopper in a graph in leaf
//! form, and two loopy stoppers are added spelled out after each gives up its integer part
//! (`G + H = (G - s) + (H - t) + (s + t)`), so that a value far from 0 costs no more than
//! one near it.

use super::graph::Loopy;
use super::leaves::{sum_with_short, translate};
use super::sided::SidedValue;
use super::stopper::canonical;
use crate::theory::dyadic::Dyadic;
use num_integer::Integer;
use num_traits::One;

/// A loopy computation refused for the positions it would need: more than its budget (the
/// most positions a sum's graph may have, so that comparing its positions pairwise stays
/// within the memory limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

impl SidedValue {
    /// The number the value is, when it is one (a leaf).
    pub fn as_number(&self) -> Option<&Dyadic> {
        let x = self.onside.as_number()?;
        (self.offside.as_number() == Some(x)).then_some(x)
    }

    /// Whether both sides are stoppers in leaf form (canonical, or a side simplified to a
    /// stopper), so that their numbers may stay leaves.
    fn has_leaf_sides(&self) -> bool {
        self.onside.graph.is_leaf_form()
            && self.offside.graph.is_leaf_form()
            && self.is_stopper_sided()
    }

    /// The value plus the number `x`, each side translated, when both sides are stoppers in
    /// leaf form.
    pub fn translated(&self, x: &Dyadic) -> Option<SidedValue> {
        self.has_leaf_sides().then(|| SidedValue {
            onside: translate(&self.onside, x),
            offside: translate(&self.offside, x),
        })
    }

    /// The pairs of positions a comparison of `self` with `other` looks at, side by side:
    /// the product of the two sides' positions, spelled out unless both are stoppers in leaf
    /// form.
    pub fn comparison_pairs(&self, other: &SidedValue) -> usize {
        [
            (&self.onside, &other.onside),
            (&self.offside, &other.offside),
        ]
        .into_iter()
        .map(|(a, b)| {
            let by_leaves = a.graph.is_leaf_form()
                && b.graph.is_leaf_form()
                && a.is_stopper()
                && b.is_stopper();
            let n = |g: &Loopy| {
                if by_leaves {
                    g.graph.len()
                } else {
                    g.graph.expanded_len()
                }
            };
            n(a).saturating_mul(n(b))
        })
        .max()
        .unwrap_or(0)
    }

    /// `self + other`: the sum of the onsides and of the offsides, simplified; refused when a
    /// graph it would build has more than `budget` positions (counted as the product of the
    /// two parts' positions, a number counted spelled out only where it must be).
    pub fn try_add(&self, other: &SidedValue, budget: usize) -> Result<SidedValue, TooLarge> {
        for (a, b) in [(self, other), (other, self)] {
            if let Some(sum) = a.as_number().and_then(|x| b.translated(x)) {
                return Ok(sum);
            }
        }
        if !(self.has_leaf_sides() && other.has_leaf_sides()) {
            return self.plain_add(other, budget);
        }
        if self.is_stopper() && other.is_stopper() {
            return stopper_sum(&self.onside, &other.onside, budget);
        }
        Ok(SidedValue {
            onside: stopper_sum(&self.onside, &other.onside, budget)?.onside,
            offside: stopper_sum(&self.offside, &other.offside, budget)?.offside,
        })
    }
}

/// The value of `p + q` for two stoppers in leaf form.
fn stopper_sum(p: &Loopy, q: &Loopy, budget: usize) -> Result<SidedValue, TooLarge> {
    for (a, b) in [(p, q), (q, p)] {
        if let Some(x) = a.as_number() {
            return Ok(SidedValue::stopper(translate(b, x)));
        }
    }
    // `on` absorbs a short game `S`: some number `x <= S`, so `on + S >= on + x = on`, the
    // greatest stopper. `off` likewise.
    for (a, b) in [(p, q), (q, p)] {
        if (a.is_on_at(a.start) || a.is_off_at(a.start)) && b.is_loopfree() {
            return Ok(SidedValue::stopper(a.clone()));
        }
    }
    if p.graph.len().saturating_mul(q.graph.len()) > budget {
        return Err(TooLarge);
    }
    if let Some(sum) = sum_with_short(p, q) {
        // A short game plus a stopper is a stopper.
        return Ok(SidedValue::stopper(canonical(&sum)));
    }
    let (s, t) = (integer_part(p), integer_part(q));
    let (p0, q0) = (translate(p, &-s.clone()), translate(q, &-t.clone()));
    let sum = SidedValue::stopper(p0).plain_add(&SidedValue::stopper(q0), budget)?;
    let shift = s + t;
    if shift.is_zero() {
        return Ok(sum);
    }
    match sum.translated(&shift) {
        Some(sum) => Ok(sum),
        // A side that is not a stopper is not translated: the sum spelled out whole.
        None => SidedValue::stopper(p.clone()).plain_add(&SidedValue::stopper(q.clone()), budget),
    }
}

/// The integer part of the least leaf of `g` (0 without leaves): the shift that brings its
/// numbers nearest to 0 from above.
fn integer_part(g: &Loopy) -> Dyadic {
    let least = (0..g.graph.len()).filter_map(|v| g.graph.number(v)).min();
    least.map_or_else(Dyadic::zero, |x| {
        let denominator = num_bigint::BigInt::one() << x.exponent();
        Dyadic::new(x.numerator().div_floor(&denominator), 0)
    })
}
