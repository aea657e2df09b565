//! The rectangle table of one parity class: the Grundy value of the board's cells inside every
//! rectangle of the rotated grid that can arise, filled smallest first.
//!
//! Rectangles are filled one row interval at a time, row intervals of equal height in
//! parallel, each from the rectangles of smaller height (finished) and of its own row interval
//! with smaller width (filled just before). For a row interval `[u, e)` the value of clearing
//! grid row `a` across any column interval `c` is one xor,
//! `lane[a][c] = value([u, a) × c) ^ value([a + 1, e) × c)`, computed once for every `c` as the
//! xor of two table rows; an `L` move is one lane value, an `X` move two.

use super::Letter;
use super::geometry::Rotated;
use rayon::prelude::*;

/// Tables with fewer rectangles than this are filled on one thread (the two parity classes of
/// such a board are solved side by side instead).
pub(super) const PARALLEL_FROM: usize = 1 << 17;

/// Marks an interval that cannot arise.
const NONE: u32 = u32::MAX;

/// The intervals of grid lines `[start, end)` that can arise as one side of a rectangle,
/// numbered by length, then start; number 0 is the empty interval.
#[derive(Debug)]
pub(super) struct Intervals {
    lines: usize,
    /// `index[start * (lines + 1) + end]`: the interval's number, or `NONE`.
    index: Vec<u32>,
    /// The same numbers by end: `by_end[end * (lines + 1) + start]`.
    by_end: Vec<u32>,
    /// For each length, the starts of the intervals of that length; their numbers run on
    /// from `first[length]`.
    by_length: Vec<Vec<u32>>,
    first: Vec<usize>,
    /// How many numbers are in use, the empty interval included.
    count: usize,
}

impl Intervals {
    /// The intervals over `cut.len()` lines, where `cut[x]` says whether some move clears line
    /// x: an interval starts at the edge or after a cleared line, and ends likewise.
    pub(super) fn new(cut: &[bool]) -> Intervals {
        let lines = cut.len();
        let stride = lines + 1;
        let mut index = vec![NONE; stride * stride];
        let mut by_length = vec![Vec::new(); lines + 1];
        let mut first = vec![1; lines + 1];
        let mut count = 1;
        for s in 0..=lines {
            index[s * stride + s] = 0;
        }
        for length in 1..=lines {
            first[length] = count;
            for s in 0..=lines - length {
                let e = s + length;
                if (s == 0 || cut[s - 1]) && (e == lines || cut[e]) {
                    index[s * stride + e] = count as u32;
                    by_length[length].push(s as u32);
                    count += 1;
                }
            }
        }
        let mut by_end = vec![NONE; stride * stride];
        for start in 0..stride {
            for end in 0..stride {
                by_end[end * stride + start] = index[start * stride + end];
            }
        }
        Intervals {
            lines,
            index,
            by_end,
            by_length,
            first,
            count,
        }
    }

    /// The number of `[start, end)`, 0 when empty, `NONE` when it cannot arise.
    pub(super) fn get(&self, start: usize, end: usize) -> u32 {
        self.index[start * (self.lines + 1) + end]
    }

    /// The numbers of the intervals starting at `start`, indexed by their end.
    fn starting_at(&self, start: usize) -> &[u32] {
        &self.index[start * (self.lines + 1)..(start + 1) * (self.lines + 1)]
    }

    /// The numbers of the intervals ending at `end`, indexed by their start.
    fn ending_at(&self, end: usize) -> &[u32] {
        &self.by_end[end * (self.lines + 1)..(end + 1) * (self.lines + 1)]
    }
}

/// How many interval numbers [`Intervals::new`] would use for `cut`, without building them.
pub(super) fn interval_count(cut: &[bool]) -> usize {
    let lines = cut.len();
    let mut count = 1;
    let mut ends_after = (1..=lines).filter(|&e| e == lines || cut[e]).count();
    for s in 0..lines {
        if s == 0 || cut[s - 1] {
            count += ends_after;
        }
        if s + 1 == lines || cut[s + 1] {
            ends_after -= 1;
        }
    }
    count
}

