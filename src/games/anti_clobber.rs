//! Anti-Clobber (CGSuite's `AntiClobber`, a `GenClobber`): a stone steps onto an orthogonally
//! adjacent empty cell and leaves a stone of the other colour where it stood; Left moves the
//! `x` stones, Right the `o` stones; who cannot move loses.
//!
//! A position is written as for Clobber: `x`, `o` and `.` (empty), rows split by `|`; any board
//! of up to 128 cells.
//!
//! No move empties a cell, so a stone with no empty neighbour never moves again. The empty
//! cells and the stones beside them, joined edge to edge, form independent parts; a part is cut
//! to its bounding box with the cells outside it filled by stones that can never move (they
//! touch none of the part's empty cells). The symmetries are Clobber's: the eight images of the
//! board share a value, and swapping the colours negates it.

use crate::engine::rules::PartizanRules;
use crate::games::clobber::{Board, Clobber};
use crate::games::common::classic::ClassicGame;
use crate::games::common::grid::{Cells, Shape};
use std::fmt;

/// The rules of Anti-Clobber.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AntiClobber;

/// A stone stepping onto an empty cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The stone's cell (row, column), from 0.
    pub from: (u8, u8),
    /// The empty cell it steps onto (row, column), from 0.
    pub to: (u8, u8),
}

impl fmt::Display for Step {
    /// Rows and columns from 1: `(1,2)-(1,3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.from, self.to);
        write!(f, "({},{})-({},{})", a.0 + 1, a.1 + 1, b.0 + 1, b.1 + 1)
    }
}

/// Every step of the stones `mine` onto empty cells, each leaving a stone of `theirs`; `build`
/// makes the next board from the two sets.
fn steps(
    shape: Shape,
    mine: Cells,
    theirs: Cells,
    build: &dyn Fn(Cells, Cells) -> Board,
    each: &mut dyn FnMut(Step, Board),
) {
    let empty = shape.all() & !(mine | theirs);
    let mut movers = mine & shape.neighbours4(empty);
    while movers != 0 {
        let from = movers.trailing_zeros();
        movers &= movers - 1;
        let mut targets = shape.neighbours4(1u128 << from) & empty;
        while targets != 0 {
            let to = targets.trailing_zeros();
            targets &= targets - 1;
            let (fr, fc) = shape.coords(from);
            let (tr, tc) = shape.coords(to);
            let step = Step {
                from: (fr as u8, fc as u8),
                to: (tr as u8, tc as u8),
            };
            let mine_after = mine & !(1u128 << from) | 1u128 << to;
            each(step, build(mine_after, theirs | 1u128 << from));
        }
    }
}

impl PartizanRules for AntiClobber {
    type Position = Board;
    type Move = Step;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Step, Board)) {
        let shape = p.shape;
        steps(shape, p.x, p.o, &|x, o| Board { shape, x, o }, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Step, Board)) {
        let shape = p.shape;
        steps(shape, p.o, p.x, &|o, x| Board { shape, x, o }, each);
    }

    /// The empty cells and the stones beside them, joined edge to edge, each part cut to its
    /// bounding box with the cells outside the part as Left's stones (which never move); parts
    /// where nobody can move are left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        let empty = p.shape.all() & !(p.x | p.o);
        let live = empty | ((p.x | p.o) & p.shape.neighbours4(empty));
        p.shape
            .parts(live, Shape::neighbours4)
            .into_iter()
            .filter(|&part| part & empty != 0 && part & (p.x | p.o) != 0)
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                let window = |s: Cells| p.shape.window(s, top, left, shape);
                let inside = window(part);
                Board {
                    shape,
                    x: window(part & p.x) | (shape.all() & !inside),
                    o: window(part & p.o),
                }
            })
            .collect()
    }

    /// Clobber's: the least of the sixteen images (eight symmetries, colours swapped or not),
    /// negated when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        Clobber::default().normal_form(region)
    }
}

impl ClassicGame for AntiClobber {
    type Options = crate::contest::NoOptions;
    const NAME: &'static str = "anti-clobber";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, rows split by `|`. A move names the cell a stone leaves and the one it steps \
        onto: `(1,2)-(1,3)`.";
    const EXAMPLE: &'static str = "xoxo|oo..";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::common::regions::testing::*;

    #[test]
    fn a_stone_steps_and_leaves_the_other_colour() {
        assert_eq!(
            moves::<AntiClobber>("x.", Player::Left),
            ["(1,1)-(1,2) -> ox"]
        );
        assert!(moves::<AntiClobber>("x.", Player::Right).is_empty());
        assert_eq!(
            moves::<AntiClobber>("xo.", Player::Right),
            ["(1,2)-(1,3) -> xxo"]
        );
    }

    #[test]
    fn parts_are_empty_cells_with_their_neighbours() {
        // The middle row touches no empty cell: its stones never move, and they part the two
        // empty cells' neighbourhoods, whose other cells become unmoving x stones.
        assert_eq!(
            regions::<AntiClobber>("x.o|ooo|xxx|ooo|o.x"),
            ["x.o|xox", "xox|o.x"]
        );
        // One empty cell joins the stones around it.
        assert_eq!(regions::<AntiClobber>("xo.o|xxxx|.x.o"), ["xo.o|xxxx|.x.o"]);
    }
}
