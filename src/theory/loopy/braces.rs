//! Reading braces in loopy notation: `{L|R}` with more bars for outer levels, `pass` for a
//! move to the node itself, named nodes `a{...}` (or `a:{...}`) and their names as options.

use super::compare::Side;
use super::graph::{Graph, Loopy};
use super::parse::{KEYWORDS, Parsed, Parser, Stop};
use super::sided::{SidedValue, simplify_side};

/// One item between braces, before the graph is built.
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
        let side =
            |p: &mut Self, list: Vec<Vec<Term>>, bars: &[(usize, usize)]| -> Parsed<Vec<Term>> {
                if bars.is_empty() {
                    Ok(list.into_iter().next().expect("one list"))
                } else {
                    Ok(vec![p.split(None, list, bars)?])
                }
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

    /// The value of a node whose names are all resolved inside it.
    pub(super) fn build(&mut self, t: &Term) -> Parsed<SidedValue> {
        let mut sides = Vec::new();
        for onside in [true, false] {
            let mut graph = Graph::default();
            let mut names = Vec::new();
            let start = self.place(t, &mut graph, &mut names, onside, None);
            sides.push(Loopy { graph, start });
        }
        if sides[0].graph.len() > self.max_vertices.max(1) {
            return Err(Stop::Limit);
        }
        let off = sides.pop().expect("two sides");
        let on = sides.pop().expect("two sides");
        Ok(if on == off {
            SidedValue::of(&on)
        } else {
            SidedValue {
                onside: simplify_side(&on, Side::Onside),
                offside: simplify_side(&off, Side::Offside),
            }
        })
    }

    /// Adds term `t` to `graph` (one side of each sided value in it); returns its vertex.
    fn place(
        &self,
        t: &Term,
        graph: &mut Graph,
        names: &mut Vec<(String, usize)>,
        onside: bool,
        this: Option<usize>,
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
                if let Some(n) = name {
                    names.push((n.clone(), v));
                }
                for l in left {
                    let w = self.place(l, graph, names, onside, Some(v));
                    graph.left[v].push(w);
                }
                for r in right {
                    let w = self.place(r, graph, names, onside, Some(v));
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
