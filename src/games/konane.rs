//! Konane (CGSuite 1.x's `Konane`, `cgt`'s `Konane`): a stone jumps orthogonally over an
//! adjacent stone of the other colour into the empty cell beyond, removing the stone it jumps;
//! it may go on jumping in the same direction, over a stone of the other colour into an empty
//! cell each time, and every stop is a move of its own. Left moves the `x` stones, Right the
//! `o` stones; who cannot move loses.
//!
//! A position is written in CGSuite's grid text: `x`, `o` and `.` (empty), rows split by `|`;
//! `#` is a blocked cell (as `cgt` reads it), never entered. Any board of up to 128 cells.
//!
//! Every jump needs a stone of the other colour next to the jumper, so stones far apart never
//! meet. Which cells a set of stones may ever reach is bounded from above by letting every
//! stone of either colour stay where it was while the others jump (a stone of one colour may
//! land beyond any cell a stone of the other colour may reach, next to a cell its own colour
//! may reach). Groups of stones whose reaches, with the cells next to them, never touch are
//! independent games: no stone of one is ever next to, nor lands on, a cell a stone of
//! another may hold. Each part is cut to the bounding box of its reach, cells outside the reach
//! blocked (no stone of the part ever goes there). The eight mirror images and rotations of a
//! board share one value (the rules are the same in all four directions), and swapping the
//! colours negates it.

use crate::contest::input::ParseError;
use crate::engine::rules::PartizanRules;
use crate::games::common::classic::ClassicGame;
use crate::games::common::grid::{self, Cells, Shape};
use std::fmt;

/// The rules of Konane.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Konane;

/// A Konane board: its size, its open (not blocked) cells and each player's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// The cells that are not blocked.
    pub open: Cells,
    /// Left's stones (`x`), on open cells.
    pub x: Cells,
    /// Right's stones (`o`), on open cells.
    pub o: Cells,
}

/// A stone's jumps in one direction: where it started and where it stops (row, column, from
/// 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    /// The stone's cell.
    pub from: (u8, u8),
    /// The empty cell where it stops, two cells further for each stone it jumps.
    pub to: (u8, u8),
}

impl fmt::Display for Jump {
    /// Rows and columns from 1: `(1,1)-(1,3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.from, self.to);
        write!(f, "({},{})-({},{})", a.0 + 1, a.1 + 1, b.0 + 1, b.1 + 1)
    }
}

impl Board {
    /// Reads a board from its grid text; errors are placed at `line` and `first_column`.
    ///
    /// ```
    /// use cgsolve::games::konane::Board;
    /// let b = Board::parse(b"xo.|.#o", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "xo.|.#o");
    /// assert_eq!((b.x.count_ones(), b.o.count_ones(), b.open.count_ones()), (1, 2, 5));
    /// ```
    pub fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        let g = grid::parse_grid(
            text,
            &[
                (b'x', "Left's stone"),
                (b'o', "Right's stone"),
                (b'.', "empty"),
                (b'#', "blocked"),
            ],
            line,
            first_column,
        )?;
        let (x, o) = (g.cells_of(b'x'), g.cells_of(b'o'));
        Ok(Board {
            shape: g.shape,
            open: g.cells_of(b'.') | x | o,
            x,
            o,
        })
    }

    /// The open cells without a stone.
    pub fn empty(&self) -> Cells {
        self.open & !(self.x | self.o)
    }
}

impl fmt::Display for Board {
    /// CGSuite's grid text, `#` for a blocked cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = grid::print_grid(self.shape, |i| {
            if self.x >> i & 1 == 1 {
                'x'
            } else if self.o >> i & 1 == 1 {
                'o'
            } else if self.open >> i & 1 == 1 {
                '.'
            } else {
                '#'
            }
        });
        f.write_str(&text)
    }
}

/// The four directions: east, west, south, north (a direction `d` and `d ^ 1` are opposite).
const DIRECTIONS: u32 = 4;

/// The cells of `s` each moved one cell in direction `dir` (see [`DIRECTIONS`]); cells leaving
/// the board are dropped.
#[inline(always)]
fn step(shape: Shape, s: Cells, dir: u32) -> Cells {
    // The cells with a neighbour to their right: not in the last column.
    let has_right = shape.horizontal_pairs(shape.all());
    let cols = shape.cols() as u32;
    match dir {
        0 => (s & has_right) << 1,
        1 => (s & (has_right << 1)) >> 1,
        2 => s.checked_shl(cols).unwrap_or(0) & shape.all(),
        _ => s.checked_shr(cols).unwrap_or(0),
    }
}

