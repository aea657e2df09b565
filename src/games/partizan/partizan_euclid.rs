//! Partizan Euclid (CGSuite's `PartizanEuclid`): a pair of numbers `(p,q)`; Left replaces it
//! by `(q, p mod q)`, Right by `(q, q - p mod q)`, as long as `q` does not divide `p`;
//! canonical values.
//!
//! Input: one position per line, a pair in CGSuite's coordinates `(p,q)`, or a sum of pairs
//! `(8,3) + (5,2)`; numbers up to 1000000, at most 64 pairs.
//!
//! CGSuite's `PartizanCoordinateRuleset` of the functions `(p, q) -> (q, p % q)` (Left) and
//! `(p, q) -> (q, q - p % q)` (Right), each allowed when `q` is not 0 and does not divide `p`.
//! Who cannot move (facing `q = 0` or `p` a multiple of `q`) loses. Each move leaves a
//! second number smaller than `q`, so play from `(p,q)` lasts at most `q` moves. A move names
//! the pair and what it leaves: `(8,3) to (3,2)`.
//!
//! The values agree with CGSuite's on 300 random positions (numbers 0 to 40, one in five a sum
//! of two pairs); 50 of them are `tests/data/rulesets/partizan-euclid.tsv`.
//!
//! ```sh
//! $ printf '(8,3)\n(8,6)\n(8,7)\n(1000,999)\n' | cgsolve partizan-euclid
//! v
//! ^
//! ^5
//! ^997
//! ```

use crate::engine::rules::PartizanRules;
use crate::games::ruleset::Ruleset;
use crate::text::{AtMost, Bounded, PairSum, ParseError, PositionText, write_pair_sum};
use std::fmt;

/// The largest number of a pair.
pub const MAX_NUMBER: u32 = 1_000_000;
/// The most pairs a position holds.
pub const MAX_PAIRS: usize = 64;

/// Partizan Euclid's rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct PartizanEuclid;

/// A position: its pairs `(p,q)`, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pairs(pub Vec<(u32, u32)>);

/// A move: the pair played on and the pair it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The pair played on.
    pub from: (u32, u32),
    /// The pair left in its place.
    pub to: (u32, u32),
}

impl fmt::Display for Pairs {
    /// CGSuite's coordinates, summed: `(8,3) + (5,2)`; the empty sum `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_pair_sum(f, &self.0)
    }
}

impl fmt::Display for Step {
    /// `(8,3) to (3,2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ((p, q), (a, b)) = (self.from, self.to);
        write!(f, "({p},{q}) to ({a},{b})")
    }
}

impl PartizanEuclid {
    /// Every move of one player: `step` gives the pair `(q, r)` leaves (`r = p mod q`, not 0).
    fn moves(p: &Pairs, step: fn(u32, u32) -> u32, each: &mut dyn FnMut(Step, Pairs)) {
        for (i, &(a, b)) in p.0.iter().enumerate() {
            if (i > 0 && p.0[i - 1] == (a, b)) || b == 0 || a % b == 0 {
                continue;
            }
            let to = (b, step(b, a % b));
            let mut rest = p.0.clone();
            rest[i] = to;
            rest.sort_unstable();
            each(Step { from: (a, b), to }, Pairs(rest));
        }
    }
}

impl PartizanRules for PartizanEuclid {
    type Position = Pairs;
    type Move = Step;

    /// `(p,q)` to `(q, p mod q)`.
    fn left_moves(&self, p: &Pairs, each: &mut dyn FnMut(Step, Pairs)) {
        Self::moves(p, |_, r| r, each);
    }

    /// `(p,q)` to `(q, q - p mod q)`.
    fn right_moves(&self, p: &Pairs, each: &mut dyn FnMut(Step, Pairs)) {
        Self::moves(p, |q, r| q - r, each);
    }

