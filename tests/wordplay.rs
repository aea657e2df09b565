//! Word Play: the sample, anagram classes, long words, repeated letters, bad input, large
//! boards, and the multiset solver checked against the cell-by-cell rules.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "../benches/baselines/wordplay.rs"]
#[allow(dead_code)]
mod baseline;

mod common;

use baseline::SortedWords;
use cgsolve::games::contests::wordplay::solve::first_player_wins_by_table;
use cgsolve::games::contests::wordplay::{
    Board, CellBoard, Dictionary, Letters, Space, WordPlay, WordSearch,
};
use cgsolve::{Contest, ImpartialRules, ParseError};
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::process::Output;

const SAMPLE: &str = "5\nBED\nBAD\nRED\nBREED\nBEER\n3 3\n2\nDER\nRAD\nFEE\nBAR\nBEE\nRAN\n";

fn dictionary(words: &[&str]) -> Dictionary {
    let mut dict = Dictionary::default();
    for w in words {
        assert!(dict.insert(w.as_bytes()), "{w} is a word of capitals");
    }
    dict
}

/// The contest answers for a whole input, one per board.
fn answers(input: &str) -> Vec<String> {
    let mut game = WordPlay::new();
    let boards = game.parse(input.as_bytes()).expect("the input is valid");
    boards
        .iter()
        .map(|b| game.answer(b).unwrap().into_owned())
        .collect()
}

fn parse_error(input: &str) -> ParseError {
    WordPlay::new()
        .parse(input.as_bytes())
        .expect_err("the input is invalid")
}

fn fast_wins(dict: &Dictionary, cells: &[u8]) -> bool {
    let space = Space::new(&Letters::of_word(cells).unwrap()).unwrap();
    WordSearch::new(dict, space).first_player_wins()
}

fn reference_wins(dict: &Dictionary, cells: &[u8]) -> bool {
    let board = CellBoard::new(dict, cells).unwrap();
    let start = board.start();
    cgsolve::Solver::new(board)
        .grundy(&start)
        .next_player_wins()
}

#[test]
fn sample() {
    assert_eq!(answers(SAMPLE), ["Bob", "Alice"]);
}

#[test]
fn sample_on_the_command_line() {
    let out = cgsolve(&["wordplay", "examples/wordplay/sample1.txt"], None);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Bob\nAlice\n");
}

#[test]
fn anagrams_are_one_move() {
    let dict = dictionary(&["TIME", "ITEM", "EMIT", "MITE", "ME"]);
    assert_eq!((dict.words(), dict.classes()), (5, 2));
    // TIME takes the whole board; ME leaves I T, which spell nothing: both win for Alice.
    let item = Letters::of_word(b"ITEM").unwrap();
    let mut solver = WordSearch::new(&dict, Space::new(&item).unwrap());
    assert_eq!(solver.moves().len(), 2);
    assert_eq!(solver.winning_classes(&item, &dict).len(), 2);
    // Board T I M E E M I T: TIME twice, or ME and the rest. Four anagrams of one class are
    // still one move each turn, not four.
    let input = "5\nTIME\nITEM\nEMIT\nMITE\nME\n2 4\n1\nTIME\nEMIT\n";
    let mut game = WordPlay::new();
    let boards = game.parse(input.as_bytes()).unwrap();
    let report = game.report(&boards[0]).unwrap();
    assert_eq!(report.facts.words_that_fit, 5);
    assert_eq!(report.facts.anagram_classes_that_fit, 2);
    let expected = if reference_wins(&dict, b"TIMEEMIT") {
        "Alice"
    } else {
        "Bob"
    };
    assert_eq!(game.answer(&boards[0]).unwrap(), expected);
    // One spelling per class gives the same game.
    assert_eq!(answers("2\nEMIT\nME\n2 4\n1\nTIME\nEMIT\n"), [expected]);
}

#[test]
fn a_word_longer_than_the_board_never_fits() {
    let input = "2\nABCDEFGHIJ\nA\n2 2\n2\nAB\nCD\nAA\nAB\n";
    // Only A fits: once on the first board (Alice), three times on the second (Alice again:
    // A, A, A is an odd count of moves).
    assert_eq!(answers(input), ["Alice", "Alice"]);
    let mut game = WordPlay::new();
    let boards = game.parse(input.as_bytes()).unwrap();
    assert_eq!(game.report(&boards[0]).unwrap().facts.words_that_fit, 1);
    let input = "1\nAAAAAAAAA\n2 2\n1\nAA\nAA\n";
    assert_eq!(answers(input), ["Bob"]);
}

