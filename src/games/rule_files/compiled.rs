//! A rule file compiled: its tiles, and each player's moves as patterns of cells at fixed
//! offsets from an anchor cell, every direction and turn of a written pattern made one
//! pattern of its own. Moves are generated over a board's bitboards: for each pattern, the
//! anchors where every cell holds the tile it needs are the intersection of the tiles' cell
//! sets, each shifted by its cell's offset, so a pattern costs a few word operations per
//! cell whatever the board holds.

use crate::games::boards::grid::{Cells, Shape};

/// The most kinds of cell (tiles) a rule file may declare.
pub const MAX_TILES: usize = 4;

/// One cell of a pattern: its offset from the anchor, the tile it must hold before the move
/// and the tile it holds after (the same tile for a cell the move only reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PatternCell {
    /// Rows down from the anchor.
    pub dr: i32,
    /// Columns right of the anchor.
    pub dc: i32,
    /// The tile (its index) the cell must hold.
    pub before: u8,
    /// The tile (its index) the move leaves in it.
    pub after: u8,
}

/// A condition on cells near the anchor: whether some cell at an offset of `dirs` holds
/// `tile` must be `wanted` (`if`) or not (`unless`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Condition {
    /// True for `if` (some neighbour holds it), false for `unless` (none does).
    pub wanted: bool,
    /// The offsets from the anchor of the cells looked at.
    pub dirs: Vec<(i32, i32)>,
    /// The tile (its index) looked for.
    pub tile: u8,
}

/// A group of cells repeated along a line, at least `least` times, each repetition `step`
/// further on, then the `tail`'s cells after the last repetition. Without a tail, in every
/// repetition but the last the group's last cell keeps its tile (the piece passes through
/// it, as Konane's jumps do); with one, each repetition is made as written (a slide over
/// empty cells onto the tail).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Repeat {
    /// The cells of the first repetition.
    pub cells: Vec<PatternCell>,
    /// The offset from one repetition to the next.
    pub step: (i32, i32),
    /// The fewest repetitions: 1 (`+`) or 0 (`*`).
    pub least: u32,
    /// The cells after the group, placed as if it were repeated no time.
    pub tail: Vec<PatternCell>,
}

impl Repeat {
    /// The cell the group's repetition `rep` (from 0) keeps as it was: the group's last when
    /// more repetitions follow and no tail does.
    fn kept(&self, rep: u32, reps: u32) -> Option<usize> {
        (self.tail.is_empty() && rep + 1 < reps).then_some(self.cells.len() - 1)
    }
}

/// One pattern in one orientation: the cells it reads and writes, a repeated group, and the
/// conditions on its anchor (its first cell).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// The cells at fixed offsets.
    pub cells: Vec<PatternCell>,
    /// The group repeated along a line (Konane's jumps), if any.
    pub repeat: Option<Repeat>,
    /// The conditions on the anchor's neighbours.
    pub conditions: Vec<Condition>,
    /// The second action, one of these patterns anchored at the cell where this one ends
    /// (Amazons' shot after the move); none for a move of one action.
    pub then: Vec<Pattern>,
}

impl Pattern {
    /// The cell where the pattern anchored at `anchor` with `reps` repetitions ends: its last
    /// cell in the order written.
    pub fn end(&self, shape: Shape, anchor: u32, reps: u32) -> u32 {
        let (dr, dc) = match &self.repeat {
            Some(r) => match (r.tail.last(), r.cells.last()) {
                (Some(c), _) => at_rep(c, r.step, reps),
                (None, Some(c)) if reps > 0 => at_rep(c, r.step, reps - 1),
                _ => self.cells.last().map_or((0, 0), |c| (c.dr, c.dc)),
            },
            None => self.cells.last().map_or((0, 0), |c| (c.dr, c.dc)),
        };
        (anchor as i32 + dr * shape.cols() as i32 + dc) as u32
    }

    /// Every cell the pattern is written with: the fixed ones, then a repeated group's first
    /// repetition and its tail.
    pub fn all_cells(&self) -> impl Iterator<Item = &PatternCell> + Clone {
        let group = self
            .repeat
            .iter()
            .flat_map(|r| r.cells.iter().chain(&r.tail));
        self.cells.iter().chain(group)
    }
}

/// How far apart two cells one move reads may be: the parts of a position are its cells
/// that can still take part in a move, joined as these neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Every pattern's cells are joined edge to edge, and its conditions look orthogonally.
    Orthogonal,
    /// Every pattern's cells are joined edge or corner, its conditions a king's step away.
    King,
    /// A pattern reaches further (a knight's vector): the position is solved whole.
    Whole,
}

/// A kind of cell: its character and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileKind {
    /// The character that shows it.
    pub shown: u8,
    /// Its name, for messages.
    pub name: String,
}

