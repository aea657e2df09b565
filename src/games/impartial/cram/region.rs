//! Sets of empty cells as 128-bit boards: 8 rows of 16 columns, cell (r, c) at bit 16·r + c.
//! Dominoes, connected parts, and the normal form of a part under translation and the
//! symmetries of the square.

use super::shifts::Rows;

/// The most rows a board may have (after turning it so that it is at least as wide as tall).
pub const MAX_ROWS: usize = 8;
/// The most columns a board may have.
pub const MAX_COLS: usize = 16;

const STRIDE: u32 = 16;
/// Every cell but those of column 15: the cells a horizontal domino may start on.
const NOT_LAST_COL: u128 = !(0x8000_8000_8000_8000_8000_8000_8000_8000u128);
/// Every cell but those of column 0.
const NOT_FIRST_COL: u128 = !(0x0001_0001_0001_0001_0001_0001_0001_0001u128);
/// The rows of these boards, for the geometry by shifts.
const WIDE: Rows<Cells> = Rows {
    stride: STRIDE,
    not_first_col: NOT_FIRST_COL,
    not_last_col: NOT_LAST_COL,
};

/// A set of cells.
pub type Cells = u128;

/// The bit of cell (`row`, `col`).
pub fn cell(row: usize, col: usize) -> Cells {
    1u128 << (row as u32 * STRIDE + col as u32)
}

/// The row and column of a single bit index.
pub fn position(bit: u32) -> (usize, usize) {
    ((bit / STRIDE) as usize, (bit % STRIDE) as usize)
}

/// The cells where a horizontal domino may start (its other cell is to the right).
pub fn horizontal_starts(cells: Cells) -> Cells {
    cells & (cells >> 1) & NOT_LAST_COL
}

/// The cells where a vertical domino may start (its other cell is below).
pub fn vertical_starts(cells: Cells) -> Cells {
    cells & (cells >> STRIDE)
}

/// Calls `each(bit, horizontal, cells left)` for every domino that fits in `cells`.
pub fn for_each_domino(cells: Cells, each: &mut dyn FnMut(u32, bool, Cells)) {
    let mut h = horizontal_starts(cells);
    while h != 0 {
        let bit = h.trailing_zeros();
        h &= h - 1;
        each(bit, true, cells & !(3u128 << bit));
    }
    let mut v = vertical_starts(cells);
    while v != 0 {
        let bit = v.trailing_zeros();
        v &= v - 1;
        each(bit, false, cells & !((1u128 | 1u128 << STRIDE) << bit));
    }
}

/// The cells left after each domino that fits in `cells`: across rows first, then down
/// columns, each from the top-left.
pub fn lefts(cells: Cells) -> impl Iterator<Item = Cells> {
    let mut across = horizontal_starts(cells);
    let mut down = vertical_starts(cells);
    std::iter::from_fn(move || {
        let domino = if across != 0 {
            let bit = across.trailing_zeros();
            across &= across - 1;
            3u128 << bit
        } else if down != 0 {
            let bit = down.trailing_zeros();
            down &= down - 1;
            (1u128 | 1u128 << STRIDE) << bit
        } else {
            return None;
        };
        Some(cells & !domino)
    })
}

/// `cells` with cells taken away that change no value (Beling's reductions of Cram): of the
/// cells whose one neighbour is the same cell, all but one (moving into any of them leaves
/// the same game), and every cell whose neighbours all have a neighbour of their own with no
/// other neighbour (a move through it is worth the move into that neighbour's other cell).
///
/// ```
/// use cgsolve::games::impartial::cram::region::{cell, reduced};
/// // A plus sign: a centre with four arms of one cell is a centre with one arm.
/// let plus = cell(0, 1) | cell(1, 0) | cell(1, 1) | cell(1, 2) | cell(2, 1);
/// assert_eq!(reduced(plus).count_ones(), 2);
/// ```
pub fn reduced(p: Cells) -> Cells {
    WIDE.reduced(p)
}

