//! The one memoised solver of impartial games: Grundy values over components, outcomes, winning
//! moves and remoteness, with a memo, a budget and a progress hook chosen by type.

use super::parts::{Budget, HashMemo, Memo, NoBudget, Stats};
use super::progress::{NoProgress, Progress};
use super::rules::{ImpartialRules, MoveList};
use crate::theory::nimber::{MexSet, Nimber};
use crate::theory::outcome::Outcome;
use rustc_hash::FxHashMap;
use std::convert::Infallible;

/// The partizan solver, beside this one: outcomes and winning moves of partizan games.
pub use super::partizan::PartizanSolver;

/// The progress hook hears from a solver once per this many positions searched.
pub const PROGRESS_EVERY: u64 = 1 << 12;

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
    B = NoBudget,
    P = NoProgress,
> {
    rules: R,
    state: State<M, B, P>,
    remoteness: FxHashMap<R::Position, u32>,
}

/// Everything but the rules, so that a search can borrow the rules while it updates the rest.
struct State<M, B, P> {
    memo: M,
    budget: B,
    progress: P,
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
                budget,
                progress,
                stats: Stats::default(),
                searched_before: 0,
            },
            remoteness: FxHashMap::default(),
        }
    }

    /// The same solver with another memo (the values found so far are dropped).
    pub fn with_memo<M2: Memo<R::Position>>(self, memo: M2) -> Solver<R, M2, B, P> {
        let s = self.state;
        Solver::with_parts(self.rules, memo, s.budget, s.progress)
    }

    /// The same solver with another budget.
    pub fn with_budget<B2: Budget>(self, budget: B2) -> Solver<R, M, B2, P> {
        let s = self.state;
        let mut out = Solver::with_parts(self.rules, s.memo, budget, s.progress);
        out.state.stats = s.stats;
        out.remoteness = self.remoteness;
        out
    }

    /// The same solver with another progress hook.
    pub fn with_progress<P2: Progress>(self, progress: P2) -> Solver<R, M, B, P2> {
        let s = self.state;
        let mut out = Solver::with_parts(self.rules, s.memo, s.budget, progress);
        out.state.stats = s.stats;
        out.remoteness = self.remoteness;
        out
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
        self.state.memo.trim();
        self.state.searched_before = self.state.stats.searched;
    }

    /// Ends a question: tells the progress hook the work is over if it heard of it.
    fn end_question<T>(&mut self, result: T) -> T {
        if self.state.stats.searched - self.state.searched_before >= PROGRESS_EVERY {
            self.state.progress.finish();
        }
        result
    }

    /// The Grundy value of `p`: the xor of its parts' values.
    pub fn try_grundy(&mut self, p: &R::Position) -> Result<Nimber, B::Error> {
        self.start_question();
        let result = grundy(&self.rules, &mut self.state, p);
        self.end_question(result)
    }

    /// The Grundy value of one part (a position that does not split further).
    pub fn try_component_grundy(&mut self, part: &R::Position) -> Result<Nimber, B::Error> {
        self.start_question();
        let result = component(&self.rules, &mut self.state, part.clone(), false);
        self.end_question(result)
    }

    /// The parts of `p`, each with its Grundy value.
    pub fn try_parts(&mut self, p: &R::Position) -> Result<Vec<(R::Position, Nimber)>, B::Error> {
        self.start_question();
        let mut out = Vec::new();
        for part in self.rules.components(p) {
            match component(&self.rules, &mut self.state, part.clone(), false) {
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
            match grundy(&self.rules, &mut self.state, &next) {
                Ok(v) if !v.next_player_wins() => out.push((m, next)),
                Ok(_) => {}
                Err(e) => return self.end_question(Err(e)),
            }
        }
        self.end_question(Ok(out))
    }

    /// How many moves the game lasts under best play, as Gamesman counts it: the winner ends
    /// the game as fast as possible, the loser delays the end as long as possible. A finished
    /// position has remoteness 0. The whole position is searched, without decomposition.
    pub fn try_remoteness(&mut self, p: &R::Position) -> Result<u32, B::Error> {
        self.start_question();
        self.remoteness_of(p)
    }

    fn remoteness_of(&mut self, p: &R::Position) -> Result<u32, B::Error> {
        let key = self.rules.canonical(p);
        if let Some(&r) = self.remoteness.get(&key) {
            return Ok(r);
        }
        self.state.budget.spend()?;
        let mut options = Vec::new();
        self.rules.options(p, &mut |next| options.push(next));
        let mut fold = RemotenessFold::default();
        for next in &options {
            fold.add(self.remoteness_of(next)?);
        }
        let value = fold.remoteness();
        self.remoteness.insert(key, value);
        Ok(value)
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

/// Remoteness from the options' remoteness: a position is won when some option has even
/// remoteness (lost for the opponent); the winner takes the fastest win, the loser the slowest
/// loss.
#[derive(Debug, Clone, Copy, Default)]
pub struct RemotenessFold {
    fastest_win: Option<u32>,
    slowest_loss: u32,
    any: bool,
}

impl RemotenessFold {
    /// Counts one option's remoteness.
    #[inline]
    pub fn add(&mut self, r: u32) {
        self.any = true;
        if r.is_multiple_of(2) {
            self.fastest_win = Some(self.fastest_win.map_or(r, |best| best.min(r)));
        } else {
            self.slowest_loss = self.slowest_loss.max(r);
        }
    }

    /// The remoteness of the position whose options were counted.
    #[inline]
    pub fn remoteness(&self) -> u32 {
        match self.fastest_win {
            Some(r) => r + 1,
            None if !self.any => 0,
            None => self.slowest_loss + 1,
        }
    }
}

fn grundy<R, M, B, P>(
    rules: &R,
    st: &mut State<M, B, P>,
    p: &R::Position,
) -> Result<Nimber, B::Error>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    B: Budget,
    P: Progress,
{
    if let Some(v) = st.memo.get(p) {
        st.stats.memo_hits += 1;
        return Ok(v);
    }
    let mut total = Nimber::ZERO;
    let mut parts = 0u32;
    let mut failed = None;
    rules.for_each_component(p, &mut |part| {
        if failed.is_some() {
            return;
        }
        parts += 1;
        let whole = &part == p;
        match component(rules, st, part, whole) {
            Ok(v) => total ^= v,
            Err(e) => failed = Some(e),
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    if parts > 1 {
        st.memo.insert(p.clone(), total);
    }
    Ok(total)
}

/// The value of one part; `looked_up` when the memo was already asked about `part` itself.
fn component<R, M, B, P>(
    rules: &R,
    st: &mut State<M, B, P>,
    part: R::Position,
    looked_up: bool,
) -> Result<Nimber, B::Error>
where
    R: ImpartialRules,
    M: Memo<R::Position>,
    B: Budget,
    P: Progress,
{
    if let Some(v) = rules.known_value(&part) {
        st.stats.known += 1;
        return Ok(v);
    }
    if !looked_up && let Some(v) = st.memo.get(&part) {
        st.stats.memo_hits += 1;
        return Ok(v);
    }
    let key = rules.canonical(&part);
    let symmetric = key != part;
    if symmetric && let Some(v) = st.memo.get(&key) {
        st.stats.memo_hits += 1;
        st.memo.insert(part, v);
        return Ok(v);
    }
    st.budget.spend()?;
    st.stats.searched += 1;
    if st.stats.searched.is_multiple_of(PROGRESS_EVERY) {
        st.progress.update(st.stats.searched, None);
    }
    let mut seen = MexSet::new();
    let mut failed = None;
    rules.options(&part, &mut |next| {
        if failed.is_some() {
            return;
        }
        match grundy(rules, st, &next) {
            Ok(v) => seen.insert(v),
            Err(e) => failed = Some(e),
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    let value = seen.mex();
    if symmetric {
        st.memo.insert(part, value);
    }
    st.memo.insert(key, value);
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parts::{BudgetExceeded, DenseMemo, NoMemo, PositionBudget};

    /// Subtraction game S(1, 2, 3) on one heap: Grundy value `n mod 4`.
    struct TakeUpToThree;

    impl ImpartialRules for TakeUpToThree {
        type Position = u32;
        type Move = u32;
        fn moves(&self, n: &u32, each: &mut dyn FnMut(u32, u32)) {
            for take in 1..=3.min(*n) {
                each(take, n - take);
            }
        }
    }

    #[test]
    fn every_memo_gives_the_same_values() {
        let mut hashed = Solver::new(TakeUpToThree);
        let mut dense = Solver::new(TakeUpToThree).with_memo(DenseMemo::new(41));
        let mut plain = Solver::new(TakeUpToThree).with_memo(NoMemo);
        for n in 0..=40u32 {
            assert_eq!(hashed.grundy(&n), Nimber(n % 4));
            assert_eq!(dense.grundy(&n), Nimber(n % 4));
            if n <= 12 {
                assert_eq!(plain.grundy(&n), Nimber(n % 4));
            }
        }
        assert_eq!(hashed.memo().len(), 41);
        assert_eq!(Memo::<u32>::len(dense.memo()), 41);
    }

    #[test]
    fn a_budget_refuses_with_its_limit_and_starts_afresh_per_question() {
        let mut solver = Solver::new(TakeUpToThree).with_budget(PositionBudget::new(10));
        assert_eq!(solver.try_grundy(&30), Err(BudgetExceeded { limit: 10 }));
        // Ten new positions per question: the memo keeps what earlier questions found.
        assert_eq!(solver.try_grundy(&8), Ok(Nimber(0)));
        assert_eq!(solver.try_grundy(&18), Ok(Nimber(2)));
        assert_eq!(solver.try_grundy(&28), Ok(Nimber(0)));
        assert_eq!(solver.try_grundy(&30), Ok(Nimber(2)));
        // Ten searched by the refused question, then 9 + 10 + 10 + 2.
        assert_eq!(solver.stats().searched, 41);
    }

    #[test]
    fn remoteness_counts_the_winners_fastest_and_the_losers_slowest_game() {
        let mut solver = Solver::new(TakeUpToThree);
        // 4k is lost: each move lets the winner restore 4(k-1), so 2k moves in all.
        assert_eq!(solver.remoteness(&0), 0);
        assert_eq!(solver.remoteness(&3), 1);
        assert_eq!(solver.remoteness(&4), 2);
        assert_eq!(solver.remoteness(&9), 5);
        assert_eq!(solver.outcome(&8), Outcome::P);
        let moves: Vec<u32> = solver
            .winning_moves(&7)
            .into_iter()
            .map(|(m, _)| m)
            .collect();
        assert_eq!(moves, vec![3]);
    }

    #[derive(Default)]
    struct Count(Vec<u64>);

    impl Progress for Count {
        fn update(&mut self, done: u64, _: Option<u64>) {
            self.0.push(done);
        }
    }

    /// A root with many finished options: a wide, shallow search.
    struct Fan(u32);

    impl ImpartialRules for Fan {
        type Position = u32;
        type Move = u32;
        fn moves(&self, p: &u32, each: &mut dyn FnMut(u32, u32)) {
            if *p == 0 {
                (1..=self.0).for_each(|q| each(q, q));
            }
        }
    }

    #[test]
    fn progress_hears_once_per_block_of_positions() {
        let fan = Fan(2 * PROGRESS_EVERY as u32 + 5);
        let mut solver = Solver::new(fan).with_progress(Count::default());
        assert_eq!(solver.grundy(&0), Nimber(1));
        assert_eq!(solver.stats().searched, 2 * PROGRESS_EVERY + 6);
        assert_eq!(
            solver.progress_mut().0,
            vec![PROGRESS_EVERY, 2 * PROGRESS_EVERY]
        );
    }

    /// Nim heaps that know their own value: the search below them never runs.
    struct KnownNim;

    impl ImpartialRules for KnownNim {
        type Position = Vec<u32>;
        type Move = ();
        fn moves(&self, heaps: &Vec<u32>, each: &mut dyn FnMut((), Vec<u32>)) {
            for (i, &h) in heaps.iter().enumerate() {
                for smaller in 0..h {
                    let mut next = heaps.clone();
                    next[i] = smaller;
                    each((), next);
                }
            }
        }
        fn components(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
            heaps.iter().map(|&h| vec![h]).collect()
        }
        fn known_value(&self, heap: &Vec<u32>) -> Option<Nimber> {
            Some(Nimber(heap[0]))
        }
    }

    #[test]
    fn known_values_stand_in_for_search() {
        let mut solver = Solver::new(KnownNim);
        assert_eq!(solver.grundy(&vec![1000, 24]), Nimber(1000 ^ 24));
        assert_eq!(solver.stats().searched, 0);
        assert_eq!(solver.stats().known, 2);
    }
}
