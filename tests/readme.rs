//! The examples of the README and of every page of `docs/`, run: every `$ ` line of a code
//! block is a command whose output must be the lines shown under it (up to the next `$ ` line
//! or the end of the block). A line `...` stands for any lines, and `…` within a line for any
//! text. The commands are a small part of the shell, read strictly: `cgsolve` with its words
//! (plain or in single quotes), fed by `printf [--] '...' |`, `echo WORDS |` or `< FILE`, and
//! followed by `| head -N` or `| tail -N`; anything else fails the test.
//!
//! An example too slow for the test suite says so where a reader sees it, in a comment
//! `# not run by the tests: REASON` on its `$ ` line; those are counted below, so that none is
//! added unseen. The README's example reading a system word list is not run either, and its
//! examples are counted likewise.

mod common;

use common::cgsolve_text;
use std::path::{Path, PathBuf};

/// The comment that keeps an example from running, with its reason after it.
const NOT_RUN: &str = "not run by the tests: ";

/// One example: where it is, the text fed to standard input, the arguments, the lines of the
/// output kept (`head`, `tail`), the lines shown, and why it is not run, if it is not.
struct Example {
    place: String,
    stdin: String,
    args: Vec<String>,
    keep: Vec<Keep>,
    expected: Vec<String>,
    not_run: Option<String>,
}

/// A filter after the command: its first or last N lines.
#[derive(Debug, PartialEq)]
enum Keep {
    Head(usize),
    Tail(usize),
}

/// A word of a command line, or one of the two operators understood.
#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    Pipe,
    From,
}

/// The tokens of a command line and its comment (the text after an unquoted `#` opening a
/// word), or why the line is not read.
fn tokens(line: &str) -> Result<(Vec<Token>, Option<String>), String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            ' ' | '\t' => out.extend(word.take().map(Token::Word)),
            '#' if word.is_none() => {
                return Ok((out, Some(line[at + 1..].trim().to_string())));
            }
            '|' | '<' => {
                out.extend(word.take().map(Token::Word));
                out.push(if c == '|' { Token::Pipe } else { Token::From });
            }
            '\'' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some((_, '\'')) => break,
                        Some((_, c)) => word.push(c),
                        None => return Err("an unclosed quote".into()),
                    }
                }
            }
            '"' | '\\' | '$' | ';' | '&' | '>' | '*' | '?' | '(' | ')' | '[' | ']' | '{' | '}'
            | '`' | '~' => return Err(format!("'{c}' outside quotes")),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word.map(Token::Word));
    Ok((out, None))
}

/// The text `printf` prints for a format without conversions: `\n` a line break, `\\` a
/// backslash.
fn printf_text(format: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('n') => out.push('\n'),
                Some('\\') => out.push('\\'),
                other => return Err(format!("printf escape \\{other:?}")),
            },
            '%' => return Err("a printf conversion".into()),
            c => out.push(c),
        }
    }
    Ok(out)
}

/// The words of a pipeline stage, which must all be words.
fn words(stage: &[Token]) -> Result<Vec<&str>, String> {
    stage
        .iter()
        .map(|t| match t {
            Token::Word(w) => Ok(w.as_str()),
            other => Err(format!("{other:?} where a word was expected")),
        })
        .collect()
}

/// A `head` or `tail` stage.
fn keep(stage: &[Token]) -> Result<Keep, String> {
    let words = words(stage)?;
    let count = match words[1..] {
        [n] => n.strip_prefix('-'),
        ["-n", n] => Some(n),
        _ => None,
    }
    .and_then(|n| n.parse().ok())
    .ok_or_else(|| format!("{words:?}: expected head -N or tail -N"))?;
    match words[0] {
        "head" => Ok(Keep::Head(count)),
        "tail" => Ok(Keep::Tail(count)),
        other => Err(format!("'{other}' after cgsolve")),
    }
}

