//! Quicksort and Pseudo-Quicksort (A. Chen, "The Quicksort Game", 2016; cgt's `Quicksort` and
//! `PseudoQuicksort`): a row of distinct numbers; a move picks a pivot and partitions the row
//! around it as quicksort does, each side keeping its order; a move must change the row. The
//! player who cannot move (the row sorted) loses; the nim value of each row.
//!
//! Input: one row a line, distinct numbers from 0 to 65535 separated by blanks or commas
//! (`4 1 6 5 7 3 8 2`), at most 64 of them. In Quicksort (the default) the pivot is a number
//! of the row: the smaller numbers go before it, the larger after it (`pivot 5`). With
//! `--pseudo`, Pseudo-Quicksort: the pivot lies halfway between a number and the next larger
//! (`pivot 5.5` puts the numbers up to 5 before the larger ones).
//!
//! A row falls apart where every number before a place is smaller than every number after it:
//! no move changes both sides, so a row is the sum of its pieces, each valued once, and a
//! piece is valued by the order of its numbers alone. The values agree with cgt 0.11's
//! `nim_value` on 150 random rows of each game (1 to 10 numbers), which are
//! `tests/data/rulesets/quicksort.tsv`, and on every permutation of 1 to 8 in both games.
//!
//! ```sh
//! $ printf '1 2 3 6 5 4\n4 1 6 5 7 3 8 2\n' | cgsolve quicksort
//! *2
//! *5
//! $ printf '4 1 6 5 7 8 2 3\n' | cgsolve quicksort --pseudo
//! *3
//! ```

use crate::answer::OptionsError;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial, Shape};
use crate::text::{AtMost, Bounded, Cursor, ParseError, PositionText};
use std::fmt;

/// The largest number a row holds.
pub const MAX_NUMBER: u32 = 65_535;
/// The most numbers a row holds.
pub const MAX_LENGTH: usize = 64;

/// The rules: Quicksort, or Pseudo-Quicksort with its pivots between numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quicksort {
    /// Whether a pivot lies halfway between a number and the next larger (Pseudo-Quicksort).
    pub pseudo: bool,
}

/// A position: the row of distinct numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Row(pub Vec<u16>);

/// A move: its pivot, a number of the row (in Pseudo-Quicksort, that number and a half).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pivot {
    /// The number the pivot is, or lies just above.
    pub at: u16,
    /// Whether it lies halfway to the next number (Pseudo-Quicksort).
    pub half: bool,
}

impl fmt::Display for Pivot {
    /// `pivot 5`, or `pivot 5.5` between 5 and the next number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.half {
            true => write!(f, "pivot {}.5", self.at),
            false => write!(f, "pivot {}", self.at),
        }
    }
}

impl Quicksort {
    /// The row partitioned around `pivot`: the numbers below it, then those above it, each in
    /// their order, the pivot itself (in Quicksort) between them.
    fn partitioned(&self, row: &[u16], pivot: u16) -> Vec<u16> {
        let before = |&&x: &&u16| x < pivot || (self.pseudo && x == pivot);
        let mut next: Vec<u16> = row.iter().filter(before).copied().collect();
        if !self.pseudo {
            next.push(pivot);
        }
        next.extend(row.iter().filter(|&&x| x > pivot));
        next
    }
}

impl ImpartialRules for Quicksort {
    type Position = Row;
    type Move = Pivot;

    /// Every pivot (in the row's order) whose partition changes the row.
    fn moves(&self, p: &Row, each: &mut dyn FnMut(Pivot, Row)) {
        for &at in &p.0 {
            let next = self.partitioned(&p.0, at);
            if next != p.0 {
                let half = self.pseudo;
                each(Pivot { at, half }, Row(next));
            }
        }
    }

    /// The pieces between the places where every number before is smaller than every number
    /// after; a piece of one number (which no move changes) is left out.
    fn components(&self, p: &Row) -> Vec<Row> {
        let mut suffix_min = vec![u16::MAX; p.0.len() + 1];
        for i in (0..p.0.len()).rev() {
            suffix_min[i] = suffix_min[i + 1].min(p.0[i]);
        }
        let mut parts = Vec::new();
        let (mut start, mut prefix_max) = (0, 0);
        for i in 0..p.0.len() {
            prefix_max = prefix_max.max(p.0[i]);
            if prefix_max < suffix_min[i + 1] {
                if i > start {
                    parts.push(Row(p.0[start..=i].to_vec()));
                }
                start = i + 1;
            }
        }
        parts
    }

