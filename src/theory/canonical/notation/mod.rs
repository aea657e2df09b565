//! CGSuite notation, both ways: [`Arena::to_notation`](super::Arena::to_notation) prints a
//! form as CGSuite does; [`Arena::parse_expression`](super::Arena::parse_expression) reads it
//! back, with sums, differences and comparisons.

mod braces;
mod methods;
pub mod parse;
pub mod print;

pub use parse::{NotationError, Value};
