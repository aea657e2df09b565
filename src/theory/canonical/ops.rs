//! Sums, negatives, differences, and the operations built on them: heating, cooling, Norton
//! multiplication, ordinal sums and powers of up.

use super::arena::{Arena, Caching, GameId, Nus, Transform};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Player;

bounded! {
    /// `-g`.
    pub fn neg(&mut self, g: GameId) -> GameId => try_neg;
    /// `g + h`.
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId => try_add;
    /// `g - h`.
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId => try_sub;
    /// The sum of `games` (0 when there are none).
    pub fn sum(&mut self, games: &[GameId]) -> GameId => try_sum;
    /// `g` heated by `t`: `{GL heated + t | GR heated - t}`, numbers unchanged.
    pub fn heat(&mut self, g: GameId, t: GameId) -> GameId => try_heat;
    /// `g` cooled by the number `t > -1`: `{GL cooled - t | GR cooled + t}` until it is
    /// infinitesimally close to a number, then its mean.
    pub fn cool(&mut self, g: GameId, t: &Dyadic) -> GameId => try_cool;
    /// The ordinal sum `g : h`: `g`'s options, and `g : h'` for each option `h'` of `h`.
    pub fn ordinal_sum(&mut self, g: GameId, h: GameId) -> GameId => try_ordinal_sum;
    /// The Norton product `g . u` (`g` copies of `u` when `g` is an integer).
    pub fn norton_multiply(&mut self, g: GameId, u: GameId) -> GameId => try_norton_multiply;
    /// `^<n>` (up-nth, `n >= 1`): `^<1> = ^`, `^<n> = {0 | * - ^[n-1]}`.
    pub fn up_power(&mut self, n: usize) -> GameId => try_up_power;
    /// `^[n]` (`n >= 0`): `^[0] = 0`, `^[n] = {^[n-1] | *}`, which is `^<1> + ... + ^<n>`.
    pub fn up_power_sum(&mut self, n: usize) -> GameId => try_up_power_sum;
}

