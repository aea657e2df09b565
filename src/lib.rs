//! cgsolve decides who wins a two-player game of perfect information, with which move, and
//! why: exactly, and fast.
//!
//! - [`theory`]: outcome classes, nimbers, exact dyadic rationals.
//! - [`engine`]: the rules a game implements ([`ImpartialRules`], [`PartizanRules`]), the one
//!   memoised [`Solver`] (and [`PartizanSolver`]) with its memo, budget and progress parts, and
//!   dense whole-state-space [`Table`]s generic over the value stored.
//! - [`progress`]: how long work tells of itself (the [`Progress`] hook, its pacer), below
//!   every layer so that the theory's searches report as the engine's do.
//! - [`games`]: one module per game, each with its rules, a fast solver and its contest format;
//!   [`games::registry`] is the one list of the games the command line serves.
//! - [`answer`]: answering an input: the [`Contest`] trait through which every game answers (one
//!   [`solve`](Contest::solve) per case, from which the answer and the report both come).
//! - [`text`]: the ground floor of reading: the input [`Cursor`] with line and column, the
//!   [`ParseError`] every reader reports, and the readers of positions.
//! - [`report`]: the [`Report`] behind `--explain` and `--json`, one shape for every game, with
//!   each game's typed [`Facts`].
#![warn(missing_docs)]

pub mod answer;
pub mod engine;
pub mod games;
pub mod play;
pub mod progress;
pub mod report;
pub mod server;
pub mod tables;
pub mod text;
pub mod theory;

pub use answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
pub use engine::partizan::PartizanSolver;
pub use engine::parts::{
    Budget, BudgetExceeded, DenseMemo, HashMemo, Memo, NoBudget, NoMemo, PositionBudget, Stats,
    WinMemo,
};
pub use engine::rules::{ImpartialRules, PartizanRules};
pub use engine::solver::Solver;
pub use engine::table::{
    DenseGame, GrundyTable, RemotenessTable, Table, TableError, Unmoves, WideGrundyTable, WinTable,
};
pub use engine::values::ValueSolver;
pub use progress::{NoProgress, Progress};
pub use report::{Facts, MoveReport, Parity, Part, Report};
pub use text::{Cursor, ParseError};
pub use theory::canonical::{Arena, GameId};
pub use theory::dyadic::Dyadic;
pub use theory::nimber::{MexSet, Nimber, mex};
pub use theory::outcome::{Outcome, Player};
