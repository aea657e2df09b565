//! Take-and-break games (CGSuite's `TakeAndBreak(CODE)`): heaps of counters; a move takes
//! counters from one heap and may break what is left into several heaps, as the code says; the
//! nim value of each sum of heaps.
//!
//! Input: one position per line, its heaps separated by blanks or commas (`5 7 9`; `0` for no
//! heap), at most 64 heaps of at most 1000 counters; the code is the command's argument, as
//! `cgsolve heap CODE` takes it: `cgsolve take-and-break 0.77` (or `kayles`, `4!.0`, `0.[3]`).
//! A position is refused before its search when the options of its heaps, each heap up to its
//! largest, pass 1,000,000 (`0.77` searches every heap to 1000, `0.F` to 327, `0.[7]` to 227).
//!
//! The code is CGSuite's notation (`docs/heap.md`): digit `k` says how many heaps a move taking
//! `k` counters may leave in place of its heap (`0.77` is Kayles, `0.07` Dawson's Kayles,
//! `4!.0` Grundy's game, `0.[3]` Nim; the aliases `kayles`, `dawson`, `grundy`, `nim`). A
//! position is a sum of heaps, each heap a part valued once. A move is named by its heap, the
//! counters taken and the heaps left: `7-1=3+3` takes one counter from a heap of 7 and leaves
//! heaps of 3 and 3, `5-5=0` takes a whole heap of 5. `cgsolve heap CODE` gives the code's
//! Grundy sequence itself, its period and its misère quotient; this command values sums of
//! heaps (`--explain` and `--json` with every winning move) and `cgsolve play take-and-break`
//! plays them.
//!
//! The values agree with CGSuite's on 120 random positions of twelve codes (one to three heaps
//! of up to 20 counters), which are `tests/data/rulesets/take-and-break.tsv`, and with the nim
//! sum of the sequence `cgsolve heap CODE --to N` prints on random codes and heaps
//! (`tests/take_and_break.rs`).
//!
//! ```sh
//! $ printf '3 5\n5 7 9\n1,2,3\n0\n' | cgsolve take-and-break kayles
//! *7
//! *2
//! 0
//! 0
//! ```

use crate::answer::{OptionsError, SolveError};
use crate::text::{AtMost, Bounded, ParseError, PositionText};
use crate::engine::rules::ImpartialRules;
use crate::games::impartial::heap::{Code, Take, classic_name, for_each_move, heaps};
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial, Shape};
use std::fmt;

/// The largest heap a position may hold.
pub const MAX_HEAP: u32 = 1000;

/// The most heaps a position may hold.
pub const MAX_HEAPS: usize = 64;

/// The most options a position's value search may list: it values every heap up to the
/// position's largest, and lists each one's options (held while it is valued, and remembered
/// whole when they are sums). A position whose largest heap takes more is refused before it is
/// searched: a code whose moves break a heap in three (`0.F`) reaches it past heap 327.
pub const MAX_OPTIONS: u64 = 1_000_000;

/// The rules of a take-and-break code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeAndBreak {
    /// The code.
    code: Code,
    /// The largest heap whose search lists at most [`MAX_OPTIONS`] options.
    searched_to: u32,
}

impl TakeAndBreak {
    /// The rules of `code`.
    pub fn new(code: Code) -> TakeAndBreak {
        let mut options = 0;
        let mut searched_to = 0;
        for heap in 1..=MAX_HEAP {
            for_each_move(&code, heap, &mut |_, _| options += 1);
            if options > MAX_OPTIONS {
                break;
            }
            searched_to = heap;
        }
        TakeAndBreak { code, searched_to }
    }

    /// Its code.
    pub fn code(&self) -> &Code {
        &self.code
    }
}

/// The code `0.0`, which allows no move.
impl Default for TakeAndBreak {
    fn default() -> Self {
        TakeAndBreak::new(Code::subtraction(&[], false))
    }
}

/// A position: its heaps, smallest first, without empty heaps.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Heaps(Vec<u32>);

impl Heaps {
    /// The position of heaps `sizes`, in any order (empty heaps dropped).
    pub fn new(sizes: &[u32]) -> Heaps {
        Heaps(heaps(sizes))
    }

    /// Its heaps, smallest first.
    pub fn sizes(&self) -> &[u32] {
        &self.0
    }

