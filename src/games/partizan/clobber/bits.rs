//! Clobber's hottest code on the bits of a board: captures one cell away counted as pairs of
//! neighbours of two colours, and the least of a group's sixteen images found among the
//! images that can be least.

use super::Board;
use crate::games::boards::grid::{Cells, Shape};

/// How many pairs of orthogonal neighbours hold stones of two colours: in Clobber each such
/// pair is one capture for Left (the `x` stone onto the `o`) and one for Right (the other way),
/// and every capture is one such pair, so this counts each player's captures.
#[inline]
pub(super) fn mixed_pairs(shape: Shape, x: Cells, o: Cells) -> u32 {
    let stones = x | o;
    // A pair of stones is mixed when exactly one of the two cells holds an `x`.
    let across = shape.horizontal_pairs(stones) & (x ^ (x >> 1));
    let down = shape.vertical_pairs(stones) & (x ^ x.checked_shr(shape.cols() as u32).unwrap_or(0));
    across.count_ones() + down.count_ones()
}

/// The least of the sixteen images of `region` (the eight symmetries of the rectangle, the
/// colours swapped or not) and whether the colours were swapped: the same image, and the
/// same flag, as the least taken over [`Shape::images`] in their order, each image before its
/// colours swapped, an image replacing the best only when less.
///
/// A board is ordered by its shape first, and a transpose turns a `rows × cols` shape into
/// `cols × rows`: when the rows outnumber the columns only the four transposed images can be
/// least, when the columns outnumber the rows only the four others, so those four alone are
/// compared (a square board compares all eight).
#[inline]
pub(crate) fn least_image(region: &Board) -> (Board, bool) {
    let shape = region.shape;
    let mut best = (*region, false);
    if shape.rows() <= shape.cols() {
        four_images(shape, region.x, region.o, &mut best);
    }
    if shape.rows() >= shape.cols() {
        let turned = shape.transposed();
        let (x, o) = (shape.transpose(region.x), shape.transpose(region.o));
        if shape.rows() > shape.cols() {
            // The untransposed images are larger; the first transposed one stands first.
            best = (
                Board {
                    shape: turned,
                    x,
                    o,
                },
                false,
            );
        }
        four_images(turned, x, o, &mut best);
    }
    best
}

/// Offers `best` (a board of the same shape) the board `(shape, x, o)`, then turned half a
/// turn, flipped, and both, in the order of [`Shape::images`], each before its colours swapped.
#[inline(always)]
fn four_images(shape: Shape, x: Cells, o: Cells, best: &mut (Board, bool)) {
    let (fx, fo) = (shape.flip_rows(x), shape.flip_rows(o));
    let images = [
        (x, o),
        (shape.rotate_half(x), shape.rotate_half(o)),
        (fx, fo),
        (shape.rotate_half(fx), shape.rotate_half(fo)),
    ];
    debug_assert_eq!(best.0.shape, shape);
    let mut least = (best.0.x, best.0.o);
    let mut found = None;
    for (x, o) in images {
        for (image, swapped) in [((x, o), false), ((o, x), true)] {
            if image < least {
                least = image;
                found = Some(swapped);
            }
        }
    }
    if let Some(swapped) = found {
        *best = (
            Board {
                shape,
                x: least.0,
                o: least.1,
            },
            swapped,
        );
    }
}

/// The groups of stones of `board` joined as orthogonal neighbours that `keep` keeps (given a
/// group's `x` and `o` stones), each cut to its bounding box, in order of their lowest cell:
/// Clobber's regions (the groups holding both colours), grown on the bits with the board's
/// column masks made once.
#[inline(always)]
pub(crate) fn orthogonal_groups(board: &Board, keep: impl Fn(Cells, Cells) -> bool) -> Vec<Board> {
    let shape = board.shape;
    let not_last = shape.horizontal_pairs(shape.all());
    let not_first = not_last << 1;
    let cols = shape.cols() as u32;
    let grow = |s: Cells| {
        s | ((s << 1) & not_first)
            | ((s >> 1) & not_last)
            | s.checked_shl(cols).unwrap_or(0)
            | s.checked_shr(cols).unwrap_or(0)
    };
    let mut rest = board.x | board.o;
    let mut groups = Vec::new();
    while rest != 0 {
        let mut part = rest & rest.wrapping_neg();
        loop {
            let grown = grow(part) & rest;
            if grown == part {
                break;
            }
            part = grown;
        }
        rest &= !part;
        let (x, o) = (board.x & part, board.o & part);
        if !keep(x, o) {
            continue;
        }
        let (top, left, cut) = shape.bounds(part);
        groups.push(if cut == shape {
            Board { shape, x, o }
        } else {
            Board {
                shape: cut,
                x: shape.window(x, top, left, cut),
                o: shape.window(o, top, left, cut),
            }
        });
    }
    groups
}
