//! What CGSuite computes for a canonical stopper: its stops (pseudonumbers), degree of
//! loopiness, variety, and whether it is a plumtree, idempotent, infinitesimal, numberish or
//! stable (Siegel, ch. VI; CGSuite's `CanonicalStopper`).

use super::graph::{Graph, Loopy, Mover};
use super::notation::short_value;
use super::sided::{SidedValue, TooLarge};
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

/// The short game `g` as a loopy game graph in leaf form (its canonical form, each number a
/// leaf), built on a stack of its own.
pub fn short_loopy(arena: &mut Arena, g: GameId) -> Loopy {
    let mut graph = Graph::leaf_form();
    let mut vertex: HashMap<GameId, usize> = HashMap::new();
    let mut todo = Vec::new();
    let mut place = |arena: &mut Arena, graph: &mut Graph, todo: &mut Vec<GameId>, h: GameId| {
        *vertex.entry(h).or_insert_with(|| match arena.as_number(h) {
            Some(x) => graph.add_number(x.clone()),
            None => {
                todo.push(h);
                graph.add_vertex()
            }
        })
    };
    let start = place(arena, &mut graph, &mut todo, g);
    while let Some(h) = todo.pop() {
        let v = place(arena, &mut graph, &mut todo, h);
        for gl in arena.left_options(h) {
            let w = place(arena, &mut graph, &mut todo, gl);
            graph.left[v].push(w);
        }
        for gr in arena.right_options(h) {
            let w = place(arena, &mut graph, &mut todo, gr);
            graph.right[v].push(w);
        }
    }
    Loopy { graph, start }
}

/// The stop of the canonical stopper `g` for the player moving first (`None` when a
/// position on the way has no move for the player to move and is not a number), found on a
/// stack of its own: a pseudonumber is its own stop, a short game's is the short game's, and
/// otherwise the best of the options' stops for the other player.
pub fn stop(arena: &mut Arena, g: &Loopy, mover: Mover) -> Option<Pseudonumber> {
    let graph = &g.graph;
    let key = |v: usize, m: Mover| (v, m == Mover::Left);
    let mut memo: HashMap<(usize, bool), Option<Pseudonumber>> = HashMap::new();
    let mut on_path: HashMap<(usize, bool), ()> = HashMap::new();
    let mut stack = vec![(g.start, mover, false)];
    while let Some((v, m, options_done)) = stack.pop() {
        let k = key(v, m);
        if memo.contains_key(&k) {
            continue;
        }
        if !options_done {
            if let Some(p) = pseudonumber_at(arena, graph, v) {
                memo.insert(k, Some(p));
                continue;
            }
            if let Some(s) = short_value(arena, graph, v) {
                let x = match m {
                    Mover::Left => arena.left_stop(s),
                    Mover::Right => arena.right_stop(s),
                };
                memo.insert(k, Some(Pseudonumber::Near(x, 0)));
                continue;
            }
            if on_path.insert(k, ()).is_some() {
                // Endless alternating play: not a stopper.
                memo.insert(k, None);
                continue;
            }
            stack.push((v, m, true));
            for &w in graph.moves(v, m) {
                if !memo.contains_key(&key(w, m.other())) {
                    stack.push((w, m.other(), false));
                }
            }
            continue;
        }
        on_path.remove(&k);
        let mut best: Option<Pseudonumber> = None;
        let mut known = true;
        for &w in graph.moves(v, m) {
            let Some(s) = memo.get(&key(w, m.other())).cloned().flatten() else {
                known = false;
                break;
            };
            best = Some(match best {
                None => s,
                Some(b) if m == Mover::Left => b.max(s),
                Some(b) => b.min(s),
            });
        }
        memo.insert(k, if known { best } else { None });
    }
    memo.remove(&key(g.start, mover)).flatten()
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

/// `(g + h)`'s onside: CGSuite's upsum. Each of these is refused (as
/// [`SidedValue::try_add`]) when a sum it makes would pass `budget` positions.
pub fn upsum(g: &SidedValue, h: &SidedValue, budget: usize) -> Result<SidedValue, TooLarge> {
    Ok(SidedValue::stopper(g.try_add(h, budget)?.onside))
}

/// `(g + h)`'s offside: CGSuite's downsum.
pub fn downsum(g: &SidedValue, h: &SidedValue, budget: usize) -> Result<SidedValue, TooLarge> {
    Ok(SidedValue::stopper(g.try_add(h, budget)?.offside))
}

/// The degree of loopiness of the stopper `g`: `0` for a short game, else the upsum of `g`
/// and `-g`.
pub fn degree(g: &SidedValue, budget: usize) -> Result<SidedValue, TooLarge> {
    if g.is_loopfree() {
        Ok(SidedValue::stopper(Loopy::zero()))
    } else {
        upsum(g, &g.neg(), budget)
    }
}

/// The upsum variety of `g` over the idempotent `d`: `g` upsum (`-g` downsum `-d`).
pub fn upsum_variety(
    g: &SidedValue,
    d: &SidedValue,
    budget: usize,
) -> Result<SidedValue, TooLarge> {
    upsum(g, &downsum(&g.neg(), &d.neg(), budget)?, budget)
}

/// The downsum variety of `g` over the idempotent `d`: `g` downsum (`-g` upsum `d`).
pub fn downsum_variety(
    g: &SidedValue,
    d: &SidedValue,
    budget: usize,
) -> Result<SidedValue, TooLarge> {
    downsum(g, &upsum(&g.neg(), d, budget)?, budget)
}

/// Whether `g + g == g`.
pub fn is_idempotent(g: &SidedValue, budget: usize) -> Result<bool, TooLarge> {
    Ok(g.try_add(g, budget)?.equals(g))
}

/// The variety of the stopper `g` (its upsum and downsum varieties over its degree, when
/// they agree: `g` is stable), or `None` when they differ.
pub fn variety(g: &SidedValue, budget: usize) -> Result<Option<SidedValue>, TooLarge> {
    let d = degree(g, budget)?;
    let up = upsum_variety(g, &d, budget)?;
    Ok(up.equals(&downsum_variety(g, &d, budget)?).then_some(up))
}
