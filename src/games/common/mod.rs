//! What several games share: boards on a rectangle (`grid`), CGSuite's cakes (`cake`), positions that split into
//! independent regions (`regions`), and the command and face of the classic partizan games
//! (`classic`), and of the partizan games whose positions repeat (`loopy`).

pub mod cake;
pub mod classic;
pub mod grid;
pub mod loopy;
pub mod polyominoes;
pub mod regions;
