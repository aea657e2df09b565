//! The classic partizan games as the command line serves them: one position per line in the
//! game's text, its canonical value in CGSuite notation per line; `--explain` and `--json`
//! add the outcome, the regions with their values and every winning move for each player with
//! the value it leaves. With `--outcome-only` the line is the outcome class and a winning move
//! for each player who has one, found by the engine's outcome search without the position's
//! value. The same text, one position and its moves' names (their `Display`), is each game's
//! face for play ([`RulesetText`]).

use super::certified::{self, Certified};
use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::certificate::{CheckError, Verified};
use crate::engine::memory::MemoryLimit;
use crate::engine::outcomes::{OutcomeAnswer, OutcomeSolver};
use crate::engine::parts::NoBudget;
use crate::engine::rules::PartizanRules;
use crate::engine::values::{ValueError, ValueSolver};
use crate::games::game::Game;
use crate::games::ruleset::{Ruleset, RulesetText, ServedPosition, Serving, bytes_per_input_byte};
use crate::play::Partizan;
use crate::progress::{Progress, progress_for};
use crate::report::{Facts, MoveReport, Part, Report};
use crate::tables::TableError;
use crate::tables::regions::{self, RegionText, region_kind};
use crate::text::{ParseError, PositionText, read_positions};
use crate::theory::canonical::{DEEPEST_BIRTHDAY, GameId, LimitExceeded};
use crate::theory::outcome::Player;
use serde::Serialize;
use std::borrow::Cow;
use std::convert::Infallible;
use std::fmt::{Debug, Display};

/// The bytes one remembered region takes at most in the memo (its normal form, its value and
/// the table's spare room); the values themselves live in the arena, bounded apart.
pub const REGION_BYTES: usize = 128;

/// How many times over a value's printed text is held while it is answered (the solution,
/// the answer line or the report, and its JSON): what the memory limit must leave for it.
pub const TEXT_COPIES: u64 = 4;

/// A value's text up to this long is written at once; a longer one is counted first.
const SHORT_TEXT: usize = 1 << 20;

/// A short partizan ruleset: its rules with regions, its text (its positions'
/// [`PositionText`], one a line) and the kind [`Partizan`].
pub trait PartizanRuleset:
    Ruleset<Kind = Partizan> + PartizanRules<Position: ServedPosition + Ord, Move: Display + Debug>
{
}

impl<R> PartizanRuleset for R where
    R: Ruleset<Kind = Partizan>
        + PartizanRules<Position: ServedPosition + Ord, Move: Display + Debug>
{
}

/// The short partizan rulesets are served by [`Classic`].
impl<R: PartizanRuleset> Serving<R> for Partizan {
    type Server = Classic<R>;
}

/// The flags of a classic game: its rules' own, then the memo's.
#[derive(clap::Args, Clone, Debug)]
pub struct ClassicOptions<O: clap::Args + clap::FromArgMatches> {
    /// The flags that choose the rules.
    #[command(flatten)]
    pub rules: O,
    /// The most regions the search may remember (each costs up to 128 bytes besides its
    /// cells); by default as many as a quarter of the memory limit holds. A position needing more is refused with this limit
    /// named.
    #[arg(long, value_name = "REGIONS")]
    pub memo: Option<usize>,
    /// A region database built by `cgsolve tables GAME` for these rules: every region it
    /// holds is answered from it (loaded whole before the first position, every checksum
    /// checked) instead of searched, by the value search or the outcome search.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
    /// With --outcome-only: writes to FILE a proof of each outcome answered, which `cgsolve
    /// check-certificate FILE` verifies with the rules' plain moves (docs/certificates.md).
    #[arg(long, value_name = "FILE")]
    pub certificate: Option<std::path::PathBuf>,
}

/// The facts a classic game adds to its reports: each player's winning moves when moving
/// first, each with the value it leaves.
#[derive(Clone, Debug, Serialize)]
pub struct ClassicFacts {
    /// Every move with which Left, moving first, wins (an empty list when none does); with
    /// `--outcome-only`, the first one found.
    pub left_winning_moves: Vec<MoveReport<After>>,
    /// Every move with which Right, moving first, wins (an empty list when none does); with
    /// `--outcome-only`, the first one found.
    pub right_winning_moves: Vec<MoveReport<After>>,
}

/// What a move leaves.
#[derive(Clone, Debug, Serialize)]
pub struct After {
    /// The value of the position it leaves, in CGSuite notation (left out with
    /// `--outcome-only`, which computes no value).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value_after: Option<String>,
}

