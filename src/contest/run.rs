//! Answering a whole input: the one loop every game of the registry goes through, whatever
//! prints the result (the command line, a test).

use super::input::ParseError;
use super::{Contest, Detail, SolveError};
use crate::engine::memory::MemoryLimit;
use std::io::{self, Write};

/// How the answers are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The contest's answer lines, exactly.
    Contest,
    /// A report for a person per case (`--explain`).
    Explain,
    /// A report as one line of JSON per case (`--json`).
    Json,
}

/// Why an input was not answered to its end.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The input is malformed, or a case is over a limit: nothing was printed.
    #[error("{0}")]
    Parse(ParseError),
    /// A case could not be solved; the answers before it were printed.
    #[error("position {case}: {error}")]
    Solve {
        /// The case, counted from 1.
        case: usize,
        /// Why.
        error: SolveError,
    },
    /// Writing the answers failed (a closed pipe, say).
    #[error("writing the answers failed: {0}")]
    Write(#[from] io::Error),
}

/// An input too large to hold with what its cases would need once read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the input of {bytes} bytes needs up to {held} bytes once read, over the memory limit of \
     {memory} (--memory)"
)]
pub struct InputTooLarge {
    /// The input's size.
    pub bytes: usize,
    /// What it and its cases may hold once read ([`Contest::BYTES_PER_INPUT_BYTE`]).
    pub held: u64,
    /// The limit.
    pub memory: MemoryLimit,
}

/// Refuses, before it is parsed, an input of `bytes` whose cases for game `G` would not fit in
/// `memory`.
pub fn check_input_size<G: Contest>(
    bytes: usize,
    memory: MemoryLimit,
) -> Result<(), InputTooLarge> {
    let held = (bytes as u64).saturating_mul(1 + G::BYTES_PER_INPUT_BYTE as u64);
    if memory.allows(held) {
        Ok(())
    } else {
        Err(InputTooLarge {
            bytes,
            held,
            memory,
        })
    }
}

/// Parses the whole of `input`, then solves each case once and writes its answer in `style`.
///
/// Nothing is written for a malformed input. The report of a case comes from the same
/// solution its answer line would: [`Contest::solve`] with [`Detail::Report`], then
/// [`Contest::describe`].
pub fn answer_all<G: Contest>(
    game: &mut G,
    input: &[u8],
    style: Style,
    out: &mut impl Write,
) -> Result<(), RunError> {
    let cases = game.parse(input).map_err(RunError::Parse)?;
    let detail = match style {
        Style::Contest => Detail::Answer,
        Style::Explain | Style::Json => Detail::Report,
    };
    for (i, case) in cases.iter().enumerate() {
        let solve_error = |error| RunError::Solve { case: i + 1, error };
        let solution = game.solve(case, detail).map_err(solve_error)?;
        match style {
            Style::Contest => {
                out.write_all(game.answer_line(&solution).as_bytes())?;
                out.write_all(b"\n")?;
            }
            Style::Json => {
                let report = game.describe(case, solution).map_err(solve_error)?;
                writeln!(out, "{}", report.to_json())?;
            }
            Style::Explain => {
                let report = game.describe(case, solution).map_err(solve_error)?;
                if cases.len() > 1 {
                    let gap = if i > 0 { "\n" } else { "" };
                    write!(out, "{gap}position {}:\n{}", i + 1, report.explain())?;
                } else {
                    write!(out, "{}", report.explain())?;
                }
            }
        }
    }
    Ok(())
}
