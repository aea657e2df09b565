//! Values of partizan games whose positions can repeat: the reachable game graph of a
//! position under [`PartizanRules`] (positions interned, found breadth first, within the one
//! [`MemoryLimit`], each side's moves as the retrograde solver's [`Rows`]), turned part by
//! part into the loopy theory's graphs and simplified, as CGSuite's `Game.GameValue` does, to
//! the canonical stopper when it is one and else to its sides.
//!
//! The graph is valued one strongly connected part at a time, from the parts play ends in
//! upwards: a part's positions see the positions below it as their simplified values,
//! embedded (CGSuite embeds the values of options of a lower depth hint the same way), so
//! each simplification is as small as the part. A position the rules split into
//! `components` is the sum of its parts' values. Play with the player to move is answered on
//! the same graph by the one retrograde pass with draws, on its rows of play by turns
//! ([`GameGraph::win_lose_draw`]).

use super::memory::MemoryLimit;
use super::retrograde::{MAX_INDEX, Rows, WinLoseDraw, retrograde_by_turns};
use super::rules::PartizanRules;
use crate::progress::Reporter;
use crate::theory::loopy::SidedValue;
use crate::theory::loopy::compare::Side;
use crate::theory::loopy::graph::{Graph, Loopy, Mover};
use crate::theory::loopy::sided::simplify_sides_from;
use crate::theory::loopy::stopper::canonical_from;
use rustc_hash::FxHashMap;

/// The bytes a simplification takes per pair of vertices of the graph it simplifies (the
/// comparison's two states of each pair, a status byte and a move count each).
const BYTES_PER_PAIR: u64 = 18;

/// The bytes a vertex of the game graph takes besides its position: its two move lists, its
/// parts, the index's entry and what valuing it keeps.
const BYTES_PER_VERTEX: u64 = 160;

/// The bytes a move of the game graph takes.
const BYTES_PER_MOVE: u64 = 16;

/// Why a loopy value could not be found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoopyValueError {
    /// The game graph, or one simplification of it, needs more memory than the limit.
    #[error("{what} needs more than the memory limit of {limit} (--memory)")]
    MemoryLimit {
        /// What would not fit ("a game graph of more than 1000000 positions").
        what: String,
        /// The limit.
        limit: MemoryLimit,
    },
    /// A position's parts lead back to the position itself, so it cannot be their sum.
    #[error("the parts of a position lead back to it: its value cannot be their sum")]
    CyclicParts,
}

/// The reachable game graph of a position: its positions, numbered from 0 (the start) in
/// the order they were found, and each one's moves or parts.
#[derive(Clone, Debug)]
pub struct GameGraph<P> {
    /// The positions, the start first.
    pub positions: Vec<P>,
    /// Left's moves from each position (none for a position the rules split into parts).
    pub left: Rows,
    /// Right's moves from each position (none for a position the rules split into parts).
    pub right: Rows,
    /// For a position the rules split into parts, the parts (as vertices); `None` for a
    /// position played whole.
    pub parts: Vec<Option<Vec<usize>>>,
}

impl<P: Clone + Eq + std::hash::Hash> GameGraph<P> {
    /// The positions reachable from `start` under `rules`, each position split into its
    /// `components` when the rules give several (or another); refused when the graph would
    /// not fit in `limit`.
    pub fn reach<R: PartizanRules<Position = P>>(
        rules: &R,
        start: &P,
        limit: MemoryLimit,
    ) -> Result<GameGraph<P>, LoopyValueError> {
        GameGraph::reach_reporting(rules, start, limit, &mut Reporter::default())
    }

