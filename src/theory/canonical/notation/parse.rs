//! Reading CGSuite notation, and expressions over it.
//!
//! ```text
//! expression := sum [relation sum]          relation: <= >= == = < > || <| |>
//! sum        := term (('+' | '-' | '+-' | '±') term)*
//! term       := '-' term | ('+-' | '±') operand | postfix
//! postfix    := primary ('.' (cool|heat) '(' sum ')')*
//! primary    := '(' sum ')' | braces | Tiny '(' sum ')' | Miny '(' sum ')' | compound
//! compound   := [number] [ups] [star] [Tiny(..) | Miny(..)]  e.g. 73/16v9*8, ^*6, ^^, v<2>,
//!               ^[4], *8, 3Tiny({3|1})
//! braces     := '{' items (bars items)* '}' with more bars for outer levels: {3||2*|1*}
//! ```
//! `+-{a,b}` is the switch `{a,b|-a,-b}`; `+-x` is `{x|-x}`.

use super::super::arena::{Arena, GameId, Nus};
use crate::theory::dyadic::Dyadic;
use num_bigint::BigInt;
use num_traits::{One, ToPrimitive};
use std::fmt;

/// What an expression evaluates to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A game, by its canonical form.
    Game(GameId),
    /// The answer to a comparison.
    Bool(bool),
}

/// Where and why an expression could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct NotationError {
    /// 1-based column (in characters).
    pub column: usize,
    /// What was expected there.
    pub expected: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: expected {}", self.column, self.expected)
    }
}

/// The largest count accepted in `^n` and `*n` (as CGSuite's compact records: 4096).
const MAX_COUNT: u64 = 1 << 12;
/// The deepest nesting of braces and parentheses accepted (reading and evaluating recurse).
const MAX_DEPTH: usize = 2000;
/// The largest power accepted in `^<n>` and `^[n]` (each builds a form of birthday ~n).
const MAX_POWER: u64 = 1 << 10;

enum Seg {
    Item(GameId, usize),
    Comma(usize),
    Bars(usize, usize),
}

/// Either one game or (inside braces without bars) a list of games.
enum Braced {
    Game(GameId),
    List(Vec<GameId>),
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    arena: &'a mut Arena,
    depth: usize,
}

impl Arena {
    /// Evaluates an expression in CGSuite notation: a game, or a comparison's answer.
    pub fn parse_expression(&mut self, text: &str) -> Result<Value, NotationError> {
        let mut p = Parser {
            chars: text.chars().collect(),
            pos: 0,
            arena: self,
            depth: 0,
        };
        let g = p.sum()?;
        p.blanks();
        let relation = p.relation();
        let value = match relation {
            None => Value::Game(g),
            Some(rel) => {
                let h = p.sum()?;
                let a = &mut *p.arena;
                Value::Bool(match rel {
                    "<=" => a.leq(g, h),
                    ">=" => a.geq(g, h),
                    "==" | "=" => g == h,
                    "<" => a.lt(g, h),
                    ">" => a.gt(g, h),
                    "||" => a.confused(g, h),
                    "<|" => a.less_or_confused(g, h),
                    _ => a.greater_or_confused(g, h),
                })
            }
        };
        p.blanks();
        if p.pos < p.chars.len() {
            return Err(p.expected(if relation.is_none() {
                "an operator (+, -, <=, >=, ==, <, >, ||, <|, |>) or the end"
            } else {
                "an operator (+, -) or the end"
            }));
        }
        Ok(value)
    }

    /// Reads a game in CGSuite notation (no comparison).
    pub fn parse_game(&mut self, text: &str) -> Result<GameId, NotationError> {
        match self.parse_expression(text)? {
            Value::Game(g) => Ok(g),
            Value::Bool(_) => Err(NotationError {
                column: 1,
                expected: "a game, not a comparison".into(),
            }),
        }
    }
}

