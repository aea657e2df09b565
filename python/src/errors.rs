//! The library's errors as the exceptions of `cgsolve._errors` (defined in Python, so that
//! `ParseError` is also a `ValueError` and carries `line`, `column` and `message`).

use pyo3::prelude::*;

/// `cgsolve.ParseError(line, column, message)`.
pub fn parse_error(py: Python<'_>, line: usize, column: usize, message: &str) -> PyErr {
    raise(py, "ParseError", (line, column, message))
}

/// `cgsolve.LimitError(message, limit)`.
pub fn limit_error(py: Python<'_>, message: &str, limit: &str) -> PyErr {
    raise(py, "LimitError", (message, limit))
}

/// `cgsolve.NotShortError(message, position)`.
pub fn not_short_error(py: Python<'_>, message: &str, position: &Bound<'_, PyAny>) -> PyErr {
    raise(py, "NotShortError", (message, position))
}

fn raise<'py, A>(py: Python<'py>, name: &str, args: A) -> PyErr
where
    A: pyo3::call::PyCallArgs<'py>,
{
    let made = py
        .import("cgsolve._errors")
        .and_then(|m| m.getattr(name))
        .and_then(|class| class.call1(args));
    match made {
        Ok(error) => PyErr::from_value(error),
        Err(e) => e,
    }
}
