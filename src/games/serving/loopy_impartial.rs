//! The impartial rulesets whose positions may repeat, as the command line serves them: one
//! position per line in the game's text, answered from the engine's retrograde pass over the
//! position's whole game graph (enumerated within `--memory`): `Win N`, `Lose N` (N the
//! remoteness) or `Draw`, then the position's Smith value (`Win 3 ∞_{0}`). `--explain` and
//! `--json` add the outcome, every winning move (or, for a draw, the moves that keep it), the
//! remoteness and each part's Smith value, which decide a sum.

use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::engine::retrograde::{GameGraph, GraphTooLarge, MAX_INDEX, WinLoseDraw};
use crate::engine::rules::ImpartialRules;
use crate::games::game::Game;
use crate::games::ruleset::{Ruleset, RulesetText, ServedPosition, Serving, bytes_per_input_byte};
use crate::games::serving::impartial::move_named;
use crate::play::LoopyImpartial;
use crate::progress::progress_for;
use crate::report::{Facts, MoveReport, Part, Report};
use crate::text::ParseError;
use crate::text::read_positions;
use crate::theory::loopy::LoopyOutcome;
use crate::theory::outcome::Outcome;
use crate::theory::smith::SmithValue;
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::{Debug, Display};

/// An impartial ruleset whose positions may repeat: its rules (with parts, when its
/// positions split), its text (its positions' [`PositionText`], one a line) and the kind
/// [`LoopyImpartial`].
pub trait LoopyImpartialRuleset:
    Ruleset<Kind = LoopyImpartial> + ImpartialRules<Position: ServedPosition, Move: Display + Debug>
{
}

impl<R> LoopyImpartialRuleset for R where
    R: Ruleset<Kind = LoopyImpartial>
        + ImpartialRules<Position: ServedPosition, Move: Display + Debug>
{
}

/// The loopy impartial rulesets are served by [`SmithValues`].
impl<R: LoopyImpartialRuleset> Serving<R> for LoopyImpartial {
    type Server = SmithValues<R>;
}

/// What a loopy impartial game adds to its reports.
#[derive(Clone, Debug, Serialize)]
pub struct DrawFacts {
    /// Whether neither player can force a win (then `outcome`, `remoteness` and
    /// `winning_moves` are left out, and a note names the drawing moves).
    pub draw: bool,
}

impl Facts for DrawFacts {
    type Part = ();
    type Move = ();
}

/// A position solved: its result and Smith value; with a report, each move with the position
/// it leaves and that position's result, and each part with its Smith value.
pub struct SmithSolution<R: ImpartialRules> {
    result: WinLoseDraw,
    value: SmithValue,
    moves: Vec<(R::Move, R::Position, WinLoseDraw)>,
    parts: Vec<(R::Position, SmithValue)>,
}

/// A loopy impartial ruleset served as a [`Contest`]: each position's whole game graph
/// enumerated within the memory limit, then its Win/Lose/Draw with remoteness and its Smith
/// value.
pub struct SmithValues<R: LoopyImpartialRuleset> {
    rules: R,
    memory: MemoryLimit,
}

impl<R: LoopyImpartialRuleset> SmithValues<R> {
    /// The game graph of `start` (the position, or one of its parts), refused past the memory
    /// limit with `p`, the position asked, named.
    fn graph(
        &self,
        p: &R::Position,
        start: &R::Position,
    ) -> Result<GameGraph<R::Position>, SolveError> {
        let mut progress = progress_for(&format!("{}: positions", R::NAME));
        let graph = GameGraph::explore(&self.rules, start, self.memory, &mut *progress);
        progress.finish();
        graph.map_err(|e| SolveError::TooLarge {
            what: format!("the game graph of {p}"),
            needed: match e {
                GraphTooLarge::Memory { positions, .. } => {
                    format!("more than {positions} positions")
                }
                GraphTooLarge::Indices => format!("more than {MAX_INDEX} positions or moves"),
            },
            limit: format!("the memory limit of {} (--memory)", self.memory),
        })
    }

    /// Each part of `p` with its Smith value, from the part's own graph (the whole
    /// position's `value` for a position that is its one part).
    fn parts(
        &self,
        p: &R::Position,
        value: &SmithValue,
    ) -> Result<Vec<(R::Position, SmithValue)>, SolveError> {
        let mut parts = Vec::new();
        for part in self.rules.components(p) {
            let part_value = if part == *p {
                value.clone()
            } else {
                // Smith's value of a part is its start's in its own graph: only its followers
                // count.
                let graph = self.graph(p, &part)?;
                graph.smith_values().swap_remove(0)
            };
            parts.push((part, part_value));
        }
        Ok(parts)
    }
}

impl<R: LoopyImpartialRuleset> Contest for SmithValues<R> {
    const NAME: &'static str = R::NAME;
    type Options = R::Options;
    type Case = R::Position;
    type Solution = SmithSolution<R>;
    type Facts = DrawFacts;
    const BYTES_PER_INPUT_BYTE: usize = bytes_per_input_byte::<R, R::Position>();

