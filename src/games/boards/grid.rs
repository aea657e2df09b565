//! Rectangular boards of up to 128 cells as bitsets: neighbours, connected parts, cropping,
//! the eight symmetries of the rectangle.
//!
//! Cell `(row, column)` is bit `row * cols + column` of a `u128`.

/// A set of cells of a board: bit `row * cols + column`.
pub type Cells = u128;

/// The most cells a board may have.
pub const MAX_CELLS: usize = 128;

/// The size of a rectangular board: at least one row and one column, at most 128 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    rows: u8,
    cols: u8,
}

/// One of the eight symmetries of a rectangle: an optional transpose, then optional flips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Swap rows and columns first.
    pub transpose: bool,
    /// Then reverse the order of the rows.
    pub flip_rows: bool,
    /// Then reverse each row.
    pub flip_cols: bool,
}

impl Symmetry {
    /// All eight symmetries, the four that keep rows as rows first.
    pub const ALL: [Symmetry; 8] = {
        let mut all = [Symmetry {
            transpose: false,
            flip_rows: false,
            flip_cols: false,
        }; 8];
        let mut i = 0;
        while i < 8 {
            all[i] = Symmetry {
                transpose: i >= 4,
                flip_rows: i & 1 == 1,
                flip_cols: i & 2 == 2,
            };
            i += 1;
        }
        all
    };
}

/// Shifts left by `k`, giving 0 when every bit leaves.
#[inline]
fn shl(s: Cells, k: u32) -> Cells {
    s.checked_shl(k).unwrap_or(0)
}

/// Shifts right by `k`, giving 0 when every bit leaves.
#[inline]
fn shr(s: Cells, k: u32) -> Cells {
    s.checked_shr(k).unwrap_or(0)
}

/// The lowest `n` bits.
fn low_bits(n: u32) -> Cells {
    if n >= 128 { !0 } else { (1u128 << n) - 1 }
}

