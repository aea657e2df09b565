//! The fast solver: Grundy values of rectangles in diagonal coordinates.
//!
//! Cells of even and odd row + column never meet, so the board is the sum of two games. In
//! diagonal coordinates ([`Rotated`]) every region that can arise is the board's cells inside
//! a rectangle of the grid, and a move cuts its rectangle into two (`L`, `R`) or four (`X`)
//! smaller ones whose values xor. The values of all rectangles that can arise are computed
//! smallest first (see `rectangles`), row intervals of one height in parallel.
//!
//! A rectangle can arise only if each of its sides is the board's edge or lies next to a
//! grid line that some move clears, so the table holds only those rectangles.

use super::geometry::Rotated;
use super::rectangles::{PARALLEL_FROM, RectangleTable, cut_lines, interval_count};
use super::{Board, CellName, Letter};
use crate::answer::SolveError;
use crate::engine::memory::MemoryLimit;
use crate::progress::{NoProgress, Progress, progress_for};
use crate::theory::nimber::Nimber;

/// Helper bytes per grid point: its letter and five prefix counts.
const BYTES_PER_GRID_POINT: usize = 1 + 5 * size_of::<u32>();

/// What solving one parity class of a board takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Needs {
    /// Bytes of the rectangle table: 2 per rectangle that can arise.
    pub table_bytes: usize,
    /// Bytes of everything else: the rotated grid with its prefix counts, the interval
    /// numbers, and each worker thread's lanes.
    pub other_bytes: usize,
    /// The most moves any rectangle can have, which bounds its Grundy values.
    pub most_moves: usize,
}

impl Needs {
    /// All the bytes.
    pub fn bytes(&self) -> usize {
        self.table_bytes.saturating_add(self.other_bytes)
    }
}

/// The bytes of the rotated grid of one parity class and its interval numbers, from the board's
/// size alone.
fn grid_bytes(n: usize, m: usize, parity: usize) -> usize {
    let (h, w) = Rotated::size(n, m, parity);
    let index = |lines: usize| (lines + 1).saturating_mul(lines + 1).saturating_mul(8);
    h.saturating_mul(w)
        .saturating_mul(BYTES_PER_GRID_POINT)
        .saturating_add(index(h))
        .saturating_add(index(w))
}

/// What solving each parity class of `board` takes, or why the board is refused: one class
/// needing more than `memory` (the classes of a large board are solved one after the other,
/// those of a small one side by side, both within the limit), or Grundy values that might not
/// fit in 16 bits.
pub fn needs(board: &Board, memory: MemoryLimit) -> Result<[Needs; 2], SolveError> {
    let needs = [
        parity_needs(board, 0, memory)?,
        parity_needs(board, 1, memory)?,
    ];
    if side_by_side(&needs) && !memory.allows((needs[0].bytes() + needs[1].bytes()) as u64) {
        return Err(SolveError::TooLarge {
            what: format!("a {} × {} board", board.rows(), board.cols()),
            needed: format!("{} bytes", needs[0].bytes() + needs[1].bytes()),
            limit: format!("{memory} (--memory)"),
        });
    }
    Ok(needs)
}

/// Whether both classes are small enough to be solved side by side, each on one thread.
fn side_by_side(needs: &[Needs; 2]) -> bool {
    needs
        .iter()
        .all(|need| need.table_bytes / size_of::<u16>() < PARALLEL_FROM)
}

