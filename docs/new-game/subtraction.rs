//! The subtraction game {1, 3, 4}: one heap of counters; a move takes 1, 3 or 4 of them; the
//! player who cannot move loses. Input: one heap size per line. Answer: `First` when the
//! player to move wins, else `Second`.

use crate::contest::input::{Cursor, ParseError};
use crate::contest::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::report::{MoveReport, Report};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use std::borrow::Cow;

/// The rules: how many counters a move may take.
pub struct Rules {
    takes: Vec<u64>,
}

impl ImpartialRules for Rules {
    /// The counters left in the heap.
    type Position = u64;
    /// The counters a move takes.
    type Move = u64;

    fn moves(&self, heap: &u64, each: &mut dyn FnMut(u64, u64)) {
        for &take in &self.takes {
            if take <= *heap {
                each(take, heap - take);
            }
        }
    }
}

/// The largest heap an input may hold: the search recurses once per move.
pub const MAX_HEAP: u64 = 1000;

/// The rules of the game: a move takes 1, 3 or 4 counters.
fn rules() -> Rules {
    Rules {
        takes: vec![1, 3, 4],
    }
}

/// Reads one heap size, of at most `MAX_HEAP` counters.
fn heap(c: &mut Cursor) -> Result<u64, ParseError> {
    let at = c.clone();
    let heap = c.number_on_line("a heap size")?;
    if heap > MAX_HEAP {
        return Err(at
            .error(format!(
                "a heap of {heap} counters is over the limit of {MAX_HEAP}"
            ))
            .over_limit(format!("{MAX_HEAP} counters in a heap")));
    }
    Ok(heap)
}

/// A move's name, as a player types it in `cgsolve play` and as the report lists it.
fn move_name(take: &u64) -> String {
    format!("take {take}")
}

/// The subtraction game {1, 3, 4} as a contest problem; the solver's memo is kept from one
/// case to the next.
pub struct Subtraction {
    solver: Solver<Rules>,
}

impl Contest for Subtraction {
    const NAME: &'static str = "subtraction";
    type Options = NoOptions;
    type Case = u64;
    type Solution = Nimber;
    type Facts = ();
    /// A heap takes at least two bytes of input (a digit and a blank).
    const BYTES_PER_INPUT_BYTE: usize = size_of::<u64>().div_ceil(2);

    /// Heaps go up to `MAX_HEAP`: the memo stays far below any memory limit.
    fn new(_: &NoOptions, _: MemoryLimit) -> Result<Subtraction, OptionsError> {
        Ok(Subtraction {
            solver: Solver::new(rules()),
        })
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<u64>, ParseError> {
        let mut c = Cursor::new(input);
        let mut heaps = Vec::new();
        loop {
            c.skip_whitespace();
            if c.peek().is_none() && !heaps.is_empty() {
                return Ok(heaps);
            }
            heaps.push(heap(&mut c)?);
            c.end_of_line()?;
        }
    }

    fn solve(&mut self, heap: &u64, _: Detail) -> Result<Nimber, SolveError> {
        Ok(self.solver.grundy(heap))
    }

    fn answer_line(&self, value: &Nimber) -> Cow<'static, str> {
        Cow::Borrowed(if value.next_player_wins() {
            "First"
        } else {
            "Second"
        })
    }

    fn describe(&mut self, heap: &u64, value: Nimber) -> Result<Report<()>, SolveError> {
        let mut report = Report::new(Self::NAME, self.answer_line(&value), ());
        report.board = Some(format!("a heap of {heap} counters"));
        report.outcome = Some(Outcome::impartial(value.next_player_wins()));
        report.value = Some(value.to_string());
        let winning = self.solver.winning_moves(heap);
        report.winning_moves = Some(
            winning
                .into_iter()
                .map(|(take, _)| MoveReport::new(move_name(&take), ()))
                .collect(),
        );
        report.remoteness = Some(self.solver.remoteness(heap));
        Ok(report)
    }
}

/// The game's face: a position is its heap size, a move is named `take N`.
pub struct Heap;

impl GameText for Heap {
    type Kind = Impartial;
    type Rules = Rules;
    const NAME: &'static str = Subtraction::NAME;
    const FORMAT: &'static str = "The number of counters in the heap, at most 1000. A move is \
        named by the counters it takes: `take 3`.";
    const EXAMPLE: &'static str = "12";

    fn parse(&self, text: &str) -> Result<(Rules, u64), ParseError> {
        let mut c = Cursor::new(text.as_bytes());
        c.skip_whitespace();
        let heap = heap(&mut c)?;
        c.skip_whitespace();
        match c.peek() {
            None => Ok((rules(), heap)),
            Some(_) => Err(c.expected("the end of the position")),
        }
    }

    fn write(&self, _: &Rules, heap: &u64) -> String {
        heap.to_string()
    }

    fn draw(&self, _: &Rules, heap: &u64) -> Board {
        Board {
            shape: Shape::Piles,
            rows: vec![vec![heap.to_string()]],
        }
    }

    fn move_name(&self, _: &Rules, _: &u64, take: &u64) -> String {
        move_name(take)
    }
}

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for Subtraction {
    type Served = Self;
}

impl Game for Subtraction {
    type Face = Heap;
    const FACE: Heap = Heap;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Subtraction {
        Subtraction::new(&NoOptions {}, MemoryLimit::from_mib(1)).unwrap()
    }

    #[test]
    fn values_are_the_published_ones() {
        // Ferguson, Game Theory, part I, §1.5: the Grundy values of the subtraction game
        // {1, 3, 4} repeat 0 1 0 1 2 3 2 with period 7; its P-positions are 0 and 2 mod 7.
        let mut game = game();
        for heap in 0..=70 {
            let value = game.solve(&heap, Detail::Answer).unwrap();
            assert_eq!(value, Nimber([0, 1, 0, 1, 2, 3, 2][heap as usize % 7]));
        }
    }

    #[test]
    fn answers_and_reports_agree() {
        let mut game = game();
        let heaps = game.parse(b"2\n5\n").unwrap();
        assert_eq!(game.answer(&heaps[0]).unwrap(), "Second");
        let report = game.report(&heaps[1]).unwrap();
        assert_eq!(report.answer, "First");
        let moves: Vec<&str> = report
            .winning_moves
            .iter()
            .flatten()
            .map(|m| m.describe.as_str())
            .collect();
        assert_eq!(moves, ["take 3"]);
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let err = game().parse(b"3\nx\n").unwrap_err();
        assert_eq!(err.to_string(), "2:1: expected a heap size, found 'x'");
        let err = game().parse(b"1001\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "1:1: a heap of 1001 counters is over the limit of 1000"
        );
    }
}
