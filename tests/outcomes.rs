//! The outcome search (`--outcome-only`) on published outcomes: Domineering's boards and MCGS's
//! Clobber checkerboards (`tests/data/outcomes/`, each file's header says where its lines come
//! from). Each winning move it names is checked to win by the search itself: the opponent,
//! moving next, loses.

use cgsolve::Player;
use cgsolve::engine::outcomes::OutcomeSolver;
use cgsolve::games::partizan::clobber::Clobber;
use cgsolve::games::partizan::domineering::Domineering;
use cgsolve::games::serving::classic::PartizanRuleset;
use cgsolve::text::PositionText;
use std::fmt::Debug;
use std::ops::RangeBounds;

mod common;
use common::cgsolve_text;
use common::tables::{check_table, same};

/// Every row of the table `name` (`POSITION PLAYER wins|loses`, `rows` of them) answered by
/// the outcome search of `G`.
fn outcomes_table<G: PartizanRuleset>(name: &str, rows: impl RangeBounds<usize> + Debug) {
    outcomes_table_with(name, rows, OutcomeSolver::new(G::default()));
}

/// [`outcomes_table`] with `solver`.
fn outcomes_table_with<G: PartizanRuleset>(
    name: &str,
    rows: impl RangeBounds<usize> + Debug,
    mut solver: OutcomeSolver<G>,
) {
    check_table(name, " ", rows, |[position, player, result]| {
        let p = G::Position::parse(position.as_bytes(), 1, 1).unwrap();
        let player = match player {
            "Left" => Player::Left,
            "Right" => Player::Right,
            other => return Err(format!("{other}: expected a player")),
        };
        let wins = match result {
            "wins" => true,
            "loses" => false,
            other => return Err(format!("{other}: expected wins or loses")),
        };
        let winning = solver.winning_move(&p, player).unwrap();
        same(winning.is_some(), wins)?;
        if let Some((_, next)) = winning {
            let reply = solver.winning_move(&next, player.opponent()).unwrap();
            if reply.is_some() {
                return Err("the move named does not win".to_string());
            }
        }
        Ok(())
    });
}

#[test]
fn domineering_outcomes_as_published() {
    outcomes_table::<Domineering>("outcomes/domineering.txt", 10..);
}

/// The empty Domineering board of `n` rows and columns is a first-player win (Breuker,
/// Uiterwijk and van den Herik 2000 to 8 × 8; Bullock 2002 to 10 × 10): each player, moving
/// first, has a move the search finds winning. Prints what the search counted.
fn square_is_a_first_player_win(n: usize) {
    let board = cgsolve::games::partizan::domineering::Board::empty(n, n).unwrap();
    let mut solver = OutcomeSolver::new(Domineering);
    let answer = solver.outcome(&board).unwrap();
    println!("{n} x {n}: {:?}, {:?}", answer.outcome, solver.stats());
    assert_eq!(answer.outcome, cgsolve::Outcome::N);
}

#[test]
fn domineering_7_by_7_is_a_first_player_win() {
    square_is_a_first_player_win(7);
}

#[test]
#[ignore = "about a minute of CPU and 450 MB in a release build; run with --ignored (BENCHMARKS.md, Domineering's larger boards)"]
fn domineering_8_by_8_is_a_first_player_win() {
    square_is_a_first_player_win(8);
}

#[test]
fn clobber_checkerboards_as_mcgs_settled_them() {
    outcomes_table::<Clobber>("outcomes/clobber_mcgs.txt", 20..=20);
}

#[test]
#[ignore = "a few minutes of CPU in a release build; run with --ignored (BENCHMARKS.md, Outcomes against MCGS)"]
fn clobber_checkerboards_mcgs_settled_in_minutes() {
    outcomes_table::<Clobber>("outcomes/clobber_mcgs_medium.txt", 9..=9);
}

#[test]
#[ignore = "about 7 minutes of CPU and 2.2 GB in a release build; run with --ignored (BENCHMARKS.md, Outcomes against MCGS)"]
fn clobber_checkerboards_mcgs_settled_in_hours() {
    outcomes_table_with(
        "outcomes/clobber_mcgs_hard.txt",
        3..=3,
        // About what `--memory 6G` gives the command: 2 GiB of table, 2 GiB of forms.
        OutcomeSolver::new(Clobber::default()).with_limits(2 << 30, 10_000_000, 2 << 30),
    );
}

#[test]
fn the_command_prints_the_outcome_and_a_winning_move_for_each_player() {
    let (code, out, err) = cgsolve_text(
        &["domineering", "--outcome-only"],
        "..|..\n.....|.....|.....|.....|.....\n",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    // Every first move wins on 2 x 2 (+-1): the line names one for each player.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("N; Left wins with vertical at (1,"),
        "{out}"
    );
    assert!(
        lines[0].contains("; Right wins with horizontal at ("),
        "{out}"
    );
    assert_eq!(lines[1], "P");
    // The 3 x 4 checkerboard is 0 (CGSuite): no winning move, no value.
    let (code, out, _) = cgsolve_text(
        &[
            "clobber",
            "--outcome-only",
            "--json",
            "-p",
            "xoxo|oxox|xoxo",
        ],
        "",
    );
    assert_eq!(code, 0);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (&report["outcome"], &report["answer"]),
        (&"P".into(), &"P".into())
    );
    assert_eq!(report["left_winning_moves"], serde_json::json!([]));
    assert_eq!(report["right_winning_moves"], serde_json::json!([]));
    assert!(report.get("value").is_none());
    // TT..FF is * (CGSuite): each player's move is named with the position it leaves.
    let (code, out, _) = cgsolve_text(
        &[
            "toads-and-frogs",
            "--outcome-only",
            "--explain",
            "-p",
            "TT..FF",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("outcome: N: the player to move wins\n"),
        "{out}"
    );
    assert!(out.contains("left winning moves (1):\n  - "), "{out}");
    assert!(out.contains("right winning moves (1):\n  - "), "{out}");
    assert!(out.contains(", leaving "), "{out}");
    assert!(!out.contains("value"), "{out}");
}
