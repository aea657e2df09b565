//! Reading a game tree as written, with no simplification: `{0,*|}` stays a game whose Left
//! moves to `0` or to `*`, though under normal play it equals `1`.
//!
//! ```text
//! expression := sum [relation sum]         relation: <= >= == = < > || <| |>
//! sum        := option (('+' | '-' | '+-' | '±') option)*   the sum of the trees
//! option     := braces | '-' option | ('+-' | '±') option | postfix
//! braces     := '{' options (bars options)* '}' as in CGSuite, {a||b|c}
//! ```
//! Braces are read by the same code as the canonical reader's, keeping each option as
//! written; anything else (`0`, `*`, `*3`, `^`, `1/2`, `(G)`, `x.Method`) is evaluated by the
//! canonical reader and stands for its canonical form's tree, so `*2` is `{0,*|0,*}` and
//! `^` is `{0|*}`. What the trees are is the caller's: a [`TreeBuilder`].

use super::braces::{BraceReader, Braced, braces};
use super::chars::CharText;
use super::parse::{MAX_DEPTH, NotationError, Parser, Stop};
use crate::theory::canonical::arena::GameId;
use crate::theory::canonical::limit::{Exceeded, LimitExceeded, Limited};
use rustc_hash::FxHashMap;

/// The trees a literal expression is read into.
pub trait TreeBuilder {
    /// A tree, as the builder keeps it.
    type Node: Copy;
    /// The game with these options, as written.
    fn node(
        &mut self,
        left: Vec<Self::Node>,
        right: Vec<Self::Node>,
    ) -> Result<Self::Node, LimitExceeded>;
    /// The disjunctive sum of two trees.
    fn sum(&mut self, a: Self::Node, b: Self::Node) -> Result<Self::Node, LimitExceeded>;
    /// The tree with the players' roles exchanged.
    fn negative(&mut self, a: Self::Node) -> Result<Self::Node, LimitExceeded>;
}

/// A relation between two literal trees, as written between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// `G <= H`.
    AtMost,
    /// `G >= H`.
    AtLeast,
    /// `G == H` (or `G = H`).
    Equal,
    /// `G < H`.
    Less,
    /// `G > H`.
    Greater,
    /// `G || H`.
    Confused,
    /// `G <| H`: not `G >= H`.
    LessOrConfused,
    /// `G |> H`: not `G <= H`.
    GreaterOrConfused,
}

impl Comparison {
    /// The relation written `text`.
    fn written(text: &str) -> Comparison {
        match text {
            "<=" => Comparison::AtMost,
            ">=" => Comparison::AtLeast,
            "<" => Comparison::Less,
            ">" => Comparison::Greater,
            "||" => Comparison::Confused,
            "<|" => Comparison::LessOrConfused,
            "|>" => Comparison::GreaterOrConfused,
            _ => Comparison::Equal,
        }
    }

    /// Whether the relation holds, given whether `G >= H` and whether `H >= G`.
    pub fn holds(self, g_at_least_h: bool, h_at_least_g: bool) -> bool {
        match self {
            Comparison::AtMost => h_at_least_g,
            Comparison::AtLeast => g_at_least_h,
            Comparison::Equal => g_at_least_h && h_at_least_g,
            Comparison::Less => h_at_least_g && !g_at_least_h,
            Comparison::Greater => g_at_least_h && !h_at_least_g,
            Comparison::Confused => !g_at_least_h && !h_at_least_g,
            Comparison::LessOrConfused => !g_at_least_h,
            Comparison::GreaterOrConfused => !h_at_least_g,
        }
    }
}

/// What a literal expression says: one tree, or a comparison of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteralExpression<N> {
    /// A game tree.
    Game(N),
    /// Two trees and the relation asked of them.
    Comparison(N, Comparison, N),
}

impl Limited<'_> {
    /// Reads `text` as game trees kept as written into `builder` (atoms such as `*2` are
    /// evaluated in this arena, within its limit).
    pub fn parse_literal<T: TreeBuilder>(
        &mut self,
        builder: &mut T,
        text: &str,
    ) -> Result<Result<LiteralExpression<T::Node>, NotationError>, LimitExceeded> {
        let limit = self.limit();
        let mut reader = Reader {
            parser: Parser {
                chars: text.chars().collect(),
                pos: 0,
                arena: &mut *self.arena,
                b: self.bound,
                depth: 0,
            },
            builder,
            trees: FxHashMap::default(),
            builder_limit: None,
        };
        match reader.expression() {
            Ok(value) => Ok(Ok(value)),
            Err(Stop::Notation(e)) => Ok(Err(e)),
            Err(Stop::Limit(Exceeded)) => {
                Err(reader.builder_limit.unwrap_or(LimitExceeded { limit }))
            }
        }
    }
}

/// The canonical parser's place in the text, and the trees made so far.
struct Reader<'r, 'a, T: TreeBuilder> {
    parser: Parser<'a, crate::theory::canonical::limit::Bytes>,
    builder: &'r mut T,
    /// The tree of each canonical form read as an atom.
    trees: FxHashMap<GameId, T::Node>,
    /// The builder's own limit, when it was the one reached.
    builder_limit: Option<LimitExceeded>,
}

