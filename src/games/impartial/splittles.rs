//! Splittles (CGSuite's `Splittles(S)`): heaps of counters; a move takes a number of counters
//! in the set `S` from one heap and may split what is left into two heaps; the nim value of
//! each sum of heaps.
//!
//! Input: one position per line, its heaps separated by blanks or commas (`5 7 9`; `0` for no
//! heap), at most 64 heaps of at most 1000 counters; the set is the flag `--set 1,3` (counts
//! from 1 to 1000), and with `--all-but` a move takes any number of counters not in it.
//!
//! CGSuite's `TakeAndBreak.FromSubtractionSet(S, "7", allbut)`: the take-and-break code whose
//! digit `k` is 7 (take `k` counters, leaving no heap, one heap or two) for each `k` in the set
//! (`--set 1,2` is `0.77`, Kayles), and with `--all-but` for each `k` not in it (`--set 2
//! --all-but` is `0.70[7]`). Who cannot move loses. A position is a sum of heaps, each heap a
//! part valued once; a move names its heap, the counters taken and the heaps left: `7-1=3+3`.
//! A position is refused before its search when the options of its heaps pass the limit of
//! `take-and-break`.
//!
//! The values agree with CGSuite's on 300 random positions of twelve sets (one to three
//! heaps of up to 20 counters, one set in four with `--all-but`); 60 of them are
//! `tests/data/rulesets/splittles.tsv`.
//!
//! ```sh
//! $ printf '5\n3 4\n' | cgsolve splittles --set 1,2
//! *4
//! *2
//! $ printf '7\n' | cgsolve splittles --set 2 --all-but
//! *3
//! ```

use crate::answer::{OptionsError, SolveError};
use crate::engine::rules::ImpartialRules;
use crate::games::impartial::heap::{Code, Take};
use crate::games::registry::take_and_break::{Heaps, MAX_HEAP, TakeAndBreak};
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial};

/// The rules: the set, whether a move takes a count outside it, and the code they make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Splittles {
    /// The counts of the set, increasing.
    set: Vec<u32>,
    /// Whether a move takes any count not in the set.
    all_but: bool,
    /// The take-and-break game of the code.
    rules: TakeAndBreak,
}

/// CGSuite's code of a splitting subtraction set, increasing and of counts from 1:
/// `0.` then digit 7 for each count taken (in the set, or with `all_but` out of it), and with
/// `all_but` the tail `[7]`.
///
/// ```
/// use cgsolve::games::registry::splittles::code;
/// assert_eq!(code(&[1, 2], false).to_string(), "0.77");
/// assert_eq!(code(&[1, 3], true).to_string(), "0.070[7]");
/// ```
pub fn code(set: &[u32], all_but: bool) -> Code {
    let largest = set.last().copied().unwrap_or(0);
    let digits: String = (1..=largest)
        .map(|k| match set.contains(&k) != all_but {
            true => '7',
            false => '0',
        })
        .collect();
    let tail = if all_but { "[7]" } else { "" };
    format!("0.{digits}{tail}")
        .parse()
        .expect("a code of digits 0 and 7")
}

impl Splittles {
    /// The rules of `set` (in any order, repeats ignored), or with `all_but` of every count
    /// not in it.
    pub fn new(mut set: Vec<u32>, all_but: bool) -> Splittles {
        set.sort_unstable();
        set.dedup();
        let rules = TakeAndBreak::new(code(&set, all_but));
        Splittles {
            set,
            all_but,
            rules,
        }
    }
}

/// `--set 1,2`, Kayles.
impl Default for Splittles {
    fn default() -> Self {
        Splittles::new(vec![1, 2], false)
    }
}

impl ImpartialRules for Splittles {
    type Position = Heaps;
    type Move = Take;

    fn moves(&self, p: &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        self.rules.moves(p, each);
    }

    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        self.rules.components(p)
    }
}

/// The flags of `splittles`: its set.
#[derive(clap::Args, Clone, Debug)]
pub struct SetFlags {
    /// The counts a move takes, separated by commas (`1,3`), each from 1 to 1000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_HEAP)))]
    pub set: Vec<u32>,
    /// A move takes any count not in the set.
    #[arg(long)]
    pub all_but: bool,
}

/// A set as its flag writes it, with `--all-but` when it is given: `--set 1,3 --all-but`.
pub fn set_flags(name: &str, set: &[u32], all_but: bool) -> String {
    let counts: Vec<String> = set.iter().map(u32::to_string).collect();
    let flag = format!("--{name} {}", counts.join(","));
    match all_but {
        true => format!("{flag} --all-but"),
        false => flag,
    }
}

