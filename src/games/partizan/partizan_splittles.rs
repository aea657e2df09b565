//! Partizan Splittles (CGSuite's `PartizanSplittles(L, R)`): heaps of counters; Left takes a
//! number of counters in her set `L` from one heap, Right a number in his set `R`, and either
//! may split what is left into two heaps; canonical values.
//!
//! Input: one position per line, its heaps separated by blanks or commas (`5 7`; `0` for no
//! heap), at most 64 heaps of at most 1000 counters; the sets are the flags `--left 1,2
//! --right 1,3` (counts from 1 to 1000), and with `--all-but` each player takes any number of
//! counters not in their set.
//!
//! CGSuite's `PartizanHeapRuleset(Splittles(L, allbut), Splittles(R, allbut))`: each player
//! moves as in `splittles` with their own set (the take-and-break code of digit 7 at each
//! count taken). Who cannot move loses. A position is a sum of heaps, each heap a part valued
//! once; a move names its heap, the counters taken and the heaps left: `7-1=3+3`. Each move
//! takes a counter at least, so play lasts at most as many moves as the position has
//! counters.
//!
//! The values agree with CGSuite's on 300 random positions of twelve pairs of sets (one or two
//! heaps of up to 12 counters, 8 with `--all-but`, one pair in five with `--all-but`); 60 of
//! them are `tests/data/rulesets/partizan-splittles.tsv`.
//!
//! ```sh
//! $ printf '5\n3 4\n' | cgsolve partizan-splittles --left 1,2 --right 1,3
//! ^[2]*
//! {^^*|^}
//! $ printf '5\n' | cgsolve partizan-splittles --left 1,2 --right 1,3 --all-but
//! {0|-1}
//! ```

use crate::answer::{OptionsError, SolveError};
use crate::engine::rules::{ImpartialRules, PartizanRules};
use crate::games::impartial::heap::{Code, Take};
use crate::games::registry::splittles::{code, set_flags};
use crate::games::registry::take_and_break::{Heaps, MAX_HEAP, TakeAndBreak};
use crate::games::ruleset::Ruleset;
use crate::play::Board;

/// The rules: each player's set and whether they take a count outside it, and the codes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartizanSplittles {
    /// The counts of Left's set, increasing.
    left_set: Vec<u32>,
    /// The counts of Right's set, increasing.
    right_set: Vec<u32>,
    /// Whether each player takes any count not in their set.
    all_but: bool,
    /// Left's take-and-break game.
    left: TakeAndBreak,
    /// Right's take-and-break game.
    right: TakeAndBreak,
}

impl PartizanSplittles {
    /// The rules of Left's set `left` and Right's `right` (in any order, repeats ignored), or
    /// with `all_but` of every count not in them.
    pub fn new(mut left: Vec<u32>, mut right: Vec<u32>, all_but: bool) -> PartizanSplittles {
        for set in [&mut left, &mut right] {
            set.sort_unstable();
            set.dedup();
        }
        PartizanSplittles {
            left: TakeAndBreak::new(code(&left, all_but)),
            right: TakeAndBreak::new(code(&right, all_but)),
            left_set: left,
            right_set: right,
            all_but,
        }
    }

    /// The codes of Left's and Right's moves.
    pub fn codes(&self) -> (&Code, &Code) {
        (self.left.code(), self.right.code())
    }
}

/// `--left 1,2 --right 1,3`.
impl Default for PartizanSplittles {
    fn default() -> Self {
        PartizanSplittles::new(vec![1, 2], vec![1, 3], false)
    }
}

impl PartizanRules for PartizanSplittles {
    type Position = Heaps;
    type Move = Take;

    fn left_moves(&self, p: &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        self.left.moves(p, each);
    }

    fn right_moves(&self, p: &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        self.right.moves(p, each);
    }

    /// Each heap.
    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        p.parts()
    }
}

