//! Misère canonical forms of Grundy's game sums and Cram boards: the position split into its
//! parts (the form of a sum is the sum of the forms) beside the plain construction (the whole
//! position's form from its options, no parts), each in a fresh arena, same run.

use cgsolve::engine::misere::MisereForms;
use cgsolve::engine::rules::ImpartialRules;
use cgsolve::games::impartial::cram::{CramRules, Grid, PlainCram};
use cgsolve::games::impartial::heap::Code;
use cgsolve::theory::misere::MisereArena;
use criterion::{Criterion, black_box, criterion_group, criterion_main};

/// A code's moves with no parts: the plain construction.
struct Whole(Code);

impl ImpartialRules for Whole {
    type Position = Vec<u32>;
    type Move = ();
    fn moves(&self, p: &Vec<u32>, each: &mut dyn FnMut((), Vec<u32>)) {
        self.0.moves(p, &mut |_, next| each((), next));
    }
}

/// The form of `p` printed, from nothing: a fresh arena and memo.
fn form<R: ImpartialRules>(rules: R, p: &R::Position) -> String {
    let mut arena = MisereArena::new();
    let mut forms = MisereForms::new(rules, usize::MAX);
    let g = forms.form(&mut arena, p).expect("no limit");
    arena.to_notation(g).expect("no limit")
}

fn grundy(c: &mut Criterion) {
    let grundy: Code = "grundy".parse().expect("Grundy's game is a code");
    let mut group = c.benchmark_group("misere/grundy");
    group.sample_size(10);
    for heaps in [vec![22], vec![13, 16, 19]] {
        group.bench_function(format!("{heaps:?} whole (plain construction)"), |b| {
            b.iter(|| form(Whole(grundy.clone()), black_box(&heaps)))
        });
        group.bench_function(format!("{heaps:?} by parts"), |b| {
            b.iter(|| form(grundy.clone(), black_box(&heaps)))
        });
    }
    group.finish();
}

fn cram(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere/cram");
    group.sample_size(10);
    for (rows, cols) in [(3, 4), (4, 4)] {
        let cells = Grid::empty(rows, cols).expect("a board").cells();
        group.bench_function(format!("{rows}x{cols} whole (plain construction)"), |b| {
            b.iter(|| form(PlainCram, black_box(&cells)))
        });
        group.bench_function(format!("{rows}x{cols} by parts"), |b| {
            b.iter(|| form(CramRules::new(), black_box(&cells)))
        });
    }
    group.finish();
}

criterion_group!(benches, grundy, cram);
criterion_main!(benches);
