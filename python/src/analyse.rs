//! `cgsolve.analyse`: a game written in Python reported as the command line reports a game
//! of the registry. The game is one more ruleset of its kind: its rules are the position's
//! own methods (`crate::user`), its face for play ([`Face`]) writes a position as its repr
//! and draws it as its `str()`, and the play kinds (`Partizan`, `Impartial`) search it through
//! the same report as `--misere` and `--outcome-only` ([`mode_report`]).

use crate::engine::with_python;
use crate::form::python_of;
use crate::memory::{default_limit, memory_limit};
use crate::registry::on_engine;
use crate::user::{self, Position, begin_question, end_question};
use cgsolve::games::answering::AnswerError;
use cgsolve::play::modes::mode_report;
use cgsolve::play::{self, Board, GameText, Mode, Play, PositionOf};
use cgsolve::text::{Cursor, ParseError};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use rustc_hash::FxHashMap;
use std::marker::PhantomData;
use std::sync::Mutex;

/// The face of a game written in Python with rules `R` (`user::Partizan` or
/// `user::Impartial`): a position's text is its repr, made unique among the positions shown
/// (` #2` after a repr that an unequal position showed first), and read back from the
/// positions shown; the game's name and its start, as the front ends list it.
pub struct Face<R> {
    shown: Mutex<FxHashMap<String, Position>>,
    name: &'static str,
    /// The start position's text, once shown.
    pub start: &'static str,
    rules: PhantomData<R>,
}

impl<R> Face<R> {
    /// The face of a game named `name`, no position shown yet.
    pub fn new(name: &'static str) -> Face<R> {
        Face {
            shown: Mutex::default(),
            name,
            start: "",
            rules: PhantomData,
        }
    }

    /// The text of `p`: its repr, unique among the positions shown.
    pub fn text(&self, p: &Position) -> String {
        let repr = Python::attach(|py| p.repr(py));
        let mut shown = self.shown.lock().unwrap_or_else(|e| e.into_inner());
        let mut text = repr.clone();
        for n in 2.. {
            match shown.get(&text) {
                Some(q) if q == p => break,
                Some(_) => text = format!("{repr} #{n}"),
                None => {
                    shown.insert(text.clone(), p.clone());
                    break;
                }
            }
        }
        text
    }

    /// The position shown as `text`.
    fn read(&self, text: &str) -> Result<Position, ParseError> {
        let shown = self.shown.lock().unwrap_or_else(|e| e.into_inner());
        shown.get(text).cloned().ok_or_else(|| {
            Cursor::error_at(
                1,
                1,
                "expected a position of the game written in Python, as it was shown (its repr)",
            )
        })
    }

    /// `p` drawn from its `str()`: a grid when its lines are of one length without blanks,
    /// else lines of text.
    fn board(p: &Position) -> Board {
        Board::from_drawing(&Python::attach(|py| p.text(py)))
    }
}

/// A game written in Python of a kind: its rules, its face for play and its play kind.
macro_rules! python_face {
    ($rules:ty, $kind:ty) => {
        impl GameText for Face<$rules> {
            type Kind = $kind;
            type Rules = $rules;
            const NAME: &'static str = "python";
            const FORMAT: &'static str = "A position of a game written in Python, as its repr() \
                writes it. A move is named by its place among the options the position lists, \
                from 1.";
            const EXAMPLE: &'static str = "";

            fn name(&self) -> &'static str {
                self.name
            }

            fn example(&self) -> &'static str {
                self.start
            }

            fn title(&self, _: &$rules) -> String {
                self.name.to_string()
            }

            fn parse(&self, text: &str) -> Result<($rules, PositionOf<Self>), ParseError> {
                Ok((<$rules>::default(), self.read(text)?))
            }

            fn write(&self, _: &$rules, p: &Position) -> String {
                self.text(p)
            }

            fn draw(&self, _: &$rules, p: &Position) -> Board {
                Self::board(p)
            }

            /// Its place among the options listed, from 1.
            fn move_name(&self, _: &$rules, _: &Position, m: &usize) -> String {
                (m + 1).to_string()
            }
        }
    };
}

python_face!(user::Partizan, play::Partizan);
python_face!(user::Impartial, play::Impartial);

/// The report of `game` (a position of a game written in Python), as `cgsolve GAME --json`
/// reports a game of the registry of its kind: its value (a canonical form, or a nim value),
/// outcome, winning moves and, in an impartial game, remoteness. `misere=True`: under
/// misère play (an impartial position's misère canonical form, a partizan one's outcome);
/// `outcome_only=True`: who wins only.
#[pyfunction]
#[pyo3(signature = (game, misere = false, outcome_only = false, memory = None))]
pub fn analyse(
    py: Python<'_>,
    game: Bound<'_, PyAny>,
    misere: bool,
    outcome_only: bool,
    memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let mode = match (misere, outcome_only) {
        (false, false) => Mode::Normal,
        (true, false) => Mode::Misere,
        (false, true) => Mode::OutcomeOnly,
        (true, true) => {
            return Err(PyValueError::new_err(
                "misere and outcome_only: one mode at a time",
            ));
        }
    };
    let memory = match memory {
        Some(memory) => memory_limit(memory)?,
        None => default_limit(),
    };
    let partizan = is_partizan(&game)?;
    let position = Position::new(game);
    with_python(py, |_| {
        begin_question(u64::MAX);
        let report = on_engine(py, move || {
            let report = if partizan {
                let face = Face::<user::Partizan>::new("python");
                let text = face.text(&position);
                mode_report(&Play(face), mode, "", &text, memory)
            } else {
                let face = Face::<user::Impartial>::new("python");
                let text = face.text(&position);
                mode_report(&Play(face), mode, "", &text, memory)
            };
            report.map_err(AnswerError::Mode)
        });
        // A method's exception wins over the answer it cut short.
        if let Some(raised) = end_question() {
            return Err(raised);
        }
        let report = serde_json::to_value(report?).expect("a report serialises");
        Ok(python_of(py, &report)?.unbind())
    })
}

/// Whether `game` is a partizan position (`left_options()` and `right_options()`) rather
/// than an impartial one (`options()`); `TypeError` when it is neither.
pub fn is_partizan(game: &Bound<'_, PyAny>) -> PyResult<bool> {
    let partizan = game.hasattr("left_options")? && game.hasattr("right_options")?;
    if !partizan && !game.hasattr("options")? {
        return Err(PyTypeError::new_err(format!(
            "{} is not a game: expected left_options() and right_options() (partizan) or \
             options() (impartial)",
            game.repr()?
        )));
    }
    Ok(partizan)
}