/// The cells the stones `x` and `o` may ever hold, by the bound of the module's comment: a
/// stone of one colour may land on an open cell two cells from a cell its colour may reach,
/// past a cell the other colour may reach.
fn reach(shape: Shape, open: Cells, x: Cells, o: Cells) -> Cells {
    let (mut rx, mut ro) = (x, o);
    loop {
        let (mut nx, mut no) = (rx, ro);
        for dir in 0..DIRECTIONS {
            nx |= step(shape, step(shape, rx, dir) & ro, dir) & open;
            no |= step(shape, step(shape, ro, dir) & rx, dir) & open;
        }
        if (nx, no) == (rx, ro) {
            return rx | ro;
        }
        (rx, ro) = (nx, no);
    }
}

/// Every jump of the stones `mine` over the stones `theirs`; `build` makes the next board from
/// the two sets.
fn jumps(
    p: &Board,
    mine: Cells,
    theirs: Cells,
    build: &dyn Fn(Cells, Cells) -> Board,
    each: &mut dyn FnMut(Jump, Board),
) {
    let (shape, empty) = (p.shape, p.empty());
    let place = |cell: Cells| {
        let (r, c) = shape.coords(cell.trailing_zeros());
        (r as u8, c as u8)
    };
    for dir in 0..DIRECTIONS {
        let back = dir ^ 1;
        // Stones with a stone of the other colour next in `dir` and an empty cell beyond it.
        let mut movers = mine & step(shape, theirs & step(shape, empty, back), back);
        while movers != 0 {
            let from = movers & movers.wrapping_neg();
            movers &= movers - 1;
            let mine_left = mine & !from;
            let mut theirs_left = theirs;
            let mut at = from;
            loop {
                let over = step(shape, at, dir);
                let land = step(shape, over, dir);
                if over & theirs == 0 || land & empty == 0 {
                    break;
                }
                theirs_left &= !over;
                at = land;
                let jump = Jump {
                    from: place(from),
                    to: place(land),
                };
                each(jump, build(mine_left | land, theirs_left));
            }
        }
    }
}

impl PartizanRules for Konane {
    type Position = Board;
    type Move = Jump;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Jump, Board)) {
        let next = |x, o| Board { x, o, ..*p };
        jumps(p, p.x, p.o, &next, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Jump, Board)) {
        let next = |o, x| Board { x, o, ..*p };
        jumps(p, p.o, p.x, &next, each);
    }

    /// Groups of stones joined edge to edge, merged while the reach of one (with the cells next
    /// to it) meets the reach of another; each group that can jump at all, cut to the bounding
    /// box of its reach with the cells outside the reach blocked.
    fn components(&self, p: &Board) -> Vec<Board> {
        let shape = p.shape;
        let reach_of = |stones: Cells| reach(shape, p.open, p.x & stones, p.o & stones);
        let mut groups: Vec<(Cells, Cells)> = shape
            .parts(p.x | p.o, Shape::neighbours4)
            .into_iter()
            .map(|stones| (stones, reach_of(stones)))
            .collect();
        'merge: loop {
            for i in 0..groups.len() {
                let near = groups[i].1 | shape.neighbours4(groups[i].1);
                if let Some(j) = (i + 1..groups.len()).find(|&j| groups[j].1 & near != 0) {
                    let stones = groups[i].0 | groups[j].0;
                    groups[i] = (stones, reach_of(stones));
                    groups.swap_remove(j);
                    continue 'merge;
                }
            }
            break;
        }
        groups
            .into_iter()
            // A group whose reach is its stones has no jump: it is 0.
            .filter(|&(stones, reach)| reach & !stones != 0)
            .map(|(stones, reach)| {
                let (top, left, to) = shape.bounds(reach);
                let window = |s: Cells| shape.window(s, top, left, to);
                Board {
                    shape: to,
                    open: window(reach),
                    x: window(p.x & stones),
                    o: window(p.o & stones),
                }
            })
            .collect()
    }

    /// The least of the sixteen images of the board (eight symmetries, colours swapped or
    /// not); the value is negated when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        let mut best = (*region, false);
        for (shape, [open, x, o], _) in region.shape.images([region.open, region.x, region.o]) {
            for image in [
                (Board { shape, open, x, o }, false),
                (
                    Board {
                        shape,
                        open,
                        x: o,
                        o: x,
                    },
                    true,
                ),
            ] {
                if image.0 < best.0 {
                    best = image;
                }
            }
        }
        best
    }
}

