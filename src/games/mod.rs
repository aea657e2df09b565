//! The games cgsolve solves, one folder each: rules on the engine traits, a fast solver, and
//! the contest format.
pub mod sweets;
