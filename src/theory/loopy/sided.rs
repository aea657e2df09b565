//! Sided values: the onside and offside of a loopy game (Siegel, ch. VI, "sidling";
//! CGSuite's `SidedValue`), their sums, comparisons and outcome classes with draws. A stopper
//! is the sided value whose two sides are the same stopper.

use super::compare::{Comparisons, Side, leq};
use super::graph::{Graph, Loopy, Mover};
use super::stopper::{basic_simplifications, canonical, canonical_from, fuse};
pub use super::sums::TooLarge;
use crate::theory::outcome::Outcome;
use serde::{Serialize, Serializer};
use std::fmt;

/// A loopy game's value: its onside and offside, each simplified (a canonical stopper when
/// the side is equivalent to one).
#[derive(Clone, Debug)]
pub struct SidedValue {
    /// The onside: endless play counts as Left's win.
    pub onside: Loopy,
    /// The offside: endless play counts as Right's win.
    pub offside: Loopy,
}

/// Why two sides cannot make a sided value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SidesOutOfOrder;

/// The outcome class of a loopy game, as CGSuite names it: the outcome of its onside and of
/// its offside together (`D` a draw, `PHat` onside `L` offside `P`, and so on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopyOutcome {
    /// Left wins.
    L,
    /// Right wins.
    R,
    /// The first player wins.
    N,
    /// The second player wins.
    P,
    /// Neither can force a win: play goes on forever.
    D,
    /// Onside `L`, offside `P`: Left wins or draws.
    PHat,
    /// Onside `L`, offside `N`.
    NHat,
    /// Onside `P`, offside `R`: Right wins or draws.
    PCheck,
    /// Onside `N`, offside `R`.
    NCheck,
}

