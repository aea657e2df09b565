//! CGSuite's `GenCutcake` family: a position is a sum of cakes, each a pair of sides `(m,n)`
//! (`m` rows, `n` columns). A ruleset says how one side breaks (its heap ruleset: the heaps a
//! heap of `h` may become, as in CGSuite's `TakeAndBreak`); Left breaks a cake's columns `n`,
//! leaving `(m, b)` for each piece `b`, Right its rows `m`, leaving `(a, n)`. In the twisted
//! form the sides swap after each move: Left leaves `(n, b)` for each piece `b` of `m`, Right
//! `(a, m)` for each piece `a` of `n`.
//!
//! Each cake is a part of its own. A cake and its transpose have negative values (by induction
//! on the moves: transposing swaps what Left and Right may do, twisted or not), so a cake is
//! valued once as `(min, max)`.

use crate::engine::rules::PartizanRules;
use crate::games::ruleset::Ruleset;
use crate::text::{Cursor, ParseError, PositionText, write_pair_sum};
use std::fmt;
use std::marker::PhantomData;

/// The most rows or columns of a cake.
pub const MAX_SIDE: u64 = 255;

/// A member of the family: its name, whether it is twisted, and how one side breaks.
pub trait CakeRules: Clone + Copy + Default + fmt::Debug + Send + Sync + 'static {
    /// The subcommand and JSON name.
    const NAME: &'static str;
    /// Whether the sides swap after each move.
    const TWISTED: bool = false;
    /// Calls `each` with every way a side of `h` may break: the pieces it leaves (nonempty,
    /// none when the side is used up).
    fn pieces(h: u8, each: &mut dyn FnMut(&[u8]));
}

/// The rules of one member of the family, as a classic game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cake<R>(PhantomData<R>);

/// A sum of cakes, each `(rows, columns)`, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cakes(pub Vec<(u8, u8)>);

/// A move: the cake broken and the cakes it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Break {
    /// The cake broken.
    pub cake: (u8, u8),
    /// The cakes left in its place.
    pub into: Cakes,
}

impl fmt::Display for Cakes {
    /// CGSuite's coordinates, summed: `(2,3) + (4,5)`; the empty sum `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_pair_sum(f, &self.0)
    }
}

impl fmt::Display for Break {
    /// `(8,8) to (8,3) + (8,5)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (m, n) = self.cake;
        write!(f, "({m},{n}) to {}", self.into)
    }
}

impl<R: CakeRules> Cake<R> {
    /// Every move of one player: `mine` picks the side that player breaks and, with the other
    /// side, makes each cake a piece leaves.
    fn moves(
        p: &Cakes,
        mine: fn((u8, u8)) -> (u8, u8),
        make: fn(u8, u8) -> (u8, u8),
        each: &mut dyn FnMut(Break, Cakes),
    ) {
        for (i, &cake) in p.0.iter().enumerate() {
            if i > 0 && p.0[i - 1] == cake {
                continue;
            }
            let (broken, kept) = mine(cake);
            R::pieces(broken, &mut |pieces| {
                let into = Cakes(pieces.iter().map(|&piece| make(kept, piece)).collect());
                let mut rest = p.0.clone();
                rest.remove(i);
                rest.extend(&into.0);
                rest.sort_unstable();
                each(Break { cake, into }, Cakes(rest));
            });
        }
    }
}

impl<R: CakeRules> PartizanRules for Cake<R> {
    type Position = Cakes;
    type Move = Break;

    /// Left breaks the columns (twisted: the rows, then the sides swap).
    fn left_moves(&self, p: &Cakes, each: &mut dyn FnMut(Break, Cakes)) {
        match R::TWISTED {
            false => Self::moves(p, |(m, n)| (n, m), |m, b| (m, b), each),
            true => Self::moves(p, |(m, n)| (m, n), |n, b| (n, b), each),
        }
    }

    /// Right breaks the rows (twisted: the columns, then the sides swap).
    fn right_moves(&self, p: &Cakes, each: &mut dyn FnMut(Break, Cakes)) {
        match R::TWISTED {
            false => Self::moves(p, |(m, n)| (m, n), |n, a| (a, n), each),
            true => Self::moves(p, |(m, n)| (n, m), |m, a| (a, m), each),
        }
    }

    /// Each cake.
    fn components(&self, p: &Cakes) -> Vec<Cakes> {
        p.0.iter().map(|&cake| Cakes(vec![cake])).collect()
    }

    /// A cake with more rows than columns is its transpose, negated.
    fn normal_form(&self, region: &Cakes) -> (Cakes, bool) {
        match region.0.as_slice() {
            &[(m, n)] if m > n => (Cakes(vec![(n, m)]), true),
            _ => (region.clone(), false),
        }
    }
}

impl PositionText for Cakes {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Cakes, ParseError> {
        let placed = |e: ParseError| ParseError {
            line,
            column: e.column + first_column - 1,
            ..e
        };
        read_cakes(&mut Cursor::new(text)).map_err(placed)
    }
}

impl<R: CakeRules> Ruleset for Cake<R> {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = R::NAME;
    const FORMAT: &'static str = "One position a line: a cake of m rows and n columns in \
        CGSuite's coordinates `(m,n)`, or a sum of cakes `(2,3) + (4,5)`, sides up to 255. Left \
        breaks a cake's columns, Right its rows; a move names the cake and what it leaves: \
        `(4,5) to (4,2) + (4,3)`.";
    const EXAMPLE: &'static str = "(4,5)";
}

/// A sum of cakes, or `0` (or nothing) for the empty sum.
fn read_cakes(c: &mut Cursor) -> Result<Cakes, ParseError> {
    let mut cakes = Vec::new();
    if matches!(c.rest(), b"" | b"0") {
        return Ok(Cakes(cakes));
    }
    loop {
        expect(c, b'(')?;
        let m = side(c, "the rows")?;
        expect(c, b',')?;
        let n = side(c, "the columns")?;
        expect(c, b')')?;
        cakes.push((m, n));
        skip_blanks(c);
        match c.peek() {
            None => break,
            Some(b'+') => _ = c.bump(),
            Some(_) => return Err(c.expected("'+' or the end of the line")),
        }
        skip_blanks(c);
    }
    cakes.sort_unstable();
    Ok(Cakes(cakes))
}

/// Skips spaces and tabs (a `\r` is no blank within a line).
fn skip_blanks(c: &mut Cursor) {
    while let Some(b' ' | b'\t') = c.peek() {
        c.bump();
    }
}

/// The byte `byte`, read.
fn expect(c: &mut Cursor, byte: u8) -> Result<(), ParseError> {
    if c.peek() != Some(byte) {
        return Err(c.expected(format!("'{}'", byte as char)));
    }
    c.bump();
    Ok(())
}

/// A side of a cake, `what`: a number up to [`MAX_SIDE`].
fn side(c: &mut Cursor, what: &str) -> Result<u8, ParseError> {
    let start = c.clone();
    let mut digits = String::new();
    while let Some(d @ b'0'..=b'9') = c.peek() {
        digits.push(char::from(d));
        c.bump();
    }
    match digits.parse::<u64>() {
        Ok(side) if side <= MAX_SIDE => Ok(side as u8),
        Ok(_) | Err(_) if !digits.is_empty() => Err(start
            .error(format!(
                "expected {what} of at most {MAX_SIDE} (the limit), found {digits}"
            ))
            .over_limit(format!("{MAX_SIDE} on a side"))),
        _ => Err(c.expected(what)),
    }
}