/// What a classic game's case comes to: its canonical value and its notation, or with
/// `--outcome-only` its outcome and winning moves.
#[derive(Clone, Debug)]
pub enum ClassicSolution<M, P> {
    /// The canonical value and its CGSuite notation.
    Value(GameId, String),
    /// The outcome with a winning move for each player who has one.
    Outcome(OutcomeAnswer<M, P>),
}

/// The outcome search of a classic game, reporting its progress.
type Outcomes<G> = OutcomeSolver<G, Box<dyn Progress + Send>>;

/// The value search of a classic game, reporting its progress.
type Values<G> = ValueSolver<G, NoBudget, Box<dyn Progress + Send>>;

impl Facts for ClassicFacts {
    type Part = ();
    type Move = After;
}

/// A classic game with its value solver, served as a [`Contest`].
pub struct Classic<G: PartizanRuleset> {
    values: Values<G>,
    /// With `--outcome-only`, the outcome search that answers instead of the values.
    outcomes: Option<Outcomes<G>>,
    /// The most regions the value search remembers.
    regions: usize,
    /// The memo limit as refusals name it.
    limit: String,
    /// The memory limit, which a value's printed text must fit in beside the search's memo
    /// and values.
    memory: MemoryLimit,
    /// With `--certificate`, the proofs of the outcomes answered.
    certified: Option<Certified<G>>,
}

impl<G: PartizanRuleset> Classic<G> {
    /// The game set up as [`Contest::new`] says, with `outcome_only` to answer by the outcome
    /// search: half of what the memo leaves for its table, the other half for the values of
    /// the regions it values.
    fn set_up(
        options: &ClassicOptions<G::Options>,
        memory: MemoryLimit,
        outcome_only: bool,
    ) -> Result<Self, OptionsError> {
        let rules = G::configure(&options.rules)?;
        let memo_share = MemoryLimit::from_bytes(memory.bytes() / 4);
        let fit = memo_share.items(REGION_BYTES);
        let arena = memory.bytes_usize() - memo_share.bytes_usize();
        let regions = match options.memo {
            Some(memo) if memo > fit => {
                return Err(OptionsError(format!(
                    "--memo {memo}: {memo} regions need up to {REGION_BYTES} bytes each, over \
                     a quarter of the memory limit of {memory} (--memory), which holds {fit}"
                )));
            }
            Some(memo) => memo,
            None => fit,
        };
        let limit =
            format!("{regions} regions and {arena} bytes of values, what --memory {memory} holds");
        // The proofs take half of what the outcome search would: its table's share.
        let certified = match &options.certificate {
            Some(path) if outcome_only => {
                Some(Certified::new(path, rules.clone(), arena / 4, memory)?)
            }
            Some(path) => {
                return Err(OptionsError(format!(
                    "--certificate {}: a certificate proves an outcome: it needs --outcome-only",
                    path.display()
                )));
            }
            None => None,
        };
        let arena = if certified.is_some() {
            arena - arena / 4
        } else {
            arena
        };
        let mut outcomes = outcome_only.then(|| {
            let table = arena / 2;
            OutcomeSolver::new(rules.clone())
                .with_limits(table, regions, arena - table)
                .with_progress(progress_for(&format!("{}: outcome search", G::NAME)))
        });
        let mut values = ValueSolver::new(rules)
            .with_limits(regions, arena)
            .with_progress(progress_for(&format!("{}: value search", G::NAME)));
        if let Some(path) = &options.tables {
            let kind = regions_kind(values.rules());
            let refused = |e: TableError| {
                let what = match e {
                    TableError::Limit { .. } => format!(", over {limit}"),
                    _ => String::new(),
                };
                OptionsError(format!("--tables {}: {e}{what}", path.display()))
            };
            // The outcome search values regions with its own solver, the rest with this one.
            match &mut outcomes {
                Some(outcomes) => regions::load(path, &kind, outcomes.values_mut()),
                None => regions::load(path, &kind, &mut values),
            }
            .map_err(refused)?;
        }
        Ok(Classic {
            values,
            outcomes,
            regions,
            limit,
            memory,
            certified,
        })
    }

    fn refused(limit: &str, p: &G::Position, e: ValueError<Infallible>) -> SolveError {
        let needed = match e {
            ValueError::Memo(regions) => format!("more than {regions} remembered regions"),
            ValueError::Arena(e) => format!("more than {} bytes of values", e.limit),
            ValueError::Budget(never) => match never {},
        };
        SolveError::TooLarge {
            what: format!("the search of {p}"),
            needed,
            limit: limit.to_string(),
        }
    }

    fn refused_outcome(limit: &str, p: &G::Position, e: LimitExceeded) -> SolveError {
        SolveError::TooLarge {
            what: format!("the outcome search of {p}"),
            needed: format!("more than {} bytes of values", e.limit),
            limit: limit.to_string(),
        }
    }

