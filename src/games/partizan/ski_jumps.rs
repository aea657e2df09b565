//! Ski Jumps (from Winning Ways; `cgt`'s `SkiJumps`): skiers on a slope of rows. Left's
//! skiers slide right, Right's slide left, each any number of empty cells in its row, or off
//! the board when every cell up to the edge is empty. A jumper may instead jump down over a
//! skier of the other colour just below it into the empty cell below that; the skier jumped
//! turns into a slipper, which never jumps. Who cannot move loses.
//!
//! A position is written in `cgt`'s grid text: `L` Left's jumper, `l` Left's slipper, `R`
//! Right's jumper, `r` Right's slipper, `.` empty, rows split by `|`; any board of up to 128
//! cells.
//!
//! Left's skiers only ever move right and Right's only left, and a skier leaves its row only by
//! jumping two rows down. Going down the rows, the leftmost column a Left jumper (or skier) may
//! ever hold in a row, and the rightmost a Right one may, bound which jumps may ever happen: a
//! Left jumper from row `y` needs a Right skier in row `y + 1` at a column it may reach. A
//! jumper that may never jump (one in the last two rows, say) is taken for a slipper. Rows
//! joined by jumps that may happen are a part; a row no jump may touch is one by itself, and
//! splits further wherever a Right skier is followed by a Left one (neither ever crosses the
//! cells between). A part where no jumper has a skier of the other colour in the row below and
//! no skier has one of the other colour ahead of it is the integer `cgt` gives: each player
//! moves each skier one cell at a time, so it counts their cells to the edge. The board mirrored
//! left to right, colours swapped, is the negative.

use crate::engine::rules::PartizanRules;
use crate::games::boards::grid::{Cells, Shape};
use crate::games::boards::regions::least_image;
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;
use crate::theory::canonical::{Arena, GameId};
use std::fmt;

/// The rules of Ski Jumps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SkiJumps;

/// A Ski Jumps board: its size, each player's skiers, and which skiers are jumpers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// Left's skiers (`L` and `l`).
    pub left: Cells,
    /// Right's skiers (`R` and `r`).
    pub right: Cells,
    /// The skiers that are jumpers (`L` and `R`); the others are slippers.
    pub jumpers: Cells,
}

/// A skier's move: a slide along its row, off the board, or a jump two rows down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The skier's cell (row, column), from 0.
    pub from: (u8, u8),
    /// Where it stops (row, column), from 0; `None` when it slides off the board.
    pub to: Option<(u8, u8)>,
}

impl fmt::Display for Move {
    /// Rows and columns from 1: `(1,2)-(1,4)` a slide, `(1,2)-(3,2)` a jump, `(1,2)-off` off
    /// the board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.from;
        write!(f, "({},{})-", a.0 + 1, a.1 + 1)?;
        match self.to {
            Some(b) => write!(f, "({},{})", b.0 + 1, b.1 + 1),
            None => f.write_str("off"),
        }
    }
}

impl Board {
    /// The board mirrored left to right with the colours swapped: the negative.
    pub fn mirrored(&self) -> Board {
        let s = self.shape;
        let cols = s.cols() as u32;
        let mut layers = [0; 3];
        for r in 0..s.rows() {
            let at = s.index(r, 0);
            for (out, cells) in layers.iter_mut().zip([self.right, self.left, self.jumpers]) {
                *out |= (s.row_bits(cells, r).reverse_bits() >> (128 - cols)) << at;
            }
        }
        let [left, right, jumpers] = layers;
        Board {
            shape: s,
            left,
            right,
            jumpers,
        }
    }

    /// Whether a jumper has a skier of the other colour anywhere in the row below (`cgt`'s
    /// test): when not, no jump is ever possible.
    fn jump_in_sight(&self) -> bool {
        let s = self.shape;
        (0..s.rows().saturating_sub(1)).any(|y| {
            let row = |cells: Cells, r: usize| s.row_bits(cells, r) != 0;
            (row(self.left & self.jumpers, y) && row(self.right, y + 1))
                || (row(self.right & self.jumpers, y) && row(self.left, y + 1))
        })
    }

    /// Whether some Left skier has a Right skier ahead of it (to its right) in its row.
    fn slide_blocked(&self) -> bool {
        let s = self.shape;
        (0..s.rows()).any(|y| {
            let (l, r) = (s.row_bits(self.left, y), s.row_bits(self.right, y));
            l != 0 && r != 0 && l.trailing_zeros() < 127 - r.leading_zeros()
        })
    }