impl ClassicGame for Konane {
    const NAME: &'static str = "konane";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, `#` blocked, rows split by `|`. A stone jumps over an adjacent stone of the \
        other colour into the empty cell beyond, taking it, and may go on jumping in the same \
        direction; a move names where the stone starts and stops: `(1,1)-(1,3)`.";
    const EXAMPLE: &'static str = "xox.|o.ox|.xo.";

    fn read(text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        Board::parse(text, line, first_column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;
    use crate::games::common::regions::testing::{moves, normal_form, outcome, regions};
    use crate::theory::outcome::Outcome;

    #[test]
    fn a_stone_jumps_and_may_go_on_in_a_line() {
        assert_eq!(
            moves::<Konane>("xo.o.", Player::Left),
            ["(1,1)-(1,3) -> ..xo.", "(1,1)-(1,5) -> ....x"]
        );
        assert!(moves::<Konane>("xo.o.", Player::Right).is_empty());
        assert_eq!(
            moves::<Konane>(".xo", Player::Right),
            ["(1,3)-(1,1) -> o.."]
        );
        // cgt's example: every direction, and a second jump down.
        assert_eq!(
            moves::<Konane>(".....|..o..|.oxo.|..o..|.....|..o..|.....", Player::Left),
            [
                "(3,3)-(3,5) -> .....|..o..|.o..x|..o..|.....|..o..|.....",
                "(3,3)-(3,1) -> .....|..o..|x..o.|..o..|.....|..o..|.....",
                "(3,3)-(5,3) -> .....|..o..|.o.o.|.....|..x..|..o..|.....",
                "(3,3)-(7,3) -> .....|..o..|.o.o.|.....|.....|.....|..x..",
                "(3,3)-(1,3) -> ..x..|.....|.o.o.|..o..|.....|..o..|.....",
            ]
        );
        // A stone of one's own, a blocked cell, a full cell or the edge stops a jump.
        assert!(moves::<Konane>("xx.", Player::Left).is_empty());
        assert!(moves::<Konane>("xo#", Player::Left).is_empty());
        assert!(moves::<Konane>("xoo.", Player::Left).is_empty());
        assert!(moves::<Konane>("xo", Player::Left).is_empty());
        assert_eq!(moves::<Konane>("xo.oo.", Player::Left).len(), 1);
    }

    #[test]
    fn values_of_small_rows() {
        // `cgt`'s tests: `..ox` is 1, `.ox.` is *.
        assert_eq!(outcome::<Konane>("..ox"), Outcome::L);
        assert_eq!(outcome::<Konane>(".ox."), Outcome::N);
        assert_eq!(outcome::<Konane>("xo"), Outcome::P);
    }

    #[test]
    fn stones_that_can_never_meet_are_parts() {
        // Rows two apart: each pair jumps along its own row only.
        assert_eq!(regions::<Konane>("xo..|....|..ox"), ["xo..", "..ox"]);
        // One empty cell apart in a row: the x may land there and jump on.
        assert_eq!(regions::<Konane>("xo.o."), ["xo.o."]);
        // A stone with nothing to jump, alone or beside its own colour, is no part.
        assert_eq!(regions::<Konane>("xx..|....|...o"), Vec::<String>::new());
        // A landing next to a stone of another group joins the groups: x lands on (1,3), next
        // to the o at (2,3), which it may then jump.
        assert_eq!(regions::<Konane>("xo.|..o|..."), ["xo.|##o|##."]);
        // Cells out of reach are blocked in the part.
        assert_eq!(regions::<Konane>("...|xo.|..."), ["xo."]);
    }

    #[test]
    fn mirror_images_share_a_normal_form_and_colours_negate() {
        let (a, a_negated) = normal_form::<Konane>("xo.");
        let (b, b_negated) = normal_form::<Konane>(".|o|x");
        let (c, c_negated) = normal_form::<Konane>(".xo");
        assert_eq!((a.clone(), a_negated), (b, b_negated));
        assert_eq!(a, c);
        assert_ne!(a_negated, c_negated);
    }
}
