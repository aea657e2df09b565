//! The arena: one node per distinct canonical form, so that equal games have equal ids.
//!
//! Numbers, nimbers and number-up-stars (`x + n.^ + *m`, "NUS") are stored by their parts and
//! their options are made only when something asks for them, so `2^100` costs one node, not
//! `2^100`. Every other form is stored by its (sorted, canonical) option lists.

use super::limit::Bound;
use super::small_stop::SmallStop;
use super::thermograph::Thermograph;
use super::uptimal::UptimalExpansion;
use crate::theory::dyadic::Dyadic;
use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::mem::size_of;

/// The id of a canonical form in an [`Arena`]: two games are equal exactly when their ids are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(crate) u32);

impl GameId {
    /// The index of this form in its arena (ids are dense, in order of creation).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A number-up-star: the game `number + ups.^ + *nim`, where `^` is `{0|*}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nus {
    /// The number part.
    pub number: Dyadic,
    /// How many ups (negative for downs).
    pub ups: i64,
    /// The nimber part.
    pub nim: u32,
}

impl Nus {
    /// The number `x` (no ups, no star).
    pub fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nim: 0,
        }
    }

    /// Whether this is a number.
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nim == 0
    }

    /// Whether this is a nimber (0 included).
    pub fn is_nimber(&self) -> bool {
        self.ups == 0 && self.number.is_zero()
    }
}

/// One stored form: its NUS parts when it is one, its options once they are made, and its
/// stops when they are small.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    nus: Option<Nus>,
    /// Start in the option pool, number of left options, number of right options.
    options: Option<(u32, u32, u32)>,
    /// The left and the right stop.
    stops: [SmallStop; 2],
}

/// Which operations are remembered between calls; hash-consing itself is always on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caching {
    /// Remember sums, negatives and comparisons by id pair (as CGSuite's operation table).
    On,
    /// Recompute every sum, negative and comparison (the plain reference).
    Off,
}

/// An operation that rebuilds a form follower by follower, as the key of its cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Transform {
    Heat,
    Cool,
    Overheat,
    OrdinalSum,
}

/// Every canonical form made so far, hash-consed, with operation caches.
pub struct Arena {
    pub(crate) nodes: Vec<Node>,
    pub(crate) pool: Vec<GameId>,
    pub(crate) by_options: FxHashMap<Box<[u32]>, GameId>,
    /// The bytes of the keys of `by_options` (each on the heap).
    pub(crate) key_bytes: usize,
    pub(crate) by_nus: FxHashMap<Nus, GameId>,
    pub(crate) caching: Caching,
    /// Whether sums with a nimber take the shortcut of `nimber_sum.rs` and simplification
    /// removes dominated options before bypassing reversible ones.
    pub(crate) shortcuts: bool,
    pub(crate) sum_cache: FxHashMap<(GameId, GameId), GameId>,
    pub(crate) neg_cache: FxHashMap<GameId, GameId>,
    pub(crate) leq_cache: FxHashMap<(GameId, GameId), bool>,
    /// Forms made by an operation applied to every follower (heating, cooling, overheating,
    /// ordinal sums): by the operation, the follower and the operation's arguments.
    pub(crate) transform_cache: FxHashMap<(Transform, GameId, GameId, GameId), GameId>,
    pub(crate) birthday_cache: FxHashMap<GameId, num_bigint::BigUint>,
    pub(crate) thermograph_cache: FxHashMap<GameId, Thermograph>,
    pub(crate) uptimal_cache: FxHashMap<GameId, Option<UptimalExpansion>>,
    pub(crate) up_powers: Vec<GameId>,
    pub(crate) up_power_sums: Vec<GameId>,
    /// Forms made as `G + *k` (`G` not a number-up-star, `k >= 1`, born before the sum),
    /// each with its `(G, k)`.
    pub(crate) nimber_sums: FxHashMap<GameId, (GameId, u32)>,
}

impl Default for Arena {
    fn default() -> Arena {
        Arena::new()
    }
}

impl Arena {
    /// An arena with operation caches on.
    pub fn new() -> Arena {
        Arena::with_caching(Caching::On)
    }

