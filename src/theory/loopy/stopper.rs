//! Simplification of a stopper to its canonical form (Siegel, *Combinatorial Game Theory*,
//! ch. VI; CGSuite's `LoopyGame.simplifyGraph`): dominated options removed, reversible ones
//! bypassed, equal positions fused. The canonical form of a stopper is unique, so two
//! canonical stoppers are equal exactly when their graphs are the same up to numbering.
//! Canonical forms are given in leaf form (`graph.rs`): a graph in leaf form is simplified
//! as it is, its numbers never spelled out.

use super::compare::{Comparisons, Side};
use super::graph::{Graph, Loopy, Mover};
use super::leaves::leafify;
use super::numbers;
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// The canonical form of the stopper `g` (its graph packed from the start, vertex 0), in
/// leaf form.
pub fn canonical(g: &Loopy) -> Loopy {
    let mut graph = g.graph.pack(g.start);
    basic_simplifications(&mut graph, Side::Stopper);
    in_leaf_form(fuse(&graph, Side::Stopper))
}

/// `c` in leaf form: as it is when it already is, else its numbers made leaves.
fn in_leaf_form(c: Loopy) -> Loopy {
    if c.graph.is_leaf_form() {
        c
    } else {
        leafify(&c)
    }
}

/// The canonical forms of the stoppers at `starts` of `graph` (every vertex of it a
/// stopper), the simplifications made once for all of them: the same forms as [`canonical`]
/// from each start.
pub fn canonical_from(graph: &Graph, starts: &[usize]) -> Vec<Loopy> {
    let mut graph = graph.clone();
    basic_simplifications(&mut graph, Side::Stopper);
    starts
        .iter()
        .map(|&start| in_leaf_form(fuse_at(&graph, start, Side::Stopper)))
        .collect()
}

/// The vertices of a graph's leaves' options: a leaf's moves are its number's options, whose
/// vertices (added to the graph) are found here by value.
struct LeafOptions {
    by_value: HashMap<Dyadic, usize>,
}

impl LeafOptions {
    /// Adds to `graph` (in leaf form, else there is nothing to add) the options of every leaf
    /// that is an option, and theirs: all that bypassing a reversible option can reach.
    fn add_to(graph: &mut Graph) -> LeafOptions {
        let mut by_value = HashMap::new();
        for v in 0..graph.len() {
            if let Some(x) = graph.number(v) {
                by_value.entry(x.clone()).or_insert(v);
            }
        }
        let mut level: Vec<Dyadic> = (0..graph.len())
            .filter(|&v| graph.number(v).is_none())
            .flat_map(|v| graph.left[v].iter().chain(&graph.right[v]))
            .filter_map(|&w| graph.number(w).cloned())
            .collect();
        for _ in 0..2 {
            let mut next = Vec::new();
            for x in level {
                let (l, r) = numbers::options(&x);
                for y in l.into_iter().chain(r) {
                    if !by_value.contains_key(&y) {
                        by_value.insert(y.clone(), graph.add_number(y.clone()));
                    }
                    next.push(y);
                }
            }
            level = next;
        }
        LeafOptions { by_value }
    }

    /// The moves of `mover` from `v`: a leaf's are its number's options.
    fn moves(&self, graph: &Graph, v: usize, mover: Mover) -> Vec<usize> {
        let Some(x) = graph.number(v) else {
            return graph.moves(v, mover).to_vec();
        };
        let (l, r) = numbers::options(x);
        let option = if mover == Mover::Left { l } else { r };
        option
            .map(|y| {
                *self
                    .by_value
                    .get(&y)
                    .expect("a leaf option's options are added")
            })
            .into_iter()
            .collect()
    }
}

/// Bypasses reversible options and removes dominated ones at every vertex, the comparisons
/// made once on the graph as given (each step keeps every vertex's value, so they stay true).
pub(super) fn basic_simplifications(graph: &mut Graph, side: Side) {
    let leaf_options = LeafOptions::add_to(graph);
    let cmp = Comparisons::new(graph, graph, side);
    let stopper = side == Side::Stopper;
    for v in 0..graph.len() {
        if graph.number(v).is_some() {
            continue;
        }
        bypass_reversible(graph, &cmp, &leaf_options, v, Mover::Left, stopper);
        bypass_reversible(graph, &cmp, &leaf_options, v, Mover::Right, stopper);
        remove_dominated(graph, &cmp, v, Mover::Left, side);
        remove_dominated(graph, &cmp, v, Mover::Right, side);
    }
}

/// Left's option `gl` reverses through `gl`'s Right option `glr` when `glr <= g`: Left's
/// move is replaced by `glr`'s Left options (and symmetrically for Right).
fn bypass_reversible(
    graph: &mut Graph,
    cmp: &Comparisons,
    leaf_options: &LeafOptions,
    v: usize,
    mover: Mover,
    stopper: bool,
) {
    // An option bypassed once would be bypassed again: it is not brought back, so that
    // options reversing into each other cannot cycle.
    let mut bypassed = Vec::new();
    let mut i = 0;
    'options: while i < graph.moves(v, mover).len() {
        let option = graph.moves(v, mover)[i];
        for back in leaf_options.moves(graph, option, mover.other()) {
            let alternating =
                !stopper && graph.alternating_reachable(back, mover, option, mover.other());
            let reverses = match mover {
                Mover::Left => cmp.leq(back, v),
                Mover::Right => cmp.leq(v, back),
            };
            if !alternating && reverses {
                let old = side_mut(graph, v, mover).clone();
                let extra: Vec<usize> = leaf_options
                    .moves(graph, back, mover)
                    .into_iter()
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
        numbers: packed.numbers.clone(),
    };
    Loopy {
        graph: fused.pack(target[0]),
        start: 0,
    }
}
