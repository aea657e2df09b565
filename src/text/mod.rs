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
pub use numbers::{AtMost, Bounded, PairSum, write_pair_sum};

/// Checks of position readers for the rulesets' own tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::{PositionText, read_positions};

    /// Each input, read one position a line as `P`, is refused with its message
    /// (`line:column: expected ...`).
    pub(crate) fn assert_refused<P: PositionText>(cases: &[(&str, &str)]) {
        for (input, message) in cases {
            let refused = read_positions(input.as_bytes(), P::parse).err();
            let refused = refused.map(|e| e.to_string());
            assert_eq!(refused.as_deref(), Some(*message), "reading {input:?}");
        }
    }

    /// `input`, read as `P`, is refused past a limit with `message`, naming `limit`.
    pub(crate) fn assert_over_limit<P: PositionText>(input: &str, message: &str, limit: &str) {
        let refused = read_positions(input.as_bytes(), P::parse).err();
        let refused = refused.map(|e| (e.to_string(), e.limit));
        assert_eq!(
            refused,
            Some((message.to_string(), Some(limit.to_string()))),
            "reading {input:?}"
        );
    }
}
