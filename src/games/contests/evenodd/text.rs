//! Even/Odd piles as a player reads and types them, the one text of the game for `cgsolve
//! play`, the page and the contest's explanation: the contest's input for one test; Left
//! chooses even numbers (Chef's EVEN), Right odd ones; a move is named `pile:number` (`2:4`).

use super::EvenOdd;
use crate::answer::Contest;
use crate::games::contests::evenodd::{self, Choice, Piles};
use crate::games::game::Game;
use crate::play::{Board, GameText, Partizan, Shape};
use crate::text::{Cursor, ParseError};

/// At most this many piles, and numbers per pile: the contest's limits.
const MAX_PILES: u64 = 100;
const MAX_PILE: u64 = 45;

/// Reads a number (`what`) of at most `max` `things`; a larger one is refused where it stands.
fn at_most(c: &mut Cursor, what: &str, max: u64, things: &str) -> Result<u64, ParseError> {
    let (line, column) = (c.line(), c.column());
    let n = c.number(what)?;
    if n > max {
        return Err(Cursor::error_at(
            line,
            column,
            format!("expected at most {max} {things}, found {n}"),
        ));
    }
    Ok(n)
}

/// Even/Odd piles' face for play.
pub struct EvenOddText;

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for EvenOdd {
    type Served = Self;
}

impl Game for EvenOdd {
    type Face = EvenOddText;
    const FACE: EvenOddText = EvenOddText;
}

/// A move's name, as a player types it: its pile, from 1, and the number chosen (`2:4`).
pub fn move_name(m: &Choice) -> String {
    format!("{}:{}", m.pile + 1, m.number)
}

impl GameText for EvenOddText {
    type Kind = Partizan;
    type Rules = evenodd::Rules;
    const NAME: &'static str = EvenOdd::NAME;
    const FORMAT: &'static str = "The contest's input for one test: `1`, then the number of \
        piles k, then k lines `n a1 ... an`. Left chooses even numbers, Right odd ones; a move \
        is named pile:number, as `2:4` (choosing 4 in pile 2 removes every number >= 4 there).";
    const EXAMPLE: &'static str = "1\n2\n2 3 4\n2 4 5\n";

    fn parse(&self, text: &str) -> Result<(Self::Rules, Piles), ParseError> {
        let mut c = Cursor::new(text.as_bytes());
        c.skip_whitespace();
        let (line, column) = (c.line(), c.column());
        if c.number("the number of tests, 1")? != 1 {
            return Err(Cursor::error_at(
                line,
                column,
                "expected 1: a position is one test",
            ));
        }
        c.end_of_line()?;
        let k = at_most(&mut c, "the number of piles", MAX_PILES, "piles")?;
        c.end_of_line()?;
        let mut piles = Vec::new();
        for _ in 0..k {
            let n = at_most(&mut c, "the size of a pile", MAX_PILE, "numbers in a pile")?;
            let mut pile = Vec::new();
            for _ in 0..n {
                let (line, column) = (c.line(), c.column());
                let a = c.number_on_line("a number of the pile")?;
                let a = u32::try_from(a)
                    .ok()
                    .filter(|&a| a < 1 << 31)
                    .ok_or_else(|| {
                        Cursor::error_at(line, column, "expected a number below 2^31")
                    })?;
                pile.push(a);
            }
            c.end_of_line()?;
            piles.push(pile);
        }
        c.skip_whitespace();
        if !c.at_end() {
            return Err(c.expected("the end of the input after the one test"));
        }
        Ok((evenodd::Rules, Piles::new(piles)))
    }

    fn write(&self, _: &Self::Rules, p: &Piles) -> String {
        let mut out = format!("1\n{}\n", p.piles().len());
        for pile in p.piles() {
            out.push_str(&pile.len().to_string());
            for a in pile {
                out.push_str(&format!(" {a}"));
            }
            out.push('\n');
        }
        out
    }

    fn draw(&self, _: &Self::Rules, p: &Piles) -> Board {
        Board {
            shape: Shape::Piles,
            rows: p
                .piles()
                .iter()
                .map(|pile| pile.iter().map(u32::to_string).collect())
                .collect(),
        }
    }

    fn move_name(&self, _: &Self::Rules, _: &Piles, m: &Choice) -> String {
        move_name(m)
    }
}
