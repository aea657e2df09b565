//! The retrograde solver on the graphs of digraph-tokens positions of about 10^5 and 10^6
//! positions (four and five tokens racing along 41 vertices with ways back), beside the plain
//! fixpoint iteration on the same graph, and Smith's values. Throughput is in positions.

use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::retrograde::{GameGraph, WinLoseDraw};
use cgsolve::games::loopy::digraph_tokens::DigraphTokens;
use cgsolve::games::ruleset::RulesetText;
use cgsolve::play::GameText;
use cgsolve::progress::NoProgress;
use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};

/// Vertices 0..=40: each moves forward by 1 and by 3 (up to 40, which has no move), and every
/// seventh one also back by 5 and every eleventh may pass (a loop), so that tokens may cycle:
/// a race with draws. Tokens at
/// `tokens`.
fn position(tokens: &str) -> String {
    let mut edges = Vec::new();
    for v in 0..40 {
        edges.push(format!("{v}>{}", v + 1));
        edges.push(format!("{v}>{}", (v + 3).min(40)));
        if v % 7 == 6 {
            edges.push(format!("{v}>{}", v - 5));
        }
        if v % 11 == 5 {
            edges.push(format!("{v}>{v}"));
        }
    }
    format!("{} / {tokens}", edges.join(" "))
}

fn retrograde(c: &mut Criterion) {
    for tokens in ["0 3 9 17", "0 3 9 17 25"] {
        let (rules, start) = RulesetText::<DigraphTokens>::FACE
            .parse(&position(tokens))
            .expect("a position");
        let graph =
            GameGraph::explore(&rules, &start, MemoryLimit::from_mib(4096), &mut NoProgress)
                .expect("within the limit");
        let name = format!(
            "retrograde/{} positions, {} moves",
            graph.len(),
            graph.edge_count()
        );
        // What the graph holds, for BENCHMARKS.md: how many positions are won, lost, drawn,
        // and the longest remoteness.
        let results = graph.retrograde();
        let count = |f: fn(&WinLoseDraw) -> bool| results.iter().filter(|r| f(r)).count();
        eprintln!(
            "{name}: {} won, {} lost, {} drawn, remoteness up to {}",
            count(|r| matches!(r, WinLoseDraw::Win(_))),
            count(|r| matches!(r, WinLoseDraw::Lose(_))),
            count(|r| *r == WinLoseDraw::Draw),
            results
                .iter()
                .filter_map(|r| r.remoteness())
                .max()
                .unwrap_or(0)
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
