//! Blue-Red-Green Hackenbush on any graph: Left cuts a blue or green edge, Right a red or green
//! one, and every edge no longer joined to the ground falls; who cannot cut loses. In Childish
//! Hackenbush (CGSuite's `ChildishHackenbush`) a blue or red edge may be cut only when nothing
//! else falls with it.
//!
//! A position is its edges separated by blanks, each `u-v:C` with `u` and `v` vertices (`g`
//! the ground, or a number from 1 to 255) and `C` its colour: `B` (blue, Left's), `R` (red,
//! Right's) or `G` (green, either's). `g-1:B 1-2:R` is a blue edge on the ground with a red one
//! above it. Edges not joined to the ground are not part of the game and are dropped. A
//! position may also be written in CGSuite's graph notation with edges `l`, `r`, `e` and the
//! ground its first vertex: `lrlrrllr`, `l(l;rl)`, `:A-e-e:A`; every edge must then be joined
//! to the ground, as CGSuite asks.
//!
//! Edges joined to each other other than through the ground form independent regions.
//! Swapping blue and red negates the value.

use crate::engine::rules::PartizanRules;
use crate::games::boards::graph::{Alphabet, Graph as Drawn};
use crate::games::boards::regions::least_image;
use crate::games::ruleset::Ruleset;
use crate::text::{ParseError, PositionText, shown};
use std::fmt;

/// The rules of Blue-Red-Green Hackenbush, or of Childish Hackenbush (`CHILDISH`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GenHackenbush<const CHILDISH: bool>;

/// Blue-Red-Green Hackenbush.
pub type Hackenbush = GenHackenbush<false>;
/// Childish Hackenbush: a blue or red edge is cut only when nothing else falls.
pub type ChildishHackenbush = GenHackenbush<true>;

/// CGSuite's letters for Hackenbush graphs.
const LETTERS: Alphabet = Alphabet {
    vertex_labels: b"",
    edge_kinds: b"lre",
};

/// The most edges a position may have.
pub const MAX_EDGES: usize = 128;

/// An edge's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Left's.
    Blue,
    /// Right's.
    Red,
    /// Either player's.
    Green,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    fn swapped(self) -> Colour {
        match self {
            Colour::Blue => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Green => Colour::Green,
        }
    }
}

/// An edge between two vertices (0 is the ground), the lower first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    /// The lower vertex.
    pub a: u8,
    /// The higher vertex.
    pub b: u8,
    /// Its colour.
    pub colour: Colour,
}

impl Edge {
    /// The edge from `u` to `v` (either order).
    pub fn new(u: u8, v: u8, colour: Colour) -> Edge {
        Edge {
            a: u.min(v),
            b: u.max(v),
            colour,
        }
    }
}

impl fmt::Display for Edge {
    /// `g-1:B`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |v: u8| {
            if v == 0 {
                "g".to_string()
            } else {
                v.to_string()
            }
        };
        write!(
            f,
            "{}-{}:{}",
            name(self.a),
            name(self.b),
            self.colour.letter()
        )
    }
}

/// A Hackenbush position: its edges, every one joined to the ground.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Graph {
    /// The edges, in the order given.
    pub edges: Vec<Edge>,
}

impl Graph {
    /// The position made of `edges`, without those not joined to the ground.
    pub fn new(edges: Vec<Edge>) -> Graph {
        Graph { edges }.grounded()
    }

