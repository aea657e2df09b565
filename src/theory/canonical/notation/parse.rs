//! Reading CGSuite notation, and expressions over it.
//!
//! ```text
//! expression := infix [relation infix]       relation: <= >= == = < > || <| |>
//! infix      := sum (Method sum)*            G ConjunctiveSum H, 11 NimSum 5: any method
//!                                            of one argument, between its two games
//! sum        := ordinal (('+' | '-' | '+-' | '±') ordinal)*
//! ordinal    := term (':' term)*             the ordinal sum, 1:-1 = 1/2
//! term       := '-' term | ('+-' | '±') operand | postfix
//! postfix    := primary ('.' Method ['(' infix (',' infix)* ')'])*   ^.Pow(3), 4.NimInverse
//! primary    := '(' infix ')' | braces | Tiny '(' infix ')' | Miny '(' infix ')' | compound
//! compound   := [number] [ups] [star] [Tiny(..) | Miny(..)]  e.g. 73/16v9*8, ^*6, ^^, v<2>,
//!               ^[4], *8, 3Tiny({3|1})
//! braces     := '{' items (bars items)* '}' with more bars for outer levels: {3||2*|1*}
//! ```
//! `+-{a,b}` is the switch `{a,b|-a,-b}`; `+-x` is `{x|-x}`. The methods are CGSuite's, listed
//! in `methods.rs`; as in CGSuite, `-x.Method` is `-(x.Method)`, and `:` binds tighter than `+`
//! and looser than `-x`.

use super::super::arena::{Arena, GameId, Nus};
use super::super::limit::Bound;
use super::braces::{Braced, braces};
use super::chars::CharText;
use super::methods::Method;
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
pub(super) const MAX_DEPTH: usize = 2000;
/// The largest power accepted in `^<n>` and `^[n]` (each builds a form of birthday ~n).
const MAX_POWER: u64 = 1 << 10;

/// Reads one text, making its forms in `arena` within the bound `b`.
pub(super) struct Parser<'a, B: Bound> {
    pub(super) chars: Vec<char>,
    pub(super) pos: usize,
    pub(super) arena: &'a mut Arena,
    pub(super) b: B,
    pub(super) depth: usize,
}

impl<B: Bound> CharText for Parser<'_, B> {
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

/// Why reading stopped: the text, or the arena's limit.
pub(super) enum Stop<E> {
    Notation(NotationError),
    Limit(E),
}

impl<E> From<NotationError> for Stop<E> {
    fn from(e: NotationError) -> Stop<E> {
        Stop::Notation(e)
    }
}

bounded! {
    /// Evaluates an expression in CGSuite notation: a game, or a comparison's answer.
    pub fn parse_expression(&mut self, text: &str) -> Result<Value, NotationError>
        => try_parse_expression;
    /// Reads a game in CGSuite notation (no comparison).
    pub fn parse_game(&mut self, text: &str) -> Result<GameId, NotationError> => try_parse_game;
}

impl Arena {
    fn try_parse_expression<B: Bound>(
        &mut self,
        b: B,
        text: &str,
    ) -> Result<Result<Value, NotationError>, B::Error> {
        let mut p = Parser {
            chars: text.chars().collect(),
            pos: 0,
            arena: self,
            b,
            depth: 0,
        };
        match p.expression() {
            Ok(value) => Ok(Ok(value)),
            Err(Stop::Notation(e)) => Ok(Err(e)),
            Err(Stop::Limit(e)) => Err(e),
        }
    }

    fn try_parse_game<B: Bound>(
        &mut self,
        b: B,
        text: &str,
    ) -> Result<Result<GameId, NotationError>, B::Error> {
        Ok(match self.try_parse_expression(b, text)? {
            Ok(Value::Game(g)) => Ok(g),
            Ok(Value::Bool(_)) => Err(NotationError {
                column: 1,
                expected: "a game, not a comparison".into(),
            }),
            Err(e) => Err(e),
        })
    }
}