/// The cells of `p` where a horizontal domino may be left out of play and the board cut
/// between its two cells without changing any value: both rows of every empty 2 × 2 square
/// two of whose opposite corners are *closed*, their only empty neighbours being the square's
/// other two cells (the cut of 2 × 2 squares of Beling's `igs`).
///
/// Why the value is unchanged. Cram is played on the graph of empty cells, a move taking away
/// two adjacent cells. Name the square's cells a, b (top row) and c, d (bottom row) so that a
/// and d are the closed corners: their neighbours are exactly b and c. Let G be the graph and
/// G' the same without the edges a–b and c–d; by induction on the number of cells, G and G'
/// have the same nim value, because their options have the same values:
/// - a move away from a, b, c and d leaves the same pattern in both: equal by induction;
/// - a–c and b–d are moves of both, and leave the same graph (the two edges are gone with
///   their cells);
/// - a–b in G leaves the image under the exchange of a and d (an automorphism: they have the
///   same neighbours) of what b–d leaves, and b–d is a move of G'; likewise c–d and a–c;
/// - b–x, for a neighbour x of b outside the square, leaves a and d as two leaves of c in G,
///   and in G' a leaf of c and d alone: one of two leaves of the same cell changes no value
///   (the first reduction of [`reduced`]: a move onto either leaves the same graph), so both
///   are the graph without d; likewise c–x.
///
/// Two squares of the pattern share at most an open corner (a closed corner's neighbours all
/// lie in its own square), so leaving out the edges of every square at once keeps the pattern
/// of each: the value of `p` is the xor of the values of the parts connected without those
/// edges. A part still holding both cells of a left-out edge is that part with the edge put
/// back, by the same argument.
///
/// ```
/// use cgsolve::games::impartial::cram::region::{cell, square_cuts};
/// // A 2 × 2 square whose top-left and bottom-right corners are closed, with an arm on each
/// // of its open corners: cut down the middle, into two L-shapes.
/// let square = cell(1, 1) | cell(1, 2) | cell(2, 1) | cell(2, 2);
/// let arms = cell(0, 2) | cell(1, 3) | cell(2, 0) | cell(3, 1);
/// assert_eq!(square_cuts(square | arms), cell(1, 1) | cell(2, 1));
/// assert_eq!(square_cuts(square | cell(0, 1) | cell(0, 2)), 0);
/// ```
pub fn square_cuts(p: Cells) -> Cells {
    WIDE.square_cuts(p)
}

/// The part of `cells` that holds `seed`, connected through edges other than the horizontal
/// ones whose left cell is in `cuts`.
pub fn part_cut(cells: Cells, seed: Cells, cuts: Cells) -> Cells {
    WIDE.part_cut(cells, seed, cuts)
}

/// The connected part of `cells` (through edges) that holds `seed`.
pub fn part_containing(cells: Cells, seed: Cells) -> Cells {
    part_cut(cells, seed, 0)
}

/// The cells of an `h` × `w` rectangle in the top-left corner.
pub fn rectangle(h: usize, w: usize) -> Cells {
    (0..h)
        .flat_map(|r| (0..w).map(move |c| cell(r, c)))
        .fold(0, |a, b| a | b)
}

/// Calls `each` with every connected part of `cells`.
pub fn for_each_part(mut cells: Cells, each: &mut dyn FnMut(Cells)) {
    while cells != 0 {
        let part = part_containing(cells, cells & cells.wrapping_neg());
        cells &= !part;
        each(part);
    }
}

/// The columns `cells` occupies, as one row.
fn columns(cells: Cells) -> u16 {
    let mut all = cells | cells >> 64;
    all |= all >> 32;
    all |= all >> 16;
    all as u16
}

/// `cells` moved to the top-left corner, with its height and width (0 × 0 when empty).
fn to_corner(cells: Cells) -> (Cells, u32, u32) {
    if cells == 0 {
        return (0, 0, 0);
    }
    let top = cells.trailing_zeros() / STRIDE;
    let left = columns(cells).trailing_zeros();
    let x = cells >> (top * STRIDE + left);
    let h = (127 - x.leading_zeros()) / STRIDE + 1;
    let w = 16 - columns(x).leading_zeros();
    (x, h, w)
}

