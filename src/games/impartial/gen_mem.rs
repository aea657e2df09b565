//! Heap games with a memory (CGSuite's `GenMem`: Mem, Fibonacci Nim, Take-Away): a heap of
//! tokens that remembers how many the last move took; the nim value of each sum of heaps.
//!
//! Input: one position a line, a heap of `n` tokens whose last move took `k` in CGSuite's
//! coordinates `(n,k)`, or a sum of heaps `(10,3) + (7,2)` (each heap its own memory); heaps
//! up to 1000 tokens, memories up to 1000000, at most 64 heaps. The flag chooses the rule:
//! `--take-away R` (take at most `R` times `k`, `R` a whole number or a fraction `P/Q` of
//! numbers up to 1000; Fibonacci Nim is `--take-away 2`) or `--mem` (take at least `k`).
//!
//! A move takes `a` tokens, 1 to `n`, as the rule allows, leaving `(n-a,a)`; the player who
//! cannot move loses. CGSuite's `game.heap.TakeAway(R)` (`FibonacciNim` is `TakeAway(2)`) and
//! `Mem`; a move is named by the tokens it takes from its heap: `(10,3) take 5`.
//!
//! A heap's options are a range of takes, up to a cap (Take-Away) or from a floor (Mem): its
//! value is a running mex over the range, so every heap up to the position's largest is valued
//! by one table (each heap's values in time linear in the heap) rather than by search. The
//! values agree with CGSuite's on 320 random positions of five rules (heaps up to 20, one in
//! four a sum of two heaps), which are `tests/data/rulesets/gen-mem.tsv`.
//!
//! ```sh
//! $ printf '(10,3)\n(10,3) + (7,2)\n' | cgsolve gen-mem --take-away 2
//! *2
//! 0
//! ```

use crate::answer::OptionsError;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, Impartial, Shape};
use crate::text::{AtMost, Bounded, PairSum, ParseError, PositionText};
use crate::theory::nimber::{MexSet, Nimber};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The most tokens a heap holds.
pub const MAX_HEAP: u32 = 1000;
/// The largest memory read (any larger one allows what it allows).
pub const MAX_MEMORY: u32 = 1_000_000;
/// The most heaps a position holds.
pub const MAX_HEAPS: usize = 64;
/// The largest numerator or denominator of a Take-Away ratio.
pub const MAX_RATIO_TERM: u32 = 1000;

/// Which takes the memory allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Take-Away: at most `num/den` times the memory.
    TakeAway {
        /// The ratio's numerator.
        num: u32,
        /// The ratio's denominator.
        den: u32,
    },
    /// Mem: at least the memory.
    Mem,
}

/// The rules: the rule and, built when first asked, each heap's values.
#[derive(Clone, Debug)]
pub struct GenMem {
    rule: Rule,
    /// `values[n][i]`: the value of heap `n` whose moves are the `i`th range of its takes
    /// ([`GenMem::range_index`]), for every heap up to [`MAX_HEAP`].
    values: Arc<OnceLock<Vec<Vec<u16>>>>,
}

/// Fibonacci Nim, `--take-away 2`.
impl Default for GenMem {
    fn default() -> Self {
        GenMem::new(Rule::TakeAway { num: 2, den: 1 })
    }
}

/// A position: its heaps, each `(tokens, memory)`, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Heaps(pub Vec<(u32, u32)>);

/// A move: the heap and the tokens taken from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    /// The heap taken from, `(tokens, memory)`.
    pub heap: (u32, u32),
    /// The tokens taken.
    pub taken: u32,
}

impl fmt::Display for Take {
    /// `(10,3) take 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{}) take {}", self.heap.0, self.heap.1, self.taken)
    }
}

impl fmt::Display for Heaps {
    /// CGSuite's coordinates, summed: `(10,3) + (7,2)`; the empty sum `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("0");
        }
        let heaps: Vec<String> = self.0.iter().map(|(n, k)| format!("({n},{k})")).collect();
        f.write_str(&heaps.join(" + "))
    }
}

