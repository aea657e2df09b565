//! EllysCheckers: the samples, the 118 system tests, the parity law proved by exhaustive search
//! over every board of every length 1..=16 (24 in an ignored test), the rules against an
//! independent reading of them, the contest format's errors, and the command line.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "../benches/baselines/checkers.rs"]
#[allow(dead_code)]
mod baseline;

mod common;

use baseline::bitmask_dp;
use cgsolve::games::contests::checkers::format::parse;
use cgsolve::games::contests::checkers::search::{RemotenessTable, Search};
use cgsolve::games::contests::checkers::solve::{self, Tally};
use cgsolve::games::contests::checkers::{AllBoards, Board, Checkers, Rules};
use cgsolve::{Contest, GrundyTable, Nimber, Outcome, Solver, WinTable};
use common::tables::{check_table, same, tab_rows};
use proptest::prelude::*;
use serde_json::Value;
use std::collections::BTreeSet;

/// The contest answers for an input, through the same library path as the command line.
fn answers(input: &str) -> Vec<String> {
    let mut game = Checkers::default();
    let boards = game.parse(input.as_bytes()).expect("valid input");
    boards
        .iter()
        .map(|b| game.answer(b).unwrap().into_owned())
        .collect()
}

fn check(board: &str, expected: &str) {
    assert_eq!(answers(board), [expected], "board {board}");
}

/// The board of `len` cells at dense index `index` (bit `len - 1 - i` is cell `i`), as text.
fn text_of(len: usize, index: usize) -> String {
    (0..len)
        .map(|cell| {
            if index >> (len - 1 - cell) & 1 == 1 {
                'o'
            } else {
                '.'
            }
        })
        .collect()
}

#[test]
fn samples() {
    check(".o...", "YES");
    check("..o..o", "YES");
    check(".o...ooo..oo..", "NO");
    check("......o.ooo.o......", "YES");
    check(".o..o...o....o.....o", "NO");
    let sample = std::fs::read_to_string("examples/checkers/sample1.txt").unwrap();
    assert_eq!(answers(&sample), ["YES", "YES", "NO", "YES", "NO"]);
}

#[test]
fn tricky_boards() {
    let sample = std::fs::read_to_string("examples/checkers/sample2.txt").unwrap();
    let boards: Vec<&str> = sample.lines().collect();
    // A lone cell (empty or with a checker that is removed), a checker next to the last cell,
    // a jump onto the last cell, a checker standing on the last cell, a 40-cell board.
    assert_eq!(boards[..6], ["o", ".", "oo", "ooo.", "ooo..", "oooo"]);
    assert_eq!(
        answers(&sample),
        ["NO", "NO", "YES", "NO", "YES", "NO", "NO"]
    );
    let mut solver = Solver::new(Rules);
    for board in boards.into_iter().filter(|b| b.len() <= 20) {
        let wins = solver.outcome(&Board::from_text(board).unwrap()) == Outcome::N;
        assert_eq!(answers(board), [if wins { "YES" } else { "NO" }], "{board}");
    }
}

/// The table of the system tests: a board and its answer a row.
const SYSTEM_TESTS: &str = "checkers/srm534-system-tests.tsv";

fn system_tests() -> Vec<(String, String)> {
    tab_rows(SYSTEM_TESTS)
        .into_iter()
        .map(|row| match <[String; 2]>::try_from(row) {
            Ok([board, expected]) => (board, expected),
            Err(row) => panic!("board<TAB>answer: {row:?}"),
        })
        .collect()
}

#[test]
fn the_118_system_tests_pass() {
    let tests = system_tests();
    assert_eq!(tests.len(), 118);
    let input: String = tests.iter().map(|(b, _)| format!("{b}\n")).collect();
    let expected: Vec<&str> = tests.iter().map(|(_, e)| e.as_str()).collect();
    assert_eq!(answers(&input), expected);
}

