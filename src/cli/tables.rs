//! `cgsolve tables`: builds whole-game tables tier by tier on disk (`tables sweets`), and
//! checks every block of a table (`tables verify`).

use cgsolve::engine::tiers::{Tiered, binomial};
use cgsolve::games::sweets::geometry::{Hexagon, MAX_SIDE};
use cgsolve::games::sweets::tiers::{SweetsTiers, table_kind};
use cgsolve::tables::{self, TableDir, TierBuilt, tier_memory};
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `cgsolve tables`.
#[derive(Args, Debug)]
pub struct TablesArgs {
    #[command(subcommand)]
    command: TablesCommand,
}

#[derive(Subcommand, Debug)]
enum TablesCommand {
    /// Builds the table of every sweets board of one side, tier by tier (tier k: the boards
    /// with k chocolates); a stopped build resumes from the last complete tier.
    Sweets {
        /// The board's side (1 to 5).
        #[arg(long)]
        side: usize,
        /// The table directory (created when absent).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Build tiers 0 to K only (default: every tier).
        #[arg(long, value_name = "K")]
        max_tier: Option<usize>,
        /// Memory allowed for the tiers held at once, in GiB: a tier needs its own bits and
        /// those of the tiers it reads.
        #[arg(long, value_name = "GIB", default_value_t = 4.0)]
        memory_gib: f64,
    },
    /// Checks every block of every tier of a table against its checksum.
    Verify {
        /// The table directory.
        dir: PathBuf,
    },
}

impl super::Run for TablesArgs {
    fn run(self) -> ExitCode {
        match self.command {
            TablesCommand::Sweets {
                side,
                out,
                max_tier,
                memory_gib,
            } => build_sweets(side, &out, max_tier, memory_gib),
            TablesCommand::Verify { dir } => verify(&dir),
        }
    }
}

const GIB: f64 = (1u64 << 30) as f64;

/// The peak resident memory of this process (VmHWM), when the system reports it.
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.1} MiB", kib / 1024.0))
}

fn build_sweets(side: usize, out: &std::path::Path, max_tier: Option<usize>, gib: f64) -> ExitCode {
    let Some(hexagon) = Hexagon::of_side(side) else {
        eprintln!("cgsolve: --side {side}: expected a side from 1 to {MAX_SIDE}");
        return ExitCode::from(2);
    };
    if gib.is_nan() || gib <= 0.0 {
        eprintln!("cgsolve: --memory-gib {gib}: expected a positive number");
        return ExitCode::from(2);
    }
    let game = SweetsTiers::new(hexagon);
    let top = game.tier_count() - 1;
    let wanted = max_tier.unwrap_or(top);
    if wanted > top {
        eprintln!("cgsolve: --max-tier {wanted}: a board of side {side} has tiers 0 to {top}");
        return ExitCode::from(2);
    }
    let limit = (gib * GIB) as u64;
    let last = match (0..=wanted).find(|&t| tier_memory(&game, t) > limit) {
        None => wanted,
        Some(0) => {
            eprintln!("cgsolve: tier 0 does not fit in --memory-gib {gib}");
            return ExitCode::from(2);
        }
        Some(t) => {
            eprintln!(
                "cgsolve: tier {t} of side {side} ({} positions) needs {:.2} GiB with the tiers \
                 it reads, over the limit of {gib} GiB (--memory-gib): building tiers 0 to {}",
                binomial(hexagon.cell_count() as u64, t as u64),
                tier_memory(&game, t) as f64 / GIB,
                t - 1
            );
            t - 1
        }
    };
    let dir = match TableDir::create(out, &table_kind(side)) {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("cgsolve: {e}");
            return ExitCode::from(2);
        }
    };
    let mut report = |t: &TierBuilt| {
        let per = t.bytes as f64 / t.positions as f64;
        match t.wins {
            None => println!(
                "tier {:2}: {} positions, already built ({} bytes)",
                t.tier, t.positions, t.bytes
            ),
            Some(wins) => println!(
                "tier {:2}: {} positions, {} won, {:.3} s, {} bytes ({:.4} bytes a position), \
                 peak memory {}",
                t.tier,
                t.positions,
                wins,
                t.seconds,
                t.bytes,
                per,
                peak_memory().unwrap_or_else(|| "unknown".into())
            ),
        }
    };
    match tables::build(&game, &dir, last, &mut report) {
        Ok(()) => {
            if last < top {
                println!("built tiers 0 to {last} of {top}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cgsolve: {e}");
            ExitCode::from(1)
        }
    }
}

fn verify(path: &std::path::Path) -> ExitCode {
    let dir = match TableDir::open(path) {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("cgsolve: {e}");
            return ExitCode::from(2);
        }
    };
    let mut tiers = 0;
    let outcome = tables::verify(&dir, &mut |tier, file| {
        tiers += 1;
        println!(
            "tier {tier:2}: {} positions in {} blocks: ok",
            file.positions(),
            file.block_count()
        );
    });
    match outcome {
        Ok(()) => {
            println!("{}: {tiers} tiers, every block ok", dir.kind());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cgsolve: {e}");
            ExitCode::from(1)
        }
    }
}
