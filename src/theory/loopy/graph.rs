//! Loopy game graphs: positions as vertices, each with Left's and Right's moves, cycles
//! allowed; a game is a graph with a start vertex. A graph in leaf form holds its numbers as
//! leaves, a vertex each, whatever their size.

use super::numbers;
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// A game graph: for each vertex, the vertices Left and Right may move to.
///
/// A graph is either plain (`numbers` is `None`: every position is a vertex with its moves
/// listed, a number such as 3 a chain of four vertices) or in *leaf form* (`numbers` holds an
/// entry for each vertex): a vertex whose entry is `Some(x)` is a *leaf*, the number `x`,
/// whose moves (the number's options) are not listed, and no other vertex is equal to a
/// number. A graph in leaf form is *number-normal*, which is what lets a comparison decide
/// a leaf by its value alone (`compare.rs`); every constructor that makes one says why its
/// other vertices are not numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Graph {
    /// Left's moves from each vertex.
    pub left: Vec<Vec<usize>>,
    /// Right's moves from each vertex.
    pub right: Vec<Vec<usize>>,
    /// In leaf form, the number each leaf is (`None` for the other vertices).
    pub numbers: Option<Vec<Option<Dyadic>>>,
}

/// Who moves: the player to move in a state of the alternating play on a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// Left to move.
    Left,
    /// Right to move.
    Right,
}

impl Mover {
    /// The other player.
    pub fn other(self) -> Mover {
        match self {
            Mover::Left => Mover::Right,
            Mover::Right => Mover::Left,
        }
    }
}

