//! The one memoised solver of impartial games: Grundy values over components, outcomes, winning
//! moves and remoteness, with a memo, a budget and a progress hook chosen by type.

use super::parts::{Budget, HashMemo, Memo, NoBudget, Stats};
use super::rules::{ImpartialRules, MoveList};
use super::stack::{DepthFirst, Options, Path, Stack};
use super::win_lose::RemotenessFold;
use crate::progress::{NoProgress, Pacer, Progress};
use crate::theory::nimber::{MexSet, Nimber};
use crate::theory::outcome::Outcome;
use rustc_hash::FxHashMap;
use std::convert::Infallible;

/// The partizan solver, beside this one: outcomes and winning moves of partizan games.
pub use super::partizan::PartizanSolver;

/// Solves positions of one impartial game, remembering the values it computes.
///
/// The parts are type parameters with do-nothing defaults: the memo `M` ([`HashMemo`],
/// [`DenseMemo`](super::parts::DenseMemo) or [`NoMemo`](super::parts::NoMemo)), the budget `B`
/// ([`NoBudget`] or [`PositionBudget`](super::parts::PositionBudget)) and the progress hook `P`.
/// Each public call is one question: the budget starts afresh, and a memo with a size limit may
/// empty itself first. With [`NoBudget`] the infallible methods (`grundy`, `outcome`, ...) are
/// available; with any budget, their `try_` forms return the budget's error.
///
/// A position's value is the xor of its parts' values ([`ImpartialRules::components`]). Each part
/// is valued by the rules' [`known_value`](ImpartialRules::known_value) hook, else from the memo
/// (under the position itself, then under its [`canonical`](ImpartialRules::canonical) form),
/// else by searching its options (one unit of budget). A position of several parts is memoised
/// whole as well as part by part.
///
/// ```
/// use cgsolve::{ImpartialRules, Nimber, Outcome, Solver};
///
/// /// Nim: heaps of counters; a move takes any number from one heap.
/// struct Nim;
///
/// impl ImpartialRules for Nim {
///     type Position = Vec<u32>;
///     type Move = (usize, u32); // (heap, counters taken)
///     fn moves(&self, heaps: &Vec<u32>, each: &mut dyn FnMut((usize, u32), Vec<u32>)) {
///         for (i, &h) in heaps.iter().enumerate() {
///             for take in 1..=h {
///                 let mut next = heaps.clone();
///                 next[i] -= take;
///                 each((i, take), next);
///             }
///         }
///     }
///     fn components(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
///         heaps.iter().map(|&h| vec![h]).collect()
///     }
/// }
///
/// let mut solver = Solver::new(Nim);
/// let position = vec![3, 4, 5];
/// assert_eq!(solver.grundy(&position), Nimber(3 ^ 4 ^ 5));
/// assert_eq!(solver.outcome(&position), Outcome::N);
/// let winning: Vec<_> = solver.winning_moves(&position).into_iter().map(|(m, _)| m).collect();
/// assert_eq!(winning, vec![(0, 2)]); // take 2 from the heap of 3: 1 ^ 4 ^ 5 = 0
/// assert_eq!(solver.remoteness(&vec![2]), 1); // take both
/// ```
pub struct Solver<
    R: ImpartialRules,
    M = HashMemo<<R as ImpartialRules>::Position>,
    B: Budget = NoBudget,
    P = NoProgress,
> {
    rules: R,
    state: State<R::Position, M, B, P>,
    grundy_stack: Stack<R::Position, Option<Nimber>, Mex<R::Position>>,
    remoteness_stack: Stack<R::Position, (), Fold<R::Position>>,
}

/// Everything but the rules and the stacks, so that a search can borrow the rules while it
/// updates the rest.
struct State<K, M, B: Budget, P> {
    memo: M,
    /// The remoteness found, under each position's canonical key.
    remoteness: FxHashMap<K, u32>,
    /// The canonical key of the node last looked up and not found, for the search that opens
    /// it next.
    pending_key: Option<K>,
    budget: B,
    /// The positions being searched, when a position met again among them is refused.
    path: Path<K, B::Error>,
    progress: P,
    /// When the progress hook hears of the current question.
    pacer: Pacer,
    stats: Stats,
    /// Positions searched before the current question began.
    searched_before: u64,
}

impl<R: ImpartialRules> Solver<R> {
    /// A solver with an empty hash memo, no budget and no progress hook.
    pub fn new(rules: R) -> Self {
        Solver::with_parts(rules, HashMemo::default(), NoBudget, NoProgress)
    }
}

