//! The editorial's alternative to the parity law, implemented faithfully as the benchmarks'
//! baseline: a win/lose bitmask DP over the states of the board (bit `i` set when cell `i`
//! holds a checker), memoised, trying every move from each state. O(2^N · N) for N cells.

/// Whether the first player wins on `board` (`.` and `o`, at most 30 cells), by the editorial's
/// bitmask DP with a fresh memo of 2^N states. `None` for other characters or lengths.
///
/// ```
/// use cgsolve::games::contests::checkers::baseline::bitmask_dp;
/// assert_eq!(bitmask_dp(".o..."), Some(true));
/// assert_eq!(bitmask_dp(".o...ooo..oo.."), Some(false));
/// ```
pub fn bitmask_dp(board: &str) -> Option<bool> {
    let n = board.len();
    if n == 0 || n > 30 {
        return None;
    }
    let mut mask = 0usize;
    for (i, b) in board.bytes().enumerate() {
        match b {
            b'o' => mask |= 1 << i,
            b'.' => {}
            _ => return None,
        }
    }
    // A checker on the last cell disappears before the first move.
    mask &= !(1 << (n - 1));
    let mut dp = BitmaskDp {
        n,
        memo: vec![Unknown; 1 << n],
    };
    Some(dp.wins(mask))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Unknown,
    Win,
    Lose,
}
use State::{Lose, Unknown, Win};

struct BitmaskDp {
    n: usize,
    memo: Vec<State>,
}

impl BitmaskDp {
    /// Whether the player to move wins from `mask`.
    fn wins(&mut self, mask: usize) -> bool {
        match self.memo[mask] {
            Win => return true,
            Lose => return false,
            Unknown => {}
        }
        let n = self.n;
        let has = |cell: usize| mask >> cell & 1 == 1;
        let land = |without: usize, cell: usize| {
            if cell == n - 1 {
                without
            } else {
                without | 1 << cell
            }
        };
        let mut win = false;
        for i in 0..n - 1 {
            if !has(i) {
                continue;
            }
            let without = mask & !(1 << i);
            if !has(i + 1) && !self.wins(land(without, i + 1)) {
                win = true;
                break;
            }
            if i + 3 < n
                && has(i + 1)
                && has(i + 2)
                && !has(i + 3)
                && !self.wins(land(without, i + 3))
            {
                win = true;
                break;
            }
        }
        self.memo[mask] = if win { Win } else { Lose };
        win
    }
}

/// The editorial's intended solution, as written there: add `N - i - 1` for every checker on
/// cell `i`, answer by the parity of the total. It reads a board already known to be valid
/// (`.` and `o` only, one line), so it is the floor for a parser that also checks the input.
///
/// ```
/// use cgsolve::games::contests::checkers::baseline::parity_loop;
/// assert!(!parity_loop(b".o..o...o....o.....o"));
/// ```
pub fn parity_loop(board: &[u8]) -> bool {
    let n = board.len() as u64;
    let mut parity = 0u64;
    for (i, &b) in board.iter().enumerate() {
        if b == b'o' {
            parity += n - i as u64 - 1;
        }
    }
    parity % 2 == 1
}
