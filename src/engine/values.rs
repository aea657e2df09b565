//! Canonical forms of partizan positions: every game with [`PartizanRules`] has a value.
//!
//! [`ValueSolver`] is the one value search of the engine. The value of a position is the sum
//! of its parts' values ([`PartizanRules::components`]); the value of a part is
//! `{values of Left's options | values of Right's options}` in canonical form, remembered
//! under the part's [`normal_form`](PartizanRules::normal_form) (a part and its negating
//! images share one entry) unless the rules know it ([`known_value`](PartizanRules::known_value)).
//! The search keeps its own stack, so a game as deep as memory allows is valued on any thread.
//! Its memo, its arena, its budget and its progress are bounded and reported like the
//! impartial [`Solver`](super::solver::Solver)'s.
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
//!     fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
//!         p.iter().filter(|s| !s.is_empty()).map(|s| vec![s.clone()]).collect()
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
//! let mut solver = ValueSolver::new(Stalks);
//! let g = solver.value(&vec![vec![true, false], vec![false, false, true]]).unwrap();
//! assert_eq!(solver.arena().to_notation(g), "-1"); // 1/2 + (-3/2)
//! ```

use super::parts::{Budget, NoBudget, Stats};
use super::rules::PartizanRules;
use super::stack::{DepthFirst, Options, Path, Stack};
use crate::progress::{NoProgress, Pacer, Progress};
use crate::theory::canonical::{Arena, GameId, LimitExceeded, Limited, Relation};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;

/// A value search stopped before its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueError<E> {
    /// More parts to remember than the memo's limit.
    #[error("the search needs to remember more than {0} parts")]
    Memo(usize),
    /// More bytes of game forms than the arena's limit.
    #[error("the values need more than {} bytes of game forms", .0.limit)]
    Arena(LimitExceeded),
    /// The budget ran out, or refused a part met again on its search path
    /// ([`ValueSolver::refusing_repeats`]).
    #[error("{0:?}")]
    Budget(E),
}

impl<E> From<LimitExceeded> for ValueError<E> {
    fn from(e: LimitExceeded) -> Self {
        ValueError::Arena(e)
    }
}

/// Parts of a position, each with its value.
pub type ValuedParts<R> = Vec<(<R as PartizanRules>::Position, GameId)>;

/// Moves with the positions they lead to and the values those positions have.
pub type ValuedMoves<R> = Vec<(
    <R as PartizanRules>::Move,
    <R as PartizanRules>::Position,
    GameId,
)>;

/// Computes canonical forms of positions of one partizan game, remembering each part's value.
///
/// The budget `B` and the progress hook `P` are type parameters with do-nothing defaults, as
/// in [`Solver`](super::solver::Solver); each public call is one question.
pub struct ValueSolver<R: PartizanRules, B: Budget = NoBudget, P = NoProgress> {
    search: Values<R, B, P>,
    stack: Stack<R::Position, bool, Gathered>,
}

/// Everything of a [`ValueSolver`] but its stack: the search the stack drives.
struct Values<R: PartizanRules, B: Budget, P> {
    rules: R,
    arena: Arena,
    /// The bytes the arena may hold; `usize::MAX` when unlimited.
    arena_limit: usize,
    memo: FxHashMap<R::Position, GameId>,
    max_entries: usize,
    budget: B,
    /// The parts being valued, when a part met again among them is refused.
    path: Path<R::Position, B::Error>,
    progress: P,
    /// When the progress hook hears of the current question.
    pacer: Pacer,
    stats: Stats,
    /// Parts valued by search in the current question: the progress told.
    valued: u64,
}

/// What a part being valued gathers: its options' values, Left's then Right's.
struct Gathered {
    /// The sum of the values of the option's parts valued so far.
    sum: GameId,
    /// The values of the options done.
    values: Vec<GameId>,
    /// How many of the options are Left's.
    left_options: usize,
}

