//! Sweets benchmarks: the contest table, a batch of every contest board end to end, and a
//! ladder of random positions on sides 4 and 5; each beside the editorial's memoised search.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "baselines/sweets.rs"]
#[allow(dead_code)]
mod baseline;

use baseline::EditorialSearch;
use cgsolve::Contest;
use cgsolve::games::contests::sweets::Sweets;
use cgsolve::games::contests::sweets::format::SweetsContest;
use cgsolve::games::contests::sweets::geometry::{Cells, Hexagon};
use cgsolve::games::contests::sweets::solve::{
    CONTEST_POSITIONS, ComponentSolver, ContestTable, analyse,
};
use criterion::{BatchSize, Criterion, black_box};
use std::io::Write;
use std::time::{Duration, Instant};

/// Every non-empty contest board, in the official indented format.
fn all_boards() -> Vec<u8> {
    let hex = Hexagon::of_side(3).unwrap();
    let mut out = Vec::with_capacity(CONTEST_POSITIONS * 48);
    for mask in 1..CONTEST_POSITIONS {
        for row in 0..hex.rows() {
            let indent = (row as i32 - 2).unsigned_abs() as usize;
            out.extend(std::iter::repeat_n(b' ', indent));
            for index in 0..hex.row_len(row) {
                let cell = hex.cell(row, index).unwrap();
                if index > 0 {
                    out.push(b' ');
                }
                out.push(if mask & (1 << cell.0) != 0 {
                    b'O'
                } else {
                    b'.'
                });
            }
            out.push(b'\n');
        }
    }
    out
}

/// The editorial's way through a batch: split each board into tokens, build its mask, search.
fn editorial_batch(input: &[u8], out: &mut Vec<u8>) {
    let text = std::str::from_utf8(input).unwrap();
    let mut search = EditorialSearch::new(2);
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for board in tokens.chunks(19) {
        let mut mask = 0u64;
        for (i, t) in board.iter().enumerate() {
            if *t == "O" {
                mask |= 1 << i;
            }
        }
        let line: &[u8] = if search.win(mask) {
            b"Karlsson\n"
        } else {
            b"Lillebror\n"
        };
        out.extend_from_slice(line);
    }
}

fn contest_batch(input: &[u8], out: &mut Vec<u8>) {
    let mut contest = SweetsContest::new();
    for board in contest.parse(input).unwrap() {
        let answer = contest.answer(&board).unwrap();
        out.extend_from_slice(answer.as_bytes());
        out.push(b'\n');
    }
}

fn table(c: &mut Criterion) {
    let mut g = c.benchmark_group("sweets/contest-table");
    g.sample_size(10);
    g.bench_function("push-from-lost (ContestTable)", |b| {
        b.iter(|| black_box(ContestTable::build()))
    });
    g.bench_function("baseline: editorial DFS, all 2^19", |b| {
        b.iter(|| {
            let mut search = EditorialSearch::new(2);
            (0..CONTEST_POSITIONS as u64)
                .filter(|&m| search.win(m))
                .count()
        })
    });
    g.finish();
}

fn batch(c: &mut Criterion) {
    let input = all_boards();
    let mut g = c.benchmark_group("sweets/batch-all-boards");
    g.sample_size(10);
    g.bench_function("parse + table + answers", |b| {
        b.iter_batched_ref(
            || Vec::with_capacity(6 << 20),
            |out| contest_batch(&input, out),
            BatchSize::LargeInput,
        )
    });
    g.bench_function("baseline: editorial split + DFS", |b| {
        b.iter_batched_ref(
            || Vec::with_capacity(6 << 20),
            |out| editorial_batch(&input, out),
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

/// Random positions of `side` with each cell a chocolate with probability `density`.
fn random_positions(side: usize, density: f64, count: usize, seed: u64) -> Vec<Cells> {
    let hex = Hexagon::of_side(side).unwrap();
    let mut state = seed;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|_| {
            let mut cells = Cells::EMPTY;
            for cell in hex.cells() {
                if (next() >> 11) as f64 / (1u64 << 53) as f64 <= density {
                    cells = cells | Cells::single(cell);
                }
            }
            cells
        })
        .collect()
}

/// Solves each position once with a fresh solver; prints the median and the slowest.
fn ladder_rung(name: &str, side: usize, positions: &[Cells], baseline: bool) {
    let hex = Hexagon::of_side(side).unwrap();
    let mut times = Vec::new();
    let mut refused = 0;
    for &cells in positions {
        let start = Instant::now();
        let mut solver = ComponentSolver::new(hex);
        match analyse(&mut solver, cells) {
            Ok(a) => {
                black_box(a.first_player_wins);
            }
            Err(_) => refused += 1,
        }
        times.push(start.elapsed());
    }
    let mut base = Vec::new();
    if baseline {
        for &cells in positions {
            let start = Instant::now();
            let mut search = EditorialSearch::new(side as i32 - 1);
            black_box(search.win(cells.0));
            base.push(start.elapsed());
        }
    }
    times.sort();
    base.sort();
    let median = |t: &[Duration]| t.get(t.len() / 2).copied().unwrap_or_default();
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "ladder {name}: {} positions, median {:?}, slowest {:?}, refused {refused}{}",
        positions.len(),
        median(&times),
        times.last().copied().unwrap_or_default(),
        if baseline {
            format!(
                "; baseline editorial DFS median {:?}, slowest {:?}",
                median(&base),
                base.last().copied().unwrap_or_default()
            )
        } else {
            String::new()
        }
    );
}

fn ladder(c: &mut Criterion) {
    let rungs =
        std::env::var("SWEETS_LADDER").unwrap_or_else(|_| "4-50,4-75,4-full,5-50,5-full".into());
    for rung in rungs.split(',') {
        let (side, density) = rung.split_once('-').unwrap();
        let side: usize = side.parse().unwrap();
        let hex = Hexagon::of_side(side).unwrap();
        let positions = match density {
            "full" => vec![hex.all()],
            "50" if side == 4 => random_positions(4, 0.5, 11, 0x5eed + 4),
            d => random_positions(side, d.parse::<f64>().unwrap() / 100.0, 5, 0x5eed),
        };
        ladder_rung(rung, side, &positions, side == 4 && density == "50");
    }
    let hex4 = Hexagon::of_side(4).unwrap();
    let half = random_positions(4, 0.5, 11, 0x5eed + 4);
    let mut g = c.benchmark_group("sweets/ladder");
    g.sample_size(10);
    g.bench_function("side 4, 50%: 11 positions, cold memo", |b| {
        b.iter(|| {
            half.iter()
                .filter(|&&cells| {
                    analyse(&mut ComponentSolver::new(hex4), cells)
                        .is_ok_and(|a| a.first_player_wins)
                })
                .count()
        })
    });
    g.bench_function("baseline: editorial DFS, side 4, 50%: 11 positions", |b| {
        b.iter(|| {
            half.iter()
                .filter(|&&cells| EditorialSearch::new(3).win(cells.0))
                .count()
        })
    });
    g.bench_function("side 4 full board (by symmetry)", |b| {
        b.iter(|| {
            let p = Sweets::new(hex4, hex4.all());
            analyse(&mut ComponentSolver::new(hex4), p.chocolates()).is_ok()
        })
    });
    g.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    table(&mut c);
    batch(&mut c);
    ladder(&mut c);
    c.final_summary();
}
