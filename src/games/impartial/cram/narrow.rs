//! Boards of a grid's own width in one 64-bit word, for grids of at most 64 cells: R rows of C
//! columns (R ≤ C), cell (r, c) at bit C·r + c. The same geometry as the 128-bit boards of
//! [`region`](super::region), on half the word and with no empty columns in between: the
//! layout of Beling's `igs`.

use super::layout::Layout;
use super::region::{Cells, MAX_COLS, Mirror, mirror_of, position};
use super::shifts::Rows;

/// A layout of R rows of C columns, R ≤ C ≤ 16 and R·C ≤ 64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrow {
    rows: u32,
    cols: u32,
    /// The cells of column 0.
    first_col: u64,
    /// The cells of column C − 1.
    last_col: u64,
    /// The cells of row 0.
    first_row: u64,
    /// For each set of columns of one row (below 2^R), the same cells down column 0.
    turned_rows: Vec<u64>,
}

impl Narrow {
    /// The layout of `rows` × `cols` cells, if `rows` ≤ `cols` ≤ 16 and the board has at most
    /// 64 cells.
    ///
    /// ```
    /// use cgsolve::games::impartial::cram::narrow::Narrow;
    /// assert!(Narrow::new(5, 12).is_some());
    /// assert!(Narrow::new(5, 13).is_none() && Narrow::new(7, 6).is_none());
    /// ```
    pub fn new(rows: u32, cols: u32) -> Option<Narrow> {
        if rows == 0 || rows > cols || cols > MAX_COLS as u32 || rows * cols > 64 {
            return None;
        }
        let first_col = (0..rows).fold(0u64, |m, r| m | 1 << (r * cols));
        let turned_rows = (0..1u64 << rows)
            .map(|row| {
                (0..rows)
                    .filter(|c| row & 1 << c != 0)
                    .fold(0, |m, c| m | 1 << (c * cols))
            })
            .collect();
        Some(Narrow {
            rows,
            cols,
            first_col,
            last_col: first_col << (cols - 1),
            first_row: (1u64 << cols) - 1,
            turned_rows,
        })
    }

    /// The smallest layout that holds `cells` (a set of cells of a 128-bit board), with those
    /// cells in it, moved to its corner and turned to be at least as wide as tall; `None` when
    /// they span more than 64 cells or are empty.
    pub fn fitting(cells: Cells) -> Option<(Narrow, u64)> {
        let (h, w) = super::region::extent(cells);
        let layout = Narrow::new(h.min(w) as u32, h.max(w) as u32)?;
        let narrow = layout.embed(cells)?;
        Some((layout, narrow))
    }

    /// `cells` (a set of cells of a 128-bit board) on this layout, moved to its corner and
    /// turned to be at least as wide as tall, if they fit.
    pub fn embed(&self, cells: Cells) -> Option<u64> {
        let (h, w) = super::region::extent(cells);
        let turned = h > w;
        let (h, w) = if turned { (w, h) } else { (h, w) };
        if cells == 0 || h > self.rows as usize || w > self.cols as usize {
            return None;
        }
        let (top, _) = position(cells.trailing_zeros());
        let left = (0..128)
            .filter(|&b| cells & 1 << b != 0)
            .map(|b| position(b).1)
            .min()?;
        let mut out = 0;
        let mut rest = cells;
        while rest != 0 {
            let (r, c) = position(rest.trailing_zeros());
            rest &= rest - 1;
            let (r, c) = (r - top, c - left);
            out |= if turned {
                self.cell(c, r)
            } else {
                self.cell(r, c)
            };
        }
        Some(out)
    }

    /// The bit of cell (`row`, `col`).
    pub fn cell(&self, row: usize, col: usize) -> u64 {
        1 << (row as u32 * self.cols + col as u32)
    }

    /// Where the rows lie, for the geometry by shifts.
    #[inline(always)]
    fn shifts(&self) -> Rows<u64> {
        Rows {
            stride: self.cols,
            not_first_col: !self.first_col,
            not_last_col: !self.last_col,
        }
    }

    /// The columns `x` occupies, as one row.
    fn columns(&self, mut x: u64) -> u64 {
        let mut all = 0;
        while x != 0 {
            all |= x & self.first_row;
            x >>= self.cols;
        }
        all
    }

    /// `x` moved to the top-left corner, with its height and width (0 × 0 when empty).
    fn to_corner(&self, x: u64) -> (u64, u32, u32) {
        if x == 0 {
            return (0, 0, 0);
        }
        let top = x.trailing_zeros() / self.cols;
        let x = x >> (top * self.cols);
        let columns = self.columns(x);
        let left = columns.trailing_zeros();
        let x = x >> left;
        let h = (63 - x.leading_zeros()) / self.cols + 1;
        let w = 64 - columns.leading_zeros() - left;
        (x, h, w)
    }

