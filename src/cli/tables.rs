//! `cgsolve tables`: builds whole-game tables tier by tier on disk (`tables sweets`, `tables
//! mnk`, `tables connect-four`), and checks every block of a table (`tables verify`).

use super::error::{CliError, warn};
use super::output::Lines;
use super::region_tables;
use super::scored_tables;
use cgsolve::answer::flags::MemoryArgs;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::tiers::{Tiered, binomial};
use cgsolve::games::boards::in_a_row::InARow;
use cgsolve::games::boards::in_a_row::Lines as _;
use cgsolve::games::contests::sweets::geometry::{Hexagon, MAX_SIDE};
use cgsolve::games::contests::sweets::tiers::{SweetsTiers, table_kind};
use cgsolve::games::registry::connect_four::{ConnectFour, ConnectFourOptions};
use cgsolve::games::registry::mnk::{Mnk, MnkOptions};
use cgsolve::games::ruleset::Ruleset;
use cgsolve::tables::distributed::{self, Cluster, TierShare};
use cgsolve::tables::regions::is_region_kind;
use cgsolve::tables::{self, TableDir, TierBuilt, tier_memory};
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::sync::Arc;

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
    #[command(mut_arg("memory", |a| a.help(
        "The most memory to use (512M, 4G, ...) for the tiers held at once: a tier needs its own \
         bits and those of the tiers it reads. Tiers that would need more are not built"
    )))]
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
        #[command(flatten)]
        limit: MemoryArgs,
        #[command(flatten)]
        cluster: ClusterArgs,
    },
    /// Builds the table of every m,n,k-game board that play reaches, with its result for
    /// the player to move and its remoteness, tier by tier from the full board down (tier k:
    /// the boards of k stones); a stopped build resumes from the last complete tier.
    #[command(mut_arg("memory", |a| a.help(IN_A_ROW_MEMORY)))]
    #[command(mut_arg("max_positions", |a| a.hide(true)))]
    Mnk {
        #[command(flatten)]
        options: MnkOptions,
        #[command(flatten)]
        table: InARowTable,
    },
    /// Builds the table of every Connect Four board that play reaches, with its result for
    /// the player to move and its remoteness, as `tables mnk` does.
    #[command(mut_arg("memory", |a| a.help(IN_A_ROW_MEMORY)))]
    #[command(mut_arg("max_positions", |a| a.hide(true)))]
    ConnectFour {
        #[command(flatten)]
        options: ConnectFourOptions,
        #[command(flatten)]
        table: InARowTable,
    },
    /// Builds the database of the canonical value of every Domineering region (a connected
    /// set of empty cells, up to the board's symmetries) of 2 to N cells, tier k holding the
    /// regions of k cells; a stopped build resumes from the last complete tier.
    #[command(mut_arg("memory", |a| a.help(
        "The most memory to use (512M, 4G, ...): the regions remembered while the database \
         is built, and their values"
    )))]
    Domineering {
        /// The most cells a region of the database has (2 to 18).
        #[arg(long, value_name = "N")]
        max_cells: usize,
        /// The table directory (created when absent).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        #[command(flatten)]
        limit: MemoryArgs,
    },
    /// Checks every block of every tier of a table against its checksum; a region database
    /// is also read back whole and a random sample of its regions recomputed.
    Verify {
        /// The table directory.
        dir: PathBuf,
        /// How many regions of a region database to recompute by the plain search, chosen
        /// at random.
        #[arg(long, value_name = "N", default_value_t = 100)]
        sample: usize,
    },
}

/// The help of `--memory` for a table of a board of k in a row.
const IN_A_ROW_MEMORY: &str = "The most memory to use (512M, 4G, ...): a bit for every board \
    numbered and a byte for each of the two tiers held at once; a table that needs more is \
    refused up front";

/// Where a table of a board of k in a row goes, and the memory it may use.
#[derive(Args, Debug)]
struct InARowTable {
    /// The table directory (created when absent).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    #[command(flatten)]
    limit: MemoryArgs,
}

/// The flags of a build on timely dataflow: given any of them, the build runs on timely
/// (one process and `--workers` threads, or several processes named by a host file).
#[derive(Args, Debug)]
struct ClusterArgs {
    /// Solve on timely dataflow with N processes, one per line of --hostfile; every process
    /// is given the same command but its own --process.
    #[arg(long, value_name = "N")]
    processes: Option<usize>,
    /// This process's number, 0 to N - 1; process 0 writes the table.
    #[arg(long, value_name = "I", default_value_t = 0)]
    process: usize,
    /// The processes' addresses, one `host:port` a line, in process order.
    #[arg(long, value_name = "FILE")]
    hostfile: Option<PathBuf>,
    /// Worker threads of each process on timely dataflow (default 1).
    #[arg(long, value_name = "W")]
    workers: Option<usize>,
}

