//! The partizan games whose positions can repeat, as the command line serves them: one
//! position per line in the game's text, its loopy value in CGSuite notation per line (the
//! engine's [`GameGraph`] simplified to the canonical stopper, or to its sides);
//! `--explain` and `--json` add every property `cgsolve value` gives a loopy value
//! ([`LoopyReport`]: sides, stops, outcome with draws) and each player's winning moves under
//! plain play, with the value each leaves.

use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::loopy_values::{GameGraph, LoopyValueError};
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::WinLoseDraw;
use crate::engine::rules::PartizanRules;
use crate::games::game::Game;
use crate::games::ruleset::{Ruleset, RulesetText, ServedPosition, Serving, bytes_per_input_byte};
use crate::games::serving::classic::After;
use crate::play::LoopyPartizan;
use crate::progress::{Reporter, progress_for};
use crate::report::loopy::LoopyReport;
use crate::report::{Extent, Facts, MoveReport, Report};
use crate::text::{ParseError, read_positions};
use crate::theory::canonical::Arena;
use crate::theory::loopy::graph::Mover;
use crate::theory::loopy::notation::loopy_notation;
use crate::theory::loopy::parse::budget;
use crate::theory::loopy::{SidedValue, TooLarge};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::{Debug, Display};

/// A partizan ruleset whose positions may repeat: its rules, its text (its positions'
/// [`PositionText`], one a line) and the kind [`LoopyPartizan`].
pub trait LoopyRuleset:
    Ruleset<Kind = LoopyPartizan> + PartizanRules<Position: ServedPosition, Move: Display + Debug>
{
}

impl<R> LoopyRuleset for R where
    R: Ruleset<Kind = LoopyPartizan>
        + PartizanRules<Position: ServedPosition, Move: Display + Debug>
{
}

/// The loopy partizan rulesets are served by [`LoopyContest`].
impl<R: LoopyRuleset> Serving<R> for LoopyPartizan {
    type Server = LoopyContest<R>;
}

/// The facts a loopy game adds to its reports: every property of its value, and each
/// player's winning moves when moving first.
#[derive(Clone, Debug, Serialize)]
pub struct LoopyFacts {
    /// The value's properties, as `cgsolve value` gives them.
    #[serde(flatten)]
    pub properties: LoopyReport,
    /// Every move with which Left, moving first, wins (an empty list when none does).
    pub left_winning_moves: Vec<MoveReport<After>>,
    /// Every move with which Right, moving first, wins (an empty list when none does).
    pub right_winning_moves: Vec<MoveReport<After>>,
}

impl Facts for LoopyFacts {
    type Part = ();
    type Move = After;
}

/// What a loopy game's case comes to: its value and its notation.
#[derive(Clone, Debug)]
pub struct LoopySolution {
    /// The value.
    pub value: SidedValue,
    /// The value in CGSuite notation.
    pub notation: String,
}

/// A loopy game served as a [`Contest`].
pub struct LoopyContest<G: LoopyRuleset> {
    rules: G,
    memory: MemoryLimit,
    arena: Arena,
    /// Told of the positions reached and valued.
    reporter: Reporter,
}

impl<G: LoopyRuleset> LoopyContest<G> {
    fn refused(&self, p: &G::Position, e: LoopyValueError) -> SolveError {
        match e {
            LoopyValueError::MemoryLimit { what, limit } => SolveError::TooLarge {
                what: format!("the game graph of {p}"),
                needed: what,
                limit: format!("the memory limit of {limit} (--memory)"),
            },
            LoopyValueError::CyclicParts => SolveError::TooLarge {
                what: format!("the game graph of {p}"),
                needed: e.to_string(),
                limit: "the rules' parts".into(),
            },
        }
    }

