//! Wind-Up (cgt's `WindUp`, proposed by Alfie Davies at Games-at-Dal 2023): a subtraction game
//! played modulo `n`, whose play may go on forever; won, lost or drawn, and Smith's values.
//!
//! Input: one position a line, the hands' places then `mod` and the clock's size: `5 mod 12`,
//! `3 7 mod 12`; the set of counts is the flag `--moves 1,3`. Clocks of 1 to 100000 places,
//! at most 8 hands, counts from 1 to 1000000 (a count that is a multiple of `n` passes).
//! Answer: `Win N`, `Lose N` (N the remoteness) or `Draw`, then the position's Smith value
//! (`Win 1 ∞_{0}`).
//!
//! Hands point at the places 0 to `n - 1` of a clock; a move winds one hand not at 0 back by a
//! count of the set `--moves`, modulo `n`; a hand at 0 has stopped. The player who cannot move
//! loses. Winding back past 0 goes round the clock, so play may go on forever: a position is
//! won, lost or drawn, and several hands are a sum, decided by Smith's values of the hands
//! alone (each hand a part).
//!
//! A move names the hand's place and the count: `5-3` winds the hand at 5 back by 3. The Smith
//! values of one hand agree with cgt 0.11's `WindUp::new_using_graph` on every place of 40
//! clocks (moduli 1 to 30, one to four counts up to 12), 619 positions, which are
//! `tests/data/rulesets/wind-up.tsv`.
//!
//! ```sh
//! $ printf '5 mod 12\n1 mod 4\n1 3 mod 5\n' | cgsolve wind-up --moves 1,3
//! Win 3 1
//! Win 1 1
//! Draw ∞
//! ```

use crate::answer::OptionsError;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, LoopyImpartial, Shape};
use crate::text::{Cursor, ParseError, PositionText};
use std::fmt;

/// The most places a clock has.
pub const MAX_MODULUS: u32 = 100_000;
/// The most hands a position holds.
pub const MAX_HANDS: usize = 8;
/// The largest count a move winds a hand back by.
pub const MAX_COUNT: u32 = 1_000_000;

/// The rules: the counts a move winds a hand back by, increasing, without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WindUp {
    counts: Vec<u32>,
}

impl WindUp {
    /// The rules with the counts `counts` (in any order, repeats ignored).
    pub fn new(mut counts: Vec<u32>) -> WindUp {
        counts.sort_unstable();
        counts.dedup();
        WindUp { counts }
    }
}

/// A position: the clock's size and the places of its hands, in increasing order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    /// The places on the clock, 1 to [`MAX_MODULUS`].
    modulus: u32,
    /// Each hand's place, below `modulus`, in increasing order.
    hands: Vec<u32>,
}

impl Clock {
    /// The clock of `modulus` places with hands at `hands` (in any order), each below it.
    pub fn new(modulus: u32, mut hands: Vec<u32>) -> Clock {
        assert!(hands.iter().all(|&h| h < modulus), "a hand past the clock");
        hands.sort_unstable();
        Clock { modulus, hands }
    }
}

/// A move: the place of the hand wound back, and the count, written `5-3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wind {
    /// The hand's place before the move.
    pub from: u32,
    /// The count it is wound back by.
    pub count: u32,
}

impl fmt::Display for Wind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.count)
    }
}

impl ImpartialRules for WindUp {
    type Position = Clock;
    type Move = Wind;

    /// Hands at one place are alike: one move per place holding a hand (not 0) and count.
    fn moves(&self, p: &Clock, each: &mut dyn FnMut(Wind, Clock)) {
        let n = u64::from(p.modulus);
        for (i, &from) in p.hands.iter().enumerate() {
            if from == 0 || (i > 0 && p.hands[i - 1] == from) {
                continue;
            }
            for &count in &self.counts {
                let to = (u64::from(from) + n - u64::from(count) % n) % n;
                let mut hands = p.hands.clone();
                hands[i] = to as u32;
                each(Wind { from, count }, Clock::new(p.modulus, hands));
            }
        }
    }

    /// Each hand alone on the clock.
    fn components(&self, p: &Clock) -> Vec<Clock> {
        (p.hands.iter())
            .map(|&h| Clock::new(p.modulus, vec![h]))
            .collect()
    }
}

/// "expected `what`, found ...", the end of the position's text said as the end of its line.
fn expected(c: &Cursor, what: &str) -> ParseError {
    match c.peek() {
        None => c.error(format!("expected {what}, found the end of the line")),
        Some(_) => c.expected(what),
    }
}

