//! `cgsolve tables mnk` and `tables connect-four`: the table of every position of a board of k
//! in a row that play reaches, with its result and remoteness, tier by tier (tier k: the
//! boards of k stones).

use super::error::CliError;
use super::output::Lines;
use super::tables::peak_memory;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::scored::tiers::{TierRanking, build_memory};
use cgsolve::games::boards::in_a_row::tiers::InARowTiers;
use cgsolve::games::boards::in_a_row::{Board, InARow};
use cgsolve::progress::progress_for;
use cgsolve::tables::scored::{self, ScoredBuilt};
use cgsolve::tables::{TableDir, TableError};
use std::path::Path;

/// Builds in `out` the table of the boards of `rules`, a table of `kind` (the ruleset's title:
/// `mnk 3,3,3`), within `memory`.
pub fn build_in_a_row(
    rules: &InARow,
    kind: &str,
    out: &Path,
    memory: MemoryLimit,
) -> Result<(), CliError> {
    let ranking = InARowTiers::new(rules);
    let need = build_memory(&ranking);
    let positions = (0..ranking.tier_count())
        .map(|t| ranking.tier_size(t))
        .fold(0u64, u64::saturating_add);
    if !memory.allows(need) {
        return Err(CliError::input(format!(
            "{kind}: {positions} positions in {} tiers need {need} bytes (a bit each, and a byte \
             each of the two largest neighbouring tiers), over the memory limit of {memory} \
             (--memory)",
            ranking.tier_count()
        )));
    }
    let dir = TableDir::create(out, kind).map_err(|e| CliError::input(e.to_string()))?;
    let lines = Lines::default();
    let mut report = |built: ScoredBuilt| match built {
        ScoredBuilt::Reached {
            last,
            reached,
            seconds,
        } => lines.line(format_args!(
            "tiers 0 to {last}: {reached} positions reached by play, {seconds:.3} s"
        )),
        ScoredBuilt::Tier(t) => match t.counts {
            None => lines.line(format_args!(
                "tier {:2}: {} positions, already built ({} bytes)",
                t.tier, t.positions, t.bytes
            )),
            Some(c) => lines.line(format_args!(
                "tier {:2}: {} positions, {} reached: {} won, {} lost, {} tied, {:.3} s, {} \
                 bytes, peak memory {}",
                t.tier,
                t.positions,
                c.reached(),
                c.win,
                c.lose,
                c.tie,
                t.seconds,
                t.bytes,
                peak_memory().unwrap_or_else(|| "unknown".into())
            )),
        },
    };
    let mut progress = progress_for(&format!("{kind}: tiers"));
    let start = Board::empty(rules.rows, rules.cols);
    let built = scored::build(
        rules,
        &ranking,
        &start,
        &dir,
        progress.as_mut(),
        &mut report,
    );
    built.map_err(|e| match e {
        TableError::Limit { .. } => CliError::input(e.to_string()),
        e => CliError::internal(e.to_string()),
    })?;
    lines.finish()
}
