//! Games decided by the final position: the engine's scored search against plain minimax on
//! random small boards of `mnk` (with and without gravity) and `connect-four`, tic-tac-toe's
//! known results, Pascal Pons' published Connect Four scores, and the budget's refusal.

mod common;

use cgsolve::engine::parts::{NoBudget, PositionBudget};
use cgsolve::engine::scored::{End, ScoredRules, ScoredSearch, Solved, reference};
use cgsolve::games::boards::in_a_row::{Board, InARow};
use cgsolve::games::registry::connect_four::ConnectFour;
use cgsolve::games::ruleset::Ruleset;
use cgsolve::games::serving::scored::ScoredRuleset;
use common::cgsolve_text;
use proptest::prelude::*;
use std::collections::HashSet;

/// The board after `choices` pick moves from the empty board (each taken modulo the moves
/// there), stopping at the end of the game or after `plies` moves.
fn walk(rules: &InARow, choices: &[usize], plies: usize) -> Board {
    let mut b = Board::empty(rules.rows, rules.cols);
    for &c in choices.iter().take(plies) {
        let moves = rules.move_list(&b);
        if moves.is_empty() {
            break;
        }
        b = moves[c % moves.len()].1;
    }
    b
}

/// Rules small enough for plain minimax once a few stones are down: (rows, cols, k,
/// gravity, stones placed first).
const SMALL: [(u32, u32, u32, bool, usize); 5] = [
    (3, 3, 3, false, 0),
    (3, 4, 3, false, 4),
    (4, 4, 3, true, 8),
    (4, 5, 4, true, 11),
    (2, 5, 2, false, 3),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The search's result and remoteness are plain minimax's, for the position and for
    /// every move from it, with a table large or tiny (most entries replaced).
    #[test]
    fn the_search_agrees_with_plain_minimax(
        which in 0..SMALL.len(),
        extra in 0usize..4,
        choices in proptest::collection::vec(0usize..64, 20),
        tiny in any::<bool>(),
    ) {
        let (rows, cols, k, gravity, stones) = SMALL[which];
        let rules = InARow::new(rows, cols, k, gravity).unwrap();
        let b = walk(&rules, &choices, stones + extra);
        let slots = if tiny { 8 } else { 1 << 16 };
        let mut search = ScoredSearch::new(rules.clone(), slots, NoBudget);
        let fast = search.solve(&b).unwrap();
        prop_assert_eq!(fast, reference(&rules, &b), "{}", b);
        for (m, q, mine) in search.solve_moves(&b).unwrap() {
            prop_assert_eq!(mine, reference(&rules, &q).before(), "{} {}", b, m);
        }
    }
}

#[test]
fn tic_tac_toe_is_a_tie_over_its_5478_positions() {
    let rules = InARow::new(3, 3, 3, false).unwrap();
    let empty = Board::empty(3, 3);
    let mut seen = HashSet::from([empty]);
    let mut todo = vec![empty];
    while let Some(b) = todo.pop() {
        for (_, q) in rules.move_list(&b) {
            if seen.insert(q) {
                todo.push(q);
            }
        }
    }
    assert_eq!(seen.len(), 5478);
    let mut search = ScoredSearch::new(rules.clone(), 1 << 12, NoBudget);
    let tie = Solved {
        end: End::Tie,
        remoteness: 9,
    };
    assert_eq!(search.solve(&empty).unwrap(), tie);
    // Every first move keeps the tie.
    let firsts = search.solve_moves(&empty).unwrap();
    assert_eq!(firsts.len(), 9);
    assert!(firsts.iter().all(|(_, _, s)| s.end == End::Tie));
    // Every position reached agrees with plain minimax.
    for b in &seen {
        assert_eq!(search.solve(b).unwrap(), reference(&rules, b), "{b}");
    }
}

/// Pons' test set `Test_L3_R1` (21 end-game positions) and 40 positions of random play
/// scored by his solver: every score is his.
#[test]
fn connect_four_scores_are_pons_scores() {
    for (file, count) in [
        ("connect_four_pons.txt", 21),
        ("connect_four_random.txt", 40),
    ] {
        check_pons_scores(file, count);
    }
}

fn check_pons_scores(file: &str, count: usize) {
    let path = format!("{}/tests/data/scored/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let c4 = ConnectFour::default();
    let mut search = ScoredSearch::new(c4.clone(), 1 << 20, NoBudget);
    let mut checked = 0;
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let (moves, score) = line.split_once(' ').unwrap();
        let b = c4.read(moves.as_bytes(), i + 1, 1).unwrap();
        let solved = search.solve(&b).unwrap();
        assert_eq!(c4.score(&b, solved), Some(score.parse().unwrap()), "{line}");
        checked += 1;
    }
    assert_eq!(checked, count, "{file}");
}

#[test]
fn a_search_past_its_budget_is_refused_with_the_limit_named() {
    let rules = ConnectFour::default();
    let mut search = ScoredSearch::new(rules, 1 << 10, PositionBudget::new(1000));
    let empty = Board::empty(6, 7);
    assert_eq!(search.solve(&empty).unwrap_err().limit, 1000);
    let (status, out, err) = cgsolve_text(&["connect-four", "--max-positions", "1000"], "4\n");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.contains("over the limit of 1000 positions searched (--max-positions)"),
        "{err}"
    );
}

#[test]
fn answers_json_and_move_names_on_the_command_line() {
    let (status, out, err) = cgsolve_text(&["mnk", "--json"], "XX.|OO.|...\n");
    assert_eq!((status, err.as_str()), (0, ""));
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["answer"], "Win 1");
    assert_eq!(report["outcome"], "Win");
    assert_eq!(report["remoteness"], 1);
    assert_eq!(
        report["winning_moves"][0]["describe"],
        "c1, leaving XXX|OO.|..."
    );
    let (status, out, _) = cgsolve_text(
        &["mnk", "--rows", "4", "--cols", "4", "--k", "3", "--gravity"],
        "2213\n",
    );
    let rules = InARow::new(4, 4, 3, true).unwrap();
    let minimax = reference(&rules, &rules.play_columns(b"2213").unwrap());
    let line = format!("{:?} {}\n", minimax.end, minimax.remoteness);
    assert_eq!((status, out), (0, line));
    let (status, out, _) = cgsolve_text(
        &["connect-four", "--cols", "4", "--rows", "4"],
        "....|....|....|....\n",
    );
    assert_eq!((status, out.as_str()), (0, "Tie 16\n"));
}
