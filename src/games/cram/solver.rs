//! The fast Cram solver: a position is the xor of its connected parts; each part is valued once
//! per symmetry class, under its normal form, with strips and tiny parts known outright.

use super::region::{Cells, for_each_domino, for_each_part, is_strip, normal_form};
use crate::games::heap::{Code, plain_values};
use crate::theory::nimber::{MexSet, Nimber};
use rustc_hash::FxHashMap;

/// Grundy values of Cram positions, memoised by the normal form of each connected part.
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
    memo: FxHashMap<Cells, u8>,
    /// g(n) of a straight strip of n cells: Dawson's Kayles (0.07), a domino taking 2 cells.
    strips: Vec<u32>,
}

impl Default for CramSolver {
    fn default() -> Self {
        CramSolver::new()
    }
}

impl CramSolver {
    /// A solver with an empty memo.
    pub fn new() -> CramSolver {
        let dawson: Code = "0.07".parse().expect("Dawson's Kayles is a code");
        CramSolver {
            memo: FxHashMap::default(),
            strips: plain_values(&dawson, 16),
        }
    }

    /// The Grundy value of the empty cells `cells`.
    pub fn grundy(&mut self, cells: Cells) -> Nimber {
        let mut total = 0;
        for_each_part(cells, &mut |part| total ^= self.part_value(part));
        Nimber(total as u32)
    }

    /// How many symmetry classes of parts are stored.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The value of one connected part.
    fn part_value(&mut self, part: Cells) -> u8 {
        let n = part.count_ones();
        if n <= 3 {
            // No move, or every move leaves at most one cell.
            return u8::from(n >= 2);
        }
        if is_strip(part) {
            return self.strips[n as usize] as u8;
        }
        let key = normal_form(part);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut seen = MexSet::default();
        let mut options = Vec::with_capacity(2 * n as usize);
        for_each_domino(key, &mut |_, _, left| options.push(left));
        for left in options {
            seen.insert(self.grundy(left));
        }
        // At most 2 options a cell and 128 cells: the mex fits a byte.
        let value = seen.mex().0 as u8;
        self.memo.insert(key, value);
        value
    }
}
