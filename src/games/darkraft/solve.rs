//! The fast solver: Grundy values of rectangles in diagonal coordinates.
//!
//! Cells of even and odd row + column never meet, so the board is the sum of two games. In
//! diagonal coordinates ([`Rotated`]) every region that can arise is the board's cells inside
//! a rectangle of the grid, and a move cuts its rectangle into two (`L`, `R`) or four (`X`)
//! smaller ones whose values xor. The values of all rectangles that can arise are computed
//! smallest first, rectangles of one size (height + width) in parallel.
//!
//! A rectangle can arise only if each of its sides is the board's edge or lies next to a
//! grid line that some move clears, so the table holds only those rectangles.

use super::geometry::Rotated;
use super::{Board, CellName, Letter};
use crate::contest::SolveError;
use crate::theory::nimber::Nimber;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU16, Ordering::Relaxed};

/// The most memory the rectangle table of one parity class may take, in bytes (1 GiB).
pub const TABLE_LIMIT_BYTES: usize = 1 << 30;

/// Tables with fewer rectangles than this are filled on one thread.
const PARALLEL_FROM: usize = 1 << 14;

/// Marks an interval that cannot arise.
const NONE: u32 = u32::MAX;

/// The intervals of grid lines `[start, end)` that can arise as one side of a rectangle.
#[derive(Debug)]
struct Intervals {
    lines: usize,
    /// `index[start * (lines + 1) + end]`: the interval's number; 0 for an empty interval.
    index: Vec<u32>,
    /// For each length, the intervals of that length as (start, number).
    by_length: Vec<Vec<(u32, u32)>>,
    /// How many numbers are in use, the empty interval included.
    count: usize,
}

impl Intervals {
    /// The intervals over `cut.len()` lines, where `cut[x]` says whether some move clears line x.
    fn new(cut: &[bool]) -> Intervals {
        let lines = cut.len();
        let starts = |s: usize| s == 0 || cut[s - 1];
        let ends = |e: usize| e == lines || cut[e];
        let stride = lines + 1;
        let mut index = vec![NONE; stride * stride];
        let mut by_length = vec![Vec::new(); lines + 1];
        let mut count = 1;
        for s in 0..=lines {
            index[s * stride + s] = 0;
            if s == lines || !starts(s) {
                continue;
            }
            for e in (s + 1..=lines).filter(|&e| ends(e)) {
                index[s * stride + e] = count as u32;
                by_length[e - s].push((s as u32, count as u32));
                count += 1;
            }
        }
        Intervals {
            lines,
            index,
            by_length,
            count,
        }
    }

    fn get(&self, start: usize, end: usize) -> u32 {
        self.index[start * (self.lines + 1) + end]
    }
}

