//! Tokens on a directed graph (C. A. B. Smith, "Graphs and composite games", 1966; A. S.
//! Fraenkel's games on digraphs): a move slides one token along an edge; the player who cannot
//! move loses. The graph may have cycles, so play may go on forever: a position is won, lost
//! or drawn, and several tokens are a sum, decided by Smith's generalised Sprague-Grundy values
//! of the tokens alone (each token a part). A ruleset of the kind
//! [`LoopyImpartial`], served by its one server
//! ([`SmithValues`](crate::games::serving::loopy_impartial::SmithValues)); the graph is part of
//! the position, as it is of its text.
//!
//! Input: one position a line, `EDGES / TOKENS`: the edges as paths of vertex numbers joined by
//! `>` (`1>2>3>1 3>4`: 1 to 2, 2 to 3, 3 to 1, 3 to 4), then `/`, then the vertex of each token
//! (`1 4`). Vertices are numbers from 0 to 255; at most 8 tokens. Answer: `Win N`, `Lose N`
//! (N the remoteness) or `Draw`, then the position's Smith value (`Win 1 ∞_{0}`).

use crate::answer::NoOptions;
use crate::engine::rules::ImpartialRules;
use crate::games::ruleset::Ruleset;
use crate::play::{Board, LoopyImpartial, Shape};
use crate::text::PositionText;
use crate::text::{Bounded, Cursor, ParseError};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The most tokens a position holds.
pub const MAX_TOKENS: usize = 8;
/// The largest vertex number.
pub const MAX_VERTEX: u64 = 255;

/// A position's directed graph on the vertices it names, numbered densely in the order of
/// their names, and how many tokens play on it (a move never changes it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    /// How many tokens a position on the graph holds, 1 to [`MAX_TOKENS`].
    tokens: u8,
    /// Each vertex's name (its number in the text), increasing.
    names: Vec<u8>,
    /// Vertex `v`'s successors are `targets[offsets[v]..offsets[v + 1]]`, increasing.
    offsets: Vec<u16>,
    /// The successors of every vertex, one after the other.
    targets: Vec<u8>,
}

/// A position: the graph and the tokens on it. Positions of one game share their graph, so
/// the tokens alone are hashed, and compared first (two positions on one graph are equal when
/// their tokens are).
#[derive(Clone, Debug)]
pub struct TokensOnGraph {
    graph: Arc<Digraph>,
    /// The tokens' vertices (dense numbers), the graph's count of them first in increasing
    /// order, the rest 0.
    at: [u8; MAX_TOKENS],
}

/// Equal tokens on one graph: the graphs compared by address, and by content only when they
/// are two.
impl PartialEq for TokensOnGraph {
    #[inline]
    fn eq(&self, other: &TokensOnGraph) -> bool {
        self.at == other.at && (Arc::ptr_eq(&self.graph, &other.graph) || self.graph == other.graph)
    }
}

impl Eq for TokensOnGraph {}

/// The tokens as one word.
impl Hash for TokensOnGraph {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(u64::from_le_bytes(self.at));
    }
}

/// A move: one token slides from the first vertex to the second (the vertices' names), written
/// `3>4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide(pub u8, pub u8);

impl fmt::Display for Slide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}>{}", self.0, self.1)
    }
}

/// The rules: a move slides one token along an edge of the position's graph.
#[derive(Clone, Copy, Debug, Default)]
pub struct DigraphTokens;

impl Digraph {
    /// The successors of vertex `v`.
    fn successors(&self, v: u8) -> &[u8] {
        let v = usize::from(v);
        &self.targets[usize::from(self.offsets[v])..usize::from(self.offsets[v + 1])]
    }

    /// Every edge as a pair of dense vertices, in increasing order.
    fn edges(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        // Up to 256 vertices: counted in usize, so that the 256th is not 0 again.
        (0..self.names.len()).flat_map(|v| {
            let v = v as u8;
            self.successors(v).iter().map(move |&w| (v, w))
        })
    }
}

