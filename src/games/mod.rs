//! The games cgsolve solves, one folder each: rules on the engine traits, a fast solver, and
//! the contest format.

pub mod checkers;
pub mod darkraft;
pub mod evenodd;
pub mod octal;
pub mod registry;
pub mod sweets;
pub mod wordplay;
