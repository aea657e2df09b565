//! Games scored by a margin, and moves that keep the turn: the engine's scored search against
//! plain minimax on random small positions of `dots-and-boxes` and `othello`, the known
//! results of small boards, and the margin on the command line.

mod common;

use cgsolve::engine::parts::NoBudget;
use cgsolve::engine::scored::{End, ScoredRules, ScoredSearch, Solved, reference};
use cgsolve::games::registry::dots_and_boxes::{Boxes, DotsAndBoxes};
use cgsolve::games::registry::othello::{Discs, Othello};
use cgsolve::games::ruleset::Ruleset;
use common::cgsolve_text;
use proptest::prelude::*;

/// The position after `choices` pick moves from `start` (each taken modulo the moves there),
/// stopping at the end of the game or after `plies` moves.
fn walk<R: ScoredRules>(
    rules: &R,
    start: R::Position,
    choices: &[usize],
    plies: usize,
) -> R::Position {
    let mut p = start;
    for &c in choices.iter().take(plies) {
        let moves = rules.move_list(&p);
        if moves.is_empty() {
            break;
        }
        p = moves[c % moves.len()].1.clone();
    }
    p
}

/// The fast search and plain minimax agree on `p` and on every move from it, with a table
/// large or tiny (most entries replaced).
fn agree<R: ScoredRules + Clone>(
    rules: &R,
    p: &R::Position,
    tiny: bool,
) -> Result<(), TestCaseError>
where
    R::Position: std::fmt::Display,
{
    let slots = if tiny { 8 } else { 1 << 16 };
    let mut search = ScoredSearch::new(rules.clone(), slots, NoBudget);
    let fast = search.solve(p).unwrap();
    prop_assert_eq!(fast, reference(rules, p), "{}", p);
    for (_, q, mine) in search.solve_moves(p).unwrap() {
        let keeps = rules.mover_keeps_turn(p, &q);
        prop_assert_eq!(
            mine,
            reference(rules, &q).for_maker(keeps),
            "{} to {}",
            p,
            q
        );
    }
    Ok(())
}

/// Boards of boxes small enough for plain minimax once a few lines are drawn: (rows, cols,
/// lines drawn first).
const BOXES: [(u32, u32, usize); 4] = [(1, 1, 0), (1, 2, 0), (2, 2, 2), (2, 3, 9)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn dots_and_boxes_search_agrees_with_plain_minimax(
        which in 0..BOXES.len(),
        extra in 0usize..4,
        choices in proptest::collection::vec(0usize..64, 24),
        tiny in any::<bool>(),
    ) {
        let (rows, cols, drawn) = BOXES[which];
        let rules = DotsAndBoxes::new(rows, cols, 1 << 30).unwrap();
        let p = walk(&rules, Boxes::empty(rows as u8, cols as u8), &choices, drawn + extra);
        agree(&rules, &p, tiny)?;
    }

    #[test]
    fn othello_search_agrees_with_plain_minimax(
        six in any::<bool>(),
        extra in 0usize..3,
        choices in proptest::collection::vec(0usize..64, 32),
        tiny in any::<bool>(),
    ) {
        // 6 × 6 after 22 moves or more: plain minimax of 10 empty cells at most.
        let (size, plies) = if six { (6, 22 + extra) } else { (4, 2 + extra) };
        let rules = Othello::new(size, 1 << 30).unwrap();
        let p = walk(&rules, Discs::start(size as u8), &choices, plies);
        agree(&rules, &p, tiny)?;
    }
}

/// The result of the empty board of `rows` × `cols` boxes by the search.
fn boxes_from_the_start(rows: u32, cols: u32) -> Solved {
    let rules = DotsAndBoxes::new(rows, cols, 1 << 30).unwrap();
    let mut search = ScoredSearch::new(rules, 1 << 20, NoBudget);
    search.solve(&Boxes::empty(rows as u8, cols as u8)).unwrap()
}

#[test]
fn small_boards_of_boxes_have_their_known_results() {
    let by = |margin: i32, remoteness: u32| Solved {
        end: End::by_margin(margin),
        remoteness,
    };
    // 1 × 1: the fourth line takes the box, and it is the second player's. 1 × 2: one box
    // each. 2 × 2: the first player takes 3 boxes to 1 (Berlekamp). Each is plain minimax's.
    for (rows, cols, known) in [(1, 1, by(-1, 4)), (1, 2, by(0, 7)), (2, 2, by(2, 12))] {
        let fast = boxes_from_the_start(rows, cols);
        assert_eq!(fast, known, "{rows} × {cols}");
        let rules = DotsAndBoxes::new(rows, cols, 1 << 30).unwrap();
        let empty = Boxes::empty(rows as u8, cols as u8);
        assert_eq!(reference(&rules, &empty), known, "{rows} × {cols}");
    }
}

