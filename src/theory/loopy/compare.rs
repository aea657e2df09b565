//! Comparison of loopy games, as CGSuite's `LoopyGame.leq`: `G <= H` when Left, with Right
//! to move first in `H - G`, never runs out of moves. For stoppers play that goes on forever
//! is a survival for Left; for the sides of other games, the onside (`Side::Onside`) counts
//! endless play in `H` as Left's and in `-G` as Right's, the offside the other way round.
//!
//! Two stoppers in leaf form are compared without spelling their numbers out. A state of
//! `H - G` where one part is a leaf `x` and the other a vertex `h` (not a number, the graph
//! being number-normal) is decided by the *weak number avoidance theorem* for stoppers: if a
//! player has a winning move in `H_h - x`, they have one in `H_h` (the proof for short games,
//! by induction on the birthday of `x`, uses only that `<=` is transitive, compatible with
//! adding a short game and recursively characterised, all true of stoppers; Siegel,
//! *Combinatorial Game Theory*, ch. VI). So the number never needs moving: `H_h >= x` and
//! `H_h |> x` hold for the numbers of two cuts of `h` (`leaves::cuts`), found by play in
//! `H` alone, each ending at a leaf `y` where `y - x` is a number. Two leaves are decided by
//! the sign of their difference.

use super::graph::{Graph, Mover};
use super::leaves::cuts;
use crate::progress::{Reporter, progress_for};

/// The moves a comparison looks at, past which it may run long enough to show its progress.
const SHOWN_FROM_MOVES: usize = 1 << 24;

/// How play that goes on forever is scored in a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Both games are stoppers: endless play is a survival for Left.
    Stopper,
    /// Compare onsides.
    Onside,
    /// Compare offsides.
    Offside,
}

/// What is known of a state of `H - G`: who wins it, with the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    Unknown,
    MoverWins,
    MoverLoses,
}

/// Every comparison `g <= h` between a vertex `g` of one graph and `h` of another, solved
/// at once over the states of `H - G`.
pub struct Comparisons {
    rows: usize,
    status: Vec<Known>,
}

impl Comparisons {
    /// Solves `H - G` for every pair of vertices of `g` and `h` (the same graph to compare
    /// its own vertices).
    pub fn new(g: &Graph, h: &Graph, side: Side) -> Comparisons {
        let by_leaves = side == Side::Stopper && g.is_leaf_form() && h.is_leaf_form();
        if !by_leaves && (g.has_leaves() || h.has_leaves()) {
            // Plain play, the numbers spelled out (each vertex keeps its number).
            return Comparisons::new(&g.expanded(), &h.expanded(), side);
        }
        let mut solver = Solver::new(g, h);
        solver.reporter.start();
        if g.has_leaves() || h.has_leaves() {
            solver.decide_leaves();
        }
        solver.propagate_all();
        if side != Side::Stopper {
            while solver.mark_bad_states(side == Side::Onside) {}
        }
        solver.reporter.finish();
        Comparisons {
            rows: h.len(),
            status: solver.status,
        }
    }

    /// Whether vertex `g` of the first graph is at most vertex `h` of the second.
    pub fn leq(&self, g: usize, h: usize) -> bool {
        self.status[2 * (g * self.rows + h) + 1] != Known::MoverWins
    }
}

/// Whether vertex `g` of `gg` is at most vertex `h` of `hg` when compared on `side`.
pub fn leq(gg: &Graph, g: usize, hg: &Graph, h: usize, side: Side) -> bool {
    Comparisons::new(gg, hg, side).leq(g, h)
}

/// The retrograde analysis of `H - G`: state `2 * (g * |H| + h) + r`, `r` = 1 when Right
/// is to move. Left moves in `-G` by Right's moves of `G` and in `H` by Left's of `H`.
struct Solver<'a> {
    g: &'a Graph,
    h: &'a Graph,
    g_back: Graph,
    h_back: Graph,
    status: Vec<Known>,
    open_moves: Vec<usize>,
    /// Told of each state looked at, when the comparison is large enough to take a while.
    reporter: Reporter,
}

