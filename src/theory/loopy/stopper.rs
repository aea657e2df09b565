//! Simplification of a stopper to its canonical form (Siegel, *Combinatorial Game Theory*,
//! ch. VI; CGSuite's `LoopyGame.simplifyGraph`): dominated options removed, reversible ones
//! bypassed, equal positions fused. The canonical form of a stopper is unique, so two
//! canonical stoppers are equal exactly when their graphs are the same up to numbering.

use super::compare::{Comparisons, Side};
use super::graph::{Graph, Loopy, Mover};

/// The canonical form of the stopper `g` (its graph packed from the start, vertex 0).
pub fn canonical(g: &Loopy) -> Loopy {
    let mut graph = g.graph.pack(g.start);
    basic_simplifications(&mut graph, Side::Stopper);
    fuse(&graph, Side::Stopper)
}

/// The canonical forms of the stoppers at `starts` of `graph` (every vertex of it a
/// stopper), the simplifications made once for all of them: the same forms as [`canonical`]
/// from each start.
pub fn canonical_from(graph: &Graph, starts: &[usize]) -> Vec<Loopy> {
    let mut graph = graph.clone();
    basic_simplifications(&mut graph, Side::Stopper);
    starts
        .iter()
        .map(|&start| fuse_at(&graph, start, Side::Stopper))
        .collect()
}

/// Bypasses reversible options and removes dominated ones at every vertex, the comparisons
/// made once on the graph as given (each step keeps every vertex's value, so they stay true).
pub(super) fn basic_simplifications(graph: &mut Graph, side: Side) {
    let cmp = Comparisons::new(graph, graph, side);
    let stopper = side == Side::Stopper;
    for v in 0..graph.len() {
        bypass_reversible(graph, &cmp, v, Mover::Left, stopper);
        bypass_reversible(graph, &cmp, v, Mover::Right, stopper);
        remove_dominated(graph, &cmp, v, Mover::Left, side);
        remove_dominated(graph, &cmp, v, Mover::Right, side);
    }
}

/// Left's option `gl` reverses through `gl`'s Right option `glr` when `glr <= g`: Left's
/// move is replaced by `glr`'s Left options (and symmetrically for Right).
fn bypass_reversible(graph: &mut Graph, cmp: &Comparisons, v: usize, mover: Mover, stopper: bool) {
    // An option bypassed once would be bypassed again: it is not brought back, so that
    // options reversing into each other cannot cycle.
    let mut bypassed = Vec::new();
    let mut i = 0;
    'options: while i < graph.moves(v, mover).len() {
        let option = graph.moves(v, mover)[i];
        for &back in graph.moves(option, mover.other()) {
            let alternating =
                !stopper && graph.alternating_reachable(back, mover, option, mover.other());
            let reverses = match mover {
                Mover::Left => cmp.leq(back, v),
                Mover::Right => cmp.leq(v, back),
            };
            if !alternating && reverses {
                let old = side_mut(graph, v, mover).clone();
                let extra: Vec<usize> = graph
                    .moves(back, mover)
                    .iter()
                    .copied()
                    .filter(|w| !old.contains(w) && !bypassed.contains(w))
                    .collect();
                bypassed.push(option);
                let moves = side_mut(graph, v, mover);
                moves.remove(i);
                moves.extend(extra);
                continue 'options;
            }
        }
        i += 1;
    }
}

fn side_mut(graph: &mut Graph, v: usize, mover: Mover) -> &mut Vec<usize> {
    match mover {
        Mover::Left => &mut graph.left[v],
        Mover::Right => &mut graph.right[v],
    }
}

/// Removes repeated options and options dominated by another of the same player's (Left's
/// smaller, Right's larger). On a side, an option is only kept out of a comparison when play
/// could come back to `v` through it (CGSuite's guard).
fn remove_dominated(graph: &mut Graph, cmp: &Comparisons, v: usize, mover: Mover, side: Side) {
    let mut moves = graph.moves(v, mover).to_vec();
    let guarded = match mover {
        Mover::Left => side == Side::Offside,
        Mover::Right => side == Side::Onside,
    };
    let worse = |a: usize, b: usize| match mover {
        // Whether option a is no better than b for the mover.
        Mover::Left => cmp.leq(a, b),
        Mover::Right => cmp.leq(b, a),
    };
    let comes_back = |w: usize| guarded && graph.alternating_reachable(w, mover.other(), v, mover);
    let mut i = 0;
    while i < moves.len() {
        let mut removed_i = false;
        let mut j = i + 1;
        while j < moves.len() {
            if moves[i] == moves[j] || (!comes_back(moves[i]) && worse(moves[j], moves[i])) {
                moves.remove(j);
            } else if !comes_back(moves[j]) && worse(moves[i], moves[j]) {
                moves.remove(i);
                removed_i = true;
                break;
            } else {
                j += 1;
            }
        }
        if !removed_i {
            i += 1;
        }
    }
    *side_mut(graph, v, mover) = moves;
}

/// Fuses equal vertices (on a side, only those from which no alternating cycle can be
/// reached) of the part reachable from vertex 0, packed.
pub(super) fn fuse(graph: &Graph, side: Side) -> Loopy {
    fuse_at(graph, 0, side)
}

/// [`fuse`] from vertex `start`.
fn fuse_at(graph: &Graph, start: usize, side: Side) -> Loopy {
    let packed = graph.pack(start);
    let cmp = Comparisons::new(&packed, &packed, Side::Stopper);
    let n = packed.len();
    let fusable: Vec<bool> = (0..n)
        .map(|v| side == Side::Stopper || packed.is_alternating_cycle_free(v))
        .collect();
    let mut target: Vec<usize> = (0..n).collect();
    for i in 0..n {
        if !fusable[i] {
            continue;
        }
        if let Some(j) =
            (0..i).find(|&j| fusable[j] && target[j] == j && cmp.leq(i, j) && cmp.leq(j, i))
        {
            target[i] = j;
        }
    }
    let fused = Graph {
        left: (0..n)
            .map(|v| packed.left[v].iter().map(|&w| target[w]).collect())
            .collect(),
        right: (0..n)
            .map(|v| packed.right[v].iter().map(|&w| target[w]).collect())
            .collect(),
    };
    Loopy {
        graph: fused.pack(target[0]),
        start: 0,
    }
}
