//! Impartial games played on the engine's [`Solver`]: values are nimbers, the outcome comes
//! from the Grundy value, remoteness from the solver's remoteness search.

use super::budget::{Limits, SolveBudget};
use super::draw::Board;
use super::{Analysis, Kind, MoveView, PlayError, Playable, Verdict, View, best_move};
use crate::contest::input::ParseError;
use crate::engine::parts::HashMemo;
use crate::engine::progress::NoProgress;
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::theory::outcome::Player;

/// What an impartial game adds to its rules to be playable: its text format both ways, its
/// board drawing and its move names. Every [`ImpartialGame`] is [`Playable`] through
/// [`ImpartialPlay`].
pub trait ImpartialGame: Send + Sync {
    /// The rules the engine searches.
    type Rules: ImpartialRules;
    /// The game's name (its subcommand).
    const NAME: &'static str;
    /// How a position is written, for a person.
    const FORMAT: &'static str;
    /// A position to start from.
    const EXAMPLE: &'static str;

    /// Reads a position: the rules it is played under and the position itself.
    fn parse(
        &self,
        text: &str,
    ) -> Result<(Self::Rules, <Self::Rules as ImpartialRules>::Position), ParseError>;
    /// Writes a position so that [`parse`](ImpartialGame::parse) reads it back.
    fn write(&self, rules: &Self::Rules, p: &<Self::Rules as ImpartialRules>::Position) -> String;
    /// Draws a position.
    fn draw(&self, rules: &Self::Rules, p: &<Self::Rules as ImpartialRules>::Position) -> Board;
    /// Names a move from `p` as a player types it; the names of one position's moves differ.
    fn move_name(
        &self,
        rules: &Self::Rules,
        p: &<Self::Rules as ImpartialRules>::Position,
        m: &<Self::Rules as ImpartialRules>::Move,
    ) -> String;
}

/// An [`ImpartialGame`] as a [`Playable`].
pub struct ImpartialPlay<G>(pub G);

impl<G: ImpartialGame> Playable for ImpartialPlay<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn format(&self) -> &'static str {
        G::FORMAT
    }

    fn example(&self) -> &'static str {
        G::EXAMPLE
    }

    fn view(&self, text: &str) -> Result<View, PlayError> {
        let (rules, p) = self.0.parse(text)?;
        Ok(View {
            game: G::NAME,
            position: self.0.write(&rules, &p),
            board: self.0.draw(&rules, &p),
        })
    }

    fn analyse(
        &self,
        text: &str,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        if mover.is_some() {
            return Err(PlayError::Mover(
                "both players have the same moves in an impartial game: name no player to move",
            ));
        }
        super::on_search_thread(|| {
            let (rules, p) = self.0.parse(text)?;
            self.solve(rules, p, limits)
        })
    }
}

impl<G: ImpartialGame> ImpartialPlay<G> {
    fn solve(
        &self,
        rules: G::Rules,
        p: <G::Rules as ImpartialRules>::Position,
        limits: &Limits,
    ) -> Result<Analysis, PlayError> {
        let game = &self.0;
        let position = game.write(&rules, &p);
        let board = game.draw(&rules, &p);
        let options: Vec<(String, String, _)> = rules
            .move_list(&p)
            .into_iter()
            .map(|(m, next)| {
                (
                    game.move_name(&rules, &p, &m),
                    game.write(&rules, &next),
                    next,
                )
            })
            .collect();
        let budget = SolveBudget::new(limits);
        let mut solver = Solver::with_parts(rules, HashMemo::default(), budget, NoProgress);
        let value = solver.try_grundy(&p)?;
        let remoteness = solver.try_remoteness(&p)?;
        let mut moves = Vec::with_capacity(options.len());
        for (name, text, next) in options {
            let after = solver.try_grundy(&next)?;
            moves.push(MoveView {
                name,
                position: text,
                outcome: if after.next_player_wins() {
                    Verdict::Lose
                } else {
                    Verdict::Win
                },
                remoteness: solver.try_remoteness(&next)?,
                value: Some(after.to_string()),
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
            remoteness,
            best: best_move(moves.iter().map(|m| (m.outcome, m.remoteness))),
            moves,
            searched: solver.budget().spent(),
        })
    }
}
