//! Sweets (Codeforces 63E): chocolates on a hexagonal board; a move eats one or more
//! chocolates in neighbouring cells on one line of the three directions (a contiguous run of
//! chocolates, no gap). The player who cannot move loses.
//!
//! The board, a [`Hexagon`], is the rules on the engine's [`ImpartialRules`] over plain [`Cells`]
//! positions (the reference the fast solver is checked against); [`Sweets`] is a contest
//! position (a board and its chocolates); [`solve`] holds the fast solver, [`format`](mod@format) the
//! contest format.
//!
//! ```
//! use cgsolve::games::contests::sweets::{Sweets, geometry::Hexagon};
//! use cgsolve::{ImpartialRules, Nimber, Solver};
//!
//! // . . .        Two chocolates next to each other in the middle row: one move eats both.
//! //  . . . .
//! // . O O . .
//! //  . . . .
//! //   . . .
//! let hex = Hexagon::of_side(3).unwrap();
//! let pair = Sweets::from_rows(hex, &["...", "....", ".OO..", "....", "..."]).unwrap();
//! assert_eq!(hex.move_list(&pair.chocolates()).len(), 3); // the left one, the right one, both
//! assert_eq!(Solver::new(hex).grundy(&pair.chocolates()), Nimber(2));
//! ```

pub mod explain;
pub mod format;
pub mod geometry;
pub mod solve;
pub mod text;
pub mod tiers;

use crate::engine::rules::ImpartialRules;
use geometry::{Cells, Hexagon, Segment};

/// A contest position: a hexagonal board and which of its cells hold a chocolate.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Sweets {
    hexagon: &'static Hexagon,
    chocolates: Cells,
}

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

impl ImpartialRules for Hexagon {
    /// The cells holding a chocolate.
    type Position = Cells;
    type Move = Segment;

    /// Every segment of the board whose cells all hold a chocolate.
    fn moves(&self, chocolates: &Cells, each: &mut dyn FnMut(Segment, Cells)) {
        for s in self.segments() {
            if chocolates.includes(s.cells) {
                each(*s, chocolates.without(s.cells));
            }
        }
    }

    /// The groups of chocolates connected through neighbouring chocolates: every move eats a
    /// connected run, so the groups never interact.
    fn components(&self, chocolates: &Cells) -> Vec<Cells> {
        Hexagon::components(self, *chocolates)
    }

    /// The least cell set (as a number) among the images of the position under the board's
    /// twelve symmetries, each image moved as far up, then as far left, as the board allows.
    fn canonical(&self, chocolates: &Cells) -> Cells {
        let hex = self;
        let r = hex.side() as i32 - 1;
        let mut best = *chocolates;
        let mut image = [(0i32, 0i32); 64];
        for symmetry in hex.symmetries() {
            let mut n = 0;
            for c in chocolates.iter() {
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
        best
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
    use crate::engine::solver::Solver;
    use crate::theory::nimber::Nimber;

    fn board(rows: &[&str]) -> Cells {
        let hex = Hexagon::of_side(rows[0].len()).unwrap();
        Sweets::from_rows(hex, rows).unwrap().chocolates()
    }

    fn side_3() -> &'static Hexagon {
        Hexagon::of_side(3).unwrap()
    }

    #[test]
    fn a_gap_stops_a_move() {
        // Two chocolates on one diagonal with an empty cell between them.
        let p = board(&["...", ".O..", ".....", "..O.", "..."]);
        assert_eq!(side_3().move_list(&p).len(), 2);
        assert_eq!(Solver::new(side_3()).grundy(&p), Nimber(0));
    }

    #[test]
    fn a_line_of_n_chocolates_is_a_nim_heap_of_n() {
        let mut solver = Solver::new(side_3());
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
        let hex = side_3();
        assert_eq!(hex.canonical(&a), hex.canonical(&b));
        assert_eq!(hex.canonical(&a), hex.canonical(&c));
        let bent = board(&["...", "....", "..OO.", "...O", "..."]);
        assert_ne!(hex.canonical(&a), hex.canonical(&bent));
        assert_eq!(hex.canonical(&bent).len(), 3);
    }
}
