//! The contest side of a game: reading its input format and answering in its output format,
//! plus the shared report that `--explain` and `--json` print.

pub mod input;
pub mod report;

use input::ParseError;
use report::Report;
use std::borrow::Cow;

/// Why a parsed position could not be answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The position is beyond what this machine may hold.
    #[error("{what} is too large: it needs {needed}, over the limit of {limit}")]
    TooLarge {
        /// What is too large ("a 500 × 500 board").
        what: String,
        /// What it would need.
        needed: String,
        /// The limit.
        limit: String,
    },
}

/// A game as a contest problem: its input format in, its answers out.
///
/// The command line serves every game through this trait: it reads the input, calls
/// [`parse`](Contest::parse), then for each position prints [`answer`](Contest::answer), or the
/// [`report`](Contest::report) as text or JSON.
pub trait Contest {
    /// The subcommand and JSON name of the game.
    const NAME: &'static str;

    /// One case read from the input (a board, a test), with whatever the game needs to answer it.
    type Case;

    /// Reads every position of an input. Limits are checked here, so that a position that
    /// cannot be answered is refused before any answer is printed.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<Self::Case>, ParseError>;

    /// The contest's answer for one position.
    fn answer(&mut self, position: &Self::Case) -> Result<Cow<'static, str>, SolveError>;

    /// Everything known about one position: value, parts, winning moves.
    fn report(&mut self, position: &Self::Case) -> Result<Report, SolveError>;
}
