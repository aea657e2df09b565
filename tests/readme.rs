//! The README's examples and those of `docs/rulesets.md` and `docs/loopy.md`, run: every `$ cgsolve ...` line of its code blocks (optionally fed
//! by `printf '...' |`) prints exactly the lines shown under it, where a line `...` stands for
//! any lines. Examples reading a file outside the project (a system word list) are not run; the
//! count of examples run is fixed below, so none drops out unseen.

mod common;

use common::cgsolve_text;

/// One example: the text fed to standard input, the arguments, the lines shown.
#[derive(Clone)]
struct Example {
    stdin: String,
    args: Vec<String>,
    expected: Vec<String>,
}

/// The text of a `printf` format: `\n` a line break, `\\` a backslash.
fn printf_text(format: &str) -> String {
    format.replace("\\n", "\n").replace("\\\\", "\\")
}

/// Every `$ ` line in the README's code blocks with the lines after it.
fn examples(readme: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            let printf = command
                .strip_prefix("printf -- '")
                .or_else(|| command.strip_prefix("printf '"));
            let (stdin, command) = match printf {
                Some(rest) => {
                    let (format, rest) = rest.split_once("' | ").expect("printf '...' | cgsolve");
                    (printf_text(format), rest)
                }
                None => (String::new(), command),
            };
            let mut words = command.split_whitespace();
            assert_eq!(words.next(), Some("cgsolve"), "{line}");
            out.push(Example {
                stdin,
                args: words.map(str::to_string).collect(),
                expected: Vec::new(),
            });
        } else if let Some(example) = out.last_mut() {
            example.expected.push(line.to_string());
        }
    }
    out
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
            .is_some_and(|(a, more)| a == first && matches(rest, more)),
    }
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md reads");
    let all = examples(&readme);
    let in_project: Vec<&Example> = all
        .iter()
        .filter(|e| !e.args.iter().any(|a| a.starts_with("/usr/")))
        .collect();
    assert_eq!((all.len(), in_project.len()), (10, 9));
    let in_project: Vec<Example> = in_project.into_iter().cloned().collect();
    run_all(&in_project);
}

/// Runs each example, which must print what it shows.
fn run_all(examples: &[Example]) {
    for example in examples {
        let args: Vec<&str> = example.args.iter().map(String::as_str).collect();
        let (code, out, err) = cgsolve_text(&args, &example.stdin);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        let actual: Vec<&str> = out.lines().collect();
        assert!(
            matches(&example.expected, &actual),
            "cgsolve {args:?} printed\n{out}\nwhere the page shows\n{}",
            example.expected.join("\n")
        );
    }
}

#[test]
fn every_ruleset_example_prints_what_it_shows() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rulesets.md"))
        .expect("docs/rulesets.md reads");
    let all = examples(&page);
    assert!(all.len() >= 20, "only {} examples", all.len());
    run_all(&all);
}

#[test]
fn every_loopy_example_prints_what_it_shows() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/loopy.md"))
        .expect("docs/loopy.md reads");
    let all = examples(&page);
    assert!(!all.is_empty(), "no examples");
    run_all(&all);
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
