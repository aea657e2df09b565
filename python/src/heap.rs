//! Heap codes from Python: Grundy sequences with their proven periods, and sums of heaps with
//! their winning moves, from the same code as `cgsolve heap`.

use crate::errors::{limit_error, parse_error};
use cgsolve::games::impartial::heap::{
    Code, CodeError, MAX_HEAP, Sequence, SumReport, TooLarge, rules_in_words,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The Grundy values of a heap code to a heap, with the period they show.
#[pyclass(module = "cgsolve", frozen, get_all)]
pub struct HeapSequence {
    /// The code in CGSuite's notation.
    code: String,
    /// g(0), ..., g(to).
    values: Vec<u32>,
    /// The period, when one was found; else None.
    period: Option<usize>,
    /// The first heap of the periodic part, when a period was found.
    preperiod: Option<usize>,
    /// Whether the periodicity theorem proves the period for every heap.
    proven: bool,
    /// The rules in words.
    rules: Vec<String>,
}

#[pymethods]
impl HeapSequence {
    fn __repr__(&self) -> String {
        let period = match (self.period, self.preperiod) {
            (Some(p), Some(pre)) => format!(
                "period {p} from heap {pre}{}",
                if self.proven { ", proven" } else { "" }
            ),
            _ => "no period found".to_string(),
        };
        format!(
            "<HeapSequence {} to {}: {period}>",
            self.code,
            self.values.len().saturating_sub(1)
        )
    }
}

fn code(py: Python<'_>, text: &str) -> PyResult<Code> {
    text.parse()
        .map_err(|e: CodeError| parse_error(py, 1, e.column, &e.message))
}

fn too_large(py: Python<'_>, e: TooLarge) -> PyErr {
    limit_error(py, &e.to_string(), &format!("heap {MAX_HEAP}"))
}

fn sequence(py: Python<'_>, code: &Code, to: u64) -> PyResult<Sequence> {
    let to = u32::try_from(to).map_err(|_| too_large(py, TooLarge { to }))?;
    let code = code.clone();
    py.detach(move || Sequence::compute(&code, to))
        .map_err(|e| too_large(py, e))
}

/// The Grundy values of heap code `code` (CGSuite's notation, `0.77`, `4!.0`, or an alias:
/// nim, kayles, dawson, grundy) for heaps 0 to `to`, with the period found.
#[pyfunction]
pub fn heap(py: Python<'_>, code: &str, to: u64) -> PyResult<HeapSequence> {
    let parsed = self::code(py, code)?;
    let s = sequence(py, &parsed, to)?;
    Ok(HeapSequence {
        code: s.code.to_string(),
        period: s.period.map(|p| p.period),
        preperiod: s.period.map(|p| p.preperiod),
        proven: s.period.is_some_and(|p| p.proven),
        rules: rules_in_words(&s.code),
        values: s.values,
    })
}

/// The sum of `heaps` in heap code `code`: a dict with each heap's value (`values`), the sum's
/// (`value`), its `outcome` ("N": the player to move wins; "P": loses) and every winning move
/// (`winning_moves`: `heap_index`, `heap`, `take`, `leave`), as `cgsolve heap --heaps --json`
/// gives them.
#[pyfunction]
pub fn heap_sum<'py>(py: Python<'py>, code: &str, heaps: Vec<u64>) -> PyResult<Bound<'py, PyDict>> {
    let parsed = self::code(py, code)?;
    let max = heaps.iter().copied().max().unwrap_or(0);
    let s = sequence(py, &parsed, max)?;
    let heaps: Vec<u32> = heaps.into_iter().map(|h| h as u32).collect();
    let report = SumReport::new(&parsed, &s.values, &heaps);
    let json = serde_json::to_string(&report).expect("a sum report serialises");
    let dict = py
        .import("json")?
        .getattr("loads")?
        .call1((json,))?
        .cast_into::<PyDict>()?;
    dict.set_item("outcome", if report.value == 0 { "P" } else { "N" })?;
    Ok(dict)
}
