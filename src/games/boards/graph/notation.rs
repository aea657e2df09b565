//! CGSuite's graph notation, both ways: [`Graph::parse`] reads it, [`Graph::display`] writes
//! it in the graph's normal numbering, so that what is written reads back as the same graph.

use super::{Alphabet, EDGE_KINDS, Graph, MAX_VERTICES, bits, low_mask};
use crate::text::{ParseError, shown};
use std::fmt;

/// The deepest nesting of `(` branches accepted.
const MAX_NESTING: usize = 64;

impl Graph {
    /// Reads a graph in CGSuite's notation with the letters of `alphabet`; errors are placed at
    /// `line` and `first_column`.
    ///
    /// ```
    /// use cgsolve::games::boards::graph::{Alphabet, Graph};
    /// const SNORT: Alphabet = Alphabet { vertex_labels: b"LR", edge_kinds: b"-" };
    /// let g = Graph::parse(b"L-.-.-.-L", SNORT, 1, 1).unwrap();
    /// assert_eq!((g.len(), g.display(SNORT).to_string()), (5, "L----L".to_string()));
    /// ```
    pub fn parse(
        text: &[u8],
        alphabet: Alphabet,
        line: usize,
        first_column: usize,
    ) -> Result<Graph, ParseError> {
        let mut g = Reader::read(text, alphabet, line, first_column)?.graph;
        g.normalise();
        Ok(g)
    }

    /// Reads a graph as [`Graph::parse`] does, but gives its vertices' labels and every edge
    /// as written, `(u, w, kind)`, parallel edges kept, vertices numbered from 0 in the order
    /// they are first read (for a game in which parallel edges count, such as Hackenbush).
    pub fn parse_edges(
        text: &[u8],
        alphabet: Alphabet,
        line: usize,
        first_column: usize,
    ) -> Result<WrittenGraph, ParseError> {
        let reader = Reader::read(text, alphabet, line, first_column)?;
        Ok(WrittenGraph {
            labels: reader.graph.labels,
            edges: reader.written,
        })
    }

    /// The graph in CGSuite's notation with the letters of `alphabet`.
    pub fn display(&self, alphabet: Alphabet) -> impl fmt::Display + '_ {
        Printed {
            graph: self,
            alphabet,
        }
    }
}

/// A graph as written: its vertices in the order read and every edge, parallel ones kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenGraph {
    /// Each vertex's label (0 for none).
    pub labels: Vec<u8>,
    /// Each edge `(u, w, kind)` in the order written.
    pub edges: Vec<(usize, usize, usize)>,
}

/// Reading one graph's text.
struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    alphabet: Alphabet,
    line: usize,
    first_column: usize,
    graph: Graph,
    names: Vec<(Vec<u8>, usize)>,
    /// Whether the last vertex was left unwritten (no `.` or label).
    unwritten: bool,
    /// Every edge as written.
    written: Vec<(usize, usize, usize)>,
}

