//! The hexagonal board of side s: its cells in reading order, their neighbours, the lines of
//! the three directions, every contiguous segment of those lines, and the board's twelve
//! symmetries.
//!
//! Cells are numbered in reading order: row by row from the top, left to right in a row. Row
//! `r` (from 0) of a board of side `s` holds `2s - 1 - |r - (s - 1)|` cells. Inside the library
//! a cell also has axial coordinates `(b, a)` with the centre cell at `(0, 0)`: `a` is the row
//! counted from the middle row, and `b` grows by one a step to the right along a row and stays
//! the same a step down to the right. The board is the set of `(b, a)` with `|a|`, `|b|` and
//! `|a + b|` all at most `s - 1`.

use std::fmt;
use std::sync::OnceLock;

/// The largest side supported: a hexagon of side 5 has 61 cells, the most a [`Cells`] holds.
pub const MAX_SIDE: usize = 5;

/// No cell: where [`Hexagon::next_indices`] leaves the board.
pub const NO_CELL: u8 = u8::MAX;

/// One cell of a board, by its number in reading order (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

/// A set of cells of one board: bit `i` stands for [`Cell`] `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cells(pub u64);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells(0);

    /// The set holding one cell.
    pub fn single(cell: Cell) -> Cells {
        Cells(1 << cell.0)
    }

    /// How many cells the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no cell.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds `cell`.
    pub fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.0) != 0
    }

    /// Whether every cell of `other` is in this set.
    pub fn includes(self, other: Cells) -> bool {
        self.0 & other.0 == other.0
    }

    /// The cells of this set that are not in `other`.
    pub fn without(self, other: Cells) -> Cells {
        Cells(self.0 & !other.0)
    }

    /// The cells in reading order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let cell = Cell(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            Some(cell)
        })
    }
}

impl std::ops::BitOr for Cells {
    type Output = Cells;
    fn bitor(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }
}

/// The three directions of the lines on which chocolates may be eaten together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Along a row, left to right.
    Row,
    /// Down to the right, one row at a time.
    DownRight,
    /// Down to the left, one row at a time.
    DownLeft,
}

impl Direction {
    /// The three directions.
    pub const ALL: [Direction; 3] = [Direction::Row, Direction::DownRight, Direction::DownLeft];

    /// The step `(db, da)` in axial coordinates.
    fn step(self) -> (i32, i32) {
        match self {
            Direction::Row => (1, 0),
            Direction::DownRight => (0, 1),
            Direction::DownLeft => (-1, 1),
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Row => "row",
            Direction::DownRight => "diagonal down to the right",
            Direction::DownLeft => "diagonal down to the left",
        })
    }
}

/// One contiguous run of cells on a line: a move template.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// The line's direction (a single cell counts as a row segment).
    pub direction: Direction,
    /// The cells of the run.
    pub cells: Cells,
}

/// A hexagonal board of one side length: its geometry, computed once.
#[derive(Debug, PartialEq, Eq)]
pub struct Hexagon {
    side: usize,
    row_starts: Vec<u8>,
    axial: Vec<(i32, i32)>,
    next: [Vec<Option<Cell>>; 3],
    neighbours: Vec<Cells>,
    segments: Vec<Segment>,
    symmetries: Vec<Vec<Cell>>,
}

