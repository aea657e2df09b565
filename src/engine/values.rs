//! Canonical forms of partizan positions: every game with [`PartizanRules`] has a value.
//!
//! [`ValueSolver`] computes the canonical form of a position from its rules: the value of a
//! single part is `{values of Left's moves | values of Right's moves}` in canonical form,
//! remembered per position; a position split into independent parts (by the hook given to
//! [`ValueSolver::with_parts`]) is the sum of its parts' values, so each distinct part is
//! searched once however many sums it appears in.
//!
//! ```
//! use cgsolve::engine::values::ValueSolver;
//! use cgsolve::PartizanRules;
//!
//! /// Blue-Red Hackenbush stalks side by side (edges bottom first, true: blue).
//! struct Stalks;
//!
//! impl PartizanRules for Stalks {
//!     type Position = Vec<Vec<bool>>;
//!     type Move = (usize, usize);
//!     fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut((usize, usize), Self::Position)) {
//!         cut(p, true, each)
//!     }
//!     fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut((usize, usize), Self::Position)) {
//!         cut(p, false, each)
//!     }
//! }
//!
//! fn cut(p: &[Vec<bool>], blue: bool, each: &mut dyn FnMut((usize, usize), Vec<Vec<bool>>)) {
//!     for (s, stalk) in p.iter().enumerate() {
//!         for (e, &edge) in stalk.iter().enumerate() {
//!             if edge == blue {
//!                 let mut next = p.to_vec();
//!                 next[s].truncate(e);
//!                 each((s, e), next);
//!             }
//!         }
//!     }
//! }
//!
//! let mut solver = ValueSolver::new(Stalks)
//!     .with_parts(|_, p: &Vec<Vec<bool>>| p.iter().map(|s| vec![s.clone()]).collect());
//! let g = solver.value(&vec![vec![true, false], vec![false, false, true]]);
//! assert_eq!(solver.arena().to_notation(g), "-1"); // 1/2 + (-3/2)
//! ```

use super::rules::PartizanRules;
use crate::theory::canonical::{Arena, GameId};
use rustc_hash::FxHashMap;

/// How a position splits into independent parts whose sum it is.
type PartsFn<R> =
    Box<dyn Fn(&R, &<R as PartizanRules>::Position) -> Vec<<R as PartizanRules>::Position>>;

/// The value of a part when the game knows it without search.
type KnownFn<R> = Box<dyn Fn(&R, &<R as PartizanRules>::Position, &mut Arena) -> Option<GameId>>;

/// Computes canonical forms of positions of one partizan game, remembering each part's value.
pub struct ValueSolver<R: PartizanRules> {
    rules: R,
    arena: Arena,
    memo: FxHashMap<R::Position, GameId>,
    parts: Option<PartsFn<R>>,
    known: Option<KnownFn<R>>,
}

impl<R: PartizanRules> ValueSolver<R> {
    /// A solver for `rules` with an empty memo; positions are searched whole.
    pub fn new(rules: R) -> Self {
        ValueSolver {
            rules,
            arena: Arena::new(),
            memo: FxHashMap::default(),
            parts: None,
            known: None,
        }
    }

    /// The same solver splitting each position into the independent parts `parts` returns
    /// (each must be a single part: `parts` of a part is that part alone, or empty for 0).
    pub fn with_parts(
        mut self,
        parts: impl Fn(&R, &R::Position) -> Vec<R::Position> + 'static,
    ) -> Self {
        self.parts = Some(Box::new(parts));
        self
    }

    /// The same solver asking `known` first for the value of each part (a closed formula, a
    /// strategy argument); `None` from it means: search.
    pub fn with_known(
        mut self,
        known: impl Fn(&R, &R::Position, &mut Arena) -> Option<GameId> + 'static,
    ) -> Self {
        self.known = Some(Box::new(known));
        self
    }

    /// The arena holding the values (to print, compare or add them).
    pub fn arena(&mut self) -> &mut Arena {
        &mut self.arena
    }

    /// How many positions have a remembered value.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The canonical form of `p`: the sum of its parts' values.
    pub fn value(&mut self, p: &R::Position) -> GameId {
        let parts = match &self.parts {
            Some(split) => split(&self.rules, p),
            None => vec![p.clone()],
        };
        let mut total = self.arena.zero();
        for part in parts {
            let v = self.part_value(&part);
            total = self.arena.add(total, v);
        }
        total
    }

    /// The canonical form of a single part, from its options.
    fn part_value(&mut self, p: &R::Position) -> GameId {
        if let Some(&v) = self.memo.get(p) {
            return v;
        }
        if let Some(v) = self
            .known
            .as_ref()
            .and_then(|known| known(&self.rules, p, &mut self.arena))
        {
            self.memo.insert(p.clone(), v);
            return v;
        }
        let mut left_positions = Vec::new();
        self.rules
            .left_moves(p, &mut |_, next| left_positions.push(next));
        let mut right_positions = Vec::new();
        self.rules
            .right_moves(p, &mut |_, next| right_positions.push(next));
        let left: Vec<GameId> = left_positions.iter().map(|q| self.value(q)).collect();
        let right: Vec<GameId> = right_positions.iter().map(|q| self.value(q)).collect();
        let v = self.arena.construct(left, right);
        self.memo.insert(p.clone(), v);
        v
    }
}
