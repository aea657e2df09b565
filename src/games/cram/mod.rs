//! Cram: players in turn cover two adjacent empty cells of a grid with a domino, either way;
//! who cannot move loses. An impartial game: its positions have nim values.
//!
//! - [`region`]: sets of cells as 128-bit boards, dominoes, connected parts, normal forms.
//! - [`solver`]: the fast solver, by parts, memoised by symmetry class.
//! - [`grid`]: grids in CGSuite's syntax (`..#.|....`), the `cgsolve cram` input.

pub mod grid;
pub mod region;
pub mod solver;

pub use grid::{Grid, GridMove};
pub use solver::CramSolver;
