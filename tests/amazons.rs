//! Amazons: the split into regions of unburnt cells and the sixteen-fold normal form agree
//! with the engine's plain search of whole boards; boards print back as read.

use cgsolve::games::partizan::amazons::{Amazons, Board};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;

/// A board of up to 9 cells: mostly empty or burnt, a few amazons.
fn small_board() -> impl Strategy<Value = Board> {
    boards("....##xo", 1..=3, 1..=3, 9)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_move_burns_one_empty_cell(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            for (_, next) in Amazons.move_list(&board, player) {
                prop_assert_eq!((next.burnt & !board.burnt).count_ones(), 1);
                prop_assert_eq!(next.burnt & board.burnt, board.burnt);
                prop_assert_eq!(next.empty().count_ones() + 1, board.empty().count_ones());
            }
        }
    }
}

classic_game_checks!(Amazons, small_board(), 300, 200);

#[test]
fn published_values() {
    let mut values = classic::Values::<Amazons>::new();
    let mut value = |text: &str| values.of(text);
    // CGSuite's test suite.
    assert_eq!(
        value("x...|o..."),
        "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"
    );
    // By hand: in `x..` Left moves to the middle burning the start, then moves again, and
    // Right never moves: 2. In `x#o` neither amazon can move: 0.
    assert_eq!(value("x.."), "2");
    assert_eq!(value("x#o"), "0");
}

#[test]
fn bad_input_is_placed_and_answers_nothing() {
    let (code, out, err) = common::cgsolve_text(&["amazons"], "x.|.o\nx..|o.\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:7: expected a row of 3 cells like the first, found 2\n"
    );
}
