//! Printing loopy values exactly as CGSuite prints them: `on`, `off`, `over`, `1over`,
//! `-1/2under`, `dud`, `^[on]`, `v<on>*`, `Tiny(on)`, `+-over`, sides `1 & 0`, and otherwise
//! braces with `pass` for a move to the game itself and named positions `a{0|{*|a}}` for
//! longer cycles.

use super::graph::{Graph, Loopy};
use super::sided::{SidedValue, stopper_eq, stopper_leq};
use super::stopper::canonical;
use crate::theory::canonical::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// CGSuite starts a new pair of braces at this many bars.
const MAX_SLASHES: usize = 4;

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
    let mut out = String::new();
    let mut named = 0;
    Printer::new(arena, side.clone(), false).write(
        side.start,
        &mut out,
        true,
        false,
        &mut Vec::new(),
        &mut named,
    );
    out
}

/// The canonical stopper `g` in CGSuite notation.
pub fn stopper_notation(arena: &mut Arena, g: &Loopy) -> String {
    let mut out = String::new();
    Printer::new(arena, g.clone(), true).write_fresh(g.start, &mut out, true, false);
    out
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
enum UponKind {
    Upon,
    Uponth,
}

struct Printer<'a> {
    arena: &'a mut Arena,
    g: Loopy,
    /// Whether the graph is a canonical stopper (its special forms are looked for).
    stopper: bool,
    short: HashMap<usize, Option<GameId>>,
}

type Stack = Vec<(usize, Option<String>)>;

/// CGSuite's names for named positions: `a` to `z`, then `N1`, `N2`, ...
fn nth_name(n: usize) -> String {
    if n < 26 {
        char::from(b'a' + n as u8).to_string()
    } else {
        format!("N{}", n - 25)
    }
}

impl<'a> Printer<'a> {
    fn new(arena: &'a mut Arena, g: Loopy, stopper: bool) -> Printer<'a> {
        Printer {
            arena,
            g,
            stopper,
            short: HashMap::new(),
        }
    }

    fn short(&mut self, v: usize) -> Option<GameId> {
        if let Some(&s) = self.short.get(&v) {
            return s;
        }
        let s = short_value(self.arena, &self.g.graph, v);
        self.short.insert(v, s);
        s
    }

    fn number(&mut self, v: usize) -> Option<Dyadic> {
        let s = self.short(v)?;
        self.arena.as_number(s).cloned()
    }

    /// Options of `v` for `left`, the short ones first in CGSuite's order.
    fn sorted(&mut self, v: usize, left: bool) -> Vec<usize> {
        let moves = if left {
            self.g.graph.left[v].clone()
        } else {
            self.g.graph.right[v].clone()
        };
        let mut short = Vec::new();
        let mut loopy = Vec::new();
        for w in moves {
            match self.short(w) {
                Some(s) => short.push((s, w)),
                None => loopy.push(w),
            }
        }
        let order = self.arena.sorted(short.iter().map(|&(s, _)| s).collect());
        let mut out: Vec<usize> = order
            .iter()
            .map(|s| {
                short
                    .iter()
                    .find(|(t, _)| t == s)
                    .expect("sorted from these")
                    .1
            })
            .collect();
        out.extend(loopy);
        out
    }

    fn write_fresh(
        &mut self,
        v: usize,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
    ) -> usize {
        let mut named = 0;
        self.write(
            v,
            out,
            force_brackets,
            force_parens,
            &mut Vec::new(),
            &mut named,
        )
    }

    /// Appends vertex `v`; returns the bars an enclosing form must use beyond this one's.
    fn write(
        &mut self,
        v: usize,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
        stack: &mut Stack,
        named: &mut usize,
    ) -> usize {
        if let Some(s) = self.short(v) {
            return self
                .arena
                .write_option(s, out, force_brackets, force_parens);
        }
        if !self.stopper {
            let at = self.g.at(v);
            if at.is_stopper() {
                let c = canonical(&at);
                return Printer::new(self.arena, c, true).write(
                    0,
                    out,
                    force_brackets,
                    force_parens,
                    &mut Vec::new(),
                    named,
                );
            }
            return self.write_braces(v, out, force_brackets, stack, named);
        }
        if let Some(text) = self.pseudonumber(v, force_parens) {
            out.push_str(&text);
            return 0;
        }
        let at = self.g.at(v);
        if stopper_eq(&at, &at.negative()) {
            let lo = self.sorted(v, true);
            out.push_str("+-");
            if lo.len() > 1 {
                out.push('{');
            }
            for (i, &gl) in lo.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write_fresh(gl, out, true, lo.len() == 1);
            }
            if lo.len() > 1 {
                out.push('}');
            }
            return 0;
        }
        if self.g.graph.is_long_cycle_free(v)
            && let Some((name, translate, subscript)) = self.tiny(v)
        {
            if force_parens {
                out.push('(');
            }
            if !translate.is_zero() {
                out.push_str(&translate.to_string());
            }
            out.push_str(name);
            out.push('(');
            out.push_str(&stopper_notation(self.arena, &subscript));
            out.push(')');
            if force_parens {
                out.push(')');
            }
            return 0;
        }
        if let Some((kind, number, nim, negated)) = self.upon_form(v) {
            if !number.is_zero() {
                out.push_str(&number.to_string());
            }
            out.push(if negated { 'v' } else { '^' });
            out.push_str(match kind {
                UponKind::Upon => "[on]",
                UponKind::Uponth => "<on>",
            });
            if nim >= 1 {
                out.push('*');
                if nim >= 2 {
                    out.push_str(&nim.to_string());
                }
            }
            return 0;
        }
        self.write_braces(v, out, force_brackets, stack, named)
    }

