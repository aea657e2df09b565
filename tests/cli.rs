//! The command line as a user meets it: help, version, usage errors.

mod common;

use common::cgsolve_text;
use std::process::Output;

fn cgsolve(args: &[&str]) -> Output {
    common::cgsolve(args, "")
}

#[test]
fn version_names_the_package_version() {
    let out = cgsolve(&["--version"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.trim(),
        format!("cgsolve {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn help_succeeds_and_describes_the_tool() {
    let out = cgsolve(&["--help"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Usage: cgsolve"));
}

#[test]
fn unknown_game_is_a_usage_error() {
    let out = cgsolve(&["no-such-game"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-game"));
}

#[test]
fn help_lists_every_game_of_the_registry() {
    let out = cgsolve(&["--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    for game in cgsolve::games::registry::GAMES {
        let first_line = game.about().lines().next().unwrap_or_default().to_string();
        let summary = first_line.trim_end_matches('.');
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with(game.name) && l.contains(summary)),
            "{} is not listed with its help in:\n{text}",
            game.name
        );
        let own = cgsolve(&[game.name, "--help"]);
        assert!(own.status.success());
        assert!(
            String::from_utf8_lossy(&own.stdout).contains(&format!("Usage: cgsolve {}", game.name))
        );
    }
}

#[test]
fn rulesets_lists_every_game_command_with_one_line() {
    let out = cgsolve(&["rulesets"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let mut names: Vec<&str> = cgsolve::games::registry::GAMES
        .iter()
        .map(|g| g.name)
        .collect();
    names.extend(["heap CODE", "rules RULES", "value EXPR"]);
    for name in &names {
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| l.split("  ").next() == Some(*name))
            .collect();
        assert_eq!(lines.len(), 1, "{name} in:\n{text}");
        assert!(lines[0].len() > name.len() + 10, "{name} has no summary");
    }
    let listed = text.lines().take_while(|l| !l.is_empty()).count();
    assert_eq!(listed, names.len(), "{text}");
}

/// Bad input to each command: exit code 2, nothing on standard output and exactly one line on
/// standard error, `cgsolve: ` and the reason, printed once by the one error path.
#[test]
fn bad_input_to_every_command_is_one_line_and_exit_code_2() {
    let verify_dir = std::env::temp_dir().join(format!("cgsolve-cli-none-{}", std::process::id()));
    let verify_dir = verify_dir.to_string_lossy().into_owned();
    let cases: [(&[&str], &str); 9] = [
        (&["checkers", "-p", "x"], "-p:1:1: "),
        (&["value", "{1|"], "arg 1:"),
        (&["heap", "0.8x", "--to", "5"], "<code>:1:4: "),
        (&["heap", "kayles", "--heaps", "1,x"], "--heaps:1:3: "),
        (
            &["play", "checkers", "--max-seconds", "0"],
            "--max-seconds: ",
        ),
        (&["play", "checkers", "-p", "x"], "-p:"),
        (
            &[
                "serve",
                "--max-positions",
                "1000000000000",
                "--memory",
                "1M",
            ],
            "--max-positions: ",
        ),
        (
            &["tables", "sweets", "--side", "9", "--out", &verify_dir],
            "--side 9: ",
        ),
        (&["tables", "verify", &verify_dir], ""),
    ];
    for (args, start) in cases {
        let out = cgsolve(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert_eq!(err.matches("cgsolve: ").count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("cgsolve: {start}")),
            "{args:?}: {err}"
        );
    }
}

/// Runs `cgsolve` with `args` and `stdin`, reads the first line of its output and closes its
/// standard output; its exit code and standard error.
fn first_line_then_close(args: &[&str], stdin: String) -> (Option<i32>, String, String) {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cgsolve binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let feeder = std::thread::spawn(move || pipe.write_all(stdin.as_bytes()));
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut first)
        .expect("the first line is read");
    // The reader is dropped here: the rest of the output meets a closed pipe.
    let out = child.wait_with_output().expect("cgsolve runs to its end");
    feeder
        .join()
        .expect("the input is written")
        .expect("cgsolve reads its whole input");
    (
        out.status.code(),
        first,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Output far larger than a pipe holds, its reader gone after one line (`cgsolve ... | head
/// -1`): the command ends quietly with success, as ripgrep does. Every shell's completions are
/// larger than a pipe holds too.
#[test]
fn a_closed_standard_output_ends_quietly_with_success() {
    let mut runs: Vec<(Vec<&str>, String, &str)> = vec![
        (
            vec!["heap", "kayles", "--to", "2000000"],
            String::new(),
            "0 1 2 3 1",
        ),
        (vec!["checkers"], "o.\n".repeat(200_000), "YES\n"),
        (vec!["value"], "^\n".repeat(100_000), "^\n"),
    ];
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        runs.push((vec!["completions", shell], String::new(), ""));
    }
    for (args, stdin, first) in runs {
        let (code, line, err) = first_line_then_close(&args, stdin);
        assert!(
            line.starts_with(first) && !line.is_empty(),
            "{args:?}: {line}"
        );
        assert_eq!((code, err.as_str()), (Some(0), ""), "{args:?}");
    }
}

#[test]
fn completions_for_every_shell_and_the_manual_name_every_subcommand() {
    let names: Vec<&str> = cgsolve::games::registry::GAMES
        .iter()
        .map(|g| g.name)
        .chain([
            "play",
            "serve",
            "value",
            "heap",
            "tables",
            "completions",
            "man",
        ])
        .collect();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let (code, out, err) = cgsolve_text(&["completions", shell], "");
        assert_eq!((code, err.as_str()), (0, ""), "{shell}");
        for name in &names {
            assert!(out.contains(name), "{shell} completions lack {name}");
        }
    }
    let (code, out, err) = cgsolve_text(&["man"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains(".TH cgsolve 1"), "{out}");
    for name in &names {
        assert!(
            out.contains(&format!("cgsolve\\-{}", name.replace('-', "\\-"))),
            "the manual lacks {name}"
        );
    }
    let (code, _, err) = cgsolve_text(&["completions", "tcsh"], "");
    assert_eq!(code, 2);
    assert!(err.contains("invalid value 'tcsh'"), "{err}");
}

#[test]
fn serve_refuses_rule_files_it_cannot_list_before_it_listens() {
    let rules = "examples/rules/knight-clobber.rules";
    let out = cgsolve(&["serve", "--port", "0", "--rules", rules, rules]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "cgsolve: {rules}: expected rule files of different names, found a second 'knight-clobber.rules'\n"
        )
    );
    let bad = "tests/data/rule_files/malformed/start_ragged.rules";
    let out = cgsolve(&["serve", "--port", "0", "--rules", bad]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("cgsolve: {bad}:5:13: expected a row of 2 cells like the first, found 3\n")
    );
}
