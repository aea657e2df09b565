//! Fox and Geese on an 8 × 8 board (CGSuite's `game.grid.FoxAndGeese`; *Winning Ways*,
//! ch. 20): Left's geese step one square diagonally towards row 1; Right's fox steps one
//! square diagonally either way, so positions repeat. Pieces stand on the squares whose row
//! and column add up to an even number. As in CGSuite, a fox that has got past every goose
//! (on or behind the geese's last row, or one row before it with a free square behind) has
//! won: the position is `off`, given here as the fox's one move, a pass, and the geese's
//! none.
//!
//! A position is the board's rows split by `|`, row 1 first: `F` the fox, `G` a goose, `.`
//! a square; rows left out at the end are empty.

use crate::engine::rules::PartizanRules;
use crate::games::boards::tiles::{Tile, Tiles};
use crate::games::ruleset::Ruleset;
use crate::text::{ParseError, PositionText, shown};
use std::fmt;

/// The board's side.
pub const SIDE: usize = 8;

/// The layer of the fox's square.
const FOX: u8 = 0b01;
/// The layer of the geese's squares.
const GOOSE: u8 = 0b10;
/// No piece.
const EMPTY: u8 = 0;

/// A square's characters: `F` the fox, `G` a goose (`f` and `g` read as them), `.` empty.
const SQUARES: Tiles = Tiles::new(&[
    Tile::new(b'F', FOX, "Right's fox").or(b'f'),
    Tile::new(b'G', GOOSE, "Left's goose").or(b'g'),
    Tile::new(b'.', EMPTY, "a square"),
]);

/// A position: the geese's squares and the fox's (square `8 * (row - 1) + column - 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The geese, one bit a square.
    pub geese: u64,
    /// The fox's square.
    pub fox: u8,
}

/// A move: a piece from one square to another, or the escaped fox's pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A piece moves between squares (numbered as in [`Board`]).
    Piece {
        /// The square it leaves.
        from: u8,
        /// The square it goes to.
        to: u8,
    },
    /// The fox has escaped: it waits.
    Pass,
}

/// `r2c3` for row 2, column 3.
fn square_name(square: u8) -> String {
    format!(
        "r{}c{}",
        square as usize / SIDE + 1,
        square as usize % SIDE + 1
    )
}

impl fmt::Display for Step {
    /// `r1c1-r2c2`, or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Piece { from, to } => write!(f, "{}-{}", square_name(*from), square_name(*to)),
            Step::Pass => f.write_str("pass"),
        }
    }
}

/// The rules of Fox and Geese on an 8 × 8 board, geese Left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FoxAndGeese;

/// The square at `row`, `column` (from 0), if on the board.
fn square(row: i32, column: i32) -> Option<u8> {
    let side = SIDE as i32;
    ((0..side).contains(&row) && (0..side).contains(&column)).then(|| (row * side + column) as u8)
}

impl Board {
    fn row_column(square: u8) -> (i32, i32) {
        (
            i32::from(square) / SIDE as i32,
            i32::from(square) % SIDE as i32,
        )
    }

    fn occupied(&self, square: u8) -> bool {
        self.geese >> square & 1 == 1 || self.fox == square
    }

    /// Whether the fox has got past the geese (CGSuite's decomposition to `off`).
    pub fn escaped(&self) -> bool {
        let last_row = (63 - self.geese.leading_zeros() as i32) / SIDE as i32;
        let (row, column) = Board::row_column(self.fox);
        let free_behind =
            |dc: i32| square(row + 1, column + dc).is_some_and(|s| self.geese >> s & 1 == 0);
        row >= last_row || (row == last_row - 1 && (free_behind(-1) || free_behind(1)))
    }
}

impl PartizanRules for FoxAndGeese {
    type Position = Board;
    type Move = Step;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Step, Board)) {
        if p.escaped() {
            return;
        }
        let mut geese = p.geese;
        while geese != 0 {
            let from = geese.trailing_zeros() as u8;
            geese &= geese - 1;
            let (row, column) = Board::row_column(from);
            for dc in [-1, 1] {
                if let Some(to) = square(row - 1, column + dc)
                    && !p.occupied(to)
                {
                    let next = Board {
                        geese: p.geese & !(1 << from) | 1 << to,
                        fox: p.fox,
                    };
                    each(Step::Piece { from, to }, next);
                }
            }
        }
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Step, Board)) {
        if p.escaped() {
            each(Step::Pass, *p);
            return;
        }
        let (row, column) = Board::row_column(p.fox);
        for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
            if let Some(to) = square(row + dr, column + dc)
                && !p.occupied(to)
            {
                let next = Board {
                    geese: p.geese,
                    fox: to,
                };
                each(Step::Piece { from: p.fox, to }, next);
            }
        }
    }
}

