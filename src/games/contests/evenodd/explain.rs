//! The report behind `--explain` and `--json`: every pile's stalk and value, the total, the
//! verdict and every winning first move.

use super::solve::{colours, prefix_values, stalk, winning_moves_by_values};
use super::text::move_name;
use super::{Case, Choice, Parity, Piles, Rules, Verdict};
use crate::engine::solver::PartizanSolver;
use crate::report::{Facts, MoveReport, Part, Report};
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::{Outcome, Player};
use crate::theory::sign_expansion::number_with_signs;
use serde::Serialize;

/// Tests with at most this many reachable positions have their winning moves found by the
/// engine's search; larger ones from the Hackenbush values.
pub const SEARCH_LIMIT: u64 = 1 << 14;

/// How the winning moves of a report were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Method {
    /// By the engine's plain partizan search over every reachable position.
    #[serde(rename = "search")]
    Search,
    /// From the piles' Hackenbush values.
    #[serde(rename = "hackenbush values")]
    Values,
}

/// The facts of an evenodd report beyond those of every game.
#[derive(Clone, Debug, Serialize)]
pub struct CaseFacts {
    /// How Chef's winning first moves were found.
    pub winning_moves_by: Method,
}

/// The facts of one pile.
#[derive(Clone, Debug, Serialize)]
pub struct PileFacts {
    /// The pile's numbers as read.
    pub numbers: Vec<u32>,
    /// Its distinct numbers sorted from the ground up: the Hackenbush stalk.
    pub stalk: Vec<u32>,
}

/// The facts of one of Chef's winning first moves.
#[derive(Clone, Debug, Serialize)]
pub struct MoveFacts {
    /// The pile, counted from 1.
    pub pile: usize,
    /// The number chosen.
    pub number: u32,
    /// The value the move leaves, as a number (`-1/2`).
    pub value_after: String,
}

impl Facts for CaseFacts {
    type Part = PileFacts;
    type Move = MoveFacts;
}

/// Every move of `player` that leaves the opponent, moving next, lost, found by plain search.
/// Sorted by pile, then number.
pub fn winning_moves_by_search(piles: &Piles, player: Player) -> Vec<Choice> {
    let mut solver = PartizanSolver::new(Rules);
    let mut moves: Vec<Choice> = solver
        .winning_moves(piles, player)
        .into_iter()
        .map(|(choice, _)| choice)
        .collect();
    moves.sort_unstable();
    moves
}

/// Chef's winning first moves for a test of value `total`, and how they were found: by search
/// when the test is small enough, from the values otherwise. Empty for DON'T PLAY.
pub fn winning_moves(test: &Case, total: &Dyadic) -> (Vec<Choice>, Method) {
    let position = test.to_position();
    if position.reachable_bound() <= SEARCH_LIMIT {
        let moves = match Verdict::from_sign(total.signum()).chef() {
            Some(chef) => winning_moves_by_search(&position, chef),
            None => Vec::new(),
        };
        (moves, Method::Search)
    } else {
        (winning_moves_by_values(test, total), Method::Values)
    }
}

/// A stalk drawn from the ground up: each number with B (blue, even) or R (red, odd).
fn draw(stalk: &[u32]) -> String {
    if stalk.is_empty() {
        return "(empty)".to_string();
    }
    let edges: Vec<String> = stalk
        .iter()
        .map(|&n| match Parity::of(n.into()) {
            Parity::Even => format!("{n}B"),
            Parity::Odd => format!("{n}R"),
        })
        .collect();
    edges.join(" ")
}

fn join(numbers: &[u32]) -> String {
    let words: Vec<String> = numbers.iter().map(u32::to_string).collect();
    words.join(" ")
}

/// Everything known about one case whose value is `total`.
pub fn report(test: &Case, total: &Dyadic) -> Report<CaseFacts> {
    let stalks: Vec<Vec<u32>> = test.piles().map(stalk).collect();
    let values: Vec<Dyadic> = stalks
        .iter()
        .map(|s| number_with_signs(colours(s)))
        .collect();
    let prefixes: Vec<Vec<Dyadic>> = stalks.iter().map(|s| prefix_values(s)).collect();
    let verdict = Verdict::from_sign(total.signum());
    let (moves, method) = winning_moves(test, total);

    let mut board = String::new();
    for (i, (pile, s)) in test.piles().zip(&stalks).enumerate() {
        if pile.is_empty() {
            board.push_str(&format!("pile {}: (empty)\n", i + 1));
            continue;
        }
        board.push_str(&format!("pile {}: {}\n", i + 1, join(pile)));
        board.push_str(&format!("  stalk from the ground: {}\n", draw(s)));
    }
    if test.pile_count() == 0 {
        board.push_str("no piles\n");
    }

    let facts = CaseFacts {
        winning_moves_by: method,
    };
    let mut report = Report::new("evenodd", verdict.as_str(), facts);
    report.board = Some(board);
    report.outcome = Some(match verdict {
        Verdict::Even => Outcome::L,
        Verdict::Odd => Outcome::R,
        Verdict::DontPlay => Outcome::P,
    });
    report.value = Some(total.to_string());
    report.parts = test
        .piles()
        .zip(&stalks)
        .zip(&values)
        .enumerate()
        .map(|(i, ((pile, s), value))| {
            let facts = PileFacts {
                numbers: pile.to_vec(),
                stalk: s.clone(),
            };
            Part::new(format!("pile {}: {}", i + 1, draw(s)), value, facts)
        })
        .collect();
    let (listed, said): (Vec<_>, Vec<_>) = moves
        .iter()
        .map(|&choice| {
            let pile = choice.pile;
            describe(choice, &stalks[pile], &prefixes[pile], &values[pile], total)
        })
        .unzip();
    report.winning_moves = Some(listed);
    report.notes.push(
        "Each pile is a Blue-Red Hackenbush stalk: its distinct numbers sorted from the ground \
         up, even ones blue (Left, EVEN), odd ones red (Right, ODD); choosing a number cuts its \
         edge and everything above. A stalk counts ±1 per edge up to its first change of \
         colour, then ±1/2, ±1/4, ... The value is the sum over the piles."
            .to_string(),
    );
    report.notes.push(match verdict {
        Verdict::Even => {
            format!("The value {total} is positive: choosing EVEN, Chef (Left) wins moving first.")
        }
        Verdict::Odd => {
            format!("The value {total} is negative: choosing ODD, Chef (Right) wins moving first.")
        }
        Verdict::DontPlay => "The value is 0: whoever moves first loses, so neither choice \
                              wins."
            .to_string(),
    });
    report.notes.extend(said);
    report
}

/// A winning move, named as a player types it, and a note saying what it does: the number,
/// the pile, what goes, and the total it leaves. `prefixes` and `value` are those of the
/// pile's stalk.
fn describe(
    choice: Choice,
    stalk: &[u32],
    prefixes: &[Dyadic],
    value: &Dyadic,
    total: &Dyadic,
) -> (MoveReport<MoveFacts>, String) {
    let cut = stalk.partition_point(|&n| n < choice.number);
    let after = total.clone() - value.clone() + prefixes[cut].clone();
    let note = format!(
        "{} chooses {} in pile {}: it removes {} (every number ≥ {}), leaving the value {}.",
        move_name(&choice),
        choice.number,
        choice.pile + 1,
        join(&stalk[cut..]),
        choice.number,
        after
    );
    let facts = MoveFacts {
        pile: choice.pile + 1,
        number: choice.number,
        value_after: after.to_string(),
    };
    (MoveReport::new(move_name(&choice), facts), note)
}
