//! The generic memoised solver on textbook octal games: Grundy sequences of heaps 0..=400.

use cgsolve::games::impartial::heap::{Code, heaps};
use cgsolve::{Nimber, Solver};
use criterion::{Criterion, black_box, criterion_group, criterion_main};

fn sequence(code: &Code, up_to: u32) -> Nimber {
    let mut solver = Solver::new(code.clone());
    (0..=up_to)
        .map(|n| solver.grundy(&heaps(&[n])))
        .fold(Nimber::ZERO, |a, b| a ^ b)
}

fn octal_sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine/octal-sequence-0..=400");
    for (name, code) in [("kayles 0.77", "0.77"), ("dawson 0.07", "0.07")] {
        let code: Code = code.parse().expect("a valid octal code");
        group.bench_function(name, |b| b.iter(|| sequence(black_box(&code), 400)));
    }
    group.finish();
}

criterion_group!(benches, octal_sequences);
criterion_main!(benches);
