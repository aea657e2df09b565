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

/// Every folder of the corpus (a game whose cases are all generic has none).
fn folders() -> impl Iterator<Item = &'static str> {
    games()
        .chain(COMMANDS)
        .filter(|folder| folder_path(folder).is_dir())
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
    let face = cgsolve::games::registry::find_playable(game).expect("every game is playable");
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
fn every_game_of_the_registry_has_its_cases() {
    let missing: Vec<String> = games()
        .filter(|game| position_line(game).is_none())
        .chain(COMMANDS)
        .map(folder_path)
        .filter(|path| !path.is_dir())
        .map(|path| path.display().to_string())
        .collect();
    assert!(missing.is_empty(), "no malformed cases in {missing:?}");
}

#[test]
fn every_game_has_at_least_thirty_malformed_cases() {
    for game in games().chain(COMMANDS) {
        let generic = (!COMMANDS.contains(&game))
            .then(|| position_line(game))
            .flatten()
            .map_or(0, |line| generic_cases(line.as_bytes()).len());
        let own = if folder_path(game).is_dir() {
            cases(game).len()
        } else {
            0
        };
        // A game of one position a line may have no case of its own beyond the generic ones.
        let least = if generic > 0 { generic } else { 30 };
        assert!(
            generic + own >= least,
            "{game} has only {} malformed cases",
            generic + own
        );
    }
}

