//! Partizan subtraction games (CGSuite's `game.heap.PartizanSubtraction(L, R)`): one heap of
//! counters; Left takes any number of counters in her set `L`, Right any number in his set `R`,
//! never more than the heap holds; who cannot move loses. The sets come from the flags
//! `--left 1,3 --right 2,3`.
//!
//! A position is one heap size a line, at most [`MAX_HEAP`].
//!
//! The values grow without bound: with `--left 1,3 --right 2,3` heap `n`'s canonical form is
//! a new form of birthday about `2n/3` whose options are the forms of heaps just below, so
//! its text grows by about a third with each counter (heap 40 prints in 6.5 MB, heap 60 in
//! 14 GB): the values are neither eventually periodic nor arithmetic-periodic (an earlier
//! value plus a number prints about as long as that value). The value search of a large heap is refused when its text would not fit in
//! memory; `--outcome-only` values only heaps of at most [`VALUED_HEAP`] counters and decides
//! the rest by the outcome search, in time linear in the heap.

use crate::answer::OptionsError;
use crate::engine::rules::PartizanRules;
use crate::games::ruleset::Ruleset;
use crate::text::{Cursor, ParseError, PositionText};
use std::fmt;

/// The largest heap read: its value needs the values of the heaps below it.
pub const MAX_HEAP: u32 = 1_000_000;

/// The largest heap the outcome search stands its value in for: larger heaps have few moves
/// but values whose search takes time growing faster than the cube of the heap.
pub const VALUED_HEAP: u32 = 64;

/// The rules: each player's subtraction set, each without repeats and in increasing order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PartizanSubtraction {
    /// The counts Left may take.
    pub left: Vec<u32>,
    /// The counts Right may take.
    pub right: Vec<u32>,
}

/// A heap of counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Heap(pub u32);

impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A move: the counters taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u32);

impl fmt::Display for Take {
    /// `take 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.0)
    }
}

impl PartizanSubtraction {
    /// The rules with the sets `left` and `right` (in any order, repeats ignored).
    pub fn new(mut left: Vec<u32>, mut right: Vec<u32>) -> PartizanSubtraction {
        for set in [&mut left, &mut right] {
            set.sort_unstable();
            set.dedup();
        }
        PartizanSubtraction { left, right }
    }

    fn takes(set: &[u32], p: &Heap, each: &mut dyn FnMut(Take, Heap)) {
        for &k in set.iter().take_while(|&&k| k <= p.0) {
            each(Take(k), Heap(p.0 - k));
        }
    }
}

impl PartizanRules for PartizanSubtraction {
    type Position = Heap;
    type Move = Take;

    fn left_moves(&self, p: &Heap, each: &mut dyn FnMut(Take, Heap)) {
        Self::takes(&self.left, p, each);
    }

    fn right_moves(&self, p: &Heap, each: &mut dyn FnMut(Take, Heap)) {
        Self::takes(&self.right, p, each);
    }

    /// Heaps of at most [`VALUED_HEAP`] counters.
    fn worth_valuing(&self, part: &Heap) -> bool {
        part.0 <= VALUED_HEAP
    }
}

/// The flags of `partizan-subtraction`: the two sets.
#[derive(clap::Args, Clone, Debug)]
pub struct SetFlags {
    /// The counts Left may take, separated by commas (`1,3`), each from 1 to 1,000,000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_HEAP)))]
    pub left: Vec<u32>,
    /// The counts Right may take, separated by commas (`2,3`), each from 1 to 1,000,000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_HEAP)))]
    pub right: Vec<u32>,
}

/// A set as its flag writes it: `1,3`.
fn written(set: &[u32]) -> String {
    set.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

impl PositionText for Heap {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Heap, ParseError> {
        let mut c = Cursor::new(text);
        let at = |c: &Cursor, message: String| {
            let column = first_column + c.column() - 1;
            Cursor::error_at(line, column, message)
        };
        let mut digits = String::new();
        while let Some(d @ b'0'..=b'9') = c.peek() {
            digits.push(char::from(d));
            c.bump();
        }
        if digits.is_empty() {
            return Err(at(&c, expectation(c.peek())));
        }
        let heap = match digits.parse::<u32>() {
            Ok(n) if n <= MAX_HEAP => n,
            _ => {
                let start = Cursor::new(text);
                return Err(at(
                    &start,
                    format!(
                        "expected a heap of at most {MAX_HEAP} counters (the limit), found {digits}"
                    ),
                )
                .over_limit(format!("{MAX_HEAP} counters in a heap")));
            }
        };
        match c.peek() {
            None => Ok(Heap(heap)),
            found => Err(at(
                &c,
                expectation(found).replace("a heap size", "the end of the line"),
            )),
        }
    }
}

impl Ruleset for PartizanSubtraction {
    type Kind = crate::play::Partizan;
    type Options = SetFlags;
    const NAME: &'static str = "partizan-subtraction";
    const FORMAT: &'static str = "One heap size, at most 1,000,000. Left takes a count of her \
        set (`--left`), Right one of his (`--right`); a move is named by the count: `take 3`.";
    const EXAMPLE: &'static str = "--left 1,3 --right 2,3\n6";

    /// Every heap the search reaches is remembered, among them `n`, `n - s`, `n - 2s`, ...
    /// down to 0, `s` the least count either player takes.
    fn remembers_at_least(&self, p: &Heap) -> usize {
        (self.longest_play(p).unwrap_or(0) + 1) as usize
    }

    /// Each move takes at least `s` counters, the least count either player takes.
    fn longest_play(&self, p: &Heap) -> Option<u64> {
        let least = self.left.iter().chain(&self.right).min();
        Some(least.map_or(0, |&s| u64::from(p.0 / s)))
    }

    fn configure(flags: &SetFlags) -> Result<Self, OptionsError> {
        Ok(PartizanSubtraction::new(
            flags.left.clone(),
            flags.right.clone(),
        ))
    }

    fn flags(&self) -> String {
        format!(
            "--left {} --right {}",
            written(&self.left),
            written(&self.right)
        )
    }
}

/// `expected a heap size, found ...` for the byte `found`.
fn expectation(found: Option<u8>) -> String {
    match found {
        None => "expected a heap size, found the end of the line".to_string(),
        Some(b) => format!("expected a heap size, found {}", crate::text::shown(b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    #[test]
    fn each_player_takes_a_count_of_their_set() {
        let rules = PartizanSubtraction::new(vec![3, 1, 3], vec![2, 3]);
        assert_eq!(rules.left, [1, 3]);
        let left: Vec<String> = rules
            .move_list(&Heap(2), Player::Left)
            .iter()
            .map(|(m, p)| format!("{m} -> {p}"))
            .collect();
        assert_eq!(left, ["take 1 -> 1"]);
        assert_eq!(rules.move_list(&Heap(1), Player::Right).len(), 0);
        assert_eq!(rules.flags(), "--left 1,3 --right 2,3");
    }

    #[test]
    fn heaps_read_with_their_errors_placed() {
        assert_eq!(Heap::parse(b"17", 1, 1).unwrap(), Heap(17));
        let e = Heap::parse(b"1x", 4, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "4:4: expected the end of the line, found 'x'"
        );
        let e = Heap::parse(b"1000001", 2, 1).unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
        assert!(e.message.contains("at most 1000000"), "{e}");
        let e = Heap::parse(b"", 1, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:1: expected a heap size, found the end of the line"
        );
    }
}
