//! What CGSuite computes for a canonical stopper: its stops (pseudonumbers), degree of
//! loopiness, variety, and whether it is a plumtree, idempotent, infinitesimal, numberish or
//! stable (Siegel, ch. VI; CGSuite's `CanonicalStopper`).

use super::graph::{Graph, Loopy, Mover};
use super::notation::short_value;
use super::sided::SidedValue;
use crate::theory::canonical::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;
use std::fmt;

/// A stop of a stopper: a number, a number `over` or `under`, `on` or `off`, in their order.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pseudonumber {
    /// `off`, below everything.
    Off,
    /// `x` with `x under`, `x`, `x over` (-1, 0, 1) in order.
    Near(Dyadic, i8),
    /// `on`, above everything.
    On,
}

impl Pseudonumber {
    /// The number this is, or is over or under (CGSuite's strong stop); `None` for `on`, `off`.
    pub fn strong(&self) -> Option<&Dyadic> {
        match self {
            Pseudonumber::Near(x, _) => Some(x),
            _ => None,
        }
    }
}

impl fmt::Display for Pseudonumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pseudonumber::Off => f.write_str("off"),
            Pseudonumber::On => f.write_str("on"),
            Pseudonumber::Near(x, 0) => write!(f, "{x}"),
            Pseudonumber::Near(x, side) => {
                if !x.is_zero() {
                    write!(f, "{x}")?;
                }
                f.write_str(if *side > 0 { "over" } else { "under" })
            }
        }
    }
}

/// The short game `g` as a loopy game graph.
pub fn short_loopy(arena: &mut Arena, g: GameId) -> Loopy {
    let mut graph = Graph::default();
    let mut memo: HashMap<GameId, usize> = HashMap::new();
    fn build(
        arena: &mut Arena,
        g: GameId,
        graph: &mut Graph,
        memo: &mut HashMap<GameId, usize>,
    ) -> usize {
        if let Some(&v) = memo.get(&g) {
            return v;
        }
        let v = graph.add_vertex();
        memo.insert(g, v);
        for gl in arena.left_options(g) {
            let w = build(arena, gl, graph, memo);
            graph.left[v].push(w);
        }
        for gr in arena.right_options(g) {
            let w = build(arena, gr, graph, memo);
            graph.right[v].push(w);
        }
        v
    }
    let start = build(arena, g, &mut graph, &mut memo);
    Loopy { graph, start }
}

/// The stop of the canonical stopper `g` for the player moving first (`None` when a
/// position on the way has no move for the player to move and is not a number).
pub fn stop(arena: &mut Arena, g: &Loopy, mover: Mover) -> Option<Pseudonumber> {
    let mut memo = HashMap::new();
    stop_at(arena, &g.graph, g.start, mover, &mut memo)
}

fn stop_at(
    arena: &mut Arena,
    graph: &Graph,
    v: usize,
    mover: Mover,
    memo: &mut HashMap<(usize, bool), Option<Pseudonumber>>,
) -> Option<Pseudonumber> {
    let key = (v, mover == Mover::Left);
    if let Some(s) = memo.get(&key) {
        return s.clone();
    }
    let result = if let Some(p) = pseudonumber_at(arena, graph, v) {
        Some(p)
    } else if let Some(s) = short_value(arena, graph, v) {
        Some(Pseudonumber::Near(
            match mover {
                Mover::Left => arena.left_stop(s),
                Mover::Right => arena.right_stop(s),
            },
            0,
        ))
    } else {
        let mut best: Option<Pseudonumber> = None;
        for &w in graph.moves(v, mover) {
            let s = stop_at(arena, graph, w, mover.other(), memo)?;
            best = Some(match best {
                None => s,
                Some(b) if mover == Mover::Left => b.max(s),
                Some(b) => b.min(s),
            });
        }
        best
    };
    memo.insert(key, result.clone());
    result
}

/// The pseudonumber at `v`: `on`, `off`, a number, `{x|pass}` = `x over`, `{pass|x}` =
/// `x under`.
pub fn pseudonumber_at(arena: &mut Arena, graph: &Graph, v: usize) -> Option<Pseudonumber> {
    let (lo, ro) = (&graph.left[v], &graph.right[v]);
    if lo.as_slice() == [v] && ro.is_empty() {
        return Some(Pseudonumber::On);
    }
    if ro.as_slice() == [v] && lo.is_empty() {
        return Some(Pseudonumber::Off);
    }
    let number = |arena: &mut Arena, w: usize| {
        short_value(arena, graph, w).and_then(|s| arena.as_number(s).cloned())
    };
    if let Some(x) = number(arena, v) {
        return Some(Pseudonumber::Near(x, 0));
    }
    if lo.len() == 1 && ro.len() == 1 {
        if ro[0] == v && lo[0] != v {
            return number(arena, lo[0]).map(|x| Pseudonumber::Near(x, 1));
        }
        if lo[0] == v && ro[0] != v {
            return number(arena, ro[0]).map(|x| Pseudonumber::Near(x, -1));
        }
    }
    None
}

/// `(g + h)`'s onside: CGSuite's upsum.
pub fn upsum(g: &SidedValue, h: &SidedValue) -> SidedValue {
    SidedValue::stopper(g.add(h).onside)
}

/// `(g + h)`'s offside: CGSuite's downsum.
pub fn downsum(g: &SidedValue, h: &SidedValue) -> SidedValue {
    SidedValue::stopper(g.add(h).offside)
}

/// The degree of loopiness of the stopper `g`: `0` for a short game, else the upsum of `g`
/// and `-g`.
pub fn degree(g: &SidedValue) -> SidedValue {
    if g.is_loopfree() {
        SidedValue::stopper(Loopy::zero())
    } else {
        upsum(g, &g.neg())
    }
}

/// The upsum variety of `g` over the idempotent `d`: `g` upsum (`-g` downsum `-d`).
pub fn upsum_variety(g: &SidedValue, d: &SidedValue) -> SidedValue {
    upsum(g, &downsum(&g.neg(), &d.neg()))
}

/// The downsum variety of `g` over the idempotent `d`: `g` downsum (`-g` upsum `d`).
pub fn downsum_variety(g: &SidedValue, d: &SidedValue) -> SidedValue {
    downsum(g, &upsum(&g.neg(), d))
}

/// Whether `g + g == g`.
pub fn is_idempotent(g: &SidedValue) -> bool {
    g.add(g).equals(g)
}

/// The variety of the stopper `g` (its upsum and downsum varieties over its degree, when
/// they agree: `g` is stable), or `None` when they differ.
pub fn variety(g: &SidedValue) -> Option<SidedValue> {
    let d = degree(g);
    let up = upsum_variety(g, &d);
    up.equals(&downsum_variety(g, &d)).then_some(up)
}
