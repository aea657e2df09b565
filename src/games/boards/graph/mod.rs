//! Games played on graphs, and the graphs they are played on: CGSuite's graph notation read
//! and printed (`Graph.Parse`), vertices and edges with the labels a game gives them.
//!
//! The notation, as CGSuite reads it: `.` (or a vertex label such as `L`) is a vertex, `-` (or
//! an edge label such as `l`) an edge from the vertex before to the next one, so `L-.-.-L` is a
//! path of four vertices; the dot of an unlabelled vertex may be left out (`---` is that path
//! unlabelled). After a vertex, `(a;b;c)` gives branches from it: `--(-;--)`. A vertex followed
//! by `:A` (or `:{name}`) is named, and every vertex of that name is the same one, which closes
//! cycles: `:A---:A` is a triangle. `;` at the top separates parts: `--;.`. Blanks are skipped.
//!
//! A graph is kept in one normal numbering: its vertices in the order of a depth-first walk
//! from the first, each vertex's unvisited neighbours taken lowest first, which is the order in
//! which [`Graph`]'s `Display` writes them. Moves name vertices by that order, from 1, so the
//! vertices of a printed position are numbered as they are read.

mod notation;

pub use notation::WrittenGraph;

use crate::text::{ParseError, PositionText};
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// The most vertices a graph may have.
pub const MAX_VERTICES: usize = 64;

/// How many kinds of edge a game may tell apart.
pub const EDGE_KINDS: usize = 3;

/// The letters of a game's graphs: each vertex label (`1..`) and edge kind (`0..EDGE_KINDS`)
/// with its letter. A vertex without label is `.`; an edge of kind 0 may be written `-` when
/// the game has such an edge.
#[derive(Clone, Copy, Debug)]
pub struct Alphabet {
    /// The letter of vertex label `i + 1`.
    pub vertex_labels: &'static [u8],
    /// The letter of edge kind `i`; `-` for an edge without label.
    pub edge_kinds: &'static [u8],
}

impl Alphabet {
    /// Graphs without labels: vertices unlabelled, every edge `-`.
    pub const PLAIN: Alphabet = Alphabet {
        vertex_labels: b"",
        edge_kinds: b"-",
    };
}

/// A graph with at most [`MAX_VERTICES`] vertices, in its normal numbering. Parallel edges of
/// one kind count once.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Graph {
    /// Each vertex's label: 0 for none, else `i + 1` for the alphabet's `vertex_labels[i]`.
    labels: Vec<u8>,
    /// For each vertex and edge kind, its neighbours by such edges (bit `w` for vertex `w`; its
    /// own bit for a loop).
    edges: Vec<[u64; EDGE_KINDS]>,
}

impl Graph {
    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether it has no vertex.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The label of vertex `v` (0 for none).
    pub fn label(&self, v: usize) -> u8 {
        self.labels[v]
    }

    /// The neighbours of `v` by edges of kind `kind`.
    pub fn neighbours_by(&self, v: usize, kind: usize) -> u64 {
        self.edges[v][kind]
    }

    /// The neighbours of `v` by edges of any kind.
    pub fn neighbours(&self, v: usize) -> u64 {
        self.edges[v].iter().fold(0, |all, &k| all | k)
    }

    /// Every edge `(u, w, kind)` once, `u <= w`.
    pub fn edge_list(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for u in 0..self.len() {
            for kind in 0..EDGE_KINDS {
                let mut higher = self.edges[u][kind] & !low_mask(u);
                while higher != 0 {
                    let w = higher.trailing_zeros() as usize;
                    higher &= higher - 1;
                    out.push((u, w, kind));
                }
            }
        }
        out
    }

    /// The graph with each vertex's label mapped by `f`, in the same numbering.
    pub fn relabelled(&self, f: impl Fn(u8) -> u8) -> Graph {
        Graph {
            labels: self.labels.iter().map(|&l| f(l)).collect(),
            edges: self.edges.clone(),
        }
    }

