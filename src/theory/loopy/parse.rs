//! Reading loopy values in CGSuite notation, and expressions over them.
//!
//! ```text
//! expression := sided [relation sided]         relation: <= >= == = < > || <| |>
//! sided      := sum ['&' sum]                  onside & offside, both stoppers
//! sum        := term (('+' | '-' | '+-') term)*
//! term       := '-' term | '+-' term | postfix
//! postfix    := primary ('.' Method ['(' sided (',' sided)* ')'])*
//! primary    := '(' sided ')' | braces | name braces | name ':' braces | on | off | over
//!             | under | upon | dud | Tiny '(' sided ')' | Miny '(' sided ')' | compound
//! compound   := short compound (as for short games: 3/4, ^^*, v<2>, ...) | [number] over
//!             | [number] under | [number] ('^' | 'v') ('[on]' | '<on>') [star]
//! braces     := '{' items (bars items)* '}'   items: pass, a name of an enclosing node,
//!                                              a named node, or a sided value
//! ```
//! Methods: `Onside`, `Offside`, `Degree`, `Variety`, `Upsum(H)`, `Downsum(H)`,
//! `UpsumVariety(D)`, `DownsumVariety(D)`.

use super::graph::{Graph, Loopy};
use super::properties::{self, short_loopy};
use super::sided::SidedValue;
use crate::theory::canonical::{Arena, LimitExceeded, NotationError};
use crate::theory::dyadic::Dyadic;

/// What a loopy expression evaluates to.
#[derive(Clone, Debug)]
pub enum LoopyExpression {
    /// A loopy (or short) value.
    Value(SidedValue),
    /// The answer to a comparison.
    Bool(bool),
}

/// The words that make an expression loopy: an expression holding one of them (or `&`, or a
/// named node `a{...}`) is read by this parser.
pub const KEYWORDS: [&str; 7] = ["on", "off", "over", "under", "upon", "dud", "pass"];

/// The deepest nesting of braces and parentheses accepted.
const MAX_DEPTH: usize = 500;

/// Bytes a comparison takes for each pair of positions of the two games.
pub const BYTES_PER_PAIR: usize = 24;

/// Whether `text` uses loopy notation: one of [`KEYWORDS`] as a word, `&`, or a name
/// followed by braces.
pub fn looks_loopy(text: &str) -> bool {
    if text.contains('&') {
        return true;
    }
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_alphanumeric() {
            i += 1;
        }
        let run: String = chars[start..i].iter().collect();
        let word = run.trim_start_matches(|c: char| c.is_ascii_digit());
        if word.is_empty() {
            continue;
        }
        if KEYWORDS.contains(&word) {
            return true;
        }
        let rest: String = chars[i..].iter().collect();
        let rest = rest.trim_start();
        let rest = rest.strip_prefix(':').map_or(rest, str::trim_start);
        if rest.starts_with('{') {
            return true;
        }
    }
    false
}

/// Why reading stopped.
enum Stop {
    Notation(NotationError),
    Limit,
}

type Parsed<T> = Result<T, Stop>;

/// One item between braces, before the graph is built.
enum Term {
    Value(SidedValue),
    Node {
        name: Option<String>,
        left: Vec<Term>,
        right: Vec<Term>,
    },
    Pass,
    Ref(String),
}

/// Evaluates a loopy expression; its short parts are made in `arena`. A game whose
/// comparisons would need more than `limit` bytes is refused.
pub fn parse_loopy(
    arena: &mut Arena,
    text: &str,
    limit: usize,
) -> Result<Result<LoopyExpression, NotationError>, LimitExceeded> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        arena,
        names: Vec::new(),
        depth: 0,
        max_vertices: ((limit / BYTES_PER_PAIR) as f64).sqrt() as usize,
    };
    match p.expression() {
        Ok(e) => Ok(Ok(e)),
        Err(Stop::Notation(e)) => Ok(Err(e)),
        Err(Stop::Limit) => Err(LimitExceeded { limit }),
    }
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    arena: &'a mut Arena,
    /// The names of the enclosing named nodes, innermost last.
    names: Vec<String>,
    depth: usize,
    max_vertices: usize,
}

