//! Heap games and Cram: the fast paths beside the plain mex loop (the baseline), same run.

use cgsolve::games::impartial::cram::{CramSolver, Grid};
use cgsolve::games::impartial::heap::misere::{DEFAULT_LIMIT, misere_quotient};
use cgsolve::games::impartial::heap::{Code, Method, Sequence, plain_values};
use criterion::{Criterion, black_box, criterion_group, criterion_main};

fn code(text: &str) -> Code {
    text.parse().expect("a valid code")
}

fn octal(c: &mut Criterion) {
    // Dawson's Kayles has no sparse rare class: the method alone is quadratic there, so it is
    // measured on the baseline's range.
    for (name, text, alone) in [("kayles", "0.77", 100_000), ("dawson", "0.07", 10_000)] {
        let game = code(text);
        let mut group = c.benchmark_group(format!("heap/{name}"));
        group.sample_size(10);
        group.bench_function("plain mex loop 0..=10^4 (baseline)", |b| {
            b.iter(|| plain_values(black_box(&game), 10_000))
        });
        group.bench_function(
            format!("rare/common, no period copying, 0..={alone}"),
            |b| b.iter(|| Sequence::compute_with(black_box(&game), alone, Method::Sparse, false)),
        );
        group.bench_function("cgsolve 0..=10^5", |b| {
            b.iter(|| Sequence::compute(black_box(&game), 100_000))
        });
        group.bench_function("cgsolve 0..=10^7", |b| {
            b.iter(|| Sequence::compute(black_box(&game), 10_000_000))
        });
        group.finish();
    }
}

fn grundy(c: &mut Criterion) {
    let game = code("4!.0");
    let mut group = c.benchmark_group("heap/grundy");
    group.sample_size(10);
    group.bench_function("plain mex loop 0..=2^14 (baseline)", |b| {
        b.iter(|| plain_values(black_box(&game), 1 << 14))
    });
    group.bench_function("rare/common 0..=2^14", |b| {
        b.iter(|| Sequence::compute(black_box(&game), 1 << 14))
    });
    group.bench_function("rare/common 0..=65535", |b| {
        b.iter(|| Sequence::compute(black_box(&game), 65_535))
    });
    group.finish();
}

fn cram(c: &mut Criterion) {
    let mut group = c.benchmark_group("cram");
    group.sample_size(10);
    for (h, w) in [(4, 5), (4, 7), (5, 6)] {
        let cells = Grid::empty(h, w).expect("fits").cells();
        group.bench_function(format!("{h}x{w}"), |b| {
            b.iter(|| CramSolver::new().grundy(black_box(cells)))
        });
    }
    group.finish();
}

/// Misère quotients to their proof (MisereSolver's own times are in BENCHMARKS.md, measured in
/// the same sitting); the first heaps of Dawson's Kayles, where the quotient grows large.
fn misere(c: &mut Criterion) {
    let mut group = c.benchmark_group("heap/misere");
    group.sample_size(10);
    for text in ["0.77", "0.15", "0.115"] {
        let game = code(text);
        group.bench_function(format!("quotient of {text} to its proof"), |b| {
            b.iter(|| misere_quotient(black_box(&game), 400, DEFAULT_LIMIT))
        });
    }
    let dawson = code("0.07");
    group.bench_function("quotient of 0.07 to heap 25", |b| {
        b.iter(|| misere_quotient(black_box(&dawson), 25, DEFAULT_LIMIT))
    });
    group.finish();
}

criterion_group!(benches, octal, grundy, cram, misere);
criterion_main!(benches);