    /// A move as the reports name it: the move, then the position it leaves.
    fn move_named(m: &G::Move, next: &G::Position) -> String {
        let left = next.to_string();
        let left = if left.is_empty() {
            "nothing".to_string()
        } else {
            left
        };
        format!("{m}, leaving {left}")
    }

    /// The winning moves of `player` moving first, each with the value it leaves.
    fn winning(
        &mut self,
        p: &G::Position,
        player: Player,
    ) -> Result<Vec<MoveReport<After>>, SolveError> {
        let limit = self.limit.clone();
        let moves =
            (self.values.winning_moves(p, player)).map_err(|e| Self::refused(&limit, p, e))?;
        let mut reports = Vec::with_capacity(moves.len());
        for (m, next, v) in moves {
            let value_after = Some(self.notation(&next, v)?);
            reports.push(MoveReport::new(
                Self::move_named(&m, &next),
                After { value_after },
            ));
        }
        Ok(reports)
    }

    /// The value `g` of `p` in CGSuite notation, refused before it is written when its text
    /// would not fit in what the memory limit leaves beside the search's memo and values.
    fn notation(&mut self, p: &G::Position, g: GameId) -> Result<String, SolveError> {
        let held =
            (self.values.memo_len() * REGION_BYTES + self.values.arena().held_bytes()) as u64;
        let room = self.memory.bytes().saturating_sub(held) / TEXT_COPIES;
        // Most values print short: written at once. A longer one is counted before it is
        // written, in a walk over its distinct forms, however long its text.
        let first_try = usize::try_from(room).unwrap_or(usize::MAX).min(SHORT_TEXT);
        if let Some(text) = self.values.arena().notation_within(g, first_try) {
            return Ok(text);
        }
        let bytes = self.values.arena().notation_len(g);
        if bytes > room {
            let needed = match bytes {
                u64::MAX => "at least 16 EiB (2^64 bytes) of text to print".to_string(),
                bytes => format!("{bytes} bytes to print"),
            };
            return Err(SolveError::TooLarge {
                what: format!("the value of {p}"),
                needed,
                limit: format!(
                    "{room} bytes of text that --memory {} leaves beside the search (raise it \
                     with --memory SIZE)",
                    self.memory
                ),
            });
        }
        Ok(self.values.arena().to_notation(g))
    }
}

impl<G: PartizanRuleset> Contest for Classic<G> {
    const NAME: &'static str = G::NAME;
    type Options = ClassicOptions<G::Options>;
    type Case = G::Position;
    type Solution = ClassicSolution<G::Move, G::Position>;
    type Facts = ClassicFacts;
    const BYTES_PER_INPUT_BYTE: usize = bytes_per_input_byte::<G, G::Position>();

    /// A quarter of `memory` for the memo of regions (`--memo` regions, refused when they
    /// would not fit; by default as many as fit), the rest for the values' game forms.
    fn new(options: &Self::Options, memory: MemoryLimit) -> Result<Self, OptionsError> {
        Self::set_up(options, memory, false)
    }

