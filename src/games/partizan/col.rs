//! Snort and Col (CGSuite's `GenCol`): players colour the vertices of a graph, Left blue and
//! Right red. In Snort a vertex may not be coloured next to one of the other colour, in Col
//! next to one of the same colour. Who cannot colour a vertex loses.
//!
//! As in CGSuite, a coloured vertex leaves the graph and marks its neighbours: a vertex `L`
//! is next to a blue one, `R` next to a red one, `.` next to neither. A vertex next to both
//! colours can be coloured by nobody and leaves too.

use crate::engine::rules::PartizanRules;
use crate::games::boards::graph::{Alphabet, Letters, On, Vertex};
use crate::games::ruleset::Ruleset;
use crate::theory::outcome::Player;

/// The label of a vertex next to a blue (Left's) vertex.
pub(crate) const NEXT_TO_BLUE: u8 = 1;
/// The label of a vertex next to a red (Right's) vertex.
pub(crate) const NEXT_TO_RED: u8 = 2;

/// The rules of Snort (`SNORT`) or Col.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GenCol<const SNORT: bool>;

/// Snort: no vertex is coloured next to the other colour.
pub type Snort = GenCol<true>;
/// Col: no vertex is coloured next to its own colour.
pub type Col = GenCol<false>;

impl<const SNORT: bool> Letters for GenCol<SNORT> {
    const ALPHABET: Alphabet = Alphabet {
        vertex_labels: b"LR",
        edge_kinds: b"-",
    };
}

/// Every vertex `player` may colour (`may_colour` of its label, given the labels of a vertex
/// next to the player's colour and next to the other's), with the graph it leaves: CGSuite's
/// `GenCol` move, the rule of Snort, Col and Fjords. The coloured vertex leaves, its unmarked
/// neighbours are marked next to the player's colour, and its neighbours marked next to the
/// other colour leave.
pub(crate) fn colourings<L: Letters>(
    p: &On<L>,
    player: Player,
    may_colour: impl Fn(u8, u8, u8) -> bool,
    each: &mut dyn FnMut(Vertex, On<L>),
) {
    let g = &p.graph;
    let (own, other) = match player {
        Player::Left => (NEXT_TO_BLUE, NEXT_TO_RED),
        Player::Right => (NEXT_TO_RED, NEXT_TO_BLUE),
    };
    let all = if g.len() == 64 {
        !0
    } else {
        (1u64 << g.len()) - 1
    };
    for v in 0..g.len() {
        if !may_colour(g.label(v), own, other) {
            continue;
        }
        let next_to = g.neighbours(v) & !(1 << v);
        let blocked = (0..g.len())
            .filter(|&w| next_to >> w & 1 == 1 && g.label(w) == other)
            .fold(0u64, |set, w| set | 1 << w);
        let keep = all & !(1 << v) & !blocked;
        let next = g.induced(keep, |w, label| {
            if next_to >> w & 1 == 1 && label == 0 {
                own
            } else {
                label
            }
        });
        each(Vertex(v as u8), On::new(next));
    }
}

/// The lesser of the graph and the graph with the marks `L` and `R` swapped (the negative in
/// a game of `GenCol`), and whether it is the swapped one.
pub(crate) fn marks_swapped_if_less<L: Letters>(part: &On<L>) -> (On<L>, bool) {
    let swap = |label| match label {
        NEXT_TO_BLUE => NEXT_TO_RED,
        NEXT_TO_RED => NEXT_TO_BLUE,
        none => none,
    };
    // The two differ only in their labels: compare those before making the swapped one.
    let g = &part.graph;
    let swapped_is_less = (0..g.len())
        .map(|v| swap(g.label(v)).cmp(&g.label(v)))
        .find(|order| order.is_ne())
        .is_some_and(|order| order.is_lt());
    if swapped_is_less {
        (On::new(g.relabelled(swap)), true)
    } else {
        (part.clone(), false)
    }
}

impl<const SNORT: bool> GenCol<SNORT> {
    /// Every vertex `player` may colour, with the graph it leaves.
    fn colourings(p: &On<Self>, player: Player, each: &mut dyn FnMut(Vertex, On<Self>)) {
        // Snort forbids a vertex next to the other colour, Col one next to the own colour.
        let may_colour = |label, own, other| label != if SNORT { other } else { own };
        colourings(p, player, may_colour, each);
    }
}

impl<const SNORT: bool> PartizanRules for GenCol<SNORT> {
    type Position = On<Self>;
    type Move = Vertex;

    fn left_moves(&self, p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        Self::colourings(p, Player::Left, each);
    }

    fn right_moves(&self, p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        Self::colourings(p, Player::Right, each);
    }

    fn components(&self, p: &On<Self>) -> Vec<On<Self>> {
        p.parts()
    }

    /// The lesser of the graph and the graph with the marks swapped (the negative).
    fn normal_form(&self, part: &On<Self>) -> (On<Self>, bool) {
        marks_swapped_if_less(part)
    }
}

impl Ruleset for Snort {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "snort";
    const FORMAT: &'static str = "One graph in CGSuite's notation: `.` a vertex, `L` a vertex \
        next to a blue one (only Left may colour it), `R` next to a red one, `-` an edge; \
        `(a;b)` branches, `:A` names a vertex to close a cycle, `;` separates parts, as in \
        `L-.-.-.-L` or `:A---:A`. A move names the vertex to colour by its number from 1 in \
        the printed graph.";
    const EXAMPLE: &'static str = "L-.-.-.-L";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}

impl Ruleset for Col {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "col";
    const FORMAT: &'static str = "One graph in CGSuite's notation: `.` a vertex, `L` a vertex \
        next to a blue one (only Right may colour it), `R` next to a red one, `-` an edge; \
        `(a;b)` branches, `:A` names a vertex to close a cycle, `;` separates parts, as in \
        `.-.-.(-.;-.)`. A move names the vertex to colour by its number from 1 in the \
        printed graph.";
    const EXAMPLE: &'static str = ".-.-.(-.;-.)";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}
