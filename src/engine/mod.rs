//! Game-agnostic solving: the traits a game implements, the memoised search, dense tables.

pub mod game;
pub mod solver;
pub mod table;
