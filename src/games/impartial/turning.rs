//! Coin-turning games (CGSuite's `game.strip.Turning(CODE)`): a row of coins, each heads (`h`)
//! or tails (`t`). A move turns over some coins, the rightmost of them from heads to tails;
//! which sets of coins may be turned is given by a turning code (`1-3` is Mock Turtles: one,
//! two or three coins). Who cannot move loses.
//!
//! A turning code is a comma-separated list of elements, any of which gives a move. An element
//! is a count of coins (`3`), a range (`1-3`) or an open range (`2+`), followed by modifiers:
//! `C` the coins are consecutive, `E` equally spaced, `S` symmetrically arranged, `F` the
//! leftmost coin of the row is among them, `C(n)` they lie within `n` adjacent coins.
//!
//! A row is a sum of its heads: heads at coin `n` alone is a game of its own (Winning Ways'
//! heap representation), so each heads coin is a part, valued once as the lone coin `n`.

use crate::answer::{OptionsError, SolveError};
use crate::engine::rules::ImpartialRules;
use crate::games::boards::tiles::{Strip, Tile, tiled};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// The most moves a lone heads coin may have: a row whose last heads coin has more is refused
/// before it is searched (`1+`, turn any coins, gives coin `n` 2^(n-1) moves).
pub const MAX_MOVES_PER_COIN: usize = 100_000;

/// How the coins of one move are arranged, besides their count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spacing {
    /// Any coins.
    Any,
    /// Adjacent coins (`C`).
    Consecutive,
    /// Equally spaced coins (`E`).
    EquallySpaced,
    /// Coins symmetric about their middle (`S`).
    Symmetric,
}

/// One element of a turning code: how many coins a move turns and how they are arranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Element {
    /// The fewest coins turned, at least 1.
    pub min: u32,
    /// The most coins turned (`u32::MAX` for no limit).
    pub max: u32,
    /// The coins lie within this many adjacent coins (`C(n)`; `u32::MAX` for no limit).
    pub span: u32,
    /// Their arrangement.
    pub spacing: Spacing,
    /// The leftmost coin of the row is among them (`F`).
    pub first: bool,
}

/// The rules of a coin-turning game: its code and the elements read from it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turning {
    /// The code as given.
    pub code: String,
    /// Its elements.
    pub elements: Vec<Element>,
}

/// A row of coins: its length and its heads (coin `i` from the left, from 0, is bit `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    /// The number of coins.
    pub len: u8,
    /// The coins showing heads.
    pub heads: u128,
}

tiled! {
    /// `h` and `t`, as CGSuite writes a strip.
    Row { len: Strip, [heads] }
    &[
        Tile::new(b'h', 1, "heads"),
        Tile::new(b't', 0, "tails"),
    ]
}

/// A move: the coins turned, from 1 at the left, the last of them from heads to tails.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Turn(pub Vec<u8>);

impl fmt::Display for Turn {
    /// `turn 2,5,7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let coins: Vec<String> = self.0.iter().map(|c| c.to_string()).collect();
        write!(f, "turn {}", coins.join(","))
    }
}

impl Turning {
    /// The rules of `code`, or what is wrong with it.
    ///
    /// ```
    /// use cgsolve::games::impartial::turning::Turning;
    /// assert_eq!(Turning::new("1-3").unwrap().elements.len(), 1);
    /// assert!(Turning::new("1-3X").unwrap_err().contains("column 4"));
    /// ```
    pub fn new(code: &str) -> Result<Turning, String> {
        let mut elements = Vec::new();
        let mut column = 1;
        for text in code.split(',') {
            let element = parse_element(text).map_err(|(at, what)| {
                format!(
                    "turning code {code:?}, column {}: expected {what}",
                    column + at
                )
            })?;
            // An element whose coins cannot fit in its span gives no move (as in CGSuite).
            if element.span >= element.min {
                elements.push(Element {
                    max: element.max.min(element.span),
                    ..element
                });
            }
            column += text.len() + 1;
        }
        Ok(Turning {
            code: code.to_string(),
            elements,
        })
    }

    /// Calls `each` with the coins (from 1) that a move turning coin `n` from heads to tails
    /// may turn too, in increasing order, until it returns false; returns false when stopped.
    pub fn spawns(&self, n: u32, each: &mut dyn FnMut(&[u32]) -> bool) -> bool {
        let mut coins = Vec::new();
        for e in &self.elements {
            let lowest = 1.max((n + 1).saturating_sub(e.span));
            let most = e.max.min(n) - 1;
            for others in e.min - 1..=most {
                let going = match e.spacing {
                    // Coin n alone, under any arrangement; under F it must be the leftmost.
                    _ if others == 0 => e.first && n != 1 || each(&[]),
                    Spacing::Any => subsets(lowest, n, others, e.first, &mut coins, each),
                    Spacing::Consecutive => {
                        let start = n - others;
                        if start < lowest || (e.first && start != 1) {
                            true
                        } else {
                            coins.clear();
                            coins.extend(start..n);
                            each(&coins)
                        }
                    }
                    Spacing::EquallySpaced => progressions(lowest, n, others, e.first, each),
                    Spacing::Symmetric => symmetric(lowest, n, others, e.first, &mut coins, each),
                };
                if !going {
                    return false;
                }
            }
        }
        true
    }

