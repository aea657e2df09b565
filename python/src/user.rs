//! Games written in Python, solved by the engine: a position is any Python object with
//! `left_options()` and `right_options()` (partizan) or `options()` (impartial), hashable and
//! comparable; its optional hooks `components()`, `canonical_key()` and `known_value()` are
//! the engine's hooks of the same meaning. The engine's solvers search them on their own
//! stacks, so a game's depth is never limited by Python's recursion limit.
//!
//! Errors raised by a game's methods are kept (the first one) and end the search at the next
//! position it opens; the exception then reaches the caller with its traceback. Ctrl-C is
//! checked every few thousand positions. A position met again while it is being searched
//! (a game that is not short) is refused with `NotShortError` naming it; the memory the
//! search uses is measured as it goes (`crate::memory`).

use crate::memory;
use crate::values::Game;
use cgsolve::engine::parts::Budget;
use cgsolve::engine::rules::{ImpartialRules, PartizanRules};
use cgsolve::theory::canonical::{Arena, GameId};
use cgsolve::theory::dyadic::Dyadic;
use cgsolve::theory::nimber::Nimber;
use num_bigint::{BigInt, BigUint};
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyType};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, MutexGuard};

/// The first exception a game's method raised in the current question (on whichever thread
/// the search runs: play searches on threads of its own).
static RAISED: Mutex<Option<PyErr>> = Mutex::new(None);

/// The position a play search last refused as met again on its path (a game searched as
/// short whose positions repeat).
static REPEATED: Mutex<Option<Position>> = Mutex::new(None);

/// The position a play search refused as met again on its path since the question began, if
/// any.
pub fn take_repeated() -> Option<Position> {
    REPEATED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .take()
}

/// The first exception kept, locked.
fn first_raised() -> MutexGuard<'static, Option<PyErr>> {
    RAISED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

thread_local! {
    /// How many positions the current question may search (`max_positions`).
    static LIMIT: Cell<u64> = const { Cell::new(u64::MAX) };
    /// How many it has searched.
    static SPENT: Cell<u64> = const { Cell::new(0) };
}

/// Positions searched between two checks for Ctrl-C.
const SIGNAL_EVERY: u64 = 4096;

/// The longest repr of a position an error message quotes whole.
const REPR_CHARS: usize = 200;

/// Starts a question: no exception kept, at most `positions` searched.
pub fn begin_question(positions: u64) {
    *first_raised() = None;
    take_repeated();
    LIMIT.set(positions);
}

/// Ends a question: the first exception a method raised, if any.
pub fn end_question() -> Option<PyErr> {
    LIMIT.set(u64::MAX);
    first_raised().take()
}

/// Keeps `e` if it is the question's first exception.
fn raised(e: PyErr) {
    first_raised().get_or_insert(e);
}

/// The optional methods of a position that are the engine's hooks.
#[derive(Clone, Copy)]
enum Hook {
    Components,
    CanonicalKey,
    KnownValue,
}

impl Hook {
    const ALL: [Hook; 3] = [Hook::Components, Hook::CanonicalKey, Hook::KnownValue];

    fn name(self) -> &'static str {
        match self {
            Hook::Components => "components",
            Hook::CanonicalKey => "canonical_key",
            Hook::KnownValue => "known_value",
        }
    }

    /// The name as a Python string, made once.
    fn interned<'py>(self, py: Python<'py>) -> &'py Bound<'py, PyString> {
        match self {
            Hook::Components => intern!(py, "components"),
            Hook::CanonicalKey => intern!(py, "canonical_key"),
            Hook::KnownValue => intern!(py, "known_value"),
        }
    }
}

/// The methods that list a position's options.
#[derive(Clone, Copy)]
enum Method {
    /// `left_options()`.
    Left,
    /// `right_options()`.
    Right,
    /// `options()`, of an impartial game.
    Impartial,
}

/// A type of position (kept alive, so that its address names it) and which hooks it has.
type TypeHooks = (Py<PyType>, [bool; 3]);

thread_local! {
    /// The hooks of each type of position met, looked up once a type, by the type's address.
    static HOOKS: RefCell<FxHashMap<usize, TypeHooks>> = RefCell::new(FxHashMap::default());
}

