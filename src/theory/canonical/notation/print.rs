//! Printing canonical forms exactly as CGSuite prints them (its plain-text output).
//!
//! Numbers `-1/2`, nimbers `*8`, number-up-stars `73/16v9*8` (`^^`/`vv` for two, `^3` past
//! two), compact uptimals `^<2>` and `^[4]`, switches `+-1` and `+-{0,{1|0}}`, `Tiny(x)` and
//! `Miny(x)` (translated: `1Tiny(2)`), and otherwise `{L|R}` with one more bar per level of
//! nesting (`{3||2*|1*}`), braces forced at the top, around options of a side with several,
//! and at four bars.

use super::super::arena::{Arena, GameId, Nus};
use super::super::limit::Bound;
use super::super::uptimal::UptimalExpansion;
use crate::theory::dyadic::Dyadic;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// CGSuite starts a new pair of braces at this many bars.
const MAX_SLASHES: usize = 4;

/// What kind of form, in CGSuite's deterministic order of options.
enum Kind {
    Number(Dyadic),
    Nimber(u32),
    Uptimal(UptimalExpansion),
    Other,
}

bounded! {
    /// `g` in CGSuite notation.
    pub fn to_notation(&mut self, g: GameId) -> String => try_to_notation;
    /// How many bytes [`to_notation`](Arena::to_notation) writes for `g`, counted without
    /// writing them, each form met again counted once (`u64::MAX` when there are more): a
    /// form whose options share followers prints in far more bytes than the arena holds.
    pub fn notation_len(&mut self, g: GameId) -> u64 => try_notation_len;
    /// `g` in CGSuite notation when it takes at most `max_bytes`; `None` otherwise, found
    /// after writing little more than `max_bytes`.
    pub fn notation_within(&mut self, g: GameId, max_bytes: usize) -> Option<String>
        => try_notation_within;
    /// The left options in CGSuite's deterministic order.
    pub fn sorted_left(&mut self, g: GameId) -> Vec<GameId> => try_sorted_left;
    /// The right options in CGSuite's deterministic order.
    pub fn sorted_right(&mut self, g: GameId) -> Vec<GameId> => try_sorted_right;
    /// `games` in CGSuite's deterministic order.
    pub fn sorted(&mut self, games: Vec<GameId>) -> Vec<GameId> => try_sorted;
}

impl Arena {
    /// Appends `g` to `out` as an option inside an enclosing form (braces forced or not,
    /// parentheses around a compound forced or not), as CGSuite's `appendTo`; returns how
    /// many bars the enclosing form must use beyond this one's. Loopy forms print their
    /// short options through it.
    pub fn write_option(
        &mut self,
        g: GameId,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
    ) -> usize {
        super::super::limit::never(self.write_game(
            super::super::limit::Unbounded,
            g,
            out,
            force_brackets,
            force_parens,
        ))
    }
}

/// Where [`Arena::write_game`] writes: the text itself, or only its length.
trait Sink {
    /// Whether the options' order matters (the text's length does not depend on it).
    const ORDERED: bool;
    /// Whether the sink wants no more: what follows is not written.
    fn full(&self) -> bool {
        false
    }
    /// How much is written so far.
    fn written(&self) -> u64;
    fn push(&mut self, c: char);
    fn push_str(&mut self, s: &str);
    /// Writes `s` at `at` (a [`written`](Sink::written) count of before), before what
    /// followed.
    fn insert_str(&mut self, at: u64, s: &str);
    /// The bars of the form `key` when its text was counted before: the count grows by its
    /// length.
    fn recall(&mut self, key: Written) -> Option<usize>;
    /// The form `key` was written from `since` up to now, its enclosing form to use `bars`
    /// more bars.
    fn remember(&mut self, key: Written, since: u64, bars: usize);
}

/// A form as [`Arena::write_game`] writes it: with braces forced or not, parentheses around
/// a compound forced or not.
type Written = (GameId, bool, bool);

impl Sink for String {
    const ORDERED: bool = true;
    fn written(&self) -> u64 {
        self.len() as u64
    }
    fn push(&mut self, c: char) {
        String::push(self, c);
    }
    fn push_str(&mut self, s: &str) {
        String::push_str(self, s);
    }
    fn insert_str(&mut self, at: u64, s: &str) {
        String::insert_str(self, at as usize, s);
    }
    fn recall(&mut self, _: Written) -> Option<usize> {
        None
    }
    fn remember(&mut self, _: Written, _: u64, _: usize) {}
}

