//! Hot Clobber (CGSuite's `HotClobber`): Clobber where a stone may capture a stone of either
//! colour; Left moves the `x` stones, Right the `o` stones, each onto an orthogonally adjacent
//! stone, which it removes; who cannot move loses. Canonical values.
//!
//! Input: one board per line in CGSuite's grid text, as for `clobber`: `x` Left's stones, `o`
//! Right's, `.` empty, rows split by `|` (`xxo|o.x`); any board of up to 128 cells.
//!
//! CGSuite defines it as `GenClobber(clobbered => {Left => {1,2}, Right => {1,2}})`. A move
//! names the stone and the stone it captures, rows and columns from 1, as in Clobber:
//! `(1,1)x(1,2)`. As in CGSuite, the stones joined as orthogonal neighbours form groups that
//! never meet again, each a part of the sum; unlike Clobber, a group of one colour is not 0
//! (`xx` is 1: Left may capture her own stone). The eight mirror images and rotations of a
//! group share its value, and swapping the colours negates it. Values are checked against
//! CGSuite's (`tests/data/rulesets/hot-clobber.tsv`), and the groups and symmetries against
//! the plain search of the rules.
//!
//! ```sh
//! $ printf 'xx\nxo\nxxo\n' | cgsolve hot-clobber
//! 1
//! *
//! ^
//! ```

use crate::engine::rules::PartizanRules;
use crate::games::boards::grid::{Cells, Shape};
use crate::games::partizan::clobber::bits::{least_image, orthogonal_groups};
use crate::games::partizan::clobber::{Board, CellMove};
use crate::games::ruleset::Ruleset;
use crate::theory::outcome::Player;

/// Hot Clobber's rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HotClobber;

impl HotClobber {
    /// The captures of the stones `mine` onto any adjacent stone, the other player's stones
    /// being `theirs`; `build` makes the next board from the mover's stones and the other's.
    fn captures(
        shape: Shape,
        mine: Cells,
        theirs: Cells,
        build: &dyn Fn(Cells, Cells) -> Board,
        each: &mut dyn FnMut(CellMove, Board),
    ) {
        let stones = mine | theirs;
        let mut movers = mine & shape.neighbours4(stones);
        while movers != 0 {
            let from = movers.trailing_zeros();
            movers &= movers - 1;
            let mut targets = shape.neighbours4(1u128 << from) & stones;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                let mine_after = mine & !(1u128 << from) | 1u128 << to;
                each(
                    CellMove::between(shape, from, to, true),
                    build(mine_after, theirs & !(1u128 << to)),
                );
            }
        }
    }
}

impl PartizanRules for HotClobber {
    type Position = Board;
    type Move = CellMove;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(CellMove, Board)) {
        let shape = p.shape;
        Self::captures(shape, p.x, p.o, &|x, o| Board { shape, x, o }, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(CellMove, Board)) {
        let shape = p.shape;
        Self::captures(shape, p.o, p.x, &|o, x| Board { shape, x, o }, each);
    }

    /// The groups of stones joined as orthogonal neighbours, each cut to its bounding box; a
    /// lone stone (worth 0) is left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        orthogonal_groups(p, |x, o| (x | o).count_ones() > 1)
    }

    /// Moves counted on the bits: each pair of neighbouring stones is a move for the owner of
    /// each of its stones.
    fn mobility(&self, p: &Board, player: Player) -> u32 {
        let mine = match player {
            Player::Left => p.x,
            Player::Right => p.o,
        };
        let (shape, stones) = (p.shape, p.x | p.o);
        let across = shape.horizontal_pairs(stones);
        let down = shape.vertical_pairs(stones);
        let below = down.checked_shl(shape.cols() as u32).unwrap_or(0);
        (across & mine).count_ones()
            + ((across << 1) & mine).count_ones()
            + (down & mine).count_ones()
            + (below & mine).count_ones()
    }

    /// The least of the sixteen images of the group (eight symmetries, colours swapped or
    /// not); the value is negated when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        least_image(region)
    }
}

impl Ruleset for HotClobber {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "hot-clobber";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, rows split by `|`. A move names the stone and the stone it captures: \
        `(1,1)x(1,2)`.";
    const EXAMPLE: &'static str = "xxo|oxo";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::MovesOnly;
    use crate::engine::values::ValueSolver;
    use crate::games::boards::regions::testing::*;
    use proptest::prelude::*;

    #[test]
    fn a_stone_captures_either_colour() {
        assert_moves::<HotClobber>(
            "xx.|o..",
            Player::Left,
            &[
                "(1,1)x(1,2) -> .x.|o..",
                "(1,1)x(2,1) -> .x.|x..",
                "(1,2)x(1,1) -> x..|o..",
            ],
        );
        assert_moves::<HotClobber>("xx.|o..", Player::Right, &["(2,1)x(1,1) -> ox.|..."]);
        // A group of one colour is Left's alone: not 0, as it is in Clobber.
        assert_eq!(outcome::<HotClobber>("xx"), Outcome::L);
        assert_eq!(regions::<HotClobber>("xx.o|...o|x..o"), ["xx", "o|o|o"]);
    }

    #[test]
    fn mobility_counts_the_moves() {
        for text in ["xx.|o..", "xox|oxo|xxo", "x", "o|x|x|o", "xo.ox|.xxo."] {
            let p = read::<HotClobber>(text);
            for player in [Player::Left, Player::Right] {
                let listed = HotClobber.move_list(&p, player).len() as u32;
                assert_eq!(HotClobber.mobility(&p, player), listed, "{text}");
            }
        }
    }

    proptest! {
        /// The solver with groups and symmetries gives the plain search's value, and its
        /// mobility counts the moves.
        #[test]
        fn groups_and_symmetries_give_the_plain_value(
            rows in 1..4usize,
            cols in 1..5usize,
            x in any::<u128>(),
            o in any::<u128>(),
        ) {
            let shape = Shape::new(rows, cols).expect("a small board");
            let x = x & shape.all();
            let p = Board { shape, x, o: o & shape.all() & !x };
            let mut fast = ValueSolver::new(HotClobber);
            let mut plain = ValueSolver::new(MovesOnly(HotClobber));
            let (f, g) = (fast.value(&p).unwrap(), plain.value(&p).unwrap());
            prop_assert_eq!(fast.arena().to_notation(f), plain.arena().to_notation(g));
            for player in [Player::Left, Player::Right] {
                let listed = HotClobber.move_list(&p, player).len() as u32;
                prop_assert_eq!(HotClobber.mobility(&p, player), listed);
            }
        }
    }
}
