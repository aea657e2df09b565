//! Games on graphs (Snort, Col, Node Kayles, Arc Kayles, Partizan Arc Kayles): the parts and
//! normal forms against the engine's plain search of whole graphs; values as CGSuite prints
//! them (its own test suite, and 150 random graphs of each game it valued, kept in
//! tests/data/graph/); the Kayles games on paths against their heap games.

use cgsolve::games::boards::graph::{Letters, On};
use cgsolve::games::impartial::heap::{Code, plain_values};
use cgsolve::games::impartial::kayles::{ArcKayles, NodeKayles, PartizanArcKayles};
use cgsolve::games::partizan::col::{Col, Snort};
use cgsolve::text::PositionText;
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
#[path = "common/impartial.rs"]
mod impartial;
use classic::classic_game_checks;
use common::tables::{check_table, same};
use impartial::impartial_game_checks;

/// A random graph of up to 7 vertices for the game `L`, written in CGSuite's notation: each
/// vertex named and labelled in a first part, then one part per edge between named vertices.
fn small_graph<L: Letters>() -> impl Strategy<Value = On<L>> {
    let labels = L::ALPHABET.vertex_labels.len();
    let kinds = L::ALPHABET.edge_kinds.len();
    (1usize..=7)
        .prop_flat_map(move |n| {
            (
                prop::collection::vec(0..=labels, n),
                prop::collection::vec((0..n, 0..n, 0..kinds), 0..=2 * n),
            )
        })
        .prop_map(|(labels, edges)| {
            let vertex = |v: usize| {
                let label = match labels[v] {
                    0 => ".".to_string(),
                    l => char::from(L::ALPHABET.vertex_labels[l - 1]).to_string(),
                };
                format!("{label}:{{{v}}}")
            };
            let mut parts: Vec<String> = (0..labels.len()).map(vertex).collect();
            for (u, w, kind) in edges {
                let edge = char::from(L::ALPHABET.edge_kinds[kind]);
                parts.push(format!("{}{edge}{}", vertex(u), vertex(w)));
            }
            On::parse(parts.join(";").as_bytes(), 1, 1).unwrap()
        })
}

mod snort {
    use super::*;
    classic_game_checks!(Snort, small_graph::<Snort>(), 200, 100);
}

mod col {
    use super::*;
    classic_game_checks!(Col, small_graph::<Col>(), 200, 100);
}

mod node_kayles {
    use super::*;
    impartial_game_checks!(NodeKayles, small_graph::<NodeKayles>(), 200);
}

mod arc_kayles {
    use super::*;
    impartial_game_checks!(ArcKayles, small_graph::<ArcKayles>(), 200);
}

mod partizan_arc_kayles {
    use super::*;
    classic_game_checks!(
        PartizanArcKayles,
        small_graph::<PartizanArcKayles>(),
        200,
        100
    );
}

/// Each `graph => value` line of `tests/data/graph/NAME.txt` against the values `of` gives.
fn agrees_with_recorded(name: &str, mut of: impl FnMut(&str) -> String) {
    let table = format!("graph/{name}.txt");
    check_table(&table, " => ", 150..=150, |[graph, value]| {
        same(of(graph), value)
    });
}

#[test]
fn random_graphs_agree_with_cgsuite() {
    let mut snort = classic::Values::<Snort>::new();
    agrees_with_recorded("snort", |g| snort.of(g));
    let mut col = classic::Values::<Col>::new();
    agrees_with_recorded("col", |g| col.of(g));
    let mut arc = impartial::NimValues::<ArcKayles>::new();
    agrees_with_recorded("arc-kayles", |g| arc.of(g));
    let mut pak = classic::Values::<PartizanArcKayles>::new();
    agrees_with_recorded("partizan-arc-kayles", |g| pak.of(g));
}

#[test]
fn cgsuites_own_tests() {
    // lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala.
    assert_eq!(
        classic::Values::<Col>::new().of("R-.-R-.-L-.-R-.-R-."),
        "7/8"
    );
    let mut snort = classic::Values::<Snort>::new();
    assert_eq!(snort.of("L-.-.-.-L"), "{4|0,+-1}");
    assert_eq!(snort.of(".-.-.(-.;-.)"), "+-{3|2}");
    let mut pak = classic::Values::<PartizanArcKayles>::new();
    assert_eq!(pak.of("llr"), "1/2");
    assert_eq!(pak.of("lrlr(ll;ree(rl;l))"), "{3*|2*||3/2,3/2*|1/2*}");
}

/// A path of `n` vertices, each with a loop when `looped`.
fn path(n: usize, looped: bool) -> String {
    (0..n)
        .map(|v| {
            let here = format!(":{{{v}}}");
            if looped {
                format!("{here}-{here}")
            } else {
                here
            }
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// `*g` for each Grundy value of the heap game `code` on heaps 1 to 50.
fn heap_values(code: &str) -> Vec<String> {
    let code: Code = code.parse().unwrap();
    plain_values(&code, 50)[1..]
        .iter()
        .map(|&g| star(g))
        .collect()
}

/// The nimber `*g` as CGSuite prints it.
fn star(g: u32) -> String {
    match g {
        0 => "0".to_string(),
        1 => "*".to_string(),
        g => format!("*{g}"),
    }
}

#[test]
fn kayles_on_paths_are_heap_games() {
    // CGSuite's tests: Arc Kayles on paths of 1..50 vertices are Dawson's Kayles heaps
    // (0.07), and on paths with a loop at each vertex Kayles heaps (0.77); Node Kayles on a
    // path is 0.137 (taking a vertex and its neighbours).
    let dawson = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5,
    ];
    let mut arc = impartial::NimValues::<ArcKayles>::new();
    let mut node = impartial::NimValues::<NodeKayles>::new();
    let (dawsons, kayles, node_path) = (
        heap_values("0.07"),
        heap_values("0.77"),
        heap_values("0.137"),
    );
    for n in 1..=50 {
        assert_eq!(arc.of(&path(n, false)), star(dawson[n - 1]), "path {n}");
        assert_eq!(arc.of(&path(n, false)), dawsons[n - 1], "path {n}");
        assert_eq!(arc.of(&path(n, true)), kayles[n - 1], "looped path {n}");
        assert_eq!(
            node.of(&path(n, false)),
            node_path[n - 1],
            "node kayles path {n}"
        );
    }
}
