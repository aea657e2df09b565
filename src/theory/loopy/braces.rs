//! Reading braces in loopy notation: `{L|R}` with more bars for outer levels, `pass` for a
//! move to the node itself, named nodes `a{...}` (or `a:{...}`) and their names as options.

use super::compare::Side;
use super::graph::{Graph, Loopy};
use super::leaves::settle_numbers;
use super::parse::{KEYWORDS, MAX_DEPTH, Parsed, Parser, Stop};
use super::sided::{SidedValue, simplify_side};
use crate::theory::canonical::notation::chars::CharText;

/// One item between braces, before the graph is built.
#[derive(Clone)]
pub(super) enum Term {
    Value(SidedValue),
    Node {
        name: Option<String>,
        left: Vec<Term>,
        right: Vec<Term>,
    },
    Pass,
    Ref(String),
}

impl Term {
    /// Whether every value in the term has both sides stoppers in leaf form.
    fn values_have_leaf_sides(&self, onside: bool) -> bool {
        match self {
            Term::Value(v) => {
                let side = if onside { &v.onside } else { &v.offside };
                side.graph.is_leaf_form() && side.is_stopper()
            }
            Term::Pass | Term::Ref(_) => true,
            Term::Node { left, right, .. } => left
                .iter()
                .chain(right)
                .all(|t| t.values_have_leaf_sides(onside)),
        }
    }

    /// The positions of one side of the term's graph: its nodes and its values' positions,
    /// spelled out unless `leafy`.
    fn size(&self, onside: bool, leafy: bool) -> usize {
        match self {
            Term::Value(v) => {
                let side = if onside { &v.onside } else { &v.offside };
                if leafy {
                    side.graph.len()
                } else {
                    side.graph.expanded_len()
                }
            }
            Term::Pass | Term::Ref(_) => 0,
            Term::Node { left, right, .. } => left
                .iter()
                .chain(right)
                .fold(1usize, |n, t| n.saturating_add(t.size(onside, leafy))),
        }
    }

    /// Whether this term names a node outside it (`bound` holds the names of the nodes
    /// around it within the term being checked).
    fn names_outside(&self, bound: &mut Vec<String>) -> bool {
        match self {
            Term::Value(_) | Term::Pass => false,
            Term::Ref(name) => !bound.contains(name),
            Term::Node { name, left, right } => {
                bound.extend(name.clone());
                let outside = left.iter().chain(right).any(|t| t.names_outside(bound));
                if name.is_some() {
                    bound.pop();
                }
                outside
            }
        }
    }
}