/// What solving one parity class of `board` takes, or why the board is refused.
fn parity_needs(board: &Board, parity: usize, memory: MemoryLimit) -> Result<Needs, SolveError> {
    let what = || format!("a {} × {} board", board.rows(), board.cols());
    let too_large = |needed: String| SolveError::TooLarge {
        what: what(),
        needed,
        limit: format!("{memory} (--memory)"),
    };
    // The grid itself is checked before it is built.
    let other = grid_bytes(board.rows(), board.cols(), parity);
    if !memory.allows(other as u64) {
        return Err(too_large(format!(
            "{} MiB for its rotated grid",
            other.div_ceil(1 << 20)
        )));
    }
    let grid = Rotated::new(board, parity);
    let (rows, cols) = cut_lines(&grid);
    let column_intervals = interval_count(&cols);
    let table_bytes = interval_count(&rows)
        .saturating_mul(column_intervals)
        .saturating_mul(size_of::<u16>());
    let lanes = grid
        .height()
        .saturating_mul(column_intervals)
        .saturating_mul(size_of::<u16>())
        .saturating_mul(rayon::current_num_threads());
    let x_cells = (0..grid.height())
        .flat_map(|a| (0..grid.width()).map(move |b| (a, b)))
        .filter(|&(a, b)| grid.letter(a, b) == Some(Letter::X))
        .count();
    let need = Needs {
        table_bytes,
        other_bytes: other.saturating_add(lanes),
        most_moves: grid.height() + grid.width() + x_cells,
    };
    if !memory.allows(need.bytes() as u64) {
        return Err(too_large(format!(
            "{} MiB, {} MiB of it for its rectangle table",
            need.bytes().div_ceil(1 << 20),
            need.table_bytes.div_ceil(1 << 20)
        )));
    }
    if need.most_moves > usize::from(u16::MAX) {
        return Err(SolveError::TooLarge {
            what: what(),
            needed: format!("Grundy values up to {}", need.most_moves),
            limit: format!("{} (16-bit values)", u16::MAX),
        });
    }
    Ok(need)
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

/// Solves both parity classes of `board` within `memory`: their sum is the game.
pub fn solve(board: &Board, memory: MemoryLimit) -> Result<[ParityGame; 2], SolveError> {
    let small = side_by_side(&needs(board, memory)?);
    let grids = [0, 1].map(|parity| Rotated::new(board, parity));
    Ok(if small {
        // Each table is filled on one thread: solve the two classes side by side.
        let (even, odd) = rayon::join(|| solve_parity(&grids[0]), || solve_parity(&grids[1]));
        [even, odd]
    } else {
        // One table at a time, each filled in parallel: peak memory is one table.
        let mut progress: Box<dyn Progress + Send> = Box::new(NoProgress);
        if board.rows() * board.cols() >= PROGRESS_FROM_CELLS {
            let what = format!("darkraft {} × {}", board.rows(), board.cols());
            progress = progress_for(&what);
        }
        let total = grids.iter().map(|g| g.height() as u64).sum();
        let mut done = 0;
        let games = grids.map(|grid| {
            solve_parity_with(&grid, &mut || {
                done += 1;
                progress.update(done, Some(total));
            })
        });
        progress.finish();
        games
    })
}

/// The Grundy value of the whole board within `memory`: the xor of the two parity classes'
/// values.
pub fn grundy(board: &Board, memory: MemoryLimit) -> Result<Nimber, SolveError> {
    Ok(solve(board, memory)?.iter().map(|g| g.grundy).sum())
}

/// Boards of at least this many cells (40 × 40) show their progress.
pub const PROGRESS_FROM_CELLS: usize = 40 * 40;

/// Solves one parity class from its rotated grid.
pub fn solve_parity(grid: &Rotated) -> ParityGame {
    solve_parity_with(grid, &mut || {})
}

/// Solves one parity class, calling `on_height` as each of the `grid.height()` heights of row
/// intervals is done.
fn solve_parity_with(grid: &Rotated, on_height: &mut dyn FnMut()) -> ParityGame {
    let table = RectangleTable::new(grid, on_height);
    let (h, w) = (grid.height(), grid.width());
    let mut after_move = Vec::with_capacity(grid.cells());
    for a in 0..h {
        for b in 0..w {
            if let (Some(letter), Some(name)) = (grid.letter(a, b), grid.cell_name(a, b)) {
                let value = table.after_move(letter, a, b);
                after_move.push((name, letter, Nimber(u32::from(value))));
            }
        }
    }
    let grundy = Nimber(u32::from(
        table.get(table.rows.get(0, h), table.cols.get(0, w)),
    ));
    after_move.sort_by_key(|&(name, _, _)| name);
    ParityGame {
        parity: grid.parity(),
        cells: grid.cells(),
        grundy,
        after_move,
    }
}
