//! Sweets (Codeforces 63E): chocolates on a hexagonal board; a move eats one or more
//! chocolates in neighbouring cells on one line of the three directions (a contiguous run of
//! chocolates, no gap). The player who cannot move loses.
//!
//! This module holds the rules on the engine's [`Impartial`] trait (the reference the fast
//! solver is checked against); [`solve`] holds the fast solver, [`format`] the contest format.
//!
//! ```
//! use cgsolve::games::sweets::{Sweets, geometry::Hexagon};
//! use cgsolve::{ImpartialSolver, Impartial, Nimber};
//!
//! // . . .        Two chocolates next to each other in the middle row: one move eats both.
//! //  . . . .
//! // . O O . .
//! //  . . . .
//! //   . . .
//! let hex = Hexagon::of_side(3).unwrap();
//! let pair = Sweets::from_rows(hex, &["...", "....", ".OO..", "....", "..."]).unwrap();
//! assert_eq!(pair.moves().len(), 3); // the left one, the right one, both
//! assert_eq!(ImpartialSolver::new().grundy(&pair), Nimber(2));
//! ```

pub mod baseline;
pub mod explain;
pub mod format;
pub mod geometry;
pub mod solve;
pub mod tiers;

use crate::engine::game::Impartial;
use geometry::{Cells, Hexagon, Segment};
use std::hash::{Hash, Hasher};

/// A position: which cells of a hexagonal board hold a chocolate.
#[derive(Clone, Copy)]
pub struct Sweets {
    hexagon: &'static Hexagon,
    chocolates: Cells,
}

impl PartialEq for Sweets {
    fn eq(&self, other: &Sweets) -> bool {
        self.hexagon.side() == other.hexagon.side() && self.chocolates == other.chocolates
    }
}

impl Eq for Sweets {}

impl std::fmt::Debug for Sweets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Sweets(side {}, {:#x})",
            self.hexagon.side(),
            self.chocolates.0
        )
    }
}

impl Hash for Sweets {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hexagon.side().hash(state);
        self.chocolates.hash(state);
    }
}

impl Sweets {
    /// The position with chocolates on `chocolates` (cells off the board are dropped).
    pub fn new(hexagon: &'static Hexagon, chocolates: Cells) -> Sweets {
        Sweets {
            hexagon,
            chocolates: Cells(chocolates.0 & hexagon.all().0),
        }
    }

    /// The position drawn row by row, `O` for a chocolate and `.` for an empty cell (any other
    /// character is refused, as is a row of the wrong length): for doc examples and tests.
    pub fn from_rows(hexagon: &'static Hexagon, rows: &[&str]) -> Option<Sweets> {
        if rows.len() != hexagon.rows() {
            return None;
        }
        let mut chocolates = Cells::EMPTY;
        for (r, row) in rows.iter().enumerate() {
            if row.len() != hexagon.row_len(r) {
                return None;
            }
            for (i, ch) in row.bytes().enumerate() {
                match ch {
                    b'O' => chocolates = chocolates | Cells::single(hexagon.cell(r, i)?),
                    b'.' => {}
                    _ => return None,
                }
            }
        }
        Some(Sweets::new(hexagon, chocolates))
    }

    /// The board.
    pub fn hexagon(&self) -> &'static Hexagon {
        self.hexagon
    }

    /// The cells holding a chocolate.
    pub fn chocolates(&self) -> Cells {
        self.chocolates
    }
}

impl Impartial for Sweets {
    type Move = Segment;

    /// Every segment of the board whose cells all hold a chocolate.
    fn moves(&self) -> Vec<(Segment, Sweets)> {
        self.hexagon
            .segments()
            .iter()
            .filter(|s| self.chocolates.includes(s.cells))
            .map(|&s| {
                (
                    s,
                    Sweets::new(self.hexagon, self.chocolates.without(s.cells)),
                )
            })
            .collect()
    }

    /// The groups of chocolates connected through neighbouring chocolates: every move eats a
    /// connected run, so the groups never interact.
    fn components(&self) -> Vec<Sweets> {
        self.hexagon
            .components(self.chocolates)
            .into_iter()
            .map(|part| Sweets::new(self.hexagon, part))
            .collect()
    }

    /// The least cell set (as a number) among the images of the position under the board's
    /// twelve symmetries, each image moved as far up, then as far left, as the board allows.
    fn canonical(&self) -> Sweets {
        let hex = self.hexagon;
        let r = hex.side() as i32 - 1;
        let mut best = self.chocolates;
        let mut image = [(0i32, 0i32); 64];
        for symmetry in hex.symmetries() {
            let mut n = 0;
            for c in self.chocolates.iter() {
                image[n] = hex.axial(symmetry[usize::from(c.0)]);
                n += 1;
            }
            let image = &image[..n];
            let (lo_b, hi_b) = span(image.iter().map(|&(b, _)| b));
            let (lo_a, _) = span(image.iter().map(|&(_, a)| a));
            let (lo_s, _) = span(image.iter().map(|&(b, a)| a + b));
            // The board is |a|, |b|, |a + b| <= r: the highest row the image may start on,
            // then the leftmost place in that row.
            let da = (-r - lo_a).max(-r - lo_s - (r - hi_b));
            let db = (-r - lo_b).max(-r - lo_s - da);
            let moved = image.iter().fold(Cells::EMPTY, |set, &(b, a)| {
                let cell = hex.cell_at_axial(b + db, a + da);
                set | cell.map_or(Cells::EMPTY, Cells::single)
            });
            best = best.min(moved);
        }
        Sweets::new(hex, best)
    }
}

/// The least and greatest of some numbers (`(0, 0)` for none).
fn span(values: impl Iterator<Item = i32>) -> (i32, i32) {
    values
        .fold(None, |acc: Option<(i32, i32)>, v| {
            Some(acc.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))))
        })
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::legacy::ImpartialSolver;
    use crate::theory::nimber::Nimber;

    fn board(rows: &[&str]) -> Sweets {
        let hex = Hexagon::of_side(rows[0].len()).unwrap();
        Sweets::from_rows(hex, rows).unwrap()
    }

    #[test]
    fn a_gap_stops_a_move() {
        // Two chocolates on one diagonal with an empty cell between them.
        let p = board(&["...", ".O..", ".....", "..O.", "..."]);
        assert_eq!(p.moves().len(), 2);
        assert_eq!(ImpartialSolver::new().grundy(&p), Nimber(0));
    }

    #[test]
    fn a_line_of_n_chocolates_is_a_nim_heap_of_n() {
        let mut solver = ImpartialSolver::new();
        for (rows, n) in [
            (["...", "....", "O....", "....", "..."], 1),
            (["...", "....", "OO...", "....", "..."], 2),
            (["...", "....", "OOO..", "....", "..."], 3),
            (["O..", ".O..", "..O..", "..O.", "..."], 4),
            (["...", "....", "OOOOO", "....", "..."], 5),
        ] {
            assert_eq!(solver.grundy(&board(&rows)), Nimber(n), "{rows:?}");
        }
    }

    #[test]
    fn canonical_is_shared_by_rotations_and_translations() {
        let a = board(&["OO.", "....", ".....", "....", "..."]);
        let b = board(&["...", "....", ".....", "....", ".OO"]);
        let c = board(&["...", "..O.", "..O..", "....", "..."]);
        assert_eq!(a.canonical(), b.canonical());
        assert_eq!(a.canonical(), c.canonical());
        let bent = board(&["...", "....", "..OO.", "...O", "..."]);
        assert_ne!(a.canonical(), bent.canonical());
        assert_eq!(bent.canonical().chocolates().len(), 3);
    }
}
