//! Spawning games (CGSuite's `Spawning(CODE)`): heaps; a move replaces one heap by smaller heaps,
//! as a turning code says; the nim value of each sum of heaps.
//!
//! Input: one position per line, its heaps separated by blanks or commas (`5 7 9`; `0` for no
//! heap), at most 64 heaps of at most 1000; the turning code is the command's argument, as for
//! `turning`: `cgsolve spawning 1-3`.
//!
//! A spawning game is the heap form of a coin-turning game (`turning`): heap `n` is the row
//! whose only heads coin is coin `n`, and a move on it turns coin `n` with the coins the code
//! allows, each coin turned from tails becoming a heap of its place (heap 1 at the left). So
//! a move replaces heap `n` by heaps of distinct sizes below `n` (none, for a move turning coin
//! `n` alone): `1-3` (Mock Turtles) by at most two heaps, `1+C` (Ruler) by heaps `n-1`, `n-2`,
//! ... down to any size. Who cannot move (heap 0, or every heap without a move) loses. A move
//! names its heap and the heaps it leaves: `7 to 2+5`, `3 to 0`. A position whose largest heap
//! has more than 100000 moves is refused before its search, as `turning` refuses a row.
//!
//! The modifier F reads as in `turning`: heap 1 is among the coins turned, and a move of coin
//! `n` alone is one only for `n = 1`. CGSuite's `Spawning` departs from it where F applies to
//! a move of one coin (under `1-2F` it lets heap 4 become nothing) and where it cannot place
//! an element's fewest coins from heap 1 (it then drops the element's every count), as
//! `turning` notes of CGSuite's `Turning`, which is its `Spawning`.
//!
//! The values agree with CGSuite's nim value sequences of its tests (`GameHeapTest`) and with
//! its values on 300 random positions of ten codes (one to three heaps of up to 25, 14 for
//! the codes that turn any number of coins); 50 of them are `tests/data/rulesets/spawning.tsv`.
//!
//! ```sh
//! $ printf '5\n3 5\n' | cgsolve spawning 1-3
//! *8
//! *12
//! ```

use crate::answer::{OptionsError, SolveError};
use crate::engine::rules::ImpartialRules;
use crate::games::impartial::turning::{MAX_MOVES_PER_COIN, Turning};
use crate::games::registry::take_and_break::{Heaps, TakeAndBreak};
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial};
use std::fmt;

/// The rules: a turning code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spawning(pub Turning);

/// A move: the heap played on and the heaps it leaves in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spawn {
    /// The heap played on.
    pub heap: u32,
    /// The heaps left in its place, smallest first.
    pub into: Vec<u32>,
}

impl fmt::Display for Spawn {
    /// `7 to 2+5`, or `3 to 0` when no heap is left.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let into: Vec<String> = self.into.iter().map(u32::to_string).collect();
        match into.is_empty() {
            true => write!(f, "{} to 0", self.heap),
            false => write!(f, "{} to {}", self.heap, into.join("+")),
        }
    }
}

impl ImpartialRules for Spawning {
    type Position = Heaps;
    type Move = Spawn;

    /// Each heap `n` replaced by the coins a move turning coin `n` turns with it.
    fn moves(&self, p: &Heaps, each: &mut dyn FnMut(Spawn, Heaps)) {
        let sizes = p.sizes();
        for (i, &heap) in sizes.iter().enumerate() {
            if i > 0 && sizes[i - 1] == heap {
                continue;
            }
            self.0.spawns(heap, &mut |others| {
                let mut next = sizes.to_vec();
                next.remove(i);
                next.extend_from_slice(others);
                let into = others.to_vec();
                each(Spawn { heap, into }, Heaps::new(&next));
                true
            });
        }
    }

    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        p.parts()
    }
}

/// The flags of `spawning`: its code.
#[derive(clap::Args, Clone, Debug)]
pub struct CodeArg {
    /// The turning code, as CGSuite's `Spawning(CODE)`: counts of coins (`1-3`, `2`, `1+`),
    /// each with modifiers C (consecutive), E (equally spaced), S (symmetric), F (heap 1 among
    /// them), C(n) (within n adjacent places); several separated by commas.
    #[arg(value_name = "CODE")]
    pub code: String,
}

