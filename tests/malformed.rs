//! The malformed-input corpus: every file `tests/data/malformed/FOLDER/NAME.in` is refused with
//! exit code 2, nothing on standard output, and exactly the message in `NAME.err` (where, and
//! what was expected). How a case is given depends on its folder:
//!
//! - a game of the registry (`GAMES`, each in the folder of its name): `cgsolve GAME FILE`; the message names `FILE:LINE:COLUMN`.
//!   Each case that is one line of text (a final line end aside) is also given as
//!   `cgsolve GAME -p=TEXT`, without its line end (with it when the message is about the end of
//!   the input): the message is the same with `-p` in place of the file name. A game without
//!   its folder fails [`every_game_of_the_registry_has_its_folder`], which names the folder.
//! - `value`: `cgsolve value --file FILE`, one expression a line; one message a bad line.
//! - `heap`: the case holds the arguments of `cgsolve heap`, one a line (split at `\n` only, a
//!   final line end aside, so that an argument may hold blanks, a `\r` or bytes that are not
//!   UTF-8); the message names the argument (`<code>`, `--to`, `--heaps`, `--subtract`,
//!   `--all-but`), then line 1 and the column in the argument.

mod common;

use cgsolve::games::registry::GAMES;
use std::ffi::OsStr;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The commands that are not games.
const COMMANDS: [&str; 2] = ["value", "heap"];

/// How a message names a limit the input passes (a number too large, a board too big).
const LIMIT_WORDS: [&str; 4] = ["limit", "too large", "at least", "not supported"];

/// The arguments of `cgsolve heap` a message may name.
const HEAP_ARGUMENTS: [&str; 5] = ["<code>", "--to", "--heaps", "--subtract", "--all-but"];

/// The games of the registry, each with a folder of its own.
fn games() -> impl Iterator<Item = &'static str> {
    GAMES.iter().map(|g| g.name)
}

/// Every folder of the corpus.
fn folders() -> impl Iterator<Item = &'static str> {
    games().chain(COMMANDS)
}

/// The folder of `name`'s cases.
fn folder_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/malformed")
        .join(name)
}

/// The cases of one folder, as paths relative to the project folder, in name order.
fn cases(folder: &str) -> Vec<String> {
    let path = folder_path(folder);
    let mut names: Vec<String> = fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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
        .map(|name| format!("tests/data/malformed/{folder}/{name}"))
        .collect()
}

