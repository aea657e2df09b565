//! Fission (CGSuite's `Fission`): stones on a board. Left picks a stone whose cells above and
//! below are both empty, and it splits into those two cells; Right does the same with the cells
//! to the left and right. Who cannot move loses.
//!
//! A position is written in CGSuite's grid text: `x` a stone, `.` an empty cell, `#` a blocked
//! cell, rows split by `|`. Any board of up to 128 cells.
//!
//! Stones move only within the open (not blocked) cells joined edge to edge, so each such part
//! is an independent game, and one without stones is worth 0. A part and its mirror images have
//! one value; its transpose has the negative value, since transposing swaps the players.

use crate::engine::rules::PartizanRules;
use crate::games::boards::grid::{Cells, Shape};
use crate::games::boards::regions::least_image;
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// The rules of Fission.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fission;

/// A Fission board: its size, its open (not blocked) cells and its stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// The cells that are not blocked.
    pub open: Cells,
    /// The stones (always open cells).
    pub stones: Cells,
}

/// A stone split: its cell (row, column, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Split {
    /// The stone's row, from 0.
    pub row: u8,
    /// The stone's column, from 0.
    pub col: u8,
}

impl fmt::Display for Split {
    /// Rows and columns from 1: `(2,3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row + 1, self.col + 1)
    }
}

impl Board {
    fn empty(&self) -> Cells {
        self.open & !self.stones
    }
}

tiled! {
    /// CGSuite's grid text: `x` a stone, `.` empty, `#` blocked.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::fission::Board;
    /// let b = Board::parse(b"....|..x.|....|#..#", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "....|..x.|....|#..#");
    /// assert_eq!((b.stones.count_ones(), b.open.count_ones()), (1, 14));
    /// ```
    Board { shape: Shape, [open, stones] }
    &[
        Tile::new(b'x', 0b11, "a stone"),
        Tile::new(b'.', 0b01, "empty"),
        Tile::new(b'#', 0, "blocked"),
    ]
}

impl Fission {
    /// Every stone of `splitting` split into the cells `step` before and after it.
    fn splits(p: &Board, mut splitting: Cells, step: u32, each: &mut dyn FnMut(Split, Board)) {
        while splitting != 0 {
            let cell = splitting.trailing_zeros();
            splitting &= splitting - 1;
            let (row, col) = p.shape.coords(cell);
            let stones =
                p.stones & !(1u128 << cell) | 1u128 << (cell - step) | 1u128 << (cell + step);
            each(
                Split {
                    row: row as u8,
                    col: col as u8,
                },
                Board { stones, ..*p },
            );
        }
    }
}

impl PartizanRules for Fission {
    type Position = Board;
    type Move = Split;

    /// A stone with empty cells above and below.
    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Split, Board)) {
        let (empty, cols) = (p.empty(), p.shape.cols() as u32);
        let empty_above = empty.checked_shl(cols).unwrap_or(0);
        let empty_below = empty.checked_shr(cols).unwrap_or(0);
        Self::splits(p, p.stones & empty_above & empty_below, cols, each);
    }

    /// A stone with empty cells left and right (in its row).
    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Split, Board)) {
        let empty = p.empty();
        // Cells whose right neighbour in the row is open, and those whose left one is.
        let pairs = p.shape.horizontal_pairs(p.open);
        let empty_right = pairs & (empty >> 1);
        let empty_left = (pairs << 1) & (empty << 1);
        Self::splits(p, p.stones & empty_right & empty_left, 1, each);
    }

    /// The parts of the open cells joined edge to edge that hold a stone, each cut to its
    /// bounding box.
    fn components(&self, p: &Board) -> Vec<Board> {
        p.shape
            .parts(p.open, Shape::neighbours4)
            .into_iter()
            .filter(|part| part & p.stones != 0)
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                Board {
                    shape,
                    open: p.shape.window(part, top, left, shape),
                    stones: p.shape.window(p.stones & part, top, left, shape),
                }
            })
            .collect()
    }

    /// The least of the eight images of the board; the value is negated when that image is a
    /// transpose.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        let images = region.shape.images([region.open, region.stones]).map(
            |(shape, [open, stones], transposed)| {
                (
                    Board {
                        shape,
                        open,
                        stones,
                    },
                    transposed,
                )
            },
        );
        least_image(*region, images)
    }
}

impl Ruleset for Fission {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "fission";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` a stone, `.` empty, `#` \
        blocked, rows split by `|`. Left splits a stone into the cells above and below it, Right \
        into the cells left and right of it; a move names the stone: `(2,3)`.";
    const EXAMPLE: &'static str = "....|..x.|....|#..#";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn a_stone_splits_across_its_empty_neighbours() {
        assert_moves::<Fission>(".|x|.", Player::Left, &["(2,1) -> x|.|x"]);
        assert_moves::<Fission>(".|x|.", Player::Right, &[]);
        assert_moves::<Fission>(".x.", Player::Right, &["(1,2) -> x.x"]);
        // Blocked cells, stones and the edge of the board stop a split.
        assert_moves::<Fission>("#x.|...", Player::Right, &[]);
        assert_moves::<Fission>("xx.", Player::Right, &[]);
        assert_moves::<Fission>("x|.", Player::Left, &[]);
    }

    #[test]
    fn parts_are_the_open_cells_with_stones() {
        assert_eq!(regions::<Fission>(".x.#..|...#.x"), [".x.|...", "..|.x"]);
        assert_eq!(normal_form::<Fission>(".|x|."), (".x.".to_string(), true));
    }
}
