//! Boards of k in a row numbered in tiers for whole-game tables: tier `k` holds the boards of
//! `k` stones, `⌈k/2⌉` of X and `⌊k/2⌋` of O (X moves first), and every move places one
//! stone. A board's index is the rank of its occupied cells times `C(k, ⌈k/2⌉)` plus the rank
//! of X's stones among them (the combinatorial number system: bits `b_1 < … < b_j` rank as
//! `C(b_1, 1) + … + C(b_j, j)`).
//!
//! Without gravity the occupied cells are any `k` of the board's, ranked among the sets of
//! `k` cells. Under gravity they are ranked by their columns' heights (each column filled
//! from the bottom), in lexicographic order among the heights that sum to `k`: a board with a
//! stone floating is never numbered (in Connect Four 7 × 6, 6 to 8.9 million times fewer
//! sets than every set of `k` cells). Boards that play does not reach (both
//! players with a line, play gone on past a line) are numbered and marked unreached by the
//! table's first pass.

use super::{Board, InARow};
use crate::engine::scored::tiers::TierRanking;
use crate::engine::tiers::binomial;

/// The tiers of a board of k in a row.
#[derive(Clone, Debug)]
pub struct InARowTiers {
    rows: u8,
    cols: u8,
    gravity: bool,
    /// `binomials[n * 65 + k]` = C(n, k), saturating, for n, k up to 64.
    binomials: Vec<u64>,
    /// Under gravity, `heights[c * (cells + 1) + s]`: how many heights of `c` columns sum to
    /// `s` (saturating).
    heights: Vec<u64>,
    /// Under gravity, the cells of each column.
    columns: Vec<u64>,
    /// Under gravity, `before[(c * (cells + 1) + s) * (rows + 1) + h]`: how many heights of
    /// columns `c..` summing to `s` rank before those whose column `c` has height `h`.
    before: Vec<u64>,
}

impl InARowTiers {
    /// The tiers of the boards of `rules`.
    pub fn new(rules: &InARow) -> InARowTiers {
        let (rows, cols) = (usize::from(rules.rows), usize::from(rules.cols));
        let cells = rows * cols;
        let binomials = (0..=64u64)
            .flat_map(|n| (0..=64u64).map(move |k| binomial(n, k)))
            .collect();
        let mut heights = vec![0u64; (cols + 1) * (cells + 1)];
        heights[0] = 1;
        for c in 1..=cols {
            for s in 0..=cells {
                heights[c * (cells + 1) + s] = (0..=rows.min(s))
                    .map(|h| heights[(c - 1) * (cells + 1) + s - h])
                    .fold(0u64, u64::saturating_add);
            }
        }
        let columns = (0..cols)
            .map(|c| (0..rows).fold(0u64, |m, r| m | 1 << (r * cols + c)))
            .collect();
        let mut before = vec![0u64; cols * (cells + 1) * (rows + 1)];
        for c in 0..cols {
            for left in 0..=cells {
                let at = (c * (cells + 1) + left) * (rows + 1);
                for h in 1..=rows.min(left) {
                    let rest = heights[(cols - c - 1) * (cells + 1) + left - (h - 1)];
                    before[at + h] = before[at + h - 1].saturating_add(rest);
                }
            }
        }
        InARowTiers {
            rows: rules.rows,
            cols: rules.cols,
            gravity: rules.gravity,
            binomials,
            heights,
            columns,
            before,
        }
    }

