//! Cram grids in CGSuite's syntax, one per line: rows joined by `|`, `.` an empty cell and `#`
//! a filled one (`..#.|....`); `RxC` stands for an empty R × C rectangle (`5x9`).

use super::region::{Cells, MAX_COLS, MAX_ROWS, cell, for_each_domino, for_each_part, position};
use super::solver::CramSolver;
use crate::answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::games::boards::grid::Shape;
use crate::games::boards::tiles::{Layout, Tile, Tiles};
use crate::progress::progress_for;
use crate::report::{MoveReport, Part, Report};
use crate::text::{ParseError, read_positions, shown};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use std::borrow::Cow;
use std::fmt;

/// A Cram position: a grid of empty and filled cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    /// The empty cells, turned about the diagonal when `turned` (so that at most 8 rows are
    /// stored).
    cells: Cells,
    turned: bool,
}

/// A domino placed on a grid: its first cell (top or left, from 0) and its direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridMove {
    /// The row of its top (or only) row, from 0.
    pub row: usize,
    /// The column of its left (or only) column, from 0.
    pub col: usize,
    /// Across a row (else down a column).
    pub horizontal: bool,
}

impl fmt::Display for GridMove {
    /// Rows and columns counted from 1: `row 2, columns 3-4` or `rows 1-2, column 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r, c) = (self.row + 1, self.col + 1);
        if self.horizontal {
            write!(f, "row {r}, columns {c}-{}", c + 1)
        } else {
            write!(f, "rows {r}-{}, column {c}", r + 1)
        }
    }
}

/// A grid's cells: `.` empty (layer 0), `#` filled.
const CELLS: Tiles = Tiles::new(&[Tile::new(b'.', 1, "empty"), Tile::new(b'#', 0, "filled")]);

impl Grid {
    /// An empty grid of `rows` × `cols` cells, if it fits: at most 8 rows and 16 columns, or
    /// 16 rows and 8 columns.
    ///
    /// ```
    /// use cgsolve::games::impartial::cram::{CramSolver, Grid};
    /// let grid = Grid::empty(3, 4).unwrap();
    /// assert_eq!(grid.to_string(), "....|....|....");
    /// assert!(Grid::empty(9, 9).is_none());
    /// ```
    pub fn empty(rows: usize, cols: usize) -> Option<Grid> {
        Grid::from_cells(rows, cols, |_, _| true)
    }

    fn from_cells(rows: usize, cols: usize, empty: impl Fn(usize, usize) -> bool) -> Option<Grid> {
        let turned = rows > MAX_ROWS;
        let (stored_rows, stored_cols) = if turned { (cols, rows) } else { (rows, cols) };
        if stored_rows > MAX_ROWS || stored_cols > MAX_COLS {
            return None;
        }
        let mut cells = 0;
        for r in 0..rows {
            for c in 0..cols {
                if empty(r, c) {
                    cells |= if turned { cell(c, r) } else { cell(r, c) };
                }
            }
        }
        Some(Grid {
            rows,
            cols,
            cells,
            turned,
        })
    }

    /// The empty cells, as the solver reads them.
    pub fn cells(&self) -> Cells {
        self.cells
    }

    /// Whether cell (`row`, `col`) is empty.
    pub fn is_empty(&self, row: usize, col: usize) -> bool {
        let bit = if self.turned {
            cell(col, row)
        } else {
            cell(row, col)
        };
        self.cells & bit != 0
    }

    fn grid_move(&self, bit: u32, horizontal: bool) -> GridMove {
        let (r, c) = position(bit);
        if self.turned {
            GridMove {
                row: c,
                col: r,
                horizontal: !horizontal,
            }
        } else {
            GridMove {
                row: r,
                col: c,
                horizontal,
            }
        }
    }

    /// Every move with the empty cells it leaves.
    pub fn moves(&self) -> Vec<(GridMove, Cells)> {
        let mut out = Vec::new();
        for_each_domino(self.cells, &mut |bit, horizontal, left| {
            out.push((self.grid_move(bit, horizontal), left));
        });
        out.sort_by_key(|(m, _)| (m.row, m.col, !m.horizontal));
        out
    }

