//! The values of the registry's games against CGSuite's, read from a file named by the game:
//! `tests/data/rulesets/NAME.tsv` (NAME the subcommand), one position and CGSuite's value a
//! line, split by a tab; `#` starts a comment line; a line `flags: FLAGS` gives the game's
//! flags (its arguments, split at blanks) for the rows after it, for a game whose rules need
//! them (`flags: 0.77` before sums of heaps of `take-and-break`). A game adds its file and no
//! test code. Every ruleset in one file (a registry line that declares its module) must have
//! one.

mod common;

use cgsolve::games::registry::GAMES;
use std::path::{Path, PathBuf};

/// Rows of a values file under one set of flags.
struct Run<'a> {
    /// The game's flags.
    flags: Vec<&'a str>,
    /// Each position and CGSuite's value.
    rows: Vec<(&'a str, &'a str)>,
}

/// The file of CGSuite's values for `game`.
fn values_file(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/rulesets/{game}.tsv"))
}

#[test]
fn every_game_with_a_values_file_gives_cgsuite_s_values() {
    let mut checked = 0;
    for entry in GAMES {
        let path = values_file(entry.name);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        // The rows, in runs of one set of flags.
        let mut runs = vec![Run {
            flags: Vec::new(),
            rows: Vec::new(),
        }];
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if let Some(flags) = line.strip_prefix("flags:") {
                let flags = flags.split_whitespace().collect();
                runs.push(Run {
                    flags,
                    rows: Vec::new(),
                });
                continue;
            }
            let row = line
                .split_once('\t')
                .unwrap_or_else(|| panic!("{}: {line:?} has no tab", path.display()));
            runs.last_mut().expect("a run").rows.push(row);
        }
        runs.retain(|run| !run.rows.is_empty());
        assert!(!runs.is_empty(), "{}: no values", path.display());
        for Run { flags, rows } in runs {
            let input: String = rows.iter().map(|(p, _)| format!("{p}\n")).collect();
            let args: Vec<&str> = std::iter::once(entry.name).chain(flags).collect();
            let (code, out, err) = common::cgsolve_text(&args, &input);
            assert_eq!(code, 0, "{args:?}: {err}");
            let answers: Vec<&str> = out.lines().collect();
            assert_eq!(answers.len(), rows.len(), "{args:?}: {out}");
            for ((position, value), answer) in rows.iter().zip(answers) {
                assert_eq!(answer, *value, "{args:?} {position}");
            }
        }
        checked += 1;
    }
    // Every file of the folder is a game's: none is left unread under a wrong name.
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/rulesets");
    let files = std::fs::read_dir(&folder).map_or(0, |entries| entries.count());
    assert_eq!(
        checked,
        files,
        "a file of {} names no game",
        folder.display()
    );
}

#[test]
fn every_ruleset_in_one_file_has_a_values_file() {
    for entry in GAMES.iter().filter(|entry| entry.source.is_some()) {
        let path = values_file(entry.name);
        assert!(path.is_file(), "{} has no {}", entry.name, path.display());
    }
}
