//! Every game's `--json` output against the one report schema, `docs/report.schema.json`:
//! every game of the registry on its example, the samples, fixed cases that reach each branch
//! of the reports, and random cases; the
//! schema's own rule that a key has one type wherever it appears; and the checker itself,
//! which must refuse wrong shapes.

mod common;
#[path = "common/schema.rs"]
mod schema;

use cgsolve::games::registry::{self, GAMES};
use cgsolve::play;
use common::cgsolve_text;
use proptest::prelude::*;
use schema::Schema;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const SCHEMA: &str = include_str!("../docs/report.schema.json");

fn schema() -> Schema {
    Schema::new(serde_json::from_str(SCHEMA).expect("the schema is JSON")).expect("supported")
}

/// Runs `cgsolve GAME --json` (plus `extra` flags) on `input`, checks every line against the
/// schema and its answer against the contest answer of the same input; returns the reports.
fn check_json(game: &str, extra: &[&str], input: &str) -> Vec<Value> {
    let mut args = vec![game, "--json"];
    args.extend_from_slice(extra);
    let (code, out, err) = cgsolve_text(&args, input);
    assert_eq!(code, 0, "{game} --json failed: {err}\ninput:\n{input}");
    let schema = schema();
    let reports: Vec<Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    for report in &reports {
        let errors = schema.errors(report);
        assert!(
            errors.is_empty(),
            "{game}: {errors:#?}\nin {report}\ninput:\n{input}"
        );
        assert_eq!(report["game"], game);
    }
    let mut plain = vec![game];
    plain.extend_from_slice(extra);
    let (code, answers, err) = cgsolve_text(&plain, input);
    assert_eq!(code, 0, "{err}");
    let from_json: Vec<&str> = reports
        .iter()
        .map(|r| r["answer"].as_str().unwrap())
        .collect();
    assert_eq!(
        from_json,
        answers.lines().collect::<Vec<_>>(),
        "input:\n{input}"
    );
    reports
}

#[test]
fn every_sample_fits_the_schema() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut checked = 0;
    for folder in read_dir(&examples) {
        let game = folder.file_name().unwrap().to_str().unwrap().to_string();
        if game == "rules" {
            checked += check_rule_files(&folder);
            continue;
        }
        assert!(
            GAMES.iter().any(|g| g.name == game),
            "{}: not a game of the registry",
            folder.display()
        );
        for file in read_dir(&folder) {
            let input = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            assert!(!check_json(&game, &[], &input).is_empty());
            checked += 1;
        }
    }
    assert!(checked > 0, "no sample under {}", examples.display());
}

/// Checks `cgsolve rules FILE --json` on the `start` position of each rule file of `folder`
/// (the examples of docs/rule-files.md); returns how many were checked.
fn check_rule_files(folder: &Path) -> usize {
    let files = read_dir(folder);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let rules = cgsolve::games::rule_files::load(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let reports = check_json("rules", &[file.to_str().unwrap()], &rules.start);
        assert_eq!(reports.len(), 1, "{}", file.display());
    }
    files.len()
}

/// The entries of a folder, in name order.
fn read_dir(folder: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| entry.expect("a readable entry").path())
        .collect();
    paths.sort();
    paths
}

#[test]
fn every_game_of_the_registry_fits_the_schema() {
    // A game's example position, as `cgsolve play` starts from it, is also an input of its
    // contest: one case.
    for entry in GAMES {
        let game = registry::find_playable(entry.name).expect("every game is playable");
        let (flags, input) = play::split_flags(game, game.example());
        let reports = check_json(entry.name, &flags, input);
        assert_eq!(reports.len(), 1, "{}: {:?}", entry.name, game.example());
    }
}

#[test]
fn every_game_under_misere_play_fits_the_schema() {
    // The example is one position of the game's play text, which --misere reads. The games
    // whose positions may repeat, and those decided by the final position, refuse misère play
    // (tests/misere_every.rs).
    let loopy = [
        "backsliding-toads-and-frogs",
        "fox-and-geese",
        "digraph-tokens",
        "wind-up",
    ];
    for entry in GAMES.iter().filter(|e| !loopy.contains(&e.name)) {
        let game = registry::find_playable(entry.name).expect("every game is playable");
        if game.kind() == play::Kind::Scored {
            continue;
        }
        let (flags, input) = play::split_flags(game, game.example());
        let mut extra = flags.clone();
        extra.push("--misere");
        let reports = check_json(entry.name, &extra, input);
        assert_eq!(reports.len(), 1, "{}", entry.name);
        assert_eq!(reports[0]["play"], "misere", "{}", entry.name);
    }
}

