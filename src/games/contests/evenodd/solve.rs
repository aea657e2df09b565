//! The fast solver: every pile is a Blue-Red Hackenbush stalk and the test's value is the exact
//! sum of the stalks' values.
//!
//! A pile's stalk is its distinct numbers sorted from the ground up, even numbers blue (Left)
//! and odd ones red (Right): choosing a number cuts its edge and everything above it. A stalk's
//! value follows the sign-expansion rule ([`number_with_signs`]): ±1 for each edge up to the first
//! change of colour, then ±1/2, ±1/4, … for the edges from that change on. The test's value is
//! the sum over its piles; positive means EVEN wins, negative ODD, zero DON'T PLAY.
//!
//! [`FastSolver`] sums in 64.64 fixed point (an `i128` scaled by 2^64) every stalk whose value
//! fits, which covers every contest input (at most 44 halvings per pile), and adds the rest
//! exactly as [`Dyadic`]s: no floating point, no rounding, piles of any length.
//!
//! ```
//! use cgsolve::games::contests::evenodd::{Case, Verdict, solve::FastSolver};
//! let mut solver = FastSolver::new();
//! let test = Case::from_piles(&[vec![4, 8, 9, 11, 16]]); // blue blue red red blue
//! let total = solver.total(&test);
//! assert_eq!(total.to_dyadic().to_string(), "11/8");
//! assert_eq!(solver.verdict(&test), Verdict::Even);
//! ```

use super::{Case, Choice, Parity, Verdict};
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Player;
use crate::theory::sign_expansion::number_with_signs;
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
    stalk.iter().map(|&n| Parity::of(n.into()).player())
}

/// A pile's value by the general exact rule ([`number_with_signs`] on its stalk).
pub fn pile_value(pile: &[u32]) -> Dyadic {
    number_with_signs(colours(&stalk(pile)))
}