    /// Reads a position; errors are placed at `line` and `first_column`.
    ///
    /// ```
    /// use cgsolve::games::partizan::hackenbush::Graph;
    /// let g = Graph::parse(b"g-1:B 1-2:r 3-4:G", 1, 1).unwrap();
    /// assert_eq!(g.to_string(), "g-1:B 1-2:R"); // 3-4 is not joined to the ground
    /// ```
    pub fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Graph, ParseError> {
        match text.iter().position(|b| !b.is_ascii_whitespace()) {
            Some(at) if text[at].is_ascii_digit() || matches!(text[at], b'g' | b'G') => {}
            Some(at) if !b"lre.(:;".contains(&text[at]) => {
                return Err(ParseError {
                    line,
                    column: first_column + at,
                    message: format!(
                        "expected an edge u-v:C (u the ground g or a vertex 1 to 255) or a graph \
                         in CGSuite's notation (edges l, r, e), found {}",
                        shown(text[at])
                    ),
                    limit: None,
                });
            }
            _ => return Graph::parse_cgsuite(text, line, first_column),
        }
        let mut edges = Vec::new();
        let mut i = 0;
        let err = |at: usize, message: String| ParseError {
            line,
            column: first_column + at,
            message,
            limit: None,
        };
        let found = |at: usize| {
            text.get(at)
                .map_or("the end of the line".into(), |&b| shown(b))
        };
        // A vertex at `i`, then the byte `sep` (`what` in the message when it is missing).
        let vertex_then = |i: &mut usize, sep: u8, what: &str| {
            let u = vertex(text, i).map_err(|(at, number)| {
                let found = number.map_or_else(|| found(at), str::to_string);
                err(
                    at,
                    format!("expected a vertex (g or 1 to 255), found {found}"),
                )
            })?;
            if text.get(*i) != Some(&sep) {
                return Err(err(*i, format!("expected {what}, found {}", found(*i))));
            }
            *i += 1;
            Ok(u)
        };
        while i < text.len() {
            if text[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if edges.len() == MAX_EDGES {
                return Err(
                    err(i, format!("expected at most {MAX_EDGES} edges (the limit)"))
                        .over_limit(format!("{MAX_EDGES} edges")),
                );
            }
            let u = vertex_then(&mut i, b'-', "'-' between vertices")?;
            let v = vertex_then(&mut i, b':', "':' before the colour")?;
            let colour = match text.get(i).map(u8::to_ascii_uppercase) {
                Some(b'B') => Colour::Blue,
                Some(b'R') => Colour::Red,
                Some(b'G') => Colour::Green,
                _ => {
                    return Err(err(
                        i,
                        format!("expected a colour (B, R or G), found {}", found(i)),
                    ));
                }
            };
            i += 1;
            if text.get(i).is_some_and(|b| !b.is_ascii_whitespace()) {
                return Err(err(
                    i,
                    format!("expected a blank after the edge, found {}", found(i)),
                ));
            }
            edges.push(Edge::new(u, v, colour));
        }
        Ok(Graph::new(edges))
    }

    /// Reads a position in CGSuite's graph notation (`lrlrrllr`, `l(l;rl)`), the ground its
    /// first vertex; refused when an edge is not joined to the ground.
    ///
    /// ```
    /// use cgsolve::games::partizan::hackenbush::Graph;
    /// let g = Graph::parse(b"l(l;rl)", 1, 1).unwrap();
    /// assert_eq!(g.to_string(), "g-1:B 1-2:B 1-3:R 3-4:B");
    /// ```
    fn parse_cgsuite(text: &[u8], line: usize, first_column: usize) -> Result<Graph, ParseError> {
        let written = Drawn::parse_edges(text, LETTERS, line, first_column)?;
        let colours = [Colour::Blue, Colour::Red, Colour::Green];
        let edges: Vec<Edge> = written
            .edges
            .iter()
            .map(|&(u, w, kind)| Edge::new(u as u8, w as u8, colours[kind]))
            .collect();
        let count = edges.len();
        let g = Graph::new(edges);
        if g.edges.len() != count {
            return Err(ParseError {
                line,
                column: first_column,
                message: "expected a connected graph: every edge joined to the ground (the \
                          first vertex), as CGSuite's Hackenbush asks"
                    .into(),
                limit: None,
            });
        }
        Ok(g)
    }

    /// The position without the edges not joined to the ground.
    fn grounded(mut self) -> Graph {
        let mut reached = [false; 256];
        reached[0] = true;
        let mut grew = true;
        while grew {
            grew = false;
            for e in &self.edges {
                if reached[e.a as usize] != reached[e.b as usize] {
                    reached[e.a as usize] = true;
                    reached[e.b as usize] = true;
                    grew = true;
                }
            }
        }
        self.edges.retain(|e| reached[e.a as usize]);
        self
    }

    fn cut(&self, i: usize) -> Graph {
        let mut edges = self.edges.clone();
        edges.remove(i);
        Graph { edges }.grounded()
    }

    /// The same graph with its vertices renumbered from 1 in the order a search from the
    /// ground meets them (a vertex's edges taken by colour as written, then by number), edges
    /// sorted, colours swapped when `swap`: the same for any numbering except where edges of
    /// one colour tie, and its own normal form.
    fn renumbered(&self, swap: bool) -> Graph {
        let written = |c: Colour| if swap { c.swapped() } else { c };
        let mut label = [0u8; 256];
        let mut seen = [false; 256];
        seen[0] = true;
        let mut order = vec![0u8];
        let mut next = 1u8;
        let mut k = 0;
        while k < order.len() {
            let v = order[k];
            k += 1;
            let mut out: Vec<(Colour, u8)> = self
                .edges
                .iter()
                .filter_map(|e| match (e.a == v, e.b == v) {
                    (true, _) => Some((written(e.colour), e.b)),
                    (_, true) => Some((written(e.colour), e.a)),
                    _ => None,
                })
                .collect();
            out.sort();
            for (_, w) in out {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    label[w as usize] = next;
                    next = next.wrapping_add(1);
                    order.push(w);
                }
            }
        }
        let mut edges: Vec<Edge> = self
            .edges
            .iter()
            .map(|e| Edge::new(label[e.a as usize], label[e.b as usize], written(e.colour)))
            .collect();
        edges.sort();
        Graph { edges }
    }
}