    /// Whether coin `n` has more than `limit` moves.
    pub fn more_moves_than(&self, n: u32, limit: usize) -> bool {
        let mut count = 0;
        !self.spawns(n, &mut |_| {
            count += 1;
            count <= limit
        })
    }
}

/// Reads one element of a code; an error gives its offset in `text` and what was expected.
fn parse_element(text: &str) -> Result<Element, (usize, &'static str)> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let number = |at: &mut usize| -> Result<u32, (usize, &'static str)> {
        let start = *at;
        while *at < bytes.len() && bytes[*at].is_ascii_digit() {
            *at += 1;
        }
        match text[start..*at].parse::<u32>() {
            Ok(n) if (1..u32::MAX).contains(&n) => Ok(n),
            _ => Err((start, "a count of coins from 1")),
        }
    };
    let min = number(&mut at)?;
    let max = match bytes.get(at) {
        Some(b'+') => {
            at += 1;
            u32::MAX
        }
        Some(b'-') => {
            at += 1;
            let start = at;
            let max = number(&mut at)?;
            if max < min {
                return Err((start, "the range's end, not below its start"));
            }
            max
        }
        _ => min,
    };
    let mut element = Element {
        min,
        max,
        span: u32::MAX,
        spacing: Spacing::Any,
        first: false,
    };
    while at < bytes.len() {
        let modifier = bytes[at].to_ascii_uppercase();
        at += 1;
        match modifier {
            b'C' if bytes.get(at) == Some(&b'(') => {
                at += 1;
                element.span = number(&mut at)?;
                if bytes.get(at) != Some(&b')') {
                    return Err((at, "')'"));
                }
                at += 1;
            }
            b'C' => element.spacing = Spacing::Consecutive,
            b'E' => element.spacing = Spacing::EquallySpaced,
            b'S' => element.spacing = Spacing::Symmetric,
            b'F' => element.first = true,
            _ => return Err((at - 1, "a modifier C, E, S, F or C(n), or ','")),
        }
    }
    Ok(element)
}

/// Every set of `k` (at least 1) coins from `lowest` to `n - 1` (holding coin 1 when `first`).
fn subsets(
    lowest: u32,
    n: u32,
    k: u32,
    first: bool,
    coins: &mut Vec<u32>,
    each: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    coins.clear();
    match first {
        false => choose(lowest, n, k, coins, each),
        true if lowest > 1 => true,
        true => {
            coins.push(1);
            choose(2, n, k - 1, coins, each)
        }
    }
}

/// Extends `coins` by every set of `k` coins from `from` to `n - 1`.
fn choose(
    from: u32,
    n: u32,
    k: u32,
    coins: &mut Vec<u32>,
    each: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    if k == 0 {
        return each(coins);
    }
    for c in from..=n.saturating_sub(k) {
        coins.push(c);
        let going = choose(c + 1, n, k - 1, coins, each);
        coins.pop();
        if !going {
            return false;
        }
    }
    true
}

/// Every `k` (at least 1) coins that with coin `n` are equally spaced, from `lowest` on.
fn progressions(
    lowest: u32,
    n: u32,
    k: u32,
    first: bool,
    each: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    for step in 1..=(n - lowest) / k {
        let start = n - step * k;
        if first && start != 1 {
            continue;
        }
        let coins: Vec<u32> = (0..k).map(|i| start + i * step).collect();
        if !each(&coins) {
            return false;
        }
    }
    true
}

/// Every `k` (at least 1) coins from `lowest` on that with coin `n` are symmetric about their
/// middle.
fn symmetric(
    lowest: u32,
    n: u32,
    k: u32,
    first: bool,
    coins: &mut Vec<u32>,
    each: &mut dyn FnMut(&[u32]) -> bool,
) -> bool {
    // The leftmost coin `a` pairs with `n`; the rest pair about (a + n) / 2.
    let starts = if first { 1..=1 } else { lowest..=n - 1 };
    for a in starts.filter(|&a| a >= lowest && a < n) {
        // Inside a and n: k - 1 coins, in pairs (c, a + n - c) and the middle when k - 1 is odd.
        let inner = k - 1;
        let sum = a + n;
        let middle = inner % 2 == 1;
        if middle && sum % 2 == 1 {
            continue;
        }
        // Lower halves: inner / 2 coins above a and below the middle, (a + n) / 2.
        let mut halves = Vec::new();
        let going = choose(
            a + 1,
            sum.div_ceil(2),
            inner / 2,
            &mut halves,
            &mut |lower: &[u32]| {
                coins.clear();
                coins.push(a);
                coins.extend_from_slice(lower);
                if middle {
                    coins.push(sum / 2);
                }
                coins.extend(lower.iter().rev().map(|&c| sum - c));
                each(coins)
            },
        );
        if !going {
            return false;
        }
    }
    true
}