impl Reader<'_> {
    fn read(
        text: &[u8],
        alphabet: Alphabet,
        line: usize,
        first_column: usize,
    ) -> Result<Reader<'_>, ParseError> {
        let mut reader = Reader {
            text,
            pos: 0,
            alphabet,
            line,
            first_column,
            graph: Graph {
                labels: Vec::new(),
                edges: Vec::new(),
            },
            names: Vec::new(),
            unwritten: false,
            written: Vec::new(),
        };
        reader.graph_text()?;
        Ok(reader)
    }

    fn error(&self, message: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.first_column + self.pos,
            message,
            limit: None,
        }
    }

    fn peek(&mut self) -> Option<u8> {
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
        self.text.get(self.pos).copied()
    }

    fn found(&mut self) -> String {
        match self.peek() {
            None => "the end".to_string(),
            Some(b) => shown(b),
        }
    }

    /// Parts separated by `;`.
    fn graph_text(&mut self) -> Result<(), ParseError> {
        self.chain(None, 0)?;
        while self.peek().is_some() {
            if self.peek() != Some(b';') {
                let found = self.found();
                return Err(self.error(format!(
                    "expected {}, '(', ';' or the end, found {found}",
                    self.edge_letters()
                )));
            }
            self.pos += 1;
            self.chain(None, 0)?;
        }
        Ok(())
    }

    /// What may come next: an edge, and a vertex too when the last vertex was not written.
    fn edge_letters(&self) -> String {
        let quoted = |letters: &[u8]| -> Vec<String> {
            letters
                .iter()
                .map(|&b| format!("'{}'", b as char))
                .collect()
        };
        let edges = format!("an edge ({})", quoted(self.alphabet.edge_kinds).join(", "));
        if !self.unwritten {
            return edges;
        }
        let mut vertices = vec!["'.'".to_string()];
        vertices.extend(quoted(self.alphabet.vertex_labels));
        format!("a vertex ({}), {edges}", vertices.join(", "))
    }

    /// Vertices joined by edges, from the vertex `previous` (none at the start of a part),
    /// until `;`, `)` or the end.
    fn chain(&mut self, mut previous: Option<usize>, depth: usize) -> Result<(), ParseError> {
        if previous.is_none() && self.peek().is_none() {
            return Ok(());
        }
        loop {
            let mut kind = 0;
            if let Some(p) = previous {
                match self.peek() {
                    None | Some(b';' | b')') => return Ok(()),
                    Some(b'(') => {
                        if depth >= MAX_NESTING {
                            return Err(self
                                .error(format!(
                                    "expected at most {MAX_NESTING} levels of nested branches"
                                ))
                                .over_limit(format!("{MAX_NESTING} levels of nested branches")));
                        }
                        let open = self.pos;
                        loop {
                            self.pos += 1;
                            self.chain(Some(p), depth + 1)?;
                            if self.peek() != Some(b';') {
                                break;
                            }
                        }
                        if self.peek() != Some(b')') {
                            let found = self.found();
                            return Err(self.error(format!(
                                "expected ')' to close the '(' at column {}, found {found}",
                                self.first_column + open
                            )));
                        }
                        self.pos += 1;
                        if !matches!(self.peek(), None | Some(b';' | b')')) {
                            let found = self.found();
                            return Err(self.error(format!(
                                "expected ';', ')' or the end after the branches: nothing \
                                 follows a list of branches, found {found}"
                            )));
                        }
                        return Ok(());
                    }
                    Some(b) => match self.alphabet.edge_kinds.iter().position(|&e| e == b) {
                        Some(k) => {
                            kind = k;
                            self.pos += 1;
                            if matches!(self.peek(), Some(b'<' | b'>')) {
                                return Err(self.error(
                                    "expected an undirected edge: directed edges ('<', '>') \
                                     are not allowed here"
                                        .into(),
                                ));
                            }
                        }
                        None => {
                            let found = self.found();
                            return Err(self.error(format!(
                                "expected {}, '(', ';', ')' or the end, found {found}",
                                self.edge_letters()
                            )));
                        }
                    },
                }
            }
            let vertex = self.vertex()?;
            if let Some(p) = previous {
                self.graph.edges[p][kind] |= 1 << vertex;
                self.graph.edges[vertex][kind] |= 1 << p;
                self.written.push((p, vertex, kind));
            }
            previous = Some(vertex);
        }
    }

    /// A vertex: its label (or `.`, or nothing), then perhaps `:name`; its number.
    fn vertex(&mut self) -> Result<usize, ParseError> {
        let at = self.pos;
        let mut label = 0;
        self.unwritten = false;
        match self.peek() {
            Some(b'.') => self.pos += 1,
            Some(b) => {
                if let Some(i) = self.alphabet.vertex_labels.iter().position(|&l| l == b) {
                    label = i as u8 + 1;
                    self.pos += 1;
                } else {
                    self.unwritten = self.peek() != Some(b':');
                }
            }
            None => self.unwritten = true,
        }
        let mut name = None;
        if self.peek() == Some(b':') {
            self.pos += 1;
            name = Some(self.name()?);
        }
        if let Some(name) = &name
            && let Some(&(_, v)) = self.names.iter().find(|(n, _)| n == name)
        {
            if self.graph.labels[v] != label {
                self.pos = at;
                return Err(
                    self.error("expected the same label on every vertex of one name".to_string())
                );
            }
            return Ok(v);
        }
        if self.graph.len() == MAX_VERTICES {
            self.pos = at;
            return Err(self
                .error(format!(
                    "expected at most {MAX_VERTICES} vertices (the limit)"
                ))
                .over_limit(format!("{MAX_VERTICES} vertices")));
        }
        let v = self.graph.len();
        self.graph.labels.push(label);
        self.graph.edges.push([0; EDGE_KINDS]);
        if let Some(name) = name {
            self.names.push((name, v));
        }
        Ok(v)
    }

    /// A name after `:`: one letter or digit, or `{...}` of printable characters (no line
    /// break or other control character, which would move the columns of what follows).
    fn name(&mut self) -> Result<Vec<u8>, ParseError> {
        match self.peek() {
            Some(b'{') => {
                let start = self.pos + 1;
                let rest = &self.text[start..];
                let end = rest.iter().position(|&b| b == b'}' || b.is_ascii_control());
                match end.map(|len| (len, rest[len])) {
                    Some((len, b'}')) if len > 0 => {
                        self.pos = start + len + 1;
                        Ok(rest[..len].to_vec())
                    }
                    Some((len, control)) if control != b'}' => {
                        self.pos = start + len;
                        Err(self.error(format!(
                            "expected a name in braces, '{{name}}', of printable characters, \
                             found {}",
                            shown(control)
                        )))
                    }
                    _ => Err(self.error("expected a name in braces, '{name}'".into())),
                }
            }
            Some(b) if b.is_ascii_alphanumeric() => {
                self.pos += 1;
                Ok(vec![b])
            }
            _ => {
                let found = self.found();
                Err(self.error(format!(
                    "expected a vertex name after ':' (a letter or digit, or {{name}}), found {found}"
                )))
            }
        }
    }
}