impl Hexagon {
    /// The board of side `side`, or `None` when the side is 0 or over [`MAX_SIDE`].
    pub fn of_side(side: usize) -> Option<&'static Hexagon> {
        static BOARDS: [OnceLock<Hexagon>; MAX_SIDE + 1] =
            [const { OnceLock::new() }; MAX_SIDE + 1];
        if side == 0 || side > MAX_SIDE {
            return None;
        }
        Some(BOARDS[side].get_or_init(|| Hexagon::new(side)))
    }

    fn new(side: usize) -> Hexagon {
        let s = side as i32;
        let mut row_starts = Vec::new();
        let mut axial = Vec::new();
        for a in -(s - 1)..s {
            row_starts.push(axial.len() as u8);
            for b in (-(s - 1)).max(-(s - 1) - a)..=(s - 1).min(s - 1 - a) {
                axial.push((b, a));
            }
        }
        row_starts.push(axial.len() as u8);
        let mut hex = Hexagon {
            side,
            row_starts,
            axial,
            next: [Vec::new(), Vec::new(), Vec::new()],
            neighbours: Vec::new(),
            segments: Vec::new(),
            symmetries: Vec::new(),
        };
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            let (db, da) = direction.step();
            hex.next[d] = hex
                .axial
                .iter()
                .map(|&(b, a)| hex.cell_at_axial(b + db, a + da))
                .collect();
        }
        hex.neighbours = hex
            .axial
            .iter()
            .map(|&(b, a)| {
                let mut around = Cells::EMPTY;
                for (db, da) in [(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)] {
                    if let Some(c) = hex.cell_at_axial(b + db, a + da) {
                        around = around | Cells::single(c);
                    }
                }
                around
            })
            .collect();
        hex.segments = hex.all_segments();
        hex.symmetries = hex.all_symmetries();
        hex
    }

    /// Every contiguous run of every maximal line, each once; single cells count as rows.
    fn all_segments(&self) -> Vec<Segment> {
        let mut segments = Vec::new();
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            for start in self.cells() {
                let mut run = Cells::single(start);
                if direction == Direction::Row {
                    segments.push(Segment {
                        direction,
                        cells: run,
                    });
                }
                let mut at = start;
                while let Some(next) = self.next[d][usize::from(at.0)] {
                    run = run | Cells::single(next);
                    segments.push(Segment {
                        direction,
                        cells: run,
                    });
                    at = next;
                }
            }
        }
        segments
    }

    /// The twelve symmetries of the hexagon (six rotations, each with or without a mirror), as
    /// the image of every cell.
    fn all_symmetries(&self) -> Vec<Vec<Cell>> {
        let mut out = Vec::new();
        for mirrored in [false, true] {
            for turns in 0..6 {
                out.push(
                    self.axial
                        .iter()
                        .map(|&(b, a)| {
                            let (b, a) = transform(b, a, turns, mirrored);
                            self.cell_at_axial(b, a)
                                .expect("a symmetry maps the hexagon onto itself")
                        })
                        .collect(),
                );
            }
        }
        out
    }

    /// The side length.
    pub fn side(&self) -> usize {
        self.side
    }

    /// How many rows: `2 * side - 1`.
    pub fn rows(&self) -> usize {
        2 * self.side - 1
    }

    /// How many cells row `row` (from 0) holds.
    pub fn row_len(&self, row: usize) -> usize {
        usize::from(self.row_starts[row + 1] - self.row_starts[row])
    }

    /// How many cells the board holds.
    pub fn cell_count(&self) -> usize {
        self.axial.len()
    }

    /// Every cell of the board.
    pub fn all(&self) -> Cells {
        Cells(u64::MAX >> (64 - self.cell_count()))
    }

    /// Every cell, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        (0..self.cell_count() as u8).map(Cell)
    }

    /// The cell at `index` (from 0) of row `row` (from 0), if there is one.
    pub fn cell(&self, row: usize, index: usize) -> Option<Cell> {
        (row < self.rows() && index < self.row_len(row))
            .then(|| Cell(self.row_starts[row] + index as u8))
    }

    /// The row (from 0) and the index in the row (from 0) of a cell.
    pub fn row_and_index(&self, cell: Cell) -> (usize, usize) {
        let row = self.row_starts.partition_point(|&start| start <= cell.0) - 1;
        (row, usize::from(cell.0 - self.row_starts[row]))
    }

    /// The axial coordinates `(b, a)` of a cell, the centre cell at `(0, 0)`.
    pub fn axial(&self, cell: Cell) -> (i32, i32) {
        self.axial[usize::from(cell.0)]
    }

    /// The cell at axial coordinates `(b, a)`, if it is on the board.
    pub fn cell_at_axial(&self, b: i32, a: i32) -> Option<Cell> {
        let r = self.side as i32 - 1;
        if a.abs() > r || b.abs() > r || (a + b).abs() > r {
            return None;
        }
        let row = (a + r) as usize;
        let first_b = (-r).max(-r - a);
        Some(Cell(self.row_starts[row] + (b - first_b) as u8))
    }

    /// The next cell from `cell` in `direction`, if it is on the board.
    pub fn next(&self, cell: Cell, direction: Direction) -> Option<Cell> {
        self.next[direction as usize][usize::from(cell.0)]
    }

    /// For each direction, the index of the cell after each cell, [`NO_CELL`] where the board
    /// ends: [`next`](Hexagon::next) as plain bytes, for the searches' walks.
    pub fn next_indices(&self) -> [Vec<u8>; 3] {
        Direction::ALL.map(|d| {
            self.cells()
                .map(|c| self.next(c, d).map_or(NO_CELL, |n| n.0))
                .collect()
        })
    }

    /// The cells next to `cell` (up to six).
    pub fn neighbours(&self, cell: Cell) -> Cells {
        self.neighbours[usize::from(cell.0)]
    }

    /// Every contiguous run of cells on a line of the three directions, each once: the
    /// templates of all moves.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// The twelve symmetries of the board, each as the image of every cell; the first is the
    /// identity.
    pub fn symmetries(&self) -> &[Vec<Cell>] {
        &self.symmetries
    }

    /// The connected parts of a set of cells (connected through neighbouring cells of the
    /// set), each part in the order of its lowest cell.
    pub fn components(&self, cells: Cells) -> Vec<Cells> {
        let mut parts = Vec::new();
        let mut left = cells;
        while let Some(seed) = left.iter().next() {
            let part = self.component_of(left, seed);
            parts.push(part);
            left = left.without(part);
        }
        parts
    }

    /// The cells of `cells` connected to `seed` (which must be in `cells`).
    pub fn component_of(&self, cells: Cells, seed: Cell) -> Cells {
        let mut part = Cells::single(seed);
        let mut frontier = part;
        while !frontier.is_empty() {
            let mut grown = Cells::EMPTY;
            for c in frontier.iter() {
                grown = grown | self.neighbours(c);
            }
            frontier = Cells(grown.0 & cells.0 & !part.0);
            part = part | frontier;
        }
        part
    }
}

