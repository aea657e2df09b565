//! Impartial games whose positions may repeat, played on the engine's retrograde solver: the
//! position's whole graph is enumerated (within the limits' positions, at
//! [`POSITION_BYTES`] each), then every position gets Win, Lose or Draw with remoteness and
//! Smith's value. A move that repeats a position is a move like any other.

use super::budget::{LimitExceeded, Limits, POSITION_BYTES};
use super::text::{GameText, RulesKind};
use super::{Analysis, Kind, MoveView, PlayError, Search, Verdict, best_move};
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::{GameGraph, WinLoseDraw};
use crate::engine::rules::ImpartialRules;
use crate::progress::NoProgress;
use crate::theory::outcome::Player;

/// The kind of the impartial games whose positions may repeat: values are Smith's, a position
/// may be drawn, no player to move is named.
pub struct LoopyImpartial;

impl<R: ImpartialRules> RulesKind<R> for LoopyImpartial {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = ();
    const KIND: Kind = Kind::Impartial;

    fn mover(mover: Option<Player>) -> Result<(), PlayError> {
        super::impartial::no_mover(mover)
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        game: &G,
        rules: R,
        p: R::Position,
        _: (),
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        let memory = MemoryLimit::from_bytes(limits.positions.saturating_mul(POSITION_BYTES));
        let graph = GameGraph::explore(&rules, &p, memory, &mut NoProgress).map_err(|_| {
            LimitExceeded::Positions {
                limit: limits.positions,
            }
        })?;
        let results = graph.retrograde();
        let values = graph.smith_values();
        let board = game.draw(&rules, &p);
        let mut moves = Vec::new();
        for (m, next) in rules.move_list(&p) {
            let i = graph.index_of(&next).ok_or_else(|| {
                PlayError::Internal("a move left the enumerated graph".to_string())
            })? as usize;
            moves.push(MoveView {
                name: game.move_name(&rules, &p, &m),
                position: game.write(&rules, &next),
                outcome: for_mover(results[i]),
                remoteness: results[i].remoteness(),
                value: Some(values[i].to_string()),
                cells: game.move_cells(&rules, &p, &m, &board, &next),
            });
        }
        Ok(Analysis {
            game: G::NAME,
            position: game.write(&rules, &p),
            mover: None,
            board,
            value: Some(values[0].to_string()),
            outcome: match results[0] {
                WinLoseDraw::Win(_) => Verdict::Win,
                WinLoseDraw::Lose(_) => Verdict::Lose,
                WinLoseDraw::Draw => Verdict::Draw,
            },
            remoteness: results[0].remoteness(),
            search: Search::Whole,
            regions: Vec::new(),
            best: best_move(moves.iter().map(|m| (m.outcome, m.remoteness))),
            moves,
            searched: u64::from(graph.len()),
        })
    }
}

/// What a move gives its maker, from the result of the position it leaves to the opponent.
fn for_mover(after: WinLoseDraw) -> Verdict {
    match after {
        WinLoseDraw::Win(_) => Verdict::Lose,
        WinLoseDraw::Lose(_) => Verdict::Win,
        WinLoseDraw::Draw => Verdict::Draw,
    }
}
