//! Graphs in leaf form (`graph.rs`): the cuts of their vertices, numbers found among new
//! vertices, stoppers translated by a number, the sum with a short game, and a plain
//! canonical stopper put in leaf form.
//!
//! # Why a stopper plus a number is its graph translated
//!
//! *Number translation.* Let `G` be a stopper in leaf form (so no vertex other than a leaf
//! equals a number) and `x` a number. Then `G + x` is `G`'s graph with every leaf `y` made
//! `y + x`. At a vertex `v` that is not a leaf, `G_v + x = {G_v^L + x | G_v^R + x}`: the moves
//! in `x` can be dropped, because by weak number avoidance (see `compare.rs`) whoever has a
//! winning move in `G_w + x'` (for any follower `w`, `x'` of `x`) has one in `G_w`, so in the
//! difference of the two games the second player answers a move in a number by a move of
//! its own elsewhere and copies every other move. At a leaf `y`, `y + x` is a number. The
//! translated graph has the same shape as `G`'s, so it is in leaf form as well, and adding
//! the short game `x` (invertible: `A <= B` exactly when `A + x <= B + x`) keeps every
//! comparison between its vertices: a dominated or reversible option of `G` stays one,
//! equal vertices stay equal and different ones different. When `G` is a canonical stopper
//! the translated graph is therefore canonical too, and by the uniqueness of canonical forms
//! it is the canonical form of `G + x`: its size does not depend on `x`.
//!
//! *Sums with a short game.* In `S + G` with `S` short and `G` a canonical stopper, a position
//! `S_a + G_b` with `G_b` loopy is not a number (else `G_b` would equal the short game
//! `(S_a + G_b) - S_a`, and a canonical stopper with a cycle equals no short game); a position
//! with a leaf is a translate (above); the positions `S_a + G_b` with both parts short lie
//! in a part of the graph without cycles, where [`settle_numbers`] finds the numbers from
//! the bottom up, exactly. So the sum's graph is put in leaf form without spelling out a
//! number. The sum of two loopy stoppers is not covered: sums are then spelled out.

use super::graph::{Graph, Loopy, Mover};
use super::numbers::{Cut, options, simplest_between};
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// For each vertex of a stopper in leaf form, the numbers `x` with `G_v >= x` (Right moving
/// first in `G_v - x` loses) and those with `G_v |> x` (Left moving first wins): a leaf `y`
/// gives `x <= y` and `x < y`; another vertex, not a number, gives by number avoidance the
/// least over Right's options of theirs `|> x` and the greatest over Left's options of
/// theirs `>= x` (no option: every number, or none). The states are valued from where play
/// ends (a stopper has no endless alternating play); should any be left, they are valued as
/// the greatest solution, endless play counting for Left as in a comparison of stoppers.
pub fn cuts(graph: &Graph) -> Vec<(Cut, Cut)> {
    let n = graph.len();
    let mut values = Values::new(graph);
    // State 2v + 1: G_v >= x (Right first); state 2v: G_v |> x (Left first).
    let mut waiting = vec![0usize; 2 * n];
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); 2 * n];
    let mut ready = Vec::new();
    for v in 0..n {
        if graph.number(v).is_some() {
            continue;
        }
        for (state, mover) in [(2 * v, Mover::Left), (2 * v + 1, Mover::Right)] {
            let other = usize::from(mover == Mover::Left);
            for &w in graph.moves(v, mover) {
                if graph.number(w).is_none() {
                    waiting[state] += 1;
                    before[2 * w + other].push(state);
                }
            }
            if waiting[state] == 0 {
                ready.push(state);
            }
        }
    }
    while let Some(state) = ready.pop() {
        values.settle(graph, state);
        for &p in &before[state] {
            waiting[p] -= 1;
            if waiting[p] == 0 {
                ready.push(p);
            }
        }
    }
    // States left waiting lie on or lead to endless alternating play: greatest solution.
    let left: Vec<usize> = (0..2 * n).filter(|&s| waiting[s] > 0).collect();
    while left.iter().any(|&s| values.settle(graph, s)) {}
    values.into_pairs()
}

/// The cuts being found: `[G_v |> x, G_v >= x]` for each vertex.
struct Values {
    cut: Vec<[Cut; 2]>,
}

impl Values {
    fn new(graph: &Graph) -> Values {
        Values {
            cut: (0..graph.len())
                .map(|v| match graph.number(v) {
                    Some(y) => [Cut::Below(y.clone()), Cut::UpTo(y.clone())],
                    None => [Cut::All, Cut::All],
                })
                .collect(),
        }
    }

