//! The reachable positions of impartial rules as a dense graph: each position interned to an
//! index, its options as a slice of indices ([`Rows`]), enumerated breadth first on an
//! explicit queue and checked against the memory limit as it grows.

use super::{Rows, WinLoseDraw};
use crate::engine::memory::MemoryLimit;
use crate::engine::rules::ImpartialRules;
use crate::progress::Progress;
use crate::theory::smith::SmithValue;
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// Bytes one edge costs through enumeration and solving: its index forwards and backwards.
pub const BYTES_PER_EDGE: u64 = 8;

/// Bytes one position of `size` bytes costs through enumeration and solving: the position
/// twice (the list and the index), its index and the map's control byte, and 40 bytes of
/// offsets, results, counters and queue in the solvers.
pub const fn bytes_per_position(size: usize) -> u64 {
    2 * size as u64 + 48
}

/// The most positions, and the most moves, a graph holds: indices are 32 bits, and the
/// retrograde pass keeps a flag beside each position's count of options.
pub const MAX_INDEX: u32 = u32::MAX >> 1;

/// How many positions are enumerated between two reports to the progress hook.
const PROGRESS_EVERY: u32 = 1 << 16;

/// A game graph too large for the memory limit, or for 32-bit indices.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GraphTooLarge {
    /// The positions and moves found so far would need more than the limit.
    #[error(
        "the game graph needs more than the memory limit of {limit} (--memory): {positions} positions and {edges} moves found so far"
    )]
    Memory {
        /// The limit.
        limit: MemoryLimit,
        /// Positions found when the limit was reached.
        positions: u64,
        /// Moves found when the limit was reached.
        edges: u64,
    },
    /// More than `u32::MAX` positions or moves: past the indices the graph stores.
    #[error(
        "the game graph has more than {} positions or moves, the limit of its indices",
        u32::MAX
    )]
    Indices,
}

/// Every position reachable from a start, each with its options, as dense indices.
#[derive(Debug, Clone)]
pub struct GameGraph<P> {
    /// The positions, in the order they were found (the start is index 0).
    positions: Vec<P>,
    /// Each position's index.
    index: FxHashMap<P, u32>,
    /// Each position's options.
    moves: Rows,
}

impl<P: Clone + Eq + Hash> GameGraph<P> {
    /// Enumerates every position reachable from `start` under `rules`, refusing (before it is
    /// reached) a graph whose positions and moves would need more than `limit`.
    pub fn explore<R: ImpartialRules<Position = P>>(
        rules: &R,
        start: &P,
        limit: MemoryLimit,
        progress: &mut dyn Progress,
    ) -> Result<GameGraph<P>, GraphTooLarge> {
        let position_bytes = bytes_per_position(size_of::<P>());
        let mut graph = GameGraph {
            positions: vec![start.clone()],
            index: FxHashMap::default(),
            moves: Rows::new(),
        };
        graph.index.insert(start.clone(), 0);
        let mut next = 0;
        let mut too_large = None;
        while next < graph.positions.len() {
            let p = graph.positions[next].clone();
            rules.options(&p, &mut |option| {
                if too_large.is_some() {
                    return;
                }
                let found = graph.positions.len() as u64;
                let known = graph.index.get(&option).copied();
                let positions = found + u64::from(known.is_none());
                let edges = graph.moves.edge_count() + 1;
                if !limit.allows(positions * position_bytes + edges * BYTES_PER_EDGE) {
                    too_large = Some(GraphTooLarge::Memory {
                        limit,
                        positions: found,
                        edges: edges - 1,
                    });
                    return;
                }
                let i = match known {
                    Some(i) => i,
                    None => {
                        let i = found as u32;
                        if i >= MAX_INDEX || edges > u64::from(MAX_INDEX) {
                            too_large = Some(GraphTooLarge::Indices);
                            return;
                        }
                        graph.index.insert(option.clone(), i);
                        graph.positions.push(option);
                        i
                    }
                };
                graph.moves.push(i);
            });
            if let Some(e) = too_large {
                return Err(e);
            }
            if graph.moves.edge_count() > u64::from(MAX_INDEX) {
                return Err(GraphTooLarge::Indices);
            }
            graph.moves.end_row();
            next += 1;
            if next.is_multiple_of(PROGRESS_EVERY as usize) {
                progress.update(next as u64, None);
            }
        }
        progress.update(next as u64, Some(next as u64));
        Ok(graph)
    }

    /// The index of `p`, if it was reached.
    pub fn index_of(&self, p: &P) -> Option<u32> {
        self.index.get(p).copied()
    }

    /// The position of index `i`.
    pub fn position(&self, i: u32) -> &P {
        &self.positions[i as usize]
    }
}

impl GameGraph<u32> {
    /// The graph on the positions `0..n` with these moves (`(from, to)`), in this order; the
    /// positions are their own indices. For tests and benchmarks of the solvers.
    ///
    /// # Panics
    /// When a move names a position outside `0..n`.
    pub fn from_edges(n: u32, edges: &[(u32, u32)]) -> GameGraph<u32> {
        GameGraph {
            positions: (0..n).collect(),
            index: (0..n).map(|i| (i, i)).collect(),
            moves: Rows::from_edges(n, edges),
        }
    }
}

impl<P> GameGraph<P> {
    /// How many positions the graph holds.
    pub fn len(&self) -> u32 {
        self.positions.len() as u32
    }

    /// Whether the graph holds no position (never, for an explored graph: it holds its start).
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// How many moves the graph holds.
    pub fn edge_count(&self) -> u64 {
        self.moves.edge_count()
    }

    /// The options of position `i`, as indices (a move listed twice appears twice).
    pub fn options(&self, i: u32) -> &[u32] {
        self.moves.options(i)
    }

    /// Every position's options.
    pub fn moves(&self) -> &Rows {
        &self.moves
    }

    /// Win, Lose or Draw with remoteness for every position, by index ([`Rows::retrograde`]).
    pub fn retrograde(&self) -> Vec<WinLoseDraw> {
        self.moves.retrograde()
    }

    /// [`retrograde`](GameGraph::retrograde), telling `progress` how many positions are
    /// settled (of the graph's, when the draws are known at the end).
    pub fn retrograde_with_progress(&self, progress: &mut dyn Progress) -> Vec<WinLoseDraw> {
        self.moves.retrograde_with_progress(progress)
    }

    /// Win, Lose or Draw for every position by the plain fixpoint iteration
    /// ([`Rows::fixpoint`]), the reference for [`retrograde`](GameGraph::retrograde).
    pub fn fixpoint(&self) -> Vec<WinLoseDraw> {
        self.moves.fixpoint()
    }

    /// Smith's value of every position, by index ([`Rows::smith_values`]).
    pub fn smith_values(&self) -> Vec<SmithValue> {
        self.moves.smith_values()
    }
}
