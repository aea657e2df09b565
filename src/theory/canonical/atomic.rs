//! Atomic weight, as CGSuite computes it: the naive atomic weight (options' weights shifted
//! by 2, with the far-star correction for integers), accepted when the game is all-small or
//! lies within `^* + (*2^k : -1)` of that many ups.

use super::arena::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
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

impl Arena {
    /// The atomic weight of `g`, or why it has none.
    pub fn atomic_weight(&mut self, g: GameId) -> Result<GameId, NotAtomic> {
        if !self.is_infinitesimal(g) {
            return Err(NotAtomic::NotInfinitesimal {
                left_stop: self.left_stop(g),
                right_stop: self.right_stop(g),
            });
        }
        let mut memo = FxHashMap::default();
        let weight = self.naive_atomic_weight(g, &mut memo);
        if self.is_all_small(g) {
            return Ok(weight);
        }
        let up = self.up();
        let ups = self.norton_multiply(weight, up);
        let difference = self.sub(g, ups);
        let far_star = self.far_star(g);
        let mut power = 2u32;
        while power < far_star {
            power <<= 1;
        }
        let star_power = self.nimber(power);
        let minus_one = self.integer(-1);
        let red_kite = self.ordinal_sum(star_power, minus_one);
        let star = self.nimber(1);
        let up_star = self.add(up, star);
        let epsilon = self.add(up_star, red_kite);
        let minus_epsilon = self.neg(epsilon);
        if self.leq(difference, epsilon) && self.leq(minus_epsilon, difference) {
            Ok(weight)
        } else {
            Err(NotAtomic::TooFar)
        }
    }

    /// The far star: one more than the largest nimber among the followers (at least 1).
    pub(crate) fn far_star(&mut self, g: GameId) -> u32 {
        if let Some(n) = self.as_nimber(g) {
            return n + 1;
        }
        if self.is_number(g) {
            // A number's followers are numbers: the only nimber among them is 0.
            return 1;
        }
        let options: Vec<GameId> = self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
            .collect();
        options
            .into_iter()
            .map(|o| self.far_star(o))
            .fold(1, u32::max)
    }

    fn naive_atomic_weight(&mut self, g: GameId, memo: &mut FxHashMap<GameId, GameId>) -> GameId {
        if let Some(p) = self.nus_parts(g) {
            let ups = p.ups;
            return self.integer(ups);
        }
        if let Some(&w) = memo.get(&g) {
            return w;
        }
        let two = self.integer(2);
        let minus_two = self.integer(-2);
        let mut left = Vec::new();
        for gl in self.left_options(g) {
            let w = self.naive_atomic_weight(gl, memo);
            left.push(self.add(w, minus_two));
        }
        let mut right = Vec::new();
        for gr in self.right_options(g) {
            let w = self.naive_atomic_weight(gr, memo);
            right.push(self.add(w, two));
        }
        let g0 = self.construct(left.clone(), right.clone());
        let mut result = g0;
        if self.as_number(g0).is_some_and(Dyadic::is_integer) {
            let far = self.far_star(g);
            let far_star = self.nimber(far);
            let below = self.leq(g, far_star);
            let above = self.leq(far_star, g);
            if below && !above {
                result = if left.is_empty() {
                    self.zero()
                } else {
                    // The least integer n with n |> every new left option.
                    let mut best: Option<Dyadic> = None;
                    for &l in &left {
                        let mut n = ceiling(&self.right_stop(l));
                        let nid = self.number(n.clone());
                        if self.leq(nid, l) {
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
                        let mut n = floor(&self.left_stop(r));
                        let nid = self.number(n.clone());
                        if self.leq(r, nid) {
                            n = n - Dyadic::from(1);
                        }
                        best = Some(best.map_or(n.clone(), |b| b.min(n)));
                    }
                    self.number(best.expect("right options"))
                };
            }
        }
        memo.insert(g, result);
        result
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