impl TokensOnGraph {
    /// The tokens' vertices, by their names.
    pub fn vertices(&self) -> impl Iterator<Item = u8> + '_ {
        (self.dense().iter()).map(|&v| self.graph.names[usize::from(v)])
    }

    /// The tokens' vertices (dense numbers).
    fn dense(&self) -> &[u8] {
        &self.at[..usize::from(self.graph.tokens)]
    }

    /// The position after a token on `from` moved to `to`.
    fn slid(&self, from: u8, to: u8) -> TokensOnGraph {
        let mut next = self.at;
        let n = self.dense().len();
        let mut at = self.dense().iter().position(|&v| v == from).unwrap_or(n);
        next[at] = to;
        while at + 1 < n && next[at] > next[at + 1] {
            next.swap(at, at + 1);
            at += 1;
        }
        while at > 0 && next[at - 1] > next[at] {
            next.swap(at - 1, at);
            at -= 1;
        }
        TokensOnGraph {
            graph: Arc::clone(&self.graph),
            at: next,
        }
    }
}

impl ImpartialRules for DigraphTokens {
    type Position = TokensOnGraph;
    type Move = Slide;

    /// Tokens on one vertex are alike: one move per vertex holding tokens and edge out of it.
    fn moves(&self, p: &TokensOnGraph, each: &mut dyn FnMut(Slide, TokensOnGraph)) {
        let names = &p.graph.names;
        let mut last = None;
        for &v in p.dense() {
            if last == Some(v) {
                continue;
            }
            last = Some(v);
            for &w in p.graph.successors(v) {
                let slide = Slide(names[usize::from(v)], names[usize::from(w)]);
                each(slide, p.slid(v, w));
            }
        }
    }

    /// Each token alone on the graph.
    fn components(&self, p: &TokensOnGraph) -> Vec<TokensOnGraph> {
        if p.graph.tokens == 1 {
            return vec![p.clone()];
        }
        let graph = Arc::new(Digraph {
            tokens: 1,
            ..Digraph::clone(&p.graph)
        });
        let alone = |&v: &u8| {
            let mut at = [0; MAX_TOKENS];
            at[0] = v;
            TokensOnGraph {
                graph: Arc::clone(&graph),
                at,
            }
        };
        p.dense().iter().map(alone).collect()
    }
}

/// "expected `what`, found ...", where the end of a line given alone (`-p`) is said as the end
/// of a line in a file is: the end of the line.
fn expected(c: &Cursor, what: &str) -> ParseError {
    match c.peek() {
        None if c.line() > 1 || c.column() > 1 => {
            c.error(format!("expected {what}, found the end of the line"))
        }
        _ => c.expected(what),
    }
}

/// Reads one vertex number where the cursor is.
fn vertex(c: &mut Cursor, what: &str) -> Result<u8, ParseError> {
    if !matches!(c.peek(), Some(b'0'..=b'9')) {
        return Err(expected(c, what));
    }
    let bound = format!("a vertex from 0 to {MAX_VERTEX}");
    let limit = format!("vertices 0 to {MAX_VERTEX}");
    let vertices = Bounded {
        what,
        most: MAX_VERTEX,
        bound: &bound,
        limit: &limit,
    };
    Ok(vertices.read(c)? as u8)
}

/// Whether the cursor is at the end of the position's line.
fn at_line_end(c: &Cursor) -> bool {
    matches!(c.peek(), None | Some(b'\n'))
}

/// Reads one position, `EDGES / TOKENS`, up to the end of its line (not consumed).
fn position(c: &mut Cursor) -> Result<TokensOnGraph, ParseError> {
    let mut edges: Vec<(u8, u8)> = Vec::new();
    let mut named = [false; 256];
    loop {
        c.skip_blanks();
        match c.peek() {
            Some(b'/') => {
                c.bump();
                break;
            }
            Some(b'0'..=b'9') => {}
            _ => return Err(expected(c, "a vertex or '/' before the tokens")),
        }
        let mut from = vertex(c, "a vertex")?;
        named[usize::from(from)] = true;
        while c.peek() == Some(b'>') {
            c.bump();
            let to = vertex(c, "a vertex after '>'")?;
            named[usize::from(to)] = true;
            edges.push((from, to));
            from = to;
        }
        if !matches!(c.peek(), Some(b' ' | b'\t' | b'\r' | b'/')) {
            return Err(expected(c, "'>', a blank or '/' after a vertex"));
        }
    }
    let mut tokens = Vec::new();
    loop {
        c.skip_blanks();
        if at_line_end(c) {
            break;
        }
        let at = c.clone();
        let v = vertex(c, "a token's vertex")?;
        if tokens.len() == MAX_TOKENS {
            return Err(at
                .error(format!(
                    "a position holds at most {MAX_TOKENS} tokens (the limit), found more"
                ))
                .over_limit(format!("{MAX_TOKENS} tokens")));
        }
        if !matches!(c.peek(), None | Some(b' ' | b'\t' | b'\r' | b'\n')) {
            return Err(expected(c, "a blank or the end of the line after a token"));
        }
        named[usize::from(v)] = true;
        tokens.push(v);
    }
    if tokens.is_empty() {
        return Err(expected(c, "a token's vertex"));
    }
    Ok(dense(&named, edges, &tokens))
}

