//! Games decided by the final position, played on the engine's [`ScoredSearch`]: the
//! position says who is to move, every move is solved for its maker (win, loss or tie with
//! remoteness), and there is no value.

use super::budget::SolveBudget;
use super::text::{GameText, Request, RulesKind};
use super::{Kind, Mode, MoveView, PlayError, Played, Search, Verdict};
use crate::engine::scored::{End, ScoredRules, ScoredSearch, Solved};
use crate::report::Report;
use crate::theory::outcome::Player;

/// The kind of the games decided by the final position (a line of stones, a score): the
/// position says who is to move, and a game may end in a tie.
pub struct Scored;

/// A result as a player is told it (a margin by its sign).
pub(crate) fn verdict(end: End) -> Verdict {
    match end.outcome() {
        End::Win => Verdict::Win,
        End::Lose => Verdict::Lose,
        _ => Verdict::Tie,
    }
}

/// The index of the best of the moves whose results for their maker are `results`: the
/// greatest rank ([`Solved::score`]: the greater margin, the sooner win, the later loss), among
/// ties the sooner end; the first such move.
fn best(results: &[Solved]) -> Option<usize> {
    let key = |s: &Solved| {
        let tie_sooner = if s.end.outcome() == End::Tie {
            -i64::from(s.remoteness)
        } else {
            0
        };
        (s.score(), tie_sooner)
    };
    let mut best: Option<(usize, (i32, i64))> = None;
    for (i, s) in results.iter().enumerate() {
        let k = key(s);
        if best.is_none_or(|(_, b)| k > b) {
            best = Some((i, k));
        }
    }
    best.map(|(i, _)| i)
}

impl<R: ScoredRules> RulesKind<R> for Scored {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = ();
    const KIND: Kind = Kind::Scored;

    fn mover(mover: Option<Player>) -> Result<(), PlayError> {
        match mover {
            None => Ok(()),
            Some(_) => Err(PlayError::Mover(
                "the position says whose turn it is: name no player to move",
            )),
        }
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        q: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError> {
        let (game, rules, p, limits) = (q.game, q.rules, q.position, q.limits);
        // Its search already answers who wins: the outcome only is the same search.
        if q.mode == Mode::Misere {
            return Err(PlayError::Unsupported(
                "misère play is not searched for games decided by the final position",
            ));
        }
        let board = game.draw(&rules, &p);
        let position = game.write(&rules, &p);
        let named: Vec<(String, Vec<[usize; 2]>)> = rules
            .move_list(&p)
            .iter()
            .map(|(m, q)| {
                (
                    game.move_name(&rules, &p, m),
                    game.move_cells(&rules, &p, m, &board, q),
                )
            })
            .collect();
        let slots = usize::try_from(limits.positions).unwrap_or(usize::MAX);
        let mut search = ScoredSearch::new(rules, slots, SolveBudget::new(limits));
        let solved = search.solve(&p)?;
        let mut moves = Vec::with_capacity(named.len());
        let mut results = Vec::with_capacity(named.len());
        for ((name, cells), (_, q, mine)) in named.into_iter().zip(search.solve_moves(&p)?) {
            results.push(mine);
            moves.push(MoveView {
                name,
                position: game.write(search.rules(), &q),
                verdict: verdict(mine.end),
                remoteness: Some(mine.remoteness - 1),
                value: None,
                again: search.rules().mover_keeps_turn(&p, &q),
                cells,
            });
        }
        let played = Played {
            position,
            mover: None,
            drawing: board,
            verdict: verdict(solved.end),
            search: Search::Whole,
            moves,
            best: best(&results),
            searched: search.searched,
        };
        Ok(played.into_report(game.name(), None, Some(solved.remoteness)))
    }
}
