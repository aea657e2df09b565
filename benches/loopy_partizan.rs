//! Loopy values of partizan games: a stopper's game graph with hundreds of followers
//! simplified by strongly connected parts (the engine's `GameGraph::value`) beside the plain
//! canonical form of the whole graph at once (`stopper::canonical`), same graph, same run;
//! and Fox and Geese positions from their text, graph built and valued.

use cgsolve::engine::loopy_values::GameGraph;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::loopy::fox_and_geese::{Board, FoxAndGeese};
use cgsolve::text::PositionText;
use cgsolve::theory::loopy::Loopy;
use cgsolve::theory::loopy::stopper::canonical;
use criterion::{Criterion, black_box, criterion_group, criterion_main};

const MEMORY: MemoryLimit = MemoryLimit::from_mib(1024);

fn board(text: &str) -> Board {
    Board::parse(text.as_bytes(), 1, 1).expect("a board")
}

fn stopper_simplification(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy/stopper simplification");
    group.sample_size(10);
    for text in ["F.......|........|G.G.....", "F.......|........|G.G.G..."] {
        let graph = GameGraph::reach(&FoxAndGeese, &board(text), MEMORY).expect("small");
        let whole = Loopy {
            graph: graph.whole(),
            start: 0,
        };
        let n = graph.len();
        group.bench_function(format!("{text} ({n} positions) whole graph (plain)"), |b| {
            b.iter(|| canonical(black_box(&whole)))
        });
        group.bench_function(format!("{text} ({n} positions) by parts"), |b| {
            b.iter(|| black_box(&graph).value(MEMORY).expect("small"))
        });
    }
    group.finish();
}

fn fox_and_geese(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy/fox-and-geese");
    group.sample_size(10);
    for text in [
        "F.......|........|........|.G.G.G.G",
        "........|.......F|........|.G.G.G.G",
    ] {
        group.bench_function(text, |b| {
            b.iter(|| {
                GameGraph::reach(&FoxAndGeese, black_box(&board(text)), MEMORY)
                    .and_then(|g| g.value(MEMORY))
                    .expect("within the limit")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, stopper_simplification, fox_and_geese);
criterion_main!(benches);