    fn new(options: &R::Options, memory: MemoryLimit) -> Result<Self, OptionsError> {
        Ok(SmithValues {
            rules: R::configure(options)?,
            memory,
        })
    }

    /// Every line holding something is one position, read through the rules; there must be
    /// one at least.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<R::Position>, ParseError> {
        let rules = &self.rules;
        read_positions(input, |text, line, column| rules.read(text, line, column))
    }

    /// The position's graph, its result and Smith value; for a report, each move's result
    /// and each part's value too.
    fn solve(&mut self, p: &R::Position, detail: Detail) -> Result<SmithSolution<R>, SolveError> {
        if let Some(refusal) = self.rules.too_large(p) {
            return Err(refusal);
        }
        let graph = self.graph(p, p)?;
        let results = graph.retrograde();
        let value = graph.smith_values().swap_remove(0);
        let mut solution = SmithSolution {
            result: results[0],
            value,
            moves: Vec::new(),
            parts: Vec::new(),
        };
        if detail == Detail::Report {
            for (m, next) in self.rules.move_list(p) {
                let after =
                    (graph.index_of(&next)).map_or(WinLoseDraw::Draw, |i| results[i as usize]);
                solution.moves.push((m, next, after));
            }
            solution.parts = self.parts(p, &solution.value)?;
        }
        Ok(solution)
    }

    /// `Win N`, `Lose N` or `Draw`, then Smith's value.
    fn answer_line(&self, s: &SmithSolution<R>) -> Cow<'static, str> {
        Cow::Owned(match s.result {
            WinLoseDraw::Win(r) => format!("Win {r} {}", s.value),
            WinLoseDraw::Lose(r) => format!("Lose {r} {}", s.value),
            WinLoseDraw::Draw => format!("Draw {}", s.value),
        })
    }

    /// The outcome, Smith's value, each part's value, every winning move (or the drawing
    /// moves of a draw) and the remoteness.
    fn describe(
        &mut self,
        p: &R::Position,
        s: SmithSolution<R>,
    ) -> Result<Report<DrawFacts>, SolveError> {
        let draw = s.result == WinLoseDraw::Draw;
        let mut report = Report::new(R::NAME, self.answer_line(&s), DrawFacts { draw });
        report.board = Some(R::draw(p));
        report.outcome = match s.result {
            WinLoseDraw::Win(_) => Some(Outcome::N),
            WinLoseDraw::Lose(_) => Some(Outcome::P),
            WinLoseDraw::Draw => None,
        };
        report.value = Some(s.value.to_string());
        report.parts = (s.parts.iter())
            .map(|(part, value)| Part::new(R::part_name(part), value, ()))
            .collect();
        // A draw lists its drawing moves in a note: "no winning move" would say every move
        // loses.
        if draw {
            let keep: Vec<String> = (s.moves.iter())
                .filter(|(_, _, after)| *after == WinLoseDraw::Draw)
                .map(|(m, _, _)| m.to_string())
                .collect();
            report.notes.push(format!(
                "a draw: no move wins; these keep the game going forever: {}",
                keep.join(", ")
            ));
        } else {
            report.winning_moves = Some(
                (s.moves.iter())
                    .filter(|(_, _, after)| matches!(after, WinLoseDraw::Lose(_)))
                    .map(|(m, next, _)| MoveReport::new(move_named(m, next), ()))
                    .collect(),
            );
            report.remoteness = s.result.remoteness();
        }
        if s.parts.len() > 1 {
            let values: Vec<SmithValue> = s.parts.into_iter().map(|(_, v)| v).collect();
            let sum = match SmithValue::sum_outcome(&values) {
                LoopyOutcome::P => "the player to move loses",
                LoopyOutcome::N => "the player to move wins",
                _ => "a draw",
            };
            report
                .notes
                .push(format!("the {}' values decide the sum: {sum}", R::PARTS));
        }
        Ok(report)
    }
}

impl<R: LoopyImpartialRuleset> Game for SmithValues<R> {
    type Face = RulesetText<R>;
    const FACE: RulesetText<R> = RulesetText::FACE;
    const POSITION_A_LINE: bool = true;

