//! Domineering's rule for certificates: the safe moves of the claimed winner against the most
//! moves the opponent can make, counted on the board as it stands, plainly (rows and columns
//! walked cell by cell), apart from the outcome search's move bounds.
//!
//! For Left (Right is the same with rows and columns swapped): a cell is *protected* when it
//! is empty and neither of its horizontal neighbours is an empty cell of the board. No
//! horizontal domino can ever cover it, since cells are only ever filled. In each column, a
//! run of `k` protected cells one below the other holds `floor(k / 2)` vertical dominoes
//! apart from each other: Left's *safe* moves, which Right can never spoil and which spoil
//! none of each other. Every horizontal domino Right will ever place lies in a run of empty
//! cells of one row as the board stands, and a run of `k` cells holds at most `floor(k / 2)`
//! dominoes apart from each other: Right's *most* moves. Playing only safe moves, Left makes
//! `safe` moves whatever Right does, and Right at most `most`. So Left wins moving first when
//! `safe > most`, and moving second when `safe >= most`.

use super::Board;
use crate::theory::outcome::Player;

/// Whether the rule proves that `winner` wins `p` with `mover` to move.
pub fn safe_moves_win(p: &Board, mover: Player, winner: Player) -> bool {
    let rows = p.shape.rows() as isize;
    let cols = p.shape.cols() as isize;
    let empty = |r: isize, c: isize| {
        (0..rows).contains(&r)
            && (0..cols).contains(&c)
            && p.empty >> p.shape.index(r as usize, c as usize) & 1 == 1
    };
    // The winner's dominoes lie along `along`; the opponent's across it.
    let vertical = winner == Player::Left;
    let protected = |r: isize, c: isize| {
        let (dr, dc) = if vertical { (0, 1) } else { (1, 0) };
        empty(r, c) && !empty(r - dr, c - dc) && !empty(r + dr, c + dc)
    };
    let safe = dominoes_in_runs(rows, cols, vertical, &protected);
    let most = dominoes_in_runs(rows, cols, !vertical, &empty);
    if mover == winner {
        safe > most
    } else {
        safe >= most
    }
}

/// How many dominoes apart from each other fit in the runs of cells where `holds` is true,
/// each run along a column when `vertical`, else along a row: `floor(k / 2)` for a run of `k`.
fn dominoes_in_runs(
    rows: isize,
    cols: isize,
    vertical: bool,
    holds: &dyn Fn(isize, isize) -> bool,
) -> u32 {
    let (lines, length) = if vertical { (cols, rows) } else { (rows, cols) };
    let mut dominoes = 0;
    for line in 0..lines {
        let mut run = 0;
        for at in 0..length {
            let (r, c) = if vertical { (at, line) } else { (line, at) };
            if holds(r, c) {
                run += 1;
            } else {
                dominoes += run / 2;
                run = 0;
            }
        }
        dominoes += run / 2;
    }
    dominoes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::PositionText;
    use Player::{Left, Right};

    fn board(text: &str) -> Board {
        Board::parse(text.as_bytes(), 1, 1).unwrap()
    }

    #[test]
    fn a_column_is_left_s_and_a_row_right_s() {
        // One vertical domino, no horizontal one: Left wins whoever starts.
        assert!(safe_moves_win(&board(".|."), Left, Left));
        assert!(safe_moves_win(&board(".|."), Right, Left));
        assert!(!safe_moves_win(&board(".|."), Left, Right));
        assert!(safe_moves_win(&board(".."), Right, Right));
        assert!(safe_moves_win(&board(".."), Left, Right));
    }

    #[test]
    fn a_2_by_2_square_is_proved_for_no_one() {
        // Its cells all have an empty neighbour each way: no safe move.
        for mover in [Left, Right] {
            for winner in [Left, Right] {
                assert!(!safe_moves_win(&board("..|.."), mover, winner));
            }
        }
    }

    #[test]
    fn counts_runs_of_protected_cells() {
        // Left: the first column's four protected cells hold two safe moves; Right has the
        // bottom row's pair, one move. Left wins moving first or second.
        let p = board(".#|.#|.#|.#|..");
        assert!(safe_moves_win(&p, Left, Left));
        assert!(safe_moves_win(&p, Right, Left));
        // One safe move against one: only moving second.
        let q = board(".#|.#|..");
        assert!(!safe_moves_win(&q, Left, Left));
        assert!(safe_moves_win(&q, Right, Left));
        // A run of three protected cells holds one safe move.
        let r = board(".#|.#|.#|..");
        assert!(!safe_moves_win(&r, Left, Left));
        assert!(safe_moves_win(&r, Right, Left));
    }
}
