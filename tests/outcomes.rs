//! The outcome search (`--outcome-only`) on published outcomes: Domineering's boards and MCGS's
//! Clobber checkerboards (`tests/data/outcomes/`, each file's header says where its lines come
//! from). Each winning move it names is checked to win by the search itself: the opponent,
//! moving next, loses.

use cgsolve::Player;
use cgsolve::engine::outcomes::OutcomeSolver;
use cgsolve::games::clobber::Clobber;
use cgsolve::games::common::classic::ClassicGame;
use cgsolve::games::common::grid::PositionText;
use cgsolve::games::domineering::Domineering;

mod common;
use common::cgsolve_text;

/// Every line of the table `text` (`POSITION PLAYER wins|loses`, `#` lines skipped) answered by
/// the outcome search of `G`; how many lines were checked.
fn check_table<G: ClassicGame>(text: &str) -> usize {
    check_table_with(text, OutcomeSolver::new(G::default()))
}

/// [`check_table`] with `solver`.
fn check_table_with<G: ClassicGame>(text: &str, mut solver: OutcomeSolver<G>) -> usize {
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [position, player, result] = words[..] else {
            panic!("a line of three words: {line}");
        };
        let p = G::Position::parse(position.as_bytes(), 1, 1).unwrap();
        let player = match player {
            "Left" => Player::Left,
            "Right" => Player::Right,
            other => panic!("a player: {other}"),
        };
        let wins = match result {
            "wins" => true,
            "loses" => false,
            other => panic!("wins or loses: {other}"),
        };
        let winning = solver.winning_move(&p, player).unwrap();
        assert_eq!(winning.is_some(), wins, "{line}");
        if let Some((_, next)) = winning {
            let reply = solver.winning_move(&next, player.opponent()).unwrap();
            assert!(reply.is_none(), "{line}: the move named wins");
        }
        checked += 1;
    }
    checked
}

#[test]
fn domineering_outcomes_as_published() {
    let checked = check_table::<Domineering>(include_str!("data/outcomes/domineering.txt"));
    assert!(checked >= 10, "{checked}");
}

/// The empty Domineering board of `n` rows and columns is a first-player win (Breuker,
/// Uiterwijk and van den Herik 2000 to 8 × 8; Bullock 2002 to 10 × 10): each player, moving
/// first, has a move the search finds winning. Prints what the search counted.
fn square_is_a_first_player_win(n: usize) {
    let board = cgsolve::games::domineering::Board::empty(n, n).unwrap();
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
    assert_eq!(
        check_table::<Clobber>(include_str!("data/outcomes/clobber_mcgs.txt")),
        20
    );
}

#[test]
#[ignore = "a few minutes of CPU in a release build; run with --ignored (BENCHMARKS.md, Outcomes against MCGS)"]
fn clobber_checkerboards_mcgs_settled_in_minutes() {
    assert_eq!(
        check_table::<Clobber>(include_str!("data/outcomes/clobber_mcgs_medium.txt")),
        9
    );
}

#[test]
#[ignore = "about 7 minutes of CPU and 2.2 GB in a release build; run with --ignored (BENCHMARKS.md, Outcomes against MCGS)"]
fn clobber_checkerboards_mcgs_settled_in_hours() {
    assert_eq!(
        check_table_with(
            include_str!("data/outcomes/clobber_mcgs_hard.txt"),
            // About what `--memory 6G` gives the command: 2 GiB of table, 2 GiB of forms.
            OutcomeSolver::new(Clobber::default()).with_limits(2 << 30, 10_000_000, 2 << 30),
        ),
        3
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