/// The rows in the opposite order: row r goes to row 7 − r.
fn reverse_rows(x: Cells) -> Cells {
    const LOW: u128 = 0x00FF_00FF_00FF_00FF_00FF_00FF_00FF_00FF;
    let y = x.swap_bytes();
    ((y >> 8) & LOW) | ((y << 8) & !LOW)
}

/// The least of the four images of an `h` × `w` shape in the corner under the flips that keep
/// its orientation: itself, mirrored left to right, upside down, and turned half round.
fn least_of_flips(x: Cells, h: u32, w: u32) -> Cells {
    // Reversing every bit turns the shape half round in the 8 × 16 frame; the columns past
    // `w` are empty, so shifting each row right by 16 − w leaks nothing between rows.
    let turned_in_frame = x.reverse_bits() >> (16 - w);
    let half_turn = turned_in_frame >> ((MAX_ROWS as u32 - h) * STRIDE);
    let mirrored = reverse_rows(turned_in_frame);
    let upside_down = reverse_rows(x) >> ((MAX_ROWS as u32 - h) * STRIDE);
    x.min(mirrored).min(upside_down).min(half_turn)
}

/// A shape in the corner's 8 × 8 square, turned about its diagonal.
fn transpose(x: Cells) -> Cells {
    // The 8 × 8 square packed a row a byte, turned by three exchanges of bit blocks.
    let mut m = (0..8).fold(0u64, |m, r| {
        m | (((x >> (r * STRIDE)) as u64 & 0xFF) << (8 * r))
    });
    let t = (m ^ (m >> 7)) & 0x00AA_00AA_00AA_00AA;
    m ^= t ^ (t << 7);
    let t = (m ^ (m >> 14)) & 0x0000_CCCC_0000_CCCC;
    m ^= t ^ (t << 14);
    let t = (m ^ (m >> 28)) & 0x0000_0000_F0F0_F0F0;
    m ^= t ^ (t << 28);
    (0..8).fold(0, |out, r| {
        out | (u128::from((m >> (8 * r)) as u8) << (r * STRIDE))
    })
}

/// The normal form of a set of cells: moved to the top-left corner, turned to be at least as
/// wide as tall, and the least of its images under the symmetries that keep it so. Two sets
/// have the same normal form exactly when one is a translation, rotation or reflection of the
/// other.
///
/// ```
/// use cgsolve::games::impartial::cram::region::{cell, normal_form};
/// let l = cell(2, 3) | cell(3, 3) | cell(3, 4);
/// let turned = cell(0, 1) | cell(0, 0) | cell(1, 0);
/// assert_eq!(normal_form(l), normal_form(turned));
/// ```
pub fn normal_form(cells: Cells) -> Cells {
    let (x, h, w) = to_corner(cells);
    if h < w {
        least_of_flips(x, h, w)
    } else if h > w {
        least_of_flips(transpose(x), w, h)
    } else {
        least_of_flips(x, h, w).min(least_of_flips(transpose(x), w, h))
    }
}

/// What the half-turn mirror strategy says of a set of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    /// The second player wins by answering each move with its image under the half turn: the
    /// set is symmetric and no domino is its own image or meets it.
    SecondWins,
    /// The first player wins by taking the one domino that meets its own image (across the
    /// centre), then answering as the second player would: the value is not 0.
    FirstWins,
    /// The strategy says nothing: the set is not symmetric, or the centre cell is empty.
    Silent,
}

/// What the half-turn mirror strategy says of `cells`, a shape of `h` × `w` in the corner
/// whose cell (r, c) is `empty(r, c)` (`symmetric`: whether it is its own half turn).
pub fn mirror_of(symmetric: bool, h: u32, w: u32, empty: impl Fn(u32, u32) -> bool) -> Mirror {
    // A domino meets its own image only at the centre: across it when one side is odd and
    // one even, or on the centre cell when both are odd.
    let open = match (h % 2, w % 2) {
        _ if !symmetric => return Mirror::Silent,
        (0, 0) => return Mirror::SecondWins,
        (0, _) => empty(h / 2 - 1, w / 2) && empty(h / 2, w / 2),
        (_, 0) => empty(h / 2, w / 2 - 1) && empty(h / 2, w / 2),
        _ => {
            return if empty(h / 2, w / 2) {
                Mirror::Silent
            } else {
                Mirror::SecondWins
            };
        }
    };
    if open {
        Mirror::FirstWins
    } else {
        Mirror::SecondWins
    }
}

