//! Whole numbers read under a limit: one where a cursor is ([`Bounded::read`]), or a line of
//! them separated by blanks or commas ([`Bounded::read_apart`]), each refused past its largest
//! where it starts, with the limit named.

use super::cursor::{Cursor, ParseError};
use super::lines::shown;
use std::fmt;

/// A kind of number a position holds: what it is, its largest, and how its limit is said.
#[derive(Clone, Copy)]
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

    /// Reads a position's line `text` (line `line`, from column `first_column`) of at most
    /// `most` numbers separated by blanks or commas (`3 5, 7`), handing `each` every number
    /// with a cursor at its first digit, to place the errors of its own checks; any other
    /// character is refused as not a number, a blank or `,`.
    pub fn read_apart(
        &self,
        text: &[u8],
        (line, first_column): (usize, usize),
        most: &AtMost,
        mut each: impl FnMut(u64, &Cursor) -> Result<(), ParseError>,
    ) -> Result<(), ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        let mut count = 0;
        while let Some(b) = c.peek() {
            match b {
                b' ' | b'\t' | b',' | b'\r' => {
                    c.bump();
                }
                b'0'..=b'9' => {
                    let at = c.clone();
                    let n = self.read(&mut c)?;
                    most.check(count, &at)?;
                    count += 1;
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

/// The most items a position holds, and how the limit is said.
pub struct AtMost<'a> {
    /// The most items.
    pub count: usize,
    /// What the items are (`heaps`).
    pub items: &'a str,
    /// The limit's name (`64 heaps`).
    pub limit: &'a str,
}

impl AtMost<'_> {
    /// Refuses one more item where `at` is, when `held` items are already the most.
    fn check(&self, held: usize, at: &Cursor) -> Result<(), ParseError> {
        if held < self.count {
            return Ok(());
        }
        let (count, items) = (self.count, self.items);
        Err(at
            .error(format!("expected at most {count} {items} (the limit)"))
            .over_limit(self.limit))
    }
}

/// A sum of pairs of numbers as CGSuite writes it, `(8,3) + (5,2)`, or `0` for the empty sum:
/// the first number of each pair read as [`first`](PairSum::first), the second as
/// [`second`](PairSum::second), blanks allowed around every sign.
pub struct PairSum<'a> {
    /// The first number of a pair.
    pub first: Bounded<'a>,
    /// The second number of a pair.
    pub second: Bounded<'a>,
    /// The most pairs a sum holds.
    pub most: AtMost<'a>,
}

impl PairSum<'_> {
    /// Reads a position's line `text` (line `line`, from column `first_column`) as a sum of
    /// pairs, sorted.
    pub fn read(
        &self,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<Vec<(u32, u32)>, ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        let mut sum = Vec::new();
        if text == b"0" {
            return Ok(sum);
        }
        loop {
            skip_blanks(&mut c);
            let at = c.clone();
            expect(&mut c, b'(')?;
            let a = number(&mut c, &self.first)?;
            expect(&mut c, b',')?;
            let b = number(&mut c, &self.second)?;
            expect(&mut c, b')')?;
            self.most.check(sum.len(), &at)?;
            sum.push((a, b));
            skip_blanks(&mut c);
            match c.peek() {
                None => break,
                Some(b'+') => _ = c.bump(),
                Some(_) => return Err(c.expected("'+' or the end of the line")),
            }
        }
        sum.sort_unstable();
        Ok(sum)
    }
}

/// Writes a sum of pairs as [`PairSum`] reads it, `(8,3) + (5,2)`, and the empty sum `0`.
pub fn write_pair_sum<T: fmt::Display>(f: &mut fmt::Formatter<'_>, sum: &[(T, T)]) -> fmt::Result {
    if sum.is_empty() {
        return f.write_str("0");
    }
    for (i, (a, b)) in sum.iter().enumerate() {
        let plus = if i > 0 { " + " } else { "" };
        write!(f, "{plus}({a},{b})")?;
    }
    Ok(())
}

/// Skips spaces and tabs.
fn skip_blanks(c: &mut Cursor) {
    while let Some(b' ' | b'\t') = c.peek() {
        c.bump();
    }
}

/// The byte `byte`, read after blanks.
fn expect(c: &mut Cursor, byte: u8) -> Result<(), ParseError> {
    skip_blanks(c);
    if c.peek() != Some(byte) {
        return Err(expected(c, &format!("'{}'", byte as char)));
    }
    c.bump();
    Ok(())
}

/// "expected `what`, found ...", the end of the position's text said as the end of its line.
fn expected(c: &Cursor, what: &str) -> ParseError {
    match c.peek() {
        None => c.error(format!("expected {what}, found the end of the line")),
        Some(_) => c.expected(what),
    }
}

/// A number after blanks, read as `kind`.
fn number(c: &mut Cursor, kind: &Bounded) -> Result<u32, ParseError> {
    skip_blanks(c);
    if !matches!(c.peek(), Some(b'0'..=b'9')) {
        return Err(expected(c, kind.what));
    }
    let n = kind.read(c)?;
    Ok(u32::try_from(n).expect("a pair's numbers are bounded below u32::MAX"))
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

    const THREE: AtMost = AtMost {
        count: 3,
        items: "heaps",
        limit: "3 heaps",
    };

    #[test]
    fn numbers_apart_are_read_and_placed() {
        let mut seen = Vec::new();
        HEAP.read_apart(b"3 5,\t7", (4, 2), &THREE, |n, at| {
            seen.push((n, at.line(), at.column()));
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, [(3, 4, 2), (5, 4, 4), (7, 4, 7)]);
        let past = HEAP
            .read_apart(b"1 21", (1, 1), &THREE, |_, _| Ok(()))
            .unwrap_err();
        assert_eq!(
            past.to_string(),
            "1:3: expected a heap of at most 20 counters (the limit), found 21"
        );
        assert_eq!(past.limit.as_deref(), Some("20 counters in a heap"));
        let other = HEAP
            .read_apart(b"1 x", (1, 1), &THREE, |_, _| Ok(()))
            .unwrap_err();
        assert_eq!(
            other.to_string(),
            "1:3: expected a heap size, a blank or ',', found 'x'"
        );
        let many = HEAP.read_apart(b"1 2 3  4", (1, 1), &THREE, |_, _| Ok(()));
        let many = many.unwrap_err();
        assert_eq!(
            many.to_string(),
            "1:8: expected at most 3 heaps (the limit)"
        );
        assert_eq!(many.limit.as_deref(), Some("3 heaps"));
        let mut c = Cursor::within_line(b"-", 1, 1);
        assert_eq!(
            HEAP.read(&mut c).unwrap_err().to_string(),
            "1:1: expected a heap size, found '-'"
        );
    }
}
