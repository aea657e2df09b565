//! The short impartial rulesets as the command line serves them: one position per line in the
//! game's text, its nim value per line (`0`, `*`, `*3`), found by the engine's Grundy solver
//! over the position's parts; `--explain` and `--json` add the outcome, the parts with their
//! nim values (when it splits), every winning move and the remoteness (when its search, which takes the
//! position whole, stays within [`REMOTENESS_POSITIONS`]).

use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::parts::{BudgetExceeded, HashMemo, PositionBudget};
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::games::game::Game;
use crate::games::ruleset::{Ruleset, RulesetText, ServedPosition, Serving, bytes_per_input_byte};
use crate::play::Impartial;
use crate::progress::{NoProgress, Progress, progress_for};
use crate::report::{MoveReport, Part, Report};
use crate::text::{ParseError, read_positions};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use std::borrow::Cow;
use std::fmt::{Debug, Display};

/// The most positions the remoteness of a reported position is searched over: the search
/// takes the position whole, so it can be far larger than the nim value's; past it the report
/// leaves the remoteness out and says why.
pub const REMOTENESS_POSITIONS: usize = 1 << 20;

/// A short impartial ruleset: its rules with parts, its text (its positions'
/// [`PositionText`], one a line) and the kind [`Impartial`].
pub trait ImpartialRuleset:
    Ruleset<Kind = Impartial> + ImpartialRules<Position: ServedPosition, Move: Display + Debug>
{
}

impl<R> ImpartialRuleset for R where
    R: Ruleset<Kind = Impartial> + ImpartialRules<Position: ServedPosition, Move: Display + Debug>
{
}

/// The short impartial rulesets are served by [`NimValues`].
impl<R: ImpartialRuleset> Serving<R> for Impartial {
    type Server = NimValues<R>;
}

/// The nim-value search of an impartial ruleset, reporting its progress.
type Grundy<R> =
    Solver<R, HashMemo<<R as ImpartialRules>::Position>, PositionBudget, Box<dyn Progress + Send>>;

/// A short impartial ruleset with its Grundy solver, served as a [`Contest`]: the memo is
/// kept from one case to the next.
pub struct NimValues<R: ImpartialRuleset> {
    solver: Grundy<R>,
    /// The memory limit, as refusals name it.
    memory: MemoryLimit,
}

impl<R: ImpartialRuleset> NimValues<R> {
    /// The refusal of `p`'s search past the positions `--memory` holds.
    fn refused(&self, p: &R::Position, e: BudgetExceeded) -> SolveError {
        SolveError::TooLarge {
            what: format!("the search of {p}"),
            needed: format!("more than {} positions", e.limit),
            limit: format!("what --memory {} holds", self.memory),
        }
    }
}

/// A move as the impartial reports name it: the move, then the position it leaves.
pub(crate) fn move_named(m: &impl Display, next: &impl Display) -> String {
    match next.to_string() {
        left if left.is_empty() => format!("{m}, leaving nothing"),
        left => format!("{m}, leaving {left}"),
    }
}

impl<R: ImpartialRuleset> Contest for NimValues<R> {
    const NAME: &'static str = R::NAME;
    type Options = R::Options;
    type Case = R::Position;
    type Solution = Nimber;
    type Facts = ();
    const BYTES_PER_INPUT_BYTE: usize = bytes_per_input_byte::<R, R::Position>();

    /// Half the positions `memory` holds are searched per case at most, the memo emptied
    /// before a case when it holds more than the other half.
    fn new(options: &R::Options, memory: MemoryLimit) -> Result<Self, OptionsError> {
        let rules = R::configure(options)?;
        let half = memory.items(HashMemo::<R::Position>::ENTRY_BYTES) / 2;
        let solver = Solver::with_parts(
            rules,
            HashMemo::with_max_entries(half),
            PositionBudget::new(half),
            progress_for(&format!("{}: nim-value search", R::NAME)),
        );
        Ok(NimValues { solver, memory })
    }