    /// Values state `s` from its options; returns whether it changed.
    fn settle(&mut self, graph: &Graph, s: usize) -> bool {
        let (v, right) = (s / 2, s % 2 == 1);
        let value = if right {
            graph.right[v]
                .iter()
                .map(|&w| self.cut[w][0].clone())
                .min()
                .unwrap_or(Cut::All)
        } else {
            graph.left[v]
                .iter()
                .map(|&w| self.cut[w][1].clone())
                .max()
                .unwrap_or(Cut::Empty)
        };
        let slot = &mut self.cut[v][usize::from(right)];
        let changed = *slot != value;
        *slot = value;
        changed
    }

    fn into_pairs(self) -> Vec<(Cut, Cut)> {
        self.cut.into_iter().map(|[b, a]| (a, b)).collect()
    }
}

/// Decides which of the `unsure` vertices of `graph` (in leaf form; every other vertex not a
/// leaf known not to be a number) are numbers, and makes those leaves. A vertex is decided
/// once its options' cuts are known: by the simplicity theorem it is the simplest number
/// outside every Left option's `>=` cut and inside every Right option's `|>` cut when there
/// is one, and it is no number otherwise (a number `z` has `G^L` not `>= z` and `G^R |> z`).
/// A vertex that is its own option is no number (a number's Left options are below it, its
/// Right options above). Returns `false`, changing nothing, when an unsure vertex waits on
/// itself through a longer cycle.
pub(super) fn settle_numbers(graph: &mut Graph, unsure: &[bool]) -> bool {
    let n = graph.len();
    let unsure: Vec<bool> = (0..n)
        .map(|v| unsure[v] && !graph.left[v].contains(&v) && !graph.right[v].contains(&v))
        .collect();
    let mut values = Values::new(graph);
    // Nodes: 2v and 2v + 1 as in `cuts` for a vertex known not to be a number; 2v for both
    // cuts of an unsure vertex.
    let node = |w: usize, right: bool| {
        if unsure[w] {
            2 * w
        } else {
            2 * w + usize::from(right)
        }
    };
    let mut waiting = vec![0usize; 2 * n];
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); 2 * n];
    let mut ready = Vec::new();
    for v in 0..n {
        if graph.number(v).is_some() {
            continue;
        }
        let mut edges = |from: usize, mover: Mover, waiting: &mut Vec<usize>| {
            for &w in graph.moves(v, mover) {
                if graph.number(w).is_none() {
                    waiting[from] += 1;
                    // Left's options are asked their `>=` cut, Right's their `|>` cut.
                    before[node(w, mover == Mover::Left)].push(from);
                }
            }
        };
        if unsure[v] {
            edges(2 * v, Mover::Left, &mut waiting);
            edges(2 * v, Mover::Right, &mut waiting);
            if waiting[2 * v] == 0 {
                ready.push(2 * v);
            }
        } else {
            edges(2 * v, Mover::Left, &mut waiting);
            edges(2 * v + 1, Mover::Right, &mut waiting);
            ready.extend([2 * v, 2 * v + 1].into_iter().filter(|&s| waiting[s] == 0));
        }
    }
    let mut found: Vec<(usize, Dyadic)> = Vec::new();
    let mut decided = 0;
    while let Some(s) = ready.pop() {
        let v = s / 2;
        if unsure[v] {
            decided += 1;
            values.settle(graph, 2 * v);
            values.settle(graph, 2 * v + 1);
            let [beaten, at_least] = &values.cut[v];
            // Left options' `>=` cuts make `beaten`, Right options' `|>` cuts `at_least`.
            if let Some(z) = simplest_between(beaten, at_least) {
                values.cut[v] = [Cut::Below(z.clone()), Cut::UpTo(z.clone())];
                found.push((v, z));
            }
        } else {
            values.settle(graph, s);
        }
        for &p in &before[s] {
            waiting[p] -= 1;
            if waiting[p] == 0 {
                ready.push(p);
            }
        }
    }
    if decided < unsure.iter().filter(|&&u| u).count() {
        return false;
    }
    let numbers = graph.numbers.as_mut().expect("a graph in leaf form");
    for (v, z) in found {
        numbers[v] = Some(z);
        graph.left[v].clear();
        graph.right[v].clear();
    }
    true
}

