//! Impartial games played on the engine's [`Solver`]: values are nimbers, the outcome comes
//! from the Grundy value, remoteness from the solver's remoteness search.

use super::budget::{Limits, SolveBudget};
use super::text::{GameText, RulesKind};
use super::{Analysis, Kind, MoveView, PlayError, Verdict, best_move};
use crate::engine::parts::HashMemo;
use crate::engine::progress::NoProgress;
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::theory::outcome::Player;

/// The kind of the games whose two players have the same moves: values are nimbers, no player
/// to move is named.
pub struct Impartial;

impl<R: ImpartialRules> RulesKind<R> for Impartial {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = ();
    const KIND: Kind = Kind::Impartial;

    fn mover(mover: Option<Player>) -> Result<(), PlayError> {
        no_mover(mover)
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        game: &G,
        rules: R,
        p: R::Position,
        _: (),
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        let position = game.write(&rules, &p);
        let board = game.draw(&rules, &p);
        let options: Vec<(String, String, _, _)> = rules
            .move_list(&p)
            .into_iter()
            .map(|(m, next)| {
                (
                    game.move_name(&rules, &p, &m),
                    game.write(&rules, &next),
                    board.changed(&game.draw(&rules, &next)),
                    next,
                )
            })
            .collect();
        let budget = SolveBudget::new(limits);
        let mut solver = Solver::with_parts(rules, HashMemo::default(), budget, NoProgress);
        let value = solver.try_grundy(&p)?;
        let remoteness = solver.try_remoteness(&p)?;
        let mut moves = Vec::with_capacity(options.len());
        for (name, text, cells, next) in options {
            let after = solver.try_grundy(&next)?;
            moves.push(MoveView {
                name,
                position: text,
                outcome: if after.next_player_wins() {
                    Verdict::Lose
                } else {
                    Verdict::Win
                },
                remoteness: Some(solver.try_remoteness(&next)?),
                value: Some(after.to_string()),
                cells,
            });
        }
        Ok(Analysis {
            game: G::NAME,
            position,
            mover: None,
            board,
            value: Some(value.to_string()),
            outcome: if value.next_player_wins() {
                Verdict::Win
            } else {
                Verdict::Lose
            },
            remoteness: Some(remoteness),
            best: best_move(moves.iter().map(|m| (m.outcome, m.remoteness))),
            moves,
            searched: solver.budget().spent(),
        })
    }
}

/// No player to move, as an impartial game asks; the error when one is named.
pub(super) fn no_mover(mover: Option<Player>) -> Result<(), PlayError> {
    match mover {
        None => Ok(()),
        Some(_) => Err(PlayError::Mover(
            "both players have the same moves in an impartial game: name no player to move",
        )),
    }
}
