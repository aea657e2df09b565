//! Amazons: a move slides one of your amazons like a chess queen through empty cells, then it
//! shoots an arrow, again like a queen, from where it landed, burning the cell the arrow
//! reaches; Left moves the `x` amazons, Right the `o` ones; who cannot move loses.
//!
//! A position is written in CGSuite's grid text: `x`, `o`, `.` (empty) and `#` (burnt), rows
//! split by `|`. Any board of up to 128 cells.
//!
//! Nothing crosses a burnt cell, so the cells that are not burnt, joined by a king's step (a
//! queen slides between two diagonally touching burnt cells), form independent regions. A
//! region without amazons is worth 0. The eight symmetries of a region keep its value and
//! swapping the colours negates it.

use crate::engine::rules::PartizanRules;
use crate::games::boards::grid::{Cells, Shape};
use crate::games::boards::regions::{least_image, with_colours_swapped};
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// The rules of Amazons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Amazons;

/// An Amazons board: its size, Left's amazons, Right's amazons and the burnt cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// Left's amazons (`x`).
    pub x: Cells,
    /// Right's amazons (`o`).
    pub o: Cells,
    /// The burnt cells (`#`).
    pub burnt: Cells,
}

/// An amazon's slide and the arrow it shoots, cells as (row, column) from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shot {
    /// Where the amazon starts.
    pub from: (u8, u8),
    /// Where it lands.
    pub to: (u8, u8),
    /// The cell its arrow burns.
    pub arrow: (u8, u8),
}

impl fmt::Display for Shot {
    /// Rows and columns from 1: `(1,1)-(1,4)/(2,4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |c: (u8, u8)| format!("({},{})", c.0 + 1, c.1 + 1);
        write!(f, "{}-{}/{}", p(self.from), p(self.to), p(self.arrow))
    }
}

const DIRECTIONS: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl Board {
    /// The empty cells.
    pub fn empty(&self) -> Cells {
        self.shape.all() & !(self.x | self.o | self.burnt)
    }

    /// The board with the colours swapped: the negative.
    pub fn swapped(self) -> Board {
        Board {
            x: self.o,
            o: self.x,
            ..self
        }
    }

    /// Calls `each` with every cell a queen at `cell` reaches through the cells of `open`.
    fn queen_reach(&self, cell: u32, open: Cells, each: &mut dyn FnMut(u32)) {
        let (r, c) = self.shape.coords(cell);
        for (dr, dc) in DIRECTIONS {
            let (mut r2, mut c2) = (r as isize + dr, c as isize + dc);
            while r2 >= 0
                && c2 >= 0
                && (r2 as usize) < self.shape.rows()
                && (c2 as usize) < self.shape.cols()
            {
                let to = self.shape.index(r2 as usize, c2 as usize);
                if open >> to & 1 == 0 {
                    break;
                }
                each(to);
                r2 += dr;
                c2 += dc;
            }
        }
    }

    /// Every move of the amazons `mine`, with the next board built by `build` from the moved
    /// amazons and the new burnt cells.
    fn shots(
        &self,
        mine: Cells,
        build: &dyn Fn(Cells, Cells) -> Board,
        each: &mut dyn FnMut(Shot, Board),
    ) {
        let at = |cell: u32| {
            let (r, c) = self.shape.coords(cell);
            (r as u8, c as u8)
        };
        let mut rest = mine;
        while rest != 0 {
            let from = rest.trailing_zeros();
            rest &= rest - 1;
            let empty = self.empty();
            self.queen_reach(from, empty, &mut |to| {
                let moved = mine & !(1u128 << from) | 1u128 << to;
                let open = empty & !(1u128 << to) | 1u128 << from;
                self.queen_reach(to, open, &mut |arrow| {
                    let shot = Shot {
                        from: at(from),
                        to: at(to),
                        arrow: at(arrow),
                    };
                    each(shot, build(moved, self.burnt | 1u128 << arrow));
                });
            });
        }
    }
}

tiled! {
    /// CGSuite's grid text: `x` Left's amazons, `o` Right's, `.` empty, `#` burnt.
    ///
    /// ```
    /// use cgsolve::games::partizan::amazons::Board;
    /// use cgsolve::text::PositionText;
    /// let b = Board::parse(b"x..#|o...", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "x..#|o...");
    /// ```
    Board { shape: Shape, [x, o, burnt] }
    &[
        Tile::new(b'x', 0b001, "Left's amazon"),
        Tile::new(b'o', 0b010, "Right's amazon"),
        Tile::new(b'.', 0, "empty"),
        Tile::new(b'#', 0b100, "burnt"),
    ]
}

impl PartizanRules for Amazons {
    type Position = Board;
    type Move = Shot;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Shot, Board)) {
        p.shots(p.x, &|x, burnt| Board { x, burnt, ..*p }, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Shot, Board)) {
        p.shots(p.o, &|o, burnt| Board { o, burnt, ..*p }, each);
    }

    /// The cells not burnt, joined by a king's step, each part cut to its bounding box (other
    /// cells there burnt); parts without amazons are left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        let open = p.shape.all() & !p.burnt;
        p.shape
            .parts(open, Shape::neighbours8)
            .into_iter()
            .filter(|&part| part & (p.x | p.o) != 0)
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                let cut = |s: Cells| p.shape.window(s & part, top, left, shape);
                Board {
                    shape,
                    x: cut(p.x),
                    o: cut(p.o),
                    burnt: shape.all() & !cut(open),
                }
            })
            .collect()
    }

    /// The least of the sixteen images (eight symmetries, colours swapped or not); negated
    /// when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        let layers = [region.x, region.o, region.burnt];
        let images = region
            .shape
            .images(layers)
            .map(|(shape, [x, o, burnt], _)| Board { shape, x, o, burnt });
        least_image(*region, with_colours_swapped(images, Board::swapped))
    }
}

impl Ruleset for Amazons {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "amazons";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's amazons, `o` Right's, \
        `.` empty, `#` burnt, rows split by `|`.";
    const EXAMPLE: &'static str = "x...|...o";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn slides_and_arrows() {
        assert_moves::<Amazons>(
            "x..",
            Player::Left,
            &[
                "(1,1)-(1,2)/(1,1) -> #x.",
                "(1,1)-(1,2)/(1,3) -> .x#",
                "(1,1)-(1,3)/(1,2) -> .#x",
                "(1,1)-(1,3)/(1,1) -> #.x",
            ],
        );
        assert_moves::<Amazons>("x#.", Player::Left, &[]);
        // Diagonal slides pass between touching burnt cells.
        assert_moves::<Amazons>("x#|#.", Player::Left, &["(1,1)-(2,2)/(1,1) -> ##|#x"]);
        assert_eq!(read::<Amazons>("xo.|..#").swapped().to_string(), "ox.|..#");
    }

    #[test]
    fn outcomes_and_regions() {
        assert_eq!(outcome::<Amazons>("x.."), Outcome::L);
        assert_eq!(outcome::<Amazons>("xo"), Outcome::P);
        assert_eq!(outcome::<Amazons>("x.o"), Outcome::N);
        assert_eq!(
            regions::<Amazons>("x.#o.|###..|.o..."),
            ["x.", "###o.|###..|.o..."]
        );
    }
}
