//! Game-agnostic solving: the rules a game implements ([`rules`]), the one memoised solver
//! ([`solver`]) and its parts ([`parts`]; progress is `crate::progress`), the one win/lose search under normal
//! or misère play ([`win_lose`], with its partizan face [`partizan`]), dense
//! whole-state-space tables ([`table`]), and the memory limit every game checks against
//! ([`memory`]).
//!
//! **The engine depends on no game.**

pub mod certificate;
pub mod loopy_values;
pub mod memory;
pub mod misere;
pub mod outcomes;
pub mod partizan;
pub mod parts;
pub mod retrograde;
pub mod rules;
pub mod scored;
pub mod solver;
mod stack;
pub mod table;
pub mod tiers;
pub mod values;
pub mod win_lose;
