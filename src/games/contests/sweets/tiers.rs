//! Sweets as a [`Tiered`] game: tier `k` holds the positions with `k` chocolates, every move
//! eats at least one so goes to a lower tier, and a position's index in its tier is the rank of
//! its cell set among the sets of `k` cells of the board (the combinatorial number system:
//! cells `c_1 < … < c_k` rank as `C(c_1, 1) + … + C(c_k, k)`). Ranks follow the sets' numeric
//! order, so a tier is walked in index order by stepping to the next larger number with the
//! same count of bits.

use super::geometry::{Cells, Hexagon, NO_CELL};
use crate::engine::tiers::{Tiered, TieredUnmoves, binomial};
use crate::tables::format::TierFile;
use crate::tables::{TableDir, TableError};

/// Every board of one side, tier by tier.
pub struct SweetsTiers {
    hexagon: &'static Hexagon,
    /// `binomials[n * 64 + k]` = C(n, k) for n, k up to the cell count.
    binomials: Vec<u64>,
    next: [Vec<u8>; 3],
}

impl SweetsTiers {
    /// The tiers of `hexagon`'s boards.
    pub fn new(hexagon: &'static Hexagon) -> SweetsTiers {
        let n = hexagon.cell_count() as u64;
        let binomials = (0..=n)
            .flat_map(|a| (0..64).map(move |b| binomial(a, b)))
            .collect();
        let next = hexagon.next_indices();
        SweetsTiers {
            hexagon,
            binomials,
            next,
        }
    }

    /// The board.
    pub fn hexagon(&self) -> &'static Hexagon {
        self.hexagon
    }

    /// The rank of a cell set among the sets of as many cells.
    pub fn rank(&self, cells: Cells) -> u64 {
        let mut rank = 0;
        let mut bits = cells.0;
        let mut i = 1;
        while bits != 0 {
            rank += self.binomials[bits.trailing_zeros() as usize * 64 + i];
            bits &= bits - 1;
            i += 1;
        }
        rank
    }

    /// The set of `k` cells of rank `rank`.
    pub fn unrank(&self, k: usize, mut rank: u64) -> Cells {
        let mut bits = 0u64;
        let mut c = self.hexagon.cell_count();
        for i in (1..=k).rev() {
            // The largest cell c with C(c, i) <= rank.
            c -= 1;
            while self.binomials[c * 64 + i] > rank {
                c -= 1;
            }
            bits |= 1 << c;
            rank -= self.binomials[c * 64 + i];
        }
        Cells(bits)
    }
}

/// The next larger number with as many bits set (Gosper's hack); `bits` must not be 0.
fn next_same_count(bits: u64) -> u64 {
    let low = bits & bits.wrapping_neg();
    let ripple = bits.wrapping_add(low);
    (((ripple ^ bits) >> 2) / low) | ripple
}

impl Tiered for SweetsTiers {
    type Position = Cells;

    fn tier_count(&self) -> usize {
        self.hexagon.cell_count() + 1
    }

    fn tier_size(&self, tier: usize) -> u64 {
        self.binomials[self.hexagon.cell_count() * 64 + tier]
    }

    /// A move eats at most one whole line: `2 * side - 1` chocolates.
    fn child_tiers(&self, tier: usize) -> std::ops::Range<usize> {
        tier.saturating_sub(2 * self.hexagon.side() - 1)..tier
    }

    fn locate(&self, position: &Cells) -> (usize, u64) {
        (position.len(), self.rank(*position))
    }

    fn for_each_in(
        &self,
        tier: usize,
        indices: std::ops::Range<u64>,
        visit: &mut dyn FnMut(u64, &Cells),
    ) {
        if indices.is_empty() {
            return;
        }
        let mut cells = self.unrank(tier, indices.start);
        for index in indices {
            visit(index, &cells);
            if tier > 0 {
                cells = Cells(next_same_count(cells.0));
            }
        }
    }

    /// Every run of chocolates on a line, each once.
    fn children(&self, position: &Cells, visit: &mut dyn FnMut(usize, u64) -> bool) {
        let k = position.len();
        for start in position.iter() {
            for (d, next) in self.next.iter().enumerate() {
                let mut run = Cells::single(start);
                if d == 0 && !visit(k - 1, self.rank(position.without(run))) {
                    return;
                }
                let mut at = start.0;
                loop {
                    let n = next[usize::from(at)];
                    if n == NO_CELL || position.0 >> n & 1 == 0 {
                        break;
                    }
                    run = Cells(run.0 | 1 << n);
                    if !visit(k - run.len(), self.rank(position.without(run))) {
                        return;
                    }
                    at = n;
                }
            }
        }
    }
}

