//! Amazons: the split into regions of unburnt cells and the sixteen-fold normal form agree
//! with the engine's plain search of whole boards; boards print back as read.

use cgsolve::games::amazons::{Amazons, Board};
use cgsolve::games::common::grid::Shape;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;

/// A board of up to 9 cells: mostly empty or burnt, a few amazons.
fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=3, 1usize..=3)
        .prop_flat_map(|(rows, cols)| {
            let cell = prop_oneof![4 => Just(0u8), 2 => Just(3u8), 1 => Just(1u8), 1 => Just(2u8)];
            (
                Just(Shape::new(rows, cols).unwrap()),
                proptest::collection::vec(cell, rows * cols),
            )
        })
        .prop_map(|(shape, cells)| {
            // The cells holding `want`, bit i for cell i.
            let cells_of =
                |want: u8| (cells.iter().rev()).fold(0, |acc, &c| acc << 1 | u128::from(c == want));
            Board {
                shape,
                x: cells_of(1),
                o: cells_of(2),
                burnt: cells_of(3),
            }
        })
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