/// A rule file compiled.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The game's name (`game` line).
    pub name: String,
    /// Whether the board is a strip (one row, no `|`) rather than a grid.
    pub strip: bool,
    /// The tiles, in the order declared.
    pub tiles: Vec<TileKind>,
    /// Whether both players share the moves (`impartial`).
    pub impartial: bool,
    /// Whether these are the impartial variant of a file's rules (`--impartial`).
    pub variant: bool,
    /// Whether play might repeat a position: no potential that every move lowers was found
    /// (a piece that steps both ways), so the game is solved as a loopy one.
    pub loopy: bool,
    /// Left's patterns (every pattern in an impartial game).
    pub left: Vec<Pattern>,
    /// Right's patterns.
    pub right: Vec<Pattern>,
    /// The tiles no pattern reads: a cell holding one never changes nor takes part in a move.
    pub dead: Vec<u8>,
    /// How the cells of one move are joined, which decides the parts.
    pub reach: Reach,
    /// The symmetries the rules respect, other than the identity: a part is valued as the
    /// least of its images.
    pub images: Vec<super::analysis::Image>,
    /// The position play starts from: the `start` line's, else a board of the first tile
    /// ([`Compiled::empty_board`]).
    pub start: String,
}

/// The cells `a` of `shape` such that cell `a + (dr, dc)` is on the board and in `set`.
#[inline]
pub fn shifted(shape: Shape, set: Cells, dr: i32, dc: i32) -> Cells {
    let (rows, cols) = (shape.rows() as i32, shape.cols() as i32);
    if dr.abs() >= rows || dc.abs() >= cols {
        return 0;
    }
    let offset = dr * cols + dc;
    let moved = if offset >= 0 {
        set >> offset
    } else {
        set << -offset
    };
    let row = if dc >= 0 {
        low_bits(cols - dc)
    } else {
        low_bits(cols) & !low_bits(-dc)
    };
    moved & row.wrapping_mul(row_starts(shape)) & shape.all()
}

/// The lowest `n` bits (`n` at most 128).
fn low_bits(n: i32) -> Cells {
    if n >= 128 { !0 } else { (1u128 << n) - 1 }
}

/// One bit at the first cell of every row.
fn row_starts(shape: Shape) -> Cells {
    (0..shape.rows()).fold(0, |acc, r| acc | 1u128 << (r * shape.cols()))
}

/// Where a move was matched: its pattern's anchor cell and the repetitions of its group, and
/// for a pattern with a second action, which of those patterns followed and its repetitions
/// (anchored where the first part ended).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Matched {
    /// The anchor cell.
    pub anchor: u32,
    /// The repetitions of the repeated group.
    pub reps: u32,
    /// The second action's pattern (its index among the pattern's `then`) and repetitions.
    pub then: Option<(u32, u32)>,
}

impl Compiled {
    /// Every move of `patterns` on the board `cells` (a set of cells per tile) of `shape`:
    /// the pattern's index, where it matched and the cells after it.
    pub fn moves(
        &self,
        shape: Shape,
        cells: &[Cells; MAX_TILES],
        patterns: &[Pattern],
        each: &mut dyn FnMut(usize, Matched, [Cells; MAX_TILES]),
    ) {
        for (index, pattern) in patterns.iter().enumerate() {
            matches(
                shape,
                cells,
                pattern,
                shape.all(),
                &mut |anchor, reps, after| {
                    if pattern.then.is_empty() {
                        let matched = Matched {
                            anchor,
                            reps,
                            then: None,
                        };
                        return each(index, matched, after);
                    }
                    let end = 1u128 << pattern.end(shape, anchor, reps);
                    for (j, second) in pattern.then.iter().enumerate() {
                        matches(shape, &after, second, end, &mut |_, then_reps, after| {
                            let then = Some((j as u32, then_reps));
                            each(index, Matched { anchor, reps, then }, after);
                        });
                    }
                },
            );
        }
    }

    /// The cells a move changes, in its patterns' order, as cell indices.
    pub fn changed(&self, shape: Shape, pattern: &Pattern, matched: Matched) -> Vec<u32> {
        let Matched { anchor, reps, then } = matched;
        let mut out = changed_by(shape, pattern, anchor, reps);
        if let Some((j, then_reps)) = then {
            let end = pattern.end(shape, anchor, reps);
            let second = &pattern.then[j as usize];
            out.extend(changed_by(shape, second, end, then_reps));
        }
        out
    }
}

/// The cells one action of `pattern` changes, in its order.
fn changed_by(shape: Shape, pattern: &Pattern, anchor: u32, reps: u32) -> Vec<u32> {
    let at = |c: &PatternCell, dr: i32, dc: i32| {
        (anchor as i32 + (c.dr + dr) * shape.cols() as i32 + c.dc + dc) as u32
    };
    let mut out: Vec<u32> = (pattern.cells.iter())
        .filter(|c| c.before != c.after)
        .map(|c| at(c, 0, 0))
        .collect();
    if let Some(repeat) = &pattern.repeat {
        for r in 0..reps {
            for (i, c) in repeat.cells.iter().enumerate() {
                if c.before != c.after && repeat.kept(r, reps) != Some(i) {
                    let (dr, dc) = at_rep(c, repeat.step, r);
                    out.push(at(c, dr - c.dr, dc - c.dc));
                }
            }
        }
        for c in repeat.tail.iter().filter(|c| c.before != c.after) {
            let (dr, dc) = at_rep(c, repeat.step, reps);
            out.push(at(c, dr - c.dr, dc - c.dc));
        }
    }
    out
}

