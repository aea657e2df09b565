//! `cgsolve.value`, `cgsolve.Game` and `cgsolve.Form`: short partizan games by their canonical
//! forms, in CGSuite's notation both ways, with CGT's operations and every property `cgsolve
//! value --json` gives; loopy games and misère forms by their notation and report.

use crate::engine::native;
use crate::errors::{limit_error, parse_error};
use crate::memory::default_limit;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::report::Extent;
use cgsolve::report::expression::{Answer, Calculator, ExpressionError, Reading};
use cgsolve::report::svg::thermograph_svg;
use cgsolve::theory::canonical::{Arena, GameId, Relation, Thermograph as Walls, Value};
use cgsolve::theory::dyadic::Dyadic;
use num_bigint::{BigInt, BigUint};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use std::hash::{DefaultHasher, Hash, Hasher};

/// A short partizan game, by its canonical form.
#[pyclass(module = "cgsolve", name = "Game", frozen)]
pub struct Game {
    pub id: GameId,
}

/// The value of `expr`, an expression in any of `cgsolve value`'s notations: a `Game` for a
/// short game (`{1|*} + ^`, `+-1/2`), a bool for a comparison (`^* || 0`), a `Form` for a
/// loopy game (`on + 1`, `a{0|a}`) or a misère form (`*[2[2]321]`). `memory` (bytes, or a size
/// such as "512M"; by default the command line's `--memory`) bounds the game forms it may make.
#[pyfunction]
#[pyo3(signature = (expr, memory = None))]
pub fn value(py: Python<'_>, expr: &str, memory: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
    let limit = match memory {
        Some(memory) => memory_limit(memory)?,
        None => default_limit(),
    };
    let text = expr.to_string();
    let valued = native(py, move |e| {
        let mut calculator = Calculator::with_arena(e.arena(), limit.bytes_usize());
        let answer = calculator.evaluate(&text, Reading::Value)?;
        let kind = match answer {
            Answer::Short(value) => return Ok(Valued::Short(value)),
            Answer::Misere(_) => "misere",
            _ => "loopy",
        };
        let notation = calculator.notation(&answer)?;
        let report = calculator.report(&answer, Extent::Bounded)?;
        Ok(Valued::Form(Form {
            notation,
            kind,
            report: serde_json::to_value(report).expect("a report serialises"),
        }))
    })?;
    match valued {
        Err(ExpressionError::Limit(e)) => Err(limit_error(
            py,
            &format!(
                "the value exceeds the limit of {} bytes of memory for game forms",
                e.limit
            ),
            "memory",
        )),
        Err(ExpressionError::Notation(e)) => Err(parse_error(
            py,
            1,
            e.column,
            &format!("expected {}", e.expected),
        )),
        Ok(Valued::Short(Value::Bool(b))) => {
            Ok(b.into_pyobject(py)?.to_owned().into_any().unbind())
        }
        Ok(Valued::Short(Value::Game(id))) => {
            Ok(Game { id }.into_pyobject(py)?.into_any().unbind())
        }
        Ok(Valued::Form(form)) => Ok(form.into_pyobject(py)?.into_any().unbind()),
    }
}

/// What `value` gives, before it becomes a Python object.
enum Valued {
    Short(Value),
    Form(Form),
}

/// A value that is not a short game: a loopy game (`on`, `a{0|a}`) or a misère form
/// (`*[2[2]321]`), by its notation and its report.
#[pyclass(module = "cgsolve", name = "Form", frozen)]
pub struct Form {
    notation: String,
    kind: &'static str,
    report: serde_json::Value,
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
fn python_of<'py>(py: Python<'py>, json: &serde_json::Value) -> PyResult<Bound<'py, PyAny>> {
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

/// A memory limit given as a number of bytes or as a size in words ("512M", "4G").
pub fn memory_limit(value: &Bound<'_, PyAny>) -> PyResult<MemoryLimit> {
    if let Ok(bytes) = value.extract::<u64>() {
        return Ok(MemoryLimit::from_bytes(bytes));
    }
    let text: String = value.extract().map_err(|_| {
        PyTypeError::new_err("memory: expected a number of bytes or a size such as '512M'")
    })?;
    text.parse()
        .map_err(|e| PyValueError::new_err(format!("memory: {e}")))
}

