//! The reachable positions of impartial rules as a dense graph: each position interned to an
//! index, its options as a slice of indices (compressed rows), enumerated breadth first on an
//! explicit queue and checked against the memory limit as it grows.

use crate::engine::memory::MemoryLimit;
use crate::engine::rules::ImpartialRules;
use crate::progress::Progress;
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
    /// Position `i`'s options are `targets[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u32>,
    /// The options of every position, one after the other.
    targets: Vec<u32>,
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
            offsets: vec![0],
            targets: Vec::new(),
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
                let edges = graph.targets.len() as u64 + 1;
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
                        if i >= MAX_INDEX || graph.targets.len() >= MAX_INDEX as usize {
                            too_large = Some(GraphTooLarge::Indices);
                            return;
                        }
                        graph.index.insert(option.clone(), i);
                        graph.positions.push(option);
                        i
                    }
                };
                graph.targets.push(i);
            });
            if let Some(e) = too_large {
                return Err(e);
            }
            if graph.targets.len() > MAX_INDEX as usize {
                return Err(GraphTooLarge::Indices);
            }
            graph.offsets.push(graph.targets.len() as u32);
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
        let mut counts = vec![0u32; n as usize + 1];
        for &(from, to) in edges {
            assert!(from < n && to < n, "the move {from} -> {to} leaves 0..{n}");
            counts[from as usize + 1] += 1;
        }
        for i in 0..n as usize {
            counts[i + 1] += counts[i];
        }
        let offsets = counts.clone();
        let mut targets = vec![0; edges.len()];
        for &(from, to) in edges {
            targets[counts[from as usize] as usize] = to;
            counts[from as usize] += 1;
        }
        GameGraph {
            positions: (0..n).collect(),
            index: (0..n).map(|i| (i, i)).collect(),
            offsets,
            targets,
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
        self.targets.len() as u64
    }

    /// The options of position `i`, as indices (a move listed twice appears twice).
    pub fn options(&self, i: u32) -> &[u32] {
        let i = i as usize;
        &self.targets[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// The moves backwards: position `i`'s parents (one entry per move into it) are
    /// `sources[offsets[i]..offsets[i + 1]]`.
    pub(super) fn parents(&self) -> Parents {
        let n = self.positions.len();
        let mut offsets = vec![0u32; n + 1];
        for &t in &self.targets {
            offsets[t as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets[..n].to_vec();
        let mut sources = vec![0u32; self.targets.len()];
        for from in 0..n {
            for &to in &self.targets[self.offsets[from] as usize..self.offsets[from + 1] as usize] {
                let slot = &mut fill[to as usize];
                sources[*slot as usize] = from as u32;
                *slot += 1;
            }
        }
        Parents { offsets, sources }
    }

    /// How many options position `i` has.
    pub(super) fn out_degree(&self, i: usize) -> u32 {
        self.offsets[i + 1] - self.offsets[i]
    }
}

/// The moves of a graph backwards, as compressed rows.
pub(super) struct Parents {
    offsets: Vec<u32>,
    sources: Vec<u32>,
}

impl Parents {
    /// The positions with a move into `i` (one entry per move).
    #[inline]
    pub(super) fn of(&self, i: u32) -> &[u32] {
        let i = i as usize;
        &self.sources[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }
}