impl fmt::Display for LoopyOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Serialize for LoopyOutcome {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The simplified `side` of `g`: its canonical form when `g` is a stopper; otherwise
/// CGSuite's simplifications for the side (irrelevant edges removed, reversible options
/// bypassed, dominated ones removed, equal stopper positions fused), then the canonical form
/// when what is left is a stopper.
pub fn simplify_side(g: &Loopy, side: Side) -> Loopy {
    if g.is_stopper() {
        return canonical(g);
    }
    // A side's simplification compares the side's own positions: numbers spelled out.
    let mut graph = g.graph.pack(g.start).expanded();
    simplify_graph(&mut graph, side, Some(0));
    let result = fuse(&graph, side);
    if result.is_stopper() {
        canonical(&result)
    } else {
        result
    }
}

/// The simplified `side` of `graph` from each of `starts`, as CGSuite's
/// `constructSimplifiedGame` finds them: the whole graph simplified once, each vertex's
/// edges tested against that vertex's own side; then from each start, its canonical form
/// when no alternating cycle is left below it, else [`simplify_side`] of the simplified
/// graph from there.
pub fn simplify_sides_from(graph: &Graph, starts: &[usize], side: Side) -> Vec<Loopy> {
    let mut whole = graph.expanded();
    if !whole.is_alternating_cycle_free_everywhere() {
        simplify_graph(&mut whole, side, None);
    }
    let stoppers: Vec<usize> = starts
        .iter()
        .copied()
        .filter(|&v| whole.is_alternating_cycle_free(v))
        .collect();
    let mut canonical_forms = canonical_from(&whole, &stoppers).into_iter();
    starts
        .iter()
        .map(|&v| {
            if whole.is_alternating_cycle_free(v) {
                canonical_forms.next().expect("one form a stopper start")
            } else {
                let from_v = Loopy {
                    graph: whole.clone(),
                    start: v,
                };
                simplify_side(&from_v, side)
            }
        })
        .collect()
}

/// CGSuite's simplification of a side's graph in place, short of fusion: obviously
/// irrelevant edges removed, the basic simplifications, irrelevant cyclic edges removed,
/// the basic simplifications again (as a stopper's when no alternating cycle is left), the
/// irrelevant cyclic edges again. An edge is irrelevant when the side of `perspective` (or,
/// without one, of the vertex the edge leaves) is the same without it.
fn simplify_graph(graph: &mut Graph, side: Side, perspective: Option<usize>) {
    for v in 0..graph.len() {
        remove_obviously_irrelevant(graph, v, side);
    }
    basic_simplifications(graph, side);
    for v in 0..graph.len() {
        remove_irrelevant_cyclic(graph, v, perspective.unwrap_or(v), side, false);
    }
    let mover = if side == Side::Onside {
        Mover::Right
    } else {
        Mover::Left
    };
    let endless = (0..graph.len()).any(|v| graph.on_alternating_cycle(v, mover));
    basic_simplifications(graph, if endless { side } else { Side::Stopper });
    for v in 0..graph.len() {
        remove_irrelevant_cyclic(graph, v, perspective.unwrap_or(v), side, true);
    }
}

fn is_dud(graph: &Graph, v: usize) -> bool {
    graph.left[v] == [v] && graph.right[v] == [v]
}

fn is_on(graph: &Graph, v: usize) -> bool {
    graph.left[v] == [v] && graph.right[v].is_empty()
}

fn is_off(graph: &Graph, v: usize) -> bool {
    graph.right[v] == [v] && graph.left[v].is_empty()
}

/// CGSuite's obvious reductions: a move to `on` (Left) or `off` (Right) makes the others
/// irrelevant, a move to the opponent's is never made, and on the side where endless play is
/// the opponent's, a move the opponent can undo at once is dropped.
fn remove_obviously_irrelevant(graph: &mut Graph, v: usize, side: Side) {
    let onside = side == Side::Onside;
    let offside = side == Side::Offside;
    let mut left = Vec::new();
    for &t in &graph.left[v] {
        if is_on(graph, t) || (onside && is_dud(graph, t)) {
            left = vec![t];
            break;
        }
        if is_off(graph, t)
            || (offside && is_dud(graph, t))
            || (offside && graph.right[t].contains(&v))
        {
            continue;
        }
        left.push(t);
    }
    graph.left[v] = left;
    let mut right = Vec::new();
    for &t in &graph.right[v] {
        if is_off(graph, t) || (offside && is_dud(graph, t)) {
            right = vec![t];
            break;
        }
        if is_on(graph, t) || (onside && is_dud(graph, t)) || (onside && graph.left[t].contains(&v))
        {
            continue;
        }
        right.push(t);
    }
    graph.right[v] = right;
}

/// Drops each move of `v` that play can come back through (or, with `all`, every move when
/// one of them lies on an alternating cycle) when the side of vertex `seen_from` is the same
/// without it.
fn remove_irrelevant_cyclic(graph: &mut Graph, v: usize, seen_from: usize, side: Side, all: bool) {
    for mover in [Mover::Left, Mover::Right] {
        let check_all = all
            && graph
                .moves(v, mover)
                .iter()
                .any(|&t| graph.on_alternating_cycle(t, mover.other()));
        let mut i = 0;
        while i < graph.moves(v, mover).len() {
            let t = graph.moves(v, mover)[i];
            if check_all || graph.alternating_reachable(t, mover.other(), v, mover) {
                let mut test = graph.clone();
                match mover {
                    Mover::Left => test.left[v].remove(i),
                    Mover::Right => test.right[v].remove(i),
                };
                let same = match mover {
                    Mover::Left => leq(graph, seen_from, &test, seen_from, side),
                    Mover::Right => leq(&test, seen_from, graph, seen_from, side),
                };
                if same {
                    *graph = test;
                    continue;
                }
            }
            i += 1;
        }
    }
}

/// Whether stopper `a` is at most stopper `b`.
pub fn stopper_leq(a: &Loopy, b: &Loopy) -> bool {
    leq(&a.graph, a.start, &b.graph, b.start, Side::Stopper)
}

/// Whether the stoppers `a` and `b` are equal.
pub fn stopper_eq(a: &Loopy, b: &Loopy) -> bool {
    stopper_leq(a, b) && stopper_leq(b, a)
}

impl SidedValue {
    /// The value of the loopy game `g`.
    pub fn of(g: &Loopy) -> SidedValue {
        if g.is_stopper() {
            SidedValue::stopper(canonical(g))
        } else {
            SidedValue {
                onside: simplify_side(g, Side::Onside),
                offside: simplify_side(g, Side::Offside),
            }
        }
    }

    /// The stopper `g` (already canonical) as a sided value.
    pub fn stopper(g: Loopy) -> SidedValue {
        SidedValue {
            onside: g.clone(),
            offside: g,
        }
    }

    /// `onside & offside`, each side simplified; stopper sides must have the offside at most
    /// the onside.
    pub fn from_sides(onside: &Loopy, offside: &Loopy) -> Result<SidedValue, SidesOutOfOrder> {
        let value = SidedValue {
            onside: simplify_side(onside, Side::Onside),
            offside: simplify_side(offside, Side::Offside),
        };
        if value.onside.is_stopper()
            && value.offside.is_stopper()
            && !stopper_leq(&value.offside, &value.onside)
        {
            return Err(SidesOutOfOrder);
        }
        Ok(value)
    }

    /// Whether both sides are stoppers.
    pub fn is_stopper_sided(&self) -> bool {
        self.onside.is_stopper() && self.offside.is_stopper()
    }

    /// Whether the value is a stopper (both sides the same stopper).
    pub fn is_stopper(&self) -> bool {
        // The same graph for both sides (a stopper's value) needs no comparison.
        self.is_stopper_sided()
            && (self.onside == self.offside || stopper_eq(&self.onside, &self.offside))
    }

    /// Whether the value is a short game (a stopper without cycles).
    pub fn is_loopfree(&self) -> bool {
        self.onside.is_loopfree() && self.is_stopper()
    }