    /// Each pair.
    fn components(&self, p: &Pairs) -> Vec<Pairs> {
        p.0.iter().map(|&pair| Pairs(vec![pair])).collect()
    }
}

/// A number of a pair as a position's line gives it.
const NUMBER: Bounded = Bounded {
    what: "a number",
    most: MAX_NUMBER as u64,
    bound: "a number of at most 1000000",
    limit: "numbers up to 1000000",
};

/// A sum of pairs as a position's line gives it.
const PAIRS: PairSum = PairSum {
    first: NUMBER,
    second: NUMBER,
    most: AtMost {
        count: MAX_PAIRS,
        items: "pairs",
        limit: "64 pairs",
    },
};

/// A sum of pairs `(p,q) + (p,q)`, or `0` for the empty sum.
impl PositionText for Pairs {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Pairs, ParseError> {
        Ok(Pairs(PAIRS.read(text, line, first_column)?))
    }
}

impl Ruleset for PartizanEuclid {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "partizan-euclid";
    const FORMAT: &'static str = "A pair `(p,q)` in CGSuite's coordinates, or a sum `(8,3) + \
        (5,2)`; numbers up to 1000000. Left leaves `(q, p mod q)`, Right `(q, q - p mod q)`; a \
        move names the pair and what it leaves: `(8,3) to (3,2)`.";
    const EXAMPLE: &'static str = "(8,3) + (5,2)";
    const PARTS: &'static str = "pairs";

    /// Each move on `(p,q)` leaves a second number below `q`.
    fn longest_play(&self, p: &Pairs) -> Option<u64> {
        Some(p.0.iter().map(|&(_, q)| u64::from(q)).sum())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;
    use crate::engine::values::ValueSolver;
    use crate::games::boards::regions::testing::assert_moves;
    use crate::text::read_positions;
    use crate::text::testing::{assert_over_limit, assert_refused};

    #[test]
    fn values_are_cgsuite_s() {
        // CGSuite's GameHeapTest: `[PartizanEuclid((8,n)).CanonicalForm for n from 0 to 8]`.
        let expected = ["0", "0", "0", "v", "0", "0", "^", "^5", "0"];
        let mut solver = ValueSolver::new(PartizanEuclid);
        for (n, value) in expected.iter().enumerate() {
            let id = solver.value(&Pairs(vec![(8, n as u32)])).unwrap();
            assert_eq!(solver.arena().to_notation(id), *value, "(8,{n})");
        }
    }

    #[test]
    fn a_position_reads_back_and_names_its_moves() {
        let p = read_positions(b"(8, 3) +(5,2)", Pairs::parse).unwrap();
        assert_eq!(p[0].to_string(), "(5,2) + (8,3)");
        let left = ["(5,2) to (2,1) -> (2,1) + (8,3)", "(8,3) to (3,2) -> (3,2) + (5,2)"];
        assert_moves::<PartizanEuclid>("(8,3) + (5,2)", Player::Left, &left);
        let right = ["(5,2) to (2,1) -> (2,1) + (8,3)", "(8,3) to (3,1) -> (3,1) + (5,2)"];
        assert_moves::<PartizanEuclid>("(8,3) + (5,2)", Player::Right, &right);
        assert_moves::<PartizanEuclid>("(6,3) + (4,0)", Player::Left, &[]);
    }

    #[test]
    fn bad_input_names_line_and_column() {
        assert_refused::<Pairs>(&[
            ("(1,2)\n(3 4)", "2:4: expected ',', found '4'"),
            ("(1,2", "1:5: expected ')', found the end of the line"),
        ]);
        assert_over_limit::<Pairs>(
            "(1000001,2)",
            "1:2: expected a number of at most 1000000 (the limit), found 1000001",
            "numbers up to 1000000",
        );
        let many = vec!["(3,2)"; MAX_PAIRS + 1].join("+");
        assert_over_limit::<Pairs>(&many, "1:385: expected at most 64 pairs (the limit)", "64 pairs");
    }
}