impl<R, M, B, P> Solver<R, M, B, P>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    B: Budget,
    P: Progress,
{
    /// A solver made of the given parts.
    pub fn with_parts(rules: R, memo: M, budget: B, progress: P) -> Self {
        Solver {
            rules,
            state: State {
                memo,
                remoteness: FxHashMap::default(),
                pending_key: None,
                budget,
                path: Path::default(),
                progress,
                pacer: Pacer::default(),
                stats: Stats::default(),
                searched_before: 0,
            },
            grundy_stack: Stack::default(),
            remoteness_stack: Stack::default(),
        }
    }

    /// The same solver with another memo (the values found so far are dropped).
    pub fn with_memo<M2: Memo<R::Position>>(self, memo: M2) -> Solver<R, M2, B, P> {
        let s = self.state;
        let mut out = Solver::with_parts(self.rules, memo, s.budget, s.progress);
        out.state.path = s.path;
        out
    }

    /// The same solver with another budget (repeats are no longer refused: the refusal was
    /// the old budget's error).
    pub fn with_budget<B2: Budget>(self, budget: B2) -> Solver<R, M, B2, P> {
        let s = self.state;
        let mut out = Solver::with_parts(self.rules, s.memo, budget, s.progress);
        out.state.stats = s.stats;
        out.state.remoteness = s.remoteness;
        out
    }

    /// The same solver with another progress hook.
    pub fn with_progress<P2: Progress>(self, progress: P2) -> Solver<R, M, B, P2> {
        let s = self.state;
        let mut out = Solver::with_parts(self.rules, s.memo, s.budget, progress);
        out.state.stats = s.stats;
        out.state.remoteness = s.remoteness;
        out.state.path = s.path;
        out
    }

    /// The same solver refusing, with the budget's error `refuse` makes of it, a position met
    /// again while it is being searched: rules whose positions may repeat (a game written by
    /// a user, not known to be short) would otherwise be searched forever. Each position
    /// opened is kept on the path until it is valued.
    pub fn refusing_repeats(mut self, refuse: fn(&R::Position) -> B::Error) -> Self {
        self.state.path = Path::refusing(refuse);
        self
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The memo.
    pub fn memo(&self) -> &M {
        &self.state.memo
    }

    /// The budget.
    pub fn budget(&self) -> &B {
        &self.state.budget
    }

    /// The progress hook.
    pub fn progress_mut(&mut self) -> &mut P {
        &mut self.state.progress
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> Stats {
        self.state.stats
    }

    fn start_question(&mut self) {
        self.state.budget.start_question();
        self.state.path.clear();
        self.state.memo.trim();
        if self.state.remoteness.len() > self.state.memo.max_entries() {
            self.state.remoteness.clear();
        }
        self.state.searched_before = self.state.stats.searched;
        self.state.pacer.start(&mut self.state.progress);
    }

    /// Ends a question: empties the search path; tells the progress hook the work is over if
    /// it heard of it.
    fn end_question<T>(&mut self, result: T) -> T {
        self.state.path.clear();
        self.state.pacer.finish(&mut self.state.progress);
        result
    }

    /// The Grundy value of `p`: the xor of its parts' values.
    pub fn try_grundy(&mut self, p: &R::Position) -> Result<Nimber, B::Error> {
        self.start_question();
        let result = self.grundy_of(p);
        self.end_question(result)
    }

    /// The Grundy value of one part (a position that does not split further).
    pub fn try_component_grundy(&mut self, part: &R::Position) -> Result<Nimber, B::Error> {
        self.start_question();
        let result = self.component(part.clone());
        self.end_question(result)
    }

    /// The parts of `p`, each with its Grundy value.
    pub fn try_parts(&mut self, p: &R::Position) -> Result<Vec<(R::Position, Nimber)>, B::Error> {
        self.start_question();
        let mut out = Vec::new();
        for part in self.rules.components(p) {
            match self.component(part.clone()) {
                Ok(v) => out.push((part, v)),
                Err(e) => return self.end_question(Err(e)),
            }
        }
        self.end_question(Ok(out))
    }

    /// N when the player to move wins, P otherwise.
    pub fn try_outcome(&mut self, p: &R::Position) -> Result<Outcome, B::Error> {
        Ok(Outcome::impartial(self.try_grundy(p)?.next_player_wins()))
    }

    /// Every move that leaves the opponent a lost position (Grundy value zero).
    pub fn try_winning_moves(&mut self, p: &R::Position) -> Result<MoveList<R>, B::Error> {
        self.start_question();
        let mut out = Vec::new();
        for (m, next) in self.rules.move_list(p) {
            match self.grundy_of(&next) {
                Ok(v) if !v.next_player_wins() => out.push((m, next)),
                Ok(_) => {}
                Err(e) => return self.end_question(Err(e)),
            }
        }
        self.end_question(Ok(out))
    }

    /// How many moves the game lasts under best play, as Gamesman counts it: the winner ends
    /// the game as fast as possible, the loser delays the end as long as possible. A finished
    /// position has remoteness 0. The whole position is searched, without decomposition; the
    /// positions searched count in the budget, the statistics and the progress as the Grundy
    /// search's do.
    pub fn try_remoteness(&mut self, p: &R::Position) -> Result<u32, B::Error> {
        self.start_question();
        let mut search = Remoteness {
            rules: &self.rules,
            st: &mut self.state,
        };
        let result = self.remoteness_stack.evaluate(&mut search, p.clone(), ());
        self.end_question(result)
    }

    /// The Grundy value of `p`: the xor of its parts' values, `p` remembered whole when it
    /// has several.
    fn grundy_of(&mut self, p: &R::Position) -> Result<Nimber, B::Error> {
        if let Some(v) = self.state.memo.get(p) {
            self.state.stats.memo_hits += 1;
            return Ok(v);
        }
        let mut parts = Vec::new();
        self.rules
            .for_each_component(p, &mut |part| parts.push(part));
        let mut total = Nimber::ZERO;
        let several = parts.len() > 1;
        for part in parts {
            total ^= self.component(part)?;
        }
        if several {
            self.state.memo.insert(p.clone(), total);
        }
        Ok(total)
    }

    /// The Grundy value of one part.
    fn component(&mut self, part: R::Position) -> Result<Nimber, B::Error> {
        let mut search = Grundy {
            rules: &self.rules,
            st: &mut self.state,
        };
        self.grundy_stack.evaluate(&mut search, part, None)
    }
}

impl<R, M, P> Solver<R, M, NoBudget, P>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    P: Progress,
{
    /// The Grundy value of `p`: the xor of its parts' values.
    pub fn grundy(&mut self, p: &R::Position) -> Nimber {
        infallible(self.try_grundy(p))
    }

    /// The Grundy value of one part (a position that does not split further).
    pub fn component_grundy(&mut self, part: &R::Position) -> Nimber {
        infallible(self.try_component_grundy(part))
    }

    /// The parts of `p`, each with its Grundy value.
    pub fn parts(&mut self, p: &R::Position) -> Vec<(R::Position, Nimber)> {
        infallible(self.try_parts(p))
    }

    /// N when the player to move wins, P otherwise.
    pub fn outcome(&mut self, p: &R::Position) -> Outcome {
        infallible(self.try_outcome(p))
    }

    /// Every move that leaves the opponent a lost position (Grundy value zero).
    pub fn winning_moves(&mut self, p: &R::Position) -> MoveList<R> {
        infallible(self.try_winning_moves(p))
    }

    /// How many moves the game lasts under best play (see [`Solver::try_remoteness`]).
    pub fn remoteness(&mut self, p: &R::Position) -> u32 {
        infallible(self.try_remoteness(p))
    }
}

/// The value of a result that cannot be an error.
pub(crate) fn infallible<T>(r: Result<T, Infallible>) -> T {
    match r {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

/// A part being valued: the values of its options seen so far, the option being summed, and
/// its canonical key when that differs from the part.
pub(crate) struct Mex<K> {
    seen: MexSet,
    sum: Nimber,
    key: Option<K>,
}

/// The Grundy search of one part on the explicit stack.
struct Grundy<'s, R: ImpartialRules, M, B: Budget, P> {
    rules: &'s R,
    st: &'s mut State<R::Position, M, B, P>,
}

impl<R, M, B, P> DepthFirst for Grundy<'_, R, M, B, P>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    B: Budget,
    P: Progress,
{
    type Node = R::Position;
    /// The value of a part found while listing it (an option remembered whole).
    type Tag = Option<Nimber>;
    type Value = Nimber;
    type Acc = Mex<R::Position>;
    type Error = B::Error;

    /// The value found while listing, else the memo under the part itself, else the rules'
    /// known value, else the memo under the part's canonical key.
    fn lookup(&mut self, part: &R::Position, found: Option<Nimber>) -> Option<Nimber> {
        if found.is_some() {
            return found;
        }
        let st = &mut *self.st;
        if let Some(v) = st.memo.get(part) {
            st.stats.memo_hits += 1;
            return Some(v);
        }
        if let Some(v) = self.rules.known_value(part) {
            st.stats.known += 1;
            return Some(v);
        }
        let key = self.rules.canonical(part);
        if key != *part
            && let Some(v) = st.memo.get(&key)
        {
            st.stats.memo_hits += 1;
            st.memo.insert(part.clone(), v);
            return Some(v);
        }
        st.pending_key = Some(key);
        None
    }

    /// Lists every option: one found whole in the memo as itself with its value, any other as
    /// its parts (remembered whole once valued, when there are several).
    fn open(
        &mut self,
        part: &R::Position,
        options: &mut Options<R::Position, Option<Nimber>>,
    ) -> Result<Mex<R::Position>, B::Error> {
        let rules = self.rules;
        let st = &mut *self.st;
        let key = st.pending_key.take().filter(|key| key != part);
        st.spend()?;
        st.path.enter(part)?;
        let (memo, stats) = (&st.memo, &mut st.stats);
        rules.options(part, &mut |next| {
            if let Some(v) = memo.get(&next) {
                stats.memo_hits += 1;
                options.part(next, Some(v));
                options.end_option(None);
                return;
            }
            let mut parts = 0;
            rules.for_each_component(&next, &mut |c| {
                parts += 1;
                options.part(c, None);
            });
            options.end_option((parts > 1).then_some(next));
        });
        Ok(Mex {
            seen: MexSet::new(),
            sum: Nimber::ZERO,
            key,
        })
    }

    fn part(
        &mut self,
        mex: &mut Mex<R::Position>,
        v: Nimber,
        _: Option<Nimber>,
    ) -> Result<(), Self::Error> {
        mex.sum ^= v;
        Ok(())
    }

    fn option(&mut self, mex: &mut Mex<R::Position>, whole: Option<R::Position>) -> bool {
        if let Some(whole) = whole {
            self.st.memo.insert(whole, mex.sum);
        }
        mex.seen.insert(mex.sum);
        mex.sum = Nimber::ZERO;
        true
    }

    fn close(&mut self, part: R::Position, mex: Mex<R::Position>) -> Result<Nimber, B::Error> {
        let value = mex.seen.mex();
        self.st.path.leave(&part);
        if let Some(key) = mex.key {
            self.st.memo.insert(key, value);
        }
        self.st.memo.insert(part, value);
        Ok(value)
    }
}

/// A position whose remoteness is being found: the fold of its options' and its key.
pub(crate) struct Fold<K> {
    fold: RemotenessFold,
    key: K,
}

/// The remoteness search on the explicit stack.
struct Remoteness<'s, R: ImpartialRules, M, B: Budget, P> {
    rules: &'s R,
    st: &'s mut State<R::Position, M, B, P>,
}

impl<R, M, B, P> DepthFirst for Remoteness<'_, R, M, B, P>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    B: Budget,
    P: Progress,
{
    type Node = R::Position;
    type Tag = ();
    type Value = u32;
    type Acc = Fold<R::Position>;
    type Error = B::Error;

    fn lookup(&mut self, p: &R::Position, _: ()) -> Option<u32> {
        let key = self.rules.canonical(p);
        if let Some(&r) = self.st.remoteness.get(&key) {
            self.st.stats.memo_hits += 1;
            return Some(r);
        }
        self.st.pending_key = Some(key);
        None
    }

    fn open(
        &mut self,
        p: &R::Position,
        options: &mut Options<R::Position, ()>,
    ) -> Result<Fold<R::Position>, B::Error> {
        let key = match self.st.pending_key.take() {
            Some(key) => key,
            None => self.rules.canonical(p),
        };
        self.st.spend()?;
        self.st.path.enter(p)?;
        self.rules.options(p, &mut |next| {
            options.part(next, ());
            options.end_option(None);
        });
        Ok(Fold {
            fold: RemotenessFold::default(),
            key,
        })
    }

    fn part(&mut self, fold: &mut Fold<R::Position>, r: u32, _: ()) -> Result<(), Self::Error> {
        fold.fold.add(r);
        Ok(())
    }

    fn option(&mut self, _: &mut Fold<R::Position>, _: Option<R::Position>) -> bool {
        true
    }

    fn close(&mut self, p: R::Position, fold: Fold<R::Position>) -> Result<u32, B::Error> {
        self.st.path.leave(&p);
        let r = fold.fold.remoteness();
        self.st.remoteness.insert(fold.key, r);
        Ok(r)
    }
}

impl<K, M, B: Budget, P: Progress> State<K, M, B, P> {
    /// Counts one position searched against the budget, the statistics and the progress.
    fn spend(&mut self) -> Result<(), B::Error> {
        self.budget.spend()?;
        self.stats.searched += 1;
        let done = self.stats.searched - self.searched_before;
        self.pacer.tick(&mut self.progress, done);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
