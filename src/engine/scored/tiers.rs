//! Whole-game tables of games decided by the final position, tier by tier: every position
//! reached by play from the start, with its result for the player to move (win, loss or tie)
//! and its remoteness, as the search defines them ([`Solved`]).
//!
//! A game's positions are split into tiers by a [`TierRanking`] (stones placed, lines
//! drawn): every move goes from a tier to the next, and each tier's positions are numbered
//! densely from 0. The numbering may hold positions play never reaches; a first pass from
//! the start, tier after tier upwards, marks those play reaches ([`Reached`]). The tiers are
//! then solved from the last down ([`solve_tier`]): a position's entry is its result at its
//! end, else the best its moves give their maker, read from the tier above, chosen as
//! [`reference`](super::reference) chooses (the greater [`Solved::score`], and between ties
//! the sooner end). Both passes run in parallel over blocks of a tier with rayon.

use super::{End, ScoredRules, Solved, ended};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// A numbering of a game's positions in tiers, every move going from a tier to the next.
pub trait TierRanking: Sync {
    /// A position.
    type Position;

    /// How many tiers there are: tiers are `0..tier_count()`, the start in tier 0.
    fn tier_count(&self) -> usize;

    /// How many indices tier `tier` numbers (saturating at `u64::MAX`).
    fn tier_size(&self, tier: usize) -> u64;

    /// The tier of `position` and its index there.
    fn locate(&self, position: &Self::Position) -> (usize, u64);

    /// The position of index `index` in tier `tier` (below [`tier_size`](Self::tier_size)).
    fn unrank(&self, tier: usize, index: u64) -> Self::Position;

    /// Calls `visit` with the index and the position of every index of tier `tier` in
    /// `indices`, in increasing order (by default each unranked; a ranking may step from one
    /// to the next).
    fn for_each_in(
        &self,
        tier: usize,
        indices: std::ops::Range<u64>,
        visit: &mut dyn FnMut(u64, &Self::Position),
    ) {
        for index in indices {
            visit(index, &self.unrank(tier, index));
        }
    }
}

/// The most remoteness an [`Entry`] holds.
pub const MOST_REMOTENESS: u32 = 63;

/// One position of a table in a byte: its result in the two high bits (0 when play does not
/// reach the position, then lose, tie, win) and its remoteness in the six low bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry(pub u8);

impl Entry {
    /// A position play does not reach from the start.
    pub const UNREACHED: Entry = Entry(0);

    /// The entry of `solved`, a win, loss or tie of remoteness at most [`MOST_REMOTENESS`]
    /// (a table's game is checked to last no longer before it is built; a game scored by a
    /// margin has no table yet: its margin needs a wider entry).
    pub fn of(solved: Solved) -> Entry {
        let result = match solved.end {
            End::Lose => 1,
            End::Tie => 2,
            End::Win => 3,
            End::Margin(_) => unreachable!("a table holds games won, lost or tied"),
        };
        assert!(
            solved.remoteness <= MOST_REMOTENESS,
            "a table's game lasts at most {MOST_REMOTENESS} moves"
        );
        Entry(result << 6 | solved.remoteness as u8)
    }

    /// The result and remoteness held; `None` for a position play does not reach.
    pub fn solved(self) -> Option<Solved> {
        let end = match self.0 >> 6 {
            0 => return None,
            1 => End::Lose,
            2 => End::Tie,
            _ => End::Win,
        };
        Some(Solved {
            end,
            remoteness: u32::from(self.0 & 0x3f),
        })
    }
}

/// The entries of one tier, one byte a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TierEntries {
    bytes: Vec<u8>,
}

impl TierEntries {
    /// The entries stored in `bytes`, one a position.
    pub fn from_bytes(bytes: Vec<u8>) -> TierEntries {
        TierEntries { bytes }
    }

    /// The entry of the position of index `index`.
    pub fn get(&self, index: u64) -> Entry {
        Entry(self.bytes[index as usize])
    }

    /// How many positions the tier numbers.
    pub fn len(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// Whether the tier numbers no position.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The bytes, one a position.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// How many positions play reaches, and of them how many are won, lost and tied for the
    /// player to move.
    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for &b in &self.bytes {
            match b >> 6 {
                1 => c.lose += 1,
                2 => c.tie += 1,
                3 => c.win += 1,
                _ => {}
            }
        }
        c
    }
}

/// How many positions of a tier are won, lost and tied for the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Won.
    pub win: u64,
    /// Lost.
    pub lose: u64,
    /// Tied.
    pub tie: u64,
}

impl Counts {
    /// Every position counted: those play reaches.
    pub fn reached(&self) -> u64 {
        self.win + self.lose + self.tie
    }
}

/// One bit a position of a tier: set when play from the start reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    words: Vec<u64>,
}

impl Reached {
    /// Whether play reaches the position of index `index`.
    pub fn contains(&self, index: u64) -> bool {
        self.words[(index / 64) as usize] >> (index % 64) & 1 != 0
    }

    /// How many positions play reaches.
    pub fn count(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }
}

/// Positions per rayon task of a pass: a multiple of 64.
const TASK_POSITIONS: usize = 1 << 14;

/// Which positions of tier 0 play reaches: `start` alone.
pub fn reached_start<T: TierRanking>(ranking: &T, start: &T::Position) -> Reached {
    let (tier, index) = ranking.locate(start);
    assert_eq!(tier, 0, "the start is in tier 0");
    let mut words = vec![0u64; ranking.tier_size(0).div_ceil(64) as usize];
    words[(index / 64) as usize] |= 1 << (index % 64);
    Reached { words }
}

