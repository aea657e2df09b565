//! `cgsolve tables domineering`: builds the database of every Domineering region's value up
//! to a number of cells; `tables verify` of a region database.

use super::error::CliError;
use super::output::Lines;
use super::tables::peak_memory;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::boards::polyominoes::{FREE_COUNTS, MAX_POLYOMINO_CELLS};
use cgsolve::games::partizan::domineering::{Board, Domineering, region_tiers};
use cgsolve::games::ruleset::Ruleset;
use cgsolve::games::serving::classic::{REGION_BYTES, regions_kind};
use cgsolve::progress::progress_for;
use cgsolve::tables::regions::{self, RegionTierBuilt};
use cgsolve::tables::{TableDir, TableError};
use std::path::Path;

/// The bytes each region of a build holds besides its value: its entry in the memo and its
/// place in the lists of the enumeration.
const BUILD_BYTES_PER_REGION: u64 = REGION_BYTES as u64 + 4 * size_of::<Board>() as u64;

/// How many regions a database to `max_cells` cells holds.
fn regions_to(max_cells: usize) -> u64 {
    FREE_COUNTS[2..=max_cells].iter().sum()
}

/// A failure of a build or a check: a limit passed is the input's fault, anything else
/// (a damaged file, a failed write) an internal failure.
fn failed(e: TableError) -> CliError {
    match e {
        TableError::Limit { .. } => CliError::input(e.to_string()),
        e => CliError::internal(e.to_string()),
    }
}

/// Builds the Domineering region database of 2 to `max_cells` cells in `out`.
pub fn build_domineering(
    max_cells: usize,
    out: &Path,
    memory: MemoryLimit,
) -> Result<(), CliError> {
    if !(2..=MAX_POLYOMINO_CELLS).contains(&max_cells) {
        return Err(CliError::input(format!(
            "--max-cells {max_cells}: expected 2 to {MAX_POLYOMINO_CELLS} cells"
        )));
    }
    let need = |n| regions_to(n).saturating_mul(BUILD_BYTES_PER_REGION);
    if !memory.allows(need(max_cells)) {
        let fits = (2..max_cells).rev().find(|&n| memory.allows(need(n)));
        let fits = fits.map_or("none does".to_string(), |n| format!("--max-cells {n} does"));
        return Err(CliError::input(format!(
            "--max-cells {max_cells}: {} regions need about {} bytes, over the memory limit \
             of {memory} (--memory); {fits}",
            regions_to(max_cells),
            need(max_cells)
        )));
    }
    let arena = memory
        .bytes_usize()
        .saturating_sub(need(max_cells) as usize);
    let regions = usize::try_from(regions_to(max_cells)).unwrap_or(usize::MAX);
    let mut solver = ValueSolver::new(Domineering).with_limits(regions, arena);
    let dir = TableDir::create(out, &regions_kind(&Domineering))
        .map_err(|e| CliError::input(e.to_string()))?;
    let lines = Lines::default();
    let mut report = |t: &RegionTierBuilt| {
        let done = if t.already_built {
            "already built, read back in"
        } else {
            "built in"
        };
        lines.line(format_args!(
            "tier {:2}: {} regions, {} new forms, {done} {:.3} s, {} bytes ({:.2} bytes a region), \
             peak memory {}",
            t.tier,
            t.regions,
            t.forms,
            t.seconds,
            t.bytes,
            t.bytes as f64 / t.regions as f64,
            peak_memory().unwrap_or_else(|| "unknown".into())
        ));
    };
    let mut progress = progress_for(&format!("{}: regions", Domineering::NAME));
    let built = regions::build(
        &mut solver,
        &dir,
        region_tiers(max_cells),
        &mut progress,
        &mut report,
    );
    built.map_err(|e| match e {
        TableError::Limit { message } => CliError::input(format!(
            "{message}: over the memory limit of {memory} (--memory)"
        )),
        e => failed(e),
    })?;
    lines.finish()
}

/// Checks the region database `dir`: every tier read back, then `sample` regions recomputed
/// by the plain search when the database is of a game this command knows.
pub fn verify(dir: &TableDir, sample: usize) -> Result<(), CliError> {
    let lines = Lines::default();
    let loaded = regions::verify(dir, &mut |head| {
        lines.line(format_args!(
            "tier {:2}: {} regions, {} new forms: ok",
            head.tier, head.regions, head.forms
        ));
    })
    .map_err(failed)?;
    lines.line(format_args!(
        "{}: {} tiers, {} regions, {} forms, every block ok",
        dir.kind(),
        loaded.tiers,
        loaded.regions,
        loaded.forms
    ));
    if dir.kind() == regions_kind(&Domineering) && sample > 0 {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        let checked = regions::check_sample(dir, &Domineering, sample, seed).map_err(failed)?;
        lines.line(format_args!(
            "{checked} regions chosen at random (seed {seed}) recomputed by the plain search: \
             every value agrees"
        ));
    }
    lines.finish()
}