#[test]
fn the_system_tests_agree_with_the_editorial_dp_and_the_reference() {
    let mut solvers: Vec<Solver<Rules>> = (0..=20).map(|_| Solver::new(Rules)).collect();
    check_table(SYSTEM_TESTS, "\t", 118..=118, |[board, expected]| {
        let wins = expected == "YES";
        same(bitmask_dp(board), Some(wins)).map_err(|e| format!("editorial DP: {e}"))?;
        if board.len() <= 16 {
            let b = Board::from_text(board).unwrap();
            let outcome = solvers[board.len()].outcome(&b);
            same(outcome, Outcome::impartial(wins)).map_err(|e| format!("search: {e}"))?;
        }
        Ok(())
    });
}

/// Every board of `len` cells, one per line, parsed by the contest parser and answered by the
/// fast solver, against the engine's whole-state-space search over the rules: one table per
/// length. Also: the Grundy value of every board is its distance sum's parity (`*` or `0`).
fn prove_the_law_for_length(len: usize) {
    let game = AllBoards::new(len).unwrap();
    let wins = WinTable::build(&game).unwrap();
    let boards = 1usize << len;
    assert_eq!(wins.positions(), boards);
    let input: String = (0..boards).map(|i| text_of(len, i) + "\n").collect();
    let parsed = parse(input.as_bytes()).unwrap();
    assert_eq!(parsed.len(), boards);
    for (index, position) in parsed.iter().enumerate() {
        assert_eq!(
            position.first_player_wins(),
            wins.is_win(index),
            "board {} of {len} cells",
            text_of(len, index)
        );
    }
    if len <= 16 {
        let grundy = GrundyTable::build(&game).unwrap();
        for index in 0..boards {
            let parity = u32::from(wins.is_win(index));
            assert_eq!(
                grundy.grundy(index),
                Nimber(parity),
                "board {}",
                text_of(len, index)
            );
        }
    }
}

#[test]
fn the_parity_law_holds_for_every_board_of_every_length_up_to_16() {
    for len in 1..=16 {
        prove_the_law_for_length(len);
    }
}

#[test]
#[ignore = "2^17 + ... + 2^24 boards: about ten seconds in release"]
fn the_parity_law_holds_for_every_board_of_every_length_17_to_24() {
    for len in 17..=24 {
        prove_the_law_for_length(len);
    }
}

#[test]
fn the_generic_solver_agrees_with_the_tables_on_every_board_up_to_12_cells() {
    for len in 1..=12 {
        let game = AllBoards::new(len).unwrap();
        let wins = WinTable::build(&game).unwrap();
        let remoteness = RemotenessTable::build(&game).unwrap();
        let mut solver = Solver::new(Rules);
        for index in 0..1usize << len {
            let board = Board::from_index(len, index as u64).unwrap();
            assert_eq!(
                solver.outcome(&board),
                Outcome::impartial(wins.is_win(index)),
                "{board}"
            );
            assert_eq!(
                solver.remoteness(&board),
                remoteness.remoteness(index),
                "{board}"
            );
            assert_eq!(
                solve::first_player_wins(&board),
                wins.is_win(index),
                "{board}"
            );
        }
    }
}

/// The rules read straight from the statement, on text, as an independent check of
/// [`Board::moves`]: every board one move away, as text.
fn naive_moves(board: &str) -> BTreeSet<String> {
    let mut cells: Vec<u8> = board.bytes().collect();
    let n = cells.len();
    cells[n - 1] = b'.';
    let mut out = BTreeSet::new();
    for i in 0..n - 1 {
        if cells[i] != b'o' {
            continue;
        }
        let mut go = |to: usize| {
            let mut next = cells.clone();
            next[i] = b'.';
            if to != n - 1 {
                next[to] = b'o';
            }
            out.insert(String::from_utf8(next).unwrap());
        };
        if cells[i + 1] == b'.' {
            go(i + 1);
        }
        if i + 3 < n && cells[i + 1] == b'o' && cells[i + 2] == b'o' && cells[i + 3] == b'.' {
            go(i + 3);
        }
    }
    out
}