    fn play_flags(&self) -> String {
        self.rules.flags()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::NoOptions;
    use crate::games::serving::testing::Numbers;
    use proptest::prelude::*;

    /// Numbers on a circle of `n` places: a move takes one counter not on 0 back by one of
    /// `steps`, modulo `n`, so play may go round for ever; each counter a part.
    #[derive(Clone, Debug, Default)]
    struct Circle {
        n: u8,
        steps: Vec<u8>,
    }

    impl ImpartialRules for Circle {
        type Position = Numbers;
        type Move = String;

        fn moves(&self, p: &Numbers, each: &mut dyn FnMut(String, Numbers)) {
            for (i, &at) in p.0.iter().enumerate() {
                for &step in (at != 0).then_some(&self.steps).into_iter().flatten() {
                    let mut next = p.0.clone();
                    let n = u32::from(self.n);
                    next[i] = (at + n - u32::from(step) % n) % n;
                    each(format!("{at}-{step}"), Numbers(next));
                }
            }
        }

        fn components(&self, p: &Numbers) -> Vec<Numbers> {
            p.each()
        }
    }

    impl Ruleset for Circle {
        type Kind = LoopyImpartial;
        type Options = NoOptions;
        const NAME: &'static str = "circle";
        const FORMAT: &'static str = "counters";
        const EXAMPLE: &'static str = "1 2";
        const PARTS: &'static str = "counters";
    }

    fn server(n: u8, steps: &[u8], memory: MemoryLimit) -> SmithValues<Circle> {
        let rules = Circle {
            n,
            steps: steps.to_vec(),
        };
        SmithValues { rules, memory }
    }

    #[test]
    fn answers_reports_and_the_sum_of_the_parts() {
        // Four places, the one step 1: a path 3 -> 2 -> 1 -> 0, nim values 1, 0, 1, 0.
        let mut circle = server(4, &[1], MemoryLimit::from_mib(16));
        let cases = circle.parse(b"0\n1\n2\n3\n1 1\n1 3\n").unwrap();
        let answers: Vec<String> = (cases[..5].iter())
            .map(|c| circle.answer(c).unwrap().into_owned())
            .collect();
        assert_eq!(
            answers,
            ["Lose 0 0", "Win 1 1", "Lose 2 0", "Win 3 1", "Lose 2 0"]
        );
        let report = circle.report(&cases[2]).unwrap();
        assert_eq!(report.outcome, Some(Outcome::P));
        assert_eq!(report.remoteness, Some(2));
        assert_eq!(report.winning_moves.map(|m| m.len()), Some(0));
        let report = circle.report(&cases[5]).unwrap();
        assert_eq!(report.outcome, Some(Outcome::P));
        let parts: Vec<(&str, &str)> = (report.parts.iter())
            .map(|p| (p.describe.as_str(), p.value.as_str()))
            .collect();
        assert_eq!(parts, [("1", "1"), ("3", "1")]);
        assert_eq!(
            report.notes,
            ["the counters' values decide the sum: the player to move loses"]
        );
        let report = circle.report(&cases[3]).unwrap();
        let moves: Vec<&str> = (report.winning_moves.iter().flatten())
            .map(|m| m.describe.as_str())
            .collect();
        assert_eq!(moves, ["3-1, leaving 2"]);
    }

    #[test]
    fn a_draw_names_the_moves_that_keep_it() {
        // Four places, the one step 2: 1 -> 3 -> 1 -> ... never reaches 0, a draw whose one
        // option is infinite too.
        let mut looping = server(4, &[2], MemoryLimit::from_mib(16));
        let cases = looping.parse(b"1\n").unwrap();
        assert_eq!(looping.answer(&cases[0]).unwrap(), "Draw ∞");
        let report = looping.report(&cases[0]).unwrap();
        assert!(report.facts.draw);
        assert_eq!((report.outcome, report.remoteness), (None, None));
        assert!(report.winning_moves.is_none());
        assert_eq!(
            report.notes,
            ["a draw: no move wins; these keep the game going forever: 1-2"]
        );
    }

    #[test]
    fn a_graph_past_the_memory_limit_is_refused_with_the_limit_named() {
        let mut circle = server(200, &[1, 7, 13], MemoryLimit::from_bytes(4096));
        let cases = circle.parse(b"150 151 152 153\n").unwrap();
        let refusal = circle.answer(&cases[0]).unwrap_err().to_string();
        assert!(
            refusal.contains("the memory limit of 4 KiB (--memory)"),
            "{refusal}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The whole position's result, from its own graph, is what Smith's values of its
        /// parts say of their sum, and every winning move leaves a lost position.
        #[test]
        fn the_parts_values_decide_the_whole(
            n in 2u8..9,
            steps in prop::collection::vec(1u8..9, 1..4),
            counters in prop::collection::vec(0u8..9, 1..4),
        ) {
            let counters: Vec<u32> = counters.iter().map(|&c| u32::from(c % n)).collect();
            let mut circle = server(n, &steps, MemoryLimit::from_mib(16));
            let p = Numbers(counters);
            let report = circle.report(&p).unwrap();
            let parts: Vec<SmithValue> = (circle.rules.components(&p).iter())
                .map(|part| circle.solve(part, Detail::Answer).unwrap().value)
                .collect();
            let word = report.answer.split(' ').next().unwrap();
            let expected = match SmithValue::sum_outcome(&parts) {
                LoopyOutcome::N => "Win",
                LoopyOutcome::P => "Lose",
                _ => "Draw",
            };
            prop_assert_eq!(word, expected);
            for (m, next) in circle.rules.move_list(&p) {
                let named = move_named(&m, &next);
                let wins = (report.winning_moves.iter().flatten()).any(|w| w.describe == named);
                let after = circle.answer(&next).unwrap().into_owned();
                prop_assert_eq!(wins, after.starts_with("Lose"), "{} then {}", named, after);
            }
        }
    }
}
