//! Blue-Red-Green Hackenbush: the split into regions and the renumbered normal form agree with
//! the engine's plain search of whole graphs; graphs print back as read.

use cgsolve::games::hackenbush::{Colour, Edge, Graph, Hackenbush};
use cgsolve::games::regions::{RegionRules, plain_outcome, region_sum_outcome};
use cgsolve::{Outcome, PartizanRules, Player};
use proptest::prelude::*;

/// The outcome of the negative of a game with outcome `o`.
fn negated_outcome(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

/// A graph of up to 7 edges on the ground and 5 other vertices, any colours.
fn small_graph() -> impl Strategy<Value = Graph> {
    let colour = prop_oneof![Just(Colour::Blue), Just(Colour::Red), Just(Colour::Green)];
    proptest::collection::vec((0u8..6, 0u8..6, colour), 0..=7).prop_map(|edges| {
        Graph::new(
            edges
                .into_iter()
                .map(|(u, v, c)| Edge::new(u, v, c))
                .collect(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn regions_and_normal_forms_keep_the_outcome(graph in small_graph()) {
        prop_assert_eq!(
            region_sum_outcome(&Hackenbush, &graph),
            plain_outcome(&Hackenbush, &graph)
        );
    }

    #[test]
    fn each_region_normal_form_keeps_or_swaps_the_outcome(graph in small_graph()) {
        for region in Hackenbush.regions(&graph) {
            let (normal, negated) = Hackenbush.normalise(&region);
            let outcome = plain_outcome(&Hackenbush, &region);
            let expected = if negated { negated_outcome(outcome) } else { outcome };
            prop_assert_eq!(plain_outcome(&Hackenbush, &normal), expected);
        }
    }

    #[test]
    fn graphs_print_back_as_read(graph in small_graph()) {
        let text = graph.to_string();
        prop_assert_eq!(Graph::parse(text.as_bytes(), 1, 1).unwrap(), graph);
    }

    #[test]
    fn a_cut_removes_at_least_its_edge(graph in small_graph()) {
        for player in [Player::Left, Player::Right] {
            for (edge, next) in Hackenbush.move_list(&graph, player) {
                prop_assert!(next.edges.len() < graph.edges.len());
                prop_assert!(next.edges.iter().all(|e| graph.edges.contains(e)));
                let allowed = match player {
                    Player::Left => Colour::Blue,
                    Player::Right => Colour::Red,
                };
                prop_assert!(edge.colour == allowed || edge.colour == Colour::Green);
            }
        }
    }
}
