//! The questions asked of games written in Python (`canonical`, `grundy`, `outcome`) and
//! `clear_cache`: each question's limits (`max_positions`, `memory`), the positions
//! remembered between questions, and the errors a search stops with.

use crate::analyse::{PyKind, python_report};
use crate::engine::{Engine, with_python};
use crate::errors::{limit_error, not_short_error};
use crate::memory::memory_limit;
use crate::memory::{self, POSITION_BYTES};
use crate::user::{Position, Stop, begin_question, end_question};
use crate::values::Game;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::values::ValueError;
use cgsolve::play::Mode;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// The limits of one question, from `max_positions` and `memory` (by default the command
/// line's): the positions it may search and the memory it may use.
struct Limits {
    positions: u64,
    memory: MemoryLimit,
}

impl Limits {
    fn of(max_positions: Option<u64>, memory: Option<&Bound<'_, PyAny>>) -> PyResult<Limits> {
        Ok(Limits {
            positions: max_positions.unwrap_or(u64::MAX),
            memory: match memory {
                Some(memory) => memory_limit(memory)?,
                None => memory::default_limit(),
            },
        })
    }

    /// The memo entries the positions' half of the memory holds.
    fn entries(&self) -> usize {
        self.memory.items(POSITION_BYTES as usize) / 2
    }

    /// The game forms' half of the memory.
    fn arena_bytes(&self) -> usize {
        self.memory.bytes_usize() / 2
    }
}

/// Runs one question on the engine with its limits set and no exception kept. The positions
/// remembered by earlier questions are forgotten first when they leave less than half the
/// memory limit. The first exception a method raised, if any, wins over the answer, and what
/// the question remembered is forgotten: a position valued while its options were being
/// listed when the exception cut the list short would be remembered with a wrong value.
fn question<T>(
    e: &mut Engine,
    limits: &Limits,
    work: impl FnOnce(&mut Engine) -> PyResult<T>,
) -> PyResult<T> {
    let half = limits.memory.bytes() / 2;
    if e.remembered_bytes > half || memory::held().saturating_mul(POSITION_BYTES) > half / 2 {
        e.forget();
    }
    begin_question(limits.positions);
    memory::start(limits.memory, e.remembered_bytes);
    let result = work(e);
    e.remembered_bytes += memory::finish();
    match end_question() {
        Some(raised) => {
            e.forget();
            Err(raised)
        }
        None => result,
    }
}

/// The error of a search stopped by `stop`, of a game that has no `what` when it is not short.
/// A stop for an exception kept gives a placeholder: [`question`] returns that exception.
fn stopped(py: Python<'_>, stop: Stop, what: &str) -> PyErr {
    match stop {
        Stop::Raised => pyo3::exceptions::PyRuntimeError::new_err("the search stopped"),
        Stop::Positions(n) => limit_error(
            py,
            &format!("the search limit of {n} positions (max_positions) was reached"),
            "max_positions",
        ),
        Stop::Memory(why) => memory::refusal(py, &why),
        Stop::Repeated(position) => not_short(py, &position, what),
    }
}

/// `NotShortError` for `position`, met again while it was being searched: the game, searched
/// as short, has no `what`; the message points to the loopy declaration.
pub fn not_short(py: Python<'_>, position: &Position, what: &str) -> PyErr {
    not_short_error(
        py,
        &format!(
            "the game is not short, so it has no {what}: position {} repeats (play from it can \
             come back to it); a game whose positions repeat is solved as loopy when its class \
             says loopy = True",
            position.describe(py)
        ),
        position.object(py),
    )
}

/// Refuses a position that lacks one of `methods`, or whose class declares it loopy (it has
/// no canonical form or nim value: `analyse` and `outcome` answer it).
fn check_game(position: &Bound<'_, PyAny>, methods: &[&str]) -> PyResult<()> {
    if position.hasattr("loopy")? && position.getattr("loopy")?.is_truthy()? {
        return Err(PyTypeError::new_err(format!(
            "{} says loopy = True: its positions may repeat, so it has no canonical form or \
             nim value; cgsolve.analyse(position) gives its loopy value (a stopper or its \
             sides, or Win/Lose/Draw and Smith's value) and cgsolve.outcome(position) its \
             outcome",
            position.get_type().name()?
        )));
    }
    for method in methods {
        if !position.hasattr(*method)? {
            return Err(PyTypeError::new_err(format!(
                "{} has no method {method}(): a partizan game needs left_options() and \
                 right_options(), an impartial one options()",
                position.get_type().name()?
            )));
        }
    }
    Ok(())
}

