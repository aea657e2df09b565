//! Canonical forms of short partizan games, agreeing with CGSuite.
//!
//! An [`Arena`] holds every form made so far, hash-consed: each distinct canonical form has one
//! [`GameId`], so equality is an id comparison. Numbers, nimbers and number-up-stars (`x + n.^
//! + *m`) are stored by their parts with fast sums and comparisons; other forms by their
//! options, each with its stops when they are small (a comparison refused at a glance by them). Sums,
//! negatives and comparisons are cached by id pair (switch off with
//! [`Caching::Off`] for the plain reference computation).
//!
//! ```
//! use cgsolve::theory::canonical::{Arena, Value};
//! let mut a = Arena::new();
//! let g = a.parse_game("{1|*} + ^").unwrap();
//! assert_eq!(a.to_notation(g), "{1^|^*}");
//! assert_eq!(a.parse_expression("^ + ^ + * == 0").unwrap(), Value::Bool(false));
//! let pm = a.parse_game("+-1 + +-1").unwrap();
//! assert_eq!(pm, a.zero());
//! ```

#[macro_use]
mod limit;
mod arena;
mod atomic;
mod compare;
mod compound;
mod construct;
mod costly;
mod deep_stack;
mod nimber_sum;
pub mod notation;
mod ops;
mod properties;
mod small_stop;
pub mod thermograph;
mod uptimal;

pub use arena::{Arena, Caching, GameId, Nus};
pub use atomic::NotAtomic;
pub use compare::Relation;
pub use compound::Refused;
pub use costly::CheapProperties;
pub use deep_stack::{DEEP_STACK_BYTES, DEEPEST_BIRTHDAY, on_deep_stack};
pub use limit::{Held, LimitExceeded, Limited};
pub use notation::{Comparison, LiteralExpression, NotationError, TreeBuilder, Value};
pub use thermograph::{Thermograph, Trajectory};
pub use uptimal::UptimalExpansion;
