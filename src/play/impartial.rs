//! Impartial games played on the engine's [`Solver`]: values are nimbers, the outcome comes
//! from the Grundy value, remoteness from the solver's remoteness search. Under misère play,
//! the engine's win/lose search ([`WinLoseSolver`]) searches positions whole, and values are misère canonical
//! forms ([`MisereForms`]) for positions with few followers.

use super::budget::{Limits, SolveBudget, impartial_repeat};
use super::text::{GameText, Request, RulesKind};
use super::{Kind, Mode, MoveView, PlayError, Played, Search, Verdict};
use crate::engine::misere::MisereForms;
use crate::engine::parts::HashMemo;
use crate::engine::rules::{ImpartialRules, MovesOnly};
use crate::engine::solver::Solver;
use crate::engine::win_lose::{ImpartialGraph, Misere, WinLoseSolver};
use crate::progress::NoProgress;
use crate::report::Report;
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
        q: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError> {
        let (game, rules, p, limits) = (q.game, q.rules, q.position, q.limits);
        match q.mode {
            Mode::Normal => solve_normal(game, rules, p, limits, true),
            // The nim values of the parts decide who wins; the remoteness, a search of the
            // whole position, is left out, and so are the values.
            Mode::OutcomeOnly => solve_normal(game, rules, p, limits, false),
            Mode::Misere => solve_misere(game, rules, p, limits),
        }
    }
}

/// `p` under misère play, searched whole by the win/lose search; its misère canonical form and
/// its moves' when it has at most [`MISERE_FORM_POSITIONS`](super::MISERE_FORM_POSITIONS)
/// followers.
fn solve_misere<R: ImpartialRules, G: GameText<Kind = Impartial, Rules = R>>(
    game: &G,
    rules: R,
    p: R::Position,
    limits: &Limits,
) -> Result<Report<Played>, PlayError> {
    let solver = WinLoseSolver::<ImpartialGraph<_>, Misere>::new(&rules);
    let mut solver = solver.with_budget(SolveBudget::new(limits));
    if R::REPEATED.is_some() {
        solver = solver.refusing_repeats(impartial_repeat::<R>);
    }
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
            verdict: Verdict::of(after.wins).for_mover(),
            remoteness: Some(after.remoteness),
            value: value.as_ref().and_then(|_| form_of(&next)),
            again: false,
            cells: game.move_cells(&rules, &p, &m, &board, &next),
        });
    }
    let searched = solver.budget().spent();
    let played = Played {
        position: game.write(&rules, &p),
        mover: None,
        drawing: board,
        verdict: Verdict::of(result.wins),
        search: Search::Whole,
        moves,
        best: None,
        searched,
    };
    let formed = value.is_some();
    let mut report = played.into_report(game.name(), value, Some(result.remoteness));
    if !formed {
        report.notes.push(format!(
            "The misère canonical form is left out: the position has {searched} followers, \
             more than the {} whose forms are built.",
            super::MISERE_FORM_POSITIONS
        ));
    }
    Ok(report)
}

/// `p` under normal play, by the nim values of its parts (the memo kept for its moves): with
/// `valued`, its nim value, each move's and the remoteness (a search of the whole position);
/// without, only who wins and with which moves.
fn solve_normal<R: ImpartialRules, G: GameText<Kind = Impartial, Rules = R>>(
    game: &G,
    rules: R,
    p: R::Position,
    limits: &Limits,
    valued: bool,
) -> Result<Report<Played>, PlayError> {
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
    if R::REPEATED.is_some() {
        solver = solver.refusing_repeats(impartial_repeat::<R>);
    }
    let value = solver.try_grundy(&p)?;
    let remoteness = valued.then(|| solver.try_remoteness(&p)).transpose()?;
    let mut moves = Vec::with_capacity(options.len());
    for (name, text, cells, next) in options {
        let after = solver.try_grundy(&next)?;
        moves.push(MoveView {
            name,
            position: text,
            verdict: Verdict::of(after.next_player_wins()).for_mover(),
            remoteness: valued.then(|| solver.try_remoteness(&next)).transpose()?,
            value: valued.then(|| after.to_string()),
            again: false,
            cells,
        });
    }
    let played = Played {
        position,
        mover: None,
        drawing: board,
        verdict: Verdict::of(value.next_player_wins()),
        search: if valued {
            Search::Whole
        } else {
            Search::Regions
        },
        moves,
        best: None,
        searched: solver.budget().spent(),
    };
    let value = valued.then(|| value.to_string());
    Ok(played.into_report(game.name(), value, remoteness))
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
