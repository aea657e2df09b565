//! Reading loopy values in CGSuite notation, and expressions over them.
//!
//! ```text
//! expression := sided [relation sided]         relation: <= >= == = < > || <| |>
//! sided      := sum ['&' sum]                  onside & offside, both stoppers
//! sum        := term (('+' | '-' | '+-') term)*
//! term       := '-' term | '+-' term | postfix
//! postfix    := primary ('.' Method ['(' sided (',' sided)* ')'])*
//! primary    := '(' sided ')' | braces | name braces | name ':' braces | on | off | over
//!             | under | upon | dud | Tiny '(' sided ')' | Miny '(' sided ')' | compound
//! compound   := short compound (as for short games: 3/4, ^^*, v<2>, ...) | [number] over
//!             | [number] under | [number] ('^' | 'v') ('[on]' | '<on>') [star]
//! braces     := '{' items (bars items)* '}'   items: pass, a name of an enclosing node,
//!                                              a named node, or a sided value
//! ```
//! Methods: `Onside`, `Offside`, `Degree`, `Variety`, `Upsum(H)`, `Downsum(H)`,
//! `UpsumVariety(D)`, `DownsumVariety(D)`, and for a short `G` with a pseudonumber `x` (a
//! number, `on`, `off`, `x over`, `x under`) `G.Pow(x)`, `G.PowTo(x)`; for a stopper `G` and
//! a short `B`, `G.Subordinate(B)` (`ordinal.rs`).

use super::braces::Term;
use super::graph::Loopy;
use super::notation::short_value;
use super::ordinal::{self, as_pseudonumber};
use super::properties::{self, short_loopy};
use super::sided::{SidedValue, TooLarge};
use crate::theory::canonical::notation::chars::CharText;
use crate::theory::canonical::{Arena, LimitExceeded, NotationError, Refused};
use crate::theory::dyadic::Dyadic;

/// What a loopy expression evaluates to.
#[derive(Clone, Debug)]
pub enum LoopyExpression {
    /// A loopy (or short) value.
    Value(SidedValue),
    /// The answer to a comparison.
    Bool(bool),
}

/// The words that make an expression loopy: an expression holding one of them (or `&`, or a
/// named node `a{...}`) is read by this parser.
pub const KEYWORDS: [&str; 7] = ["on", "off", "over", "under", "upon", "dud", "pass"];

/// The deepest nesting of braces and parentheses accepted.
pub(super) const MAX_DEPTH: usize = 500;

/// Bytes a comparison takes for each pair of positions of the two games.
pub const BYTES_PER_PAIR: usize = 24;

/// Whether `text` uses loopy notation: one of [`KEYWORDS`] as a word, `&`, or a name
/// followed by braces.
pub fn looks_loopy(text: &str) -> bool {
    if text.contains('&') {
        return true;
    }
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_alphanumeric() {
            i += 1;
        }
        let run: String = chars[start..i].iter().collect();
        let word = run.trim_start_matches(|c: char| c.is_ascii_digit());
        if word.is_empty() {
            continue;
        }
        if KEYWORDS.contains(&word) {
            return true;
        }
        let rest: String = chars[i..].iter().collect();
        let rest = rest.trim_start();
        let rest = rest.strip_prefix(':').map_or(rest, str::trim_start);
        if rest.starts_with('{') {
            return true;
        }
    }
    false
}

/// Why reading stopped.
pub(super) enum Stop {
    Notation(NotationError),
    Limit,
}

pub(super) type Parsed<T> = Result<T, Stop>;

/// Evaluates a loopy expression; its short parts are made in `arena`. A game whose
/// comparisons would need more than `limit` bytes is refused.
pub fn parse_loopy(
    arena: &mut Arena,
    text: &str,
    limit: usize,
) -> Result<Result<LoopyExpression, NotationError>, LimitExceeded> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        arena,
        names: Vec::new(),
        depth: 0,
        signs: 0,
        max_vertices: budget(limit),
    };
    match p.expression() {
        Ok(e) => Ok(Ok(e)),
        Err(Stop::Notation(e)) => Ok(Err(e)),
        Err(Stop::Limit) => Err(LimitExceeded { limit }),
    }
}

/// The positions of the larger side of `v`'s graphs, numbers spelled out.
fn size(v: &SidedValue) -> usize {
    v.onside
        .graph
        .expanded_len()
        .max(v.offside.graph.expanded_len())
}

/// The most positions a graph may have for its positions' comparisons, pairwise, to fit in
/// `limit` bytes: the budget of the loopy operations under that limit.
pub fn budget(limit: usize) -> usize {
    ((limit / BYTES_PER_PAIR) as f64).sqrt() as usize
}

