//! Ski Jumps: the parts (runs of rows joined by jumps that may happen, and pieces of the other
//! rows), the mirror normal form and the integer of boards without a jump in sight agree with
//! the engine's plain search of whole boards; values are `cgt`'s (`SkiJumps`).

use cgsolve::games::partizan::ski_jumps::{Board, SkiJumps};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;
use common::tables::{check_table, same};

/// A board of up to 12 cells: skiers of both colours, jumpers and slippers, and empty cells at
/// random.
fn small_board() -> impl Strategy<Value = Board> {
    boards("LlRr...", 1..=4, 1..=4, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A slide keeps the skier in its row, going the mover's way (or off the board); a jump
    /// goes two rows down and leaves a slipper of the other colour in between.
    #[test]
    fn slides_keep_the_row_and_jumps_go_two_rows_down(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            for (m, next) in SkiJumps.move_list(&board, player) {
                let (mine, mine_after, theirs, theirs_after) = match player {
                    Player::Left => (board.left, next.left, board.right, next.right),
                    Player::Right => (board.right, next.right, board.left, next.left),
                };
                prop_assert_eq!(theirs_after, theirs);
                let (r0, c0) = m.from;
                match m.to {
                    None => prop_assert_eq!(mine_after.count_ones() + 1, mine.count_ones()),
                    Some((r1, c1)) if r1 == r0 => {
                        prop_assert_eq!(mine_after.count_ones(), mine.count_ones());
                        prop_assert_eq!(c1 > c0, player == Player::Left);
                    }
                    Some((r1, c1)) => {
                        prop_assert_eq!((r1, c1), (r0 + 2, c0));
                        let over = board.shape.index(usize::from(r0) + 1, c0.into());
                        let from = board.shape.index(r0.into(), c0.into());
                        prop_assert_eq!(board.jumpers >> from & 1, 1);
                        prop_assert_eq!(theirs >> over & 1, 1);
                        prop_assert_eq!(next.jumpers >> over & 1, 0);
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Each part is a single part: its own parts are itself alone.
    #[test]
    fn each_part_is_its_own_only_part(board in small_board()) {
        for part in SkiJumps.components(&board) {
            prop_assert_eq!(SkiJumps.components(&part), vec![part]);
        }
    }
}

classic_game_checks!(SkiJumps, small_board(), 300, 200);

#[test]
fn cgts_values() {
    let mut values = classic::Values::<SkiJumps>::new();
    check_table("ski_jumps/cgt.txt", " => ", 300..=300, |[board, value]| {
        same(values.of(board), value)
    });
    // `cgt`'s tests, from Winning Ways' examples and its own.
    for (board, value) in [
        ("...L....|..R.....|........", "2"),
        ("........|...l....|.......R|........|......L.", "-1"),
        (".L...|.R...|.....", "5/2"),
        ("...R.|...L.|.....", "-5/2"),
        ("L....|....R|.....", "1/2"),
        ("L....|R....|.....", "9/2"),
        ("L....|....R|l....", "5"),
        ("L|R|R", "-1"),
        ("R|L|L", "1"),
        (".LR", "0"),
        ("L.R", "*"),
        ("L..R", "*2"),
        ("R.L.R", "-1*"),
        ("L.R|..L", "1*"),
    ] {
        assert_eq!(values.of(board), value, "{board}");
    }
}
