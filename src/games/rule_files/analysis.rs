//! What a rule file's patterns say about its game: which patterns make the same moves, and
//! how far apart the cells one move reads are (which decides the parts of a position).

use super::compiled::{MAX_TILES, Pattern, PatternCell, Reach};
use crate::games::boards::grid::Symmetry;

/// Whether two patterns make the same moves: the same cells and conditions up to where the
/// anchor is.
pub fn same_moves(a: &Pattern, b: &Pattern) -> bool {
    let same = [0, 1, 2, 3];
    key(a, &|d| d, &same) == key(b, &|d| d, &same)
}

/// How far apart the cells one move reads are, over every pattern.
pub fn reach<'a>(patterns: impl Iterator<Item = &'a Pattern>) -> Reach {
    let mut worst = Reach::Orthogonal;
    let patterns: Vec<&Pattern> = patterns.collect();
    if patterns
        .iter()
        .any(|p| p.then.iter().any(|t| !t.conditions.is_empty()))
    {
        return Reach::Whole;
    }
    for (p, cells) in
        (patterns.iter()).flat_map(|&p| move_cells(p).into_iter().map(move |cells| (p, cells)))
    {
        let read: Vec<(i32, i32)> = p.conditions.iter().flat_map(|c| c.dirs.clone()).collect();
        let fits = |near: fn((i32, i32), (i32, i32)) -> bool| {
            joined(&cells, near)
                && read
                    .iter()
                    .all(|&r| cells.iter().any(|&c| c == r || near(c, r)))
        };
        if fits(|a, b| (a.0 - b.0).abs() + (a.1 - b.1).abs() == 1) {
            continue;
        }
        if fits(|a, b| (a.0 - b.0).abs().max((a.1 - b.1).abs()) == 1) {
            worst = Reach::King;
        } else {
            return Reach::Whole;
        }
    }
    worst
}

/// The offsets of the cells of pattern `p`'s moves: of its one move, or of its moves with the
/// fewest repetitions of its group and one and two more (a longer move's cells are joined
/// when these are, since its repetitions follow one another the same way).
fn move_cells(p: &Pattern) -> Vec<Vec<(i32, i32)>> {
    let first = action_cells(p);
    if p.then.is_empty() {
        return first.collect();
    }
    let mut out = Vec::new();
    for cells in first {
        // The second action is anchored at the first's last cell.
        let end = *cells.last().expect("a pattern has cells");
        for second in p.then.iter().flat_map(action_cells) {
            let moved = second.iter().map(|&(r, c)| (r + end.0, c + end.1));
            out.push(cells.iter().copied().chain(moved).collect());
        }
    }
    out
}

/// The offsets of the cells of one action of pattern `p`, as [`move_cells`] takes them, each
/// list ending with the action's last cell.
fn action_cells(p: &Pattern) -> impl Iterator<Item = Vec<(i32, i32)>> + '_ {
    let fixed = p.cells.iter().map(|c| (c.dr, c.dc));
    let counts = match &p.repeat {
        Some(r) => r.least..r.least + 3,
        None => 0..1,
    };
    counts.map(move |reps| {
        let mut cells: Vec<(i32, i32)> = fixed.clone().collect();
        if let Some(r) = &p.repeat {
            let at = |c: &PatternCell, rep: u32| {
                let rep = rep as i32;
                (c.dr + rep * r.step.0, c.dc + rep * r.step.1)
            };
            cells.extend((0..reps).flat_map(|rep| r.cells.iter().map(move |c| at(c, rep))));
            cells.extend(r.tail.iter().map(|c| at(c, reps)));
        }
        cells
    })
}