/// The example a `$ ` line holds (its output not yet read), or why it is not read.
fn command(line: &str, place: String) -> Result<Example, String> {
    let (tokens, comment) = tokens(line)?;
    let not_run = comment.and_then(|c| c.strip_prefix(NOT_RUN).map(str::to_string));
    let mut stages = tokens.split(|t| *t == Token::Pipe);
    let mut stage = stages.next().unwrap_or_default();
    let mut stdin = String::new();
    match words(stage).ok().as_deref() {
        Some(["printf", "--", format] | ["printf", format]) => {
            stdin = printf_text(format)?;
            stage = stages.next().ok_or("printf into nothing")?;
        }
        Some(["echo", text @ ..]) => {
            stdin = format!("{}\n", text.join(" "));
            stage = stages.next().ok_or("echo into nothing")?;
        }
        _ => {}
    }
    let (stage, file) = match stage {
        [before @ .., Token::From, Token::Word(file)] => (before, Some(file)),
        _ => (stage, None),
    };
    if let Some(file) = file {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        stdin = std::fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
    }
    let args = match words(stage)?.split_first() {
        Some((&"cgsolve", args)) => args.iter().map(|a| a.to_string()).collect(),
        _ => return Err("expected a cgsolve command".into()),
    };
    let keep = stages.map(keep).collect::<Result<_, _>>()?;
    Ok(Example {
        place,
        stdin,
        args,
        keep,
        expected: Vec::new(),
        not_run,
    })
}

/// Every `$ ` line in the code blocks of `page` (named `name`), with the lines after it.
fn examples(name: &str, page: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    let mut in_example = false;
    for (number, line) in page.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            in_example = false;
            continue;
        }
        if !in_block {
            continue;
        }
        let place = format!("{name}:{}", number + 1);
        if let Some(rest) = line.strip_prefix("$ ") {
            let example = command(rest, place.clone()).unwrap_or_else(|e| panic!("{place}: {e}"));
            out.push(example);
            in_example = true;
        } else if in_example {
            out.last_mut().unwrap().expected.push(line.to_string());
        }
    }
    out
}

/// Whether `actual` matches the line `expected`, where `…` stands for any text.
fn line_matches(expected: &str, actual: &str) -> bool {
    let mut pieces = expected.split('…');
    let first = pieces.next().unwrap_or_default();
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    let mut pieces: Vec<&str> = pieces.collect();
    let Some(last) = pieces.pop() else {
        return rest.is_empty();
    };
    for piece in pieces {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Whether `actual` matches `expected`, where an expected line `...` matches any lines.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(first, a) && matches(rest, more)),
    }
}

/// Runs each example that is run, which must print what it shows.
fn run_all(examples: &[&Example]) {
    for example in examples {
        let args: Vec<&str> = example.args.iter().map(String::as_str).collect();
        let (code, out, err) = cgsolve_text(&args, &example.stdin);
        let place = &example.place;
        assert_eq!((code, err.as_str()), (0, ""), "{place}: cgsolve {args:?}");
        let mut actual: Vec<&str> = out.lines().collect();
        for keep in &example.keep {
            actual = match *keep {
                Keep::Head(n) => actual.into_iter().take(n).collect(),
                Keep::Tail(n) => actual[actual.len().saturating_sub(n)..].to_vec(),
            };
        }
        assert!(
            matches(&example.expected, &actual),
            "{place}: cgsolve {args:?} printed\n{}\nwhere the page shows\n{}",
            actual.join("\n"),
            example.expected.join("\n")
        );
    }
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let readme = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"));
    let all = examples("README.md", &readme);
    let in_project: Vec<&Example> = all
        .iter()
        .filter(|e| !e.args.iter().any(|a| a.starts_with("/usr/")))
        .collect();
    assert_eq!((all.len(), in_project.len()), (10, 9));
    assert!(all.iter().all(|e| e.not_run.is_none()));
    run_all(&in_project);
}

