//! Partizan games under misère play, as written and in the dicot universe.
//!
//! A [`Trees`] arena holds game trees as written (read by
//! [`Limited::parse_literal`](crate::theory::canonical::Limited::parse_literal)), with their
//! misère outcome searched plainly. A *dicot* is a game from every follower of which both
//! players can move, or neither; modulo the universe of dicots (Dorbec, Renault, Siegel,
//! Sopena, "Dicots, and a taxonomy of ranks for misère games", JCTA 2015) games compare by a
//! recursive test ([`Trees::at_least`]) and each has a unique simplest form
//! ([`Trees::dicot_canonical`]). Documented in `docs/misere.md`.
//!
//! ```
//! use cgsolve::theory::canonical::{Arena, LiteralExpression};
//! use cgsolve::theory::dicot::Trees;
//! let mut arena = Arena::new();
//! let mut trees = Trees::with_limit(1 << 20);
//! let Ok(Ok(LiteralExpression::Game(g))) =
//!     arena.limited(1 << 20).parse_literal(&mut trees, "* + *")
//! else {
//!     panic!("a game")
//! };
//! assert!(trees.is_dicot(g));
//! // In the dicot universe, * + * is 0 (no dicot X tells * + * + X from X) ...
//! let zero = trees.zero();
//! assert!(trees.equivalent(g, zero).unwrap());
//! // ... so its simplest form is 0, though the tree as written is {*|*}.
//! assert_eq!(trees.to_notation(g), "{*|*}");
//! let form = trees.dicot_canonical(g).unwrap();
//! assert_eq!(trees.to_notation(form), "0");
//! ```

mod canonical;
mod compare;
mod tree;

pub use tree::{TreeId, Trees};
