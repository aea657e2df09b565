//! Comparison of canonical forms: `<=` by the recursive definition, with number avoidance, a
//! fast path for number-up-stars, and a cache by id pair.

use super::arena::{Arena, Caching, GameId};
use super::limit::Bound;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// How two games compare: one of the four relations of a partial order on games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G || H`: neither `G <= H` nor `G >= H`.
    Confused,
}

bounded! {
    /// Whether `g <= h`: Left, moving second in `h - g`, wins.
    pub fn leq(&mut self, g: GameId, h: GameId) -> bool => try_leq;
    /// Whether `g >= h`.
    pub fn geq(&mut self, g: GameId, h: GameId) -> bool => try_geq;
    /// Whether `g < h`.
    pub fn lt(&mut self, g: GameId, h: GameId) -> bool => try_lt;
    /// Whether `g > h`.
    pub fn gt(&mut self, g: GameId, h: GameId) -> bool => try_gt;
    /// Whether `g || h` (confused: incomparable).
    pub fn confused(&mut self, g: GameId, h: GameId) -> bool => try_confused;
    /// Whether `g <| h`: less than or confused with (`g >= h` fails).
    pub fn less_or_confused(&mut self, g: GameId, h: GameId) -> bool => try_less_or_confused;
    /// Whether `g |> h`: greater than or confused with (`g <= h` fails).
    pub fn greater_or_confused(&mut self, g: GameId, h: GameId) -> bool
        => try_greater_or_confused;
    /// The relation between `g` and `h`.
    pub fn relation(&mut self, g: GameId, h: GameId) -> Relation => try_relation;
}

impl Arena {
    pub(crate) fn try_leq<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<bool, B::Error> {
        if g == h {
            return Ok(true);
        }
        if let (Some(x), Some(y)) = (self.nus_parts(g), self.nus_parts(h)) {
            return Ok(match x.number.cmp(&y.number) {
                Ordering::Less => true,
                Ordering::Greater => false,
                Ordering::Equal => {
                    if x.ups < y.ups - 1 {
                        true
                    } else if x.ups < y.ups {
                        (x.nim ^ y.nim) != 1
                    } else {
                        false
                    }
                }
            });
        }
        if self.shortcuts && self.stops_refuse(g, h) {
            return Ok(false);
        }
        if self.caching == Caching::On
            && let Some(&r) = self.leq_cache.get(&(g, h))
        {
            return Ok(r);
        }
        if self.shortcuts {
            if let Some((g, h)) = self.nearer_nimber(b, g, h)? {
                return self.try_leq(b, g, h);
            }
            if let Some((g, h)) = self.without_nimber(g, h) {
                return self.try_leq(b, g, h);
            }
        }
        b.check(self)?;
        let mut result = true;
        // By number avoidance, a number's own options need not be tried.
        if !self.is_number(g) {
            let n = self.try_num_left(b, g)?;
            for i in 0..n {
                let gl = self.left_at(g, i);
                if self.try_leq(b, h, gl)? {
                    result = false;
                    break;
                }
            }
        }
        if result && !self.is_number(h) {
            let n = self.try_num_right(b, h)?;
            for i in 0..n {
                let hr = self.right_at(h, i);
                if self.try_leq(b, hr, g)? {
                    result = false;
                    break;
                }
            }
        }
        if self.caching == Caching::On {
            // The search below may have filled the cache: checked again before it grows.
            b.check(self)?;
            self.leq_cache.insert((g, h), result);
        }
        Ok(result)
    }

    /// Whether the stops alone show that `g <= h` fails: `G <= H` makes each stop of `G` at
    /// most the same stop of `H` (Siegel, *Combinatorial Game Theory*, II.3).
    #[inline(always)]
    fn stops_refuse(&self, g: GameId, h: GameId) -> bool {
        let (sg, sh) = (self.small_stops(g), self.small_stops(h));
        (0..2).any(|side| sg[side].cmp(sh[side]) == Some(Ordering::Greater))
    }

    /// When one of `g`, `h` is `x + *m` and the other `H` is not a number-up-star, with `m`
    /// above `n = birthday(H) + birthday(x) + 1`: the pair with `x + *n` in its place, which
    /// compares the same way. (`x + *m <= H` is `H - x + *m >= 0`, and `H - x`, born by day
    /// `n - 1`, has the same outcome with every `*m`, `m >= n`: see `Arena::remote` in
    /// `nimber_sum.rs`. Likewise `H <= x + *m`.) Spares making the `m` options of `x + *m`.
    fn nearer_nimber<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<Option<(GameId, GameId)>, B::Error> {
        let (nus, other, nus_first) = match (self.nus_parts(g), self.nus_parts(h)) {
            (Some(p), None) if p.ups == 0 && p.nim > 1 => (p.clone(), h, true),
            (None, Some(p)) if p.ups == 0 && p.nim > 1 => (p.clone(), g, false),
            _ => return Ok(None),
        };
        let x = self.number(nus.number.clone());
        let n = self.try_birthday(b, other)? + self.try_birthday(b, x)? + 1u32;
        let Some(n) = u32::try_from(n).ok().filter(|&n| n < nus.nim) else {
            return Ok(None);
        };
        let near = self.nus(super::arena::Nus { nim: n, ..nus });
        Ok(Some(if nus_first {
            (near, other)
        } else {
            (other, near)
        }))
    }

