//! World of Darkraft as a player reads and types it, the one text of the game for `cgsolve
//! play`, the page and the contest's explanation: the contest's board, `n m` then n rows of
//! `L`, `R`, `X`, with `.` for a cell no longer active; a move is named by its cell's row and
//! column, from 1 at the top left (`2,3`).

use super::format::Darkraft;
use crate::answer::Contest;
use crate::engine::rules::ImpartialRules;
use crate::games::contests::darkraft::{self, Cells, Letter, RULES_MAX_CELLS};
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::text::{Cursor, Lines, ParseError, board_size, check_chars};

/// World of Darkraft's face for play.
pub struct DarkraftText;

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for Darkraft {
    type Served = Self;
}

impl Game for Darkraft {
    type Face = DarkraftText;
    const FACE: DarkraftText = DarkraftText;
}

/// A move's name, as a player types it: its cell's row and column, from 1 (`2,3`).
pub fn move_name(row: usize, column: usize) -> String {
    format!("{row},{column}")
}

/// A board's rules, with its letters for drawing: a position is its active cells; a move is
/// a cell (row by row from 0).
pub struct Diagonals {
    board: darkraft::Board,
    rules: darkraft::Rules,
}

impl ImpartialRules for Diagonals {
    type Position = Cells;
    type Move = usize;

    fn moves(&self, active: &Cells, each: &mut dyn FnMut(usize, Cells)) {
        for cell in active.iter() {
            each(cell, self.rules.after_move(*active, cell));
        }
    }
}

impl GameText for DarkraftText {
    type Kind = Impartial;
    type Rules = Diagonals;
    const NAME: &'static str = Darkraft::NAME;
    const FORMAT: &'static str = "The contest's board: a line `n m`, then n rows of m letters \
        `L`, `R` or `X`; `.` marks a cell no longer active. A move is named by its cell's row \
        and column, from 1: `2,3`.";
    const EXAMPLE: &'static str = "3 3\nXRL\nLXR\nRLX\n";

    fn parse(&self, text: &str) -> Result<(Diagonals, Cells), ParseError> {
        let mut lines = Lines::new(text);
        let (n, m) = board_size(&mut lines, ('n', 'm'), RULES_MAX_CELLS)?;
        let mut letters = Vec::with_capacity(n * m);
        let mut active = 0u128;
        for _ in 0..n {
            let (line, row) = lines.next("a row of the board")?;
            check_chars(line, row, "LRX.", "`L`, `R`, `X` or `.`")?;
            let row: Vec<u8> = row.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
            if row.len() != m {
                return Err(Cursor::error_at(
                    line,
                    1,
                    format!("expected {m} cells in the row, found {}", row.len()),
                ));
            }
            for b in row {
                if b != b'.' {
                    active |= 1 << letters.len();
                }
                letters
                    .push(Letter::from_byte(if b == b'.' { b'X' } else { b }).unwrap_or(Letter::X));
            }
        }
        lines.end()?;
        let board = darkraft::Board::new(n, m, letters)
            .ok_or_else(|| Cursor::error_at(1, 1, "expected a board"))?;
        let rules = darkraft::Rules::new(&board).ok_or_else(|| {
            Cursor::error_at(1, 1, format!("expected at most {RULES_MAX_CELLS} cells"))
        })?;
        Ok((Diagonals { board, rules }, Cells(active)))
    }

    fn write(&self, rules: &Diagonals, active: &Cells) -> String {
        let b = &rules.board;
        let mut out = format!("{} {}\n", b.rows(), b.cols());
        for row in rows(rules, active) {
            out.push_str(&row);
            out.push('\n');
        }
        out
    }

    fn draw(&self, rules: &Diagonals, active: &Cells) -> Board {
        let rows = rows(rules, active);
        Board::from_chars(Shape::Grid, rows.iter().map(String::as_str))
    }

    fn move_name(&self, rules: &Diagonals, _: &Cells, cell: &usize) -> String {
        let cols = rules.board.cols();
        move_name(cell / cols + 1, cell % cols + 1)
    }
}

/// The rows as text: each active cell's letter, `.` for the others.
fn rows(rules: &Diagonals, active: &Cells) -> Vec<String> {
    let b = &rules.board;
    (0..b.rows())
        .map(|r| {
            (0..b.cols())
                .map(|c| {
                    if active.contains(r * b.cols() + c) {
                        b.letter(r, c).as_char()
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}
