//! Domineering: the region split and the symmetry normal form agree with the engine's plain
//! search of whole boards; boards print back as read.

use cgsolve::engine::values::ValueSolver;
use cgsolve::games::boards::grid::Shape;
use cgsolve::games::partizan::domineering::{Board, Domineering};
use cgsolve::text::PositionText;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;

/// A board of up to 4 × 4 cells, each empty or filled at random.
fn small_board() -> impl Strategy<Value = Board> {
    boards(".#", 1..=4, 1..=4, 16)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

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

use common::cgsolve_text;

classic_game_checks!(Domineering, small_board(), 300, 200);

/// Whether `player`, moving first on `board`, wins by its canonical value's outcome.
fn wins_by_value(values: &mut ValueSolver<Domineering>, board: &Board, player: Player) -> bool {
    let g = values.value(board).unwrap();
    values.outcome(g).winner_moving_first(player) == player
}

/// What the move bounds count: safe moves alone, spoilable moves all in one pile, or the
/// ones spoiled singly apart, then protective areas too, then the cells left to the opponent.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Counted {
    Safe,
    OnePile,
    Singly,
    Areas,
    All,
}

/// Whether the move bounds of `board` decide `player`'s game moving first, and if so whether
/// they say `player` wins, counting what `counted` says.
fn decided_by_bounds(board: &Board, player: Player, counted: Counted) -> Option<bool> {
    let mut bounds = Domineering.move_bounds(board).unwrap();
    if counted < Counted::All {
        // No cell bound: more cells than any count reaches.
        bounds.cells = u32::MAX / 2;
    }
    if counted < Counted::Areas {
        bounds.protective = [0, 0];
    }
    if counted < Counted::Singly {
        for side in 0..2 {
            bounds.spoilable[side] += bounds.spoilable_singly[side];
            bounds.spoilable_singly[side] = 0;
        }
    }
    if counted == Counted::Safe {
        bounds.spoilable = [0, 0];
    }
    bounds.decides(player)
}

/// Every board of up to 4 × 4 cells, each cell empty or filled: wherever the move bounds
/// decide who wins, the canonical value agrees; the spoilable moves decide some boards that
/// safe moves alone leave open, the ones spoiled singly, counted apart, some more, and the
/// protective areas and the cells left to the opponent more again.
#[test]
fn move_bounds_agree_with_values_on_every_board_up_to_4_by_4() {
    let mut values = ValueSolver::new(Domineering);
    let (mut decided, mut by_spoilable, mut by_singly) = (0, 0, 0);
    let (mut by_areas, mut by_cells) = (0, 0);
    for rows in 1..=4 {
        for cols in 1..=4 {
            let shape = Shape::new(rows, cols).unwrap();
            for bits in 0..1u128 << (rows * cols) {
                let board = Board { shape, empty: bits };
                for player in [Player::Left, Player::Right] {
                    let Some(wins) = decided_by_bounds(&board, player, Counted::All) else {
                        continue;
                    };
                    assert_eq!(wins, wins_by_value(&mut values, &board, player), "{board}");
                    decided += 1;
                    let by = |counted| decided_by_bounds(&board, player, counted).is_some();
                    if !by(Counted::Areas) {
                        by_cells += 1;
                    } else if !by(Counted::Singly) {
                        by_areas += 1;
                    } else if !by(Counted::OnePile) {
                        by_singly += 1;
                    } else if !by(Counted::Safe) {
                        by_spoilable += 1;
                    }
                }
            }
        }
    }
    assert!(
        decided > 10_000
            && by_spoilable > 100
            && by_singly > 10
            && by_areas > 1000
            && by_cells > 1000,
        "{decided} {by_spoilable} {by_singly} {by_areas} {by_cells}"
    );
}

/// A board of up to 5 × 5 cells, about three in four of them empty.
fn board_up_to_5_by_5() -> impl Strategy<Value = Board> {
    boards("...#", 1..=5, 1..=5, 25)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn safe_moves_alone_are_the_move_bounds_safe_moves(board in board_up_to_5_by_5()) {
        let bounds = Domineering.move_bounds(&board).unwrap();
        prop_assert_eq!(Domineering.safe_moves(&board), Some(bounds.safe), "{}", board);
    }

    #[test]
    fn move_bounds_agree_with_values_on_random_boards_up_to_5_by_5(
        board in board_up_to_5_by_5()
    ) {
        let mut values = ValueSolver::new(Domineering);
        for player in [Player::Left, Player::Right] {
            if let Some(wins) = decided_by_bounds(&board, player, Counted::All) {
                prop_assert_eq!(wins, wins_by_value(&mut values, &board, player), "{}", board);
            }
        }
    }
}