impl ImpartialRules for Turning {
    type Position = Row;
    type Move = Turn;

    /// A heads coin turned to tails with the coins a move may turn with it.
    fn moves(&self, p: &Row, each: &mut dyn FnMut(Turn, Row)) {
        let mut heads = p.heads;
        while heads != 0 {
            let coin = heads.trailing_zeros();
            heads &= heads - 1;
            self.spawns(coin + 1, &mut |others| {
                let flipped = others.iter().fold(1u128 << coin, |m, &c| m | 1 << (c - 1));
                let mut turned: Vec<u8> = others.iter().map(|&c| c as u8).collect();
                turned.push(coin as u8 + 1);
                let next = Row {
                    heads: p.heads ^ flipped,
                    ..*p
                };
                each(Turn(turned), next);
                true
            });
        }
    }

    /// Each heads coin `n`, as a row of `n` coins with only its last heads.
    fn components(&self, p: &Row) -> Vec<Row> {
        let mut heads = p.heads;
        let mut parts = Vec::new();
        while heads != 0 {
            let coin = heads.trailing_zeros();
            heads &= heads - 1;
            parts.push(Row {
                len: coin as u8 + 1,
                heads: 1 << coin,
            });
        }
        parts
    }
}

/// The flags of `turning`: its code.
#[derive(clap::Args, Clone, Debug)]
pub struct CodeArg {
    /// The turning code, as CGSuite's `Turning(CODE)`: counts of coins (`1-3`, `2`, `1+`), each
    /// with modifiers C (consecutive), E (equally spaced), S (symmetric), F (the leftmost
    /// coin among them), C(n) (within n adjacent coins); several separated by commas.
    #[arg(value_name = "CODE")]
    pub code: String,
}

impl Ruleset for Turning {
    type Kind = crate::play::Impartial;
    type Options = CodeArg;
    const NAME: &'static str = "turning";
    const FORMAT: &'static str = "A row of coins, `h` heads and `t` tails, at most 128; the turning \
        code on the line before. A move is named by the coins it turns: `turn 2,5`.";
    const EXAMPLE: &'static str = "1-3\nhtththtth";

    /// A row whose last heads coin has more than [`MAX_MOVES_PER_COIN`] moves.
    fn too_large(&self, p: &Row) -> Option<SolveError> {
        let last = 128 - p.heads.leading_zeros();
        (last > 0 && self.more_moves_than(last, MAX_MOVES_PER_COIN)).then(|| SolveError::TooLarge {
            what: format!("the row {p} under the code {}", self.code),
            needed: format!("more than {MAX_MOVES_PER_COIN} moves of its coin {last}"),
            limit: format!("{MAX_MOVES_PER_COIN} moves of one coin"),
        })
    }

    fn configure(code: &CodeArg) -> Result<Self, OptionsError> {
        Turning::new(&code.code).map_err(OptionsError)
    }

    fn flags(&self) -> String {
        self.code.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spawned(code: &str, n: u32) -> Vec<Vec<u32>> {
        let mut all = Vec::new();
        Turning::new(code).unwrap().spawns(n, &mut |c| {
            all.push(c.to_vec());
            true
        });
        all
    }

    #[test]
    fn codes_give_their_coins() {
        assert_eq!(spawned("1-2", 3), [vec![], vec![1], vec![2]]);
        assert_eq!(spawned("3C", 4), [vec![2, 3]]);
        assert_eq!(spawned("3E", 5), [vec![3, 4], vec![1, 3]]);
        assert_eq!(
            spawned("4S", 6),
            [vec![1, 2, 5], vec![1, 3, 4], vec![2, 3, 5], vec![3, 4, 5]]
        );
        assert_eq!(spawned("3S", 5), [vec![1, 3], vec![3, 4]]);
        assert_eq!(spawned("2F", 4), [vec![1]]);
        assert_eq!(spawned("2C(2)", 4), [vec![3]]);
        assert!(spawned("3C(2)", 4).is_empty());
    }

    #[test]
    fn bad_codes_are_refused_where_they_go_wrong() {
        assert_eq!(
            Turning::new("1-3,2X").unwrap_err(),
            "turning code \"1-3,2X\", column 6: expected a modifier C, E, S, F or C(n), or ','"
        );
        assert!(Turning::new("3-1").unwrap_err().contains("column 3"));
        assert!(Turning::new("0").unwrap_err().contains("column 1"));
        assert!(Turning::new("2C(3").unwrap_err().contains("')'"));
    }
}
