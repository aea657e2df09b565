//! What several games share: boards on a rectangle and positions read one a line (`grid`),
//! the tile tables that read and print boards (`tiles`), CGSuite's cakes (`cake`), positions that split into
//! independent regions (`regions`), and the command and face of the classic partizan games
//! (`classic`), of the short impartial ones (`impartial`), of the partizan games whose
//! positions repeat (`loopy`) and of the games decided by the final position (`scored`, with
//! the boards of k in a row in `in_a_row`).

pub mod cake;
pub mod classic;
pub mod grid;
pub mod impartial;
pub mod in_a_row;
pub mod loopy;
pub mod polyominoes;
pub mod regions;
pub mod scored;
pub mod tiles;
