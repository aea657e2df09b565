//! `--misere` on every game of the registry: for random small positions of every game (reached
//! by random moves from its example), the misère analysis against a plain misère search
//! written here over the moves normal play lists, each named winning move checked to win, and
//! an impartial position's misère outcome against the one read from its misère canonical form;
//! then the command line's answers, reports and refusals.

mod common;

use cgsolve::games::game::Game;
use cgsolve::games::registry::{EachGame, each_game};
use cgsolve::play::{GameText, Kind, Limits, Mode, Play, Playable, Played, Verdict};
use cgsolve::report::Report;
use cgsolve::theory::misere::MisereArena;
use cgsolve::theory::outcome::Player;
use common::cgsolve_text;
use proptest::prelude::*;
use std::collections::HashMap;
use std::time::Duration;

/// Limits with room for a loaded machine: no test depends on the clock.
fn limits() -> Limits {
    Limits {
        positions: 2_000_000,
        time: Duration::from_secs(3600),
    }
}

/// Games whose play text cannot write the empty position: a graph with no vertex is written
/// `.` (as CGSuite prints it), which reads back as one vertex, so the plain search below,
/// which goes from text to text, would never end. Their misère answers are checked by the
/// engine's own tests of the search; they are left out here until their text has a word for
/// the empty graph.
const NO_EMPTY_TEXT: [&str; 5] = [
    "snort",
    "col",
    "node-kayles",
    "arc-kayles",
    "partizan-arc-kayles",
];

/// The games whose positions may repeat, which refuse misère play.
const LOOPY: [&str; 4] = [
    "backsliding-toads-and-frogs",
    "fox-and-geese",
    "digraph-tokens",
    "wind-up",
];

/// Positions whose plain search is cheap enough to run here.
const SMALL: u64 = 150;

/// Whether the player to move at `text` wins under misère play, by plain recursion over the
/// moves the normal-play analysis lists: no move wins; else some move must leave the opponent
/// lost.
fn plain_wins(
    game: &dyn Playable,
    text: &str,
    mover: Option<Player>,
    memo: &mut HashMap<(String, Option<Player>), bool>,
) -> bool {
    let key = (text.to_string(), mover);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let a = game
        .analyse(text, mover, &limits())
        .expect("a small position");
    let next = mover.map(Player::opponent);
    let wins = a.facts.moves.is_empty()
        || a.facts
            .moves
            .iter()
            .any(|m| !plain_wins(game, &m.position, next, memo));
    memo.insert(key, wins);
    wins
}

/// Checks one position of `game` for `mover`: the analysis's outcome against plain search,
/// each move's verdict against plain search of the position it leaves, and for an impartial
/// game, the outcome read from the misère canonical form.
fn check(game: &dyn Playable, a: &Report<Played>, mover: Option<Player>) {
    let mut memo = HashMap::new();
    let wins = plain_wins(game, &a.facts.position, mover, &mut memo);
    let what = format!("{} {:?} {mover:?}", game.name(), a.facts.position);
    assert_eq!(a.facts.verdict == Verdict::Win, wins, "{what}");
    let next = mover.map(Player::opponent);
    for m in &a.facts.moves {
        let opponent_wins = plain_wins(game, &m.position, next, &mut memo);
        assert_eq!(
            m.verdict == Verdict::Win,
            !opponent_wins,
            "{what}: {}",
            m.name
        );
    }
    if let Some(best) = a.facts.best.filter(|_| wins) {
        assert_eq!(a.facts.moves[best].verdict, Verdict::Win, "{what}");
    }
    if game.kind() == Kind::Impartial {
        let form = a
            .value
            .as_deref()
            .expect("a small position has its misère form");
        let mut arena = MisereArena::new();
        let g = arena.parse_game(form).unwrap().unwrap();
        assert_eq!(arena.is_p_position(g), !wins, "{what}: {form}");
    }
}

/// Every game walked from its example by the moves `choices` pick, until a small position.
struct RandomPositions<'a> {
    choices: &'a [u32],
    checked: Vec<&'static str>,
}

impl EachGame for RandomPositions<'_> {
    fn game<G: Game>(&mut self) {
        let face = Play(G::FACE);
        let game: &dyn Playable = &face;
        let first = (game.kind() == Kind::Partizan).then_some(Player::Left);
        if NO_EMPTY_TEXT.contains(&game.name()) {
            self.checked.push(game.name());
            return;
        }
        let mut text = <G::Face as GameText>::EXAMPLE.to_string();
        if LOOPY.contains(&game.name()) {
            let refused = game.analyse_in(Mode::Misere, &text, first, &limits());
            assert!(
                matches!(&refused, Err(e) if e.to_string().contains("positions may repeat")),
                "{}: {refused:?}",
                game.name()
            );
            self.checked.push(game.name());
            return;
        }
        if game.kind() == Kind::Scored {
            let refused = game.analyse_in(Mode::Misere, &text, first, &limits());
            assert!(
                matches!(&refused, Err(e) if e.to_string().contains("decided by the final position")),
                "{}: {refused:?}",
                game.name()
            );
            self.checked.push(game.name());
            return;
        }
        let mut mover = first;
        let mut choices = self.choices.iter().cycle();
        loop {
            let a = game
                .analyse_in(Mode::Misere, &text, mover, &limits())
                .unwrap_or_else(|e| panic!("{}: {e}", game.name()));
            if a.facts.searched <= SMALL || a.facts.moves.is_empty() {
                check(game, &a, mover);
                if let Some(m) = mover {
                    let b = game.analyse_in(Mode::Misere, &text, Some(m.opponent()), &limits());
                    check(game, &b.unwrap(), Some(m.opponent()));
                }
                break;
            }
            let pick = *choices.next().unwrap_or(&0) as usize % a.facts.moves.len();
            text = a.facts.moves[pick].position.clone();
            mover = mover.map(Player::opponent);
        }
        self.checked.push(game.name());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_game_agrees_with_plain_misere_search(
        choices in prop::collection::vec(any::<u32>(), 1..12)
    ) {
        let mut positions = RandomPositions { choices: &choices, checked: Vec::new() };
        each_game(&mut positions);
        let registry: Vec<&str> = cgsolve::games::registry::GAMES.iter().map(|g| g.name).collect();
        prop_assert_eq!(positions.checked, registry);
    }
}

