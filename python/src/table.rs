//! `cgsolve.table`: every position reachable from a game written in Python, with its value,
//! written to a file. The positions are found by the game graph of the loopy kinds (within
//! the memory limit), then valued: a short game's positions by the engine's solvers, which
//! remember them (`canonical`, `grundy`), a loopy game's all at once from its graph.

use crate::analyse::PyKind;
use crate::engine::with_python;
use crate::errors::limit_error;
use crate::memory::{self, default_limit, memory_limit};
use crate::search::{canonical, grundy};
use crate::user::{self, Position, begin_question, end_question};
use cgsolve::engine::loopy_values::{self, LoopyValueError};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::retrograde::{self, GraphTooLarge, MAX_INDEX, WinLoseDraw};
use cgsolve::theory::canonical::Arena;
use cgsolve::theory::loopy::notation::loopy_notation;
use cgsolve::theory::nimber::Nimber;
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use std::io::Write;
use std::path::PathBuf;

/// Writes every position reachable from `game` (a position of a game written in Python, the
/// start included, in the order they are found) to the file `path`, one a line: the
/// position's `str()` (a backslash, a tab and a line end in it written `\\`, `\t` and `\n`),
/// a tab, and its value as the command line writes a game of its kind: a canonical form, a
/// nim value (`*2`), a loopy value (a stopper or its sides), or for a loopy impartial game
/// `Win 3 1`, `Lose 2 0` or `Draw ∞` (the verdict, remoteness and Smith's value). The game's
/// positions must be finitely many: they are held at once, within `memory`. Returns how many
/// lines were written.
#[pyfunction]
#[pyo3(signature = (game, path, memory = None))]
pub fn table(
    py: Python<'_>,
    game: Bound<'_, PyAny>,
    path: PathBuf,
    memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let limit = match memory {
        Some(memory) => memory_limit(memory)?,
        None => default_limit(),
    };
    let kind = PyKind::of(&game)?;
    let start = Position::new(game);
    let lines = match kind {
        PyKind::Partizan | PyKind::LoopyPartizan => {
            let graph = searched(py, limit, || {
                loopy_values::GameGraph::reach(&user::LoopyPartizan, &start, limit)
                    .map_err(|e| loopy_refusal(py, e))
            })?;
            let values = if kind == PyKind::LoopyPartizan {
                loopy_partizan_values(py, &graph, limit)?
            } else {
                let mut values = Vec::with_capacity(graph.len());
                for p in &graph.positions {
                    let value = canonical(py, p.object(py), None, memory)?;
                    values.push(Bound::new(py, value)?.str()?.to_string());
                }
                values
            };
            (graph.positions.iter())
                .zip(values)
                .map(|(p, value)| (p.text(py), value))
                .collect::<Vec<_>>()
        }
        PyKind::Impartial | PyKind::LoopyImpartial => {
            let graph = searched(py, limit, || {
                retrograde::GameGraph::explore(
                    &user::LoopyImpartial,
                    &start,
                    limit,
                    &mut cgsolve::progress::NoProgress,
                )
                .map_err(|e| too_many(py, graph_too_large(e, limit)))
            })?;
            let mut lines = Vec::with_capacity(graph.len() as usize);
            if kind == PyKind::LoopyImpartial {
                let results = graph.retrograde();
                let smith = graph.smith_values();
                for i in 0..graph.len() {
                    let value = &smith[i as usize];
                    let line = match results[i as usize] {
                        WinLoseDraw::Win(r) => format!("Win {r} {value}"),
                        WinLoseDraw::Lose(r) => format!("Lose {r} {value}"),
                        WinLoseDraw::Draw => format!("Draw {value}"),
                    };
                    lines.push((graph.position(i).text(py), line));
                }
            } else {
                for i in 0..graph.len() {
                    let p = graph.position(i);
                    let value = grundy(py, p.object(py), None, memory)?;
                    lines.push((p.text(py), Nimber(value).to_string()));
                }
            }
            lines
        }
    };
    write(&path, &lines).map_err(|e| {
        PyOSError::new_err(format!("cannot write the table to {}: {e}", path.display()))
    })?;
    Ok(lines.len())
}

/// Runs `work`, which lists positions' options, as a question of its own within `limit`: the
/// first exception a method raised (or the memory's refusal) wins over its answer.
fn searched<T>(
    py: Python<'_>,
    limit: MemoryLimit,
    work: impl FnOnce() -> PyResult<T>,
) -> PyResult<T> {
    with_python(py, |_| {
        begin_question(u64::MAX);
        memory::start(limit, 0);
        let found = work();
        memory::finish();
        match end_question() {
            Some(raised) => Err(raised),
            None => found,
        }
    })
}

/// The loopy value of every position of `graph`, in CGSuite's notation.
fn loopy_partizan_values(
    py: Python<'_>,
    graph: &loopy_values::GameGraph<Position>,
    limit: MemoryLimit,
) -> PyResult<Vec<String>> {
    let values = graph
        .values(&vec![true; graph.len()], limit)
        .map_err(|e| loopy_refusal(py, e))?;
    let mut arena = Arena::new();
    Ok(values
        .iter()
        .map(|value| {
            value
                .as_ref()
                .map_or_else(String::new, |v| loopy_notation(&mut arena, v))
        })
        .collect())
}

/// The refusal of a partizan game's graph or its values.
fn loopy_refusal(py: Python<'_>, e: LoopyValueError) -> PyErr {
    match e {
        LoopyValueError::MemoryLimit { what, limit } => too_many(
            py,
            format!("{what} needs more than the memory limit of {limit} (memory)"),
        ),
        LoopyValueError::CyclicParts => PyValueError::new_err(e.to_string()),
    }
}

/// Why an impartial game's graph was refused, naming the limit.
fn graph_too_large(e: GraphTooLarge, limit: MemoryLimit) -> String {
    match e {
        GraphTooLarge::Memory { positions, .. } => format!(
            "the game has more than {positions} positions, past the memory limit of {limit} \
             (memory)"
        ),
        GraphTooLarge::Indices => format!(
            "the game has more than {MAX_INDEX} positions or moves, more than a table holds"
        ),
    }
}

/// `LimitError` naming `memory`: the positions do not fit.
fn too_many(py: Python<'_>, why: String) -> PyErr {
    limit_error(py, &format!("the table is refused: {why}"), "memory")
}

/// The lines of the table, each a position's text (escaped) and its value.
fn write(path: &PathBuf, lines: &[(String, String)]) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    for (text, value) in lines {
        let text = text
            .replace('\\', "\\\\")
            .replace('\t', "\\t")
            .replace('\n', "\\n");
        writeln!(out, "{text}\t{value}")?;
    }
    out.flush()
}
