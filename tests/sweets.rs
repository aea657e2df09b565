//! Sweets (Codeforces 63E): samples, the editorial's edge cases, the fast solvers against the
//! rules searched by the engine, the symmetry arguments, explanations and the command line.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "../benches/baselines/sweets.rs"]
#[allow(dead_code)]
mod baseline;

mod common;

use baseline::EditorialSearch;
use cgsolve::games::contests::sweets::Sweets;
use cgsolve::games::contests::sweets::format::{SweetsContest, parse};
use cgsolve::games::contests::sweets::geometry::{Cells, Hexagon};
use cgsolve::games::contests::sweets::solve::{
    CONTEST_POSITIONS, ComponentSolver, ContestTable, GroupValue, analyse, mirror_centre,
};
use cgsolve::{Contest, ImpartialRules, Nimber, Solver};
use proptest::prelude::*;
use std::cell::RefCell;

const SAMPLE1: &str = "  . . .\n . . O .\n. . O O .\n . . . .\n  . . .\n";
const SAMPLE2: &str = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";

/// The contest answers for every board of an input.
fn answers(input: &str) -> Vec<String> {
    let mut contest = SweetsContest::new();
    let boards = contest.parse(input.as_bytes()).expect("valid input");
    boards
        .iter()
        .map(|b| contest.answer(b).expect("answerable").into_owned())
        .collect()
}

fn check(input: &str, expected: &str) {
    assert_eq!(answers(input), [expected], "{input}");
}

#[test]
fn samples() {
    check(SAMPLE1, "Lillebror");
    check(SAMPLE2, "Karlsson");
}

#[test]
fn editorial_edge_cases() {
    // One lone chocolate: eat it.
    check(". . .\n. . . .\n. . O . .\n. . . .\n. . .\n", "Karlsson");
    // Two chocolates on one line with a gap: they cannot be eaten together. Along a row:
    check(". . .\n. . . .\nO . O . .\n. . . .\n. . .\n", "Lillebror");
    // and along a diagonal (row 2 cell 2, row 4 cell 3; row 3 cell 3 between them is empty):
    check(". . .\n. O . .\n. . . . .\n. . O .\n. . .\n", "Lillebror");
    // The editorial draws its gap example without the indent; indented, its two chocolates
    // (row 2 cell 2, row 3 cell 3) are neighbours on a diagonal, so one move eats both.
    check(". . .\n. O . .\n. . O . .\n. . . .\n. . .\n", "Karlsson");
    // Two neighbouring chocolates: eat both.
    check(". . .\n. . . .\n. O O . .\n. . . .\n. . .\n", "Karlsson");
    // An empty board: the first player cannot move.
    check(". . .\n. . . .\n. . . . .\n. . . .\n. . .\n", "Lillebror");
    // The full board: eat the middle chocolate and mirror every move through the centre.
    check("O O O\nO O O O\nO O O O O\nO O O O\nO O O\n", "Karlsson");
}

#[test]
fn other_sides() {
    check("O\n", "Karlsson");
    check(".\n", "Lillebror");
    // Side 2: a ring of six around an empty centre is point-symmetric: worth 0.
    check("O O\nO . O\nO O\n", "Lillebror");
    check("O O\nO O O\nO O\n", "Karlsson");
    // Full boards of sides 4 and 5: decided by symmetry.
    let full = |side: usize| {
        let hex = Hexagon::of_side(side).unwrap();
        (0..hex.rows())
            .map(|r| vec!["O"; hex.row_len(r)].join(" ") + "\n")
            .collect::<String>()
    };
    check(&full(4), "Karlsson");
    check(&full(5), "Karlsson");
}

#[test]
fn batch_answers_one_line_per_board() {
    let input = format!("{SAMPLE1}\n{SAMPLE2}{SAMPLE1}O\n");
    assert_eq!(
        answers(&input),
        ["Lillebror", "Karlsson", "Lillebror", "Karlsson"]
    );
}

/// A position of `side` from a random mask.
fn position(side: usize, mask: u64) -> Sweets {
    let hex = Hexagon::of_side(side).unwrap();
    Sweets::new(hex, Cells(mask))
}

