//! `cgsolve.play`: a game written in Python played in the terminal against perfect play, by
//! the library's own terminal session (`cgsolve::play::terminal`, that of `cgsolve play`).
//! The game is a [`PythonGame`]: its face (`analyse::Face`) made [`Playable`], each analysis
//! searched with the GIL released and the game's first exception kept for the caller.

use crate::analyse::{Face, PyKind, WHAT};
use crate::engine::with_python;
use crate::errors::{limit_error, parse_error};
use crate::search::not_short;
use crate::user::{self, Position, begin_question, end_question, take_repeated};
use cgsolve::Player;
use cgsolve::play::terminal::{Options, Terminal, TerminalError};
use cgsolve::play::{
    GameText, Kind, LimitExceeded, Limits, Mode, Play, PlayError, Playable, Played, View,
};
use cgsolve::report::Report;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use std::io::{self, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The exception that stopped the last analysis of a game that failed on one, shared by the
/// game and its caller.
#[derive(Clone, Default)]
pub struct Raised(Arc<Mutex<Option<PyErr>>>);

impl Raised {
    /// Keeps `e`, the latest.
    pub fn keep(&self, e: PyErr) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
    }

    /// The exception kept, if any, no longer kept.
    pub fn take(&self) -> Option<PyErr> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}

/// A game written in Python as a [`Playable`]: each analysis holds the engine (as every
/// search of a game written in Python does) and runs with the GIL released; an exception a
/// method raised is kept ([`Raised`]) and the analysis fails.
pub struct PythonGame<G> {
    play: Play<G>,
    raised: Raised,
}

impl<G> PythonGame<G> {
    fn keep(&self, e: PyErr) -> PlayError {
        let message = format!("the game's method raised {e}");
        self.raised.keep(e);
        PlayError::Internal(message)
    }
}

impl<G: GameText> Playable for PythonGame<G> {
    fn name(&self) -> &'static str {
        self.play.name()
    }

    fn kind(&self) -> Kind {
        self.play.kind()
    }

    fn format(&self) -> &'static str {
        self.play.format()
    }

    fn example(&self) -> &'static str {
        self.play.example()
    }

    fn takes_flags(&self) -> bool {
        false
    }

    fn view(&self, text: &str) -> Result<View, PlayError> {
        self.play.view(text)
    }

    fn analyse_in(
        &self,
        mode: Mode,
        text: &str,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Report<Played>, PlayError> {
        Python::attach(|py| {
            let answer = with_python(py, |_| {
                begin_question(u64::MAX);
                let answer = py.detach(|| self.play.analyse_in(mode, text, mover, limits));
                Ok((answer, end_question()))
            });
            match answer {
                Ok((answer, None)) => answer,
                Ok((_, Some(e))) | Err(e) => Err(self.keep(e)),
            }
        })
    }
}

/// `game` (a position of a game written in Python) as a [`Playable`] named `name`, starting
/// from it (its kind's face, the position shown), and where its exceptions are kept.
pub fn playable(
    game: Bound<'_, PyAny>,
    name: &'static str,
) -> PyResult<(Box<dyn Playable>, Raised)> {
    fn made<R>(position: Position, name: &'static str, raised: Raised) -> Box<dyn Playable>
    where
        Face<R>: GameText + 'static,
    {
        let mut face = Face::<R>::new(name);
        face.start = face.text(&position).leak();
        Box::new(PythonGame {
            play: Play(face),
            raised,
        })
    }
    let kind = PyKind::of(&game)?;
    let position = Position::new(game);
    let raised = Raised::default();
    let raised_too = raised.clone();
    let game = match kind {
        PyKind::Partizan => made::<user::Partizan>(position, name, raised_too),
        PyKind::Impartial => made::<user::Impartial>(position, name, raised_too),
        PyKind::LoopyPartizan => made::<user::LoopyPartizan>(position, name, raised_too),
        PyKind::LoopyImpartial => made::<user::LoopyImpartial>(position, name, raised_too),
    };
    Ok((game, raised))
}

/// The exception of a failed analysis: the game's own, else the library's error as Python's.
pub fn exception(
    py: Python<'_>,
    game: &dyn Playable,
    raised: Option<PyErr>,
    e: PlayError,
) -> PyErr {
    if let Some(raised) = raised {
        return raised;
    }
    match e {
        PlayError::Limit(limit @ LimitExceeded::Positions { .. }) => {
            limit_error(py, &limit.to_string(), "max_positions")
        }
        PlayError::Limit(limit @ LimitExceeded::Time { .. }) => {
            limit_error(py, &limit.to_string(), "max_seconds")
        }
        PlayError::Limit(LimitExceeded::Repeated) => match take_repeated() {
            Some(p) => not_short(py, &p, WHAT),
            None => PyValueError::new_err(LimitExceeded::Repeated.to_string()),
        },
        PlayError::Parse(p) => parse_error(py, p.line, p.column, &p.message),
        PlayError::Internal(message) => PyRuntimeError::new_err(message),
        e => PyValueError::new_err(format!("{}: {e}", game.name())),
    }
}

/// The limits `max_positions` and `max_seconds` ask for.
pub fn limits(max_positions: u64, max_seconds: f64) -> PyResult<Limits> {
    if !(max_seconds.is_finite() && max_seconds > 0.0) || max_positions == 0 {
        return Err(PyValueError::new_err(
            "max_positions and max_seconds: expected positive numbers",
        ));
    }
    Ok(Limits {
        positions: max_positions,
        time: Duration::from_secs_f64(max_seconds.min(1e6)),
    })
}

/// Lines read from Python's `sys.stdin`; an exception (Ctrl-C) ends them with an error, kept.
struct StdinLines<'a> {
    raised: &'a Raised,
}