impl GenMem {
    /// The rules of `rule`.
    pub fn new(rule: Rule) -> GenMem {
        GenMem {
            rule,
            values: Arc::new(OnceLock::new()),
        }
    }

    /// The takes heap `n` with memory `k` allows: `lo..=hi` (empty when `lo > hi`).
    fn takes(&self, n: u32, k: u32) -> (u32, u32) {
        match self.rule {
            Rule::TakeAway { num, den } => {
                let cap = u64::from(k) * u64::from(num) / u64::from(den);
                (1, cap.min(u64::from(n)) as u32)
            }
            Rule::Mem => (k.max(1), n),
        }
    }

    /// Where heap `n` with memory `k` is in its row of the table: Take-Away's heaps by their
    /// cap (0 to `n`), Mem's by their floor (1 to `n + 1`, `n + 1` taking nothing), less one.
    fn range_index(&self, n: u32, k: u32) -> usize {
        let (lo, hi) = self.takes(n, k);
        match self.rule {
            Rule::TakeAway { .. } => hi as usize,
            Rule::Mem => lo.min(n + 1) as usize - 1,
        }
    }

    /// Every heap's values: for each heap the running mex of its options, over takes growing
    /// from 1 (Take-Away) or shrinking from the whole heap (Mem).
    fn table(&self) -> &Vec<Vec<u16>> {
        self.values.get_or_init(|| {
            let mut values: Vec<Vec<u16>> = Vec::with_capacity(MAX_HEAP as usize + 1);
            for n in 0..=MAX_HEAP {
                let option = |a: u32, values: &Vec<Vec<u16>>| {
                    let left = n - a;
                    Nimber(u32::from(values[left as usize][self.range_index(left, a)]))
                };
                let mut seen = MexSet::new();
                let mut row = vec![0u16; n as usize + 1];
                match self.rule {
                    Rule::TakeAway { .. } => {
                        for a in 1..=n {
                            seen.insert(option(a, &values));
                            row[a as usize] = seen.mex().0 as u16;
                        }
                    }
                    Rule::Mem => {
                        for a in (1..=n).rev() {
                            seen.insert(option(a, &values));
                            row[a as usize - 1] = seen.mex().0 as u16;
                        }
                    }
                }
                values.push(row);
            }
            values
        })
    }
}

impl ImpartialRules for GenMem {
    type Position = Heaps;
    type Move = Take;

    fn moves(&self, p: &Heaps, each: &mut dyn FnMut(Take, Heaps)) {
        for (i, &(n, k)) in p.0.iter().enumerate() {
            if p.0[..i].contains(&(n, k)) {
                continue;
            }
            let (lo, hi) = self.takes(n, k);
            for a in lo..=hi {
                let mut next = p.0.clone();
                next[i] = (n - a, a);
                next.sort_unstable();
                each(Take { heap: (n, k), taken: a }, Heaps(next));
            }
        }
    }

    fn components(&self, p: &Heaps) -> Vec<Heaps> {
        p.0.iter().map(|&h| Heaps(vec![h])).collect()
    }

    /// A heap's value from the table.
    fn known_value(&self, p: &Heaps) -> Option<Nimber> {
        let &[(n, k)] = p.0.as_slice() else {
            return None;
        };
        let row = &self.table()[n as usize];
        Some(Nimber(u32::from(row[self.range_index(n, k)])))
    }
}

/// A sum of heaps as a position's line gives it.
const HEAPS: PairSum = PairSum {
    first: Bounded {
        what: "a heap",
        most: MAX_HEAP as u64,
        bound: "a heap of at most 1000",
        limit: "1000 tokens in a heap",
    },
    second: Bounded {
        what: "a memory",
        most: MAX_MEMORY as u64,
        bound: "a memory of at most 1000000",
        limit: "a memory of 1000000",
    },
    most: AtMost {
        count: MAX_HEAPS,
        items: "heaps",
        limit: "64 heaps",
    },
};

