//! The contest editorial's algorithm, implemented faithfully as the baseline for benchmarks:
//! the board's cells in axial coordinates, every contiguous segment of the lines of constant
//! `x`, `y` and `x + y` as a move mask (duplicates removed), and a memoised depth-first search
//! over whole positions, `win(state)` true when some move leads to a lost state.
//!
//! The editorial fixes the radius at 2 (the 19-cell board); here the radius is a parameter so
//! the same algorithm runs on larger hexagons. Cells are numbered in the same reading order as
//! the rest of the crate (`x` is the row), so masks mean the same cells.

use std::collections::{BTreeMap, HashMap, HashSet};

/// The editorial's memoised search: a move list and a memo of won and lost positions.
pub struct EditorialSearch {
    moves: Vec<u64>,
    memo: HashMap<u64, bool>,
}

impl EditorialSearch {
    /// The search for a hexagon of radius `radius` (side `radius + 1`; the contest board has
    /// radius 2), with an empty memo. Radius at most 4 (61 cells).
    pub fn new(radius: i32) -> EditorialSearch {
        assert!((0..=4).contains(&radius), "radius 0 to 4 fits in 64 bits");
        let mut coords = Vec::new();
        for x in -radius..=radius {
            let y_min = (-radius).max(-x - radius);
            let y_max = radius.min(-x + radius);
            for y in y_min..=y_max {
                coords.push((x, y));
            }
        }
        let mut groups: BTreeMap<(u8, i32), Vec<(i32, usize)>> = BTreeMap::new();
        for (i, &(x, y)) in coords.iter().enumerate() {
            groups.entry((0, x)).or_default().push((y, i));
            groups.entry((1, y)).or_default().push((x, i));
            groups.entry((2, x + y)).or_default().push((x, i));
        }
        let mut moves = Vec::new();
        for line in groups.values_mut() {
            line.sort();
            let cells: Vec<usize> = line.iter().map(|&(_, i)| i).collect();
            for l in 0..cells.len() {
                let mut mask = 0u64;
                for &cell in &cells[l..] {
                    mask |= 1 << cell;
                    moves.push(mask);
                }
            }
        }
        let moves: Vec<u64> = moves
            .into_iter()
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        EditorialSearch {
            moves,
            memo: HashMap::new(),
        }
    }

    /// How many distinct moves the board has.
    pub fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// Whether the player to move from `state` wins.
    pub fn win(&mut self, state: u64) -> bool {
        if let Some(&w) = self.memo.get(&state) {
            return w;
        }
        let mut won = false;
        for i in 0..self.moves.len() {
            let mv = self.moves[i];
            if state & mv == mv && !self.win(state ^ mv) {
                won = true;
                break;
            }
        }
        self.memo.insert(state, won);
        won
    }
}