/// A Python int or a Fraction whose denominator is a power of two, as a dyadic number.
fn dyadic(value: &Bound<'_, PyAny>) -> PyResult<Option<Dyadic>> {
    if value.is_instance_of::<pyo3::types::PyBool>() {
        return Ok(None);
    }
    if let Ok(n) = value.extract::<BigInt>() {
        return Ok(Some(Dyadic::new(n, 0)));
    }
    let fraction = value.py().import("fractions")?.getattr("Fraction")?;
    if !value.is_instance(&fraction)? {
        return Ok(None);
    }
    let numerator: BigInt = value.getattr("numerator")?.extract()?;
    let denominator: BigUint = value.getattr("denominator")?.extract()?;
    let exponent = denominator.trailing_zeros().unwrap_or(0);
    if denominator != BigUint::from(1u8) << exponent {
        return Err(PyValueError::new_err(format!(
            "{} is not a dyadic number: only fractions with a power of two below are games",
            value.str()?
        )));
    }
    Ok(Some(Dyadic::new(numerator, exponent)))
}

/// What may stand beside a Game in an operation: a Game, an int or a dyadic Fraction.
enum Operand {
    Game(GameId),
    Number(Dyadic),
}

impl Operand {
    fn of(value: &Bound<'_, PyAny>) -> PyResult<Option<Operand>> {
        if let Ok(g) = value.cast::<Game>() {
            return Ok(Some(Operand::Game(g.get().id)));
        }
        Ok(dyadic(value)?.map(Operand::Number))
    }

    fn id(self, arena: &mut Arena) -> GameId {
        match self {
            Operand::Game(id) => id,
            Operand::Number(x) => arena.number(x),
        }
    }
}

/// A game as a Python object.
fn game(py: Python<'_>, id: GameId) -> PyResult<Py<Game>> {
    Py::new(py, Game { id })
}

fn games<'py>(py: Python<'py>, ids: Vec<GameId>) -> PyResult<Bound<'py, PyList>> {
    let items = ids
        .into_iter()
        .map(|id| game(py, id))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

/// A dyadic number as a `fractions.Fraction`.
pub fn fraction<'py>(py: Python<'py>, x: &Dyadic) -> PyResult<Bound<'py, PyAny>> {
    let denominator = BigInt::from(1u8) << x.exponent();
    py.import("fractions")?
        .getattr("Fraction")?
        .call1((x.numerator().clone(), denominator))
}

