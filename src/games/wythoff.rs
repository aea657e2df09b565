//! Wythoff's game (CGSuite's `game.heap.Wythoff`): two heaps of counters; a move takes any
//! number of counters from one heap, or the same number from both; who cannot move loses.
//! Input: one position a line, the two heaps as `a,b` (blanks allowed around the comma).
//! Answer: the nim value in CGSuite's notation (`0`, `*`, `*3`).
//!
//! The heaps are unordered: `a,b` and `b,a` are one position, remembered once.

use crate::contest::input::{Cursor, ParseError};
use crate::contest::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::parts::HashMemo;
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::report::{MoveReport, Report};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use std::borrow::Cow;

/// The rules of Wythoff's game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

/// A move: how many counters it takes from the first heap and from the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take(pub u32, pub u32);

impl ImpartialRules for Rules {
    /// The two heaps.
    type Position = (u32, u32);
    type Move = Take;

    fn moves(&self, &(a, b): &(u32, u32), each: &mut dyn FnMut(Take, (u32, u32))) {
        for k in 1..=a {
            each(Take(k, 0), (a - k, b));
        }
        for k in 1..=b {
            each(Take(0, k), (a, b - k));
        }
        for k in 1..=a.min(b) {
            each(Take(k, k), (a - k, b - k));
        }
    }

    /// The smaller heap first.
    fn canonical(&self, &(a, b): &(u32, u32)) -> (u32, u32) {
        (a.min(b), a.max(b))
    }
}

/// The largest heap: a position needs the values of every smaller one, (a + 1)(b + 1) of
/// them, each from a + b + min(a, b) options.
pub const MAX_HEAP: u64 = 400;

/// A move named by what it takes: `take 3 from the first heap`, `take 2 from both`.
fn move_name(take: &Take) -> String {
    match *take {
        Take(k, 0) => format!("take {k} from the first heap"),
        Take(0, k) => format!("take {k} from the second heap"),
        Take(k, _) => format!("take {k} from both"),
    }
}

/// Reads one heap size on this line; sizes over [`MAX_HEAP`] are refused where they start.
fn heap(c: &mut Cursor, what: &str) -> Result<u32, ParseError> {
    c.skip_blanks();
    let start = c.clone();
    let mut digits = String::new();
    while let Some(d @ b'0'..=b'9') = c.peek() {
        digits.push(char::from(d));
        c.bump();
    }
    if digits.is_empty() {
        // The end of a line given alone (`-p`) is the end of the input: say the same of both.
        return Err(match c.peek() {
            None if c.line() > 1 || c.column() > 1 => {
                c.error(format!("expected {what}, found the end of the line"))
            }
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

/// Reads `a,b`.
fn heaps(c: &mut Cursor) -> Result<(u32, u32), ParseError> {
    let a = heap(c, "the first heap's size")?;
    c.skip_blanks();
    if c.peek() != Some(b',') {
        return Err(c.expected("',' between the two heaps"));
    }
    c.bump();
    let b = heap(c, "the second heap's size")?;
    Ok((a, b))
}

/// `cgsolve wythoff`: the nim value of each position, one memo for the whole input.
pub struct Wythoff {
    solver: Solver<Rules, HashMemo<(u32, u32)>>,
}

impl Contest for Wythoff {
    const NAME: &'static str = "wythoff";
    type Options = NoOptions;
    type Case = (u32, u32);
    type Solution = Nimber;
    type Facts = ();
    /// A position takes at least four bytes of input (two digits, a comma, a line end).
    const BYTES_PER_INPUT_BYTE: usize = size_of::<(u32, u32)>().div_ceil(4);

    /// Heaps go up to `MAX_HEAP`: the memo holds at most 80,000 positions, far below any
    /// memory limit.
    fn new(_: &NoOptions, _: MemoryLimit) -> Result<Wythoff, OptionsError> {
        Ok(Wythoff {
            solver: Solver::new(Rules),
        })
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<(u32, u32)>, ParseError> {
        Cursor::new(input).one_a_line(heaps)
    }

    fn solve(&mut self, p: &(u32, u32), _: Detail) -> Result<Nimber, SolveError> {
        Ok(self.solver.grundy(p))
    }

    fn answer_line(&self, value: &Nimber) -> Cow<'static, str> {
        Cow::Owned(value.to_string())
    }

    fn describe(&mut self, p: &(u32, u32), value: Nimber) -> Result<Report<()>, SolveError> {
        let mut report = Report::new(Self::NAME, self.answer_line(&value), ());
        report.board = Some(format!("heaps of {} and {} counters", p.0, p.1));
        report.outcome = Some(Outcome::impartial(value.next_player_wins()));
        report.value = Some(value.to_string());
        let winning = self.solver.winning_moves(p);
        report.winning_moves = Some(
            winning
                .into_iter()
                .map(|(take, _)| MoveReport::new(move_name(&take), ()))
                .collect(),
        );
        report.remoteness = Some(self.solver.remoteness(p));
        Ok(report)
    }
}

/// Wythoff's game as a player reads and types it.
pub struct Heaps;

impl GameText for Heaps {
    type Kind = Impartial;
    type Rules = Rules;
    const NAME: &'static str = Wythoff::NAME;
    const FORMAT: &'static str = "The two heaps as `a,b`, each at most 400. A move is named by \
        what it takes: `take 3 from the first heap`, `take 2 from both`.";
    const EXAMPLE: &'static str = "5,8";

    fn parse(&self, text: &str) -> Result<(Rules, (u32, u32)), ParseError> {
        let mut c = Cursor::new(text.as_bytes());
        c.skip_whitespace();
        let p = heaps(&mut c)?;
        c.skip_whitespace();
        match c.peek() {
            None => Ok((Rules, p)),
            Some(_) => Err(c.expected("the end of the position")),
        }
    }

    fn write(&self, _: &Rules, &(a, b): &(u32, u32)) -> String {
        format!("{a},{b}")
    }

    fn draw(&self, _: &Rules, &(a, b): &(u32, u32)) -> Board {
        Board {
            shape: Shape::Piles,
            rows: vec![vec![a.to_string()], vec![b.to_string()]],
        }
    }

    fn move_name(&self, _: &Rules, _: &(u32, u32), take: &Take) -> String {
        move_name(take)
    }
}

impl Game for Wythoff {
    type Face = Heaps;
    const FACE: Heaps = Heaps;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Wythoff {
        Wythoff::new(&NoOptions {}, MemoryLimit::from_mib(1)).unwrap()
    }

    #[test]
    fn moves_take_from_one_heap_or_both() {
        let moves: Vec<String> = Rules
            .move_list(&(1, 2))
            .iter()
            .map(|(m, p)| format!("{} -> {p:?}", move_name(m)))
            .collect();
        assert_eq!(
            moves,
            [
                "take 1 from the first heap -> (0, 2)",
                "take 1 from the second heap -> (1, 1)",
                "take 2 from the second heap -> (1, 0)",
                "take 1 from both -> (0, 1)",
            ]
        );
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let err = game().parse(b"3,4\n3 4\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "2:3: expected ',' between the two heaps, found '4'"
        );
        let err = game().parse(b"3,401\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "1:3: expected a heap of at most 400 counters (the limit), found 401"
        );
    }
}
