//! World of Darkraft (Codeforces 138D): an impartial game on a board of `L`, `R` and `X` cells.
//!
//! A move picks an active cell; that cell and every active cell on its rays become inactive.
//! Rays run diagonally and stop before the first inactive cell or at the edge: `L` along the
//! diagonal of constant row + column (lower-left and upper-right), `R` along the diagonal of
//! constant row − column (upper-left and lower-right), `X` along both.
//!
//! This module holds the board and its [`Rules`] on the engine's [`ImpartialRules`] (the
//! reference, for boards of up to 128 cells, whose positions are plain [`Cells`]); [`solve`] is
//! the fast rectangle solver for any board, [`format`](mod@format) the contest format. The
//! editorial's memoised recursion, the benchmarks' baseline, is in `benches/baselines/`.
//!
//! ```
//! use cgsolve::games::contests::darkraft::{Board, Rules};
//! use cgsolve::{Nimber, Solver};
//!
//! let board = Board::from_text("RL\nLR").unwrap();
//! let rules = Rules::new(&board).unwrap();
//! let start = rules.start();
//! let mut solver = Solver::new(rules);
//! // Two single-cell games per parity: *1 + *1 = 0, the first player loses.
//! assert_eq!(solver.grundy(&start), Nimber(0));
//! ```

pub mod explain;
pub mod format;
pub mod geometry;
mod rectangles;
pub mod solve;
pub mod text;

use crate::engine::rules::ImpartialRules;
use std::fmt;

/// The mark on a cell: which diagonals its move clears.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Letter {
    /// Clears the diagonal of constant row + column (lower-left and upper-right).
    L,
    /// Clears the diagonal of constant row − column (upper-left and lower-right).
    R,
    /// Clears both diagonals.
    X,
}

impl Letter {
    /// The letter for an input byte, if it is one of `L`, `R`, `X`.
    pub fn from_byte(b: u8) -> Option<Letter> {
        match b {
            b'L' => Some(Letter::L),
            b'R' => Some(Letter::R),
            b'X' => Some(Letter::X),
            _ => None,
        }
    }

    /// The letter as the input writes it.
    pub fn as_char(self) -> char {
        match self {
            Letter::L => 'L',
            Letter::R => 'R',
            Letter::X => 'X',
        }
    }

    /// Whether the move clears the diagonal of constant row + column.
    pub fn clears_sum_diagonal(self) -> bool {
        matches!(self, Letter::L | Letter::X)
    }

    /// Whether the move clears the diagonal of constant row − column.
    pub fn clears_difference_diagonal(self) -> bool {
        matches!(self, Letter::R | Letter::X)
    }

    /// The (row, column) steps of the rays of this letter.
    fn directions(self) -> &'static [(isize, isize)] {
        match self {
            Letter::L => &[(1, -1), (-1, 1)],
            Letter::R => &[(-1, -1), (1, 1)],
            Letter::X => &[(1, -1), (-1, 1), (-1, -1), (1, 1)],
        }
    }
}

/// A board: `rows` × `cols` cells, each with its letter, row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    letters: Vec<Letter>,
}

impl Board {
    /// A board of `rows` × `cols` cells given row by row; `None` when a side is zero or the
    /// number of letters is not `rows × cols`.
    pub fn new(rows: usize, cols: usize, letters: Vec<Letter>) -> Option<Board> {
        (rows > 0 && cols > 0 && rows.checked_mul(cols) == Some(letters.len())).then_some(Board {
            rows,
            cols,
            letters,
        })
    }

    /// A board from lines of `L`, `R`, `X` (all of one length), for tests and examples.
    pub fn from_text(text: &str) -> Option<Board> {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        let cols = lines.first()?.len();
        let mut letters = Vec::new();
        for line in &lines {
            if line.len() != cols {
                return None;
            }
            for b in line.bytes() {
                letters.push(Letter::from_byte(b)?);
            }
        }
        Board::new(lines.len(), cols, letters)
    }

    /// The number of rows, n.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns, m.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The letter at (row, column), both from 0.
    pub fn letter(&self, row: usize, col: usize) -> Letter {
        self.letters[row * self.cols + col]
    }
}

impl fmt::Display for Board {
    /// The board as the input writes it: one line per row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.letters.chunks(self.cols) {
            let line: String = row.iter().map(|l| l.as_char()).collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// A set of board cells, bit `row × cols + col`, for boards of up to 128 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cells(pub u128);

impl Cells {
    /// Whether the cell with this index is in the set.
    pub fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 == 1
    }