impl Ruleset for Spawning {
    type Kind = Impartial;
    type Options = CodeArg;
    const NAME: &'static str = "spawning";
    const FORMAT: &'static str = "The turning code on the first line (`1-3`, `1+C`), the heaps \
        on the second, separated by blanks or commas (`0` for none); heaps up to 1000. A move \
        names its heap and the heaps it leaves: `7 to 2+5`, `3 to 0`.";
    const EXAMPLE: &'static str = "1-3\n3 5";
    const PARTS: &'static str = "heaps";
    /// A heap takes two bytes at least (a digit and a separator) and holds four.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 2;

    fn configure(code: &CodeArg) -> Result<Self, OptionsError> {
        Turning::new(&code.code).map(Spawning).map_err(OptionsError)
    }

    fn flags(&self) -> String {
        self.0.code.clone()
    }

    /// A position whose largest heap has more than [`MAX_MOVES_PER_COIN`] moves.
    fn too_large(&self, p: &Heaps) -> Option<SolveError> {
        let largest = p.sizes().last().copied().unwrap_or(0);
        (largest > 0 && self.0.more_moves_than(largest, MAX_MOVES_PER_COIN)).then(|| {
            SolveError::TooLarge {
                what: format!("the heaps {p} under the code {}", self.0.code),
                needed: format!("more than {MAX_MOVES_PER_COIN} moves of its heap {largest}"),
                limit: format!("{MAX_MOVES_PER_COIN} moves of one heap"),
            }
        })
    }

    /// One pile a heap, its size as its label.
    fn board(p: &Heaps) -> Board {
        TakeAndBreak::board(p)
    }

    /// The first pile of the size the move plays on: heaps are sorted after a move.
    fn move_cells(p: &Heaps, m: &Spawn, _: &Board, _: &Heaps) -> Vec<[usize; 2]> {
        (p.sizes().iter().position(|&h| h == m.heap))
            .map(|row| [row, 0])
            .into_iter()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::theory::nimber::Nimber;

    #[test]
    fn values_are_cgsuite_s_sequences() {
        // CGSuite's GameHeapTest: `Spawning(CODE).NimValueSequence(20)`, heaps 1 to 20.
        let cases: [(&str, [u32; 20]); 10] = [
            ("1-3", [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]),
            ("3", [0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]),
            ("1+C", [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]),
            ("1-3C(5)", [1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8]),
            ("3C(5)", [0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]),
            ("1-5C", [1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]),
            ("3E", [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]),
            ("4FS", [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]),
            ("1+S", [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]),
            (
                "1-9",
                [
                    1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192,
                    16384, 26215, 32768, 43691,
                ],
            ),
        ];
        for (code, values) in cases {
            let mut solver = Solver::new(Spawning(Turning::new(code).unwrap()));
            for (n, &value) in (1..).zip(&values) {
                assert_eq!(solver.grundy(&Heaps::new(&[n])), Nimber(value), "{code} {n}");
            }
        }
    }

    #[test]
    fn a_move_replaces_a_heap_by_the_coins_turned() {
        let rules = Spawning(Turning::new("1-2").unwrap());
        let moves: Vec<String> = (rules.move_list(&Heaps::new(&[3, 1])).iter())
            .map(|(m, next)| format!("{m}: {next}"))
            .collect();
        assert_eq!(moves, ["1 to 0: 3", "3 to 0: 1", "3 to 1: 1 1", "3 to 2: 1 2"]);
        let ruler = Spawning(Turning::new("1+").unwrap());
        assert!(ruler.too_large(&Heaps::new(&[17])).is_none());
        let refusal = ruler.too_large(&Heaps::new(&[3, 18])).unwrap().to_string();
        assert!(refusal.contains("100000 moves of one heap"), "{refusal}");
    }
}
