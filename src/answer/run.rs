//! Answering a whole input: the one loop every game of the registry goes through, whatever
//! prints the result (the command line, a test).

use super::{Contest, Detail, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::{Facts, Report};
use crate::text::ParseError;
use std::borrow::Cow;
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

/// One solved case as a run hands it on: its answer line, or its report.
pub enum CaseOutput<F: Facts> {
    /// The contest's answer line ([`Detail::Answer`]).
    Line(Cow<'static, str>),
    /// The report ([`Detail::Report`]).
    Report(Report<F>),
}

/// Parses the whole of `input`, then solves each case once and hands `each` its answer line
/// or its report (as `detail` asks), with the case's number from 1 and the number of cases.
///
/// Nothing is handed on for a malformed input. The report of a case comes from the same
/// solution its answer line would: [`Contest::solve`] with [`Detail::Report`], then
/// [`Contest::describe`].
pub fn each_case<G: Contest>(
    game: &mut G,
    input: &[u8],
    detail: Detail,
    mut each: impl FnMut(usize, usize, CaseOutput<G::Facts>) -> io::Result<()>,
) -> Result<(), RunError> {
    let cases = game.parse(input).map_err(RunError::Parse)?;
    for (i, case) in cases.iter().enumerate() {
        let solve_error = |error| RunError::Solve { case: i + 1, error };
        let solution = game.solve(case, detail).map_err(solve_error)?;
        let output = match detail {
            Detail::Answer => CaseOutput::Line(game.answer_line(&solution)),
            Detail::Report => {
                CaseOutput::Report(game.describe(case, solution).map_err(solve_error)?)
            }
        };
        each(i + 1, cases.len(), output)?;
    }
    Ok(())
}

/// Parses the whole of `input`, then solves each case once and writes its answer in `style`
/// ([`each_case`]).
pub fn answer_all<G: Contest>(
    game: &mut G,
    input: &[u8],
    style: Style,
    out: &mut impl Write,
) -> Result<(), RunError> {
    let detail = match style {
        Style::Contest => Detail::Answer,
        Style::Explain | Style::Json => Detail::Report,
    };
    each_case(game, input, detail, |case, cases, output| match output {
        CaseOutput::Line(line) => write_answer(out, &line),
        CaseOutput::Report(report) => write_report(out, style, case, cases, &report),
    })
}

/// Writes a case's answer line.
pub fn write_answer(out: &mut impl Write, line: &str) -> io::Result<()> {
    out.write_all(line.as_bytes())?;
    out.write_all(b"\n")
}

/// Writes the report of case `case` (from 1) of `cases` in `style`: one line of JSON, or the
/// explanation, headed `position N:` when the input has several cases.
pub fn write_report<F: Facts>(
    out: &mut impl Write,
    style: Style,
    case: usize,
    cases: usize,
    report: &Report<F>,
) -> io::Result<()> {
    match style {
        Style::Json => writeln!(out, "{}", report.to_json()),
        _ if cases > 1 => {
            let gap = if case > 1 { "\n" } else { "" };
            write!(out, "{gap}position {case}:\n{}", report.explain())
        }
        _ => write!(out, "{}", report.explain()),
    }
}
