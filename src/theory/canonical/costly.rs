//! The properties whose general computation can cost far more than the form: the atomic
//! weight, the reduced canonical form and the incentives. Closed formulas for the forms where
//! one exists (number-up-stars, and switches of numbers plus a nimber), and which properties
//! of a form cost little: those with a closed formula, the atomic weight of a game that is not
//! infinitesimal (its stops say it has none), and every one of a form that is small, or whose
//! options are all number-up-stars of few followers (the general computations then walk the
//! form and its options alone: they never walk a number's own followers, as sums translate
//! by a number, comparisons avoid numbers and heating leaves numbers as they are).
//!
//! ```
//! use cgsolve::theory::canonical::Arena;
//! let mut a = Arena::new();
//! // 2,000,002 followers, but its options are numbers.
//! let switch = a.parse_game("{1000000|-1000000}").unwrap();
//! let cheap = a.cheap_properties(switch, 100);
//! assert!(cheap.atomic_weight && cheap.reduced_canonical_form && cheap.incentives);
//! // A nimber's incentives by their closed formula.
//! let nimber = a.parse_game("*1000").unwrap();
//! assert!(a.cheap_properties(nimber, 100).incentives);
//! assert_eq!(a.left_incentives(nimber).len(), 1000);
//! ```

use super::arena::{Arena, GameId, Nus};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use num_bigint::BigUint;
use rustc_hash::FxHashSet;

/// Which of the costly properties of a form cost little ([`Arena::cheap_properties`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheapProperties {
    /// The atomic weight.
    pub atomic_weight: bool,
    /// The reduced canonical form.
    pub reduced_canonical_form: bool,
    /// The left and the right incentives.
    pub incentives: bool,
}

bounded! {
    /// Which costly properties of `g` cost little, `limit` the most followers a form may have
    /// to be small, and the most its options and itself may walk when they are all
    /// number-up-stars.
    pub fn cheap_properties(&mut self, g: GameId, limit: usize) -> CheapProperties
        => try_cheap_properties;
}