    /// Each heap alone, as a position: the parts of a sum of heaps.
    pub fn parts(&self) -> Vec<Heaps> {
        self.0.iter().map(|&h| Heaps(vec![h])).collect()
    }
}

/// The heaps between blanks, `0` for none.
impl fmt::Display for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("0");
        }
        let sizes: Vec<String> = self.0.iter().map(u32::to_string).collect();
        f.write_str(&sizes.join(" "))
    }
}

/// A heap as a position's line gives it.
const HEAP: Bounded = Bounded {
    what: "a heap size",
    most: MAX_HEAP as u64,
    bound: "a heap of at most 1000 counters",
    limit: "1000 counters in a heap",
};

/// The most heaps of a position.
const HEAPS: AtMost = AtMost {
    count: MAX_HEAPS,
    items: "heaps",
    limit: "64 heaps",
};

/// The heaps of one line, separated by blanks or commas; a heap past [`MAX_HEAP`] or a heap
/// past the [`MAX_HEAPS`]th is refused where it starts, with the limit named.
impl PositionText for Heaps {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Heaps, ParseError> {
        let mut sizes = Vec::new();
        HEAP.read_apart(text, (line, first_column), &HEAPS, |h, _| {
            sizes.push(h as u32);
            Ok(())
        })?;
        Ok(Heaps::new(&sizes))
    }
}

/// The code's rules over sums of heaps, each heap a part.
impl ImpartialRules for TakeAndBreak {
    type Position = Heaps;
    type Move = Take;

    fn moves(&self, p: &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        self.code.moves(&p.0, &mut |m, next| each(m, Heaps(next)));
    }

    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        p.parts()
    }
}

/// The flags of `take-and-break`: its code.
#[derive(clap::Args, Clone, Debug)]
pub struct CodeArg {
    /// The code, in CGSuite's notation: `0.77`, `0.07`, `4.7`, `0.137`, `0.F` (digits beyond 7
    /// leave three heaps or more), `4!.0` (`!` unequal heaps), `0.[3]` (`[d]` repeats); or an
    /// alias: nim, kayles, dawson, grundy.
    #[arg(value_name = "CODE")]
    pub code: String,
}

impl Ruleset for TakeAndBreak {
    type Kind = Impartial;
    type Options = CodeArg;
    const NAME: &'static str = "take-and-break";
    const FORMAT: &'static str = "The game's code on the first line (`0.77`, `kayles`, `4!.0`), \
        the heaps on the second, separated by blanks or commas (`0` for none); heaps up to 1000. \
        A move names its heap, the counters taken and the heaps left: `7-1=3+3`, `5-5=0`.";
    const EXAMPLE: &'static str = "kayles\n5 7 9";
    /// A heap takes two bytes at least (a digit and a separator) and holds four.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 2;

    fn configure(options: &CodeArg) -> Result<Self, OptionsError> {
        let code = options.code.parse::<Code>().map_err(|e| {
            OptionsError(format!(
                "code {:?}, column {}: {}",
                options.code, e.column, e.message
            ))
        })?;
        Ok(TakeAndBreak::new(code))
    }

    /// A position whose largest heap is past the heaps searched within [`MAX_OPTIONS`].
    fn too_large(&self, p: &Heaps) -> Option<SolveError> {
        let largest = p.0.last().copied().unwrap_or(0);
        (largest > self.searched_to).then(|| SolveError::TooLarge {
            what: format!("the search of {p} under the code {}", self.code),
            needed: format!(
                "more than {MAX_OPTIONS} options listed for its heaps up to {largest} (heaps \
                 up to {} are within it)",
                self.searched_to
            ),
            limit: format!("{MAX_OPTIONS} options"),
        })
    }

    /// The code as CGSuite writes it (`kayles` is `0.77`).
    fn flags(&self) -> String {
        self.code.to_string()
    }

    /// One pile a heap, its size as its label.
    fn board(p: &Heaps) -> Board {
        Board {
            shape: Shape::Piles,
            rows: p.0.iter().map(|h| vec![h.to_string()]).collect(),
        }
    }

    /// The first pile of the size the move takes from: heaps are sorted after a move, so the
    /// boards' rows cannot be matched.
    fn move_cells(p: &Heaps, m: &Take, _: &Board, _: &Heaps) -> Vec<[usize; 2]> {
        p.0.iter()
            .position(|&h| h == m.heap)
            .map(|row| [row, 0])
            .into_iter()
            .collect()
    }

