//! The rare/common ("sparse space") method for codes whose moves leave at most two heaps.
//!
//! Pick a mask `M` and call a value *rare* when `v & M` has an even number of 1 bits (0 is
//! rare), *common* otherwise. The class of a xor is the xor of the classes, so an option
//! leaving two heaps has a common value exactly when one heap is rare and the other common.
//! Where rare heaps are few (Kayles, Grundy's game), the options with a rare part are few
//! too: listing them gives every common option value, so the least common value missing is
//! certain at once. The rare values below it are covered by pairs of common heaps, found after
//! a short scan; only when a rare value is truly missing (a new rare heap) does the scan run
//! over every split. The answer is exact whatever the mask: a poor mask only costs time.

use super::code::{Code, Constraint};
use crate::theory::nimber::{MexSet, Nimber};

/// One move size of a code whose moves leave at most two heaps.
#[derive(Clone, Copy, Debug)]
struct Take {
    taken: u32,
    /// May take the whole heap (leave no heap).
    none: bool,
    /// May leave one heap.
    one: bool,
    /// May leave two heaps, under this constraint.
    two: Option<Constraint>,
}

/// The rare/common solver: extends a Grundy sequence one heap at a time.
#[derive(Clone, Debug)]
pub struct Sparse {
    takes: Vec<Take>,
    mask: u32,
    /// The rare heaps (at least 1), ascending.
    rare: Vec<u32>,
    seen: MexSet,
    next_mask_check: usize,
}

/// Whether `value` is rare under `mask`.
pub fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

/// The mask that makes the fewest of `values` rare, and how many it makes rare; ties go to the
/// smaller mask.
///
/// ```
/// use cgsolve::games::impartial::heap::best_mask;
/// // Kayles from heap 72: every value has an odd number of 1 bits among the low four.
/// assert_eq!(best_mask(&[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]), (15, 0));
/// ```
pub fn best_mask(values: &[u32]) -> (u32, usize) {
    let top = values.iter().copied().max().unwrap_or(0);
    let width = 32 - top.leading_zeros();
    let mut count = vec![0usize; (1usize << width).max(1)];
    for &v in values {
        count[v as usize] += 1;
    }
    let present: Vec<(u32, usize)> = (0..count.len() as u32)
        .filter(|&v| count[v as usize] > 0)
        .map(|v| (v, count[v as usize]))
        .collect();
    let mut best = (0, values.len());
    for mask in 1..(1u32 << width) {
        let rare: usize = present
            .iter()
            .filter(|(v, _)| is_rare(*v, mask))
            .map(|(_, c)| c)
            .sum();
        if rare < best.1 {
            best = (mask, rare);
        }
    }
    best
}

impl Sparse {
    /// A solver for `code`, or `None` when a move may leave three heaps or more, or the code
    /// has a repeating tail.
    pub fn new(code: &Code) -> Option<Sparse> {
        let max = code.max_take()?;
        if code.max_heaps() > 2 {
            return None;
        }
        let takes = (0..=max)
            .map(|k| (k, code.digit(k)))
            .filter(|(_, d)| d.heaps != 0)
            .map(|(k, d)| Take {
                taken: k as u32,
                none: d.leaves(0) && k > 0,
                one: d.leaves(1) && k > 0,
                two: d.leaves(2).then_some(d.constraint),
            })
            .collect();
        Some(Sparse {
            takes,
            mask: 0,
            rare: Vec::new(),
            seen: MexSet::default(),
            next_mask_check: 64,
        })
    }

    /// The mask in use and the rare heaps so far (heaps of at least one counter).
    pub fn rare_heaps(&self) -> (u32, &[u32]) {
        (self.mask, &self.rare)
    }

    /// Appends g(n) for n = `g.len()`.
    pub fn push_next(&mut self, g: &mut Vec<u32>) {
        let n = g.len();
        if n == self.next_mask_check {
            self.choose_mask(g);
            self.next_mask_check *= 2;
        }
        let value = self.value(g, n as u32);
        if n > 0 && is_rare(value, self.mask) {
            self.rare.push(n as u32);
        }
        g.push(value);
    }

    /// Chooses the mask that makes the fewest of the last half of the values rare.
    fn choose_mask(&mut self, g: &[u32]) {
        let (mask, _) = best_mask(&g[g.len() / 2..]);
        if mask != self.mask {
            self.mask = mask;
            self.rare = (1..g.len() as u32)
                .filter(|&n| is_rare(g[n as usize], mask))
                .collect();
        }
    }

    fn value(&mut self, g: &[u32], n: u32) -> u32 {
        let seen = &mut self.seen;
        seen.clear();
        for t in &self.takes {
            if t.taken > n {
                break;
            }
            let m = n - t.taken;
            if t.none && m == 0 {
                seen.insert(Nimber(0));
            }
            if t.one && m >= 1 {
                seen.insert(Nimber(g[m as usize]));
            }
            match t.two {
                Some(Constraint::Equal) if m >= 2 && m.is_multiple_of(2) => seen.insert(Nimber(0)),
                Some(c) if c != Constraint::Equal && m >= 2 => {
                    for &r in self.rare.iter().take_while(|&&r| r < m) {
                        let b = m - r;
                        if b != r || c == Constraint::Any {
                            seen.insert(Nimber(g[r as usize] ^ g[b as usize]));
                        }
                    }
                }
                _ => {}
            }
        }
        // Every common option is listed: scan pairs of heaps only while the least value
        // missing is rare.
        let mut candidate = seen.mex().0;
        if !is_rare(candidate, self.mask) {
            return candidate;
        }
        // Splits of every move size side by side, smallest heap first: a witness is usually
        // among the first few splits of one move size or another.
        let mut splits: Vec<(u32, u32)> = Vec::with_capacity(self.takes.len());
        for t in &self.takes {
            match t.two {
                Some(c) if c != Constraint::Equal && t.taken + 2 <= n => {
                    let m = n - t.taken;
                    splits.push((
                        m,
                        if c == Constraint::Any {
                            m / 2
                        } else {
                            (m - 1) / 2
                        },
                    ));
                }
                _ => {}
            }
        }
        let longest = splits.iter().map(|&(_, last)| last).max().unwrap_or(0);
        for a in 1..=longest {
            for &(m, last) in &splits {
                if a > last {
                    continue;
                }
                let value = g[a as usize] ^ g[(m - a) as usize];
                seen.insert(Nimber(value));
                if value == candidate {
                    candidate = seen.mex().0;
                    if !is_rare(candidate, self.mask) {
                        return candidate;
                    }
                }
            }
        }
        candidate
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::impartial::heap::plain::plain_values;

    fn sparse_values(code: &str, to: u32) -> Vec<u32> {
        let mut s = Sparse::new(&code.parse().unwrap()).unwrap();
        let mut g = Vec::new();
        for _ in 0..=to {
            s.push_next(&mut g);
        }
        g
    }

    #[test]
    fn agrees_with_the_plain_loop_on_classic_games() {
        for code in [
            "0.77", "0.07", "4!.0", "0.137", "4.7", "0.6", "0.56", "0.2!4=", "0.7?", "4?.04",
        ] {
            let plain = plain_values(&code.parse().unwrap(), 700);
            assert_eq!(sparse_values(code, 700), plain, "{code}");
        }
    }

    #[test]
    fn codes_that_leave_three_heaps_are_refused() {
        assert!(Sparse::new(&"0.F".parse().unwrap()).is_none());
        assert!(Sparse::new(&"0.[3]".parse().unwrap()).is_none());
    }
}