#[test]
fn classic_partizan_reports_fit_the_schema() {
    for (game, input) in [
        ("domineering", "..|..\n...|#..\n#\n"),
        ("toads-and-frogs", "TT..FF\nTF\n"),
        ("clobber", "xox|ox.\nxx\n"),
        ("amazons", "x..|o..\n"),
        ("hackenbush", "g-1:B 1-2:R g-3:G\ng-1:R\n"),
    ] {
        for report in check_json(game, &[], input) {
            assert!(report["left_winning_moves"].is_array(), "{game}: {report}");
            assert!(report["right_winning_moves"].is_array(), "{game}: {report}");
        }
    }
}

#[test]
fn every_branch_of_the_reports_fits_the_schema() {
    // checkers: searched (≤ 20 cells), by the law (21 to 64), a tally only (over 64).
    let long = "o.".repeat(40);
    let reports = check_json(
        "checkers",
        &[],
        &format!("ooo.\n{}\n{long}\n", "o.o.".repeat(7)),
    );
    assert_eq!(reports[0]["winning_moves_by"], "search");
    assert_eq!(reports[1]["winning_moves_by"], "parity law");
    assert!(reports[2].get("winning_moves").is_none());
    // evenodd: fourteen piles are over the search limit: moves from the values.
    let piles: String = (0..14)
        .map(|i| format!("3 {} {} {}\n", 2 * i + 1, 2 * i + 2, 40 + i))
        .collect();
    let reports = check_json("evenodd", &[], &format!("1\n14\n{piles}"));
    assert_eq!(reports[0]["winning_moves_by"], "hackenbush values");
    // wordplay with a word list: the skipped entries are counted.
    let list = std::env::temp_dir().join(format!("cgsolve-schema-{}.txt", std::process::id()));
    std::fs::write(&list, "beer\nBEER\nbeer's\nbar\n").unwrap();
    let reports = check_json(
        "wordplay",
        &["--dict", list.to_str().unwrap()],
        "3 3\n1\nBAR\nBEE\nRAN\n",
    );
    std::fs::remove_file(&list).unwrap();
    assert_eq!(reports[0]["word_list_entries_skipped"], 1);
    // sweets: a full side-4 board is decided by symmetry, its moves listed incompletely.
    let side4 = "O O O O\nO O O O O\nO O O O O O\nO O O O O O O\nO O O O O O\nO O O O O\nO O O O\n";
    let reports = check_json("sweets", &[], side4);
    assert_eq!(reports[0]["winning_moves_complete"], false);
    // cram: one part or several, with winning moves or none.
    let reports = check_json("cram", &[], "1x4\n..#...\n2x2\n");
    assert_eq!(reports[1]["parts"].as_array().map(Vec::len), Some(2));
    assert_eq!(reports[2]["winning_moves"], json!([]));
}

/// The keys the schema allows at one level (the report, a part, a move), with their schemas.
fn properties<'a>(root: &'a Value, pointer: &str) -> &'a serde_json::Map<String, Value> {
    root.pointer(pointer)
        .and_then(Value::as_object)
        .expect(pointer)
}

/// A property's schema without its description: what it requires of a value.
fn shape(property: &Value) -> Value {
    let mut shape = property.clone();
    if let Value::Object(map) = &mut shape {
        map.remove("description");
    }
    shape
}

#[test]
fn a_key_has_one_type_wherever_it_appears() {
    let root: Value = serde_json::from_str(SCHEMA).unwrap();
    let mut seen: BTreeMap<&str, (Value, &str)> = BTreeMap::new();
    for level in [
        "/properties",
        "/$defs/part/properties",
        "/$defs/move/properties",
    ] {
        for (key, property) in properties(&root, level) {
            let shape = shape(property);
            if let Some((first, at)) = seen.get(key.as_str()) {
                assert_eq!(first, &shape, "{key} differs between {at} and {level}");
            } else {
                seen.insert(key, (shape, level));
            }
        }
    }
    assert!(seen.contains_key("cells") && seen.contains_key("cell_count"));
}

#[test]
fn the_checker_refuses_wrong_shapes() {
    let schema = schema();
    let good = json!({
        "game": "sweets", "answer": "Karlsson", "outcome": "N", "value": "*",
        "parts": [{"describe": "group A", "value": "*", "cells": [[1, 2]], "exact": true}],
        "winning_moves": [{"describe": "a2", "direction": "row", "cells": [[1, 2]]}],
        "notes": ["A note."], "side": 2, "chocolates": 1, "winning_moves_complete": true
    });
    assert_eq!(schema.errors(&good), Vec::<String>::new());
    let wrong = [
        ("/parts/0/cells", json!(3)),
        ("/parts/0/cells", json!([[1, 2, 3]])),
        ("/parts/0/cells", json!([[0, 2]])),
        ("/winning_moves/0/direction", json!("up")),
        ("/outcome", json!("X")),
        ("/side", json!(6)),
        ("/chocolates", json!(-1)),
        ("/chocolates", json!(1.5)),
        ("/winning_moves_complete", json!("yes")),
        ("/answer", json!(1)),
        ("/notes", json!("one note")),
    ];
    for (pointer, value) in wrong {
        let mut report = good.clone();
        *report.pointer_mut(pointer).unwrap() = value.clone();
        assert!(
            !schema.errors(&report).is_empty(),
            "{pointer} = {value} was accepted"
        );
    }
    let mut unknown = good.clone();
    unknown["extra"] = json!({"cells": 3});
    assert!(!schema.errors(&unknown).is_empty());
    let mut unknown_in_move = good.clone();
    unknown_in_move["winning_moves"][0]["heap"] = json!(2);
    assert!(!schema.errors(&unknown_in_move).is_empty());
    let mut missing = good.clone();
    missing.as_object_mut().unwrap().remove("answer");
    assert!(!schema.errors(&missing).is_empty());
    let mut nameless = good;
    nameless["parts"][0]
        .as_object_mut()
        .unwrap()
        .remove("describe");
    assert!(!schema.errors(&nameless).is_empty());
}