/// A sum of heaps `(n,k) + (n,k)`, or `0` for the empty sum.
impl PositionText for Heaps {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Heaps, ParseError> {
        Ok(Heaps(HEAPS.read(text, line, first_column)?))
    }
}

/// The flags of `gen-mem`: its rule.
#[derive(clap::Args, Clone, Debug)]
#[group(required = true, multiple = false)]
pub struct RuleFlags {
    /// Take-Away: take at most R times the last move's tokens (`2`, Fibonacci Nim, or `3/2`;
    /// whole numbers up to 1000 over them).
    #[arg(long, value_name = "R")]
    pub take_away: Option<String>,
    /// Mem: take at least as many tokens as the last move.
    #[arg(long)]
    pub mem: bool,
}

/// The ratio `P` or `P/Q`, each a whole number from 1 to [`MAX_RATIO_TERM`].
fn ratio(text: &str) -> Result<(u32, u32), OptionsError> {
    let (p, q) = text.split_once('/').unwrap_or((text, "1"));
    let term = |t: &str| t.parse::<u32>().ok().filter(|x| (1..=MAX_RATIO_TERM).contains(x));
    match (term(p), term(q)) {
        (Some(p), Some(q)) => Ok((p, q)),
        _ => Err(OptionsError(format!(
            "--take-away {text:?}: expected a ratio P or P/Q of whole numbers from 1 to \
             {MAX_RATIO_TERM}"
        ))),
    }
}

impl Ruleset for GenMem {
    type Kind = Impartial;
    type Options = RuleFlags;
    const NAME: &'static str = "gen-mem";
    const FORMAT: &'static str = "A heap of n tokens whose last move took k, `(n,k)`, or a sum \
        `(10,3) + (7,2)`; heaps up to 1000. `--take-away R` takes at most R times k (Fibonacci \
        Nim is `--take-away 2`), `--mem` at least k. A move names its heap and the tokens it \
        takes: `(10,3) take 5`.";
    const EXAMPLE: &'static str = "--take-away 2\n(10,3) + (7,2)";
    const PARTS: &'static str = "heaps";

    fn configure(flags: &RuleFlags) -> Result<Self, OptionsError> {
        match &flags.take_away {
            Some(text) => {
                let (num, den) = ratio(text)?;
                Ok(GenMem::new(Rule::TakeAway { num, den }))
            }
            None => Ok(GenMem::new(Rule::Mem)),
        }
    }

    fn flags(&self) -> String {
        match self.rule {
            Rule::TakeAway { num, den: 1 } => format!("--take-away {num}"),
            Rule::TakeAway { num, den } => format!("--take-away {num}/{den}"),
            Rule::Mem => "--mem".to_string(),
        }
    }

    /// One pile a heap, its tokens and memory as its label.
    fn board(p: &Heaps) -> Board {
        Board {
            shape: Shape::Piles,
            rows: p.0.iter().map(|&(n, k)| vec![format!("{n},{k}")]).collect(),
        }
    }

    /// The first pile of the heap taken from: heaps are sorted after a move.
    fn move_cells(p: &Heaps, m: &Take, _: &Board, _: &Heaps) -> Vec<[usize; 2]> {
        (p.0.iter().position(|&h| h == m.heap))
            .map(|row| [row, 0])
            .into_iter()
            .collect()
    }