impl Parser<'_> {
    fn expected(&self, what: &str) -> NotationError {
        NotationError {
            column: self.pos + 1,
            expected: what.to_string(),
        }
    }

    fn blanks(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn eat(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        if self.pos + n <= self.chars.len()
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

    fn relation(&mut self) -> Option<&'static str> {
        ["<=", ">=", "==", "<|", "|>", "||", "<", ">", "="]
            .into_iter()
            .find(|&r| self.eat(r))
    }

    fn plus_minus(&mut self) -> bool {
        self.eat("+-") || self.eat("±")
    }

    fn sum(&mut self) -> Result<GameId, NotationError> {
        if self.depth >= MAX_DEPTH {
            return Err(self.expected(&format!(
                "at most {MAX_DEPTH} levels of nested braces and parentheses"
            )));
        }
        self.depth += 1;
        let result = self.sum_at_depth();
        self.depth -= 1;
        result
    }

    fn sum_at_depth(&mut self) -> Result<GameId, NotationError> {
        let mut acc = self.term()?;
        loop {
            self.blanks();
            if self.plus_minus() {
                let s = self.switch_operand()?;
                acc = self.arena.add(acc, s);
            } else if self.eat("+") {
                let t = self.term()?;
                acc = self.arena.add(acc, t);
            } else if self.eat("-") {
                let t = self.term()?;
                acc = self.arena.sub(acc, t);
            } else {
                return Ok(acc);
            }
        }
    }

    fn term(&mut self) -> Result<GameId, NotationError> {
        self.blanks();
        if self.plus_minus() {
            return self.switch_operand();
        }
        if self.peek() == Some('-') {
            self.pos += 1;
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                // A signed number part: -73/16v9*8 is (-73/16) + v9 + *8.
                return self.postfix(true);
            }
            let t = self.term()?;
            return Ok(self.arena.neg(t));
        }
        self.postfix(false)
    }

    /// The operand of `+-`: a list `{a,b}` or one game.
    fn switch_operand(&mut self) -> Result<GameId, NotationError> {
        self.blanks();
        let left = if self.peek() == Some('{') {
            match self.braces()? {
                Braced::List(list) => list,
                Braced::Game(g) => vec![g],
            }
        } else {
            vec![self.postfix(false)?]
        };
        let right = left.iter().map(|&g| self.arena.neg(g)).collect();
        Ok(self.arena.construct(left, right))
    }

    fn postfix(&mut self, negative_number: bool) -> Result<GameId, NotationError> {
        let mut g = self.primary(negative_number)?;
        loop {
            let save = self.pos;
            self.blanks();
            if !self.eat(".") {
                self.pos = save;
                return Ok(g);
            }
            let name = self.identifier();
            let method = name.to_ascii_lowercase();
            if method != "cool" && method != "heat" {
                return Err(self.expected("cool or heat after '.'"));
            }
            self.blanks();
            if !self.eat("(") {
                return Err(self.expected("'('"));
            }
            let at = self.pos;
            let t = self.sum()?;
            self.blanks();
            if !self.eat(")") {
                return Err(self.expected("')'"));
            }
            g = if method == "heat" {
                self.arena.heat(g, t)
            } else {
                let Some(x) = self.arena.as_number(t).cloned() else {
                    return Err(NotationError {
                        column: at + 1,
                        expected: "a number to cool by".into(),
                    });
                };
                if x <= Dyadic::from(-1) {
                    return Err(NotationError {
                        column: at + 1,
                        expected: "a cooling temperature greater than -1".into(),
                    });
                }
                self.arena.cool(g, &x)
            };
        }
    }

    fn identifier(&mut self) -> String {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn primary(&mut self, negative_number: bool) -> Result<GameId, NotationError> {
        self.blanks();
        let c = self.peek();
        if !negative_number {
            if c == Some('(') {
                self.pos += 1;
                let g = self.sum()?;
                self.blanks();
                if !self.eat(")") {
                    return Err(self.expected("')'"));
                }
                return Ok(g);
            }
            if c == Some('{') {
                return match self.braces()? {
                    Braced::Game(g) => Ok(g),
                    // Column of the closing brace: a list needs a bar to be a game.
                    Braced::List(_) => Err(NotationError {
                        column: self.pos,
                        expected: "'|' between Left's and Right's options".into(),
                    }),
                };
            }
            if c.is_some_and(|c| c.is_ascii_alphabetic()) && c != Some('v') {
                return match self.tiny_or_miny()? {
                    Some(g) => Ok(g),
                    None => {
                        Err(self
                            .expected("a game (a number, *, ^, v, {...}, Tiny(x), Miny(x), +-x)"))
                    }
                };
            }
        }
        self.compound(negative_number)
    }

    /// `Tiny(x)` = `{0 || 0 | -x}` or `Miny(x)` = `{x | 0 || 0}`; `None` (nothing read) when
    /// the word here is neither.
    fn tiny_or_miny(&mut self) -> Result<Option<GameId>, NotationError> {
        let start = self.pos;
        let name = self.identifier();
        let tiny = match name.to_ascii_lowercase().as_str() {
            "tiny" => true,
            "miny" => false,
            _ => {
                self.pos = start;
                return Ok(None);
            }
        };
        self.blanks();
        if !self.eat("(") {
            return Err(self.expected("'('"));
        }
        let x = self.sum()?;
        self.blanks();
        if !self.eat(")") {
            return Err(self.expected("')'"));
        }
        let zero = self.arena.zero();
        Ok(Some(if tiny {
            let nx = self.arena.neg(x);
            let inner = self.arena.construct(vec![zero], vec![nx]);
            self.arena.construct(vec![zero], vec![inner])
        } else {
            let inner = self.arena.construct(vec![x], vec![zero]);
            self.arena.construct(vec![inner], vec![zero])
        }))
    }

    fn digits(&mut self) -> Option<BigInt> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return None;
        }
        let s: String = self.chars[start..self.pos].iter().collect();
        s.parse().ok()
    }

    fn count(&mut self, what: &str, max: u64) -> Result<Option<u64>, NotationError> {
        let at = self.pos;
        match self.digits() {
            None => Ok(None),
            Some(n) => match n.to_u64().filter(|&n| n <= max) {
                Some(n) => Ok(Some(n)),
                None => Err(NotationError {
                    column: at + 1,
                    expected: format!("{what} of at most {max}"),
                }),
            },
        }
    }

    fn compound(&mut self, negative_number: bool) -> Result<GameId, NotationError> {
        let start = self.pos;
        let mut number = Dyadic::zero();
        if let Some(n) = self.digits() {
            let mut exponent = 0;
            if self.peek() == Some('/') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
                let at = self.pos;
                let d = self.digits().expect("a digit follows");
                let zeros = d.trailing_zeros().unwrap_or(0);
                if d.sign() != num_bigint::Sign::Plus || (d.clone() >> zeros) != BigInt::one() {
                    return Err(NotationError {
                        column: at + 1,
                        expected: "a power of two as denominator (1, 2, 4, 8, ...)".into(),
                    });
                }
                exponent = zeros;
            }
            number = Dyadic::new(if negative_number { -n } else { n }, exponent);
        }
        let mut ups: i64 = 0;
        let mut uptimal: Option<GameId> = None;
        if let Some(sym) = self.peek().filter(|&c| c == '^' || c == 'v') {
            let sign: i64 = if sym == '^' { 1 } else { -1 };
            let mut n = 0;
            while self.peek() == Some(sym) {
                self.pos += 1;
                n += 1;
            }
            if n == 1 && (self.peek() == Some('<') || self.peek() == Some('[')) {
                let cumulative = self.peek() == Some('[');
                self.pos += 1;
                let Some(k) = self.count("a power", MAX_POWER)?.filter(|&k| k >= 1) else {
                    return Err(self.expected("a power 1, 2, 3, ..."));
                };
                if !self.eat(if cumulative { "]" } else { ">" }) {
                    return Err(self.expected(if cumulative { "']'" } else { "'>'" }));
                }
                let k = k as usize;
                let unit = if cumulative {
                    self.arena.up_power_sum(k)
                } else {
                    self.arena.up_power(k)
                };
                uptimal = Some(if sign > 0 { unit } else { self.arena.neg(unit) });
            } else if n == 1 {
                let k = self.count("a count", MAX_COUNT)?.unwrap_or(1);
                ups = sign * k as i64;
            } else {
                ups = sign * n;
            }
        }
        let mut nim = 0u32;
        if self.eat("*") {
            nim = self.count("a nimber", MAX_COUNT)?.unwrap_or(1) as u32;
        }
        if self.pos == start {
            return Err(self.expected("a game (a number, *, ^, v, {...}, Tiny(x), Miny(x), +-x)"));
        }
        let mut g = self.arena.nus(Nus { number, ups, nim });
        if let Some(u) = uptimal {
            g = self.arena.add(g, u);
        }
        // CGSuite writes a translated tiny as `3Tiny({3|1})`.
        if self
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() && c != 'v')
            && let Some(t) = self.tiny_or_miny()?
        {
            g = self.arena.add(g, t);
        }
        Ok(g)
    }

    fn braces(&mut self) -> Result<Braced, NotationError> {
        let open = self.pos;
        self.pos += 1;
        let mut segs = Vec::new();
        loop {
            self.blanks();
            match self.peek() {
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                Some(',') => {
                    segs.push(Seg::Comma(self.pos));
                    self.pos += 1;
                }
                Some('|') => {
                    let at = self.pos;
                    let mut n = 0;
                    while self.peek() == Some('|') {
                        self.pos += 1;
                        n += 1;
                    }
                    segs.push(Seg::Bars(n, at));
                }
                None => {
                    return Err(NotationError {
                        column: self.pos + 1,
                        expected: format!("'}}' to close the '{{' at column {}", open + 1),
                    });
                }
                Some(_) => {
                    let at = self.pos;
                    let g = self.sum()?;
                    segs.push(Seg::Item(g, at));
                }
            }
        }
        self.build(&segs, self.pos - 1)
    }

    fn build(&mut self, segs: &[Seg], end: usize) -> Result<Braced, NotationError> {
        let most = segs
            .iter()
            .filter_map(|s| match s {
                Seg::Bars(n, _) => Some(*n),
                _ => None,
            })
            .max();
        let Some(most) = most else {
            return self.list(segs, end).map(Braced::List);
        };
        let splits: Vec<usize> = segs
            .iter()
            .enumerate()
            .filter_map(|(i, s)| matches!(s, Seg::Bars(n, _) if *n == most).then_some(i))
            .collect();
        if let Some(&second) = splits.get(1) {
            let Seg::Bars(_, at) = segs[second] else {
                unreachable!("a split is a bar")
            };
            return Err(NotationError {
                column: at + 1,
                expected: format!(
                    "one '{}' at this level (use more bars to nest)",
                    "|".repeat(most)
                ),
            });
        }
        let (left, right) = (&segs[..splits[0]], &segs[splits[0] + 1..]);
        let bar_at = match segs[splits[0]] {
            Seg::Bars(_, at) => at,
            _ => unreachable!("a split is a bar"),
        };
        let left = self.side(left, bar_at)?;
        let right = self.side(right, end)?;
        Ok(Braced::Game(self.arena.construct(left, right)))
    }

    fn side(&mut self, segs: &[Seg], end: usize) -> Result<Vec<GameId>, NotationError> {
        Ok(match self.build(segs, end)? {
            Braced::Game(g) => vec![g],
            Braced::List(list) => list,
        })
    }

    /// Games separated by commas (possibly none).
    fn list(&mut self, segs: &[Seg], end: usize) -> Result<Vec<GameId>, NotationError> {
        let mut out = Vec::new();
        let mut want_item = true;
        for s in segs {
            match (s, want_item) {
                (Seg::Item(g, _), true) => {
                    out.push(*g);
                    want_item = false;
                }
                (Seg::Comma(_), false) => want_item = true,
                (Seg::Item(_, at), false) => {
                    return Err(NotationError {
                        column: at + 1,
                        expected: "',' or '|' between options".into(),
                    });
                }
                (Seg::Comma(at), true) | (Seg::Bars(_, at), _) => {
                    return Err(NotationError {
                        column: at + 1,
                        expected: "an option before ','".into(),
                    });
                }
            }
        }
        if want_item && !out.is_empty() {
            return Err(NotationError {
                column: end + 1,
                expected: "an option after ','".into(),
            });
        }
        Ok(out)
    }
}