#[test]
fn repeated_letters_make_a_subtraction_game() {
    // With A and AA the board of n A's is the subtraction game {1, 2}: lost when 3 divides n.
    let dict = dictionary(&["A", "AA"]);
    for n in 1..=12 {
        let cells = vec![b'A'; n];
        let space = Space::new(&Letters::of_word(&cells).unwrap()).unwrap();
        assert_eq!(space.positions(), n as u64 + 1);
        assert_eq!(fast_wins(&dict, &cells), n % 3 != 0, "{n} A's");
    }
    // With AB and AAB (= BAA) every move takes one B. From A A A B B B, AB leaves A A B B,
    // where AAB leaves A B... and AB wins; AAB leaves A B B, where AB leaves B alone: lost.
    // From A A A A B B B B, AB leaves that lost position: won.
    let dict = dictionary(&["AB", "AAB", "BAA"]);
    assert!(!fast_wins(&dict, b"AAABBB"));
    assert!(fast_wins(&dict, b"AAAABBBB"));
    assert!(!reference_wins(&dict, b"AAABBB"));
    assert!(reference_wins(&dict, b"AAAABBBB"));
}

#[test]
fn explain_names_every_winning_word_and_its_cells() {
    let mut game = WordPlay::new();
    let boards = game.parse(SAMPLE.as_bytes()).unwrap();
    let report = game.report(&boards[1]).unwrap();
    let moves = report.winning_moves.as_ref().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].facts.word, "BEER");
    let spelled: String = moves[0]
        .facts
        .cells
        .iter()
        .map(|&[r, c]| char::from(boards[1].cells[(r - 1) * 3 + (c - 1)]))
        .collect();
    assert_eq!(spelled, "BEER");
    assert_eq!(report.facts.winning_word.as_deref(), Some("BEER"));
    let lost = game.report(&boards[0]).unwrap();
    assert!(lost.winning_moves.as_ref().unwrap().is_empty());
    assert_eq!(lost.facts.winning_word, None);
    assert!(
        lost.explain()
            .contains("winning moves: none: every move loses")
    );
}

#[test]
fn bad_input_is_refused_with_line_and_column() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "3\nAB\nBA\n",
            (4, 1),
            "expected word 3 of D = 3, found the end",
        ),
        ("3\nAB\nBA\n1 1\n1\nA\n", (4, 1), "fewer words than D"),
        (
            "1\nAb\n1 1\n1\nA\n",
            (2, 2),
            "capital letter A to Z in word 1, found 'b'",
        ),
        (
            "1\nA\n2 3\n1\nABC\nAB\n",
            (6, 3),
            "expected 3 letters in row 2 of board 1, found 2",
        ),
        (
            "1\nA\n2 3\n1\nABC\nABCD\n",
            (6, 4),
            "end of row 2 of board 1 after 3 letters",
        ),
        (
            "1\nA\n2 3\n1\nABC\nAbC\n",
            (6, 2),
            "row 2 of board 1, found 'b'",
        ),
        ("1\nA\n1 3\n1\nA1C\n", (5, 2), "found '1'"),
        (
            "1\nA\n1 2\n3\nAB\nBA\n",
            (7, 1),
            "expected row 1 of board 3, found the end",
        ),
        (
            "1\nA\n1 2\n1\nAB\nBA\n",
            (6, 1),
            "the end of the input after T = 1 boards",
        ),
        (
            "1\nA\n0 2\n1\n",
            (3, 1),
            "a board of 1 to 255 cells, found 0 × 2",
        ),
        ("1\nA\n16 16\n1\n", (3, 1), "found 16 × 16"),
        ("1\nA\n2\n1\n", (3, 2), "expected the number of columns c"),
    ];
    for &(input, (line, column), message) in cases {
        let err = parse_error(input);
        assert_eq!((err.line, err.column), (line, column), "{input:?}: {err}");
        assert!(err.message.contains(message), "{input:?}: {err}");
    }
}

