//! Graphs in leaf form against the same graphs spelled out: the numbers settled among new
//! positions, the canonical form found without spelling a number out, and the cuts a
//! comparison decides a leaf by, each against plain play on the spelled-out graph.

use super::compare::{Side, leq};
use super::graph::{Graph, Loopy};
use super::leaves::{cuts, settle_numbers};
use super::notation::stopper_notation;
use super::sided::stopper_eq;
use super::stopper::canonical;
use crate::theory::canonical::Arena;
use crate::theory::dyadic::Dyadic;
use proptest::prelude::*;

fn dyadic() -> impl Strategy<Value = Dyadic> {
    (-24i64..=24, 0u64..=3).prop_map(|(m, k)| Dyadic::new(m, k))
}

/// A graph in leaf form of one to five positions, some of them leaves (their moves dropped),
/// and the others not known to be numbers or not.
fn leafy_graph() -> impl Strategy<Value = (Graph, Vec<bool>)> {
    (1usize..=5).prop_flat_map(|n| {
        (
            proptest::collection::vec(proptest::option::weighted(0.35, dyadic()), n),
            proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..=9),
        )
            .prop_map(move |(numbers, edges)| {
                let mut graph = Graph::leaf_form();
                for x in &numbers {
                    match x {
                        Some(x) => graph.add_number(x.clone()),
                        None => graph.add_vertex(),
                    };
                }
                for (a, b, left) in edges {
                    if numbers[a].is_some() {
                        continue;
                    }
                    let moves = if left {
                        &mut graph.left[a]
                    } else {
                        &mut graph.right[a]
                    };
                    if !moves.contains(&b) {
                        moves.push(b);
                    }
                }
                let unsure = numbers.iter().map(Option::is_none).collect();
                (graph, unsure)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Settling the numbers of a graph, then simplifying it in leaf form, gives the canonical
    /// form of the graph spelled out.
    #[test]
    fn a_settled_graph_simplifies_to_the_spelled_out_ones_form((graph, unsure) in leafy_graph()) {
        let plain = Loopy { graph: graph.expanded(), start: 0 };
        prop_assume!(plain.is_stopper());
        let mut leafy = graph.clone();
        prop_assume!(settle_numbers(&mut leafy, &unsure));
        let leafy = Loopy { graph: leafy, start: 0 };
        prop_assert!(stopper_eq(&leafy.expanded(), &plain));
        let (by_leaves, spelled) = (canonical(&leafy), canonical(&plain));
        let mut arena = Arena::new();
        prop_assert_eq!(
            stopper_notation(&mut arena, &by_leaves),
            stopper_notation(&mut arena, &spelled)
        );
        prop_assert_eq!(by_leaves.graph.expanded_len(), spelled.graph.expanded_len());
        prop_assert!(stopper_eq(&by_leaves, &spelled));
    }

    /// A vertex's cuts are the numbers it is at least, and those it beats moving first, as
    /// plain play on the spelled-out graphs decides.
    #[test]
    fn cuts_are_what_plain_comparison_with_the_number_decides(
        (graph, unsure) in leafy_graph(),
        x in dyadic(),
    ) {
        let mut graph = graph;
        prop_assume!(settle_numbers(&mut graph, &unsure));
        prop_assume!(graph.is_alternating_cycle_free_everywhere());
        let number = Loopy::number(x.clone()).expanded();
        let plain = graph.expanded();
        for (v, (at_least, beaten)) in cuts(&graph).into_iter().enumerate() {
            // G_v >= x; and G_v |> x, that is, not G_v <= x.
            prop_assert_eq!(at_least.contains(&x), leq(&number.graph, 0, &plain, v, Side::Stopper), "{}", v);
            prop_assert_eq!(beaten.contains(&x), !leq(&plain, v, &number.graph, 0, Side::Stopper), "{}", v);
        }
    }
}