impl super::Run for TablesArgs {
    fn run(self) -> Result<(), CliError> {
        match self.command {
            TablesCommand::Sweets {
                side,
                out,
                max_tier,
                limit,
                cluster,
            } => build_sweets(side, &out, max_tier, limit.memory, &cluster),
            TablesCommand::Mnk { options, table } => {
                let mnk = Mnk::configure(&options).map_err(|e| CliError::input(e.0))?;
                table.build(mnk.lines(), &mnk.title())
            }
            TablesCommand::ConnectFour { options, table } => {
                let game = ConnectFour::configure(&options).map_err(|e| CliError::input(e.0))?;
                table.build(game.lines(), &game.title())
            }
            TablesCommand::Domineering {
                max_cells,
                out,
                limit,
            } => region_tables::build_domineering(max_cells, &out, limit.memory),
            TablesCommand::Verify { dir, sample } => verify(&dir, sample),
        }
    }
}

impl InARowTable {
    /// Builds the table of the boards of `rules` (titled `kind`) here.
    fn build(self, rules: &InARow, kind: &str) -> Result<(), CliError> {
        scored_tables::build_in_a_row(rules, kind, &self.out, self.limit.memory)
    }
}

/// The end of a build of tiers 0 to `last` of `top` whose tiers were reported on `lines`: a
/// line when it stopped short, or the error.
fn finished(
    built: Result<(), tables::TableError>,
    lines: Lines,
    last: usize,
    top: usize,
) -> Result<(), CliError> {
    built.map_err(|e| CliError::internal(e.to_string()))?;
    if last < top {
        lines.line(format_args!("built tiers 0 to {last} of {top}"));
    }
    lines.finish()
}

/// The peak resident memory of this process (VmHWM), when the system reports it.
pub(super) fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.1} MiB", kib / 1024.0))
}

fn build_sweets(
    side: usize,
    out: &std::path::Path,
    max_tier: Option<usize>,
    memory: MemoryLimit,
    cluster: &ClusterArgs,
) -> Result<(), CliError> {
    let hexagon = Hexagon::of_side(side).ok_or_else(|| {
        CliError::input(format!(
            "--side {side}: expected a side from 1 to {MAX_SIDE}"
        ))
    })?;
    let game = SweetsTiers::new(hexagon);
    let top = game.tier_count() - 1;
    let wanted = max_tier.unwrap_or(top);
    if wanted > top {
        return Err(CliError::input(format!(
            "--max-tier {wanted}: a board of side {side} has tiers 0 to {top}"
        )));
    }
    let cluster = cluster.resolve().map_err(CliError::input)?;
    let processes = cluster.as_ref().map_or(1, Cluster::processes);
    let need = |t| match cluster {
        None => tier_memory(&game, t),
        Some(_) => distributed::process_memory(&game, t, processes),
    };
    let last = match (0..=wanted).find(|&t| !memory.allows(need(t))) {
        None => wanted,
        Some(0) => {
            return Err(CliError::input(format!(
                "tier 0 does not fit in the memory limit of {memory} (--memory)"
            )));
        }
        Some(t) => {
            warn(&format!(
                "tier {t} of side {side} ({} positions) needs {} bytes with the tiers it reads, \
                 over the memory limit of {memory} (--memory): building tiers 0 to {}",
                binomial(hexagon.cell_count() as u64, t as u64),
                need(t),
                t - 1
            ));
            t - 1
        }
    };
    if let Some(cluster) = cluster {
        return build_distributed(game, out, last, top, cluster);
    }
    let dir =
        TableDir::create(out, &table_kind(side)).map_err(|e| CliError::input(e.to_string()))?;
    let lines = Lines::default();
    let mut report = |t: &TierBuilt| {
        let per = t.bytes as f64 / t.positions as f64;
        match t.wins {
            None => lines.line(format_args!(
                "tier {:2}: {} positions, already built ({} bytes)",
                t.tier, t.positions, t.bytes
            )),
            Some(wins) => lines.line(format_args!(
                "tier {:2}: {} positions, {} won, {:.3} s, {} bytes ({:.4} bytes a position), \
                 peak memory {}",
                t.tier,
                t.positions,
                wins,
                t.seconds,
                t.bytes,
                per,
                peak_memory().unwrap_or_else(|| "unknown".into())
            )),
        }
    };
    let built = tables::build(&game, &dir, last, &mut report);
    finished(built, lines, last, top)
}