    /// `on`, `off`, `x over`, `x under`.
    fn pseudonumber(&mut self, v: usize, force_parens: bool) -> Option<String> {
        if self.g.is_on_at(v) {
            return Some("on".into());
        }
        if self.g.is_off_at(v) {
            return Some("off".into());
        }
        let (lo, ro) = (self.g.graph.left[v].clone(), self.g.graph.right[v].clone());
        if lo.len() != 1 || ro.len() != 1 {
            return None;
        }
        let (x, word) = if ro[0] == v {
            (self.number(lo[0])?, "over")
        } else if lo[0] == v {
            (self.number(ro[0])?, "under")
        } else {
            return None;
        };
        Some(if x.is_zero() {
            word.to_string()
        } else if force_parens {
            format!("({x}{word})")
        } else {
            format!("{x}{word}")
        })
    }

    /// CGSuite's `isNumberTiny`: `{x || x | x - G}` (`Tiny`) or `{x + G | x || x}` (`Miny`)
    /// with `G` at least `on`-like (`x - G <= under`): the name, `x`, and `G`.
    fn tiny(&mut self, v: usize) -> Option<(&'static str, Dyadic, Loopy)> {
        let (lo, ro) = (self.g.graph.left[v].clone(), self.g.graph.right[v].clone());
        if lo.len() != 1 || ro.len() != 1 {
            return None;
        }
        let mut under_graph = Graph::leaf_form();
        let under = under_graph.add_vertex();
        let zero = under_graph.add_number(Dyadic::zero());
        under_graph.left[under].push(under);
        under_graph.right[under].push(zero);
        let under_stopper = Loopy {
            graph: under_graph,
            start: under,
        };
        for tiny in [true, false] {
            let (num, other) = if tiny { (lo[0], ro[0]) } else { (ro[0], lo[0]) };
            let Some(x) = self.number(num) else { continue };
            let (ol, or) = (&self.g.graph.left[other], &self.g.graph.right[other]);
            if ol.len() != 1 || or.len() != 1 {
                continue;
            }
            let (back, far) = if tiny { (ol[0], or[0]) } else { (or[0], ol[0]) };
            if back != num {
                continue;
            }
            let minus_x = Loopy::number(-x.clone());
            let far_game = self.g.at(far);
            // Tiny: far - x <= under; Miny: x - far <= under.
            let diff = if tiny {
                SidedValue::of(&far_game).add(&SidedValue::stopper(minus_x.clone()))
            } else {
                SidedValue::of(&far_game.negative())
                    .add(&SidedValue::stopper(Loopy::number(x.clone())))
            };
            if !diff.is_stopper() || !stopper_leq(&diff.onside, &under_stopper) {
                continue;
            }
            let subscript = diff.neg();
            return Some((if tiny { "Tiny" } else { "Miny" }, x, subscript.onside));
        }
        None
    }

    fn upon_form(&mut self, v: usize) -> Option<(UponKind, Dyadic, u32, bool)> {
        let graph = self.g.graph.clone();
        if let Some((k, x, n)) = raw_upon(self.arena, &graph, v, true) {
            return Some((k, x, n, false));
        }
        let neg = graph.negative();
        raw_upon(self.arena, &neg, v, true).map(|(k, x, n)| (k, -x, n, true))
    }

    /// CGSuite's generic form: `{L|R}` with `pass` for a move to the game itself and a
    /// name for a position a follower moves back to.
    fn write_braces(
        &mut self,
        v: usize,
        out: &mut String,
        force_brackets: bool,
        stack: &mut Stack,
        named: &mut usize,
    ) -> usize {
        if let Some(i) = stack.iter().position(|(w, _)| *w == v) {
            let name = match &stack[i].1 {
                Some(name) => name.clone(),
                None => {
                    let name = nth_name(*named);
                    *named += 1;
                    stack[i].1 = Some(name.clone());
                    name
                }
            };
            out.push_str(&name);
            return 0;
        }
        stack.push((v, None));
        let lo = self.sorted(v, true);
        let ro = self.sorted(v, false);
        let mut slashes = 0;
        let mut sides = [String::new(), String::new()];
        for (k, options) in [&lo, &ro].into_iter().enumerate() {
            for (i, &w) in options.iter().enumerate() {
                if i > 0 {
                    sides[k].push(',');
                }
                if w == v {
                    sides[k].push_str("pass");
                } else {
                    let mut text = String::new();
                    let s = self.write(w, &mut text, options.len() > 1, false, stack, named);
                    sides[k].push_str(&text);
                    slashes = slashes.max(s);
                }
            }
        }
        let (_, name) = stack.pop().expect("pushed above");
        let is_named = name.is_some();
        if let Some(name) = name {
            out.push_str(&name);
        }
        slashes += 1;
        let braces =
            force_brackets || is_named || lo.is_empty() || ro.is_empty() || slashes == MAX_SLASHES;
        if braces {
            out.push('{');
        }
        out.push_str(&sides[0]);
        out.push_str(&"|".repeat(slashes));
        out.push_str(&sides[1]);
        if braces {
            out.push('}');
            0
        } else {
            slashes
        }
    }
}

/// The upon form of vertex `v` of `graph`, not negated: `{pass, x | x}` or
/// `{pass | x*m}` (`x^[on]*(m^1)`), or with `check_uponth`, `{x, x*, ..., x*n | -U}` for
/// `U` an upon form (`x^<on>*n`).
fn raw_upon(
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
