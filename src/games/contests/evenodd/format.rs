//! The contest format of CHEFGM and the [`Contest`] implementation behind `cgsolve evenodd`.
//!
//! Input: a line with t, then per test a line with k and k lines `n a_1 … a_n` (n may be 0).
//! Output per test: `EVEN`, `ODD` or `DON'T PLAY`.
//!
//! ```
//! use cgsolve::Contest;
//! use cgsolve::games::contests::evenodd::EvenOdd;
//! let mut game = EvenOdd::new();
//! let tests = game.parse(b"2\n2\n2 3 4\n2 4 5\n1\n3 1 2 3\n").unwrap();
//! let answers: Vec<_> = tests.iter().map(|t| game.answer(t).unwrap()).collect();
//! assert_eq!(answers, ["DON'T PLAY", "ODD"]);
//! let err = game.parse(b"1\n1\n3 1 2\n").unwrap_err();
//! assert_eq!(err.to_string(), "3:6: expected number 3 of the 3 in pile 1 of test 1, found the end of the line");
//! ```

use super::Piles;
use super::scan::parse_fast;
use super::solve::{FastSolver, Total};
use super::{Verdict, explain};
use crate::answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::Report;
use crate::text::{Cursor, ParseError};
use std::borrow::Cow;

/// The largest number a pile may hold (the contest's own limit is 2^31 - 1).
pub const MAX_NUMBER: u64 = u32::MAX as u64;

/// One case of the input (a test, in the contest's words): its piles, each a list of numbers as
/// read (any order, copies allowed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Case {
    /// Every pile's numbers, one pile after another.
    numbers: Vec<u32>,
    /// Where each pile ends in `numbers`.
    ends: Vec<usize>,
}

impl Case {
    /// A test with these piles.
    pub fn from_piles(piles: &[Vec<u32>]) -> Case {
        let mut test = Case::default();
        for pile in piles {
            test.push_pile(pile);
        }
        test
    }

    /// Appends a pile.
    pub fn push_pile(&mut self, pile: &[u32]) {
        self.numbers.extend_from_slice(pile);
        self.ends.push(self.numbers.len());
    }

    /// A test from its numbers and where each pile ends in them.
    pub(super) fn from_parts(numbers: Vec<u32>, ends: Vec<usize>) -> Case {
        Case { numbers, ends }
    }

    /// How many piles the test has.
    pub fn pile_count(&self) -> usize {
        self.ends.len()
    }

    /// How many numbers the test has, over all its piles.
    pub fn number_count(&self) -> usize {
        self.numbers.len()
    }

    /// The piles, in input order.
    pub fn piles(&self) -> impl ExactSizeIterator<Item = &[u32]> + '_ {
        (0..self.ends.len()).map(move |i| {
            let start = if i == 0 { 0 } else { self.ends[i - 1] };
            &self.numbers[start..self.ends[i]]
        })
    }

    /// The test as a position of the game's rules.
    pub fn to_position(&self) -> Piles {
        Piles::new(self.piles().map(<[u32]>::to_vec).collect())
    }
}

/// `cgsolve evenodd`: the CHEFGM contest format, answered by the fast solver.
#[derive(Debug, Default)]
pub struct EvenOdd {
    solver: FastSolver,
}

impl EvenOdd {
    /// The game, ready to parse and answer.
    pub fn new() -> EvenOdd {
        EvenOdd::default()
    }
}

impl Contest for EvenOdd {
    const NAME: &'static str = "evenodd";
    type Options = NoOptions;
    type Case = Case;
    type Solution = Total;
    type Facts = explain::CaseFacts;
    /// A test, a pile and a number each take at least two bytes (`0` or `1` and a blank or
    /// line end).
    const BYTES_PER_INPUT_BYTE: usize = size_of::<Case>().div_ceil(2)
        + size_of::<usize>().div_ceil(2)
        + size_of::<u32>().div_ceil(2);

    /// Even/Odd holds a few words per pile, fewer bytes than the input itself (checked against
    /// the memory limit before it is read).
    fn new(_: &NoOptions, _: MemoryLimit) -> Result<EvenOdd, OptionsError> {
        Ok(EvenOdd::new())
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<Case>, ParseError> {
        parse(input)
    }

    /// The exact value of the case: the sum of its piles' stalk values.
    fn solve(&mut self, case: &Case, _: Detail) -> Result<Total, SolveError> {
        Ok(self.solver.total(case))
    }

    fn answer_line(&self, total: &Total) -> Cow<'static, str> {
        Cow::Borrowed(Verdict::from_sign(total.signum()).as_str())
    }

    fn describe(
        &mut self,
        case: &Case,
        total: Total,
    ) -> Result<Report<explain::CaseFacts>, SolveError> {
        Ok(explain::report(case, &total.to_dyadic()))
    }
}

/// Whether a number may sit on a later line than what precedes it.
#[derive(Clone, Copy)]
enum Reach {
    /// Line ends may come first.
    AnyLine,
    /// Only blanks may come first.
    SameLine,
}

/// Reads a number; on failure, reads it again to name it with `what` in the error, so that the
/// message is only built when it is needed.
fn read(c: &mut Cursor, reach: Reach, what: impl Fn() -> String) -> Result<u64, ParseError> {
    let saved = c.clone();
    let first = match reach {
        Reach::AnyLine => c.number(""),
        Reach::SameLine => c.number_on_line(""),
    };
    first.or_else(|_| {
        let mut again = saved;
        match reach {
            Reach::AnyLine => again.number(&what()),
            Reach::SameLine => again.number_on_line(&what()),
        }
    })
}

/// Reads a whole input: every test, and nothing but whitespace after the last. Well-formed
/// inputs take the fast reader ([`parse_fast`]); anything else the careful one
/// ([`parse_careful`]), which names the line and column of the first error.
pub fn parse(input: &[u8]) -> Result<Vec<Case>, ParseError> {
    match parse_fast(input) {
        Some(tests) => Ok(tests),
        None => parse_careful(input),
    }
}

/// Reads a whole input byte by byte with line and column, as [`parse`] does.
pub fn parse_careful(input: &[u8]) -> Result<Vec<Case>, ParseError> {
    let mut c = Cursor::new(input);
    let t = c.number("the number of tests t")?;
    c.end_of_line()?;
    let mut tests = Vec::new();
    for i in 1..=t {
        let k = read(&mut c, Reach::AnyLine, || {
            format!("the number of piles k of test {i}")
        })?;
        c.end_of_line()?;
        let mut test = Case::default();
        for j in 1..=k {
            let n = read(&mut c, Reach::AnyLine, || {
                format!("the count n of pile {j} of test {i}")
            })?;
            for m in 1..=n {
                c.skip_blanks();
                let at = c.clone();
                let value = read(&mut c, Reach::SameLine, || {
                    format!("number {m} of the {n} in pile {j} of test {i}")
                })?;
                if value > MAX_NUMBER {
                    return Err(at
                        .error(format!(
                            "number {m} of pile {j} of test {i} is {value}, over the limit of \
                             {MAX_NUMBER}"
                        ))
                        .over_limit(format!("numbers up to {MAX_NUMBER}")));
                }
                test.numbers.push(value as u32);
            }
            c.end_of_line().map_err(|_| {
                c.expected(format!(
                    "the end of pile {j} of test {i}, which announced {n} numbers"
                ))
            })?;
            test.ends.push(test.numbers.len());
        }
        tests.push(test);
    }
    c.skip_whitespace();
    if c.peek().is_some() {
        return Err(c.expected(format!("the end of the input after {t} tests")));
    }
    Ok(tests)
}
