//! Anti-Clobber: the parts (empty cells and the stones beside them) and Clobber's symmetry
//! normal form agree with the engine's plain search of whole boards; values are CGSuite's
//! (`game.grid.AntiClobber(...)`) where CGSuite's own decomposition is sound.

use cgsolve::games::partizan::clobber::AntiClobber;
use cgsolve::games::partizan::clobber::Board;
use cgsolve::text::PositionText;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;
use common::tables::{check_table, same};

/// A board of up to 12 cells: stones of both colours and empty cells at random.
fn small_board() -> impl Strategy<Value = Board> {
    boards("xo.", 1..=3, 1..=4, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A step fills one empty cell and keeps the number of stones of the mover; the cell left
    /// holds the other colour.
    #[test]
    fn a_step_fills_one_empty_cell(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            for (step, next) in AntiClobber::default().move_list(&board, player) {
                let empty = |b: &Board| b.shape.all() & !(b.x | b.o);
                prop_assert_eq!(empty(&next).count_ones() + 1, empty(&board).count_ones());
                let from = board.shape.index(step.from.0.into(), step.from.1.into());
                let (mine, theirs) = match player {
                    Player::Left => (next.x, next.o),
                    Player::Right => (next.o, next.x),
                };
                prop_assert_eq!(theirs >> from & 1, 1);
                let (before, _) = match player {
                    Player::Left => (board.x, board.o),
                    Player::Right => (board.o, board.x),
                };
                prop_assert_eq!(mine.count_ones(), before.count_ones());
            }
        }
    }
}

classic_game_checks!(AntiClobber, small_board(), 300, 200);

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<AntiClobber>::new();
    // CGSuite's test (GameGridTest).
    assert_eq!(values.of("xoxo|oo.."), "{*|-1}");
    check_table(
        "anti_clobber/cgsuite.txt",
        " => ",
        120..=120,
        |[board, value]| same(values.of(board), value),
    );
}

#[test]
fn stones_apart_still_meet_through_empty_cells() {
    // CGSuite lists the options of `x.o` as `oxo` for Left and `xox` for Right, both without
    // a move, so the value is {0|0} = *; its CanonicalForm prints 0, having split the board
    // into the groups `x` and `o` and lost the empty cell between them.
    let mut values = classic::Values::<AntiClobber>::new();
    assert_eq!(values.of("x.o"), "*");
    let board = Board::parse(b"x.o", 1, 1).unwrap();
    let left: Vec<String> = AntiClobber::default()
        .move_list(&board, Player::Left)
        .into_iter()
        .map(|(_, b)| b.to_string())
        .collect();
    assert_eq!(left, ["oxo"]);
}
