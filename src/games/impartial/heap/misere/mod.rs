//! Misère play of heap games: the misère quotient of a code's heaps, each heap's genus, and
//! sums of heaps answered through the quotient or by plain misère search.

mod bits;
pub mod genus;
pub mod periodicity;
pub mod quotient;
pub mod report;
pub mod solver;
pub mod sum;
mod sums;

pub use genus::{GenusStop, HeapGenera, cgsuite_genera, genera_within, heap_genera};
pub use quotient::{DEFAULT_LIMIT, HeapQuotient, misere_quotient};
pub use report::{MisereSumReport, QuotientReport};
pub use solver::{Pretension, QuotientError, QuotientSolver};
