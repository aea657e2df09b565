//! Positions read from text: the one trait of a position read from one line
//! ([`PositionText`]), an input's positions one a line ([`read_positions`]), and for play a
//! position's text of several lines (its lines with their numbers, the characters a line may
//! hold, a board's size line). Every error names its line and column in the text.

use super::cursor::{Cursor, ParseError};

/// The lines of `text` that hold something, each with its line number (from 1).
pub(crate) fn lines_with_content(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r')))
        .filter(|(_, l)| !l.trim().is_empty())
}

/// Whether the first of a text's `lines` (those with content) holds the flags of the rules:
/// when the game takes flags, and the line starts with `--` or a position's line follows.
pub(crate) fn starts_with_flags(takes_flags: bool, lines: &[(usize, &str)]) -> bool {
    takes_flags
        && (lines.len() > 1
            || lines
                .first()
                .is_some_and(|(_, l)| l.trim_start().starts_with("--")))
}

/// Fails at the first character of a line outside `allowed` (blanks are skipped).
pub(crate) fn check_chars(
    line: usize,
    text: &str,
    allowed: &str,
    what: &str,
) -> Result<(), ParseError> {
    for (col, ch) in text.chars().enumerate() {
        if !ch.is_whitespace() && !allowed.contains(ch) {
            return Err(Cursor::error_at(
                line,
                col + 1,
                format!("expected {what}, found '{ch}'"),
            ));
        }
    }
    Ok(())
}

/// An error found reading one line on its own, moved to that line of the whole text.
pub(crate) fn on_line(line: usize, e: ParseError) -> ParseError {
    ParseError { line, ..e }
}

/// The error for text that holds no position at all.
pub(crate) fn empty(what: &str) -> ParseError {
    Cursor::error_at(1, 1, format!("expected {what}, found the end of the input"))
}

/// The lines of a position's text, blank lines skipped, each with its number (from 1).
pub(crate) struct Lines<'t> {
    lines: std::iter::Peekable<std::vec::IntoIter<(usize, &'t str)>>,
    /// The line and column just past the text's end.
    end: (usize, usize),
}

impl<'t> Lines<'t> {
    pub(crate) fn new(text: &'t str) -> Lines<'t> {
        let all: Vec<(usize, &str)> = lines_with_content(text).collect();
        let last = text.split('\n').next_back().unwrap_or("");
        Lines {
            end: (text.split('\n').count(), last.len() + 1),
            lines: all.into_iter().peekable(),
        }
    }

    /// The next line, or an error naming `what` was expected.
    pub(crate) fn next(&mut self, what: &str) -> Result<(usize, &'t str), ParseError> {
        self.lines.next().ok_or_else(|| {
            Cursor::error_at(
                self.end.0,
                self.end.1,
                format!("expected {what}, found the end of the input"),
            )
        })
    }

    /// Fails when a line is left.
    pub(crate) fn end(&mut self) -> Result<(), ParseError> {
        match self.lines.next() {
            None => Ok(()),
            Some((line, _)) => Err(Cursor::error_at(
                line,
                1,
                "expected the end of the position",
            )),
        }
    }
}

/// Reads the line giving a board's size, `ROWS COLUMNS`, named by the letters its format uses
/// (`names`, as `('n', 'm')`), of a board of 1 to `max_cells` cells; nothing may follow.
pub(crate) fn board_size(
    lines: &mut Lines,
    (rows, cols): (char, char),
    max_cells: usize,
) -> Result<(usize, usize), ParseError> {
    let (line, text) = lines.next(&format!("a line `{rows} {cols}`"))?;
    // The line with its end, so that a number missing at its end is said to be.
    let text = format!("{text}\n");
    let mut c = Cursor::new(text.as_bytes());
    let n = c
        .number_on_line(&format!("the number of rows {rows}"))
        .map_err(|e| on_line(line, e))? as usize;
    let m = c
        .number_on_line(&format!("the number of columns {cols}"))
        .map_err(|e| on_line(line, e))? as usize;
    c.end_of_line().map_err(|e| on_line(line, e))?;
    if n == 0 || m == 0 || n.saturating_mul(m) > max_cells {
        let error = Cursor::error_at(
            line,
            1,
            format!("expected a board of 1 to {max_cells} cells, found {n} x {m}"),
        );
        return Err(if n == 0 || m == 0 {
            error
        } else {
            error.over_limit(format!("{max_cells} cells on a board"))
        });
    }
    Ok((n, m))
}

/// A position read from one line of input.
pub trait PositionText: Sized {
    /// Reads one position from `text` (one input line, without its end); errors are placed at
    /// `line` and `first_column`.
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Self, ParseError>;
}

/// A byte as an error message shows it.
pub fn shown(b: u8) -> String {
    if b == b' ' || b == b'\t' {
        "a blank".to_string()
    } else if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("byte 0x{b:02x}")
    }
}

/// Reads the player to move that starts `text` (one input line; errors placed at `line` and
/// `first_column`): one of the two letters `players`, then a blank. `true` for the first.
pub fn player_to_move(
    text: &[u8],
    players: [u8; 2],
    line: usize,
    first_column: usize,
) -> Result<bool, ParseError> {
    let found = |i: usize| {
        text.get(i)
            .map_or("the end of the line".into(), |&b| shown(b))
    };
    let [first, second] = players.map(char::from);
    let to_move = match text.first() {
        Some(&b) if b == players[0] => true,
        Some(&b) if b == players[1] => false,
        _ => {
            let message = format!(
                "expected the player to move ({first} or {second}), found {}",
                found(0)
            );
            return Err(Cursor::error_at(line, first_column, message));
        }
    };
    if text.get(1) != Some(&b' ') {
        let message = format!(
            "expected a blank after the player to move, found {}",
            found(1)
        );
        return Err(Cursor::error_at(line, first_column + 1, message));
    }
    Ok(to_move)
}

/// Splits an input into its lines that hold something, each with its line number (from 1),
/// the column of its first non-blank byte, and its text with surrounding blanks removed.
fn input_lines(input: &[u8]) -> impl Iterator<Item = (usize, usize, &[u8])> {
    input
        .split(|&b| b == b'\n')
        .enumerate()
        .filter_map(|(i, raw)| {
            let blank = |b: &u8| b.is_ascii_whitespace();
            let start = raw.iter().position(|b| !blank(b))?;
            let end = raw.iter().rposition(|b| !blank(b))? + 1;
            Some((i + 1, start + 1, &raw[start..end]))
        })
}

/// Reads every line of `input` that holds something as one position with `read` (given the
/// line's text, its number and the column of its first byte); an input without a position is
/// refused at its end.
pub fn read_positions<T>(
    input: &[u8],
    mut read: impl FnMut(&[u8], usize, usize) -> Result<T, ParseError>,
) -> Result<Vec<T>, ParseError> {
    let positions = input_lines(input)
        .map(|(line, column, text)| read(text, line, column))
        .collect::<Result<Vec<T>, ParseError>>()?;
    if positions.is_empty() {
        let last = input.rsplit(|&b| b == b'\n').next().unwrap_or_default();
        return Err(ParseError {
            line: input.iter().filter(|&&b| b == b'\n').count() + 1,
            column: last.len() + 1,
            message: "expected a position (one a line), found the end of the input".to_string(),
            limit: None,
        });
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_input_without_a_position_is_refused_at_its_end() {
        let none = read_positions(b" \n\t\n", |_, _, _| Ok(())).unwrap_err();
        assert_eq!(
            none.to_string(),
            "3:1: expected a position (one a line), found the end of the input"
        );
    }
}