/// A symmetry of the hex lattice that fixes the origin, on axial coordinates: `turns`
/// sixth-turns, after a mirror when `mirrored`.
pub(crate) fn transform(b: i32, a: i32, turns: u32, mirrored: bool) -> (i32, i32) {
    // Cube coordinates (x, y, z) = (b, a, -a - b).
    let (mut x, mut y, mut z) = (b, a, -a - b);
    if mirrored {
        std::mem::swap(&mut y, &mut z);
    }
    for _ in 0..turns {
        (x, y, z) = (-z, -x, -y);
    }
    debug_assert_eq!(x + y + z, 0);
    (x, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_have_the_hexagon_lengths() {
        let hex = Hexagon::of_side(3).unwrap();
        let lengths: Vec<_> = (0..hex.rows()).map(|r| hex.row_len(r)).collect();
        assert_eq!(lengths, [3, 4, 5, 4, 3]);
        assert_eq!(hex.cell_count(), 19);
        assert_eq!(Hexagon::of_side(5).unwrap().cell_count(), 61);
        assert!(Hexagon::of_side(6).is_none());
        assert!(Hexagon::of_side(0).is_none());
    }

    #[test]
    fn lines_follow_the_drawing() {
        let hex = Hexagon::of_side(3).unwrap();
        // Row 1 cell 0 lies down-right of row 0 cell 0 in the upper half ...
        let top = hex.cell(0, 0).unwrap();
        assert_eq!(hex.next(top, Direction::DownRight), hex.cell(1, 1));
        assert_eq!(hex.next(top, Direction::DownLeft), hex.cell(1, 0));
        // ... and in the lower half the rows shrink.
        let mid = hex.cell(2, 0).unwrap();
        assert_eq!(hex.next(mid, Direction::DownRight), hex.cell(3, 0));
        assert_eq!(hex.next(mid, Direction::DownLeft), None);
        for cell in hex.cells() {
            let (row, index) = hex.row_and_index(cell);
            assert_eq!(hex.cell(row, index), Some(cell));
        }
    }

    #[test]
    fn segments_are_the_runs_of_the_fifteen_lines_once_each() {
        let hex = Hexagon::of_side(3).unwrap();
        // Per direction: lines of 3, 4, 5, 4, 3 cells hold 6 + 10 + 15 + 10 + 6 runs; the 19
        // single cells are shared by the three directions.
        assert_eq!(hex.segments().len(), 3 * 47 - 2 * 19);
        let mut masks: Vec<_> = hex.segments().iter().map(|s| s.cells).collect();
        masks.sort();
        masks.dedup();
        assert_eq!(masks.len(), hex.segments().len());
    }

    #[test]
    fn symmetries_are_twelve_distinct_permutations() {
        for side in 1..=MAX_SIDE {
            let hex = Hexagon::of_side(side).unwrap();
            let mut images: Vec<_> = hex.symmetries().to_vec();
            assert_eq!(images[0], hex.cells().collect::<Vec<_>>());
            images.sort();
            images.dedup();
            assert_eq!(images.len(), if side == 1 { 1 } else { 12 });
        }
    }

    #[test]
    fn components_split_at_gaps() {
        let hex = Hexagon::of_side(3).unwrap();
        let row = |r, i| Cells::single(hex.cell(r, i).unwrap());
        let cells = row(2, 0) | row(2, 1) | row(2, 3) | row(3, 2);
        assert_eq!(
            hex.components(cells),
            vec![row(2, 0) | row(2, 1), row(2, 3) | row(3, 2)]
        );
    }
}