/// Reads a whole number where the cursor is, with its digits (`u64::MAX` for one past what
/// fits), refusing one followed by anything but a blank or the line's end.
fn number(c: &mut Cursor, what: &str) -> Result<(u64, String), ParseError> {
    let mut digits = String::new();
    while let Some(d @ b'0'..=b'9') = c.peek() {
        digits.push(char::from(d));
        c.bump();
    }
    if digits.is_empty() {
        return Err(expected(c, what));
    }
    if !matches!(c.peek(), None | Some(b' ' | b'\t' | b'\r')) {
        return Err(c.expected(format!("a blank or the end of the line after {what}")));
    }
    Ok((digits.parse::<u64>().unwrap_or(u64::MAX), digits))
}

/// The hands, `mod` and the clock's size: `3 7 mod 12`.
impl PositionText for Clock {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Clock, ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        let mut hands: Vec<(Cursor, u64, String)> = Vec::new();
        loop {
            c.skip_blanks();
            let at = c.clone();
            if c.rest().starts_with(b"mod") {
                if hands.is_empty() {
                    return Err(expected(&c, "a hand's place before `mod`"));
                }
                for _ in 0..3 {
                    c.bump();
                }
                match c.peek() {
                    None | Some(b' ' | b'\t' | b'\r') => break,
                    _ => return Err(expected(&c, "a blank after `mod`")),
                }
            }
            if !matches!(c.peek(), Some(b'0'..=b'9')) && !hands.is_empty() {
                return Err(expected(&c, "a hand's place or `mod` and the clock's size"));
            }
            let (place, digits) = number(&mut c, "a hand's place")?;
            if hands.len() == MAX_HANDS {
                return Err(at
                    .error(format!(
                        "a position holds at most {MAX_HANDS} hands (the limit), found more"
                    ))
                    .over_limit(format!("{MAX_HANDS} hands")));
            }
            hands.push((at, place, digits));
        }
        c.skip_blanks();
        let at = c.clone();
        let (modulus, digits) = number(&mut c, "the clock's size")?;
        if modulus == 0 {
            return Err(at.error("expected a clock of at least 1 place, found 0"));
        }
        if modulus > u64::from(MAX_MODULUS) {
            return Err(at
                .error(format!(
                    "expected a clock of 1 to {MAX_MODULUS} places (the limit), found {digits}"
                ))
                .over_limit(format!("{MAX_MODULUS} places on a clock")));
        }
        c.end_of_line()?;
        for (at, place, digits) in &hands {
            if *place >= modulus {
                return Err(at.error(format!(
                    "expected a place from 0 to {} on a clock of {modulus}, found {digits}",
                    modulus - 1
                )));
            }
        }
        let hands = hands.iter().map(|(_, place, _)| *place as u32).collect();
        Ok(Clock::new(modulus as u32, hands))
    }
}

/// The hands in increasing order, `mod` and the clock's size: it reads back the same.
impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for h in &self.hands {
            write!(f, "{h} ")?;
        }
        write!(f, "mod {}", self.modulus)
    }
}

/// The flags of `wind-up`: its set of counts.
#[derive(clap::Args, Clone, Debug)]
pub struct CountsFlag {
    /// The counts a move winds a hand back by, separated by commas (`1,3`), each from 1 to
    /// 1,000,000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_COUNT)))]
    pub moves: Vec<u32>,
}

impl Ruleset for WindUp {
    type Kind = LoopyImpartial;
    type Options = CountsFlag;
    const NAME: &'static str = "wind-up";
    const FORMAT: &'static str = "The hands' places, `mod` and the clock's size (`3 7 mod 12`); \
        clocks of 1 to 100000 places, at most 8 hands. A move winds a hand not at 0 back by a \
        count of `--moves`, named by its place and the count: `7-3`.";
    const EXAMPLE: &'static str = "--moves 1,3\n3 7 mod 12";
    const PARTS: &'static str = "hands";

    fn configure(flags: &CountsFlag) -> Result<Self, OptionsError> {
        Ok(WindUp::new(flags.moves.clone()))
    }

    fn flags(&self) -> String {
        let counts: Vec<String> = self.counts.iter().map(u32::to_string).collect();
        format!("--moves {}", counts.join(","))
    }

    fn part_name(part: &Clock) -> String {
        format!("the hand at {}", part.hands.first().copied().unwrap_or(0))
    }

