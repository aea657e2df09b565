//! Take-and-break codes in CGSuite's notation: `0.77`, `4!.0`, `0.[3]`, `0.F`, and the aliases.

use std::fmt;

/// What a digit asks of the heaps it leaves, when it leaves two or more (CGSuite's suffixes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// No suffix: the heaps left may be any sizes.
    Any,
    /// `!`: the heaps left are pairwise unequal (Grundy's game is `4!.0`).
    Unequal,
    /// `?`: the heaps left are not all equal.
    SomeUnequal,
    /// `=`: the heaps left are all equal.
    Equal,
}

impl Constraint {
    /// Whether heaps `parts` (sorted, smallest first, at least two) may be left.
    pub fn allows(self, parts: &[u32]) -> bool {
        match self {
            Constraint::Any => true,
            Constraint::Unequal => parts.windows(2).all(|w| w[0] != w[1]),
            Constraint::SomeUnequal => parts.windows(2).any(|w| w[0] != w[1]),
            Constraint::Equal => parts.windows(2).all(|w| w[0] == w[1]),
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Constraint::Any => "",
            Constraint::Unequal => "!",
            Constraint::SomeUnequal => "?",
            Constraint::Equal => "=",
        }
    }
}

/// One digit of a code: which numbers of heaps a move taking that many counters may leave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Digit {
    /// Bit `i` set: the move may leave exactly `i` heaps (0 to 4: base-32 digits `0` to `V`).
    pub heaps: u8,
    /// The constraint on the sizes of two or more heaps left.
    pub constraint: Constraint,
}

impl Digit {
    /// The digit that allows nothing.
    pub const ZERO: Digit = Digit {
        heaps: 0,
        constraint: Constraint::Any,
    };

    /// Whether the move may leave exactly `count` heaps.
    pub fn leaves(self, count: u32) -> bool {
        count < 8 && self.heaps & (1 << count) != 0
    }

    /// The most heaps the move may leave.
    pub fn max_heaps(self) -> u32 {
        (8 - self.heaps.leading_zeros()).saturating_sub(1)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = DIGITS[self.heaps as usize] as char;
        write!(f, "{c}{}", self.constraint.suffix())
    }
}

const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// A take-and-break code: digit `k` says what a move taking `k` counters from one heap may
/// leave; a bracketed tail `[..]` repeats for ever (`0.[3]` is Nim).
///
/// ```
/// use cgsolve::games::impartial::heap::Code;
/// let kayles: Code = "kayles".parse().unwrap();
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!("4!.0".parse::<Code>().unwrap().to_string(), "4!.0");
/// assert_eq!("0.[3]".parse::<Code>().unwrap().to_string(), "0.[3]");
/// let err = "0.8x".parse::<Code>().unwrap_err();
/// assert_eq!(err.column, 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    /// Digit `k` for taking `k` counters; index 0 is the digit before the point.
    digits: Vec<Digit>,
    /// How many of the last digits repeat for ever (0: none, the code is finite).
    tail: usize,
}

/// Why a text is not a code: the column (from 1) and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{column}: {message}")]
pub struct CodeError {
    /// The column of the offending character, from 1.
    pub column: usize,
    /// What was expected, and what was found.
    pub message: String,
}

/// The names that stand for codes, with the codes they stand for.
pub const ALIASES: [(&str, &str); 4] = [
    ("nim", "0.[3]"),
    ("kayles", "0.77"),
    ("dawson", "0.07"),
    ("grundy", "4!.0"),
];

impl Code {
    /// The digit for a move taking `taken` counters.
    pub fn digit(&self, taken: usize) -> Digit {
        if let Some(d) = self.digits.get(taken) {
            *d
        } else if self.tail > 0 {
            let start = self.digits.len() - self.tail;
            self.digits[start + (taken - start) % self.tail]
        } else {
            Digit::ZERO
        }
    }

    /// The largest number of counters a move may take, or `None` when the code has a repeating
    /// tail (moves of every size).
    pub fn max_take(&self) -> Option<usize> {
        (self.tail == 0).then(|| self.digits.len() - 1)
    }

    /// The number of digits written, the tail included (digit 0 is the one before the point).
    pub fn written_len(&self) -> usize {
        self.digits.len()
    }