/// A text that stops at a length: once longer, it is full and takes nothing more.
struct Capped {
    text: String,
    cap: usize,
}

impl Sink for Capped {
    const ORDERED: bool = true;
    fn full(&self) -> bool {
        self.text.len() > self.cap
    }
    fn written(&self) -> u64 {
        self.text.written()
    }
    fn push(&mut self, c: char) {
        self.text.push(c);
    }
    fn push_str(&mut self, s: &str) {
        self.text.push_str(s);
    }
    fn insert_str(&mut self, at: u64, s: &str) {
        Sink::insert_str(&mut self.text, at, s);
    }
    fn recall(&mut self, _: Written) -> Option<usize> {
        None
    }
    fn remember(&mut self, _: Written, _: u64, _: usize) {}
}

/// The length of a text, saturating at `u64::MAX`, with the length of each form's text once
/// counted.
#[derive(Default)]
struct Length {
    bytes: u64,
    counted: FxHashMap<Written, (u64, usize)>,
}

impl Sink for Length {
    const ORDERED: bool = false;
    fn written(&self) -> u64 {
        self.bytes
    }
    fn push(&mut self, c: char) {
        self.bytes = self.bytes.saturating_add(c.len_utf8() as u64);
    }
    fn push_str(&mut self, s: &str) {
        self.bytes = self.bytes.saturating_add(s.len() as u64);
    }
    fn insert_str(&mut self, _: u64, s: &str) {
        self.push_str(s);
    }
    fn recall(&mut self, key: Written) -> Option<usize> {
        let &(bytes, bars) = self.counted.get(&key)?;
        self.bytes = self.bytes.saturating_add(bytes);
        Some(bars)
    }
    fn remember(&mut self, key: Written, since: u64, bars: usize) {
        self.counted.insert(key, (self.bytes - since, bars));
    }
}

impl Arena {
    fn try_to_notation<B: Bound>(&mut self, b: B, g: GameId) -> Result<String, B::Error> {
        let mut out = String::new();
        self.write_game(b, g, &mut out, true, false)?;
        Ok(out)
    }

