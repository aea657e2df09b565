//! The printer behind `notation.rs`: a loopy graph in CGSuite's notation, written on a stack
//! of its own (a form's text waits on its options' texts), so that a graph of any depth
//! prints without recursion.

use super::graph::{Graph, Loopy};
use super::notation::{UponKind, raw_upon, short_value};
use super::sided::{SidedValue, stopper_eq, stopper_leq};
use super::stopper::canonical;
use crate::theory::canonical::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
use std::collections::HashMap;

/// CGSuite starts a new pair of braces at this many bars.
const MAX_SLASHES: usize = 4;

/// CGSuite's names for named positions: `a` to `z`, then `N1`, `N2`, ...
fn nth_name(n: usize) -> String {
    if n < 26 {
        char::from(b'a' + n as u8).to_string()
    } else {
        format!("N{}", n - 25)
    }
}

/// One graph being printed: a side as it is, or a canonical stopper (whose special forms are
/// looked for), its positions' short values found once.
struct View {
    g: Loopy,
    stopper: bool,
    short: HashMap<usize, Option<GameId>>,
}

/// The positions being written in braces, each with the name it takes when a follower
/// comes back to it, and the count of names given (shared by the scopes of one form).
struct Scope {
    stack: usize,
    names: usize,
}

/// A position to write.
struct Task {
    view: usize,
    v: usize,
    force_brackets: bool,
    force_parens: bool,
    scope: Scope,
}

/// A form waiting on the texts of its options.
enum Frame {
    /// `{L|R}` of position `v`: its options written one by one.
    Braces {
        view: usize,
        v: usize,
        force_brackets: bool,
        scope: Scope,
        options: [Vec<usize>; 2],
        side: usize,
        next: usize,
        sides: [String; 2],
        slashes: usize,
    },
    /// `+-` then the Left options of a switch, each written afresh.
    Switch {
        view: usize,
        options: Vec<usize>,
        next: usize,
        text: String,
    },
    /// A text around another graph's (the subscript of `Tiny` and `Miny`).
    Around {
        before: String,
        after: &'static str,
        text: String,
    },
}

/// What writing a position comes to: its text and the bars an enclosing form must use
/// beyond this one's, or a form to finish once its options are written.
enum Step {
    Done(String, usize),
    Open(Frame),
    /// A form that waits on one other position, written first.
    Within(Frame, Task),
}

/// Writes loopy graphs in CGSuite's notation.
pub(super) struct Printer<'a> {
    arena: &'a mut Arena,
    views: Vec<View>,
    stacks: Vec<Vec<(usize, Option<String>)>>,
    names: Vec<usize>,
}

impl<'a> Printer<'a> {
    /// `g` from its start: a canonical stopper (`stopper`), else a side.
    pub(super) fn print(arena: &'a mut Arena, g: &Loopy, stopper: bool) -> String {
        let mut printer = Printer {
            arena,
            views: Vec::new(),
            stacks: Vec::new(),
            names: Vec::new(),
        };
        let view = printer.view(g.clone(), stopper);
        let scope = printer.fresh_scope();
        printer.run(Task {
            view,
            v: g.start,
            force_brackets: true,
            force_parens: false,
            scope,
        })
    }

    fn view(&mut self, g: Loopy, stopper: bool) -> usize {
        self.views.push(View {
            g,
            stopper,
            short: HashMap::new(),
        });
        self.views.len() - 1
    }

    fn fresh_scope(&mut self) -> Scope {
        self.names.push(0);
        self.stack_sharing(self.names.len() - 1)
    }

    fn stack_sharing(&mut self, names: usize) -> Scope {
        self.stacks.push(Vec::new());
        Scope {
            stack: self.stacks.len() - 1,
            names,
        }
    }

    /// Writes `first`: each step either done (its text handed to the form waiting on it) or
    /// a form opened, whose next option is then written.
    fn run(&mut self, first: Task) -> String {
        let mut frames: Vec<Frame> = Vec::new();
        let mut step = self.begin(first);
        loop {
            match step {
                Step::Open(frame) => frames.push(frame),
                Step::Within(frame, task) => {
                    frames.push(frame);
                    step = self.begin(task);
                    continue;
                }
                Step::Done(text, slashes) => match frames.last_mut() {
                    None => return text,
                    Some(frame) => accept(frame, text, slashes),
                },
            }
            step = self.advance(&mut frames);
        }
    }

