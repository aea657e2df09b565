//! Toppling Dominoes (CGSuite's `TopplingDominoes`): a row of dominoes, each blue (`l`, Left's),
//! red (`r`, Right's) or green (`e`, either player's). A player topples one of their own or a
//! green domino to the left or to the right: it and every domino on that side fall, and the
//! row keeps the dominoes on the other side. Who cannot move loses.
//!
//! As in CGSuite, a toppled domino takes every domino on its side with it, empty cells (`.`)
//! included, so empty cells change nothing: a row is its dominoes in order. The row read
//! backwards has the same value, and the row with blue and red swapped is the negative.

use crate::engine::rules::PartizanRules;
use crate::games::boards::regions::{least_image, with_colours_swapped};
use crate::games::boards::tiles::{Strip, Tile, tiled};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// The rules of Toppling Dominoes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TopplingDominoes;

/// A row of dominoes, domino `i` (from the left) bit `i` of each set: blue dominoes are in
/// `left` only, red ones in `right` only, green ones in both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dominoes {
    /// How many dominoes, 0 to 128.
    pub len: u8,
    /// The dominoes Left may topple (blue and green).
    pub left: u128,
    /// The dominoes Right may topple (red and green).
    pub right: u128,
}

/// A domino toppled: its place (from 0, counting dominoes) and the side it falls to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Topple {
    /// The domino, from 0 at the left.
    pub domino: u8,
    /// Whether it falls to the left (taking the dominoes left of it), else to the right.
    pub leftwards: bool,
}

impl fmt::Display for Topple {
    /// The domino counted from 1 and the side: `3<` (falls left) or `3>` (falls right).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.leftwards { '<' } else { '>' };
        write!(f, "{}{side}", self.domino as usize + 1)
    }
}

impl Dominoes {
    /// Dominoes `start..end` as a row of their own.
    fn slice(self, start: usize, end: usize) -> Dominoes {
        let cut = |s: u128| Strip(end - start).taken_from(s, start);
        Dominoes {
            len: (end - start) as u8,
            left: cut(self.left),
            right: cut(self.right),
        }
    }

    /// The row read backwards: the same value.
    pub fn reversed(self) -> Dominoes {
        let strip = Strip(self.len.into());
        Dominoes {
            len: self.len,
            left: strip.reversed(self.left),
            right: strip.reversed(self.right),
        }
    }

    /// Blue and red swapped: the negative.
    pub fn swapped(self) -> Dominoes {
        Dominoes {
            len: self.len,
            left: self.right,
            right: self.left,
        }
    }
}

tiled! {
    /// CGSuite's letters, `l` blue, `r` red, `e` green; `.` skipped, and the empty row as `.`.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::toppling_dominoes::Dominoes;
    /// let d = Dominoes::parse(b"l.re", 1, 1).unwrap();
    /// assert_eq!((d.len, d.to_string()), (3, "lre".to_string()));
    /// ```
    Dominoes { len: Strip, [left, right] }
    &[
        Tile::new(b'l', 0b01, "blue domino"),
        Tile::new(b'r', 0b10, "red domino"),
        Tile::new(b'e', 0b11, "green domino"),
        Tile::gap(b'.', "skipped"),
    ]
}

impl TopplingDominoes {
    /// Every topple of the dominoes `own` (a player's) in `p`, with the row it leaves.
    fn topples(p: &Dominoes, own: u128, each: &mut dyn FnMut(Topple, Dominoes)) {
        let n = usize::from(p.len);
        let mut dominoes = own;
        while dominoes != 0 {
            let i = dominoes.trailing_zeros() as usize;
            dominoes &= dominoes - 1;
            let domino = i as u8;
            each(
                Topple {
                    domino,
                    leftwards: true,
                },
                p.slice(i + 1, n),
            );
            each(
                Topple {
                    domino,
                    leftwards: false,
                },
                p.slice(0, i),
            );
        }
    }
}

impl PartizanRules for TopplingDominoes {
    type Position = Dominoes;
    type Move = Topple;

    fn left_moves(&self, p: &Dominoes, each: &mut dyn FnMut(Topple, Dominoes)) {
        Self::topples(p, p.left, each);
    }

    fn right_moves(&self, p: &Dominoes, each: &mut dyn FnMut(Topple, Dominoes)) {
        Self::topples(p, p.right, each);
    }

    /// The least of the row, its reverse, and both with the colours swapped (negated).
    fn normal_form(&self, row: &Dominoes) -> (Dominoes, bool) {
        least_image(
            *row,
            with_colours_swapped([*row, row.reversed()], Dominoes::swapped),
        )
    }
}

impl Ruleset for TopplingDominoes {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "toppling-dominoes";
    const FORMAT: &'static str = "One row of dominoes: `l` (blue, Left's), `r` (red, Right's), \
        `e` (green, either player's); `.` empty cells, skipped. A move names the domino, from 1, \
        and the side it falls to: `3<` or `3>`.";
    const EXAMPLE: &'static str = "lrrlrrl";

    fn draw(p: &Dominoes) -> String {
        p.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn a_domino_falls_either_way_taking_its_side() {
        assert_moves::<TopplingDominoes>(
            "lre",
            Player::Left,
            &["1< -> re", "1> -> .", "3< -> .", "3> -> lr"],
        );
        assert_moves::<TopplingDominoes>(
            "lre",
            Player::Right,
            &["2< -> e", "2> -> l", "3< -> .", "3> -> lr"],
        );
    }

    #[test]
    fn the_normal_form_is_the_least_image() {
        // rl is its own reverse with the colours swapped: its value is its own negative.
        assert_eq!(normal_form::<TopplingDominoes>("rl").0, "lr");
        assert_eq!(
            normal_form::<TopplingDominoes>("rll"),
            ("lrr".to_string(), true)
        );
        assert_eq!(
            normal_form::<TopplingDominoes>("llr"),
            ("lrr".to_string(), true)
        );
        assert_eq!(
            normal_form::<TopplingDominoes>("rr"),
            ("rr".to_string(), false)
        );
        assert_eq!(
            normal_form::<TopplingDominoes>("ll"),
            ("rr".to_string(), true)
        );
        assert_eq!(
            normal_form::<TopplingDominoes>("e"),
            ("e".to_string(), false)
        );
    }
}