    /// An arena with operation caches on or off. Off is the plain reference computation: no
    /// caches and no shortcuts (see [`Arena::set_shortcuts`]), CGSuite's construction option
    /// by option.
    pub fn with_caching(caching: Caching) -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            pool: Vec::new(),
            by_options: FxHashMap::default(),
            key_bytes: 0,
            by_nus: FxHashMap::default(),
            caching,
            shortcuts: caching == Caching::On,
            sum_cache: FxHashMap::default(),
            neg_cache: FxHashMap::default(),
            leq_cache: FxHashMap::default(),
            transform_cache: FxHashMap::default(),
            birthday_cache: FxHashMap::default(),
            thermograph_cache: FxHashMap::default(),
            uptimal_cache: FxHashMap::default(),
            up_powers: Vec::new(),
            up_power_sums: Vec::new(),
            nimber_sums: FxHashMap::default(),
        };
        let zero = arena.nus(Nus::number(Dyadic::zero()));
        debug_assert_eq!(zero, GameId(0));
        arena
    }

    /// Turns the shortcuts on (the default with caches on) or off: sums with a nimber built
    /// without every `G + *j` (`nimber_sum.rs`), and dominated options removed before
    /// reversible ones are bypassed. Off, sums are CGSuite's plain construction option by
    /// option; the forms made are the same either way.
    pub fn set_shortcuts(&mut self, on: bool) {
        self.shortcuts = on;
    }

    /// How many distinct forms the arena holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena is empty (never: 0 is made at once).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The game 0.
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The number `x`.
    pub fn number(&mut self, x: Dyadic) -> GameId {
        self.nus(Nus::number(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i64) -> GameId {
        self.number(Dyadic::from(n))
    }

    /// The nimber `*n`.
    pub fn nimber(&mut self, n: u32) -> GameId {
        self.nus(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nim: n,
        })
    }

    /// `^` = `{0|*}`.
    pub fn up(&mut self) -> GameId {
        self.nus(Nus {
            number: Dyadic::zero(),
            ups: 1,
            nim: 0,
        })
    }

    /// The number-up-star with these parts.
    pub fn nus(&mut self, nus: Nus) -> GameId {
        if let Some(&id) = self.by_nus.get(&nus) {
            return id;
        }
        let id = GameId(self.nodes.len() as u32);
        let stop = SmallStop::of(&nus.number);
        self.nodes.push(Node {
            nus: Some(nus.clone()),
            options: None,
            stops: [stop; 2],
        });
        self.by_nus.insert(nus, id);
        id
    }

    /// The NUS parts of `g`, if it is a number-up-star.
    pub fn nus_parts(&self, g: GameId) -> Option<&Nus> {
        self.nodes[g.index()].nus.as_ref()
    }

    /// The number `g` equals, if it is a number.
    pub fn as_number(&self, g: GameId) -> Option<&Dyadic> {
        match &self.nodes[g.index()].nus {
            Some(n) if n.is_number() => Some(&n.number),
            _ => None,
        }
    }

    /// Whether `g` is a number.
    pub fn is_number(&self, g: GameId) -> bool {
        self.as_number(g).is_some()
    }

    /// The `n` with `g = *n`, if `g` is a nimber.
    pub fn as_nimber(&self, g: GameId) -> Option<u32> {
        match &self.nodes[g.index()].nus {
            Some(n) if n.is_nimber() => Some(n.nim),
            _ => None,
        }
    }

    /// Makes sure the options of `g` exist (numbers and NUS make theirs on demand).
    pub(crate) fn ensure_options<B: Bound>(&mut self, b: B, g: GameId) -> Result<(), B::Error> {
        if self.nodes[g.index()].options.is_some() {
            return Ok(());
        }
        let nus = self.nodes[g.index()]
            .nus
            .clone()
            .expect("only number-up-stars are stored without options");
        let (left, right) = self.nus_options(b, &nus)?;
        self.set_options(g, &left, &right);
        Ok(())
    }

    /// The canonical options of a number-up-star (as CGSuite builds them).
    fn nus_options<B: Bound>(
        &mut self,
        b: B,
        nus: &Nus,
    ) -> Result<(Vec<GameId>, Vec<GameId>), B::Error> {
        b.check(self)?;
        let x = &nus.number;
        if nus.ups == 0 && nus.nim == 0 {
            if x.is_zero() {
                return Ok((vec![], vec![]));
            }
            if x.is_integer() {
                return Ok(if x.signum() > 0 {
                    (vec![self.number(x.clone() - Dyadic::from(1))], vec![])
                } else {
                    (vec![], vec![self.number(x.clone() + Dyadic::from(1))])
                });
            }
            let step = Dyadic::new(BigInt::from(1), x.exponent());
            let l = self.number(x.clone() - step.clone());
            let r = self.number(x.clone() + step);
            return Ok((vec![l], vec![r]));
        }
        let base = |nim: u32, ups: i64| Nus {
            number: x.clone(),
            ups,
            nim,
        };
        if nus.ups == 0 {
            // `x + *n` has `n` options on each side, each a new form at most.
            let mut opts = Vec::with_capacity(nus.nim as usize);
            for k in 0..nus.nim {
                if k % 1024 == 1023 {
                    b.check(self)?;
                }
                opts.push(self.nus(base(k, 0)));
            }
            return Ok((opts.clone(), opts));
        }
        let number = self.number(x.clone());
        if nus.ups == 1 && nus.nim == 1 {
            let star = self.nus(base(1, 0));
            return Ok((vec![number, star], vec![number]));
        }
        if nus.ups == -1 && nus.nim == 1 {
            let star = self.nus(base(1, 0));
            return Ok((vec![number], vec![number, star]));
        }
        Ok(if nus.ups > 0 {
            let prev = self.nus(base(nus.nim ^ 1, nus.ups - 1));
            (vec![number], vec![prev])
        } else {
            let prev = self.nus(base(nus.nim ^ 1, nus.ups + 1));
            (vec![prev], vec![number])
        })
    }

    fn options_key(left: &[GameId], right: &[GameId]) -> Box<[u32]> {
        let mut key = Vec::with_capacity(left.len() + right.len() + 1);
        key.push(left.len() as u32);
        key.extend(left.iter().map(|g| g.0));
        key.extend(right.iter().map(|g| g.0));
        key.into_boxed_slice()
    }

    fn set_options(&mut self, g: GameId, left: &[GameId], right: &[GameId]) {
        let mut left = left.to_vec();
        let mut right = right.to_vec();
        left.sort_unstable();
        right.sort_unstable();
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(&left);
        self.pool.extend_from_slice(&right);
        self.nodes[g.index()].options = Some((start, left.len() as u32, right.len() as u32));
        let key = Arena::options_key(&left, &right);
        self.key_bytes += key.len() * size_of::<u32>();
        self.by_options.insert(key, g);
    }

    /// The canonical form already made whose options are exactly `left` and `right` (in any
    /// order, without repetition), if there is one: then it is `{left | right}`.
    pub(crate) fn with_options(&self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        let (mut left, mut right) = (left.to_vec(), right.to_vec());
        left.sort_unstable();
        right.sort_unstable();
        self.by_options
            .get(&Arena::options_key(&left, &right))
            .copied()
    }

    /// The form with exactly these options, which must already be canonical: no dominated
    /// and no reversible options (see [`Arena::construct`] for any options).
    pub(crate) fn make_canonical(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
    ) -> GameId {
        left.sort_unstable();
        right.sort_unstable();
        if let Some(&id) = self.by_options.get(&Arena::options_key(&left, &right)) {
            return id;
        }
        let id = match self.recognise_nus(&left, &right) {
            Some(nus) => {
                let id = self.nus(nus);
                if self.nodes[id.index()].options.is_some() {
                    return id;
                }
                id
            }
            None => {
                let id = GameId(self.nodes.len() as u32);
                let stops = [
                    self.best_stop(&left, 1, Ordering::Greater),
                    self.best_stop(&right, 0, Ordering::Less),
                ];
                self.nodes.push(Node {
                    nus: None,
                    options: None,
                    stops,
                });
                id
            }
        };
        self.set_options(id, &left, &right);
        id
    }

    /// The largest (`Greater`) or smallest (`Less`) of the options' stops on `side` (0 left,
    /// 1 right): a form's left stop is the largest right stop of its left options, its right
    /// stop the smallest left stop of its right options (it is not a number).
    fn best_stop(&self, options: &[GameId], side: usize, keep: Ordering) -> SmallStop {
        let mut stops = options.iter().map(|o| self.nodes[o.index()].stops[side]);
        let first = stops
            .next()
            .expect("a form that is no number has options on both sides");
        stops.fold(first, |best, s| best.pick(s, keep))
    }

    /// The left and right stops of `g` when both are small; used to refuse `g <= h` at a
    /// glance.
    pub(crate) fn small_stops(&self, g: GameId) -> [SmallStop; 2] {
        self.nodes[g.index()].stops
    }

    /// The form `op` gave for `(g, x, y)` before, when caches are on.
    pub(crate) fn transformed(
        &self,
        op: Transform,
        g: GameId,
        x: GameId,
        y: GameId,
    ) -> Option<GameId> {
        match self.caching {
            Caching::On => self.transform_cache.get(&(op, g, x, y)).copied(),
            Caching::Off => None,
        }
    }

    /// Remembers that `op` gave `result` for `(g, x, y)`, when caches are on.
    pub(crate) fn remember_transform(
        &mut self,
        op: Transform,
        (g, x, y): (GameId, GameId, GameId),
        result: GameId,
    ) -> GameId {
        if self.caching == Caching::On {
            self.transform_cache.insert((op, g, x, y), result);
        }
        result
    }

    /// The NUS whose canonical options these are, if any (CGSuite's `constructAsNusEntry`).
    fn recognise_nus(&self, left: &[GameId], right: &[GameId]) -> Option<Nus> {
        let parts = |g: &GameId| self.nus_parts(*g);
        let num = |g: &GameId| self.as_number(*g);
        match (left.len(), right.len()) {
            (0, 0) => return Some(Nus::number(Dyadic::zero())),
            (0, _) => return Some(Nus::number(num(&right[0])?.clone() - Dyadic::from(1))),
            (_, 0) => return Some(Nus::number(num(&left[0])?.clone() + Dyadic::from(1))),
            _ => {}
        }
        if let ([l], [r]) = (left, right) {
            if let (Some(a), Some(b)) = (num(l), num(r))
                && a < b
            {
                return Some(Nus::number((a.clone() + b.clone()).halve()));
            }
            if let (Some(a), Some(rp)) = (num(l), parts(r))
                && !rp.is_number()
                && rp.number == *a
                && rp.ups >= 0
            {
                return Some(Nus {
                    number: a.clone(),
                    ups: rp.ups + 1,
                    nim: rp.nim ^ 1,
                });
            }
            if let (Some(lp), Some(b)) = (parts(l), num(r))
                && !lp.is_number()
                && lp.number == *b
                && lp.ups <= 0
            {
                return Some(Nus {
                    number: b.clone(),
                    ups: lp.ups - 1,
                    nim: lp.nim ^ 1,
                });
            }
        }
        let star_of = |g: &GameId, x: &Dyadic| matches!(parts(g), Some(p) if p.ups == 0 && p.nim == 1 && p.number == *x);
        if let ([a, b], [r]) = (left, right) {
            for (n, s) in [(a, b), (b, a)] {
                if let Some(x) = num(n)
                    && n == r
                    && star_of(s, x)
                {
                    return Some(Nus {
                        number: x.clone(),
                        ups: 1,
                        nim: 1,
                    });
                }
            }
        }
        if let ([l], [a, b]) = (left, right) {
            for (n, s) in [(a, b), (b, a)] {
                if let Some(x) = num(n)
                    && n == l
                    && star_of(s, x)
                {
                    return Some(Nus {
                        number: x.clone(),
                        ups: -1,
                        nim: 1,
                    });
                }
            }
        }
        // x + *k: both sides are exactly x, x*, ..., x*(k-1).
        if left == right {
            let x = left.iter().find_map(num)?.clone();
            let mut seen = vec![false; left.len()];
            for g in left {
                let p = parts(g)?;
                if p.ups != 0 || p.number != x || p.nim as usize >= left.len() {
                    return None;
                }
                seen[p.nim as usize] = true;
            }
            if seen.iter().all(|&s| s) {
                return Some(Nus {
                    number: x,
                    ups: 0,
                    nim: left.len() as u32,
                });
            }
        }
        None
    }

    pub(crate) fn try_num_left<B: Bound>(&mut self, b: B, g: GameId) -> Result<usize, B::Error> {
        self.ensure_options(b, g)?;
        Ok(self.nodes[g.index()].options.expect("made").1 as usize)
    }

    pub(crate) fn try_num_right<B: Bound>(&mut self, b: B, g: GameId) -> Result<usize, B::Error> {
        self.ensure_options(b, g)?;
        Ok(self.nodes[g.index()].options.expect("made").2 as usize)
    }

    /// The `i`th left option of `g` (after [`Arena::num_left`] made them).
    pub(crate) fn left_at(&self, g: GameId, i: usize) -> GameId {
        let (start, _, _) = self.nodes[g.index()].options.expect("options made");
        self.pool[start as usize + i]
    }

    /// The `i`th right option of `g` (after [`Arena::num_right`] made them).
    pub(crate) fn right_at(&self, g: GameId, i: usize) -> GameId {
        let (start, nl, _) = self.nodes[g.index()].options.expect("options made");
        self.pool[(start + nl) as usize + i]
    }

    pub(crate) fn try_left_options<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Vec<GameId>, B::Error> {
        let n = self.try_num_left(b, g)?;
        Ok((0..n).map(|i| self.left_at(g, i)).collect())
    }

    pub(crate) fn try_right_options<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Vec<GameId>, B::Error> {
        let n = self.try_num_right(b, g)?;
        Ok((0..n).map(|i| self.right_at(g, i)).collect())
    }

    /// Forgets every remembered sum, negative and comparison (the forms themselves stay).
    pub fn clear_caches(&mut self) {
        self.sum_cache.clear();
        self.neg_cache.clear();
        self.leq_cache.clear();
        self.transform_cache.clear();
        self.birthday_cache.clear();
        self.thermograph_cache.clear();
    }
}

bounded! {
    /// How many left options `g` has.
    pub fn num_left(&mut self, g: GameId) -> usize => try_num_left;
    /// How many right options `g` has.
    pub fn num_right(&mut self, g: GameId) -> usize => try_num_right;
    /// The canonical left options of `g`.
    pub fn left_options(&mut self, g: GameId) -> Vec<GameId> => try_left_options;
    /// The canonical right options of `g`.
    pub fn right_options(&mut self, g: GameId) -> Vec<GameId> => try_right_options;
}
