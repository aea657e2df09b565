//! Fjords (CGSuite's `Fjords`, `GenCol([Left], [Right])`): players colour the vertices of a
//! graph, Left blue and Right red, each only a vertex next to one of their own colour; who
//! cannot colour a vertex loses. Canonical values.
//!
//! Input: one graph per line in CGSuite's notation: `.` a vertex, `L` a vertex next to a blue
//! one (Left may colour it), `R` next to a red one (Right may colour it), `-` an edge; `(a;b)`
//! branches, `:A` names a vertex to close a cycle, `;` separates parts (`L-.-.-R`).
//!
//! As in CGSuite's `GenCol`, which Snort and Col share (`col.rs`), a coloured vertex leaves
//! the graph and marks its neighbours: an unmarked one becomes `L` (or `R`), one next to the
//! other colour leaves, as nobody may colour it now. An unmarked vertex is nobody's until a
//! neighbour is coloured. A move names the vertex to colour by its number from 1 in the
//! printed graph. The connected parts are the parts of the sum, and swapping the marks negates
//! a part. Values are checked against CGSuite's (`tests/data/rulesets/fjords.tsv`), and the
//! parts and the swap against the plain search of the rules.
//!
//! ```sh
//! $ printf 'L-.-.\nL-.-.-R\nL-.-R-R\n' | cgsolve fjords
//! 3
//! *
//! -1
//! ```

use crate::engine::rules::PartizanRules;
use crate::games::boards::graph::{Alphabet, Letters, On, Vertex};
use crate::games::partizan::col::{colourings, marks_swapped_if_less};
use crate::games::ruleset::Ruleset;
use crate::theory::outcome::Player;

/// Fjords' rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fjords;

impl Letters for Fjords {
    const ALPHABET: Alphabet = Alphabet {
        vertex_labels: b"LR",
        edge_kinds: b"-",
    };
}

/// A player may colour only a vertex next to their own colour.
fn next_to_own(label: u8, own: u8, _other: u8) -> bool {
    label == own
}

impl PartizanRules for Fjords {
    type Position = On<Self>;
    type Move = Vertex;

    fn left_moves(&self, p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        colourings(p, Player::Left, next_to_own, each);
    }

    fn right_moves(&self, p: &On<Self>, each: &mut dyn FnMut(Vertex, On<Self>)) {
        colourings(p, Player::Right, next_to_own, each);
    }

    fn components(&self, p: &On<Self>) -> Vec<On<Self>> {
        p.parts()
    }

    /// The lesser of the graph and the graph with the marks swapped (the negative).
    fn normal_form(&self, part: &On<Self>) -> (On<Self>, bool) {
        marks_swapped_if_less(part)
    }
}

impl Ruleset for Fjords {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "fjords";
    const FORMAT: &'static str = "One graph in CGSuite's notation: `.` a vertex, `L` a vertex \
        next to a blue one (Left may colour it), `R` next to a red one (Right may colour it), \
        `-` an edge; `(a;b)` branches, `:A` names a vertex to close a cycle, `;` separates \
        parts, as in `L-.-.-R`. A move names the vertex to colour by its number from 1 in the \
        printed graph.";
    const EXAMPLE: &'static str = "L-.-.(-R;-.-L)";

    fn draw(p: &On<Self>) -> String {
        p.drawing()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::MovesOnly;
    use crate::engine::values::ValueSolver;
    use crate::games::boards::regions::testing::*;
    use proptest::prelude::*;

    #[test]
    fn a_player_colours_only_next_to_their_colour() {
        // Left colours the L; its unmarked neighbour becomes L, its R neighbour leaves.
        assert_moves::<Fjords>("L-.-.", Player::Left, &["1 -> L-"]);
        assert_moves::<Fjords>(".-L-R", Player::Left, &["2 -> L"]);
        assert_moves::<Fjords>(".-L-R", Player::Right, &["3 -> ."]);
        assert_moves::<Fjords>(".-.-.", Player::Left, &[]);
        assert_eq!(outcome::<Fjords>("L-.-.-R"), Outcome::N);
        assert_eq!(regions::<Fjords>("L-.;R;.-."), ["L-", "R", "-"]);
    }

    /// The graph of `labels` (0 unmarked, 1 `L`, 2 `R`) and the edges `(u, v)` among them,
    /// written in CGSuite's notation: each vertex named by a letter, each edge a part.
    fn written(labels: &[u8], edges: &[(usize, usize)]) -> String {
        let vertex = |v: usize| format!("{}:{}", char::from(b".LR"[usize::from(labels[v])]), char::from(b'A' + v as u8));
        let mut parts: Vec<String> = (0..labels.len()).map(vertex).collect();
        for &(u, v) in edges {
            if u < v && v < labels.len() {
                parts.push(format!("{}-{}", vertex(u), vertex(v)));
            }
        }
        parts.join(";")
    }

    proptest! {
        /// The solver with parts and the swap gives the plain search's value.
        #[test]
        fn parts_and_the_swap_give_the_plain_value(
            labels in proptest::collection::vec(0u8..3, 1..10),
            edges in proptest::collection::vec((0usize..10, 0usize..10), 0..14),
        ) {
            let p = read::<Fjords>(&written(&labels, &edges));
            prop_assert_eq!(p.graph.len(), labels.len());
            let mut fast = ValueSolver::new(Fjords);
            let mut plain = ValueSolver::new(MovesOnly(Fjords));
            let (f, g) = (fast.value(&p).unwrap(), plain.value(&p).unwrap());
            prop_assert_eq!(fast.arena().to_notation(f), plain.arena().to_notation(g));
        }
    }
}
