//! Answering an input, as every game of the registry does (the contest games in their
//! contests' formats, every ruleset one position a line): the game's options, reading its
//! whole input, solving each case once, and from that one solution both the answer line and
//! the [`Report`] behind `--explain`, `--json` and Python.

pub mod flags;
pub mod run;

use crate::engine::memory::MemoryLimit;
use crate::report::{Facts, Report};
use crate::text::ParseError;
use std::borrow::Cow;

/// Why a parsed case could not be answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The case is beyond what this machine may hold.
    #[error("{what} is too large: it needs {needed}, over the limit of {limit}")]
    TooLarge {
        /// What is too large ("a 500 × 500 board").
        what: String,
        /// What it would need.
        needed: String,
        /// The limit.
        limit: String,
    },
    /// The proof asked for beside the answer (`--certificate`) could not be written.
    #[error("the certificate {path}: {reason}")]
    Certificate {
        /// The file it was to be written to.
        path: String,
        /// Why it was not.
        reason: String,
    },
}

impl SolveError {
    /// The limit the case is over, as the message names it, when it is over one.
    pub fn limit(&self) -> Option<&str> {
        match self {
            SolveError::TooLarge { limit, .. } => Some(limit),
            SolveError::Certificate { .. } => None,
        }
    }
}

/// Why a game could not be set up from its options (a word list that cannot be read): the
/// message follows `cgsolve: ` on standard error, as `FILE: ...` or `FILE:LINE:COLUMN: ...`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionsError(pub String);

/// The options of a game that has none of its own beyond the common ones.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct NoOptions {}

/// How much a solution must hold: enough for the contest's answer, or for the full report too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Only the contest's answer will be asked for: the fastest path.
    Answer,
    /// The report will be asked for too: keep what it needs.
    Report,
}

/// A game as a contest problem: its options, its input format in, one solution per case, and
/// from that solution both its contest answer and its report.
///
/// The command line serves every game of the registry ([`crate::games::registry`]) through
/// this trait: it builds the game from its options ([`new`](Contest::new)), reads the whole
/// input ([`parse`](Contest::parse)), then for each case calls [`solve`](Contest::solve) once
/// and prints [`answer_line`](Contest::answer_line) of the solution, or the report that
/// [`describe`](Contest::describe) makes of it, as text or JSON.
pub trait Contest: Sized {
    /// The subcommand and JSON name of the game.
    const NAME: &'static str;

    /// The game's own command-line flags (`wordplay --dict`), or [`NoOptions`].
    type Options: clap::Args + clap::FromArgMatches;

    /// One case read from the input (a board, a test), with whatever the game needs to answer
    /// it.
    type Case;

    /// What solving one case finds: the answer, and with [`Detail::Report`] whatever the
    /// report needs beyond it.
    type Solution;

    /// The facts this game adds to its reports.
    type Facts: Facts;

    /// At most how many bytes the cases read from one byte of input hold, their heap data
    /// included: an input is checked against the memory limit with it before it is parsed. By
    /// default a case holds no heap data and takes at least two bytes of input (one cell and
    /// its line end).
    const BYTES_PER_INPUT_BYTE: usize = size_of::<Self::Case>().div_ceil(2);

    /// The game set up from its options, within `memory`: every case that would need more is
    /// refused by [`parse`](Contest::parse) or [`solve`](Contest::solve), naming the limit.
    fn new(options: &Self::Options, memory: MemoryLimit) -> Result<Self, OptionsError>;

    /// Reads every case of an input. Limits are checked here, so that a case that cannot be
    /// answered is refused before any answer is printed.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<Self::Case>, ParseError>;

    /// Solves one case, once: the contest answer and the report both come from the result.
    fn solve(&mut self, case: &Self::Case, detail: Detail) -> Result<Self::Solution, SolveError>;

    /// The contest's answer line for a solution.
    fn answer_line(&self, solution: &Self::Solution) -> Cow<'static, str>;

    /// Everything known about a solved case: value, parts, winning moves, the game's facts.
    /// Its `answer` is [`answer_line`](Contest::answer_line) of the same solution.
    fn describe(
        &mut self,
        case: &Self::Case,
        solution: Self::Solution,
    ) -> Result<Report<Self::Facts>, SolveError>;

    /// What the game has to tell the person running it beside its answers (a table it could
    /// not read, whose positions were answered by search), each note once: taken by the
    /// caller, which shows them apart from the answers.
    fn take_notes(&mut self) -> Vec<String> {
        Vec::new()
    }

    /// The contest's answer for one case: [`solve`](Contest::solve), then
    /// [`answer_line`](Contest::answer_line).
    fn answer(&mut self, case: &Self::Case) -> Result<Cow<'static, str>, SolveError> {
        let solution = self.solve(case, Detail::Answer)?;
        Ok(self.answer_line(&solution))
    }

    /// The report for one case: [`solve`](Contest::solve), then
    /// [`describe`](Contest::describe).
    fn report(&mut self, case: &Self::Case) -> Result<Report<Self::Facts>, SolveError> {
        let solution = self.solve(case, Detail::Report)?;
        self.describe(case, solution)
    }
}
