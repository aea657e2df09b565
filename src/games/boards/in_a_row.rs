//! Games won by the first line of k stones in a row on an m × n board (tic-tac-toe, gomoku,
//! Connect Four): X and O place stones in turn, X first, on any empty cell or, under gravity,
//! on the lowest empty cell of a column. A player who makes a line of `k` of their stones
//! across, down or diagonally wins; a full board without a line is a tie.
//!
//! A position is its board, rows from the top separated by `|`, cells `.` (empty), `X`, `O`;
//! the player to move is X when both have as many stones, else O.

pub mod tiers;

use crate::answer::OptionsError;
use crate::engine::scored::{End, ScoredRules};
use crate::text::{Cursor, ParseError};

use crate::text::{PositionText, shown};
use std::fmt;
use std::sync::Arc;

/// The most cells a board may have: one bit each in a 64-bit word.
pub const MOST_CELLS: usize = 64;

/// A board: the cells of each player's stones, one bit a cell (row by row from the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// X's stones.
    pub x: u64,
    /// O's stones.
    pub o: u64,
    /// Rows, from the top.
    pub rows: u8,
    /// Columns, from the left.
    pub cols: u8,
}

impl Board {
    /// An empty board of `rows` × `cols`.
    pub fn empty(rows: u8, cols: u8) -> Board {
        Board {
            x: 0,
            o: 0,
            rows,
            cols,
        }
    }

    /// How many stones are on the board.
    pub fn stones(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Whether X is to move: X has as many stones as O.
    pub fn x_to_move(&self) -> bool {
        self.x.count_ones() == self.o.count_ones()
    }

    /// How many cells the board has.
    pub fn cells(&self) -> u32 {
        u32::from(self.rows) * u32::from(self.cols)
    }

    fn cell(&self, row: u8, col: u8) -> char {
        let bit = 1u64 << (u32::from(row) * u32::from(self.cols) + u32::from(col));
        if self.x & bit != 0 {
            'X'
        } else if self.o & bit != 0 {
            'O'
        } else {
            '.'
        }
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.rows {
            if row > 0 {
                f.write_str("|")?;
            }
            for col in 0..self.cols {
                write!(f, "{}", self.cell(row, col))?;
            }
        }
        Ok(())
    }
}

impl PositionText for Board {
    /// Rows of `.`, `X` and `O` (either case) separated by `|`, all of one length, at most
    /// [`MOST_CELLS`] cells; X has as many stones as O or one more.
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        let at = |i: usize, message: String| Cursor::error_at(line, first_column + i, message);
        let (mut x, mut o) = (0u64, 0u64);
        let (mut rows, mut col, mut cols) = (0usize, 0usize, None);
        let mut cell = 0usize;
        for (i, &b) in text.iter().enumerate() {
            if b == b'|' {
                if cols.is_some_and(|c| c != col) || col == 0 {
                    let want = cols.unwrap_or(col).max(1);
                    return Err(at(i, format!("expected a row of {want} cells, found '|'")));
                }
                cols = Some(col);
                rows += 1;
                col = 0;
                continue;
            }
            if cols.is_some_and(|c| col == c) {
                return Err(at(
                    i,
                    format!(
                        "expected '|' after a row of {col} cells, found {}",
                        shown(b)
                    ),
                ));
            }
            if cell == MOST_CELLS {
                let message = format!(
                    "a board of more than {MOST_CELLS} cells is past the limit of {MOST_CELLS} cells"
                );
                return Err(at(i, message).over_limit(format!("{MOST_CELLS} cells")));
            }
            match b {
                b'.' => {}
                b'x' | b'X' => x |= 1 << cell,
                b'o' | b'O' => o |= 1 << cell,
                _ => {
                    return Err(at(
                        i,
                        format!("expected a cell ('.', 'X' or 'O'), found {}", shown(b)),
                    ));
                }
            }
            cell += 1;
            col += 1;
        }
        if text.is_empty() {
            return Err(at(0, "expected a board, found the end of the line".into()));
        }
        if cols.is_some_and(|c| c != col) || col == 0 {
            let want = cols.unwrap_or(col).max(1);
            return Err(at(
                text.len(),
                format!("expected a row of {want} cells, found the end of the line"),
            ));
        }
        let (xs, os) = (x.count_ones(), o.count_ones());
        if xs != os && xs != os + 1 {
            return Err(at(
                0,
                format!(
                    "expected X to have as many stones as O or one more (X moves first), \
                     found {xs} X and {os} O"
                ),
            ));
        }
        Ok(Board {
            x,
            o,
            rows: (rows + 1) as u8,
            cols: col as u8,
        })
    }
}