#[test]
fn moves_follow_the_statement_on_every_board_up_to_14_cells() {
    for len in 1..=14 {
        for index in 0..1usize << len {
            let text = text_of(len, index);
            let board = Board::from_text(&text).unwrap();
            let ours: BTreeSet<String> = board.moves().iter().map(|(_, n)| n.to_string()).collect();
            assert_eq!(ours, naive_moves(&text), "{text}");
        }
    }
}

fn board_text(max: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(prop_oneof![Just('.'), Just('o')], 1..=max)
        .prop_map(|cells| cells.into_iter().collect())
}

proptest! {
    #[test]
    fn moves_follow_the_statement(text in board_text(64)) {
        let board = Board::from_text(&text).unwrap();
        let ours: BTreeSet<String> = board.moves().iter().map(|(_, next)| next.to_string()).collect();
        prop_assert_eq!(ours, naive_moves(&text));
        for (mv, next) in board.moves() {
            prop_assert!(next.index() < board.index(), "{} does not lower the index", mv);
        }
    }

    #[test]
    fn search_agrees_with_the_parity_law(text in board_text(18)) {
        let board = Board::from_text(&text).unwrap();
        let mut solver = Solver::new(Rules);
        prop_assert_eq!(
            solver.outcome(&board),
            Outcome::impartial(solve::first_player_wins(&board))
        );
        prop_assert_eq!(answers(&text), [if solve::first_player_wins(&board) { "YES" } else { "NO" }]);
    }

    #[test]
    fn the_editorial_dp_agrees_with_the_parity_law(text in board_text(16)) {
        let board = Board::from_text(&text).unwrap();
        prop_assert_eq!(bitmask_dp(&text), Some(solve::first_player_wins(&board)));
    }

    #[test]
    fn the_tally_streams_and_sums_exactly(
        text in board_text(3000),
        cut in any::<proptest::sample::Index>(),
    ) {
        let n = text.len();
        let naive: u128 = text
            .bytes()
            .enumerate()
            .filter(|(_, b)| *b == b'o')
            .map(|(i, _)| (n - 1 - i) as u128)
            .sum();
        let mut whole = Tally::default();
        prop_assert_eq!(whole.scan(text.as_bytes()), n);
        prop_assert_eq!(whole.distance_sum().0, naive);
        let at = cut.index(n + 1);
        let mut pieces = Tally::default();
        pieces.scan(&text.as_bytes()[..at]);
        pieces.scan(&text.as_bytes()[at..]);
        prop_assert_eq!(pieces, whole);
        let parsed = parse(format!("{text}\n").as_bytes()).unwrap();
        prop_assert_eq!(parsed[0].distance_sum().0, naive);
        prop_assert_eq!(parsed[0].cells(), n as u64);
        let checkers = text.bytes().filter(|&b| b == b'o').count() as u64;
        let on_last = u64::from(text.ends_with('o'));
        prop_assert_eq!(parsed[0].checkers_in_play(), checkers - on_last);
    }
}

#[test]
fn a_long_board_is_answered_by_its_distance_sum() {
    // 10^6 cells, a checker on every cell whose index is a multiple of 3 or 7.
    let n = 1_000_000u64;
    let text: String = (0..n)
        .map(|i| if i % 3 == 0 || i % 7 == 0 { 'o' } else { '.' })
        .collect();
    let sum: u128 = (0..n)
        .filter(|i| i % 3 == 0 || i % 7 == 0)
        .map(|i| u128::from(n - 1 - i))
        .sum();
    let parsed = parse(text.as_bytes()).unwrap();
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].distance_sum().0, sum);
    assert_eq!(parsed[0].board(), None);
    let flipped = format!("{}o", &text[..text.len() - 1]);
    // A checker added on the last cell changes nothing.
    assert_eq!(parse(flipped.as_bytes()).unwrap()[0].distance_sum().0, sum);
    let expected = if sum % 2 == 1 { "YES" } else { "NO" };
    assert_eq!(answers(&text), [expected]);
}

