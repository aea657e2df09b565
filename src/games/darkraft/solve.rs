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
use super::rectangles::{PARALLEL_FROM, Table, cut_lines, interval_count};
use super::{Board, CellName, Letter};
use crate::contest::SolveError;
use crate::theory::nimber::Nimber;

/// The most memory the rectangle table of one parity class may take, in bytes (1 GiB).
pub const TABLE_LIMIT_BYTES: usize = 1 << 30;

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
    checked_needs(board).map(|_| ())
}

/// [`table_needs`], or why the board is refused.
fn checked_needs(board: &Board) -> Result<[(usize, usize); 2], SolveError> {
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
    Ok(needs)
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
    let needs = checked_needs(board)?;
    let small = needs
        .iter()
        .all(|&(bytes, _)| bytes / size_of::<u16>() < PARALLEL_FROM);
    let grids = [0, 1].map(|parity| Rotated::new(board, parity));
    Ok(if small {
        // Each table is filled on one thread: solve the two classes side by side.
        let (even, odd) = rayon::join(|| solve_parity(&grids[0]), || solve_parity(&grids[1]));
        [even, odd]
    } else {
        // One table at a time, each filled in parallel: peak memory is one table.
        grids.map(|grid| solve_parity(&grid))
    })
}

/// The Grundy value of the whole board: the xor of the two parity classes' values.
pub fn grundy(board: &Board) -> Result<Nimber, SolveError> {
    Ok(solve(board)?.iter().map(|g| g.grundy).sum())
}

/// Solves one parity class from its rotated grid.
pub fn solve_parity(grid: &Rotated) -> ParityGame {
    let table = Table::new(grid);
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
