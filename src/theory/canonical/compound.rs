//! CGSuite's further operations on short games, each as CGSuite defines it on canonical forms:
//! the Conway product, conjunctive and selective sums, the companion, overheating, and the
//! subordinate and powers of ordinal sums (`G.Pow(x)`, `G.PowTo(x)`).

use super::arena::{Arena, GameId, Transform};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use crate::theory::nim_arithmetic::nim_product_u64;
use crate::theory::outcome::Player;
use rustc_hash::FxHashMap;
use std::fmt;

/// Why CGSuite refuses an operation on these games (its own message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// `G.Pow(x)` needs `G` of the form `{0|H}`.
    PowBase,
    /// The exponent of `Pow` or `PowTo` is not one the operation takes: `PowTo` takes `x`
    /// when `x.Subordinate(1)` exists (numbers and `x over` at least 0, `x under` above 0,
    /// `on`), `Pow` takes `x` when `PowTo` takes `x - 1`.
    Exponent,
    /// `G.Subordinate(B)`: there is no `H` with `G = B:H`.
    Subordinate,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refused::PowBase => "a base of the form {0|H} for Pow",
            Refused::Exponent => {
                "an exponent Pow or PowTo can take (for PowTo a number or x over at least 0, \
                 x under above 0, or on; for Pow one of these plus 1)"
            }
            Refused::Subordinate => "a base B for which G = B:H for some H",
        })
    }
}

/// Which compound of two games, for the shared memoised recursion.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Compound {
    Conway,
    Conjunctive,
    Selective,
}

type Memo = FxHashMap<(GameId, GameId), GameId>;

bounded! {
    /// The Conway product `g ⊗ h` (CGSuite's `ConwayProduct`): the surreal product on numbers,
    /// the nim product on nimbers, and in general the options `g'h + gh' - g'h'`.
    pub fn conway_product(&mut self, g: GameId, h: GameId) -> GameId => try_conway_product;
    /// The conjunctive sum `g ∧ h`: each player moves in both games; a game with no move for a
    /// player ends it for that player.
    pub fn conjunctive_sum(&mut self, g: GameId, h: GameId) -> GameId => try_conjunctive_sum;
    /// The selective sum `g ∨ h`: each player moves in one game or in both.
    pub fn selective_sum(&mut self, g: GameId, h: GameId) -> GameId => try_selective_sum;
    /// The companion of `g` (CGSuite's `Companion`): `*` and `0` swapped at the bottom,
    /// with `0` added as an option for a player to whom `g` is not worse than `0`.
    pub fn companion(&mut self, g: GameId) -> GameId => try_companion;
    /// `g` overheated from `s` to `t` (CGSuite's `Overheat(s, t)`): an integer `n` becomes `n.s`
    /// (Norton product), other games `{GL + t | GR - t}` of their overheated options.
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> GameId => try_overheat;
    /// The `H` with `g = base : H`, or why there is none (CGSuite's `G.Subordinate(B)`).
    pub fn subordinate(&mut self, g: GameId, base: GameId) -> Result<GameId, Refused>
        => try_subordinate;
    /// `g.Pow(x)` for `g = {0|H}`: `{0 | H - g.PowTo(x - 1)}`; `^.Pow(n)` is `^<n>`.
    pub fn pow(&mut self, g: GameId, x: &Dyadic) -> Result<GameId, Refused> => try_pow;
    /// `g.PowTo(x)`: `0` for `x = 0`, else the ordinal sum `g : x.Subordinate(1)`;
    /// `^.PowTo(n)` is `^[n]`.
    pub fn pow_to(&mut self, g: GameId, x: &Dyadic) -> Result<GameId, Refused> => try_pow_to;
}