/// The values of every prefix of a stalk: `out[j]` is the value of its lowest `j` edges, from
/// `out[0] = 0` to `out[stalk.len()]`, the whole stalk.
pub fn prefix_values(stalk: &[u32]) -> Vec<Dyadic> {
    let mut out = Vec::with_capacity(stalk.len() + 1);
    out.push(Dyadic::zero());
    let Some(&first) = stalk.first() else {
        return out;
    };
    let first = Parity::of(first.into());
    let mut value = Dyadic::zero();
    let mut step = Dyadic::from(1);
    let mut changed = false;
    for &n in stalk {
        let parity = Parity::of(n.into());
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
        // |numerator| <= (whole + 1) * 2^halvings must stay below 2^62.
        if halvings <= 62 && (whole as u64) < (1u64 << (62 - halvings)) {
            let sign = 1 - 2 * i64::from(low);
            let mut acc = whole as i64 * sign;
            for &n in &stalk[whole..] {
                acc = 2 * acc + 1 - 2 * i64::from(n & 1);
            }
            self.add_fixed(acc, halvings as u32);
        } else {
            self.add_exact(number_with_signs(colours(stalk)));
        }
    }

    /// Adds `numerator / 2^halvings`; `halvings` is at most 64 and |numerator| below 2^63.
    fn add_fixed(&mut self, numerator: i64, halvings: u32) {
        let scaled = i128::from(numerator) << (FRACTION_BITS - halvings);
        match self.fixed.checked_add(scaled) {
            Some(sum) => self.fixed = sum,
            None => self.add_exact(Dyadic::new(numerator, u64::from(halvings))),
        }
    }

    fn add_exact(&mut self, value: Dyadic) {
        self.rest = Some(self.rest.take().unwrap_or_default() + value);
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
    pub fn total(&mut self, test: &Case) -> Total {
        let mut total = Total::new();
        for pile in test.piles() {
            let by_ranks = match pile.len() {
                0 => continue,
                1..=16 => distinct_pile_value::<16>(pile),
                17..=32 => distinct_pile_value::<32>(pile),
                33..=48 => distinct_pile_value::<48>(pile),
                _ => None,
            };
            if let Some((numerator, halvings)) = by_ranks {
                total.add_fixed(numerator, halvings);
                continue;
            }
            self.scratch.clear();
            self.scratch.extend_from_slice(pile);
            self.scratch.sort_unstable();
            self.scratch.dedup();
            total.add_stalk(&self.scratch);
        }
        total
    }

    /// The contest's answer for a test.
    pub fn verdict(&mut self, test: &Case) -> Verdict {
        Verdict::from_sign(self.total(test).signum())
    }
}

/// The value `numerator / 2^halvings` of a pile of 1 to `W` (at most 62) numbers, all distinct,
/// found without sorting; `None` when some number appears twice.
///
/// Each number's place in the stalk is its rank, the count of smaller numbers in the pile
/// (counted for all numbers at once, `W` lanes wide, which vectorises). When the numbers are
/// distinct the ranks are `0..n` and the parities in stalk order are the bits of
/// `even = Σ [a_i even] 2^rank(a_i)`. If the first other-coloured edge is at place `q`, the
/// value is `±q` plus the edges above it: `Σ_{k ≥ q} ±2^(q-1-k)`, whose numerator over
/// `2^(n-q)` is `2B - (2^(n-q) - 1)` with `B` the bits of `even` from place `q` up, reversed.
pub fn distinct_pile_value<const W: usize>(pile: &[u32]) -> Option<(i64, u32)> {
    let n = pile.len();
    if n == 0 || n > W || n > 62 {
        return None;
    }
    // Signed keys with the same order as the unsigned numbers; padding never counts.
    let mut keys = [i32::MAX; W];
    for (key, &x) in keys.iter_mut().zip(pile) {
        *key = (x ^ 0x8000_0000) as i32;
    }
    let mut ranks = [0i32; W];
    for &y in pile {
        let y = (y ^ 0x8000_0000) as i32;
        for (rank, &key) in ranks.iter_mut().zip(&keys) {
            *rank += i32::from(y < key);
        }
    }
    let mut even = 0u64;
    let mut rank_sum = 0usize;
    for (&x, &rank) in pile.iter().zip(&ranks) {
        rank_sum += rank as usize;
        even |= u64::from(!x & 1) << rank;
    }
    // Ties lower some rank, and the ranks then sum to less than 0 + 1 + ... + (n - 1).
    if rank_sum != n * (n - 1) / 2 {
        return None;
    }
    let all = u64::MAX >> (64 - n);
    let first_even = even & 1;
    let sign = 2 * first_even as i64 - 1;
    let other = if first_even == 1 { !even & all } else { even };
    if other == 0 {
        return Some((sign * n as i64, 0));
    }
    let q = other.trailing_zeros();
    let halvings = n as u32 - q;
    let unit = 1i64 << halvings;
    let above = (even.reverse_bits() >> (64 - n)) as i64 & (unit - 1);
    Some((sign * i64::from(q) * unit + 2 * above - unit + 1, halvings))
}

/// Every winning first move for Chef, from the values: each choice of a number of her parity
/// after which her opponent, moving next, loses. A choice leaving the prefix `p` of a pile
/// worth `v` turns the total `T` into `T - v + value(p)`; Left wins with Right to move iff
/// that is ≥ 0, Right wins with Left to move iff it is ≤ 0. Empty when the verdict is DON'T
/// PLAY. Sorted by pile, then number.
pub fn winning_moves_by_values(test: &Case, total: &Dyadic) -> Vec<Choice> {
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
            if Parity::of(number.into()) != parity {
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
            assert_eq!(p[j], number_with_signs(colours(&s[..j])));
        }
    }

    #[test]
    fn ranks_give_the_stalk_value_or_step_aside_for_ties() {
        let by_ranks = |pile: &[u32]| {
            distinct_pile_value::<16>(pile).map(|(m, k)| Dyadic::new(m, u64::from(k)))
        };
        for pile in [
            &[2, 3][..],
            &[16, 11, 9, 8, 4],
            &[7, 5, 4, 3, 2],
            &[1],
            &[0, 2, 4],
            &[3, 1, 5, 7],
            &[u32::MAX, 0, 1 << 31, (1 << 31) - 1],
        ] {
            assert_eq!(by_ranks(pile), Some(pile_value(pile)), "{pile:?}");
        }
        assert_eq!(by_ranks(&[2, 3, 2]), None);
        assert_eq!(by_ranks(&[]), None);
        assert_eq!(by_ranks(&[0; 17]), None);
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
            number_with_signs(colours(&long)) + Dyadic::from(1)
        );
        assert!(total.rest.is_some());
    }
}
