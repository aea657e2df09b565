//! The retrograde pass: from the positions without a move (lost, remoteness 0) backwards, in
//! order of remoteness, on one first-in first-out queue. A parent of a lost position is won
//! (the first time it is reached, by the fastest win); a parent all of whose options are won
//! is lost (when its last option is reached, by the slowest loss). What is never reached is
//! a draw.

use super::{GameGraph, WinLoseDraw};
use crate::engine::progress::Progress;

/// Not reached by the pass (yet): a draw at the end.
const UNKNOWN: u32 = u32::MAX;

/// How many positions are settled between two reports to the progress hook.
const PROGRESS_EVERY: usize = 1 << 18;

impl<P> GameGraph<P> {
    /// Win, Lose or Draw with remoteness for every position, by index.
    pub fn retrograde(&self) -> Vec<WinLoseDraw> {
        self.retrograde_with_progress(&mut crate::engine::progress::NoProgress)
    }

    /// [`retrograde`](GameGraph::retrograde), telling `progress` how many positions are
    /// settled (of the graph's, when the draws are known at the end).
    pub fn retrograde_with_progress(&self, progress: &mut dyn Progress) -> Vec<WinLoseDraw> {
        let n = self.len() as usize;
        let parents = self.parents();
        // Remoteness twice, plus one for a win; UNKNOWN until settled.
        let mut settled = vec![UNKNOWN; n];
        let mut options_left: Vec<u32> = (0..n).map(|i| self.out_degree(i)).collect();
        let mut queue: Vec<u32> = Vec::with_capacity(n);
        for (i, &left) in options_left.iter().enumerate() {
            if left == 0 {
                settled[i] = 0;
                queue.push(i as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            let code = settled[v as usize];
            let next = (code >> 1) + 1;
            if code & 1 == 0 {
                for &p in parents.of(v) {
                    let slot = &mut settled[p as usize];
                    if *slot == UNKNOWN {
                        *slot = next << 1 | 1;
                        queue.push(p);
                    }
                }
            } else {
                for &p in parents.of(v) {
                    if settled[p as usize] == UNKNOWN {
                        let left = &mut options_left[p as usize];
                        *left -= 1;
                        if *left == 0 {
                            settled[p as usize] = next << 1;
                            queue.push(p);
                        }
                    }
                }
            }
            if head % PROGRESS_EVERY == 0 {
                progress.update(head as u64, None);
            }
        }
        progress.update(n as u64, Some(n as u64));
        settled
            .into_iter()
            .map(|code| match code {
                UNKNOWN => WinLoseDraw::Draw,
                c if c & 1 == 1 => WinLoseDraw::Win(c >> 1),
                c => WinLoseDraw::Lose(c >> 1),
            })
            .collect()
    }
}