/// Which grid rows and which grid columns some move clears.
pub(super) fn cut_lines(grid: &Rotated) -> (Vec<bool>, Vec<bool>) {
    let mut rows = vec![false; grid.height()];
    let mut cols = vec![false; grid.width()];
    for (a, row) in rows.iter_mut().enumerate() {
        for (b, col) in cols.iter_mut().enumerate() {
            if let Some(letter) = grid.letter(a, b) {
                *row |= letter.clears_sum_diagonal();
                *col |= letter.clears_difference_diagonal();
            }
        }
    }
    (rows, cols)
}

/// Per-line prefix counts: `count[line * (len + 1) + k]` cells of a kind before position k.
struct Prefix {
    len: usize,
    count: Vec<u32>,
}

impl Prefix {
    fn new(lines: usize, len: usize, has: impl Fn(usize, usize) -> bool) -> Prefix {
        let mut count = Vec::with_capacity(lines * (len + 1));
        for line in 0..lines {
            let mut c = 0;
            count.push(0);
            for k in 0..len {
                c += u32::from(has(line, k));
                count.push(c);
            }
        }
        Prefix { len, count }
    }

    fn at(&self, line: usize, k: usize) -> usize {
        self.count[line * (self.len + 1) + k] as usize
    }

    /// Whether line `line` has a cell of the kind in `[from, to)`.
    fn any(&self, line: usize, from: usize, to: usize) -> bool {
        self.at(line, to) != self.at(line, from)
    }
}

/// The rectangle table of one parity class, with what filling it needs.
pub(super) struct RectangleTable {
    pub(super) rows: Intervals,
    pub(super) cols: Intervals,
    /// Values, one table row of `cols.count` per row interval.
    values: Vec<u16>,
    cut_rows: Vec<bool>,
    /// Grid rows holding an `L`, columns holding an `R`, rows and columns holding any cell.
    row_l: Prefix,
    col_r: Prefix,
    row_cells: Prefix,
    col_cells: Prefix,
    /// The columns of the `X` cells, row by row; `x_before.at(a, b)` indexes row a's first
    /// `X` at column b or later.
    x_cols: Vec<u32>,
    x_before: Prefix,
}

/// One worker's scratch space: the lanes and the `R` columns of a row interval, and the values
/// seen among a rectangle's moves (`seen[v] == stamp` when v was seen for the current rectangle: plain
/// stores, no clearing between rectangles).
struct Scratch {
    lanes: Vec<u16>,
    /// The grid columns holding an `R` within the row interval, and how many of them lie
    /// before each column.
    r_cols: Vec<u32>,
    r_before: Vec<u32>,
    seen: Vec<u32>,
    stamp: u32,
}

impl RectangleTable {
    /// The table of `grid`, filled; `on_height` is called as each height of row intervals is
    /// done (there are `grid.height()`).
    pub(super) fn new(grid: &Rotated, on_height: &mut dyn FnMut()) -> RectangleTable {
        let (h, w) = (grid.height(), grid.width());
        let (cut_rows, cut_cols) = cut_lines(grid);
        let rows = Intervals::new(&cut_rows);
        let cols = Intervals::new(&cut_cols);
        let is = |a: usize, b: usize, l: Letter| grid.letter(a, b) == Some(l);
        let mut x_cols = Vec::new();
        let mut x_count = Vec::with_capacity(h * (w + 1));
        for a in 0..h {
            for b in 0..=w {
                x_count.push(x_cols.len() as u32);
                if b < w && is(a, b, Letter::X) {
                    x_cols.push(b as u32);
                }
            }
        }
        let mut table = RectangleTable {
            values: vec![0; rows.count * cols.count],
            rows,
            cols,
            cut_rows,
            row_l: Prefix::new(h, w, |a, b| is(a, b, Letter::L)),
            col_r: Prefix::new(w, h, |b, a| is(a, b, Letter::R)),
            row_cells: Prefix::new(h, w, |a, b| grid.letter(a, b).is_some()),
            col_cells: Prefix::new(w, h, |b, a| grid.letter(a, b).is_some()),
            x_cols,
            x_before: Prefix {
                len: w,
                count: x_count,
            },
        };
        table.fill(on_height);
        table
    }

