//! The games cgsolve solves, grouped by kind: each ruleset is its rules on the engine's traits
//! and its text ([`ruleset::Ruleset`]), served by its kind's one generic server
//! ([`serving`]); the contest games answer their contests' own formats ([`contests`]).
//! [`registry`] is the one list of them all; [`boards`] is what their boards are made of.

pub mod answering;
pub mod boards;
pub mod contests;
pub mod game;
pub mod impartial;
pub mod loopy;
pub mod partizan;
pub mod registry;
pub mod rule_files;
pub mod ruleset;
pub mod serving;
#[cfg(feature = "walkthrough")]
#[path = "../../docs/new-game/subtraction.rs"]
pub mod subtraction;