    /// The indices of the cells in the set, in increasing order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let cell = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                cell
            })
        })
    }
}

/// The largest board the reference rules handle, in cells.
pub const RULES_MAX_CELLS: usize = 128;

/// The rules of one board, precomputed for the plain search: each cell's rays and its
/// diagonal neighbours.
#[derive(Debug)]
pub struct Rules {
    cols: usize,
    /// For each cell, its rays: the cells met in order, one list per direction.
    rays: Vec<Vec<Vec<u8>>>,
    /// For each cell, its diagonal neighbours on the board.
    neighbours: Vec<Cells>,
    all: Cells,
}

impl Rules {
    /// The rules of `board`; `None` when it has more than [`RULES_MAX_CELLS`] cells.
    pub fn new(board: &Board) -> Option<Rules> {
        let cells = board.rows * board.cols;
        if cells > RULES_MAX_CELLS {
            return None;
        }
        let step = |r: usize, c: usize, (dr, dc): (isize, isize)| {
            let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
            (r < board.rows && c < board.cols).then_some((r, c))
        };
        let mut rays = Vec::with_capacity(cells);
        let mut neighbours = Vec::with_capacity(cells);
        for r in 0..board.rows {
            for c in 0..board.cols {
                let mut near = 0u128;
                for &d in Letter::X.directions() {
                    if let Some((nr, nc)) = step(r, c, d) {
                        near |= 1 << (nr * board.cols + nc);
                    }
                }
                neighbours.push(Cells(near));
                let cell_rays = board
                    .letter(r, c)
                    .directions()
                    .iter()
                    .map(|&d| {
                        let mut ray = Vec::new();
                        let mut at = (r, c);
                        while let Some(next) = step(at.0, at.1, d) {
                            ray.push((next.0 * board.cols + next.1) as u8);
                            at = next;
                        }
                        ray
                    })
                    .collect();
                rays.push(cell_rays);
            }
        }
        let all = if cells == 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        };
        Some(Rules {
            cols: board.cols,
            rays,
            neighbours,
            all: Cells(all),
        })
    }

    /// The starting position: every cell active.
    pub fn start(&self) -> Cells {
        self.all
    }

    /// The position with exactly the cells of `active` active (cells off the board dropped).
    pub fn position(&self, active: Cells) -> Cells {
        Cells(active.0 & self.all.0)
    }

    /// The cells left active after playing `cell` in `active`.
    pub fn after_move(&self, active: Cells, cell: usize) -> Cells {
        let mut left = active.0 & !(1 << cell);
        for ray in &self.rays[cell] {
            for &next in ray {
                let bit = 1u128 << next;
                if left & bit == 0 {
                    break;
                }
                left &= !bit;
            }
        }
        Cells(left)
    }
}

/// A cell named by its (row, column), both counted from 1 as a player reads the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellName {
    /// The row, from 1 at the top.
    pub row: usize,
    /// The column, from 1 at the left.
    pub col: usize,
}

impl fmt::Display for CellName {
    /// `(row, column)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

impl ImpartialRules for Rules {
    /// The cells still active.
    type Position = Cells;
    type Move = CellName;

    /// Playing each active cell, in reading order.
    fn moves(&self, active: &Cells, each: &mut dyn FnMut(CellName, Cells)) {
        for cell in active.iter() {
            let name = CellName {
                row: cell / self.cols + 1,
                col: cell % self.cols + 1,
            };
            each(name, self.after_move(*active, cell));
        }
    }

    fn options(&self, active: &Cells, each: &mut dyn FnMut(Cells)) {
        for cell in active.iter() {
            each(self.after_move(*active, cell));
        }
    }

    /// The groups of active cells joined through diagonal neighbours: a ray stops at an
    /// inactive cell, so no move reaches from one group into another.
    fn components(&self, active: &Cells) -> Vec<Cells> {
        let mut parts = Vec::new();
        self.for_each_component(active, &mut |part| parts.push(part));
        parts
    }

    fn for_each_component(&self, active: &Cells, each: &mut dyn FnMut(Cells)) {
        let mut rest = active.0;
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            let mut frontier = part;
            while frontier != 0 {
                let mut grown = 0u128;
                for cell in Cells(frontier).iter() {
                    grown |= self.neighbours[cell].0;
                }
                frontier = grown & rest & !part;
                part |= frontier;
            }
            rest &= !part;
            each(Cells(part));
        }
    }
}
