//! Clobber: the split into stone groups and the sixteen-fold normal form agree with the
//! engine's plain search of whole boards; boards print back as read.

use cgsolve::games::clobber::{Board, Clobber};
use cgsolve::games::grid::Shape;
use cgsolve::games::regions::{RegionRules, plain_outcome, region_sum_outcome};
use cgsolve::{Outcome, PartizanRules, Player};
use proptest::prelude::*;

/// The outcome of the negative of a game with outcome `o`.
fn negated_outcome(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

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
            let bits = |want| {
                cells
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| c == want)
                    .fold(0u128, |acc, (i, _)| acc | 1 << i)
            };
            Board {
                shape,
                x: bits(1),
                o: bits(2),
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn groups_and_normal_forms_keep_the_outcome(board in small_board()) {
        prop_assert_eq!(region_sum_outcome(&Clobber, &board), plain_outcome(&Clobber, &board));
    }

    #[test]
    fn each_group_normal_form_keeps_or_swaps_the_outcome(board in small_board()) {
        for region in Clobber.regions(&board) {
            let (normal, negated) = Clobber.normalise(&region);
            let outcome = plain_outcome(&Clobber, &region);
            let expected = if negated { negated_outcome(outcome) } else { outcome };
            prop_assert_eq!(plain_outcome(&Clobber, &normal), expected);
            prop_assert_eq!(Clobber.normalise(&normal), (normal, false));
        }
    }

    #[test]
    fn boards_print_back_as_read(board in small_board()) {
        let text = board.to_string();
        prop_assert_eq!(Board::parse(text.as_bytes(), 1, 1).unwrap(), board);
    }

    #[test]
    fn a_capture_removes_one_stone_of_the_other_colour(board in small_board()) {
        for (_, next) in Clobber.move_list(&board, Player::Left) {
            prop_assert_eq!(next.x.count_ones(), board.x.count_ones());
            prop_assert_eq!(next.o.count_ones() + 1, board.o.count_ones());
        }
    }
}

mod common;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::region_values::RegionValues;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn region_values_equal_the_engine_values_of_whole_boards(board in small_board()) {
        let mut fast = RegionValues::new(Clobber, 1 << 20);
        let g = fast.value(&board).unwrap();
        let mut plain = ValueSolver::new(Clobber);
        let h = plain.value(&board);
        prop_assert_eq!(fast.arena().to_notation(g), plain.arena().to_notation(h));
    }
}

#[test]
fn published_values() {
    let mut values = RegionValues::new(Clobber, 1 << 20);
    let mut value = |text: &str| {
        let g = values
            .value(&Board::parse(text.as_bytes(), 1, 1).unwrap())
            .unwrap();
        values.arena().to_notation(g)
    };
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
        "cgsolve: <stdin>:2:2: expected a cell ('x', 'o', '.') or '|', found '#'\n"
    );
    let (code, out, _) = common::cgsolve_text(&["clobber", "-p", "xox|ox."], "");
    assert_eq!((code, out.as_str()), (0, "{^^*|*,v}\n"));
}