#[test]
fn published_values() {
    let mut values = classic::Values::<Domineering>::new();
    let mut value = |text: &str| values.of(text);
    // Winning Ways, chapter 5: a vertical pair is 1, a horizontal pair -1, the 2 x 2 square ±1.
    assert_eq!(value(".|."), "1");
    assert_eq!(value(".."), "-1");
    assert_eq!(value("..|.."), "+-1");
    assert_eq!(value("...."), "-2");
    // The empty 5 x 5 board is a second-player win (Lachmann, Moore and Rapaport, 2000).
    assert_eq!(value(".....|.....|.....|.....|....."), "0");
    // CGSuite's test suite: the empty 4 x 4 board.
    assert_eq!(
        value("....|....|....|...."),
        "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"
    );
}

#[test]
fn the_command_answers_files_inline_positions_and_reports() {
    let (code, out, err) = cgsolve_text(&["domineering"], "..|..\n\n.|.\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "+-1\n1\n", ""));
    let (code, out, _) = cgsolve_text(&["domineering", "-p", "...|#.."], "");
    // {1 | -1}: Left leaves a vertical pair, Right a horizontal one.
    assert_eq!((code, out.as_str()), (0, "+-1\n"));
    let (code, out, _) = cgsolve_text(&["domineering", "--json", "-p", "..|.."], "");
    assert_eq!(code, 0);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["value"], "+-1");
    assert_eq!(report["outcome"], "N");
    assert_eq!(report["left_winning_moves"].as_array().unwrap().len(), 2);
    assert_eq!(report["right_winning_moves"][0]["value_after"], "-1");
    let (code, out, _) = cgsolve_text(&["domineering", "--explain", "-p", "..#|..#"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("    ..#\n    ..#\nanswer: +-1\n"), "{out}");
    assert!(out.contains("parts (1):\n  - ..|..: +-1\n"), "{out}");
}

#[test]
fn bad_input_is_placed_and_answers_nothing() {
    for (input, message) in [
        (
            "..\n.x\n",
            "cgsolve: <stdin>:2:2: expected '.' (empty), '#' (filled) or '|' (next row), found 'x'\n",
        ),
        (
            "...|..\n",
            "cgsolve: <stdin>:1:7: expected a row of 3 cells like the first, found 2\n",
        ),
        (
            "..|...\n",
            "cgsolve: <stdin>:1:6: expected '|' after a row of 2 cells like the first\n",
        ),
    ] {
        let (code, out, err) = cgsolve_text(&["domineering"], input);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", message));
    }
    let over = format!("..\n{}\n", ".".repeat(129));
    let (code, out, err) = cgsolve_text(&["domineering"], &over);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("cgsolve: <stdin>:2:129: expected at most 128 cells"),
        "{err}"
    );
    let (code, out, err) = cgsolve_text(
        &[
            "domineering",
            "--memory",
            "1G",
            "--memo",
            "5",
            "-p",
            "....|....|....",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("over the limit of 5 regions and"), "{err}");
}

/// Long run (about 260 s of CPU and 3.4 GB): the canonical value of the empty 6 x 6 board,
/// recorded in `tests/data/domineering/6x6.txt` when first computed (BENCHMARKS.md,
/// "Domineering's larger boards"). The square is its own transpose, which swaps the players,
/// so its value is its own negative; it is a first player's win (Breuker, Uiterwijk and van
/// den Herik, "Solving 8 x 8 Domineering", 2000, table of m x n outcomes).
#[test]
#[ignore]
fn the_6x6_board_has_its_recorded_value() {
    let mut values = classic::Values::<Domineering>::new();
    let value = values.of("......|......|......|......|......|......");
    let recorded = include_str!("data/domineering/6x6.txt").trim();
    assert_eq!(value, recorded);
    let mut arena = cgsolve::Arena::new();
    let g = arena.parse_game(&value).unwrap();
    assert_eq!(
        arena.neg(g),
        g,
        "the value of the square is its own negative"
    );
    assert_eq!(arena.outcome(g), cgsolve::Outcome::N);
}
