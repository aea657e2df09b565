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
//! meet. Which cells the stones may ever hold is bounded from above by letting every stone of
//! either colour stay where it was while the others jump (a stone of one colour may land on an
//! open cell two cells from a cell its colour may reach, past a cell the other colour may
//! reach). A stone with no cell of the other colour's reach beside it, with an open cell on
//! the far side, never moves nor is jumped: it is as good as a blocked cell, and the reach of
//! the board with it blocked may leave more such stones. The reach left falls into parts
//! joined edge to edge, and the stones of different parts are independent games: every jump
//! runs along a line of such cells, so no stone ever leaves its part or meets a stone of
//! another. Each part is cut to its bounding box, the cells outside it blocked (no stone of the
//! part ever goes there). The eight mirror images and rotations of a board share one value
//! (the rules are the same in all four directions), and swapping the colours negates it.

use crate::engine::rules::PartizanRules;
use crate::games::boards::grid::{CellMove, Cells, Shape};
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;

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

/// A stone's jumps in one direction, named by where it starts and the empty cell where it stops
/// (two cells further for each stone it jumps): `(1,1)-(1,3)`.
pub type Jump = CellMove;

impl Board {
    /// The open cells without a stone.
    pub fn empty(&self) -> Cells {
        self.open & !(self.x | self.o)
    }
}

tiled! {
    /// CGSuite's grid text: `x` Left's stones, `o` Right's, `.` empty, `#` blocked.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::konane::Board;
    /// let b = Board::parse(b"xo.|.#o", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "xo.|.#o");
    /// assert_eq!((b.x.count_ones(), b.o.count_ones(), b.open.count_ones()), (1, 2, 5));
    /// ```
    Board { shape: Shape, [open, x, o] }
    &[
        Tile::new(b'x', 0b011, "Left's stone"),
        Tile::new(b'o', 0b101, "Right's stone"),
        Tile::new(b'.', 0b001, "empty"),
        Tile::new(b'#', 0, "blocked"),
    ]
}

/// The four directions: east, west, south, north (a direction `d` and `d ^ 1` are opposite).
const DIRECTIONS: u32 = 4;

/// One-cell steps on a board, with its masks made once.
#[derive(Clone, Copy)]
struct Steps {
    /// Every cell.
    all: Cells,
    /// The cells with a neighbour to their right: not in the last column.
    has_right: Cells,
    /// The cells with a neighbour to their left: not in the first column.
    has_left: Cells,
    /// The number of columns.
    cols: u32,
}

impl Steps {
    fn new(shape: Shape) -> Steps {
        let has_right = shape.horizontal_pairs(shape.all());
        Steps {
            all: shape.all(),
            has_right,
            has_left: has_right << 1,
            cols: shape.cols() as u32,
        }
    }

    /// The cells of `s` each moved one cell in direction `dir` (see [`DIRECTIONS`]); cells
    /// leaving the board are dropped.
    #[inline(always)]
    fn step(self, s: Cells, dir: u32) -> Cells {
        match dir {
            0 => (s & self.has_right) << 1,
            1 => (s & self.has_left) >> 1,
            2 => s.checked_shl(self.cols).unwrap_or(0) & self.all,
            _ => s.checked_shr(self.cols).unwrap_or(0),
        }
    }

    /// Whether the cells `s` touch all four edges of the board: their bounding box is the
    /// board.
    fn spans(self, s: Cells) -> bool {
        let first_row = self.all & !(self.all << self.cols);
        let last_row = self.all & !(self.all >> self.cols);
        s & first_row != 0
            && s & last_row != 0
            && s & !self.has_left & self.all != 0
            && s & !self.has_right & self.all != 0
    }

    /// The parts of `s` joined edge to edge, in order of their lowest cell (as
    /// [`Shape::parts`], with the masks made once).
    fn parts(self, s: Cells) -> Vec<Cells> {
        let mut rest = s;
        let mut out = Vec::new();
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let next = (0..DIRECTIONS).fold(part, |a, dir| a | self.step(part, dir)) & rest;
                if next == part {
                    break;
                }
                part = next;
            }
            rest &= !part;
            out.push(part);
        }
        out
    }
}

/// The cells the stones `x` and `o` may ever hold, by the bound of the module's comment: a
/// stone of one colour may land on an open cell two cells from a cell its colour may reach,
/// past a cell the other colour may reach. Left's cells, then Right's.
fn reach(steps: Steps, open: Cells, x: Cells, o: Cells) -> (Cells, Cells) {
    let (mut rx, mut ro) = (x, o);
    loop {
        let mut grown = false;
        for dir in 0..DIRECTIONS {
            let nx = steps.step(steps.step(rx, dir) & ro, dir) & open & !rx;
            let no = steps.step(steps.step(ro, dir) & rx, dir) & open & !ro;
            if nx | no != 0 {
                (rx, ro) = (rx | nx, ro | no);
                grown = true;
            }
        }
        if !grown {
            return (rx, ro);
        }
    }
}