impl Arena {
    pub(crate) fn try_neg<B: Bound>(&mut self, b: B, g: GameId) -> Result<GameId, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            let nus = Nus {
                number: -p.number.clone(),
                ups: -p.ups,
                nim: p.nim,
            };
            return Ok(self.nus(nus));
        }
        if self.caching == Caching::On
            && let Some(&r) = self.neg_cache.get(&g)
        {
            return Ok(r);
        }
        b.check(self)?;
        let mut left = Vec::new();
        for r in self.try_right_options(b, g)? {
            left.push(self.try_neg(b, r)?);
        }
        let mut right = Vec::new();
        for l in self.try_left_options(b, g)? {
            right.push(self.try_neg(b, l)?);
        }
        let result = self.make_canonical(left, right);
        if self.caching == Caching::On {
            // Negation is an involution: remember both ways.
            self.neg_cache.insert(g, result);
            self.neg_cache.insert(result, g);
        }
        Ok(result)
    }

    pub(crate) fn try_add<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        if let (Some(x), Some(y)) = (self.nus_parts(g), self.nus_parts(h)) {
            let nus = Nus {
                number: x.number.clone() + y.number.clone(),
                ups: x.ups + y.ups,
                nim: x.nim ^ y.nim,
            };
            return Ok(self.nus(nus));
        }
        if g == self.zero() {
            return Ok(h);
        }
        if h == self.zero() {
            return Ok(g);
        }
        // G + (-G) = 0 without search when the negative is already known; for a switch
        // (G = -G, such as +-1) that is G + G.
        if self.caching == Caching::On && self.neg_cache.get(&g) == Some(&h) {
            return Ok(self.zero());
        }
        let key = (g.min(h), g.max(h));
        if self.caching == Caching::On
            && let Some(&r) = self.sum_cache.get(&key)
        {
            return Ok(r);
        }
        b.check(self)?;
        if self.shortcuts
            && let Some(result) = self.add_with_nimber(b, g, h)?
        {
            if self.caching == Caching::On {
                self.sum_cache.insert(key, result);
            }
            return Ok(result);
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        // By number translation, a number's own options need not be tried.
        if !self.is_number(g) {
            for gl in self.try_left_options(b, g)? {
                left.push(self.try_add(b, gl, h)?);
            }
            for gr in self.try_right_options(b, g)? {
                right.push(self.try_add(b, gr, h)?);
            }
        }
        if !self.is_number(h) {
            for hl in self.try_left_options(b, h)? {
                left.push(self.try_add(b, g, hl)?);
            }
            for hr in self.try_right_options(b, h)? {
                right.push(self.try_add(b, g, hr)?);
            }
        }
        let result = self.try_construct(b, left, right)?;
        if self.caching == Caching::On {
            // The sums below may have filled the cache: checked again before it grows.
            b.check(self)?;
            self.sum_cache.insert(key, result);
        }
        Ok(result)
    }

    /// `g + h` by the nimber shortcut (`nimber_sum.rs`) when one is a number-up-star with a
    /// nimber part and the other is not a number-up-star: `G + (x + n.^ + *k)` is
    /// `(G + (x + n.^)) + *k`.
    fn add_with_nimber<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<Option<GameId>, B::Error> {
        let (g, nus) = match (self.nus_parts(g), self.nus_parts(h)) {
            (None, Some(p)) if p.nim > 0 => (g, p.clone()),
            (Some(p), None) if p.nim > 0 => (h, p.clone()),
            _ => return Ok(None),
        };
        let rest = Nus {
            nim: 0,
            ..nus.clone()
        };
        let rest = self.nus(rest);
        let g = self.try_add(b, g, rest)?;
        Ok(Some(self.add_nimber(b, g, nus.nim)?))
    }

    /// The sum `g + h` if it is remembered.
    pub(crate) fn cached_sum(&self, g: GameId, h: GameId) -> Option<GameId> {
        self.sum_cache.get(&(g.min(h), g.max(h))).copied()
    }

    pub(crate) fn try_sub<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        let nh = self.try_neg(b, h)?;
        self.try_add(b, g, nh)
    }

    fn try_sum<B: Bound>(&mut self, b: B, games: &[GameId]) -> Result<GameId, B::Error> {
        let mut acc = self.zero();
        for &g in games {
            acc = self.try_add(b, acc, g)?;
        }
        Ok(acc)
    }

    pub(crate) fn try_heat<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        t: GameId,
    ) -> Result<GameId, B::Error> {
        if self.is_number(g) {
            return Ok(g);
        }
        let key = (g, t, t);
        if let Some(done) = self.transformed(Transform::Heat, g, t, t) {
            return Ok(done);
        }
        let (left, right) = self.try_map_options(b, g, |a, o, side| {
            let h = a.try_heat(b, o, t)?;
            match side {
                Player::Left => a.try_add(b, h, t),
                Player::Right => a.try_sub(b, h, t),
            }
        })?;
        let heated = self.try_construct(b, left, right)?;
        Ok(self.remember_transform(Transform::Heat, key, heated))
    }

    pub(crate) fn try_cool<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        t: &Dyadic,
    ) -> Result<GameId, B::Error> {
        if self.as_number(g).is_some_and(Dyadic::is_integer) {
            return Ok(g);
        }
        if self.try_temperature(b, g)? < *t {
            let mean = self.try_mean(b, g)?;
            return Ok(self.number(mean));
        }
        let tid = self.number(t.clone());
        let key = (g, tid, tid);
        if let Some(done) = self.transformed(Transform::Cool, g, tid, tid) {
            return Ok(done);
        }
        let (left, right) = self.try_map_options(b, g, |a, o, side| {
            let c = a.try_cool(b, o, t)?;
            match side {
                Player::Left => a.try_sub(b, c, tid),
                Player::Right => a.try_add(b, c, tid),
            }
        })?;
        let cooled = self.try_construct(b, left, right)?;
        Ok(self.remember_transform(Transform::Cool, key, cooled))
    }

    pub(crate) fn try_ordinal_sum<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        if let Some(done) = self.transformed(Transform::OrdinalSum, h, g, g) {
            return Ok(done);
        }
        let mut left = self.try_left_options(b, g)?;
        let mut right = self.try_right_options(b, g)?;
        for hl in self.try_left_options(b, h)? {
            left.push(self.try_ordinal_sum(b, g, hl)?);
        }
        for hr in self.try_right_options(b, h)? {
            right.push(self.try_ordinal_sum(b, g, hr)?);
        }
        let sum = self.try_construct(b, left, right)?;
        Ok(self.remember_transform(Transform::OrdinalSum, (h, g, g), sum))
    }

    /// Left and right incentives of `g` together, for Norton multiplication: every
    /// `GL - G` and `G - GR`, duplicates and dominated (smaller) ones removed.
    pub(crate) fn all_incentives<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        left: bool,
        right: bool,
    ) -> Result<Vec<GameId>, B::Error> {
        let mut out = Vec::new();
        if left {
            for gl in self.try_left_options(b, g)? {
                out.push(self.try_sub(b, gl, g)?);
            }
        }
        if right {
            for gr in self.try_right_options(b, g)? {
                out.push(self.try_sub(b, g, gr)?);
            }
        }
        out.sort_unstable();
        out.dedup();
        self.undominated(b, out, true)
    }

    pub(crate) fn try_norton_multiply<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        u: GameId,
    ) -> Result<GameId, B::Error> {
        if let Some(n) = self.as_number(g).filter(|n| n.is_integer()).cloned() {
            let unit = if n.signum() >= 0 {
                u
            } else {
                self.try_neg(b, u)?
            };
            let count = n.numerator().magnitude().clone();
            let mut result = self.zero();
            let mut power = unit;
            for bit in 0..count.bits() {
                if count.bit(bit) {
                    result = self.try_add(b, result, power)?;
                }
                power = self.try_add(b, power, power)?;
            }
            return Ok(result);
        }
        let mut incentives = Vec::new();
        for i in self.all_incentives(b, u, true, true)? {
            incentives.push(self.try_add(b, u, i)?);
        }
        let mut left = Vec::new();
        for gl in self.try_left_options(b, g)? {
            let p = self.try_norton_multiply(b, gl, u)?;
            for &i in &incentives {
                left.push(self.try_add(b, p, i)?);
            }
        }
        let mut right = Vec::new();
        for gr in self.try_right_options(b, g)? {
            let p = self.try_norton_multiply(b, gr, u)?;
            for &i in &incentives {
                right.push(self.try_sub(b, p, i)?);
            }
        }
        self.try_construct(b, left, right)
    }

    pub(crate) fn try_up_power<B: Bound>(&mut self, b: B, n: usize) -> Result<GameId, B::Error> {
        assert!(n >= 1, "up powers start at 1");
        while self.up_powers.len() < n {
            let k = self.up_powers.len() + 1;
            let g = if k == 1 {
                self.up()
            } else {
                let star = self.nimber(1);
                let prev = self.try_up_power_sum(b, k - 1)?;
                let r = self.try_sub(b, star, prev)?;
                let zero = self.zero();
                self.try_construct(b, vec![zero], vec![r])?
            };
            self.up_powers.push(g);
        }
        Ok(self.up_powers[n - 1])
    }

    pub(crate) fn try_up_power_sum<B: Bound>(
        &mut self,
        b: B,
        n: usize,
    ) -> Result<GameId, B::Error> {
        if n == 0 {
            return Ok(self.zero());
        }
        while self.up_power_sums.len() < n {
            b.check(self)?;
            let k = self.up_power_sums.len() + 1;
            let prev = if k == 1 {
                self.zero()
            } else {
                self.up_power_sums[k - 2]
            };
            let star = self.nimber(1);
            let g = self.try_construct(b, vec![prev], vec![star])?;
            self.up_power_sums.push(g);
        }
        Ok(self.up_power_sums[n - 1])
    }
}
