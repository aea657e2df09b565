//! Heap games: take-and-break codes (octal and hexadecimal games, Grundy's game, subtraction
//! games) and their Grundy sequences to millions of heaps.
//!
//! - [`code`]: the codes in CGSuite's notation, and the aliases.
//! - [`plain`]: the reference: the mex of every option of every heap.
//! - [`sparse`]: the rare/common method, exact, near-constant work per heap where it applies.
//! - [`period`]: periods found, and proven by the octal periodicity theorem.
//! - [`sequence`]: the sequence to a heap by the fastest method, with its period.
//! - [`sum`]: a sum of heaps: its value and every winning move.
//! - [`rules`]: a code as the engine's [`ImpartialRules`](crate::ImpartialRules) over sums of
//!   heaps, each heap a component.
//! - [`words`]: a code's rules in words, and the classics' names.
//! - [`report`]: a sequence or a sum in one shape for every front end (`heap --json`).

pub mod code;
pub mod misere;
pub mod period;
pub mod plain;
pub mod report;
pub mod rules;
pub mod sequence;
pub mod sparse;
pub mod sum;
pub mod words;

pub use code::{Code, CodeError, Constraint, Digit};
pub use period::{Period, find_period, proof_bound};
pub use plain::{for_each_move, plain_values};
pub use report::{SequenceReport, SumMove, SumReport};
pub use rules::{Take, heaps};
pub use sequence::{BYTES_PER_HEAP, MAX_HEAP, Method, RareCommon, Sequence, TooLarge};
pub use sparse::{Sparse, best_mask, is_rare};
pub use sum::{HeapMove, winning_moves};
pub use words::{classic_name, rules_in_words};
