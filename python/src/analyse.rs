//! `cgsolve.analyse`: a game written in Python reported as the command line reports a game
//! of the registry. The game is one more ruleset of its kind: its rules are the position's
//! own methods (`crate::user`), its face for play ([`Face`]) writes a position as its repr
//! and draws it as its `str()`, and the play kinds (`Partizan`, `Impartial`, and for a game
//! whose class says `loopy = True`, `LoopyPartizan` and `LoopyImpartial`: [`PyKind`]) search
//! it through the same report as `--misere` and `--outcome-only` ([`mode_report`]).

use crate::engine::with_python;
use crate::form::python_of;
use crate::memory::{default_limit, memory_limit};
use crate::registry::on_engine;
use crate::search::not_short;
use crate::user::{self, Position, begin_question, end_question, take_repeated};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::answering::AnswerError;
use cgsolve::play::modes::{ModeError, ModeFacts, mode_report};
use cgsolve::play::{self, Board, GameText, Mode, Play, PositionOf};
use cgsolve::report::Report;
use cgsolve::text::{Cursor, ParseError};
use cgsolve::theory::outcome::Outcome;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use rustc_hash::FxHashMap;
use std::marker::PhantomData;
use std::sync::Mutex;

/// The face of a game written in Python with rules `R` (`user::Partizan`, `user::Impartial`
/// or their loopy kin): a position's text is its repr, made unique among the positions shown
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
python_face!(user::LoopyPartizan, play::LoopyPartizan);
python_face!(user::LoopyImpartial, play::LoopyImpartial);

/// What a game searched as short and found to repeat has not: its value and outcome.
pub const WHAT: &str = "value or outcome as a short game";

/// The kind of a game written in Python, as its methods and its class say: partizan
/// (`left_options()` and `right_options()`) or impartial (`options()`), short or, when its
/// class says `loopy = True`, with positions that may repeat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PyKind {
    /// A short partizan game: values are canonical forms.
    Partizan,
    /// A short impartial game: values are nim values.
    Impartial,
    /// A partizan game whose positions may repeat: values are stoppers or their sides.
    LoopyPartizan,
    /// An impartial game whose positions may repeat: Win, Lose or Draw, and Smith's values.
    LoopyImpartial,
}

impl PyKind {
    /// The kind of `game`; `TypeError` when it is no game.
    pub fn of(game: &Bound<'_, PyAny>) -> PyResult<PyKind> {
        let partizan = is_partizan(game)?;
        let loopy = game.hasattr("loopy")? && game.getattr("loopy")?.is_truthy()?;
        Ok(match (partizan, loopy) {
            (true, false) => PyKind::Partizan,
            (false, false) => PyKind::Impartial,
            (true, true) => PyKind::LoopyPartizan,
            (false, true) => PyKind::LoopyImpartial,
        })
    }

    /// Whether its positions may repeat.
    pub fn loopy(self) -> bool {
        matches!(self, PyKind::LoopyPartizan | PyKind::LoopyImpartial)
    }
}

/// The report of `position` of a game of rules `R` in `mode`, as `mode_report` gives it.
fn report_of<R>(
    position: &Position,
    mode: Mode,
    memory: MemoryLimit,
) -> Result<Report<ModeFacts>, ModeError>
where
    Face<R>: GameText + 'static,
{
    let face = Face::<R>::new("python");
    let text = face.text(position);
    mode_report(&Play(face), mode, "", &text, memory)
}

/// The report of `position`, a game of kind `kind`, in `mode` within `memory`: the report
/// `cgsolve.analyse` gives, before its answer line is made the command line's.
fn kind_report(
    kind: PyKind,
    position: &Position,
    mode: Mode,
    memory: MemoryLimit,
) -> Result<Report<ModeFacts>, ModeError> {
    match kind {
        PyKind::Partizan => report_of::<user::Partizan>(position, mode, memory),
        PyKind::Impartial => report_of::<user::Impartial>(position, mode, memory),
        PyKind::LoopyPartizan => report_of::<user::LoopyPartizan>(position, mode, memory),
        PyKind::LoopyImpartial => report_of::<user::LoopyImpartial>(position, mode, memory),
    }
}

/// The answer line of a loopy impartial game's report as the command line writes it (`Win 3
/// 1`, `Lose 2 0`, `Draw ∞`): the verdict and remoteness before Smith's value.
fn smith_answer(report: &mut Report<ModeFacts>) {
    let Some(value) = &report.value else { return };
    let verdict = match (report.outcome, report.remoteness) {
        (Some(Outcome::N), Some(r)) => format!("Win {r} "),
        (Some(Outcome::P), Some(r)) => format!("Lose {r} "),
        _ => "Draw ".to_string(),
    };
    report.answer = format!("{verdict}{value}");
}

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
    let kind = PyKind::of(&game)?;
    let report = python_report(py, kind, &Position::new(game), mode, memory)?;
    let report = serde_json::to_value(report).expect("a report serialises");
    Ok(python_of(py, &report)?.unbind())
}

/// The report of `position`, a game of kind `kind`, in `mode` within `memory`, as
/// `cgsolve.analyse` gives it (a loopy impartial game's answer line as the command line
/// writes it, `Win 3 1`); the first exception a method raised wins over the answer.
pub fn python_report(
    py: Python<'_>,
    kind: PyKind,
    position: &Position,
    mode: Mode,
    memory: MemoryLimit,
) -> PyResult<Report<ModeFacts>> {
    with_python(py, |_| {
        begin_question(u64::MAX);
        let report = on_engine(py, move || {
            let mut report = kind_report(kind, position, mode, memory);
            if kind == PyKind::LoopyImpartial
                && let Ok(report) = &mut report
            {
                smith_answer(report);
            }
            report.map_err(AnswerError::Mode)
        });
        // A method's exception wins over the answer it cut short; a position met again on the
        // search path is named.
        match (end_question(), report) {
            (Some(raised), _) => Err(raised),
            (None, Err(e)) => Err(take_repeated().map_or(e, |p| not_short(py, &p, WHAT))),
            (None, report) => report,
        }
    })
}

/// Whether `game` is a partizan position (`left_options()` and `right_options()`) rather
/// than an impartial one (`options()`); `TypeError` when it is neither.
fn is_partizan(game: &Bound<'_, PyAny>) -> PyResult<bool> {
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
