//! The remoteness of a tie: the fewest moves to the end over play in which every move keeps
//! the tie, searched on an explicit stack.

use super::{End, ScoredRules, ScoredSearch, ended};
use crate::engine::parts::Budget;
use rustc_hash::FxHashMap;

/// One tied position being searched: its moves that keep the tie, and the fewest moves to
/// the end found so far.
struct TieFrame<P> {
    position: P,
    ties: Vec<P>,
    next: usize,
    best: u32,
}

impl<R: ScoredRules, B: Budget> ScoredSearch<R, B> {
    /// The remoteness of `p`, a tie: 0 at its end, else one more than the least remoteness
    /// among the moves that keep the tie. The remoteness found are remembered up to as many
    /// positions as the table holds, then forgotten.
    pub(super) fn tie_remoteness(&mut self, root: &R::Position) -> Result<u32, B::Error> {
        let capacity = self.table.most;
        let mut known: FxHashMap<R::Position, u32> = FxHashMap::default();
        let mut stack: Vec<TieFrame<R::Position>> = Vec::new();
        let mut returned: Option<u32> = None;
        let mut entering = Some(root.clone());
        loop {
            if let Some(p) = entering.take() {
                if let Some(&r) = known.get(&p) {
                    returned = Some(r);
                } else if ended(&self.rules, &p) == Some(End::Tie) {
                    returned = Some(0);
                } else {
                    self.budget.spend()?;
                    let mut ties = Vec::new();
                    for (_, q) in self.rules.move_list(&p) {
                        if self.is_tie(&q)? {
                            ties.push(q);
                        }
                    }
                    stack.push(TieFrame {
                        position: p,
                        ties,
                        next: 0,
                        best: u32::MAX,
                    });
                }
            }
            let Some(frame) = stack.last_mut() else {
                return Ok(returned.expect("the root returns a remoteness"));
            };
            if let Some(r) = returned.take() {
                frame.best = frame.best.min(r + 1);
            }
            // A move to a tie's end is the soonest there is.
            if frame.best > 1 && frame.next < frame.ties.len() {
                entering = Some(frame.ties[frame.next].clone());
                frame.next += 1;
                continue;
            }
            let frame = stack.pop().expect("a frame is open");
            if known.len() >= capacity {
                known.clear();
            }
            known.insert(frame.position, frame.best);
            returned = Some(frame.best);
        }
    }
}
