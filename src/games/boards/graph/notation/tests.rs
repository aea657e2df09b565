//! Reading and printing graphs: CGSuite's examples, errors at their columns, and what is
//! printed reading back as the same graph.

use super::*;
use crate::games::boards::graph::EDGE_KINDS;
use proptest::prelude::*;

const PLAIN: Alphabet = Alphabet {
    vertex_labels: b"LR",
    edge_kinds: b"-",
};
const COLOURED: Alphabet = Alphabet {
    vertex_labels: b"",
    edge_kinds: b"lre",
};

fn read(text: &str, alphabet: Alphabet) -> Graph {
    Graph::parse(text.as_bytes(), alphabet, 1, 1).unwrap()
}

#[test]
fn prints_as_cgsuite_prints() {
    // CGSuite: Snort("L-.-.-.-L") is GenCol.Position("L----L"), Col(".-.-.(-.;-.)") is
    // "--(-;-)", Snort(".:A-.-.-.:A;.;L-R") is ":A---:A;.;L-R".
    for (text, printed) in [
        ("L-.-.-.-L", "L----L"),
        (".-.-.(-.;-.)", "--(-;-)"),
        (".:A-.-.-.:A;.;L-R", ":A---:A;.;L-R"),
        ("", ""),
        (".", "."),
        ("---", "---"),
        (":A-:A", ":A-:A"),
    ] {
        assert_eq!(
            read(text, PLAIN).display(PLAIN).to_string(),
            printed,
            "{text}"
        );
    }
    assert_eq!(read("llr", COLOURED).display(COLOURED).to_string(), "llr");
}

#[test]
fn the_empty_graph_prints_and_reads_back_as_itself() {
    let empty = read("", PLAIN);
    assert!(empty.is_empty());
    let printed = empty.display(PLAIN).to_string();
    assert_eq!(read(&printed, PLAIN), empty);
    let one = read(".", PLAIN);
    assert_eq!(one.len(), 1);
    assert_eq!(read(&one.display(PLAIN).to_string(), PLAIN), one);
}

#[test]
fn vertices_are_counted_edges_joined_and_names_shared() {
    let g = read("--(-;--;---)", PLAIN);
    assert_eq!((g.len(), g.edge_list().len()), (9, 8));
    let cycle = read(":A----:A", PLAIN);
    assert_eq!((cycle.len(), cycle.edge_list().len()), (4, 4));
    assert!((0..4).all(|v| cycle.neighbours(v).count_ones() == 2));
    let parts = read("--;.;L", PLAIN).parts();
    assert_eq!(parts.iter().map(Graph::len).collect::<Vec<_>>(), [3, 1, 1]);
}

#[test]
fn bad_text_is_refused_at_its_column() {
    for (text, column, message) in [
        (
            "--(-;-",
            7,
            "expected ')' to close the '(' at column 3, found the end",
        ),
        (
            "-x",
            2,
            "expected a vertex ('.', 'L', 'R'), an edge ('-'), '(', ';', ')' or",
        ),
        (
            ".x",
            2,
            "expected an edge ('-'), '(', ';', ')' or the end, found 'x'",
        ),
        (
            "x",
            1,
            "expected a vertex ('.', 'L', 'R'), an edge ('-'), '(', ';', ')' or",
        ),
        (
            ".(-;-)-.",
            7,
            "expected ';', ')' or the end after the branches",
        ),
        ("->", 2, "expected an undirected edge"),
        ("-:", 3, "expected a vertex name after ':'"),
        (
            "L:A-R:A",
            5,
            "expected the same label on every vertex of one name",
        ),
        (
            ".-.)",
            4,
            "expected an edge ('-'), '(', ';' or the end, found ')'",
        ),
    ] {
        let e = Graph::parse(text.as_bytes(), PLAIN, 1, 1).unwrap_err();
        assert_eq!(e.column, column, "{text}: {}", e.message);
        assert!(e.message.starts_with(message), "{text}: {}", e.message);
    }
    let long = "-".repeat(MAX_VERTICES);
    let e = Graph::parse(long.as_bytes(), PLAIN, 1, 1).unwrap_err();
    assert!(e.message.contains("at most 64 vertices"), "{}", e.message);
    let deep = format!(".{}", "(".repeat(100));
    let e = Graph::parse(deep.as_bytes(), PLAIN, 1, 1).unwrap_err();
    assert!(e.message.contains("nested"), "{}", e.message);
}

/// A random graph on 1 to 8 vertices with vertex labels below `labels` and edges (loops
/// and parallel edges of different kinds included) of the first `kinds` kinds.
fn random_graph(labels: u8, kinds: usize) -> impl Strategy<Value = Graph> {
    (1usize..9)
        .prop_flat_map(move |n| {
            (
                prop::collection::vec(0..labels, n),
                prop::collection::vec(any::<u64>(), n * kinds),
            )
        })
        .prop_map(move |(labels, rows)| {
            let n = labels.len();
            let mut edges = vec![[0u64; EDGE_KINDS]; n];
            for kind in 0..kinds {
                for u in 0..n {
                    for w in u..n {
                        if rows[kind * n + u] >> (2 * w) & 3 == 0 {
                            edges[u][kind] |= 1 << w;
                            edges[w][kind] |= 1 << u;
                        }
                    }
                }
            }
            let mut g = Graph { labels, edges };
            g.normalise();
            g
        })
}

proptest! {
    /// What is printed reads back as the same graph, in the same numbering.
    #[test]
    fn printing_reads_back(g in random_graph(3, 1), h in random_graph(1, 3)) {
        let text = g.display(PLAIN).to_string();
        prop_assert_eq!(read(&text, PLAIN), g, "{}", text);
        let text = h.display(COLOURED).to_string();
        prop_assert_eq!(read(&text, COLOURED), h, "{}", text);
    }

    /// The parts hold every vertex and edge once, each in its normal numbering.
    #[test]
    fn parts_partition_the_graph(g in random_graph(3, 3)) {
        let parts = g.parts();
        for part in &parts {
            let mut renumbered = part.clone();
            renumbered.normalise();
            prop_assert_eq!(&renumbered, part);
        }
        prop_assert_eq!(parts.iter().map(Graph::len).sum::<usize>(), g.len());
        let edges: usize = parts.iter().map(|p| p.edge_list().len()).sum();
        prop_assert_eq!(edges, g.edge_list().len());
    }
}
