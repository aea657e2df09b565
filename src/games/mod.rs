//! The games cgsolve solves, one folder each: rules on the engine traits, a fast solver, and
//! the contest format.

pub mod amazons;
pub mod backsliding_toads_and_frogs;
pub mod boards;
pub mod checkers;
pub mod clobber;
pub mod cram;
pub mod darkraft;
pub mod digraph_tokens;
pub mod domineering;
pub mod evenodd;
pub mod fission;
pub mod fox_and_geese;
pub mod game;
pub mod graph;
pub mod hackenbush;
pub mod heap;
pub mod konane;
pub mod partizan_subtraction;
pub mod registry;
pub mod ruleset;
pub mod serving;
pub mod ski_jumps;
#[cfg(feature = "walkthrough")]
#[path = "../../docs/new-game/subtraction.rs"]
pub mod subtraction;
pub mod sweets;
pub mod toads_and_frogs;
pub mod toppling_dominoes;
pub mod turning;
pub mod wordplay;
pub mod wythoff;