/// The canonical form of a partizan game written in Python: `position` has `left_options()`
/// and `right_options()`, each returning an iterable of positions, and `__eq__` and
/// `__hash__`. Positions are remembered between calls (see `clear_cache`).
#[pyfunction]
#[pyo3(signature = (position, *, max_positions = None, memory = None))]
pub fn canonical(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    max_positions: Option<u64>,
    memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<Game> {
    check_game(position, &["left_options", "right_options"])?;
    let limits = Limits::of(max_positions, memory)?;
    let root = position.clone();
    with_python(py, |e| {
        question(e, &limits, |e| {
            e.values.set_limits(limits.entries(), limits.arena_bytes());
            let root = Position::new(root);
            e.values.value(&root).map_err(|err| match err {
                ValueError::Budget(stop) => stopped(py, stop, "canonical form"),
                ValueError::Memo(n) => limit_error(
                    py,
                    &format!("the search needs to remember more than {n} positions (memory)"),
                    "memory",
                ),
                ValueError::Arena(a) => limit_error(
                    py,
                    &format!(
                        "the values need more than {} bytes of game forms (memory)",
                        a.limit
                    ),
                    "memory",
                ),
            })
        })
    })
    .map(|id| Game { id })
}

/// The nim value of an impartial game written in Python: `position` has `options()`,
/// returning an iterable of positions, and `__eq__` and `__hash__`.
#[pyfunction]
#[pyo3(signature = (position, *, max_positions = None, memory = None))]
pub fn grundy(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    max_positions: Option<u64>,
    memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<u32> {
    check_game(position, &["options"])?;
    let limits = Limits::of(max_positions, memory)?;
    let root = position.clone();
    with_python(py, |e| {
        question(e, &limits, |e| {
            let root = Position::new(root);
            e.grundy
                .try_grundy(&root)
                .map(|n| n.0)
                .map_err(|stop| stopped(py, stop, "nim value"))
        })
    })
}

/// The outcome of a game written in Python: for an impartial game "N" (the player to move
/// wins) or "P"; for a partizan one its canonical form's outcome, "L", "R", "N" or "P". A
/// loopy game (its class says `loopy = True`) may be drawn: "D" for an impartial one, and for
/// a partizan one also CGSuite's classes with draws ("PHat", "NCheck", ...); `max_positions`
/// does not bound its search, `memory` does.
#[pyfunction]
#[pyo3(signature = (position, *, max_positions = None, memory = None))]
pub fn outcome(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    max_positions: Option<u64>,
    memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let kind = PyKind::of(position)?;
    if kind.loopy() {
        let memory = match memory {
            Some(memory) => memory_limit(memory)?,
            None => memory::default_limit(),
        };
        let at = Position::new(position.clone());
        let report = python_report(py, kind, &at, Mode::OutcomeOnly, memory)?;
        let class = report
            .facts
            .outcome
            .or(report.outcome.map(|o| o.to_string()));
        return Ok(class.unwrap_or_default());
    }
    if position.hasattr("options")? && !position.hasattr("left_options")? {
        let g = grundy(py, position, max_positions, memory)?;
        return Ok(if g == 0 { "P" } else { "N" }.to_string());
    }
    let g = canonical(py, position, max_positions, memory)?;
    crate::engine::native(py, move |e| e.arena().outcome(g.id).to_string())
}

/// Forgets the positions of games written in Python remembered so far (values made stay
/// valid).
#[pyfunction]
pub fn clear_cache(py: Python<'_>) -> PyResult<()> {
    with_python(py, |e| {
        e.forget();
        Ok(())
    })
}
