//! Wythoff's game (CGSuite's `game.heap.Wythoff`): two heaps of counters; a move takes any
//! number of counters from one heap, or the same number from both; who cannot move loses.
//! Input: one position a line, the two heaps as `a,b` (blanks allowed around the comma).
//! Answer: the nim value in CGSuite's notation (`0`, `*`, `*3`).
//!
//! The heaps are unordered: `a,b` and `b,a` are one position, remembered once.

use crate::answer::NoOptions;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial, Shape};
use crate::text::{Cursor, ParseError, PositionText};
use std::fmt;

/// The rules of Wythoff's game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

/// A position: the two heaps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Heaps(pub u32, pub u32);

/// A move: how many counters it takes from the first heap and from the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take(pub u32, pub u32);

impl ImpartialRules for Wythoff {
    type Position = Heaps;
    type Move = Take;

    fn moves(&self, &Heaps(a, b): &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        for k in 1..=a {
            each(Take(k, 0), Heaps(a - k, b));
        }
        for k in 1..=b {
            each(Take(0, k), Heaps(a, b - k));
        }
        for k in 1..=a.min(b) {
            each(Take(k, k), Heaps(a - k, b - k));
        }
    }

    /// The smaller heap first.
    fn canonical(&self, &Heaps(a, b): &Heaps) -> Heaps {
        Heaps(a.min(b), a.max(b))
    }
}

impl Ruleset for Wythoff {
    type Kind = Impartial;
    type Options = NoOptions;
    const NAME: &'static str = "wythoff";
    const FORMAT: &'static str = "The two heaps as `a,b`, each at most 400. A move is named by \
        what it takes: `take 3 from the first heap`, `take 2 from both`.";
    const EXAMPLE: &'static str = "5,8";

    fn draw(&Heaps(a, b): &Heaps) -> String {
        format!("heaps of {a} and {b} counters")
    }

    /// Two piles.
    fn board(&Heaps(a, b): &Heaps) -> Board {
        Board {
            shape: Shape::Piles,
            rows: vec![vec![a.to_string()], vec![b.to_string()]],
        }
    }
}

/// The largest heap: a position needs the values of every smaller one, (a + 1)(b + 1) of
/// them, each from a + b + min(a, b) options.
pub const MAX_HEAP: u64 = 400;

/// A move named by what it takes: `take 3 from the first heap`, `take 2 from both`.
impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Take(k, 0) => write!(f, "take {k} from the first heap"),
            Take(0, k) => write!(f, "take {k} from the second heap"),
            Take(k, _) => write!(f, "take {k} from both"),
        }
    }
}

/// `a,b`.
impl fmt::Display for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.0, self.1)
    }
}

/// Reads one heap size; sizes over [`MAX_HEAP`] are refused where they start.
fn heap(c: &mut Cursor, what: &str) -> Result<u32, ParseError> {
    c.skip_blanks();
    let start = c.clone();
    let mut digits = String::new();
    while let Some(d @ b'0'..=b'9') = c.peek() {
        digits.push(char::from(d));
        c.bump();
    }
    if digits.is_empty() {
        return Err(match c.peek() {
            None => c.error(format!("expected {what}, found the end of the line")),
            _ => c.expected(what),
        });
    }
    match digits.parse::<u64>() {
        Ok(n) if n <= MAX_HEAP => Ok(n as u32),
        _ => Err(start
            .error(format!(
                "expected a heap of at most {MAX_HEAP} counters (the limit), found {digits}"
            ))
            .over_limit(format!("{MAX_HEAP} counters in a heap"))),
    }
}

/// `a,b` on one line.
impl PositionText for Heaps {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Heaps, ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        let a = heap(&mut c, "the first heap's size")?;
        c.skip_blanks();
        if c.peek() != Some(b',') {
            return Err(c.expected("',' between the two heaps"));
        }
        c.bump();
        let b = heap(&mut c, "the second heap's size")?;
        c.skip_blanks();
        match c.peek() {
            None => Ok(Heaps(a, b)),
            Some(_) => Err(c.expected("the end of the line")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::testing::{assert_over_limit, assert_refused};

    #[test]
    fn moves_take_from_one_heap_or_both() {
        let moves: Vec<String> = Wythoff
            .move_list(&Heaps(1, 2))
            .iter()
            .map(|(m, p)| format!("{m} -> {p}"))
            .collect();
        assert_eq!(
            moves,
            [
                "take 1 from the first heap -> 0,2",
                "take 1 from the second heap -> 1,1",
                "take 2 from the second heap -> 1,0",
                "take 1 from both -> 0,1",
            ]
        );
    }

    #[test]
    fn bad_input_names_line_and_column() {
        assert_refused::<Heaps>(&[
            (
                "3,4\n3 4\n",
                "2:3: expected ',' between the two heaps, found '4'",
            ),
            (
                "3,4\n  3,4 x\n",
                "2:7: expected the end of the line, found 'x'",
            ),
        ]);
        assert_over_limit::<Heaps>(
            "3,401\n",
            "1:3: expected a heap of at most 400 counters (the limit), found 401",
            "400 counters in a heap",
        );
    }
}
