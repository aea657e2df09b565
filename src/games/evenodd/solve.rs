//! The fast solver: every pile is a Blue-Red Hackenbush stalk and the test's value is the exact
//! sum of the stalks' values.
//!
//! A pile's stalk is its distinct numbers sorted from the ground up, even numbers blue (Left)
//! and odd ones red (Right): choosing a number cuts its edge and everything above it. A stalk's
//! value follows the sign-expansion rule ([`stalk_value`]): ±1 for each edge up to the first
//! change of colour, then ±1/2, ±1/4, … for the edges from that change on. The test's value is
//! the sum over its piles; positive means EVEN wins, negative ODD, zero DON'T PLAY.
//!
//! [`FastSolver`] sums in 64.64 fixed point (an `i128` scaled by 2^64) every stalk whose value
//! fits, which covers every contest input (at most 44 halvings per pile), and adds the rest
//! exactly as [`Dyadic`]s: no floating point, no rounding, piles of any length.
//!
//! ```
//! use cgsolve::games::evenodd::{Test, Verdict, solve::FastSolver};
//! let mut solver = FastSolver::new();
//! let test = Test::from_piles(&[vec![4, 8, 9, 11, 16]]); // blue blue red red blue
//! let total = solver.total(&test);
//! assert_eq!(total.to_dyadic().to_string(), "11/8");
//! assert_eq!(solver.verdict(&test), Verdict::Even);
//! ```

use super::{Choice, Parity, Test, Verdict};
use crate::theory::dyadic::Dyadic;
use crate::theory::hackenbush::stalk_value;
use crate::theory::outcome::Player;
use num_bigint::BigInt;

/// Fractional bits of the fixed-point accumulator.
const FRACTION_BITS: u32 = 64;

/// A pile's stalk: its distinct numbers, sorted from the ground up.
pub fn stalk(pile: &[u32]) -> Vec<u32> {
    let mut s = pile.to_vec();
    s.sort_unstable();
    s.dedup();
    s
}

/// The colours of a stalk's edges from the ground up: even numbers Left, odd ones Right.
pub fn colours(stalk: &[u32]) -> impl Iterator<Item = Player> + '_ {
    stalk.iter().map(|&n| Parity::of(n).player())
}

/// A pile's value by the general exact rule ([`stalk_value`] on its stalk).
pub fn pile_value(pile: &[u32]) -> Dyadic {
    stalk_value(colours(&stalk(pile)))
}

/// The values of every prefix of a stalk: `out[j]` is the value of its lowest `j` edges, from
/// `out[0] = 0` to `out[stalk.len()]`, the whole stalk.
pub fn prefix_values(stalk: &[u32]) -> Vec<Dyadic> {
    let mut out = Vec::with_capacity(stalk.len() + 1);
    out.push(Dyadic::zero());
    let Some(&first) = stalk.first() else {
        return out;
    };
    let first = Parity::of(first);
    let mut value = Dyadic::zero();
    let mut step = Dyadic::from(1);
    let mut changed = false;
    for &n in stalk {
        let parity = Parity::of(n);
        changed |= parity != first;
        if changed {
            step = step.halve();
        }
        value = match parity {
            Parity::Even => value + step.clone(),
            Parity::Odd => value - step.clone(),
        };
        out.push(value.clone());
    }
    out
}

/// The exact sum of stalk values, kept in fixed point while it fits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Total {
    /// The stalks that fit, as a multiple of 2^-64.
    fixed: i128,
    /// The stalks that did not fit, exactly.
    rest: Option<Dyadic>,
}

impl Total {
    /// The empty sum.
    pub fn new() -> Total {
        Total::default()
    }