impl Arena {
    pub(crate) fn try_conway_product<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        self.compound(b, Compound::Conway, g, h, &mut Memo::default())
    }

    pub(crate) fn try_conjunctive_sum<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        self.compound(b, Compound::Conjunctive, g, h, &mut Memo::default())
    }

    pub(crate) fn try_selective_sum<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        h: GameId,
    ) -> Result<GameId, B::Error> {
        self.compound(b, Compound::Selective, g, h, &mut Memo::default())
    }

    fn compound<B: Bound>(
        &mut self,
        b: B,
        kind: Compound,
        g: GameId,
        h: GameId,
        memo: &mut Memo,
    ) -> Result<GameId, B::Error> {
        if kind == Compound::Conway
            && let (Some(x), Some(y)) = (self.as_nimber(g), self.as_nimber(h))
        {
            let product = nim_product_u64(u64::from(x), u64::from(y));
            return Ok(self.nimber(u32::try_from(product).expect("a field below 2^32")));
        }
        if let Some(&r) = memo.get(&(g, h)) {
            return Ok(r);
        }
        b.check(self)?;
        let (gl, gr) = (self.try_left_options(b, g)?, self.try_right_options(b, g)?);
        let (hl, hr) = (self.try_left_options(b, h)?, self.try_right_options(b, h)?);
        let mut left = Vec::new();
        let mut right = Vec::new();
        match kind {
            Compound::Conway => {
                // Left: g'h + gh' - g'h' with both options Left's or both Right's; Right: one
                // of each.
                for (gs, hs, to_left) in [
                    (&gl, &hl, true),
                    (&gr, &hr, true),
                    (&gl, &hr, false),
                    (&gr, &hl, false),
                ] {
                    for &x in gs {
                        for &y in hs {
                            let xh = self.compound(b, kind, x, h, memo)?;
                            let gy = self.compound(b, kind, g, y, memo)?;
                            let xy = self.compound(b, kind, x, y, memo)?;
                            let sum = self.try_add(b, xh, gy)?;
                            let option = self.try_sub(b, sum, xy)?;
                            if to_left { &mut left } else { &mut right }.push(option);
                        }
                    }
                }
            }
            Compound::Conjunctive | Compound::Selective => {
                for (gs, hs, out) in [(&gl, &hl, &mut left), (&gr, &hr, &mut right)] {
                    for &x in gs {
                        for &y in hs {
                            out.push(self.compound(b, kind, x, y, memo)?);
                        }
                    }
                    if kind == Compound::Selective {
                        for &x in gs {
                            out.push(self.compound(b, kind, x, h, memo)?);
                        }
                        for &y in hs {
                            out.push(self.compound(b, kind, g, y, memo)?);
                        }
                    }
                }
            }
        }
        let result = self.try_construct(b, left, right)?;
        memo.insert((g, h), result);
        Ok(result)
    }

    pub(crate) fn try_companion<B: Bound>(&mut self, b: B, g: GameId) -> Result<GameId, B::Error> {
        if let Some(p) = self.nus_parts(g).filter(|p| p.number.is_zero()) {
            if p.nim >= 2 {
                return Ok(g);
            }
            let mut p = p.clone();
            p.nim ^= 1;
            return Ok(self.nus(p));
        }
        b.check(self)?;
        let zero = self.zero();
        let at_most_zero = self.try_leq(b, g, zero)?;
        let at_least_zero = self.try_leq(b, zero, g)?;
        let (mut left, mut right) = self.try_map_options(b, g, |a, o, _| a.try_companion(b, o))?;
        if at_least_zero {
            left.push(zero);
        }
        if at_most_zero {
            right.push(zero);
        }
        self.try_construct(b, left, right)
    }

    pub(crate) fn try_overheat<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        s: GameId,
        t: GameId,
    ) -> Result<GameId, B::Error> {
        if self.as_number(g).is_some_and(Dyadic::is_integer) {
            return self.try_norton_multiply(b, g, s);
        }
        b.check(self)?;
        if let Some(done) = self.transformed(Transform::Overheat, g, s, t) {
            return Ok(done);
        }
        let (left, right) = self.try_map_options(b, g, |a, o, side| {
            let hot = a.try_overheat(b, o, s, t)?;
            match side {
                Player::Left => a.try_add(b, hot, t),
                Player::Right => a.try_sub(b, hot, t),
            }
        })?;
        let overheated = self.try_construct(b, left, right)?;
        Ok(self.remember_transform(Transform::Overheat, (g, s, t), overheated))
    }

    pub(crate) fn try_subordinate<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        base: GameId,
    ) -> Result<Result<GameId, Refused>, B::Error> {
        let base_left = self.try_left_options(b, base)?;
        let base_right = self.try_right_options(b, base)?;
        let mut memo = FxHashMap::default();
        self.subordinate_below(b, g, &base_left, &base_right, &mut memo)
    }

    /// `g`'s subordinate to the base with these options: every base option must be answered
    /// (by an option of `g` at least as good, or by `g` reversing through it), and `g`'s options
    /// that are not the base's own are subordinated in turn.
    fn subordinate_below<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        base_left: &[GameId],
        base_right: &[GameId],
        memo: &mut FxHashMap<GameId, Result<GameId, Refused>>,
    ) -> Result<Result<GameId, Refused>, B::Error> {
        if let Some(&r) = memo.get(&g) {
            return Ok(r);
        }
        b.check(self)?;
        let left = self.try_left_options(b, g)?;
        let right = self.try_right_options(b, g)?;
        for &bl in base_left {
            if !self.try_any(&left, |a, l| a.try_leq(b, bl, l))? {
                let reversing = self.try_right_options(b, bl)?;
                if !self.try_any(&reversing, |a, r| a.try_leq(b, r, g))? {
                    memo.insert(g, Err(Refused::Subordinate));
                    return Ok(Err(Refused::Subordinate));
                }
            }
        }
        for &br in base_right {
            if !self.try_any(&right, |a, r| a.try_leq(b, r, br))? {
                let reversing = self.try_left_options(b, br)?;
                if !self.try_any(&reversing, |a, r| a.try_leq(b, g, r))? {
                    memo.insert(g, Err(Refused::Subordinate));
                    return Ok(Err(Refused::Subordinate));
                }
            }
        }
        let mut sub = [Vec::new(), Vec::new()];
        for (side, options, base) in [(0, &left, base_left), (1, &right, base_right)] {
            for &o in options {
                if base.contains(&o) {
                    continue;
                }
                match self.subordinate_below(b, o, base_left, base_right, memo)? {
                    Ok(s) => sub[side].push(s),
                    Err(e) => {
                        memo.insert(g, Err(e));
                        return Ok(Err(e));
                    }
                }
            }
        }
        let [l, r] = sub;
        let result = self.try_construct(b, l, r)?;
        memo.insert(g, Ok(result));
        Ok(Ok(result))
    }

    pub(crate) fn try_pow<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        x: &Dyadic,
    ) -> Result<Result<GameId, Refused>, B::Error> {
        let left = self.try_left_options(b, g)?;
        let right = self.try_right_options(b, g)?;
        if left != [self.zero()] || right.len() != 1 {
            return Ok(Err(Refused::PowBase));
        }
        let below = match self.try_pow_to(b, g, &(x.clone() - Dyadic::from(1)))? {
            Ok(p) => p,
            Err(e) => return Ok(Err(e)),
        };
        let r = self.try_sub(b, right[0], below)?;
        let zero = self.zero();
        Ok(Ok(self.try_construct(b, vec![zero], vec![r])?))
    }

    pub(crate) fn try_pow_to<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        x: &Dyadic,
    ) -> Result<Result<GameId, Refused>, B::Error> {
        if x.is_zero() {
            return Ok(Ok(self.zero()));
        }
        let xg = self.number(x.clone());
        let one = self.integer(1);
        match self.try_subordinate(b, xg, one)? {
            Ok(h) => Ok(Ok(self.try_ordinal_sum(b, g, h)?)),
            Err(_) => Ok(Err(Refused::Exponent)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn game(a: &mut Arena, s: &str) -> GameId {
        a.parse_game(s).unwrap()
    }

    /// CGSuite's answers, printed by CGSuite itself (`(G ConjunctiveSum H).CanonicalForm`).
    #[test]
    fn cgsuite_values() {
        let mut a = Arena::new();
        for (g, h, conway, conjunctive) in [
            ("*2", "*3", "*", "*2"),
            ("^", "^", "^*3", "^"),
            ("1/2", "1/2", "1/4", "1/2"),
            ("1", "3", "3", "1"),
            ("{1|0}", "{1|0}", "1", "{1|0}"),
            ("*", "{1|0}", "*2", "*"),
            ("{2|-1}", "{1/2|*}", "0", "+-1"),
            ("^", "{1|*}", "^*3", "^"),
        ] {
            let (x, y) = (game(&mut a, g), game(&mut a, h));
            let p = a.conway_product(x, y);
            assert_eq!(a.to_notation(p), conway, "{g} ConwayProduct {h}");
            let c = a.conjunctive_sum(x, y);
            assert_eq!(a.to_notation(c), conjunctive, "{g} ConjunctiveSum {h}");
        }
    }

    /// The selective sum by its definition (Winning Ways, ch. 9): `G ∨ H` has the options
    /// `G' ∨ H`, `G ∨ H'` and `G' ∨ H'`. On nim heaps, the Grundy value by the mex over those
    /// options, heap sizes as plain integers.
    #[test]
    fn selective_sums_of_nim_heaps_follow_the_definition() {
        const N: usize = 7;
        let mut grundy = [[0u32; N]; N];
        for x in 0..N {
            for y in 0..N {
                let mut seen: Vec<u32> = grundy[x][..y].to_vec();
                for row in &grundy[..x] {
                    seen.push(row[y]);
                    seen.extend_from_slice(&row[..y]);
                }
                grundy[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
            }
        }
        let mut a = Arena::new();
        for (x, row) in grundy.iter().enumerate() {
            for (y, &expected) in row.iter().enumerate() {
                let (g, h) = (a.nimber(x as u32), a.nimber(y as u32));
                let s = a.selective_sum(g, h);
                assert_eq!(a.as_nimber(s), Some(expected), "*{x} SelectiveSum *{y}");
            }
        }
        // By hand: 1 ∨ 1 = 2, 1 ∨ {1|0} = {2|1}, 0 ∨ G = G, so {1|0} ∨ {1|0} is
        // {2, {2|1} | {1|0}, 0}.
        let hot = game(&mut a, "{1|0}");
        let s = a.selective_sum(hot, hot);
        assert_eq!(a.to_notation(s), "{2,{2|1}|0,{1|0}}");
    }

    #[test]
    fn companions_overheating_and_powers_as_cgsuite_prints_them() {
        let mut a = Arena::new();
        for (g, companion) in [
            ("{1|0}", "{1|*}"),
            ("*", "0"),
            ("0", "*"),
            ("1", "1"),
            ("{2|*}", "{2|0}"),
            ("*2", "*2"),
            ("v", "v*"),
            ("^", "^*"),
        ] {
            let x = game(&mut a, g);
            let c = a.companion(x);
            assert_eq!(a.to_notation(c), companion, "{g}.Companion");
        }
        for (g, s, t, hot) in [
            ("{2|-1}", "1", "2", "{4|-3}"),
            ("{2|-1}", "1", "*", "{2*|-1*}"),
            ("^", "1", "1", "{1||0|-2}"),
            ("3", "^", "1", "^3"),
        ] {
            let (x, s, t) = (game(&mut a, g), game(&mut a, s), game(&mut a, t));
            let o = a.overheat(x, s, t);
            assert_eq!(a.to_notation(o), hot, "{g}.Overheat");
        }
        let up = a.up();
        let star = a.nimber(1);
        for (x, pow, pow_to) in [
            ("1", Ok("^"), Ok("^")),
            ("3", Ok("^<3>"), Ok("^[3]")),
            ("1/2", Err(Refused::Exponent), Ok("{0|*,^}")),
            ("0", Err(Refused::Exponent), Ok("0")),
            ("-1", Err(Refused::Exponent), Err(Refused::Exponent)),
        ] {
            let x: Dyadic = x.parse().unwrap();
            let p = a.pow(up, &x).map(|g| a.to_notation(g));
            assert_eq!(p, pow.map(str::to_string), "^.Pow({x})");
            let p = a.pow_to(up, &x).map(|g| a.to_notation(g));
            assert_eq!(p, pow_to.map(str::to_string), "^.PowTo({x})");
        }
        let star_pow_to_2 = a.pow_to(star, &Dyadic::from(2)).map(|g| a.to_notation(g));
        assert_eq!(star_pow_to_2.as_deref(), Ok("^*"));
        let switch = game(&mut a, "{0|1}");
        let p = a.pow(switch, &Dyadic::from(2)).map(|g| a.to_notation(g));
        assert_eq!(p.as_deref(), Ok("1/4"));
        let not_a_base = game(&mut a, "{1|0}");
        assert_eq!(a.pow(not_a_base, &Dyadic::from(2)), Err(Refused::PowBase));
    }

    #[test]
    fn subordinates_as_cgsuite_finds_them() {
        let mut a = Arena::new();
        for (g, base, sub) in [
            ("3/8", "1", Ok("-3/2")),
            ("1/2", "1", Ok("-1")),
            ("3", "1", Ok("2")),
            ("5", "2", Ok("3")),
            ("^", "0", Ok("^")),
            ("-1", "1", Err(Refused::Subordinate)),
        ] {
            let (x, y) = (game(&mut a, g), game(&mut a, base));
            let s = a.subordinate(x, y).map(|g| a.to_notation(g));
            assert_eq!(s, sub.map(str::to_string), "({g}).Subordinate({base})");
        }
    }

    fn small_game() -> impl Strategy<Value = String> {
        let leaf = prop::sample::select(vec!["0", "*", "1", "-1", "^", "1/2", "*2", "v"]);
        leaf.prop_map(str::to_string)
            .prop_recursive(2, 8, 2, |inner| {
                (
                    prop::collection::vec(inner.clone(), 0..3),
                    prop::collection::vec(inner, 0..3),
                )
                    .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The Conway product commutes; the subordinate undoes the ordinal sum; the
        /// conjunctive sum commutes.
        #[test]
        fn laws(g in small_game(), h in small_game()) {
            let mut a = Arena::new();
            let (g, h) = (game(&mut a, &g), game(&mut a, &h));
            let gh = a.conway_product(g, h);
            let hg = a.conway_product(h, g);
            prop_assert_eq!(gh, hg);
            let ordinal = a.ordinal_sum(g, h);
            let sub = a.subordinate(ordinal, g);
            prop_assert_eq!(sub.map(|s| a.ordinal_sum(g, s)), Ok(ordinal));
            let conj = a.conjunctive_sum(g, h);
            let conj_swapped = a.conjunctive_sum(h, g);
            prop_assert_eq!(conj, conj_swapped);
        }

        /// On numbers the Conway product is the product, on nimbers the nim product.
        #[test]
        fn products_of_numbers_and_of_nimbers(
            (p, i) in (-40i64..40, 0u64..4),
            (q, j) in (-40i64..40, 0u64..4),
            (m, n) in (0u32..300, 0u32..300),
        ) {
            let mut a = Arena::new();
            let (x, y) = (a.number(Dyadic::new(p, i)), a.number(Dyadic::new(q, j)));
            let product = a.conway_product(x, y);
            prop_assert_eq!(product, a.number(Dyadic::new(p * q, i + j)));
            let (x, y) = (a.nimber(m), a.nimber(n));
            let product = a.conway_product(x, y);
            let expected = nim_product_u64(u64::from(m), u64::from(n)) as u32;
            prop_assert_eq!(product, a.nimber(expected));
        }
    }
}
