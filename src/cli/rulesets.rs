//! `cgsolve rulesets`: every game command with one line of help, from the registry, and the
//! three commands that take a game of their own (`heap`, `rules`, `value`).

use super::error::CliError;
use super::output;
use cgsolve::games::registry::GAMES;
use clap::Args;
use std::io::Write;

/// Arguments of `cgsolve rulesets`.
#[derive(Args, Debug)]
pub struct RulesetsArgs {}

/// The commands that are not one game but take the game as their input.
const OTHER: [(&str, &str); 3] = [
    (
        "heap CODE",
        "Heap games by their code (0.77, 4!.0, 0.[3], kayles, ...): Grundy values, periods, \
         sums of heaps",
    ),
    (
        "rules RULES",
        "A board game written in a rule file (docs/rule-files.md): canonical values, or nim \
         values for an impartial one",
    ),
    (
        "value EXPR",
        "Short partizan games in CGSuite's notation, and CGSuite's operators on them",
    ),
];

impl super::Run for RulesetsArgs {
    fn run(self) -> Result<(), CliError> {
        let mut rows: Vec<(&str, String)> = GAMES.iter().map(|g| (g.name, g.summary())).collect();
        rows.extend(OTHER.iter().map(|&(name, about)| (name, about.to_string())));
        let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
        output::print(|out| {
            for (name, summary) in &rows {
                writeln!(out, "{name:width$}  {summary}")?;
            }
            writeln!(
                out,
                "\n`cgsolve GAME --help` gives a game's input and flags; docs/rulesets.md its rules."
            )
        })
    }
}