    /// The `h` rows of a shape in the corner in the opposite order.
    fn upside_down(&self, mut x: u64, h: u32) -> u64 {
        let mut out = 0;
        for r in (0..h).rev() {
            out |= (x & self.first_row) << (r * self.cols);
            x >>= self.cols;
        }
        out
    }

    /// An `h` × `w` shape in the corner turned half round, in the corner.
    fn half_turn(&self, x: u64, h: u32, w: u32) -> u64 {
        // Reversing the word turns the shape half round about the middle of an h × C frame
        // ending at the top of the word; the columns past `w` are empty, so shifting the rows
        // right by C − w leaks nothing between rows.
        x.reverse_bits() >> (64 - h * self.cols + self.cols - w)
    }

    /// A shape of `h` rows in the corner, at most R wide, turned about its diagonal.
    fn transpose(&self, mut x: u64, h: u32) -> u64 {
        let mut out = 0;
        for r in 0..h {
            out |= self.turned_rows[(x & self.first_row) as usize] << r;
            x >>= self.cols;
        }
        out
    }

    /// The least of the four images of an `h` × `w` shape in the corner under the flips that
    /// keep its orientation.
    fn least_of_flips(&self, x: u64, h: u32, w: u32) -> u64 {
        let half_turn = self.half_turn(x, h, w);
        let upside_down = self.upside_down(x, h);
        let mirrored = self.upside_down(half_turn, h);
        x.min(half_turn).min(upside_down).min(mirrored)
    }
}

impl Layout for Narrow {
    type Cells = u64;
    type Memo = super::layout::NarrowMemo;

    /// Dominoes down the columns first, then across the rows, each from the middle of the set
    /// outwards (moves that split a part into halves first, as `igs` orders them).
    fn for_each_left(&self, cells: u64, mut each: impl FnMut(u64)) {
        if cells == 0 {
            return;
        }
        let columns = self.columns(cells);
        let (left, right) = (columns.trailing_zeros(), 63 - columns.leading_zeros());
        let (top, bottom) = (
            cells.trailing_zeros() / self.cols,
            (63 - cells.leading_zeros()) / self.cols,
        );
        let down = cells & (cells >> self.cols);
        let domino = 1 | 1 << self.cols;
        let middle = (left + right) / 2;
        for d in 0..=(right - middle).max(middle - left) {
            let mut ring = 0;
            if middle >= left + d {
                ring |= self.first_col << (middle - d);
            }
            if middle + d <= right {
                ring |= self.first_col << (middle + d);
            }
            let mut starts = down & ring;
            while starts != 0 {
                let bit = starts.trailing_zeros();
                starts &= starts - 1;
                each(cells & !(domino << bit));
            }
        }
        let across = cells & (cells >> 1) & !self.last_col;
        let middle = (top + bottom) / 2;
        for d in 0..=(bottom - middle).max(middle - top) {
            let mut ring = 0;
            if middle >= top + d {
                ring |= self.first_row << ((middle - d) * self.cols);
            }
            if middle + d <= bottom {
                ring |= self.first_row << ((middle + d) * self.cols);
            }
            let mut starts = across & ring;
            while starts != 0 {
                let bit = starts.trailing_zeros();
                starts &= starts - 1;
                each(cells & !(3 << bit));
            }
        }
    }

    fn move_count(&self, cells: u64) -> u32 {
        (cells & (cells >> 1) & !self.last_col).count_ones()
            + (cells & (cells >> self.cols)).count_ones()
    }

    fn reduced(&self, p: u64) -> u64 {
        self.shifts().reduced(p)
    }

    fn part_containing(&self, cells: u64, seed: u64) -> u64 {
        self.part_cut(cells, seed, 0)
    }

    fn square_cuts(&self, p: u64) -> u64 {
        self.shifts().square_cuts(p)
    }

    fn part_cut(&self, cells: u64, seed: u64, cuts: u64) -> u64 {
        self.shifts().part_cut(cells, seed, cuts)
    }

    fn normal_form(&self, part: u64) -> u64 {
        let (x, h, w) = self.to_corner(part);
        if h < w {
            self.least_of_flips(x, h, w)
        } else if h > w {
            self.least_of_flips(self.transpose(x, h), w, h)
        } else {
            self.least_of_flips(x, h, w)
                .min(self.least_of_flips(self.transpose(x, h), w, h))
        }
    }

    fn mirror(&self, part: u64) -> Mirror {
        if part == 0 {
            return Mirror::SecondWins;
        }
        let (x, h, w) = self.to_corner(part);
        mirror_of(self.half_turn(x, h, w) == x, h, w, |r, c| {
            x & (1 << (r * self.cols + c)) != 0
        })
    }

    fn is_strip(&self, part: u64) -> bool {
        let (_, h, w) = self.to_corner(part);
        (h == 1 || w == 1) && part.count_ones() == h.max(w)
    }
}