    /// `-self`: each side negated, the onside becoming the offside.
    pub fn neg(&self) -> SidedValue {
        SidedValue {
            onside: self.offside.negative(),
            offside: self.onside.negative(),
        }
    }

    /// `self + other`: the sum of the onsides and of the offsides, simplified (as
    /// [`SidedValue::try_add`], without a limit).
    pub fn add(&self, other: &SidedValue) -> SidedValue {
        self.try_add(other, usize::MAX)
            .expect("no sum passes an unlimited budget")
    }

    /// `self + other` spelled out: the plain sums of the onsides and of the offsides,
    /// simplified; refused when the two games' spelled-out positions multiply past `budget`.
    pub(super) fn plain_add(
        &self,
        other: &SidedValue,
        budget: usize,
    ) -> Result<SidedValue, TooLarge> {
        let size = |v: &SidedValue| {
            v.onside
                .graph
                .expanded_len()
                .max(v.offside.graph.expanded_len())
        };
        if size(self).saturating_mul(size(other)) > budget {
            return Err(TooLarge);
        }
        if self.is_stopper() && other.is_stopper() {
            return Ok(SidedValue::of(&self.onside.add(&other.onside)));
        }
        Ok(SidedValue {
            onside: simplify_side(&self.onside.add(&other.onside), Side::Onside),
            offside: simplify_side(&self.offside.add(&other.offside), Side::Offside),
        })
    }

    /// Whether `self <= other`: each side at most the other's.
    pub fn leq(&self, other: &SidedValue) -> bool {
        side_leq(&self.onside, &other.onside, Side::Onside)
            && side_leq(&self.offside, &other.offside, Side::Offside)
    }

    /// Whether `self == other`.
    pub fn equals(&self, other: &SidedValue) -> bool {
        self.leq(other) && other.leq(self)
    }

    /// The outcome class, with draws.
    pub fn outcome(&self) -> LoopyOutcome {
        use LoopyOutcome::*;
        let zero = Loopy::zero();
        let of_side = |g: &Loopy, side: Side| {
            let geq = side_leq(&zero, g, side);
            let leq = side_leq(g, &zero, side);
            match (geq, leq) {
                (true, false) => L,
                (false, false) => N,
                (true, true) => P,
                (false, true) => R,
            }
        };
        LoopyOutcome::of_sides(
            of_side(&self.onside, Side::Onside),
            of_side(&self.offside, Side::Offside),
        )
    }
}

impl LoopyOutcome {
    /// The class of a game whose onside (endless play won by Left) has class `onside` and
    /// whose offside (endless play won by Right) has class `offside`, each `L`, `R`, `N` or
    /// `P`.
    pub fn of_sides(onside: LoopyOutcome, offside: LoopyOutcome) -> LoopyOutcome {
        use LoopyOutcome::*;
        match (onside, offside) {
            (a, b) if a == b => a,
            (L, N) => NHat,
            (L, P) => PHat,
            (L, R) => D,
            (N, R) => NCheck,
            (P, R) => PCheck,
            (a, _) => a,
        }
    }

    /// The class of a game from who wins moving first: Left moving first wins, draws or
    /// loses as `left`, Right moving first as `right` (each `Some(true)` a win, `None` a
    /// draw, `Some(false)` a loss).
    pub fn of_first_moves(left: Option<bool>, right: Option<bool>) -> LoopyOutcome {
        let class = |left_wins: bool, right_wins: bool| {
            LoopyOutcome::from(Outcome::from_first_player_wins(left_wins, right_wins))
        };
        LoopyOutcome::of_sides(
            class(left != Some(false), right == Some(true)),
            class(left == Some(true), right != Some(false)),
        )
    }

    /// The class without draws, when it is one (`L`, `R`, `N` or `P`).
    pub fn without_draws(self) -> Option<Outcome> {
        match self {
            LoopyOutcome::L => Some(Outcome::L),
            LoopyOutcome::R => Some(Outcome::R),
            LoopyOutcome::N => Some(Outcome::N),
            LoopyOutcome::P => Some(Outcome::P),
            _ => None,
        }
    }
}

impl From<Outcome> for LoopyOutcome {
    fn from(o: Outcome) -> LoopyOutcome {
        match o {
            Outcome::L => LoopyOutcome::L,
            Outcome::R => LoopyOutcome::R,
            Outcome::N => LoopyOutcome::N,
            Outcome::P => LoopyOutcome::P,
        }
    }
}

/// Whether side `a` is at most side `b`: as stoppers when both are, else on `side`.
fn side_leq(a: &Loopy, b: &Loopy, side: Side) -> bool {
    let side = if a.is_stopper() && b.is_stopper() {
        Side::Stopper
    } else {
        side
    };
    Comparisons::new(&a.graph, &b.graph, side).leq(a.start, b.start)
}