/// The parse error of an input, as `line:column: message`.
fn parse_error(input: &str) -> String {
    parse(input.as_bytes()).unwrap_err().to_string()
}

#[test]
fn line_ends_trailing_blanks_and_the_last_line() {
    assert_eq!(answers(".o...\r\n..o..o\r\n"), ["YES", "YES"]);
    assert_eq!(answers(".o... \t\n..o..o  "), ["YES", "YES"]);
    assert_eq!(answers(".o...\n..o..o"), ["YES", "YES"]);
    assert_eq!(answers(".o...\n\n\n"), ["YES"]);
    assert_eq!(answers("o\no\r\n \n"), ["NO", "NO"]);
}

#[test]
fn bad_input_names_line_and_column() {
    assert_eq!(
        parse_error(".o...\n.ox..\n"),
        "2:3: expected '.' or 'o', found 'x'"
    );
    assert_eq!(
        parse_error(".o. o\n"),
        "1:4: expected '.' or 'o' (blanks may only end a line), found ' '"
    );
    assert_eq!(parse_error("o.O\n"), "1:3: expected '.' or 'o', found 'O'");
    assert_eq!(
        parse_error("..\r.\n"),
        "1:3: expected '.' or 'o' (blanks may only end a line), found byte 0x0d"
    );
    assert_eq!(
        parse_error(".o...\n\n..o..o\n"),
        "2:1: expected a board (a row of '.' and 'o'), found the end of the line"
    );
    assert_eq!(
        parse_error(".o...\n  \n..o..o\n"),
        "2:1: expected a board (a row of '.' and 'o'), found ' '"
    );
    assert_eq!(
        parse_error(""),
        "1:1: expected a board (a row of '.' and 'o'), found the end of the input"
    );
    assert_eq!(
        parse_error("\n"),
        "1:1: expected a board (a row of '.' and 'o'), found the end of the line"
    );
    assert_eq!(
        parse_error("o\n.\u{e9}\n"),
        "2:2: expected '.' or 'o', found byte 0xc3"
    );
    let long = format!("{}x\n", ".".repeat(100_000));
    assert_eq!(
        parse_error(&long),
        "1:100001: expected '.' or 'o', found 'x'"
    );
}

fn report_json(board: &str) -> Value {
    let mut game = Checkers::default();
    let parsed = game.parse(board.as_bytes()).unwrap();
    serde_json::from_str(&game.report(&parsed[0]).unwrap().to_json()).unwrap()
}

#[test]
fn the_report_shows_distances_the_law_and_every_searched_move() {
    let json = report_json(".o...ooo..oo..");
    assert_eq!(json["answer"], "NO");
    assert_eq!(json["outcome"], "P");
    assert_eq!(json["value"], "0");
    assert_eq!(json["distances"], serde_json::json!([12, 8, 7, 6, 3, 2]));
    assert_eq!(json["distance_sum"], 38);
    assert_eq!(json["winning_moves"], serde_json::json!([]));
    assert_eq!(json["choice"], "no move wins (0 of 4)");
    let board = Board::from_text(".o...ooo..oo..").unwrap();
    let mut solver = Solver::new(Rules);
    assert_eq!(json["remoteness"], solver.remoteness(&board));
    let notes = json["notes"].to_string();
    assert!(notes.contains("5>8 (then"), "{notes}");

    let json = report_json("......o.ooo.o......");
    assert_eq!(json["answer"], "YES");
    assert_eq!(json["value"], "*");
    let moves = json["winning_moves"].as_array().unwrap();
    let board = Board::from_text("......o.ooo.o......").unwrap();
    assert_eq!(moves.len(), board.moves().len());
    assert_eq!(json["choice"], "every move wins (4 of 4)");
    assert_eq!(moves[1]["describe"], "8>11");
    assert_eq!(moves[1]["kind"], "jump");
    for m in moves {
        let after = m["remoteness_after"].as_u64().unwrap() as u32;
        let to = board
            .moves()
            .into_iter()
            .find(|(mv, _)| mv.to_string() == m["describe"])
            .unwrap()
            .1;
        assert_eq!(after, solver.remoteness(&to));
    }
    assert_eq!(json["remoteness"], solver.remoteness(&board));
}