/// Every match of `pattern` on the board `cells` of `shape` anchored in `mask`: its anchor,
/// its group's repetitions and the cells after it.
fn matches(
    shape: Shape,
    cells: &[Cells; MAX_TILES],
    pattern: &Pattern,
    mask: Cells,
    each: &mut dyn FnMut(u32, u32, [Cells; MAX_TILES]),
) {
    let mut anchors = mask;
    for c in &pattern.cells {
        anchors &= shifted(shape, cells[c.before as usize], c.dr, c.dc);
        if anchors == 0 {
            return;
        }
    }
    for condition in &pattern.conditions {
        let near = (condition.dirs.iter()).fold(0, |acc, &(dr, dc)| {
            acc | shifted(shape, cells[condition.tile as usize], dr, dc)
        });
        anchors &= if condition.wanted { near } else { !near };
    }
    let Some(repeat) = &pattern.repeat else {
        each_bit(anchors, |a| {
            let mut after = *cells;
            apply(&mut after, shape, a, &pattern.cells, 0, None);
            each(a, 0, after);
        });
        return;
    };
    let mut reps = 0;
    while anchors != 0 {
        if reps >= repeat.least {
            let mut ends = anchors;
            for c in &repeat.tail {
                let (dr, dc) = at_rep(c, repeat.step, reps);
                ends &= shifted(shape, cells[c.before as usize], dr, dc);
            }
            each_bit(ends, |a| {
                let mut after = *cells;
                apply(&mut after, shape, a, &pattern.cells, 0, None);
                for r in 0..reps {
                    let keep = repeat.kept(r, reps);
                    apply(
                        &mut after,
                        shape,
                        a,
                        &repeat.cells,
                        r,
                        Some((repeat.step, keep)),
                    );
                }
                apply(
                    &mut after,
                    shape,
                    a,
                    &repeat.tail,
                    reps,
                    Some((repeat.step, None)),
                );
                each(a, reps, after);
            });
        }
        for c in &repeat.cells {
            let (dr, dc) = at_rep(c, repeat.step, reps);
            anchors &= shifted(shape, cells[c.before as usize], dr, dc);
        }
        reps += 1;
    }
}

/// The offset of cell `c` of a repeated group in repetition `rep` (from 0).
fn at_rep(c: &PatternCell, step: (i32, i32), rep: u32) -> (i32, i32) {
    (c.dr + step.0 * rep as i32, c.dc + step.1 * rep as i32)
}

/// Calls `f` with every set bit of `s`.
#[inline]
fn each_bit(mut s: Cells, mut f: impl FnMut(u32)) {
    while s != 0 {
        f(s.trailing_zeros());
        s &= s - 1;
    }
}

/// Writes the after tiles of `pattern` anchored at `a` into `cells`; a repeated group's
/// repetition `rep` is `step` on each time, and the cell `keep` (its index) keeps its tile.
fn apply(
    cells: &mut [Cells; MAX_TILES],
    shape: Shape,
    a: u32,
    pattern: &[PatternCell],
    rep: u32,
    repeat: Option<((i32, i32), Option<usize>)>,
) {
    let cols = shape.cols() as i32;
    for (i, c) in pattern.iter().enumerate() {
        let (dr, dc) = match repeat {
            Some((_, Some(keep))) if keep == i => continue,
            Some((step, _)) => at_rep(c, step, rep),
            None => (c.dr, c.dc),
        };
        if c.before != c.after {
            let bit = 1u128 << (a as i32 + dr * cols + dc);
            cells[c.before as usize] &= !bit;
            cells[c.after as usize] |= bit;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shift_keeps_the_cells_whose_neighbour_is_on_the_board_and_in_the_set() {
        let shape = Shape::new(2, 3).unwrap();
        // Cells 0..=5 in two rows of three; the set is cell (0,2) and (1,0).
        let set = 1 << 2 | 1 << 3;
        // The cell right of (0,1) is (0,2); the cell right of (0,2) would wrap to (1,0).
        assert_eq!(shifted(shape, set, 0, 1), 1 << 1);
        assert_eq!(shifted(shape, set, 0, -1), 1 << 4);
        assert_eq!(shifted(shape, set, -1, 0), 1 << 5);
        assert_eq!(shifted(shape, set, 1, 0), 1 << 0);
        assert_eq!(shifted(shape, set, 1, 1), 0);
        assert_eq!(shifted(shape, set, -1, 2), 1 << 3);
        assert_eq!(shifted(shape, set, 1, -1), 1 << 1);
        assert_eq!(shifted(shape, 1 << 4, -1, 1), 0);
        assert_eq!(shifted(shape, 1 << 2, -1, -1), 0);
        assert_eq!(shifted(shape, 1 << 1, -1, 1), 1 << 3);
        assert_eq!(shifted(shape, set, 0, 3), 0);
    }
}
