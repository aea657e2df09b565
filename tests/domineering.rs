//! Domineering: the region split and the symmetry normal form agree with the engine's plain
//! search of whole boards; boards print back as read.

use cgsolve::games::domineering::{Board, Domineering};
use cgsolve::games::grid::Shape;
use cgsolve::games::regions::{RegionRules, plain_outcome, region_sum_outcome};
use cgsolve::{Outcome, PartizanRules};
use proptest::prelude::*;

/// The outcome of the negative of a game with outcome `o`.
fn negated_outcome(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

/// A board of up to 4 × 4 cells with random filled cells.
fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=4, 1usize..=4, any::<u16>()).prop_map(|(rows, cols, bits)| {
        let shape = Shape::new(rows, cols).unwrap();
        Board {
            shape,
            empty: u128::from(bits) & shape.all(),
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn regions_and_normal_forms_keep_the_outcome(board in small_board()) {
        prop_assert_eq!(
            region_sum_outcome(&Domineering, &board),
            plain_outcome(&Domineering, &board)
        );
    }

    #[test]
    fn each_region_normal_form_keeps_or_swaps_the_outcome(board in small_board()) {
        for region in Domineering.regions(&board) {
            let (normal, negated) = Domineering.normalise(&region);
            let outcome = plain_outcome(&Domineering, &region);
            let expected = if negated { negated_outcome(outcome) } else { outcome };
            prop_assert_eq!(plain_outcome(&Domineering, &normal), expected);
            prop_assert_eq!(Domineering.normalise(&normal), (normal, false));
        }
    }

    #[test]
    fn boards_print_back_as_read(board in small_board()) {
        let text = board.to_string();
        prop_assert_eq!(Board::parse(text.as_bytes(), 1, 1).unwrap(), board);
    }

    #[test]
    fn moves_fill_two_cells(board in small_board()) {
        for player in [cgsolve::Player::Left, cgsolve::Player::Right] {
            for (_, next) in Domineering.move_list(&board, player) {
                prop_assert_eq!(next.empty & !board.empty, 0);
                prop_assert_eq!((board.empty & !next.empty).count_ones(), 2);
            }
        }
    }
}

#[test]
fn a_board_of_128_cells_is_read_and_one_more_is_refused() {
    let row = ".".repeat(16);
    let text = [row.as_str(); 8].join("|");
    let board = Board::parse(text.as_bytes(), 1, 1).unwrap();
    assert_eq!(board.empty.count_ones(), 128);
    assert_eq!(
        Domineering.move_list(&board, cgsolve::Player::Left).len(),
        7 * 16
    );
    let over = format!("{text}|.");
    let e = Board::parse(over.as_bytes(), 2, 1).unwrap_err();
    assert_eq!((e.line, e.column), (2, text.len() + 2));
}