    /// The row's order alone, the smaller of its ranks (0 the smallest) and the ranks of its
    /// mirror image (the row reversed, each number's rank from the largest): a partition of the
    /// mirror is the mirror of a partition.
    fn canonical(&self, p: &Row) -> Row {
        let n = p.0.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_unstable_by_key(|&i| p.0[i]);
        let mut ranks = vec![0u16; n];
        for (rank, &i) in order.iter().enumerate() {
            ranks[i] = rank as u16;
        }
        let mirror: Vec<u16> = ranks.iter().rev().map(|&r| (n - 1) as u16 - r).collect();
        Row(ranks.min(mirror))
    }
}

/// A number as a position's line gives it.
const NUMBER: Bounded = Bounded {
    what: "a number",
    most: MAX_NUMBER as u64,
    bound: "a number from 0 to 65535",
    limit: "numbers up to 65535",
};

/// The most numbers of a row.
const LENGTH: AtMost = AtMost {
    count: MAX_LENGTH,
    items: "numbers",
    limit: "64 numbers in a row",
};

/// The numbers of one line, separated by blanks or commas; a repeated number, a number past
/// [`MAX_NUMBER`] or past the [`MAX_LENGTH`]th is refused where it starts.
impl PositionText for Row {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Row, ParseError> {
        let mut row: Vec<u16> = Vec::new();
        NUMBER.read_apart(text, (line, first_column), &LENGTH, |n, at| {
            let number = n as u16;
            if row.contains(&number) {
                return Err(at.error(format!("expected distinct numbers, found {n} again")));
            }
            row.push(number);
            Ok(())
        })?;
        if row.is_empty() {
            return Err(Cursor::error_at(
                line,
                first_column,
                "expected a number, found the end of the line",
            ));
        }
        Ok(Row(row))
    }
}

/// The numbers between blanks.
impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let numbers: Vec<String> = self.0.iter().map(u16::to_string).collect();
        f.write_str(&numbers.join(" "))
    }
}

/// The flags of `quicksort`: which of the two games.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct VariantFlag {
    /// Pseudo-Quicksort: each pivot lies halfway between a number and the next larger.
    #[arg(long)]
    pub pseudo: bool,
}

impl Ruleset for Quicksort {
    type Kind = Impartial;
    type Options = VariantFlag;
    const NAME: &'static str = "quicksort";
    const FORMAT: &'static str = "Distinct numbers from 0 to 65535 separated by blanks or \
        commas, at most 64. A move names its pivot: `pivot 5` (with `--pseudo`, `pivot 5.5`, \
        between 5 and the next larger number).";
    const EXAMPLE: &'static str = "4 1 6 5 7 3 8 2";
    const PARTS: &'static str = "pieces";

    fn configure(flags: &VariantFlag) -> Result<Self, OptionsError> {
        Ok(Quicksort {
            pseudo: flags.pseudo,
        })
    }

    fn flags(&self) -> String {
        match self.pseudo {
            true => "--pseudo".to_string(),
            false => String::new(),
        }
    }

    /// One row of cells, a number each.
    fn board(p: &Row) -> Board {
        Board {
            shape: Shape::Row,
            rows: vec![p.0.iter().map(u16::to_string).collect()],
        }
    }

    /// The pivot's cell.
    fn move_cells(p: &Row, m: &Pivot, _: &Board, _: &Row) -> Vec<[usize; 2]> {
        (p.0.iter().position(|&x| x == m.at))
            .map(|column| [0, column])
            .into_iter()
            .collect()
    }

