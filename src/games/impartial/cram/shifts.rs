//! Cram's geometry by shifting whole words of cells, written once for the 128-bit boards of
//! [`region`](super::region) and the 64-bit boards of [`Narrow`](super::narrow::Narrow): the
//! cells' neighbours, Beling's reductions, the cuts of 2 × 2 squares and the parts they leave.

use super::layout::CellSet;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A machine word of cells, shifted whole.
pub trait Word:
    CellSet
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
}

impl Word for u64 {}
impl Word for u128 {}

/// Where a board's cells lie in a word: each row `stride` bits after the one above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows<W> {
    /// The bits from a cell to the cell below it.
    pub stride: u32,
    /// Every cell but those of the first column.
    pub not_first_col: W,
    /// Every cell but those of the last column: the cells a horizontal domino may start on.
    pub not_last_col: W,
}

impl<W: Word> Rows<W> {
    /// The cells with exactly one empty neighbour.
    #[inline(always)]
    fn tufts(self, p: W) -> W {
        let below = p >> self.stride;
        let above = p << self.stride;
        let right = (p & self.not_first_col) >> 1;
        let left = (p & self.not_last_col) << 1;
        p & (right ^ (below | (above ^ left))) & (below ^ right ^ (above | left))
    }

    /// `p` with the cells taken away that change no value ([`region::reduced`](super::region::reduced)).
    #[inline(always)]
    pub fn reduced(self, p: W) -> W {
        let (s, not_first, not_last) = (self.stride, self.not_first_col, self.not_last_col);
        let tufts = self.tufts(p);
        let mut centres = p & (tufts << s);
        let right_of = p & ((tufts & not_last) << 1);
        let mut out = p ^ ((centres & right_of) >> 1);
        centres |= right_of;
        let above = p & (tufts >> s);
        out &= !((centres & above) << s);
        centres |= above;
        let left_of = p & ((tufts & not_first) >> 1);
        out &= !((centres & left_of) << 1);
        centres |= left_of;
        let others = p & !(tufts | centres);
        let alone = others
            & !((others >> s)
                | (others << s)
                | ((others & not_first) >> 1)
                | ((others & not_last) << 1));
        out & !alone
    }

    /// The left cells of the horizontal dominoes that may be left out of `p`, cutting it there
    /// ([`region::square_cuts`](super::region::square_cuts)).
    #[inline(always)]
    pub fn square_cuts(self, p: W) -> W {
        let s = self.stride;
        let right = (p & self.not_first_col) >> 1;
        let left = (p & self.not_last_col) << 1;
        let (below, above) = (p >> s, p << s);
        // Cells whose only empty neighbours are the two named.
        let top_left = p & right & below & !(left | above);
        let bottom_right = p & left & above & !(right | below);
        let top_right = p & left & below & !(right | above);
        let bottom_left = p & right & above & !(left | below);
        // Each square by its top-left cell.
        let squares =
            (top_left & (bottom_right >> (s + 1))) | ((top_right >> 1) & (bottom_left >> s));
        squares | squares << s
    }

    /// The part of `cells` that holds `seed`, connected through edges other than the
    /// horizontal ones whose left cell is in `cuts`.
    #[inline(always)]
    pub fn part_cut(self, cells: W, seed: W, cuts: W) -> W {
        let s = self.stride;
        let to_right = !cuts & self.not_last_col;
        let to_left = !(cuts << 1) & self.not_first_col;
        let mut part = seed & cells;
        loop {
            let grown = (part
                | ((part & to_right) << 1)
                | ((part & to_left) >> 1)
                | (part << s)
                | (part >> s))
                & cells;
            if grown == part {
                return part;
            }
            part = grown;
        }
    }
}