/// Reads a vertex at `*i`: `g` (0) or a number from 1 to 255; on failure, where it failed and,
/// for a number out of range, what was found.
fn vertex(text: &[u8], i: &mut usize) -> Result<u8, (usize, Option<&'static str>)> {
    let start = *i;
    if matches!(text.get(*i), Some(b'g' | b'G')) {
        *i += 1;
        return Ok(0);
    }
    let mut n: u32 = 0;
    while let Some(d) = text.get(*i).filter(|b| b.is_ascii_digit()) {
        n = n * 10 + u32::from(d - b'0');
        if n > 255 {
            return Err((start, Some("a number over 255")));
        }
        *i += 1;
    }
    if *i == start {
        return Err((start, None));
    }
    if n == 0 {
        return Err((start, Some("0 (the ground is g)")));
    }
    Ok(n as u8)
}

impl fmt::Display for Graph {
    /// The edges separated by spaces, as read.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl<const CHILDISH: bool> GenHackenbush<CHILDISH> {
    fn cuts(p: &Graph, allowed: Colour, each: &mut dyn FnMut(Edge, Graph)) {
        for (i, e) in p.edges.iter().enumerate() {
            if e.colour == allowed || e.colour == Colour::Green {
                let after = p.cut(i);
                // A childish (blue or red) edge is cut only when nothing else falls.
                if CHILDISH && e.colour != Colour::Green && after.edges.len() + 1 != p.edges.len() {
                    continue;
                }
                each(*e, after);
            }
        }
    }
}

impl<const CHILDISH: bool> PartizanRules for GenHackenbush<CHILDISH> {
    type Position = Graph;
    type Move = Edge;

    fn left_moves(&self, p: &Graph, each: &mut dyn FnMut(Edge, Graph)) {
        Self::cuts(p, Colour::Blue, each);
    }

    fn right_moves(&self, p: &Graph, each: &mut dyn FnMut(Edge, Graph)) {
        Self::cuts(p, Colour::Red, each);
    }

    /// The edges joined to each other other than through the ground.
    fn components(&self, p: &Graph) -> Vec<Graph> {
        let mut group: Vec<usize> = (0..p.edges.len()).collect();
        fn find(group: &mut [usize], mut i: usize) -> usize {
            while group[i] != i {
                group[i] = group[group[i]];
                i = group[i];
            }
            i
        }
        let mut owner = [usize::MAX; 256];
        for (i, e) in p.edges.iter().enumerate() {
            for v in [e.a, e.b] {
                if v == 0 {
                    continue;
                }
                let o = owner[v as usize];
                if o == usize::MAX {
                    owner[v as usize] = i;
                } else {
                    let (x, y) = (find(&mut group, o), find(&mut group, i));
                    group[x] = y;
                }
            }
        }
        let mut out: Vec<(usize, Graph)> = Vec::new();
        for (i, e) in p.edges.iter().enumerate() {
            let root = find(&mut group, i);
            match out.iter_mut().find(|(r, _)| *r == root) {
                Some((_, g)) => g.edges.push(*e),
                None => out.push((root, Graph { edges: vec![*e] })),
            }
        }
        out.into_iter().map(|(_, g)| g).collect()
    }

