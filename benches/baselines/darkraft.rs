//! The editorial's algorithm, kept as the benchmark baseline: a memoised recursion over
//! rectangles `[u, d] × [l, r]` (inclusive) of diagonal coordinates
//! `a = (i + j) / 2`, `b = (i − j + m − 1) / 2`, one game per parity, starting from the fixed
//! box `[0, (n + m) / 2 + 2]²`, trying every point of each rectangle and skipping those that
//! are not cells.

use cgsolve::games::contests::darkraft::{Board, Letter};
use cgsolve::theory::nimber::{MexSet, Nimber};

/// The editorial's memoised rectangle recursion for one board.
pub struct Editorial {
    /// The box side: coordinates run over `0..=max`.
    max: usize,
    /// The letter at (parity, a, b), when that point is a cell.
    cells: Vec<Option<Letter>>,
    /// The memo over (parity, u, d, l, r); `None` until computed.
    memo: Vec<Option<u32>>,
}

impl Editorial {
    /// The recursion set up for `board`, with an empty memo of `2 · (max + 1)⁴` entries.
    pub fn new(board: &Board) -> Editorial {
        let (n, m) = (board.rows(), board.cols());
        let max = (n + m) / 2 + 2;
        let side = max + 1;
        let mut cells = vec![None; 2 * side * side];
        for i in 0..n {
            for j in 0..m {
                let (p, a, b) = ((i + j) & 1, (i + j) / 2, (i + m - 1 - j) / 2);
                cells[(p * side + a) * side + b] = Some(board.letter(i, j));
            }
        }
        Editorial {
            max,
            cells,
            memo: vec![None; 2 * side * side * side * side],
        }
    }

    /// Whether the first player wins: the two parity games' values xor to non-zero.
    pub fn first_player_wins(&mut self) -> bool {
        let max = self.max as isize;
        let total = self.solve(0, 0, max, 0, max) ^ self.solve(1, 0, max, 0, max);
        total != 0
    }

    /// The Grundy value of the cells of parity `p` inside `[u, d] × [l, r]`.
    fn solve(&mut self, p: usize, u: isize, d: isize, l: isize, r: isize) -> u32 {
        if u > d || l > r {
            return 0;
        }
        let side = self.max + 1;
        let key =
            (((p * side + u as usize) * side + d as usize) * side + l as usize) * side + r as usize;
        if let Some(value) = self.memo[key] {
            return value;
        }
        let mut seen = MexSet::default();
        for a in u..=d {
            for b in l..=r {
                let Some(letter) = self.cells[(p * side + a as usize) * side + b as usize] else {
                    continue;
                };
                let value = match letter {
                    Letter::L => self.solve(p, u, a - 1, l, r) ^ self.solve(p, a + 1, d, l, r),
                    Letter::R => self.solve(p, u, d, l, b - 1) ^ self.solve(p, u, d, b + 1, r),
                    Letter::X => {
                        self.solve(p, u, a - 1, l, b - 1)
                            ^ self.solve(p, u, a - 1, b + 1, r)
                            ^ self.solve(p, a + 1, d, l, b - 1)
                            ^ self.solve(p, a + 1, d, b + 1, r)
                    }
                };
                seen.insert(Nimber(value));
            }
        }
        let value = seen.mex().0;
        self.memo[key] = Some(value);
        value
    }
}

/// Whether the first player wins `board`, by the editorial's recursion.
pub fn first_player_wins(board: &Board) -> bool {
    Editorial::new(board).first_player_wins()
}
