//! Game-agnostic solving: the rules a game implements ([`rules`]), the one memoised solver
//! ([`solver`], [`partizan`]) and its parts ([`parts`]), and dense whole-state-space tables
//! ([`table`]).
//!
//! **The engine depends on no game.**

pub mod game;
pub mod legacy;
pub mod partizan;
pub mod parts;
pub mod rules;
pub mod solver;
pub mod table;
pub mod tiers;
pub mod values;
