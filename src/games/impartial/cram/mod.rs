//! Cram: players in turn cover two adjacent empty cells of a grid with a domino, either way;
//! who cannot move loses. An impartial game: its positions have nim values.
//!
//! - [`region`]: sets of cells as 128-bit boards, dominoes, connected parts, normal forms.
//! - [`narrow`]: the same on 64-bit boards of a grid's own width, for grids of at most 64
//!   cells; [`layout`]: what the fast solver asks of either; [`shifts`]: the geometry both
//!   answer by shifting whole words, written once.
//! - [`rules`]: Cram on the engine's [`ImpartialRules`](crate::ImpartialRules): parts as
//!   components, normal forms as symmetry classes; and the hook-less rules, the reference.
//! - [`solver`]: the fast solver, by parts, memoised by symmetry class, asking only whether a
//!   part's value is in a given set (the search itself in `search.rs`, on either layout).
//! - [`grid`]: grids in CGSuite's syntax (`..#.|....`), the `cgsolve cram` input.

pub mod grid;
pub mod layout;
pub mod narrow;
pub mod region;
pub mod rules;
pub mod search;
pub mod shifts;
pub mod solver;
pub mod text;

pub use grid::{CramContest, Grid, GridMove};
pub use rules::{CramRules, PlainCram};
pub use solver::CramSolver;