    /// How many of the last written digits repeat for ever (0 for a finite code).
    pub fn tail_len(&self) -> usize {
        self.tail
    }

    /// The most heaps any move may leave.
    pub fn max_heaps(&self) -> u32 {
        self.digits.iter().map(|d| d.max_heaps()).max().unwrap_or(0)
    }

    /// Whether every digit is plain (no `!`, `?` or `=`) and the code is finite: the octal
    /// periodicity theorem then applies.
    pub fn is_plain_and_finite(&self) -> bool {
        self.tail == 0
            && self
                .digits
                .iter()
                .all(|d| d.constraint == Constraint::Any || d.max_heaps() < 2)
    }

    /// The subtraction game whose moves take a number of counters in `set` (leaving the rest
    /// as one heap), or with `all_but` any number not in `set`.
    ///
    /// ```
    /// use cgsolve::games::impartial::heap::Code;
    /// assert_eq!(Code::subtraction(&[2, 3, 7], false).to_string(), "0.0330003");
    /// assert_eq!(Code::subtraction(&[2], true).to_string(), "0.30[3]");
    /// ```
    pub fn subtraction(set: &[u32], all_but: bool) -> Code {
        let max = set.iter().copied().max().unwrap_or(0) as usize;
        let three = Digit {
            heaps: 3,
            constraint: Constraint::Any,
        };
        let mut digits = vec![Digit::ZERO];
        for k in 1..=max {
            let listed = set.contains(&(k as u32));
            digits.push(if listed != all_but {
                three
            } else {
                Digit::ZERO
            });
        }
        let tail = if all_but {
            digits.push(three);
            1
        } else {
            0
        };
        Code::normalised(digits, tail)
    }

    fn normalised(mut digits: Vec<Digit>, mut tail: usize) -> Code {
        if tail > 0 && digits[digits.len() - tail..].iter().all(|d| d.heaps == 0) {
            digits.truncate(digits.len() - tail);
            tail = 0;
        }
        if tail == 0 {
            while digits.len() > 1 && digits.last().is_some_and(|d| d.heaps == 0) {
                digits.pop();
            }
        }
        Code { digits, tail }
    }
}

impl std::str::FromStr for Code {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<Code, CodeError> {
        let lower = text.to_ascii_lowercase();
        if let Some((_, code)) = ALIASES.iter().find(|(name, _)| *name == lower) {
            return code.parse();
        }
        Parser { text, pos: 0 }.code()
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn error(&self, expected: &str) -> CodeError {
        let found = match self.peek() {
            None => "the end of the code".to_string(),
            Some(c) if c.is_control() || (c.is_whitespace() && c != ' ') => format!("{c:?}"),
            Some(c) => format!("'{c}'"),
        };
        CodeError {
            column: self.text[..self.pos].chars().count() + 1,
            message: format!("expected {expected}, found {found}"),
        }
    }

    fn digit(&mut self, expected: &str) -> Result<Digit, CodeError> {
        let heaps = match self.peek() {
            Some(c) if c.is_ascii() => DIGITS
                .iter()
                .position(|&d| d == c.to_ascii_uppercase() as u8),
            _ => None,
        };
        let Some(heaps) = heaps else {
            return Err(self.error(expected));
        };
        self.pos += 1;
        let constraint = match self.peek() {
            Some('!') => Constraint::Unequal,
            Some('?') => Constraint::SomeUnequal,
            Some('=') => Constraint::Equal,
            _ => Constraint::Any,
        };
        if constraint != Constraint::Any {
            self.pos += 1;
        }
        Ok(Digit {
            heaps: heaps as u8,
            constraint,
        })
    }

