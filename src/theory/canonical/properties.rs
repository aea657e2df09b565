//! Properties of canonical forms, as CGSuite defines them: outcome, birthday, stops, mean,
//! temperature, incentives, followers, misère outcome, reduced canonical form, predicates.

use super::arena::{Arena, Caching, GameId, Nus};
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Outcome;
use num_bigint::BigUint;
use num_traits::{One, Signed, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

impl Arena {
    /// The outcome class (normal play): who wins moving first, who moving second.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        // Left wins moving first unless g <= 0; Right unless g >= 0.
        let left_first = !self.leq(g, zero);
        let right_first = !self.leq(zero, g);
        Outcome::from_first_player_wins(left_first, right_first)
    }

    /// The birthday: 0 for `0`, else one more than the largest birthday of an option.
    pub fn birthday(&mut self, g: GameId) -> BigUint {
        if let Some(p) = self.nus_parts(g) {
            return nus_birthday(p);
        }
        if let Some(b) = self.birthday_cache.get(&g) {
            return b.clone();
        }
        let mut best = BigUint::zero();
        for o in self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
        {
            best = best.max(self.birthday(o) + 1u32);
        }
        if self.caching == Caching::On {
            self.birthday_cache.insert(g, best.clone());
        }
        best
    }

    /// The left stop: where play ends when Left starts and both play to the first number.
    pub fn left_stop(&mut self, g: GameId) -> Dyadic {
        if let Some(p) = self.nus_parts(g) {
            return p.number.clone();
        }
        self.left_options(g)
            .into_iter()
            .map(|gl| self.right_stop(gl))
            .max()
            .expect("a canonical non-NUS has left options")
    }

    /// The right stop.
    pub fn right_stop(&mut self, g: GameId) -> Dyadic {
        if let Some(p) = self.nus_parts(g) {
            return p.number.clone();
        }
        self.right_options(g)
            .into_iter()
            .map(|gr| self.left_stop(gr))
            .min()
            .expect("a canonical non-NUS has right options")
    }

    /// The mean value (the mast of the thermograph).
    pub fn mean(&mut self, g: GameId) -> Dyadic {
        if let Some(p) = self.nus_parts(g) {
            return p.number.clone();
        }
        self.thermograph(g).mast()
    }

    /// The temperature: `-1/2^k` for a number `m/2^k` (-1 for an integer), 0 for a number
    /// plus a nonzero infinitesimal NUS, else where the thermograph's mast begins.
    pub fn temperature(&mut self, g: GameId) -> Dyadic {
        if let Some(p) = self.nus_parts(g) {
            return if p.is_number() {
                -Dyadic::new(1, p.number.exponent())
            } else {
                Dyadic::zero()
            };
        }
        self.thermograph(g).temperature()
    }

    /// Left's incentives `GL - G`, duplicates and dominated (smaller) ones removed.
    pub fn left_incentives(&mut self, g: GameId) -> Vec<GameId> {
        self.all_incentives(g, true, false)
    }

    /// Right's incentives `G - GR`, duplicates and dominated (smaller) ones removed.
    pub fn right_incentives(&mut self, g: GameId) -> Vec<GameId> {
        self.all_incentives(g, false, true)
    }

    /// How many distinct canonical forms `g` has as followers, `g` itself included.
    pub fn follower_count(&mut self, g: GameId) -> BigUint {
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
            stack.extend(self.left_options(x));
            stack.extend(self.right_options(x));
        }
        let integers = (high - low).numerator().magnitude().clone() + BigUint::one();
        integers + BigUint::from(seen.len())
    }

    /// The misère outcome of the canonical form: a player who cannot move wins.
    pub fn misere_outcome(&mut self, g: GameId) -> Outcome {
        let mut memo = FxHashMap::default();
        let left = self.misere_first_wins(g, true, &mut memo);
        let right = self.misere_first_wins(g, false, &mut memo);
        Outcome::from_first_player_wins(left, right)
    }

    fn misere_first_wins(
        &mut self,
        g: GameId,
        left: bool,
        memo: &mut FxHashMap<(GameId, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(g, left)) {
            return w;
        }
        // Closed forms where option chains are long: integers, and nimbers (a nimber *n is
        // lost by the player to move exactly when n = 1: one heap of misère Nim).
        if let Some(n) = self.as_number(g).filter(|n| n.is_integer()) {
            // n > 0: Left must move (to n-1, where Right cannot move and wins); Right cannot
            // move and wins. n < 0 likewise for Right. 0: nobody can move.
            return if left {
                n.signum() <= 0
            } else {
                n.signum() >= 0
            };
        }
        if let Some(n) = self.as_nimber(g) {
            return n != 1;
        }
        let options = if left {
            self.left_options(g)
        } else {
            self.right_options(g)
        };
        let wins = options.is_empty()
            || options
                .into_iter()
                .any(|o| !self.misere_first_wins(o, !left, memo));
        memo.insert((g, left), wins);
        wins
    }

    /// The reduced canonical form: the simplest game infinitesimally close to `g`.
    pub fn reduced_canonical_form(&mut self, g: GameId) -> GameId {
        if let Some(p) = self.nus_parts(g) {
            let x = p.number.clone();
            return self.number(x);
        }
        let star = self.nimber(1);
        let hot = self.heat(g, star);
        self.star_projection(hot)
    }

    fn star_projection(&mut self, g: GameId) -> GameId {
        if self.is_number(g) {
            return g;
        }
        if let Some(p) = self.nus_parts(g)
            && p.ups == 0
            && p.nim == 1
        {
            let x = p.number.clone();
            return self.number(x);
        }
        let left: Vec<GameId> = self
            .left_options(g)
            .into_iter()
            .map(|o| self.star_projection(o))
            .collect();
        let right: Vec<GameId> = self
            .right_options(g)
            .into_iter()
            .map(|o| self.star_projection(o))
            .collect();
        self.construct(left, right)
    }

    /// Whether `g` is a nimber (0 included).
    pub fn is_nimber(&self, g: GameId) -> bool {
        self.as_nimber(g).is_some()
    }

    /// Whether `g` is infinitesimal: both stops are 0 (0 included, as in CGSuite).
    pub fn is_infinitesimal(&mut self, g: GameId) -> bool {
        self.left_stop(g).is_zero() && self.right_stop(g).is_zero()
    }

    /// Whether every follower has moves for both players or for neither.
    pub fn is_all_small(&mut self, g: GameId) -> bool {
        if let Some(p) = self.nus_parts(g) {
            return p.number.is_zero();
        }
        let options: Vec<GameId> = self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
            .collect();
        options.into_iter().all(|o| self.is_all_small(o))
    }

    /// Even-tempered: a number, or every option odd-tempered.
    pub fn is_even_tempered(&mut self, g: GameId) -> bool {
        self.tempered(g, true)
    }

    /// Odd-tempered: a number plus `*`, or every option even-tempered.
    pub fn is_odd_tempered(&mut self, g: GameId) -> bool {
        self.tempered(g, false)
    }

    fn tempered(&mut self, g: GameId, even: bool) -> bool {
        if let Some(p) = self.nus_parts(g) {
            return p.ups == 0 && p.nim == if even { 0 } else { 1 };
        }
        let options: Vec<GameId> = self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
            .collect();
        options.into_iter().all(|o| self.tempered(o, !even))
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