    fn cells(&self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    fn binomial(&self, n: usize, k: usize) -> u64 {
        self.binomials[n * 65 + k]
    }

    /// How many heights of `c` columns sum to `s`.
    fn ways(&self, c: usize, s: usize) -> u64 {
        self.heights[c * (self.cells() + 1) + s]
    }

    /// How many sets of occupied cells tier `k` numbers.
    fn occupied_count(&self, k: usize) -> u64 {
        if self.gravity {
            self.ways(usize::from(self.cols), k)
        } else {
            self.binomial(self.cells(), k)
        }
    }

    /// The rank of the set of bits `bits` among the sets of as many bits.
    fn rank_bits(&self, mut bits: u64) -> u64 {
        let mut rank = 0;
        let mut i = 1;
        while bits != 0 {
            rank += self.binomial(bits.trailing_zeros() as usize, i);
            bits &= bits - 1;
            i += 1;
        }
        rank
    }

    /// The set of `k` bits below `n` of rank `rank`.
    fn unrank_bits(&self, n: usize, k: usize, mut rank: u64) -> u64 {
        let mut bits = 0u64;
        let mut c = n;
        for i in (1..=k).rev() {
            // The largest c with C(c, i) <= rank.
            c -= 1;
            while self.binomial(c, i) > rank {
                c -= 1;
            }
            bits |= 1 << c;
            rank -= self.binomial(c, i);
        }
        bits
    }

    /// The rank of the occupied cells `occupied`, `k` of them.
    fn rank_occupied(&self, occupied: u64, k: usize) -> u64 {
        if !self.gravity {
            return self.rank_bits(occupied);
        }
        let (cells, rows) = (self.cells(), usize::from(self.rows));
        let mut left = k;
        let mut rank = 0;
        for (c, &column) in self.columns.iter().enumerate() {
            let h = (occupied & column).count_ones() as usize;
            rank += self.before[(c * (cells + 1) + left) * (rows + 1) + h];
            left -= h;
        }
        rank
    }

    /// The occupied cells of rank `rank`, `k` of them.
    fn unrank_occupied(&self, k: usize, mut rank: u64) -> u64 {
        if !self.gravity {
            return self.unrank_bits(self.cells(), k, rank);
        }
        let (rows, cols) = (usize::from(self.rows), usize::from(self.cols));
        let mut left = k;
        let mut occupied = 0u64;
        for c in 0..cols {
            let mut h = 0;
            while self.ways(cols - c - 1, left - h) <= rank {
                rank -= self.ways(cols - c - 1, left - h);
                h += 1;
            }
            for r in rows - h..rows {
                occupied |= 1 << (r * cols + c);
            }
            left -= h;
        }
        occupied
    }
}

/// The next larger number with as many bits set (Gosper's hack); `bits` must not be 0.
fn next_same_count(bits: u64) -> u64 {
    let low = bits & bits.wrapping_neg();
    let ripple = bits.wrapping_add(low);
    (((ripple ^ bits) >> 2) / low) | ripple
}

/// The bits of `bits` at the places of `mask`'s bits, gathered to the low end (x86's `pext`).
fn gather(bits: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut at = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if bits & low != 0 {
            out |= 1 << at;
        }
        at += 1;
        mask &= mask - 1;
    }
    out
}

/// The low bits of `bits` spread to the places of `mask`'s bits (x86's `pdep`).
fn scatter(mut bits: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if bits & 1 != 0 {
            out |= low;
        }
        bits >>= 1;
        mask &= mask - 1;
    }
    out
}

impl TierRanking for InARowTiers {
    type Position = Board;

    fn tier_count(&self) -> usize {
        self.cells() + 1
    }

    fn tier_size(&self, tier: usize) -> u64 {
        self.occupied_count(tier)
            .saturating_mul(self.binomial(tier, tier.div_ceil(2)))
    }

    fn locate(&self, b: &Board) -> (usize, u64) {
        let occupied = b.x | b.o;
        let k = occupied.count_ones() as usize;
        let xs = self.binomial(k, k.div_ceil(2));
        let index = self.rank_occupied(occupied, k) * xs + self.rank_bits(gather(b.x, occupied));
        (k, index)
    }

    fn unrank(&self, tier: usize, index: u64) -> Board {
        let xs = self.binomial(tier, tier.div_ceil(2));
        let occupied = self.unrank_occupied(tier, index / xs);
        let x = scatter(
            self.unrank_bits(tier, tier.div_ceil(2), index % xs),
            occupied,
        );
        Board {
            x,
            o: occupied & !x,
            rows: self.rows,
            cols: self.cols,
        }
    }

