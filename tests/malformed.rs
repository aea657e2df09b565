//! The malformed-input corpus: every file under `tests/data/malformed/GAME/` is refused by
//! `cgsolve GAME FILE` with exit code 2, nothing on standard output, and exactly the message in
//! the file of the same name ending `.err` (file, line, column and what was expected).

mod common;

use std::fs;
use std::path::Path;

const GAMES: [&str; 5] = ["checkers", "darkraft", "evenodd", "sweets", "wordplay"];

/// The cases of one game, as paths relative to the project folder, in name order.
fn cases(game: &str) -> Vec<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/malformed")
        .join(game);
    let mut names: Vec<String> = fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| {
            entry
                .expect("a readable entry")
                .file_name()
                .into_string()
                .expect("UTF-8 name")
        })
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| format!("tests/data/malformed/{game}/{name}"))
        .collect()
}

#[test]
fn every_game_has_at_least_thirty_malformed_cases() {
    for game in GAMES {
        let count = cases(game).len();
        assert!(count >= 30, "{game} has only {count} malformed cases");
    }
}

#[test]
fn every_malformed_case_is_refused_with_its_expected_message() {
    let mut failures = Vec::new();
    for game in GAMES {
        for case in cases(game) {
            let expected_path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(case.strip_suffix(".in").expect("an .in case").to_string() + ".err");
            let expected = fs::read(&expected_path)
                .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
            let out = common::cgsolve(&[game, &case], "");
            if out.status.code() != Some(2) || !out.stdout.is_empty() || out.stderr != expected {
                failures.push(format!(
                    "{case}: exit {:?}, stdout {:?}, stderr {:?}, expected {:?}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr),
                    String::from_utf8_lossy(&expected),
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_message_names_the_file_line_and_column() {
    for game in GAMES {
        for case in cases(game) {
            let expected = fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join(case.strip_suffix(".in").expect("an .in case").to_string() + ".err"),
            )
            .expect("a UTF-8 message");
            let prefix = format!("cgsolve: {case}:");
            let rest = expected
                .strip_prefix(&prefix)
                .unwrap_or_else(|| panic!("{case}: message does not start with {prefix:?}"));
            let mut fields = rest.splitn(3, ':');
            let line = fields.next().unwrap_or("");
            let column = fields.next().unwrap_or("");
            assert!(
                line.parse::<u32>().is_ok_and(|n| n >= 1)
                    && column.parse::<u32>().is_ok_and(|n| n >= 1),
                "{case}: no line:column in {expected:?}"
            );
        }
    }
}
