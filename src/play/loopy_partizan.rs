//! Partizan games whose positions can repeat: the position's reachable game graph (the
//! engine's [`GameGraph`]) answered by plain retrograde analysis with draws (a move that
//! repeats a position is allowed; play that goes on forever is a draw), values from the same
//! graph simplified to loopy values.

use super::budget::{LimitExceeded, Limits, POSITION_BYTES};
use super::loopy::NO_MISERE_WHEN_REPEATING;
use super::text::{GameText, Request, RulesKind};
use super::{Kind, Mode, MoveView, PlayError, Played, Search, Verdict};
use crate::engine::loopy_values::GameGraph;
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::WinLoseDraw;
use crate::engine::rules::PartizanRules;
use crate::report::Report;
use crate::theory::canonical::Arena;
use crate::theory::loopy::notation::loopy_notation;
use crate::theory::outcome::Player;

/// The kind of the partizan games whose positions can repeat: the player to move is part of
/// the question, and best play may go on forever.
pub struct LoopyPartizan;

/// A state's verdict for its player to move, and its remoteness (none for a draw, which never
/// ends).
fn verdict(result: WinLoseDraw) -> (Verdict, Option<u32>) {
    (result.into(), result.remoteness())
}

impl<R: PartizanRules> RulesKind<R> for LoopyPartizan {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = Player;
    const KIND: Kind = Kind::Partizan;

    fn mover(mover: Option<Player>) -> Result<Player, PlayError> {
        super::partizan::named_mover(mover)
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        q: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError> {
        let valued = match q.mode {
            Mode::Misere => return Err(PlayError::Unsupported(NO_MISERE_WHEN_REPEATING)),
            // The outcome only: the retrograde pass alone, won, lost or drawn with
            // remoteness, no value.
            mode => mode == Mode::Normal,
        };
        solve_valued(q.game, q.rules, q.position, q.mover, q.limits, valued)
    }
}

/// `p` solved by the retrograde pass over its graph, with its values when `valued`.
fn solve_valued<R: PartizanRules, G: GameText<Kind = LoopyPartizan, Rules = R>>(
    game: &G,
    rules: R,
    p: R::Position,
    mover: Player,
    limits: &Limits,
    valued: bool,
) -> Result<Report<Played>, PlayError> {
    let memory = MemoryLimit::from_bytes(limits.positions.saturating_mul(POSITION_BYTES));
    let graph = GameGraph::reach(&rules, &p, memory).map_err(|_| {
        PlayError::Limit(LimitExceeded::Positions {
            limit: limits.positions,
        })
    })?;
    let results = graph.win_lose_draw();
    let (side, next) = match mover {
        Player::Left => (0, 1),
        Player::Right => (1, 0),
    };
    let (outcome, remoteness) = verdict(results[0][side]);
    let options = rules.move_list(&p, mover);
    let targets = graph.moves(
        0,
        match mover {
            Player::Left => crate::theory::loopy::Mover::Left,
            Player::Right => crate::theory::loopy::Mover::Right,
        },
    );
    let mut wanted = vec![false; graph.len()];
    wanted[0] = true;
    for &t in targets {
        wanted[t as usize] = true;
    }
    // Values are extra: a graph too large to simplify still gets its outcome and moves.
    let values = valued.then(|| graph.values(&wanted, memory).ok()).flatten();
    let mut arena = Arena::new();
    let mut named = |v: u32| {
        values
            .as_ref()
            .and_then(|values| values[v as usize].as_ref())
            .map(|value| loopy_notation(&mut arena, value))
    };
    let board = game.draw(&rules, &p);
    let mut moves = Vec::new();
    for ((m, q), &t) in options.iter().zip(targets) {
        // What the opponent's verdict leaves the mover.
        let (theirs, after) = verdict(results[t as usize][next]);
        let outcome = theirs.for_mover();
        moves.push(MoveView {
            name: game.move_name(&rules, &p, m),
            position: game.write(&rules, q),
            verdict: outcome,
            remoteness: after,
            value: named(t),
            again: false,
            cells: game.move_cells(&rules, &p, m, &board, q),
        });
    }
    let value = named(0);
    let played = Played {
        position: game.write(&rules, &p),
        mover: Some(mover),
        drawing: board,
        verdict: outcome,
        search: Search::Whole,
        moves,
        best: None,
        searched: graph.len() as u64,
    };
    Ok(played.into_report(game.name(), value, remoteness))
}
