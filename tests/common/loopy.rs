//! Plain references for loopy game graphs, shared by the loopy tests: who wins each state of
//! plain play by fixpoint iteration, and random small graphs.

use cgsolve::theory::loopy::{Graph, Loopy, LoopyOutcome};
use proptest::prelude::*;

/// Who wins each state (vertex, Left to move?) of plain play on `g`: `Some(true)` the
/// player to move, `Some(false)` the other, `None` a draw; by fixpoint iteration.
pub fn plain_wld(g: &Graph) -> Vec<[Option<bool>; 2]> {
    let mut status = vec![[None; 2]; g.len()];
    loop {
        let mut changed = false;
        for v in 0..g.len() {
            for (k, moves) in [&g.left[v], &g.right[v]].into_iter().enumerate() {
                if status[v][k].is_some() {
                    continue;
                }
                let next = 1 - k;
                if moves.iter().any(|&w| status[w][next] == Some(false)) {
                    status[v][k] = Some(true);
                    changed = true;
                } else if moves.iter().all(|&w| status[w][next] == Some(true)) {
                    status[v][k] = Some(false);
                    changed = true;
                }
            }
        }
        if !changed {
            return status;
        }
    }
}

/// Random graphs of one to four vertices and up to seven moves, started at vertex 0.
pub fn graph_strategy() -> impl Strategy<Value = Loopy> {
    (1usize..=4).prop_flat_map(|n| {
        proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..=7).prop_map(move |edges| {
            let mut graph = Graph::default();
            for _ in 0..n {
                graph.add_vertex();
            }
            for (a, b, left) in edges {
                let moves = if left {
                    &mut graph.left[a]
                } else {
                    &mut graph.right[a]
                };
                if !moves.contains(&b) {
                    moves.push(b);
                }
            }
            Loopy { graph, start: 0 }
        })
    })
}

/// The outcome class of plain play from the start: (Left first, Right first), each the
/// winner (`Some(true)` Left) or a draw.
pub fn plain_outcome(g: &Loopy) -> LoopyOutcome {
    let s = plain_wld(&g.graph)[g.start];
    let left_first = s[0];
    let right_first = s[1].map(|mover_wins| !mover_wins);
    use LoopyOutcome::*;
    match (left_first, right_first) {
        (Some(true), Some(true)) => L,
        (Some(false), Some(false)) => R,
        (Some(true), Some(false)) => N,
        (Some(false), Some(true)) => P,
        (None, None) => D,
        (None, Some(true)) => PHat,
        (Some(true), None) => NHat,
        (Some(false), None) => PCheck,
        (None, Some(false)) => NCheck,
    }
}