    fn code(&mut self) -> Result<Code, CodeError> {
        const DIGIT: &str = "a digit 0-9 or A-V (or an alias: nim, kayles, dawson, grundy)";
        let start = self.pos;
        let first = self.digit(DIGIT)?;
        if first.heaps & 3 != 0 {
            self.pos = start;
            return Err(self.error(
                "a digit before the point that leaves two heaps or more (0, 4, 8, C, ...): \
                 a move taking no counters must split the heap",
            ));
        }
        if self.peek() != Some('.') {
            return Err(self.error("'.' after the one digit before the point"));
        }
        self.pos += 1;
        let mut digits = vec![first];
        let mut tail = 0;
        loop {
            match self.peek() {
                None if digits.len() > 1 => break,
                Some('[') => {
                    self.pos += 1;
                    let before = digits.len();
                    while self.peek() != Some(']') {
                        digits.push(self.digit("a digit 0-9 or A-V, or ']'")?);
                    }
                    tail = digits.len() - before;
                    if tail == 0 {
                        return Err(self.error("a digit 0-9 or A-V inside '[ ]'"));
                    }
                    self.pos += 1;
                    if self.peek().is_some() {
                        return Err(self.error("the end of the code after ']'"));
                    }
                    break;
                }
                _ => digits.push(self.digit("a digit 0-9 or A-V, or '['")?),
            }
        }
        Ok(Code::normalised(digits, tail))
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        let fixed = self.digits.len() - self.tail;
        if fixed == 1 && self.tail == 0 {
            return f.write_str("0");
        }
        self.digits[1..fixed]
            .iter()
            .try_for_each(|d| write!(f, "{d}"))?;
        if self.tail > 0 {
            f.write_str("[")?;
            self.digits[fixed..]
                .iter()
                .try_for_each(|d| write!(f, "{d}"))?;
            f.write_str("]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> (usize, String) {
        let e = text.parse::<Code>().unwrap_err();
        (e.column, e.message)
    }

    #[test]
    fn codes_print_as_written_without_trailing_zeros() {
        for text in [
            "0.77", "0.07", "4!.0", "0.[3]", "0.137", "0.F", "4.7", "0.3[03]", "8.0",
        ] {
            assert_eq!(text.parse::<Code>().unwrap().to_string(), text);
        }
        assert_eq!("0.7700".parse::<Code>().unwrap().to_string(), "0.77");
        assert_eq!("0.7[0]".parse::<Code>().unwrap().to_string(), "0.7");
        assert_eq!("0.f".parse::<Code>().unwrap().to_string(), "0.F");
        assert_eq!("GRUNDY".parse::<Code>().unwrap().to_string(), "4!.0");
    }

    #[test]
    fn digits_beyond_the_written_ones() {
        let nim: Code = "nim".parse().unwrap();
        assert_eq!(nim.digit(1000).heaps, 3);
        assert_eq!(nim.max_take(), None);
        let c: Code = "0.3[03]".parse().unwrap();
        assert_eq!(
            (c.digit(2).heaps, c.digit(3).heaps, c.digit(4).heaps),
            (0, 3, 0)
        );
        let kayles: Code = "0.77".parse().unwrap();
        assert_eq!(kayles.digit(3), Digit::ZERO);
        assert_eq!(kayles.max_take(), Some(2));
        assert!(kayles.is_plain_and_finite());
        assert!(!"4!.0".parse::<Code>().unwrap().is_plain_and_finite());
    }

    #[test]
    fn bad_codes_name_the_column() {
        assert_eq!(err("0.8x").0, 4);
        assert_eq!(err("").0, 1);
        assert!(err("0.").1.contains("found the end of the code"));
        assert_eq!(err("77").0, 1);
        assert_eq!(
            err("47"),
            (
                2,
                "expected '.' after the one digit before the point, found '7'".to_string()
            )
        );
        assert_eq!(err("1.7").0, 1);
        assert_eq!(err("0.[3]3").0, 6);
        assert_eq!(err("0.[]").0, 4);
        assert_eq!(err("0.[3").0, 5);
        assert_eq!(err("0.W").0, 3);
        assert_eq!(err("0.7é").0, 4);
        assert!(
            err("0.77\r").1.ends_with(r"found '\r'"),
            "{:?}",
            err("0.77\r")
        );
    }

    #[test]
    fn constraints_on_the_heaps_left() {
        assert!(Constraint::Unequal.allows(&[1, 2]) && !Constraint::Unequal.allows(&[2, 2]));
        assert!(Constraint::SomeUnequal.allows(&[1, 1, 2]));
        assert!(!Constraint::SomeUnequal.allows(&[2, 2, 2]));
        assert!(Constraint::Equal.allows(&[3, 3]) && !Constraint::Equal.allows(&[1, 3]));
    }
}