#[test]
fn crams_misere_form_is_cgsuites() {
    // CGSuite: game.grid.Cram(".........|##.######").MisereCanonicalForm is *[2[2]321].
    let (code, out, err) = cgsolve_text(&["cram", "--misere", "-p", ".........|##.######"], "");
    assert_eq!((code, out.as_str()), (0, "*[2[2]321]\n"), "{err}");
}

#[test]
fn domineering_on_two_rows_of_four_is_a_first_player_win() {
    let (code, out, err) = cgsolve_text(&["domineering", "--misere", "-p", "....|...."], "");
    assert_eq!((code, out.as_str()), (0, "N\n"), "{err}");
}

#[test]
fn a_rulesets_misere_input_is_one_position_a_line() {
    let lines = ["..|..", "...|...", "....|....", "..."];
    for game in ["domineering", "cram"] {
        let alone: String = lines
            .iter()
            .map(|l| cgsolve_text(&[game, "--misere", "-p", l], "").1)
            .collect();
        let (code, together, err) = cgsolve_text(&[game, "--misere"], &(lines.join("\n") + "\n"));
        assert_eq!((code, &together), (0, &alone), "{game}: {err}");
        assert_eq!(together.lines().count(), lines.len(), "{game}");
    }
    // The whole input is read first: a malformed line answers nothing, placed in the input.
    let (code, out, err) = cgsolve_text(&["domineering", "--misere"], "..|..\n.x\n");
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains(":2:2:"), "{err}");
    let (code, text, err) = cgsolve_text(&["domineering", "--misere", "--explain"], "..|..\n...\n");
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with("position 1:\n"), "{text}");
    assert!(text.contains("\n\nposition 2:\n"), "{text}");
}

#[test]
fn explain_and_json_say_the_same() {
    let args = ["domineering", "--misere", "-p", "...|..."];
    let (_, json, _) = cgsolve_text(&[&args[..], &["--json"]].concat(), "");
    let (_, text, _) = cgsolve_text(&[&args[..], &["--explain"]].concat(), "");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(report["play"], "misere");
    assert_eq!(report["outcome"], "L");
    assert!(text.contains("answer: L\n"), "{text}");
    for m in report["left_winning_moves"].as_array().unwrap() {
        assert!(text.contains(&format!("  - {}\n", m["describe"].as_str().unwrap())));
    }
    assert_eq!(report["right_winning_moves"], serde_json::json!([]));
    assert!(text.contains("right winning moves: none"), "{text}");

    let (_, json, _) = cgsolve_text(&["cram", "--misere", "--json", "-p", "...|..."], "");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(report["misere_form"], "*[1]");
    assert_eq!(report["answer"], "*[1]");
    assert_eq!(report["outcome"], "P");
    assert_eq!(report["winning_moves"], serde_json::json!([]));
}

#[test]
fn a_position_with_many_followers_gives_its_outcome_without_its_form() {
    let (code, out, err) = cgsolve_text(&["cram", "--misere", "--json", "-p", "4x4"], "");
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(report.get("misere_form").is_none(), "{out}");
    assert_eq!(report["answer"], report["outcome"]);
    let note = report["notes"][0].as_str().unwrap();
    assert!(
        note.starts_with("The misère canonical form is left out"),
        "{note}"
    );
}

#[test]
fn the_rules_flags_of_the_command_line_are_the_positions() {
    // With jumps over two pieces, the toads have more moves than with one.
    let two = cgsolve_text(
        &[
            "gen-toads-and-frogs",
            "--max-jump",
            "2",
            "--misere",
            "--explain",
            "-p",
            "TT.FF..",
        ],
        "",
    );
    let one = cgsolve_text(
        &[
            "gen-toads-and-frogs",
            "--max-jump",
            "1",
            "--misere",
            "--explain",
            "-p",
            "TT.FF..",
        ],
        "",
    );
    assert_eq!(two.0, 0, "{}", two.2);
    let moves = |text: &str| text.matches("  - ").count();
    assert_ne!(two.1, one.1);
    assert!(moves(&two.1) >= moves(&one.1));
}

#[test]
fn bad_positions_are_placed_by_line_and_column() {
    let (code, _, err) = cgsolve_text(&["domineering", "--misere", "-p", "..x|.."], "");
    assert_eq!(code, 2);
    assert!(err.starts_with("cgsolve: -p:1:3: expected"), "{err}");
    // A line of flags added for the rules does not move the place.
    let (code, _, err) = cgsolve_text(
        &[
            "gen-toads-and-frogs",
            "--max-jump",
            "2",
            "--misere",
            "-p",
            "TTx",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.starts_with("cgsolve: -p:1:3: expected"), "{err}");
}

#[test]
fn a_search_past_the_memory_limit_is_refused_naming_it() {
    let (code, out, err) = cgsolve_text(&["cram", "--misere", "--memory", "1M", "-p", "5x5"], "");
    assert_eq!(code, 2, "{out}");
    assert!(out.is_empty());
    assert!(
        err.contains("over the memory limit of 1 MiB (--memory)"),
        "{err}"
    );
}
