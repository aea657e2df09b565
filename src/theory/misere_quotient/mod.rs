//! Misère quotients, the game-independent part: finite commutative monoids given by their
//! generators, bipartite monoids (a monoid with a P-portion), their presentations by
//! generators and relations as MisereSolver prints them, and the reduced quotient.
//!
//! Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115 (2008); the
//! monoid code follows MisereSolver (`core/misere/solver` in CGSuite's repository).

pub mod direct_sum;
pub mod monoid;
mod refine;
pub mod word;

pub use direct_sum::DirectSum;
pub use monoid::{Bipartite, Monoid, Product, reduced_image, submonoid};
pub use word::{Word, letter};
