//! The command line: clap parses the arguments; a game's subcommand comes from the registry
//! ([`cgsolve::games::registry`]) and is served by [`run`]; every other command is one line in
//! the [`commands!`] list below and one file in `src/cli/`. Every command returns
//! `Result<(), CliError>`: [`main`] alone prints a failure (`cgsolve: ...` on standard error)
//! and turns it into the exit code; every command writes through [`output`], where a closed
//! standard output ends the command quietly.

mod check_certificate;
mod error;
mod heap;
mod heap_misere;
mod output;
mod play;
mod progress;
mod region_tables;
mod rules;
mod rulesets;
mod run;
mod scored_tables;
mod serve;
mod shell;
mod tables;
mod value;

use cgsolve::games::registry::GameCommand;
use cgsolve::theory::canonical::on_deep_stack;
use clap::{Parser, Subcommand};
use error::CliError;
use std::process::ExitCode;

/// Decides who wins a combinatorial game, with which move, and why.
#[derive(Parser)]
#[command(name = "cgsolve", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// A command: a game of the registry, or a command's clap `Args` struct, which runs itself.
pub trait Run {
    /// Runs the command to its end, or says why it stopped.
    fn run(self) -> Result<(), CliError>;
}

/// Builds [`Command`]: every game of the registry, then each command of the list, one line
/// each (`/// help`, then `Name(file::NameArgs),` with `NameArgs: Run` in `src/cli/file.rs`).
macro_rules! commands {
    ($( $(#[doc = $doc:literal])* $name:ident($args:ty), )*) => {
        /// The subcommands: every game of the registry, then the commands that are not a game.
        #[derive(Subcommand)]
        enum Command {
            /// A game of the registry, reading its contest's input format.
            #[command(flatten)]
            Game(GameCommand),
            $( $(#[doc = $doc])* $name($args), )*
        }

        impl Command {
            fn run(self) -> Result<(), CliError> {
                match self {
                    Command::Game(game) => Run::run(game),
                    $( Command::$name(args) => Run::run(args), )*
                }
            }
        }
    };
}

commands! {
    /// Play a position against perfect play in the terminal (moves on standard input).
    Play(play::PlayArgs),
    /// Serve the play page and its JSON API over HTTP.
    Serve(serve::ServeArgs),
    /// Canonical forms of short partizan games in CGSuite notation: '{1|*} + ^', '^* || 0'.
    Value(value::ValueArgs),
    /// Heap games: Grundy values g(0..=N) of a take-and-break code ('0.77', '4!.0', '0.[3]', kayles) with the period found, or a sum of heaps and its winning moves.
    Heap(heap::HeapArgs),
    /// Whole-game tables on disk: `tables sweets --side S --out DIR`, `tables verify DIR`.
    Tables(tables::TablesArgs),
    /// A game written in a rule file (docs/rule-files.md): `rules RULES -p POSITION`.
    Rules(rules::RulesArgs),
    /// Verify a certificate of outcomes (written by a game's --certificate) with the game's plain moves.
    CheckCertificate(check_certificate::CheckCertificateArgs),
    /// List every game command with one line each.
    Rulesets(rulesets::RulesetsArgs),
    /// Print the completion script of a shell (bash, zsh, fish, powershell, elvish).
    Completions(shell::CompletionsArgs),
    /// Print the manual page, in roff (`cgsolve man | man -l -`).
    Man(shell::ManArgs),
}

impl Run for GameCommand {
    /// On a thread with a deep stack: a game's values recurse to their birthdays.
    fn run(self) -> Result<(), CliError> {
        on_deep_stack(move || self.visit(run::GameRun)).map_err(CliError::internal)?
    }
}

/// Parses the arguments and runs the chosen command; the one place a failure is printed and
/// made an exit code: 2 on bad input or usage, 1 on an internal failure.
pub fn main() -> ExitCode {
    progress::install();
    match Cli::try_parse() {
        Ok(cli) => match cli.command.run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => e.exit(),
        },
        Err(e) => {
            let _ = e.print();
            if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            }
        }
    }
}