/// A move: a stone on a cell, or under gravity dropped in a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// On the cell of `row` and `col` (from 0, rows from the top): named by its column's
    /// letter and its row's number from 1 (`b2`).
    Place {
        /// The row, from the top.
        row: u8,
        /// The column, from the left.
        col: u8,
    },
    /// Dropped in column `col` (from 0), landing on `row`: named by the column's number from 1.
    Drop {
        /// The column, from the left.
        col: u8,
        /// The row it lands on, from the top.
        row: u8,
    },
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Stone::Place { row, col } => write!(f, "{}{}", (b'a' + col) as char, row + 1),
            Stone::Drop { col, .. } => write!(f, "{}", col + 1),
        }
    }
}

/// The rules: the board's size, the line that wins and whether stones fall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InARow {
    /// Rows of the board.
    pub rows: u8,
    /// Columns of the board.
    pub cols: u8,
    /// Stones in a row that win.
    pub k: u8,
    /// Whether a stone falls to the lowest empty cell of its column.
    pub gravity: bool,
    /// Every line of `k` cells.
    lines: Arc<[u64]>,
    /// The cells (or under gravity the columns) nearest the centre first.
    order: Arc<[u8]>,
}

impl InARow {
    /// The rules of `rows` × `cols` with lines of `k`, refused when the board has more than
    /// [`MOST_CELLS`] cells or no room for a line.
    pub fn new(rows: u32, cols: u32, k: u32, gravity: bool) -> Result<InARow, OptionsError> {
        if rows == 0 || cols == 0 || (rows * cols) as usize > MOST_CELLS {
            return Err(OptionsError(format!(
                "a board of {rows} × {cols} cells is not supported: it needs from 1 to \
                 {MOST_CELLS} cells, the limit of a board"
            )));
        }
        if k == 0 || k > rows.max(cols) {
            return Err(OptionsError(format!(
                "--k {k} is not supported on {rows} × {cols}: a line needs from 1 to {} cells",
                rows.max(cols)
            )));
        }
        let (r, c, k) = (rows as i32, cols as i32, k as i32);
        let mut lines = Vec::new();
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for row in 0..r {
                for col in 0..c {
                    let (er, ec) = (row + dr * (k - 1), col + dc * (k - 1));
                    if !(0..r).contains(&er) || !(0..c).contains(&ec) {
                        continue;
                    }
                    let line =
                        (0..k).fold(0u64, |m, i| m | 1 << ((row + dr * i) * c + col + dc * i));
                    if !lines.contains(&line) {
                        lines.push(line);
                    }
                }
            }
        }
        // Twice the distance to the centre, so that it is whole.
        let distance = |row: i32, col: i32| (2 * row - (r - 1)).abs() + (2 * col - (c - 1)).abs();
        let mut order: Vec<u8> = if gravity {
            (0..cols as u8).collect()
        } else {
            (0..(rows * cols) as u8).collect()
        };
        order.sort_by_key(|&i| {
            if gravity {
                (2 * i32::from(i) - (c - 1)).abs()
            } else {
                distance(i32::from(i) / c, i32::from(i) % c)
            }
        });
        Ok(InARow {
            rows: rows as u8,
            cols: cols as u8,
            k: k as u8,
            gravity,
            lines: lines.into(),
            order: order.into(),
        })
    }

    /// Whether `stones` hold a line.
    fn has_line(&self, stones: u64) -> bool {
        self.lines.iter().any(|&l| l & !stones == 0)
    }

    /// Why `b`, read from text, is not a position of these rules: a board of another size, a
    /// stone floating under gravity, a game already won by both or by the player to move.
    pub fn check(&self, b: &Board) -> Result<(), String> {
        if (b.rows, b.cols) != (self.rows, self.cols) {
            return Err(format!(
                "expected a board of {} rows of {} cells (--rows, --cols), found {} rows of {}",
                self.rows, self.cols, b.rows, b.cols
            ));
        }
        let all = b.x | b.o;
        if self.gravity {
            let cols = u32::from(self.cols);
            for cell in 0..(b.cells() - cols) {
                if all & (1 << cell) != 0 && all & (1 << (cell + cols)) == 0 {
                    return Err(format!(
                        "expected every stone on the bottom or on a stone (--gravity), found \
                         the stone on row {} of column {} floating",
                        cell / cols + 1,
                        cell % cols + 1
                    ));
                }
            }
        }
        let mover = if b.x_to_move() { b.x } else { b.o };
        if self.has_line(mover) {
            return Err(format!(
                "expected a position that play reaches, found a line of {} of the player to \
                 move ({})",
                self.k,
                if b.x_to_move() { 'X' } else { 'O' }
            ));
        }
        Ok(())
    }

    /// The board after the columns `moves` (digits from 1) are played from the empty board,
    /// as Pascal Pons' solver reads a position; refused at the first column that is not a
    /// column, is full, or follows the end of the game, with the index of the move (from 0).
    pub fn play_columns(&self, moves: &[u8]) -> Result<Board, (usize, String)> {
        let mut b = Board::empty(self.rows, self.cols);
        for (i, &d) in moves.iter().enumerate() {
            let col = d.wrapping_sub(b'1');
            if !d.is_ascii_digit() || col >= self.cols {
                return Err((
                    i,
                    format!(
                        "expected a column from 1 to {}, found {}",
                        self.cols,
                        shown(d)
                    ),
                ));
            }
            if self.result(&b).is_some() {
                return Err((i, "expected the end of the moves: the game is over".into()));
            }
            let Some(row) = self.landing(&b, col) else {
                return Err((
                    i,
                    format!("expected a column with room, found column {} full", col + 1),
                ));
            };
            b = self.play(&b, &Stone::Drop { col, row });
        }
        Ok(b)
    }

    /// Reads a position of these rules: a board of their size (see [`Board`]'s text) or,
    /// under gravity, the columns played from the empty board (`4453`, see
    /// [`play_columns`](InARow::play_columns)).
    pub fn read(&self, text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        if self.gravity && text.first().is_some_and(u8::is_ascii_digit) {
            return self
                .play_columns(text)
                .map_err(|(i, message)| Cursor::error_at(line, first_column + i, message));
        }
        let board = Board::parse(text, line, first_column)?;
        self.check(&board)
            .map_err(|message| Cursor::error_at(line, first_column, message))?;
        Ok(board)
    }

    /// The flags that choose these rules, beside those of `rows`, `cols`, `k` and `gravity`
    /// (the defaults, left out).
    pub fn flags_beside(&self, rows: u8, cols: u8, k: u8, gravity: bool) -> String {
        let mut flags = Vec::new();
        if self.rows != rows {
            flags.push(format!("--rows {}", self.rows));
        }
        if self.cols != cols {
            flags.push(format!("--cols {}", self.cols));
        }
        if self.k != k {
            flags.push(format!("--k {}", self.k));
        }
        if self.gravity && !gravity {
            flags.push("--gravity".to_string());
        }
        flags.join(" ")
    }

    /// The row a stone dropped in `col` lands on, if the column has room.
    fn landing(&self, b: &Board, col: u8) -> Option<u8> {
        let all = b.x | b.o;
        (0..self.rows)
            .rev()
            .find(|&row| all & (1 << (u32::from(row) * u32::from(self.cols) + u32::from(col))) == 0)
    }
}