#[test]
fn a_board_with_too_many_positions_is_refused_naming_the_limit() {
    // 7 × 7 over 23 letters twice and 3 once: 3^23 · 2^3 positions, far over 2^32.
    let letters: Vec<u8> = (0..23u8)
        .flat_map(|l| [b'A' + l, b'A' + l])
        .chain(*b"XYZ")
        .collect();
    let rows: Vec<String> = letters
        .chunks(7)
        .map(|r| String::from_utf8(r.to_vec()).unwrap())
        .collect();
    let input = format!("1\nA\n7 7\n1\n{}\n", rows.join("\n"));
    let err = parse_error(&input);
    assert_eq!((err.line, err.column), (5, 1));
    let positions = 3u128.pow(23) * 8;
    assert!(
        err.message.contains(&positions.to_string()) && err.message.contains("2^32"),
        "{err}"
    );
}

fn cgsolve(args: &[&str], stdin: Option<&str>) -> Output {
    common::cgsolve(args, stdin.unwrap_or(""))
}

#[test]
fn bad_input_on_the_command_line_exits_2_without_answers() {
    let out = cgsolve(&["wordplay"], Some("1\nA\n1 2\n2\nAA\nAb\n"));
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("cgsolve: <stdin>:6:2: "), "{err}");
    let out = cgsolve(&["wordplay"], Some(""));
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("<stdin>:1:1: expected the number of words D")
    );
}

fn temp_file(name: &str, contents: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cgsolve-wordplay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

#[test]
fn a_word_list_file_replaces_the_inline_dictionary() {
    let list = temp_file("words.txt", b"bed\nBad\nred\nbreed\nbeer\nbeer's\nBEER\n");
    let list = list.to_str().unwrap();
    let out = cgsolve(
        &["wordplay", "--dict", list],
        Some("3 3\n2\nDER\nRAD\nFEE\nBAR\nBEE\nRAN\n"),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Bob\nAlice\n");
    let out = cgsolve(
        &["wordplay", "--dict", list, "--json"],
        Some("1 4\n1\nBEER\n"),
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["words_that_fit"], 1, "BEER and beer count once");
    assert_eq!(json["dictionary_words"], 5);
    assert_eq!(json["word_list_entries_skipped"], 1, "beer's is skipped");
    assert_eq!(json["winning_word"], "BEER");
    assert_eq!(
        json["winning_moves"][0]["cells"][3],
        serde_json::json!([1, 4])
    );
}

#[test]
fn word_list_errors_name_the_list_line_and_column() {
    let list = temp_file("bad.txt", b"cat\ndog\nmo\0use\n");
    let list = list.to_str().unwrap();
    let out = cgsolve(&["wordplay", "--dict", list], Some("1 1\n1\nA\n"));
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with(&format!("cgsolve: {list}:3:3: ")), "{err}");
    let out = cgsolve(
        &["wordplay", "--dict", "/nonexistent/words"],
        Some("1 1\n1\nA\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/words"));
}

/// A small random generator, so that large-board tests need no word list on the machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }

    fn word(&mut self, alphabet: &[u8], max_len: u64) -> Vec<u8> {
        let len = 1 + self.next(max_len);
        (0..len)
            .map(|_| alphabet[self.next(alphabet.len() as u64) as usize])
            .collect()
    }
}

#[test]
fn large_boards_agree_with_the_whole_table() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let alphabet = b"EEEEAAAIIOOUNRSTLDCMPHBGY";
    let mut dict = Dictionary::default();
    for _ in 0..3000 {
        let w = rng.word(alphabet, 7);
        dict.insert(&w);
    }
    for (rows, cols) in [(5, 5), (5, 5), (6, 6), (6, 6)] {
        let cells: Vec<u8> = (0..rows * cols)
            .map(|_| b"EEAAIOTNRS"[rng.next(10) as usize])
            .collect();
        let space = Space::new(&Letters::of_word(&cells).unwrap()).unwrap();
        let fast = WordSearch::new(&dict, space.clone()).first_player_wins();
        assert_eq!(fast, first_player_wins_by_table(&dict, &space));
    }
}

