//! Sweets as a player reads and types it, the one text of the game for `cgsolve play`, the
//! page and the contest's explanation: a position is the hexagon row by row, chocolates `O`
//! and empty cells `.`; a cell is named by its row's letter from the top and its number in the
//! row from the left (`c3`), a move by the first and last cells it eats (`c2-c4`, or `b3`).

use super::Sweets as Position;
use super::format::SweetsContest;
use super::geometry::{Cell, Cells, Hexagon, MAX_SIDE, Segment};
use crate::answer::Contest;
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::text::{Cursor, ParseError, check_chars, empty, lines_with_content};

/// Sweets' face for play.
pub struct SweetsText;

/// The letter of a row, from `a` at the top.
pub fn row_name(row: usize) -> char {
    char::from(b'a' + row as u8)
}

/// A cell's name: its row's letter and its number in the row, from 1 (`c3`).
pub fn cell_name(hex: &Hexagon, cell: Cell) -> String {
    let (row, index) = hex.row_and_index(cell);
    format!("{}{}", row_name(row), index + 1)
}

/// A move's name, as a player types it: the first and last cells it eats in reading order
/// (`c2-c4`, `b3-d2` along a diagonal), or the one cell (`b3`).
///
/// ```
/// use cgsolve::games::contests::sweets::{geometry::Hexagon, text::move_name};
/// let hex = Hexagon::of_side(3).unwrap();
/// let named: Vec<String> = hex.segments().iter().map(|s| move_name(hex, s)).collect();
/// assert!(named.contains(&"c2-c4".to_string()));
/// assert!(named.contains(&"b3-d2".to_string()));
/// assert!(named.contains(&"e3".to_string()));
/// ```
pub fn move_name(hex: &Hexagon, m: &Segment) -> String {
    let first = m.cells.iter().min_by_key(|c| c.0);
    let last = m.cells.iter().max_by_key(|c| c.0);
    match (first, last) {
        (Some(a), Some(b)) if a != b => format!("{}-{}", cell_name(hex, a), cell_name(hex, b)),
        (Some(a), _) => cell_name(hex, a),
        _ => String::new(),
    }
}

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for SweetsContest {
    type Served = Self;
}

impl Game for SweetsContest {
    type Face = SweetsText;
    const FACE: SweetsText = SweetsText;
}

impl GameText for SweetsText {
    type Kind = Impartial;
    type Rules = &'static Hexagon;
    const NAME: &'static str = SweetsContest::NAME;
    const FORMAT: &'static str = "The hexagon row by row, `O` a chocolate and `.` an empty \
        cell, blanks ignored; 3, 5, 7 or 9 rows for a side of 2 to 5. A move is named by the \
        first and last cells it eats, rows a, b, c, ... from the top, cells from 1: `c2-c4`, \
        or `b3` for one chocolate.";
    const EXAMPLE: &'static str = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";

    fn parse(&self, text: &str) -> Result<(Self::Rules, Cells), ParseError> {
        let mut rows = Vec::new();
        for (line, row) in lines_with_content(text) {
            check_chars(line, row, "O.", "`O` or `.`")?;
            rows.push((line, row.split_whitespace().collect::<String>()));
        }
        if rows.is_empty() {
            return Err(empty("the rows of a hexagon"));
        }
        let hex = (rows.len() % 2 == 1)
            .then(|| Hexagon::of_side(rows.len().div_ceil(2)))
            .flatten()
            .filter(|_| rows.len() >= 3)
            .ok_or_else(|| {
                Cursor::error_at(
                    rows[rows.len() - 1].0,
                    1,
                    format!(
                        "expected 3, 5, 7 or 9 rows (a hexagon of side 2 to {MAX_SIDE}), found {} rows",
                        rows.len()
                    ),
                )
            })?;
        for (r, (line, row)) in rows.iter().enumerate() {
            if row.len() != hex.row_len(r) {
                return Err(Cursor::error_at(
                    *line,
                    1,
                    format!(
                        "expected {} cells in row {} of a hexagon of side {}, found {}",
                        hex.row_len(r),
                        r + 1,
                        hex.side(),
                        row.len()
                    ),
                ));
            }
        }
        let strs: Vec<&str> = rows.iter().map(|(_, r)| r.as_str()).collect();
        let position = Position::from_rows(hex, &strs)
            .ok_or_else(|| Cursor::error_at(rows[0].0, 1, "expected a hexagon of `O` and `.`"))?;
        Ok((hex, position.chocolates()))
    }

    fn write(&self, hex: &Self::Rules, p: &Cells) -> String {
        let mut out = String::new();
        for (r, row) in rows(hex, *p).iter().enumerate() {
            out.push_str(&" ".repeat(r.abs_diff(hex.side() - 1)));
            let cells: Vec<String> = row.chars().map(String::from).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }

    fn draw(&self, hex: &Self::Rules, p: &Cells) -> Board {
        let rows = rows(hex, *p);
        Board::from_chars(Shape::Hex, rows.iter().map(String::as_str))
    }

    fn move_name(&self, hex: &Self::Rules, _: &Cells, m: &Segment) -> String {
        move_name(hex, m)
    }
}

/// The rows of the board as strings of `O` and `.`.
fn rows(hex: &Hexagon, p: Cells) -> Vec<String> {
    (0..hex.rows())
        .map(|r| {
            (0..hex.row_len(r))
                .map(|i| match hex.cell(r, i) {
                    Some(c) if p.contains(c) => 'O',
                    _ => '.',
                })
                .collect()
        })
        .collect()
}