/// Whether `cells` are joined as `near` neighbours.
fn joined(cells: &[(i32, i32)], near: fn((i32, i32), (i32, i32)) -> bool) -> bool {
    let mut reached = vec![false; cells.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        for j in 0..cells.len() {
            if !reached[j] && near(cells[i], cells[j]) {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.iter().all(|&r| r)
}

/// A symmetry of the rules: a symmetry of the rectangle with the tiles renamed, under which
/// each player's moves are that player's (the value kept) or the other's (the value negated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Image {
    /// The symmetry of the board.
    pub sym: Symmetry,
    /// The tile each tile becomes.
    pub tiles: [u8; MAX_TILES],
    /// Whether the players' moves are swapped, which negates the value.
    pub negate: bool,
}

/// A pattern as a set of moves: its cells and conditions from its least cell, the fixed cells
/// and conditions sorted, a repeated group in its order with its step; for a move of two
/// actions, where the first ends and the second's patterns, each with its anchor.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    fixed: Vec<PatternCell>,
    repeat: Option<GroupKey>,
    conditions: Vec<ConditionKey>,
    then: Option<ThenKey>,
}

/// A repeated group's cells, step, fewest repetitions and tail.
type GroupKey = (Vec<PatternCell>, (i32, i32), u32, Vec<PatternCell>);

/// A condition: `if` or `unless`, the tile, the offsets looked at.
type ConditionKey = (bool, u8, Vec<(i32, i32)>);

/// Where the first action ends, and the second action's patterns with their anchors.
type ThenKey = ((i32, i32), Vec<(Key, (i32, i32))>);

/// Pattern `p` as a set of moves, after the offset map `map` and the tile renaming `tiles`.
fn key(p: &Pattern, map: &impl Fn((i32, i32)) -> (i32, i32), tiles: &[u8; MAX_TILES]) -> Key {
    let cell = |c: &PatternCell| {
        let (dr, dc) = map((c.dr, c.dc));
        PatternCell {
            dr,
            dc,
            before: tiles[usize::from(c.before)],
            after: tiles[usize::from(c.after)],
        }
    };
    let fixed: Vec<PatternCell> = p.cells.iter().map(cell).collect();
    let group: Vec<PatternCell> = (p.repeat.iter())
        .flat_map(|r| r.cells.iter().map(cell))
        .collect();
    let origin = (fixed.iter().chain(&group))
        .map(|c| (c.dr, c.dc))
        .min()
        .unwrap_or((0, 0));
    let moved = |c: &PatternCell| PatternCell {
        dr: c.dr - origin.0,
        dc: c.dc - origin.1,
        ..*c
    };
    let mut fixed: Vec<PatternCell> = fixed.iter().map(moved).collect();
    fixed.sort();
    let repeat = (p.repeat.as_ref()).map(|r| {
        let tail = r.tail.iter().map(|c| moved(&cell(c))).collect();
        (
            group.iter().map(moved).collect(),
            map(r.step),
            r.least,
            tail,
        )
    });
    let mut conditions: Vec<_> = (p.conditions.iter())
        .map(|c| {
            let mut dirs: Vec<(i32, i32)> = (c.dirs.iter())
                .map(|&d| map(d))
                .map(|(r, k)| (r - origin.0, k - origin.1))
                .collect();
            dirs.sort();
            (c.wanted, tiles[usize::from(c.tile)], dirs)
        })
        .collect();
    conditions.sort();
    let then = (!p.then.is_empty()).then(|| {
        let ends = action_cells(p)
            .next()
            .and_then(|cells| cells.last().copied());
        let (r, c) = map(ends.unwrap_or((0, 0)));
        let mut second: Vec<(Key, (i32, i32))> = (p.then.iter())
            .map(|t| {
                let key = key(t, map, tiles);
                let least = (t.all_cells().map(|c| map((c.dr, c.dc)))).min();
                let (lr, lc) = least.unwrap_or((0, 0));
                (key, (-lr, -lc))
            })
            .collect();
        second.sort();
        ((r - origin.0, c - origin.1), second)
    });
    Key {
        fixed,
        repeat,
        conditions,
        then,
    }
}

/// The moves of `patterns` after the offset map `map` and the tile renaming `tiles`.
fn moves_after(
    patterns: &[Pattern],
    map: impl Fn((i32, i32)) -> (i32, i32),
    tiles: &[u8; MAX_TILES],
) -> Vec<Key> {
    let mut keys: Vec<Key> = patterns.iter().map(|p| key(p, &map, tiles)).collect();
    keys.sort();
    keys.dedup();
    keys
}

/// Every renaming of `n` tiles.
fn renamings(n: usize) -> Vec<[u8; MAX_TILES]> {
    let mut out = vec![];
    let mut tiles = [0, 1, 2, 3];
    permute(&mut tiles, 0, n, &mut out);
    out
}

fn permute(tiles: &mut [u8; MAX_TILES], k: usize, n: usize, out: &mut Vec<[u8; MAX_TILES]>) {
    if k == n {
        out.push(*tiles);
        return;
    }
    for i in k..n {
        tiles.swap(k, i);
        permute(tiles, k + 1, n, out);
        tiles.swap(k, i);
    }
}

/// The symmetries of the rules other than the identity: every symmetry of the rectangle (of
/// the strip: its mirror image) with every renaming of the tiles under which the moves of
/// each player are that player's or the other's, grouped by symmetry of the board.
pub fn symmetries(left: &[Pattern], right: &[Pattern], tiles: usize, strip: bool) -> Vec<Image> {
    let identity = [0, 1, 2, 3];
    let (left_moves, right_moves) = (
        moves_after(left, |d| d, &identity),
        moves_after(right, |d| d, &identity),
    );
    let mut out = Vec::new();
    for sym in Symmetry::ALL {
        if strip && (sym.transpose || sym.flip_rows) {
            continue;
        }
        let map = move |(dr, dc): (i32, i32)| {
            let (r, c) = if sym.transpose { (dc, dr) } else { (dr, dc) };
            (
                if sym.flip_rows { -r } else { r },
                if sym.flip_cols { -c } else { c },
            )
        };
        for renaming in renamings(tiles) {
            if renaming == identity && sym == Symmetry::ALL[0] {
                continue;
            }
            let (l, r) = (
                moves_after(left, map, &renaming),
                moves_after(right, map, &renaming),
            );
            let negate = if (&l, &r) == (&left_moves, &right_moves) {
                false
            } else if (&l, &r) == (&right_moves, &left_moves) {
                true
            } else {
                continue;
            };
            out.push(Image {
                sym,
                tiles: renaming,
                negate,
            });
        }
    }
    out
}
