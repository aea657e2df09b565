//! Kayles on graphs: Node Kayles (take a vertex and its neighbours), Arc Kayles (CGSuite's
//! `ArcKayles`: take an edge and both its ends) and Partizan Arc Kayles (CGSuite's
//! `PartizanArcKayles`: Left takes blue edges `l`, Right red ones `r`, either player green ones
//! `e`). Who cannot move loses. The first two are impartial: their values are nimbers.

use crate::engine::rules::{ImpartialRules, PartizanRules};
use crate::games::boards::graph::{Alphabet, EdgeMove, Graph, Letters, On, Vertex};
use crate::games::boards::regions::least_image;
use crate::games::ruleset::Ruleset;

/// Every vertex of `g`.
fn all(g: &Graph) -> u64 {
    if g.len() == 64 {
        !0
    } else {
        (1u64 << g.len()) - 1
    }
}

/// The rules of Node Kayles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeKayles;

impl Letters for NodeKayles {
    const ALPHABET: Alphabet = Alphabet::PLAIN;
}

impl NodeKayles {
    fn takes(p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        let g = &p.graph;
        for v in 0..g.len() {
            let taken = g.neighbours(v) | 1 << v;
            each(
                Vertex(v as u8),
                On::new(g.induced(all(g) & !taken, |_, l| l)),
            );
        }
    }
}

impl ImpartialRules for NodeKayles {
    type Position = On<Self>;
    type Move = Vertex;

    fn moves(&self, p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        Self::takes(p, each);
    }

    fn components(&self, p: &On<Self>) -> Vec<On<Self>> {
        p.parts()
    }
}

impl Ruleset for NodeKayles {
    type Kind = crate::play::Impartial;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "node-kayles";
    const FORMAT: &'static str = "One graph in CGSuite's notation: `.` a vertex, `-` an edge, \
        `(a;b)` branches, `:A` names a vertex to close a cycle, `;` separates parts, as in \
        `----` (a path of five) or `:A-----:A`. A move names the vertex to take (with its \
        neighbours) by its number from 1 in the printed graph.";
    const EXAMPLE: &'static str = "--(-;--;---)";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}

/// Every edge of `g` of a kind in `kinds` taken, each with the graph it leaves; `letters`
/// when the game names edges by their letter.
fn take_edges<L: Letters>(
    p: &On<L>,
    kinds: &[usize],
    named: bool,
    each: &mut dyn FnMut(EdgeMove, On<L>),
) {
    let g = &p.graph;
    for (u, w, kind) in g.edge_list() {
        if kinds.contains(&kind) {
            let left = g.induced(all(g) & !(1 << u | 1 << w), |_, l| l);
            let letter = named.then(|| L::ALPHABET.edge_kinds[kind]);
            each(
                EdgeMove {
                    from: u as u8,
                    to: w as u8,
                    letter,
                },
                On::new(left),
            );
        }
    }
}

/// The rules of Arc Kayles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArcKayles;

impl Letters for ArcKayles {
    const ALPHABET: Alphabet = Alphabet::PLAIN;
}

impl ImpartialRules for ArcKayles {
    type Position = On<Self>;
    type Move = EdgeMove;

    fn moves(&self, p: &On<Self>, each: &mut dyn FnMut(EdgeMove, On<Self>)) {
        take_edges(p, &[0], false, each);
    }

    /// The connected parts with an edge (a lone vertex is worth 0).
    fn components(&self, p: &On<Self>) -> Vec<On<Self>> {
        p.parts()
            .into_iter()
            .filter(|part| !part.graph.edge_list().is_empty())
            .collect()
    }
}

impl Ruleset for ArcKayles {
    type Kind = crate::play::Impartial;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "arc-kayles";
    const FORMAT: &'static str = "One graph in CGSuite's notation: `.` a vertex, `-` an edge, \
        `(a;b)` branches, `:A` names a vertex to close a cycle, `;` separates parts, as in \
        `----` (a path of five) or `:A-----:A`. A move names the edge to take (with both its \
        ends) by its ends' numbers from 1 in the printed graph: `2-3`.";
    const EXAMPLE: &'static str = "--(-;--;---)";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}

/// The rules of Partizan Arc Kayles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PartizanArcKayles;

/// The kinds of edge: blue (Left's), red (Right's), green (either's).
const BLUE: usize = 0;
const RED: usize = 1;
const GREEN: usize = 2;

impl Letters for PartizanArcKayles {
    const ALPHABET: Alphabet = Alphabet {
        vertex_labels: b"",
        edge_kinds: b"lre",
    };
}

impl PartizanRules for PartizanArcKayles {
    type Position = On<Self>;
    type Move = EdgeMove;

    fn left_moves(&self, p: &On<Self>, each: &mut dyn FnMut(EdgeMove, On<Self>)) {
        take_edges(p, &[BLUE, GREEN], true, each);
    }

    fn right_moves(&self, p: &On<Self>, each: &mut dyn FnMut(EdgeMove, On<Self>)) {
        take_edges(p, &[RED, GREEN], true, each);
    }

    /// The connected parts with an edge (a lone vertex is worth 0).
    fn components(&self, p: &On<Self>) -> Vec<On<Self>> {
        p.parts()
            .into_iter()
            .filter(|part| !part.graph.edge_list().is_empty())
            .collect()
    }

    /// The lesser of the graph and the graph with blue and red swapped (the negative).
    fn normal_form(&self, part: &On<Self>) -> (On<Self>, bool) {
        let swapped = part.graph.with_edge_kinds(|kind| match kind {
            BLUE => RED,
            RED => BLUE,
            other => other,
        });
        least_image(part.clone(), [(On::new(swapped), true)])
    }
}

impl Ruleset for PartizanArcKayles {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "partizan-arc-kayles";
    const FORMAT: &'static str = "One graph in CGSuite's notation with coloured edges: `l` blue \
        (Left's), `r` red (Right's), `e` green (either's); `.` a vertex, `(a;b)` branches, `:A` \
        names a vertex to close a cycle, `;` separates parts, as in `llr` or `l(r;e)`. A move \
        names the edge by its ends' numbers from 1 in the printed graph and its letter: `1-2l`.";
    const EXAMPLE: &'static str = "llr(e;rl)";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}
