//! World of Darkraft: the rectangle solver against the editorial's memoised recursion.
//!
//! - `darkraft_20x20`: contest-size boards (random, all `X`) end to end: parse, then answer.
//! - `darkraft_ladder`: n = m = 30 and 40, random boards, both solvers.
//! - After criterion, a one-shot ladder n = m = 30, 40, 60, 80 (random and all `X`), each run
//!   in a fresh process that reports its time and peak memory (VmHWM). Set
//!   `DARKRAFT_SKIP_LADDER=1` to skip it.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "baselines/darkraft.rs"]
#[allow(dead_code)]
mod baseline;

use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::contests::darkraft::format::Darkraft;
use cgsolve::{Contest, NoOptions};
use criterion::{Criterion, black_box};
use std::process::Command;
use std::time::{Duration, Instant};

/// The contest input for an n × n board: random letters (fixed seed) or all `X`.
fn board_input(n: usize, kind: &str) -> String {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ n as u64;
    let mut text = format!("{n} {n}\n");
    for _ in 0..n {
        for _ in 0..n {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            text.push(match kind {
                "all_x" => 'X',
                _ => ['L', 'R', 'X'][(seed % 3) as usize],
            });
        }
        text.push('\n');
    }
    text
}

/// The contest within the memory the command line gives by default.
fn game() -> Darkraft {
    Darkraft::new(&NoOptions {}, MemoryLimit::machine_default()).unwrap()
}

fn fast(input: &str) -> bool {
    let mut game = game();
    let boards = game.parse(input.as_bytes()).unwrap();
    game.answer(&boards[0]).unwrap() == "WIN"
}

fn editorial(input: &str) -> bool {
    let boards = game().parse(input.as_bytes()).unwrap();
    baseline::first_player_wins(&boards[0])
}

fn contest_size(c: &mut Criterion) {
    let mut group = c.benchmark_group("darkraft_20x20");
    for kind in ["random", "all_x"] {
        let input = board_input(20, kind);
        assert_eq!(fast(&input), editorial(&input));
        group.bench_function(format!("fast/{kind}"), |b| {
            b.iter(|| fast(black_box(&input)))
        });
        group.bench_function(format!("editorial/{kind}"), |b| {
            b.iter(|| editorial(black_box(&input)))
        });
    }
    group.finish();
}

fn ladder(c: &mut Criterion) {
    let mut group = c.benchmark_group("darkraft_ladder");
    group.sample_size(10);
    for n in [30, 40] {
        let input = board_input(n, "random");
        group.bench_function(format!("fast/random_{n}"), |b| {
            b.iter(|| fast(black_box(&input)))
        });
        group.bench_function(format!("editorial/random_{n}"), |b| {
            b.iter(|| editorial(black_box(&input)))
        });
    }
    group.finish();
}

/// Peak resident memory of this process, from /proc/self/status.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l["VmHWM:".len()..].trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

/// In a child process: solve one board and print the answer, the time and the peak memory.
fn one_board(spec: &str) {
    let mut parts = spec.split(',');
    let (solver, kind, n) = (
        parts.next().unwrap(),
        parts.next().unwrap(),
        parts.next().unwrap(),
    );
    let input = board_input(n.parse().unwrap(), kind);
    let start = Instant::now();
    let wins = if solver == "fast" {
        fast(&input)
    } else {
        editorial(&input)
    };
    let time = start.elapsed();
    println!(
        "{:>9} {:>6} {:>3}x{:<3} {:>5}  {:>10.3} s  peak {}",
        solver,
        kind,
        n,
        n,
        if wins { "WIN" } else { "LOSE" },
        time.as_secs_f64(),
        peak_memory()
    );
}

fn run_ladder() {
    println!("\ndarkraft one-shot ladder (fresh process per board: time, peak memory VmHWM)");
    let me = std::env::current_exe().unwrap();
    for n in [30, 40, 60, 80] {
        for kind in ["random", "all_x"] {
            for solver in ["fast", "editorial"] {
                // The editorial takes minutes from n = 60 on (see BENCHMARKS.md).
                if solver == "editorial" && n > 40 {
                    continue;
                }
                let out = Command::new(&me)
                    .env("DARKRAFT_ONE_BOARD", format!("{solver},{kind},{n}"))
                    .output()
                    .unwrap();
                print!("{}", String::from_utf8_lossy(&out.stdout));
            }
        }
    }
}

fn main() {
    if let Ok(spec) = std::env::var("DARKRAFT_ONE_BOARD") {
        one_board(&spec);
        return;
    }
    let mut criterion = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    contest_size(&mut criterion);
    ladder(&mut criterion);
    criterion.final_summary();
    if std::env::var_os("DARKRAFT_SKIP_LADDER").is_none() {
        run_ladder();
    }
}
