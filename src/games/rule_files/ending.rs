//! The proof that a rule file's play always ends: a potential that every move lowers. It is a
//! weighted count of the tiles (`a` per tile, from 0 to 2), and for the moves that leave that
//! count as it was, a weighted sum of the tiles' columns and rows (`b` and `c` per tile, from -1
//! to 1) that every such move lowers wherever it is made (Toads and Frogs: a toad's column
//! grows). Positions ordered by the pair are well founded on a bounded board, so play ends.
//! A file without such a potential is solved as a loopy game (its play might repeat).

use super::compiled::{Pattern, PatternCell};

/// Each pattern's changes: per tile, how many more cells hold it after the move, and the sums
/// of the columns and rows of its cells gained (less those lost), with a repeated group taken
/// as often as it must be (once for `+`, none for `*`) and its tail, and one more repetition
/// checked apart.
struct Change {
    count: [i32; 4],
    cols: [i32; 4],
    rows: [i32; 4],
    /// The count change of one more repetition of each repeated group (its last cell kept when
    /// no tail follows).
    again: Vec<[i32; 4]>,
    /// Whether the move is of two actions, whose columns and rows are not summed: such a move
    /// must lower the weighted count.
    two_actions: bool,
}

/// The changes of `p`'s moves: one, or one per second action, the two actions' counts summed.
fn changes(p: &Pattern) -> Vec<Change> {
    let first = change(p);
    if p.then.is_empty() {
        return vec![first];
    }
    p.then
        .iter()
        .map(|t| {
            let second = change(t);
            let sum = |a: [i32; 4], b: [i32; 4]| std::array::from_fn(|i| a[i] + b[i]);
            Change {
                count: sum(first.count, second.count),
                cols: sum(first.cols, second.cols),
                rows: sum(first.rows, second.rows),
                again: first.again.iter().chain(&second.again).copied().collect(),
                two_actions: true,
            }
        })
        .collect()
}

fn change(p: &Pattern) -> Change {
    let mut c = Change {
        count: [0; 4],
        cols: [0; 4],
        rows: [0; 4],
        again: Vec::new(),
        two_actions: false,
    };
    let add = |cell: &PatternCell, c: &mut Change| {
        if cell.before != cell.after {
            let (b, a) = (usize::from(cell.before), usize::from(cell.after));
            c.count[a] += 1;
            c.count[b] -= 1;
            c.cols[a] += cell.dc;
            c.cols[b] -= cell.dc;
            c.rows[a] += cell.dr;
            c.rows[b] -= cell.dr;
        }
    };
    p.cells.iter().for_each(|cell| add(cell, &mut c));
    if let Some(r) = &p.repeat {
        if r.least > 0 {
            r.cells.iter().for_each(|cell| add(cell, &mut c));
        }
        r.tail.iter().for_each(|cell| add(cell, &mut c));
        let mut again = [0; 4];
        let passed = r.cells.len() - usize::from(r.tail.is_empty());
        for cell in &r.cells[..passed] {
            if cell.before != cell.after {
                again[usize::from(cell.after)] += 1;
                again[usize::from(cell.before)] -= 1;
            }
        }
        c.again.push(again);
    }
    c
}

fn dot(w: &[i32; 4], v: &[i32; 4]) -> i32 {
    w.iter().zip(v).map(|(a, b)| a * b).sum()
}

/// Every weight vector of `tiles` entries drawn from `range`.
fn weights(tiles: usize, range: std::ops::RangeInclusive<i32>) -> Vec<[i32; 4]> {
    let mut out = vec![[0; 4]];
    for t in 0..tiles {
        out = out
            .into_iter()
            .flat_map(|w| {
                range.clone().map(move |x| {
                    let mut w = w;
                    w[t] = x;
                    w
                })
            })
            .collect();
    }
    out
}

/// Whether play under `patterns` (over `tiles` tiles) provably ends.
pub fn always_ends(patterns: &[Pattern], tiles: usize) -> bool {
    let changes: Vec<Change> = patterns.iter().flat_map(changes).collect();
    let positional = weights(tiles, -1..=1);
    weights(tiles, 0..=2).into_iter().any(|a| {
        let lowered =
            |c: &Change| dot(&a, &c.count) <= 0 && c.again.iter().all(|again| dot(&a, again) <= 0);
        if !changes.iter().all(lowered) {
            return false;
        }
        let level: Vec<&Change> = changes.iter().filter(|c| dot(&a, &c.count) == 0).collect();
        if level.iter().any(|c| !c.again.is_empty() || c.two_actions) {
            return false;
        }
        level.is_empty()
            || positional.iter().any(|b| {
                positional.iter().any(|k| {
                    level.iter().all(|c| {
                        // Wherever the anchor is: the weights' counts must not change.
                        dot(b, &c.count) == 0
                            && dot(k, &c.count) == 0
                            && dot(b, &c.cols) + dot(k, &c.rows) < 0
                    })
                })
            })
    })
}
