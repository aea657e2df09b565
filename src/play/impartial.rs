//! Impartial games played on the engine's [`Solver`]: values are nimbers, the outcome comes
//! from the Grundy value, remoteness from the solver's remoteness search. Under misère play,
//! the engine's win/lose search ([`WinLoseSolver`]) searches positions whole, and values are misère canonical
//! forms ([`MisereForms`]) for positions with few followers.

use super::budget::{Limits, SolveBudget};
use super::text::{GameText, RulesKind};
use super::{Analysis, Kind, MoveView, PlayError, Search, Verdict, best_move};
use crate::engine::misere::MisereForms;
use crate::engine::parts::HashMemo;
use crate::engine::rules::{ImpartialRules, MovesOnly};
use crate::engine::solver::Solver;
use crate::engine::win_lose::{ImpartialGraph, Misere, WinLoseSolver};
use crate::progress::NoProgress;
use crate::theory::misere::MisereArena;
use crate::theory::outcome::Player;

/// The most bytes the misère forms of one analysis may hold (the positions' memo and the
/// arena each): past it, the forms are skipped like those of a position with too many
/// followers.
const MISERE_FORM_BYTES: usize = 64 << 20;

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
                    game.move_cells(&rules, &p, &m, &board, &next),
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
            search: Search::Whole,
            regions: Vec::new(),
            best: best_move(moves.iter().map(|m| (m.outcome, m.remoteness))),
            moves,
            searched: solver.budget().spent(),
        })
    }

    fn solve_misere<G: GameText<Kind = Self, Rules = R>>(
        game: &G,
        rules: R,
        p: R::Position,
        _: (),
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        let solver = WinLoseSolver::<ImpartialGraph<_>, Misere>::new(&rules);
        let mut solver = solver.with_budget(SolveBudget::new(limits));
        // Every follower of `p` is searched (and counted) once here.
        let result = solver.try_result(&p)?;
        let mut forms = (solver.results_remembered() <= super::MISERE_FORM_POSITIONS).then(|| {
            (
                // Whole positions, not sums of parts: the followers are few, and a misère sum
                // of many parts' forms costs far more than the forms of the whole followers.
                MisereForms::new(MovesOnly(&rules), MISERE_FORM_BYTES),
                MisereArena::with_limit(MISERE_FORM_BYTES),
            )
        });
        let mut form_of = |q: &R::Position| {
            let (forms, arena) = forms.as_mut()?;
            let g = forms.form(arena, q).ok()?;
            arena.to_notation(g).ok()
        };
        let value = form_of(&p);
        let board = game.draw(&rules, &p);
        let mut moves = Vec::new();
        for (m, next) in rules.move_list(&p) {
            let after = solver.try_result(&next)?;
            moves.push(MoveView {
                name: game.move_name(&rules, &p, &m),
                position: game.write(&rules, &next),
                outcome: if after.wins {
                    Verdict::Lose
                } else {
                    Verdict::Win
                },
                remoteness: Some(after.remoteness),
                value: value.as_ref().and_then(|_| form_of(&next)),
                cells: game.move_cells(&rules, &p, &m, &board, &next),
            });
        }
        Ok(Analysis {
            game: G::NAME,
            position: game.write(&rules, &p),
            mover: None,
            board,
            value,
            outcome: if result.wins {
                Verdict::Win
            } else {
                Verdict::Lose
            },
            remoteness: Some(result.remoteness),
            search: Search::Whole,
            regions: Vec::new(),
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
