//! The one win/lose search: who wins from a position with a given player to move, and how long
//! the game lasts, under normal play (the player who cannot move loses) or misère play (the
//! player who cannot move wins), each answer remembered.
//!
//! The terminal rule is the search's one parameter, a type ([`Normal`], [`Misere`]) whose
//! constant the compiler folds away, so normal play pays nothing for misère play's existence.
//! Everything else is the same rule under both: a position is won when some move leaves the
//! opponent, moving next, lost. Positions are searched whole: the rules' `components` and
//! other hooks speak of normal-play values and are not asked (misère sums do not split).
//!
//! The search walks a [`MoveGraph`] whose nodes are what a player faces
//! ([`ImpartialGraph`]: a position; [`PartizanGraph`]: a position and the player to move;
//! [`PartizanSolver`](super::partizan::PartizanSolver) is the partizan face, with outcomes
//! and winning moves). It runs on the engine's explicit stack, so a game as deep as memory
//! allows is searched on any thread.
//!
//! **Remoteness carries the winner.** Remoteness counts the moves left under best play (the
//! winner ends the game as fast as they can, the loser makes it last; 0 with no move). By
//! induction on the moves left: under normal play a position is won exactly when its
//! remoteness is odd (no move: 0, lost; a win is one more than an option lost for the
//! opponent, even; a loss one more than the longest option, all won, odd); under misère play
//! exactly when it is even (no move: 0, won; and so on with the parities exchanged). So one
//! number a position is remembered for both questions, and [`Ending::wins`] reads the winner
//! off it.

use super::parts::{Budget, NoBudget, Stats};
use super::rules::{ImpartialRules, PartizanRules};
use super::solver::infallible;
use super::stack::{DepthFirst, Options, Path, Stack};
use crate::theory::outcome::Player;
use rustc_hash::FxHashMap;
use std::hash::Hash;
use std::marker::PhantomData;

/// The terminal rule: who wins when the player to move has no move.
pub trait Ending {
    /// Whether the player to move wins when they have no move.
    const NO_MOVE_WINS: bool;

    /// Whether a position of remoteness `r` is won for the player to move (see the module's
    /// proof).
    #[inline]
    fn wins(r: u32) -> bool {
        r.is_multiple_of(2) == Self::NO_MOVE_WINS
    }
}

/// Normal play: the player who makes the last move wins.
#[derive(Debug, Clone, Copy, Default)]
pub struct Normal;

impl Ending for Normal {
    const NO_MOVE_WINS: bool = false;
}

/// Misère play: the player who makes the last move loses.
#[derive(Debug, Clone, Copy, Default)]
pub struct Misere;

impl Ending for Misere {
    const NO_MOVE_WINS: bool = true;
}

/// Remoteness from the options' remoteness under the terminal rule `E`: a position is won when
/// some option is lost for the opponent; the winner takes the fastest win, the loser the
/// slowest loss; 0 with no option.
#[derive(Debug, Clone, Copy)]
pub struct RemotenessFold<E = Normal> {
    fastest_win: Option<u32>,
    slowest_loss: u32,
    any: bool,
    ending: PhantomData<E>,
}

impl<E> Default for RemotenessFold<E> {
    fn default() -> Self {
        RemotenessFold {
            fastest_win: None,
            slowest_loss: 0,
            any: false,
            ending: PhantomData,
        }
    }
}

