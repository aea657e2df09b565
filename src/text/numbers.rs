//! Whole numbers read under a limit: one where a cursor is ([`Bounded::read`]), or a line of
//! them separated by blanks or commas ([`Bounded::read_apart`]), each refused past its largest
//! where it starts, with the limit named.

use super::cursor::{Cursor, ParseError};
use super::lines::shown;

/// A kind of number a position holds: what it is, its largest, and how its limit is said.
pub struct Bounded<'a> {
    /// What a number is, for the error when none is found (`a heap size`).
    pub what: &'a str,
    /// The largest number allowed.
    pub most: u64,
    /// The numbers allowed, as the error past the limit says them (`a heap of at most 1000
    /// counters`).
    pub bound: &'a str,
    /// The limit's name (`1000 counters in a heap`).
    pub limit: &'a str,
}

impl Bounded<'_> {
    /// Reads the digits where `c` is as a number: none is an error expecting
    /// [`what`](Bounded::what); one past [`most`](Bounded::most) is refused where it starts,
    /// `expected BOUND (the limit), found DIGITS`, naming the limit. What follows the digits
    /// is left to the caller.
    pub fn read(&self, c: &mut Cursor) -> Result<u64, ParseError> {
        let start = c.clone();
        let mut digits = String::new();
        while let Some(d @ b'0'..=b'9') = c.peek() {
            digits.push(char::from(d));
            c.bump();
        }
        if digits.is_empty() {
            return Err(c.expected(self.what));
        }
        match digits.parse::<u64>() {
            Ok(x) if x <= self.most => Ok(x),
            _ => Err(start
                .error(format!(
                    "expected {} (the limit), found {digits}",
                    self.bound
                ))
                .over_limit(self.limit)),
        }
    }

    /// Reads a position's line `text` (line `line`, from column `first_column`) of numbers
    /// separated by blanks or commas (`3 5, 7`), handing `each` every number with a cursor at
    /// its first digit, to place the errors of its own checks; any other character is refused
    /// as not a number, a blank or `,`.
    pub fn read_apart(
        &self,
        text: &[u8],
        line: usize,
        first_column: usize,
        mut each: impl FnMut(u64, &Cursor) -> Result<(), ParseError>,
    ) -> Result<(), ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        while let Some(b) = c.peek() {
            match b {
                b' ' | b'\t' | b',' | b'\r' => {
                    c.bump();
                }
                b'0'..=b'9' => {
                    let at = c.clone();
                    let n = self.read(&mut c)?;
                    each(n, &at)?;
                }
                _ => {
                    return Err(c.error(format!(
                        "expected {}, a blank or ',', found {}",
                        self.what,
                        shown(b)
                    )));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAP: Bounded = Bounded {
        what: "a heap size",
        most: 20,
        bound: "a heap of at most 20 counters",
        limit: "20 counters in a heap",
    };

    #[test]
    fn numbers_apart_are_read_and_placed() {
        let mut seen = Vec::new();
        HEAP.read_apart(b"3 5,\t7", 4, 2, |n, at| {
            seen.push((n, at.line(), at.column()));
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, [(3, 4, 2), (5, 4, 4), (7, 4, 7)]);
        let past = HEAP.read_apart(b"1 21", 1, 1, |_, _| Ok(())).unwrap_err();
        assert_eq!(
            past.to_string(),
            "1:3: expected a heap of at most 20 counters (the limit), found 21"
        );
        assert_eq!(past.limit.as_deref(), Some("20 counters in a heap"));
        let other = HEAP.read_apart(b"1 x", 1, 1, |_, _| Ok(())).unwrap_err();
        assert_eq!(
            other.to_string(),
            "1:3: expected a heap size, a blank or ',', found 'x'"
        );
        let mut c = Cursor::within_line(b"-", 1, 1);
        assert_eq!(
            HEAP.read(&mut c).unwrap_err().to_string(),
            "1:1: expected a heap size, found '-'"
        );
    }
}