    /// `gen-mem --take-away 2 (Fibonacci Nim)`.
    fn title(&self) -> String {
        let name = match self.rule {
            Rule::TakeAway { num: 2, den: 1 } => "Fibonacci Nim",
            Rule::TakeAway { .. } => "Take-Away",
            Rule::Mem => "Mem",
        };
        format!("{} {} ({name})", Self::NAME, self.flags())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::text::read_positions;
    use crate::text::testing::{assert_over_limit, assert_refused};
    use crate::theory::nimber::mex;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The value by the plain rules: every option searched, no table.
    fn plain(rules: &GenMem, p: &Heaps, memo: &mut HashMap<Heaps, Nimber>) -> Nimber {
        if let Some(&v) = memo.get(p) {
            return v;
        }
        let options: Vec<Heaps> = rules.move_list(p).into_iter().map(|(_, o)| o).collect();
        let value = mex(options.iter().map(|o| plain(rules, o, memo)));
        memo.insert(p.clone(), value);
        value
    }

    /// The smallest term of `n`'s Zeckendorf representation (its sum of nonconsecutive
    /// Fibonacci numbers), found greedily.
    fn smallest_zeckendorf_term(mut n: u32) -> u32 {
        let mut fibonacci = vec![1u32, 2];
        while fibonacci[fibonacci.len() - 1] <= n {
            fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
        }
        let mut last = 0;
        while n > 0 {
            last = *fibonacci.iter().rev().find(|&&f| f <= n).expect("1 <= n");
            n -= last;
        }
        last
    }

    #[test]
    fn fibonacci_nim_is_won_by_taking_the_smallest_zeckendorf_term() {
        // Fibonacci Nim: a heap of n whose last move took k is won exactly when the smallest
        // term of n's Zeckendorf representation is at most 2k, which the winner takes
        // (Whinihan, 1963).
        let rules = GenMem::default();
        for n in 1..=MAX_HEAP {
            let smallest = smallest_zeckendorf_term(n);
            for k in 0..=n {
                let won = rules.known_value(&Heaps(vec![(n, k)])) != Some(Nimber(0));
                assert_eq!(won, smallest <= 2 * k, "({n},{k})");
            }
        }
    }

    #[test]
    fn a_position_reads_back_and_names_its_moves() {
        let p = read_positions(b"(7, 2) +(3,9)", Heaps::parse).unwrap();
        assert_eq!(p[0].to_string(), "(3,9) + (7,2)");
        let mem = GenMem::new(Rule::Mem);
        let moves: Vec<String> = (mem.move_list(&Heaps(vec![(4, 3)])).iter())
            .map(|(m, next)| format!("{m}: {next}"))
            .collect();
        assert_eq!(moves, ["(4,3) take 3: (1,3)", "(4,3) take 4: (0,4)"]);
        assert_eq!(ratio("3/2").unwrap(), (3, 2));
        assert!(ratio("0").is_err() && ratio("1001").is_err() && ratio("1.5").is_err());
    }

    #[test]
    fn bad_input_names_line_and_column() {
        assert_refused::<Heaps>(&[
            ("(3,1)\n(4 2)", "2:4: expected ',', found '2'"),
            ("(3,1) (4,2)", "1:7: expected '+' or the end of the line, found '('"),
            ("(3,", "1:4: expected a memory, found the end of the line"),
            ("3,1", "1:1: expected '(', found '3'"),
            ("(3,-1)", "1:4: expected a memory, found '-'"),
        ]);
        assert_over_limit::<Heaps>(
            "(1001,1)",
            "1:2: expected a heap of at most 1000 (the limit), found 1001",
            "1000 tokens in a heap",
        );
    }

    /// A rule of the family.
    fn rule() -> impl Strategy<Value = Rule> {
        prop_oneof![
            Just(Rule::Mem),
            (1..6u32, 1..4u32).prop_map(|(num, den)| Rule::TakeAway { num, den }),
        ]
    }

    proptest! {
        /// The table gives the plain rules' values, and the solver with it too.
        #[test]
        fn the_table_gives_the_plain_value(
            rule in rule(),
            heaps in prop::collection::vec((0..16u32, 0..20u32), 1..3),
        ) {
            let rules = GenMem::new(rule);
            let mut memo = HashMap::new();
            for &h in &heaps {
                let part = Heaps(vec![h]);
                prop_assert_eq!(rules.known_value(&part), Some(plain(&rules, &part, &mut memo)));
            }
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let p = Heaps(sorted);
            prop_assert_eq!(Solver::new(rules.clone()).grundy(&p), plain(&rules, &p, &mut memo));
        }
    }
}