/// The stopper `g` (in leaf form) plus the number `x`: its graph with every leaf moved by
/// `x` (number translation, in the module's documentation).
pub fn translate(g: &Loopy, x: &Dyadic) -> Loopy {
    let mut t = g.clone();
    if let Some(numbers) = &mut t.graph.numbers {
        for y in numbers.iter_mut().flatten() {
            *y = y.clone() + x.clone();
        }
    }
    t
}

/// Whether each vertex of `graph` is short: no cycle can be reached from it.
pub(super) fn short_vertices(graph: &Graph) -> Vec<bool> {
    let n = graph.len();
    let mut waiting: Vec<usize> = (0..n)
        .map(|v| graph.left[v].len() + graph.right[v].len())
        .collect();
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); n];
    for v in 0..n {
        for &w in graph.left[v].iter().chain(&graph.right[v]) {
            before[w].push(v);
        }
    }
    let mut short = vec![false; n];
    let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
    while let Some(v) = ready.pop() {
        short[v] = true;
        for &p in &before[v] {
            waiting[p] -= 1;
            if waiting[p] == 0 {
                ready.push(p);
            }
        }
    }
    short
}

/// The sum of two stoppers in leaf form, one of them short, as a graph in leaf form (not yet
/// simplified): a position with a leaf moves only in the other part (number translation),
/// and the positions whose parts are both short are settled by [`settle_numbers`]. `None`
/// when neither is short.
pub(super) fn sum_with_short(p: &Loopy, q: &Loopy) -> Option<Loopy> {
    let (p, q) = (p.packed(), q.packed());
    let (p_short, q_short) = (short_vertices(&p.graph), short_vertices(&q.graph));
    if !p_short[0] && !q_short[0] {
        return None;
    }
    let mut sum = PairGraph {
        graph: Graph::leaf_form(),
        pairs: HashMap::new(),
        leaves: HashMap::new(),
        todo: Vec::new(),
    };
    let start = sum.vertex(&p, &q, 0, 0);
    let mut unsure = Vec::new();
    while let Some((a, b)) = sum.todo.pop() {
        let v = sum.pairs[&(a, b)];
        let (a_leaf, b_leaf) = (p.graph.number(a).is_some(), q.graph.number(b).is_some());
        if unsure.len() <= v {
            unsure.resize(v + 1, false);
        }
        unsure[v] = !a_leaf && !b_leaf && p_short[a] && q_short[b];
        // A leaf lists no moves: beside a leaf, play is in the other part alone.
        for mover in [Mover::Left, Mover::Right] {
            let mut targets = Vec::new();
            for &a2 in p.graph.moves(a, mover) {
                targets.push(sum.vertex(&p, &q, a2, b));
            }
            for &b2 in q.graph.moves(b, mover) {
                targets.push(sum.vertex(&p, &q, a, b2));
            }
            match mover {
                Mover::Left => sum.graph.left[v] = targets,
                Mover::Right => sum.graph.right[v] = targets,
            }
        }
    }
    let mut graph = sum.graph;
    unsure.resize(graph.len(), false);
    let settled = settle_numbers(&mut graph, &unsure);
    debug_assert!(settled, "the short part of a sum has no cycle");
    Some(Loopy {
        graph: graph.pack(start),
        start: 0,
    })
}

/// The positions of a sum being built: a vertex for each pair of positions, one leaf for
/// each number.
struct PairGraph {
    graph: Graph,
    pairs: HashMap<(usize, usize), usize>,
    leaves: HashMap<Dyadic, usize>,
    todo: Vec<(usize, usize)>,
}

impl PairGraph {
    /// The vertex of `p_a + q_b`, added (and its moves to be found) when new.
    fn vertex(&mut self, p: &Loopy, q: &Loopy, a: usize, b: usize) -> usize {
        if let (Some(x), Some(y)) = (p.graph.number(a), q.graph.number(b)) {
            let z = x.clone() + y.clone();
            let graph = &mut self.graph;
            return *self
                .leaves
                .entry(z.clone())
                .or_insert_with(|| graph.add_number(z));
        }
        if let Some(&v) = self.pairs.get(&(a, b)) {
            return v;
        }
        let v = self.graph.add_vertex();
        self.pairs.insert((a, b), v);
        self.todo.push((a, b));
        v
    }
}

