//! cgsolve decides who wins a two-player game of perfect information, with which move, and
//! why: exactly, and fast.
//!
//! - [`theory`]: outcome classes, nimbers, exact dyadic rationals.
//! - [`engine`]: the [`Impartial`] and [`Partizan`] traits, the memoised [`ImpartialSolver`]
//!   and [`PartizanSolver`], and dense whole-state-space tables ([`WinTable`], [`GrundyTable`]).
//! - [`games`]: one module per game, each with its rules, a fast solver and its contest format;
//!   [`games::registry`] is the one list of the games the command line serves.
//! - [`contest`]: the [`Contest`] trait through which the command line serves every game (one
//!   [`solve`](Contest::solve) per case, from which the answer and the report both come), and
//!   the input [`Cursor`] with line and column.
//! - [`report`]: the [`Report`] behind `--explain` and `--json`, one shape for every game, with
//!   each game's typed [`Facts`].
#![warn(missing_docs)]

pub mod contest;
pub mod engine;
pub mod games;
pub mod report;
pub mod theory;

pub use contest::input::{Cursor, ParseError};
pub use contest::{Contest, Detail, NoOptions, OptionsError, SolveError};
pub use engine::game::{Impartial, Partizan};
pub use engine::solver::{ImpartialSolver, PartizanSolver};
pub use engine::table::{DenseGame, GrundyTable, TableError, WinTable};
pub use report::{Facts, MoveReport, Parity, Part, Report};
pub use theory::dyadic::Dyadic;
pub use theory::nimber::{MexSet, Nimber, mex};
pub use theory::outcome::{Outcome, Player};