fn reverse(graph: &Graph) -> Graph {
    let mut back = Graph {
        left: vec![Vec::new(); graph.len()],
        right: vec![Vec::new(); graph.len()],
        numbers: None,
    };
    for v in 0..graph.len() {
        for &w in &graph.left[v] {
            back.left[w].push(v);
        }
        for &w in &graph.right[v] {
            back.right[w].push(v);
        }
    }
    back
}

impl<'a> Solver<'a> {
    fn new(g: &'a Graph, h: &'a Graph) -> Solver<'a> {
        let n = 2 * g.len() * h.len();
        // Each state of `H - G` looks at its moves in both parts.
        let moves = g.len() * h.edge_count() + h.len() * g.edge_count();
        let reporter = if moves >= SHOWN_FROM_MOVES {
            Reporter::new(progress_for("comparing loopy positions"))
        } else {
            Reporter::default()
        };
        Solver {
            g,
            h,
            g_back: reverse(g),
            h_back: reverse(h),
            status: vec![Known::Unknown; n],
            open_moves: vec![0; n],
            reporter,
        }
    }

    fn state(&self, g: usize, h: usize, mover: Mover) -> usize {
        2 * (g * self.h.len() + h) + usize::from(mover == Mover::Right)
    }

    fn split(&self, s: usize) -> (usize, usize, Mover) {
        let pair = s / 2;
        let mover = if s.is_multiple_of(2) {
            Mover::Left
        } else {
            Mover::Right
        };
        (pair / self.h.len(), pair % self.h.len(), mover)
    }

    /// The states the player to move in `s` can move to in `-G`.
    fn successors_in_g(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        let (g, h, mover) = self.split(s);
        let next = mover.other();
        self.g
            .moves(g, mover.other())
            .iter()
            .map(move |&g2| self.state(g2, h, next))
    }

    /// The states the player to move in `s` can move to in `H`.
    fn successors_in_h(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        let (g, h, mover) = self.split(s);
        let next = mover.other();
        self.h
            .moves(h, mover)
            .iter()
            .map(move |&h2| self.state(g, h2, next))
    }

    /// The states from which a move leads to `s`, given `rows` (the vertices of `H`) and the
    /// reversed graphs (apart from the solver, so that its status can change meanwhile).
    fn predecessors<'b>(
        g_back: &'b Graph,
        h_back: &'b Graph,
        rows: usize,
        s: usize,
    ) -> impl Iterator<Item = usize> + 'b {
        let (pair, right) = (s / 2, s % 2 == 1);
        let (g, h) = (pair / rows, pair % rows);
        let mover = if right { Mover::Right } else { Mover::Left };
        let before = mover.other();
        let state =
            move |g: usize, h: usize| 2 * (g * rows + h) + usize::from(before == Mover::Right);
        // A move by `before` in -G is a move of G's other player.
        let in_g = g_back.moves(g, before.other());
        let in_h = h_back.moves(h, before);
        in_g.iter()
            .map(move |&g0| state(g0, h))
            .chain(in_h.iter().map(move |&h0| state(g, h0)))
    }

    /// Decides every state with a leaf: `y - x` for two leaves by its sign, `H_h - x` for a
    /// leaf `x` of `G` by `h`'s cuts (`x` in `B(h)`: Left moving first wins; `x` outside
    /// `A(h)`: Right moving first wins), `y - G_g` for a leaf `y` of `H` by `g`'s.
    fn decide_leaves(&mut self) {
        let h_cuts = if self.g.has_leaves() {
            cuts(self.h)
        } else {
            Vec::new()
        };
        let g_cuts = if self.h.has_leaves() {
            cuts(self.g)
        } else {
            Vec::new()
        };
        let verdict = |mover_wins: bool| {
            if mover_wins {
                Known::MoverWins
            } else {
                Known::MoverLoses
            }
        };
        for g in 0..self.g.len() {
            for h in 0..self.h.len() {
                let (left, right) = match (self.g.number(g), self.h.number(h)) {
                    (None, None) => continue,
                    (Some(x), Some(y)) => {
                        let sign = (y.clone() - x.clone()).signum();
                        (sign > 0, sign < 0)
                    }
                    (Some(x), None) => {
                        let (at_least, beaten) = h_cuts.get(h).expect("H's cuts: G has a leaf");
                        (beaten.contains(x), !at_least.contains(x))
                    }
                    (None, Some(y)) => {
                        let (at_least, beaten) = g_cuts.get(g).expect("G's cuts: H has a leaf");
                        (!at_least.contains(y), beaten.contains(y))
                    }
                };
                let (l, r) = (
                    self.state(g, h, Mover::Left),
                    self.state(g, h, Mover::Right),
                );
                self.status[l] = verdict(left);
                self.status[r] = verdict(right);
            }
        }
    }

    /// Retrograde analysis from what is known: a state is won when a move reaches a state
    /// lost for its mover, lost when every move reaches a state won for its mover.
    fn propagate_all(&mut self) {
        let mut queue = Vec::new();
        // Counted against what was known before this scan: what the scan decides reaches
        // its predecessors through the queue.
        let known = self.status.clone();
        for s in 0..self.status.len() {
            self.reporter.tick();
            if self.status[s] != Known::Unknown {
                continue;
            }
            let mut open = 0;
            let mut wins = false;
            for t in self.successors_in_g(s).chain(self.successors_in_h(s)) {
                match known[t] {
                    Known::MoverLoses => wins = true,
                    Known::Unknown => open += 1,
                    Known::MoverWins => {}
                }
            }
            if wins {
                self.status[s] = Known::MoverWins;
                queue.push(s);
            } else if open == 0 {
                self.status[s] = Known::MoverLoses;
                queue.push(s);
            } else {
                self.open_moves[s] = open;
            }
        }
        while let Some(t) = queue.pop() {
            self.reporter.tick();
            let lost = self.status[t] == Known::MoverLoses;
            let rows = self.h.len();
            for p in Self::predecessors(&self.g_back, &self.h_back, rows, t) {
                if self.status[p] != Known::Unknown {
                    continue;
                }
                if lost {
                    self.status[p] = Known::MoverWins;
                    queue.push(p);
                } else {
                    self.open_moves[p] -= 1;
                    if self.open_moves[p] == 0 {
                        self.status[p] = Known::MoverLoses;
                        queue.push(p);
                    }
                }
            }
        }
    }

    /// One round of CGSuite's good-state marking on a side: the undecided states from which
    /// Left cannot keep endless play in the part it is owed are lost for Left. Returns whether
    /// any state was decided.
    fn mark_bad_states(&mut self, onside: bool) -> bool {
        let n = self.status.len();
        let mut good = vec![false; n];
        loop {
            let mut changed = false;
            for s in 0..n {
                self.reporter.tick();
                if good[s] || self.status[s] != Known::Unknown {
                    continue;
                }
                let is_good = if s.is_multiple_of(2) {
                    // Left to move: a move to an undecided state, into the part where endless
                    // play is Left's, or to a good state.
                    let ok = |t: usize, free: bool| {
                        self.status[t] == Known::Unknown && (free || good[t])
                    };
                    self.successors_in_g(s).any(|t| ok(t, !onside))
                        || self.successors_in_h(s).any(|t| ok(t, onside))
                } else {
                    // Right to move: no exit into the part where endless play is Right's.
                    let settled = |t: usize| self.status[t] != Known::Unknown || good[t];
                    if onside {
                        self.successors_in_g(s).all(settled)
                    } else {
                        self.successors_in_h(s).all(settled)
                    }
                };
                if is_good {
                    good[s] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let mut decided = false;
        for (s, &is_good) in good.iter().enumerate() {
            if self.status[s] == Known::Unknown && !is_good {
                self.status[s] = if s.is_multiple_of(2) {
                    Known::MoverLoses
                } else {
                    Known::MoverWins
                };
                decided = true;
            }
        }
        if decided {
            self.propagate_all();
        }
        decided
    }
}
