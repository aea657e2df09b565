//! The games decided by the final position as the command line serves them: one position per
//! line in the game's text, its result for the player to move with its remoteness per line
//! (`Win 7`, `Lose 4`, `Tie 9`; a game scored by a margin is won, lost or tied by its sign),
//! found by the engine's [`ScoredSearch`]; `--explain` and `--json` add the board, every move's
//! result for its maker, the winning moves and, for a game scored by a margin or with a known
//! solver's convention, its score.

use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::parts::{BudgetExceeded, PositionBudget};
use crate::engine::scored::{End, ScoredRules, ScoredSearch, Solved, slot_bytes};
use crate::games::game::Game;
use crate::games::ruleset::{Ruleset, RulesetText, ServedPosition, Serving, bytes_per_input_byte};
use crate::play::Scored;
use crate::progress::progress_for;
use crate::report::{Facts, MoveReport, Report};
use crate::text::{ParseError, read_positions};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::{Debug, Display};

/// A ruleset decided by the final position: its rules, its text (its positions'
/// [`PositionText`], one a line) and the kind [`Scored`].
pub trait ScoredRuleset:
    Ruleset<Kind = Scored> + ScoredRules<Position: ServedPosition, Move: Display + Debug>
{
    /// Whether the game is scored by a margin ([`End::Margin`]): its reports give the margin.
    const BY_MARGIN: bool = false;

    /// At most how many positions one search opens (the flag `--max-positions`).
    fn max_positions(&self) -> u64;

    /// The result as a score: the final margin in a game scored by a margin, else in the
    /// convention of the game's best-known solver (Connect Four: Pascal Pons'), when it has one.
    fn score(&self, _p: &Self::Position, solved: Solved) -> Option<i32> {
        solved.end.margin().filter(|_| Self::BY_MARGIN)
    }
}

/// The rulesets decided by the final position are served by [`Ends`].
impl<R: ScoredRuleset> Serving<R> for Scored {
    type Server = Ends<R>;
}

/// One move's result for the player who makes it.
#[derive(Clone, Debug, Serialize)]
pub struct MoveResult {
    /// Win, lose or tie, for the player making the move.
    pub outcome: End,
    /// The final margin for the player making the move, in a game scored by a margin.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub margin: Option<i32>,
    /// How many moves the game lasts after this one under best play.
    pub remoteness_after: u32,
}

/// The facts a game decided by the final position adds to its reports.
#[derive(Clone, Debug, Serialize)]
pub struct ScoredFacts {
    /// `Win`, `Lose` or `Tie`: the result for the player to move under best play.
    pub outcome: End,
    /// The final margin for the player to move under best play in a game scored by a margin,
    /// else the result in the convention of the game's best-known solver, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i32>,
    /// Every move with its result for the player making it.
    pub move_results: Vec<MoveReport<MoveResult>>,
}

impl Facts for ScoredFacts {
    type Part = ();
    type Move = ();
}

/// A ruleset decided by the final position with its search, served as a [`Contest`]: the
/// search's table is kept from one case to the next.
pub struct Ends<R: ScoredRuleset> {
    rules: R,
    search: ScoredSearch<R, PositionBudget>,
}

impl<R: ScoredRuleset> Ends<R> {
    /// The refusal of `p`'s search past its budget of positions.
    fn refused(p: &R::Position, e: BudgetExceeded) -> SolveError {
        SolveError::TooLarge {
            what: format!("the search of {p}"),
            needed: format!("more than {} positions", e.limit),
            limit: format!("{} positions searched (--max-positions)", e.limit),
        }
    }
}

/// A result as the answer line gives it: `Win 7`, `Lose 4`, `Tie 9` (a margin by its sign).
fn answer(solved: Solved) -> String {
    format!("{:?} {}", solved.end.outcome(), solved.remoteness)
}