/// The stones of `mine` that never move nor are jumped, whatever happens: no cell next to one
/// is a cell the other colour may reach (`theirs`) with an open cell on the far side.
fn inert(steps: Steps, open: Cells, mine: Cells, theirs: Cells) -> Cells {
    let mut active = 0;
    for dir in 0..DIRECTIONS {
        let back = dir ^ 1;
        let open_ahead = steps.step(open, back);
        // A jump in `dir`: a stone of theirs may be next, and the cell beyond it is open.
        active |= steps.step(theirs & open_ahead, back);
        // Jumped by a stone of theirs from behind, into the open cell ahead.
        active |= steps.step(theirs, dir) & open_ahead;
    }
    mine & !active
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
    let steps = Steps::new(shape);
    let step = |s: Cells, dir: u32| steps.step(s, dir);
    for dir in 0..DIRECTIONS {
        let back = dir ^ 1;
        // Stones with a stone of the other colour next in `dir` and an empty cell beyond it.
        let mut movers = mine & step(theirs & step(empty, back), back);
        while movers != 0 {
            let from = movers & movers.wrapping_neg();
            movers &= movers - 1;
            let mine_left = mine & !from;
            let mut theirs_left = theirs;
            let mut at = from;
            loop {
                let over = step(at, dir);
                let land = step(over, dir);
                if over & theirs == 0 || land & empty == 0 {
                    break;
                }
                theirs_left &= !over;
                at = land;
                let jump =
                    Jump::between(shape, from.trailing_zeros(), land.trailing_zeros(), false);
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

    /// The reach of all the stones, the stones that never move nor are jumped taken for blocked
    /// cells until none is left, split into its parts joined edge to edge: a jump's cells (the
    /// stone's, the stones it jumps, its stops) are in a line of such cells, so each stone
    /// stays in its part and meets no stone of another. Each part where a stone may jump at all
    /// is cut to its bounding box, the cells outside it blocked.
    fn components(&self, p: &Board) -> Vec<Board> {
        let shape = p.shape;
        let steps = Steps::new(shape);
        // Inert stones are blocked cells, and the reach without them may leave more inert.
        let (mut open, mut x, mut o) = (p.open, p.x, p.o);
        let reach = loop {
            let (rx, ro) = reach(steps, open, x, o);
            let dead = inert(steps, open, x, ro) | inert(steps, open, o, rx);
            if dead == 0 {
                break rx | ro;
            }
            (open, x, o) = (open & !dead, x & !dead, o & !dead);
        };
        let stones = x | o;
        steps
            .parts(reach)
            .into_iter()
            // A part without a cell to land on has no jump: it is 0.
            .filter(|&part| part & !stones != 0)
            .map(|part| {
                if steps.spans(part) {
                    return Board {
                        shape,
                        open: part,
                        x: x & part,
                        o: o & part,
                    };
                }
                let (top, left, to) = shape.bounds(part);
                let window = |s: Cells| shape.window(s, top, left, to);
                Board {
                    shape: to,
                    open: window(part),
                    x: window(x & part),
                    o: window(o & part),
                }
            })
            .collect()
    }

    /// The least of the sixteen images of the board (eight symmetries, colours swapped or
    /// not); the value is negated when the colours were swapped. Boards order by shape first,
    /// so only the images of the least shape (the board's, or its transpose's when that is
    /// less, or both when square) are made.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        let shape = region.shape;
        let layers = [region.open, region.x, region.o];
        let turned = shape.transposed();
        let mut best = (*region, false);
        for transpose in [false, true] {
            let (shape, [open, x, o]) = match (transpose, shape.cmp(&turned)) {
                (false, std::cmp::Ordering::Greater) | (true, std::cmp::Ordering::Less) => {
                    continue;
                }
                (false, _) => (shape, layers),
                (true, _) => (turned, layers.map(|s| shape.transpose(s))),
            };
            let flipped = [open, x, o].map(|s| shape.flip_rows(s));
            for [open, x, o] in [[open, x, o], flipped] {
                let half = [open, x, o].map(|s| shape.rotate_half(s));
                for [open, x, o] in [[open, x, o], half] {
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
            }
        }
        best
    }
}

impl Ruleset for Konane {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "konane";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, `#` blocked, rows split by `|`. A move names where the stone starts and \
        stops: `(1,1)-(1,3)`.";
    const EXAMPLE: &'static str = "xox.|o.ox|.xo.";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn a_stone_jumps_and_may_go_on_in_a_line() {
        assert_moves::<Konane>(
            "xo.o.",
            Player::Left,
            &["(1,1)-(1,3) -> ..xo.", "(1,1)-(1,5) -> ....x"],
        );
        assert_moves::<Konane>("xo.o.", Player::Right, &[]);
        assert_moves::<Konane>(".xo", Player::Right, &["(1,3)-(1,1) -> o.."]);
        // cgt's example: every direction, and a second jump down.
        assert_moves::<Konane>(
            ".....|..o..|.oxo.|..o..|.....|..o..|.....",
            Player::Left,
            &[
                "(3,3)-(3,5) -> .....|..o..|.o..x|..o..|.....|..o..|.....",
                "(3,3)-(3,1) -> .....|..o..|x..o.|..o..|.....|..o..|.....",
                "(3,3)-(5,3) -> .....|..o..|.o.o.|.....|..x..|..o..|.....",
                "(3,3)-(7,3) -> .....|..o..|.o.o.|.....|.....|.....|..x..",
                "(3,3)-(1,3) -> ..x..|.....|.o.o.|..o..|.....|..o..|.....",
            ],
        );
        // A stone of one's own, a blocked cell, a full cell or the edge stops a jump.
        assert_moves::<Konane>("xx.", Player::Left, &[]);
        assert_moves::<Konane>("xo#", Player::Left, &[]);
        assert_moves::<Konane>("xoo.", Player::Left, &[]);
        assert_moves::<Konane>("xo", Player::Left, &[]);
        assert_moves::<Konane>("xo.oo.", Player::Left, &["(1,1)-(1,3) -> ..xoo."]);
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
        // The o could only jump the first x into a cell the second x holds, and the second x
        // has no o that may come next to it: nothing ever moves.
        assert_eq!(regions::<Konane>("oxx."), Vec::<String>::new());
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