    /// The value of the rectangle with row interval `ri` and column interval `ci`.
    pub(super) fn get(&self, ri: u32, ci: u32) -> u16 {
        self.values[ri as usize * self.cols.count + ci as usize]
    }

    /// Fills the table by row intervals of increasing height, those of one height in
    /// parallel when the table is large enough to pay for it.
    fn fill(&mut self, on_height: &mut dyn FnMut()) {
        let mut values = std::mem::take(&mut self.values);
        let stride = self.cols.count;
        let most_moves = self.rows.lines + self.cols.lines + self.x_cols.len();
        let scratch = || Scratch {
            lanes: Vec::new(),
            r_cols: Vec::new(),
            r_before: Vec::new(),
            seen: vec![0; most_moves + 2],
            stamp: 0,
        };
        let parallel = values.len() >= PARALLEL_FROM;
        for height in 1..=self.rows.lines {
            let starts = &self.rows.by_length[height];
            let first = self.rows.first[height];
            let (done, rest) = values.split_at_mut(first * stride);
            let current = &mut rest[..starts.len() * stride];
            let done = &*done;
            let fill_one = |s: &mut Scratch, (mine, &u): (&mut [u16], &u32)| {
                self.fill_row_interval(done, mine, u as usize, u as usize + height, s);
            };
            if parallel {
                current
                    .par_chunks_mut(stride)
                    .zip(starts.par_iter())
                    .for_each_init(scratch, fill_one);
            } else {
                let mut s = scratch();
                current
                    .chunks_mut(stride)
                    .zip(starts.iter())
                    .for_each(|pair| fill_one(&mut s, pair));
            }
            on_height();
        }
        self.values = values;
    }

    /// Fills `mine`, the table row of row interval `[u, e)`, from `done`, the rows of all
    /// smaller heights.
    fn fill_row_interval(
        &self,
        done: &[u16],
        mine: &mut [u16],
        u: usize,
        e: usize,
        s: &mut Scratch,
    ) {
        let stride = self.cols.count;
        s.lanes.resize((e - u) * stride, 0);
        s.r_cols.clear();
        s.r_before.clear();
        for b in 0..self.cols.lines {
            s.r_before.push(s.r_cols.len() as u32);
            if self.col_r.any(b, u, e) {
                s.r_cols.push(b as u32);
            }
        }
        s.r_before.push(s.r_cols.len() as u32);
        for a in (u..e).filter(|&a| self.cut_rows[a]) {
            let top = self.rows.get(u, a) as usize * stride;
            let bottom = self.rows.get(a + 1, e) as usize * stride;
            let lane = &mut s.lanes[(a - u) * stride..(a - u + 1) * stride];
            for ((v, x), y) in lane
                .iter_mut()
                .zip(&done[top..top + stride])
                .zip(&done[bottom..bottom + stride])
            {
                *v = x ^ y;
            }
        }
        for width in 1..=self.cols.lines {
            let first = self.cols.first[width];
            for (k, &l) in self.cols.by_length[width].iter().enumerate() {
                let (l, ci) = (l as usize, first + k);
                s.stamp = s.stamp.wrapping_add(1);
                if s.stamp == 0 {
                    s.seen.fill(0);
                    s.stamp = 1;
                }
                let seen = (&mut s.seen[..], s.stamp);
                let r_cols = &s.r_cols[s.r_before[l] as usize..s.r_before[l + width] as usize];
                mine[ci] =
                    self.rectangle(done, mine, (&s.lanes, r_cols), seen, [u, e, l, l + width]);
            }
        }
    }