    /// Adds the value of a stalk given by its distinct numbers sorted from the ground up.
    pub fn add_stalk(&mut self, stalk: &[u32]) {
        let Some(&first) = stalk.first() else {
            return;
        };
        let low = first & 1;
        let whole = stalk
            .iter()
            .position(|&n| n & 1 != low)
            .unwrap_or(stalk.len());
        let halvings = stalk.len() - whole;
        // |numerator| < (whole + 1) * 2^halvings must stay below 2^62.
        if halvings <= 62 && (whole as u64) < (1u64 << (62 - halvings)) {
            let sign = 1 - 2 * i64::from(low);
            let mut acc = whole as i64 * sign;
            for &n in &stalk[whole..] {
                acc = 2 * acc + 1 - 2 * i64::from(n & 1);
            }
            self.fixed += i128::from(acc) << (FRACTION_BITS - halvings as u32);
        } else {
            let value = stalk_value(colours(stalk));
            self.rest = Some(self.rest.take().unwrap_or_default() + value);
        }
    }

    /// -1, 0 or 1 as the sum is negative, zero or positive.
    pub fn signum(&self) -> i32 {
        match &self.rest {
            None => self.fixed.signum() as i32,
            Some(_) => self.to_dyadic().signum(),
        }
    }

    /// The sum as an exact dyadic rational.
    pub fn to_dyadic(&self) -> Dyadic {
        let fixed = Dyadic::new(BigInt::from(self.fixed), u64::from(FRACTION_BITS));
        match &self.rest {
            None => fixed,
            Some(rest) => fixed + rest.clone(),
        }
    }
}

/// Answers tests from Hackenbush values, reusing its buffer from one pile to the next.
#[derive(Debug, Default)]
pub struct FastSolver {
    scratch: Vec<u32>,
}

impl FastSolver {
    /// A solver with an empty buffer.
    pub fn new() -> FastSolver {
        FastSolver::default()
    }

    /// The exact value of a test: the sum of its piles' stalk values.
    pub fn total(&mut self, test: &Test) -> Total {
        let mut total = Total::new();
        for pile in test.piles() {
            self.scratch.clear();
            self.scratch.extend_from_slice(pile);
            self.scratch.sort_unstable();
            self.scratch.dedup();
            total.add_stalk(&self.scratch);
        }
        total
    }

    /// The contest's answer for a test.
    pub fn verdict(&mut self, test: &Test) -> Verdict {
        Verdict::from_sign(self.total(test).signum())
    }
}

/// Every winning first move for Chef, from the values: each choice of a number of her parity
/// after which her opponent, moving next, loses. A choice leaving the prefix `p` of a pile
/// worth `v` turns the total `T` into `T - v + value(p)`; Left wins with Right to move iff
/// that is ≥ 0, Right wins with Left to move iff it is ≤ 0. Empty when the verdict is DON'T
/// PLAY. Sorted by pile, then number.
pub fn winning_moves_by_values(test: &Test, total: &Dyadic) -> Vec<Choice> {
    let Some(chef) = Verdict::from_sign(total.signum()).chef() else {
        return Vec::new();
    };
    let parity = Parity::of_player(chef);
    let mut out = Vec::new();
    for (i, pile) in test.piles().enumerate() {
        let stalk = stalk(pile);
        let prefixes = prefix_values(&stalk);
        let whole = &prefixes[stalk.len()];
        for (j, &number) in stalk.iter().enumerate() {
            if Parity::of(number) != parity {
                continue;
            }
            let after = total.clone() - whole.clone() + prefixes[j].clone();
            let wins = match chef {
                Player::Left => after.signum() >= 0,
                Player::Right => after.signum() <= 0,
            };
            if wins {
                out.push(Choice { pile: i, number });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_values_end_with_the_stalk_value() {
        let s = [4, 8, 9, 11, 16];
        let p = prefix_values(&s);
        let shown: Vec<String> = p.iter().map(|d| d.to_string()).collect();
        assert_eq!(shown, ["0", "1", "2", "3/2", "5/4", "11/8"]);
        for j in 0..=s.len() {
            assert_eq!(p[j], stalk_value(colours(&s[..j])));
        }
    }

    #[test]
    fn total_falls_back_to_exact_sums_past_the_fixed_point() {
        // 100 alternating edges: 99 halvings, far past 64 fractional bits.
        let long: Vec<u32> = (0..100).collect();
        let mut total = Total::new();
        total.add_stalk(&long);
        total.add_stalk(&[2]);
        assert_eq!(
            total.to_dyadic(),
            stalk_value(colours(&long)) + Dyadic::from(1)
        );
        assert!(total.rest.is_some());
    }
}
