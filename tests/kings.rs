//! Kings (Clobber with diagonal captures): the split into groups of stones joined in any of the
//! eight directions and the sixteen-fold normal form agree with the engine's plain search of
//! whole boards; values are CGSuite's (`game.grid.Kings(...)`).

use cgsolve::games::clobber::{Board, Kings};
use cgsolve::games::common::grid::{GridText, Shape};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;

/// A board of up to 12 cells, each empty, `x` or `o`.
fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=3, 1usize..=4)
        .prop_flat_map(|(rows, cols)| {
            (
                Just(Shape::new(rows, cols).unwrap()),
                proptest::collection::vec(0u8..3, rows * cols),
            )
        })
        .prop_map(|(shape, cells)| {
            let g = GridText { shape, cells };
            Board {
                shape: g.shape,
                x: g.cells_of(1),
                o: g.cells_of(2),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_capture_takes_a_neighbour_in_one_of_eight_directions(board in small_board()) {
        for (capture, next) in Kings::default().move_list(&board, Player::Left) {
            let (a, b) = (capture.from, capture.to);
            prop_assert!(a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1 && a != b);
            prop_assert_eq!(next.x.count_ones(), board.x.count_ones());
            prop_assert_eq!(next.o.count_ones() + 1, board.o.count_ones());
        }
    }
}

classic_game_checks!(Kings, small_board(), 300, 200);

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<Kings>::new();
    // By hand: diagonal stones capture each other, unlike in Clobber.
    assert_eq!(values.of("x.|.o"), "*");
    // From CGSuite (game.grid.Kings("...").CanonicalForm).
    for (board, expected) in [
        ("o.o|oxx|xoo", "{^,{{^^*|^},{0|+-{*,^}}|0,v*}|||*,v|0||0}"),
        (".ox.|.oo.|x..x", "{^<2>*,{^^*|v,+-{*,^}}||+-{*,^}|0}"),
        ("ooo|oxx|.xo", "{{^^*|^||||0,v*|||*,v|0||0}|v3}"),
        (".xx|xo.|ox.", "{0||0|*,^|||v,{0,*|v,+-{*,^}}}"),
        ("...x|oxox|x.ox", "{0||0,*|0,^*|||*,v|{v|vv*},v}"),
        ("..o|oxx|o.x", "{0,^*|{0|vv*},{*,+-{*,^}|v}}"),
        ("oxx|o..|oox", "{*,^|vv*|||0,+-{*,^}|vv*||0}"),
        ("oxx.|x.ox|x..x", "{^|*,{*,{0|*,^}|0,*}}"),
        (".o..|xoo.|x..o", "{*,{*,v|vv*,v}|v3}"),
        ("x.xo|.oo.", "{0,+-{*,^}|vv*}"),
    ] {
        assert_eq!(values.of(board), expected, "{board}");
    }
}