    /// Every line holding something is one position, read by the rules ([`Ruleset::read`]);
    /// there must be one at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<R::Position>, ParseError> {
        let rules = self.solver.rules();
        read_positions(input, |text, line, column| rules.read(text, line, column))
    }

    fn solve(&mut self, p: &R::Position, _: Detail) -> Result<Nimber, SolveError> {
        if let Some(refusal) = self.solver.rules().too_large(p) {
            return Err(refusal);
        }
        self.solver.try_grundy(p).map_err(|e| self.refused(p, e))
    }

    /// The nim value: `0`, `*`, `*3`.
    fn answer_line(&self, value: &Nimber) -> Cow<'static, str> {
        Cow::Owned(value.to_string())
    }

    /// The nim value, the outcome, the parts with their nim values, every winning move and
    /// the remoteness.
    fn describe(&mut self, p: &R::Position, value: Nimber) -> Result<Report<()>, SolveError> {
        let mut report = Report::new(R::NAME, value.to_string(), ());
        report.board = Some(R::draw(p));
        report.outcome = Some(Outcome::impartial(value.next_player_wins()));
        report.value = Some(value.to_string());
        let parts = self.solver.try_parts(p).map_err(|e| self.refused(p, e))?;
        if parts.len() > 1 {
            report.parts = parts
                .into_iter()
                .map(|(part, v)| Part::new(R::part_name(&part), v, ()))
                .collect();
        }
        let winning = (self.solver.try_winning_moves(p)).map_err(|e| self.refused(p, e))?;
        report.winning_moves = Some(
            winning
                .iter()
                .map(|(m, next)| MoveReport::new(move_named(m, next), ()))
                .collect(),
        );
        let rules = self.solver.rules().clone();
        let budget = PositionBudget::new(REMOTENESS_POSITIONS);
        let mut whole = Solver::with_parts(rules, HashMemo::default(), budget, NoProgress);
        match whole.try_remoteness(p) {
            Ok(remoteness) => report.remoteness = Some(remoteness),
            Err(e) => report.notes.push(format!(
                "The remoteness is left out: its search takes the position whole, past {} \
                 positions.",
                e.limit
            )),
        }
        Ok(report)
    }
}

impl<R: ImpartialRuleset> Game for NimValues<R> {
    type Face = RulesetText<R>;
    const FACE: RulesetText<R> = RulesetText::FACE;
    const POSITION_A_LINE: bool = true;

    fn play_flags(&self) -> String {
        self.solver.rules().flags()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::NoOptions;
    use crate::games::serving::testing::Numbers;

    /// Nim: heaps of counters, a move takes any number from one heap; each heap a part.
    #[derive(Clone, Debug, Default)]
    struct Nim;

    impl ImpartialRules for Nim {
        type Position = Numbers;
        type Move = String;

        fn moves(&self, p: &Numbers, each: &mut dyn FnMut(String, Numbers)) {
            for (i, &h) in p.0.iter().enumerate() {
                for left in 0..h {
                    let mut next = p.0.clone();
                    next[i] = left;
                    each(format!("heap {} to {left}", i + 1), Numbers(next));
                }
            }
        }

        fn components(&self, p: &Numbers) -> Vec<Numbers> {
            p.0.iter()
                .filter(|&&h| h > 0)
                .map(|&h| Numbers(vec![h]))
                .collect()
        }
    }

    impl Ruleset for Nim {
        type Kind = Impartial;
        type Options = NoOptions;
        const NAME: &'static str = "nim";
        const FORMAT: &'static str = "heaps";
        const EXAMPLE: &'static str = "1 2";
    }

    #[test]
    fn a_report_gives_the_parts_the_winning_moves_and_the_remoteness() {
        let mut nim = NimValues::<Nim>::new(&NoOptions {}, MemoryLimit::from_mib(16)).unwrap();
        let cases = nim.parse(b"1 2 4\n3 3\n").unwrap();
        assert_eq!(nim.answer(&cases[0]).unwrap(), "*7");
        assert_eq!(nim.answer(&cases[1]).unwrap(), "0");
        let report = nim.report(&cases[0]).unwrap();
        let parts: Vec<(&str, &str)> = (report.parts.iter())
            .map(|p| (p.describe.as_str(), p.value.as_str()))
            .collect();
        assert_eq!(parts, [("1", "*"), ("2", "*2"), ("4", "*4")]);
        let moves: Vec<&str> = (report.winning_moves.iter().flatten())
            .map(|m| m.describe.as_str())
            .collect();
        assert_eq!(moves, ["heap 3 to 3, leaving 1 2 3"]);
        let remoteness = Solver::new(Nim).remoteness(&cases[0]);
        assert_eq!(report.remoteness, Some(remoteness));
        assert_eq!(report.outcome, Some(Outcome::impartial(true)));
        let lost = nim.report(&cases[1]).unwrap();
        assert_eq!(lost.winning_moves.map(|moves| moves.len()), Some(0));
        assert_eq!(lost.outcome, Some(Outcome::impartial(false)));
    }

    #[test]
    fn a_search_past_the_memory_limit_is_refused_with_the_limit_named() {
        let mut nim = NimValues::<Nim>::new(&NoOptions {}, MemoryLimit::from_bytes(4096)).unwrap();
        let cases = nim.parse(b"30 31 32 33\n").unwrap();
        let refusal = nim.answer(&cases[0]).unwrap_err().to_string();
        assert!(refusal.contains("what --memory 4 KiB holds"), "{refusal}");
    }
}
