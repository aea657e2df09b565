//! Free polyominoes: connected sets of cells joined edge to edge, each cut to its bounding box
//! and kept as the least of its eight images under the rectangle's symmetries (by shape, then
//! cells), so that a polyomino and its rotations and reflections are one. The regions of a
//! board whose cells are all alike (Domineering's empty cells) are polyominoes.

use super::grid::{Cells, Shape};
use rayon::prelude::*;
use rustc_hash::FxHashSet;

/// A polyomino: the shape of its bounding box and its cells on that box.
pub type Polyomino = (Shape, Cells);

/// The number of free polyominoes of `n` cells for `n` from 0 to 18 (OEIS A000105, with 0 for
/// the empty one): what an enumeration to `n` cells holds, for sizing its memory before it
/// starts.
pub const FREE_COUNTS: [u64; 19] = [
    0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576, 13079255,
    50107909, 192622052,
];

/// The most cells [`grown`] takes a polyomino to: the last of [`FREE_COUNTS`]. A polyomino of
/// one cell fewer, framed by a cell on every side, still fits on a board of 128 cells.
pub const MAX_POLYOMINO_CELLS: usize = FREE_COUNTS.len() - 1;

/// The least of the eight images of the cells `cells` of `shape` (a set touching every side
/// of its box): the polyomino's normal form.
pub fn least_image(shape: Shape, cells: Cells) -> Polyomino {
    shape
        .images([cells])
        .into_iter()
        .map(|(shape, [cells], _)| (shape, cells))
        .min()
        .expect("eight images")
}

/// The one polyomino of one cell.
pub fn monomino() -> Polyomino {
    let shape = Shape::new(1, 1).expect("one cell");
    (shape, shape.all())
}

/// Every free polyomino with one cell more than those of `level` (all the free polyominoes of
/// one size), sorted: each cell next to one of them added in turn, normalised, duplicates
/// dropped. Polyominoes of at most [`MAX_POLYOMINO_CELLS`] cells.
pub fn grown(level: &[Polyomino]) -> Vec<Polyomino> {
    let mut next: Vec<Polyomino> = level
        .par_chunks(4096)
        .flat_map_iter(|chunk| {
            let mut seen = FxHashSet::default();
            for &(shape, cells) in chunk {
                let (wide, placed) = framed(shape, cells);
                let mut frontier = wide.neighbours4(placed) & !placed;
                while frontier != 0 {
                    let cell = frontier & frontier.wrapping_neg();
                    frontier &= frontier - 1;
                    let with = placed | cell;
                    let (top, left, box_shape) = wide.bounds(with);
                    seen.insert(least_image(
                        box_shape,
                        wide.window(with, top, left, box_shape),
                    ));
                }
            }
            seen.into_iter()
        })
        .collect();
    next.par_sort_unstable();
    next.dedup();
    next
}

/// The cells of `shape` placed one row and one column in from the corner of a board one cell
/// wider on every side, with that board.
fn framed(shape: Shape, cells: Cells) -> (Shape, Cells) {
    let wide = Shape::new(shape.rows() + 2, shape.cols() + 2)
        .expect("a polyomino of at most MAX_POLYOMINO_CELLS cells fits with its frame");
    let placed = (0..shape.rows()).fold(0, |out, r| {
        out | shape.row_bits(cells, r) << wide.index(r + 1, 1)
    });
    (wide, placed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dominoes_and_trominoes() {
        let two = grown(&[monomino()]);
        assert_eq!(two.len(), 1);
        assert_eq!((two[0].0.rows(), two[0].0.cols()), (1, 2));
        let three = grown(&two);
        assert_eq!(three.len(), 2);
        // A normal form is its own normal form.
        for &(shape, cells) in &three {
            assert_eq!(least_image(shape, cells), (shape, cells));
        }
    }
}