/// Which positions of tier `tier + 1` play reaches, given those of tier `tier`: every
/// position one move from a reached position that is not over.
pub fn reached_next<R, T>(rules: &R, ranking: &T, tier: usize, reached: &Reached) -> Reached
where
    R: ScoredRules + Sync,
    T: TierRanking<Position = R::Position>,
{
    let size = ranking.tier_size(tier);
    let next: Vec<AtomicU64> = (0..ranking.tier_size(tier + 1).div_ceil(64))
        .map(|_| AtomicU64::new(0))
        .collect();
    reached
        .words
        .par_chunks(TASK_POSITIONS / 64)
        .enumerate()
        .for_each(|(task, words)| {
            let first = (task * TASK_POSITIONS) as u64;
            let end = (first + 64 * words.len() as u64).min(size);
            ranking.for_each_in(tier, first..end, &mut |index, p| {
                let at = index - first;
                if words[(at / 64) as usize] >> (at % 64) & 1 == 0 || ended(rules, p).is_some() {
                    return;
                }
                rules.moves(p, &mut |m| {
                    let (t, i) = ranking.locate(&rules.play(p, &m));
                    debug_assert_eq!(t, tier + 1, "a move goes to the next tier");
                    next[(i / 64) as usize].fetch_or(1 << (i % 64), Ordering::Relaxed);
                });
            });
        });
    Reached {
        words: next.into_iter().map(AtomicU64::into_inner).collect(),
    }
}

/// The entries of tier `tier`: each position `reached` marks solved, from the entries of the
/// tier above (`above`; none for the last tier, whose positions are all over).
pub fn solve_tier<R, T>(
    rules: &R,
    ranking: &T,
    tier: usize,
    reached: &Reached,
    above: Option<&TierEntries>,
) -> TierEntries
where
    R: ScoredRules + Sync,
    T: TierRanking<Position = R::Position>,
{
    let size = ranking.tier_size(tier) as usize;
    let mut bytes = vec![0u8; size];
    bytes
        .par_chunks_mut(TASK_POSITIONS)
        .enumerate()
        .for_each(|(task, entries)| {
            let first = (task * TASK_POSITIONS) as u64;
            let end = first + entries.len() as u64;
            ranking.for_each_in(tier, first..end, &mut |index, p| {
                if reached.contains(index) {
                    entries[(index - first) as usize] =
                        Entry::of(solve_one(rules, ranking, p, above)).0;
                }
            });
        });
    TierEntries { bytes }
}

/// The result of `p` from the entries of the tier above: its end, else its best move's.
fn solve_one<R, T>(rules: &R, ranking: &T, p: &R::Position, above: Option<&TierEntries>) -> Solved
where
    R: ScoredRules,
    T: TierRanking<Position = R::Position>,
{
    if let Some(end) = ended(rules, p) {
        return Solved { end, remoteness: 0 };
    }
    let above = above.expect("a position not over has a tier above");
    let mut best: Option<Solved> = None;
    rules.moves(p, &mut |m| {
        let q = rules.play(p, &m);
        let (_, index) = ranking.locate(&q);
        let child = above
            .get(index)
            .solved()
            .expect("a move from a reached position reaches its child");
        let mine = child.for_maker(rules.mover_keeps_turn(p, &q));
        let better = match best {
            None => true,
            Some(b) if mine.end == End::Tie && b.end == End::Tie => mine.remoteness < b.remoteness,
            Some(b) => mine.score() > b.score(),
        };
        if better {
            best = Some(mine);
        }
    });
    best.expect("a position that is not over has a move")
}

/// Every tier's entries, solved in memory from the last tier down: for tests and small
/// games. `entries[t]` is tier `t`.
pub fn solve_all<R, T>(rules: &R, ranking: &T, start: &R::Position) -> Vec<TierEntries>
where
    R: ScoredRules + Sync,
    T: TierRanking<Position = R::Position>,
{
    let reached = reach_all(rules, ranking, start);
    let mut entries: Vec<TierEntries> = Vec::with_capacity(reached.len());
    for tier in (0..reached.len()).rev() {
        let solved = solve_tier(rules, ranking, tier, &reached[tier], entries.last());
        entries.push(solved);
    }
    entries.reverse();
    entries
}

/// Which positions play reaches, every tier.
pub fn reach_all<R, T>(rules: &R, ranking: &T, start: &R::Position) -> Vec<Reached>
where
    R: ScoredRules + Sync,
    T: TierRanking<Position = R::Position>,
{
    let mut reached = vec![reached_start(ranking, start)];
    for tier in 0..ranking.tier_count() - 1 {
        let next = reached_next(rules, ranking, tier, &reached[tier]);
        reached.push(next);
    }
    reached
}

/// The bytes of memory a build of `ranking`'s tiers holds at most: one bit a position of
/// every tier (which play reaches), and the entries of two neighbouring tiers.
pub fn build_memory<T: TierRanking>(ranking: &T) -> u64 {
    let sizes: Vec<u64> = (0..ranking.tier_count())
        .map(|t| ranking.tier_size(t))
        .collect();
    let bits = sizes
        .iter()
        .map(|s| s.div_ceil(64).saturating_mul(8))
        .fold(0u64, u64::saturating_add);
    let pair = sizes
        .windows(2)
        .map(|w| w[0].saturating_add(w[1]))
        .chain(sizes.first().copied())
        .max()
        .unwrap_or(0);
    bits.saturating_add(pair)
}
