//! Tokens on a directed graph (C. A. B. Smith, "Graphs and composite games", 1966; A. S.
//! Fraenkel's games on digraphs): a move slides one token along an edge; the player who cannot
//! move loses. The graph may have cycles, so play may go on forever: a position is won, lost
//! or drawn, and several tokens are a sum, decided by Smith's generalised Sprague-Grundy values
//! of the tokens alone.
//!
//! Input: one position a line, `EDGES / TOKENS`: the edges as paths of vertex numbers joined by
//! `>` (`1>2>3>1 3>4`: 1 to 2, 2 to 3, 3 to 1, 3 to 4), then `/`, then the vertex of each token
//! (`1 4`). Vertices are numbers from 0 to 255; at most 8 tokens. Answer: `Win N`, `Lose N`
//! (N the remoteness) or `Draw`, then the position's Smith value (`Win 1 ∞_{0}`).

use crate::answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::{GameGraph, GraphTooLarge, MAX_INDEX, WinLoseDraw};
use crate::engine::rules::ImpartialRules;
use crate::games::game::Game;
use crate::play::{Board, GameText, LoopyImpartial, Shape};
use crate::progress::progress_for;
use crate::report::{Facts, MoveReport, Part, Report};
use crate::text::{Cursor, ParseError};
use crate::theory::loopy::LoopyOutcome;
use crate::theory::outcome::Outcome;
use crate::theory::smith::SmithValue;
use serde::Serialize;
use std::borrow::Cow;

/// The most tokens a position holds.
pub const MAX_TOKENS: usize = 8;
/// The largest vertex number.
pub const MAX_VERTEX: u64 = 255;

/// The rules: a directed graph on the vertices a position names, numbered densely in the
/// order of their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    /// Each vertex's name (its number in the text), increasing.
    names: Vec<u8>,
    /// Vertex `v`'s successors are `targets[offsets[v]..offsets[v + 1]]`, increasing.
    offsets: Vec<u16>,
    /// The successors of every vertex, one after the other.
    targets: Vec<u8>,
}

/// The tokens' vertices (dense numbers), the first `count` of `at` in increasing order, the
/// rest 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tokens {
    at: [u8; MAX_TOKENS],
    count: u8,
}

/// A move: one token slides from the first vertex to the second (dense numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide(pub u8, pub u8);

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

    /// The graph with one token as its own game: positions are the vertices.
    fn vertex_graph(&self) -> GameGraph<u32> {
        let edges: Vec<(u32, u32)> = self
            .edges()
            .map(|(v, w)| (u32::from(v), u32::from(w)))
            .collect();
        GameGraph::from_edges(self.names.len() as u32, &edges)
    }
}

impl Tokens {
    /// The tokens' vertices.
    pub fn vertices(&self) -> &[u8] {
        &self.at[..usize::from(self.count)]
    }

    /// The tokens after one on `from` moved to `to`.
    fn slid(&self, from: u8, to: u8) -> Tokens {
        let mut next = *self;
        let n = usize::from(self.count);
        let mut at = self.vertices().iter().position(|&v| v == from).unwrap_or(n);
        next.at[at] = to;
        while at + 1 < n && next.at[at] > next.at[at + 1] {
            next.at.swap(at, at + 1);
            at += 1;
        }
        while at > 0 && next.at[at - 1] > next.at[at] {
            next.at.swap(at - 1, at);
            at -= 1;
        }
        next
    }
}

impl ImpartialRules for Digraph {
    type Position = Tokens;
    type Move = Slide;