impl Graph {
    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// The number of moves, both players' together.
    pub fn edge_count(&self) -> usize {
        self.left.iter().chain(&self.right).map(Vec::len).sum()
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    /// An empty graph in leaf form.
    pub fn leaf_form() -> Graph {
        Graph {
            numbers: Some(Vec::new()),
            ..Graph::default()
        }
    }

    /// Whether the graph is in leaf form.
    pub fn is_leaf_form(&self) -> bool {
        self.numbers.is_some()
    }

    /// Whether some vertex is a leaf.
    pub fn has_leaves(&self) -> bool {
        self.numbers
            .as_ref()
            .is_some_and(|n| n.iter().any(Option::is_some))
    }

    /// The number vertex `v` is, when it is a leaf.
    pub fn number(&self, v: usize) -> Option<&Dyadic> {
        self.numbers.as_ref().and_then(|n| n[v].as_ref())
    }

    /// Adds a vertex without moves; returns it.
    pub fn add_vertex(&mut self) -> usize {
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        if let Some(numbers) = &mut self.numbers {
            numbers.push(None);
        }
        self.left.len() - 1
    }

    /// Adds the leaf `x` to a graph in leaf form; returns it.
    pub fn add_number(&mut self, x: Dyadic) -> usize {
        let v = self.add_vertex();
        self.numbers.as_mut().expect("a graph in leaf form")[v] = Some(x);
        v
    }

    /// The moves of `mover` from `v`.
    pub fn moves(&self, v: usize, mover: Mover) -> &[usize] {
        match mover {
            Mover::Left => &self.left[v],
            Mover::Right => &self.right[v],
        }
    }

    /// Copies `other` into this graph; returns where its vertex 0 went (its vertex `i` is
    /// at the returned offset plus `i`). A plain graph takes `other` spelled out (as
    /// [`Graph::expanded`]); a graph in leaf form takes its leaves as they are (`other` must
    /// then be in leaf form too, or have no vertex equal to a number).
    pub fn embed(&mut self, other: &Graph) -> usize {
        if !self.is_leaf_form() && other.has_leaves() {
            return self.embed(&other.expanded());
        }
        let offset = self.len();
        for v in 0..other.len() {
            self.left
                .push(other.left[v].iter().map(|&w| w + offset).collect());
            self.right
                .push(other.right[v].iter().map(|&w| w + offset).collect());
            if let Some(numbers) = &mut self.numbers {
                numbers.push(other.number(v).cloned());
            }
        }
        offset
    }

    /// The graph with the players' roles swapped.
    pub fn negative(&self) -> Graph {
        Graph {
            left: self.right.clone(),
            right: self.left.clone(),
            numbers: self
                .numbers
                .as_ref()
                .map(|n| n.iter().map(|x| x.clone().map(|x| -x)).collect()),
        }
    }

    /// The plain graph with every leaf spelled out: each vertex keeps its number, a leaf now
    /// listing the vertices of its number's options, the numbers below it added once each.
    pub fn expanded(&self) -> Graph {
        let mut plain = Graph {
            left: self.left.clone(),
            right: self.right.clone(),
            numbers: None,
        };
        let mut by_value: HashMap<Dyadic, usize> = HashMap::new();
        let mut todo: Vec<(usize, Dyadic)> = Vec::new();
        for v in 0..self.len() {
            if let Some(x) = self.number(v) {
                by_value.entry(x.clone()).or_insert(v);
                todo.push((v, x.clone()));
            }
        }
        while let Some((v, x)) = todo.pop() {
            let (left, right) = numbers::options(&x);
            for (option, is_left) in [(left, true), (right, false)] {
                let Some(y) = option else { continue };
                let w = match by_value.get(&y) {
                    Some(&w) => w,
                    None => {
                        let w = plain.add_vertex();
                        by_value.insert(y.clone(), w);
                        todo.push((w, y));
                        w
                    }
                };
                if is_left {
                    plain.left[v].push(w);
                } else {
                    plain.right[v].push(w);
                }
            }
        }
        plain
    }

    /// The vertices [`Graph::expanded`] would have: the vertices that are not leaves and the
    /// numbers the leaves spell out to (`usize::MAX` when more).
    pub fn expanded_len(&self) -> usize {
        let leaves: Vec<&Dyadic> = (0..self.len()).filter_map(|v| self.number(v)).collect();
        let others = self.len() - leaves.len();
        others.saturating_add(numbers::follower_count(leaves))
    }

    /// The graph of the sum of two plain graphs: vertex `a * other.len() + b` is `a + b`.
    pub fn sum(&self, other: &Graph) -> Graph {
        debug_assert!(!self.has_leaves() && !other.has_leaves(), "plain graphs");
        let m = other.len();
        let mut sum = Graph::default();
        for a in 0..self.len() {
            for b in 0..m {
                let moves = |mine: &[usize], theirs: &[usize]| -> Vec<usize> {
                    mine.iter()
                        .map(|&a2| a2 * m + b)
                        .chain(theirs.iter().map(|&b2| a * m + b2))
                        .collect()
                };
                sum.left.push(moves(&self.left[a], &other.left[b]));
                sum.right.push(moves(&self.right[a], &other.right[b]));
            }
        }
        sum
    }

    /// Which vertices can be reached from `start` (itself included).
    pub fn reachable(&self, start: usize) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(v) = stack.pop() {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen
    }

    /// The part reachable from `start`, renumbered in order of discovery (`start` is 0),
    /// each vertex's moves without repeats.
    pub fn pack(&self, start: usize) -> Graph {
        let mut number = vec![usize::MAX; self.len()];
        let mut order = vec![start];
        number[start] = 0;
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if number[w] == usize::MAX {
                    number[w] = order.len();
                    order.push(w);
                }
            }
            i += 1;
        }
        let renumber = |moves: &[usize]| {
            let mut out: Vec<usize> = Vec::with_capacity(moves.len());
            for &w in moves {
                if !out.contains(&number[w]) {
                    out.push(number[w]);
                }
            }
            out
        };
        Graph {
            left: order.iter().map(|&v| renumber(&self.left[v])).collect(),
            right: order.iter().map(|&v| renumber(&self.right[v])).collect(),
            numbers: self
                .numbers
                .as_ref()
                .map(|n| order.iter().map(|&v| n[v].clone()).collect()),
        }
    }

    /// Whether the state (`to`, `to_mover`) can be reached from (`from`, `from_mover`) by
    /// alternating play (the player to move moves, then the other), in at least zero moves.
    pub fn alternating_reachable(
        &self,
        from: usize,
        from_mover: Mover,
        to: usize,
        to_mover: Mover,
    ) -> bool {
        let mut seen = vec![[false; 2]; self.len()];
        let index = |m: Mover| usize::from(m == Mover::Right);
        let mut stack = vec![(from, from_mover)];
        seen[from][index(from_mover)] = true;
        while let Some((v, m)) = stack.pop() {
            if v == to && m == to_mover {
                return true;
            }
            for &w in self.moves(v, m) {
                let n = m.other();
                if !seen[w][index(n)] {
                    seen[w][index(n)] = true;
                    stack.push((w, n));
                }
            }
        }
        false
    }

    /// Whether some move of `mover` from `v` can come back to `v` with `mover` to move.
    pub fn on_alternating_cycle(&self, v: usize, mover: Mover) -> bool {
        self.moves(v, mover)
            .iter()
            .any(|&w| self.alternating_reachable(w, mover.other(), v, mover))
    }

    /// Whether no alternating cycle (play going on forever with the players taking turns)
    /// starts from any position reachable from `start`: the game is a stopper. Every
    /// reachable position counts with either player to move, as in a sum play may come to a
    /// position with either.
    pub fn is_alternating_cycle_free(&self, start: usize) -> bool {
        let reached: Vec<bool> = self
            .reachable(start)
            .into_iter()
            .flat_map(|r| [r, r])
            .collect();
        self.acyclic(&reached, |v, m| self.moves(v, m).to_vec(), true)
    }

    /// Whether the graph has no alternating cycle anywhere: every vertex is a stopper.
    pub fn is_alternating_cycle_free_everywhere(&self) -> bool {
        let reached = vec![true; 2 * self.len()];
        self.acyclic(&reached, |v, m| self.moves(v, m).to_vec(), true)
    }

    /// Whether no cycle at all can be reached from `start`.
    pub fn is_cycle_free(&self, start: usize) -> bool {
        self.cycle_free_without_passes(start, false)
    }

    /// Whether no cycle longer than one move (a pass) can be reached from `start`.
    pub fn is_long_cycle_free(&self, start: usize) -> bool {
        self.cycle_free_without_passes(start, true)
    }

    fn cycle_free_without_passes(&self, start: usize, skip_passes: bool) -> bool {
        let reach = self.reachable(start);
        let mut reached = vec![false; 2 * self.len()];
        for (v, &r) in reach.iter().enumerate() {
            reached[2 * v] = r;
        }
        self.acyclic(
            &reached,
            |v, _| {
                self.left[v]
                    .iter()
                    .chain(&self.right[v])
                    .copied()
                    .filter(|&w| !(skip_passes && w == v))
                    .collect()
            },
            false,
        )
    }

    /// Kahn's algorithm over the `reached` states (`2v` Left to move, `2v + 1` Right);
    /// with `alternating` the moves of a state go to the other player's states, else every
    /// state is `2v` (Left's index) and moves go to `2w`.
    fn acyclic(
        &self,
        reached: &[bool],
        moves: impl Fn(usize, Mover) -> Vec<usize>,
        alternating: bool,
    ) -> bool {
        let state = |w: usize, m: Mover| {
            if alternating {
                2 * w + usize::from(m == Mover::Right)
            } else {
                2 * w
            }
        };
        let mover_of = |s: usize| {
            if s.is_multiple_of(2) {
                Mover::Left
            } else {
                Mover::Right
            }
        };
        let mut indegree = vec![0usize; reached.len()];
        let mut total = 0;
        for (s, &is_reached) in reached.iter().enumerate() {
            if is_reached {
                total += 1;
                let m = mover_of(s);
                for w in moves(s / 2, m) {
                    indegree[state(w, m.other())] += 1;
                }
            }
        }
        let mut ready: Vec<usize> = (0..reached.len())
            .filter(|&s| reached[s] && indegree[s] == 0)
            .collect();
        let mut removed = 0;
        while let Some(s) = ready.pop() {
            removed += 1;
            let m = mover_of(s);
            for w in moves(s / 2, m) {
                let t = state(w, m.other());
                indegree[t] -= 1;
                if indegree[t] == 0 {
                    ready.push(t);
                }
            }
        }
        removed == total
    }
}

