//! The retrograde pass: from the positions without a move (lost, remoteness 0) backwards, in
//! order of remoteness, on one first-in first-out queue. A parent of a lost position is won
//! (the first time it is reached, by the fastest win); a parent all of whose options are won
//! is lost (when its last option is reached, by the slowest loss). What is never reached is
//! a draw.

use super::{Rows, WinLoseDraw};
use crate::progress::Progress;

/// The flag of a position not settled yet: its other bits count its options not known to be
/// won. A settled position holds its remoteness twice, plus one for a win. One word a position,
/// so each move backwards reads one place.
const OPEN: u32 = 1 << 31;

/// How many positions are settled between two reports to the progress hook.
const PROGRESS_EVERY: usize = 1 << 18;

impl Rows {
    /// Win, Lose or Draw with remoteness for every vertex, the player to move at it moving
    /// to one of its options (the player who cannot move loses).
    pub fn retrograde(&self) -> Vec<WinLoseDraw> {
        self.retrograde_with_progress(&mut crate::progress::NoProgress)
    }

    /// [`retrograde`](Rows::retrograde), telling `progress` how many vertices are settled
    /// (of all of them, when the draws are known at the end).
    pub fn retrograde_with_progress(&self, progress: &mut dyn Progress) -> Vec<WinLoseDraw> {
        let n = self.len() as usize;
        let parents = self.parents();
        let mut state: Vec<u32> = (0..n).map(|i| OPEN | self.out_degree(i)).collect();
        let mut queue: Vec<u32> = Vec::with_capacity(n);
        for (i, s) in state.iter_mut().enumerate() {
            if *s == OPEN {
                *s = 0;
                queue.push(i as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            let code = state[v as usize];
            let next = (code >> 1) + 1;
            if code & 1 == 0 {
                for &p in parents.options(v) {
                    let s = &mut state[p as usize];
                    if *s & OPEN != 0 {
                        *s = next << 1 | 1;
                        queue.push(p);
                    }
                }
            } else {
                for &p in parents.options(v) {
                    let s = &mut state[p as usize];
                    if *s & OPEN != 0 {
                        *s -= 1;
                        if *s == OPEN {
                            *s = next << 1;
                            queue.push(p);
                        }
                    }
                }
            }
            if head.is_multiple_of(PROGRESS_EVERY) {
                progress.update(head as u64, None);
            }
        }
        progress.update(n as u64, Some(n as u64));
        state
            .into_iter()
            .map(|code| match code {
                c if c & OPEN != 0 => WinLoseDraw::Draw,
                c if c & 1 == 1 => WinLoseDraw::Win(c >> 1),
                c => WinLoseDraw::Lose(c >> 1),
            })
            .collect()
    }
}

/// Win, Lose or Draw with remoteness of partizan play, `left` and `right` holding each
/// vertex's moves for Left and for Right: for each vertex, `[with Left to move, with Right to
/// move]`. The one pass on the rows of play by turns ([`Rows::by_turns`]).
pub fn retrograde_by_turns(left: &Rows, right: &Rows) -> Vec<[WinLoseDraw; 2]> {
    Rows::by_turns(left, right)
        .retrograde()
        .chunks_exact(2)
        .map(|turns| [turns[0], turns[1]])
        .collect()
}