    /// Tokens on one vertex are alike: one move per vertex holding tokens and edge out of it.
    fn moves(&self, p: &Tokens, each: &mut dyn FnMut(Slide, Tokens)) {
        let mut last = None;
        for &v in p.vertices() {
            if last == Some(v) {
                continue;
            }
            last = Some(v);
            for &w in self.successors(v) {
                each(Slide(v, w), p.slid(v, w));
            }
        }
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
    let start = c.clone();
    let mut digits = String::new();
    while let Some(d @ b'0'..=b'9') = c.peek() {
        digits.push(char::from(d));
        c.bump();
    }
    if digits.is_empty() {
        return Err(expected(c, what));
    }
    match digits.parse::<u64>() {
        Ok(n) if n <= MAX_VERTEX => Ok(n as u8),
        _ => Err(start
            .error(format!(
                "expected a vertex from 0 to {MAX_VERTEX} (the limit), found {digits}"
            ))
            .over_limit(format!("vertices 0 to {MAX_VERTEX}"))),
    }
}

/// Whether the cursor is at the end of the position's line.
fn at_line_end(c: &Cursor) -> bool {
    matches!(c.peek(), None | Some(b'\n'))
}

/// Reads one position, `EDGES / TOKENS`, up to the end of its line (not consumed).
fn position(c: &mut Cursor) -> Result<(Digraph, Tokens), ParseError> {
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
fn dense(named: &[bool; 256], mut edges: Vec<(u8, u8)>, tokens: &[u8]) -> (Digraph, Tokens) {
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
        names,
        offsets,
        targets,
    };
    let count = tokens.len() as u8;
    (graph, Tokens { at, count })
}

/// A move named as a player types it: `3>4`, the vertices' names.
fn slide_name(g: &Digraph, &Slide(from, to): &Slide) -> String {
    let names = &g.names;
    format!("{}>{}", names[usize::from(from)], names[usize::from(to)])
}

/// A position written so that it reads back the same: each edge `a>b`, then `/` and the
/// tokens, in increasing order.
fn write(g: &Digraph, p: &Tokens) -> String {
    let mut text: Vec<String> = g.edges().map(|e| slide_name(g, &Slide(e.0, e.1))).collect();
    text.push("/".to_string());
    text.extend(
        p.vertices()
            .iter()
            .map(|&v| g.names[usize::from(v)].to_string()),
    );
    text.join(" ")
}

/// The board: one line per vertex with an edge or a token, its tokens and where its edges go.
fn draw(g: &Digraph, p: &Tokens) -> Board {
    let mut rows = Vec::new();
    for v in (0..g.names.len()).map(|v| v as u8) {
        let tokens = p.vertices().iter().filter(|&&t| t == v).count();
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

/// A position solved: its result, its value, each move's result, each token's value.
pub struct Solved {
    result: WinLoseDraw,
    value: SmithValue,
    moves: Vec<(Slide, WinLoseDraw)>,
    parts: Vec<(u8, SmithValue)>,
}

/// Everything about one position from the retrograde pass over its whole graph and Smith's
/// values of the graph with one token, within `memory`.
pub fn solve(g: &Digraph, p: &Tokens, memory: MemoryLimit) -> Result<Solved, GraphTooLarge> {
    let mut progress = progress_for("digraph-tokens: positions");
    let graph = GameGraph::explore(g, p, memory, &mut *progress)?;
    progress.finish();
    let results = graph.retrograde();
    let values = graph.smith_values();
    let moves = g
        .move_list(p)
        .into_iter()
        .map(|(m, next)| {
            (
                m,
                graph
                    .index_of(&next)
                    .map_or(WinLoseDraw::Draw, |i| results[i as usize]),
            )
        })
        .collect();
    let single = g.vertex_graph().smith_values();
    let parts = p
        .vertices()
        .iter()
        .map(|&v| (v, single[usize::from(v)].clone()))
        .collect();
    Ok(Solved {
        result: results[0],
        value: values[0].clone(),
        moves,
        parts,
    })
}

/// What this game adds to its report.
#[derive(Clone, Debug, Serialize)]
pub struct TokenFacts {
    /// Whether neither player can force a win (then `outcome`, `remoteness` and
    /// `winning_moves` are left out, and a note names the drawing moves).
    pub draw: bool,
}

impl Facts for TokenFacts {
    type Part = ();
    type Move = ();
}

/// `cgsolve digraph-tokens`: each position solved on its own graph within the memory limit.
pub struct DigraphTokens {
    memory: MemoryLimit,
}

impl Contest for DigraphTokens {
    const NAME: &'static str = "digraph-tokens";
    type Options = NoOptions;
    type Case = (Digraph, Tokens);
    type Solution = Solved;
    type Facts = TokenFacts;
    /// A position takes at least four bytes (`/ 0` and a line end) and holds about 100 bytes
    /// of its own; each vertex or edge named takes two bytes and holds at most four.
    const BYTES_PER_INPUT_BYTE: usize = 32;

    fn new(_: &NoOptions, memory: MemoryLimit) -> Result<DigraphTokens, OptionsError> {
        Ok(DigraphTokens { memory })
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<(Digraph, Tokens)>, ParseError> {
        Cursor::new(input).one_a_line(position)
    }

    fn solve(&mut self, (g, p): &(Digraph, Tokens), _: Detail) -> Result<Solved, SolveError> {
        solve(g, p, self.memory).map_err(|e| SolveError::TooLarge {
            what: format!("the game graph of {}", write(g, p)),
            needed: match e {
                GraphTooLarge::Memory { positions, .. } => {
                    format!("more than {positions} positions")
                }
                GraphTooLarge::Indices => format!("more than {MAX_INDEX} positions or moves"),
            },
            limit: format!("the memory limit of {} (--memory)", self.memory),
        })
    }

    fn answer_line(&self, s: &Solved) -> Cow<'static, str> {
        Cow::Owned(match s.result {
            WinLoseDraw::Win(r) => format!("Win {r} {}", s.value),
            WinLoseDraw::Lose(r) => format!("Lose {r} {}", s.value),
            WinLoseDraw::Draw => format!("Draw {}", s.value),
        })
    }

    fn describe(
        &mut self,
        (g, p): &(Digraph, Tokens),
        s: Solved,
    ) -> Result<Report<TokenFacts>, SolveError> {
        let draw = s.result == WinLoseDraw::Draw;
        let mut report = Report::new(Self::NAME, self.answer_line(&s), TokenFacts { draw });
        report.board = Some(self::draw(g, p).to_text());
        report.outcome = match s.result {
            WinLoseDraw::Win(_) => Some(Outcome::N),
            WinLoseDraw::Lose(_) => Some(Outcome::P),
            WinLoseDraw::Draw => None,
        };
        report.value = Some(s.value.to_string());
        report.parts = s
            .parts
            .iter()
            .map(|(v, value)| {
                Part::new(
                    format!("the token on {}", g.names[usize::from(*v)]),
                    value,
                    (),
                )
            })
            .collect();
        let named = |want: fn(&WinLoseDraw) -> bool| -> Vec<String> {
            s.moves
                .iter()
                .filter(|(_, r)| want(r))
                .map(|(m, _)| slide_name(g, m))
                .collect()
        };
        // A draw lists its drawing moves in a note: "no winning move" would say every move
        // loses.
        if !draw {
            report.winning_moves = Some(
                named(|r| matches!(r, WinLoseDraw::Lose(_)))
                    .into_iter()
                    .map(|m| MoveReport::new(m, ()))
                    .collect(),
            );
        }
        report.remoteness = s.result.remoteness();
        if draw {
            let keep = named(|r| *r == WinLoseDraw::Draw);
            report.notes.push(format!(
                "a draw: no move wins; these keep the game going forever: {}",
                keep.join(", ")
            ));
        }
        if s.parts.len() > 1 {
            let values: Vec<SmithValue> = s.parts.iter().map(|(_, v)| v.clone()).collect();
            let sum = match SmithValue::sum_outcome(&values) {
                LoopyOutcome::P => "the player to move loses",
                LoopyOutcome::N => "the player to move wins",
                _ => "a draw",
            };
            report
                .notes
                .push(format!("the tokens' values decide the sum: {sum}"));
        }
        Ok(report)
    }
}

/// Tokens on a directed graph as a player reads and types them.
pub struct TokensText;

impl GameText for TokensText {
    type Kind = LoopyImpartial;
    type Rules = Digraph;
    const NAME: &'static str = DigraphTokens::NAME;
    const FORMAT: &'static str = "The edges as paths of vertices joined by `>` (`1>2>3>1 3>4`), \
        then `/` and each token's vertex (`1 4`); vertices 0 to 255, at most 8 tokens. A move \
        slides one token along an edge: `3>4`.";
    const EXAMPLE: &'static str = "1>2>3>1 3>4>5 / 3 4";

    fn parse(&self, text: &str) -> Result<(Digraph, Tokens), ParseError> {
        let mut c = Cursor::new(text.as_bytes());
        c.skip_whitespace();
        let p = position(&mut c)?;
        c.skip_whitespace();
        match c.peek() {
            None => Ok(p),
            Some(_) => Err(c.expected("the end of the position")),
        }
    }

    fn write(&self, g: &Digraph, p: &Tokens) -> String {
        write(g, p)
    }

    fn draw(&self, g: &Digraph, p: &Tokens) -> Board {
        draw(g, p)
    }

    fn move_name(&self, g: &Digraph, _: &Tokens, m: &Slide) -> String {
        slide_name(g, m)
    }
}

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for DigraphTokens {
    type Served = Self;
}

impl Game for DigraphTokens {
    type Face = TokensText;
    const FACE: TokensText = TokensText;
}