    /// `take-and-break 0.77 (Kayles)`: the code, and the name the literature gives it.
    fn title(&self) -> String {
        match classic_name(&self.code) {
            Some(name) => format!("{} {} ({name})", Self::NAME, self.code),
            None => format!("{} {}", Self::NAME, self.code),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ruleset::RulesetText;
    use crate::play::GameText;

    const FACE: RulesetText<TakeAndBreak> = RulesetText::FACE;

    #[test]
    fn a_position_reads_back_and_names_its_moves() {
        let (rules, p) = FACE.parse("kayles\n9, 5 7").unwrap();
        assert_eq!(p.sizes(), [5, 7, 9]);
        assert_eq!(FACE.write(&rules, &p), "0.77\n5 7 9");
        let take = Take {
            heap: 7,
            taken: 1,
            left: vec![3, 3],
        };
        assert_eq!(FACE.move_name(&rules, &p, &take), "7-1=3+3");
        assert_eq!(FACE.title(&rules), "take-and-break 0.77 (Kayles)");
        let (none_rules, none) = FACE.parse("kayles\n0").unwrap();
        assert!(none.sizes().is_empty());
        assert_eq!(FACE.write(&none_rules, &none), "0.77\n0");
        let (rules, _) = FACE.parse("0.123\n4").unwrap();
        assert_eq!(FACE.title(&rules), "take-and-break 0.123");
    }

    #[test]
    fn bad_text_is_refused_where_it_goes_wrong() {
        let e = FACE.parse("0.7x\n3").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:1: code \"0.7x\", column 4: expected a digit 0-9 or A-V, or '[', found 'x'"
        );
        let e = FACE.parse("kayles\n3 x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:3: expected a heap size, a blank or ',', found 'x'"
        );
        let e = FACE.parse("kayles\n3 1001").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:3: expected a heap of at most 1000 counters (the limit), found 1001"
        );
        assert_eq!(e.limit.as_deref(), Some("1000 counters in a heap"));
        let many = vec!["1"; MAX_HEAPS + 1].join(" ");
        let e = FACE.parse(&format!("kayles\n{many}")).unwrap_err();
        assert_eq!((e.line, e.column), (2, 2 * MAX_HEAPS + 1));
        assert_eq!(e.limit.as_deref(), Some("64 heaps"));
    }

    /// The options of every heap up to `heap`, listed by the code's rules.
    fn options_up_to(code: &Code, heap: u32) -> u64 {
        (1..=heap)
            .map(|h| code.move_list(&vec![h]).len() as u64)
            .sum()
    }

    #[test]
    fn heaps_are_searched_up_to_the_options_limit() {
        let kayles = TakeAndBreak::new("kayles".parse().unwrap());
        assert_eq!(kayles.too_large(&Heaps::new(&[MAX_HEAP, MAX_HEAP])), None);
        assert!(options_up_to(kayles.code(), MAX_HEAP) <= MAX_OPTIONS);
        for text in ["0.F", "0.[7]", "4.[F]"] {
            let rules = TakeAndBreak::new(text.parse().unwrap());
            let last = rules.searched_to;
            assert!(options_up_to(rules.code(), last) <= MAX_OPTIONS, "{text}");
            assert!(options_up_to(rules.code(), last + 1) > MAX_OPTIONS, "{text}");
            assert_eq!(rules.too_large(&Heaps::new(&[2, last])), None, "{text}");
            let refusal = rules.too_large(&Heaps::new(&[2, last + 1])).unwrap();
            assert!(
                refusal.to_string().ends_with("over the limit of 1000000 options"),
                "{refusal}"
            );
        }
    }

    #[test]
    fn a_move_s_cells_are_the_first_pile_of_its_heap() {
        let p = Heaps::new(&[7, 3, 7]);
        let take = Take {
            heap: 7,
            taken: 2,
            left: vec![5],
        };
        let board = TakeAndBreak::board(&p);
        assert_eq!(board.rows, [["3"], ["7"], ["7"]]);
        let after = Heaps::new(&[3, 5, 7]);
        assert_eq!(
            TakeAndBreak::move_cells(&p, &take, &board, &after),
            [[1, 0]]
        );
    }
}
