//! `docs/new-game.md`, compiled and run: its code (`docs/new-game/subtraction.rs`, whose own
//! tests run here too) as `crate::games::subtraction`, registered with the page's registry
//! line, parsed from a command line and answered through the command line's path, its `--json`
//! checked against the report schema; and the page checked to show exactly that code.

#[path = "common/schema.rs"]
mod schema;

// The game's file uses the crate's own paths (`crate::contest::...`), as every file under
// src/games/ does: here they lead to the library's modules.
use cgsolve::{contest, engine, report, theory};

#[path = "../docs/new-game/subtraction.rs"]
mod subtraction;

mod games {
    pub(crate) use super::subtraction;
}

// The registry of docs/new-game.md: the list with the page's one line.
cgsolve::contest_games! {
    /// The subtraction game {1, 3, 4}: take 1, 3 or 4 counters from one heap; First or Second.
    Subtraction => crate::games::subtraction::Subtraction,
}

use cgsolve::Contest;
use cgsolve::contest::run::{RunError, answer_all};
use cgsolve::games::registry::{GameArgs, GameVisitor};
use clap::Parser;
use serde_json::Value;

/// A command line with the registry above, as `src/cli/mod.rs` builds it.
#[derive(Parser)]
#[command(name = "cgsolve")]
struct Cli {
    #[command(subcommand)]
    game: GameCommand,
}

/// Runs the chosen game on an input given here, as `src/cli/run.rs` does on FILE.
struct Run<'a>(&'a str);

impl GameVisitor for Run<'_> {
    type Output = Result<String, RunError>;

    fn visit<G: Contest>(self, args: GameArgs<G::Options>) -> Result<String, RunError> {
        let mut game = G::new(&args.options, args.common.limit.memory).expect("no options to fail");
        let mut out = Vec::new();
        answer_all(
            &mut game,
            self.0.as_bytes(),
            args.common.output.style(),
            &mut out,
        )?;
        Ok(String::from_utf8(out).expect("UTF-8"))
    }
}

fn run(args: &[&str], input: &str) -> Result<String, RunError> {
    let cli = Cli::try_parse_from(args).expect("valid arguments");
    cli.game.visit(Run(input))
}

#[test]
fn the_registry_line_makes_the_subcommand() {
    assert_eq!(GAMES.len(), 1);
    assert_eq!(GAMES[0].name, "subtraction");
    assert!(GAMES[0].about().contains("take 1, 3 or 4 counters"));
    let help = Cli::try_parse_from(["cgsolve", "--help"])
        .err()
        .unwrap()
        .to_string();
    assert!(help.contains("subtraction"), "{help}");
    assert_eq!(
        run(&["cgsolve", "subtraction"], "2\n5\n").unwrap(),
        "Second\nFirst\n"
    );
}

#[test]
fn the_walkthrough_output_is_what_the_game_prints() {
    let page = include_str!("../docs/new-game.md");
    let text = run(&["cgsolve", "subtraction", "--explain"], "5\n").unwrap();
    let shown = page
        .split("--explain\n")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    assert_eq!(text, shown);
}

#[test]
fn its_json_fits_the_report_schema() {
    let schema = schema::Schema::new(
        serde_json::from_str(include_str!("../docs/report.schema.json")).unwrap(),
    )
    .unwrap();
    let input: String = (0..=40).map(|n| format!("{n}\n")).collect();
    let out = run(&["cgsolve", "subtraction", "--json"], &input).unwrap();
    let answers = run(&["cgsolve", "subtraction"], &input).unwrap();
    for (line, answer) in out.lines().zip(answers.lines()) {
        let report: Value = serde_json::from_str(line).unwrap();
        assert_eq!(schema.errors(&report), Vec::<String>::new(), "{report}");
        assert_eq!(report["answer"], answer);
    }
    assert_eq!(out.lines().count(), 41);
}

#[test]
fn bad_input_and_limits_are_refused_before_any_answer() {
    match run(&["cgsolve", "subtraction"], "3\n4 x\n") {
        Err(RunError::Parse(e)) => {
            assert_eq!(
                e.to_string(),
                "2:3: expected the end of the line, found 'x'"
            )
        }
        other => panic!("{other:?}"),
    }
    match run(&["cgsolve", "subtraction"], "3\n5000\n") {
        Err(RunError::Parse(e)) => assert!(e.to_string().contains("over the limit of 1000")),
        other => panic!("{other:?}"),
    }
}

/// The page's code blocks: the game's file in order, then the registry line.
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
fn the_page_shows_exactly_the_tested_code() {
    let page = include_str!("../docs/new-game.md");
    let file = include_str!("../docs/new-game/subtraction.rs");
    let code = blocks(page, "rust");
    assert!(code.len() >= 4);
    assert_eq!(
        code.join("\n"),
        file,
        "docs/new-game.md and subtraction.rs differ"
    );
    let registry = blocks(page, "rust registry");
    assert_eq!(registry.len(), 1);
    assert!(
        include_str!("new_game.rs").contains(&registry[0]),
        "the page's registry line is not the one registered here"
    );
}