/// A ruleset played by the rules of [`InARow`].
pub trait Lines {
    /// The rules.
    fn lines(&self) -> &InARow;
}

impl Lines for InARow {
    fn lines(&self) -> &InARow {
        self
    }
}

impl<T: Lines> ScoredRules for T {
    type Position = Board;
    type Move = Stone;

    fn result(&self, b: &Board) -> Option<End> {
        self.lines().result(b)
    }

    fn moves(&self, b: &Board, each: &mut dyn FnMut(Stone)) {
        self.lines().moves(b, each);
    }

    fn play(&self, b: &Board, m: &Stone) -> Board {
        self.lines().play(b, m)
    }
}

impl InARow {
    /// The result for the player to move when the game is over: a loss when the player who
    /// just moved made a line, a tie on a full board.
    pub fn result(&self, b: &Board) -> Option<End> {
        let last = if b.x_to_move() { b.o } else { b.x };
        if self.has_line(last) {
            Some(End::Lose)
        } else if b.stones() == b.cells() {
            Some(End::Tie)
        } else {
            None
        }
    }

    /// Every move from `b`, the cells or columns nearest the centre first.
    pub fn moves(&self, b: &Board, each: &mut dyn FnMut(Stone)) {
        if self.result(b).is_some() {
            return;
        }
        let all = b.x | b.o;
        for &i in self.order.iter() {
            if self.gravity {
                if let Some(row) = self.landing(b, i) {
                    each(Stone::Drop { col: i, row });
                }
            } else if all & (1 << i) == 0 {
                each(Stone::Place {
                    row: i / self.cols,
                    col: i % self.cols,
                });
            }
        }
    }

    /// The board after `m`.
    pub fn play(&self, b: &Board, m: &Stone) -> Board {
        let (Stone::Place { row, col } | Stone::Drop { row, col }) = *m;
        let bit = 1u64 << (u32::from(row) * u32::from(self.cols) + u32::from(col));
        let mut next = *b;
        if b.x_to_move() {
            next.x |= bit;
        } else {
            next.o |= bit;
        }
        next
    }
}
