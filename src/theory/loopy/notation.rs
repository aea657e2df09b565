//! Printing loopy values exactly as CGSuite prints them: `on`, `off`, `over`, `1over`,
//! `-1/2under`, `dud`, `^[on]`, `v<on>*`, `Tiny(on)`, `+-over`, sides `1 & 0`, and otherwise
//! braces with `pass` for a move to the game itself and named positions `a{0|{*|a}}` for
//! longer cycles.

use super::graph::{Graph, Loopy};
use super::printer::Printer;
use super::sided::SidedValue;
use crate::theory::canonical::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// `value` in CGSuite notation: a short value as short games print, else as loopy ones.
pub fn loopy_notation(arena: &mut Arena, value: &SidedValue) -> String {
    if value.is_loopfree()
        && let Some(g) = short_value(arena, &value.onside.graph, value.onside.start)
    {
        return arena.to_notation(g);
    }
    to_notation(arena, value)
}

/// `value` in CGSuite notation (a short value through the arena's printer).
pub fn to_notation(arena: &mut Arena, value: &SidedValue) -> String {
    if value.is_stopper() {
        return stopper_notation(arena, &value.onside);
    }
    let (on, off) = (&value.onside, &value.offside);
    if on.is_on_at(on.start) && off.is_off_at(off.start) {
        return "dud".into();
    }
    format!(
        "{} & {}",
        side_notation(arena, on),
        side_notation(arena, off)
    )
}

/// One side: a stopper as a stopper, else in braces with names for its cycles.
fn side_notation(arena: &mut Arena, side: &Loopy) -> String {
    if side.is_stopper() {
        return stopper_notation(arena, side);
    }
    Printer::print(arena, side, false)
}

/// The canonical stopper `g` in CGSuite notation.
pub fn stopper_notation(arena: &mut Arena, g: &Loopy) -> String {
    Printer::print(arena, g, true)
}

/// The short game at vertex `v` of `graph`, when no cycle can be reached from it (a leaf is
/// its number). Built from the bottom up on a stack of its own.
pub fn short_value(arena: &mut Arena, graph: &Graph, v: usize) -> Option<GameId> {
    if !graph.is_cycle_free(v) {
        return None;
    }
    let mut made: HashMap<usize, GameId> = HashMap::new();
    let mut stack = vec![(v, false)];
    while let Some((w, options_made)) = stack.pop() {
        if made.contains_key(&w) {
            continue;
        }
        if let Some(x) = graph.number(w) {
            made.insert(w, arena.number(x.clone()));
            continue;
        }
        if !options_made {
            stack.push((w, true));
            for &o in graph.left[w].iter().chain(&graph.right[w]) {
                if !made.contains_key(&o) {
                    stack.push((o, false));
                }
            }
            continue;
        }
        let left = graph.left[w].iter().map(|o| made[o]).collect();
        let right = graph.right[w].iter().map(|o| made[o]).collect();
        let g = arena.construct(left, right);
        made.insert(w, g);
    }
    Some(made[&v])
}

/// CGSuite's forms of upon: `x^[on]*n` (`Upon`) and `x^<on>*n` (`Uponth`), or their negatives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum UponKind {
    Upon,
    Uponth,
}

/// The upon form of vertex `v` of `graph`, not negated: `{pass, x | x}` or
/// `{pass | x*m}` (`x^[on]*(m^1)`), or with `check_uponth`, `{x, x*, ..., x*n | -U}` for
/// `U` an upon form (`x^<on>*n`).
pub(super) fn raw_upon(
    arena: &mut Arena,
    graph: &Graph,
    v: usize,
    check_uponth: bool,
) -> Option<(UponKind, Dyadic, u32)> {
    let (lo, ro) = (&graph.left[v], &graph.right[v]);
    if ro.len() != 1 {
        return None;
    }
    if lo.len() <= 2
        && let Some(r) = short_value(arena, graph, ro[0])
        && let Some(p) = arena.nus_parts(r).cloned()
        && p.ups == 0
    {
        let x = p.number.clone();
        let matches = if p.nim == 0 {
            lo.len() == 2
                && lo.contains(&v)
                && lo.iter().any(|&w| {
                    w != v
                        && short_value(arena, graph, w).and_then(|s| arena.as_number(s).cloned())
                            == Some(x.clone())
                })
        } else {
            lo.as_slice() == [v]
        };
        if matches {
            return Some((UponKind::Upon, x, p.nim ^ 1));
        }
    }
    if check_uponth {
        let neg = graph.negative();
        if let Some((UponKind::Upon, y, p)) = raw_upon(arena, &neg, ro[0], false) {
            let x = -y;
            let want: Vec<GameId> = (0..=(p ^ 1))
                .map(|k| {
                    let n = arena.number(x.clone());
                    let star = arena.nimber(k);
                    arena.add(n, star)
                })
                .collect();
            let mut have = Vec::new();
            for &w in lo {
                have.push(short_value(arena, graph, w)?);
            }
            if have.len() == want.len() && want.iter().all(|g| have.contains(g)) {
                return Some((UponKind::Uponth, x, p ^ 1));
            }
        }
    }
    None
}