    /// [`reach`](GameGraph::reach), telling `reporter` of each position whose moves are
    /// listed.
    pub fn reach_reporting<R: PartizanRules<Position = P>>(
        rules: &R,
        start: &P,
        limit: MemoryLimit,
        reporter: &mut Reporter,
    ) -> Result<GameGraph<P>, LoopyValueError> {
        let vertex_bytes = BYTES_PER_VERTEX + 2 * size_of::<P>() as u64;
        let mut index: FxHashMap<P, usize> = FxHashMap::default();
        let mut reached = GameGraph {
            positions: Vec::new(),
            left: Rows::new(),
            right: Rows::new(),
            parts: Vec::new(),
        };
        let mut moves = 0u64;
        let mut intern = |reached: &mut GameGraph<P>, p: P| -> usize {
            *index.entry(p).or_insert_with_key(|p| {
                reached.positions.push(p.clone());
                reached.parts.push(None);
                reached.positions.len() - 1
            })
        };
        intern(&mut reached, start.clone());
        let mut next = 0;
        while next < reached.positions.len() {
            reporter.tick();
            let p = reached.positions[next].clone();
            let parts = rules.components(&p);
            if parts.len() == 1 && parts[0] == p {
                let mut left = Vec::new();
                rules.left_moves(&p, &mut |_, q| left.push(q));
                let mut right = Vec::new();
                rules.right_moves(&p, &mut |_, q| right.push(q));
                moves += (left.len() + right.len()) as u64;
                for q in left {
                    let w = intern(&mut reached, q);
                    reached.left.push(w as u32);
                }
                for q in right {
                    let w = intern(&mut reached, q);
                    reached.right.push(w as u32);
                }
            } else {
                moves += parts.len() as u64;
                let parts: Vec<usize> =
                    parts.into_iter().map(|q| intern(&mut reached, q)).collect();
                reached.parts[next] = Some(parts);
            }
            reached.left.end_row();
            reached.right.end_row();
            let found = reached.positions.len() as u64;
            if !limit.allows(found * vertex_bytes + moves * BYTES_PER_MOVE) {
                return Err(LoopyValueError::MemoryLimit {
                    what: format!("a game graph of more than {found} positions"),
                    limit,
                });
            }
            // Play by turns numbers each position twice, in 32-bit indices.
            if found > u64::from(MAX_INDEX / 2) || moves > u64::from(MAX_INDEX) {
                return Err(LoopyValueError::MemoryLimit {
                    what: format!(
                        "a game graph of more than {} positions or {MAX_INDEX} moves, past its 32-bit indices,",
                        MAX_INDEX / 2
                    ),
                    limit,
                });
            }
            next += 1;
        }
        // The values that follow may take long before their first news.
        reporter.report();
        Ok(reached)
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// The moves of `mover` from position `v`.
    pub fn moves(&self, v: usize, mover: Mover) -> &[u32] {
        match mover {
            Mover::Left => self.left.options(v as u32),
            Mover::Right => self.right.options(v as u32),
        }
    }

    /// The whole graph as the loopy theory's graph, each position with its moves (a position
    /// split into parts with none), for comparison with the theory's plain algorithms.
    pub fn whole(&self) -> Graph {
        let mut graph = Graph::default();
        for v in 0..self.len() {
            graph.add_vertex();
            for mover in [Mover::Left, Mover::Right] {
                let moves = self.moves(v, mover).iter().map(|&w| w as usize).collect();
                match mover {
                    Mover::Left => graph.left[v] = moves,
                    Mover::Right => graph.right[v] = moves,
                }
            }
        }
        graph
    }

    /// Plain play on the graph (the player who cannot move loses, endless play is a draw):
    /// for each position, `[with Left to move, with Right to move]`, by the one retrograde
    /// pass on the rows of play by turns. A position split into parts counts as one without
    /// moves.
    pub fn win_lose_draw(&self) -> Vec<[WinLoseDraw; 2]> {
        retrograde_by_turns(&self.left, &self.right)
    }

    /// Whether the graph has no position (never: the start is in it).
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The value of the start (vertex 0).
    pub fn value(&self, limit: MemoryLimit) -> Result<SidedValue, LoopyValueError> {
        self.value_reporting(limit, &mut Reporter::default())
    }

    /// [`value`](GameGraph::value), telling `reporter` of each position valued on the way.
    pub fn value_reporting(
        &self,
        limit: MemoryLimit,
        reporter: &mut Reporter,
    ) -> Result<SidedValue, LoopyValueError> {
        let mut wanted = vec![false; self.len()];
        wanted[0] = true;
        let mut values = self.values_reporting(&wanted, limit, reporter)?;
        Ok(values.swap_remove(0).expect("wanted"))
    }

    /// The value of each vertex `wanted` marks (`None` for the others).
    pub fn values(
        &self,
        wanted: &[bool],
        limit: MemoryLimit,
    ) -> Result<Vec<Option<SidedValue>>, LoopyValueError> {
        self.values_reporting(wanted, limit, &mut Reporter::default())
    }

    /// [`values`](GameGraph::values), telling `reporter` of each position valued on the way
    /// (a strongly connected part's positions all at once, when the part is done).
    pub fn values_reporting(
        &self,
        wanted: &[bool],
        limit: MemoryLimit,
        reporter: &mut Reporter,
    ) -> Result<Vec<Option<SidedValue>>, LoopyValueError> {
        let successors = |v: usize| -> Vec<usize> {
            match &self.parts[v] {
                Some(parts) => parts.clone(),
                None => self
                    .moves(v, Mover::Left)
                    .iter()
                    .chain(self.moves(v, Mover::Right))
                    .map(|&w| w as usize)
                    .collect(),
            }
        };
        let sccs = strongly_connected(self.len(), successors);
        let mut scc_of = vec![0; self.len()];
        for (i, scc) in sccs.iter().enumerate() {
            for &v in scc {
                scc_of[v] = i;
            }
        }
        // A vertex is valued when asked for or seen from another part.
        let mut needed = wanted.to_vec();
        for v in 0..self.len() {
            for w in successors(v) {
                if scc_of[w] != scc_of[v] {
                    needed[w] = true;
                }
            }
        }
        let mut values: Vec<Option<SidedValue>> = vec![None; self.len()];
        for scc in &sccs {
            scc.iter().for_each(|_| reporter.tick());
            if let [v] = scc[..]
                && let Some(parts) = &self.parts[v]
            {
                if parts.contains(&v) {
                    return Err(LoopyValueError::CyclicParts);
                }
                let mut sum = SidedValue::stopper(Loopy::zero());
                for &part in parts {
                    sum = sum.add(values[part].as_ref().expect("a part below"));
                }
                values[v] = Some(sum);
                continue;
            }
            if scc.iter().any(|&v| self.parts[v].is_some()) {
                return Err(LoopyValueError::CyclicParts);
            }
            self.value_part(scc, &needed, &mut values, limit)?;
        }
        for (v, value) in values.iter_mut().enumerate() {
            if !wanted[v] {
                *value = None;
            }
        }
        Ok(values)
    }

    /// Values the `needed` vertices of one strongly connected part, the vertices it moves
    /// out to standing as their values' sides.
    fn value_part(
        &self,
        scc: &[usize],
        needed: &[bool],
        values: &mut [Option<SidedValue>],
        limit: MemoryLimit,
    ) -> Result<(), LoopyValueError> {
        let mut local: FxHashMap<usize, usize> = FxHashMap::default();
        for (i, &v) in scc.iter().enumerate() {
            local.insert(v, i);
        }
        let mut onside = Graph::default();
        let mut offside = Graph::default();
        for _ in scc {
            onside.add_vertex();
            offside.add_vertex();
        }
        // Each exit's sides embedded once per distinct value.
        let mut exits: FxHashMap<usize, (usize, usize)> = FxHashMap::default();
        let mut embedded: FxHashMap<(&Loopy, &Loopy), (usize, usize)> = FxHashMap::default();
        for (i, &v) in scc.iter().enumerate() {
            for mover in [Mover::Left, Mover::Right] {
                for &w in self.moves(v, mover) {
                    let w = w as usize;
                    let (on, off) = match local.get(&w) {
                        Some(&j) => (j, j),
                        None => *exits.entry(w).or_insert_with(|| {
                            let value = values[w].as_ref().expect("a part below");
                            *embedded
                                .entry((&value.onside, &value.offside))
                                .or_insert_with(|| {
                                    let on = onside.embed(&value.onside.graph) + value.onside.start;
                                    let off =
                                        offside.embed(&value.offside.graph) + value.offside.start;
                                    (on, off)
                                })
                        }),
                    };
                    match mover {
                        Mover::Left => {
                            onside.left[i].push(on);
                            offside.left[i].push(off);
                        }
                        Mover::Right => {
                            onside.right[i].push(on);
                            offside.right[i].push(off);
                        }
                    }
                }
            }
        }
        let largest = onside.len().max(offside.len()) as u64;
        if !limit.allows(largest * largest * BYTES_PER_PAIR) {
            return Err(LoopyValueError::MemoryLimit {
                what: format!("simplifying a game graph of {largest} positions"),
                limit,
            });
        }
        let wanted: Vec<usize> = (0..scc.len()).filter(|&i| needed[scc[i]]).collect();
        // With every exit a stopper and no endless alternating play, the part is simplified
        // once for all its wanted vertices.
        if onside == offside && onside.is_alternating_cycle_free_everywhere() {
            for (stopper, &i) in canonical_from(&onside, &wanted).into_iter().zip(&wanted) {
                values[scc[i]] = Some(SidedValue::stopper(stopper));
            }
            return Ok(());
        }
        let onsides = simplify_sides_from(&onside, &wanted, Side::Onside);
        let offsides = simplify_sides_from(&offside, &wanted, Side::Offside);
        for ((onside, offside), &i) in onsides.into_iter().zip(offsides).zip(&wanted) {
            values[scc[i]] = Some(SidedValue { onside, offside });
        }
        Ok(())
    }
}

/// The strongly connected parts of a graph of `n` vertices (Tarjan's algorithm on an
/// explicit stack), each part listed after every part it reaches.
fn strongly_connected(n: usize, successors: impl Fn(usize) -> Vec<usize>) -> Vec<Vec<usize>> {
    const UNSEEN: usize = usize::MAX;
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut sccs = Vec::new();
    let mut counter = 0;
    for root in 0..n {
        if order[root] != UNSEEN {
            continue;
        }
        // Each frame: a vertex, its successors, the next one to look at.
        let mut frames: Vec<(usize, Vec<usize>, usize)> = Vec::new();
        order[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        frames.push((root, successors(root), 0));
        while let Some(frame) = frames.last_mut() {
            let v = frame.0;
            if frame.2 < frame.1.len() {
                let w = frame.1[frame.2];
                frame.2 += 1;
                if order[w] == UNSEEN {
                    order[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    frames.push((w, successors(w), 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(order[w]);
                }
                continue;
            }
            frames.pop();
            if let Some(parent) = frames.last() {
                low[parent.0] = low[parent.0].min(low[v]);
            }
            if low[v] == order[v] {
                let mut scc = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                sccs.push(scc);
            }
        }
    }
    sccs
}

/// Plain play on the loopy theory's `graph` (the player who cannot move loses, endless play
/// is a draw): for each vertex, `[with Left to move, with Right to move]`, by the one
/// retrograde pass on the rows of play by turns.
pub fn win_lose_draw(graph: &Graph) -> Vec<[WinLoseDraw; 2]> {
    let rows = |mover| {
        let mut rows = Rows::new();
        for v in 0..graph.len() {
            for &w in graph.moves(v, mover) {
                rows.push(w as u32);
            }
            rows.end_row();
        }
        rows
    };
    retrograde_by_turns(&rows(Mover::Left), &rows(Mover::Right))
}
