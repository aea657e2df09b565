//! Loopy games: games whose positions can repeat (Siegel, *Combinatorial Game Theory*,
//! ch. VI; CGSuite's `LoopyGame`, `CanonicalStopper`, `SidedValue`). A game is a graph with
//! a start (`graph.rs`); stoppers, the games without endless alternating play, simplify to a
//! unique canonical form (`stopper.rs`); every game has an onside and an offside, its value
//! (`sided.rs`); comparisons solve the difference game (`compare.rs`); CGSuite's notation
//! both ways (`notation.rs`, `parse.rs`); the properties CGSuite gives a stopper
//! (`properties.rs`); ordinal sums, subordinates and powers with pseudonumber exponents
//! (`ordinal.rs`). Documented in `docs/loopy.md`.

mod braces;
pub mod compare;
mod forms;
pub mod graph;
pub mod leaves;
pub mod notation;
pub mod numbers;
pub mod ordinal;
pub mod parse;
mod printer;
pub mod properties;
pub mod sided;
pub mod stopper;
mod sums;

pub use graph::{Graph, Loopy, Mover};
pub use parse::{LoopyExpression, looks_loopy, parse_loopy};
pub use sided::{LoopyOutcome, SidedValue, TooLarge};
#[cfg(test)]
mod leaf_tests;
#[cfg(test)]
mod tests;