thread_local! {
    /// One engine search per board side, its memo shared by every case of a property test.
    static ENGINES: RefCell<Vec<Solver<&'static Hexagon>>> =
        RefCell::new((1..=5).map(|side| Solver::new(Hexagon::of_side(side).unwrap())).collect());
}

/// The Grundy value by the engine's plain search of the rules.
fn engine_grundy(p: &Sweets) -> Nimber {
    ENGINES.with(|e| e.borrow_mut()[p.hexagon().side() - 1].grundy(&p.chocolates()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fast_solver_agrees_with_the_engine_on_side_3(mask in 0u64..1 << 19) {
        let p = position(3, mask);
        let mut solver = ComponentSolver::new(p.hexagon());
        let fast = solver.grundy(p.chocolates()).unwrap();
        prop_assert_eq!(fast, engine_grundy(&p));
    }

    #[test]
    fn fast_solver_agrees_with_the_engine_on_side_4(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        // About 14 of the 37 cells, in groups of up to about a dozen.
        let p = position(4, a & (b | c));
        let mut solver = ComponentSolver::new(p.hexagon());
        let analysis = analyse(&mut solver, p.chocolates()).unwrap();
        let reference = engine_grundy(&p);
        prop_assert_eq!(analysis.value, Some(reference));
        prop_assert_eq!(analysis.first_player_wins, reference.next_player_wins());
    }

    #[test]
    fn fast_solver_agrees_with_the_engine_on_half_full_side_4(mask in 0u64..1 << 37) {
        // The engine's plain search is kept to groups of up to 15 chocolates.
        let p = position(4, mask);
        prop_assume!(p.hexagon().components(p.chocolates()).iter().all(|g| g.len() <= 15));
        let mut solver = ComponentSolver::new(p.hexagon());
        prop_assert_eq!(solver.grundy(p.chocolates()).unwrap(), engine_grundy(&p));
    }

    #[test]
    fn every_symmetry_and_translation_keeps_the_value(mask in 0u64..1 << 37, sym in 0usize..12) {
        let hex = Hexagon::of_side(4).unwrap();
        let mut solver = ComponentSolver::new(hex);
        let group = hex.components(Cells(mask)).into_iter().max_by_key(|g| g.len()).unwrap_or_default();
        prop_assume!(group.len() <= 14);
        let image = Cells(group.iter().map(|c| 1u64 << hex.symmetries()[sym][usize::from(c.0)].0).sum());
        prop_assert_eq!(solver.shape(group), solver.shape(image));
        let mut fresh = ComponentSolver::new(hex);
        prop_assert_eq!(solver.grundy(group).unwrap(), fresh.grundy(image).unwrap());
    }

    #[test]
    fn point_symmetric_positions_are_zero_exactly_when_the_centre_is_empty(
        half in any::<u64>(), thin in any::<u64>(), centre in 0u8..37, take_centre: bool
    ) {
        // A set and its mirror image through a centre cell, the centre taken or not: the whole
        // position is point-symmetric, so the mirror strategy decides it, whatever its groups.
        let hex = Hexagon::of_side(4).unwrap();
        let centre = cgsolve::games::contests::sweets::geometry::Cell(centre);
        let (cb, ca) = hex.axial(centre);
        let mut cells = Cells::EMPTY;
        for c in Cells(half & thin & hex.all().0).iter() {
            let (b, a) = hex.axial(c);
            if let Some(m) = hex.cell_at_axial(2 * cb - b, 2 * ca - a) {
                cells = cells | Cells::single(c) | Cells::single(m);
            }
        }
        cells = if take_centre {
            cells | Cells::single(centre)
        } else {
            cells.without(Cells::single(centre))
        };
        // The groups are kept within the size the default search limit answers for every shape.
        prop_assume!(hex.components(cells).iter().all(|g| g.len() <= 15));
        let mut solver = ComponentSolver::new(hex);
        let value = solver.grundy(cells).unwrap();
        prop_assert_eq!(value != Nimber(0), take_centre, "{:?}", cells);
        // Each group that is itself point-symmetric follows the same law about its own centre.
        for group in hex.components(cells) {
            if let Some((b, a)) = mirror_centre(hex, group) {
                let held = hex.cell_at_axial(b, a).is_some_and(|c| group.contains(c));
                prop_assert_eq!(solver.grundy(group).unwrap() != Nimber(0), held);
            }
        }
    }
}

#[test]
fn every_contest_board_is_answered_as_the_engine_search_answers_it() {
    // All 2^19 - 1 non-empty boards written out, read back in one batch and answered.
    let hex = Hexagon::of_side(3).unwrap();
    let mut input = String::with_capacity(CONTEST_POSITIONS * 45);
    for mask in 1..CONTEST_POSITIONS as u64 {
        for row in 0..hex.rows() {
            input.push_str(&" ".repeat((row as i32 - 2).unsigned_abs() as usize));
            let cells: Vec<&str> = (0..hex.row_len(row))
                .map(|i| {
                    let cell = hex.cell(row, i).unwrap();
                    if mask & (1 << cell.0) != 0 { "O" } else { "." }
                })
                .collect();
            input.push_str(&cells.join(" "));
            input.push('\n');
        }
    }
    let answered = answers(&input);
    assert_eq!(answered.len(), CONTEST_POSITIONS - 1);
    let table = ContestTable::build();
    let mut engine = Solver::new(hex);
    for (mask, answer) in (1..CONTEST_POSITIONS as u64).zip(&answered) {
        let wins = engine.grundy(&Cells(mask)).next_player_wins();
        assert_eq!(table.is_win(Cells(mask)), wins, "mask {mask:#b}");
        assert_eq!(
            answer,
            if wins { "Karlsson" } else { "Lillebror" },
            "mask {mask:#b}"
        );
    }
    assert!(!table.is_win(Cells(0)));
}

#[test]
fn the_whole_contest_table_equals_the_editorial_search() {
    let table = ContestTable::build();
    let mut editorial = EditorialSearch::new(2);
    assert_eq!(editorial.move_count(), 103);
    for mask in 0..CONTEST_POSITIONS as u64 {
        assert_eq!(
            table.is_win(Cells(mask)),
            editorial.win(mask),
            "mask {mask:#b}"
        );
    }
}

#[test]
fn reference_moves_are_every_run_once() {
    // The full contest board: 103 distinct segments, every one a legal move.
    let hex = Hexagon::of_side(3).unwrap();
    assert_eq!(hex.move_list(&hex.all()).len(), 103);
    assert_eq!(hex.move_list(&Cells::EMPTY).len(), 0);
}

#[test]
fn large_symmetric_groups_are_valued_by_symmetry() {
    let hex = Hexagon::of_side(5).unwrap();
    let mut solver = ComponentSolver::new(hex);
    let full = analyse(&mut solver, hex.all()).unwrap();
    assert_eq!(full.parts, [(hex.all(), GroupValue::MirrorNonZero)]);
    assert!(full.first_player_wins);
    let centre = hex.cell_at_axial(0, 0).unwrap();
    let ring = analyse(&mut solver, hex.all().without(Cells::single(centre))).unwrap();
    assert_eq!(ring.value, Some(Nimber(0)));
    assert!(!ring.first_player_wins);
}

#[test]
fn explain_names_every_winning_move() {
    let mut contest = SweetsContest::new();
    let boards = contest.parse(SAMPLE2.as_bytes()).unwrap();
    let report = contest.report(&boards[0]).unwrap();
    assert_eq!(report.value.as_deref(), Some("*5"));
    let moves: Vec<&str> = report
        .winning_moves
        .as_ref()
        .unwrap()
        .iter()
        .map(|m| m.describe.as_str())
        .collect();
    assert_eq!(moves, ["b4-d3", "c4-e2"]);
    let parts: Vec<(&str, &str)> = report
        .parts
        .iter()
        .map(|p| (p.describe.as_str(), p.value.as_str()))
        .collect();
    assert_eq!(
        parts,
        [("group A: b4, c4, d3, e2", "*4"), ("group B: d1", "*")]
    );
    let sample1 = contest.parse(SAMPLE1.as_bytes()).unwrap();
    let lost = contest.report(&sample1[0]).unwrap();
    assert!(
        lost.explain()
            .contains("winning moves: none: every move loses")
    );
}

#[test]
fn explained_winning_moves_are_played_by_their_names() {
    // The names --explain gives are the names `cgsolve play` reads, and they win there.
    let mut contest = SweetsContest::new();
    let boards = contest.parse(SAMPLE2.as_bytes()).unwrap();
    let report = contest.report(&boards[0]).unwrap();
    let sweets = cgsolve::games::registry::find_playable("sweets").unwrap();
    let limits = cgsolve::play::Limits::default();
    let played = sweets.analyse(SAMPLE2, None, &limits).unwrap();
    let mut winning: Vec<&str> = played
        .facts
        .moves
        .iter()
        .filter(|m| m.verdict == cgsolve::play::Verdict::Win)
        .map(|m| m.name.as_str())
        .collect();
    let mut explained: Vec<&str> = report
        .winning_moves
        .iter()
        .flatten()
        .map(|m| m.describe.as_str())
        .collect();
    winning.sort();
    explained.sort();
    assert_eq!(explained, winning);
    for name in explained {
        assert!(played.find_move(name).is_some(), "{name}");
    }
}

#[test]
fn explained_winning_moves_are_exactly_the_engines() {
    // Every winning move of random contest positions, against the engine's list.
    let hex = Hexagon::of_side(3).unwrap();
    let mut contest = SweetsContest::new();
    let mut engine = Solver::new(hex);
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..300 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let p = Sweets::new(hex, Cells(state & (state >> 20)));
        let report = contest.report(&p).unwrap();
        let listed: Vec<String> = report
            .winning_moves
            .unwrap()
            .iter()
            .map(|m| m.describe.clone())
            .collect();
        let mut expected: Vec<String> = engine
            .winning_moves(&p.chocolates())
            .iter()
            .map(|(m, _)| cgsolve::games::contests::sweets::text::move_name(hex, m))
            .collect();
        let mut got = listed.clone();
        got.sort();
        expected.sort();
        assert_eq!(got, expected);
    }
}

#[test]
fn full_side_4_board_is_explained_by_symmetry() {
    let hex = Hexagon::of_side(4).unwrap();
    let mut contest = SweetsContest::new();
    let report = contest.report(&Sweets::new(hex, hex.all())).unwrap();
    assert_eq!(report.answer, "Karlsson");
    let moves: Vec<&str> = report
        .winning_moves
        .as_ref()
        .unwrap()
        .iter()
        .map(|m| m.describe.as_str())
        .collect();
    assert!(moves.contains(&"d4"), "{moves:?}");
    assert!(moves.contains(&"d1-d7"), "{moves:?}");
    assert!(
        report
            .explain()
            .contains("Only the winning moves proved by symmetry")
    );
}

fn cli(args: &[&str], stdin: &str) -> (i32, String, String) {
    common::cgsolve_text(&[&["sweets"], args].concat(), stdin)
}

#[test]
fn cli_answers_samples_and_batches() {
    let (code, out, _) = cli(&[], &format!("{SAMPLE1}{SAMPLE2}"));
    assert_eq!((code, out.as_str()), (0, "Lillebror\nKarlsson\n"));
    let (code, out, _) = cli(&["examples/sweets/sample2.txt"], "");
    assert_eq!((code, out.as_str()), (0, "Karlsson\n"));
    let (code, out, _) = cli(&["--json"], SAMPLE2);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["value"], "*5");
    assert_eq!(
        json["winning_moves"][0]["cells"][0],
        serde_json::json!([2, 4])
    );
}

#[test]
fn cli_refuses_bad_input_with_line_and_column() {
    let (code, out, err) = cli(&[], &format!("{SAMPLE1}. . .\n. . O .\n. O X O .\n"));
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert!(
        err.contains("<stdin>:8:5: expected 'O' or '.', found 'X'"),
        "{err}"
    );
    let (code, out, err) = cli(&[], ". . .\n. . O .\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("<stdin>:3:1: board cut short"), "{err}");
}

#[test]
fn parse_reads_what_the_engine_plays() {
    let boards = parse(SAMPLE2.as_bytes()).unwrap();
    let hex = Hexagon::of_side(3).unwrap();
    let expected = Sweets::from_rows(hex, &["...", "...O", "...O.", "O.O.", ".O."]).unwrap();
    assert_eq!(boards, [expected]);
}
