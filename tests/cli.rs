//! The command line as a user meets it: help, version, usage errors.

mod common;

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
