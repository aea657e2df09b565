//! Blue-Red-Green Hackenbush: the split into regions and the renumbered normal form agree with
//! the engine's plain search of whole graphs; graphs print back as read.

use cgsolve::engine::values::ValueSolver;
use cgsolve::games::partizan::hackenbush::{Colour, Edge, Graph, Hackenbush};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::tables::{check_table, same};

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
    fn a_cut_removes_at_least_its_edge(graph in small_graph()) {
        for player in [Player::Left, Player::Right] {
            for (edge, next) in Hackenbush::default().move_list(&graph, player) {
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

classic_game_checks!(Hackenbush, small_graph(), 300, 200);

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]


    /// A blue-red string (a stalk from the ground) is worth the number its sign expansion
    /// reads: edges of the ground edge's colour count ±1 each, and after the first change of
    /// colour each edge counts ±1/2, ±1/4, ... (Berlekamp's rule).
    #[test]
    fn blue_red_strings_are_their_sign_expansions(blues in proptest::collection::vec(any::<bool>(), 0..=12)) {
        let edges = blues
            .iter()
            .enumerate()
            .map(|(i, &blue)| {
                let colour = if blue { Colour::Blue } else { Colour::Red };
                Edge::new(i as u8, i as u8 + 1, colour)
            })
            .collect();
        let graph = Graph::new(edges);
        let (mut num, mut den) = (0i64, 1i64);
        let mut changed = false;
        for (i, &blue) in blues.iter().enumerate() {
            let sign = if blue { 1 } else { -1 };
            changed |= i > 0 && blue != blues[i - 1];
            if changed {
                num *= 2;
                den *= 2;
                num += sign;
            } else {
                num += sign * den;
            }
        }
        while den > 1 && num % 2 == 0 {
            num /= 2;
            den /= 2;
        }
        let expected = if den == 1 { num.to_string() } else { format!("{num}/{den}") };
        let mut values = ValueSolver::new(Hackenbush::default());
        let g = values.value(&graph).unwrap();
        prop_assert_eq!(values.arena().to_notation(g), expected);
    }

    /// A green tree is the nimber the colon principle gives: a vertex's branches are worth the
    /// nim sum of (each child's subtree value + 1).
    #[test]
    fn green_trees_follow_the_colon_principle(parents in proptest::collection::vec(any::<prop::sample::Index>(), 0..=9)) {
        // Vertex i + 1 hangs from an earlier vertex (0 is the ground).
        let parent: Vec<usize> = parents.iter().enumerate().map(|(i, p)| p.index(i + 1)).collect();
        let edges = parent
            .iter()
            .enumerate()
            .map(|(i, &p)| Edge::new(p as u8, i as u8 + 1, Colour::Green))
            .collect();
        fn tree_value(v: usize, parent: &[usize]) -> u32 {
            (0..parent.len())
                .filter(|&c| parent[c] == v)
                .map(|c| tree_value(c + 1, parent) + 1)
                .fold(0, |a, b| a ^ b)
        }
        let n = tree_value(0, &parent);
        let expected = match n {
            0 => "0".to_string(),
            1 => "*".to_string(),
            n => format!("*{n}"),
        };
        let mut values = ValueSolver::new(Hackenbush::default());
        let g = values.value(&Graph::new(edges)).unwrap();
        prop_assert_eq!(values.arena().to_notation(g), expected);
    }
}

#[test]
fn all_three_colours_by_hand() {
    let mut values = classic::Values::<Hackenbush>::new();
    let mut value = |text: &str| values.of(text);
    // A green edge on a blue one: Left cuts the blue (0) or the green (1), Right only the
    // green (1): {0, 1 | 1} = {1 | 1} = 1*.
    assert_eq!(value("g-1:B 1-2:G"), "1*");
    // A blue edge on a green one: Left cuts the green (0) or the blue (*), Right the green
    // (0): {0, * | 0} = ^*.
    assert_eq!(value("g-1:G 1-2:B"), "^*");
    // A red edge and a green edge side by side: -1 + * = -1*.
    assert_eq!(value("g-1:R g-2:G"), "-1*");
    // A triangle g-1:B, 1-2:R, 2-g:G. Cutting the blue leaves the stalk green-then-red,
    // {0 | 0, *} = v*; cutting the green leaves blue-then-red, 1/2. Right cutting the red
    // leaves 1 + * = 1*, the green 1/2. So {v*, 1/2 | 1*, 1/2} = {1/2 | 1/2} = 1/2*.
    assert_eq!(value("g-1:G 1-2:R"), "v*");
    assert_eq!(value("g-1:B 1-2:R 2-g:G"), "1/2*");
}

#[test]
fn bad_input_is_placed_and_answers_nothing() {
    let (code, out, err) = common::cgsolve_text(&["hackenbush"], "g-1:B\ng-1:B 1-x:R\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:9: expected a vertex (g or 1 to 255), found 'x'\n"
    );
    let (code, out, _) = common::cgsolve_text(&["hackenbush", "-p", "g-1:B 1-2:R"], "");
    assert_eq!((code, out.as_str()), (0, "1/2\n"));
}

/// Childish Hackenbush on the same random graphs.
mod childish {
    use super::*;
    use cgsolve::games::partizan::hackenbush::ChildishHackenbush;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// A childish cut (blue or red) brings down only its own edge.
        #[test]
        fn a_childish_cut_drops_nothing_else(graph in small_graph()) {
            for player in [Player::Left, Player::Right] {
                for (edge, next) in ChildishHackenbush::default().move_list(&graph, player) {
                    if edge.colour != Colour::Green {
                        prop_assert_eq!(next.edges.len() + 1, graph.edges.len());
                    }
                }
            }
        }
    }

    classic_game_checks!(ChildishHackenbush, small_graph(), 300, 200);
}

/// Each `graph => value` line of `tests/data/graph/NAME.txt` against `G`'s values.
fn agrees_with_recorded<G: cgsolve::games::serving::classic::PartizanRuleset>(name: &str) {
    let mut values = classic::Values::<G>::new();
    let table = format!("graph/{name}.txt");
    check_table(&table, " => ", 150..=150, |[graph, value]| {
        same(values.of(graph), value)
    });
}

#[test]
fn cgsuite_notation_agrees_with_cgsuite() {
    use cgsolve::games::partizan::hackenbush::ChildishHackenbush;
    // CGSuite's GameGraphTest.
    let mut values = classic::Values::<Hackenbush>::new();
    for (graph, expected) in [
        ("lrlrrllr", "77/128"),
        ("l(l;rl)", "3/2"),
        ("eeeeeee", "*7"),
        ("lrlerrr", "3/4v[3]*"),
        ("e(ee(e;e);e(eee;ee);e(ee;e))", "*5"),
        ("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "*2"),
    ] {
        assert_eq!(values.of(graph), expected, "{graph}");
    }
    let mut childish = classic::Values::<ChildishHackenbush>::new();
    for (graph, expected) in [
        ("l(l;rl)", "2"),
        (":{ground}llllllrrrr:{ground}", "{4|-2}"),
        ("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))", "15/16"),
        ("(e:B;e:Bllllllrrr:B)", "{0|^[4]*||vv}"),
    ] {
        assert_eq!(childish.of(graph), expected, "{graph}");
    }
    // CGSuite refuses a graph not joined to the ground as a whole.
    let e = Graph::parse(b"lrlr;lr", 1, 1).unwrap_err();
    assert!(e.message.contains("connected"), "{e}");
    agrees_with_recorded::<Hackenbush>("hackenbush");
    agrees_with_recorded::<ChildishHackenbush>("childish-hackenbush");
}