impl<R: PartizanRules> ValueSolver<R> {
    /// A solver for `rules` with an empty memo, no limits, no budget and no progress hook.
    pub fn new(rules: R) -> Self {
        ValueSolver {
            search: Values {
                rules,
                arena: Arena::new(),
                arena_limit: usize::MAX,
                memo: FxHashMap::default(),
                max_entries: usize::MAX,
                budget: NoBudget,
                path: Path::default(),
                progress: NoProgress,
                pacer: Pacer::default(),
                stats: Stats::default(),
                valued: 0,
            },
            stack: Stack::default(),
        }
    }
}

impl<R: PartizanRules, B: Budget, P: Progress> ValueSolver<R, B, P> {
    /// The same solver remembering at most `max_entries` parts and holding at most
    /// `arena_bytes` of game forms ([`Arena::held_bytes`]); a search that needs more stops
    /// with [`ValueError::Memo`] or [`ValueError::Arena`].
    pub fn with_limits(mut self, max_entries: usize, arena_bytes: usize) -> Self {
        self.set_limits(max_entries, arena_bytes);
        self
    }

    /// Sets the limits of [`with_limits`](ValueSolver::with_limits) on this solver, for the
    /// questions that follow.
    pub fn set_limits(&mut self, max_entries: usize, arena_bytes: usize) {
        self.search.max_entries = max_entries;
        self.search.arena_limit = arena_bytes;
    }

    /// Forgets the parts valued so far, and gives back their room (their values stay in the
    /// arena).
    pub fn clear_memo(&mut self) {
        self.search.memo = FxHashMap::default();
    }

    /// The same solver with another budget (repeats are no longer refused: the refusal was
    /// the old budget's error).
    pub fn with_budget<B2: Budget>(self, budget: B2) -> ValueSolver<R, B2, P> {
        (self.search).remade(|_, _, progress| (budget, Path::default(), progress))
    }

    /// The same solver with another progress hook.
    pub fn with_progress<P2: Progress>(self, progress: P2) -> ValueSolver<R, B, P2> {
        (self.search).remade(|budget, path, _| (budget, path, progress))
    }

    /// The same solver refusing, with the budget's error `refuse` makes of it, a part met
    /// again while it is being valued: rules whose positions may repeat (a game written by a
    /// user, not known to be short) would otherwise be searched forever. Each part opened is
    /// kept on the path until it is valued.
    pub fn refusing_repeats(mut self, refuse: fn(&R::Position) -> B::Error) -> Self {
        self.search.path = Path::refusing(refuse);
        self
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.search.rules
    }

    /// The arena holding the values (to print, compare or add them).
    pub fn arena(&mut self) -> &mut Arena {
        &mut self.search.arena
    }

    /// The budget.
    pub fn budget(&self) -> &B {
        &self.search.budget
    }

    /// The progress hook.
    pub fn progress_mut(&mut self) -> &mut P {
        &mut self.search.progress
    }

    /// How many parts have a remembered value.
    pub fn memo_len(&self) -> usize {
        self.search.memo.len()
    }

    /// Whether the value of the part `normal` (in normal form) is remembered.
    pub fn remembers(&self, normal: &R::Position) -> bool {
        self.search.memo.contains_key(normal)
    }

    /// Remembers `v` as the value of the part `normal`, given in its normal form, as if the
    /// search had found it (a region database's answer); refused past the memo's limit.
    pub fn remember(&mut self, normal: R::Position, v: GameId) -> Result<(), ValueError<B::Error>> {
        let memo = &mut self.search.memo;
        if memo.len() >= self.search.max_entries && !memo.contains_key(&normal) {
            return Err(ValueError::Memo(self.search.max_entries));
        }
        memo.insert(normal, v);
        Ok(())
    }

    /// The arena under the solver's limit on its bytes, to make forms the solver will use.
    pub fn limited_arena(&mut self) -> Limited<'_> {
        self.search.limited()
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> Stats {
        self.search.stats
    }