impl Iterator for StdinLines<'_> {
    type Item = io::Result<String>;

    fn next(&mut self) -> Option<io::Result<String>> {
        Python::attach(|py| {
            let line = py
                .import("sys")
                .and_then(|sys| sys.getattr("stdin"))
                .and_then(|stdin| stdin.call_method0("readline"))
                .and_then(|line| line.extract::<String>());
            match line {
                Ok(line) if line.is_empty() => None,
                Ok(line) => Some(Ok(line)),
                Err(e) => {
                    let message = e.to_string();
                    self.raised.keep(e);
                    Some(Err(io::Error::other(message)))
                }
            }
        })
    }
}

/// Text written to Python's `sys.stdout` (or `sys.stderr`) when flushed.
struct PythonStream {
    name: &'static str,
    pending: Vec<u8>,
}

impl Write for PythonStream {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        Python::attach(|py| {
            let stream = py.import("sys")?.getattr(self.name)?;
            stream.call_method1("write", (text,))?;
            stream.call_method0("flush").map(|_| ())
        })
        .map_err(|e| io::Error::other(e.to_string()))
    }
}

impl Drop for PythonStream {
    fn drop(&mut self) {
        if !self.pending.is_empty() {
            // Text left by a session that stopped on an error; the error is what is reported.
            let _ = self.flush();
        }
    }
}

/// Plays `game` (a position of a game written in Python) in the terminal against perfect
/// play, as `cgsolve play` plays a game of the registry: the board (the position's `str()`),
/// every move (numbered in the order the position lists its options) marked winning or losing
/// with its remoteness; type a move's number, `hint`, `undo` or `quit`. Reads `sys.stdin` line
/// by line, so a pipe can drive it, and writes to `sys.stdout`. `first`: who moves first in a
/// partizan game, `"left"` or `"right"`; `computer_first`: cgsolve makes the first move;
/// `misere`: the player who makes the last move loses.
#[pyfunction]
#[pyo3(signature = (game, first = "left", computer_first = false, misere = false, max_positions = 2_000_000, max_seconds = 5.0))]
pub fn play(
    py: Python<'_>,
    game: Bound<'_, PyAny>,
    first: &str,
    computer_first: bool,
    misere: bool,
    max_positions: u64,
    max_seconds: f64,
) -> PyResult<()> {
    let first = match first.to_ascii_lowercase().as_str() {
        "left" => Player::Left,
        "right" => Player::Right,
        _ => {
            return Err(PyValueError::new_err(format!(
                "first: expected 'left' or 'right', found '{first}'"
            )));
        }
    };
    let limits = limits(max_positions, max_seconds)?;
    let class = game.get_type().name()?.to_string();
    let prompt = py
        .import("sys")?
        .getattr("stdin")?
        .call_method0("isatty")?
        .is_truthy()?;
    let name: &'static str = class.leak();
    let (playable, raised) = playable(game, name)?;
    let options = Options {
        computer_first,
        first,
        misere,
        limits,
        prompt,
    };
    let text = playable.example();
    let outcome = py.detach(|| {
        let terminal = Terminal::start(&*playable, text, options)?;
        let mut out = PythonStream {
            name: "stdout",
            pending: Vec::new(),
        };
        let lines = StdinLines { raised: &raised };
        let mut warn = |message: &str| {
            let mut err = PythonStream {
                name: "stderr",
                pending: format!("cgsolve: {message}\n").into_bytes(),
            };
            let _ = err.flush();
        };
        terminal.play(lines, &mut out, &mut warn)
    });
    let raised = raised.take();
    match outcome {
        Ok(()) => Ok(()),
        Err(TerminalError::Play(e)) => Err(exception(py, &*playable, raised, e)),
        Err(e) => Err(raised.unwrap_or_else(|| PyRuntimeError::new_err(e.to_string()))),
    }
}