impl<T: TreeBuilder> Reader<'_, '_, T> {
    fn built(&mut self, made: Result<T::Node, LimitExceeded>) -> Result<T::Node, Stop<Exceeded>> {
        made.map_err(|e| {
            self.builder_limit = Some(e);
            Stop::Limit(Exceeded)
        })
    }

    fn expression(&mut self) -> Result<LiteralExpression<T::Node>, Stop<Exceeded>> {
        let g = self.sum()?;
        self.parser.blanks();
        let relation = self.parser.relation().map(Comparison::written);
        let value = match relation {
            None => LiteralExpression::Game(g),
            Some(relation) => LiteralExpression::Comparison(g, relation, self.sum()?),
        };
        self.parser.blanks();
        if self.parser.pos < self.parser.chars.len() {
            return Err(Stop::Notation(self.parser.expected(
                if relation.is_none() {
                    "'+', '-', a comparison (<=, >=, ==, <, >, ||, <|, |>) or the end"
                } else {
                    "'+', '-' or the end"
                },
            )));
        }
        Ok(value)
    }

    fn sum(&mut self) -> Result<T::Node, Stop<Exceeded>> {
        let mut acc = self.option()?;
        loop {
            self.parser.blanks();
            let term = if self.parser.eat("+-") || self.parser.eat("±") {
                self.switch()?
            } else if self.parser.eat("+") {
                self.option()?
            } else if self.parser.eat("-") {
                let t = self.option()?;
                let made = self.builder.negative(t);
                self.built(made)?
            } else {
                return Ok(acc);
            };
            let made = self.builder.sum(acc, term);
            acc = self.built(made)?;
        }
    }

    /// `+-G` as written: `{G|-G}`, or `{a,b|-a,-b}` for `+-{a,b}`.
    fn switch(&mut self) -> Result<T::Node, Stop<Exceeded>> {
        self.parser.blanks();
        let left = if self.parser.peek() == Some('{') {
            match braces(self)? {
                Braced::Game(g) => vec![g],
                Braced::List(list) => list,
            }
        } else {
            vec![self.option()?]
        };
        let mut right = Vec::with_capacity(left.len());
        for &g in &left {
            let made = self.builder.negative(g);
            right.push(self.built(made)?);
        }
        let made = self.builder.node(left, right);
        self.built(made)
    }

    fn literal_option(&mut self) -> Result<T::Node, Stop<Exceeded>> {
        self.parser.blanks();
        match self.parser.peek() {
            Some('{') => match braces(self)? {
                Braced::Game(g) => Ok(g),
                Braced::List(_) => Err(Stop::Notation(NotationError {
                    column: self.parser.pos,
                    expected: "'|' between Left's and Right's options".into(),
                })),
            },
            _ if self.parser.eat("+-") || self.parser.eat("±") => self.switch(),
            Some('-') => {
                self.parser.pos += 1;
                let t = self.option()?;
                let made = self.builder.negative(t);
                self.built(made)
            }
            _ => {
                let g = self.parser.postfix()?;
                self.tree_of(g)
            }
        }
    }

    /// The tree of a canonical form: its options' trees, as the form has them.
    fn tree_of(&mut self, g: GameId) -> Result<T::Node, Stop<Exceeded>> {
        if let Some(&t) = self.trees.get(&g) {
            return Ok(t);
        }
        let arena = &mut *self.parser.arena;
        let (left, right) = (arena.left_options(g), arena.right_options(g));
        let mut sides = [
            Vec::with_capacity(left.len()),
            Vec::with_capacity(right.len()),
        ];
        for (side, options) in sides.iter_mut().zip([left, right]) {
            for o in options {
                side.push(self.tree_of(o)?);
            }
        }
        let [left, right] = sides;
        let made = self.builder.node(left, right);
        let t = self.built(made)?;
        self.trees.insert(g, t);
        Ok(t)
    }
}

impl<T: TreeBuilder> CharText for Reader<'_, '_, T> {
    fn chars(&self) -> &[char] {
        &self.parser.chars
    }

    fn at(&self) -> usize {
        self.parser.pos
    }

    fn place(&mut self) -> &mut usize {
        &mut self.parser.pos
    }
}

impl<T: TreeBuilder> BraceReader for Reader<'_, '_, T> {
    type Item = T::Node;
    type Error = Exceeded;

    /// One option, nested at most [`MAX_DEPTH`] deep.
    fn option(&mut self) -> Result<T::Node, Stop<Exceeded>> {
        if self.parser.depth >= MAX_DEPTH {
            return Err(Stop::Notation(
                self.parser
                    .expected(&format!("at most {MAX_DEPTH} levels of nested braces")),
            ));
        }
        self.parser.depth += 1;
        let result = self.literal_option();
        self.parser.depth -= 1;
        result
    }

    fn make(&mut self, left: Vec<T::Node>, right: Vec<T::Node>) -> Result<T::Node, Stop<Exceeded>> {
        let made = self.builder.node(left, right);
        self.built(made)
    }
}
