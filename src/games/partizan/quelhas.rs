//! Quelhas (cgt's `Quelhas`): Domineering with pieces of any length; Left fills a vertical
//! line of two or more empty cells, Right a horizontal one; canonical values, or with
//! `--misere` (the game's usual play, the player who fills the last line loses) the outcome.
//!
//! Input: one board per line in CGSuite's grid text, as for `domineering`: `.` an empty cell,
//! `#` a filled one, rows split by `|` (`...|...`); any board of up to 128 cells.
//!
//! The rules of cgt's Quelhas board (`t4ccer/cgt-tools`, its `misere::quelhas` grid and the
//! moves of its Quelhas window): a move fills a run of at least two empty cells in one column
//! (Left, blue) or one row (Right, red), the cells chosen from its first to its last. A move
//! names the line's first and last cells, rows and columns from 1: `vertical at (1,2)-(3,2)`.
//! Under normal play (the default) the empty cells split into regions joined edge to edge,
//! each a part of the sum, and a region's transpose has the negative value, as in Domineering;
//! `--misere` searches the whole board, as misère play does not split.
//!
//! cgt computes no value of Quelhas, so the values are checked against CGSuite's canonical
//! forms of game trees written out from these rules by an independent enumeration: 300 random
//! boards of up to 4 × 4 cells, a cell in four filled, agree (50 of them are
//! `tests/data/rulesets/quelhas.tsv`), and so do their misère outcomes with a plain search of
//! that enumeration. The solver's regions and symmetries are checked against the plain search
//! of the rules.
//!
//! ```sh
//! $ printf '...\n..|..\n...|...\n' | cgsolve quelhas
//! -1
//! +-1
//! {2|-1}
//! ```

use crate::engine::rules::PartizanRules;
use crate::games::partizan::domineering::{Board, Domineering};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// Quelhas' rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quelhas;

/// A line filled: its first cell (the top of a vertical line, the left of a horizontal one),
/// its length and its direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// The row of its first cell, from 0.
    pub row: u8,
    /// The column of its first cell, from 0.
    pub col: u8,
    /// The cells it fills, at least 2.
    pub len: u8,
    /// Vertical (Left's) or horizontal (Right's).
    pub vertical: bool,
}

impl fmt::Display for Line {
    /// Rows and columns from 1: `vertical at (1,2)-(3,2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r, c, last) = (self.row + 1, self.col + 1, self.len - 1);
        match self.vertical {
            true => write!(f, "vertical at ({r},{c})-({},{c})", r + last),
            false => write!(f, "horizontal at ({r},{c})-({r},{})", c + last),
        }
    }
}

impl Quelhas {
    /// Every line one way, down (`vertical`) or across.
    fn fill(p: &Board, vertical: bool, each: &mut dyn FnMut(Line, Board)) {
        let (pairs, step) = p.empty_pairs(vertical);
        // The first cells of the runs of `len` empty cells.
        let (mut starts, mut len) = (pairs, 2u32);
        while starts != 0 {
            let mut left = starts;
            while left != 0 {
                let cell = left.trailing_zeros();
                left &= left - 1;
                let cells = (0..len).fold(0u128, |m, i| m | 1u128 << (cell + i * step));
                let (row, col) = p.shape.coords(cell);
                let line = Line {
                    row: row as u8,
                    col: col as u8,
                    len: len as u8,
                    vertical,
                };
                let next = Board {
                    empty: p.empty & !cells,
                    ..*p
                };
                each(line, next);
            }
            // A run of `len + 1` cells: one of `len` whose last cell starts a pair.
            starts &= pairs >> ((len - 1) * step);
            len += 1;
        }
    }
}

impl PartizanRules for Quelhas {
    type Position = Board;
    type Move = Line;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Line, Board)) {
        Self::fill(p, true, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Line, Board)) {
        Self::fill(p, false, each);
    }

    /// Domineering's regions: the empty cells joined edge to edge, single cells left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        Domineering.components(p)
    }

    /// Domineering's least image of the eight, negated when it is a transpose.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        Domineering.normal_form(region)
    }
}

impl Ruleset for Quelhas {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "quelhas";
    const FORMAT: &'static str = "CGSuite's grid on one line: `.` empty, `#` filled, rows split \
        by `|`. A move is named by the ends of the line it fills: `vertical at (1,2)-(3,2)` \
        (Left's), `horizontal at (2,1)-(2,3)` (Right's).";
    const EXAMPLE: &'static str = "...|...|...";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::MovesOnly;
    use crate::engine::values::ValueSolver;
    use crate::games::boards::grid::Shape;
    use crate::games::boards::regions::testing::*;
    use proptest::prelude::*;

    #[test]
    fn a_line_is_any_run_of_two_or_more_empty_cells() {
        assert_moves::<Quelhas>(
            "...|#..",
            Player::Right,
            &[
                "horizontal at (1,1)-(1,2) -> ##.|#..",
                "horizontal at (1,2)-(1,3) -> .##|#..",
                "horizontal at (2,2)-(2,3) -> ...|###",
                "horizontal at (1,1)-(1,3) -> ###|#..",
            ],
        );
        assert_eq!(moves::<Quelhas>(".|.|#|.|.|.", Player::Left).len(), 1 + 3);
        assert_moves::<Quelhas>(".#.|#.#", Player::Left, &[]);
        // A row of n cells is Right's alone, and she may fill it whole: -1, as is a column's 1.
        assert_eq!(outcome::<Quelhas>("....."), Outcome::R);
        assert_eq!(regions::<Quelhas>("..#|###|#.."), ["..", ".."]);
    }

    /// A board of `rows` × `cols` cells, `filled` marking the filled ones.
    fn board(rows: usize, cols: usize, filled: u128) -> Board {
        let shape = Shape::new(rows, cols).expect("a small board");
        Board {
            shape,
            empty: shape.all() & !filled,
        }
    }

    proptest! {
        /// The solver with regions and symmetries gives the plain search's value.
        #[test]
        fn regions_and_symmetries_give_the_plain_value(
            rows in 1..4usize,
            cols in 1..5usize,
            filled in any::<u128>(),
        ) {
            let p = board(rows, cols, filled & filled >> 7);
            let mut fast = ValueSolver::new(Quelhas);
            let mut plain = ValueSolver::new(MovesOnly(Quelhas));
            let (f, g) = (fast.value(&p).unwrap(), plain.value(&p).unwrap());
            prop_assert_eq!(fast.arena().to_notation(f), plain.arena().to_notation(g));
        }
    }
}