#[test]
fn the_report_of_longer_boards_rests_on_the_law() {
    let thirty = "o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.";
    let json = report_json(thirty);
    assert_eq!(json["winning_moves_by"], "parity law");
    assert!(json.get("remoteness").is_none());
    let board = Board::from_text(thirty).unwrap();
    let wins = solve::first_player_wins(&board);
    let listed = json["winning_moves"].as_array().unwrap().len();
    assert_eq!(listed, if wins { board.moves().len() } else { 0 });

    let json = report_json(&"o.".repeat(50));
    assert_eq!(json["cell_count"], 100);
    assert_eq!(
        json["distance_sum"],
        (0..50).map(|k| 99 - 2 * k).sum::<u64>()
    );
    assert!(json.get("winning_moves").is_none());
    assert!(json.get("board").is_none());
}

#[test]
fn the_search_tables_are_kept_per_length() {
    let mut search = Search::default();
    assert!(search.solved(25).unwrap().is_none());
    let solved = search.solved(10).unwrap().unwrap();
    assert_eq!(solved.wins.positions(), 1 << 10);
    let board = Board::from_text("ooo..o.o..").unwrap();
    assert_eq!(
        solved.wins.is_win(board.index() as usize),
        solve::first_player_wins(&board)
    );
}

fn cgsolve(args: &[&str], stdin: &str) -> (i32, String, String) {
    common::cgsolve_text(args, stdin)
}

#[test]
fn cli_answers_the_sample_file() {
    let (code, out, err) = cgsolve(&["checkers", "examples/checkers/sample1.txt"], "");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, "YES\nYES\nNO\nYES\nNO\n", "")
    );
}

#[test]
fn cli_refuses_bad_input_with_exit_code_2_and_no_answer() {
    let (code, out, err) = cgsolve(&["checkers"], ".o...\n..o.x\n");
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:5: expected '.' or 'o', found 'x'\n"
    );
    let (code, out, err) = cgsolve(&["checkers"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("<stdin>:1:1: expected a board"), "{err}");
}

#[test]
fn cli_explains_and_prints_json() {
    let (code, out, _) = cgsolve(&["checkers", "--explain"], "ooo.\n");
    assert_eq!(code, 0);
    assert!(out.contains("distances: 3, 2, 1"), "{out}");
    assert!(out.contains("distance sum: 6"), "{out}");
    assert!(
        out.contains("winning moves: none: every move loses"),
        "{out}"
    );
    assert!(
        out.contains("Every move loses, so the choice does not matter"),
        "{out}"
    );
    let (code, out, _) = cgsolve(&["checkers", "--json"], ".o...\nooo.\n");
    assert_eq!(code, 0);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["game"], "checkers");
    assert_eq!(lines[0]["answer"], "YES");
    assert_eq!(lines[1]["remoteness"], 6);
}

#[test]
fn explained_winning_moves_are_played_by_their_names() {
    // The names --explain gives are the names `cgsolve play` reads, and they win there.
    for text in [".o..o.", "......o.ooo.o......", ".o...ooo..oo.."] {
        let json = report_json(text);
        let explained: Vec<&str> = json["winning_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["describe"].as_str().unwrap())
            .collect();
        let played = cgsolve::games::registry::find_playable("checkers")
            .unwrap()
            .analyse(text, None, &cgsolve::play::Limits::default())
            .unwrap();
        let winning: Vec<&str> = played
            .facts
            .moves
            .iter()
            .filter(|m| m.verdict == cgsolve::play::Verdict::Win)
            .map(|m| m.name.as_str())
            .collect();
        assert_eq!(explained, winning, "{text}");
    }
}