    /// The grid drawn, one row per line.
    pub fn draw(&self) -> String {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| CELLS.shown(u8::from(self.is_empty(r, c))))
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl fmt::Display for Grid {
    /// CGSuite's syntax: rows joined by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw().replace('\n', "|"))
    }
}

/// Reads one grid from `text` (one input line without its end and surrounding blanks), or says
/// what is wrong and where: `line` and `first_column` place errors in the input.
fn parse_cram(text: &[u8], line: usize, first_column: usize) -> Result<Grid, ParseError> {
    let error = |i: usize, message: String| ParseError {
        line,
        column: first_column + i,
        message,
        limit: None,
    };
    let limit = format!(
        "at most {MAX_ROWS} rows and {MAX_COLS} columns (or {MAX_COLS} rows and {MAX_ROWS} \
         columns)"
    );
    let too_large = |rows: &dyn fmt::Display, cols: &dyn fmt::Display| {
        error(
            0,
            format!("expected a grid of {limit}, found {rows} x {cols}"),
        )
        .over_limit(format!("grids of {limit}"))
    };
    if text.first().is_some_and(u8::is_ascii_digit) {
        return parse_size(text, &error, &too_large);
    }
    let (shape, [empty]): (Shape, [u128; 1]) = Shape::read(&CELLS, text, line, first_column)?;
    let (rows, cols) = (shape.rows(), shape.cols());
    Grid::from_cells(rows, cols, |r, c| empty >> shape.index(r, c) & 1 == 1)
        .ok_or_else(|| too_large(&rows, &cols))
}