    /// The next step of the innermost form: its next option, or the form done.
    fn advance(&mut self, frames: &mut Vec<Frame>) -> Step {
        let frame = frames.last_mut().expect("a form is waiting");
        match frame {
            Frame::Braces {
                view,
                v,
                scope,
                options,
                side,
                next,
                sides,
                ..
            } => {
                while *side < 2 {
                    let list = &options[*side];
                    if *next < list.len() {
                        let w = list[*next];
                        if *next > 0 {
                            sides[*side].push(',');
                        }
                        *next += 1;
                        if w == *v {
                            sides[*side].push_str("pass");
                            continue;
                        }
                        return self.begin(Task {
                            view: *view,
                            v: w,
                            force_brackets: list.len() > 1,
                            force_parens: false,
                            scope: Scope {
                                stack: scope.stack,
                                names: scope.names,
                            },
                        });
                    }
                    *side += 1;
                    *next = 0;
                }
            }
            Frame::Switch {
                view,
                options,
                next,
                text,
            } => {
                if *next < options.len() {
                    if *next > 0 {
                        text.push(',');
                    }
                    let (view, w, single) = (*view, options[*next], options.len() == 1);
                    *next += 1;
                    let scope = self.fresh_scope();
                    return self.begin(Task {
                        view,
                        v: w,
                        force_brackets: true,
                        force_parens: single,
                        scope,
                    });
                }
            }
            Frame::Around { .. } => {}
        }
        let frame = frames.pop().expect("the form just looked at");
        self.finish(frame)
    }

    /// A form whose options are all written.
    fn finish(&mut self, frame: Frame) -> Step {
        match frame {
            Frame::Braces {
                force_brackets,
                scope,
                options,
                sides,
                slashes,
                ..
            } => {
                let (_, name) = self.stacks[scope.stack].pop().expect("pushed when opened");
                let mut out = String::new();
                let is_named = name.is_some();
                if let Some(name) = name {
                    out.push_str(&name);
                }
                let slashes = slashes + 1;
                let braces = force_brackets
                    || is_named
                    || options[0].is_empty()
                    || options[1].is_empty()
                    || slashes == MAX_SLASHES;
                if braces {
                    out.push('{');
                }
                out.push_str(&sides[0]);
                out.push_str(&"|".repeat(slashes));
                out.push_str(&sides[1]);
                if braces {
                    out.push('}');
                    Step::Done(out, 0)
                } else {
                    Step::Done(out, slashes)
                }
            }
            Frame::Switch {
                options, mut text, ..
            } => {
                if options.len() > 1 {
                    text.push('}');
                }
                Step::Done(text, 0)
            }
            Frame::Around {
                before,
                after,
                text,
            } => Step::Done(before + &text + after, 0),
        }
    }

    /// Writes position `v`: a short game, a stopper's special forms, or braces.
    fn begin(&mut self, task: Task) -> Step {
        let Task {
            view,
            v,
            force_brackets,
            force_parens,
            scope,
        } = task;
        if let Some(s) = self.short(view, v) {
            let mut out = String::new();
            let bars = self
                .arena
                .write_option(s, &mut out, force_brackets, force_parens);
            return Step::Done(out, bars);
        }
        if !self.views[view].stopper {
            let at = self.views[view].g.at(v);
            if at.is_stopper() {
                // The stopper a side reaches, in its canonical form: the names go on.
                let c = canonical(&at);
                let start = c.start;
                let stopper = self.view(c, true);
                let scope = self.stack_sharing(scope.names);
                return self.begin(Task {
                    view: stopper,
                    v: start,
                    force_brackets,
                    force_parens,
                    scope,
                });
            }
            return self.open_braces(view, v, force_brackets, scope);
        }
        if let Some(text) = self.pseudonumber(view, v, force_parens) {
            return Step::Done(text, 0);
        }
        let g = &self.views[view].g;
        let at = g.at(v);
        // A switch on a cycle would come back to itself with its names forgotten: braces.
        let on_cycle = g.graph.left[v]
            .iter()
            .chain(&g.graph.right[v])
            .any(|&w| g.graph.reachable(w)[v]);
        if !on_cycle && stopper_eq(&at, &at.negative()) {
            let options = self.sorted(view, v, true);
            let text = if options.len() > 1 { "+-{" } else { "+-" };
            return Step::Open(Frame::Switch {
                view,
                options,
                next: 0,
                text: text.into(),
            });
        }
        if self.views[view].g.graph.is_long_cycle_free(v)
            && let Some((name, translate, subscript)) = self.tiny(view, v)
        {
            let mut before = String::new();
            if force_parens {
                before.push('(');
            }
            if !translate.is_zero() {
                before.push_str(&translate.to_string());
            }
            before.push_str(name);
            before.push('(');
            let after = if force_parens { "))" } else { ")" };
            let start = subscript.start;
            let sub = self.view(subscript, true);
            let scope = self.fresh_scope();
            return Step::Within(
                Frame::Around {
                    before,
                    after,
                    text: String::new(),
                },
                Task {
                    view: sub,
                    v: start,
                    force_brackets: true,
                    force_parens: false,
                    scope,
                },
            );
        }
        if let Some((kind, number, nim, negated)) = self.upon_form(view, v) {
            let mut out = String::new();
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
            return Step::Done(out, 0);
        }
        self.open_braces(view, v, force_brackets, scope)
    }
}