#[test]
fn the_checker_refuses_keywords_it_does_not_know() {
    let unknown = json!({"type": "object", "properties": {"a": {"pattern": "x"}}});
    assert!(Schema::new(unknown).is_err());
    let dangling = json!({"properties": {"a": {"$ref": "#/$defs/missing"}}});
    assert!(Schema::new(dangling).is_err());
}

/// Random inputs of each game, several cases each.
mod random {
    use super::*;

    pub fn checkers() -> impl Strategy<Value = String> {
        prop::collection::vec("[.o]{1,30}", 1..8).prop_map(|boards| boards.join("\n") + "\n")
    }

    pub fn evenodd() -> impl Strategy<Value = String> {
        let pile = prop::collection::vec(0u32..20, 0..6);
        let test = prop::collection::vec(pile, 0..4);
        prop::collection::vec(test, 1..5).prop_map(|tests| {
            let mut input = format!("{}\n", tests.len());
            for piles in tests {
                input += &format!("{}\n", piles.len());
                for pile in piles {
                    let numbers: Vec<String> = pile.iter().map(u32::to_string).collect();
                    input += &format!("{} {}\n", pile.len(), numbers.join(" "));
                }
            }
            input
        })
    }

    pub fn darkraft() -> impl Strategy<Value = String> {
        let board = (1usize..5, 1usize..5).prop_flat_map(|(n, m)| {
            prop::collection::vec(
                prop::collection::vec(prop::sample::select(vec!['L', 'R', 'X']), m),
                n,
            )
        });
        prop::collection::vec(board, 1..4).prop_map(|boards| {
            let mut input = String::new();
            for rows in boards {
                input += &format!("{} {}\n", rows.len(), rows[0].len());
                for row in rows {
                    input += &row.into_iter().collect::<String>();
                    input += "\n";
                }
            }
            input
        })
    }

    pub fn wordplay() -> impl Strategy<Value = String> {
        let words = prop::collection::vec("[ABCDE]{1,4}", 1..7);
        (words, 1usize..4, 1usize..4).prop_flat_map(|(words, r, c)| {
            let board = prop::string::string_regex(&format!("[ABCDE]{{{}}}", r * c)).unwrap();
            let boards = prop::collection::vec(board, 1..4);
            boards.prop_map(move |boards| {
                let mut input = format!(
                    "{}\n{}\n{r} {c}\n{}\n",
                    words.len(),
                    words.join("\n"),
                    boards.len()
                );
                for board in boards {
                    for row in board.as_bytes().chunks(c) {
                        input += std::str::from_utf8(row).unwrap();
                        input += "\n";
                    }
                }
                input
            })
        })
    }

    pub fn sweets() -> impl Strategy<Value = String> {
        let board = (1usize..=3).prop_flat_map(|side| {
            let cells = 3 * side * (side - 1) + 1;
            prop::collection::vec(any::<bool>(), cells).prop_map(move |chocolates| {
                let mut input = String::new();
                let mut next = chocolates.iter();
                for row in 0..2 * side - 1 {
                    let len = 2 * side - 1 - row.abs_diff(side - 1);
                    let tokens: Vec<&str> = (0..len)
                        .map(|_| if *next.next().unwrap() { "O" } else { "." })
                        .collect();
                    input += &tokens.join(" ");
                    input += "\n";
                }
                input
            })
        });
        prop::collection::vec(board, 1..5).prop_map(|boards| boards.join("\n"))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_checkers_fit_the_schema(input in random::checkers()) {
        check_json("checkers", &[], &input);
    }

    #[test]
    fn random_evenodd_fit_the_schema(input in random::evenodd()) {
        check_json("evenodd", &[], &input);
    }

    #[test]
    fn random_darkraft_fit_the_schema(input in random::darkraft()) {
        check_json("darkraft", &[], &input);
    }

    #[test]
    fn random_wordplay_fit_the_schema(input in random::wordplay()) {
        check_json("wordplay", &[], &input);
    }

    #[test]
    fn random_sweets_fit_the_schema(input in random::sweets()) {
        check_json("sweets", &[], &input);
    }
}