/// How many intervals of `cut.len()` lines can arise, without building them.
fn interval_count(cut: &[bool]) -> usize {
    let lines = cut.len();
    let mut count = 1;
    let mut ends_after = (1..=lines)
        .filter(|&e| e == lines || cut[e])
        .count();
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

/// Which grid rows and columns some move clears.
fn cut_lines(grid: &Rotated) -> (Vec<bool>, Vec<bool>) {
    let mut rows = vec![false; grid.height()];
    let mut cols = vec![false; grid.width()];
    for a in 0..grid.height() {
        for b in 0..grid.width() {
            if let Some(letter) = grid.letter(a, b) {
                rows[a] |= letter.clears_sum_diagonal();
                cols[b] |= letter.clears_difference_diagonal();
            }
        }
    }
    (rows, cols)
}

/// For each parity class of `board`: the bytes its rectangle table takes, and the most moves
/// any of its rectangles can have (which bounds its Grundy values).
pub fn table_needs(board: &Board) -> [(usize, usize); 2] {
    [0, 1].map(|parity| {
        let grid = Rotated::new(board, parity);
        let (rows, cols) = cut_lines(&grid);
        let bytes = interval_count(&rows)
            .saturating_mul(interval_count(&cols))
            .saturating_mul(size_of::<u16>());
        let x_cells = (0..grid.height())
            .flat_map(|a| (0..grid.width()).map(move |b| (a, b)))
            .filter(|&(a, b)| grid.letter(a, b) == Some(Letter::X))
            .count();
        (bytes, grid.height() + grid.width() + x_cells)
    })
}

/// Refuses a board whose rectangle table would pass [`TABLE_LIMIT_BYTES`], or whose Grundy
/// values might not fit in 16 bits.
pub fn check_limits(board: &Board) -> Result<(), SolveError> {
    let what = || format!("a {} × {} board", board.rows(), board.cols());
    let needs = table_needs(board);
    let bytes = needs[0].0.max(needs[1].0);
    if bytes > TABLE_LIMIT_BYTES {
        return Err(SolveError::TooLarge {
            what: what(),
            needed: format!("a rectangle table of {} MiB", bytes.div_ceil(1 << 20)),
            limit: format!("{} MiB per parity class", TABLE_LIMIT_BYTES >> 20),
        });
    }
    let moves = needs[0].1.max(needs[1].1);
    if moves > usize::from(u16::MAX) {
        return Err(SolveError::TooLarge {
            what: what(),
            needed: format!("Grundy values up to {moves}"),
            limit: format!("{} (16-bit values)", u16::MAX),
        });
    }
    Ok(())
}

/// One parity class solved: its Grundy value and the value left after each first move.
#[derive(Clone, Debug)]
pub struct ParityGame {
    /// 0 for the cells with even row + column, 1 for odd.
    pub parity: usize,
    /// How many cells the class holds.
    pub cells: usize,
    /// The Grundy value of the class with every cell active.
    pub grundy: Nimber,
    /// Each cell of the class with its letter and the class's value after playing it.
    pub after_move: Vec<(CellName, Letter, Nimber)>,
}

/// Solves both parity classes of `board`: their sum is the game.
pub fn solve(board: &Board) -> Result<[ParityGame; 2], SolveError> {
    check_limits(board)?;
    Ok([0, 1].map(|parity| solve_parity(&Rotated::new(board, parity))))
}

/// The Grundy value of the whole board: the xor of the two parity classes' values.
pub fn grundy(board: &Board) -> Result<Nimber, SolveError> {
    Ok(solve(board)?.iter().map(|g| g.grundy).sum())
}

/// Solves one parity class from its rotated grid.
pub fn solve_parity(grid: &Rotated) -> ParityGame {
    let table = Table::new(grid);
    table.fill();
    let (h, w) = (grid.height(), grid.width());
    let mut after_move = Vec::with_capacity(grid.cells());
    let grundy = if h == 0 || w == 0 {
        Nimber::ZERO
    } else {
        let (ri, ci) = (table.rows.get(0, h), table.cols.get(0, w));
        for a in 0..h {
            for b in 0..w {
                if let (Some(letter), Some(name)) = (grid.letter(a, b), grid.cell_name(a, b)) {
                    let value = table.after_move(letter, 0, h, 0, w, a, b, ri, ci);
                    after_move.push((name, letter, Nimber(u32::from(value))));
                }
            }
        }
        Nimber(u32::from(table.get(ri, ci)))
    };
    after_move.sort_by_key(|&(name, _, _)| name);
    ParityGame {
        parity: grid.parity(),
        cells: grid.cells(),
        grundy,
        after_move,
    }
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

    /// Whether line `line` has a cell of the kind in `[from, to)`.
    fn any(&self, line: usize, from: usize, to: usize) -> bool {
        let base = line * (self.len + 1);
        self.count[base + to] != self.count[base + from]
    }
}

/// The rectangle table of one parity class, with what filling it needs.
struct Table {
    rows: Intervals,
    cols: Intervals,
    values: Vec<AtomicU16>,
    /// Rows holding an `L`, columns holding an `R`, rows and columns holding any cell.
    row_l: Prefix,
    col_r: Prefix,
    row_cells: Prefix,
    col_cells: Prefix,
    /// The `X` cells, row by row: their columns, and where each row's run starts at column k.
    x_cols: Vec<u32>,
    x_from: Prefix,
}

impl Table {
    fn new(grid: &Rotated) -> Table {
        let (h, w) = (grid.height(), grid.width());
        let (cut_rows, cut_cols) = cut_lines(grid);
        let rows = Intervals::new(&cut_rows);
        let cols = Intervals::new(&cut_cols);
        let values = (0..rows.count * cols.count)
            .map(|_| AtomicU16::new(0))
            .collect();
        let is = |a: usize, b: usize, l: Letter| grid.letter(a, b) == Some(l);
        let row_l = Prefix::new(h, w, |a, b| is(a, b, Letter::L));
        let col_r = Prefix::new(w, h, |b, a| is(a, b, Letter::R));
        let row_cells = Prefix::new(h, w, |a, b| grid.letter(a, b).is_some());
        let col_cells = Prefix::new(w, h, |b, a| grid.letter(a, b).is_some());
        let mut x_cols = Vec::new();
        let mut x_from = Prefix {
            len: w,
            count: Vec::with_capacity(h * (w + 1)),
        };
        for a in 0..h {
            for b in 0..=w {
                x_from.count.push(x_cols.len() as u32);
                if b < w && is(a, b, Letter::X) {
                    x_cols.push(b as u32);
                }
            }
        }
        Table {
            rows,
            cols,
            values,
            row_l,
            col_r,
            row_cells,
            col_cells,
            x_cols,
            x_from,
        }
    }

    fn get(&self, ri: u32, ci: u32) -> u16 {
        self.values[ri as usize * self.cols.count + ci as usize].load(Relaxed)
    }

    /// Fills the table, rectangles of equal height + width in parallel (when the table is
    /// large enough to pay for it), smallest first.
    fn fill(&self) {
        let (h, w) = (self.rows.lines, self.cols.lines);
        let most_moves = h + w + self.x_cols.len();
        let parallel = self.values.len() >= PARALLEL_FROM;
        for size in 2..=h + w {
            let shapes: Vec<(usize, usize)> = (1..=h)
                .filter(|&dh| size > dh && size - dh <= w)
                .map(|dh| (dh, size - dh))
                .collect();
            let fill_shape = |&(dh, dw): &(usize, usize)| {
                let (row_list, col_list) = (&self.rows.by_length[dh], &self.cols.by_length[dw]);
                let fill_one = |seen: &mut Vec<u64>, k: usize| {
                    let (u, ri) = row_list[k / col_list.len()];
                    let (l, ci) = col_list[k % col_list.len()];
                    let (u, l) = (u as usize, l as usize);
                    let value = self.rectangle(u, u + dh, l, l + dw, ri, ci, seen);
                    self.values[ri as usize * self.cols.count + ci as usize].store(value, Relaxed);
                };
                let total = row_list.len() * col_list.len();
                let seen = || vec![0u64; most_moves / 64 + 1];
                if parallel {
                    (0..total)
                        .into_par_iter()
                        .with_min_len(8)
                        .for_each_init(seen, fill_one);
                } else {
                    let mut seen = seen();
                    (0..total).for_each(|k| fill_one(&mut seen, k));
                }
            };
            if parallel {
                shapes.par_iter().for_each(fill_shape);
            } else {
                shapes.iter().for_each(fill_shape);
            }
        }
    }

    /// The value of rows `[u, e)` × columns `[l, f)` (numbered `ri`, `ci`), from smaller ones.
    #[allow(clippy::too_many_arguments)]
    fn rectangle(
        &self,
        u: usize,
        e: usize,
        l: usize,
        f: usize,
        ri: u32,
        ci: u32,
        seen: &mut [u64],
    ) -> u16 {
        // A side line without cells: the same cells as the rectangle without it.
        let same = if !self.row_cells.any(u, l, f) {
            (self.rows.get(u + 1, e), ci)
        } else if !self.row_cells.any(e - 1, l, f) {
            (self.rows.get(u, e - 1), ci)
        } else if !self.col_cells.any(l, u, e) {
            (ri, self.cols.get(l + 1, f))
        } else if !self.col_cells.any(f - 1, u, e) {
            (ri, self.cols.get(l, f - 1))
        } else {
            (NONE, NONE)
        };
        if same.0 != NONE && same.1 != NONE {
            return self.get(same.0, same.1);
        }
        let (dh, dw) = (e - u, f - l);
        let bound = (dh + dw + (dh * dw).min(self.x_cols.len())).min(seen.len() * 64 - 1);
        let words = &mut seen[..bound / 64 + 1];
        words.fill(0);
        let mut insert = |v: u16| {
            let v = usize::from(v);
            if v <= bound {
                words[v / 64] |= 1 << (v % 64);
            }
        };
        for a in u..e {
            if self.row_l.any(a, l, f) {
                insert(self.get(self.rows.get(u, a), ci) ^ self.get(self.rows.get(a + 1, e), ci));
            }
        }
        for b in l..f {
            if self.col_r.any(b, u, e) {
                insert(self.get(ri, self.cols.get(l, b)) ^ self.get(ri, self.cols.get(b + 1, f)));
            }
        }
        let stride = self.x_from.len + 1;
        for a in u..e {
            let (from, to) = (
                self.x_from.count[a * stride + l] as usize,
                self.x_from.count[a * stride + f] as usize,
            );
            if from == to {
                continue;
            }
            let (top, bottom) = (self.rows.get(u, a), self.rows.get(a + 1, e));
            for &b in &self.x_cols[from..to] {
                let b = b as usize;
                let (left, right) = (self.cols.get(l, b), self.cols.get(b + 1, f));
                insert(
                    self.get(top, left)
                        ^ self.get(top, right)
                        ^ self.get(bottom, left)
                        ^ self.get(bottom, right),
                );
            }
        }
        let word = words.iter().position(|&w| w != u64::MAX).unwrap_or(0);
        (word * 64 + words[word].trailing_ones() as usize) as u16
    }

    /// The value of rectangle `[u, e)` × `[l, f)` after playing its cell (a, b).
    #[allow(clippy::too_many_arguments)]
    fn after_move(
        &self,
        letter: Letter,
        u: usize,
        e: usize,
        l: usize,
        f: usize,
        a: usize,
        b: usize,
        ri: u32,
        ci: u32,
    ) -> u16 {
        let (top, bottom) = (self.rows.get(u, a), self.rows.get(a + 1, e));
        let (left, right) = (self.cols.get(l, b), self.cols.get(b + 1, f));
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
        // Starts: 0, 2, 5(none); ends: 1, 4, 5.
        assert_ne!(iv.get(0, 5), NONE);
        assert_ne!(iv.get(2, 4), NONE);
        assert_eq!(iv.get(1, 5), NONE);
        assert_eq!(iv.get(3, 3), 0);
        for cut in [&[][..], &[true; 6][..], &[false; 4][..]] {
            assert_eq!(Intervals::new(cut).count, interval_count(cut));
        }
        assert_eq!(Intervals::new(&[true; 6]).count, 1 + 21);
        assert_eq!(Intervals::new(&[false; 4]).count, 2);
    }
}
