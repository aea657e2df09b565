//! Misère play of any game: who wins when the player who makes the last move loses, and how
//! long the game lasts. Misère sums do not split into parts, so a position is searched whole
//! (its rules' `components` and other hooks speak of normal play and are not asked), each
//! position remembered once.
//!
//! One search serves impartial and partizan rules alike: it walks a [`MisereGraph`] whose
//! nodes are what a player faces ([`ImpartialGraph`]: a position; [`PartizanGraph`]: a
//! position and the player to move). The only rule that differs from normal play is the
//! terminal one: a player with no move wins.

use super::parts::{Budget, NoBudget};
use super::rules::{ImpartialRules, PartizanRules};
use super::solver::infallible;
use super::stack::{DepthFirst, Options, Stack};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// What a player faces and where each move takes them: the graph a misère search walks.
pub trait MisereGraph {
    /// A position with whatever else decides its moves (the player to move, in a partizan
    /// game).
    type Node: Clone + Eq + Hash;
    /// Calls `each` with every node one move leads to, the opponent then to move.
    fn successors(&self, node: &Self::Node, each: &mut dyn FnMut(Self::Node));
}

/// Impartial rules as a misère graph: a node is a position.
pub struct ImpartialGraph<R>(pub R);

impl<R: ImpartialRules> MisereGraph for ImpartialGraph<R> {
    type Node = R::Position;
    fn successors(&self, p: &R::Position, each: &mut dyn FnMut(R::Position)) {
        self.0.options(p, each);
    }
}

/// Partizan rules as a misère graph: a node is a position and the player to move.
pub struct PartizanGraph<R>(pub R);

impl<R: PartizanRules> MisereGraph for PartizanGraph<R> {
    type Node = (R::Position, Player);
    fn successors(&self, (p, player): &Self::Node, each: &mut dyn FnMut(Self::Node)) {
        let opponent = player.opponent();
        self.0
            .moves_of(p, *player, &mut |_, next| each((next, opponent)));
    }
}

/// A node solved under misère play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereResult {
    /// Whether the player to move wins against best play.
    pub wins: bool,
    /// How many moves the game lasts under best play: the winner ends it as soon as they can,
    /// the loser makes it last; 0 when the player to move has no move (and wins).
    pub remoteness: u32,
}

/// Solves nodes of one [`MisereGraph`] by plain search, remembering every answer, on an
/// explicit stack (a game as deep as memory allows is searched on any thread).
///
/// ```
/// use cgsolve::engine::misere_search::{ImpartialGraph, MisereSolver};
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
/// let mut solver = MisereSolver::new(ImpartialGraph(Heap));
/// assert!(solver.wins(&0)); // no move: the player to move has not made the last one
/// assert!(!solver.wins(&1)); // the only move is the last one
/// assert!(solver.wins(&2)); // take one, leaving the last one to the opponent
/// ```
pub struct MisereSolver<G: MisereGraph, B = NoBudget> {
    search: Search<G, B>,
    wins_stack: Stack<G::Node, (), Wins>,
    result_stack: Stack<G::Node, (), Fold>,
}

/// Everything of a [`MisereSolver`] but its stacks.
struct Search<G: MisereGraph, B> {
    graph: G,
    wins: FxHashMap<G::Node, bool>,
    results: FxHashMap<G::Node, MisereResult>,
    budget: B,
}

impl<G: MisereGraph> MisereSolver<G> {
    /// A solver with an empty memo and no budget.
    pub fn new(graph: G) -> Self {
        MisereSolver {
            search: Search {
                graph,
                wins: FxHashMap::default(),
                results: FxHashMap::default(),
                budget: NoBudget,
            },
            wins_stack: Stack::default(),
            result_stack: Stack::default(),
        }
    }

    /// Whether the player to move at `node` wins.
    pub fn wins(&mut self, node: &G::Node) -> bool {
        infallible(self.try_wins(node))
    }

    /// Who wins and how long the game lasts from `node`.
    pub fn result(&mut self, node: &G::Node) -> MisereResult {
        infallible(self.try_result(node))
    }
}

impl<G: MisereGraph, B: Budget> MisereSolver<G, B> {
    /// The same solver with another budget.
    pub fn with_budget<B2: Budget>(self, budget: B2) -> MisereSolver<G, B2> {
        let s = self.search;
        MisereSolver {
            search: Search {
                graph: s.graph,
                wins: s.wins,
                results: s.results,
                budget,
            },
            wins_stack: Stack::default(),
            result_stack: Stack::default(),
        }
    }

    /// The graph searched.
    pub fn graph(&self) -> &G {
        &self.search.graph
    }

    /// The budget.
    pub fn budget(&self) -> &B {
        &self.search.budget
    }

    /// How many nodes have their result (win and remoteness) remembered: after
    /// [`try_result`](Self::try_result) of a node, every node reachable from it.
    pub fn results_remembered(&self) -> usize {
        self.search.results.len()
    }

    /// Whether the player to move at `node` wins; stops at the first winning move of each
    /// node searched.
    pub fn try_wins(&mut self, node: &G::Node) -> Result<bool, B::Error> {
        self.search.budget.start_question();
        if let Some(r) = self.search.results.get(node) {
            return Ok(r.wins);
        }
        self.wins_stack
            .evaluate(&mut WinSearch(&mut self.search), node.clone(), ())
    }

