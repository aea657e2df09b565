//! An expression in any of `cgsolve value`'s notations, valued: short games in CGSuite's
//! notation (`{1|*} + ^`), loopy games (`on + 1`, `a{0|a}`), misère forms (`*[2[2]321]`), and
//! game trees read as written (their misère outcome, their form modulo dicots). The one way in
//! for the command line, the page's calculator and Python, so that each reads every notation
//! and answers it alike.
//!
//! ```
//! use cgsolve::report::expression::{Calculator, Reading};
//! let mut calculator = Calculator::new(64 << 20);
//! for (text, line) in [("{1|*} + ^", "{1^|^*}"), ("on + 1", "on"), ("*[2[2]321]", "*[2[2]321]")] {
//!     let answer = calculator.evaluate(text, Reading::Value).unwrap();
//!     assert_eq!(calculator.notation(&answer).unwrap(), line);
//! }
//! ```

use super::dicot::{DicotReport, DicotValueReport, WrittenReport};
use super::loopy::LoopyReport;
use super::misere::MisereValueReport;
use super::names::{Expanded, Program};
use super::value::{Extent, ValueReport};
use crate::theory::canonical::notation::literal::LiteralExpression;
use crate::theory::canonical::{Arena, LimitExceeded, NotationError, Value};
use crate::theory::dicot::{TreeId, Trees};
use crate::theory::loopy::notation::{short_value, to_notation};
use crate::theory::loopy::parse::budget;
use crate::theory::loopy::sided::SidedValue;
use crate::theory::loopy::{LoopyExpression, looks_loopy, parse_loopy};
use crate::theory::misere::{MisereArena, MisereValue, is_misere_expression};
use serde::Serialize;
use std::borrow::BorrowMut;

/// How an expression is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// As a value: a short game, a loopy game or a misère form, told apart by its notation.
    Value,
    /// As the game tree written, with no simplification, for its misère outcome.
    MisereOutcome,
    /// As the game tree written, a dicot, for its form modulo dicots (or a comparison of two).
    MisereDicot,
}

/// An expression's value, held in its [`Calculator`].
#[derive(Clone, Debug)]
pub enum Answer {
    /// A short game (a loopy expression whose value is loop-free included) or a comparison.
    Short(Value),
    /// A loopy game that is not short.
    Loopy(Box<SidedValue>),
    /// A misère form or a question about misère forms.
    Misere(MisereValue),
    /// A game tree as written, for its misère outcome.
    Written(TreeId),
    /// A dicot as written, for its form modulo dicots.
    Dicot(TreeId),
    /// A comparison of two dicots modulo dicots.
    DicotComparison(bool),
}

/// Why an expression has no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExpressionError {
    /// The text is not an expression of the notation: where, and what was expected.
    #[error("{0}")]
    Notation(NotationError),
    /// Its value needs more memory than the limit.
    #[error("the value exceeds the limit of {} bytes of memory for game forms", .0.limit)]
    Limit(LimitExceeded),
}

impl ExpressionError {
    /// The error of a statement with its names written out, placed in the original text.
    fn placed(self, statement: &Expanded) -> ExpressionError {
        match self {
            ExpressionError::Notation(e) => ExpressionError::Notation(statement.place(e)),
            limit => limit,
        }
    }
}

impl From<LimitExceeded> for ExpressionError {
    fn from(e: LimitExceeded) -> Self {
        ExpressionError::Limit(e)
    }
}

/// Every property of an expression's value, in the shape of its notation: what
/// `cgsolve value --json` prints and `--explain` explains.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ExpressionReport {
    /// A short or loopy value, or a comparison of them.
    Value(ValueReport),
    /// A misère form, or a question about misère forms.
    Misere(MisereValueReport),
    /// A game tree read as written.
    Written(DicotValueReport),
}

impl ExpressionReport {
    /// The report as one line of JSON.
    pub fn to_json(&self) -> String {
        match self {
            ExpressionReport::Value(r) => r.to_json(),
            ExpressionReport::Misere(r) => r.to_json(),
            ExpressionReport::Written(r) => r.to_json(),
        }
    }