    /// Runs one question with the budget started afresh; tells the progress hook the work is
    /// over if it heard of it.
    fn question<T>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, ValueError<B::Error>>,
    ) -> Result<T, ValueError<B::Error>> {
        let search = &mut self.search;
        search.budget.start_question();
        search.valued = 0;
        search.path.clear();
        search.pacer.start(&mut search.progress);
        let result = work(self);
        let search = &mut self.search;
        search.path.clear();
        search.pacer.finish(&mut search.progress);
        result
    }

    /// The canonical form of `p`: the sum of its parts' values.
    pub fn value(&mut self, p: &R::Position) -> Result<GameId, ValueError<B::Error>> {
        self.question(|s| s.sum_of(p))
    }

    /// The parts of `p`, each with its value.
    pub fn parts(&mut self, p: &R::Position) -> Result<ValuedParts<R>, ValueError<B::Error>> {
        self.question(|s| {
            let parts = s.search.rules.components(p);
            parts
                .into_iter()
                .map(|part| Ok((part.clone(), s.part_value(&part)?)))
                .collect()
        })
    }

    /// Every move of `player` from `p`, with the position it leads to and that position's
    /// value.
    pub fn move_values(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<ValuedMoves<R>, ValueError<B::Error>> {
        self.question(|s| {
            let moves = s.search.rules.move_list(p, player);
            moves
                .into_iter()
                .map(|(m, next)| {
                    let v = s.sum_of(&next)?;
                    Ok((m, next, v))
                })
                .collect()
        })
    }

    /// Every move of `player` from `p` that wins moving first, with the value it leaves: a
    /// value `>= 0` for Left, `<= 0` for Right.
    pub fn winning_moves(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<ValuedMoves<R>, ValueError<B::Error>> {
        let moves = self.move_values(p, player)?;
        let zero = self.search.arena.zero();
        let mut arena = self.search.limited();
        let mut out = Vec::new();
        for (m, next, v) in moves {
            let wins = match player {
                Player::Left => arena.geq(v, zero)?,
                Player::Right => arena.leq(v, zero)?,
            };
            if wins {
                out.push((m, next, v));
            }
        }
        Ok(out)
    }

    /// The outcome of a value: who wins moving first.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let arena = &mut self.search.arena;
        let zero = arena.zero();
        match arena.relation(g, zero) {
            Relation::Greater => Outcome::L,
            Relation::Less => Outcome::R,
            Relation::Equal => Outcome::P,
            Relation::Confused => Outcome::N,
        }
    }

    /// The sum of the values of `p`'s parts.
    fn sum_of(&mut self, p: &R::Position) -> Result<GameId, ValueError<B::Error>> {
        let mut total = self.search.arena.zero();
        for part in self.search.rules.components(p) {
            let v = self.part_value(&part)?;
            total = self.search.limited().add(total, v)?;
        }
        Ok(total)
    }

    /// The value of a single part, through its normal form.
    fn part_value(&mut self, part: &R::Position) -> Result<GameId, ValueError<B::Error>> {
        let (normal, negated) = self.search.rules.normal_form(part);
        let v = self.stack.evaluate(&mut self.search, normal, negated)?;
        Ok(if negated {
            self.search.limited().neg(v)?
        } else {
            v
        })
    }
}

impl<R: PartizanRules, B: Budget, P> Values<R, B, P> {
    /// A solver over this search's rules, arena, memo, limits and statistics, with the budget,
    /// path and progress hook `remake` makes of this search's; the current question is
    /// forgotten.
    fn remade<B2: Budget, P2>(
        self,
        remake: impl FnOnce(B, Path<R::Position, B::Error>, P) -> (B2, Path<R::Position, B2::Error>, P2),
    ) -> ValueSolver<R, B2, P2> {
        let (budget, path, progress) = remake(self.budget, self.path, self.progress);
        ValueSolver {
            search: Values {
                rules: self.rules,
                arena: self.arena,
                arena_limit: self.arena_limit,
                memo: self.memo,
                max_entries: self.max_entries,
                budget,
                path,
                progress,
                pacer: Pacer::default(),
                stats: self.stats,
                valued: 0,
            },
            stack: Stack::default(),
        }
    }
}