    fn try_notation_within<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        max_bytes: usize,
    ) -> Result<Option<String>, B::Error> {
        let mut out = Capped {
            text: String::new(),
            cap: max_bytes,
        };
        self.write_game(b, g, &mut out, true, false)?;
        Ok((!out.full()).then_some(out.text))
    }

    fn try_notation_len<B: Bound>(&mut self, b: B, g: GameId) -> Result<u64, B::Error> {
        let mut length = Length::default();
        self.write_game(b, g, &mut length, true, false)?;
        Ok(length.bytes)
    }

    fn kind<B: Bound>(&mut self, b: B, g: GameId) -> Result<Kind, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            if p.is_number() {
                return Ok(Kind::Number(p.number.clone()));
            }
            if p.is_nimber() {
                return Ok(Kind::Nimber(p.nim));
            }
        }
        Ok(match self.try_uptimal_expansion(b, g)? {
            Some(u) => Kind::Uptimal(u),
            None => Kind::Other,
        })
    }

    /// CGSuite's deterministic order: numbers, nimbers, uptimals, then the rest by options.
    fn deterministic_cmp<B: Bound>(
        &mut self,
        bound: B,
        a: GameId,
        b: GameId,
    ) -> Result<Ordering, B::Error> {
        if a == b {
            return Ok(Ordering::Equal);
        }
        let rank = |k: &Kind| match k {
            Kind::Number(_) => 0,
            Kind::Nimber(_) => 1,
            Kind::Uptimal(..) => 2,
            Kind::Other => 3,
        };
        let (ka, kb) = (self.kind(bound, a)?, self.kind(bound, b)?);
        Ok(match (&ka, &kb) {
            (Kind::Number(x), Kind::Number(y)) => x.cmp(y),
            (Kind::Nimber(x), Kind::Nimber(y)) => x.cmp(y),
            (Kind::Uptimal(x), Kind::Uptimal(y)) => x.cgsuite_cmp(y),
            (Kind::Other, Kind::Other) => {
                let (la, lb) = (
                    self.try_sorted_left(bound, a)?,
                    self.try_sorted_left(bound, b)?,
                );
                let c = self.compare_lists(bound, &la, &lb)?;
                if c != Ordering::Equal {
                    return Ok(c);
                }
                let (ra, rb) = (
                    self.try_sorted_right(bound, a)?,
                    self.try_sorted_right(bound, b)?,
                );
                self.compare_lists(bound, &ra, &rb)?
            }
            _ => rank(&ka).cmp(&rank(&kb)),
        })
    }

    fn compare_lists<B: Bound>(
        &mut self,
        bound: B,
        a: &[GameId],
        b: &[GameId],
    ) -> Result<Ordering, B::Error> {
        for (&x, &y) in a.iter().zip(b) {
            let c = self.deterministic_cmp(bound, x, y)?;
            if c != Ordering::Equal {
                return Ok(c);
            }
        }
        Ok(a.len().cmp(&b.len()))
    }

    fn try_sorted_left<B: Bound>(&mut self, b: B, g: GameId) -> Result<Vec<GameId>, B::Error> {
        let options = self.try_left_options(b, g)?;
        self.try_sorted(b, options)
    }

    fn try_sorted_right<B: Bound>(&mut self, b: B, g: GameId) -> Result<Vec<GameId>, B::Error> {
        let options = self.try_right_options(b, g)?;
        self.try_sorted(b, options)
    }

    fn try_sorted<B: Bound>(
        &mut self,
        b: B,
        mut games: Vec<GameId>,
    ) -> Result<Vec<GameId>, B::Error> {
        // Insertion sort: option lists are short and the comparison needs the arena.
        for i in 1..games.len() {
            let mut j = i;
            while j > 0 && self.deterministic_cmp(b, games[j - 1], games[j])? == Ordering::Greater {
                games.swap(j - 1, j);
                j -= 1;
            }
        }
        Ok(games)
    }

    /// Appends `g`; returns how many bars an enclosing form must use beyond this one's
    /// (0 when `g` printed atomically or inside its own braces).
    fn write_game<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        out: &mut impl Sink,
        force_brackets: bool,
        force_parens: bool,
    ) -> Result<usize, B::Error> {
        if out.full() {
            return Ok(0);
        }
        let key = (g, force_brackets, force_parens);
        if let Some(bars) = out.recall(key) {
            return Ok(bars);
        }
        let since = out.written();
        let bars = self.write_form(b, g, out, force_brackets, force_parens)?;
        out.remember(key, since, bars);
        Ok(bars)
    }

    /// [`write_game`](Arena::write_game) without looking `g` up.
    fn write_form<B: Bound, S: Sink>(
        &mut self,
        b: B,
        g: GameId,
        out: &mut S,
        force_brackets: bool,
        force_parens: bool,
    ) -> Result<usize, B::Error> {
        if let Some(p) = self.nus_parts(g).cloned() {
            write_nus(&p, out, force_parens);
            return Ok(0);
        }
        if let Some(u) = self
            .try_uptimal_expansion(b, g)?
            .filter(|u| u.is_unit() || u.is_unit_sum())
        {
            write_uptimal(&u, out, force_parens);
            return Ok(0);
        }
        let (lo, ro) = if S::ORDERED {
            (self.try_sorted_left(b, g)?, self.try_sorted_right(b, g)?)
        } else {
            (self.try_left_options(b, g)?, self.try_right_options(b, g)?)
        };
        if self.try_neg(b, g)? == g {
            out.push_str("+-");
            if lo.len() > 1 {
                out.push('{');
            }
            self.write_game(b, lo[0], out, true, lo.len() == 1)?;
            for &gl in &lo[1..] {
                out.push(',');
                self.write_game(b, gl, out, true, false)?;
            }
            if lo.len() > 1 {
                out.push('}');
            }
            return Ok(0);
        }
        if let Some((name, translate, subscript)) = self.tiny_parts(b, &lo, &ro)? {
            if force_parens {
                out.push('(');
            }
            if translate != self.zero() {
                self.write_game(b, translate, out, false, false)?;
            }
            out.push_str(name);
            out.push('(');
            self.write_game(b, subscript, out, true, false)?;
            out.push(')');
            if force_parens {
                out.push(')');
            }
            return Ok(0);
        }
        // The sides are written first: the bars between them, and whether braces enclose
        // them, depend on what the sides need.
        let start = out.written();
        let mut slashes = 0;
        for (i, &gl) in lo.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            slashes = slashes.max(self.write_game(b, gl, out, lo.len() > 1, false)? + 1);
        }
        let split = out.written();
        for (i, &gr) in ro.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            slashes = slashes.max(self.write_game(b, gr, out, ro.len() > 1, false)? + 1);
        }
        out.insert_str(split, &"|".repeat(slashes));
        let braces = force_brackets || slashes == MAX_SLASHES;
        if braces {
            out.insert_str(start, "{");
            out.push('}');
            Ok(0)
        } else {
            Ok(slashes)
        }
    }

    /// `("Tiny", x, G)` when the form is `{x || x | x - G}` with `G` > 0 in mean, or
    /// `("Miny", x, G)` for `{x + G | x || x}` (CGSuite's `isNumberTiny`).
    fn tiny_parts<B: Bound>(
        &mut self,
        b: B,
        lo: &[GameId],
        ro: &[GameId],
    ) -> Result<Option<(&'static str, GameId, GameId)>, B::Error> {
        let ([l], [r]) = (lo, ro) else {
            return Ok(None);
        };
        let (l, r) = (*l, *r);
        if let Some(x) = self.as_number(l).cloned() {
            let (rl, rr) = (self.try_left_options(b, r)?, self.try_right_options(b, r)?);
            if let ([rl], [rr]) = (rl.as_slice(), rr.as_slice())
                && *rl == l
                && self.try_mean(b, *rr)? < x
            {
                let subscript = self.try_sub(b, l, *rr)?;
                return Ok(Some(("Tiny", l, subscript)));
            }
        }
        if let Some(x) = self.as_number(r).cloned() {
            let (ll, lr) = (self.try_left_options(b, l)?, self.try_right_options(b, l)?);
            if let ([ll], [lr]) = (ll.as_slice(), lr.as_slice())
                && *lr == r
                && self.try_mean(b, *ll)? > x
            {
                let subscript = self.try_sub(b, *ll, r)?;
                return Ok(Some(("Miny", r, subscript)));
            }
        }
        Ok(None)
    }
}