/// The plain canonical stopper `g` in leaf form: each position that is a number (no cycle
/// below it, options numbers, at most one each, the Left one below the Right one: in a
/// canonical graph, the number's own canonical form) made a leaf.
pub fn leafify(g: &Loopy) -> Loopy {
    let graph = &g.graph;
    let n = graph.len();
    let short = short_vertices(graph);
    // The number each short vertex is, from the bottom up.
    let mut number: Vec<Option<Dyadic>> = vec![None; n];
    let mut done = vec![false; n];
    let mut stack: Vec<(usize, bool)> = (0..n).filter(|&v| short[v]).map(|v| (v, false)).collect();
    while let Some((v, expanded)) = stack.pop() {
        if done[v] {
            continue;
        }
        let options = graph.left[v].iter().chain(&graph.right[v]);
        if !expanded {
            stack.push((v, true));
            stack.extend(options.filter(|&&w| !done[w]).map(|&w| (w, false)));
            continue;
        }
        done[v] = true;
        number[v] = number_of(graph, v, &number);
    }
    let mut leaf = Graph::leaf_form();
    let mut map = vec![usize::MAX; n];
    let mut by_value: HashMap<Dyadic, usize> = HashMap::new();
    for v in 0..n {
        map[v] = match &number[v] {
            Some(x) => *by_value
                .entry(x.clone())
                .or_insert_with(|| leaf.add_number(x.clone())),
            None => leaf.add_vertex(),
        };
    }
    for v in 0..n {
        if number[v].is_none() {
            leaf.left[map[v]] = graph.left[v].iter().map(|&w| map[w]).collect();
            leaf.right[map[v]] = graph.right[v].iter().map(|&w| map[w]).collect();
        }
    }
    Loopy {
        graph: leaf.pack(map[g.start]),
        start: 0,
    }
}

/// The number vertex `v` of a canonical graph is, its options' numbers known.
fn number_of(graph: &Graph, v: usize, number: &[Option<Dyadic>]) -> Option<Dyadic> {
    let one = |moves: &[usize]| -> Option<Option<Dyadic>> {
        match moves {
            [] => Some(None),
            [w] => number[*w].clone().map(Some),
            _ => None,
        }
    };
    let (left, right) = (one(&graph.left[v])?, one(&graph.right[v])?);
    let below = left.clone().map_or(Cut::Empty, Cut::UpTo);
    let within = right.clone().map_or(Cut::All, Cut::Below);
    let x = simplest_between(&below, &within)?;
    // In a canonical graph a number's options are its canonical ones.
    (options(&x) == (left, right)).then_some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().expect("a dyadic")
    }

    /// `{x | pass}` in leaf form.
    fn over(x: &str) -> Loopy {
        let mut graph = Graph::leaf_form();
        let v = graph.add_vertex();
        let w = graph.add_number(d(x));
        graph.left[v].push(w);
        graph.right[v].push(v);
        Loopy { graph, start: v }
    }

    #[test]
    fn cuts_of_over_are_those_of_its_number_from_above() {
        let c = cuts(&over("3").graph);
        // 3over >= x for x <= 3 (not for x > 3), and 3over |> x for x <= 3.
        assert_eq!(c[0], (Cut::UpTo(d("3")), Cut::UpTo(d("3"))));
    }

    #[test]
    fn a_node_between_two_numbers_is_the_simplest_one() {
        // {0 | {2147483648 | 0, pass}} is 1; its Right option is not a number.
        let mut graph = Graph::leaf_form();
        let root = graph.add_vertex();
        let zero = graph.add_number(d("0"));
        let x = graph.add_vertex();
        let big = graph.add_number(d("2147483648"));
        graph.left[root].push(zero);
        graph.right[root].push(x);
        graph.left[x].push(big);
        graph.right[x].extend([zero, x]);
        let mut unsure = vec![false; graph.len()];
        unsure[root] = true;
        assert!(settle_numbers(&mut graph, &unsure));
        assert_eq!(graph.number(root), Some(&d("1")));
        assert_eq!(graph.number(x), None);
    }

    #[test]
    fn an_unsure_vertex_on_a_cycle_is_left_undecided() {
        let mut graph = Graph::leaf_form();
        let a = graph.add_vertex();
        let b = graph.add_vertex();
        let zero = graph.add_number(d("0"));
        graph.left[a].push(zero);
        graph.right[a].push(b);
        graph.left[b].push(a);
        let before = graph.clone();
        assert!(!settle_numbers(&mut graph, &[true, true, false]));
        assert_eq!(graph, before);
    }

    #[test]
    fn translation_moves_every_leaf() {
        let t = translate(&over("3"), &d("99999999999"));
        assert_eq!(t.graph.number(1), Some(&d("100000000002")));
    }
}