impl Shape {
    /// A board of `rows` × `cols` cells, if it has between 1 and 128 cells.
    pub fn new(rows: usize, cols: usize) -> Option<Shape> {
        (rows >= 1 && cols >= 1 && rows * cols <= MAX_CELLS).then_some(Shape {
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    /// The number of rows.
    pub fn rows(self) -> usize {
        self.rows as usize
    }

    /// The number of columns.
    pub fn cols(self) -> usize {
        self.cols as usize
    }

    /// The number of cells.
    pub fn len(self) -> usize {
        self.rows() * self.cols()
    }

    /// Always false: a board has at least one cell.
    pub fn is_empty(self) -> bool {
        false
    }

    /// The index of cell `(row, col)`.
    pub fn index(self, row: usize, col: usize) -> u32 {
        (row * self.cols() + col) as u32
    }

    /// The `(row, col)` of a cell index.
    pub fn coords(self, cell: u32) -> (usize, usize) {
        (cell as usize / self.cols(), cell as usize % self.cols())
    }

    /// The board with rows and columns swapped.
    pub fn transposed(self) -> Shape {
        Shape {
            rows: self.cols,
            cols: self.rows,
        }
    }

    /// Every cell of the board.
    #[inline]
    pub fn all(self) -> Cells {
        low_bits(self.len() as u32)
    }

    /// One row's worth of low bits.
    fn row_mask(self) -> Cells {
        low_bits(self.cols as u32)
    }

    /// The cells of the first column.
    fn first_col(self) -> Cells {
        // One bit every `cols` bits, doubling the rows covered at each step.
        let mut mask: Cells = 1;
        let mut covered = 1;
        while covered < self.rows() {
            mask |= shl(mask, (covered * self.cols()) as u32);
            covered *= 2;
        }
        mask & self.all()
    }

    /// The cells not in the first column.
    #[inline]
    fn not_first_col(self) -> Cells {
        self.all() & !self.first_col()
    }

    /// The cells in the last column.
    #[inline]
    fn last_col(self) -> Cells {
        shl(self.first_col(), self.cols as u32 - 1)
    }

    /// The cells whose right neighbour `(row, col + 1)` is also in `s`, as the left cell.
    pub fn horizontal_pairs(self, s: Cells) -> Cells {
        s & (s >> 1) & !self.last_col()
    }

    /// The cells whose lower neighbour `(row + 1, col)` is also in `s`, as the upper cell.
    pub fn vertical_pairs(self, s: Cells) -> Cells {
        s & shr(s, self.cols as u32)
    }

    /// The cells orthogonally adjacent to some cell of `s` (may include cells of `s`).
    #[inline]
    pub fn neighbours4(self, s: Cells) -> Cells {
        let c = self.cols as u32;
        ((shl(s, 1) & self.not_first_col())
            | (shr(s, 1) & !self.last_col())
            | shl(s, c)
            | shr(s, c))
            & self.all()
    }

    /// The cells a king's step away from some cell of `s` (may include cells of `s`).
    #[inline]
    pub fn neighbours8(self, s: Cells) -> Cells {
        let c = self.cols as u32;
        let side = (shl(s, 1) & self.not_first_col()) | (shr(s, 1) & !self.last_col()) | s;
        (side | shl(side, c) | shr(side, c)) & self.all()
    }

    /// The cells a bishop's step away from some cell of `s` (may include cells of `s`).
    #[inline]
    pub fn neighbours_diagonal(self, s: Cells) -> Cells {
        let c = self.cols as u32;
        let side = (shl(s, 1) & self.not_first_col()) | (shr(s, 1) & !self.last_col());
        (shl(side, c) | shr(side, c)) & self.all()
    }

    /// The connected parts of `s`, joined by `adjacent` (one of the `neighbours` functions),
    /// each as a set of cells, in order of their lowest cell.
    pub fn parts(self, s: Cells, adjacent: impl Fn(Shape, Cells) -> Cells) -> Vec<Cells> {
        let mut rest = s;
        let mut out = Vec::new();
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let grown = (part | adjacent(self, part)) & rest;
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            out.push(part);
        }
        out
    }

    /// The bits of row `r` of `s`, as the low bits.
    pub fn row_bits(self, s: Cells, r: usize) -> Cells {
        shr(s, self.index(r, 0)) & self.row_mask()
    }

    /// The smallest rectangle holding every cell of `s` (not empty), as `(top, left, shape)`.
    pub fn bounds(self, s: Cells) -> (usize, usize, Shape) {
        let mut top = usize::MAX;
        let mut bottom = 0;
        let mut columns = 0;
        for r in 0..self.rows() {
            let row = self.row_bits(s, r);
            if row != 0 {
                top = top.min(r);
                bottom = r;
                columns |= row;
            }
        }
        let left = columns.trailing_zeros() as usize;
        let right = 127 - columns.leading_zeros() as usize;
        let shape = Shape::new(bottom + 1 - top, right + 1 - left).expect("a part of a board");
        (top, left, shape)
    }

    /// The cells of `s` inside the rectangle at `(top, left)` of size `to`, moved to the
    /// origin of a board of shape `to`.
    pub fn window(self, s: Cells, top: usize, left: usize, to: Shape) -> Cells {
        let mut out = 0;
        for r in 0..to.rows() {
            let row = shr(self.row_bits(s, top + r), left as u32) & to.row_mask();
            out |= shl(row, to.index(r, 0));
        }
        out
    }

    /// The shape after symmetry `sym`.
    pub fn after(self, sym: Symmetry) -> Shape {
        if sym.transpose {
            self.transposed()
        } else {
            self
        }
    }

    /// The cells of `s` after symmetry `sym`, on the board `self.after(sym)`.
    pub fn transform(self, s: Cells, sym: Symmetry) -> Cells {
        let mut out = if sym.transpose { self.transpose(s) } else { s };
        let to = self.after(sym);
        if sym.flip_rows != sym.flip_cols {
            out = to.flip_rows(out);
        }
        if sym.flip_cols {
            out = to.rotate_half(out);
        }
        out
    }

    /// The cells of `s` with rows and columns swapped, on the board `self.transposed()`.
    pub fn transpose(self, s: Cells) -> Cells {
        let rows = self.rows() as u32;
        let mut out = 0;
        for r in 0..self.rows() {
            let mut row = self.row_bits(s, r);
            while row != 0 {
                let c = row.trailing_zeros();
                row &= row - 1;
                out |= 1u128 << (c * rows + r as u32);
            }
        }
        out
    }

    /// The cells of `s` turned half a turn (rows and columns both reversed).
    pub fn rotate_half(self, s: Cells) -> Cells {
        shr(s.reverse_bits(), 128 - self.len() as u32)
    }

    /// The cells of `s` with the order of the rows reversed.
    pub fn flip_rows(self, s: Cells) -> Cells {
        let mut out = 0;
        for r in 0..self.rows() {
            out |= shl(self.row_bits(s, r), self.index(self.rows() - 1 - r, 0));
        }
        out
    }

    /// The eight images of the layers `layers` of one board under the symmetries of the
    /// rectangle, each with its shape and whether it is transposed.
    pub fn images<const N: usize>(self, layers: [Cells; N]) -> [(Shape, [Cells; N], bool); 8] {
        let mut out = [(self, layers, false); 8];
        let transposed = layers.map(|s| self.transpose(s));
        for (k, (shape, base, t)) in [(self, layers, false), (self.transposed(), transposed, true)]
            .into_iter()
            .enumerate()
        {
            let flipped = base.map(|s| shape.flip_rows(s));
            out[4 * k] = (shape, base, t);
            out[4 * k + 1] = (shape, base.map(|s| shape.rotate_half(s)), t);
            out[4 * k + 2] = (shape, flipped, t);
            out[4 * k + 3] = (shape, flipped.map(|s| shape.rotate_half(s)), t);
        }
        out
    }
}

/// A piece's move from one cell to another, each (row, column) from 0; written with rows and
/// columns from 1, `(1,2)x(1,3)` when the piece takes the piece on the cell it moves onto
/// (`takes`), `(1,2)-(1,3)` when it moves onto an empty cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellMove {
    /// The piece's cell.
    pub from: (u8, u8),
    /// The cell it moves onto.
    pub to: (u8, u8),
    /// Whether the piece takes the piece on the cell it moves onto.
    pub takes: bool,
}

impl CellMove {
    /// The move from cell `from` to cell `to` of a board of shape `shape`, taking the piece
    /// there when `takes`.
    #[inline(always)]
    pub fn between(shape: Shape, from: u32, to: u32, takes: bool) -> Self {
        let at = |cell| {
            let (r, c) = shape.coords(cell);
            (r as u8, c as u8)
        };
        CellMove {
            from: at(from),
            to: at(to),
            takes,
        }
    }
}

impl std::fmt::Display for CellMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (a, b) = (self.from, self.to);
        let sep = if self.takes { 'x' } else { '-' };
        write!(f, "({},{}){sep}({},{})", a.0 + 1, a.1 + 1, b.0 + 1, b.1 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_do_not_wrap_between_rows() {
        let s = Shape::new(3, 4).unwrap();
        let corner = 1u128 << s.index(0, 3);
        let n = s.neighbours4(corner);
        assert_eq!(n, (1 << s.index(0, 2)) | (1 << s.index(1, 3)));
        let n8 = s.neighbours8(1u128 << s.index(1, 0));
        let expect = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
            .iter()
            .fold(0u128, |a, &(r, c)| a | 1 << s.index(r, c));
        assert_eq!(n8, expect);
    }

    #[test]
    fn a_full_row_of_128_cells_has_no_vertical_neighbours() {
        let s = Shape::new(1, 128).unwrap();
        assert_eq!(s.all(), !0);
        assert_eq!(s.neighbours4(1), 2);
        assert_eq!(s.vertical_pairs(!0), 0);
        assert_eq!(s.horizontal_pairs(!0).count_ones(), 127);
    }

    #[test]
    fn parts_window_and_symmetries() {
        // x..|..x|..x
        let s = Shape::new(3, 3).unwrap();
        let xs = 1 | 1 << 5 | 1 << 8;
        let parts = s.parts(xs, Shape::neighbours4);
        assert_eq!(parts.len(), 2);
        let (top, left, shape) = s.bounds(parts[1]);
        assert_eq!((top, left, shape), (1, 2, Shape::new(2, 1).unwrap()));
        assert_eq!(s.window(parts[1], top, left, shape), 0b11);
        for sym in Symmetry::ALL {
            let t = s.transform(xs, sym);
            assert_eq!(t.count_ones(), 3);
        }
        let t = Symmetry {
            transpose: true,
            flip_rows: false,
            flip_cols: false,
        };
        let back = s.after(t).transform(s.transform(xs, t), t);
        assert_eq!(back, xs);
    }

    #[test]
    fn symmetries_move_each_cell_where_they_should() {
        for (rows, cols) in [(1, 1), (2, 3), (3, 2), (4, 4), (1, 128), (128, 1), (8, 16)] {
            let s = Shape::new(rows, cols).unwrap();
            for sym in Symmetry::ALL {
                let to = s.after(sym);
                for cell in [0, s.len() as u32 / 2, s.len() as u32 - 1] {
                    let (r, c) = s.coords(cell);
                    let (mut r2, mut c2) = if sym.transpose { (c, r) } else { (r, c) };
                    if sym.flip_rows {
                        r2 = to.rows() - 1 - r2;
                    }
                    if sym.flip_cols {
                        c2 = to.cols() - 1 - c2;
                    }
                    assert_eq!(s.transform(1 << cell, sym), 1 << to.index(r2, c2));
                }
            }
            let layer = 0x1234_5678_9abc_def0_0fed_cba9_8765_4321u128 & s.all();
            let images = s.images([layer]);
            for sym in Symmetry::ALL {
                let expected = (s.after(sym), [s.transform(layer, sym)], sym.transpose);
                assert!(images.contains(&expected), "{rows}x{cols} {sym:?}");
            }
        }
    }
}
