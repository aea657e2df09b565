//! Cram: the fast solver against the engine's plain search and its search with every hook, the
//! symmetry laws, and `cgsolve cram` end to end.

mod common;

use cgsolve::Solver;
use cgsolve::games::cram::region::{Cells, cell, reduced};
use cgsolve::games::cram::{CramRules, CramSolver, Grid, PlainCram};
use common::cgsolve_text;
use proptest::prelude::*;

fn grid(h: usize, w: usize, holes: u64) -> Cells {
    (0..h * w)
        .filter(|i| holes & (1 << i) == 0)
        .map(|i| cell(i / w, i % w))
        .fold(0, |a, b| a | b)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Random boards up to 20 cells with random filled cells: three solvers, one answer.
    #[test]
    fn fast_solver_agrees_with_the_engine(h in 1usize..=4, w in 1usize..=5, holes in any::<u64>()) {
        let cells = grid(h, w, holes & holes.rotate_left(7));
        let plain = Solver::new(PlainCram).grundy(&cells);
        prop_assert_eq!(Solver::new(CramRules::new()).grundy(&cells), plain);
        prop_assert_eq!(CramSolver::new().grundy(cells), plain);
    }

    /// Taking away the cells `reduced` names changes no value.
    #[test]
    fn reductions_keep_the_value(h in 1usize..=4, w in 1usize..=6, holes in any::<u64>()) {
        let cells = grid(h, w, holes & holes.rotate_left(5));
        let mut plain = Solver::new(PlainCram);
        prop_assert_eq!(plain.grundy(&reduced(cells)), plain.grundy(&cells));
    }

    /// A board and its mirror images and turns have one value.
    #[test]
    fn symmetric_images_share_a_value(h in 1usize..=4, w in 1usize..=5, holes in any::<u64>()) {
        let holes = holes & holes.rotate_left(11);
        let cells = grid(h, w, holes);
        let turned = (0..h * w)
            .filter(|i| holes & (1 << i) == 0)
            .map(|i| cell(i % w, h - 1 - i / w))
            .fold(0, |a, b| a | b);
        let mut solver = CramSolver::new();
        let mut fresh = CramSolver::new();
        prop_assert_eq!(solver.grundy(cells), fresh.grundy(turned));
    }
}

#[test]
fn even_by_even_boards_are_second_player_wins_and_even_by_odd_first() {
    let mut solver = CramSolver::new();
    for (h, w) in [
        (2, 2),
        (2, 6),
        (4, 4),
        (2, 9),
        (4, 5),
        (3, 4),
        (1, 2),
        (4, 6),
    ] {
        let value = solver.grundy(Grid::empty(h, w).unwrap().cells());
        assert_eq!(value.0 == 0, h % 2 == 0 && w % 2 == 0, "{h}x{w}: {value}");
    }
}

#[test]
fn strips_are_dawsons_kayles() {
    // Cram on 1 x n is the octal game 0.07: OEIS A002187 shifted by one.
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5];
    let mut plain = Solver::new(PlainCram);
    for (n, &v) in dawson.iter().enumerate() {
        let cells = grid(1, n, 0);
        assert_eq!(plain.grundy(&cells).0, v, "1x{n}");
        assert_eq!(CramSolver::new().grundy(cells).0, v, "1x{n}");
    }
}

#[test]
fn cli_values_one_grid_per_line() {
    let input = "2x2\n\n..#.|....\n3x5\n1x7\n";
    let (code, out, err) = cgsolve_text(&["cram"], input);
    assert_eq!((code, err.as_str()), (0, ""));
    let mut plain = Solver::new(PlainCram);
    let expected: Vec<String> = ["2x2", "..#.|....", "3x5", "1x7"]
        .iter()
        .map(|g| {
            let (_, out, _) = cgsolve_text(&["cram", "--json"], g);
            let json: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(json["game"], "cram");
            json["answer"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    let v = plain.grundy(&grid(3, 5, 0));
    assert_eq!(expected[2], v.to_string());
}

#[test]
fn cli_explain_names_every_winning_move() {
    let (code, out, _) = cgsolve_text(&["cram", "--explain"], "1x4\n");
    assert_eq!(code, 0);
    // 1 x 4 is Dawson's Kayles heap 4 (value 2); the one winning move leaves two single cells.
    assert!(out.contains("    ....\n"), "{out}");
    assert!(out.contains("value: *2"), "{out}");
    assert!(
        out.contains("winning moves (1):\n  - row 1, columns 2-3\n"),
        "{out}"
    );
    let (_, out, _) = cgsolve_text(&["cram", "--explain"], "..#...\n");
    assert!(
        out.contains("parts (2):\n  - 2 cells: *\n  - 3 cells: *\n"),
        "{out}"
    );
    let (_, out, _) = cgsolve_text(&["cram", "--explain"], "2x2\n");
    assert!(
        out.contains("winning moves: none: every move loses"),
        "{out}"
    );
}

#[test]
fn cli_bad_grids_exit_2_naming_the_place() {
    for (input, message) in [
        (
            "3x3\n...|..\n",
            "<stdin>:2:7: expected a row of 3 cells like the first, found 2",
        ),
        (
            "..x.\n",
            "<stdin>:1:3: expected '.' (empty), '#' (filled) or '|' (next row)",
        ),
        (
            "9x9\n",
            "<stdin>:1:1: expected a grid of at most 8 rows and 16 columns",
        ),
    ] {
        let (code, out, err) = cgsolve_text(&["cram"], input);
        assert_eq!(code, 2, "{input}");
        assert_eq!(out, "", "{input}");
        assert!(err.contains(message), "{input}: {err}");
    }
}
