//! The largest contest input (t = 1000 tests of k = 100 piles of 45 numbers, about 47 MB) end to
//! end: parse every test, then answer it. Against the baseline: a straightforward reader
//! (words split and parsed one by one, a vector per pile) with the editorial's arithmetic.
//! Then the two halves apart: the fast reader against the careful one (which only serves
//! inputs with errors or oddities), and pile values from ranks against sorting every pile.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "baselines/evenodd.rs"]
#[allow(dead_code)]
mod baseline;

use cgsolve::Contest;
use cgsolve::games::contests::evenodd::solve::{FastSolver, Total};
use cgsolve::games::contests::evenodd::{EvenOdd, format};
use criterion::{Criterion, criterion_group, criterion_main};
use std::fmt::Write;
use std::hint::black_box;

/// A small linear congruential generator (Knuth's MMIX constants): a fixed seed, no dependency.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
}

/// The largest input the contest allows: every value uniform in 0..2^31.
fn largest_input() -> String {
    let (t, k, n) = (1000, 100, 45);
    let mut rng = Lcg(2024);
    let mut s = String::with_capacity(48 << 20);
    writeln!(s, "{t}").unwrap();
    for _ in 0..t {
        writeln!(s, "{k}").unwrap();
        for _ in 0..k {
            write!(s, "{n}").unwrap();
            for _ in 0..n {
                write!(s, " {}", rng.next() & 0x7fff_ffff).unwrap();
            }
            s.push('\n');
        }
    }
    s
}

/// Parse, then answer every test into one output text, as the command line does.
fn fast(input: &[u8]) -> String {
    let mut game = EvenOdd::new();
    let tests = game.parse(input).expect("the generated input is valid");
    let mut out = String::with_capacity(tests.len() * 11);
    for test in &tests {
        out.push_str(&game.answer(test).expect("every test is answered"));
        out.push('\n');
    }
    out
}

fn straightforward(input: &[u8]) -> String {
    let text = std::str::from_utf8(input).expect("the generated input is text");
    let mut out = String::new();
    for answer in baseline::answers(text).expect("the generated input is valid") {
        out.push_str(answer);
        out.push('\n');
    }
    out
}

fn bench(c: &mut Criterion) {
    let input = largest_input();
    assert_eq!(fast(input.as_bytes()), straightforward(input.as_bytes()));
    let tests = format::parse(input.as_bytes()).expect("the generated input is valid");

    let mut group = c.benchmark_group("evenodd_largest_input");
    group.sample_size(10);
    group.bench_function("end_to_end/fast", |b| {
        b.iter(|| fast(black_box(input.as_bytes())))
    });
    group.bench_function("end_to_end/baseline", |b| {
        b.iter(|| straightforward(black_box(input.as_bytes())))
    });
    group.bench_function("parse/fast_reader", |b| {
        b.iter(|| format::parse(black_box(input.as_bytes())))
    });
    group.bench_function("parse/careful_reader", |b| {
        b.iter(|| format::parse_careful(black_box(input.as_bytes())))
    });
    group.bench_function("solve/ranks", |b| {
        let mut solver = FastSolver::new();
        b.iter(|| {
            tests
                .iter()
                .map(|t| solver.verdict(black_box(t)) as usize)
                .sum::<usize>()
        })
    });
    group.bench_function("solve/sort", |b| {
        let mut scratch = Vec::new();
        b.iter(|| {
            tests
                .iter()
                .map(|t| {
                    let mut total = Total::new();
                    for pile in black_box(t).piles() {
                        scratch.clear();
                        scratch.extend_from_slice(pile);
                        scratch.sort_unstable();
                        scratch.dedup();
                        total.add_stalk(&scratch);
                    }
                    total.signum() as isize
                })
                .sum::<isize>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
