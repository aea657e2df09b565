//! Impartial games whose positions may repeat, played on the engine's retrograde solver: the
//! position's whole graph is enumerated (within the limits' positions, at
//! [`POSITION_BYTES`] each), then every position gets Win, Lose or Draw with remoteness and
//! Smith's value. A move that repeats a position is a move like any other.

use super::budget::{LimitExceeded, Limits, POSITION_BYTES};
use super::text::{GameText, Request, RulesKind};
use super::{Kind, Mode, MoveView, PlayError, Played, Search, Verdict};
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::GameGraph;
use crate::engine::rules::ImpartialRules;
use crate::progress::NoProgress;
use crate::report::Report;
use crate::theory::outcome::Player;

/// Why a game whose positions may repeat is not solved under misère play.
pub(super) const NO_MISERE_WHEN_REPEATING: &str =
    "misère play is not searched for games whose positions may repeat";

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
        q: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError> {
        match q.mode {
            Mode::Misere => Err(PlayError::Unsupported(NO_MISERE_WHEN_REPEATING)),
            // The outcome only: the retrograde pass alone, won, lost or drawn with
            // remoteness, no value.
            mode => solve_valued(q.game, q.rules, q.position, q.limits, mode == Mode::Normal),
        }
    }
}

/// `p` solved by the retrograde pass over its graph, with its values when `valued`.
fn solve_valued<R: ImpartialRules, G: GameText<Kind = LoopyImpartial, Rules = R>>(
    game: &G,
    rules: R,
    p: R::Position,
    limits: &Limits,
    valued: bool,
) -> Result<Report<Played>, PlayError> {
    let memory = MemoryLimit::from_bytes(limits.positions.saturating_mul(POSITION_BYTES));
    let graph = GameGraph::explore(&rules, &p, memory, &mut NoProgress).map_err(|_| {
        LimitExceeded::Positions {
            limit: limits.positions,
        }
    })?;
    let results = graph.retrograde();
    let values = valued.then(|| graph.smith_values());
    let value_of = |i: usize| values.as_ref().map(|values| values[i].to_string());
    let board = game.draw(&rules, &p);
    let mut moves = Vec::new();
    for (m, next) in rules.move_list(&p) {
        let i = graph
            .index_of(&next)
            .ok_or_else(|| PlayError::Internal("a move left the enumerated graph".to_string()))?
            as usize;
        moves.push(MoveView {
            name: game.move_name(&rules, &p, &m),
            position: game.write(&rules, &next),
            verdict: Verdict::from(results[i]).for_mover(),
            remoteness: results[i].remoteness(),
            value: value_of(i),
            again: false,
            cells: game.move_cells(&rules, &p, &m, &board, &next),
        });
    }
    let played = Played {
        position: game.write(&rules, &p),
        mover: None,
        drawing: board,
        verdict: results[0].into(),
        search: Search::Whole,
        moves,
        best: None,
        searched: u64::from(graph.len()),
    };
    Ok(played.into_report(game.name(), value_of(0), results[0].remoteness()))
}
