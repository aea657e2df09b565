//! The one engine of the process: the arena every `Game` lives in, and the solvers of games
//! written in Python, which make their values in that arena and remember positions between
//! calls. Native work runs with the GIL released; work that calls Python holds it.

use crate::user::{Impartial, Partizan, Position, Stop, StopBudget};
use cgsolve::engine::parts::HashMemo;
use cgsolve::engine::solver::Solver;
use cgsolve::engine::values::ValueSolver;
use cgsolve::progress::NoProgress;
use cgsolve::theory::canonical::Arena;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::cell::Cell;
use std::sync::{LazyLock, Mutex, MutexGuard};
use std::time::Duration;

/// The arena of game forms (the value solver's) and the solvers of games written in Python.
pub struct Engine {
    /// Canonical forms of partizan games written in Python; its arena holds every `Game`.
    pub values: ValueSolver<Partizan, StopBudget>,
    /// Nim values of impartial games written in Python.
    pub grundy: Solver<Impartial, HashMemo<Position>, StopBudget, NoProgress>,
    /// Bytes the positions remembered are taken to hold: the growth of the process measured
    /// while the questions since they were last forgotten were searched.
    pub remembered_bytes: u64,
}

impl Engine {
    fn new() -> Engine {
        Engine {
            values: ValueSolver::new(Partizan)
                .with_budget(StopBudget)
                .refusing_repeats(Stop::repeated),
            grundy: Self::grundy_solver(),
            remembered_bytes: 0,
        }
    }

    /// A Grundy solver with nothing remembered, refusing repeats.
    fn grundy_solver() -> Solver<Impartial, HashMemo<Position>, StopBudget, NoProgress> {
        Solver::with_parts(Impartial, HashMemo::default(), StopBudget, NoProgress)
            .refusing_repeats(Stop::repeated)
    }

    /// Forgets the positions of games written in Python (their values stay in the arena).
    pub fn forget(&mut self) {
        self.values.clear_memo();
        self.grundy = Self::grundy_solver();
        self.remembered_bytes = 0;
    }

    /// The arena every `Game` lives in.
    pub fn arena(&mut self) -> &mut Arena {
        self.values.arena()
    }
}

static ENGINE: LazyLock<Mutex<Engine>> = LazyLock::new(|| Mutex::new(Engine::new()));

thread_local! {
    /// Whether this thread holds the engine while Python code runs (a game's hook).
    static HELD: Cell<bool> = const { Cell::new(false) };
}

fn lock() -> MutexGuard<'static, Engine> {
    // A panic while the engine was held leaves its memo and arena whole: each entry is
    // written once it is made.
    ENGINE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn refuse_reentry() -> PyResult<()> {
    if HELD.get() {
        return Err(PyRuntimeError::new_err(
            "cgsolve was called from a game's method while it searched that game; a hook \
             (known_value) may return a Game made before the search, an int, a Fraction or a \
             string in CGSuite's notation",
        ));
    }
    Ok(())
}

/// Runs native `work` on the engine with the GIL released.
pub fn native<T: Send>(py: Python<'_>, work: impl FnOnce(&mut Engine) -> T + Send) -> PyResult<T> {
    refuse_reentry()?;
    Ok(py.detach(|| work(&mut lock())))
}

/// Runs `work`, which calls Python (a game's methods), on the engine with the GIL held; the
/// engine is waited for with the GIL released.
pub fn with_python<T>(
    py: Python<'_>,
    work: impl FnOnce(&mut Engine) -> PyResult<T>,
) -> PyResult<T> {
    refuse_reentry()?;
    let mut engine = loop {
        match ENGINE.try_lock() {
            Ok(engine) => break engine,
            Err(std::sync::TryLockError::Poisoned(p)) => break p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => {
                py.detach(|| std::thread::sleep(Duration::from_micros(200)));
            }
        }
    };
    /// Clears `HELD` however the work ends (a panic included).
    struct Held;
    impl Drop for Held {
        fn drop(&mut self) {
            HELD.set(false);
        }
    }
    HELD.set(true);
    let _held = Held;
    work(&mut engine)
}