impl<R: ScoredRuleset> Contest for Ends<R> {
    const NAME: &'static str = R::NAME;
    type Options = R::Options;
    type Case = R::Position;
    type Solution = Solved;
    type Facts = ScoredFacts;
    const BYTES_PER_INPUT_BYTE: usize = bytes_per_input_byte::<R, R::Position>();

    /// The table holds what `memory` holds; each question opens at most the rules'
    /// `--max-positions` positions.
    fn new(options: &R::Options, memory: MemoryLimit) -> Result<Self, OptionsError> {
        let rules = R::configure(options)?;
        let budget = usize::try_from(rules.max_positions()).unwrap_or(usize::MAX);
        // Half: while the table doubles, its old slots and its new are held at once.
        let slots = memory.items(slot_bytes::<R::Position>()) / 2;
        let search = ScoredSearch::new(rules.clone(), slots, PositionBudget::new(budget))
            .with_progress(progress_for(&format!("{}: search", R::NAME)));
        Ok(Ends { rules, search })
    }

    /// Every line holding something is one position, read under the rules; there must be
    /// one at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<R::Position>, ParseError> {
        read_positions(input, |text, line, column| {
            self.rules.read(text, line, column)
        })
    }

    fn solve(&mut self, p: &R::Position, _: Detail) -> Result<Solved, SolveError> {
        if let Some(refusal) = self.rules.too_large(p) {
            return Err(refusal);
        }
        self.search.solve(p).map_err(|e| Self::refused(p, e))
    }

    /// The result for the player to move and its remoteness: `Win 7`.
    fn answer_line(&self, solved: &Solved) -> Cow<'static, str> {
        Cow::Owned(answer(*solved))
    }

    /// The result, the board, every move's result, the winning moves (when the position is
    /// won or lost) and the score in the game's known convention.
    fn describe(
        &mut self,
        p: &R::Position,
        solved: Solved,
    ) -> Result<Report<ScoredFacts>, SolveError> {
        let moves = self
            .search
            .solve_moves(p)
            .map_err(|e| Self::refused(p, e))?;
        let move_results: Vec<MoveReport<MoveResult>> = moves
            .iter()
            .map(|(m, q, mine)| {
                MoveReport::new(
                    format!("{m}, leaving {q}"),
                    MoveResult {
                        outcome: mine.end.outcome(),
                        margin: mine.end.margin().filter(|_| R::BY_MARGIN),
                        remoteness_after: mine.remoteness - 1,
                    },
                )
            })
            .collect();
        let facts = ScoredFacts {
            outcome: solved.end.outcome(),
            score: self.rules.score(p, solved),
            move_results,
        };
        let mut report = Report::new(R::NAME, answer(solved), facts);
        report.board = Some(R::draw(p));
        report.remoteness = Some(solved.remoteness);
        if solved.end.outcome() != End::Tie {
            report.winning_moves = Some(
                moves
                    .iter()
                    .filter(|(_, _, mine)| mine.end.outcome() == End::Win)
                    .map(|(m, q, _)| MoveReport::new(format!("{m}, leaving {q}"), ()))
                    .collect(),
            );
        }
        if moves.is_empty() {
            report.notes.push(match solved.end {
                End::Tie => "The game is over: a tie.".to_string(),
                End::Win => "The game is over: the player to move has won.".to_string(),
                End::Lose => "The game is over: the player to move has lost.".to_string(),
                End::Margin(m) if m > 0 => {
                    format!("The game is over: the player to move has won by {m}.")
                }
                End::Margin(m) => {
                    format!("The game is over: the player to move has lost by {}.", -m)
                }
            });
        }
        Ok(report)
    }
}

impl<R: ScoredRuleset> Game for Ends<R> {
    type Face = RulesetText<R>;
    const FACE: RulesetText<R> = RulesetText::FACE;
    const POSITION_A_LINE: bool = true;

    fn play_flags(&self) -> String {
        self.rules.flags()
    }
}
