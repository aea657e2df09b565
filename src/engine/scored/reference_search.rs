//! The reference: a position's result searched by plain recursion over the rules, every
//! move of every position, nothing remembered.

use super::{End, ScoredRules, Solved};

/// The result of `p` under best play, by plain recursion: at a terminal position its
/// result at remoteness 0, else the best of what its moves give their maker (the greater
/// [`Solved::score`], and between ties the sooner end).
pub fn reference<R: ScoredRules>(rules: &R, p: &R::Position) -> Solved {
    if let Some(end) = rules.result(p) {
        return Solved { end, remoteness: 0 };
    }
    let mut best: Option<Solved> = None;
    for (_, q) in rules.move_list(p) {
        let mine = reference(rules, &q).before();
        let better = match best {
            None => true,
            Some(b) if mine.end == End::Tie && b.end == End::Tie => mine.remoteness < b.remoteness,
            Some(b) => mine.score() > b.score(),
        };
        if better {
            best = Some(mine);
        }
    }
    best.expect("a position that is not terminal has a move")
}
