//! Misère play of impartial games: Conway's misère canonical forms, hash-consed in a
//! [`MisereArena`], with CGSuite's notation both ways, the genus and every property CGSuite
//! computes (documented in `docs/misere.md`).
//!
//! ```
//! use cgsolve::theory::misere::MisereArena;
//! let mut a = MisereArena::new();
//! let two = a.nim_heap(2).unwrap();
//! let sum = a.add(two, two).unwrap();
//! assert_eq!(a.to_notation(sum).unwrap(), "*[2[2]]");
//! assert!(a.is_p_position(sum));
//! let g = a.parse_game("*[[2],1]").unwrap().unwrap();
//! assert_eq!(a.to_notation(g).unwrap(), "*[2#1]");
//! assert_eq!(a.genus(g).unwrap().to_string(), "2^1420");
//! ```
//!
//! A misère form never meets a short game's form: the two theories have their own arenas,
//! notations and reports, read by the one `cgsolve value` front end.

pub mod canonical;
pub mod genus;
pub mod notation;
pub mod parts;
pub mod properties;

pub use canonical::{Made, MisereArena, MisereId};
pub use genus::Genus;
pub use notation::{MAX_HEAP, MisereValue, is_misere_expression};
pub use properties::{MisereAnswer, MisereOperation, MisereRefusal};