impl Parser<'_> {
    /// `{...}`, named `name` when given; its items may be `pass` and the names of enclosing
    /// nodes.
    pub(super) fn braces(&mut self, name: Option<String>) -> Parsed<Term> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(
                self.pos,
                &format!("at most {MAX_DEPTH} levels of nested braces and parentheses"),
            );
        }
        let t = self.braces_within(name);
        self.depth -= 1;
        t
    }

    fn braces_within(&mut self, name: Option<String>) -> Parsed<Term> {
        let open = self.pos;
        self.pos += 1;
        if let Some(n) = &name {
            self.names.push(n.clone());
        }
        // Items and bar runs in order.
        let mut items: Vec<Vec<Term>> = vec![Vec::new()];
        let mut bars: Vec<(usize, usize)> = Vec::new();
        let mut expect_item = true;
        loop {
            self.blanks();
            match self.peek() {
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                Some(',') => {
                    if expect_item {
                        return self.err(self.pos, "an option before ','");
                    }
                    self.pos += 1;
                    expect_item = true;
                }
                Some('|') => {
                    let at = self.pos;
                    let mut n = 0;
                    while self.peek() == Some('|') {
                        self.pos += 1;
                        n += 1;
                    }
                    bars.push((n, at));
                    items.push(Vec::new());
                    expect_item = true;
                }
                None => {
                    return self.err(
                        self.pos,
                        &format!("'}}' to close the '{{' at column {}", open + 1),
                    );
                }
                Some(_) => {
                    if !expect_item {
                        return self.err(self.pos, "',', '|' or '}' after an option");
                    }
                    let t = self.item()?;
                    items.last_mut().expect("one list at least").push(t);
                    expect_item = false;
                }
            }
        }
        if name.is_some() {
            self.names.pop();
        }
        if bars.is_empty() {
            return self.err(self.pos - 1, "'|' between Left's and Right's options");
        }
        self.split(name, items, &bars)
    }

    /// The form of lists `items` between bar runs `bars`: split at the longest run.
    fn split(
        &mut self,
        name: Option<String>,
        mut items: Vec<Vec<Term>>,
        bars: &[(usize, usize)],
    ) -> Parsed<Term> {
        let most = bars.iter().map(|b| b.0).max().expect("bars");
        let at: Vec<usize> = (0..bars.len()).filter(|&i| bars[i].0 == most).collect();
        if at.len() > 1 {
            return self.err(
                bars[at[1]].1,
                &format!(
                    "fewer bars: {most} bars are already used at column {}",
                    bars[at[0]].1 + 1
                ),
            );
        }
        let k = at[0];
        let right_items = items.split_off(k + 1);
        let left_items = items;
        // Fewer bars make a node inside: a level of nesting as a pair of braces is.
        let side =
            |p: &mut Self, list: Vec<Vec<Term>>, bars: &[(usize, usize)]| -> Parsed<Vec<Term>> {
                if bars.is_empty() {
                    return Ok(list.into_iter().next().expect("one list"));
                }
                p.depth += 1;
                if p.depth > MAX_DEPTH {
                    return p.err(
                        bars[0].1,
                        &format!("at most {MAX_DEPTH} levels of nested braces and parentheses"),
                    );
                }
                let node = p.split(None, list, bars)?;
                p.depth -= 1;
                Ok(vec![node])
            };
        let left = side(self, left_items, &bars[..k])?;
        let right = side(self, right_items, &bars[k + 1..])?;
        Ok(Term::Node { name, left, right })
    }

    /// One option between braces.
    fn item(&mut self) -> Parsed<Term> {
        let at = self.pos;
        if self
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() && c != 'v')
        {
            let word = self.identifier();
            self.blanks();
            let next = self.peek();
            if word == "pass" {
                return Ok(Term::Pass);
            }
            if self.names.contains(&word) && matches!(next, Some(',' | '|' | '}')) {
                return Ok(Term::Ref(word));
            }
            let plain_word = !KEYWORDS.contains(&word.as_str()) && word != "Tiny" && word != "Miny";
            if plain_word && matches!(next, Some('{' | ':')) {
                self.eat(":");
                self.blanks();
                if self.peek() == Some('{') {
                    return self.braces(Some(word));
                }
            }
            self.pos = at;
        }
        if self.peek() == Some('{') {
            let t = self.braces(None)?;
            self.blanks();
            if matches!(self.peek(), Some(',' | '|' | '}')) {
                return Ok(t);
            }
            if t.names_outside(&mut Vec::new()) {
                return self.err(
                    self.pos,
                    "',', '|' or '}': an option naming an enclosing node is not part of a sum",
                );
            }
            let v = self.build(&t)?;
            return Ok(Term::Value(self.sum(Some(v))?));
        }
        Ok(Term::Value(self.sided()?))
    }

    /// The value of a node whose names are all resolved inside it. Its inner nodes that name
    /// no node outside them are valued first, so that what is left is the node and the
    /// nodes on its named cycles, each over values in canonical form.
    pub(super) fn build(&mut self, t: &Term) -> Parsed<SidedValue> {
        let t = self.value_inner_nodes(t)?;
        let on = self.side_graph(&t, true)?;
        let off = self.side_graph(&t, false)?;
        Ok(if on == off {
            SidedValue::of(&on)
        } else {
            SidedValue {
                onside: simplify_side(&on, Side::Onside),
                offside: simplify_side(&off, Side::Offside),
            }
        })
    }

    /// `t` with each node inside it that names no node outside itself made its value.
    fn value_inner_nodes(&mut self, t: &Term) -> Parsed<Term> {
        let Term::Node { name, left, right } = t else {
            return Ok(t.clone());
        };
        let inner = |p: &mut Self, items: &[Term]| -> Parsed<Vec<Term>> {
            items
                .iter()
                .map(|item| match item {
                    Term::Node { .. } if !item.names_outside(&mut Vec::new()) => {
                        Ok(Term::Value(p.build(item)?))
                    }
                    _ => p.value_inner_nodes(item),
                })
                .collect()
        };
        Ok(Term::Node {
            name: name.clone(),
            left: inner(self, left)?,
            right: inner(self, right)?,
        })
    }

    /// The graph of one side of `t`, refused past the parser's limit. When every value in it
    /// is a stopper in leaf form the graph is in leaf form, its new positions settled as
    /// numbers or not (`leaves::settle_numbers`); when that cannot be done (a position on a
    /// named cycle waits on itself) or the graph has endless alternating play, the graph is
    /// spelled out.
    fn side_graph(&self, t: &Term, onside: bool) -> Parsed<Loopy> {
        let leafy = t.values_have_leaf_sides(onside);
        let size = t.size(onside, leafy);
        if size > self.max_vertices.max(1) {
            return Err(Stop::Limit);
        }
        let mut graph = if leafy {
            Graph::leaf_form()
        } else {
            Graph::default()
        };
        let mut nodes = Vec::new();
        let start = self.place(t, &mut graph, &mut Vec::new(), onside, None, &mut nodes);
        let mut g = Loopy { graph, start };
        if leafy {
            let mut unsure = vec![false; g.graph.len()];
            for &v in &nodes {
                unsure[v] = true;
            }
            if !settle_numbers(&mut g.graph, &unsure) || !g.is_stopper() {
                if g.graph.expanded_len() > self.max_vertices.max(1) {
                    return Err(Stop::Limit);
                }
                g = g.expanded();
            }
        }
        Ok(g)
    }

    /// Adds term `t` to `graph` (one side of each sided value in it); returns its vertex.
    /// The vertices of its nodes are listed in `nodes`.
    fn place(
        &self,
        t: &Term,
        graph: &mut Graph,
        names: &mut Vec<(String, usize)>,
        onside: bool,
        this: Option<usize>,
        nodes: &mut Vec<usize>,
    ) -> usize {
        match t {
            Term::Value(v) => {
                let side = if onside { &v.onside } else { &v.offside };
                graph.embed(&side.graph) + side.start
            }
            Term::Pass => this.expect("pass is read only inside braces"),
            Term::Ref(name) => {
                names
                    .iter()
                    .rev()
                    .find(|(n, _)| n == name)
                    .expect("names are checked while reading")
                    .1
            }
            Term::Node { name, left, right } => {
                let v = graph.add_vertex();
                nodes.push(v);
                if let Some(n) = name {
                    names.push((n.clone(), v));
                }
                for l in left {
                    let w = self.place(l, graph, names, onside, Some(v), nodes);
                    graph.left[v].push(w);
                }
                for r in right {
                    let w = self.place(r, graph, names, onside, Some(v), nodes);
                    graph.right[v].push(w);
                }
                if name.is_some() {
                    names.pop();
                }
                v
            }
        }
    }
}
