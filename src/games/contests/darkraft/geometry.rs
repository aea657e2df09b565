//! The board seen along its diagonals: each parity class of row + column as a grid whose rows
//! are the diagonals of constant row + column and whose columns are the diagonals of constant
//! row − column.
//!
//! In these coordinates an `L` move clears one grid row, an `R` move one grid column and an
//! `X` move both, within the rectangle of the grid that is still active. The board is a
//! diamond inside the grid's bounding box, so some grid points are not cells.

use super::{Board, CellName, Letter};

/// One parity class of the board in diagonal coordinates.
#[derive(Clone, Debug)]
pub struct Rotated {
    parity: usize,
    cols: usize,
    height: usize,
    width: usize,
    /// The letter at each grid point (row-major, `width` per row), `None` off the board.
    letters: Vec<Option<Letter>>,
    cells: usize,
}

impl Rotated {
    /// The (height, width) of the grid of parity `parity` for an n × m board, without
    /// building it.
    pub fn size(n: usize, m: usize, parity: usize) -> (usize, usize) {
        let last = n + m - 2;
        let lines = |first: usize| {
            if last >= first {
                (last - first) / 2 + 1
            } else {
                0
            }
        };
        (lines(parity), lines((parity + m - 1) % 2))
    }

    /// The cells of `board` whose row + column has this parity (0 even, 1 odd), rotated.
    pub fn new(board: &Board, parity: usize) -> Rotated {
        let (n, m) = (board.rows(), board.cols());
        let shift = (parity + m - 1) % 2;
        let (height, width) = Rotated::size(n, m, parity);
        let mut letters = vec![None; height * width];
        let mut cells = 0;
        for i in 0..n {
            for j in (0..m).filter(|j| (i + j) % 2 == parity) {
                let (a, b) = ((i + j - parity) / 2, (i + m - 1 - j - shift) / 2);
                letters[a * width + b] = Some(board.letter(i, j));
                cells += 1;
            }
        }
        Rotated {
            parity,
            cols: m,
            height,
            width,
            letters,
            cells,
        }
    }

    /// The parity of row + column of these cells (0 even, 1 odd).
    pub fn parity(&self) -> usize {
        self.parity
    }

    /// The number of grid rows: diagonals of constant row + column of this parity.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The number of grid columns: diagonals of constant row − column of this parity.
    pub fn width(&self) -> usize {
        self.width
    }

    /// How many board cells this parity class holds.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The letter at grid point (a, b), or `None` when the point is not a board cell.
    pub fn letter(&self, a: usize, b: usize) -> Option<Letter> {
        self.letters[a * self.width + b]
    }

    /// The board cell at grid point (a, b), counted from 1, when it is one.
    pub fn cell_name(&self, a: usize, b: usize) -> Option<CellName> {
        self.letter(a, b)?;
        let shift = (self.parity + self.cols - 1) % 2;
        let (s, t) = (2 * a + self.parity, 2 * b + shift);
        let row = (s + t + 1 - self.cols) / 2;
        let col = s - row;
        Some(CellName {
            row: row + 1,
            col: col + 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_lands_once_and_maps_back() {
        for text in ["X", "LRX\nXRL", "LR\nRL\nXX\nLL", "RRRRR", "R\nL\nX"] {
            let board = Board::from_text(text).unwrap();
            let mut seen = Vec::new();
            for parity in 0..2 {
                let g = Rotated::new(&board, parity);
                for a in 0..g.height() {
                    for b in 0..g.width() {
                        if let Some(name) = g.cell_name(a, b) {
                            assert_eq!((name.row + name.col) % 2, parity);
                            assert_eq!(
                                Some(board.letter(name.row - 1, name.col - 1)),
                                g.letter(a, b)
                            );
                            seen.push(name);
                        }
                    }
                }
            }
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), board.rows() * board.cols(), "{text}");
        }
    }

    #[test]
    fn grid_rows_are_sum_diagonals() {
        let board = Board::from_text("LLL\nLLL\nLLL").unwrap();
        let g = Rotated::new(&board, 0);
        let row = |a: usize| -> Vec<CellName> {
            (0..g.width()).filter_map(|b| g.cell_name(a, b)).collect()
        };
        for a in 0..g.height() {
            let sums: Vec<usize> = row(a).iter().map(|c| c.row + c.col).collect();
            assert!(sums.windows(2).all(|w| w[0] == w[1]), "row {a}: {sums:?}");
        }
        assert_eq!(g.cells(), 5);
    }
}