/// An un-move puts back a run of chocolates on the empty cells of a line: the inverse of eating
/// that run.
impl TieredUnmoves for SweetsTiers {
    /// Every run of `tier - k` empty cells on a line, each once (a single cell once, not once
    /// per direction); a run longer than a line has none.
    fn parents(&self, position: &Cells, tier: usize, visit: &mut dyn FnMut(u64)) {
        let Some(length) = tier.checked_sub(position.len()).filter(|&l| l > 0) else {
            return;
        };
        let empty = self.hexagon.all().without(*position);
        for start in empty.iter() {
            if length == 1 {
                visit(self.rank(*position | Cells::single(start)));
                continue;
            }
            for next in &self.next {
                let mut run = Cells::single(start);
                let mut at = start.0;
                while run.len() < length {
                    let n = next[usize::from(at)];
                    if n == NO_CELL || position.0 >> n & 1 != 0 {
                        break;
                    }
                    run = Cells(run.0 | 1 << n);
                    at = n;
                }
                if run.len() == length {
                    visit(self.rank(*position | run));
                }
            }
        }
    }
}

/// The name of a sweets table of side `side` in its manifest.
pub fn table_kind(side: usize) -> String {
    format!("sweets side {side}")
}

/// Answers read from a table directory built by `cgsolve tables sweets`.
pub struct TableAnswers {
    dir: TableDir,
    tiers: SweetsTiers,
    files: Vec<Option<Option<TierFile>>>,
    noted: Vec<bool>,
    /// What the caller should tell the person running it, not yet taken.
    notes: Vec<String>,
}

impl TableAnswers {
    /// The table at `path`: refused when it is not a sweets table.
    pub fn open(path: &std::path::Path) -> Result<TableAnswers, TableError> {
        let dir = TableDir::open(path)?;
        let side = dir
            .kind()
            .strip_prefix("sweets side ")
            .and_then(|s| s.parse().ok())
            .and_then(Hexagon::of_side)
            .ok_or_else(|| TableError::Format {
                file: path.join("table.txt"),
                message: format!("a table of {}, not of sweets", dir.kind()),
            })?;
        let tiers = SweetsTiers::new(side);
        let count = tiers.tier_count();
        Ok(TableAnswers {
            dir,
            tiers,
            files: (0..count).map(|_| None).collect(),
            noted: vec![false; count],
            notes: Vec::new(),
        })
    }

    /// The notes made since they were last taken: tiers missing or damaged, whose positions
    /// were answered by search.
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// The side of the table's boards.
    pub fn side(&self) -> usize {
        self.tiers.hexagon().side()
    }

