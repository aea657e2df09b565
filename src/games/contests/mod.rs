//! The five contest games, each answering its contest's own input format (one folder each:
//! rules, solver, format, explanation and face).

pub mod checkers;
pub mod darkraft;
pub mod evenodd;
pub mod sweets;
pub mod wordplay;