impl ClusterArgs {
    /// The cluster these flags name; none when no flag asks for timely.
    fn resolve(&self) -> Result<Option<Cluster>, String> {
        if self.processes.is_none() && self.hostfile.is_none() && self.workers.is_none() {
            if self.process != 0 {
                return Err("--process: needs --processes".into());
            }
            return Ok(None);
        }
        let processes = self.processes.unwrap_or(1);
        let workers = self.workers.unwrap_or(1);
        if processes == 0 || processes > MAX_PROCESSES {
            return Err(format!(
                "--processes {processes}: expected 1 to {MAX_PROCESSES} processes"
            ));
        }
        if workers == 0 || workers > MAX_WORKERS {
            return Err(format!(
                "--workers {workers}: expected 1 to {MAX_WORKERS} workers"
            ));
        }
        if self.process >= processes {
            return Err(format!(
                "--process {}: expected a process from 0 to {}",
                self.process,
                processes - 1
            ));
        }
        let addresses = match (&self.hostfile, processes) {
            (_, 1) => Vec::new(),
            (None, _) => return Err(format!("--processes {processes}: needs --hostfile")),
            (Some(file), _) => read_hostfile(file, processes)?,
        };
        Ok(Some(Cluster {
            addresses,
            process: self.process,
            workers,
        }))
    }
}

/// The most processes a build accepts.
const MAX_PROCESSES: usize = 4096;
/// The most worker threads a process accepts.
const MAX_WORKERS: usize = 1024;

/// The first `processes` addresses of a host file: one `host:port` a line.
fn read_hostfile(file: &std::path::Path, processes: usize) -> Result<Vec<String>, String> {
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{name}: {e}"))?;
    let mut addresses = Vec::new();
    for (n, line) in text.lines().enumerate().take(processes) {
        let port = line.rsplit_once(':').filter(|(host, _)| !host.is_empty());
        match port.map(|(_, port)| (port, port.parse::<u16>())) {
            Some((_, Ok(_))) => addresses.push(line.to_string()),
            Some((port, Err(_))) => {
                let column = line.len() - port.len() + 1;
                return Err(format!("{name}:{}:{column}: expected a port number", n + 1));
            }
            None => return Err(format!("{name}:{}:1: expected host:port", n + 1)),
        }
    }
    if addresses.len() < processes {
        return Err(format!(
            "{name}: --processes {processes}: expected {processes} lines (host:port), found {}",
            addresses.len()
        ));
    }
    Ok(addresses)
}

/// Builds on timely dataflow: process 0 writes the table, every process reports its tiers.
fn build_distributed(
    game: SweetsTiers,
    out: &std::path::Path,
    last: usize,
    top: usize,
    cluster: Cluster,
) -> Result<(), CliError> {
    let dir = if cluster.process == 0 {
        let side = game.hexagon().side();
        let dir =
            TableDir::create(out, &table_kind(side)).map_err(|e| CliError::input(e.to_string()))?;
        Some(dir)
    } else {
        None
    };
    let lines = Lines::default();
    let printer = lines.clone();
    let report = move |t: &TierShare| {
        let memory = peak_memory().unwrap_or_else(|| "unknown".into());
        let exchanged = format!(
            "{} parents, {} bytes sent to other processes",
            t.parents, t.bytes_sent
        );
        match (t.already_built, t.wins, t.bytes) {
            (true, _, bytes) => printer.line(format_args!(
                "tier {:2}: {} positions, already built ({} bytes)",
                t.tier,
                t.positions,
                bytes.map_or("on process 0".into(), |b| b.to_string())
            )),
            (false, Some(wins), Some(bytes)) => printer.line(format_args!(
                "tier {:2}: {} positions, {} won, {:.3} s, {} bytes ({:.4} bytes a position), \
                 peak memory {memory}, {exchanged}",
                t.tier,
                t.positions,
                wins,
                t.seconds,
                bytes,
                bytes as f64 / t.positions as f64,
            )),
            (false, _, _) => printer.line(format_args!(
                "tier {:2}: {} positions, {:.3} s, peak memory {memory}, {exchanged}",
                t.tier, t.positions, t.seconds
            )),
        }
    };
    // A process that disappears makes timely's network threads panic: that ends the build
    // with one line and exit code 1 (the complete tiers stay on disk for a resume).
    static STOPPED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    std::panic::set_hook(Box::new(|info| {
        if STOPPED.swap(true, std::sync::atomic::Ordering::SeqCst) {
            // The first thread to fail reports and exits the process.
            loop {
                std::thread::park();
            }
        }
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        CliError::internal(format!("cluster: stopped: {message}")).exit_now();
    }));
    let built = distributed::build(Arc::new(game), dir, last, &cluster, Arc::new(report));
    finished(built, lines, last, top)
}

fn verify(path: &std::path::Path, sample: usize) -> Result<(), CliError> {
    let dir = TableDir::open(path).map_err(|e| CliError::input(e.to_string()))?;
    if is_region_kind(dir.kind()) {
        return region_tables::verify(&dir, sample);
    }
    let lines = Lines::default();
    let mut tiers = 0;
    tables::verify(&dir, &mut |tier, file| {
        tiers += 1;
        lines.line(format_args!(
            "tier {tier:2}: {} positions in {} blocks: ok",
            file.positions(),
            file.block_count()
        ));
    })
    .map_err(|e| CliError::internal(e.to_string()))?;
    lines.line(format_args!(
        "{}: {tiers} tiers, every block ok",
        dir.kind()
    ));
    lines.finish()
}