/// The Markdown pages of `docs/`, in name order.
fn docs_pages() -> Vec<PathBuf> {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&docs)
        .unwrap_or_else(|e| panic!("{}: {e}", docs.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages
}

#[test]
fn every_docs_example_prints_what_it_shows() {
    let mut all = Vec::new();
    for page in docs_pages() {
        let name = format!("docs/{}", page.file_name().unwrap().to_string_lossy());
        all.extend(examples(&name, &read(&page)));
    }
    let not_run: Vec<String> = all
        .iter()
        .filter_map(|e| Some(format!("{}: {}", e.place, e.not_run.as_ref()?)))
        .collect();
    assert_eq!(not_run.len(), 2, "the examples not run: {not_run:#?}");
    let run: Vec<&Example> = all.iter().filter(|e| e.not_run.is_none()).collect();
    assert!(run.len() >= 50, "only {} examples", run.len());
    run_all(&run);
}

#[test]
fn no_prompt_of_a_page_is_passed_over() {
    // Every `$ ` line of a page is an example read above: none is indented (in a list) or
    // outside a code block, where the reader would not see it.
    for page in docs_pages() {
        let text = read(&page);
        let name = page.display().to_string();
        let prompts = text
            .lines()
            .filter(|l| l.trim_start().starts_with("$ "))
            .count();
        assert_eq!(examples(&name, &text).len(), prompts, "{name}");
    }
}

#[test]
fn a_command_line_is_read_as_the_shell_reads_it() {
    let example = command(
        "printf -- 'a\\n\\\\b\\n' | cgsolve x 'y z' # note",
        "t".into(),
    )
    .unwrap();
    assert_eq!(example.stdin, "a\n\\b\n");
    assert_eq!(example.args, ["x", "y z"]);
    assert_eq!(example.not_run, None);
    let example = command("echo 1x4 | cgsolve cram | tail -n 2 | head -1", "t".into()).unwrap();
    assert_eq!(
        (example.stdin.as_str(), &example.args[..]),
        ("1x4\n", &["cram".to_string()][..])
    );
    assert_eq!(example.keep, [Keep::Tail(2), Keep::Head(1)]);
    let example = command("cgsolve a'b c'd # not run by the tests: why", "t".into()).unwrap();
    assert_eq!(example.args, ["ab cd"]);
    assert_eq!(example.not_run.as_deref(), Some("why"));
    let example = command(
        "cgsolve value < tests/data/value/expressions.txt",
        "t".into(),
    )
    .unwrap();
    assert!(example.stdin.contains("{1|*} + ^\n"));
    for bad in [
        "cgsolve \"x\"",
        "cgsolve 'x",
        "cgsolve x > out",
        "ls",
        "cgsolve x | sort",
        "printf '%d' 1 | cgsolve x",
        "cgsolve x*",
    ] {
        assert!(command(bad, "t".into()).is_err(), "{bad}");
    }
}

#[test]
fn an_ellipsis_stands_for_any_lines_and_nothing_else_does() {
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(matches(&lines(&["a", "...", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&lines(&["a", "...", "d"]), &["a", "d"]));
    assert!(!matches(&lines(&["a", "...", "d"]), &["a", "b", "c"]));
    assert!(!matches(&lines(&["a", "b"]), &["a", "b", "c"]));
    assert!(!matches(&lines(&["a", "c"]), &["a", "b"]));
}

#[test]
fn an_ellipsis_within_a_line_stands_for_any_text() {
    assert!(line_matches("{\"a\":[…],\"b\":1}", "{\"a\":[1,2],\"b\":1}"));
    assert!(line_matches("x…", "xyz"));
    assert!(line_matches("…z", "xyz"));
    assert!(line_matches("x…y…z", "xayaz"));
    assert!(!line_matches("x…y…z", "xaz"));
    assert!(!line_matches("x…z", "xzy"));
    assert!(!line_matches("xy", "xyz"));
    assert!(!line_matches("ab…ba", "aba"));
}

/// The line that starts the part of `docs/rulesets.md` made from the registry.
const MADE_FROM_THE_REGISTRY: &str = "<!-- Made from the registry (each ruleset's file's doc \
comment) by cgsolve::games::registry::rulesets_markdown; to remake it after a change, run \
CGSOLVE_WRITE_DOCS=1 cargo test --release --test readme -->";

#[test]
fn the_rulesets_page_is_made_from_the_registry() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rulesets.md");
    let page = read(&path);
    let start = page
        .find(MADE_FROM_THE_REGISTRY)
        .unwrap_or_else(|| panic!("docs/rulesets.md lacks the line {MADE_FROM_THE_REGISTRY}"));
    let made = cgsolve::games::registry::rulesets_markdown();
    let fresh = format!("{}{MADE_FROM_THE_REGISTRY}\n\n{made}", &page[..start]);
    if std::env::var_os("CGSOLVE_WRITE_DOCS").is_some() {
        std::fs::write(&path, &fresh).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    assert!(
        read(&path) == fresh,
        "docs/rulesets.md is stale: run CGSOLVE_WRITE_DOCS=1 cargo test --release --test readme"
    );
    // Every game of the registry is in its table, and every ruleset in one file has its section.
    for entry in cgsolve::games::registry::GAMES {
        assert!(made.contains(&format!("| `cgsolve {}` |", entry.name)));
        if entry.source.is_some() {
            assert!(made.contains(&format!("## `cgsolve {}`", entry.name)));
        }
    }
}