/// The graph and tokens renumbered densely, in the order of the vertices' names.
fn dense(named: &[bool; 256], mut edges: Vec<(u8, u8)>, tokens: &[u8]) -> TokensOnGraph {
    let names: Vec<u8> = (0..=255u8).filter(|&v| named[usize::from(v)]).collect();
    let mut id = [0u8; 256];
    for (i, &name) in names.iter().enumerate() {
        id[usize::from(name)] = i as u8;
    }
    for e in &mut edges {
        *e = (id[usize::from(e.0)], id[usize::from(e.1)]);
    }
    edges.sort_unstable();
    edges.dedup();
    let mut offsets = vec![0u16; names.len() + 1];
    for &(from, _) in &edges {
        offsets[usize::from(from) + 1] += 1;
    }
    for v in 0..names.len() {
        offsets[v + 1] += offsets[v];
    }
    let targets = edges.iter().map(|&(_, to)| to).collect();
    let mut at = [0u8; MAX_TOKENS];
    for (slot, &v) in at.iter_mut().zip(tokens) {
        *slot = id[usize::from(v)];
    }
    at[..tokens.len()].sort_unstable();
    let graph = Digraph {
        tokens: tokens.len() as u8,
        names,
        offsets,
        targets,
    };
    TokensOnGraph {
        graph: Arc::new(graph),
        at,
    }
}

impl PositionText for TokensOnGraph {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<TokensOnGraph, ParseError> {
        position(&mut Cursor::within_line(text, line, first_column))
    }
}

/// A position written so that it reads back the same: each edge `a>b`, then `/` and the
/// tokens, in increasing order.
impl fmt::Display for TokensOnGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = &self.graph.names;
        for (v, w) in self.graph.edges() {
            write!(
                f,
                "{} ",
                Slide(names[usize::from(v)], names[usize::from(w)])
            )?;
        }
        f.write_str("/")?;
        for v in self.vertices() {
            write!(f, " {v}")?;
        }
        Ok(())
    }
}

impl Ruleset for DigraphTokens {
    type Kind = LoopyImpartial;
    type Options = NoOptions;
    const NAME: &'static str = "digraph-tokens";
    const FORMAT: &'static str = "The edges as paths of vertices joined by `>` (`1>2>3>1 3>4`), \
        then `/` and each token's vertex (`1 4`); vertices 0 to 255, at most 8 tokens. A move \
        slides one token along an edge: `3>4`.";
    const EXAMPLE: &'static str = "1>2>3>1 3>4>5 / 3 4";
    /// A position takes at least four bytes (`/ 0` and a line end) and holds about 100 bytes
    /// of its own on the heap (its graph); each vertex or edge named takes two bytes and holds
    /// at most four.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 25;
    const PARTS: &'static str = "tokens";

    fn part_name(part: &TokensOnGraph) -> String {
        let on: Vec<String> = part.vertices().map(|v| v.to_string()).collect();
        format!("the token on {}", on.join(" "))
    }

    fn draw(p: &TokensOnGraph) -> String {
        Self::board(p).to_text()
    }

    /// One line per vertex with an edge or a token: its tokens and where its edges go.
    fn board(p: &TokensOnGraph) -> Board {
        let g = &p.graph;
        let mut rows = Vec::new();
        for v in (0..g.names.len()).map(|v| v as u8) {
            let tokens = p.dense().iter().filter(|&&t| t == v).count();
            let out = g.successors(v);
            if tokens == 0 && out.is_empty() {
                continue;
            }
            let mut line = format!("vertex {}", g.names[usize::from(v)]);
            match tokens {
                0 => {}
                1 => line.push_str(" (1 token)"),
                n => line.push_str(&format!(" ({n} tokens)")),
            }
            if !out.is_empty() {
                let to: Vec<String> = out
                    .iter()
                    .map(|&w| g.names[usize::from(w)].to_string())
                    .collect();
                line.push_str(&format!(" -> {}", to.join(" ")));
            }
            rows.push(vec![line]);
        }
        Board {
            shape: Shape::Text,
            rows,
        }
    }
}
