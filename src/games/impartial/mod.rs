//! The short impartial rulesets: both players have the same moves, play ends, and a
//! position's value is a nimber, served by [`NimValues`](super::serving::impartial::NimValues);
//! heap games by their codes (`heap`, and the ruleset `take-and-break`, declared by its registry
//! line) and Cram, which answers its own contest format. Kayles on graphs holds its partizan
//! twin, Partizan Arc Kayles, too.

pub mod cram;
pub mod heap;
pub mod kayles;
pub mod turning;
pub mod wythoff;
