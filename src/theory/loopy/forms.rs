//! The named forms of loopy notation: `x over`, `x under`, upon forms `x^[on]*n` and
//! `x^<on>*n` (and `v`), `Tiny(x)`, `Miny(x)`, and compounds read by the short parser.

use super::braces::Term;
use super::graph::{Graph, Loopy};
use super::leaves::settle_numbers;
use super::parse::{Parsed, Parser, Stop};
use super::sided::SidedValue;
use crate::theory::canonical::NotationError;
use crate::theory::canonical::notation::chars::CharText;
use crate::theory::dyadic::Dyadic;

impl Parser<'_> {
    pub(super) fn tiny(&mut self, tiny: bool) -> Parsed<SidedValue> {
        self.blanks();
        if !self.eat("(") {
            return self.err(self.pos, "'('");
        }
        let x = self.sided()?;
        self.blanks();
        if !self.eat(")") {
            return self.err(self.pos, "')'");
        }
        let zero = Term::Value(self.number(&Dyadic::zero()));
        let zero2 = Term::Value(self.number(&Dyadic::zero()));
        let node = if tiny {
            // {0 || 0 | -x}
            Term::Node {
                name: None,
                left: vec![zero],
                right: vec![Term::Node {
                    name: None,
                    left: vec![zero2],
                    right: vec![Term::Value(x.neg())],
                }],
            }
        } else {
            Term::Node {
                name: None,
                left: vec![Term::Node {
                    name: None,
                    left: vec![Term::Value(x)],
                    right: vec![zero2],
                }],
                right: vec![zero],
            }
        };
        self.build(&node)
    }

    /// `x over` = `{x | pass}`, `x under` = `{pass | x}`: a position with a pass and a leaf,
    /// in leaf form as it is (a position that is its own option is no number).
    pub(super) fn over(&mut self, x: &Dyadic, over: bool) -> SidedValue {
        let mut graph = Graph::leaf_form();
        let v = graph.add_vertex();
        let w = graph.add_number(x.clone());
        if over {
            graph.left[v].push(w);
            graph.right[v].push(v);
        } else {
            graph.left[v].push(v);
            graph.right[v].push(w);
        }
        SidedValue::of(&Loopy { graph, start: v })
    }

    /// `x^[on]*n` = `{pass (, x when n = 1) | x*(n^1)}`, or `x^<on>*n` =
    /// `{x, x*, ..., x*n | -((-x)^[on]*(n^1))}`; negated (`v`) when `down`. The graphs are in
    /// leaf form: the upon has a pass, and whether the other's start is a number is settled.
    pub(super) fn upon(&mut self, x: &Dyadic, n: u32, nth: bool) -> SidedValue {
        if nth {
            let inner = self.upon(&-x.clone(), n ^ 1, false).neg();
            let mut graph = Graph::leaf_form();
            let v = graph.add_vertex();
            for k in 0..=n {
                let xn = self.arena.number(x.clone());
                let star = self.arena.nimber(k);
                let g = self.arena.add(xn, star);
                let s = self.short(g);
                let w = graph.embed(&s.onside.graph) + s.onside.start;
                graph.left[v].push(w);
            }
            let w = graph.embed(&inner.onside.graph) + inner.onside.start;
            graph.right[v].push(w);
            let mut unsure = vec![false; graph.len()];
            unsure[v] = true;
            settle_numbers(&mut graph, &unsure);
            return SidedValue::of(&Loopy { graph, start: v });
        }
        let m = n ^ 1;
        let xn = self.arena.number(x.clone());
        let star = self.arena.nimber(m);
        let right = self.arena.add(xn, star);
        let right = self.short(right);
        let mut graph = Graph::leaf_form();
        let v = graph.add_vertex();
        graph.left[v].push(v);
        if m == 0 {
            let w = graph.add_number(x.clone());
            graph.left[v].push(w);
        }
        let w = graph.embed(&right.onside.graph) + right.onside.start;
        graph.right[v].push(w);
        SidedValue::of(&Loopy { graph, start: v })
    }

    /// A number, ups and a star as for short games, or a number followed by `over`,
    /// `under`, or an upon form `^[on]`, `^<on>`, `v[on]`, `v<on>` and a star.
    pub(super) fn compound(&mut self, negative: bool) -> Parsed<SidedValue> {
        let start = self.pos;
        let sign = if negative { "-" } else { "" };
        let mut number = Dyadic::zero();
        while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '/') {
            self.pos += 1;
        }
        if self.pos > start {
            let text: String = self.chars[start..self.pos].iter().collect();
            match self.arena.parse_game(&format!("{sign}{text}")) {
                Ok(g) if self.arena.is_number(g) => {
                    number = self.arena.as_number(g).cloned().expect("a number");
                }
                _ => return self.err(start, "a number such as 3 or 3/4"),
            }
            if self
                .peek()
                .is_some_and(|c| c.is_ascii_alphabetic() && c != 'v')
            {
                let word_at = self.pos;
                let word = self.identifier();
                return match word.as_str() {
                    "over" | "under" => Ok(self.over(&number, word == "over")),
                    "Tiny" | "Miny" => {
                        let t = self.tiny(word == "Tiny")?;
                        let n = self.number(&number);
                        self.add(&n, &t)
                    }
                    _ => self.err(
                        word_at,
                        "over, under, Tiny(x), Miny(x), an operator or the end",
                    ),
                };
            }
        }
        for (text, up, nth) in [
            ("^[on]", true, false),
            ("^<on>", true, true),
            ("v[on]", false, false),
            ("v<on>", false, true),
        ] {
            if self.eat(text) {
                let mut nim = 0;
                if self.eat("*") {
                    let at = self.pos;
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.pos += 1;
                    }
                    let digits: String = self.chars[at..self.pos].iter().collect();
                    nim = if digits.is_empty() {
                        1
                    } else {
                        match digits.parse::<u32>() {
                            Ok(n) if n <= 4096 => n,
                            _ => return self.err(at, "a nimber of at most 4096"),
                        }
                    };
                }
                return Ok(if up {
                    self.upon(&number, nim, nth)
                } else {
                    self.upon(&-number, nim, nth).neg()
                });
            }
        }
        // A short compound: ups, stars, uptimals, read by the short parser.
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_digit() || "^v*<>[]".contains(c))
        {
            self.pos += 1;
        }
        if self.pos == start {
            return self.err(
                start,
                "a game (a number, *, ^, v, {...}, on, off, over, under, upon, dud, Tiny(x), \
                 Miny(x), a named node a{...})",
            );
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        match self.arena.parse_game(&format!("{sign}{text}")) {
            Ok(g) => Ok(self.short(g)),
            Err(e) => Err(Stop::Notation(NotationError {
                column: start + e.column - sign.len(),
                expected: e.expected,
            })),
        }
    }
}