/// Hands a written option's text to the form waiting on it.
fn accept(frame: &mut Frame, written: String, bars: usize) {
    match frame {
        Frame::Braces {
            side,
            sides,
            slashes,
            ..
        } => {
            sides[*side].push_str(&written);
            *slashes = (*slashes).max(bars);
        }
        Frame::Switch { text, .. } => text.push_str(&written),
        Frame::Around { text, .. } => *text = written,
    }
}

impl Printer<'_> {
    /// CGSuite's generic form: `{L|R}` with `pass` for a move to the game itself and a
    /// name for a position a follower moves back to.
    fn open_braces(&mut self, view: usize, v: usize, force_brackets: bool, scope: Scope) -> Step {
        let stack = &mut self.stacks[scope.stack];
        if let Some(i) = stack.iter().position(|(w, _)| *w == v) {
            let name = match &stack[i].1 {
                Some(name) => name.clone(),
                None => {
                    let name = nth_name(self.names[scope.names]);
                    self.names[scope.names] += 1;
                    stack[i].1 = Some(name.clone());
                    name
                }
            };
            return Step::Done(name, 0);
        }
        stack.push((v, None));
        let options = [self.sorted(view, v, true), self.sorted(view, v, false)];
        Step::Open(Frame::Braces {
            view,
            v,
            force_brackets,
            scope,
            options,
            side: 0,
            next: 0,
            sides: [String::new(), String::new()],
            slashes: 0,
        })
    }

    fn short(&mut self, view: usize, v: usize) -> Option<GameId> {
        if let Some(&s) = self.views[view].short.get(&v) {
            return s;
        }
        let s = short_value(self.arena, &self.views[view].g.graph, v);
        self.views[view].short.insert(v, s);
        s
    }

    fn number(&mut self, view: usize, v: usize) -> Option<Dyadic> {
        let s = self.short(view, v)?;
        self.arena.as_number(s).cloned()
    }

    /// Options of `v` for `left`, the short ones first in CGSuite's order.
    fn sorted(&mut self, view: usize, v: usize, left: bool) -> Vec<usize> {
        let graph = &self.views[view].g.graph;
        let moves = if left {
            graph.left[v].clone()
        } else {
            graph.right[v].clone()
        };
        let mut short = Vec::new();
        let mut loopy = Vec::new();
        for w in moves {
            match self.short(view, w) {
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
    /// `on`, `off`, `x over`, `x under`.
    fn pseudonumber(&mut self, view: usize, v: usize, force_parens: bool) -> Option<String> {
        if self.views[view].g.is_on_at(v) {
            return Some("on".into());
        }
        if self.views[view].g.is_off_at(v) {
            return Some("off".into());
        }
        let (lo, ro) = (
            self.views[view].g.graph.left[v].clone(),
            self.views[view].g.graph.right[v].clone(),
        );
        if lo.len() != 1 || ro.len() != 1 {
            return None;
        }
        let (x, word) = if ro[0] == v {
            (self.number(view, lo[0])?, "over")
        } else if lo[0] == v {
            (self.number(view, ro[0])?, "under")
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
    fn tiny(&mut self, view: usize, v: usize) -> Option<(&'static str, Dyadic, Loopy)> {
        let (lo, ro) = (
            self.views[view].g.graph.left[v].clone(),
            self.views[view].g.graph.right[v].clone(),
        );
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
            let Some(x) = self.number(view, num) else {
                continue;
            };
            let (ol, or) = (
                &self.views[view].g.graph.left[other],
                &self.views[view].g.graph.right[other],
            );
            if ol.len() != 1 || or.len() != 1 {
                continue;
            }
            let (back, far) = if tiny { (ol[0], or[0]) } else { (or[0], ol[0]) };
            if back != num {
                continue;
            }
            let minus_x = Loopy::number(-x.clone());
            let far_game = self.views[view].g.at(far);
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

    fn upon_form(&mut self, view: usize, v: usize) -> Option<(UponKind, Dyadic, u32, bool)> {
        let graph = self.views[view].g.graph.clone();
        if let Some((k, x, n)) = raw_upon(self.arena, &graph, v, true) {
            return Some((k, x, n, false));
        }
        let neg = graph.negative();
        raw_upon(self.arena, &neg, v, true).map(|(k, x, n)| (k, -x, n, true))
    }
}
