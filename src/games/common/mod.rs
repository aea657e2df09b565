//! What several games share: boards on a rectangle and positions read one a line (`grid`),
//! the tile tables that read and print boards (`tiles`), CGSuite's cakes (`cake`), positions that split into
//! independent regions (`regions`), and the command and face of the classic partizan games
//! (`classic`), of the short impartial ones (`impartial`), of the partizan games whose
//! positions repeat (`loopy`) and of the impartial ones (`loopy_impartial`).

pub mod cake;
pub mod classic;
pub mod grid;
pub mod impartial;
pub mod loopy;
pub mod loopy_impartial;
pub mod polyominoes;
pub mod regions;
pub mod tiles;