impl<B: Bound> Parser<'_, B> {
    /// The whole text: a sum, or a comparison of two.
    fn expression(&mut self) -> Result<Value, Stop<B::Error>> {
        let g = self.nested()?;
        self.blanks();
        let relation = self.relation();
        let value = match relation {
            None => Value::Game(g),
            Some(rel) => {
                let h = self.nested()?;
                let (a, b) = (&mut *self.arena, self.b);
                Value::Bool(
                    match rel {
                        "<=" => a.try_leq(b, g, h),
                        ">=" => a.try_leq(b, h, g),
                        "==" | "=" => Ok(g == h),
                        "<" => a.try_lt(b, g, h),
                        ">" => a.try_lt(b, h, g),
                        "||" => a.try_confused(b, g, h),
                        "<|" => a.try_less_or_confused(b, g, h),
                        _ => a.try_greater_or_confused(b, g, h),
                    }
                    .map_err(Stop::Limit)?,
                )
            }
        };
        self.blanks();
        if self.pos < self.chars.len() {
            return Err(Stop::Notation(self.expected(if relation.is_none() {
                "an operator (+, -, :, <=, >=, ==, <, >, ||, <|, |>, a method such as \
                 NimSum) or the end"
            } else {
                "an operator (+, -, :, a method such as NimSum) or the end"
            })));
        }
        Ok(value)
    }

    pub(super) fn expected(&self, what: &str) -> NotationError {
        NotationError {
            column: self.pos + 1,
            expected: what.to_string(),
        }
    }

    pub(super) fn relation(&mut self) -> Option<&'static str> {
        ["<=", ">=", "==", "<|", "|>", "||", "<", ">", "="]
            .into_iter()
            .find(|&r| self.eat(r))
    }

    fn plus_minus(&mut self) -> bool {
        self.eat("+-") || self.eat("±")
    }

    /// One whole operand (inside braces, parentheses, a method's arguments): an `infix`,
    /// nested at most [`MAX_DEPTH`] deep.
    pub(super) fn nested(&mut self) -> Result<GameId, Stop<B::Error>> {
        if self.depth >= MAX_DEPTH {
            return Err(Stop::Notation(self.expected(&format!(
                "at most {MAX_DEPTH} levels of nested braces and parentheses"
            ))));
        }
        self.depth += 1;
        let result = self.infix();
        self.depth -= 1;
        result
    }

    /// Sums joined by methods of one argument written between them: `11 NimSum 5`.
    fn infix(&mut self) -> Result<GameId, Stop<B::Error>> {
        let at = self.pos;
        let mut acc = self.sum()?;
        loop {
            let save = self.pos;
            self.blanks();
            if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                self.pos = save;
                return Ok(acc);
            }
            let name_at = self.pos;
            let name = self.identifier();
            let Some(method) = Method::named(&name).filter(|m| m.arity() == 1) else {
                return Err(Stop::Notation(NotationError {
                    column: name_at + 1,
                    expected: "a method of one argument between two games (NimSum, \
                               ConjunctiveSum, ...), an operator or the end"
                        .into(),
                }));
            };
            let arg_at = self.pos;
            let arg = self.sum()?;
            acc = self.apply(method, (acc, at), &[(arg, arg_at)])?;
        }
    }

    fn sum(&mut self) -> Result<GameId, Stop<B::Error>> {
        let mut acc = self.ordinal()?;
        loop {
            self.blanks();
            if self.plus_minus() {
                let s = self.switch_operand()?;
                acc = self.arena.try_add(self.b, acc, s).map_err(Stop::Limit)?;
            } else if self.eat("+") {
                let t = self.ordinal()?;
                acc = self.arena.try_add(self.b, acc, t).map_err(Stop::Limit)?;
            } else if self.eat("-") {
                let t = self.ordinal()?;
                acc = self.arena.try_sub(self.b, acc, t).map_err(Stop::Limit)?;
            } else {
                return Ok(acc);
            }
        }
    }

    /// Terms joined by `:`, the ordinal sum, from the left: `1:-1:1` is `(1:-1):1`.
    fn ordinal(&mut self) -> Result<GameId, Stop<B::Error>> {
        let mut acc = self.term()?;
        loop {
            if !self.eat_after_blanks(":") {
                return Ok(acc);
            }
            let t = self.term()?;
            acc = self
                .arena
                .try_ordinal_sum(self.b, acc, t)
                .map_err(Stop::Limit)?;
        }
    }

    fn term(&mut self) -> Result<GameId, Stop<B::Error>> {
        self.blanks();
        if self.plus_minus() {
            return self.switch_operand();
        }
        if self.peek() == Some('-') {
            self.pos += 1;
            let after_sign = self.pos;
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                // A signed number part: -73/16v9*8 is (-73/16) + v9 + *8; but a method
                // applies before the sign, as in CGSuite: -1.Companion is -(1.Companion).
                let g = self.primary(true)?;
                let save = self.pos;
                self.blanks();
                let method_follows = self.peek() == Some('.');
                self.pos = save;
                if !method_follows {
                    return Ok(g);
                }
                self.pos = after_sign;
                let t = self.postfix()?;
                return self.arena.try_neg(self.b, t).map_err(Stop::Limit);
            }
            let t = self.term()?;
            return self.arena.try_neg(self.b, t).map_err(Stop::Limit);
        }
        self.postfix()
    }

    /// The operand of `+-`: a list `{a,b}` or one game.
    fn switch_operand(&mut self) -> Result<GameId, Stop<B::Error>> {
        self.blanks();
        let left = if self.peek() == Some('{') {
            match braces(self)? {
                Braced::List(list) => list,
                Braced::Game(g) => vec![g],
            }
        } else {
            vec![self.postfix()?]
        };
        let mut right = Vec::with_capacity(left.len());
        for &g in &left {
            right.push(self.arena.try_neg(self.b, g).map_err(Stop::Limit)?);
        }
        self.arena
            .try_construct(self.b, left, right)
            .map_err(Stop::Limit)
    }

    pub(super) fn postfix(&mut self) -> Result<GameId, Stop<B::Error>> {
        self.blanks();
        let at = self.pos;
        let mut g = self.primary(false)?;
        loop {
            if !self.eat_after_blanks(".") {
                return Ok(g);
            }
            let name_at = self.pos;
            let name = self.identifier();
            let Some(method) = Method::named(&name) else {
                return Err(Stop::Notation(NotationError {
                    column: name_at + 1,
                    expected: format!("a method after '.' ({})", Method::names()),
                }));
            };
            let args = self.arguments(method, name_at)?;
            g = self.apply(method, (g, at), &args)?;
        }
    }

    /// A method's arguments, each with its position: `(a, b)`, or nothing for a method
    /// without arguments (which may also be written with `()`).
    fn arguments(
        &mut self,
        method: Method,
        name_at: usize,
    ) -> Result<Vec<(GameId, usize)>, Stop<B::Error>> {
        if !self.eat_after_blanks("(") {
            return if method.arity() == 0 {
                Ok(Vec::new())
            } else {
                Err(Stop::Notation(self.expected("'('")))
            };
        }
        let mut args = Vec::new();
        self.blanks();
        if !self.eat(")") {
            loop {
                self.blanks();
                let at = self.pos;
                args.push((self.nested()?, at));
                self.blanks();
                if self.eat(")") {
                    break;
                }
                if !self.eat(",") {
                    return Err(Stop::Notation(self.expected("',' or ')'")));
                }
            }
        }
        if args.len() != method.arity() {
            return Err(Stop::Notation(NotationError {
                column: name_at + 1,
                expected: method.usage(),
            }));
        }
        Ok(args)
    }

    pub(super) fn identifier(&mut self) -> String {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn primary(&mut self, negative_number: bool) -> Result<GameId, Stop<B::Error>> {
        self.blanks();
        let c = self.peek();
        if !negative_number {
            if c == Some('(') {
                self.pos += 1;
                let g = self.nested()?;
                self.blanks();
                if !self.eat(")") {
                    return Err(Stop::Notation(self.expected("')'")));
                }
                return Ok(g);
            }
            if c == Some('{') {
                return match braces(self)? {
                    Braced::Game(g) => Ok(g),
                    // Column of the closing brace: a list needs a bar to be a game.
                    Braced::List(_) => Err(Stop::Notation(NotationError {
                        column: self.pos,
                        expected: "'|' between Left's and Right's options".into(),
                    })),
                };
            }
            if c.is_some_and(|c| c.is_ascii_alphabetic()) && c != Some('v') {
                return match self.tiny_or_miny()? {
                    Some(g) => Ok(g),
                    None => Err(Stop::Notation(self.expected(
                        "a game (a number, *, ^, v, {...}, Tiny(x), Miny(x), +-x)",
                    ))),
                };
            }
        }
        self.compound(negative_number)
    }

    /// `Tiny(x)` = `{0 || 0 | -x}` or `Miny(x)` = `{x | 0 || 0}`; `None` (nothing read) when
    /// the word here is neither.
    fn tiny_or_miny(&mut self) -> Result<Option<GameId>, Stop<B::Error>> {
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
            return Err(Stop::Notation(self.expected("'('")));
        }
        let x = self.nested()?;
        self.blanks();
        if !self.eat(")") {
            return Err(Stop::Notation(self.expected("')'")));
        }
        let zero = self.arena.zero();
        Ok(Some(if tiny {
            let nx = self.arena.try_neg(self.b, x).map_err(Stop::Limit)?;
            let inner = self
                .arena
                .try_construct(self.b, vec![zero], vec![nx])
                .map_err(Stop::Limit)?;
            self.arena
                .try_construct(self.b, vec![zero], vec![inner])
                .map_err(Stop::Limit)?
        } else {
            let inner = self
                .arena
                .try_construct(self.b, vec![x], vec![zero])
                .map_err(Stop::Limit)?;
            self.arena
                .try_construct(self.b, vec![inner], vec![zero])
                .map_err(Stop::Limit)?
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

    fn count(&mut self, what: &str, max: u64) -> Result<Option<u64>, Stop<B::Error>> {
        let at = self.pos;
        match self.digits() {
            None => Ok(None),
            Some(n) => match n.to_u64().filter(|&n| n <= max) {
                Some(n) => Ok(Some(n)),
                None => Err(Stop::Notation(NotationError {
                    column: at + 1,
                    expected: format!("{what} of at most {max}"),
                })),
            },
        }
    }

    fn compound(&mut self, negative_number: bool) -> Result<GameId, Stop<B::Error>> {
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
                    return Err(Stop::Notation(NotationError {
                        column: at + 1,
                        expected: "a power of two as denominator (1, 2, 4, 8, ...)".into(),
                    }));
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
                    return Err(Stop::Notation(self.expected("a power 1, 2, 3, ...")));
                };
                if !self.eat(if cumulative { "]" } else { ">" }) {
                    return Err(Stop::Notation(self.expected(if cumulative {
                        "']'"
                    } else {
                        "'>'"
                    })));
                }
                let k = k as usize;
                let unit = if cumulative {
                    self.arena
                        .try_up_power_sum(self.b, k)
                        .map_err(Stop::Limit)?
                } else {
                    self.arena.try_up_power(self.b, k).map_err(Stop::Limit)?
                };
                uptimal = Some(if sign > 0 {
                    unit
                } else {
                    self.arena.try_neg(self.b, unit).map_err(Stop::Limit)?
                });
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
            return Err(Stop::Notation(self.expected(
                "a game (a number, *, ^, v, {...}, Tiny(x), Miny(x), +-x)",
            )));
        }
        let mut g = self.arena.nus(Nus { number, ups, nim });
        if let Some(u) = uptimal {
            g = self.arena.try_add(self.b, g, u).map_err(Stop::Limit)?;
        }
        // CGSuite writes a translated tiny as `3Tiny({3|1})`.
        if self
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() && c != 'v')
            && let Some(t) = self.tiny_or_miny()?
        {
            g = self.arena.try_add(self.b, g, t).map_err(Stop::Limit)?;
        }
        Ok(g)
    }
}
