//! Toads and Frogs: on a row of cells, Left's toads (`T`) move right and Right's frogs (`F`)
//! move left, each by a step into an empty cell (`.`) or a jump over one opposing piece into
//! the empty cell beyond; who cannot move loses. Rows of up to 128 cells, `t`/`f` read as
//! `T`/`F`.
//!
//! Pieces never pass pieces of their own kind, so some never move again: a toad at the right
//! end, a frog at the left end, and `TTFF` anywhere (neither middle piece can step or jump,
//! nor the outer ones). Dead pieces act as the end of the row, so the row splits there into
//! independent segments. A row read backwards with toads and frogs swapped is the negative.

use crate::contest::input::ParseError;
use crate::engine::rules::PartizanRules;
use crate::games::common::classic::ClassicGame;
use crate::games::common::grid::shown;
use crate::games::common::regions::least_image;
use std::fmt;

/// The rules of Toads and Frogs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ToadsAndFrogs;

/// The most cells a row may have.
pub const MAX_LEN: usize = 128;

/// A row: its length, the toads' cells and the frogs' cells (cell `i` is bit `i`, from the
/// left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    /// The number of cells, 0 to 128.
    pub len: u8,
    /// Left's toads.
    pub toads: u128,
    /// Right's frogs.
    pub frogs: u128,
}

/// A piece moving from one cell to another (a step or a jump).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hop {
    /// The piece's cell, from 0 at the left.
    pub from: u8,
    /// The cell it lands on.
    pub to: u8,
}

impl fmt::Display for Hop {
    /// Cells from 1: `3-4` (a step) or `3-5` (a jump).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from as usize + 1, self.to as usize + 1)
    }
}

fn low_bits(n: usize) -> u128 {
    if n >= 128 { !0 } else { (1u128 << n) - 1 }
}

impl Row {
    /// Reads a row; errors are placed at `line` and `first_column`.
    ///
    /// ```
    /// use cgsolve::games::toads_and_frogs::Row;
    /// let r = Row::parse(b"tt.F", 1, 1).unwrap();
    /// assert_eq!(r.to_string(), "TT.F");
    /// ```
    pub fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Row, ParseError> {
        let mut row = Row {
            len: 0,
            toads: 0,
            frogs: 0,
        };
        for (i, &b) in text.iter().enumerate() {
            let err = |message: String| ParseError {
                line,
                column: first_column + i,
                message,
            };
            if i == MAX_LEN {
                return Err(err(format!(
                    "expected at most {MAX_LEN} cells in a row (the limit)"
                )));
            }
            match b {
                b'T' | b't' => row.toads |= 1 << i,
                b'F' | b'f' => row.frogs |= 1 << i,
                b'.' => {}
                _ => {
                    return Err(err(format!(
                        "expected a cell ('T', 'F' or '.'), found {}",
                        shown(b)
                    )));
                }
            }
            row.len += 1;
        }
        Ok(row)
    }

    /// The empty cells.
    pub fn empty(self) -> u128 {
        low_bits(self.len as usize) & !(self.toads | self.frogs)
    }

    /// The row read backwards with toads and frogs swapped: the negative.
    pub fn mirrored(self) -> Row {
        let n = self.len as u32;
        let flip = |s: u128| {
            if n == 0 {
                0
            } else {
                s.reverse_bits() >> (128 - n)
            }
        };
        Row {
            len: self.len,
            toads: flip(self.frogs),
            frogs: flip(self.toads),
        }
    }

    /// Cells `start..end` as a row of their own.
    fn slice(self, start: usize, end: usize) -> Row {
        let mask = low_bits(end - start);
        let cut = |s: u128| s.checked_shr(start as u32).unwrap_or(0) & mask;
        Row {
            len: (end - start) as u8,
            toads: cut(self.toads),
            frogs: cut(self.frogs),
        }
    }

    fn at(self, i: usize) -> u8 {
        if self.toads >> i & 1 == 1 {
            b'T'
        } else if self.frogs >> i & 1 == 1 {
            b'F'
        } else {
            b'.'
        }
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = (0..self.len as usize).map(|i| self.at(i) as char).collect();
        f.write_str(&text)
    }
}

impl PartizanRules for ToadsAndFrogs {
    type Position = Row;
    type Move = Hop;

