//! The plain reference for Win/Lose/Draw: repeat "a position is won if some option is lost,
//! lost if every option is won" over every position until nothing changes; what is left
//! undecided is a draw. Quadratic at worst; it shares nothing with the retrograde pass but the
//! rows.

use super::{Rows, WinLoseDraw};

impl Rows {
    /// Win, Lose or Draw for every vertex by the plain fixpoint iteration, remoteness left
    /// at 0 (compare with [`WinLoseDraw::without_remoteness`]).
    pub fn fixpoint(&self) -> Vec<WinLoseDraw> {
        let n = self.len();
        let mut result = vec![WinLoseDraw::Draw; n as usize];
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..n {
                if result[i as usize] != WinLoseDraw::Draw {
                    continue;
                }
                let options = self.options(i);
                let outcome = |o: &u32| result[*o as usize];
                if options.iter().any(|o| outcome(o) == WinLoseDraw::Lose(0)) {
                    result[i as usize] = WinLoseDraw::Win(0);
                    changed = true;
                } else if options.iter().all(|o| outcome(o) == WinLoseDraw::Win(0)) {
                    result[i as usize] = WinLoseDraw::Lose(0);
                    changed = true;
                }
            }
        }
        result
    }
}
