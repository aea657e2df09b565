//! Cram as a player reads and types it, the one text of the game for `cgsolve play`, the page
//! and the contest's explanation: CGSuite's grid on one line, `.` empty, `#` filled, rows split
//! by `|` (the contest's line for one grid, read by the contest's own parser); a position is
//! its text, a move fills a domino's two cells and is named by `GridMove`'s `Display`
//! (`row 2, columns 3-4`).

use super::{CramContest, Grid, GridMove};
use crate::answer::Contest;
use crate::engine::rules::ImpartialRules;
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::text::{Cursor, ParseError, empty, lines_with_content};

/// Cram's face for play.
pub struct CramText;

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for CramContest {
    type Served = Self;
}

impl Game for CramContest {
    type Face = CramText;
    const FACE: CramText = CramText;
    const POSITION_A_LINE: bool = true;
}

/// The rules over grid texts: the game's own grid lists the moves.
pub struct GridText;

/// The grid of a text this module wrote (so it reads).
fn grid(text: &str) -> Option<Grid> {
    let mut contest = CramContest::default();
    contest.parse(text.as_bytes()).ok()?.into_iter().next()
}

/// The text after `m`: its two cells filled.
fn after(text: &str, m: &GridMove) -> String {
    let mut rows: Vec<Vec<u8>> = text.split('|').map(|r| r.as_bytes().to_vec()).collect();
    let (r2, c2) = if m.horizontal {
        (m.row, m.col + 1)
    } else {
        (m.row + 1, m.col)
    };
    for (r, c) in [(m.row, m.col), (r2, c2)] {
        if let Some(cell) = rows.get_mut(r).and_then(|row| row.get_mut(c)) {
            *cell = b'#';
        }
    }
    let rows: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8_lossy(&r).into_owned())
        .collect();
    rows.join("|")
}

impl ImpartialRules for GridText {
    type Position = String;
    type Move = GridMove;

    fn moves(&self, text: &String, each: &mut dyn FnMut(GridMove, String)) {
        if let Some(g) = grid(text) {
            for (m, _) in g.moves() {
                each(m, after(text, &m));
            }
        }
    }
}

impl GameText for CramText {
    type Kind = Impartial;
    type Rules = GridText;
    const NAME: &'static str = CramContest::NAME;
    const FORMAT: &'static str = "CGSuite's grid on one line: `.` empty, `#` filled, rows split \
        by `|`. A move places a domino either way, named as `row 2, columns 3-4`.";
    const EXAMPLE: &'static str = "...|...|...";

    fn parse(&self, text: &str) -> Result<(GridText, String), ParseError> {
        let mut lines = lines_with_content(text);
        let Some((line, first)) = lines.next() else {
            return Err(empty("a grid on one line"));
        };
        if let Some((extra, _)) = lines.next() {
            return Err(Cursor::error_at(
                extra,
                1,
                "expected the end of the input after the one line",
            ));
        }
        let mut contest = CramContest::default();
        let grids = contest
            .parse(first.as_bytes())
            .map_err(|e| Cursor::error_at(line, e.column, e.message))?;
        let g = grids
            .into_iter()
            .next()
            .ok_or_else(|| empty("a grid on one line"))?;
        Ok((GridText, g.to_string()))
    }

    fn write(&self, _: &GridText, text: &String) -> String {
        text.clone()
    }

    fn draw(&self, _: &GridText, text: &String) -> Board {
        Board::from_chars(Shape::Grid, text.split('|'))
    }

    fn move_name(&self, _: &GridText, _: &String, m: &GridMove) -> String {
        m.to_string()
    }
}