fn read(case: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(case);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The expected message of a case.
fn expected(case: &str) -> Vec<u8> {
    read(&(case.strip_suffix(".in").expect("an .in case").to_string() + ".err"))
}

/// The case's text without one final line end.
fn without_line_end(input: &[u8]) -> &[u8] {
    input.strip_suffix(b"\n").unwrap_or(input)
}

/// Runs `cgsolve` with arguments that may not be UTF-8, with nothing on standard input.
fn cgsolve_os(args: &[&[u8]]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(args.iter().map(|a| OsStr::from_bytes(a)))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("cgsolve runs to its end")
}

/// Runs one case of `folder` as its folder says.
fn run(folder: &str, case: &str) -> Output {
    match folder {
        "value" => common::cgsolve(&["value", "--file", case], ""),
        "heap" => {
            let input = read(case);
            let mut args: Vec<&[u8]> = vec![b"heap"];
            args.extend(without_line_end(&input).split(|&b| b == b'\n'));
            cgsolve_os(&args)
        }
        game => common::cgsolve(&with_example_flags(game, case), ""),
    }
}

/// `game`, the flags of its example position (`--left 1,3 --right 2,3` for a game whose rules
/// need flags; none for most) and `last`.
fn with_example_flags<'a>(game: &'a str, last: &'a str) -> Vec<&'a str> {
    let face = cgsolve::play::find(game).expect("every game is playable");
    let (flags, _) = cgsolve::play::split_flags(face, face.example());
    [game].into_iter().chain(flags).chain([last]).collect()
}

/// A failure's description if `out` is not exit code 2, an empty stdout and `expected`.
fn check(label: &str, out: &Output, expected: &[u8]) -> Option<String> {
    (out.status.code() != Some(2) || !out.stdout.is_empty() || out.stderr != expected).then(|| {
        format!(
            "{label}: exit {:?}, stdout {:?}, stderr {:?}, expected {:?}",
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(expected),
        )
    })
}

#[test]
fn every_game_of_the_registry_has_its_folder() {
    let missing: Vec<String> = folders()
        .map(folder_path)
        .filter(|path| !path.is_dir())
        .map(|path| path.display().to_string())
        .collect();
    assert!(missing.is_empty(), "no malformed cases in {missing:?}");
}

#[test]
fn every_folder_has_at_least_thirty_malformed_cases() {
    for folder in folders().filter(|f| folder_path(f).is_dir()) {
        let count = cases(folder).len();
        assert!(count >= 30, "{folder} has only {count} malformed cases");
    }
}

#[test]
fn every_malformed_case_is_refused_with_its_expected_message() {
    let mut failures = Vec::new();
    for folder in folders().filter(|f| folder_path(f).is_dir()) {
        for case in cases(folder) {
            failures.extend(check(&case, &run(folder, &case), &expected(&case)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn one_line_cases_given_with_p_are_refused_alike() {
    let mut failures = Vec::new();
    let mut given = 0;
    for game in games().filter(|g| folder_path(g).is_dir()) {
        for case in cases(game) {
            let input = read(&case);
            let Ok(line) = std::str::from_utf8(without_line_end(&input)) else {
                continue;
            };
            if line.contains(['\n', '\0']) {
                continue;
            }
            let message = String::from_utf8(expected(&case)).expect("a UTF-8 message");
            // Where the input ends moves with its line end: such a case is given whole.
            let text = if message.contains("found the end of the input") {
                std::str::from_utf8(&input).expect("UTF-8 checked above")
            } else {
                line
            };
            let message = message.replacen(&format!("cgsolve: {case}:"), "cgsolve: -p:", 1);
            // `-p=TEXT`, so that a text starting with `-` is not read as a flag.
            let position = format!("-p={text}");
            let out = common::cgsolve(&with_example_flags(game, &position), "");
            failures.extend(check(&format!("{case} as -p"), &out, message.as_bytes()));
            given += 1;
        }
    }
    assert!(given >= 150, "only {given} cases given with -p");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_message_names_the_input_line_and_column() {
    for folder in folders().filter(|f| folder_path(f).is_dir()) {
        for case in cases(folder) {
            let expected = String::from_utf8(expected(&case)).expect("a UTF-8 message");
            assert!(!expected.is_empty(), "{case}: no message");
            for message in expected.lines() {
                let rest = message
                    .strip_prefix("cgsolve: ")
                    .unwrap_or_else(|| panic!("{case}: {message:?} does not start with cgsolve:"));
                let rest = if folder == "heap" {
                    HEAP_ARGUMENTS
                        .iter()
                        .find_map(|name| rest.strip_prefix(&format!("{name}:")))
                        .unwrap_or_else(|| panic!("{case}: {message:?} names no argument"))
                } else {
                    rest.strip_prefix(&format!("{case}:"))
                        .unwrap_or_else(|| panic!("{case}: {message:?} does not name the file"))
                };
                let mut fields = rest.splitn(3, ':');
                let line = fields.next().unwrap_or("");
                let column = fields.next().unwrap_or("");
                let what = fields.next().unwrap_or("");
                assert!(
                    line.parse::<u32>().is_ok_and(|n| n >= 1)
                        && column.parse::<u32>().is_ok_and(|n| n >= 1),
                    "{case}: no line:column in {message:?}"
                );
                // What was expected, or the limit the input passes.
                let says_what = what.contains(" expected ")
                    || LIMIT_WORDS.iter().any(|words| what.contains(words));
                assert!(
                    says_what,
                    "{case}: {message:?} does not say what was expected"
                );
            }
        }
    }
}

/// The registry's game subcommands, to set a game up from its flags as the command line does.
#[derive(clap::Parser)]
struct GameLine {
    #[command(subcommand)]
    game: cgsolve::games::registry::GameCommand,
}

#[test]
fn an_input_over_a_limit_is_marked_as_over_it_and_a_malformed_one_is_not() {
    use cgsolve::contest::run::{RunError, Style};
    use cgsolve::games::registry::{AnswerError, AnswerInput};
    use clap::Parser;
    let (mut limits, mut malformed) = (0, 0);
    for game in games() {
        let flags = with_example_flags(game, "");
        for case in cases(game) {
            let args = std::iter::once("cgsolve").chain(flags[..flags.len() - 1].iter().copied());
            let line = GameLine::try_parse_from(args).expect("the example's flags");
            let input = read(&case);
            let answered = line.game.visit(AnswerInput {
                input: &input,
                style: Style::Contest,
            });
            // Cases refused once read (a case the solver cannot hold) are not parse errors.
            let Err(AnswerError::Run(RunError::Parse(e))) = answered else {
                continue;
            };
            match &e.limit {
                Some(limit) => {
                    limits += 1;
                    // The message names the same limit: every number of it.
                    let mut numbers = limit
                        .split(|c: char| !c.is_ascii_digit())
                        .filter(|n| !n.is_empty())
                        .peekable();
                    assert!(
                        numbers.peek().is_some() && numbers.all(|n| e.message.contains(n)),
                        "{case}: {e} is marked as over the limit {limit}"
                    );
                }
                None => {
                    malformed += 1;
                    assert!(!e.message.contains("limit"), "{case}: {e} is not marked");
                }
            }
        }
    }
    assert!(
        limits >= 70 && malformed >= 1000,
        "{limits} over a limit, {malformed} malformed"
    );
}