    /// Who wins and how long the game lasts from `node`: every node reachable from it is
    /// searched.
    pub fn try_result(&mut self, node: &G::Node) -> Result<MisereResult, B::Error> {
        self.search.budget.start_question();
        self.result_stack
            .evaluate(&mut ResultSearch(&mut self.search), node.clone(), ())
    }
}

impl<R: PartizanRules, B: Budget> MisereSolver<PartizanGraph<R>, B> {
    /// The misère outcome class of `p`: who wins with Left moving first and with Right moving
    /// first.
    pub fn try_outcome(&mut self, p: &R::Position) -> Result<Outcome, B::Error> {
        let left = self.try_wins(&(p.clone(), Player::Left))?;
        let right = self.try_wins(&(p.clone(), Player::Right))?;
        Ok(Outcome::from_first_player_wins(left, right))
    }
}

impl<G: MisereGraph, B: Budget> Search<G, B> {
    fn open(&mut self, node: &G::Node, options: &mut Options<G::Node, ()>) -> Result<(), B::Error> {
        self.budget.spend()?;
        self.graph.successors(node, &mut |next| {
            options.part(next, ());
            options.end_option(None);
        });
        Ok(())
    }
}

/// Whether a node is won for the player to move.
#[derive(Default)]
struct Wins {
    /// Whether the node has a move at all.
    any: bool,
    /// Whether some option seen is lost for the opponent.
    won: bool,
    /// Whether the opponent wins the option being valued.
    opponent_wins: bool,
}

/// The search of who wins, with its first winning move ending each node.
struct WinSearch<'s, G: MisereGraph, B>(&'s mut Search<G, B>);

impl<G: MisereGraph, B: Budget> DepthFirst for WinSearch<'_, G, B> {
    type Node = G::Node;
    type Tag = ();
    type Value = bool;
    type Acc = Wins;
    type Error = B::Error;

    fn lookup(&mut self, node: &G::Node, _: ()) -> Option<bool> {
        let s = &self.0;
        s.wins
            .get(node)
            .copied()
            .or_else(|| s.results.get(node).map(|r| r.wins))
    }

    fn open(
        &mut self,
        node: &G::Node,
        options: &mut Options<G::Node, ()>,
    ) -> Result<Wins, B::Error> {
        self.0.open(node, options)?;
        Ok(Wins::default())
    }

    fn part(&mut self, wins: &mut Wins, opponent_wins: bool, _: ()) -> Result<(), B::Error> {
        wins.opponent_wins = opponent_wins;
        Ok(())
    }

    fn option(&mut self, wins: &mut Wins, _: Option<G::Node>) -> bool {
        wins.any = true;
        wins.won = !wins.opponent_wins;
        !wins.won
    }

    fn close(&mut self, node: G::Node, wins: Wins) -> Result<bool, B::Error> {
        // The misère rule: no move to make, so the last move was the opponent's.
        let won = wins.won || !wins.any;
        self.0.wins.insert(node, won);
        Ok(won)
    }
}

/// A node's result gathered from its options' results.
#[derive(Default)]
struct Fold {
    any: bool,
    /// The shortest game among the moves that leave the opponent lost.
    fastest_win: Option<u32>,
    /// The longest game among the moves that leave the opponent winning.
    slowest_loss: u32,
}

impl Fold {
    fn result(&self) -> MisereResult {
        match self.fastest_win {
            _ if !self.any => MisereResult {
                wins: true,
                remoteness: 0,
            },
            Some(r) => MisereResult {
                wins: true,
                remoteness: r + 1,
            },
            None => MisereResult {
                wins: false,
                remoteness: self.slowest_loss + 1,
            },
        }
    }
}

/// The search of who wins and in how many moves.
struct ResultSearch<'s, G: MisereGraph, B>(&'s mut Search<G, B>);

impl<G: MisereGraph, B: Budget> DepthFirst for ResultSearch<'_, G, B> {
    type Node = G::Node;
    type Tag = ();
    type Value = MisereResult;
    type Acc = Fold;
    type Error = B::Error;

    fn lookup(&mut self, node: &G::Node, _: ()) -> Option<MisereResult> {
        self.0.results.get(node).copied()
    }

    fn open(
        &mut self,
        node: &G::Node,
        options: &mut Options<G::Node, ()>,
    ) -> Result<Fold, B::Error> {
        self.0.open(node, options)?;
        Ok(Fold::default())
    }

    fn part(&mut self, fold: &mut Fold, after: MisereResult, _: ()) -> Result<(), B::Error> {
        fold.any = true;
        if after.wins {
            fold.slowest_loss = fold.slowest_loss.max(after.remoteness);
        } else {
            let r = after.remoteness;
            fold.fastest_win = Some(fold.fastest_win.map_or(r, |best| best.min(r)));
        }
        Ok(())
    }

    fn option(&mut self, _: &mut Fold, _: Option<G::Node>) -> bool {
        true
    }

    fn close(&mut self, node: G::Node, fold: Fold) -> Result<MisereResult, B::Error> {
        let result = fold.result();
        self.0.results.insert(node, result);
        Ok(result)
    }
}

#[cfg(test)]
mod tests;