    /// The graph with each edge's kind mapped by `f` (a permutation of the kinds).
    pub fn with_edge_kinds(&self, f: impl Fn(usize) -> usize) -> Graph {
        let edges = self
            .edges
            .iter()
            .map(|kinds| {
                let mut out = [0; EDGE_KINDS];
                for (kind, &set) in kinds.iter().enumerate() {
                    out[f(kind)] |= set;
                }
                out
            })
            .collect();
        Graph {
            labels: self.labels.clone(),
            edges,
        }
    }

    /// The graph of the vertices in `keep`, labels changed by `relabel` (vertex, old label),
    /// in its normal numbering.
    pub fn induced(&self, keep: u64, relabel: impl Fn(usize, u8) -> u8) -> Graph {
        let mut g = self.kept(keep, relabel);
        g.normalise();
        g
    }

    /// The graph of the vertices in `keep`, labels changed by `relabel`, in their order here.
    fn kept(&self, keep: u64, relabel: impl Fn(usize, u8) -> u8) -> Graph {
        Graph {
            labels: bits(keep).map(|v| relabel(v, self.labels[v])).collect(),
            edges: bits(keep)
                .map(|v| self.edges[v].map(|set| gather(set, keep)))
                .collect(),
        }
    }

    /// The connected parts, each in its normal numbering.
    pub fn parts(&self) -> Vec<Graph> {
        let all = low_mask(self.len());
        let mut seen = 0u64;
        let mut out = Vec::new();
        for start in 0..self.len() {
            if seen >> start & 1 == 1 {
                continue;
            }
            let mut part = 1u64 << start;
            let mut frontier = part;
            while frontier != 0 {
                let v = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = self.neighbours(v) & !part;
                part |= new;
                frontier |= new;
            }
            seen |= part;
            if part == all {
                return vec![self.clone()];
            }
            // The normal order walks each part whole, so a part keeps its order.
            out.push(self.kept(part, |_, l| l));
        }
        out
    }

    /// The depth-first order from the first vertex of each part, lowest neighbour first:
    /// `order[i]` is the `i`-th vertex met (the first `len()` entries).
    fn walk_order(&self) -> [u8; MAX_VERTICES] {
        let n = self.len();
        let mut order = [0u8; MAX_VERTICES];
        let mut met = 0;
        let mut stack = [0u8; MAX_VERTICES];
        let mut seen = 0u64;
        for start in 0..n {
            if seen >> start & 1 == 1 {
                continue;
            }
            seen |= 1 << start;
            order[met] = start as u8;
            met += 1;
            stack[0] = start as u8;
            let mut depth = 1;
            while depth > 0 {
                let v = usize::from(stack[depth - 1]);
                let unvisited = self.neighbours(v) & !seen;
                if unvisited == 0 {
                    depth -= 1;
                    continue;
                }
                let w = unvisited.trailing_zeros() as u8;
                seen |= 1 << w;
                order[met] = w;
                met += 1;
                stack[depth] = w;
                depth += 1;
            }
        }
        order
    }

    /// Renumbers the vertices in the normal order.
    fn normalise(&mut self) {
        let n = self.len();
        let order = self.walk_order();
        if order[..n]
            .iter()
            .enumerate()
            .all(|(i, &v)| i == usize::from(v))
        {
            return;
        }
        let mut new_index = [0u8; MAX_VERTICES];
        for (i, &v) in order[..n].iter().enumerate() {
            new_index[usize::from(v)] = i as u8;
        }
        let remap = |set: u64| bits(set).fold(0u64, |acc, v| acc | 1 << new_index[v]);
        let mut labels = [0u8; MAX_VERTICES];
        let mut edges = [[0u64; EDGE_KINDS]; MAX_VERTICES];
        labels[..n].copy_from_slice(&self.labels);
        edges[..n].copy_from_slice(&self.edges);
        for (i, &v) in order[..n].iter().enumerate() {
            self.labels[i] = labels[usize::from(v)];
            self.edges[i] = edges[usize::from(v)].map(remap);
        }
    }
}