    /// The value of rows `[u, e)` × columns `[l, f)`.
    fn rectangle(
        &self,
        done: &[u16],
        mine: &[u16],
        (lanes, r_cols): (&[u16], &[u32]),
        (seen, stamp): (&mut [u32], u32),
        [u, e, l, f]: [usize; 4],
    ) -> u16 {
        let stride = self.cols.count;
        // A side line without cells: the same cells as the rectangle without it.
        if !self.row_cells.any(u, l, f) || !self.row_cells.any(e - 1, l, f) {
            let rj = if self.row_cells.any(u, l, f) {
                self.rows.get(u, e - 1)
            } else {
                self.rows.get(u + 1, e)
            };
            if rj != NONE {
                return done[rj as usize * stride + self.cols.get(l, f) as usize];
            }
        }
        if !self.col_cells.any(l, u, e) || !self.col_cells.any(f - 1, u, e) {
            let cj = if self.col_cells.any(l, u, e) {
                self.cols.get(l, f - 1)
            } else {
                self.cols.get(l + 1, f)
            };
            if cj != NONE {
                return mine[cj as usize];
            }
        }
        let ci = self.cols.get(l, f) as usize;
        let mut insert = |v: u16| {
            if let Some(slot) = seen.get_mut(usize::from(v)) {
                *slot = stamp;
            }
        };
        let (left_of, right_of) = (self.cols.starting_at(l), self.cols.ending_at(f));
        for a in u..e {
            let lane = &lanes[(a - u) * stride..(a - u + 1) * stride];
            if self.row_l.any(a, l, f) {
                insert(lane[ci]);
            }
            for &b in &self.x_cols[self.x_before.at(a, l)..self.x_before.at(a, f)] {
                let b = b as usize;
                insert(lane[left_of[b] as usize] ^ lane[right_of[b + 1] as usize]);
            }
        }
        for &b in r_cols {
            let b = b as usize;
            insert(mine[left_of[b] as usize] ^ mine[right_of[b + 1] as usize]);
        }
        // Values are at most the number of moves, below `seen.len() - 1`: some slot is free.
        seen.iter().position(|&x| x != stamp).unwrap_or(0) as u16
    }

    /// The value of the whole grid after playing its cell (a, b), which holds `letter`.
    pub(super) fn after_move(&self, letter: Letter, a: usize, b: usize) -> u16 {
        let (h, w) = (self.rows.lines, self.cols.lines);
        let (ri, ci) = (self.rows.get(0, h), self.cols.get(0, w));
        let (top, bottom) = (self.rows.get(0, a), self.rows.get(a + 1, h));
        let (left, right) = (self.cols.get(0, b), self.cols.get(b + 1, w));
        match letter {
            Letter::L => self.get(top, ci) ^ self.get(bottom, ci),
            Letter::R => self.get(ri, left) ^ self.get(ri, right),
            Letter::X => {
                self.get(top, left)
                    ^ self.get(top, right)
                    ^ self.get(bottom, left)
                    ^ self.get(bottom, right)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_follow_the_cut_lines() {
        let cut = [false, true, false, false, true];
        let iv = Intervals::new(&cut);
        assert_eq!(iv.count, interval_count(&cut));
        // Starts: 0, 2; ends: 1, 4, 5.
        assert_ne!(iv.get(0, 5), NONE);
        assert_ne!(iv.get(2, 4), NONE);
        assert_eq!(iv.get(1, 5), NONE);
        assert_eq!(iv.get(3, 3), 0);
        assert_eq!(iv.by_length[2], [2]);
        assert_eq!(iv.get(2, 4) as usize, iv.first[2]);
        for cut in [&[][..], &[true; 6][..], &[false; 4][..]] {
            assert_eq!(Intervals::new(cut).count, interval_count(cut));
        }
        assert_eq!(Intervals::new(&[true; 6]).count, 1 + 21);
        assert_eq!(Intervals::new(&[false; 4]).count, 2);
    }
}
