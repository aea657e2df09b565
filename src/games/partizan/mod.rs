//! The short partizan rulesets: Left and Right have their own moves, play ends, and a
//! position's value is a canonical form, served by [`Classic`](super::serving::classic::Classic).
//! The one-file rulesets of this folder (the cakes) are declared by their registry lines.

pub mod amazons;
pub mod clobber;
pub mod col;
pub mod domineering;
pub mod fission;
pub mod hackenbush;
pub mod konane;
pub mod partizan_subtraction;
pub mod ski_jumps;
pub mod toads_and_frogs;
pub mod toppling_dominoes;
