//! The fast Cram solver: a position is the xor of its connected parts; each part is valued once
//! per symmetry class, under its normal form, with strips, tiny parts and half-turn symmetric
//! parts known outright.
//!
//! A part's value is found as Beling and Rogalski prune the search ("On pruning search trees of
//! impartial games", Artificial Intelligence 283, 2020), after Lemoine and Viennot ("Nimbers
//! are inevitable", 2012): a question asks for the value of a part only if it lies in a given
//! set. A part with n moves has one of the values 0..=n; each option rules one candidate out
//! (its own value, or the largest candidate when its value is not one asked for), and the
//! question ends, unanswered, as soon as no candidate is left in the set asked. An option is
//! asked only whether its value is a candidate below the largest: so most questions end after
//! a few options, and only exact values are remembered. Cells that change no value are taken
//! away first ([`reduced`]).

use super::region::{Cells, for_each_part, horizontal_starts, lefts, mirror_strategy_wins};
use super::region::{normal_form, part_containing, reduced, vertical_starts};
use super::rules::CramRules;
use crate::engine::parts::ReplacingCache;
use crate::theory::nimber::Nimber;

/// The answer to a question whose set does not hold the value.
const NOT_IN_SET: u8 = u8::MAX;

/// The values a part may still have: those below 64 as bits, and how many larger ones.
#[derive(Clone, Copy, Debug)]
struct Candidates {
    small: u64,
    large: u32,
}

impl Candidates {
    /// The values 0..n.
    fn below(n: u32) -> Candidates {
        if n >= 64 {
            Candidates {
                small: u64::MAX,
                large: n - 64,
            }
        } else {
            Candidates {
                small: (1 << n) - 1,
                large: 0,
            }
        }
    }

    /// The small candidates without the largest candidate of all.
    fn without_largest(self) -> u64 {
        if self.large > 0 || self.small == 0 {
            self.small
        } else {
            self.small & !(1 << (63 - self.small.leading_zeros()))
        }
    }

    /// Rules out `value` when it is a candidate, else the largest candidate
    /// (`without_largest` is `self.without_largest()`).
    fn rule_out(&mut self, value: u8, without_largest: u64) {
        if value < 64 && self.small & (1 << value) != 0 {
            self.small ^= 1 << value;
        } else {
            self.rule_out_largest(without_largest);
        }
    }

    /// Rules out the largest candidate (`without_largest` is `self.without_largest()`).
    fn rule_out_largest(&mut self, without_largest: u64) {
        if self.large > 0 {
            self.large -= 1;
        } else {
            self.small = without_largest;
        }
    }
}

/// Every value from 0 up to the largest of `set`.
fn up_to_largest(set: u64) -> u64 {
    if set == 0 {
        0
    } else {
        u64::MAX >> set.leading_zeros()
    }
}

/// Each value of `set` xored with `x` (< 64).
fn xored(set: u64, x: u8) -> u64 {
    if x == 0 {
        return set;
    }
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let v = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        out |= 1 << (v ^ x);
    }
    out
}

/// How many dominoes fit in `cells`.
fn move_count(cells: Cells) -> u32 {
    horizontal_starts(cells).count_ones() + vertical_starts(cells).count_ones()
}

/// One option of a part being asked about: the xor of the values of its parts known at once,
/// and where its other parts lie in the solver's part stack (the hardest first).
#[derive(Clone, Copy, Debug)]
struct Option_ {
    known: u8,
    first: usize,
    len: usize,
    /// The sum of the squares of its searched parts' sizes: the cheapest options are asked
    /// first.
    difficulty: u32,
}

/// Grundy values of Cram positions, remembered by the normal form of each connected part.
///
/// ```
/// use cgsolve::games::cram::{CramSolver, region::cell};
/// use cgsolve::Nimber;
/// let square = cell(0, 0) | cell(0, 1) | cell(1, 0) | cell(1, 1);
/// let mut solver = CramSolver::new();
/// assert_eq!(solver.grundy(square), Nimber(0)); // the reply mirrors every move
/// assert_eq!(solver.grundy(square | cell(3, 0) | cell(3, 1)), Nimber(1));
/// ```
#[derive(Debug)]
pub struct CramSolver {
    /// Exact values of parts by normal form; a full cache forgets the smallest parts first.
    memo: ReplacingCache<Cells, u8>,
    rules: CramRules,
    /// The options of the parts being asked about, each question's above its asker's.
    options: Vec<Option_>,
    /// The searched parts of those options, by normal form.
    parts: Vec<Cells>,
}

impl Default for CramSolver {
    fn default() -> Self {
        CramSolver::new()
    }
}

impl CramSolver {
    /// A solver whose memo may grow without limit.
    pub fn new() -> CramSolver {
        CramSolver::with_max_entries(usize::MAX)
    }

