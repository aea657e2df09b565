//! The fast Cram solver: a position is the xor of its connected parts; each part is valued once
//! per symmetry class, under its normal form, with strips, tiny parts and half-turn symmetric
//! parts known outright.
//!
//! A part's value is found as Lemoine and Viennot do ("Nimbers are inevitable", 2010): not by
//! valuing every option, but by asking, for v = 0, 1, 2, ..., whether the part plus a nim heap
//! of v is a second-player win. Refuting that needs one option of value v, so most questions end
//! at the first good move; what each question learns is kept: the value once known, and which
//! values the part has been shown not to have.

use super::region::{Cells, for_each_domino, for_each_part, normal_form};
use super::rules::CramRules;
use crate::theory::nimber::Nimber;
use rustc_hash::FxHashMap;

/// What is known of one symmetry class of parts.
#[derive(Clone, Copy, Debug, Default)]
struct Known {
    /// Its value, once found (`u8::MAX`: not yet).
    value: u8,
    /// Bit `u`: the value is not `u` (for `u` < 64).
    not: u64,
}

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
    memo: FxHashMap<Cells, Known>,
    rules: CramRules,
}

impl Default for CramSolver {
    fn default() -> Self {
        CramSolver::new()
    }
}

impl CramSolver {
    /// A solver with an empty memo.
    pub fn new() -> CramSolver {
        CramSolver {
            memo: FxHashMap::default(),
            rules: CramRules::new(),
        }
    }

    /// The Grundy value of the empty cells `cells`.
    pub fn grundy(&mut self, cells: Cells) -> Nimber {
        let mut total = 0;
        for_each_part(cells, &mut |part| total ^= self.part_value(part));
        Nimber(u32::from(total))
    }

    /// How many symmetry classes of parts are stored.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The value of a part known without search, else its normal form.
    fn known(&self, part: Cells) -> Result<u8, Cells> {
        match self.rules.known_part_value(part) {
            Some(v) => Ok(v as u8),
            None => Err(normal_form(part)),
        }
    }

    /// The value of one connected part.
    fn part_value(&mut self, part: Cells) -> u8 {
        match self.known(part) {
            Ok(v) => v,
            Err(key) => self.key_value(key),
        }
    }

    /// Whether the part whose normal form is `key` has value `v`: whether the part plus a nim
    /// heap of `v` is a second-player win.
    fn has_value(&mut self, key: Cells, v: u8) -> bool {
        let known = self.memo.get(&key).copied().unwrap_or(Known {
            value: u8::MAX,
            not: 0,
        });
        if known.value != u8::MAX {
            return known.value == v;
        }
        if v < 64 && known.not & (1 << v) != 0 {
            return false;
        }
        // Every smaller heap must lose: the value is none of 0..v.
        for u in 0..v {
            if (u >= 64 || known.not & (1 << u) == 0) && self.has_value(key, u) {
                return false;
            }
        }
        // No option may have value v. Each option is split once into parts: the values known
        // without search are xored together, the others kept by normal form.
        let mut options: Vec<(u8, usize, usize, u32)> = Vec::new();
        let mut searched: Vec<(u32, Cells)> = Vec::new();
        for_each_domino(key, &mut |_, _, left| {
            let start = searched.len();
            let mut known = 0u8;
            for_each_part(left, &mut |part| match self.known(part) {
                Ok(value) => known ^= value,
                Err(key) => searched.push((part.count_ones(), key)),
            });
            let parts = &mut searched[start..];
            parts.sort_unstable_by_key(|&(size, _)| size);
            let largest = parts.last().map_or(0, |&(size, _)| size);
            options.push((known, start, searched.len(), largest));
        });
        // Options whose value is stored already go first; then those whose largest part is
        // smallest, the cheapest to value.
        let mut refuted = false;
        options.retain(|&(known, start, end, _)| {
            let mut value = Some(known);
            for &(_, part) in &searched[start..end] {
                value = value.and_then(|x| {
                    let stored = self.memo.get(&part).filter(|k| k.value != u8::MAX)?;
                    Some(x ^ stored.value)
                });
            }
            match value {
                Some(value) => {
                    refuted |= value == v;
                    false
                }
                None => true,
            }
        });
        if !refuted {
            options.sort_unstable_by_key(|&(_, _, _, largest)| largest);
            for (known, start, end) in options.into_iter().map(|(k, s, e, _)| (k, s, e)) {
                let (&(_, largest), rest) =
                    searched[start..end].split_last().expect("a part searched");
                let rest_value = rest.iter().fold(known, |x, &(_, p)| x ^ self.key_value(p));
                if self.has_value(largest, v ^ rest_value) {
                    refuted = true;
                    break;
                }
            }
        }
        if refuted {
            let entry = self.memo.entry(key).or_insert(Known {
                value: u8::MAX,
                not: 0,
            });
            if v < 64 {
                entry.not |= 1 << v;
            }
            return false;
        }
        self.memo.insert(key, Known { value: v, not: 0 });
        true
    }

    /// The value of the part whose normal form is `key`.
    fn key_value(&mut self, key: Cells) -> u8 {
        let mut v = 0;
        while !self.has_value(key, v) {
            v += 1;
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::Solver;
    use crate::games::cram::region::cell;
    use crate::games::cram::rules::PlainCram;

    #[test]
    fn agrees_with_the_plain_search_on_rectangles_with_holes() {
        let mut plain = Solver::new(PlainCram);
        let mut solver = CramSolver::new();
        for (h, w) in [(3, 4), (4, 4), (3, 5), (2, 7)] {
            let full = (0..h)
                .flat_map(|r| (0..w).map(move |c| cell(r, c)))
                .fold(0, |a, b| a | b);
            for hole in 0..(h * w) {
                let cells = full & !cell(hole / w, hole % w);
                assert_eq!(
                    solver.grundy(cells),
                    plain.grundy(&cells),
                    "{h}x{w} - {hole}"
                );
            }
        }
    }
}