/// The flags of `partizan-splittles`: the two sets.
#[derive(clap::Args, Clone, Debug)]
pub struct SetFlags {
    /// The counts Left takes, separated by commas (`1,2`), each from 1 to 1000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_HEAP)))]
    pub left: Vec<u32>,
    /// The counts Right takes, separated by commas (`1,3`), each from 1 to 1000.
    #[arg(long, value_name = "SET", required = true, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_HEAP)))]
    pub right: Vec<u32>,
    /// Each player takes any count not in their set.
    #[arg(long)]
    pub all_but: bool,
}

impl Ruleset for PartizanSplittles {
    type Kind = crate::play::Partizan;
    type Options = SetFlags;
    const NAME: &'static str = "partizan-splittles";
    const FORMAT: &'static str = "The heaps, separated by blanks or commas (`0` for none); heaps \
        up to 1000. Left takes a count of her set (`--left`), Right one of his (`--right`), or \
        with `--all-but` a count not in it, and may split what is left in two. A move names its \
        heap, the counters taken and the heaps left: `7-1=3+3`, `5-5=0`.";
    const EXAMPLE: &'static str = "--left 1,2 --right 1,3\n3 4";
    const PARTS: &'static str = "heaps";
    /// A heap takes two bytes at least (a digit and a separator) and holds four.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 2;

    fn configure(flags: &SetFlags) -> Result<Self, OptionsError> {
        Ok(PartizanSplittles::new(
            flags.left.clone(),
            flags.right.clone(),
            flags.all_but,
        ))
    }

    fn flags(&self) -> String {
        let left = set_flags("left", &self.left_set, false);
        format!("{left} {}", set_flags("right", &self.right_set, self.all_but))
    }

    /// A position past the heaps either code's search lists within its options limit.
    fn too_large(&self, p: &Heaps) -> Option<SolveError> {
        self.left.too_large(p).or_else(|| self.right.too_large(p))
    }

    /// Each move takes a counter at least.
    fn longest_play(&self, p: &Heaps) -> Option<u64> {
        Some(p.sizes().iter().map(|&h| u64::from(h)).sum())
    }

    /// One pile a heap, its size as its label.
    fn board(p: &Heaps) -> Board {
        TakeAndBreak::board(p)
    }

    /// The first pile of the size the move takes from.
    fn move_cells(p: &Heaps, m: &Take, board: &Board, after: &Heaps) -> Vec<[usize; 2]> {
        TakeAndBreak::move_cells(p, m, board, after)
    }

    /// `partizan-splittles --left 1,2 --right 1,3 (0.77 | 0.707)`: the flags and the codes.
    fn title(&self) -> String {
        let (left, right) = self.codes();
        format!("{} {} ({left} | {right})", Self::NAME, self.flags())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;
    use crate::engine::values::ValueSolver;
    use crate::text::PositionText;
    use crate::text::read_positions;

    #[test]
    fn values_are_cgsuite_s() {
        // `game.heap.PartizanSplittles([1,2],[1,3])(n).CanonicalForm` for n from 1 to 6.
        let expected = ["*", "^", "^*", "^[2]", "^[2]*", "{^^|^*}"];
        let mut solver = ValueSolver::new(PartizanSplittles::default());
        for (n, value) in (1..).zip(expected) {
            let id = solver.value(&Heaps::new(&[n])).unwrap();
            assert_eq!(solver.arena().to_notation(id), value, "{n}");
        }
    }

    #[test]
    fn each_player_moves_by_their_own_set() {
        let rules = PartizanSplittles::new(vec![2], vec![3, 1], true);
        assert_eq!(rules.flags(), "--left 2 --right 1,3 --all-but");
        let (left, right) = rules.codes();
        assert_eq!((left.to_string(), right.to_string()), ("0.70[7]".into(), "0.070[7]".into()));
        let p = read_positions(b"3", Heaps::parse).unwrap();
        let moves = |player| -> Vec<String> {
            (rules.move_list(&p[0], player).iter())
                .map(|(m, next)| format!("{m}: {next}"))
                .collect()
        };
        assert_eq!(moves(Player::Left), ["3-1=2: 2", "3-1=1+1: 1 1", "3-3=0: 0"]);
        assert_eq!(moves(Player::Right), ["3-2=1: 1"]);
    }
}
