//! EllysCheckers as a player reads and types it, the one text of the game for `cgsolve play`,
//! the page and the contest's explanation: one row of cells, `o` a checker and `.` an empty
//! cell (the contest's line for one board); a move is named by the cells the checker leaves
//! and lands on (`Move`'s `Display`, `3>4`).

use super::{Checkers, MAX_BOARD_CELLS, Move};
use crate::answer::Contest;
use crate::games::contests::checkers;
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::text::{Cursor, ParseError, check_chars, empty, lines_with_content};

/// Checkers' face for play.
pub struct CheckersText;

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for Checkers {
    type Served = Self;
}

impl Game for Checkers {
    type Face = CheckersText;
    const FACE: CheckersText = CheckersText;
}

impl GameText for CheckersText {
    type Kind = Impartial;
    type Rules = checkers::Rules;
    const NAME: &'static str = Checkers::NAME;
    const FORMAT: &'static str = "One row of cells: `o` a checker, `.` an empty cell. A move is \
        named by the cells a checker leaves and lands on, as `3>4`.";
    const EXAMPLE: &'static str = ".o...ooo..oo..";

    fn parse(&self, text: &str) -> Result<(Self::Rules, checkers::Board), ParseError> {
        let mut lines = lines_with_content(text);
        let (line, row) = lines.next().ok_or_else(|| empty("a row of `o` and `.`"))?;
        if let Some((extra, _)) = lines.next() {
            return Err(Cursor::error_at(
                extra,
                1,
                "expected the end of the input after the one row",
            ));
        }
        check_chars(line, row, "o.", "`o` or `.`")?;
        let start = row.len() - row.trim_start().len();
        let row = row.trim();
        if row.contains(char::is_whitespace) {
            let col = start + row.find(char::is_whitespace).unwrap_or(0) + 1;
            return Err(Cursor::error_at(
                line,
                col,
                "expected `o` or `.`, found a blank",
            ));
        }
        let board = checkers::Board::from_text(row).ok_or_else(|| {
            Cursor::error_at(
                line,
                start + MAX_BOARD_CELLS + 1,
                format!("expected at most {MAX_BOARD_CELLS} cells"),
            )
        })?;
        Ok((checkers::Rules, board))
    }

    fn write(&self, _: &Self::Rules, p: &checkers::Board) -> String {
        p.to_string()
    }

    fn draw(&self, _: &Self::Rules, p: &checkers::Board) -> Board {
        Board::from_chars(Shape::Row, [p.to_string().as_str()])
    }

    fn move_name(&self, _: &Self::Rules, _: &checkers::Board, m: &Move) -> String {
        m.to_string()
    }
}