#[test]
fn three_by_three_boxes_is_won_by_the_second_player_by_three() {
    assert_eq!(boxes_from_the_start(3, 3).end, End::Margin(-3));
}

#[test]
fn a_box_taken_keeps_the_turn() {
    let rules = DotsAndBoxes::new(1, 2, 1 << 30).unwrap();
    let three_sides = rules.read(b"A +-+.+/|..../+-+.+", 1, 1).unwrap();
    let takes = rules
        .move_list(&three_sides)
        .into_iter()
        .find(|(m, _)| m.to_string() == "b1-b2")
        .unwrap();
    assert!(rules.mover_keeps_turn(&three_sides, &takes.1));
    assert_eq!(takes.1.to_string(), "A +-+.+/|A|../+-+.+");
    assert_eq!(takes.1.lead(), 1);
    let other = rules
        .move_list(&three_sides)
        .into_iter()
        .find(|(m, _)| m.to_string() == "b1-c1")
        .unwrap();
    assert!(!rules.mover_keeps_turn(&three_sides, &other.1));
    assert_eq!(other.1.to_string(), "B +-+-+/|..../+-+.+");
}

#[test]
fn four_by_four_othello_from_the_start_is_plain_minimax() {
    let rules = Othello::new(4, 1 << 30).unwrap();
    let start = Discs::start(4);
    let mut search = ScoredSearch::new(rules.clone(), 1 << 20, NoBudget);
    let fast = search.solve(&start).unwrap();
    assert_eq!(fast, reference(&rules, &start));
    // O wins, the board full but for two cells, 3 discs to 11 and the two empty cells.
    assert_eq!(
        fast,
        Solved {
            end: End::Margin(-10),
            remoteness: 10
        }
    );
}

#[test]
fn othello_passes_and_ends_when_neither_can_move() {
    let rules = Othello::new(4, 1 << 30).unwrap();
    // X has no disc to place; O has (d4): X passes.
    let p = rules.read(b"X OOOO|OOOO|OOOX|OO..", 1, 1).unwrap();
    let moves: Vec<String> = rules
        .move_list(&p)
        .iter()
        .map(|(m, _)| m.to_string())
        .collect();
    assert_eq!(moves, ["pass"]);
    let passed = rules.move_list(&p)[0].1;
    assert_eq!(passed.to_string(), "O OOOO|OOOO|OOOX|OO..");
    assert!(rules.result(&passed).is_none());
    // Neither can move: O has 12 discs and the 4 empty cells.
    let over = rules.read(b"O OOOO|OOOO|OOOO|....", 1, 1).unwrap();
    assert_eq!(rules.result(&over), Some(End::Margin(16)));
    let full = rules.read(b"X XXXX|XXXX|OOOO|OOOO", 1, 1).unwrap();
    assert_eq!(rules.result(&full), Some(End::Tie));
}

#[test]
fn the_margin_is_the_score_in_json_and_moves_are_typed_names() {
    let (status, out, err) = cgsolve_text(
        &["dots-and-boxes", "--rows", "1", "--cols", "2", "--json"],
        "A +.+.+/...../+.+.+\n",
    );
    assert_eq!((status, err.as_str()), (0, ""));
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["answer"], "Tie 7");
    assert_eq!(report["outcome"], "Tie");
    assert_eq!(report["score"], 0);
    let moves = report["move_results"].as_array().unwrap();
    assert_eq!(moves.len(), 7);
    assert!(moves.iter().all(|m| m["margin"].is_i64()));
    let (status, out, _) = cgsolve_text(&["othello", "--size", "4"], "X ....|.OX.|.XO.|....\n");
    assert_eq!((status, out.as_str()), (0, "Lose 10\n"));
    let (status, out, _) = cgsolve_text(
        &["dots-and-boxes", "--rows", "2", "--cols", "2", "--json"],
        "A +.+.+/...../+.+.+/...../+.+.+\n",
    );
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (status, &report["answer"], &report["score"]),
        (0, &"Win 12".into(), &2.into())
    );
}

#[test]
fn boards_past_the_limit_are_refused_up_front() {
    let (status, out, err) = cgsolve_text(&["dots-and-boxes", "--rows", "5", "--cols", "6"], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains("the limit of a board"), "{err}");
    let (status, _, err) = cgsolve_text(&["othello", "--size", "10"], "");
    assert_eq!(status, 2);
    assert!(err.contains("at most 8, the limit of a board"), "{err}");
}