    /// The lesser of the renumbered graph and the renumbered graph with blue and red
    /// swapped (negated when swapped), renumbered again while that gives a lesser graph: a
    /// renumbering breaks ties between edges of one colour by the numbers it is given, so one
    /// pass may not reach a graph that is its own normal form.
    fn normal_form(&self, region: &Graph) -> (Graph, bool) {
        let step = |g: &Graph| least_image(g.renumbered(false), [(g.renumbered(true), true)]);
        let (mut best, mut negated) = step(region);
        loop {
            let (next, swapped) = step(&best);
            if next >= best {
                return (best, negated);
            }
            best = next;
            negated ^= swapped;
        }
    }
}

/// Either notation, as the inherent [`Graph::parse`] reads it.
impl PositionText for Graph {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Graph, ParseError> {
        Graph::parse(text, line, first_column)
    }
}

impl Ruleset for Hackenbush {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "hackenbush";
    /// An edge (three bytes) takes at least three bytes of text.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = size_of::<Edge>().div_ceil(3);
    const FORMAT: &'static str = "Edges `u-v:C` separated by blanks on one line: `g` the \
        ground, vertices 1 to 255, C one of B (Left), R (Right), G (either); or CGSuite's graph \
        notation with edges `l`, `r`, `e` from the ground (`lrlrrllr`, `l(l;rl)`).";
    const EXAMPLE: &'static str = "g-1:B 1-2:R g-3:R 3-4:B 4-5:G";
}

impl Ruleset for ChildishHackenbush {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "childish-hackenbush";
    const HEAP_BYTES_PER_INPUT_BYTE: usize = size_of::<Edge>().div_ceil(3);
    const FORMAT: &'static str = "CGSuite's graph notation with edges `l` (blue, Left's), `r` \
        (red, Right's), `e` (green) from the ground, its first vertex (`l(l;rl)`, \
        `:Allrr:A`); or edges `u-v:C` separated by blanks: `g` the ground, vertices 1 to 255, \
        C one of B, R, G.";
    const EXAMPLE: &'static str = "l(l;rl)";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn cutting_drops_what_falls() {
        assert_moves::<Hackenbush>(
            "g-1:B 1-2:R 2-3:G g-4:G",
            Player::Left,
            &[
                "g-1:B -> g-4:G",
                "2-3:G -> g-1:B 1-2:R g-4:G",
                "g-4:G -> g-1:B 1-2:R 2-3:G",
            ],
        );
        // A cycle stays up after one cut.
        let cycle = read::<Hackenbush>("g-1:R 1-2:R 2-g:R");
        let (_, after) = &Hackenbush::default().move_list(&cycle, Player::Right)[0];
        assert_eq!(after.edges.len(), 2);
    }

    #[test]
    fn outcomes_and_regions() {
        assert_eq!(outcome::<Hackenbush>("g-1:B 1-2:R"), Outcome::L);
        assert_eq!(outcome::<Hackenbush>("g-1:G"), Outcome::N);
        assert_eq!(outcome::<Hackenbush>("g-1:B g-2:R"), Outcome::P);
        assert_eq!(
            regions::<Hackenbush>("g-1:B 1-2:R g-3:G 3-4:G 4-g:R 5-g:B 5-5:G"),
            ["g-1:B 1-2:R", "g-3:G 3-4:G g-4:R", "g-5:B 5-5:G"]
        );
        let (a, an) = normal_form::<Hackenbush>("g-7:B 7-9:R");
        let (b, bn) = normal_form::<Hackenbush>("g-2:R 2-3:B");
        assert_eq!(a, b);
        assert_ne!(an, bn);
    }

    #[test]
    fn bad_edges_are_placed() {
        let e = Graph::parse(b"g-1:B 1-x:R", 3, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "3:9: expected a vertex (g or 1 to 255), found 'x'"
        );
        let e = Graph::parse(b"g-1:Q", 1, 1).unwrap_err();
        assert_eq!(e.column, 5);
        let e = Graph::parse(b"g-256:B", 1, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:3: expected a vertex (g or 1 to 255), found a number over 255"
        );
        let e = Graph::parse(b"0-1:B", 1, 1).unwrap_err();
        assert!(e.message.ends_with("found 0 (the ground is g)"), "{e}");
        let e = Graph::parse(b"g-1", 1, 1).unwrap_err();
        assert!(e.message.contains("the end of the line"), "{e}");
    }
}