/// Whether `object`'s type has `hook`.
fn has_hook(object: &Bound<'_, PyAny>, hook: Hook) -> bool {
    let class = object.get_type();
    let address = class.as_ptr() as usize;
    let known = HOOKS.with_borrow(|hooks| hooks.get(&address).map(|(_, has)| *has));
    let has = known.unwrap_or_else(|| {
        let has = Hook::ALL.map(|h| class.hasattr(h.name()).unwrap_or(false));
        HOOKS.with_borrow_mut(|hooks| hooks.insert(address, (class.unbind(), has)));
        has
    });
    has[hook as usize]
}

/// A position written in Python, with the key it is remembered under (its `canonical_key()`,
/// when the game has one) and that key's hash, computed once.
#[derive(Clone)]
pub struct Position(Arc<Held>);

struct Held {
    object: Py<PyAny>,
    key: Option<Py<PyAny>>,
    hash: isize,
}

impl Held {
    /// A handle, counted among the positions the engine holds until it is dropped.
    fn new(object: Py<PyAny>, key: Option<Py<PyAny>>, hash: isize) -> Arc<Held> {
        memory::made();
        Arc::new(Held { object, key, hash })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        memory::dropped();
    }
}

impl Position {
    pub fn new(object: Bound<'_, PyAny>) -> Position {
        let hash = object.hash().unwrap_or_else(|e| {
            raised(e);
            0
        });
        Position(Held::new(object.unbind(), None, hash))
    }

    /// The same position remembered under `key`.
    fn keyed(&self, py: Python<'_>, key: Bound<'_, PyAny>) -> Position {
        let hash = key.hash().unwrap_or_else(|e| {
            raised(e);
            0
        });
        Position(Held::new(
            self.0.object.clone_ref(py),
            Some(key.unbind()),
            hash,
        ))
    }

    pub fn object<'py>(&self, py: Python<'py>) -> &Bound<'py, PyAny> {
        self.0.object.bind(py)
    }

    /// Calls the hook when the object's type has it (`None` when it has not).
    fn hook<'py>(&self, py: Python<'py>, hook: Hook) -> Option<Bound<'py, PyAny>> {
        let object = self.object(py);
        if !has_hook(object, hook) {
            return None;
        }
        object.call_method0(hook.interned(py)).map_err(raised).ok()
    }

    /// Calls `method` and gives `each` every position of the iterable it returns, until the
    /// memory the search uses is past its limit.
    fn each_of(&self, method: Method, each: &mut dyn FnMut(usize, Position)) {
        Python::attach(|py| {
            let method = match method {
                Method::Left => intern!(py, "left_options"),
                Method::Right => intern!(py, "right_options"),
                Method::Impartial => intern!(py, "options"),
            };
            let listed = self.object(py).call_method0(method);
            let items = match listed.and_then(|options| options.try_iter()) {
                Ok(items) => items,
                Err(e) => return raised(e),
            };
            for (i, item) in items.enumerate() {
                if let Err(why) = memory::check() {
                    return raised(memory::refusal(py, &why));
                }
                match item {
                    Ok(item) => each(i, Position::new(item)),
                    Err(e) => return raised(e),
                }
            }
        });
    }

    /// The position's repr whole, or its type's when it has none that works.
    pub fn repr(&self, py: Python<'_>) -> String {
        let object = self.object(py);
        object.repr().map_or_else(
            |_| format!("<{}>", object.get_type()),
            |repr| repr.to_string(),
        )
    }

    /// The position's `str()`, or its repr when it has none that works.
    pub fn text(&self, py: Python<'_>) -> String {
        let object = self.object(py);
        object
            .str()
            .map_or_else(|_| self.repr(py), |text| text.to_string())
    }

    /// The position's repr, shortened when long, for a message.
    pub fn describe(&self, py: Python<'_>) -> String {
        let object = self.object(py);
        let text = object.repr().map_or_else(
            |_| format!("of type {}", object.get_type()),
            |repr| repr.to_string(),
        );
        match text.char_indices().nth(REPR_CHARS) {
            Some((cut, _)) => format!("{}...", &text[..cut]),
            None => text,
        }
    }

    /// The parts of `components()`, or the position alone.
    fn parts(&self) -> Vec<Position> {
        Python::attach(|py| {
            let Some(parts) = self.hook(py, Hook::Components) else {
                return vec![self.clone()];
            };
            match parts.try_iter() {
                Ok(items) => items
                    .filter_map(|item| item.map_err(raised).ok())
                    .map(Position::new)
                    .collect(),
                Err(e) => {
                    raised(e);
                    vec![self.clone()]
                }
            }
        })
    }

    /// The position remembered under its `canonical_key()`, when it has one.
    fn normal(&self) -> Position {
        Python::attach(|py| match self.hook(py, Hook::CanonicalKey) {
            Some(key) => self.keyed(py, key),
            None => self.clone(),
        })
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        if Arc::ptr_eq(&self.0, &other.0) {
            return true;
        }
        if self.0.hash != other.0.hash {
            return false;
        }
        Python::attach(|py| match (&self.0.key, &other.0.key) {
            (Some(a), Some(b)) => a.bind(py).eq(b.bind(py)),
            (None, None) => self.object(py).eq(other.object(py)),
            _ => Ok(false),
        })
        .unwrap_or_else(|e| {
            raised(e);
            false
        })
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_isize(self.0.hash);
    }
}

