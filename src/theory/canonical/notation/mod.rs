//! CGSuite notation, both ways: [`Arena::to_notation`](super::Arena::to_notation) prints a
//! form as CGSuite does; [`Arena::parse_expression`](super::Arena::parse_expression) reads it
//! back, with sums, differences and comparisons.

mod braces;
pub(crate) mod chars;
pub mod literal;
mod methods;
pub mod parse;
pub mod print;

pub use literal::{Comparison, LiteralExpression, TreeBuilder};
pub use parse::{NotationError, Value};