/// A graph written in CGSuite's notation.
struct Printed<'a> {
    graph: &'a Graph,
    alphabet: Alphabet,
}

/// The walk's tree of a graph in its normal numbering: each vertex's parent, if any.
struct Tree(Vec<Option<usize>>);

impl Tree {
    /// In the normal numbering a vertex's parent is the latest vertex still open on the walk
    /// (not yet left for good) that is its neighbour.
    fn of(g: &Graph) -> Tree {
        let mut parent = vec![None; g.len()];
        let mut open: Vec<usize> = Vec::new();
        for (v, slot) in parent.iter_mut().enumerate() {
            while let Some(&top) = open.last() {
                if g.neighbours(top) >> v & 1 == 1 {
                    break;
                }
                open.pop();
            }
            *slot = open.last().copied();
            open.push(v);
        }
        Tree(parent)
    }

    /// Whether edge `(u, w, kind)`, `u <= w`, is the tree's: `u` is `w`'s parent and `kind`
    /// the first kind of edge between them.
    fn holds(&self, g: &Graph, u: usize, w: usize, kind: usize) -> bool {
        self.0[w] == Some(u) && (0..kind).all(|k| g.edges[u][k] >> w & 1 == 0)
    }
}

impl Printed<'_> {
    /// The names of the vertices that need one: the earlier end of each edge off the tree
    /// (a loop's vertex included), `A` to `Z`, then `{27}`, ...
    fn names(&self, tree: &Tree) -> Vec<Option<String>> {
        let g = self.graph;
        let mut named = vec![false; g.len()];
        for (u, w, kind) in g.edge_list() {
            if !tree.holds(g, u, w, kind) {
                named[u] = true;
            }
        }
        let mut count = 0usize;
        named
            .into_iter()
            .map(|needs| {
                needs.then(|| {
                    count += 1;
                    if count <= 26 {
                        char::from(b'A' + (count - 1) as u8).to_string()
                    } else {
                        format!("{{{count}}}")
                    }
                })
            })
            .collect()
    }

    fn vertex(&self, v: usize, names: &[Option<String>]) -> String {
        let label = self.graph.labels[v];
        let mut out = String::new();
        if label > 0 {
            out.push(char::from(
                self.alphabet.vertex_labels[usize::from(label - 1)],
            ));
        }
        if let Some(name) = &names[v] {
            out.push(':');
            out.push_str(name);
        }
        out
    }

    /// Writes what follows `v`: its edges off the tree back to earlier vertices (and loops),
    /// then its subtrees; one item as a continuation, several as `(a;b)`.
    fn write_from(&self, v: usize, tree: &Tree, names: &[Option<String>], out: &mut String) {
        let g = self.graph;
        let edge = |kind: usize| char::from(self.alphabet.edge_kinds[kind]);
        let mut items = Vec::new();
        for kind in 0..EDGE_KINDS {
            for u in bits(g.edges[v][kind] & (low_mask(v) | 1 << v)) {
                if !tree.holds(g, u, v, kind) {
                    items.push(format!("{}{}", edge(kind), self.vertex(u, names)));
                }
            }
        }
        for w in v + 1..g.len() {
            if tree.0[w] == Some(v) {
                let kind = (0..EDGE_KINDS)
                    .find(|&k| g.edges[v][k] >> w & 1 == 1)
                    .expect("a tree edge");
                let mut branch = format!("{}{}", edge(kind), self.vertex(w, names));
                self.write_from(w, tree, names, &mut branch);
                items.push(branch);
            }
        }
        match items.len() {
            0 => {}
            1 => out.push_str(&items[0]),
            _ => {
                out.push('(');
                out.push_str(&items.join(";"));
                out.push(')');
            }
        }
    }
}

impl fmt::Display for Printed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.graph;
        // The empty graph is the empty text, as CGSuite prints it (`Snort("")`): `.` is one
        // vertex.
        if g.is_empty() {
            return Ok(());
        }
        let tree = Tree::of(g);
        let names = self.names(&tree);
        let mut parts = Vec::new();
        for v in 0..g.len() {
            if tree.0[v].is_none() {
                let mut text = self.vertex(v, &names);
                self.write_from(v, &tree, &names, &mut text);
                if text.is_empty() {
                    text.push('.');
                }
                parts.push(text);
            }
        }
        f.write_str(&parts.join(";"))
    }
}

#[cfg(test)]
mod tests;