    /// Whether the player to move wins `position`, from the table; `None` (with a note, once
    /// per tier, for [`take_notes`](TableAnswers::take_notes)) when the board is of another side, its tier is not built,
    /// or its block is damaged: the caller then searches.
    pub fn is_win(&mut self, position: &super::Sweets) -> Option<bool> {
        if position.hexagon().side() != self.side() {
            return None;
        }
        let (tier, index) = self.tiers.locate(&position.chocolates());
        let opened = match &mut self.files[tier] {
            Some(file) => Ok(file),
            slot => self.dir.tier(tier).map(|f| slot.insert(f)),
        };
        let answer = match opened {
            Ok(Some(file)) => file.is_win(index).map(Some),
            Ok(None) => Ok(None),
            Err(e) => Err(e),
        };
        match answer {
            Ok(Some(win)) => Some(win),
            Ok(None) => {
                if !std::mem::replace(&mut self.noted[tier], true) {
                    self.notes.push(format!(
                        "tier {tier} ({tier} chocolates) is not in the table {}: answered by \
                         search",
                        self.dir.tier_path(tier).display()
                    ));
                }
                None
            }
            Err(e) => {
                self.notes.push(format!("{e}: answered by search"));
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::solve::{CONTEST_SIDE, ContestTable};
    use super::*;
    use crate::engine::solver::Solver;
    use crate::engine::tiers::solve_all;
    use proptest::prelude::*;

    #[test]
    fn ranks_walk_each_tier_in_order() {
        let tiers = SweetsTiers::new(Hexagon::of_side(3).unwrap());
        for k in 0..=19 {
            let mut seen = 0;
            tiers.for_each_in(k, 0..tiers.tier_size(k), &mut |i, cells| {
                assert_eq!(cells.len(), k);
                assert_eq!(tiers.rank(*cells), i);
                assert_eq!(tiers.unrank(k, i), *cells);
                seen += 1;
            });
            assert_eq!(seen, tiers.tier_size(k));
        }
        assert_eq!((0..=19).map(|k| tiers.tier_size(k)).sum::<u64>(), 1 << 19);
    }

    #[test]
    fn side_3_tiers_agree_with_the_contest_table() {
        let tiers = SweetsTiers::new(Hexagon::of_side(CONTEST_SIDE).unwrap());
        let solved = solve_all(&tiers, 19);
        let table = ContestTable::build();
        let mut wins = 0;
        for p in 0..1u64 << 19 {
            let (k, i) = tiers.locate(&Cells(p));
            assert_eq!(solved[k].is_win(i), table.is_win(Cells(p)), "{p:#x}");
            wins += u64::from(table.is_win(Cells(p)));
        }
        assert_eq!(solved.iter().map(|t| t.wins()).sum::<u64>(), wins);
    }

    /// The moves of `position` as (tier, index) pairs, in the order `children` gives them.
    fn children_of(tiers: &SweetsTiers, position: Cells) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        tiers.children(&position, &mut |t, i| {
            out.push((t, i));
            true
        });
        out
    }

    /// The parents of `position` in every tier above it, as (tier, index) pairs.
    fn parents_of(tiers: &SweetsTiers, position: Cells) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for tier in position.len() + 1..tiers.tier_count() {
            tiers.parents(&position, tier, &mut |i| out.push((tier, i)));
        }
        out
    }

    #[test]
    fn side_2_unmoves_are_exactly_the_moves_reversed() {
        let tiers = SweetsTiers::new(Hexagon::of_side(2).unwrap());
        let mut edges = Vec::new();
        for q in 0..1u64 << 7 {
            for child in children_of(&tiers, Cells(q)) {
                edges.push((child, tiers.locate(&Cells(q))));
            }
        }
        let mut reversed = Vec::new();
        for p in 0..1u64 << 7 {
            for parent in parents_of(&tiers, Cells(p)) {
                reversed.push((tiers.locate(&Cells(p)), parent));
            }
        }
        assert!(!edges.is_empty());
        edges.sort_unstable();
        reversed.sort_unstable();
        assert_eq!(edges, reversed);
    }

    /// Side 4, tiers up to 7: solved once for the property below.
    fn side_4() -> &'static (SweetsTiers, Vec<crate::engine::tiers::TierBits>) {
        static SOLVED: std::sync::OnceLock<(SweetsTiers, Vec<crate::engine::tiers::TierBits>)> =
            std::sync::OnceLock::new();
        SOLVED.get_or_init(|| {
            let tiers = SweetsTiers::new(Hexagon::of_side(4).unwrap());
            let solved = solve_all(&tiers, 7);
            (tiers, solved)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// Every parent of a side-4 board has a move to it, each parent once; every move of a
        /// board is undone by one of its child's parents.
        #[test]
        fn side_4_unmoves_invert_moves(bits in 0u64..1 << 37) {
            let tiers = SweetsTiers::new(Hexagon::of_side(4).unwrap());
            let p = Cells(bits);
            let at = tiers.locate(&p);
            let parents = parents_of(&tiers, p);
            let mut unique = parents.clone();
            unique.sort_unstable();
            unique.dedup();
            prop_assert_eq!(unique.len(), parents.len());
            for &(tier, index) in &parents {
                prop_assert!(children_of(&tiers, tiers.unrank(tier, index)).contains(&at));
            }
            for (tier, index) in children_of(&tiers, p) {
                let mut found = 0;
                tiers.parents(&tiers.unrank(tier, index), at.0, &mut |i| {
                    found += u32::from(i == at.1);
                });
                prop_assert_eq!(found, 1);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn side_4_tiers_agree_with_the_plain_search(k in 0usize..=7, seed in any::<u64>()) {
            let (tiers, solved) = side_4();
            let index = seed % tiers.tier_size(k);
            let cells = tiers.unrank(k, index);
            let hex = tiers.hexagon();
            let grundy = Solver::new(hex).grundy(&cells);
            prop_assert_eq!(solved[k].is_win(index), grundy.0 != 0);
        }
    }
}
