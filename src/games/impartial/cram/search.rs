//! The search behind [`CramSolver`](super::CramSolver), on any [`Layout`]: a part's value found
//! by questions "is it in this set?" (see [`solver`](super::solver)), each part remembered
//! under its normal form.

use super::layout::{CellSet, Layout, PartMemo};
use super::region::Mirror;
use super::rules::CramRules;
use super::solver::{Candidates, NOT_IN_SET, up_to_largest, xored};
use crate::progress::Reporter;

/// One option of a part being asked about: the xor of the values of its parts known at once,
/// and where its other parts lie in the search's part stack (the hardest first).
#[derive(Clone, Copy, Debug)]
struct Option_ {
    known: u8,
    first: usize,
    len: usize,
    /// The sum of the squares of its searched parts' sizes: the cheapest options are asked
    /// first.
    difficulty: u32,
}

/// Nim values of the parts of positions laid out by `L`, remembered by normal form.
#[derive(Debug)]
pub struct Search<L: Layout> {
    layout: L,
    /// Exact values of parts by normal form; a full cache forgets the smallest parts first.
    memo: L::Memo,
    rules: CramRules,
    /// The options of the parts being asked about, each question's above its asker's.
    options: Vec<Option_>,
    /// The searched parts of those options, by normal form.
    parts: Vec<L::Cells>,
    /// What each domino of the part being opened leaves.
    lefts: Vec<L::Cells>,
    /// The parts of one position, and those still to be split.
    pieces: Vec<L::Cells>,
    pending: Vec<L::Cells>,
    /// Told of each part opened.
    reporter: Reporter,
}

/// Pushes onto `parts` the parts `cells` splits into, the xor of whose values is its value:
/// after Beling's reductions, connected parts cut at the 2 × 2 squares that
/// [`Layout::square_cuts`] names, each part a cut has made reduced and split again.
fn split<L: Layout>(
    layout: &L,
    cells: L::Cells,
    pending: &mut Vec<L::Cells>,
    parts: &mut Vec<L::Cells>,
) {
    pending.push(cells);
    while let Some(cells) = pending.pop() {
        let cells = layout.reduced(cells);
        let cuts = layout.square_cuts(cells);
        let mut rest = cells;
        while !rest.is_none() {
            let part = layout.part_cut(rest, rest.lowest(), cuts);
            rest = rest.without(part);
            if cuts.is_none() || part == cells {
                parts.push(part);
            } else {
                pending.push(part);
            }
        }
    }
}

impl<L: Layout> Search<L> {
    /// A search on `layout` whose memo holds at most `max_entries` parts.
    pub fn new(layout: L, max_entries: usize) -> Search<L> {
        Search {
            layout,
            memo: L::Memo::with_max_entries(max_entries),
            rules: CramRules::new(),
            options: Vec::new(),
            parts: Vec::new(),
            lefts: Vec::new(),
            pieces: Vec::new(),
            pending: Vec::new(),
            reporter: Reporter::default(),
        }
    }

    /// The same search telling `reporter` of each part it opens.
    pub fn with_reporter(mut self, reporter: Reporter) -> Search<L> {
        self.reporter = reporter;
        self
    }

    /// The reporter, to start and finish questions with, or to hand to another search.
    pub fn reporter_mut(&mut self) -> &mut Reporter {
        &mut self.reporter
    }

    /// The layout searched on.
    pub fn layout(&self) -> &L {
        &self.layout
    }

    /// How many parts are stored.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The nim value of the empty cells `cells`.
    pub fn grundy(&mut self, cells: L::Cells) -> u8 {
        let mut pieces = Vec::new();
        split(&self.layout, cells, &mut self.pending, &mut pieces);
        pieces
            .into_iter()
            .fold(0, |total, part| total ^ self.part_value(part))
    }

    /// The value of one connected part.
    fn part_value(&mut self, part: L::Cells) -> u8 {
        if let Some(v) = self.rules.value_by_shape(&self.layout, part) {
            v as u8
        } else if self.layout.mirror(part) == Mirror::SecondWins {
            0
        } else {
            self.key_value(self.layout.normal_form(part))
        }
    }

    /// The value of the part whose normal form is `key`: for v = 0, 1, 2, ..., whether some
    /// option has value v, each option asked only that (and dropped once its value is found).
    fn key_value(&mut self, key: L::Cells) -> u8 {
        if let Some(v) = self.memo.get(&key) {
            return v;
        }
        let (options_start, parts_start) = (self.options.len(), self.parts.len());
        // A first player's mirror strategy stands for an option of value 0.
        let mut found = [
            u64::from(self.layout.mirror(key) == Mirror::FirstWins),
            0,
            0,
            0,
        ];
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

    fn remember(&mut self, key: L::Cells, value: u8) {
        self.memo.insert(key, value, key.count() as u8);
    }

    /// The value of the part whose normal form is `key` if it is in `requested` (or when it is
    /// found on the way), else [`NOT_IN_SET`].
    fn value_in(&mut self, key: L::Cells, requested: u64) -> u8 {
        if let Some(v) = self.memo.get(&key) {
            return v;
        }
        // A first player's mirror strategy says the value is not 0.
        let requested = if self.layout.mirror(key) == Mirror::FirstWins {
            requested & !1
        } else {
            requested
        };
        if requested == 0 {
            return NOT_IN_SET;
        }
        let mut candidates = Candidates::below(self.layout.move_count(key) + 1);
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
    fn gather_options(&mut self, key: L::Cells, known_value: &mut dyn FnMut(u8) -> bool) -> bool {
        self.reporter.tick();
        let options_start = self.options.len();
        let mut lefts = std::mem::take(&mut self.lefts);
        let mut pieces = std::mem::take(&mut self.pieces);
        lefts.clear();
        self.layout.for_each_left(key, |left| lefts.push(left));
        let mut stopped = false;
        for &left in &lefts {
            let first = self.parts.len();
            let mut known = 0u8;
            pieces.clear();
            split(&self.layout, left, &mut self.pending, &mut pieces);
            for &part in &pieces {
                if let Some(v) = self.rules.value_by_shape(&self.layout, part) {
                    known ^= v as u8;
                    continue;
                }
                let part_key = self.layout.normal_form(part);
                if let Some(v) = self.memo.get(&part_key) {
                    known ^= v;
                } else if self.layout.mirror(part) != Mirror::SecondWins {
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
                    stopped = true;
                    break;
                }
                continue;
            }
            let parts = &mut self.parts[first..];
            let mut difficulty = 0;
            let mut hardest = 0;
            for (i, part) in parts.iter().enumerate() {
                let size = part.count();
                difficulty += size * size;
                if size > parts[hardest].count() {
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
        self.lefts = lefts;
        self.pieces = pieces;
        if !stopped {
            self.options[options_start..].sort_by_key(|o| o.difficulty);
        }
        stopped
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