impl Ruleset for Splittles {
    type Kind = Impartial;
    type Options = SetFlags;
    const NAME: &'static str = "splittles";
    const FORMAT: &'static str = "The heaps, separated by blanks or commas (`0` for none); heaps \
        up to 1000. `--set 1,3` gives the counts a move takes, `--all-but` makes them the \
        counts it may not take. A move names its heap, the counters taken and the heaps left: \
        `7-1=3+3`, `5-5=0`.";
    const EXAMPLE: &'static str = "--set 1,3\n5 7 9";
    const PARTS: &'static str = "heaps";
    /// A heap takes two bytes at least (a digit and a separator) and holds four.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 2;

    fn configure(flags: &SetFlags) -> Result<Self, OptionsError> {
        Ok(Splittles::new(flags.set.clone(), flags.all_but))
    }

    fn flags(&self) -> String {
        set_flags("set", &self.set, self.all_but)
    }

    /// A position past the heaps the code's search lists within its options limit.
    fn too_large(&self, p: &Heaps) -> Option<SolveError> {
        self.rules.too_large(p)
    }

    /// One pile a heap, its size as its label.
    fn board(p: &Heaps) -> Board {
        TakeAndBreak::board(p)
    }

    /// The first pile of the size the move takes from.
    fn move_cells(p: &Heaps, m: &Take, board: &Board, after: &Heaps) -> Vec<[usize; 2]> {
        TakeAndBreak::move_cells(p, m, board, after)
    }

    /// `splittles --set 1,2 (0.77)`: the flags and the code.
    fn title(&self) -> String {
        format!("{} {} ({})", Self::NAME, self.flags(), self.rules.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::text::read_positions;
    use crate::text::PositionText;
    use crate::theory::nimber::{Nimber, mex};
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The nim value of one heap by the plain rules: every take in the set (or out of it), and
    /// every split of what is left into at most two heaps, searched.
    fn plain(set: &[u32], all_but: bool, n: u32, memo: &mut HashMap<u32, Nimber>) -> Nimber {
        if let Some(&v) = memo.get(&n) {
            return v;
        }
        let mut values = Vec::new();
        for k in (1..=n).filter(|k| set.contains(k) != all_but) {
            let rest = n - k;
            for a in 0..=rest / 2 {
                let (a_value, b_value) = (plain(set, all_but, a, memo), plain(set, all_but, rest - a, memo));
                values.push(Nimber(a_value.0 ^ b_value.0));
            }
        }
        let value = mex(values);
        memo.insert(n, value);
        value
    }

    #[test]
    fn values_are_cgsuite_s() {
        // `game.heap.Splittles([1,2]).NimValueSequence(20)` (Kayles) and
        // `game.heap.Splittles([1,2], allbut => true).NimValueSequence(20)`.
        let kayles = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1];
        let all_but = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6];
        for (rules, values) in [(Splittles::default(), kayles), (Splittles::new(vec![2, 1], true), all_but)] {
            let mut solver = Solver::new(rules);
            for (n, &value) in (1..).zip(&values) {
                assert_eq!(solver.grundy(&Heaps::new(&[n])), Nimber(value), "{n}");
            }
        }
    }

    #[test]
    fn the_flags_make_cgsuite_s_code() {
        let rules = Splittles::new(vec![3, 1, 3], false);
        assert_eq!(rules.flags(), "--set 1,3");
        assert_eq!(rules.title(), "splittles --set 1,3 (0.707)");
        assert_eq!(Splittles::new(vec![2], true).title(), "splittles --set 2 --all-but (0.70[7])");
        let p = read_positions(b"4, 3", Heaps::parse).unwrap();
        let moves: Vec<String> = (rules.move_list(&p[0]).iter())
            .map(|(m, next)| format!("{m}: {next}"))
            .collect();
        assert_eq!(
            moves,
            ["3-1=2: 2 4", "3-1=1+1: 1 1 4", "3-3=0: 4", "4-1=3: 3 3", "4-1=1+2: 1 2 3", "4-3=1: 1 3"]
        );
    }

    proptest! {
        /// The take-and-break search of the code gives the plain rules' value.
        #[test]
        fn the_code_gives_the_plain_value(
            set in prop::collection::vec(1..8u32, 1..4),
            all_but in any::<bool>(),
            heaps in prop::collection::vec(0..24u32, 1..4),
        ) {
            let rules = Splittles::new(set.clone(), all_but);
            let mut memo = HashMap::new();
            let expected = heaps.iter().fold(0, |x, &n| x ^ plain(&set, all_but, n, &mut memo).0);
            prop_assert_eq!(Solver::new(rules).grundy(&Heaps::new(&heaps)), Nimber(expected));
        }
    }
}