/// Reads `RxC`, an empty grid of R rows and C columns (blanks allowed around the `x`).
fn parse_size(
    text: &[u8],
    error: &dyn Fn(usize, String) -> ParseError,
    too_large: &dyn Fn(&dyn fmt::Display, &dyn fmt::Display) -> ParseError,
) -> Result<Grid, ParseError> {
    let found = |i: usize| {
        text.get(i)
            .map_or("the end of the line".to_string(), |&b| shown(b))
    };
    let digits = |from: usize| {
        from + text[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let blanks = |from: usize| {
        from + text[from..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count()
    };
    let rows_end = digits(0);
    let x = blanks(rows_end);
    if !matches!(text.get(x), Some(b'x' | b'X')) {
        return Err(error(
            x,
            format!(
                "expected 'x' between the rows and columns of a size like 3x4, found {}",
                found(x)
            ),
        ));
    }
    let cols_start = blanks(x + 1);
    let cols_end = digits(cols_start);
    if cols_end == cols_start {
        return Err(error(
            cols_start,
            format!(
                "expected the number of columns after 'x', found {}",
                found(cols_start)
            ),
        ));
    }
    if cols_end < text.len() {
        return Err(error(
            cols_end,
            format!(
                "expected the end of the line after the size, found {}",
                found(cols_end)
            ),
        ));
    }
    let number = |digits: &[u8]| {
        let text = String::from_utf8_lossy(digits).into_owned();
        (text.parse::<usize>().ok(), text)
    };
    let (rows, rows_text) = number(&text[..rows_end]);
    let (cols, cols_text) = number(&text[cols_start..cols_end]);
    if rows == Some(0) {
        return Err(error(0, "expected at least one row, found 0".to_string()));
    }
    if cols == Some(0) {
        return Err(error(
            cols_start,
            "expected at least one column, found 0".to_string(),
        ));
    }
    rows.zip(cols)
        .and_then(|(r, c)| Grid::empty(r, c))
        .ok_or_else(|| too_large(&rows_text, &cols_text))
}

/// `cgsolve cram`: the nim value of each grid, one memo shared by every grid of an input, as
/// large as the memory limit holds (past it, the values of the smallest parts are forgotten).
#[derive(Debug, Default)]
pub struct CramContest {
    solver: CramSolver,
}

impl Contest for CramContest {
    const NAME: &'static str = "cram";
    type Options = NoOptions;
    type Case = Grid;
    type Solution = Nimber;
    type Facts = ();

    fn new(_: &NoOptions, memory: MemoryLimit) -> Result<CramContest, OptionsError> {
        Ok(CramContest {
            solver: CramSolver::with_max_entries(memory.items(CramSolver::ENTRY_BYTES))
                .with_progress(progress_for("cram: search")),
        })
    }

    /// One grid per line; blank lines are skipped; there must be one grid at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<Grid>, ParseError> {
        read_positions(input, parse_cram)
    }

    fn solve(&mut self, grid: &Grid, _: Detail) -> Result<Nimber, SolveError> {
        Ok(self.solver.grundy(grid.cells()))
    }

    fn answer_line(&self, value: &Nimber) -> Cow<'static, str> {
        value.to_string().into()
    }

    fn describe(&mut self, grid: &Grid, value: Nimber) -> Result<Report<()>, SolveError> {
        let mut report = Report::new(Self::NAME, self.answer_line(&value), ());
        report.board = Some(grid.draw());
        report.value = Some(value.to_string());
        report.outcome = Some(Outcome::impartial(value.next_player_wins()));
        let mut parts = Vec::new();
        for_each_part(grid.cells(), &mut |part| parts.push(part));
        if parts.len() > 1 {
            for &p in &parts {
                let value = self.solver.grundy(p);
                let describe = format!("{} cells", p.count_ones());
                report.parts.push(Part::new(describe, value, ()));
            }
        }
        let mut wins = Vec::new();
        for (m, left) in grid.moves() {
            if self.solver.grundy(left) == Nimber::ZERO {
                wins.push(MoveReport::new(m.to_string(), ()));
            }
        }
        report.winning_moves = Some(wins);
        report.notes.push(format!(
            "positions stored: {} symmetry classes of connected parts",
            self.solver.memo_len()
        ));
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_parse_in_cgsuite_syntax() {
        let g = parse_cram(b"..#.|....", 1, 1).unwrap();
        assert_eq!(g.to_string(), "..#.|....");
        assert!(!g.is_empty(0, 2) && g.is_empty(1, 2));
        assert_eq!(parse_cram(b"2x3", 1, 1).unwrap().to_string(), "...|...");
        let tall = parse_cram(b"12x3", 1, 1).unwrap();
        assert_eq!(tall.draw().lines().count(), 12);
        assert!(tall.is_empty(11, 2));
    }

    #[test]
    fn bad_grids_say_where() {
        let e = parse_cram(b"...|..", 4, 1).unwrap_err();
        assert_eq!((e.line, e.column), (4, 7));
        assert!(e.message.contains("a row of 3 cells"), "{}", e.message);
        let e = parse_cram(b"..|.x", 2, 1).unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        let e = parse_cram(b"9x9", 1, 1).unwrap_err();
        assert!(e.message.contains("found 9 x 9"), "{}", e.message);
        let e = parse_cram(b"3x99999999999999999999999", 1, 5).unwrap_err();
        assert!(
            e.message.ends_with("found 3 x 99999999999999999999999"),
            "{e}"
        );
        assert_eq!(e.column, 5);
        let e = parse_cram(b"0x3", 1, 1).unwrap_err();
        assert_eq!(e.to_string(), "1:1: expected at least one row, found 0");
        let e = parse_cram(b"2x", 1, 1).unwrap_err();
        assert_eq!(e.column, 3);
        let e = parse_cram(b"2y3", 1, 1).unwrap_err();
        assert_eq!(e.column, 2);
        let e = parse_cram(&[b'.'; 17], 1, 4).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "1:4: expected a grid of at most 8 rows and 16 columns (or 16 rows and 8 columns), found 1 x 17"
            )
        );
        let e = parse_cram(b"|..", 1, 3).unwrap_err();
        assert_eq!(e.column, 3);
    }

    #[test]
    fn moves_on_a_turned_grid_name_the_grid_as_given() {
        let g = parse_cram(b"9x1", 1, 1).unwrap();
        let moves = g.moves();
        assert_eq!(moves.len(), 8);
        assert_eq!(moves[0].0.to_string(), "rows 1-2, column 1");
    }
}
