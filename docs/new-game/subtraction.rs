//! The subtraction game {1, 3, 4}: one heap of counters; a move takes 1, 3 or 4 of them; the
//! player who cannot move loses. Input: one heap size per line. Answer: its nim value, `0`
//! when the player to move loses.

use crate::answer::NoOptions;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial, Shape};
use crate::text::{Cursor, ParseError, PositionText};
use std::fmt;

/// The rules: how many counters a move may take.
#[derive(Clone, Debug)]
pub struct Subtraction {
    takes: Vec<u64>,
}

/// The game's rules: a move takes 1, 3 or 4 counters.
impl Default for Subtraction {
    fn default() -> Self {
        Subtraction {
            takes: vec![1, 3, 4],
        }
    }
}

/// A position: the counters left in the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heap(pub u64);

/// A move: the counters it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take(pub u64);

impl ImpartialRules for Subtraction {
    type Position = Heap;
    type Move = Take;

    fn moves(&self, &Heap(heap): &Heap, each: &mut dyn FnMut(Take, Heap)) {
        for &take in &self.takes {
            if take <= heap {
                each(Take(take), Heap(heap - take));
            }
        }
    }
}

/// The largest heap an input may hold.
pub const MAX_HEAP: u64 = 1000;

impl PositionText for Heap {
    /// One heap size, of at most `MAX_HEAP` counters.
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Heap, ParseError> {
        let mut c = Cursor::within_line(text, line, first_column);
        let at = c.clone();
        let heap = c.number_on_line("a heap size")?;
        if heap > MAX_HEAP {
            return Err(at
                .error(format!(
                    "a heap of {heap} counters is over the limit of {MAX_HEAP}"
                ))
                .over_limit(format!("{MAX_HEAP} counters in a heap")));
        }
        c.end_of_line()?;
        Ok(Heap(heap))
    }
}

/// The heap as it is read: its size.
impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A move as a player types it: `take 3`.
impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.0)
    }
}

impl Ruleset for Subtraction {
    type Kind = Impartial;
    type Options = NoOptions;
    const NAME: &'static str = "subtraction";
    const FORMAT: &'static str = "The number of counters in the heap, at most 1000. A move is \
        named by the counters it takes: `take 3`.";
    const EXAMPLE: &'static str = "12";

    fn draw(&Heap(heap): &Heap) -> String {
        format!("a heap of {heap} counters")
    }

    /// One pile.
    fn board(&Heap(heap): &Heap) -> Board {
        Board {
            shape: Shape::Piles,
            rows: vec![vec![heap.to_string()]],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::text::read_positions;
    use crate::theory::nimber::Nimber;

    #[test]
    fn values_are_the_published_ones() {
        // Ferguson, Game Theory, part I, §1.5: the Grundy values of the subtraction game
        // {1, 3, 4} repeat 0 1 0 1 2 3 2 with period 7; its P-positions are 0 and 2 mod 7.
        let mut solver = Solver::new(Subtraction::default());
        for heap in 0..=70 {
            let value = solver.grundy(&Heap(heap));
            assert_eq!(value, Nimber([0, 1, 0, 1, 2, 3, 2][heap as usize % 7]));
        }
    }

    #[test]
    fn bad_input_names_line_and_column() {
        let read = |input: &[u8]| read_positions(input, Heap::parse).unwrap_err();
        assert_eq!(
            read(b"3\n x\n").to_string(),
            "2:2: expected a heap size, found 'x'"
        );
        let over = read(b"1001\n");
        assert_eq!(
            over.to_string(),
            "1:1: a heap of 1001 counters is over the limit of 1000"
        );
        assert!(over.limit.is_some());
    }
}