    fn title(&self) -> String {
        match self.pseudo {
            true => "quicksort --pseudo (Pseudo-Quicksort)".to_string(),
            false => Self::NAME.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::text::testing::{assert_over_limit, assert_refused};
    use crate::theory::nimber::{Nimber, mex};
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The nim value by the plain rules: the whole row searched, no part, no symmetry.
    fn plain(rules: Quicksort, row: &[u16], memo: &mut HashMap<Vec<u16>, Nimber>) -> Nimber {
        if let Some(&v) = memo.get(row) {
            return v;
        }
        let mut options = Vec::new();
        rules.moves(&Row(row.to_vec()), &mut |_, next| options.push(next.0));
        let values: Vec<Nimber> = (options.iter()).map(|o| plain(rules, o, memo)).collect();
        let value = mex(values);
        memo.insert(row.to_vec(), value);
        value
    }

    #[test]
    fn values_are_cgt_s_examples() {
        // cgt 0.11's tests of `Quicksort` and `PseudoQuicksort`.
        let cases = [
            (false, &[1, 2, 3, 6, 5, 4][..], 2),
            (false, &[4, 1, 6, 5, 7, 3, 8, 2], 5),
            (false, &[4, 1, 6, 5, 7, 8, 2, 3], 0),
            (true, &[1, 2, 3, 6, 5, 4], 0),
            (true, &[4, 1, 6, 5, 7, 3, 8, 2], 5),
            (true, &[4, 1, 6, 5, 7, 8, 2, 3], 3),
        ];
        for (pseudo, row, value) in cases {
            let mut solver = Solver::new(Quicksort { pseudo });
            assert_eq!(solver.grundy(&Row(row.to_vec())), Nimber(value), "{row:?}");
        }
        // cgt's "one end" rows: 2, 3, ..., n, 1 is *(n - 1).
        let mut solver = Solver::new(Quicksort::default());
        for n in 2..16u16 {
            let row: Vec<u16> = (2..=n).chain([1]).collect();
            assert_eq!(solver.grundy(&Row(row)), Nimber(u32::from(n) - 1));
        }
    }

    #[test]
    fn a_row_splits_where_it_is_sorted_across() {
        let rules = Quicksort::default();
        let parts = rules.components(&Row(vec![2, 1, 3, 6, 4, 5, 7]));
        assert_eq!(parts, [Row(vec![2, 1]), Row(vec![6, 4, 5])]);
        assert_eq!(rules.canonical(&Row(vec![60, 40, 50])), Row(vec![1, 2, 0]));
        let moves: Vec<String> = (rules.move_list(&Row(vec![3, 1, 2])).iter())
            .map(|(m, next)| format!("{m}: {next}"))
            .collect();
        assert_eq!(moves, ["pivot 3: 1 2 3", "pivot 1: 1 3 2", "pivot 2: 1 2 3"]);
        let pseudo = Quicksort { pseudo: true };
        let moves: Vec<String> = (pseudo.move_list(&Row(vec![3, 1, 2])).iter())
            .map(|(m, next)| format!("{m}: {next}"))
            .collect();
        assert_eq!(moves, ["pivot 1.5: 1 3 2", "pivot 2.5: 1 2 3"]);
    }

    #[test]
    fn bad_input_names_line_and_column() {
        assert_refused::<Row>(&[
            ("3 1\n2 x 1", "2:3: expected a number, a blank or ',', found 'x'"),
            ("3 1 4 1", "1:7: expected distinct numbers, found 1 again"),
        ]);
        assert_over_limit::<Row>(
            "1 65536",
            "1:3: expected a number from 0 to 65535 (the limit), found 65536",
            "numbers up to 65535",
        );
        let long: Vec<String> = (0..=MAX_LENGTH).map(|x| x.to_string()).collect();
        assert_over_limit::<Row>(&long.join(" "), "1:183: expected at most 64 numbers (the limit)", "64 numbers in a row");
    }

    proptest! {
        /// The solver with the rows' pieces and their order alone gives the plain rules' value.
        #[test]
        fn pieces_and_order_give_the_plain_value(
            row in Just((0..9u16).collect::<Vec<u16>>()).prop_shuffle(),
            scale in 1..7u16,
            pseudo in any::<bool>(),
        ) {
            let rules = Quicksort { pseudo };
            let row: Vec<u16> = row.iter().map(|&x| x * scale + 1).collect();
            let expected = plain(rules, &row, &mut HashMap::new());
            prop_assert_eq!(Solver::new(rules).grundy(&Row(row)), expected);
        }
    }
}
