//! `docs/new-game.md`, checked on the real registry: its game (`docs/new-game/subtraction.rs`,
//! whose own tests run with the library's) is registered by the page's one line in
//! `src/games/registry.rs`, behind the `walkthrough` feature that every `cargo test` turns on.
//! Here the command line answers it, explains it as the page shows and plays it; every test
//! that goes through the registry (`schema.rs`, `malformed.rs`, `fuzz_corpus.rs`, `play.rs`,
//! `server.rs`) covers it as it covers every other game. The page is checked to show exactly
//! that code and that line.

mod common;

use cgsolve::games::registry::GAMES;
use common::cgsolve_text;

const PAGE: &str = include_str!("../docs/new-game.md");

#[test]
fn the_registry_line_makes_the_subcommand() {
    let entry = GAMES
        .iter()
        .find(|g| g.name == "subtraction")
        .expect("the walkthrough's game is in the registry");
    assert!(entry.about().contains("take 1, 3 or 4 counters"));
    let (_, help, _) = cgsolve_text(&["--help"], "");
    assert!(help.contains("subtraction"), "{help}");
    assert_eq!(
        cgsolve_text(&["subtraction"], "2\n5\n"),
        (0, "0\n*3\n".to_string(), String::new())
    );
}

#[test]
fn the_walkthrough_output_is_what_the_game_prints() {
    let shown = PAGE
        .split("--explain\n")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    let (code, text, err) = cgsolve_text(&["subtraction", "--explain"], "5\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(text, shown);
}

#[test]
fn bad_input_and_limits_are_refused_before_any_answer() {
    let (code, out, err) = cgsolve_text(&["subtraction"], "3\n4 x\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.ends_with(":2:3: expected the end of the line, found 'x'\n"),
        "{err}"
    );
    let (code, out, err) = cgsolve_text(&["subtraction", "-p", "5000"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("over the limit of 1000"), "{err}");
}

#[test]
fn the_game_is_played_through_its_face() {
    let (code, out, err) = cgsolve_text(&["play", "subtraction", "-p", "5"], "take 3\n");
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("pile 1: 5\n"), "{out}");
    assert!(out.contains("  2. take 3     wins"), "{out}");
    assert!(
        out.contains("you play take 3\ncgsolve plays take 1"),
        "{out}"
    );
    assert!(out.contains("pile 1: 1\n"), "{out}");
}

/// The page's code blocks of one info string (`rust`, `rust registry`).
fn blocks(page: &str, info: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in page.lines() {
        match &mut current {
            None if line == format!("```{info}") => current = Some(String::new()),
            Some(block) if line == "```" => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
            None => {}
        }
    }
    blocks
}

#[test]
fn the_page_shows_a_tile_table_as_a_game_declares_it() {
    let shown = blocks(PAGE, "rust tiles");
    assert_eq!(shown.len(), 1);
    assert!(
        include_str!("../src/games/partizan/toppling_dominoes.rs").contains(&shown[0]),
        "the page's tile table is not the one in src/games/partizan/toppling_dominoes.rs"
    );
}

#[test]
fn the_page_shows_exactly_the_registered_code() {
    let file = include_str!("../docs/new-game/subtraction.rs");
    let code = blocks(PAGE, "rust");
    assert!(code.len() >= 4);
    assert_eq!(
        code.join("\n"),
        file,
        "docs/new-game.md and subtraction.rs differ"
    );
    let registry = blocks(PAGE, "rust registry");
    assert_eq!(registry.len(), 1);
    let guarded = format!("    #[cfg(feature = \"walkthrough\")]\n{}", registry[0]);
    assert!(
        include_str!("../src/games/registry.rs").contains(&guarded),
        "the page's registry line is not the one in src/games/registry.rs"
    );
}