    /// The moves of `mover` from the start of `graph` that win under plain play, each
    /// named with the value it leaves.
    fn winning(
        &mut self,
        p: &G::Position,
        graph: &GameGraph<G::Position>,
        mover: Mover,
    ) -> Result<Vec<MoveReport<After>>, SolveError> {
        let results = graph.win_lose_draw();
        let next = usize::from(mover == Mover::Left);
        let mut moves = Vec::new();
        let mut each = |m: G::Move, q: G::Position| moves.push((m, q));
        match mover {
            Mover::Left => self.rules.left_moves(p, &mut each),
            Mover::Right => self.rules.right_moves(p, &mut each),
        }
        let targets = graph.moves(0, mover);
        let mut wanted = vec![false; graph.len()];
        for &t in targets {
            wanted[t as usize] = true;
        }
        self.reporter.start();
        let values = graph.values_reporting(&wanted, self.memory, &mut self.reporter);
        self.reporter.finish();
        let values = values.map_err(|e| self.refused(p, e))?;
        let mut out = Vec::new();
        for ((m, q), &t) in moves.into_iter().zip(targets) {
            if let WinLoseDraw::Lose(_) = results[t as usize][next]
                && let Some(value) = &values[t as usize]
            {
                let value_after = Some(loopy_notation(&mut self.arena, value));
                out.push(MoveReport::new(
                    format!("{m}, leaving {q}"),
                    After { value_after },
                ));
            }
        }
        Ok(out)
    }
}

impl<G: LoopyRuleset> Contest for LoopyContest<G> {
    const NAME: &'static str = G::NAME;
    type Options = G::Options;
    type Case = G::Position;
    type Solution = LoopySolution;
    type Facts = LoopyFacts;
    const BYTES_PER_INPUT_BYTE: usize = bytes_per_input_byte::<G, G::Position>();

    fn new(options: &G::Options, memory: MemoryLimit) -> Result<Self, OptionsError> {
        Ok(LoopyContest {
            rules: G::configure(options)?,
            memory,
            arena: Arena::new(),
            reporter: Reporter::new(progress_for(&format!("{}: game graph", G::NAME))),
        })
    }

    /// Every line holding something is one position, read through the rules; there must be
    /// one at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<G::Position>, ParseError> {
        let rules = &self.rules;
        read_positions(input, |text, line, column| rules.read(text, line, column))
    }

    /// The value of the position's game graph and its notation.
    fn solve(&mut self, p: &G::Position, _: Detail) -> Result<LoopySolution, SolveError> {
        self.reporter.start();
        let reporter = &mut self.reporter;
        let value = GameGraph::reach_reporting(&self.rules, p, self.memory, reporter)
            .and_then(|graph| graph.value_reporting(self.memory, reporter));
        self.reporter.finish();
        let value = value.map_err(|e| self.refused(p, e))?;
        let notation = loopy_notation(&mut self.arena, &value);
        Ok(LoopySolution { value, notation })
    }

    /// The value in CGSuite notation.
    fn answer_line(&self, solution: &LoopySolution) -> Cow<'static, str> {
        Cow::Owned(solution.notation.clone())
    }

    /// The value's properties and each player's winning moves.
    fn describe(
        &mut self,
        p: &G::Position,
        solution: LoopySolution,
    ) -> Result<Report<LoopyFacts>, SolveError> {
        self.reporter.start();
        let graph = GameGraph::reach_reporting(&self.rules, p, self.memory, &mut self.reporter);
        self.reporter.finish();
        let graph = graph.map_err(|e| self.refused(p, e))?;
        let left_winning_moves = self.winning(p, &graph, Mover::Left)?;
        let right_winning_moves = self.winning(p, &graph, Mover::Right)?;
        let budget = budget(self.memory.bytes_usize());
        let mut properties =
            LoopyReport::within(&mut self.arena, &solution.value, budget, Extent::All).map_err(
                |TooLarge| SolveError::TooLarge {
                    what: format!("the properties of {p}"),
                    needed: "sums of its value with itself past the memory limit".into(),
                    limit: format!("the memory limit of {} (--memory)", self.memory),
                },
            )?;
        properties.value = solution.notation.clone();
        let facts = LoopyFacts {
            properties,
            left_winning_moves,
            right_winning_moves,
        };
        let mut report = Report::new(G::NAME, solution.notation, facts);
        report.board = Some(G::draw(p));
        Ok(report)
    }
}

impl<G: LoopyRuleset> Game for LoopyContest<G> {
    type Face = RulesetText<G>;
    const FACE: RulesetText<G> = RulesetText::FACE;
    const POSITION_A_LINE: bool = true;

    fn play_flags(&self) -> String {
        self.rules.flags()
    }
}
