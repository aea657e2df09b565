//! The contest format: `n m`, then n rows of m letters from `L`, `R`, `X`; several boards may
//! follow one another. The answer is `WIN` when the first player wins, else `LOSE`.

use super::solve::ParityGame;
use super::{Board, Letter, explain, solve};
use crate::answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::Report;
use crate::text::{Cursor, ParseError};
use crate::theory::nimber::Nimber;
use std::borrow::Cow;

/// World of Darkraft as a contest problem (Codeforces 138D), on boards of any size.
///
/// ```
/// use cgsolve::Contest;
/// use cgsolve::engine::memory::MemoryLimit;
/// use cgsolve::games::contests::darkraft::format::Darkraft;
///
/// let mut game = Darkraft::new(&Default::default(), MemoryLimit::from_mib(64)).unwrap();
/// let boards = game.parse(b"2 2\nRL\nLR\n2 2\nRR\nRR\n").unwrap();
/// let answers: Vec<_> = boards.iter().map(|b| game.answer(b).unwrap()).collect();
/// assert_eq!(answers, ["LOSE", "WIN"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Darkraft {
    memory: MemoryLimit,
}

/// Reads every board of a contest input, checking each against the solver's limits within
/// `memory`.
pub fn parse(input: &[u8], memory: MemoryLimit) -> Result<Vec<Board>, ParseError> {
    let mut c = Cursor::new(input);
    let mut boards = Vec::new();
    if c.at_end() {
        c.skip_whitespace();
        return Err(c.expected("the board size n m"));
    }
    while !c.at_end() {
        boards.push(board(&mut c, memory)?);
    }
    Ok(boards)
}

/// Reads a side length, at least 1.
fn side(c: &mut Cursor, what: &str, on_line: bool) -> Result<usize, ParseError> {
    if on_line {
        c.skip_blanks();
    } else {
        c.skip_whitespace();
    }
    let at = c.clone();
    let value = c.number_on_line(what)?;
    match usize::try_from(value) {
        Ok(v) if v >= 1 => Ok(v),
        Ok(_) => Err(at.error(format!("{what} must be at least 1, found 0"))),
        Err(_) => Err(at.error(format!("{what} is too large"))),
    }
}

fn board(c: &mut Cursor, memory: MemoryLimit) -> Result<Board, ParseError> {
    let header = {
        let mut at = c.clone();
        at.skip_whitespace();
        at
    };
    let n = side(c, "the number of rows n", false)?;
    let m = side(c, "the number of columns m", true)?;
    c.end_of_line()?;
    let mut letters = Vec::new();
    for row in 1..=n {
        let (line, column) = (c.line(), c.column());
        if c.peek().is_none() {
            return Err(c.expected(format!("row {row} of {n}")));
        }
        let text = c.line_text();
        for (k, &b) in text.iter().enumerate() {
            if k == m {
                return Err(Cursor::error_at(
                    line,
                    column + k,
                    format!("expected the end of row {row} after {m} letters, found more"),
                ));
            }
            match Letter::from_byte(b) {
                Some(letter) => letters.push(letter),
                None => {
                    let found = if b.is_ascii_graphic() {
                        format!("'{}'", b as char)
                    } else {
                        format!("byte 0x{b:02x}")
                    };
                    return Err(Cursor::error_at(
                        line,
                        column + k,
                        format!("expected L, R or X, found {found}"),
                    ));
                }
            }
        }
        if text.len() < m {
            return Err(Cursor::error_at(
                line,
                column + text.len(),
                format!(
                    "expected {m} letters in row {row}, found only {}",
                    text.len()
                ),
            ));
        }
    }
    let board = Board::new(n, m, letters)
        .ok_or_else(|| header.error("the board does not match its size"))?;
    solve::needs(&board, memory).map_err(|e| {
        let error = header.error(e.to_string());
        match e.limit() {
            Some(limit) => error.over_limit(limit),
            None => error,
        }
    })?;
    Ok(board)
}

impl Contest for Darkraft {
    const NAME: &'static str = "darkraft";
    type Options = NoOptions;
    type Case = Board;
    type Solution = [ParityGame; 2];
    type Facts = explain::BoardFacts;
    /// A board takes at least six bytes (`1 1`, a letter, two line ends), and a letter each.
    const BYTES_PER_INPUT_BYTE: usize = size_of::<Board>().div_ceil(6) + size_of::<Letter>();

    fn new(_: &NoOptions, memory: MemoryLimit) -> Result<Darkraft, OptionsError> {
        Ok(Darkraft { memory })
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<Board>, ParseError> {
        parse(input, self.memory)
    }

    /// Both parity classes solved: their values, and the value after each first move.
    fn solve(&mut self, board: &Board, _: Detail) -> Result<[ParityGame; 2], SolveError> {
        solve::solve(board, self.memory)
    }

    fn answer_line(&self, games: &[ParityGame; 2]) -> Cow<'static, str> {
        let total: Nimber = games.iter().map(|g| g.grundy).sum();
        Cow::Borrowed(if total.next_player_wins() {
            "WIN"
        } else {
            "LOSE"
        })
    }

    fn describe(
        &mut self,
        board: &Board,
        games: [ParityGame; 2],
    ) -> Result<Report<explain::BoardFacts>, SolveError> {
        Ok(explain::report(board, &games))
    }
}