    fn draw(p: &Clock) -> String {
        Self::board(p).to_text()
    }

    /// One line a hand: its place on the clock.
    fn board(p: &Clock) -> Board {
        let rows = (p.hands.iter())
            .map(|h| vec![format!("a hand at {h} of 0 to {}", p.modulus - 1)])
            .collect();
        Board {
            shape: Shape::Text,
            rows,
        }
    }

    /// The first line of the hand wound: hands are sorted after a move, so the boards' rows
    /// cannot be matched.
    fn move_cells(p: &Clock, m: &Wind, _: &Board, _: &Clock) -> Vec<[usize; 2]> {
        (p.hands.iter().position(|&h| h == m.from))
            .map(|row| [row, 0])
            .into_iter()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::memory::MemoryLimit;
    use crate::engine::retrograde::GameGraph;
    use crate::progress::progress_for;
    use crate::text::read_positions;
    use crate::text::testing::{assert_over_limit, assert_refused};
    use crate::theory::smith::SmithValue;

    /// Smith's values of every place of a clock of `n` with one hand.
    fn values(n: u32, counts: &[u32]) -> Vec<String> {
        let rules = WindUp::new(counts.to_vec());
        (0..n)
            .map(|h| {
                let p = Clock::new(n, vec![h]);
                let memory = MemoryLimit::from_mib(16);
                let graph = GameGraph::explore(&rules, &p, memory, &mut *progress_for("t"));
                let value: SmithValue = graph.unwrap().smith_values().swap_remove(0);
                value.to_string()
            })
            .collect()
    }

    #[test]
    fn values_are_cgt_s_examples() {
        // cgt 0.11's tests of `WindUp::new_using_graph`.
        assert_eq!(values(7, &[1, 2, 5]), ["0", "1", "2", "0", "1", "2", "0"]);
        assert_eq!(values(4, &[2]), ["0", "∞", "1", "∞"]);
        assert_eq!(values(5, &[1, 3]), ["0", "∞_{0}", "∞_{0}", "∞_{0}", "0"]);
        assert_eq!(values(6, &[2, 3]), ["0", "1", "1", "2", "0", "0"]);
        // A count that is a multiple of the clock's size passes: no hand but 0 has a value.
        assert_eq!(values(3, &[3]), ["0", "∞", "∞"]);
    }

    #[test]
    fn a_position_reads_back_and_its_moves_go_round_the_clock() {
        let p = read_positions(b"  7 0 3   mod 12 ", Clock::parse).unwrap();
        assert_eq!(p[0].to_string(), "0 3 7 mod 12");
        let rules = WindUp::new(vec![5, 1, 5]);
        let moves: Vec<String> = (rules.move_list(&p[0]).iter())
            .map(|(m, next)| format!("{m} {next}"))
            .collect();
        assert_eq!(
            moves,
            ["3-1 0 2 7 mod 12", "3-5 0 7 10 mod 12", "7-1 0 3 6 mod 12", "7-5 0 2 3 mod 12"]
        );
        assert_eq!(rules.flags(), "--moves 1,5");
        assert_eq!(WindUp::part_name(&rules.components(&p[0])[2]), "the hand at 7");
    }

    #[test]
    fn bad_input_names_line_and_column() {
        assert_refused::<Clock>(&[
            ("mod 12", "1:1: expected a hand's place before `mod`, found 'm'"),
            ("3 7", "1:4: expected a hand's place or `mod` and the clock's size, found the end of the line"),
            ("3 modulo 12", "1:6: expected a blank after `mod`, found 'u'"),
            ("3 mod x", "1:7: expected the clock's size, found 'x'"),
            ("3 mod 12 4", "1:10: expected the end of the line, found '4'"),
            ("3 12 mod 12", "1:3: expected a place from 0 to 11 on a clock of 12, found 12"),
            ("3 mod 0", "1:7: expected a clock of at least 1 place, found 0"),
            ("3, 4 mod 9", "1:2: expected a blank or the end of the line after a hand's place, found ','"),
            ("1 mod 3\n-1 mod 3", "2:1: expected a hand's place, found '-'"),
        ]);
        assert_over_limit::<Clock>(
            "1 mod 100001",
            "1:7: expected a clock of 1 to 100000 places (the limit), found 100001",
            "100000 places on a clock",
        );
        assert_over_limit::<Clock>(
            "1 1 1 1 1 1 1 1 1 mod 3",
            "1:17: a position holds at most 8 hands (the limit), found more",
            "8 hands",
        );
    }
}
