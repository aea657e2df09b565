//! Whole-game tables of games decided by the final position on disk: every tier's entries
//! (result and remoteness, a byte a position; [`crate::engine::scored::tiers`]) in a tier file
//! of a byte a position ([`format::write_entries`](super::format::write_entries)). The tiers
//! are built from the last down; a stopped build resumes, the tiers on disk kept and the one
//! above the first missing tier read back, checked.

use super::{TableDir, TableError};
use crate::engine::scored::ScoredRules;
use crate::engine::scored::tiers::{
    Counts, MOST_REMOTENESS, Reached, TierEntries, TierRanking, reached_next, reached_start,
    solve_tier,
};
use crate::progress::Progress;
use std::time::Instant;

/// What happened to one tier of a build.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoredTierBuilt {
    /// The tier.
    pub tier: usize,
    /// How many positions it numbers.
    pub positions: u64,
    /// How many of them play reaches, won, lost and tied; none when the tier was already on
    /// disk.
    pub counts: Option<Counts>,
    /// Seconds spent solving it and writing it (0 when already on disk).
    pub seconds: f64,
    /// Its file's size.
    pub bytes: u64,
}

/// What a build reports: the first pass (which positions play reaches), then every tier.
pub enum ScoredBuilt<'a> {
    /// The first pass is done: it marked the positions of tiers `0..=last` that play reaches,
    /// `reached` in all, in `seconds`.
    Reached {
        /// The last tier marked.
        last: usize,
        /// How many positions play reaches in those tiers.
        reached: u64,
        /// Seconds it took.
        seconds: f64,
    },
    /// A tier is done.
    Tier(&'a ScoredTierBuilt),
}

/// Builds every tier of the game of `rules` numbered by `ranking` from `start` in `dir`, the
/// last first, skipping those already complete; `each` hears of the first pass and of every
/// tier, `progress` of the tiers done out of twice their count (two passes).
pub fn build<R, T>(
    rules: &R,
    ranking: &T,
    start: &R::Position,
    dir: &TableDir,
    progress: &mut dyn Progress,
    each: &mut dyn FnMut(ScoredBuilt),
) -> Result<(), TableError>
where
    R: ScoredRules + Sync,
    T: TierRanking<Position = R::Position>,
{
    let count = ranking.tier_count();
    if count - 1 > MOST_REMOTENESS as usize {
        return Err(TableError::Limit {
            message: format!(
                "a game of {} tiers may last {} moves, past the {MOST_REMOTENESS} a table's \
                 entry holds",
                count,
                count - 1
            ),
        });
    }
    let total = Some(2 * count as u64);
    let missing: Vec<usize> = (0..count).filter(|&t| !dir.has_tier(t)).collect();
    let mut reached: Vec<Option<Reached>> = (0..count).map(|_| None).collect();
    if let Some(&highest) = missing.last() {
        let started = Instant::now();
        let mut tier_reached = reached_start(ranking, start);
        let mut all = tier_reached.count();
        for (tier, slot) in reached.iter_mut().enumerate().take(highest) {
            progress.update(tier as u64, total);
            let next = reached_next(rules, ranking, tier, &tier_reached);
            all += next.count();
            *slot = Some(std::mem::replace(&mut tier_reached, next));
        }
        reached[highest] = Some(tier_reached);
        each(ScoredBuilt::Reached {
            last: highest,
            reached: all,
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    progress.update(count as u64, total);
    // The entries of the tier above the one being built, while it needs them.
    let mut above: Option<TierEntries> = None;
    for tier in (0..count).rev() {
        progress.update((2 * count - 1 - tier) as u64, total);
        let path = dir.tier_path(tier);
        if !missing.contains(&tier) {
            above = None;
            each(ScoredBuilt::Tier(&ScoredTierBuilt {
                tier,
                positions: ranking.tier_size(tier),
                counts: None,
                seconds: 0.0,
                bytes: std::fs::metadata(&path).map_or(0, |m| m.len()),
            }));
            continue;
        }
        let started = Instant::now();
        if above.is_none() && tier + 1 < count {
            above = Some(read_tier(ranking, dir, tier + 1)?);
        }
        let marked = reached[tier].take().expect("every tier to build is marked");
        let entries = solve_tier(rules, ranking, tier, &marked, above.as_ref());
        let bytes = dir.write_entries(tier, &entries)?;
        each(ScoredBuilt::Tier(&ScoredTierBuilt {
            tier,
            positions: entries.len(),
            counts: Some(entries.counts()),
            seconds: started.elapsed().as_secs_f64(),
            bytes,
        }));
        above = Some(entries);
    }
    progress.update(2 * count as u64, total);
    progress.finish();
    Ok(())
}

/// Tier `tier` of `dir` read whole, every block checked, refused unless it numbers as many
/// positions as `ranking` does.
pub fn read_tier<T: TierRanking>(
    ranking: &T,
    dir: &TableDir,
    tier: usize,
) -> Result<TierEntries, TableError> {
    let path = dir.tier_path(tier);
    let file = dir.tier(tier)?.ok_or_else(|| TableError::Format {
        file: path.clone(),
        message: "missing: a tier vanished during the build".into(),
    })?;
    let entries = file.read_entries()?;
    if entries.len() != ranking.tier_size(tier) {
        return Err(TableError::Format {
            file: path,
            message: format!(
                "holds {} positions, not the {} of tier {tier}",
                entries.len(),
                ranking.tier_size(tier)
            ),
        });
    }
    Ok(entries)
}