    /// Steps from a board to the next: X's stones to the next set of as many among the same
    /// occupied cells, or, past the last, the next occupied cells (the next set of as many
    /// cells, or under gravity unranked) with X's stones on the lowest of them.
    fn for_each_in(
        &self,
        tier: usize,
        indices: std::ops::Range<u64>,
        visit: &mut dyn FnMut(u64, &Board),
    ) {
        if indices.is_empty() {
            return;
        }
        let x_count = tier.div_ceil(2);
        let xs = self.binomial(tier, x_count);
        let (mut occupied_rank, mut x_rank) = (indices.start / xs, indices.start % xs);
        let mut occupied = self.unrank_occupied(tier, occupied_rank);
        let mut x_bits = self.unrank_bits(tier, x_count, x_rank);
        for index in indices.clone() {
            let x = scatter(x_bits, occupied);
            let board = Board {
                x,
                o: occupied & !x,
                rows: self.rows,
                cols: self.cols,
            };
            visit(index, &board);
            if index + 1 == indices.end {
                break;
            }
            x_rank += 1;
            if x_rank < xs {
                x_bits = next_same_count(x_bits);
                continue;
            }
            x_rank = 0;
            x_bits = (1 << x_count) - 1;
            occupied_rank += 1;
            occupied = if self.gravity {
                self.unrank_occupied(tier, occupied_rank)
            } else {
                next_same_count(occupied)
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scored::tiers::{reach_all, solve_all};
    use crate::engine::scored::{End, Solved, reference};

    /// Every index of every tier unranks to a board of that tier that ranks back to it, and
    /// under gravity no stone floats; stepping through a tier from an index within it gives
    /// the boards unranked one by one.
    fn check_ranks(rules: &InARow) {
        let tiers = InARowTiers::new(rules);
        for tier in 0..tiers.tier_count() {
            let size = tiers.tier_size(tier);
            let mut walked = Vec::new();
            tiers.for_each_in(tier, size / 3..size, &mut |i, b| walked.push((i, *b)));
            let unranked: Vec<(u64, Board)> = (size / 3..size)
                .map(|i| (i, tiers.unrank(tier, i)))
                .collect();
            assert_eq!(walked, unranked, "tier {tier}");
            for index in 0..size {
                let b = tiers.unrank(tier, index);
                assert_eq!(tiers.locate(&b), (tier, index), "{b}");
                assert!(b.x_to_move() || b.x.count_ones() == b.o.count_ones() + 1);
                if rules.gravity {
                    let all = b.x | b.o;
                    let cols = u32::from(b.cols);
                    let bottom = ((1u64 << cols) - 1) << (b.cells() - cols);
                    assert_eq!(all & !(all >> cols) & !bottom, 0, "{b}");
                }
            }
        }
    }

    #[test]
    fn ranks_and_unranks_agree() {
        check_ranks(&InARow::new(3, 3, 3, false).unwrap());
        check_ranks(&InARow::new(3, 4, 3, true).unwrap());
        check_ranks(&InARow::new(4, 3, 3, true).unwrap());
    }

    #[test]
    fn gravity_tiers_number_stacked_boards_only() {
        // 2 columns of 2 rows: heights summing to 2 are (0,2), (1,1), (2,0).
        let tiers = InARowTiers::new(&InARow::new(2, 2, 2, true).unwrap());
        let sizes: Vec<u64> = (0..5).map(|t| tiers.tier_size(t)).collect();
        assert_eq!(sizes, [1, 2, 3 * 2, 2 * 3, 6]);
    }

    #[test]
    fn tic_tac_toe_has_5478_positions_and_is_a_tie_in_9() {
        let rules = InARow::new(3, 3, 3, false).unwrap();
        let tiers = InARowTiers::new(&rules);
        let start = Board::empty(3, 3);
        let reached: u64 = reach_all(&rules, &tiers, &start)
            .iter()
            .map(|r| r.count())
            .sum();
        assert_eq!(reached, 5478);
        let entries = solve_all(&rules, &tiers, &start);
        let counted: u64 = entries.iter().map(|e| e.counts().reached()).sum();
        assert_eq!(counted, 5478);
        assert_eq!(
            entries[0].get(0).solved(),
            Some(Solved {
                end: End::Tie,
                remoteness: 9
            })
        );
    }

    /// Every position of the table agrees with the plain minimax, and every position the
    /// table leaves out is one play does not reach.
    fn check_against_reference(rules: &InARow) {
        let tiers = InARowTiers::new(rules);
        let start = Board::empty(rules.rows, rules.cols);
        let entries = solve_all(rules, &tiers, &start);
        let mut reached = std::collections::HashSet::new();
        let mut stack = vec![start];
        while let Some(b) = stack.pop() {
            if reached.insert(b) {
                for (_, q) in crate::engine::scored::ScoredRules::move_list(rules, &b) {
                    stack.push(q);
                }
            }
        }
        let mut count = 0;
        for (tier, e) in entries.iter().enumerate() {
            for index in 0..e.len() {
                let b = tiers.unrank(tier, index);
                match e.get(index).solved() {
                    None => assert!(!reached.contains(&b), "{b} is reached"),
                    Some(solved) => {
                        count += 1;
                        assert!(reached.contains(&b), "{b} is not reached");
                        assert_eq!(solved, reference(rules, &b), "{b}");
                    }
                }
            }
        }
        assert_eq!(count, reached.len());
    }

    #[test]
    fn tic_tac_toe_table_agrees_with_the_plain_search() {
        check_against_reference(&InARow::new(3, 3, 3, false).unwrap());
    }

    #[test]
    fn small_gravity_tables_agree_with_the_plain_search() {
        check_against_reference(&InARow::new(3, 4, 3, true).unwrap());
        check_against_reference(&InARow::new(4, 3, 3, true).unwrap());
    }
}
