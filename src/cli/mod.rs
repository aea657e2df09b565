//! The command line: clap parses the arguments; a game's subcommand comes from the registry
//! ([`cgsolve::games::registry`]) and is served by [`run`]; every other subcommand is one
//! line in [`Command`] and one file in `src/cli/`.

mod run;

use cgsolve::games::registry::GameCommand;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Decides who wins a combinatorial game, with which move, and why.
#[derive(Parser)]
#[command(name = "cgsolve", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands: every game of the registry, then the commands that are not a game.
#[derive(Subcommand)]
enum Command {
    /// A game of the registry, reading its contest's input format.
    #[command(flatten)]
    Game(GameCommand),
    // A command that is not a game is one line here, `Name(name::NameArgs)` with its doc
    // comment, and one arm in `main`, its code in src/cli/name.rs.
}

/// Parses the arguments and runs the chosen subcommand; exit code 2 on bad input or usage.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match cli.command {
        Command::Game(game) => game.visit(run::Run),
    }
}
