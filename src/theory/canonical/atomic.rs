//! Atomic weight, as CGSuite computes it: the naive atomic weight (options' weights shifted
//! by 2, with the far-star correction for integers), accepted when the game is all-small or
//! lies within `^* + (*2^k : -1)` of that many ups.

use super::arena::{Arena, GameId};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Player;
use rustc_hash::FxHashMap;
use std::fmt;

/// Why a game has no atomic weight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAtomic {
    /// The game is not infinitesimal: its stops are not both 0.
    NotInfinitesimal {
        /// The left stop.
        left_stop: Dyadic,
        /// The right stop.
        right_stop: Dyadic,
    },
    /// The game is infinitesimal but not within the far-star bound of `w.^` for its naive
    /// atomic weight `w`.
    TooFar,
}

impl fmt::Display for NotAtomic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotAtomic::NotInfinitesimal {
                left_stop,
                right_stop,
            } => write!(
                f,
                "not atomic: not infinitesimal (left stop {left_stop}, right stop {right_stop})"
            ),
            NotAtomic::TooFar => write!(
                f,
                "not atomic: G minus its naive atomic weight times ^ is not between the \
                 far-star bounds -(^* + (*2^k : -1)) and ^* + (*2^k : -1)"
            ),
        }
    }
}

bounded! {
    /// The atomic weight of `g`, or why it has none.
    pub fn atomic_weight(&mut self, g: GameId) -> Result<GameId, NotAtomic> => try_atomic_weight;
}

impl Arena {
    pub(crate) fn try_atomic_weight<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Result<GameId, NotAtomic>, B::Error> {
        if !self.try_is_infinitesimal(b, g)? {
            return Ok(Err(NotAtomic::NotInfinitesimal {
                left_stop: self.try_left_stop(b, g)?,
                right_stop: self.try_right_stop(b, g)?,
            }));
        }
        let mut memo = FxHashMap::default();
        let weight = self.naive_atomic_weight(b, g, &mut memo)?;
        if self.try_is_all_small(b, g)? {
            return Ok(Ok(weight));
        }
        let up = self.up();
        let ups = self.try_norton_multiply(b, weight, up)?;
        let difference = self.try_sub(b, g, ups)?;
        let far_star = self.far_star(b, g)?;
        let mut power = 2u32;
        while power < far_star {
            power <<= 1;
        }
        let star_power = self.nimber(power);
        let minus_one = self.integer(-1);
        let red_kite = self.try_ordinal_sum(b, star_power, minus_one)?;
        let star = self.nimber(1);
        let up_star = self.try_add(b, up, star)?;
        let epsilon = self.try_add(b, up_star, red_kite)?;
        let minus_epsilon = self.try_neg(b, epsilon)?;
        Ok(
            if self.try_leq(b, difference, epsilon)?
                && self.try_leq(b, minus_epsilon, difference)?
            {
                Ok(weight)
            } else {
                Err(NotAtomic::TooFar)
            },
        )
    }

    /// The far star: one more than the largest nimber among the followers (at least 1).
    pub(crate) fn far_star<B: Bound>(&mut self, b: B, g: GameId) -> Result<u32, B::Error> {
        if let Some(n) = self.as_nimber(g) {
            return Ok(n + 1);
        }
        if self.is_number(g) {
            // A number's followers are numbers: the only nimber among them is 0.
            return Ok(1);
        }
        let mut options = self.try_left_options(b, g)?;
        options.extend(self.try_right_options(b, g)?);
        let mut far = 1;
        for o in options {
            far = far.max(self.far_star(b, o)?);
        }
        Ok(far)
    }

    fn naive_atomic_weight<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        memo: &mut FxHashMap<GameId, GameId>,
    ) -> Result<GameId, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            let ups = p.ups;
            return Ok(self.integer(ups));
        }
        if let Some(&w) = memo.get(&g) {
            return Ok(w);
        }
        let two = self.integer(2);
        let minus_two = self.integer(-2);
        let (left, right) = self.try_map_options(b, g, |a, o, side| {
            let w = a.naive_atomic_weight(b, o, memo)?;
            let shift = match side {
                Player::Left => minus_two,
                Player::Right => two,
            };
            a.try_add(b, w, shift)
        })?;
        let g0 = self.try_construct(b, left.clone(), right.clone())?;
        let mut result = g0;
        if self.as_number(g0).is_some_and(Dyadic::is_integer) {
            let far = self.far_star(b, g)?;
            let far_star = self.nimber(far);
            let below = self.try_leq(b, g, far_star)?;
            let above = self.try_leq(b, far_star, g)?;
            if below && !above {
                result = if left.is_empty() {
                    self.zero()
                } else {
                    // The least integer n with n |> every new left option.
                    let mut best: Option<Dyadic> = None;
                    for &l in &left {
                        let mut n = ceiling(&self.try_right_stop(b, l)?);
                        let nid = self.number(n.clone());
                        if self.try_leq(b, nid, l)? {
                            n += Dyadic::from(1);
                        }
                        best = Some(best.map_or(n.clone(), |b| b.max(n)));
                    }
                    self.number(best.expect("left options"))
                };
            } else if above && !below {
                result = if right.is_empty() {
                    self.zero()
                } else {
                    // The greatest integer n with n <| every new right option.
                    let mut best: Option<Dyadic> = None;
                    for &r in &right {
                        let mut n = floor(&self.try_left_stop(b, r)?);
                        let nid = self.number(n.clone());
                        if self.try_leq(b, r, nid)? {
                            n = n - Dyadic::from(1);
                        }
                        best = Some(best.map_or(n.clone(), |b| b.min(n)));
                    }
                    self.number(best.expect("right options"))
                };
            }
        }
        memo.insert(g, result);
        Ok(result)
    }
}

/// The largest integer `<= x`.
pub(crate) fn floor(x: &Dyadic) -> Dyadic {
    // Arithmetic shift right rounds toward minus infinity.
    Dyadic::new(x.numerator() >> x.exponent(), 0)
}

/// The smallest integer `>= x`.
pub(crate) fn ceiling(x: &Dyadic) -> Dyadic {
    -floor(&-x.clone())
}
