//! The reference: a position's result searched by plain minimax over the rules, every move of
//! every position, each position's exact result remembered for the rest of the one question.

use super::{End, ScoredRules, Solved, ended};
use rustc_hash::FxHashMap;

/// The result of `p` under best play, by plain minimax: at a terminal position its result at
/// remoteness 0, else the best of what its moves give their maker (the greater
/// [`Solved::score`], and between ties the sooner end).
pub fn reference<R: ScoredRules>(rules: &R, p: &R::Position) -> Solved {
    solve(rules, p, &mut FxHashMap::default())
}

/// [`reference`], with the results found so far.
fn solve<R: ScoredRules>(
    rules: &R,
    p: &R::Position,
    known: &mut FxHashMap<R::Position, Solved>,
) -> Solved {
    if let Some(end) = ended(rules, p) {
        return Solved { end, remoteness: 0 };
    }
    if let Some(&solved) = known.get(p) {
        return solved;
    }
    let mut best: Option<Solved> = None;
    for (_, q) in rules.move_list(p) {
        let mine = solve(rules, &q, known).for_maker(rules.mover_keeps_turn(p, &q));
        let better = match best {
            None => true,
            Some(b) if mine.end == End::Tie && b.end == End::Tie => mine.remoteness < b.remoteness,
            Some(b) => mine.score() > b.score(),
        };
        if better {
            best = Some(mine);
        }
    }
    let solved = best.expect("a position that is not terminal has a move");
    known.insert(p.clone(), solved);
    solved
}
