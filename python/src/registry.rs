//! The registry's games from Python: their list, their reports and their contest answers,
//! each from the same code as the command line's.

use crate::errors::{limit_error, parse_error};
use crate::form::python_of;
use cgsolve::answer::run::{RunError, Style};
use cgsolve::games::answering::{AnswerError, AnswerInput, ReportInput};
use cgsolve::games::registry::{GAMES, GameCommand};
use cgsolve::play::PlayError;
use cgsolve::play::modes::ModeError;
use cgsolve::text::ParseError;
use cgsolve::theory::canonical::on_deep_stack;
use clap::Parser;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// The command line's game subcommands, to read a game's flags as the command line does.
#[derive(Parser)]
#[command(name = "cgsolve", no_binary_name = false)]
struct Command {
    #[command(subcommand)]
    game: GameCommand,
}

/// Every game of the registry: a list of dicts with its `name` and its `help`.
#[pyfunction]
pub fn games(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let entries = GAMES
        .iter()
        .map(|g| {
            let d = PyDict::new(py);
            d.set_item("name", g.name)?;
            d.set_item("help", g.about())?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, entries)
}

/// The report of each position of `text` (the game's input, as a file would hold it), as
/// `cgsolve GAME --json` prints it: a dict for one position, a list of dicts for several,
/// made from the reports themselves.
/// Keyword options are the game's flags (`dict="words.txt"`, `memory="1G"`).
#[pyfunction]
#[pyo3(signature = (game, text, **options))]
pub fn solve(
    py: Python<'_>,
    game: &str,
    text: &str,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let reports = run(py, game, text, options, |command, input| {
        command.visit(ReportInput { input })
    })?;
    reports_of(py, &reports)
}

/// Reports as Python objects: a dict for one, a list of dicts for several.
pub fn reports_of(py: Python<'_>, reports: &[serde_json::Value]) -> PyResult<Py<PyAny>> {
    let reports = reports
        .iter()
        .map(|report| python_of(py, report))
        .collect::<PyResult<Vec<_>>>()?;
    match <[_; 1]>::try_from(reports) {
        Ok([one]) => Ok(one.unbind()),
        Err(many) => Ok(PyList::new(py, many)?.into_any().unbind()),
    }
}

/// The contest's answer lines for `text`, as `cgsolve GAME` prints them.
#[pyfunction]
#[pyo3(signature = (game, text, **options))]
pub fn answer(
    py: Python<'_>,
    game: &str,
    text: &str,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<String>> {
    let printed = run(py, game, text, options, |command, input| {
        command.visit(AnswerInput {
            input,
            style: Style::Contest,
        })
    })?;
    Ok(printed.lines().map(str::to_string).collect())
}

/// The flags `--name value` of keyword options (`True`: the flag alone; `False`, `None`: left
/// out); underscores in names become dashes.
pub fn flags(options: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<String>> {
    let mut out = Vec::new();
    let Some(options) = options else {
        return Ok(out);
    };
    for (name, value) in options.iter() {
        let flag = format!("--{}", name.extract::<String>()?.replace('_', "-"));
        if value.is_none() {
            continue;
        }
        if let Ok(on) = value.cast::<pyo3::types::PyBool>() {
            if on.is_true() {
                out.push(flag);
            }
            continue;
        }
        let text = value
            .str()
            .map_err(|_| PyTypeError::new_err(format!("{flag}: no text")))?;
        out.push(flag);
        out.push(text.to_string());
    }
    Ok(out)
}

/// Runs `visit` with the subcommand of `game` and its keyword options, on `text`, as the
/// command line would; its errors become Python's.
fn run<T: Send>(
    py: Python<'_>,
    game: &str,
    text: &str,
    options: Option<&Bound<'_, PyDict>>,
    visit: impl FnOnce(GameCommand, &[u8]) -> Result<T, AnswerError> + Send,
) -> PyResult<T> {
    if !GAMES.iter().any(|g| g.name == game) {
        let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        return Err(PyValueError::new_err(format!(
            "no game named '{game}'; the games: {}",
            names.join(", ")
        )));
    }
    let argv = ["cgsolve".to_string(), game.to_string()]
        .into_iter()
        .chain(flags(options)?);
    let command = Command::try_parse_from(argv)
        .map_err(|e| PyValueError::new_err(e.render().to_string().trim().to_string()))?;
    let input = text.as_bytes().to_vec();
    on_engine(py, move || visit(command.game, &input))
}

/// Runs `answer` without the GIL on a thread with a deep stack, as the command line does
/// (values recurse to their birthdays); its errors become Python's.
pub fn on_engine<T: Send>(
    py: Python<'_>,
    answer: impl FnOnce() -> Result<T, AnswerError> + Send,
) -> PyResult<T> {
    py.detach(move || on_deep_stack(answer))
        .map_err(PyRuntimeError::new_err)?
        .map_err(|e| match e {
            AnswerError::Run(RunError::Parse(p)) => unread(py, &p),
            AnswerError::Run(RunError::Solve { error, .. }) => match error.limit() {
                Some(limit) => limit_error(py, &error.to_string(), limit),
                None => PyRuntimeError::new_err(error.to_string()),
            },
            AnswerError::TooLarge(t) => limit_error(py, &t.to_string(), &t.memory.to_string()),
            AnswerError::Options(o) => PyValueError::new_err(o.to_string()),
            AnswerError::Run(RunError::Write(w)) => PyRuntimeError::new_err(w.to_string()),
            AnswerError::Mode(ModeError::Parse(p)) => unread(py, &p),
            AnswerError::Mode(e @ ModeError::TooLarge { memory, .. }) => {
                limit_error(py, &e.to_string(), &memory.to_string())
            }
            AnswerError::Mode(e @ ModeError::Play(PlayError::Internal(_)))
            | AnswerError::Mode(e @ ModeError::Write(_)) => PyRuntimeError::new_err(e.to_string()),
            AnswerError::Mode(e @ ModeError::Play(_)) => PyValueError::new_err(e.to_string()),
        })
}

/// An input that was not read: `LimitError` when it is over a limit (naming it, the message
/// placed as the command line places it), else `ParseError`.
pub fn unread(py: Python<'_>, p: &ParseError) -> PyErr {
    match &p.limit {
        Some(limit) => limit_error(py, &p.to_string(), limit),
        None => parse_error(py, p.line, p.column, &p.message),
    }
}