/// The rules of every partizan game written in Python: the position's own methods.
#[derive(Clone, Copy, Default)]
pub struct Partizan;

impl PartizanRules for Partizan {
    type Position = Position;
    /// The option's place in what `left_options()` or `right_options()` returned.
    type Move = usize;
    /// A game written in Python is not known to be short.
    const REPEATED: Option<fn(&Position)> = Some(keep_repeated);

    fn left_moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        p.each_of(Method::Left, each);
    }

    fn right_moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        p.each_of(Method::Right, each);
    }

    fn components(&self, p: &Position) -> Vec<Position> {
        p.parts()
    }

    fn normal_form(&self, part: &Position) -> (Position, bool) {
        (part.normal(), false)
    }

    fn known_value(&self, part: &Position, arena: &mut Arena) -> Option<GameId> {
        Python::attach(|py| {
            let known = part.hook(py, Hook::KnownValue)?;
            if known.is_none() {
                return None;
            }
            game_of(&known, arena).map_err(raised).ok()
        })
    }
}

/// What `known_value()` returned as a game of `arena`: a Game, an int, a dyadic Fraction or a
/// string in CGSuite's notation.
fn game_of(value: &Bound<'_, PyAny>, arena: &mut Arena) -> PyResult<GameId> {
    if let Ok(g) = value.cast::<Game>() {
        return Ok(g.get().id);
    }
    if let Ok(n) = value.extract::<BigInt>() {
        return Ok(arena.number(Dyadic::new(n, 0)));
    }
    if let Ok(text) = value.extract::<String>() {
        return arena.parse_game(&text).map_err(|e| {
            PyTypeError::new_err(format!("known_value() returned '{text}': column {e}"))
        });
    }
    let fraction = value.py().import("fractions")?.getattr("Fraction")?;
    if value.is_instance(&fraction)? {
        let numerator: BigInt = value.getattr("numerator")?.extract()?;
        let denominator: BigUint = value.getattr("denominator")?.extract()?;
        let exponent = denominator.trailing_zeros().unwrap_or(0);
        if denominator == BigUint::from(1u8) << exponent {
            return Ok(arena.number(Dyadic::new(numerator, exponent)));
        }
    }
    Err(PyTypeError::new_err(format!(
        "known_value() returned {}: expected None, a Game, an int, a dyadic Fraction or a \
         string in CGSuite's notation",
        value.repr()?
    )))
}

/// The rules of every impartial game written in Python: the position's own methods.
#[derive(Clone, Copy, Default)]
pub struct Impartial;

impl ImpartialRules for Impartial {
    type Position = Position;
    /// The option's place in what `options()` returned.
    type Move = usize;
    /// A game written in Python is not known to be short.
    const REPEATED: Option<fn(&Position)> = Some(keep_repeated);