    /// The board's rows `top..=bottom`, columns `first..=last`.
    fn window(&self, top: usize, bottom: usize, first: usize, last: usize) -> Board {
        let shape = Shape::new(bottom + 1 - top, last + 1 - first).expect("a part of a board");
        let w = |s: Cells| self.shape.window(s, top, first, shape);
        Board {
            shape,
            left: w(self.left),
            right: w(self.right),
            jumpers: w(self.jumpers),
        }
    }
}

tiled! {
    /// `cgt`'s grid text: `L` Left's jumper, `l` Left's slipper, `R` Right's jumper, `r` Right's
    /// slipper, `.` empty.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::ski_jumps::Board;
    /// let b = Board::parse(b"L....|..r.R", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "L....|..r.R");
    /// assert_eq!((b.left.count_ones(), b.right.count_ones(), b.jumpers.count_ones()), (1, 2, 2));
    /// ```
    Board { shape: Shape, [left, right, jumpers] }
    &[
        Tile::new(b'L', 0b101, "Left's jumper"),
        Tile::new(b'l', 0b001, "Left's slipper"),
        Tile::new(b'R', 0b110, "Right's jumper"),
        Tile::new(b'r', 0b010, "Right's slipper"),
        Tile::new(b'.', 0, "empty"),
    ]
}

/// Every move of the skiers `mine`, which slide right when `rightwards`, else left, and jump
/// down over the skiers `theirs`; `build` makes the next board from the two sets and the
/// jumpers.
fn skier_moves(
    p: &Board,
    mine: Cells,
    theirs: Cells,
    rightwards: bool,
    build: &dyn Fn(Cells, Cells, Cells) -> Board,
    each: &mut dyn FnMut(Move, Board),
) {
    let shape = p.shape;
    let (rows, cols) = (shape.rows(), shape.cols());
    let occupied = mine | theirs;
    let mut skiers = mine;
    while skiers != 0 {
        let from = skiers.trailing_zeros();
        skiers &= skiers - 1;
        let bit = 1u128 << from;
        let (y, x) = shape.coords(from);
        let jumper = p.jumpers & bit != 0;
        let moved = |to: Cells| {
            let jumpers = if jumper {
                p.jumpers & !bit | to
            } else {
                p.jumpers
            };
            (mine & !bit | to, jumpers)
        };
        let at = (y as u8, x as u8);
        // Slides, cell by cell, until a skier is in the way or the edge is passed.
        let mut c = x;
        loop {
            let next = if rightwards {
                (c + 1 < cols).then_some(c + 1)
            } else {
                c.checked_sub(1)
            };
            let Some(next) = next else {
                let (mine_after, jumpers) = moved(0);
                each(
                    Move { from: at, to: None },
                    build(mine_after, theirs, jumpers),
                );
                break;
            };
            let to = 1u128 << shape.index(y, next);
            if occupied & to != 0 {
                break;
            }
            let (mine_after, jumpers) = moved(to);
            let m = Move {
                from: at,
                to: Some((y as u8, next as u8)),
            };
            each(m, build(mine_after, theirs, jumpers));
            c = next;
        }
        // A jump down over a skier of the other colour, which turns into a slipper.
        if jumper && y + 2 < rows {
            let over = 1u128 << shape.index(y + 1, x);
            let land = 1u128 << shape.index(y + 2, x);
            if theirs & over != 0 && occupied & land == 0 {
                let (mine_after, jumpers) = moved(land);
                let m = Move {
                    from: at,
                    to: Some((y as u8 + 2, x as u8)),
                };
                each(m, build(mine_after, theirs, jumpers & !over));
            }
        }
    }
}

/// Which jumps may ever happen, from the bounds of the module's comment, and which jumpers
/// may ever jump.
struct Reach {
    /// Whether a jump may ever start from row `y` (bit `y`).
    from: u128,
    /// The jumpers that may ever jump: every other jumper is as good as a slipper.
    jumpers: Cells,
}