impl<R: PartizanRules, B: Budget, P> Values<R, B, P> {
    /// The arena under the solver's limit.
    fn limited(&mut self) -> Limited<'_> {
        self.arena.limited(self.arena_limit)
    }
}

impl<R: PartizanRules, B: Budget, P: Progress> DepthFirst for Values<R, B, P> {
    type Node = R::Position;
    /// Whether the part stands negated in its option.
    type Tag = bool;
    type Value = GameId;
    type Acc = Gathered;
    type Error = ValueError<B::Error>;

    fn lookup(&mut self, normal: &R::Position, _: bool) -> Option<GameId> {
        if let Some(&v) = self.memo.get(normal) {
            self.stats.memo_hits += 1;
            return Some(v);
        }
        let v = self.rules.known_value(normal, &mut self.arena)?;
        self.stats.known += 1;
        Some(v)
    }

    /// Lists Left's options, then Right's, each split into normalised parts.
    fn open(
        &mut self,
        position: &R::Position,
        options: &mut Options<R::Position, bool>,
    ) -> Result<Gathered, Self::Error> {
        self.budget.spend().map_err(ValueError::Budget)?;
        self.path.enter(position).map_err(ValueError::Budget)?;
        self.stats.searched += 1;
        let rules = &self.rules;
        let mut left_options = 0;
        for player in [Player::Left, Player::Right] {
            rules.moves_of(position, player, &mut |_, next| {
                for part in rules.components(&next) {
                    let (normal, negated) = rules.normal_form(&part);
                    options.part(normal, negated);
                }
                options.end_option(None);
            });
            if player == Player::Left {
                left_options = options.len();
            }
        }
        Ok(Gathered {
            sum: self.arena.zero(),
            values: Vec::with_capacity(options.len()),
            left_options,
        })
    }

    fn part(
        &mut self,
        gathered: &mut Gathered,
        v: GameId,
        negated: bool,
    ) -> Result<(), Self::Error> {
        let mut arena = self.limited();
        let v = if negated { arena.neg(v)? } else { v };
        gathered.sum = arena.add(gathered.sum, v)?;
        Ok(())
    }

    fn option(&mut self, gathered: &mut Gathered, _: Option<R::Position>) -> bool {
        gathered.values.push(gathered.sum);
        gathered.sum = self.arena.zero();
        true
    }

