//! EllysCheckers benchmarks: a 10^7-cell board end to end (parse and answer, the command line's
//! path), the exhaustive check of the parity law per board length, and the editorial's bitmask
//! DP on 20 cells beside the fast solver.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "baselines/checkers.rs"]
#[allow(dead_code)]
mod baseline;

use baseline::{bitmask_dp, parity_loop};
use cgsolve::Contest;
use cgsolve::WinTable;
use cgsolve::games::contests::checkers::solve::Tally;
use cgsolve::games::contests::checkers::{AllBoards, Checkers};
use criterion::{BenchmarkId, Criterion, black_box, criterion_group, criterion_main};

/// `cells` pseudo-random cells (`.` or `o`, about half checkers) and a line end.
fn random_board(cells: usize, seed: u64) -> Vec<u8> {
    let mut state = seed;
    let mut out: Vec<u8> = (0..cells)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if state >> 63 == 1 { b'o' } else { b'.' }
        })
        .collect();
    out.push(b'\n');
    out
}

/// Parse and answer every board of an input, as `cgsolve checkers` does.
fn end_to_end(input: &[u8]) -> usize {
    let mut game = Checkers::default();
    let boards = game.parse(input).expect("valid input");
    boards
        .iter()
        .filter(|b| game.answer(b).expect("answered") == "YES")
        .count()
}

fn long_board(c: &mut Criterion) {
    let input = random_board(10_000_000, 7);
    let mut group = c.benchmark_group("checkers/10^7 cells");
    group.sample_size(20);
    group.bench_function("parse + answer (cgsolve)", |b| {
        b.iter(|| end_to_end(black_box(&input)))
    });
    group.bench_function("editorial parity loop (no validation)", |b| {
        b.iter(|| parity_loop(black_box(&input[..input.len() - 1])))
    });
    group.finish();
}

fn twenty_cells(c: &mut Criterion) {
    let mut group = c.benchmark_group("checkers/20 cells");
    group.sample_size(10);
    // A sample of the statement (4 checkers) and a crowded board (10 checkers, many jumps).
    for (name, board) in [
        ("sample 4", ".o..o...o....o.....o"),
        ("crowded", "oooooooooo.........."),
    ] {
        group.bench_with_input(
            BenchmarkId::new("parse + answer (cgsolve)", name),
            board,
            |b, board| b.iter(|| end_to_end(black_box(board.as_bytes()))),
        );
        group.bench_with_input(
            BenchmarkId::new("editorial bitmask DP (baseline)", name),
            board,
            |b, board| b.iter(|| bitmask_dp(black_box(board))),
        );
    }
    group.finish();
}

/// The parity law checked on every board of `len` cells: the engine's win table over the
/// rules against the streaming fast solver on each board's text. Returns the boards checked.
fn prove_length(len: usize) -> usize {
    let game = AllBoards::new(len).expect("a length in range");
    let wins = WinTable::build(&game).expect("a table in range");
    let mut text = vec![b'.'; len];
    for index in 0..1usize << len {
        for (cell, byte) in text.iter_mut().enumerate() {
            *byte = if index >> (len - 1 - cell) & 1 == 1 {
                b'o'
            } else {
                b'.'
            };
        }
        let mut tally = Tally::default();
        tally.scan(&text);
        assert_eq!(tally.first_player_wins(), wins.is_win(index));
    }
    1 << len
}

fn exhaustive(c: &mut Criterion) {
    let mut group = c.benchmark_group("checkers/exhaustive check per length");
    group.sample_size(10);
    for len in [8, 12, 16, 20] {
        group.bench_with_input(BenchmarkId::from_parameter(len), &len, |b, &len| {
            b.iter(|| prove_length(len))
        });
    }
    group.finish();
}

criterion_group!(benches, long_board, twenty_cells, exhaustive);
criterion_main!(benches);
