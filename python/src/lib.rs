//! `cgsolve._native`: the engine of cgsolve as a Python module. A thin layer: every answer is
//! the library's; this crate converts values between Rust and Python, holds the one arena of
//! game forms that Python's `Game`s live in, and turns the library's errors into Python's.
//! The package `cgsolve` (`cgsolve/__init__.py`) re-exports it.

mod analyse;
mod engine;
mod errors;
mod form;
mod heap;
mod memory;
mod play;
mod registry;
mod rules;
mod search;
mod serve;
mod table;
mod user;
mod values;

use pyo3::prelude::*;

/// The module's contents, named as `cgsolve` exports them.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<values::Game>()?;
    m.add_class::<form::Form>()?;
    m.add_class::<values::Thermograph>()?;
    m.add_function(wrap_pyfunction!(values::value, m)?)?;
    m.add_function(wrap_pyfunction!(registry::games, m)?)?;
    m.add_function(wrap_pyfunction!(registry::solve, m)?)?;
    m.add_function(wrap_pyfunction!(registry::answer, m)?)?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<heap::HeapSequence>()?;
    m.add_function(wrap_pyfunction!(heap::heap, m)?)?;
    m.add_function(wrap_pyfunction!(heap::heap_sum, m)?)?;
    m.add_function(wrap_pyfunction!(search::canonical, m)?)?;
    m.add_function(wrap_pyfunction!(search::grundy, m)?)?;
    m.add_function(wrap_pyfunction!(search::outcome, m)?)?;
    m.add_function(wrap_pyfunction!(search::clear_cache, m)?)?;
    m.add_function(wrap_pyfunction!(analyse::analyse, m)?)?;
    m.add_function(wrap_pyfunction!(play::play, m)?)?;
    m.add_function(wrap_pyfunction!(serve::serve, m)?)?;
    m.add_function(wrap_pyfunction!(table::table, m)?)?;
    Ok(())
}
