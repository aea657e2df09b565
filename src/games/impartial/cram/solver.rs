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

use super::layout::Wide;
use super::layout::{Layout, PartMemo, WideMemo};
use super::narrow::Narrow;
use super::region::{Cells, reduced};
use super::search::Search;
use crate::progress::{Progress, Reporter};
use crate::theory::nimber::Nimber;

/// The answer to a question whose set does not hold the value.
pub(super) const NOT_IN_SET: u8 = u8::MAX;

/// The values a part may still have: those below 64 as bits, and how many larger ones.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidates {
    pub(super) small: u64,
    large: u32,
}

impl Candidates {
    /// The values 0..n.
    pub(super) fn below(n: u32) -> Candidates {
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
    pub(super) fn without_largest(self) -> u64 {
        if self.large > 0 || self.small == 0 {
            self.small
        } else {
            self.small & !(1 << (63 - self.small.leading_zeros()))
        }
    }

    /// Rules out `value` when it is a candidate, else the largest candidate
    /// (`without_largest` is `self.without_largest()`).
    pub(super) fn rule_out(&mut self, value: u8, without_largest: u64) {
        if value < 64 && self.small & (1 << value) != 0 {
            self.small ^= 1 << value;
        } else {
            self.rule_out_largest(without_largest);
        }
    }

    /// Rules out the largest candidate (`without_largest` is `self.without_largest()`).
    pub(super) fn rule_out_largest(&mut self, without_largest: u64) {
        if self.large > 0 {
            self.large -= 1;
        } else {
            self.small = without_largest;
        }
    }
}

/// Every value from 0 up to the largest of `set`.
pub(super) fn up_to_largest(set: u64) -> u64 {
    if set == 0 {
        0
    } else {
        u64::MAX >> set.leading_zeros()
    }
}

/// Each value of `set` xored with `x` (< 64).
pub(super) fn xored(set: u64, x: u8) -> u64 {
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

/// Grundy values of Cram positions, remembered by the normal form of each connected part: on
/// 64-bit boards of the position's own width when it spans at most 64 cells, else on the
/// 128-bit boards every grid fits.
///
/// ```
/// use cgsolve::games::impartial::cram::{CramSolver, region::cell};
/// use cgsolve::Nimber;
/// let square = cell(0, 0) | cell(0, 1) | cell(1, 0) | cell(1, 1);
/// let mut solver = CramSolver::new();
/// assert_eq!(solver.grundy(square), Nimber(0)); // the reply mirrors every move
/// assert_eq!(solver.grundy(square | cell(3, 0) | cell(3, 1)), Nimber(1));
/// ```
#[derive(Debug)]
pub struct CramSolver {
    /// The search of the last position, kept for the next one when it fits its layout.
    search: Board,
    max_entries: usize,
}

/// A search and its layout.
#[derive(Debug)]
enum Board {
    Wide(Search<Wide>),
    Narrow(Search<Narrow>),
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
    /// parts are forgotten (and found again when needed). The memo is kept between questions
    /// on positions that fit the same layout.
    pub fn with_max_entries(max_entries: usize) -> CramSolver {
        CramSolver {
            search: Board::Wide(Search::new(Wide, max_entries)),
            max_entries,
        }
    }

    /// The most bytes one memo entry takes (on either layout).
    pub const ENTRY_BYTES: usize = <WideMemo as PartMemo<Cells>>::ENTRY_BYTES;

    /// The same solver telling `progress` of the parts it opens, once a question has run a
    /// while ([`Reporter`]).
    pub fn with_progress(mut self, progress: Box<dyn Progress + Send>) -> CramSolver {
        *self.reporter_mut() = Reporter::new(progress);
        self
    }

    /// The Grundy value of the empty cells `cells`.
    pub fn grundy(&mut self, cells: Cells) -> Nimber {
        let cells = reduced(cells);
        if let Board::Narrow(search) = &mut self.search
            && let Some(narrow) = search.layout().embed(cells)
        {
            return Nimber(u32::from(asked(search, narrow)));
        }
        let reporter = std::mem::take(self.reporter_mut());
        let value = match Narrow::fitting(cells) {
            Some((layout, narrow)) => {
                let mut search = Search::new(layout, self.max_entries).with_reporter(reporter);
                let value = asked(&mut search, narrow);
                self.search = Board::Narrow(search);
                value
            }
            None => {
                if !matches!(self.search, Board::Wide(_)) {
                    self.search = Board::Wide(Search::new(Wide, self.max_entries));
                }
                let Board::Wide(search) = &mut self.search else {
                    unreachable!("the wide search was just made")
                };
                *search.reporter_mut() = reporter;
                asked(search, cells)
            }
        };
        Nimber(u32::from(value))
    }

    /// The reporter of the search in use.
    fn reporter_mut(&mut self) -> &mut Reporter {
        match &mut self.search {
            Board::Wide(search) => search.reporter_mut(),
            Board::Narrow(search) => search.reporter_mut(),
        }
    }

    /// How many symmetry classes of parts are stored.
    pub fn memo_len(&self) -> usize {
        match &self.search {
            Board::Wide(search) => search.memo_len(),
            Board::Narrow(search) => search.memo_len(),
        }
    }
}

/// The value of `cells` on `search`, one question for its reporter.
fn asked<L: Layout>(search: &mut Search<L>, cells: L::Cells) -> u8 {
    search.reporter_mut().start();
    let value = search.grundy(cells);
    search.reporter_mut().finish();
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::games::impartial::cram::region::{cell, rectangle};
    use crate::games::impartial::cram::rules::PlainCram;

    #[test]
    fn agrees_with_the_plain_search_on_rectangles_with_holes() {
        let mut plain = Solver::new(PlainCram);
        let mut solver = CramSolver::new();
        for (h, w) in [(3, 4), (4, 4), (3, 5), (2, 7)] {
            for hole in 0..(h * w) {
                let cells = rectangle(h, w) & !cell(hole / w, hole % w);
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
        let value = unbounded.grundy(rectangle(4, 5));
        assert!(unbounded.memo_len() > 64);
        let mut small = CramSolver::with_max_entries(64);
        assert_eq!(small.grundy(rectangle(4, 5)), value);
        assert!(small.memo_len() <= 64);
        let mut plain = Solver::new(PlainCram);
        assert_eq!(
            small.grundy(rectangle(3, 3)),
            plain.grundy(&rectangle(3, 3))
        );
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