fn write_star(nim: u32, out: &mut impl Sink) {
    if nim != 0 {
        out.push('*');
        if nim > 1 {
            out.push_str(&nim.to_string());
        }
    }
}

/// A number-up-star: `x`, `*n`, `x^^*n`, `xv5`, ... (CGSuite's `Uptimal.appendTo`).
fn write_nus(p: &Nus, out: &mut impl Sink, force_parens: bool) {
    let compact = p.is_number() || p.is_nimber() || (p.number.is_zero() && p.nim == 0);
    if force_parens && !compact {
        out.push('(');
    }
    if !p.number.is_zero() || (p.nim == 0 && p.ups == 0) {
        out.push_str(&p.number.to_string());
    }
    if p.ups != 0 {
        out.push_str(match p.ups {
            2 => "^^",
            -2 => "vv",
            u if u > 0 => "^",
            _ => "v",
        });
        if p.ups.unsigned_abs() > 2 {
            out.push_str(&p.ups.unsigned_abs().to_string());
        }
    }
    write_star(p.nim, out);
    if force_parens && !compact {
        out.push(')');
    }
}

/// `x^<n>*m` or `x^[n]*m` (and `v` for negative), for a unit or unit-sum expansion of
/// length 2 or more.
fn write_uptimal(u: &UptimalExpansion, out: &mut impl Sink, force_parens: bool) {
    let compact = u.number.is_zero() && u.nim == 0;
    if force_parens && !compact {
        out.push('(');
    }
    if !u.number.is_zero() {
        out.push_str(&u.number.to_string());
    }
    let n = u.len();
    out.push(if u.coefficient(n) > 0 { '^' } else { 'v' });
    let (open, close) = if u.is_unit() { ('<', '>') } else { ('[', ']') };
    out.push(open);
    out.push_str(&n.to_string());
    out.push(close);
    write_star(u.nim, out);
    if force_parens && !compact {
        out.push(')');
    }
}