    /// `{Left's options | Right's options}` in canonical form, remembered; the progress hears
    /// of each part valued (a part's options are listed fast, its form may take long).
    fn close(&mut self, position: R::Position, gathered: Gathered) -> Result<GameId, Self::Error> {
        self.valued += 1;
        self.pacer.tick(&mut self.progress, self.valued);
        let mut left = gathered.values;
        let right = left.split_off(gathered.left_options);
        let v = self.limited().construct(left, right)?;
        self.path.leave(&position);
        if self.memo.len() >= self.max_entries {
            return Err(ValueError::Memo(self.max_entries));
        }
        self.memo.insert(position, v);
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parts::{BudgetExceeded, PositionBudget};

    /// A Blue-Red Hackenbush stalk (bottom first, true: blue) with its value known when it is
    /// all one colour, and its mirror image (colours swapped) as its negating normal form.
    struct Stalk {
        known: bool,
        mirror: bool,
    }

    impl PartizanRules for Stalk {
        type Position = Vec<bool>;
        type Move = usize;
        fn left_moves(&self, p: &Vec<bool>, each: &mut dyn FnMut(usize, Vec<bool>)) {
            (0..p.len())
                .filter(|&i| p[i])
                .for_each(|i| each(i, p[..i].to_vec()));
        }
        fn right_moves(&self, p: &Vec<bool>, each: &mut dyn FnMut(usize, Vec<bool>)) {
            (0..p.len())
                .filter(|&i| !p[i])
                .for_each(|i| each(i, p[..i].to_vec()));
        }
        fn normal_form(&self, p: &Vec<bool>) -> (Vec<bool>, bool) {
            if self.mirror && p.first() == Some(&false) {
                (p.iter().map(|b| !b).collect(), true)
            } else {
                (p.clone(), false)
            }
        }
        fn known_value(&self, p: &Vec<bool>, arena: &mut Arena) -> Option<GameId> {
            (self.known && p.iter().all(|&b| b)).then(|| arena.integer(p.len() as i64))
        }
    }

    fn notation<B: Budget, P: Progress>(s: &mut ValueSolver<Stalk, B, P>, p: &[bool]) -> String {
        let g = s.value(&p.to_vec()).unwrap();
        s.arena().to_notation(g)
    }

    #[test]
    fn stalks_have_their_sign_expansion_values_with_or_without_hooks() {
        for (known, mirror) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut s = ValueSolver::new(Stalk { known, mirror });
            assert_eq!(notation(&mut s, &[true, false, true, false, false]), "9/16");
            assert_eq!(notation(&mut s, &[true, true, false, false, true]), "11/8");
            assert_eq!(notation(&mut s, &[false, false]), "-2");
            assert_eq!(notation(&mut s, &[]), "0");
        }
    }

    #[test]
    fn a_negating_normal_form_stores_a_part_and_its_mirror_once() {
        let mut s = ValueSolver::new(Stalk {
            known: false,
            mirror: true,
        });
        assert_eq!(notation(&mut s, &[true, false]), "1/2");
        let stored = s.memo_len();
        assert_eq!(notation(&mut s, &[false, true]), "-1/2");
        assert_eq!(s.memo_len(), stored);
    }

    #[test]
    fn known_values_stand_in_for_search() {
        let mut s = ValueSolver::new(Stalk {
            known: true,
            mirror: false,
        });
        assert_eq!(notation(&mut s, &[true; 50]), "50");
        assert_eq!(s.stats().searched, 0);
        assert_eq!(s.stats().known, 1);
    }

    #[test]
    fn limits_and_budgets_refuse_with_what_ran_out() {
        let plain = || Stalk {
            known: false,
            mirror: false,
        };
        let long = vec![true, false, true, false, true, false, true, false];
        let mut memo = ValueSolver::new(plain()).with_limits(3, usize::MAX);
        assert_eq!(memo.value(&long), Err(ValueError::Memo(3)));
        let mut budget = ValueSolver::new(plain()).with_budget(PositionBudget::new(4));
        assert_eq!(
            budget.value(&long),
            Err(ValueError::Budget(BudgetExceeded { limit: 4 }))
        );
        // The values found before the refusal stay, and each question has its own budget.
        assert_eq!(notation(&mut budget, &long[..4]), "5/8");
        assert_eq!(notation(&mut budget, &long), "85/128");
    }

    /// One long chain: each position has one Left move, to the next.
    struct Chain;

    impl PartizanRules for Chain {
        type Position = u32;
        type Move = ();
        fn left_moves(&self, p: &u32, each: &mut dyn FnMut((), u32)) {
            if *p > 0 {
                each((), p - 1);
            }
        }
        fn right_moves(&self, _: &u32, _: &mut dyn FnMut((), u32)) {}
    }

    #[test]
    fn a_game_100000_moves_deep_is_valued_on_the_default_stack() {
        let mut s = ValueSolver::new(Chain);
        let g = s.value(&100_000).unwrap();
        assert_eq!(s.arena().to_notation(g), "100000");
    }
}
