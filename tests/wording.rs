//! The words the command prints in its rarer branches, each checked against a plain
//! computation where the words carry an answer: a classic game's winning moves (with a move
//! that leaves nothing), a value's outcome in words, the terminal player's singular and its
//! undo with nothing to undo, a resumed table build, and refused combinations of flags.

mod common;

use cgsolve::games::boards::regions::plain_outcome;
use cgsolve::games::partizan::clobber::Clobber;
use cgsolve::games::partizan::hackenbush::Hackenbush;
use cgsolve::games::partizan::toads_and_frogs::ToadsAndFrogs;
use cgsolve::games::serving::classic::PartizanRuleset;
use cgsolve::text::PositionText;
use cgsolve::{Outcome, Player};
use common::cgsolve_text;

/// The winning moves of `player` moving first in `text`, as `--json` describes them.
fn reported_moves(game: &str, text: &str, player: Player) -> Vec<String> {
    let (code, out, err) = cgsolve_text(&[game, "--json", "-p", text], "");
    assert_eq!((code, err.as_str()), (0, ""), "{game} {text}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let key = match player {
        Player::Left => "left_winning_moves",
        Player::Right => "right_winning_moves",
    };
    report[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["describe"].as_str().unwrap().to_string())
        .collect()
}

/// The winning moves of `player` moving first in `text` by the engine's plain search: the
/// moves after which the opponent, moving first, loses; each as `MOVE, leaving POSITION`, or
/// `leaving nothing` when no piece, edge or cell is left to write.
fn plain_moves<G: PartizanRuleset>(text: &str, player: Player) -> Vec<String> {
    let game = G::default();
    let p = G::Position::parse(text.as_bytes(), 1, 1).unwrap();
    let opponent_wins = match player {
        Player::Left => [Outcome::R, Outcome::N],
        Player::Right => [Outcome::L, Outcome::N],
    };
    game.move_list(&p, player)
        .into_iter()
        .filter(|(_, next)| !opponent_wins.contains(&plain_outcome(&game, next)))
        .map(|(m, next)| {
            let left = next.to_string();
            let left = if left.is_empty() {
                "nothing".into()
            } else {
                left
            };
            format!("{m}, leaving {left}")
        })
        .collect()
}

fn check_classic<G: PartizanRuleset>(positions: &[&str]) -> usize {
    let mut nothing = 0;
    for text in positions {
        for player in [Player::Left, Player::Right] {
            let mut reported = reported_moves(G::NAME, text, player);
            let mut plain = plain_moves::<G>(text, player);
            reported.sort();
            plain.sort();
            assert_eq!(reported, plain, "{} {text} {player:?}", G::NAME);
            nothing += plain
                .iter()
                .filter(|m| m.ends_with(", leaving nothing"))
                .count();
        }
    }
    nothing
}

#[test]
fn classic_winning_moves_are_the_plain_ones_and_a_bare_ground_leaves_nothing() {
    let nothing = check_classic::<Hackenbush>(&[
        "g-1:B",
        "g-1:G",
        "g-1:B 1-2:R",
        "g-1:G 1-2:B g-3:R",
        "g-1:B g-2:R 2-3:G",
    ]);
    assert!(nothing >= 3, "{nothing} moves leaving nothing");
    assert_eq!(
        check_classic::<ToadsAndFrogs>(&["T.F", "TT.F.F", "T..F"]),
        0
    );
    assert_eq!(check_classic::<Clobber>(&["xo", "xxo|o.x"]), 0);
    // The same move for a person, with the value it leaves (the empty graph is 0).
    let (code, out, _) = cgsolve_text(&["hackenbush", "--explain", "-p", "g-1:B 1-2:R"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("left winning moves (1):\n  - g-1:B, leaving nothing (value after: 0)\n"),
        "{out}"
    );
    assert!(out.contains("right winning moves: none\n"), "{out}");
}

#[test]
fn a_values_outcome_in_words() {
    // 0 = { | }: whoever starts has no move; 1 = {0 | }: only Left moves; * = {0 | 0}.
    for (value, words) in [
        ("0", "P (whoever starts loses)"),
        ("{0|}", "L (Left wins, whoever starts)"),
        ("{|0}", "R (Right wins, whoever starts)"),
        ("{0|0}", "N (whoever starts wins)"),
    ] {
        let (code, out, err) = cgsolve_text(&["value", "--explain", value], "");
        assert_eq!((code, err.as_str()), (0, ""), "{value}");
        assert!(out.contains(&format!("  outcome: {words}\n")), "{out}");
    }
}

#[test]
fn the_terminal_player_counts_one_move_and_has_nothing_to_undo_at_the_start() {
    // `..o.`: the checker steps once and the game is over.
    let (code, out, _) = cgsolve_text(&["play", "checkers", "-p", "..o."], "1\n");
    assert_eq!(code, 0);
    assert!(
        out.contains("you win with best play, 1 move to the end\n"),
        "{out}"
    );
    let (code, out, err) = cgsolve_text(&["play", "checkers", "-p", ".o..."], "undo\nquit\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("nothing to undo\n"), "{out}");
    assert!(
        out.contains("you win with best play, 3 moves to the end\n"),
        "{out}"
    );
    let (code, out, err) = cgsolve_text(&["play", "evenodd", "--first", "middle"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("expected left or right, found 'middle'"),
        "{err}"
    );
}

#[test]
fn value_refuses_expressions_beside_a_file() {
    let (code, out, err) = cgsolve_text(&["value", "--file", "none.txt", "1"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "cgsolve: give expressions or --file, not both\n");
}

#[test]
fn a_table_build_resumes_past_the_built_tiers_and_verifies_each() {
    let dir = std::env::temp_dir().join(format!("cgsolve-wording-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out_dir = dir.to_str().unwrap();
    let build = |more: &[&str]| {
        let mut args = vec!["tables", "sweets", "--side", "2", "--out", out_dir];
        args.extend_from_slice(more);
        cgsolve_text(&args, "")
    };
    let (code, out, err) = build(&["--max-tier", "99"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: --max-tier 99: a board of side 2 has tiers 0 to 7\n"
    );
    let (code, out, _) = build(&["--max-tier", "2"]);
    assert_eq!(code, 0);
    assert!(out.ends_with("built tiers 0 to 2 of 7\n"), "{out}");
    let (code, out, _) = build(&[]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    // Side 2 has 7 cells: tier t holds the C(7, t) positions with t chocolates.
    let binomial = [1, 7, 21, 35, 35, 21, 7, 1];
    assert_eq!(lines.len(), 8, "{out}");
    for (t, line) in lines.iter().enumerate() {
        let head = format!("tier {t:2}: {} positions, ", binomial[t]);
        assert!(line.starts_with(&head), "{line}");
        assert_eq!(line.contains("already built"), t <= 2, "{line}");
    }
    let (code, out, _) = cgsolve_text(&["tables", "verify", out_dir], "");
    assert_eq!(code, 0);
    for (t, n) in binomial.iter().enumerate() {
        let head = format!("tier {t:2}: {n} positions in ");
        let line = out.lines().find(|l| l.starts_with(&head));
        assert!(line.is_some_and(|l| l.ends_with(": ok")), "{out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
