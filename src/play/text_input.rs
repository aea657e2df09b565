//! Reading a position's text for play: its lines with their numbers, the characters a line
//! may hold, a board's size line; every error names its line and column in the text.

use crate::contest::input::{Cursor, ParseError};

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