    fn left_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        let empty = p.empty();
        let steps = p.toads & (empty >> 1);
        let jumps = p.toads & (p.frogs >> 1) & (empty >> 2);
        for (mut from, distance) in [(steps, 1), (jumps, 2)] {
            while from != 0 {
                let i = from.trailing_zeros();
                from &= from - 1;
                let next = Row {
                    toads: p.toads & !(1 << i) | 1 << (i + distance),
                    ..*p
                };
                let hop = Hop {
                    from: i as u8,
                    to: (i + distance) as u8,
                };
                each(hop, next);
            }
        }
    }

    fn right_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        let empty = p.empty();
        let steps = p.frogs & (empty << 1);
        let jumps = p.frogs & (p.toads << 1) & (empty << 2);
        for (mut from, distance) in [(steps, 1), (jumps, 2)] {
            while from != 0 {
                let i = from.trailing_zeros();
                from &= from - 1;
                let next = Row {
                    frogs: p.frogs & !(1 << i) | 1 << (i - distance),
                    ..*p
                };
                let hop = Hop {
                    from: i as u8,
                    to: (i - distance) as u8,
                };
                each(hop, next);
            }
        }
    }

    /// The segments between dead pieces (see the module notes), with those pieces removed;
    /// segments where nobody can ever move are left out.
    fn components(&self, p: &Row) -> Vec<Row> {
        let n = p.len as usize;
        let mut out = Vec::new();
        let mut start = 0;
        let mut i = 0;
        while i + 4 <= n {
            if (p.at(i), p.at(i + 1), p.at(i + 2), p.at(i + 3)) == (b'T', b'T', b'F', b'F') {
                push_segment(p.slice(start, i), &mut out);
                start = i + 4;
                i += 4;
            } else {
                i += 1;
            }
        }
        push_segment(p.slice(start, n), &mut out);
        out
    }

    /// The lesser of the row and its mirror image; negated when the mirror image is chosen.
    fn normal_form(&self, region: &Row) -> (Row, bool) {
        least_image(*region, [(region.mirrored(), true)])
    }
}

/// Adds a segment without its dead ends (toads at the right end, frogs at the left end), if
/// anyone can still move in it.
fn push_segment(row: Row, out: &mut Vec<Row>) {
    let mut start = 0;
    let mut end = row.len as usize;
    while start < end && row.at(start) == b'F' {
        start += 1;
    }
    while end > start && row.at(end - 1) == b'T' {
        end -= 1;
    }
    let segment = row.slice(start, end);
    let empty = segment.empty();
    let movable = segment.toads & (empty >> 1 | segment.frogs >> 1)
        | segment.frogs & (empty << 1 | segment.toads << 1);
    if movable != 0 {
        out.push(segment);
    }
}

impl ClassicGame for ToadsAndFrogs {
    const NAME: &'static str = "toads-and-frogs";
    const FORMAT: &'static str = "One row of `T` (Left's toads, moving right), `F` (Right's \
        frogs, moving left) and `.`.";
    const EXAMPLE: &'static str = "TT..FF";

    fn read(text: &[u8], line: usize, first_column: usize) -> Result<Row, ParseError> {
        Row::parse(text, line, first_column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;
    use crate::games::common::regions::testing::{moves, normal_form, outcome, read, regions};
    use crate::theory::outcome::Outcome;

    #[test]
    fn steps_and_jumps() {
        let moves = |text, player| moves::<ToadsAndFrogs>(text, player);
        assert_eq!(moves("T.F.", Player::Left), ["1-2 -> .TF."]);
        assert_eq!(moves("TF.", Player::Left), ["1-3 -> .FT"]);
        assert_eq!(moves("TF.", Player::Right), Vec::<String>::new());
        assert_eq!(moves(".TF", Player::Right), ["3-1 -> FT."]);
        assert_eq!(
            moves("T.TF.F", Player::Right),
            ["6-5 -> T.TFF.", "4-2 -> TFT..F"]
        );
    }

    #[test]
    fn outcomes_of_small_rows() {
        assert_eq!(outcome::<ToadsAndFrogs>("T.F"), Outcome::N);
        assert_eq!(outcome::<ToadsAndFrogs>("TF"), Outcome::P);
        assert_eq!(outcome::<ToadsAndFrogs>("T.."), Outcome::L);
    }

    #[test]
    fn dead_pieces_split_the_row() {
        assert_eq!(
            regions::<ToadsAndFrogs>("FT.F.TTFFT..F.T"),
            ["T.F.", "T..F."]
        );
        assert_eq!(
            normal_form::<ToadsAndFrogs>("T.TF."),
            (".TF.F".to_string(), true)
        );
        assert_eq!(
            read::<ToadsAndFrogs>("").mirrored(),
            read::<ToadsAndFrogs>("")
        );
    }
}