/// Going down the rows: the leftmost column a Left skier (and a Left jumper) may ever hold in
/// each row and the rightmost a Right one may, and from them which jumps may ever happen.
fn reach(p: &Board) -> Reach {
    /// No Left skier: a column past any.
    const NONE: u8 = u8::MAX;
    let s = p.shape;
    let rows = s.rows();
    // Left's least columns (`NONE` for none), Right's greatest columns plus one (0 for none).
    let mut left_skier = [NONE; 128];
    let mut left_jumper = [NONE; 128];
    let mut right_skier = [0u8; 128];
    let mut right_jumper = [0u8; 128];
    for y in 0..rows {
        let first = |cells: Cells| {
            let r = s.row_bits(cells, y);
            if r == 0 {
                NONE
            } else {
                r.trailing_zeros() as u8
            }
        };
        let past_last = |cells: Cells| (128 - s.row_bits(cells, y).leading_zeros()) as u8;
        left_skier[y] = first(p.left);
        left_jumper[y] = first(p.left & p.jumpers);
        right_skier[y] = past_last(p.right);
        right_jumper[y] = past_last(p.right & p.jumpers);
    }
    let mut from = 0;
    let mut jumpers = 0;
    for y in 0..rows.saturating_sub(2) {
        // A Left jumper at column c needs a Right skier below at a column of c or more.
        let left_jumps = left_jumper[y] < right_skier[y + 1];
        let right_jumps = left_skier[y + 1] < right_jumper[y];
        if left_jumps {
            left_jumper[y + 2] = left_jumper[y + 2].min(left_jumper[y]);
            left_skier[y + 2] = left_skier[y + 2].min(left_jumper[y]);
        }
        if right_jumps {
            right_jumper[y + 2] = right_jumper[y + 2].max(right_jumper[y]);
            right_skier[y + 2] = right_skier[y + 2].max(right_jumper[y]);
        }
        if left_jumps || right_jumps {
            from |= 1 << y;
        }
        // The columns from which each player's jumpers in this row may jump.
        let row = s.index(y, 0);
        let low = |n: u8| if n >= 128 { !0 } else { (1u128 << n) - 1 };
        let left_may = low(right_skier[y + 1]);
        let right_may = !low(left_skier[y + 1].min(128));
        let row_jumpers = s.row_bits(p.jumpers, y);
        let may =
            (s.row_bits(p.left, y) & left_may | s.row_bits(p.right, y) & right_may) & row_jumpers;
        jumpers |= may << row;
    }
    Reach { from, jumpers }
}

impl PartizanRules for SkiJumps {
    type Position = Board;
    type Move = Move;

    /// Left's skiers slide right; Left's jumpers jump down over Right's skiers.
    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Move, Board)) {
        let shape = p.shape;
        let next = |left, right, jumpers| Board {
            shape,
            left,
            right,
            jumpers,
        };
        skier_moves(p, p.left, p.right, true, &next, each);
    }

    /// Right's skiers slide left; Right's jumpers jump down over Left's skiers.
    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Move, Board)) {
        let shape = p.shape;
        let next = |right, left, jumpers| Board {
            shape,
            left,
            right,
            jumpers,
        };
        skier_moves(p, p.right, p.left, false, &next, each);
    }

    /// The runs of rows joined by jumps that may happen, each whole; every other row with
    /// skiers split where a Right skier is followed by a Left one, each piece from the first
    /// skier after a split (or the edge) to the last before the next (or the edge). Jumpers
    /// that may never jump are slippers in the parts.
    fn components(&self, p: &Board) -> Vec<Board> {
        let s = p.shape;
        let (rows, cols) = (s.rows(), s.cols());
        let reach = reach(p);
        let p = &Board {
            jumpers: reach.jumpers,
            ..*p
        };
        let mut parts = Vec::new();
        let mut y = 0;
        while y < rows {
            if reach.from >> y & 1 == 1 {
                // Rows y..=y+2, and on while a jump may start inside the run.
                let mut bottom = y + 2;
                let mut k = y + 1;
                while k <= bottom {
                    if reach.from >> k & 1 == 1 {
                        bottom = bottom.max(k + 2);
                    }
                    k += 1;
                }
                parts.push(if y == 0 && bottom == rows - 1 {
                    *p
                } else {
                    p.window(y, bottom, 0, cols - 1)
                });
                y = bottom + 1;
                continue;
            }
            let (left, right) = (s.row_bits(p.left, y), s.row_bits(p.right, y));
            let mut skiers = left | right;
            let mut start = 0;
            let mut previous: Option<usize> = None;
            while skiers != 0 {
                let x = skiers.trailing_zeros() as usize;
                skiers &= skiers - 1;
                if let Some(before) = previous
                    && right >> before & 1 == 1
                    && left >> x & 1 == 1
                {
                    parts.push(p.window(y, y, start, before));
                    start = x;
                }
                previous = Some(x);
            }
            if previous.is_some() {
                parts.push(p.window(y, y, start, cols - 1));
            }
            y += 1;
        }
        parts
    }

    /// The least of the board and its mirror image with the colours swapped, negated when the
    /// mirror is taken.
    fn normal_form(&self, part: &Board) -> (Board, bool) {
        least_image(*part, [(part.mirrored(), true)])
    }

    /// `cgt`'s reduction: with no jump in sight and no slide blocked, each skier goes one cell
    /// at a time, and the value counts Left's cells to the right edge (off the board included)
    /// less Right's to the left edge.
    fn known_value(&self, part: &Board, arena: &mut Arena) -> Option<GameId> {
        if part.jump_in_sight() || part.slide_blocked() {
            return None;
        }
        let s = part.shape;
        let cells = |mut set: Cells, to_edge: &dyn Fn(usize) -> i64| {
            let mut sum = 0;
            while set != 0 {
                let (_, x) = s.coords(set.trailing_zeros());
                set &= set - 1;
                sum += to_edge(x);
            }
            sum
        };
        let cols = s.cols() as i64;
        let value = cells(part.left, &|x| cols - x as i64) - cells(part.right, &|x| x as i64 + 1);
        Some(arena.integer(value))
    }
}