/// The board's rows split by `|`, row 1 first, through its squares' table; rows left out at the
/// end are empty.
///
/// ```
/// use cgsolve::text::PositionText;
/// use cgsolve::games::loopy::fox_and_geese::Board;
/// let b = Board::parse(b"F.......|........|........|.G.G.G.G", 1, 1).unwrap();
/// assert_eq!(b.to_string(), "F.......|........|........|.G.G.G.G");
/// ```
impl PositionText for Board {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        let err = |i: usize, message: String| ParseError {
            line,
            column: first_column + i,
            message,
            limit: None,
        };
        let mut geese = 0u64;
        let mut fox = None;
        let (mut row, mut column) = (0usize, 0usize);
        for (i, &b) in text.iter().enumerate() {
            if b == b'|' {
                if column != SIDE {
                    return Err(err(
                        i,
                        format!("expected {SIDE} squares in row {}, found {column}", row + 1),
                    ));
                }
                if row + 1 == SIDE {
                    return Err(err(
                        i,
                        format!("expected at most {SIDE} rows (the board's)"),
                    ));
                }
                row += 1;
                column = 0;
                continue;
            }
            if column == SIDE {
                return Err(err(
                    i,
                    format!(
                        "expected '|' or the end after {SIDE} squares, found {}",
                        shown(b)
                    ),
                ));
            }
            let at = (row * SIDE + column) as u8;
            let dark = (row + column).is_multiple_of(2);
            let Some(tile) = SQUARES.read(b) else {
                let expected = SQUARES.either();
                return Err(err(i, format!("expected {expected}, found {}", shown(b))));
            };
            match tile.layers {
                EMPTY => {}
                _ if !dark => {
                    return Err(err(
                        i,
                        format!(
                            "expected '.' on row {} column {} (a light square, where no piece \
                             stands), found {}",
                            row + 1,
                            column + 1,
                            shown(b)
                        ),
                    ));
                }
                GOOSE => geese |= 1 << at,
                _ => {
                    if fox.is_some() {
                        return Err(err(i, "expected one fox, found a second 'F'".into()));
                    }
                    fox = Some(at);
                }
            }
            column += 1;
        }
        if column != SIDE {
            return Err(err(
                text.len(),
                format!("expected {SIDE} squares in row {}, found {column}", row + 1),
            ));
        }
        let Some(fox) = fox else {
            return Err(err(text.len(), "expected a fox ('F') on the board".into()));
        };
        if geese == 0 {
            return Err(err(
                text.len(),
                "expected a goose ('G') on the board".into(),
            ));
        }
        Ok(Board { geese, fox })
    }
}

impl fmt::Display for Board {
    /// Rows 1 up to the last holding a piece, split by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let last = (63 - (self.geese | 1 << self.fox).leading_zeros() as usize) / SIDE;
        for row in 0..=last {
            if row > 0 {
                f.write_str("|")?;
            }
            for column in 0..SIDE {
                let s = (row * SIDE + column) as u8;
                let fox = if self.fox == s { FOX } else { EMPTY };
                let goose = if self.geese >> s & 1 == 1 {
                    GOOSE
                } else {
                    EMPTY
                };
                let layers = fox | goose;
                write!(f, "{}", SQUARES.shown(layers))?;
            }
        }
        Ok(())
    }
}

impl Ruleset for FoxAndGeese {
    type Kind = crate::play::LoopyPartizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "fox-and-geese";
    const FORMAT: &'static str = "The board's rows split by `|`, row 1 first, 8 squares each \
        (rows left out at the end are empty): `G` a goose (Left's, stepping diagonally towards \
        row 1), `F` the fox (Right's, stepping diagonally either way), `.` a square; pieces \
        stand where row + column is even.";
    const EXAMPLE: &'static str = "F.......|........|........|.G.G.G.G";
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        Board::parse(text.as_bytes(), 1, 1).expect("a board")
    }

    #[test]
    fn geese_step_towards_row_one_and_the_fox_both_ways() {
        let p = board("........|.F......|G.......|.G......");
        let mut left = Vec::new();
        FoxAndGeese.left_moves(&p, &mut |m, _| left.push(m.to_string()));
        assert_eq!(left, ["r4c2-r3c3"]);
        let mut right = Vec::new();
        FoxAndGeese.right_moves(&p, &mut |m, _| right.push(m.to_string()));
        assert_eq!(right, ["r2c2-r1c1", "r2c2-r1c3", "r2c2-r3c3"]);
    }

    #[test]
    fn a_fox_past_the_geese_has_escaped() {
        assert!(board("........|........|G.F.....").escaped());
        assert!(board("........|...F....|..G.....").escaped());
        assert!(!board("F.......|........|........|.G.G.G.G").escaped());
        // Both squares behind the fox are geese: it has not got past them.
        assert!(!board("........|.F......|G.G.....").escaped());
    }
}