    /// When one of `g`, `h` was made as `A + *k` and the other is a number-up-star `u`: the
    /// pair with `A` and `u + *k` in their places, which compares the same way (`*k` added to
    /// both sides, `*k + *k = 0`), and is smaller.
    fn without_nimber(&mut self, g: GameId, h: GameId) -> Option<(GameId, GameId)> {
        let shifted = |arena: &mut Arena, u: GameId, k: u32| {
            let mut p = arena.nus_parts(u)?.clone();
            p.nim ^= k;
            Some(arena.nus(p))
        };
        if let Some(&(a, k)) = self.nimber_sums.get(&g)
            && let Some(u) = shifted(self, h, k)
        {
            return Some((a, u));
        }
        if let Some(&(a, k)) = self.nimber_sums.get(&h)
            && let Some(u) = shifted(self, g, k)
        {
            return Some((u, a));
        }
        None
    }

    fn try_geq<B: Bound>(&mut self, b: B, g: GameId, h: GameId) -> Result<bool, B::Error> {
        self.try_leq(b, h, g)
    }

    pub(crate) fn try_lt<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<bool, B::Error> {
        Ok(self.try_leq(b, g, h)? && !self.try_leq(b, h, g)?)
    }

    fn try_gt<B: Bound>(&mut self, b: B, g: GameId, h: GameId) -> Result<bool, B::Error> {
        self.try_lt(b, h, g)
    }

    pub(crate) fn try_confused<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<bool, B::Error> {
        Ok(!self.try_leq(b, g, h)? && !self.try_leq(b, h, g)?)
    }

    pub(crate) fn try_less_or_confused<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<bool, B::Error> {
        Ok(!self.try_leq(b, h, g)?)
    }

    pub(crate) fn try_greater_or_confused<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<bool, B::Error> {
        Ok(!self.try_leq(b, g, h)?)
    }

    pub(crate) fn try_relation<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<Relation, B::Error> {
        Ok(match (self.try_leq(b, g, h)?, self.try_leq(b, h, g)?) {
            (true, true) => Relation::Equal,
            (true, false) => Relation::Less,
            (false, true) => Relation::Greater,
            (false, false) => Relation::Confused,
        })
    }

    /// Whether `test` holds of some game of `games`, tried in order until one passes.
    pub(crate) fn try_any<E>(
        &mut self,
        games: &[GameId],
        mut test: impl FnMut(&mut Arena, GameId) -> Result<bool, E>,
    ) -> Result<bool, E> {
        for &g in games {
            if test(self, g)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether `g <= {left | right}` (`Direction::AtMost`, CGSuite's `leqArrays`) or
    /// `g >= {left | right}` (`Direction::AtLeast`, its `geqArrays`), the options not yet
    /// simplified. `known` holds answers already found against the same value
    /// `{left | right}` (whatever options stand for it), by the form compared and the
    /// direction: a simplification asks of one value again and again, down the same followers.
    pub(crate) fn compare_with_form<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        direction: Direction,
        [left, right]: [&[GameId]; 2],
        known: &mut FormAnswers,
    ) -> Result<bool, B::Error> {
        if let Some(&answer) = known.get(&(g, direction)) {
            return Ok(answer);
        }
        let answer = self.compare_with_form_searched(b, g, direction, [left, right], known)?;
        known.insert((g, direction), answer);
        Ok(answer)
    }

    /// `g <= {left | right}` fails when some right option is `<= g` or some `GL` is
    /// `>= {left | right}`; `g >= {left | right}` when some left option is `>= g` or some `GR`
    /// is `<= {left | right}`.
    fn compare_with_form_searched<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        direction: Direction,
        [left, right]: [&[GameId]; 2],
        known: &mut FormAnswers,
    ) -> Result<bool, B::Error> {
        let beaten = match direction {
            Direction::AtMost => self.try_any(right, |a, r| a.try_leq(b, r, g))?,
            Direction::AtLeast => self.try_any(left, |a, l| a.try_leq(b, g, l))?,
        };
        if beaten {
            return Ok(false);
        }
        let (n, other) = match direction {
            Direction::AtMost => (self.try_num_left(b, g)?, Direction::AtLeast),
            Direction::AtLeast => (self.try_num_right(b, g)?, Direction::AtMost),
        };
        for i in 0..n {
            let option = match direction {
                Direction::AtMost => self.left_at(g, i),
                Direction::AtLeast => self.right_at(g, i),
            };
            if self.compare_with_form(b, option, other, [left, right], known)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// Which way a form is compared with a value being simplified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Direction {
    /// `g <= {left | right}`.
    AtMost,
    /// `g >= {left | right}`.
    AtLeast,
}

/// Answers of [`Arena::compare_with_form`] against one value, by form and direction.
pub(crate) type FormAnswers = FxHashMap<(GameId, Direction), bool>;
