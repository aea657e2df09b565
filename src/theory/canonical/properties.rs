//! Properties of canonical forms, as CGSuite defines them: outcome, birthday, stops, mean,
//! temperature, incentives, followers, misère outcome, reduced canonical form, predicates.

use super::arena::{Arena, Caching, GameId, Nus};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::{Outcome, Player};
use num_bigint::BigUint;
use num_traits::{One, Signed, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

bounded! {
    /// The outcome class (normal play): who wins moving first, who moving second.
    pub fn outcome(&mut self, g: GameId) -> Outcome => try_outcome;
    /// The birthday: 0 for `0`, else one more than the largest birthday of an option.
    pub fn birthday(&mut self, g: GameId) -> BigUint => try_birthday;
    /// The left stop: where play ends when Left starts and both play to the first number.
    pub fn left_stop(&mut self, g: GameId) -> Dyadic => try_left_stop;
    /// The right stop.
    pub fn right_stop(&mut self, g: GameId) -> Dyadic => try_right_stop;
    /// The mean value (the mast of the thermograph).
    pub fn mean(&mut self, g: GameId) -> Dyadic => try_mean;
    /// The temperature: `-1/2^k` for a number `m/2^k` (-1 for an integer), 0 for a number
    /// plus a nonzero infinitesimal NUS, else where the thermograph's mast begins.
    pub fn temperature(&mut self, g: GameId) -> Dyadic => try_temperature;
    /// Left's incentives `GL - G`, duplicates and dominated (smaller) ones removed.
    pub fn left_incentives(&mut self, g: GameId) -> Vec<GameId> => try_left_incentives;
    /// Right's incentives `G - GR`, duplicates and dominated (smaller) ones removed.
    pub fn right_incentives(&mut self, g: GameId) -> Vec<GameId> => try_right_incentives;
    /// How many distinct canonical forms `g` has as followers, `g` itself included.
    pub fn follower_count(&mut self, g: GameId) -> BigUint => try_follower_count;
    /// The misère outcome of the canonical form: a player who cannot move wins.
    pub fn misere_outcome(&mut self, g: GameId) -> Outcome => try_misere_outcome;
    /// The reduced canonical form: the simplest game infinitesimally close to `g`.
    pub fn reduced_canonical_form(&mut self, g: GameId) -> GameId => try_reduced_canonical_form;
    /// Whether `g` is infinitesimal: both stops are 0 (0 included, as in CGSuite).
    pub fn is_infinitesimal(&mut self, g: GameId) -> bool => try_is_infinitesimal;
    /// Whether every follower has moves for both players or for neither.
    pub fn is_all_small(&mut self, g: GameId) -> bool => try_is_all_small;
    /// Even-tempered: a number, or every option odd-tempered.
    pub fn is_even_tempered(&mut self, g: GameId) -> bool => try_is_even_tempered;
    /// Odd-tempered: a number plus `*`, or every option even-tempered.
    pub fn is_odd_tempered(&mut self, g: GameId) -> bool => try_is_odd_tempered;
}

impl Arena {
    fn try_outcome<B: Bound>(&mut self, b: B, g: GameId) -> Result<Outcome, B::Error> {
        let zero = self.zero();
        // Left wins moving first unless g <= 0; Right unless g >= 0.
        let left_first = !self.try_leq(b, g, zero)?;
        let right_first = !self.try_leq(b, zero, g)?;
        Ok(Outcome::from_first_player_wins(left_first, right_first))
    }

    pub(crate) fn try_birthday<B: Bound>(&mut self, b: B, g: GameId) -> Result<BigUint, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(nus_birthday(p));
        }
        if let Some(x) = self.birthday_cache.get(&g) {
            return Ok(x.clone());
        }
        let mut best = BigUint::zero();
        for o in self.options(b, g)? {
            best = best.max(self.try_birthday(b, o)? + 1u32);
        }
        if self.caching == Caching::On {
            self.birthday_cache.insert(g, best.clone());
        }
        Ok(best)
    }

    /// The left and then the right options of `g`.
    fn options<B: Bound>(&mut self, b: B, g: GameId) -> Result<Vec<GameId>, B::Error> {
        let mut options = self.try_left_options(b, g)?;
        options.extend(self.try_right_options(b, g)?);
        Ok(options)
    }

    pub(crate) fn try_left_stop<B: Bound>(&mut self, b: B, g: GameId) -> Result<Dyadic, B::Error> {
        self.try_stop(b, g, Player::Left)
    }

    pub(crate) fn try_right_stop<B: Bound>(&mut self, b: B, g: GameId) -> Result<Dyadic, B::Error> {
        self.try_stop(b, g, Player::Right)
    }

    /// The stop of `g` when `player` moves first: a number's own value, else the best for
    /// `player` of the other player's stops of `player`'s options.
    fn try_stop<B: Bound>(&mut self, b: B, g: GameId, player: Player) -> Result<Dyadic, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(p.number.clone());
        }
        let options = match player {
            Player::Left => self.try_left_options(b, g)?,
            Player::Right => self.try_right_options(b, g)?,
        };
        let mut best: Option<Dyadic> = None;
        for o in options {
            let stop = self.try_stop(b, o, player.opponent())?;
            best = Some(match (best, player) {
                (None, _) => stop,
                (Some(x), Player::Left) => x.max(stop),
                (Some(x), Player::Right) => x.min(stop),
            });
        }
        Ok(best.expect("a canonical non-NUS has options for both players"))
    }

    pub(crate) fn try_mean<B: Bound>(&mut self, b: B, g: GameId) -> Result<Dyadic, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(p.number.clone());
        }
        Ok(self.try_thermograph(b, g)?.mast())
    }

    pub(crate) fn try_temperature<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Dyadic, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(if p.is_number() {
                -Dyadic::new(1, p.number.exponent())
            } else {
                Dyadic::zero()
            });
        }
        Ok(self.try_thermograph(b, g)?.temperature())
    }

    fn try_left_incentives<B: Bound>(&mut self, b: B, g: GameId) -> Result<Vec<GameId>, B::Error> {
        if self.shortcuts
            && let Some(closed) = self.closed_incentives(b, g, true)?
        {
            return Ok(closed);
        }
        self.all_incentives(b, g, true, false)
    }

    fn try_right_incentives<B: Bound>(&mut self, b: B, g: GameId) -> Result<Vec<GameId>, B::Error> {
        if self.shortcuts
            && let Some(closed) = self.closed_incentives(b, g, false)?
        {
            return Ok(closed);
        }
        self.all_incentives(b, g, false, true)
    }

    fn try_follower_count<B: Bound>(&mut self, b: B, g: GameId) -> Result<BigUint, B::Error> {
        // Integers are counted by their range (n has followers 0..n), the rest one by one.
        let mut seen = FxHashSet::default();
        let mut stack = vec![g];
        let (mut high, mut low) = (Dyadic::zero(), Dyadic::zero());
        while let Some(x) = stack.pop() {
            if let Some(n) = self.as_number(x).filter(|n| n.is_integer()) {
                high = high.max(n.clone());
                low = low.min(n.clone());
                continue;
            }
            if !seen.insert(x) {
                continue;
            }
            stack.extend(self.options(b, x)?);
        }
        let integers = (high - low).numerator().magnitude().clone() + BigUint::one();
        Ok(integers + BigUint::from(seen.len()))
    }

    fn try_misere_outcome<B: Bound>(&mut self, b: B, g: GameId) -> Result<Outcome, B::Error> {
        let mut memo = FxHashMap::default();
        let left = self.misere_first_wins(b, g, true, &mut memo)?;
        let right = self.misere_first_wins(b, g, false, &mut memo)?;
        Ok(Outcome::from_first_player_wins(left, right))
    }

    fn misere_first_wins<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        left: bool,
        memo: &mut FxHashMap<(GameId, bool), bool>,
    ) -> Result<bool, B::Error> {
        if let Some(&w) = memo.get(&(g, left)) {
            return Ok(w);
        }
        // Closed forms where option chains are long: integers, and nimbers (a nimber *n is
        // lost by the player to move exactly when n = 1: one heap of misère Nim).
        if let Some(n) = self.as_number(g).filter(|n| n.is_integer()) {
            // n > 0: Left must move (to n-1, where Right cannot move and wins); Right cannot
            // move and wins. n < 0 likewise for Right. 0: nobody can move.
            return Ok(if left {
                n.signum() <= 0
            } else {
                n.signum() >= 0
            });
        }
        if let Some(n) = self.as_nimber(g) {
            return Ok(n != 1);
        }
        let options = if left {
            self.try_left_options(b, g)?
        } else {
            self.try_right_options(b, g)?
        };
        let mut wins = options.is_empty();
        for o in options {
            if wins {
                break;
            }
            wins = !self.misere_first_wins(b, o, !left, memo)?;
        }
        memo.insert((g, left), wins);
        Ok(wins)
    }

    pub(crate) fn try_reduced_canonical_form<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<GameId, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            let x = p.number.clone();
            return Ok(self.number(x));
        }
        if self.shortcuts
            && let Some(closed) = self.closed_reduced_switch(b, g)?
        {
            return Ok(closed);
        }
        let star = self.nimber(1);
        let hot = self.try_heat(b, g, star)?;
        self.star_projection(b, hot)
    }

    fn star_projection<B: Bound>(&mut self, b: B, g: GameId) -> Result<GameId, B::Error> {
        if self.is_number(g) {
            return Ok(g);
        }
        if let Some(p) = self.nus_parts(g)
            && p.ups == 0
            && p.nim == 1
        {
            let x = p.number.clone();
            return Ok(self.number(x));
        }
        let mut left = Vec::new();
        for o in self.try_left_options(b, g)? {
            left.push(self.star_projection(b, o)?);
        }
        let mut right = Vec::new();
        for o in self.try_right_options(b, g)? {
            right.push(self.star_projection(b, o)?);
        }
        self.try_construct(b, left, right)
    }

    /// Whether `g` is a nimber (0 included).
    pub fn is_nimber(&self, g: GameId) -> bool {
        self.as_nimber(g).is_some()
    }

    pub(crate) fn try_is_infinitesimal<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<bool, B::Error> {
        Ok(self.try_left_stop(b, g)?.is_zero() && self.try_right_stop(b, g)?.is_zero())
    }

    pub(crate) fn try_is_all_small<B: Bound>(&mut self, b: B, g: GameId) -> Result<bool, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(p.number.is_zero());
        }
        for o in self.options(b, g)? {
            if !self.try_is_all_small(b, o)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn try_is_even_tempered<B: Bound>(&mut self, b: B, g: GameId) -> Result<bool, B::Error> {
        self.tempered(b, g, true)
    }

    fn try_is_odd_tempered<B: Bound>(&mut self, b: B, g: GameId) -> Result<bool, B::Error> {
        self.tempered(b, g, false)
    }

    fn tempered<B: Bound>(&mut self, b: B, g: GameId, even: bool) -> Result<bool, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(p.ups == 0 && p.nim == if even { 0 } else { 1 });
        }
        for o in self.options(b, g)? {
            if !self.tempered(b, o, !even)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// CGSuite's birthday of `x + n.^ + *k`: the number's, plus the up-star part's.
fn nus_birthday(p: &Nus) -> BigUint {
    let magnitude = p.number.numerator().abs().magnitude().clone();
    let exp = p.number.exponent();
    let number = if exp == 0 {
        magnitude
    } else {
        BigUint::one() + (magnitude >> exp) + BigUint::from(exp)
    };
    let ups = BigUint::from(p.ups.unsigned_abs());
    let nim = p.nim;
    let up_star = if p.ups != 0 && nim == 0 {
        ups + 1u32
    } else if p.ups.unsigned_abs() % 2 == 1 && nim != 1 {
        ups + (nim ^ 1)
    } else {
        ups + nim
    };
    number + up_star
}
