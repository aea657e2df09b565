//! A byte cursor for contest inputs that knows its line and column, and the error it reports.

use std::fmt;

/// Why an input could not be read: where (line and column, from 1) and what was expected.
/// An input that is well formed but over a limit of this program (a board of more cells than
/// it handles) says which in [`limit`](ParseError::limit); every other error is malformed
/// text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Line of the offending byte, from 1.
    pub line: usize,
    /// Column of the offending byte, from 1.
    pub column: usize,
    /// What was expected there, and what was found.
    pub message: String,
    /// The limit the input is over, as the message names it ("128 cells on a board"), when
    /// it is over one rather than malformed.
    pub limit: Option<String>,
}

impl ParseError {
    /// The same error, for an input over `limit` rather than malformed.
    pub fn over_limit(mut self, limit: impl Into<String>) -> ParseError {
        self.limit = Some(limit.into());
        self
    }
}

impl fmt::Display for ParseError {
    /// `line:column: message`, to follow a file name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// A position in a byte input that tracks line and column, with the small reads contest
/// formats need. Line ends may be `\n` or `\r\n`; blanks are spaces, tabs and `\r`.
///
/// ```
/// use cgsolve::Cursor;
/// let mut c = Cursor::new(b"2 3\nXY\n");
/// assert_eq!(c.number("n").unwrap(), 2);
/// assert_eq!(c.number("m").unwrap(), 3);
/// c.end_of_line().unwrap();
/// let err = c.number("a count").unwrap_err();
/// assert_eq!(err.to_string(), "2:1: expected a count, found 'X'");
/// ```
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
    /// Columns before the first byte on the first line (a line read apart from its text).
    indent: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor {
            bytes,
            pos: 0,
            line: 1,
            line_start: 0,
            indent: 0,
        }
    }

    /// A cursor over one line taken from a larger text, whose first byte is at `line`,
    /// `first_column` there: errors are placed in that text.
    pub fn within_line(bytes: &'a [u8], line: usize, first_column: usize) -> Cursor<'a> {
        Cursor {
            line,
            indent: first_column.saturating_sub(1),
            ..Cursor::new(bytes)
        }
    }

    /// The next byte, if any, without consuming it.
    pub fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// Consumes and returns the next byte, keeping line and column.
    pub fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
            self.line_start = self.pos;
            self.indent = 0;
        }
        Some(b)
    }

    /// The current line, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The current column, from 1.
    pub fn column(&self) -> usize {
        self.pos - self.line_start + 1 + self.indent
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos..]
    }

    /// An error at the current position: "expected `expected`, found ...".
    pub fn expected(&self, expected: impl fmt::Display) -> ParseError {
        let found = match self.peek() {
            None => "the end of the input".to_string(),
            Some(b'\n') => "the end of the line".to_string(),
            Some(b'\r') if self.rest().get(1) == Some(&b'\n') => "the end of the line".to_string(),
            Some(b) if b.is_ascii_graphic() || b == b' ' => format!("'{}'", b as char),
            Some(b'\t') => "a tab".to_string(),
            Some(b) => format!("byte 0x{b:02x}"),
        };
        self.error(format!("expected {expected}, found {found}"))
    }

    /// An error at the current position with a message of its own.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column(),
            message: message.into(),
            limit: None,
        }
    }

    /// Skips spaces, tabs and carriage returns, but not line ends.
    pub fn skip_blanks(&mut self) {
        while let Some(b' ' | b'\t' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    /// Skips blanks and line ends.
    pub fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\r' | b'\n') = self.peek() {
            self.bump();
        }
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        let saved = self.clone();
        self.skip_whitespace();
        let end = self.peek().is_none();
        *self = saved;
        end
    }

    /// Skips blanks, then consumes one line end (or accepts the end of the input).
    pub fn end_of_line(&mut self) -> Result<(), ParseError> {
        self.skip_blanks();
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => {
                self.bump();
                Ok(())
            }
            Some(_) => Err(self.expected("the end of the line")),
        }
    }

    /// Skips whitespace, including line ends, then reads a non-negative whole number that fits
    /// in a `u64`; `what` names it in the error.
    pub fn number(&mut self, what: &str) -> Result<u64, ParseError> {
        self.skip_whitespace();
        self.number_here(what)
    }

    /// Skips blanks on this line only, then reads a non-negative whole number.
    pub fn number_on_line(&mut self, what: &str) -> Result<u64, ParseError> {
        self.skip_blanks();
        self.number_here(what)
    }

    fn number_here(&mut self, what: &str) -> Result<u64, ParseError> {
        let start = self.clone();
        let mut value: u64 = 0;
        let mut digits = 0;
        while let Some(b @ b'0'..=b'9') = self.peek() {
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(b - b'0')))
            {
                Some(v) => v,
                None => {
                    return Err(
                        start.error(format!("{what} is too large: the most is {}", u64::MAX))
                    );
                }
            };
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 {
            return Err(self.expected(what));
        }
        if let Some(b) = self.peek()
            && !matches!(b, b' ' | b'\t' | b'\r' | b'\n')
        {
            return Err(self.expected(format!("a space or the end of the line after {what}")));
        }
        Ok(value)
    }

    /// Reads the rest of the current line (without its line end, trailing blanks dropped)
    /// and moves to the start of the next line. Read [`line`](Cursor::line) and
    /// [`column`](Cursor::column) first to place errors found in it with [`error_at`](Cursor::error_at).
    pub fn line_text(&mut self) -> &'a [u8] {
        let rest = self.rest();
        let len = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let mut text = &rest[..len];
        while let [head @ .., b' ' | b'\t' | b'\r'] = text {
            text = head;
        }
        self.pos += len;
        if self.peek() == Some(b'\n') {
            self.bump();
        }
        text
    }

    /// An error at column `column` (from 1) of line `line`, for checks made after a line
    /// was taken whole with [`line_text`](Cursor::line_text).
    pub fn error_at(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
            limit: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_lines_and_columns_across_crlf() {
        let mut c = Cursor::new(b"12  7\r\n  x");
        assert_eq!(c.number("n"), Ok(12));
        assert_eq!(c.number_on_line("m"), Ok(7));
        c.end_of_line().unwrap();
        assert_eq!((c.line(), c.column()), (2, 1));
        let err = c.number("k").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        assert_eq!(err.message, "expected k, found 'x'");
    }

    #[test]
    fn numbers_are_checked() {
        let err = Cursor::new(b"99999999999999999999999")
            .number("t")
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "1:1: t is too large: the most is 18446744073709551615"
        );
        let err = Cursor::new(b"12a").number("t").unwrap_err();
        assert_eq!(err.column, 3);
        let err = Cursor::new(b"-3").number("t").unwrap_err();
        assert_eq!(err.to_string(), "1:1: expected t, found '-'");
        let err = Cursor::new(b"").number("t").unwrap_err();
        assert_eq!(err.message, "expected t, found the end of the input");
        let mut c = Cursor::new(b"1\n2");
        c.number("a").unwrap();
        let err = c.number_on_line("b").unwrap_err();
        assert_eq!(err.message, "expected b, found the end of the line");
    }

    #[test]
    fn lines_drop_trailing_blanks() {
        let mut c = Cursor::new(b"ab \r\ncd");
        assert_eq!(c.line_text(), b"ab");
        assert_eq!(c.line(), 2);
        assert_eq!(c.line_text(), b"cd");
        assert!(c.at_end());
    }
}