#[pymethods]
impl Game {
    /// `{lefts | rights}` in canonical form, from games (or ints and dyadic Fractions).
    #[staticmethod]
    fn from_options(
        py: Python<'_>,
        lefts: Vec<Bound<'_, PyAny>>,
        rights: Vec<Bound<'_, PyAny>>,
    ) -> PyResult<Py<Game>> {
        let operands = |side: Vec<Bound<'_, PyAny>>| {
            side.iter()
                .map(|g| {
                    Operand::of(g)?.ok_or_else(|| {
                        PyTypeError::new_err("an option must be a Game, an int or a Fraction")
                    })
                })
                .collect::<PyResult<Vec<_>>>()
        };
        let (lefts, rights) = (operands(lefts)?, operands(rights)?);
        let id = native(py, move |e| {
            let a = e.arena();
            let l = lefts.into_iter().map(|o| o.id(a)).collect();
            let r = rights.into_iter().map(|o| o.id(a)).collect();
            a.construct(l, r)
        })?;
        game(py, id)
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        let id = self.id;
        native(py, move |e| e.arena().to_notation(id))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("cgsolve.value('{}')", self.__str__(py)?))
    }

    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.id.hash(&mut h);
        h.finish()
    }

    fn __richcmp__(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let Some(other) = Operand::of(other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.id;
        let relation = native(py, move |e| {
            let a = e.arena();
            let h = other.id(a);
            a.relation(g, h)
        })?;
        let holds = match op {
            CompareOp::Lt => relation == Relation::Less,
            CompareOp::Le => matches!(relation, Relation::Less | Relation::Equal),
            CompareOp::Eq => relation == Relation::Equal,
            CompareOp::Ne => relation != Relation::Equal,
            CompareOp::Gt => relation == Relation::Greater,
            CompareOp::Ge => matches!(relation, Relation::Greater | Relation::Equal),
        };
        Ok(holds.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// Whether this game and `other` are confused (incomparable): neither `<=` nor `>=`.
    fn confused_with(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = Operand::of(other)?
            .ok_or_else(|| PyTypeError::new_err("expected a Game, an int or a Fraction"))?;
        let g = self.id;
        let relation = native(py, move |e| {
            let a = e.arena();
            let h = other.id(a);
            a.relation(g, h)
        })?;
        Ok(relation == Relation::Confused)
    }

    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, |a, g, h| a.add(g, h))
    }

    fn __radd__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, |a, g, h| a.add(h, g))
    }

    fn __sub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, |a, g, h| {
            let minus = a.neg(h);
            a.add(g, minus)
        })
    }

    fn __rsub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, |a, g, h| {
            let minus = a.neg(g);
            a.add(h, minus)
        })
    }

    fn __neg__(&self, py: Python<'_>) -> PyResult<Py<Game>> {
        let g = self.id;
        let id = native(py, move |e| e.arena().neg(g))?;
        game(py, id)
    }

    fn __pos__(slf: Py<Game>) -> Py<Game> {
        slf
    }

    /// The outcome under normal play: "L", "R", "N" (whoever starts wins) or "P".
    #[getter]
    fn outcome(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.id;
        native(py, move |e| e.arena().outcome(g).to_string())
    }

    /// The outcome under misère play of this canonical form.
    #[getter]
    fn misere_outcome(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.id;
        native(py, move |e| e.arena().misere_outcome(g).to_string())
    }

    /// The birthday, as CGSuite computes it.
    #[getter]
    fn birthday(&self, py: Python<'_>) -> PyResult<BigUint> {
        let g = self.id;
        native(py, move |e| e.arena().birthday(g))
    }

    /// Left's stop, a Fraction.
    #[getter]
    fn left_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.id;
        fraction(py, &native(py, move |e| e.arena().left_stop(g))?)
    }

    /// Right's stop, a Fraction.
    #[getter]
    fn right_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.id;
        fraction(py, &native(py, move |e| e.arena().right_stop(g))?)
    }

    /// The mean value, a Fraction.
    #[getter]
    fn mean<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.id;
        fraction(py, &native(py, move |e| e.arena().mean(g))?)
    }

    /// The temperature, a Fraction (-1 for an integer).
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.id;
        fraction(py, &native(py, move |e| e.arena().temperature(g))?)
    }

    /// The thermograph.
    #[getter]
    fn thermograph(&self, py: Python<'_>) -> PyResult<Thermograph> {
        let g = self.id;
        let walls = native(py, move |e| e.arena().thermograph(g))?;
        Ok(Thermograph { walls })
    }

    /// The atomic weight, or None when the game is not atomic (not all-small, say).
    #[getter]
    fn atomic_weight(&self, py: Python<'_>) -> PyResult<Option<Py<Game>>> {
        let g = self.id;
        match native(py, move |e| e.arena().atomic_weight(g).ok())? {
            Some(id) => Ok(Some(game(py, id)?)),
            None => Ok(None),
        }
    }

    /// The simplest game infinitesimally close to this one.
    #[getter]
    fn reduced_canonical_form(&self, py: Python<'_>) -> PyResult<Py<Game>> {
        let g = self.id;
        game(
            py,
            native(py, move |e| e.arena().reduced_canonical_form(g))?,
        )
    }

    /// Left's canonical options, in CGSuite's order.
    #[getter]
    fn left_options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.id;
        games(
            py,
            native(py, move |e| {
                let a = e.arena();
                let options = a.left_options(g);
                a.sorted(options)
            })?,
        )
    }

    /// Right's canonical options, in CGSuite's order.
    #[getter]
    fn right_options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.id;
        games(
            py,
            native(py, move |e| {
                let a = e.arena();
                let options = a.right_options(g);
                a.sorted(options)
            })?,
        )
    }

    /// Left's incentives, `GL - G`, without duplicates or dominated ones.
    #[getter]
    fn left_incentives<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.id;
        games(
            py,
            native(py, move |e| {
                let a = e.arena();
                let incentives = a.left_incentives(g);
                a.sorted(incentives)
            })?,
        )
    }

    /// Right's incentives, `G - GR`, without duplicates or dominated ones.
    #[getter]
    fn right_incentives<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.id;
        games(
            py,
            native(py, move |e| {
                let a = e.arena();
                let incentives = a.right_incentives(g);
                a.sorted(incentives)
            })?,
        )
    }

    /// The number of distinct canonical followers, the game itself included.
    #[getter]
    fn follower_count(&self, py: Python<'_>) -> PyResult<BigUint> {
        let g = self.id;
        native(py, move |e| e.arena().follower_count(g))
    }

    /// Whether it is a number.
    #[getter]
    fn is_number(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_number(g))
    }

    /// Whether it is a nimber.
    #[getter]
    fn is_nimber(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_nimber(g))
    }

    /// Whether it is infinitesimal (both stops 0).
    #[getter]
    fn is_infinitesimal(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_infinitesimal(g))
    }

    /// Whether it is all-small.
    #[getter]
    fn is_all_small(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_all_small(g))
    }

    /// Whether it is even-tempered.
    #[getter]
    fn is_even_tempered(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_even_tempered(g))
    }

    /// Whether it is odd-tempered.
    #[getter]
    fn is_odd_tempered(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.id;
        native(py, move |e| e.arena().is_odd_tempered(g))
    }

    /// For Jupyter: the canonical form as math.
    fn _repr_latex_(&self, py: Python<'_>) -> PyResult<String> {
        let text = self.__str__(py)?;
        Ok(format!("$\\texttt{{{}}}$", latex_escape(&text)))
    }
}

