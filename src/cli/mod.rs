//! The command line: one subcommand per game, all served by one generic path.

mod progress;
mod run;
mod wordplay;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Decides who wins a combinatorial game, with which move, and why.
#[derive(Parser)]
#[command(name = "cgsolve", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    game: GameCommand,
}

/// The games, each reading its contest's input format.
#[derive(Subcommand)]
enum GameCommand {
    /// EllysCheckers (TopCoder SRM 534): checkers step or jump right on one row; YES if the first player wins.
    ///
    /// Input: one board per line, `.` an empty cell and `o` a checker, any length.
    Checkers(CommonArgs),
    /// Even/Odd piles (CodeChef CHEFGM): should Chef choose EVEN, ODD, or not play?
    Evenodd(CommonArgs),
    /// World of Darkraft (Codeforces 138D): clear diagonals of an L/R/X board; WIN or LOSE.
    Darkraft(CommonArgs),
    /// Word Play (CodeChef WPLAY): take letters anywhere on the board that spell a dictionary
    /// word; who cannot make a word loses.
    Wordplay(wordplay::WordplayArgs),
    /// Sweets (Codeforces 63E): eat runs of chocolates on a hexagon; who wins, Karlsson or Lillebror?
    Sweets(CommonArgs),
}

/// Flags every game takes.
#[derive(Args, Debug)]
pub struct CommonArgs {
    /// The input file; standard input when absent or `-`.
    file: Option<PathBuf>,
    /// Explain each answer for a person: value, parts, every winning move.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// Print each answer as one line of JSON, for programs.
    #[arg(long)]
    json: bool,
}

/// Parses the arguments and runs the chosen game; exit code 2 on bad input or usage.
pub fn main() -> ExitCode {
    progress::install();
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
    match cli.game {
        GameCommand::Checkers(args) => {
            run::run(cgsolve::games::checkers::Checkers::default(), &args)
        }
        GameCommand::Evenodd(args) => run::run(cgsolve::games::evenodd::EvenOdd::new(), &args),
        GameCommand::Darkraft(args) => run::run(cgsolve::games::darkraft::format::Darkraft, &args),
        GameCommand::Wordplay(args) => wordplay::main(&args),
        GameCommand::Sweets(args) => {
            run::run(cgsolve::games::sweets::format::SweetsContest::new(), &args)
        }
    }
}
