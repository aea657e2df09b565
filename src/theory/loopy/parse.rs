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
//! `UpsumVariety(D)`, `DownsumVariety(D)`, and `^.Pow(on)` = `^<on>`, `^.PowTo(on)` = `^[on]`.

use super::braces::Term;
use super::graph::Loopy;
use super::properties::{self, short_loopy};
use super::sided::SidedValue;
use crate::theory::canonical::{Arena, LimitExceeded, NotationError};
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
const MAX_DEPTH: usize = 500;

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
        max_vertices: ((limit / BYTES_PER_PAIR) as f64).sqrt() as usize,
    };
    match p.expression() {
        Ok(e) => Ok(Ok(e)),
        Err(Stop::Notation(e)) => Ok(Err(e)),
        Err(Stop::Limit) => Err(LimitExceeded { limit }),
    }
}

pub(super) struct Parser<'a> {
    pub(super) chars: Vec<char>,
    pub(super) pos: usize,
    pub(super) arena: &'a mut Arena,
    /// The names of the enclosing named nodes, innermost last.
    pub(super) names: Vec<String>,
    pub(super) depth: usize,
    pub(super) max_vertices: usize,
}

impl Parser<'_> {
    pub(super) fn err<T>(&self, column: usize, what: &str) -> Parsed<T> {
        Err(Stop::Notation(NotationError {
            column: column + 1,
            expected: what.to_string(),
        }))
    }

    pub(super) fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    pub(super) fn eat(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        if self.chars.len() >= self.pos + n
            && self.chars[self.pos..self.pos + n]
                .iter()
                .copied()
                .eq(s.chars())
        {
            self.pos += n;
            true
        } else {
            false
        }
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
        let size = |v: &SidedValue| v.onside.graph.len().max(v.offside.graph.len());
        if size(a).saturating_mul(size(b)) > self.max_vertices {
            return Err(Stop::Limit);
        }
        Ok(())
    }

    pub(super) fn add(&mut self, a: &SidedValue, b: &SidedValue) -> Parsed<SidedValue> {
        self.check_size(a, b)?;
        Ok(a.add(b))
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
        let x = self.term()?;
        let node = Term::Node {
            name: None,
            left: vec![Term::Value(x.clone())],
            right: vec![Term::Value(x.neg())],
        };
        self.build(&node)
    }

    fn term(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        if self.eat("+-") || self.eat("±") {
            return self.switch();
        }
        if self.peek() == Some('-') {
            self.pos += 1;
            // A signed number part: -1over is (-1)over, -1/2v[on] is (-1/2)v[on].
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return self.compound(true);
            }
            return Ok(self.term()?.neg());
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Parsed<SidedValue> {
        let mut g = self.primary()?;
        loop {
            let save = self.pos;
            self.blanks();
            if !self.eat(".") {
                self.pos = save;
                return Ok(g);
            }
            let name_at = self.pos;
            let name = self.identifier();
            let arity = match name.as_str() {
                "Onside" | "Offside" | "Degree" | "Variety" => 0,
                "Upsum" | "Downsum" | "UpsumVariety" | "DownsumVariety" | "Pow" | "PowTo" => 1,
                _ => {
                    return self.err(
                        name_at,
                        "a method of loopy games after '.' (Onside, Offside, Degree, Variety, \
                         Upsum, Downsum, UpsumVariety, DownsumVariety, Pow, PowTo)",
                    );
                }
            };
            let mut arg = None;
            self.blanks();
            if self.eat("(") {
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
                ("Pow" | "PowTo", Some(x)) => {
                    let up = self.arena.up();
                    let up = self.short(up);
                    let on = SidedValue::stopper(Loopy::on());
                    if !g.equals(&up) || !x.equals(&on) {
                        return self.err(
                            name_at,
                            &format!("^.{name}(on) (other loopy powers are not computed)"),
                        );
                    }
                    self.upon(&Dyadic::zero(), 0, name == "Pow")
                }
                (_, _) if !is_stopper => {
                    return self.err(name_at, &format!("a stopper before .{name}"));
                }
                ("Degree", _) => properties::degree(&g),
                ("Variety", _) => match properties::variety(&g) {
                    Some(v) => v,
                    None => return self.err(name_at, "a stable stopper before .Variety"),
                },
                (_, Some(h)) if !h.is_stopper() => {
                    return self.err(name_at, &format!("a stopper as the argument of .{name}"));
                }
                ("Upsum", Some(h)) => {
                    self.check_size(&g, &h)?;
                    properties::upsum(&g, &h)
                }
                ("Downsum", Some(h)) => {
                    self.check_size(&g, &h)?;
                    properties::downsum(&g, &h)
                }
                (_, Some(d)) if !properties::is_idempotent(&d) => {
                    return self.err(
                        name_at,
                        &format!("an idempotent as the argument of .{name}"),
                    );
                }
                ("UpsumVariety", Some(d)) => properties::upsum_variety(&g, &d),
                (_, Some(d)) => properties::downsum_variety(&g, &d),
                _ => unreachable!("every method has its arity"),
            };
        }
    }

    pub(super) fn short(&mut self, g: crate::theory::canonical::GameId) -> SidedValue {
        SidedValue::stopper(short_loopy(self.arena, g).packed())
    }

    pub(super) fn number(&mut self, x: &Dyadic) -> SidedValue {
        let g = self.arena.number(x.clone());
        self.short(g)
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