    /// Every line holding something is one position, read by the rules ([`Ruleset::read`]);
    /// there must be one at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<G::Position>, ParseError> {
        let rules = self.values.rules();
        read_positions(input, |text, line, column| rules.read(text, line, column))
    }

    /// The canonical value and its CGSuite notation, or the outcome with `--outcome-only`.
    fn solve(&mut self, p: &G::Position, _: Detail) -> Result<Self::Solution, SolveError> {
        if let Some(refusal) = self.values.rules().too_large(p) {
            return Err(refusal);
        }
        if let Some(outcomes) = &mut self.outcomes {
            let answer = outcomes
                .outcome(p)
                .map_err(|e| Self::refused_outcome(&self.limit, p, e))?;
            if let Some(certified) = &mut self.certified {
                certified.prove(outcomes, p, answer.outcome)?;
            }
            return Ok(ClassicSolution::Outcome(answer));
        }
        let rules = self.values.rules();
        if let Some(moves) = rules.longest_play(p).filter(|&m| m > DEEPEST_BIRTHDAY) {
            return Err(SolveError::TooLarge {
                what: format!("the value of {p}"),
                needed: format!("forms that may be born as late as move {moves}"),
                limit: format!(
                    "{DEEPEST_BIRTHDAY} moves, as deep as the search's stack goes (--outcome-only \
                     needs no value)"
                ),
            });
        }
        let least = rules.remembers_at_least(p);
        if least > self.regions {
            return Err(SolveError::TooLarge {
                what: format!("the search of {p}"),
                needed: format!("at least {least} remembered regions"),
                limit: format!("{} (raise it with --memory SIZE)", self.limit),
            });
        }
        let g = (self.values.value(p)).map_err(|e| Self::refused(&self.limit, p, e))?;
        let notation = self.notation(p, g)?;
        Ok(ClassicSolution::Value(g, notation))
    }

    /// The canonical value in CGSuite notation; with `--outcome-only`, the outcome class and
    /// each player's winning move (`N; Left wins with MOVE; Right wins with MOVE`).
    fn answer_line(&self, solution: &Self::Solution) -> Cow<'static, str> {
        match solution {
            ClassicSolution::Value(_, notation) => Cow::Owned(notation.clone()),
            ClassicSolution::Outcome(answer) => Cow::Owned(Self::answer_text(answer)),
        }
    }

    /// The value, outcome, regions with their values and each player's winning moves.
    fn describe(
        &mut self,
        p: &G::Position,
        solution: Self::Solution,
    ) -> Result<Report<ClassicFacts>, SolveError> {
        let (g, notation) = match solution {
            ClassicSolution::Value(g, notation) => (g, notation),
            ClassicSolution::Outcome(answer) => return Ok(Self::outcome_report(p, &answer)),
        };
        let left_winning_moves = self.winning(p, Player::Left)?;
        let right_winning_moves = self.winning(p, Player::Right)?;
        let facts = ClassicFacts {
            left_winning_moves,
            right_winning_moves,
        };
        let mut report = Report::new(G::NAME, notation.clone(), facts);
        report.board = Some(G::draw(p));
        report.outcome = Some(self.values.outcome(g));
        report.value = Some(notation);
        let limit = self.limit.clone();
        let parts = (self.values.parts(p)).map_err(|e| Self::refused(&limit, p, e))?;
        for (region, v) in parts {
            let value = self.notation(&region, v)?;
            report.parts.push(Part::new(region.to_string(), value, ()));
        }
        Ok(report)
    }
}

impl<G: PartizanRuleset> Classic<G> {
    /// The answer line of `--outcome-only`: the class, then each player's winning move.
    fn answer_text(answer: &OutcomeAnswer<G::Move, G::Position>) -> String {
        let mut line = format!("{:?}", answer.outcome);
        for (player, winning) in [(Player::Left, &answer.left), (Player::Right, &answer.right)] {
            if let Some((m, _)) = winning {
                line.push_str(&format!("; {player} wins with {m}"));
            }
        }
        line
    }

    /// The report of `--outcome-only`: the outcome and each player's winning move.
    fn outcome_report(
        p: &G::Position,
        answer: &OutcomeAnswer<G::Move, G::Position>,
    ) -> Report<ClassicFacts> {
        let named = |winning: &Option<(G::Move, G::Position)>| -> Vec<MoveReport<After>> {
            winning
                .iter()
                .map(|(m, next)| {
                    MoveReport::new(Self::move_named(m, next), After { value_after: None })
                })
                .collect()
        };
        let facts = ClassicFacts {
            left_winning_moves: named(&answer.left),
            right_winning_moves: named(&answer.right),
        };
        let line = Self::answer_text(answer);
        let mut report = Report::new(G::NAME, line, facts);
        report.board = Some(G::draw(p));
        report.outcome = Some(answer.outcome);
        report
    }
}

/// A classic game's regions as a region database holds them: in the game's text.
impl<G: PartizanRuleset> RegionText for G {
    fn region_text(&self, region: &G::Position) -> String {
        region.to_string()
    }

    fn read_region(&self, text: &str) -> Option<G::Position> {
        G::Position::parse(text.as_bytes(), 1, 1).ok()
    }
}

/// The kind a region database of `rules` names: the game's name and the flags that choose
/// its rules, then `regions` (`domineering regions`).
pub fn regions_kind<G: PartizanRuleset>(rules: &G) -> String {
    match rules.flags() {
        flags if flags.is_empty() => region_kind(G::NAME),
        flags => region_kind(&format!("{} {flags}", G::NAME)),
    }
}

impl<G: PartizanRuleset> Game for Classic<G> {
    type Face = RulesetText<G>;
    const FACE: RulesetText<G> = RulesetText::FACE;
    const POSITION_A_LINE: bool = true;

    fn play_flags(&self) -> String {
        self.values.rules().flags()
    }

    /// The outcome search, which values only small regions.
    fn new_outcome_only(
        options: &Self::Options,
        memory: MemoryLimit,
    ) -> Option<Result<Self, OptionsError>> {
        Some(Self::set_up(options, memory, true))
    }

    fn check_certificate(
        certificate: &[u8],
        memory: MemoryLimit,
    ) -> Option<Result<Verified, CheckError>> {
        Some(certified::check::<G>(certificate, memory))
    }
}
