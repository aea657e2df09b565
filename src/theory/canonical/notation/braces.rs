//! Reading the braces of a form, `{L|R}`, with more bars for outer levels: `{3||2*|1*}`.
//!
//! The reading is written once over a [`BraceReader`]: the canonical parser makes each form
//! canonical as it is read, the literal reader keeps the tree as written.

use super::chars::CharText;
use super::parse::{NotationError, Parser, Stop};
use crate::theory::canonical::arena::GameId;
use crate::theory::canonical::limit::Bound;

/// What reading braces needs: the text and a place in it, how one option is read, and how a
/// game is made from its two lists of options.
pub(super) trait BraceReader: CharText {
    /// A game as the reader makes it.
    type Item: Copy;
    /// Why the reader may stop besides the text.
    type Error;
    /// Reads one option at the place.
    fn option(&mut self) -> Result<Self::Item, Stop<Self::Error>>;
    /// The game with these options.
    fn make(
        &mut self,
        left: Vec<Self::Item>,
        right: Vec<Self::Item>,
    ) -> Result<Self::Item, Stop<Self::Error>>;
}

/// One piece between the braces, with its column.
enum Seg<T> {
    Item(T, usize),
    Comma(usize),
    Bars(usize, usize),
}

/// Either one game or (inside braces without bars) a list of games.
pub(super) enum Braced<T> {
    Game(T),
    List(Vec<T>),
}

/// Reads the braces that open at the reader's place.
pub(super) fn braces<R: BraceReader>(r: &mut R) -> Result<Braced<R::Item>, Stop<R::Error>> {
    let open = *r.place();
    *r.place() += 1;
    let mut segs = Vec::new();
    loop {
        r.blanks();
        let at = *r.place();
        match r.peek() {
            Some('}') => {
                *r.place() += 1;
                break;
            }
            Some(',') => {
                segs.push(Seg::Comma(at));
                *r.place() += 1;
            }
            Some('|') => {
                let mut n = 0;
                while r.peek() == Some('|') {
                    *r.place() += 1;
                    n += 1;
                }
                segs.push(Seg::Bars(n, at));
            }
            None => {
                return Err(Stop::Notation(NotationError {
                    column: at + 1,
                    expected: format!("'}}' to close the '{{' at column {}", open + 1),
                }));
            }
            Some(_) => {
                let g = r.option()?;
                segs.push(Seg::Item(g, at));
            }
        }
    }
    let end = *r.place() - 1;
    build(r, &segs, end)
}

fn build<R: BraceReader>(
    r: &mut R,
    segs: &[Seg<R::Item>],
    end: usize,
) -> Result<Braced<R::Item>, Stop<R::Error>> {
    let most = segs
        .iter()
        .filter_map(|s| match s {
            Seg::Bars(n, _) => Some(*n),
            _ => None,
        })
        .max();
    let Some(most) = most else {
        return list(segs, end).map(Braced::List);
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
    let left = side(r, left, bar_at)?;
    let right = side(r, right, end)?;
    Ok(Braced::Game(r.make(left, right)?))
}

fn side<R: BraceReader>(
    r: &mut R,
    segs: &[Seg<R::Item>],
    end: usize,
) -> Result<Vec<R::Item>, Stop<R::Error>> {
    Ok(match build(r, segs, end)? {
        Braced::Game(g) => vec![g],
        Braced::List(list) => list,
    })
}

/// Games separated by commas (possibly none).
fn list<T: Copy, E>(segs: &[Seg<T>], end: usize) -> Result<Vec<T>, Stop<E>> {
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

impl<B: Bound> BraceReader for Parser<'_, B> {
    type Item = GameId;
    type Error = B::Error;

    fn option(&mut self) -> Result<GameId, Stop<B::Error>> {
        self.nested()
    }

    fn make(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> Result<GameId, Stop<B::Error>> {
        self.arena
            .try_construct(self.b, left, right)
            .map_err(Stop::Limit)
    }
}
