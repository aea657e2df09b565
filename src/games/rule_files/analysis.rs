//! What a rule file's patterns say about its game: which patterns make the same moves, and
//! how far apart the cells one move reads are (which decides the parts of a position).

use super::compiled::{Pattern, PatternCell, Reach};

/// Whether two patterns make the same moves: the same cells and conditions up to where the
/// anchor is.
pub fn same_moves(a: &Pattern, b: &Pattern) -> bool {
    a.repeat.is_none() && b.repeat.is_none() && normal_cells(a) == normal_cells(b)
}

/// A pattern's cells and conditions as offsets from its least cell, sorted.
fn normal_cells(p: &Pattern) -> (Vec<PatternCell>, Vec<(bool, u8, Vec<(i32, i32)>)>) {
    let origin = p.cells.iter().map(|c| (c.dr, c.dc)).min().unwrap_or((0, 0));
    let mut cells: Vec<PatternCell> = p
        .cells
        .iter()
        .map(|c| PatternCell {
            dr: c.dr - origin.0,
            dc: c.dc - origin.1,
            ..*c
        })
        .collect();
    cells.sort();
    let mut conditions: Vec<_> = p
        .conditions
        .iter()
        .map(|c| {
            let mut dirs: Vec<(i32, i32)> = c
                .dirs
                .iter()
                .map(|&(r, k)| (r - origin.0, k - origin.1))
                .collect();
            dirs.sort();
            (c.wanted, c.tile, dirs)
        })
        .collect();
    conditions.sort();
    (cells, conditions)
}

/// How far apart the cells one move reads are, over every pattern.
pub fn reach<'a>(patterns: impl Iterator<Item = &'a Pattern>) -> Reach {
    let mut worst = Reach::Orthogonal;
    for p in patterns {
        let mut cells: Vec<(i32, i32)> = p.cells.iter().map(|c| (c.dr, c.dc)).collect();
        if let Some(r) = &p.repeat {
            for rep in 0..2 {
                cells.extend(
                    r.cells
                        .iter()
                        .map(|c| (c.dr + rep * r.step.0, c.dc + rep * r.step.1)),
                );
            }
        }
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
