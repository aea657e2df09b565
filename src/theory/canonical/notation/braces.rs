//! Reading the braces of a form, `{L|R}`, with more bars for outer levels: `{3||2*|1*}`.

use super::super::arena::GameId;
use super::super::limit::Bound;
use super::parse::{NotationError, Parser, Stop};

/// One piece between the braces, with its column.
enum Seg {
    Item(GameId, usize),
    Comma(usize),
    Bars(usize, usize),
}

/// Either one game or (inside braces without bars) a list of games.
pub(super) enum Braced {
    Game(GameId),
    List(Vec<GameId>),
}

impl<B: Bound> Parser<'_, B> {
    pub(super) fn braces(&mut self) -> Result<Braced, Stop<B::Error>> {
        let open = self.pos;
        self.pos += 1;
        let mut segs = Vec::new();
        loop {
            self.blanks();
            match self.peek() {
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                Some(',') => {
                    segs.push(Seg::Comma(self.pos));
                    self.pos += 1;
                }
                Some('|') => {
                    let at = self.pos;
                    let mut n = 0;
                    while self.peek() == Some('|') {
                        self.pos += 1;
                        n += 1;
                    }
                    segs.push(Seg::Bars(n, at));
                }
                None => {
                    return Err(Stop::Notation(NotationError {
                        column: self.pos + 1,
                        expected: format!("'}}' to close the '{{' at column {}", open + 1),
                    }));
                }
                Some(_) => {
                    let at = self.pos;
                    let g = self.nested()?;
                    segs.push(Seg::Item(g, at));
                }
            }
        }
        self.build(&segs, self.pos - 1)
    }

    fn build(&mut self, segs: &[Seg], end: usize) -> Result<Braced, Stop<B::Error>> {
        let most = segs
            .iter()
            .filter_map(|s| match s {
                Seg::Bars(n, _) => Some(*n),
                _ => None,
            })
            .max();
        let Some(most) = most else {
            return self.list(segs, end).map(Braced::List);
        };
        let splits: Vec<usize> = segs
            .iter()
            .enumerate()
            .filter_map(|(i, s)| matches!(s, Seg::Bars(n, _) if *n == most).then_some(i))
            .collect();
        if let Some(&second) = splits.get(1) {
            let Seg::Bars(_, at) = segs[second] else {
                unreachable!("a split is a bar")
            };
            return Err(Stop::Notation(NotationError {
                column: at + 1,
                expected: format!(
                    "one '{}' at this level (use more bars to nest)",
                    "|".repeat(most)
                ),
            }));
        }
        let (left, right) = (&segs[..splits[0]], &segs[splits[0] + 1..]);
        let bar_at = match segs[splits[0]] {
            Seg::Bars(_, at) => at,
            _ => unreachable!("a split is a bar"),
        };
        let left = self.side(left, bar_at)?;
        let right = self.side(right, end)?;
        Ok(Braced::Game(
            self.arena
                .try_construct(self.b, left, right)
                .map_err(Stop::Limit)?,
        ))
    }

    fn side(&mut self, segs: &[Seg], end: usize) -> Result<Vec<GameId>, Stop<B::Error>> {
        Ok(match self.build(segs, end)? {
            Braced::Game(g) => vec![g],
            Braced::List(list) => list,
        })
    }

    /// Games separated by commas (possibly none).
    fn list(&mut self, segs: &[Seg], end: usize) -> Result<Vec<GameId>, Stop<B::Error>> {
        let mut out = Vec::new();
        let mut want_item = true;
        for s in segs {
            match (s, want_item) {
                (Seg::Item(g, _), true) => {
                    out.push(*g);
                    want_item = false;
                }
                (Seg::Comma(_), false) => want_item = true,
                (Seg::Item(_, at), false) => {
                    return Err(Stop::Notation(NotationError {
                        column: at + 1,
                        expected: "',' or '|' between options".into(),
                    }));
                }
                (Seg::Comma(at), true) | (Seg::Bars(_, at), _) => {
                    return Err(Stop::Notation(NotationError {
                        column: at + 1,
                        expected: "an option before ','".into(),
                    }));
                }
            }
        }
        if want_item && !out.is_empty() {
            return Err(Stop::Notation(NotationError {
                column: end + 1,
                expected: "an option after ','".into(),
            }));
        }
        Ok(out)
    }
}
