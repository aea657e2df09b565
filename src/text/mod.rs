//! The ground floor of text: a byte [`Cursor`] that knows its line and column, the
//! [`ParseError`] every reader reports, and the readers of positions (one a line for the
//! command line, a position's lines for play).

mod cursor;
mod lines;
mod numbers;

pub use cursor::{Cursor, ParseError};
pub(crate) use lines::{
    Lines, board_size, check_chars, empty, lines_with_content, on_line, starts_with_flags,
};
pub use lines::{PositionText, player_to_move, read_positions, shown};
pub use numbers::Bounded;