impl Parser<'_> {
    fn err<T>(&self, column: usize, what: &str) -> Parsed<T> {
        Err(Stop::Notation(NotationError {
            column: column + 1,
            expected: what.to_string(),
        }))
    }

    fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        if self.chars.len() >= self.pos + n
            && self.chars[self.pos..self.pos + n]
                .iter()
                .copied()
                .eq(s.chars())
        {
            self.pos += n;
            true
        } else {
            false
        }
    }

    fn identifier(&mut self) -> String {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric()) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn expression(&mut self) -> Parsed<LoopyExpression> {
        let g = self.sided()?;
        self.blanks();
        let rel = ["<=", ">=", "==", "<|", "|>", "||", "<", ">", "="]
            .into_iter()
            .find(|r| self.eat(r));
        let value = match rel {
            None => LoopyExpression::Value(g),
            Some(rel) => {
                let h = self.sided()?;
                let (le, ge) = (g.leq(&h), h.leq(&g));
                LoopyExpression::Bool(match rel {
                    "<=" => le,
                    ">=" => ge,
                    "==" | "=" => le && ge,
                    "<" => le && !ge,
                    ">" => ge && !le,
                    "||" => !le && !ge,
                    "<|" => !ge,
                    _ => !le,
                })
            }
        };
        self.blanks();
        if self.pos < self.chars.len() {
            return self.err(
                self.pos,
                if rel.is_none() {
                    "an operator (+, -, &, <=, >=, ==, <, >, ||, <|, |>) or the end"
                } else {
                    "an operator (+, -, &) or the end"
                },
            );
        }
        Ok(value)
    }

    /// `sum [& sum]`.
    fn sided(&mut self) -> Parsed<SidedValue> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(
                self.pos,
                &format!("at most {MAX_DEPTH} levels of nested braces and parentheses"),
            );
        }
        let at = self.pos;
        let on = self.sum(None)?;
        self.blanks();
        let result = if self.eat("&") {
            let off_at = self.pos;
            let off = self.sum(None)?;
            if !on.is_stopper() {
                return self.err(at, "a stopper before '&'");
            }
            if !off.is_stopper() {
                return self.err(off_at, "a stopper after '&'");
            }
            match SidedValue::from_sides(&on.onside, &off.onside) {
                Ok(v)
                    if v.is_stopper_sided() && super::sided::stopper_eq(&v.onside, &v.offside) =>
                {
                    SidedValue::stopper(v.onside)
                }
                Ok(v) => v,
                Err(_) => {
                    return self.err(off_at, "an offside at most the onside (G & H needs H <= G)");
                }
            }
        } else {
            on
        };
        self.depth -= 1;
        Ok(result)
    }

    fn check_size(&self, a: &SidedValue, b: &SidedValue) -> Parsed<()> {
        let size = |v: &SidedValue| v.onside.graph.len().max(v.offside.graph.len());
        if size(a).saturating_mul(size(b)) > self.max_vertices {
            return Err(Stop::Limit);
        }
        Ok(())
    }

    fn add(&mut self, a: &SidedValue, b: &SidedValue) -> Parsed<SidedValue> {
        self.check_size(a, b)?;
        Ok(a.add(b))
    }

    fn sum(&mut self, first: Option<SidedValue>) -> Parsed<SidedValue> {
        let mut acc = match first {
            Some(v) => v,
            None => self.term()?,
        };
        loop {
            self.blanks();
            if self.eat("+-") || self.eat("±") {
                let t = self.switch()?;
                acc = self.add(&acc, &t)?;
            } else if self.eat("+") {
                let t = self.term()?;
                acc = self.add(&acc, &t)?;
            } else if self.peek() == Some('-') {
                self.pos += 1;
                let t = self.term()?;
                acc = self.add(&acc, &t.neg())?;
            } else {
                return Ok(acc);
            }
        }
    }

    /// `+-x` = `{x | -x}`.
    fn switch(&mut self) -> Parsed<SidedValue> {
        let x = self.term()?;
        let node = Term::Node {
            name: None,
            left: vec![Term::Value(x.clone())],
            right: vec![Term::Value(x.neg())],
        };
        self.build(&node)
    }

    fn term(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        if self.eat("+-") || self.eat("±") {
            return self.switch();
        }
        if self.peek() == Some('-') {
            self.pos += 1;
            return Ok(self.term()?.neg());
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Parsed<SidedValue> {
        let mut g = self.primary()?;
        loop {
            let save = self.pos;
            self.blanks();
            if !self.eat(".") {
                self.pos = save;
                return Ok(g);
            }
            let name_at = self.pos;
            let name = self.identifier();
            let arity = match name.as_str() {
                "Onside" | "Offside" | "Degree" | "Variety" => 0,
                "Upsum" | "Downsum" | "UpsumVariety" | "DownsumVariety" => 1,
                _ => {
                    return self.err(
                        name_at,
                        "a method of loopy games after '.' (Onside, Offside, Degree, Variety, \
                         Upsum, Downsum, UpsumVariety, DownsumVariety)",
                    );
                }
            };
            let mut arg = None;
            self.blanks();
            if self.eat("(") {
                if arity == 1 {
                    arg = Some(self.sided()?);
                }
                self.blanks();
                if !self.eat(")") {
                    return self.err(
                        self.pos,
                        if arity == 1 {
                            "')'"
                        } else {
                            "')' (no arguments)"
                        },
                    );
                }
            }
            if arity == 1 && arg.is_none() {
                return self.err(self.pos, "'(' and the method's argument");
            }
            let is_stopper = g.is_stopper();
            g = match (name.as_str(), arg) {
                ("Onside", _) => SidedValue::stopper(g.onside.clone()),
                ("Offside", _) => SidedValue::stopper(g.offside.clone()),
                (_, _) if !is_stopper => {
                    return self.err(name_at, &format!("a stopper before .{name}"));
                }
                ("Degree", _) => properties::degree(&g),
                ("Variety", _) => match properties::variety(&g) {
                    Some(v) => v,
                    None => return self.err(name_at, "a stable stopper before .Variety"),
                },
                (_, Some(h)) if !h.is_stopper() => {
                    return self.err(name_at, &format!("a stopper as the argument of .{name}"));
                }
                ("Upsum", Some(h)) => {
                    self.check_size(&g, &h)?;
                    properties::upsum(&g, &h)
                }
                ("Downsum", Some(h)) => {
                    self.check_size(&g, &h)?;
                    properties::downsum(&g, &h)
                }
                (_, Some(d)) if !properties::is_idempotent(&d) => {
                    return self.err(
                        name_at,
                        &format!("an idempotent as the argument of .{name}"),
                    );
                }
                ("UpsumVariety", Some(d)) => properties::upsum_variety(&g, &d),
                (_, Some(d)) => properties::downsum_variety(&g, &d),
                _ => unreachable!("every method has its arity"),
            };
        }
    }

    fn short(&mut self, g: crate::theory::canonical::GameId) -> SidedValue {
        SidedValue::stopper(short_loopy(self.arena, g).packed())
    }

    fn number(&mut self, x: &Dyadic) -> SidedValue {
        let g = self.arena.number(x.clone());
        self.short(g)
    }

    fn primary(&mut self) -> Parsed<SidedValue> {
        self.blanks();
        let at = self.pos;
        match self.peek() {
            Some('(') => {
                self.pos += 1;
                let g = self.sided()?;
                self.blanks();
                if !self.eat(")") {
                    return self.err(self.pos, "')'");
                }
                Ok(g)
            }
            Some('{') => {
                let t = self.braces(None)?;
                self.build(&t)
            }
            Some(c) if c.is_ascii_alphabetic() && c != 'v' => {
                let word = self.identifier();
                match word.as_str() {
                    "on" => Ok(SidedValue::stopper(Loopy::on())),
                    "off" => Ok(SidedValue::stopper(Loopy::off())),
                    "dud" => Ok(SidedValue {
                        onside: Loopy::on(),
                        offside: Loopy::off(),
                    }),
                    "over" | "under" => Ok(self.over(&Dyadic::zero(), word == "over")),
                    "upon" => Ok(self.upon(&Dyadic::zero(), 0, false)),
                    "Tiny" | "Miny" => self.tiny(word == "Tiny"),
                    _ => {
                        self.blanks();
                        let colon = self.eat(":");
                        self.blanks();
                        if self.peek() == Some('{') && !word.is_empty() {
                            let t = self.braces(Some(word))?;
                            return self.build(&t);
                        }
                        let _ = colon;
                        self.err(
                            at,
                            "a game (a number, *, ^, v, {...}, on, off, over, under, upon, dud, \
                             Tiny(x), Miny(x), a named node a{...})",
                        )
                    }
                }
            }
            _ => self.compound(),
        }
    }

    fn tiny(&mut self, tiny: bool) -> Parsed<SidedValue> {
        self.blanks();
        if !self.eat("(") {
            return self.err(self.pos, "'('");
        }
        let x = self.sided()?;
        self.blanks();
        if !self.eat(")") {
            return self.err(self.pos, "')'");
        }
        let zero = Term::Value(self.number(&Dyadic::zero()));
        let zero2 = Term::Value(self.number(&Dyadic::zero()));
        let node = if tiny {
            // {0 || 0 | -x}
            Term::Node {
                name: None,
                left: vec![zero],
                right: vec![Term::Node {
                    name: None,
                    left: vec![zero2],
                    right: vec![Term::Value(x.neg())],
                }],
            }
        } else {
            Term::Node {
                name: None,
                left: vec![Term::Node {
                    name: None,
                    left: vec![Term::Value(x)],
                    right: vec![zero2],
                }],
                right: vec![zero],
            }
        };
        self.build(&node)
    }

    /// `x over` = `{x | pass}`, `x under` = `{pass | x}`.
    fn over(&mut self, x: &Dyadic, over: bool) -> SidedValue {
        let n = self.number(x);
        let mut graph = Graph::default();
        let v = graph.add_vertex();
        let w = graph.embed(&n.onside.graph) + n.onside.start;
        if over {
            graph.left[v].push(w);
            graph.right[v].push(v);
        } else {
            graph.left[v].push(v);
            graph.right[v].push(w);
        }
        SidedValue::of(&Loopy { graph, start: v })
    }

    /// `x^[on]*n` = `{pass (, x when n = 1) | x*(n^1)}`, or `x^<on>*n` =
    /// `{x, x*, ..., x*n | -((-x)^[on]*(n^1))}`; negated (`v`) when `down`.
    fn upon(&mut self, x: &Dyadic, n: u32, nth: bool) -> SidedValue {
        if nth {
            let inner = self.upon(&-x.clone(), n ^ 1, false).neg();
            let mut graph = Graph::default();
            let v = graph.add_vertex();
            for k in 0..=n {
                let xn = self.arena.number(x.clone());
                let star = self.arena.nimber(k);
                let g = self.arena.add(xn, star);
                let s = self.short(g);
                let w = graph.embed(&s.onside.graph) + s.onside.start;
                graph.left[v].push(w);
            }
            let w = graph.embed(&inner.onside.graph) + inner.onside.start;
            graph.right[v].push(w);
            return SidedValue::of(&Loopy { graph, start: v });
        }
        let m = n ^ 1;
        let xn = self.arena.number(x.clone());
        let star = self.arena.nimber(m);
        let right = self.arena.add(xn, star);
        let right = self.short(right);
        let mut graph = Graph::default();
        let v = graph.add_vertex();
        graph.left[v].push(v);
        if m == 0 {
            let num = self.number(x);
            let w = graph.embed(&num.onside.graph) + num.onside.start;
            graph.left[v].push(w);
        }
        let w = graph.embed(&right.onside.graph) + right.onside.start;
        graph.right[v].push(w);
        SidedValue::of(&Loopy { graph, start: v })
    }

    /// A number, ups and a star as for short games, or a number followed by `over`,
    /// `under`, or an upon form `^[on]`, `^<on>`, `v[on]`, `v<on>` and a star.
    fn compound(&mut self) -> Parsed<SidedValue> {
        let start = self.pos;
        let mut number = Dyadic::zero();
        while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '/') {
            self.pos += 1;
        }
        if self.pos > start {
            let text: String = self.chars[start..self.pos].iter().collect();
            match self.arena.parse_game(&text) {
                Ok(g) if self.arena.is_number(g) => {
                    number = self.arena.as_number(g).cloned().expect("a number");
                }
                _ => return self.err(start, "a number such as 3 or 3/4"),
            }
            if self
                .peek()
                .is_some_and(|c| c.is_ascii_alphabetic() && c != 'v')
            {
                let word_at = self.pos;
                let word = self.identifier();
                return match word.as_str() {
                    "over" | "under" => Ok(self.over(&number, word == "over")),
                    "Tiny" | "Miny" => {
                        let t = self.tiny(word == "Tiny")?;
                        let n = self.number(&number);
                        self.add(&n, &t)
                    }
                    _ => self.err(
                        word_at,
                        "over, under, Tiny(x), Miny(x), an operator or the end",
                    ),
                };
            }
        }
        for (text, up, nth) in [
            ("^[on]", true, false),
            ("^<on>", true, true),
            ("v[on]", false, false),
            ("v<on>", false, true),
        ] {
            if self.eat(text) {
                let mut nim = 0;
                if self.eat("*") {
                    let at = self.pos;
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.pos += 1;
                    }
                    let digits: String = self.chars[at..self.pos].iter().collect();
                    nim = if digits.is_empty() {
                        1
                    } else {
                        match digits.parse::<u32>() {
                            Ok(n) if n <= 4096 => n,
                            _ => return self.err(at, "a nimber of at most 4096"),
                        }
                    };
                }
                return Ok(if up {
                    self.upon(&number, nim, nth)
                } else {
                    self.upon(&-number, nim, nth).neg()
                });
            }
        }
        // A short compound: ups, stars, uptimals, read by the short parser.
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_digit() || "^v*<>[]".contains(c))
        {
            self.pos += 1;
        }
        if self.pos == start {
            return self.err(
                start,
                "a game (a number, *, ^, v, {...}, on, off, over, under, upon, dud, Tiny(x), \
                 Miny(x), a named node a{...})",
            );
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        match self.arena.parse_game(&text) {
            Ok(g) => Ok(self.short(g)),
            Err(e) => Err(Stop::Notation(NotationError {
                column: start + e.column,
                expected: e.expected,
            })),
        }
    }

    /// `{...}`, named `name` when given; its items may be `pass` and the names of enclosing
    /// nodes.
    fn braces(&mut self, name: Option<String>) -> Parsed<Term> {
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
            let v = self.build(&t)?;
            return Ok(Term::Value(self.sum(Some(v))?));
        }
        Ok(Term::Value(self.sided()?))
    }

    /// The value of a node whose names are all resolved inside it.
    fn build(&mut self, t: &Term) -> Parsed<SidedValue> {
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
                onside: super::sided::simplify_side(&on, super::compare::Side::Onside),
                offside: super::sided::simplify_side(&off, super::compare::Side::Offside),
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