    /// The report for a person, of the expression `text`.
    pub fn explain(&self, text: &str) -> String {
        match self {
            ExpressionReport::Value(r) => r.explain(text),
            ExpressionReport::Misere(r) => r.explain(text),
            ExpressionReport::Written(r) => r.explain(text),
        }
    }
}

/// The forms of every notation, each store bounded by one memory limit: the expressions it
/// values and the answers it gives live in it. Its short games live in an arena of its own
/// ([`Calculator::new`]) or in one it is lent ([`Calculator::with_arena`]), where they meet
/// the games made elsewhere.
pub struct Calculator<A: BorrowMut<Arena> = Arena> {
    arena: A,
    misere: MisereArena,
    trees: Trees,
    limit: usize,
}

impl Calculator {
    /// An empty calculator whose stores may each take at most `limit` bytes.
    pub fn new(limit: usize) -> Calculator {
        Calculator::with_arena(Arena::new(), limit)
    }

    /// Empties every store, as after a value past the limit, so that the next expression
    /// finds room again; the answers given before are no longer valid.
    pub fn clear(&mut self) {
        *self = Calculator::new(self.limit);
    }
}

impl<A: BorrowMut<Arena>> Calculator<A> {
    /// A calculator whose short games live in `arena` (an arena or a borrowed one), its other
    /// stores empty; each store may take at most `limit` bytes.
    pub fn with_arena(arena: A, limit: usize) -> Calculator<A> {
        Calculator {
            arena,
            misere: MisereArena::with_limit(limit),
            trees: Trees::with_limit(limit),
            limit,
        }
    }

    /// The arena of the short games its answers name.
    pub fn arena(&mut self) -> &mut Arena {
        self.arena.borrow_mut()
    }

    /// The value of `text` read as `reading` says: one expression, or definitions of names
    /// (`a := {1|*}; a + ^`, see [`names`](super::names)) before the expression answered.
    pub fn evaluate(&mut self, text: &str, reading: Reading) -> Result<Answer, ExpressionError> {
        let Some(program) = Program::read(text).map_err(ExpressionError::Notation)? else {
            return self.evaluate_one(text, reading);
        };
        for d in &program.definitions {
            self.evaluate_one(&d.value.text, reading)
                .map_err(|e| e.placed(&d.value))?;
        }
        self.evaluate_one(&program.answer.text, reading)
            .map_err(|e| e.placed(&program.answer))
    }

    /// One expression of a notation, without names.
    fn evaluate_one(&mut self, text: &str, reading: Reading) -> Result<Answer, ExpressionError> {
        match reading {
            Reading::Value if is_misere_expression(text) => match self.misere.parse(text)? {
                Ok(value) => Ok(Answer::Misere(value)),
                Err(e) => Err(ExpressionError::Notation(e)),
            },
            Reading::Value => self.short_or_loopy(text),
            Reading::MisereOutcome | Reading::MisereDicot => self.written(text, reading),
        }
    }

    /// A short expression, or else a loopy one when its words say it may be.
    fn short_or_loopy(&mut self, text: &str) -> Result<Answer, ExpressionError> {
        let short_error = match self
            .arena
            .borrow_mut()
            .limited(self.limit)
            .parse_expression(text)?
        {
            Ok(value) => return Ok(Answer::Short(value)),
            Err(e) => e,
        };
        if !looks_loopy(text) {
            return Err(ExpressionError::Notation(short_error));
        }
        match parse_loopy(self.arena.borrow_mut(), text, self.limit)? {
            Err(e) => Err(ExpressionError::Notation(e)),
            Ok(LoopyExpression::Bool(b)) => Ok(Answer::Short(Value::Bool(b))),
            Ok(LoopyExpression::Value(value)) if value.is_loopfree() => {
                let g = short_value(
                    self.arena.borrow_mut(),
                    &value.onside.graph,
                    value.onside.start,
                );
                Ok(Answer::Short(Value::Game(
                    g.expect("a loop-free value is short"),
                )))
            }
            Ok(LoopyExpression::Value(value)) => Ok(Answer::Loopy(Box::new(value))),
        }
    }

