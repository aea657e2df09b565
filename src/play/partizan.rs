//! Partizan games: the player to move is part of the question. Outcome and remoteness come
//! from the engine's [`PartizanSolver`], values from its [`ValueSolver`], both under the
//! analysis's budget.

use super::budget::{Limits, SolveBudget};
use super::text::{GameText, RulesKind};
use super::{Analysis, Kind, MoveView, PlayError, Verdict, best_move};
use crate::engine::partizan::PartizanSolver;
use crate::engine::rules::PartizanRules;
use crate::engine::values::ValueSolver;
use crate::theory::outcome::Player;

/// The kind of the games where Left and Right have their own moves: the player to move is
/// part of the question.
pub struct Partizan;

impl<R: PartizanRules> RulesKind<R> for Partizan {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = Player;
    const KIND: Kind = Kind::Partizan;

    fn mover(mover: Option<Player>) -> Result<Player, PlayError> {
        mover.ok_or(PlayError::Mover(
            "Left and Right have different moves in a partizan game: name the player to move",
        ))
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        game: &G,
        rules: R,
        p: R::Position,
        mover: Player,
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        let rules = &rules;
        let mut search = PartizanSolver::new(rules).with_budget(SolveBudget::new(limits));
        let remoteness = search.try_remoteness(&p, mover)?;
        let options = rules.move_list(&p, mover);
        let board = game.draw(rules, &p);
        let mut moves = Vec::new();
        for (m, next) in &options {
            let after = search.try_remoteness(next, mover.opponent())?;
            moves.push(MoveView {
                name: game.move_name(rules, &p, m),
                position: game.write(rules, next),
                outcome: verdict_for_mover(after),
                remoteness: Some(after),
                value: None,
                cells: board.changed(&game.draw(rules, next)),
            });
        }
        // Values are extra: a position whose value needs more than the limits still gets its
        // outcome and moves, with no value.
        let mut values = ValueSolver::new(rules).with_budget(search.budget().again());
        let value = values.value(&p).ok().map(|g| values.arena().to_notation(g));
        if value.is_some()
            && let Ok(after) = values.move_values(&p, mover)
        {
            for (view, (_, _, g)) in moves.iter_mut().zip(after) {
                view.value = Some(values.arena().to_notation(g));
            }
        }
        Ok(Analysis {
            game: G::NAME,
            position: game.write(rules, &p),
            mover: Some(mover),
            board,
            value,
            outcome: verdict_to_move(remoteness),
            remoteness: Some(remoteness),
            best: best_move(moves.iter().map(|m| (m.outcome, m.remoteness))),
            moves,
            searched: search.budget().spent() + values.budget().spent(),
        })
    }
}

/// The player to move wins exactly when the remoteness is odd (0: no move, a loss).
fn verdict_to_move(remoteness: u32) -> Verdict {
    if !remoteness.is_multiple_of(2) {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

/// A move is won for its maker when it leaves the opponent a lost position (even remoteness).
fn verdict_for_mover(after: u32) -> Verdict {
    if after.is_multiple_of(2) {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}