impl Arena {
    fn try_cheap_properties<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        limit: usize,
    ) -> Result<CheapProperties, B::Error> {
        let closed = self.nus_parts(g).is_some() || self.try_switch_with_nimber(b, g)?.is_some();
        let few = closed
            || self.try_followers_at_most(b, g, limit)?
            || self.try_options_walk_few(b, g, limit)?;
        Ok(CheapProperties {
            atomic_weight: few || !self.try_is_infinitesimal(b, g)?,
            reduced_canonical_form: few,
            incentives: few,
        })
    }

    /// Whether `g` has at most `limit` followers ([`Arena::follower_count`]), found without
    /// making more than that many.
    fn try_followers_at_most<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        limit: usize,
    ) -> Result<bool, B::Error> {
        // As the count itself: integers by their range (n has followers 0..n), the rest one
        // by one.
        let mut seen = FxHashSet::default();
        let mut stack = vec![g];
        let (mut high, mut low) = (Dyadic::zero(), Dyadic::zero());
        while let Some(x) = stack.pop() {
            if let Some(n) = self.as_number(x).filter(|n| n.is_integer()) {
                high = high.max(n.clone());
                low = low.min(n.clone());
            } else if seen.insert(x) {
                match self.nus_parts(x) {
                    // `x + *m` has the followers `x + *k`, `0 < k <= m`, none an integer.
                    Some(p) if p.ups == 0 && p.nim as usize >= limit => return Ok(false),
                    _ => {
                        stack.extend(self.try_left_options(b, x)?);
                        stack.extend(self.try_right_options(b, x)?);
                    }
                }
            }
            let integers = (high.clone() - low.clone()).numerator().magnitude().clone() + 1u32;
            if integers + seen.len() > BigUint::from(limit) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether every option of `g` is a number-up-star and the general computations walk at
    /// most `limit` forms from `g`: `g`, its options, and the followers of those that are not
    /// numbers, each once.
    fn try_options_walk_few<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        limit: usize,
    ) -> Result<bool, B::Error> {
        let mut options = self.try_left_options(b, g)?;
        options.extend(self.try_right_options(b, g)?);
        if options.iter().any(|&o| self.nus_parts(o).is_none()) {
            return Ok(false);
        }
        let mut seen = FxHashSet::default();
        seen.insert(g);
        let mut stack = options;
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            if seen.len() > limit {
                return Ok(false);
            }
            match self.nus_parts(x) {
                Some(p) if p.is_number() => {}
                // `x + *m` walks `x + *k` for every `k <= m`: past the limit without making them.
                Some(p) if p.ups == 0 && p.nim as usize >= limit => return Ok(false),
                _ => {
                    stack.extend(self.try_left_options(b, x)?);
                    stack.extend(self.try_right_options(b, x)?);
                }
            }
        }
        Ok(true)
    }

    /// `(a, b, n)` when `g` is `{a + *n | b + *n}`, `a` and `b` numbers (then `a > b`, and
    /// `g` is `{a|b} + *n`: see [`Arena::closed_incentives`]).
    pub(crate) fn try_switch_with_nimber<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Option<(Dyadic, Dyadic, u32)>, B::Error> {
        if self.nus_parts(g).is_some() {
            return Ok(None);
        }
        let (left, right) = (self.try_left_options(b, g)?, self.try_right_options(b, g)?);
        let ([l], [r]) = (left.as_slice(), right.as_slice()) else {
            return Ok(None);
        };
        Ok(match (self.nus_parts(*l), self.nus_parts(*r)) {
            (Some(l), Some(r)) if l.ups == 0 && r.ups == 0 && l.nim == r.nim => {
                Some((l.number.clone(), r.number.clone(), l.nim))
            }
            _ => None,
        })
    }

    /// The incentives of `g` (Left's when `left`, else Right's) by a closed formula, when `g`
    /// has one, in id order:
    ///
    /// - the integer `n`: `n - 1 - n = -1` for Left when `n > 0`, `n - (n + 1) = -1` for Right
    ///   when `n < 0`, none otherwise;
    /// - the number `m/2^k`, `k >= 1`: `-1/2^k` for each (its options are `m/2^k -+ 1/2^k`);
    /// - `x + *m`, `m >= 1`: `(x + *j) - (x + *m) = *(j xor m)` for each `j < m`, for both;
    ///   distinct nimbers are incomparable, so none is dominated;
    /// - `{a + *n | b + *n}` with numbers `a > b`: this is `{a|b} + *n` (its options `a + *n`
    ///   and `{a|b} + *j`, `j < n`, the latter dominated as `a + *n - {a|b} - *j` is
    ///   `{a - b|0} + *(n xor j) >= 0`; `a + *n` reversible through no `a + *j`, as
    ///   `{a|b} + *n - a - *j` has the right option `b - a + *j + *n < 0`; Right likewise), so
    ///   its incentives are `{a|b}`'s: `a - {a|b} = {a - b|0} = {a|b} - b`, for both.
    ///
    /// Other number-up-stars have at most two options a side, all number-up-stars: the general
    /// computation costs as little.
    pub(crate) fn closed_incentives<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        left: bool,
    ) -> Result<Option<Vec<GameId>>, B::Error> {
        if let Some(p) = self.nus_parts(g).cloned() {
            if p.ups != 0 {
                return Ok(None);
            }
            // The integer `n` has an option for Left when `n > 0`, for Right when `n < 0`.
            let mover_sign = if left { 1 } else { -1 };
            let mut out = if p.nim > 0 {
                let mut nimbers = Vec::with_capacity(p.nim as usize);
                for j in 0..p.nim {
                    if j % 1024 == 1023 {
                        b.check(self)?;
                    }
                    nimbers.push(self.nimber(j ^ p.nim));
                }
                nimbers
            } else if !p.number.is_integer() {
                vec![self.number(-Dyadic::new(1, p.number.exponent()))]
            } else if p.number.signum() == mover_sign {
                vec![self.integer(-1)]
            } else {
                Vec::new()
            };
            out.sort_unstable();
            return Ok(Some(out));
        }
        Ok(match self.try_switch_with_nimber(b, g)? {
            Some((a, right_number, _)) => {
                let hot = self.number(a - right_number);
                let zero = self.zero();
                Some(vec![self.make_canonical(vec![hot], vec![zero])])
            }
            None => None,
        })
    }

    /// The reduced canonical form of `{a + *n | b + *n}` (numbers `a > b`): `{a|b}`, as the
    /// form is `{a|b} + *n` ([`Arena::closed_incentives`]) and `*n` is infinitesimal.
    pub(crate) fn closed_reduced_switch<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Option<GameId>, B::Error> {
        Ok(match self.try_switch_with_nimber(b, g)? {
            Some((_, _, 0)) => Some(g),
            Some((a, right_number, _)) => {
                let (l, r) = (
                    self.nus(Nus::number(a)),
                    self.nus(Nus::number(right_number)),
                );
                Some(self.make_canonical(vec![l], vec![r]))
            }
            None => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::canonical::limit::{Unbounded, never};

    #[test]
    fn followers_at_most_agrees_with_the_follower_count_at_every_limit() {
        let mut a = Arena::new();
        for text in [
            "0",
            "-5",
            "3/8",
            "*7",
            "2*3",
            "^*4",
            "{5|2}",
            "+-1 + *3",
            "{0||0|vvv}",
            "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
        ] {
            let g = a.parse_game(text).unwrap();
            let count = usize::try_from(a.follower_count(g)).unwrap();
            for limit in 0..count + 3 {
                assert_eq!(
                    never(a.try_followers_at_most(Unbounded, g, limit)),
                    count <= limit,
                    "{text} ({count} followers), limit {limit}"
                );
            }
        }
    }

    #[test]
    fn a_large_nimber_is_refused_without_making_its_options() {
        let mut a = Arena::new();
        // {1|*1000000}: canonical as it stands (1 has no right option, no *k is >= it).
        let (one, star) = (a.integer(1), a.nimber(1_000_000));
        let g = a.make_canonical(vec![one], vec![star]);
        let before = a.len();
        assert!(!never(a.try_followers_at_most(Unbounded, g, 100)));
        assert!(!never(a.try_options_walk_few(Unbounded, g, 100)));
        assert_eq!(a.len(), before, "no form made");
    }
}