    /// A solver whose memo holds at most `max_entries` parts: past that, the values of small
    /// parts are forgotten (and found again when needed). The memo is kept between questions.
    pub fn with_max_entries(max_entries: usize) -> CramSolver {
        CramSolver {
            memo: ReplacingCache::with_max_entries(max_entries),
            rules: CramRules::new(),
            options: Vec::new(),
            parts: Vec::new(),
        }
    }

    /// The most bytes one memo entry takes.
    pub const ENTRY_BYTES: usize = ReplacingCache::<Cells, u8>::ENTRY_BYTES;

    /// The Grundy value of the empty cells `cells`.
    pub fn grundy(&mut self, cells: Cells) -> Nimber {
        let mut total = 0;
        for_each_part(reduced(cells), &mut |part| total ^= self.part_value(part));
        Nimber(u32::from(total))
    }

    /// How many symmetry classes of parts are stored.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The value of one connected part.
    fn part_value(&mut self, part: Cells) -> u8 {
        match self.rules.known_part_value(part) {
            Some(v) => v as u8,
            None => self.key_value(normal_form(part)),
        }
    }

    /// The value of the part whose normal form is `key`: for v = 0, 1, 2, ..., whether some
    /// option has value v, each option asked only that (and dropped once its value is found).
    fn key_value(&mut self, key: Cells) -> u8 {
        if let Some(v) = self.memo.get(&key) {
            return v;
        }
        let (options_start, parts_start) = (self.options.len(), self.parts.len());
        let mut found = [0u64; 4];
        self.gather_options(key, &mut |v| {
            found[usize::from(v / 64)] |= 1 << (v % 64);
            false
        });
        let mut open: Vec<usize> = (options_start..self.options.len()).collect();
        let is_found = |found: &[u64; 4], v: u8| found[usize::from(v / 64)] & (1 << (v % 64)) != 0;
        let mut value = 0u8;
        'values: loop {
            if is_found(&found, value) {
                value += 1;
                continue;
            }
            let mut j = 0;
            while j < open.len() {
                let rest = self.collapse(open[j]);
                let hardest = self.parts[self.options[open[j]].first];
                let option_value = if rest < 64 && value < 64 {
                    match self.value_in(hardest, 1 << (value ^ rest)) {
                        NOT_IN_SET => None,
                        v => Some(v ^ rest),
                    }
                } else {
                    Some(self.key_value(hardest) ^ rest)
                };
                match option_value {
                    Some(v) => {
                        open.remove(j);
                        if v == value {
                            value += 1;
                            continue 'values;
                        }
                        found[usize::from(v / 64)] |= 1 << (v % 64);
                    }
                    None => j += 1,
                }
            }
            break;
        }
        self.options.truncate(options_start);
        self.parts.truncate(parts_start);
        self.remember(key, value);
        value
    }

    /// Values every part of option `i` but its hardest, into its known value; returns that
    /// value, the xor of everything but the hardest part.
    fn collapse(&mut self, i: usize) -> u8 {
        while self.options[i].len > 1 {
            let option = self.options[i];
            let v = self.key_value(self.parts[option.first + option.len - 1]);
            self.options[i].known ^= v;
            self.options[i].len -= 1;
        }
        self.options[i].known
    }

    fn remember(&mut self, key: Cells, value: u8) {
        self.memo.insert(key, value, key.count_ones() as u8);
    }

    /// The value of the part whose normal form is `key` if it is in `requested` (or when it is
    /// found on the way), else [`NOT_IN_SET`].
    fn value_in(&mut self, key: Cells, requested: u64) -> u8 {
        if let Some(v) = self.memo.get(&key) {
            return v;
        }
        let mut candidates = Candidates::below(move_count(key) + 1);
        let (options_start, parts_start) = (self.options.len(), self.parts.len());
        let stopped = self.gather_options(key, &mut |v| {
            let without_largest = candidates.without_largest();
            candidates.rule_out(v, without_largest);
            candidates.small & requested == 0
        });
        let answer = if stopped {
            NOT_IN_SET
        } else {
            self.ask_options(options_start, candidates, requested)
        };
        self.options.truncate(options_start);
        self.parts.truncate(parts_start);
        if answer != NOT_IN_SET {
            self.remember(key, answer);
        }
        answer
    }

    /// Pushes the options of `key` whose value is not known at once, cheapest first, and
    /// gives each value known at once to `known_value`, which says whether to stop: then
    /// `true` is returned at once.
    fn gather_options(&mut self, key: Cells, known_value: &mut dyn FnMut(u8) -> bool) -> bool {
        let options_start = self.options.len();
        for left in lefts(key) {
            let first = self.parts.len();
            let mut known = 0u8;
            let mut rest = reduced(left);
            while rest != 0 {
                let part = part_containing(rest, rest & rest.wrapping_neg());
                rest &= !part;
                if let Some(v) = self.rules.value_by_shape(part) {
                    known ^= v as u8;
                    continue;
                }
                let part_key = normal_form(part);
                if let Some(v) = self.memo.get(&part_key) {
                    known ^= v;
                } else if !mirror_strategy_wins(part) {
                    self.parts.push(part_key);
                }
            }
            // Two equal parts cancel.
            self.parts[first..].sort_unstable();
            let mut kept = first;
            let mut i = first;
            while i < self.parts.len() {
                if i + 1 < self.parts.len() && self.parts[i] == self.parts[i + 1] {
                    i += 2;
                } else {
                    self.parts[kept] = self.parts[i];
                    kept += 1;
                    i += 1;
                }
            }
            self.parts.truncate(kept);
            if kept == first {
                if known_value(known) {
                    return true;
                }
                continue;
            }
            let parts = &mut self.parts[first..];
            let mut difficulty = 0;
            let mut hardest = 0;
            for (i, part) in parts.iter().enumerate() {
                let size = part.count_ones();
                difficulty += size * size;
                if size > parts[hardest].count_ones() {
                    hardest = i;
                }
            }
            parts.swap(0, hardest);
            self.options.push(Option_ {
                known,
                first,
                len: kept - first,
                difficulty,
            });
        }
        self.options[options_start..].sort_by_key(|o| o.difficulty);
        false
    }

    /// Rules out a candidate for each option from `options_start` on; the part's value if it
    /// is in `requested` or is found, else [`NOT_IN_SET`].
    fn ask_options(
        &mut self,
        options_start: usize,
        mut candidates: Candidates,
        requested: u64,
    ) -> u8 {
        let up_to = up_to_largest(requested);
        let mut exact = true;
        for i in options_start..self.options.len() {
            if candidates.small & requested == 0 {
                return NOT_IN_SET;
            }
            let without_largest = candidates.without_largest();
            let rest = self.collapse(i);
            let option = self.options[i];
            let hardest = self.parts[option.first];
            let value = if rest < 64 {
                match self.value_in(hardest, xored(without_largest & up_to, rest)) {
                    NOT_IN_SET => NOT_IN_SET,
                    v => v ^ rest,
                }
            } else {
                self.key_value(hardest) ^ rest
            };
            if value == NOT_IN_SET {
                candidates.rule_out_largest(without_largest);
                exact = false;
            } else {
                candidates.rule_out(value, without_largest);
            }
        }
        // One candidate is left: the value, when every option was answered or it is small.
        if candidates.small != 0 && (exact || candidates.small & up_to != 0) {
            candidates.small.trailing_zeros() as u8
        } else {
            NOT_IN_SET
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::games::cram::region::cell;
    use crate::games::cram::rules::PlainCram;

    fn full(h: usize, w: usize) -> Cells {
        (0..h)
            .flat_map(|r| (0..w).map(move |c| cell(r, c)))
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn agrees_with_the_plain_search_on_rectangles_with_holes() {
        let mut plain = Solver::new(PlainCram);
        let mut solver = CramSolver::new();
        for (h, w) in [(3, 4), (4, 4), (3, 5), (2, 7)] {
            for hole in 0..(h * w) {
                let cells = full(h, w) & !cell(hole / w, hole % w);
                assert_eq!(
                    solver.grundy(cells),
                    plain.grundy(&cells),
                    "{h}x{w} - {hole}"
                );
            }
        }
    }

    #[test]
    fn a_small_memo_forgets_parts_and_still_answers() {
        let mut unbounded = CramSolver::new();
        let value = unbounded.grundy(full(4, 5));
        assert!(unbounded.memo_len() > 64);
        let mut small = CramSolver::with_max_entries(64);
        assert_eq!(small.grundy(full(4, 5)), value);
        assert!(small.memo_len() <= 64);
        let mut plain = Solver::new(PlainCram);
        assert_eq!(small.grundy(full(3, 3)), plain.grundy(&full(3, 3)));
    }

    #[test]
    fn candidate_sets_rule_out_one_value_each() {
        let mut c = Candidates::below(66);
        assert_eq!((c.small, c.large), (u64::MAX, 2));
        let w = c.without_largest();
        c.rule_out(70, w);
        assert_eq!(c.large, 1);
        let w = c.without_largest();
        c.rule_out(5, w);
        assert_eq!(c.small, u64::MAX ^ 32);
        let mut c = Candidates::below(3);
        let w = c.without_largest();
        c.rule_out_largest(w);
        assert_eq!(c.small, 0b11);
        assert_eq!(xored(0b1011, 1), 0b0111);
        assert_eq!(up_to_largest(0b1000), 0b1111);
    }
}