impl Game {
    /// `self (op) other`, or NotImplemented when `other` is not a game or a number.
    fn binary(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        op: impl FnOnce(&mut Arena, GameId, GameId) -> GameId + Send,
    ) -> PyResult<Py<PyAny>> {
        let Some(other) = Operand::of(other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.id;
        let id = native(py, move |e| {
            let a = e.arena();
            let h = other.id(a);
            op(a, g, h)
        })?;
        Ok(game(py, id)?.into_any())
    }
}

/// Text for LaTeX's `\texttt`: its special characters escaped.
fn latex_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '\\' => out.push_str("\\textbackslash{}"),
            _ => out.push(c),
        }
    }
    out
}

/// A thermograph: its two walls, as CGSuite prints it, with its picture for Jupyter.
#[pyclass(module = "cgsolve", frozen)]
pub struct Thermograph {
    walls: Walls,
}

fn wall<'py>(py: Python<'py>, points: &[(Dyadic, Dyadic)]) -> PyResult<Bound<'py, PyList>> {
    let items = points
        .iter()
        .map(|(t, v)| PyTuple::new(py, [fraction(py, t)?, fraction(py, v)?]))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

#[pymethods]
impl Thermograph {
    fn __str__(&self) -> String {
        self.walls.to_string()
    }

    fn __repr__(&self) -> String {
        self.walls.to_string()
    }

    /// The left wall's breakpoints `(t, value)` from `t = -1`; above the last it is vertical.
    #[getter]
    fn left_wall<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        wall(py, self.walls.left_wall.points())
    }

    /// The right wall's breakpoints `(t, value)` from `t = -1`.
    #[getter]
    fn right_wall<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        wall(py, self.walls.right_wall.points())
    }

    /// The temperature, where the walls meet the mast.
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.walls.temperature())
    }

    /// The mast's value (the game's mean).
    #[getter]
    fn mast<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.walls.mast())
    }

    /// For Jupyter: the thermograph drawn, Left's values to the left, temperature up.
    fn _repr_svg_(&self) -> String {
        thermograph_svg(&self.walls)
    }
}
