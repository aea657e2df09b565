//! The retrograde solver on the graph of a digraph-tokens position of about 10^6 positions
//! (five tokens on a 40-vertex cycle with chords), beside the plain fixpoint iteration on the
//! same graph, and Smith's values. Throughput is in positions.

use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::progress::NoProgress;
use cgsolve::engine::retrograde::GameGraph;
use cgsolve::games::digraph_tokens::TokensText;
use cgsolve::play::GameText;
use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};

/// Vertices 0..40, each to the next and to the one 7 further round the cycle, with a way
/// out from every fifth vertex to 40 (no move): tokens at `tokens`.
fn position(tokens: &str) -> String {
    let mut edges = Vec::new();
    for v in 0..40 {
        edges.push(format!("{v}>{}", (v + 1) % 40));
        edges.push(format!("{v}>{}", (v + 7) % 40));
        if v % 5 == 0 {
            edges.push(format!("{v}>40"));
        }
    }
    format!("{} / {tokens}", edges.join(" "))
}

fn retrograde(c: &mut Criterion) {
    for tokens in ["0 3 9 17", "0 3 9 17 25"] {
        let (rules, start) = TokensText.parse(&position(tokens)).expect("a position");
        let graph =
            GameGraph::explore(&rules, &start, MemoryLimit::from_mib(4096), &mut NoProgress)
                .expect("within the limit");
        let name = format!(
            "retrograde/{} positions, {} moves",
            graph.len(),
            graph.edge_count()
        );
        let mut group = c.benchmark_group(name);
        group.sample_size(10);
        group.throughput(Throughput::Elements(u64::from(graph.len())));
        group.bench_function("retrograde pass", |b| {
            b.iter(|| black_box(&graph).retrograde())
        });
        group.bench_function("plain fixpoint", |b| {
            b.iter(|| black_box(&graph).fixpoint())
        });
        group.bench_function("smith values", |b| {
            b.iter(|| black_box(&graph).smith_values())
        });
        group.bench_function("enumeration", |b| {
            b.iter(|| {
                GameGraph::explore(
                    &rules,
                    black_box(&start),
                    MemoryLimit::from_mib(4096),
                    &mut NoProgress,
                )
                .map(|g| g.len())
            })
        });
        group.finish();
    }
}

criterion_group!(benches, retrograde);
criterion_main!(benches);
