//! The solvers over the position-carries-its-rules traits of [`game`](super::game), kept while
//! the games move onto [`Solver`](super::solver::Solver).

use super::game::Impartial;
use crate::theory::nimber::{MexSet, Nimber};
use crate::theory::outcome::Outcome;
use rustc_hash::FxHashMap;

/// Solves positions of one impartial game, remembering every value it computes.
///
/// ```
/// use cgsolve::{Impartial, ImpartialSolver, Nimber, Outcome};
///
/// /// A game of Nim: heaps of counters; a move takes any number from one heap.
/// #[derive(Clone, PartialEq, Eq, Hash)]
/// struct Nim(Vec<u32>);
///
/// impl Impartial for Nim {
///     type Move = (usize, u32); // (heap, counters taken)
///     fn moves(&self) -> Vec<(Self::Move, Self)> {
///         let mut out = Vec::new();
///         for (i, &h) in self.0.iter().enumerate() {
///             for take in 1..=h {
///                 let mut next = self.0.clone();
///                 next[i] -= take;
///                 out.push(((i, take), Nim(next)));
///             }
///         }
///         out
///     }
///     fn components(&self) -> Vec<Self> {
///         self.0.iter().map(|&h| Nim(vec![h])).collect()
///     }
/// }
///
/// let mut solver = ImpartialSolver::new();
/// let position = Nim(vec![3, 4, 5]);
/// assert_eq!(solver.grundy(&position), Nimber(3 ^ 4 ^ 5));
/// assert_eq!(solver.outcome(&position), Outcome::N);
/// let winning: Vec<_> = solver.winning_moves(&position).into_iter().map(|(m, _)| m).collect();
/// assert_eq!(winning, vec![(0, 2)]); // take 2 from the heap of 3: 1 ^ 4 ^ 5 = 0
/// ```
pub struct ImpartialSolver<G: Impartial> {
    grundy: FxHashMap<G, Nimber>,
    remoteness: FxHashMap<G, u32>,
}

impl<G: Impartial> Default for ImpartialSolver<G> {
    fn default() -> Self {
        ImpartialSolver {
            grundy: FxHashMap::default(),
            remoteness: FxHashMap::default(),
        }
    }
}

impl<G: Impartial> ImpartialSolver<G> {
    /// A solver with an empty memo.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Grundy value of a position: the xor of its components' values.
    pub fn grundy(&mut self, position: &G) -> Nimber {
        position
            .components()
            .iter()
            .map(|part| self.component_grundy(part))
            .sum()
    }

    /// The Grundy value of one component (a position that does not split further).
    pub fn component_grundy(&mut self, part: &G) -> Nimber {
        let key = part.canonical();
        if let Some(&value) = self.grundy.get(&key) {
            return value;
        }
        let mut seen = MexSet::default();
        for (_, next) in part.moves() {
            seen.insert(self.grundy(&next));
        }
        let value = seen.mex();
        self.grundy.insert(key, value);
        value
    }

    /// The components of a position, each with its Grundy value.
    pub fn parts(&mut self, position: &G) -> Vec<(G, Nimber)> {
        position
            .components()
            .into_iter()
            .map(|part| {
                let value = self.component_grundy(&part);
                (part, value)
            })
            .collect()
    }

    /// N when the player to move wins, P otherwise.
    pub fn outcome(&mut self, position: &G) -> Outcome {
        Outcome::impartial(self.grundy(position).next_player_wins())
    }

    /// Every move that leaves the opponent a lost position (Grundy value zero).
    pub fn winning_moves(&mut self, position: &G) -> Vec<(G::Move, G)> {
        position
            .moves()
            .into_iter()
            .filter(|(_, next)| !self.grundy(next).next_player_wins())
            .collect()
    }

    /// How many moves the game lasts under best play, as Gamesman counts it: the winner ends
    /// the game as fast as possible, the loser delays the end as long as possible. A finished
    /// position has remoteness 0. The whole position is searched, without decomposition.
    pub fn remoteness(&mut self, position: &G) -> u32 {
        let key = position.canonical();
        if let Some(&r) = self.remoteness.get(&key) {
            return r;
        }
        let moves = position.moves();
        let mut fastest_win: Option<u32> = None;
        let mut slowest_loss = 0;
        for (_, next) in &moves {
            let r = self.remoteness(next);
            if r.is_multiple_of(2) {
                fastest_win = Some(fastest_win.map_or(r, |best| best.min(r)));
            } else {
                slowest_loss = slowest_loss.max(r);
            }
        }
        let value = match fastest_win {
            Some(r) => r + 1,
            None if moves.is_empty() => 0,
            None => slowest_loss + 1,
        };
        self.remoteness.insert(key, value);
        value
    }

    /// How many distinct component positions the memo holds.
    pub fn memo_len(&self) -> usize {
        self.grundy.len()
    }
}