/// A loopy game: a graph and the vertex play starts from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Loopy {
    /// The game graph.
    pub graph: Graph,
    /// The starting position.
    pub start: usize,
}

impl Loopy {
    /// The number `x`: one leaf.
    pub fn number(x: Dyadic) -> Loopy {
        let mut graph = Graph::leaf_form();
        let start = graph.add_number(x);
        Loopy { graph, start }
    }

    /// The game `0`.
    pub fn zero() -> Loopy {
        Loopy::number(Dyadic::zero())
    }

    /// The number the start is, when it is a leaf.
    pub fn as_number(&self) -> Option<&Dyadic> {
        self.graph.number(self.start)
    }

    /// `on` = `{pass|}`.
    pub fn on() -> Loopy {
        Loopy {
            graph: Graph {
                left: vec![vec![0]],
                right: vec![vec![]],
                numbers: Some(vec![None]),
            },
            start: 0,
        }
    }

    /// `off` = `{|pass}`.
    pub fn off() -> Loopy {
        Loopy::on().negative()
    }

    /// The same game from another starting vertex.
    pub fn at(&self, start: usize) -> Loopy {
        Loopy {
            graph: self.graph.clone(),
            start,
        }
    }

    /// The part of the graph reachable from the start, with the start as vertex 0.
    pub fn packed(&self) -> Loopy {
        Loopy {
            graph: self.graph.pack(self.start),
            start: 0,
        }
    }

