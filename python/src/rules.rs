//! Rule files from Python: `cgsolve.Rules`, a game written in a rule file
//! (docs/rule-files.md), answered by the same servers and reports as `cgsolve rules FILE`.

use crate::registry::{flags, on_engine, reports_of, unread};
use cgsolve::games::answering::ReportInput;
use cgsolve::games::rule_files::{self, RuleFileArgs, load};
use clap::Parser;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The command line's `cgsolve rules`, to read its flags as the command line does.
#[derive(Parser)]
#[command(name = "cgsolve rules")]
struct RulesCommand {
    #[command(flatten)]
    game: RuleFileArgs,
}

/// A game written in a rule file, compiled: its reports are those of `cgsolve rules FILE`.
#[pyclass(module = "cgsolve._native", frozen)]
pub struct Rules {
    /// The file the servers read the rules from, as the command line names it.
    path: PathBuf,
    /// Whether `path` is this object's own copy of a text, removed with it.
    own_copy: bool,
    /// The game's name (its `game` line).
    name: String,
    /// Whether both players share the moves.
    impartial: bool,
    /// Whether play might repeat a position (a loopy game).
    loopy: bool,
}

/// How many texts this process has copied to files, to name each copy apart.
static COPIES: AtomicUsize = AtomicUsize::new(0);

impl Rules {
    /// The rules of `text`, read from `path`; a rule file that does not read raises
    /// `ParseError` at its line and column.
    fn read(py: Python<'_>, text: &str, path: PathBuf, own_copy: bool) -> PyResult<Rules> {
        let compiled = load(text).map_err(|e| unread(py, &e))?;
        Ok(Rules {
            path,
            own_copy,
            name: compiled.name.clone(),
            impartial: compiled.impartial,
            loopy: compiled.loopy,
        })
    }
}

#[pymethods]
impl Rules {
    /// The rules of the rule file at `path`.
    #[staticmethod]
    fn from_file(py: Python<'_>, path: PathBuf) -> PyResult<Rules> {
        let text = std::fs::read_to_string(&path)?;
        Rules::read(py, &text, path, false)
    }

    /// The rules of a rule file's text.
    #[staticmethod]
    fn from_text(py: Python<'_>, text: &str) -> PyResult<Rules> {
        load(text).map_err(|e| unread(py, &e))?;
        // The servers set a rule file's game up from its path, as the command line names it
        // (and play reads it again from a position's line of flags): the text gets a file.
        let number = COPIES.fetch_add(1, Ordering::Relaxed);
        let name = format!("cgsolve-rules-{}-{number}.rules", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, text)?;
        Rules::read(py, text, path, true)
    }

    /// The game's name, as its `game` line says.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// Whether both players share the moves (the file says `impartial`): its values are nim
    /// values.
    #[getter]
    fn impartial(&self) -> bool {
        self.impartial
    }

    /// Whether play might repeat a position, so that the game is solved as a loopy one:
    /// stoppers and sides (partizan), or won, lost or drawn (impartial).
    #[getter]
    fn loopy(&self) -> bool {
        self.loopy
    }

    /// The report of each position of `text` (one a line, in the file's tiles), as
    /// `cgsolve rules FILE --json` prints it: a dict for one position, a list for several.
    /// Keyword options are the command's flags (`misere=True`, `outcome_only=True`,
    /// `memory="1G"`).
    #[pyo3(signature = (text, **options))]
    fn solve(
        &self,
        py: Python<'_>,
        text: &str,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let argv = ["cgsolve rules".into(), self.path.clone().into_os_string()]
            .into_iter()
            .chain(flags(options)?.into_iter().map(Into::into));
        let command = RulesCommand::try_parse_from(argv)
            .map_err(|e| PyValueError::new_err(e.render().to_string().trim().to_string()))?;
        let input = text.as_bytes().to_vec();
        let reports = on_engine(py, move || {
            rule_files::visit(command.game, ReportInput { input: &input })?
        })?;
        reports_of(py, &reports)
    }

    fn __repr__(&self) -> String {
        let kind = match (self.impartial, self.loopy) {
            (false, false) => "partizan",
            (true, false) => "impartial",
            (false, true) => "loopy partizan",
            (true, true) => "loopy impartial",
        };
        match self.own_copy {
            true => format!("<Rules {:?}, {kind}>", self.name),
            false => format!(
                "<Rules {:?}, {kind}, from {:?}>",
                self.name,
                self.path.display().to_string()
            ),
        }
    }
}

impl Drop for Rules {
    /// A text's copy goes with its rules.
    fn drop(&mut self) {
        if self.own_copy {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}