    fn moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        p.each_of(Method::Impartial, each);
    }

    fn components(&self, p: &Position) -> Vec<Position> {
        p.parts()
    }

    fn canonical(&self, p: &Position) -> Position {
        p.normal()
    }

    fn known_value(&self, p: &Position) -> Option<Nimber> {
        Python::attach(|py| {
            let known = p.hook(py, Hook::KnownValue)?;
            if known.is_none() {
                return None;
            }
            known.extract::<u32>().map(Nimber).map_err(raised).ok()
        })
    }
}

/// The rules of every partizan game written in Python whose positions may repeat (its class
/// says `loopy = True`): the position's own `left_options()` and `right_options()`, searched as
/// a game graph (no hooks: a loopy game's parts and keys are not used).
#[derive(Clone, Copy, Default)]
pub struct LoopyPartizan;

impl PartizanRules for LoopyPartizan {
    type Position = Position;
    /// The option's place in what `left_options()` or `right_options()` returned.
    type Move = usize;

    fn left_moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        if may_list() {
            p.each_of(Method::Left, each);
        }
    }

    fn right_moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        if may_list() {
            p.each_of(Method::Right, each);
        }
    }
}

/// The rules of every impartial game written in Python whose positions may repeat (its class
/// says `loopy = True`): the position's own `options()`, searched as a game graph.
#[derive(Clone, Copy, Default)]
pub struct LoopyImpartial;

impl ImpartialRules for LoopyImpartial {
    type Position = Position;
    /// The option's place in what `options()` returned.
    type Move = usize;

    fn moves(&self, p: &Position, each: &mut dyn FnMut(usize, Position)) {
        if may_list() {
            p.each_of(Method::Impartial, each);
        }
    }
}

/// Keeps `p`, refused by a play search as met again on its path.
fn keep_repeated(p: &Position) {
    *REPEATED.lock().unwrap_or_else(|e| e.into_inner()) = Some(p.clone());
}

/// Whether a loopy game's graph may list one more position's options: not once a method has
/// raised or Ctrl-C was pressed (looked for every few thousand positions). The graph is then
/// finished without options and thrown away: the exception is the answer.
fn may_list() -> bool {
    if first_raised().is_some() {
        return false;
    }
    let listed = SPENT.get();
    SPENT.set(listed + 1);
    if listed % SIGNAL_EVERY == SIGNAL_EVERY - 1
        && let Err(e) = Python::attach(|py| py.check_signals())
    {
        raised(e);
        return false;
    }
    true
}

/// Why a search of a game written in Python stopped.
#[derive(Debug)]
pub enum Stop {
    /// A method of the game raised (the exception is kept), Ctrl-C was pressed, or an option
    /// was listed past the memory limit (its `LimitError` is kept).
    Raised,
    /// `max_positions` were searched.
    Positions(u64),
    /// The memory the search uses is past its limit: why.
    Memory(String),
    /// This position was met again while it was being searched: the game is not short.
    Repeated(Position),
}

impl Stop {
    /// The refusal of a position met again on the search path.
    pub fn repeated(position: &Position) -> Stop {
        Stop::Repeated(position.clone())
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Python::attach(|py| f.write_str(&self.describe(py)))
    }
}

/// The budget of the searches of games written in Python: `max_positions`, the game's first
/// exception, and Ctrl-C.
pub struct StopBudget;

impl Budget for StopBudget {
    type Error = Stop;

    fn start_question(&mut self) {
        SPENT.set(0);
    }

    fn spend(&mut self) -> Result<(), Stop> {
        if first_raised().is_some() {
            return Err(Stop::Raised);
        }
        let spent = SPENT.get();
        if spent >= LIMIT.get() {
            return Err(Stop::Positions(LIMIT.get()));
        }
        SPENT.set(spent + 1);
        memory::check().map_err(Stop::Memory)?;
        if spent % SIGNAL_EVERY == SIGNAL_EVERY - 1 {
            Python::attach(|py| py.check_signals()).map_err(|e| {
                raised(e);
                Stop::Raised
            })?;
        }
        Ok(())
    }
}
