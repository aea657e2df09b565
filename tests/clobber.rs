//! Clobber: the split into stone groups and the sixteen-fold normal form agree with the
//! engine's plain search of whole boards; boards print back as read.

use cgsolve::games::boards::regions::{least_image, with_colours_swapped};
use cgsolve::games::partizan::clobber::{Board, Clobber, Kings, Queens, Rooks};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;

/// A board of up to 12 cells, each empty, `x` or `o`.
fn small_board() -> impl Strategy<Value = Board> {
    boards(".xo", 1..=3, 1..=4, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_capture_removes_one_stone_of_the_other_colour(board in small_board()) {
        for (_, next) in Clobber::default().move_list(&board, Player::Left) {
            prop_assert_eq!(next.x.count_ones(), board.x.count_ones());
            prop_assert_eq!(next.o.count_ones() + 1, board.o.count_ones());
        }
    }

    #[test]
    fn mobility_counts_the_moves_of_every_variant(board in small_board()) {
        for player in [Player::Left, Player::Right] {
            let counts = [
                (Clobber::default().mobility(&board, player), Clobber::default().move_list(&board, player).len()),
                (Kings::default().mobility(&board, player), Kings::default().move_list(&board, player).len()),
                (Rooks::default().mobility(&board, player), Rooks::default().move_list(&board, player).len()),
                (Queens::default().mobility(&board, player), Queens::default().move_list(&board, player).len()),
            ];
            for (counted, listed) in counts {
                prop_assert_eq!(counted as usize, listed);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// The normal form found among the images that can be least is the least of all sixteen
    /// (eight symmetries, colours swapped or not), with the same sign.
    #[test]
    fn the_normal_form_is_the_least_of_the_sixteen_images(board in small_board()) {
        let images = board.shape.images([board.x, board.o]).map(|(shape, [x, o], _)| Board { shape, x, o });
        let plain = least_image(board, with_colours_swapped(images, Board::swapped));
        prop_assert_eq!(Clobber::default().normal_form(&board), plain);
    }

    /// Clobber's groups grown on the bits are the groups of stones joined orthogonally that
    /// hold both colours, each cut to its bounding box, in order of their lowest cell.
    #[test]
    fn groups_are_the_plain_flood_fill(board in small_board()) {
        let shape = board.shape;
        let plain: Vec<Board> = shape
            .parts(board.x | board.o, |shape, s| shape.neighbours4(s))
            .into_iter()
            .filter(|&part| part & board.x != 0 && part & board.o != 0)
            .map(|part| {
                let (top, left, cut) = shape.bounds(part);
                Board {
                    shape: cut,
                    x: shape.window(part & board.x, top, left, cut),
                    o: shape.window(part & board.o, top, left, cut),
                }
            })
            .collect();
        prop_assert_eq!(Clobber::default().components(&board), plain);
    }
}

classic_game_checks!(Clobber, small_board(), 300, 200);

#[test]
fn published_values() {
    let mut values = classic::Values::<Clobber>::new();
    let mut value = |text: &str| values.of(text);
    // CGSuite's test suite.
    assert_eq!(value("xox|ox."), "{^^*|*,v}");
    // By hand: in xo either capture leaves the other player no move, {0|0} = *; in xxo Left's
    // capture leaves x.x (0) and Right's leaves xo. (*), so {0|*} = ^; stones of one colour
    // never move.
    assert_eq!(value("xo"), "*");
    assert_eq!(value("xxo"), "^");
    assert_eq!(value("xxxx"), "0");
    assert_eq!(value("xo|ox"), value("ox|xo"));
}

#[test]
fn bad_input_is_placed_and_answers_nothing() {
    let (code, out, err) = common::cgsolve_text(&["clobber"], "xo\nx#\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:2: expected 'x' (Left's stone), 'o' (Right's stone), '.' (empty) or '|' (next row), found '#'\n"
    );
    let (code, out, _) = common::cgsolve_text(&["clobber", "-p", "xox|ox."], "");
    assert_eq!((code, out.as_str()), (0, "{^^*|*,v}\n"));
}