/// The vertices of `set`, lowest first.
fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let v = set.trailing_zeros() as usize;
            set &= set - 1;
            v
        })
    })
}

/// The bits below `v`.
fn low_mask(v: usize) -> u64 {
    if v >= 64 { !0 } else { (1u64 << v) - 1 }
}

/// A game's letters for its graphs.
pub trait Letters: Copy + fmt::Debug + Default + Eq + Hash + Ord {
    /// The letters.
    const ALPHABET: Alphabet;
}

/// A position of a game on graphs: the graph, printed with the game's letters `L`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct On<L: Letters> {
    /// The graph.
    pub graph: Graph,
    letters: PhantomData<L>,
}

/// CGSuite's notation with the game's letters.
impl<L: Letters> PositionText for On<L> {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<On<L>, ParseError> {
        Graph::parse(text, L::ALPHABET, line, first_column).map(On::new)
    }
}

impl<L: Letters> On<L> {
    /// The position on `graph`.
    pub fn new(graph: Graph) -> On<L> {
        On {
            graph,
            letters: PhantomData,
        }
    }

    /// The position drawn for a person: its notation, then each vertex by its number (with
    /// its label) and each edge by its ends, as moves name them.
    pub fn drawing(&self) -> String {
        let g = &self.graph;
        let vertices: Vec<String> = (0..g.len())
            .map(|v| match g.label(v) {
                0 => (v + 1).to_string(),
                l => format!(
                    "{}{}",
                    v + 1,
                    char::from(L::ALPHABET.vertex_labels[usize::from(l - 1)])
                ),
            })
            .collect();
        let several_kinds = L::ALPHABET.edge_kinds.len() > 1;
        let mut edge_list = g.edge_list();
        edge_list.sort_unstable();
        let edges: Vec<String> = edge_list
            .into_iter()
            .map(|(u, w, kind)| {
                EdgeMove {
                    from: u as u8,
                    to: w as u8,
                    letter: several_kinds.then(|| L::ALPHABET.edge_kinds[kind]),
                }
                .to_string()
            })
            .collect();
        let mut out = format!("{self}\nvertices: {}", vertices.join(" "));
        if !edges.is_empty() {
            out.push_str(&format!("\nedges: {}", edges.join(" ")));
        }
        out
    }

    /// Its connected parts, each a position.
    pub fn parts(&self) -> Vec<On<L>> {
        self.graph.parts().into_iter().map(On::new).collect()
    }
}

impl<L: Letters> fmt::Display for On<L> {
    /// CGSuite's notation with the game's letters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.graph.display(L::ALPHABET).fmt(f)
    }
}

/// A vertex, named by its number from 1 in the position's printed order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vertex(pub u8);

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", usize::from(self.0) + 1)
    }
}

/// An edge, named by its two ends `u-w` (numbered from 1 in the printed order, `u <= w`), and
/// its letter when the game has several kinds (`1-2l`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EdgeMove {
    /// The lower end.
    pub from: u8,
    /// The higher end (the same vertex for a loop).
    pub to: u8,
    /// Its letter, when edges have several kinds.
    pub letter: Option<u8>,
}

impl fmt::Display for EdgeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}",
            usize::from(self.from) + 1,
            usize::from(self.to) + 1
        )?;
        if let Some(letter) = self.letter {
            write!(f, "{}", char::from(letter))?;
        }
        Ok(())
    }
}

/// The bits of `set` within `keep`, packed down in order (the vertices' new numbers).
fn gather(set: u64, keep: u64) -> u64 {
    let mut out = 0;
    for v in bits(set & keep) {
        out |= 1 << (keep & low_mask(v)).count_ones();
    }
    out
}