/// Where a method call's parts start: the game, the method's name, its argument.
struct Columns {
    game: usize,
    method: usize,
    argument: usize,
}

/// The methods of loopy games, as CGSuite spells them.
const METHODS: [&str; 11] = [
    "Onside",
    "Offside",
    "Degree",
    "Variety",
    "Upsum",
    "Downsum",
    "UpsumVariety",
    "DownsumVariety",
    "Pow",
    "PowTo",
    "Subordinate",
];

pub(super) struct Parser<'a> {
    pub(super) chars: Vec<char>,
    pub(super) pos: usize,
    pub(super) arena: &'a mut Arena,
    /// The names of the enclosing named nodes, innermost last.
    pub(super) names: Vec<String>,
    pub(super) depth: usize,
    /// Prefix signs being read, one inside another.
    pub(super) signs: usize,
    pub(super) max_vertices: usize,
}

impl CharText for Parser<'_> {
    fn chars(&self) -> &[char] {
        &self.chars
    }

    fn at(&self) -> usize {
        self.pos
    }

    fn place(&mut self) -> &mut usize {
        &mut self.pos
    }
}

impl Parser<'_> {
    pub(super) fn err<T>(&self, column: usize, what: &str) -> Parsed<T> {
        Err(Stop::Notation(NotationError {
            column: column + 1,
            expected: what.to_string(),
        }))
    }

    pub(super) fn identifier(&mut self) -> String {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn expression(&mut self) -> Parsed<LoopyExpression> {
        let g = self.sided()?;
        self.blanks();
        let rel = ["<=", ">=", "==", "<|", "|>", "||", "<", ">", "="]
            .into_iter()
            .find(|r| self.eat(r));
        let value = match rel {
            None => LoopyExpression::Value(g),
            Some(rel) => {
                let h = self.sided()?;
                if g.comparison_pairs(&h) > self.max_vertices.saturating_mul(self.max_vertices) {
                    return Err(Stop::Limit);
                }
                let (le, ge) = (g.leq(&h), h.leq(&g));
                LoopyExpression::Bool(match rel {
                    "<=" => le,
                    ">=" => ge,
                    "==" | "=" => le && ge,
                    "<" => le && !ge,
                    ">" => ge && !le,
                    "||" => !le && !ge,
                    "<|" => !ge,
                    _ => !le,
                })
            }
        };
        self.blanks();
        if self.pos < self.chars.len() {
            return self.err(
                self.pos,
                if rel.is_none() {
                    "an operator (+, -, &, <=, >=, ==, <, >, ||, <|, |>) or the end"
                } else {
                    "an operator (+, -, &) or the end"
                },
            );
        }
        Ok(value)
    }

    /// `sum [& sum]`.
    pub(super) fn sided(&mut self) -> Parsed<SidedValue> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(
                self.pos,
                &format!("at most {MAX_DEPTH} levels of nested braces and parentheses"),
            );
        }
        let at = self.pos;
        let on = self.sum(None)?;
        self.blanks();
        let result = if self.eat("&") {
            let off_at = self.pos;
            let off = self.sum(None)?;
            if !on.is_stopper() {
                return self.err(at, "a stopper before '&'");
            }
            if !off.is_stopper() {
                return self.err(off_at, "a stopper after '&'");
            }
            match SidedValue::from_sides(&on.onside, &off.onside) {
                Ok(v)
                    if v.is_stopper_sided() && super::sided::stopper_eq(&v.onside, &v.offside) =>
                {
                    SidedValue::stopper(v.onside)
                }
                Ok(v) => v,
                Err(_) => {
                    return self.err(off_at, "an offside at most the onside (G & H needs H <= G)");
                }
            }
        } else {
            on
        };
        self.depth -= 1;
        Ok(result)
    }

    fn check_size(&self, a: &SidedValue, b: &SidedValue) -> Parsed<()> {
        self.check_vertices(size(a), size(b))
    }

    /// The budget of a loopy operation: past it, [`Stop::Limit`].
    fn within<T>(&self, r: Result<T, TooLarge>) -> Parsed<T> {
        r.map_err(|TooLarge| Stop::Limit)
    }

    /// Refuses a game of `a` positions meeting one of `b` when their pairs pass the limit.
    fn check_vertices(&self, a: usize, b: usize) -> Parsed<()> {
        if a.saturating_mul(b) > self.max_vertices {
            return Err(Stop::Limit);
        }
        Ok(())
    }

    pub(super) fn add(&mut self, a: &SidedValue, b: &SidedValue) -> Parsed<SidedValue> {
        self.within(a.try_add(b, self.max_vertices))
    }

    pub(super) fn sum(&mut self, first: Option<SidedValue>) -> Parsed<SidedValue> {
        let mut acc = match first {
            Some(v) => v,
            None => self.term()?,
        };
        loop {
            self.blanks();
            if self.eat("+-") || self.eat("±") {
                let t = self.switch()?;
                acc = self.add(&acc, &t)?;
            } else if self.eat("+") {
                let t = self.term()?;
                acc = self.add(&acc, &t)?;
            } else if self.peek() == Some('-') {
                self.pos += 1;
                let t = self.term()?;
                acc = self.add(&acc, &t.neg())?;
            } else {
                return Ok(acc);
            }
        }
    }

    /// `+-x` = `{x | -x}`.
    fn switch(&mut self) -> Parsed<SidedValue> {
        let x = self.after_sign()?;
        let node = Term::Node {
            name: None,
            left: vec![Term::Value(x.clone())],
            right: vec![Term::Value(x.neg())],
        };
        self.build(&node)
    }

    /// The term after a prefix sign: each sign is one more call on the stack, so their
    /// number is bounded as the levels of nesting are.
    fn after_sign(&mut self) -> Parsed<SidedValue> {
        self.signs += 1;
        if self.signs > MAX_DEPTH {
            return self.err(self.pos, &format!("at most {MAX_DEPTH} signs in a row"));
        }
        let t = self.term();
        self.signs -= 1;
        t
    }

    fn term(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        if self.eat("+-") || self.eat("±") {
            return self.switch();
        }
        if self.peek() == Some('-') {
            self.pos += 1;
            // A signed number part: -1over is (-1)over, -1/2v[on] is (-1/2)v[on]; but a
            // method binds tighter than the sign: -1.PowTo(on) is -(1.PowTo(on)).
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                let number_at = self.pos;
                let signed = self.compound(true)?;
                if !self.method_follows() {
                    return Ok(signed);
                }
                self.pos = number_at;
                return Ok(self.postfix()?.neg());
            }
            return Ok(self.after_sign()?.neg());
        }
        self.postfix()
    }

    /// Whether a method call `.Name` comes next.
    fn method_follows(&mut self) -> bool {
        let save = self.pos;
        self.blanks();
        let method = self.eat(".") && self.peek().is_some_and(|c| c.is_ascii_alphabetic());
        self.pos = save;
        method
    }

    fn postfix(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        let g_at = self.pos;
        let mut g = self.primary()?;
        loop {
            if !self.eat_after_blanks(".") {
                return Ok(g);
            }
            let name_at = self.pos;
            let written = self.identifier();
            // Method names are read regardless of case, as the short games' reader does.
            let name = METHODS
                .iter()
                .find(|m| m.eq_ignore_ascii_case(&written))
                .map_or(written, |m| m.to_string());
            let arity = match name.as_str() {
                "Onside" | "Offside" | "Degree" | "Variety" => 0,
                "Upsum" | "Downsum" | "UpsumVariety" | "DownsumVariety" | "Pow" | "PowTo"
                | "Subordinate" => 1,
                _ => {
                    return self.err(
                        name_at,
                        "a method of loopy games after '.' (Onside, Offside, Degree, Variety, \
                         Upsum, Downsum, UpsumVariety, DownsumVariety, Pow, PowTo, Subordinate)",
                    );
                }
            };
            let mut arg = None;
            self.blanks();
            let mut arg_at = self.pos;
            if self.eat("(") {
                self.blanks();
                arg_at = self.pos;
                if arity == 1 {
                    arg = Some(self.sided()?);
                }
                self.blanks();
                if !self.eat(")") {
                    return self.err(
                        self.pos,
                        if arity == 1 {
                            "')'"
                        } else {
                            "')' (no arguments)"
                        },
                    );
                }
            }
            if arity == 1 && arg.is_none() {
                return self.err(self.pos, "'(' and the method's argument");
            }
            let is_stopper = g.is_stopper();
            g = match (name.as_str(), arg) {
                ("Onside", _) => SidedValue::stopper(g.onside.clone()),
                ("Offside", _) => SidedValue::stopper(g.offside.clone()),
                ("Pow" | "PowTo" | "Subordinate", Some(x)) => {
                    let at = Columns {
                        game: g_at,
                        method: name_at,
                        argument: arg_at,
                    };
                    self.ordinal_method(&name, &g, &x, at)?
                }
                (_, _) if !is_stopper => {
                    return self.err(name_at, &format!("a stopper before .{name}"));
                }
                ("Degree", _) => self.within(properties::degree(&g, self.max_vertices))?,
                ("Variety", _) => match self.within(properties::variety(&g, self.max_vertices))? {
                    Some(v) => v,
                    None => return self.err(name_at, "a stable stopper before .Variety"),
                },
                (_, Some(h)) if !h.is_stopper() => {
                    return self.err(name_at, &format!("a stopper as the argument of .{name}"));
                }
                ("Upsum", Some(h)) => self.within(properties::upsum(&g, &h, self.max_vertices))?,
                ("Downsum", Some(h)) => {
                    self.within(properties::downsum(&g, &h, self.max_vertices))?
                }
                (_, Some(d))
                    if !self.within(properties::is_idempotent(&d, self.max_vertices))? =>
                {
                    return self.err(
                        name_at,
                        &format!("an idempotent as the argument of .{name}"),
                    );
                }
                ("UpsumVariety", Some(d)) => {
                    self.within(properties::upsum_variety(&g, &d, self.max_vertices))?
                }
                (_, Some(d)) => {
                    self.within(properties::downsum_variety(&g, &d, self.max_vertices))?
                }
                _ => unreachable!("every method has its arity"),
            };
        }
    }

    /// `G.Pow(x)`, `G.PowTo(x)` or `G.Subordinate(x)`, refused at the column of the game or
    /// argument at fault, as the short versions are.
    fn ordinal_method(
        &mut self,
        name: &str,
        g: &SidedValue,
        x: &SidedValue,
        at: Columns,
    ) -> Parsed<SidedValue> {
        let result = if name == "Subordinate" {
            if !g.is_stopper() {
                return self.err(at.method, "a stopper before .Subordinate");
            }
            let Some(base) = self.short_of(x) else {
                return self.err(at.argument, "a short game as the base of .Subordinate");
            };
            self.check_size(g, x)?;
            ordinal::subordinate_to(self.arena, &g.onside, base)
        } else {
            let Some(short) = self.short_of(g) else {
                return self.err(at.method, &format!("a short game before .{name}"));
            };
            if !x.is_stopper() || as_pseudonumber(self.arena, &x.onside).is_none() {
                return self.err(
                    at.argument,
                    &format!(
                        "a pseudonumber as the exponent of .{name} (a number, on, off, x over, \
                         x under)"
                    ),
                );
            }
            // The power's graph holds `g`'s and `x`'s; `Pow` adds `g`'s option to its negative.
            self.check_vertices(size(g), size(g) + size(x))?;
            if name == "Pow" {
                ordinal::pow(self.arena, short, &x.onside)
            } else {
                ordinal::pow_to(self.arena, short, &x.onside)
            }
        };
        match result {
            Ok(v) => Ok(v),
            Err(Refused::PowBase) => self.err(at.game, &Refused::PowBase.to_string()),
            Err(e) => self.err(at.argument, &e.to_string()),
        }
    }

    /// The short game `v` is, if it is one.
    fn short_of(&mut self, v: &SidedValue) -> Option<crate::theory::canonical::GameId> {
        if !v.is_loopfree() {
            return None;
        }
        short_value(self.arena, &v.onside.graph, v.onside.start)
    }

    pub(super) fn short(&mut self, g: crate::theory::canonical::GameId) -> SidedValue {
        SidedValue::stopper(short_loopy(self.arena, g).packed())
    }

    pub(super) fn number(&mut self, x: &Dyadic) -> SidedValue {
        SidedValue::stopper(Loopy::number(x.clone()))
    }

    fn primary(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        let at = self.pos;
        match self.peek() {
            Some('(') => {
                self.pos += 1;
                let g = self.sided()?;
                self.blanks();
                if !self.eat(")") {
                    return self.err(self.pos, "')'");
                }
                Ok(g)
            }
            Some('{') => {
                let t = self.braces(None)?;
                self.build(&t)
            }
            Some(c) if c.is_ascii_alphabetic() && c != 'v' => {
                let word = self.identifier();
                match word.as_str() {
                    "on" => Ok(SidedValue::stopper(Loopy::on())),
                    "off" => Ok(SidedValue::stopper(Loopy::off())),
                    "dud" => Ok(SidedValue {
                        onside: Loopy::on(),
                        offside: Loopy::off(),
                    }),
                    "over" | "under" => Ok(self.over(&Dyadic::zero(), word == "over")),
                    "upon" => Ok(self.upon(&Dyadic::zero(), 0, false)),
                    "Tiny" | "Miny" => self.tiny(word == "Tiny"),
                    _ => {
                        self.blanks();
                        let colon = self.eat(":");
                        self.blanks();
                        if self.peek() == Some('{') && !word.is_empty() {
                            let t = self.braces(Some(word))?;
                            return self.build(&t);
                        }
                        let _ = colon;
                        self.err(
                            at,
                            "a game (a number, *, ^, v, {...}, on, off, over, under, upon, dud, \
                             Tiny(x), Miny(x), a named node a{...})",
                        )
                    }
                }
            }
            _ => self.compound(false),
        }
    }
}
