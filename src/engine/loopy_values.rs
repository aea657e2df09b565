//! Values of partizan games whose positions can repeat: the reachable game graph of a
//! position under [`PartizanRules`] (positions interned, found breadth first, within the one
//! [`MemoryLimit`]), turned into the loopy theory's graph and simplified, as CGSuite's
//! `Game.GameValue` does, to the canonical stopper when it is one and else to its sides.
//!
//! The graph is valued one strongly connected part at a time, from the parts play ends in
//! upwards: a part's positions see the positions below it as their simplified values,
//! embedded (CGSuite embeds the values of options of a lower depth hint the same way), so
//! each simplification is as small as the part. A position the rules split into
//! `components` is the sum of its parts' values. Play with the player to move is answered on
//! the same graph by a plain retrograde analysis with draws ([`win_lose_draw`]).

use super::memory::MemoryLimit;
use super::rules::PartizanRules;
use crate::progress::Reporter;
use crate::theory::loopy::SidedValue;
use crate::theory::loopy::compare::Side;
use crate::theory::loopy::graph::{Graph, Loopy, Mover};
use crate::theory::loopy::sided::simplify_sides_from;
use crate::theory::loopy::stopper::canonical_from;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

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
    /// Each position's moves (none for a position the rules split into parts).
    pub graph: Graph,
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
            graph: Graph::default(),
            parts: Vec::new(),
        };
        let mut moves = 0u64;
        let mut intern = |reached: &mut GameGraph<P>, p: P| -> usize {
            *index.entry(p).or_insert_with_key(|p| {
                reached.positions.push(p.clone());
                reached.graph.add_vertex();
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
                let left: Vec<usize> = left.into_iter().map(|q| intern(&mut reached, q)).collect();
                let right: Vec<usize> =
                    right.into_iter().map(|q| intern(&mut reached, q)).collect();
                reached.graph.left[next] = left;
                reached.graph.right[next] = right;
            } else {
                moves += parts.len() as u64;
                let parts: Vec<usize> =
                    parts.into_iter().map(|q| intern(&mut reached, q)).collect();
                reached.parts[next] = Some(parts);
            }
            let bytes = reached.positions.len() as u64 * vertex_bytes + moves * BYTES_PER_MOVE;
            if !limit.allows(bytes) {
                return Err(LoopyValueError::MemoryLimit {
                    what: format!(
                        "a game graph of more than {} positions",
                        reached.positions.len()
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
                None => self.graph.left[v]
                    .iter()
                    .chain(&self.graph.right[v])
                    .copied()
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
                for &w in self.graph.moves(v, mover) {
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

/// Who wins a state of plain play on a graph, for the player to move, and in how many moves
/// under best play (the winner hurries, the loser delays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wld {
    /// The player to move wins in this many moves.
    Win(u32),
    /// The player to move loses in this many moves.
    Lose(u32),
    /// Neither player can force a win: play goes on forever.
    Draw,
}

/// Plain play on `graph` (the player who cannot move loses, endless play is a draw): for
/// each vertex, the result with Left to move and with Right to move, by retrograde analysis
/// from the states without moves.
pub fn win_lose_draw(graph: &Graph) -> Vec<[Wld; 2]> {
    let n = graph.len();
    let mover_of = |k: usize| if k == 0 { Mover::Left } else { Mover::Right };
    let mut back: [Vec<Vec<usize>>; 2] = [vec![Vec::new(); n], vec![Vec::new(); n]];
    for v in 0..n {
        for k in 0..2 {
            for &w in graph.moves(v, mover_of(k)) {
                // From (v, k) a move reaches (w, 1 - k).
                back[1 - k][w].push(v);
            }
        }
    }
    let mut result = vec![[Wld::Draw; 2]; n];
    let mut open: Vec<[usize; 2]> = (0..n)
        .map(|v| [graph.left[v].len(), graph.right[v].len()])
        .collect();
    let mut queue = VecDeque::new();
    for v in 0..n {
        for k in 0..2 {
            if open[v][k] == 0 {
                result[v][k] = Wld::Lose(0);
                queue.push_back((v, k));
            }
        }
    }
    while let Some((w, k)) = queue.pop_front() {
        let before = 1 - k;
        for &v in &back[k][w] {
            if result[v][before] != Wld::Draw {
                continue;
            }
            // Only decided states are queued.
            if let Wld::Lose(r) = result[w][k] {
                result[v][before] = Wld::Win(r + 1);
                queue.push_back((v, before));
            } else if let Wld::Win(r) = result[w][k] {
                open[v][before] -= 1;
                if open[v][before] == 0 {
                    result[v][before] = Wld::Lose(r + 1);
                    queue.push_back((v, before));
                }
            }
        }
    }
    result
}
