//! `--memory`: one limit for every game and command, checked before work starts. An input, a
//! board or a search that would need more is refused with exit code 2, nothing on standard
//! output, and a message naming the limit; within the limit the same input is answered.

mod common;

use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::contests::sweets::solve::ComponentSolver;
use cgsolve::games::impartial::cram::CramSolver;
use cgsolve::games::serving::classic::REGION_BYTES;
use cgsolve::play::{Limits, POSITION_BYTES};
use common::cgsolve_text;

/// Runs `cgsolve ARGS` on `input` and demands a refusal (exit 2, nothing printed) whose
/// message contains every one of `parts`.
fn refused(args: &[&str], input: &str, parts: &[&str]) {
    let (code, out, err) = cgsolve_text(args, input);
    assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
    for part in parts {
        assert!(err.contains(part), "{args:?}: {err:?} lacks {part:?}");
    }
}

/// Runs `cgsolve ARGS` on `input` and returns its answer, demanding success.
fn answered(args: &[&str], input: &str) -> String {
    let (code, out, err) = cgsolve_text(args, input);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

#[test]
fn sizes_that_are_not_sizes_are_refused_by_the_flag() {
    for bad in ["0", "lots", "4X", "1.5.2G"] {
        refused(
            &["checkers", "--memory", bad, "-p", "o."],
            "",
            &["--memory", "expected a memory size such as 512M"],
        );
    }
}

#[test]
fn an_input_larger_than_the_limit_is_refused_before_it_is_read() {
    let input = "o.\n".repeat(700);
    refused(
        &["checkers", "--memory", "1k"],
        &input,
        &["<stdin>: the input is more than 1024 bytes, over the memory limit of 1 KiB (--memory)"],
    );
    let dir = std::env::temp_dir().join(format!("cgsolve-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    std::fs::write(&file, &input).unwrap();
    let path = file.to_str().unwrap();
    refused(
        &["checkers", "--memory", "2k", path],
        "",
        &[&format!(
            "{path}: the input is 2100 bytes, over the memory limit of 2 KiB (--memory)"
        )],
    );
    assert_eq!(
        answered(&["checkers", "--memory", "1M", path], "")
            .lines()
            .count(),
        700
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_input_whose_cases_would_not_fit_is_refused_before_it_is_parsed() {
    // 300 boards of one cell: small as text, but each board a case of its own.
    let input = "O\n\n".repeat(300);
    refused(
        &["sweets", "--memory", "2k"],
        &input,
        &[
            "the input of 900 bytes needs up to",
            "over the memory limit of 2 KiB",
        ],
    );
    assert_eq!(
        answered(&["sweets", "--memory", "1M"], &input)
            .lines()
            .count(),
        300
    );
}

#[test]
fn darkraft_boards_are_refused_when_their_table_would_not_fit() {
    let board = format!("30 30\n{}", format!("{}\n", "X".repeat(30)).repeat(30));
    refused(
        &["darkraft", "--memory", "64k"],
        &board,
        &[
            "a 30 × 30 board is too large",
            "over the limit of 64 KiB (--memory)",
        ],
    );
    assert_eq!(
        answered(&["darkraft", "--memory", "64M"], &board),
        answered(&["darkraft"], &board)
    );
}

#[test]
fn wordplay_boards_are_refused_when_their_memo_would_not_fit() {
    // Twenty distinct letters: 2^20 positions, a memo of 256 KiB.
    let input = "1\nAB\n1 20\n1\nABCDEFGHIJKLMNOPQRST\n";
    refused(
        &["wordplay", "--memory", "100k"],
        input,
        &[
            "board 1 has 1048576 positions, whose memo (two bits each) needs 262144 bytes",
            "over the memory limit of 100 KiB (--memory)",
        ],
    );
    assert_eq!(
        answered(&["wordplay", "--memory", "1M"], input).trim(),
        "Alice"
    );
}

#[test]
fn classic_searches_remember_as_many_regions_and_values_as_the_limit_holds() {
    // A quarter of the limit for the memo of regions, the rest for the values.
    let fit = MemoryLimit::from_bytes(1024).items(REGION_BYTES);
    refused(
        &["domineering", "--memory", "4k", "-p", "....|....|....|...."],
        "",
        &[&format!(
            "over the limit of {fit} regions and 3072 bytes of values, what --memory 4 KiB holds"
        )],
    );
    // The values alone past the limit: a row of 60 toppling dominoes (few regions, large
    // values) within 64 KiB.
    refused(
        &[
            "toppling-dominoes",
            "--memory",
            "64k",
            "-p",
            "leelrereelelrrellereerrellelerelellelrlrreererreerlrlllrlrer",
        ],
        "",
        &["needs more than 49152 bytes of values, over the limit of 128 regions"],
    );
    refused(
        &[
            "domineering",
            "--memory",
            "4k",
            "--memo",
            "1000",
            "-p",
            "..|..",
        ],
        "",
        &[
            "--memo 1000: 1000 regions need up to 128 bytes each, over a quarter of the memory limit of 4 KiB (--memory), which holds 8",
        ],
    );
    assert_eq!(
        answered(
            &[
                "domineering",
                "--memory",
                "64M",
                "-p",
                "....|....|....|...."
            ],
            ""
        )
        .trim(),
        "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"
    );
}

#[test]
fn cram_searches_forget_small_parts_past_the_limit_and_still_answer() {
    // 8 KiB holds a few hundred parts: the search forgets and finds again, and answers.
    assert!(MemoryLimit::from_bytes(8192).items(CramSolver::ENTRY_BYTES) < 400);
    // 4 x 5 has value 2 (the table of beling/impartial-games).
    let grid = ".....|.....|.....|.....";
    assert_eq!(
        answered(&["cram", "--memory", "8k", "-p", grid], "").trim(),
        "*2"
    );
    assert_eq!(
        answered(&["cram", "--memory", "256M", "-p", grid], "").trim(),
        "*2"
    );
}

#[test]
fn sweets_searches_as_many_shapes_as_the_limit_holds() {
    let limit = ComponentSolver::search_limit(MemoryLimit::from_mib(1));
    assert!(limit < 2_000_000, "1 MiB holds the default limit");
    // A side-4 board with every cell full but one: far beyond a small search.
    let full = "O O O O\nO O O O O\nO O O O O O\nO O O O O O O\nO O O O O O\nO O O O O\nO O O .\n";
    refused(
        &["sweets", "--memory", "1M"],
        full,
        &[&format!("over the limit of {limit} shapes per question")],
    );
}

#[test]
fn heap_values_are_refused_past_the_limit() {
    refused(
        &["heap", "kayles", "--to", "100000", "--memory", "1M"],
        "",
        &["heap 100000 needs 1200012 bytes (12 a heap), over the memory limit of 1 MiB (--memory)"],
    );
    refused(
        &["heap", "kayles", "--heaps", "3,100000", "--memory", "1M"],
        "",
        &["heap 100000 needs 1200012 bytes"],
    );
    let values = answered(&["heap", "kayles", "--to", "100000", "--memory", "2M"], "");
    assert!(values.starts_with("0 1 2 3 1 4 3 2"), "{values}");
}

#[test]
fn play_and_serve_refuse_searches_that_would_not_fit() {
    refused(
        &[
            "play",
            "domineering",
            "--max-positions",
            "1000000",
            "--memory",
            "64M",
        ],
        "",
        &[
            "--max-positions: 1000000 positions a solve need up to 384000000 bytes (384 a position), over the memory limit of 64 MiB (--memory)",
        ],
    );
    refused(
        // An address that cannot be listened on: were the limit not checked first, the server
        // would stop there rather than serve forever.
        &[
            "serve",
            "--host",
            "256.0.0.1",
            "--port",
            "0",
            "--max-solves",
            "4",
            "--max-positions",
            "2000000",
            "--memory",
            "1G",
        ],
        "",
        &[
            "--max-positions: 2000000 positions a solve, 4 solves at once, need up to 3072000000 bytes",
        ],
    );
    // Without --max-positions, a small limit searches fewer positions rather than refusing.
    assert_eq!(
        Limits::positions_within(1, MemoryLimit::from_mib(64)),
        (64 << 20) / POSITION_BYTES
    );
    assert_eq!(
        Limits::positions_within(2, MemoryLimit::from_mib(1 << 14)),
        2_000_000
    );
    let moves = answered(
        &["play", "domineering", "-p", "..|..", "--memory", "64M"],
        "quit\n",
    );
    assert!(moves.contains("vertical at (1,1)-(2,1) wins"), "{moves}");
}
