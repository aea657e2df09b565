//! Fission: the parts and the symmetry normal form agree with the engine's plain search of
//! whole boards; values are CGSuite's (`game.grid.Fission(...)`).

use cgsolve::games::partizan::fission::{Board, Fission};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;
use common::tables::{check_table, same};

/// A board of up to 12 cells: stones, empty and blocked cells at random.
fn small_board() -> impl Strategy<Value = Board> {
    boards("x..#", 1..=3, 1..=4, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A split takes one stone away and puts two on empty cells, Left's in the stone's
    /// column, Right's in its row.
    #[test]
    fn a_split_adds_one_stone_beside_the_old_one(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            for (split, next) in Fission.move_list(&board, player) {
                prop_assert_eq!(next.stones.count_ones(), board.stones.count_ones() + 1);
                prop_assert_eq!(next.open, board.open);
                let cell = board.shape.index(split.row.into(), split.col.into());
                prop_assert_eq!(next.stones >> cell & 1, 0);
                let new = next.stones & !board.stones;
                for c in [new.trailing_zeros(), 127 - new.leading_zeros()] {
                    let (r, k) = board.shape.coords(c);
                    match player {
                        Player::Left => prop_assert_eq!(k, usize::from(split.col)),
                        Player::Right => prop_assert_eq!(r, usize::from(split.row)),
                    }
                }
            }
        }
    }
}

classic_game_checks!(Fission, small_board(), 300, 200);

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<Fission>::new();
    check_table(
        "fission/cgsuite.txt",
        " => ",
        300..=300,
        |[board, value]| same(values.of(board), value),
    );
    // CGSuite's documentation example.
    assert_eq!(values.of("....|..x.|....|#..#"), "0");
}