impl<E: Ending> RemotenessFold<E> {
    /// Counts one option's remoteness.
    #[inline]
    pub fn add(&mut self, r: u32) {
        self.any = true;
        if E::wins(r) {
            self.slowest_loss = self.slowest_loss.max(r);
        } else {
            self.fastest_win = Some(self.fastest_win.map_or(r, |best| best.min(r)));
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

/// What a player faces and where each move takes them: the graph a win/lose search walks.
pub trait MoveGraph {
    /// A position with whatever else decides its moves (the player to move, in a partizan
    /// game).
    type Node: Clone + Eq + Hash;
    /// Calls `each` with every node one move leads to, the opponent then to move.
    fn successors(&self, node: &Self::Node, each: impl FnMut(Self::Node));
}

/// Impartial rules as a move graph: a node is a position.
pub struct ImpartialGraph<R>(pub R);

impl<R: ImpartialRules> MoveGraph for ImpartialGraph<R> {
    type Node = R::Position;
    #[inline]
    fn successors(&self, p: &R::Position, mut each: impl FnMut(R::Position)) {
        self.0.options(p, &mut each);
    }
}

/// Partizan rules as a move graph: a node is a position and the player to move.
pub struct PartizanGraph<R>(pub R);

impl<R: PartizanRules> MoveGraph for PartizanGraph<R> {
    type Node = (R::Position, Player);
    #[inline]
    fn successors(&self, (p, player): &Self::Node, mut each: impl FnMut(Self::Node)) {
        let opponent = player.opponent();
        self.0
            .moves_of(p, *player, &mut |_, next| each((next, opponent)));
    }
}

/// A node solved: who wins and how long the game lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinLoseResult {
    /// Whether the player to move wins against best play.
    pub wins: bool,
    /// How many moves the game lasts under best play, as Gamesman counts it: the winner ends
    /// it as soon as they can, the loser makes it last; 0 when the player to move has no move.
    pub remoteness: u32,
}

/// Solves nodes of one [`MoveGraph`] under the terminal rule `E` by plain search, remembering
/// every answer, on an explicit stack.
///
/// ```
/// use cgsolve::engine::win_lose::{ImpartialGraph, Misere, WinLoseSolver};
/// use cgsolve::ImpartialRules;
///
/// /// One heap of Nim.
/// struct Heap;
///
/// impl ImpartialRules for Heap {
///     type Position = u32;
///     type Move = u32;
///     fn moves(&self, &n: &u32, each: &mut dyn FnMut(u32, u32)) {
///         (0..n).for_each(|k| each(n - k, k));
///     }
/// }
///
/// let mut solver = WinLoseSolver::<ImpartialGraph<_>, Misere>::new(Heap);
/// assert!(solver.wins(&0)); // no move: the player to move has not made the last one
/// assert!(!solver.wins(&1)); // the only move is the last one
/// assert!(solver.wins(&2)); // take one, leaving the last one to the opponent
/// ```
pub struct WinLoseSolver<G: MoveGraph, E = Normal, B: Budget = NoBudget> {
    search: Search<G, B>,
    wins_stack: Stack<G::Node, (), Wins>,
    remoteness_stack: Stack<G::Node, (), RemotenessFold<E>>,
}

/// Everything of a [`WinLoseSolver`] but its stacks.
struct Search<G: MoveGraph, B: Budget> {
    graph: G,
    wins: FxHashMap<G::Node, bool>,
    remoteness: FxHashMap<G::Node, u32>,
    budget: B,
    stats: Stats,
    /// The nodes opened and not yet closed, when repeats are refused.
    path: Path<G::Node, B::Error>,
}

impl<R: ImpartialRules, E: Ending> WinLoseSolver<ImpartialGraph<R>, E> {
    /// A solver of impartial `rules` with an empty memo and no budget.
    pub fn new(rules: R) -> Self {
        WinLoseSolver::over(ImpartialGraph(rules))
    }
}

impl<G: MoveGraph, E: Ending> WinLoseSolver<G, E> {
    /// A solver of `graph` with an empty memo and no budget.
    pub fn over(graph: G) -> Self {
        WinLoseSolver {
            search: Search {
                graph,
                wins: FxHashMap::default(),
                remoteness: FxHashMap::default(),
                budget: NoBudget,
                stats: Stats::default(),
                path: Path::default(),
            },
            wins_stack: Stack::default(),
            remoteness_stack: Stack::default(),
        }
    }

    /// Whether the player to move at `node` wins.
    pub fn wins(&mut self, node: &G::Node) -> bool {
        infallible(self.try_wins(node))
    }

    /// Who wins and how long the game lasts from `node`.
    pub fn result(&mut self, node: &G::Node) -> WinLoseResult {
        infallible(self.try_result(node))
    }
}

impl<G: MoveGraph, E: Ending, B: Budget> WinLoseSolver<G, E, B> {
    /// The same solver with another budget (repeats are no longer refused: the refusal was
    /// the old budget's error).
    pub fn with_budget<B2: Budget>(self, budget: B2) -> WinLoseSolver<G, E, B2> {
        let s = self.search;
        WinLoseSolver {
            search: Search {
                graph: s.graph,
                wins: s.wins,
                remoteness: s.remoteness,
                budget,
                stats: s.stats,
                path: Path::default(),
            },
            wins_stack: Stack::default(),
            remoteness_stack: Stack::default(),
        }
    }

    /// The same solver refusing, with the budget's error `refuse` makes of it, a node met
    /// again while it is being searched: a graph with cycles (rules written by a user, not
    /// known to be short) would otherwise be searched forever. Each node opened is kept on the
    /// path until it is decided.
    pub fn refusing_repeats(mut self, refuse: fn(&G::Node) -> B::Error) -> Self {
        self.search.path = Path::refusing(refuse);
        self
    }

    /// The graph searched.
    pub fn graph(&self) -> &G {
        &self.search.graph
    }

    /// The budget.
    pub fn budget(&self) -> &B {
        &self.search.budget
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> Stats {
        self.search.stats
    }

    /// How many nodes have their result (winner and remoteness) remembered: after
    /// [`try_result`](Self::try_result) of a node, every node reachable from it.
    pub fn results_remembered(&self) -> usize {
        self.search.remoteness.len()
    }

    /// Whether the player to move at `node` wins; stops at the first winning move of each
    /// node searched.
    pub fn try_wins(&mut self, node: &G::Node) -> Result<bool, B::Error> {
        self.start_question();
        self.wins_of(node)
    }

    /// Who wins and how long the game lasts from `node`: every node reachable from it is
    /// searched.
    pub fn try_result(&mut self, node: &G::Node) -> Result<WinLoseResult, B::Error> {
        self.start_question();
        let remoteness = self.remoteness_of(node)?;
        Ok(WinLoseResult {
            wins: E::wins(remoteness),
            remoteness,
        })
    }

    /// [`try_wins`](Self::try_wins) within the question being asked.
    pub(crate) fn wins_of(&mut self, node: &G::Node) -> Result<bool, B::Error> {
        let mut search = WinSearch::<G, E, B>(&mut self.search, PhantomData);
        self.wins_stack.evaluate(&mut search, node.clone(), ())
    }

    /// The remoteness of `node`, within the question being asked.
    pub(crate) fn remoteness_of(&mut self, node: &G::Node) -> Result<u32, B::Error> {
        let mut search = RemotenessSearch::<G, E, B>(&mut self.search, PhantomData);
        self.remoteness_stack
            .evaluate(&mut search, node.clone(), ())
    }

    /// Starts a question: the budget starts afresh (or not, as the budget says), and the path
    /// is empty (a refused question leaves its nodes).
    pub(crate) fn start_question(&mut self) {
        self.search.budget.start_question();
        self.search.path.clear();
    }
}

impl<G: MoveGraph, B: Budget> Search<G, B> {
    /// Starts searching `node`: its options, each one part with the opponent to move.
    #[inline]
    fn open(&mut self, node: &G::Node, options: &mut Options<G::Node, ()>) -> Result<(), B::Error> {
        self.budget.spend()?;
        self.path.enter(node)?;
        self.stats.searched += 1;
        self.graph.successors(node, |next| {
            options.part(next, ());
            options.end_option(None);
        });
        Ok(())
    }
}

/// Whether a node is won for the player to move: the first option lost for the opponent
/// decides it.
#[derive(Default)]
struct Wins {
    /// Whether the node has a move at all (kept only where the terminal rule asks it).
    any: bool,
    /// Whether some option seen is lost for the opponent.
    won: bool,
    /// Whether the opponent wins the option being valued.
    opponent_wins: bool,
}

/// The search of who wins, with its first winning move ending each node.
struct WinSearch<'s, G: MoveGraph, E, B: Budget>(&'s mut Search<G, B>, PhantomData<E>);

impl<G: MoveGraph, E: Ending, B: Budget> DepthFirst for WinSearch<'_, G, E, B> {
    type Node = G::Node;
    type Tag = ();
    type Value = bool;
    type Acc = Wins;
    type Error = B::Error;

    #[inline]
    fn lookup(&mut self, node: &G::Node, _: ()) -> Option<bool> {
        let s = &mut self.0;
        let w = s
            .wins
            .get(node)
            .copied()
            .or_else(|| s.remoteness.get(node).map(|&r| E::wins(r)))?;
        s.stats.memo_hits += 1;
        Some(w)
    }

    fn open(
        &mut self,
        node: &G::Node,
        options: &mut Options<G::Node, ()>,
    ) -> Result<Wins, B::Error> {
        self.0.open(node, options)?;
        Ok(Wins::default())
    }

    #[inline]
    fn part(&mut self, wins: &mut Wins, opponent_wins: bool, _: ()) -> Result<(), B::Error> {
        wins.opponent_wins = opponent_wins;
        Ok(())
    }

    #[inline]
    fn option(&mut self, wins: &mut Wins, _: Option<G::Node>) -> bool {
        if E::NO_MOVE_WINS {
            wins.any = true;
        }
        wins.won = !wins.opponent_wins;
        !wins.won
    }

    fn close(&mut self, node: G::Node, wins: Wins) -> Result<bool, B::Error> {
        let won = wins.won || (E::NO_MOVE_WINS && !wins.any);
        self.0.path.leave(&node);
        self.0.wins.insert(node, won);
        Ok(won)
    }
}

/// The search of remoteness (and so of who wins): every option of every node.
struct RemotenessSearch<'s, G: MoveGraph, E, B: Budget>(&'s mut Search<G, B>, PhantomData<E>);