    /// An expression read as the game tree written.
    fn written(&mut self, text: &str, reading: Reading) -> Result<Answer, ExpressionError> {
        let expression = self
            .arena
            .borrow_mut()
            .limited(self.limit)
            .parse_literal(&mut self.trees, text)?
            .map_err(ExpressionError::Notation)?;
        let trees = &mut self.trees;
        match (reading, expression) {
            (Reading::MisereDicot, LiteralExpression::Game(g)) => {
                dicot(trees, g)?;
                Ok(Answer::Dicot(g))
            }
            (Reading::MisereDicot, LiteralExpression::Comparison(g, relation, h)) => {
                dicot(trees, g)?;
                dicot(trees, h)?;
                let (g_at_least_h, h_at_least_g) = (trees.at_least(g, h)?, trees.at_least(h, g)?);
                Ok(Answer::DicotComparison(
                    relation.holds(g_at_least_h, h_at_least_g),
                ))
            }
            (_, LiteralExpression::Game(g)) => Ok(Answer::Written(g)),
            (_, LiteralExpression::Comparison(..)) => {
                Err(ExpressionError::Notation(NotationError {
                    column: 1,
                    expected: "one game: --misere-outcome gives a game's outcome (compare two \
                               dicots with --misere-dicot)"
                        .into(),
                }))
            }
        }
    }

    /// The answer in one line, as `cgsolve value` prints it: a canonical form in its notation,
    /// `true` or `false`, or a tree's misère outcome.
    pub fn notation(&mut self, answer: &Answer) -> Result<String, LimitExceeded> {
        Ok(match answer {
            Answer::Short(Value::Bool(b))
            | Answer::Misere(MisereValue::Bool(b))
            | Answer::DicotComparison(b) => b.to_string(),
            Answer::Short(Value::Game(g)) => self
                .arena
                .borrow_mut()
                .limited(self.limit)
                .to_notation(*g)?,
            Answer::Loopy(value) => to_notation(self.arena.borrow_mut(), value),
            Answer::Misere(MisereValue::Game(g)) => self.misere.to_notation(*g)?,
            // The tree as written may print far longer than it is stored: not printed here.
            Answer::Written(g) => self.trees.misere_outcome(*g)?.to_string(),
            Answer::Dicot(g) => {
                let form = self.trees.dicot_canonical(*g)?;
                self.trees.to_notation(form)
            }
        })
    }

    /// Every property of the answer; `extent` says which costly ones a large short form gets.
    pub fn report(
        &mut self,
        answer: &Answer,
        extent: Extent,
    ) -> Result<ExpressionReport, LimitExceeded> {
        Ok(match answer {
            Answer::Short(value) => ExpressionReport::Value(ValueReport::with_extent(
                &mut self.arena.borrow_mut().limited(self.limit),
                *value,
                extent,
            )?),
            Answer::Loopy(value) => ExpressionReport::Value(ValueReport::Loopy(Box::new(
                LoopyReport::within(self.arena.borrow_mut(), value, budget(self.limit), extent)
                    .map_err(|_| LimitExceeded { limit: self.limit })?,
            ))),
            Answer::Misere(value) => {
                ExpressionReport::Misere(MisereValueReport::new(&mut self.misere, *value)?)
            }
            Answer::Written(g) => ExpressionReport::Written(DicotValueReport::Written(
                WrittenReport::new(&mut self.trees, *g)?,
            )),
            Answer::Dicot(g) => ExpressionReport::Written(DicotValueReport::Dicot(
                DicotReport::new(&mut self.trees, *g)?,
            )),
            Answer::DicotComparison(value) => {
                ExpressionReport::Written(DicotValueReport::Comparison { value: *value })
            }
        })
    }
}

/// `Ok` when `g` is a dicot, else the error naming its first follower that is not.
fn dicot(trees: &Trees, g: TreeId) -> Result<(), ExpressionError> {
    match trees.first_non_dicot(g) {
        None => Ok(()),
        Some(f) => Err(ExpressionError::Notation(NotationError {
            column: 1,
            expected: format!(
                "a dicot (from every follower both players can move, or neither), found the \
                 follower {} where only {} can move",
                trees.to_notation(f),
                if trees.left(f).is_empty() {
                    "Right"
                } else {
                    "Left"
                }
            ),
        })),
    }
}