impl Ruleset for SkiJumps {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "ski-jumps";
    const FORMAT: &'static str = "cgt's grid on one line: `L` Left's jumper, `l` Left's \
        slipper, `R` Right's jumper, `r` Right's slipper, `.` empty, rows split by `|`. Left's \
        skiers slide right, Right's left, any number of empty cells or off the board; a jumper \
        may jump down over a skier of the other colour just below, which becomes a slipper. A \
        move names where the skier starts and stops: `(1,2)-(1,4)`, `(1,2)-(3,2)` (a jump), \
        `(1,2)-off`.";
    const EXAMPLE: &'static str = "L....|..R..|.....";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn skiers_slide_to_the_edge_and_off() {
        assert_moves::<SkiJumps>(
            "L..",
            Player::Left,
            &[
                "(1,1)-(1,2) -> .L.",
                "(1,1)-(1,3) -> ..L",
                "(1,1)-off -> ...",
            ],
        );
        assert_moves::<SkiJumps>(
            ".r.",
            Player::Right,
            &["(1,2)-(1,1) -> r..", "(1,2)-off -> ..."],
        );
        // A skier in the way stops a slide, and the skier cannot slide off past it.
        assert_moves::<SkiJumps>("l.R", Player::Left, &["(1,1)-(1,2) -> .lR"]);
        assert_moves::<SkiJumps>("Rl", Player::Left, &["(1,2)-off -> R."]);
        assert_moves::<SkiJumps>("LR", Player::Left, &[]);
    }

    #[test]
    fn jumpers_jump_down_and_turn_the_skier_into_a_slipper() {
        assert_moves::<SkiJumps>(
            "L|R|.",
            Player::Left,
            &["(1,1)-off -> .|R|.", "(1,1)-(3,1) -> .|r|L"],
        );
        assert_moves::<SkiJumps>(
            "R|l|.",
            Player::Right,
            &["(1,1)-off -> .|l|.", "(1,1)-(3,1) -> .|l|R"],
        );
        // Slippers do not jump; nor does a jumper over its own colour or onto a skier.
        assert_moves::<SkiJumps>("l|R|.", Player::Left, &["(1,1)-off -> .|R|."]);
        assert_moves::<SkiJumps>(
            "L|L|.",
            Player::Left,
            &["(1,1)-off -> .|L|.", "(2,1)-off -> L|.|."],
        );
        assert_moves::<SkiJumps>("L|R|R", Player::Left, &["(1,1)-off -> .|R|R"]);
    }

    #[test]
    fn values_of_cgts_examples() {
        // `cgt`'s tests: `L.R` is *, `R|L|L` is 1.
        assert_eq!(outcome::<SkiJumps>("L.R"), Outcome::N);
        assert_eq!(outcome::<SkiJumps>(".LR"), Outcome::P);
        assert_eq!(outcome::<SkiJumps>("R|L|L"), Outcome::L);
    }

    #[test]
    fn rows_no_jump_joins_are_parts() {
        // The L may jump the r below: rows 1 to 3 are one part; no jump reaches row 4.
        assert_eq!(
            regions::<SkiJumps>("L...|.r..|....|..l."),
            ["L...|.r..|....", "..l."]
        );
        // Once the L is in row 3, the R of row 2 may jump it into row 4: all one part.
        assert_eq!(
            regions::<SkiJumps>("L...|.R..|....|..l."),
            ["L...|.R..|....|..l."]
        );
        // The R is left of the L: the L never reaches its column, so it never jumps and is
        // taken for a slipper, as is the R, two rows from the bottom.
        assert_eq!(regions::<SkiJumps>("..L.|R...|...."), ["..l.", "r..."]);
        // A row splits where a Right skier is followed by a Left one.
        assert_eq!(regions::<SkiJumps>(".R..L.r.lL"), [".r", "l.r", "ll"]);
    }

    #[test]
    fn the_mirror_with_colours_swapped_is_the_negative() {
        assert_eq!(
            normal_form::<SkiJumps>("..r|L.."),
            ("l..|..R".to_string(), true)
        );
        assert_eq!(
            normal_form::<SkiJumps>("l..|..R"),
            ("l..|..R".to_string(), false)
        );
    }
}