    /// The game with the players' roles swapped.
    pub fn negative(&self) -> Loopy {
        Loopy {
            graph: self.graph.negative(),
            start: self.start,
        }
    }

    /// The plain graph with every leaf spelled out (as [`Graph::expanded`]).
    pub fn expanded(&self) -> Loopy {
        Loopy {
            graph: self.graph.expanded(),
            start: self.start,
        }
    }

    /// The plain sum (both games packed and spelled out first, so the sum's graph is the
    /// product of their reachable parts).
    pub fn add(&self, other: &Loopy) -> Loopy {
        let (a, b) = (self.packed().expanded(), other.packed().expanded());
        Loopy {
            graph: a.graph.sum(&b.graph),
            start: 0,
        }
    }

    /// Whether no alternating cycle can be reached: the game is a stopper.
    pub fn is_stopper(&self) -> bool {
        self.graph.is_alternating_cycle_free(self.start)
    }

    /// Whether no cycle can be reached: the game is short.
    pub fn is_loopfree(&self) -> bool {
        self.graph.is_cycle_free(self.start)
    }

    /// Whether every cycle that can be reached is a pass (CGSuite's plumtree).
    pub fn is_plumtree(&self) -> bool {
        self.graph.is_long_cycle_free(self.start)
    }

    /// Whether the start vertex is `on` (its one move Left's pass).
    pub fn is_on_at(&self, v: usize) -> bool {
        self.graph.left[v] == [v] && self.graph.right[v].is_empty()
    }

    /// Whether the start vertex is `off` (its one move Right's pass).
    pub fn is_off_at(&self, v: usize) -> bool {
        self.graph.right[v] == [v] && self.graph.left[v].is_empty()
    }
}