fn board_from(dict_words: &[Vec<u8>], cells: &[u8]) -> (Dictionary, Board) {
    let mut input = format!("{}\n", dict_words.len());
    for w in dict_words {
        input.push_str(std::str::from_utf8(w).unwrap());
        input.push('\n');
    }
    input.push_str(&format!(
        "1 {}\n1\n{}\n",
        cells.len(),
        std::str::from_utf8(cells).unwrap()
    ));
    let mut game = WordPlay::new();
    let board = game.parse(input.as_bytes()).unwrap().remove(0);
    (game.dictionary().clone(), board)
}

fn small_game() -> impl Strategy<Value = (Vec<Vec<u8>>, Vec<u8>)> {
    let alphabet = prop::sample::select(vec![b'A', b'B', b'C', b'D']);
    let word = prop::collection::vec(alphabet.clone(), 1..=5);
    (
        prop::collection::btree_set(word, 1..12),
        prop::collection::vec(alphabet, 1..=9),
    )
        .prop_map(|(words, cells)| (words.into_iter().collect(), cells))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn fast_solver_agrees_with_the_cell_rules((words, cells) in small_game()) {
        let (dict, board) = board_from(&words, &cells);
        let cell_board = CellBoard::new(&dict, &cells).unwrap();
        let start = cell_board.start();
        let mut reference = cgsolve::Solver::new(cell_board);
        let grundy = reference.grundy(&start);
        let expected = grundy.next_player_wins();
        let mut game = WordPlay::with_dictionary(dict.clone());
        let answer = game.answer(&board).unwrap();
        prop_assert_eq!(answer, if expected { "Alice" } else { "Bob" });
        prop_assert_eq!(first_player_wins_by_table(&dict, board.space()), expected);
        let sorted = SortedWords::new(words.iter().map(Vec::as_slice));
        prop_assert_eq!(baseline::first_player_wins(&sorted, &cells), expected);

        // The winning words are exactly the letters of the reference's winning cell sets.
        let from_cells: BTreeSet<Letters> = reference
            .winning_moves(&start)
            .into_iter()
            .map(|(used, _)| {
                let spelled: Vec<u8> = used.iter().map(|i| cells[i]).collect();
                Letters::of_word(&spelled).unwrap()
            })
            .collect();
        let report = game.report(&board).unwrap();
        prop_assert_eq!(report.value.clone(), Some(grundy.to_string()));
        let from_report: BTreeSet<Letters> = report
            .winning_moves
            .unwrap()
            .iter()
            .map(|m| Letters::of_word(m.facts.word.as_bytes()).unwrap())
            .collect();
        prop_assert_eq!(from_report, from_cells);
        let moves_from_start = reference.rules().move_list(&start).len();
        prop_assert_eq!(moves_from_start == 0, report.facts.anagram_classes_that_fit == 0);
    }

    #[test]
    fn the_editorial_baseline_answers_whole_inputs((words, cells) in small_game()) {
        let mut input = format!("{}\n", words.len());
        for w in &words {
            input.push_str(std::str::from_utf8(w).unwrap());
            input.push('\n');
        }
        input.push_str(&format!("1 {}\n1\n{}\n", cells.len(), std::str::from_utf8(&cells).unwrap()));
        let expected = answers(&input)[0] == "Alice";
        prop_assert_eq!(baseline::answer_input(input.as_bytes()), vec![expected]);
    }
}

#[test]
fn the_largest_six_by_six_board_fits_the_limit_and_its_packing() {
    // All 26 letters, A to J twice: 3^10 · 2^16 positions, the most a 6 × 6 board can have,
    // and 62 bits of packed fields. With the whole alphabet and A to J as the only words,
    // every game lasts exactly two moves: Bob wins.
    let cells: Vec<u8> = (b'A'..=b'Z').chain(b'A'..=b'J').collect();
    let letters = Letters::of_word(&cells).unwrap();
    let space = Space::new(&letters).unwrap();
    assert_eq!(space.positions(), 3u64.pow(10) * (1 << 16));
    let dict = dictionary(&["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "JIHGFEDCBA"]);
    let mut solver = WordSearch::new(&dict, space);
    assert!(!solver.first_player_wins());
    let after_alphabet = letters.minus(&Letters::of_word(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ").unwrap());
    assert!(solver.wins(&after_alphabet));
    assert!(solver.winning_classes(&letters, &dict).is_empty());
}