/// What the half-turn mirror strategy says of `cells`.
///
/// ```
/// use cgsolve::games::impartial::cram::region::{cell, mirror, Mirror};
/// let three = cell(0, 0) | cell(0, 1) | cell(0, 2);
/// assert_eq!(mirror(three), Mirror::Silent);
/// let two_by_three = three | three << 16;
/// assert_eq!(mirror(two_by_three), Mirror::FirstWins);
/// ```
pub fn mirror(cells: Cells) -> Mirror {
    if cells == 0 {
        return Mirror::SecondWins;
    }
    let (x, h, w) = to_corner(cells);
    let half_turn = (x.reverse_bits() >> (16 - w)) >> ((MAX_ROWS as u32 - h) * STRIDE);
    mirror_of(half_turn == x, h, w, |r, c| {
        x & (1u128 << (r * STRIDE + c)) != 0
    })
}

/// Whether the second player wins `cells` by answering each move with its image under the
/// half turn about the centre: the set is symmetric under that turn and no domino is its own
/// image or meets it (a domino across the centre, or on the centre cell, which must then be
/// filled).
///
/// ```
/// use cgsolve::games::impartial::cram::region::{cell, mirror_strategy_wins};
/// let square = cell(0, 0) | cell(0, 1) | cell(1, 0) | cell(1, 1);
/// assert!(mirror_strategy_wins(square));
/// let three = cell(0, 0) | cell(0, 1) | cell(0, 2);
/// assert!(!mirror_strategy_wins(three));
/// assert!(mirror_strategy_wins(three & !cell(0, 1)));
/// ```
pub fn mirror_strategy_wins(cells: Cells) -> bool {
    mirror(cells) == Mirror::SecondWins
}

/// The height and width of the smallest rectangle holding `cells` (0 × 0 when empty).
pub fn extent(cells: Cells) -> (usize, usize) {
    let (_, h, w) = to_corner(cells);
    (h as usize, w as usize)
}

/// Whether `cells` is a straight line of cells with no gap: one row or one column.
pub fn is_strip(cells: Cells) -> bool {
    let (h, w) = extent(cells);
    (h == 1 || w == 1) && cells.count_ones() as usize == h.max(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dominoes_of_a_rectangle() {
        let mut count = (0, 0);
        for_each_domino(rectangle(3, 16), &mut |_, horizontal, left| {
            assert_eq!(left.count_ones(), 46);
            if horizontal {
                count.0 += 1;
            } else {
                count.1 += 1;
            }
        });
        assert_eq!(count, (3 * 15, 2 * 16));
    }

    #[test]
    fn parts_do_not_join_across_the_row_end() {
        let cells = cell(0, 15) | cell(1, 0) | cell(1, 1) | cell(3, 3);
        let mut parts = Vec::new();
        for_each_part(cells, &mut |p| parts.push(p.count_ones()));
        parts.sort();
        assert_eq!(parts, vec![1, 1, 2]);
    }

    #[test]
    fn normal_forms_of_symmetric_images() {
        let shape = cell(0, 0) | cell(0, 1) | cell(0, 2) | cell(1, 2);
        let images = [
            shape << 33,
            cell(0, 0) | cell(1, 0) | cell(1, 1) | cell(1, 2),
            cell(0, 1) | cell(1, 1) | cell(2, 1) | cell(2, 0),
            cell(5, 10) | cell(6, 10) | cell(7, 10) | cell(5, 11),
        ];
        for image in images {
            assert_eq!(normal_form(image), normal_form(shape));
        }
        let other = cell(0, 0) | cell(0, 1) | cell(0, 2) | cell(1, 1);
        assert_ne!(normal_form(other), normal_form(shape));
        assert_eq!(
            normal_form(rectangle(3, 5)),
            normal_form(rectangle(5, 3) << 40)
        );
        assert!(
            is_strip(rectangle(1, 7) << 20)
                && is_strip(rectangle(6, 1))
                && !is_strip(rectangle(2, 2))
        );
    }
}