impl<G: MoveGraph, E: Ending, B: Budget> DepthFirst for RemotenessSearch<'_, G, E, B> {
    type Node = G::Node;
    type Tag = ();
    type Value = u32;
    type Acc = RemotenessFold<E>;
    type Error = B::Error;

    #[inline]
    fn lookup(&mut self, node: &G::Node, _: ()) -> Option<u32> {
        let r = self.0.remoteness.get(node).copied()?;
        self.0.stats.memo_hits += 1;
        Some(r)
    }

    fn open(
        &mut self,
        node: &G::Node,
        options: &mut Options<G::Node, ()>,
    ) -> Result<RemotenessFold<E>, B::Error> {
        self.0.open(node, options)?;
        Ok(RemotenessFold::default())
    }

    #[inline]
    fn part(&mut self, fold: &mut RemotenessFold<E>, r: u32, _: ()) -> Result<(), B::Error> {
        fold.add(r);
        Ok(())
    }

    #[inline]
    fn option(&mut self, _: &mut RemotenessFold<E>, _: Option<G::Node>) -> bool {
        true
    }

    fn close(&mut self, node: G::Node, fold: RemotenessFold<E>) -> Result<u32, B::Error> {
        let r = fold.remoteness();
        self.0.path.leave(&node);
        self.0.remoteness.insert(node, r);
        Ok(r)
    }
}

#[cfg(test)]
pub(crate) mod tests;