#[test]
fn every_malformed_case_is_refused_with_its_expected_message() {
    let mut failures = Vec::new();
    for folder in folders() {
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
    for folder in folders() {
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
    use cgsolve::answer::run::{RunError, Style};
    use cgsolve::games::answering::{AnswerError, AnswerInput};
    use clap::Parser;
    let (mut limits, mut malformed) = (0, 0);
    for game in games().filter(|g| folder_path(g).is_dir()) {
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
        limits >= 70 && malformed >= 800,
        "{limits} over a limit, {malformed} malformed"
    );
}

/// Where in a position a generic case is broken: cases broken at one spot are refused with
/// one "expected ..." (what the format takes there), whatever byte breaks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Spot {
    /// The first byte of a line.
    Start,
    /// After the position's first two bytes (its first, when it has one).
    Inside,
    /// After the position's first byte, on a later line.
    Later,
    /// Right after the whole position.
    End,
    /// No position at all.
    Apart,
}

/// A malformed input made from a game's position line, and where its message must place it.
struct Generic {
    name: &'static str,
    input: Vec<u8>,
    line: usize,
    column: usize,
    /// What the message says was found, when every format says it alike.
    found: Option<String>,
    spot: Spot,
}

/// The game's example position, when its input is one position a line: the example's
/// position (after its flags' line) is one line, and the game answers it alone and between
/// blank lines.
fn position_line(game: &str) -> Option<String> {
    use cgsolve::answer::run::Style;
    use cgsolve::games::answering::AnswerInput;
    use clap::Parser;
    let face = cgsolve::games::registry::find_playable(game)?;
    let (_, rest) = cgsolve::play::split_flags(face, face.example());
    let line = rest.trim();
    if line.is_empty() || line.contains('\n') {
        return None;
    }
    let flags = with_example_flags(game, "");
    let args: Vec<&str> = std::iter::once("cgsolve")
        .chain(flags[..flags.len() - 1].iter().copied())
        .collect();
    let answers = |input: &str| {
        let command = GameLine::try_parse_from(args.clone()).expect("the example's flags");
        let answered = command.game.visit(AnswerInput {
            input: input.as_bytes(),
            style: Style::Contest,
        });
        answered.is_ok()
    };
    (answers(line) && answers(&format!("\n{line}\n\n"))).then(|| line.to_string())
}

/// The generic cases of a game whose position line is `p`: each breaks it where no format
/// takes what it puts (control bytes, bytes that are not ASCII, `?`, `@`, `~`, `*`, `!`,
/// quotes, braces), or gives no position at all.
fn generic_cases(p: &[u8]) -> Vec<Generic> {
    let k = p.len().min(2);
    let (pre, post) = p.split_at(k);
    // On later lines, after the position's first byte.
    let (first, rest) = p.split_at(p.len().min(1));
    let cat = |parts: &[&[u8]]| parts.concat();
    let byte = |b: u8| Some(format!("byte 0x{b:02x}"));
    let char = |c: char| Some(format!("'{c}'"));
    let end = || Some("the end of the input".to_string());
    let case = |name, input, line, column, found, spot| Generic {
        name,
        input,
        line,
        column,
        found,
        spot,
    };
    let (inside, second, after) = (k + 1, first.len() + 1, p.len() + 1);
    use Spot::*;
    vec![
        case("01-empty", vec![], 1, 1, end(), Apart),
        case("02-only-blank-lines", b"\n\n\n".to_vec(), 4, 1, None, Apart),
        case(
            "03-only-spaces-and-tabs",
            b"   \n\t\n".to_vec(),
            3,
            1,
            None,
            Apart,
        ),
        case(
            "04-binary-junk",
            b"\0\x9f\x13\xfe\x7f\x80\x01\x02".to_vec(),
            1,
            1,
            byte(0),
            Start,
        ),
        case(
            "05-nul-byte",
            cat(&[pre, b"\0", post, b"\n"]),
            1,
            inside,
            byte(0),
            Inside,
        ),
        case(
            "06-utf8-multibyte",
            cat(&[pre, "é".as_bytes(), post, b"\n"]),
            1,
            inside,
            byte(0xc3),
            Inside,
        ),
        case(
            "07-bom",
            cat(&[b"\xef\xbb\xbf", p, b"\n"]),
            1,
            1,
            byte(0xef),
            Start,
        ),
        case(
            "08-invalid-utf8",
            cat(&[pre, b"\xff\xfe", post, b"\n"]),
            1,
            inside,
            byte(0xff),
            Inside,
        ),
        case(
            "09-crlf-then-bad",
            cat(&[p, b"\r\n", first, b"?", rest, b"\r\n"]),
            2,
            second,
            char('?'),
            Later,
        ),
        case(
            "10-escape-inside",
            cat(&[pre, b"\x1b", post, b"\n"]),
            1,
            inside,
            byte(0x1b),
            Inside,
        ),
        case(
            "11-delete-inside",
            cat(&[pre, b"\x7f", post, b"\n"]),
            1,
            inside,
            byte(0x7f),
            Inside,
        ),
        case(
            "12-control-byte-inside",
            cat(&[pre, b"\x01", post, b"\n"]),
            1,
            inside,
            byte(1),
            Inside,
        ),
        case(
            "13-second-line-bad",
            cat(&[p, b"\n", first, b"@", rest, b"\n"]),
            2,
            second,
            char('@'),
            Later,
        ),
        case(
            "14-bad-after-blank-lines",
            cat(&[p, b"\n\n\n", first, b"~", rest, b"\n"]),
            4,
            second,
            char('~'),
            Later,
        ),
        case(
            "15-quoted",
            cat(&[b"\"", p, b"\"\n"]),
            1,
            1,
            char('"'),
            Start,
        ),
        case(
            "16-json",
            cat(&[b"{\"position\": \"", p, b"\"}\n"]),
            1,
            1,
            char('{'),
            Start,
        ),
        case(
            "17-bang-first",
            cat(&[b"!", p, b"\n"]),
            1,
            1,
            char('!'),
            Start,
        ),
        case(
            "18-unicode-bullet",
            cat(&[pre, "•".as_bytes(), post, b"\n"]),
            1,
            inside,
            byte(0xe2),
            Inside,
        ),
        case(
            "19-junk-at-end",
            cat(&[p, b"?\n"]),
            1,
            after,
            char('?'),
            End,
        ),
        case("20-nul-at-end", cat(&[p, b"\0\n"]), 1, after, byte(0), End),
        case(
            "21-crlf-mixed-with-lf",
            cat(&[p, b"\r\n", p, b"\n", first, b"*", rest, b"\r\n"]),
            3,
            second,
            char('*'),
            Later,
        ),
    ]
}

/// Runs `case` of `game` from a file under the test's own folder: the message it gets.
fn run_generic(game: &str, case: &Generic) -> (String, Output) {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("malformed")
        .join(game);
    fs::create_dir_all(&folder).expect("a folder for the generic cases");
    let path = folder.join(format!("{}.in", case.name));
    fs::write(&path, &case.input).expect("a generic case written");
    let path = path.to_str().expect("a UTF-8 path").to_string();
    let out = common::cgsolve(&with_example_flags(game, &path), "");
    (path, out)
}

#[test]
fn every_generic_case_is_refused_where_it_is_broken() {
    let mut failures = Vec::new();
    let mut games_given = 0;
    for game in games() {
        let Some(line) = position_line(game) else {
            continue;
        };
        games_given += 1;
        let mut expected_at: std::collections::HashMap<Spot, (String, &str)> = Default::default();
        for case in generic_cases(line.as_bytes()) {
            let (path, out) = run_generic(game, &case);
            let label = format!("{game} {} ({line:?})", case.name);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let head = format!("cgsolve: {path}:{}:{}: expected ", case.line, case.column);
            let Some(rest) = stderr.strip_prefix(&head) else {
                failures.push(format!(
                    "{label}: {stderr:?}, expected it to start {head:?}"
                ));
                continue;
            };
            let rest = rest.strip_suffix('\n').unwrap_or(rest);
            let (expected, found) = rest.rsplit_once(", found ").unwrap_or((rest, ""));
            if out.status.code() != Some(2) || !out.stdout.is_empty() || !stderr.ends_with('\n') {
                failures.push(format!(
                    "{label}: exit {:?}, stdout {:?}",
                    out.status.code(),
                    out.stdout
                ));
            }
            if case.found.as_ref().is_some_and(|f| f != found) {
                failures.push(format!("{label}: found {found:?}, not {:?}", case.found));
            }
            if case.spot != Spot::Apart {
                let (first, by) = expected_at
                    .entry(case.spot)
                    .or_insert((expected.to_string(), case.name));
                if first != expected {
                    failures.push(format!(
                        "{label}: expected {expected:?}, but {by}: {first:?}"
                    ));
                }
            }
        }
    }
    assert!(
        games_given >= 25,
        "only {games_given} games given the generic cases"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
