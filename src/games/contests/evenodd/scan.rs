//! The fast reader for well-formed inputs: whole bytes, eight digits at a time, no allocation
//! per number and no line tracking. It gives up (`None`) at anything unusual, and
//! [`format::parse`](super::format::parse) then reads the input again with the careful
//! [`Cursor`](crate::Cursor) reader, which accepts exactly the same inputs and names the line
//! and column of any error. A property test holds the two readers to the same answers.

use super::Case;
use super::format::MAX_NUMBER;

/// Reads a whole input as [`format::parse`](super::format::parse) would, or `None` when it
/// meets anything other than a well-formed input of numbers of at most ten digits.
pub fn parse_fast(input: &[u8]) -> Option<Vec<Case>> {
    let mut s = Scan {
        bytes: input,
        pos: 0,
    };
    s.skip_whitespace();
    let t = s.number()?;
    s.end_of_line()?;
    let mut tests = Vec::with_capacity(usize::try_from(t).ok()?.min(input.len()));
    let mut numbers = Vec::new();
    let mut ends = Vec::new();
    for _ in 0..t {
        s.skip_whitespace();
        let k = s.number()?;
        s.end_of_line()?;
        for _ in 0..k {
            s.skip_whitespace();
            let n = s.number()?;
            for _ in 0..n {
                s.skip_blanks();
                let value = s.number()?;
                if value > MAX_NUMBER {
                    return None;
                }
                numbers.push(value as u32);
            }
            s.end_of_line()?;
            ends.push(numbers.len());
        }
        // The next test is likely as large as this one.
        let next_numbers = Vec::with_capacity(numbers.len());
        let next_ends = Vec::with_capacity(ends.len());
        tests.push(Case::from_parts(
            std::mem::replace(&mut numbers, next_numbers),
            std::mem::replace(&mut ends, next_ends),
        ));
    }
    s.skip_whitespace();
    (s.pos == input.len()).then_some(tests)
}

struct Scan<'a> {
    bytes: &'a [u8],
    pos: usize,
}

/// Whether `b` may follow a number: a blank or a line end.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

const ZEROS: u64 = u64::from_le_bytes([b'0'; 8]);
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// How many of the eight bytes of `chunk` (read little-endian) are ASCII digits before the
/// first byte that is not.
fn digit_run(chunk: u64) -> u32 {
    // A byte below '0' sets its high bit in `below`; a byte above '9' in `above`. Borrows and
    // carries only move upwards, past the first non-digit, so the lowest flag is exact.
    let below = chunk.wrapping_sub(ZEROS);
    let above = chunk.wrapping_add(u64::from_le_bytes([0x46; 8]));
    ((below | above) & HIGH_BITS).trailing_zeros() / 8
}

const POWERS_OF_TEN: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// The value of the first `len` (0 to 8) digits of `chunk`.
fn digits_value(chunk: u64, len: u32) -> u64 {
    // Move the digits to the top bytes (leading zeros below), then combine pairs, quads, halves.
    let Some(mut v) = chunk.wrapping_sub(ZEROS).checked_shl(8 * (8 - len)) else {
        return 0;
    };
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00ff_00ff_00ff_00ff;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_ffff_0000_ffff;
    (v.wrapping_mul(10_000) + (v >> 32)) & 0xffff_ffff
}

impl Scan<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_blanks(&mut self) {
        while let Some(b' ' | b'\t' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\r' | b'\n') = self.peek() {
            self.pos += 1;
        }
    }

    fn end_of_line(&mut self) -> Option<()> {
        self.skip_blanks();
        match self.peek() {
            None => Some(()),
            Some(b'\n') => {
                self.pos += 1;
                Some(())
            }
            Some(_) => None,
        }
    }

    /// A number of one to ten digits followed by a blank, a line end or the end of the input.
    #[inline(always)]
    fn number(&mut self) -> Option<u64> {
        let (value, len) = match self.bytes.get(self.pos..self.pos + 16) {
            Some(window) => {
                let (lo, hi) = window.split_at(8);
                let lo = u64::from_le_bytes(lo.try_into().ok()?);
                let hi = u64::from_le_bytes(hi.try_into().ok()?);
                // Digits in the second word count only after eight in the first.
                let len_lo = digit_run(lo);
                let len_hi = if len_lo == 8 { digit_run(hi) } else { 0 };
                let value = digits_value(lo, len_lo) * POWERS_OF_TEN[len_hi as usize]
                    + digits_value(hi, len_hi);
                (value, len_lo + len_hi)
            }
            None => self.bytes[self.pos..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .take(11)
                .fold((0u64, 0u32), |(v, n), &b| {
                    (v * 10 + u64::from(b - b'0'), n + 1)
                }),
        };
        if len == 0 || len > 10 {
            return None;
        }
        self.pos += len as usize;
        match self.peek() {
            Some(b) if !is_space(b) => None,
            _ => Some(value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(s: &[u8]) -> u64 {
        let mut b = [b' '; 8];
        b[..s.len()].copy_from_slice(s);
        u64::from_le_bytes(b)
    }

    #[test]
    fn digit_runs_stop_at_the_first_non_digit() {
        assert_eq!(digit_run(chunk(b"12345678")), 8);
        assert_eq!(digit_run(chunk(b"123 5678")), 3);
        assert_eq!(digit_run(chunk(b"/0")), 0);
        assert_eq!(digit_run(chunk(b"9:")), 1);
        assert_eq!(digit_run(chunk(b"0\xff12")), 1);
        assert_eq!(digit_run(chunk(b"07\x80")), 2);
        assert_eq!(digit_run(chunk(b"-1")), 0);
    }

    #[test]
    fn digits_make_their_value() {
        assert_eq!(digits_value(chunk(b"12345678"), 8), 12_345_678);
        assert_eq!(digits_value(chunk(b"00000009"), 8), 9);
        assert_eq!(digits_value(chunk(b"4071 xyz"), 4), 4071);
        assert_eq!(digits_value(chunk(b"7"), 1), 7);
        assert_eq!(digits_value(chunk(b"x7"), 0), 0);
    }
}
