//! CGSuite's notation for misère forms, both ways.
//!
//! Printed (as CGSuite's `MisereCanonicalGame.toOutput`): `*[` ... `]`, where a digit `n` (or
//! `&n;` from 10 on) is the nim heap `*[n]`, several forms side by side are the game with them
//! as options (`2#0` is `{2#, 0}`), `(...)` groups such a game, `X#` is `{X}`, and a bracket
//! after a form's first digit or group holds what follows it: a digit `n` adds `*[n]`, `-n`
//! takes `*[n]` away (`2[#-2]` is the `X` with `X + *[2] = 2#`), and `#` as before.
//!
//! Read: the printed notation; CGSuite's own input, `*[2]` (a nim heap), `*[[2],0]` (a list of
//! options, each a number for a heap, a list, or a misère expression; one item alone is that
//! item); sums with `+`, parentheses, and CGSuite's operations on two forms written between
//! them: `G Distinguisher H`, `G IsLinkedTo H`, `G Link H`, `G MisereMinus H`. As in CGSuite,
//! `*[...]` holding digits only is one nim heap (`*[21]` is `*[&21;]`), so a printed form of
//! digits only, like `*[321]`, is written `*[3,2,1]` to be read back.

use super::canonical::{Made, MisereArena, MisereId};
use super::properties::{MisereAnswer, MisereOperation, MisereRefusal};
use crate::theory::canonical::NotationError;

/// The largest nim heap read (`*[4096]`): a heap of `n` has `n` options.
pub const MAX_HEAP: u32 = 1 << 12;

/// The deepest nesting read (brackets and parentheses).
const MAX_DEPTH: usize = 200;

/// What a misère expression is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereValue {
    /// A misère canonical form.
    Game(MisereId),
    /// The answer of `IsLinkedTo`.
    Bool(bool),
}

impl MisereArena {
    /// `g` in CGSuite's notation, `*[...]`.
    pub fn to_notation(&mut self, g: MisereId) -> Made<String> {
        let mut out = String::from("*[");
        self.write_inner(g, &mut out)?;
        out.push(']');
        Ok(out)
    }

    /// `g` without the surrounding `*[` and `]`.
    fn write_inner(&mut self, g: MisereId, out: &mut String) -> Made<()> {
        let mut opened = false;
        self.append(g, out, false, &mut opened)?;
        if opened {
            out.push(']');
        }
        Ok(())
    }

    /// CGSuite's `rAppendMidToOutput`: `opened` tells whether a bracket of subscripts is open
    /// (or is to be opened after the first digit or group).
    fn append(
        &mut self,
        g: MisereId,
        out: &mut String,
        parenthesize: bool,
        opened: &mut bool,
    ) -> Made<()> {
        let b = self.birthday(g);
        if g == self.nim_heap(b)? {
            out.push_str(&digit(b));
            if *opened {
                out.push('[');
            }
            return Ok(());
        }
        let mut i = (g.0 & 1) + 2;
        while i < b {
            let heap = self.nim_heap(i)?;
            if let Some(d) = self.subtract(g, heap)?
                && self.birthday(d) < b
            {
                *opened = true;
                self.append(d, out, true, opened)?;
                out.push_str(&digit(i));
                return Ok(());
            }
            let s = self.add(g, heap)?;
            if self.birthday(s) < b {
                *opened = true;
                self.append(s, out, true, opened)?;
                out.push('-');
                out.push_str(&digit(i));
                return Ok(());
            }
            i += 2;
        }
        if !g.is_even() {
            *opened = true;
            self.append(g.even_part(), out, true, opened)?;
            out.push('1');
            return Ok(());
        }
        let options = self.options(g);
        if options.len() < 2 {
            self.append(options[0], out, true, opened)?;
            out.push('#');
            return Ok(());
        }
        let outer = *opened;
        if parenthesize {
            out.push('(');
        }
        for &o in options.iter().rev() {
            let mut inner = false;
            self.append(o, out, true, &mut inner)?;
            if inner {
                out.push(']');
            }
        }
        if parenthesize {
            out.push(')');
        }
        *opened = outer;
        if outer {
            out.push('[');
        }
        Ok(())
    }

    /// Reads a misère expression (see the module's notes).
    pub fn parse(&mut self, text: &str) -> Made<Result<MisereValue, NotationError>> {
        let mut reader = Reader {
            chars: text.chars().collect(),
            at: 0,
            depth: 0,
        };
        Ok(match reader.expression(self)? {
            Ok(v) => {
                reader.skip_spaces();
                if reader.at < reader.chars.len() {
                    Err(reader.error("'+', an operation or the end of the expression"))
                } else {
                    Ok(v)
                }
            }
            Err(e) => Err(e),
        })
    }

    /// Reads one misère form (a sum of forms, no operation).
    pub fn parse_game(&mut self, text: &str) -> Made<Result<MisereId, NotationError>> {
        Ok(match self.parse(text)? {
            Ok(MisereValue::Game(g)) => Ok(g),
            Ok(MisereValue::Bool(_)) => Err(NotationError {
                column: 1,
                expected: "a misère game, not a yes-or-no question".into(),
            }),
            Err(e) => Err(e),
        })
    }
}

fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

/// Whether the text could be a misère expression: it holds `*[`.
pub fn is_misere_expression(text: &str) -> bool {
    text.contains("*[")
}

type Read<T> = Made<Result<T, NotationError>>;

/// Passes an inner error up.
macro_rules! read {
    ($e:expr) => {
        match $e? {
            Ok(v) => v,
            Err(e) => return Ok(Err(e)),
        }
    };
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    depth: usize,
}

impl Reader {
    fn error(&self, expected: &str) -> NotationError {
        NotationError {
            column: self.at + 1,
            expected: expected.to_string(),
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn deeper(&mut self) -> Result<(), NotationError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(&format!("at most {MAX_DEPTH} nested brackets")));
        }
        Ok(())
    }

    /// `sum [Operation sum]`.
    fn expression(&mut self, arena: &mut MisereArena) -> Read<MisereValue> {
        let g = read!(self.sum(arena));
        self.skip_spaces();
        let start = self.at;
        let mut word = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_alphabetic) {
            word.push(c);
            self.at += 1;
        }
        if word.is_empty() {
            return Ok(Ok(MisereValue::Game(g)));
        }
        let Some(op) = MisereOperation::ALL
            .into_iter()
            .find(|op| op.name().eq_ignore_ascii_case(&word))
        else {
            self.at = start;
            return Ok(Err(self.error(
                "'+', Distinguisher, IsLinkedTo, Link, MisereMinus or the end of the expression",
            )));
        };
        self.skip_spaces();
        let right_at = self.at;
        let h = read!(self.sum(arena));
        Ok(match arena.binary(op, g, h)? {
            Ok(MisereAnswer::Game(x)) => Ok(MisereValue::Game(x)),
            Ok(MisereAnswer::Bool(b)) => Ok(MisereValue::Bool(b)),
            Err(refusal) => {
                let (column, expected) = match refusal {
                    MisereRefusal::Equal => (right_at, "a game other than the first"),
                    MisereRefusal::NotLinked => (
                        right_at,
                        "a game linked to the first (those misère games are not linked)",
                    ),
                    MisereRefusal::NotSubtractable => (
                        right_at,
                        "a part of the first game (those misère games are not subtractable)",
                    ),
                };
                Err(NotationError {
                    column: column + 1,
                    expected: expected.into(),
                })
            }
        })
    }

    /// `term (+ term)*`.
    fn sum(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        let mut total = read!(self.term(arena));
        loop {
            self.skip_spaces();
            if !self.eat('+') {
                return Ok(Ok(total));
            }
            let t = read!(self.term(arena));
            total = arena.add(total, t)?;
        }
    }

    /// `*[...]` or `( expression )`.
    fn term(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        self.skip_spaces();
        if self.eat('(') {
            if let Err(e) = self.deeper() {
                return Ok(Err(e));
            }
            let g = read!(self.sum(arena));
            self.skip_spaces();
            if !self.eat(')') {
                return Ok(Err(self.error("')' or '+'")));
            }
            self.depth -= 1;
            return Ok(Ok(g));
        }
        if !(self.peek() == Some('*') && self.chars.get(self.at + 1) == Some(&'[')) {
            return Ok(Err(self.error("a misère game '*[...]' or '('")));
        }
        self.at += 2;
        let content_end = self.closing_bracket();
        let content: String = self.chars[self.at..content_end.unwrap_or(self.chars.len())]
            .iter()
            .collect();
        let trimmed = content.trim();
        let g = if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
            self.skip_spaces();
            read!(self.heap(arena))
        } else if trimmed.is_empty()
            || trimmed.starts_with('[')
            || trimmed.contains(',')
            || trimmed.contains('*')
        {
            let items = read!(self.list_items(arena));
            match items.as_slice() {
                [one] => *one,
                _ => arena.construct(items)?,
            }
        } else {
            read!(self.printed(arena))
        };
        self.skip_spaces();
        if !self.eat(']') {
            return Ok(Err(self.error("']'")));
        }
        Ok(Ok(g))
    }

    /// Where the bracket opened just before `self.at` closes, if it does.
    fn closing_bracket(&self) -> Option<usize> {
        let mut depth = 1usize;
        for (i, &c) in self.chars.iter().enumerate().skip(self.at) {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// A whole number naming a nim heap.
    fn heap(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        match self.heap_size("a whole number") {
            Ok(n) => Ok(Ok(arena.nim_heap(n)?)),
            Err(e) => Ok(Err(e)),
        }
    }

    /// A whole number of at most [`MAX_HEAP`], the size of a nim heap; `missing` is what the
    /// error expects when no digit is there.
    fn heap_size(&mut self, missing: &str) -> Result<u32, NotationError> {
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = (n * 10 + u64::from(d)).min(u64::from(u32::MAX));
            self.at += 1;
        }
        if self.at == start {
            return Err(self.error(missing));
        }
        if n > u64::from(MAX_HEAP) {
            self.at = start;
            return Err(self.error(&format!("a nim heap of at most {MAX_HEAP}")));
        }
        Ok(n as u32)
    }

    /// CGSuite's list: items separated by commas, up to (not past) the closing `]`.
    fn list_items(&mut self, arena: &mut MisereArena) -> Read<Vec<MisereId>> {
        let mut items = Vec::new();
        self.skip_spaces();
        if self.peek() == Some(']') {
            return Ok(Ok(items));
        }
        loop {
            items.push(read!(self.list_item(arena)));
            self.skip_spaces();
            if !self.eat(',') {
                return Ok(Ok(items));
            }
        }
    }

    /// A number (a heap), a list (the game of its items) or a misère expression.
    fn list_item(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        self.skip_spaces();
        match self.peek() {
            Some(c) if c.is_ascii_digit() => self.heap(arena),
            Some('[') => {
                self.at += 1;
                if let Err(e) = self.deeper() {
                    return Ok(Err(e));
                }
                let items = read!(self.list_items(arena));
                self.skip_spaces();
                if !self.eat(']') {
                    return Ok(Err(self.error("',' or ']'")));
                }
                self.depth -= 1;
                Ok(Ok(arena.construct(items)?))
            }
            Some('*' | '(') => {
                if let Err(e) = self.deeper() {
                    return Ok(Err(e));
                }
                let g = read!(self.sum(arena));
                self.depth -= 1;
                Ok(Ok(g))
            }
            _ => Ok(Err(
                self.error("a number, a list '[...]' or a misère game '*[...]'")
            )),
        }
    }

    /// The printed notation: forms side by side, up to `]` or `)`.
    fn printed(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        let mut items = Vec::new();
        while !matches!(self.peek(), None | Some(']' | ')')) {
            items.push(read!(self.printed_item(arena)));
        }
        match items.as_slice() {
            [] => Ok(Err(self.error("a digit, '&n;' or '('"))),
            [one] => Ok(Ok(*one)),
            _ => Ok(Ok(arena.construct(items)?)),
        }
    }

    /// A digit or group, then `#`s, then perhaps a bracket of what follows it.
    fn printed_item(&mut self, arena: &mut MisereArena) -> Read<MisereId> {
        let mut g = if self.eat('(') {
            if let Err(e) = self.deeper() {
                return Ok(Err(e));
            }
            let mut items = Vec::new();
            while !matches!(self.peek(), None | Some(']' | ')')) {
                items.push(read!(self.printed_item(arena)));
            }
            if !self.eat(')') {
                return Ok(Err(self.error("')'")));
            }
            self.depth -= 1;
            if items.len() < 2 {
                return Ok(Err(NotationError {
                    column: self.at,
                    expected: "two or more options in '(...)'".into(),
                }));
            }
            arena.construct(items)?
        } else {
            let n = read!(self.printed_digit());
            arena.nim_heap(n)?
        };
        loop {
            if self.eat('#') {
                g = arena.construct(vec![g])?;
            } else if self.eat('[') {
                g = read!(self.subscripts(arena, g));
                if !self.eat(']') {
                    return Ok(Err(self.error("'#', a digit, '-' or ']'")));
                }
            } else {
                return Ok(Ok(g));
            }
        }
    }

    /// `#`, `n` (add `*[n]`) and `-n` (take `*[n]` away), applied to `g` in turn.
    fn subscripts(&mut self, arena: &mut MisereArena, mut g: MisereId) -> Read<MisereId> {
        loop {
            match self.peek() {
                Some('#') => {
                    self.at += 1;
                    g = arena.construct(vec![g])?;
                }
                Some('-') => {
                    self.at += 1;
                    let at = self.at;
                    let n = read!(self.printed_digit());
                    let heap = arena.nim_heap(n)?;
                    match arena.subtract(g, heap)? {
                        Some(x) => g = x,
                        None => {
                            return Ok(Err(NotationError {
                                column: at + 1,
                                expected: "a nim heap that is a part of the form before it".into(),
                            }));
                        }
                    }
                }
                Some(c) if c.is_ascii_digit() || c == '&' => {
                    let n = read!(self.printed_digit());
                    let heap = arena.nim_heap(n)?;
                    g = arena.add(g, heap)?;
                }
                _ => return Ok(Ok(g)),
            }
        }
    }

    /// A digit, or `&n;`.
    fn printed_digit(&mut self) -> Read<u32> {
        match self.peek() {
            Some(c) if c.is_ascii_digit() => {
                self.at += 1;
                Ok(Ok(c.to_digit(10).unwrap_or(0)))
            }
            Some('&') => {
                self.at += 1;
                let n = match self.heap_size("a whole number after '&'") {
                    Ok(n) => n,
                    Err(e) => return Ok(Err(e)),
                };
                if !self.eat(';') {
                    return Ok(Err(self.error("';'")));
                }
                Ok(Ok(n))
            }
            _ => Ok(Err(self.error("a digit, '&n;' or '('"))),
        }
    }
}
