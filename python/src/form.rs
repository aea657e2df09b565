//! `cgsolve.Form`: a value that is not a short game, by its notation and its report.

use pyo3::prelude::*;
use pyo3::types::PyList;

/// A value that is not a short game: a loopy game (`on`, `a{0|a}`) or a misère form
/// (`*[2[2]321]`), by its notation and its report.
#[pyclass(module = "cgsolve", name = "Form", frozen)]
pub struct Form {
    pub notation: String,
    pub kind: &'static str,
    pub report: serde_json::Value,
}

#[pymethods]
impl Form {
    /// The value in CGSuite's notation, as `cgsolve value` prints it.
    #[getter]
    fn notation(&self) -> &str {
        &self.notation
    }

    /// "loopy" or "misere".
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind
    }

    /// Every property of the value, as `cgsolve value --json` gives it: a dict.
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        python_of(py, &self.report)
    }

    fn __str__(&self) -> &str {
        &self.notation
    }

    fn __repr__(&self) -> String {
        format!("cgsolve.value({:?})", self.notation)
    }
}

/// A JSON value as the Python object `json.loads` would make of it.
pub(crate) fn python_of<'py>(
    py: Python<'py>,
    json: &serde_json::Value,
) -> PyResult<Bound<'py, PyAny>> {
    use serde_json::Value as Json;
    Ok(match json {
        Json::Null => py.None().into_bound(py),
        Json::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Json::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.into_pyobject(py)?.into_any(),
            (None, Some(u)) => u.into_pyobject(py)?.into_any(),
            _ => n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any(),
        },
        Json::String(text) => text.into_pyobject(py)?.into_any(),
        Json::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(python_of(py, item)?)?;
            }
            list.into_any()
        }
        Json::Object(fields) => {
            let dict = pyo3::types::PyDict::new(py);
            for (key, item) in fields {
                dict.set_item(key, python_of(py, item)?)?;
            }
            dict.into_any()
        }
    })
}
