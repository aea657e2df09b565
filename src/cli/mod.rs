//! The command line: one subcommand per game, all served by one generic path.

mod partizan;
mod run;
mod value;
mod wordplay;

use cgsolve::games::{
    amazons::Amazons, clobber::Clobber, domineering::Domineering, hackenbush::Hackenbush,
    toads_and_frogs::ToadsAndFrogs,
};
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
    /// Canonical forms of short partizan games in CGSuite notation: '{1|*} + ^', '^* || 0'.
    Value(value::ValueArgs),
    /// Domineering: Left places vertical dominoes, Right horizontal; canonical values.
    Domineering(partizan::PartizanArgs),
    /// Toads and Frogs: toads (T) step or jump right, frogs (F) left; canonical values.
    ToadsAndFrogs(partizan::PartizanArgs),
    /// Clobber: x and o stones capture adjacent enemy stones; canonical values.
    Clobber(partizan::PartizanArgs),
    /// Amazons: a queen move then an arrow shot; canonical values.
    Amazons(partizan::PartizanArgs),
    /// Blue-Red-Green Hackenbush on any graph (edges u-v:C, g the ground); canonical values.
    Hackenbush(partizan::PartizanArgs),
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
        GameCommand::Value(args) => value::main(args),
        GameCommand::Sweets(args) => {
            run::run(cgsolve::games::sweets::format::SweetsContest::new(), &args)
        }
        GameCommand::Domineering(args) => partizan::run::<Domineering>(args),
        GameCommand::ToadsAndFrogs(args) => partizan::run::<ToadsAndFrogs>(args),
        GameCommand::Clobber(args) => partizan::run::<Clobber>(args),
        GameCommand::Amazons(args) => partizan::run::<Amazons>(args),
        GameCommand::Hackenbush(args) => partizan::run::<Hackenbush>(args),
    }
}
