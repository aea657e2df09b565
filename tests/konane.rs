//! Konane: the parts (groups of stones whose reaches never touch) and the symmetry normal form
//! agree with the engine's plain search of whole boards; values are CGSuite's (its 1.x
//! `game.grid.Konane` ruleset) and `cgt`'s (`Konane`, with blocked cells).

use cgsolve::games::partizan::konane::{Board, Konane};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;
use common::tables::{check_table, same};

/// A board of up to 12 cells: stones of both colours, empty and blocked cells at random.
fn small_board() -> impl Strategy<Value = Board> {
    boards("xo..#", 1..=3, 1..=4, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A jump moves one stone of the mover along its row or column, an even number of cells,
    /// and takes one stone of the other colour for every two cells.
    #[test]
    fn a_jump_takes_a_stone_every_two_cells(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            for (jump, next) in Konane.move_list(&board, player) {
                let ((r0, c0), (r1, c1)) = (jump.from, jump.to);
                prop_assert!(r0 == r1 || c0 == c1);
                let distance = u32::from(r0.abs_diff(r1) + c0.abs_diff(c1));
                prop_assert!(distance >= 2 && distance % 2 == 0);
                let (mine, theirs, mine_after, theirs_after) = match player {
                    Player::Left => (board.x, board.o, next.x, next.o),
                    Player::Right => (board.o, board.x, next.o, next.x),
                };
                prop_assert_eq!(mine_after.count_ones(), mine.count_ones());
                prop_assert_eq!(theirs_after.count_ones() + distance / 2, theirs.count_ones());
                prop_assert_eq!(next.open, board.open);
                let to = board.shape.index(r1.into(), c1.into());
                prop_assert_eq!(mine_after >> to & 1, 1);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Each part is a single part: its own parts are itself alone.
    #[test]
    fn each_part_is_its_own_only_part(board in small_board()) {
        for part in Konane.components(&board) {
            prop_assert_eq!(Konane.components(&part), vec![part]);
        }
    }
}

classic_game_checks!(Konane, small_board(), 300, 200);

/// The values of the `board => value` rows of the table `name` (of `rows` rows).
fn table(name: &str, rows: usize, values: &mut classic::Values<Konane>) {
    check_table(name, " => ", rows..=rows, |[board, value]| {
        same(values.of(board), value)
    });
}

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<Konane>::new();
    table("konane/cgsuite.txt", 300, &mut values);
    // `cgt`'s tests.
    assert_eq!(values.of("..ox"), "1");
    assert_eq!(values.of(".ox."), "*");
    assert_eq!(values.of(".ox.|o..x|...."), "+-1");
}

#[test]
fn cgts_values_with_blocked_cells() {
    let mut values = classic::Values::<Konane>::new();
    table("konane/cgt.txt", 100, &mut values);
}
