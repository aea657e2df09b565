//! `--outcome-only` on every game of the registry: for random small positions of every game
//! (reached by random moves from its example), the outcome-only analysis against the normal
//! analysis with its values, and against a plain normal-play search written here for the games
//! whose positions never repeat; then the command line's answers and reports, which must agree
//! with the analyses for every game.

mod common;

use cgsolve::games::game::Game;
use cgsolve::games::registry::{EachGame, GAMES, each_game};
use cgsolve::play::{GameText, Kind, Limits, Mode, Play, Playable, Played, Verdict, split_flags};
use cgsolve::report::Report;
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

/// Positions whose plain search is cheap enough to run here.
const SMALL: u64 = 150;

/// Whether the player to move at `text` wins under normal play, by plain recursion over the
/// moves the analysis lists: with no move, they lose; else some move must leave the
/// opponent lost. Only for games whose positions never repeat and that end when a player
/// cannot move.
fn plain_wins(
    game: &dyn Playable,
    text: &str,
    mover: Option<Player>,
    memo: &mut HashMap<(String, Option<Player>), bool>,
) -> Option<bool> {
    let key = (text.to_string(), mover);
    if let Some(&w) = memo.get(&key) {
        return Some(w);
    }
    if memo.len() >= PLAIN_POSITIONS {
        return None;
    }
    let a = game
        .analyse_in(Mode::OutcomeOnly, text, mover, &limits())
        .expect("a small position");
    let next = mover.map(Player::opponent);
    let mut wins = false;
    for m in &a.facts.moves {
        wins |= !plain_wins(game, &m.position, next, memo)?;
    }
    memo.insert(key, wins);
    Some(wins)
}

/// The most positions the plain search remembers: past it, the walk goes one move deeper.
const PLAIN_POSITIONS: usize = 3000;

/// Checks the outcome-only analysis `quick` of a position against its normal analysis
/// `full`: the same verdict for the player to move and for each move, no value, and, for a
/// game whose positions never repeat, the verdicts of plain search.
fn check(game: &dyn Playable, quick: &Report<Played>, full: &Report<Played>, plain: bool) -> bool {
    let mover = quick.facts.mover;
    let what = format!("{} {:?} {mover:?}", game.name(), quick.facts.position);
    assert_eq!(quick.facts.position, full.facts.position, "{what}");
    assert_eq!(quick.facts.verdict, full.facts.verdict, "{what}");
    assert_eq!(quick.value, None, "{what}");
    let verdicts = |a: &Report<Played>| -> Vec<(String, Verdict)> {
        (a.facts.moves.iter())
            .map(|m| (m.name.clone(), m.verdict))
            .collect()
    };
    assert_eq!(verdicts(quick), verdicts(full), "{what}");
    assert!(
        quick.facts.moves.iter().all(|m| m.value.is_none()),
        "{what}"
    );
    if !plain {
        return true;
    }
    let mut memo = HashMap::new();
    let Some(wins) = plain_wins(game, &quick.facts.position, mover, &mut memo) else {
        return false;
    };
    assert_eq!(quick.facts.verdict == Verdict::Win, wins, "{what}");
    // Each move's position was searched by the plain search of the position.
    let next = mover.map(Player::opponent);
    for m in &quick.facts.moves {
        let opponent_wins = memo[&(m.position.clone(), next)];
        assert_eq!(
            m.verdict == Verdict::Win,
            !opponent_wins,
            "{what}: {}",
            m.name
        );
    }
    true
}

/// Checks the outcome-only analysis of a game whose positions may repeat against itself: no
/// value; the player to move wins when a move wins for them, loses when every move loses
/// (none included), and draws otherwise.
fn check_consistent(quick: &Report<Played>) {
    let what = format!("{:?}", quick.facts.position);
    assert_eq!(quick.value, None, "{what}");
    let moves = &quick.facts.moves;
    let expected = if moves.iter().any(|m| m.verdict == Verdict::Win) {
        Verdict::Win
    } else if moves.iter().all(|m| m.verdict == Verdict::Lose) {
        Verdict::Lose
    } else {
        Verdict::Draw
    };
    assert_eq!(quick.facts.verdict, expected, "{what}");
    assert!(moves.iter().all(|m| m.value.is_none()), "{what}");
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
        let mut text = <G::Face as GameText>::EXAMPLE.to_string();
        let mut mover = first;
        let mut choices = self.choices.iter().cycle();
        let loopy = LOOPY.contains(&G::NAME);
        let mut steps = 0;
        loop {
            // The normal analysis counts a whole search (the remoteness), which bounds the
            // plain search below. A game whose positions may repeat is walked by the outcome
            // search: its values (stoppers and sides) can cost far more than its verdicts.
            let mode = if loopy {
                Mode::OutcomeOnly
            } else {
                Mode::Normal
            };
            let walked = game
                .analyse_in(mode, &text, mover, &limits())
                .unwrap_or_else(|e| panic!("{}: {e}", game.name()));
            // A game whose positions repeat may never get smaller: it stops after as many
            // moves as there are choices.
            steps += 1;
            let done = loopy && steps > self.choices.len();
            if done || walked.facts.searched <= SMALL || walked.facts.moves.is_empty() {
                let mut checked = true;
                for m in [mover, mover.map(Player::opponent)] {
                    let quick = game
                        .analyse_in(Mode::OutcomeOnly, &text, m, &limits())
                        .unwrap_or_else(|e| panic!("{}: {e}", game.name()));
                    if loopy {
                        check_consistent(&quick);
                    } else {
                        let full = game.analyse(&text, m, &limits()).unwrap();
                        checked &= check(game, &quick, &full, game.kind() != Kind::Scored);
                    }
                }
                if checked {
                    break;
                }
            }
            let pick = *choices.next().unwrap_or(&0) as usize % walked.facts.moves.len();
            text = walked.facts.moves[pick].position.clone();
            mover = mover.map(Player::opponent);
        }
        self.checked.push(G::NAME);
    }
}

/// The games whose positions may repeat: plain recursion would not end.
const LOOPY: [&str; 4] = [
    "backsliding-toads-and-frogs",
    "fox-and-geese",
    "digraph-tokens",
    "wind-up",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_game_agrees_with_its_normal_analysis_and_plain_search(
        choices in prop::collection::vec(any::<u32>(), 1..12)
    ) {
        let mut positions = RandomPositions { choices: &choices, checked: Vec::new() };
        each_game(&mut positions);
        let registry: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        prop_assert_eq!(positions.checked, registry);
    }
}

/// The class the command line prints for `game`'s example: from the normal analyses, for
/// each player moving first in a partizan game.
struct ExampleClasses {
    checked: Vec<&'static str>,
}

impl EachGame for ExampleClasses {
    fn game<G: Game>(&mut self) {
        let face = Play(G::FACE);
        let example = <G::Face as GameText>::EXAMPLE;
        // The rules' flags of a text for play go on the command line.
        let (flags, position) = split_flags(&face, example);
        let args = [&[G::NAME, "--outcome-only"][..], &flags].concat();
        let (code, out, err) = cgsolve_text(&args, &format!("{position}\n"));
        assert_eq!(code, 0, "{}: {err}", G::NAME);
        let verdict = |mover| face.analyse(example, mover, &limits()).unwrap();
        let wins = |mover| match verdict(mover).facts.verdict {
            Verdict::Win => Some(true),
            Verdict::Lose => Some(false),
            Verdict::Draw | Verdict::Tie => None,
        };
        let expected = match face.kind() {
            Kind::Scored => {
                let a = verdict(None);
                a.facts.verdict.line(a.remoteness)
            }
            Kind::Impartial => class(wins(None), wins(None)),
            Kind::Partizan => class(wins(Some(Player::Left)), wins(Some(Player::Right))),
        };
        let line = out.lines().next().unwrap_or_default();
        // A classic game's own outcome search adds each winner's move to the class.
        let class = line.split(';').next().unwrap();
        assert_eq!(class, expected, "{}: {out}", G::NAME);
        self.checked.push(G::NAME);
    }
}

/// CGSuite's class from who wins moving first (`None`: a draw), written out here: the onside
/// counts a draw as Left's win, the offside as Right's.
fn class(left: Option<bool>, right: Option<bool>) -> String {
    let plain = |l: bool, r: bool| match (l, r) {
        (true, true) => "N",
        (false, false) => "P",
        (true, false) => "L",
        (false, true) => "R",
    };
    let on = plain(left != Some(false), right == Some(true));
    let off = plain(left == Some(true), right != Some(false));
    match (on, off) {
        (a, b) if a == b => a,
        ("L", "N") => "NHat",
        ("L", "P") => "PHat",
        ("L", "R") => "D",
        ("N", "R") => "NCheck",
        ("P", "R") => "PCheck",
        (a, _) => a,
    }
    .to_string()
}

#[test]
fn every_games_example_answers_its_class() {
    let mut classes = ExampleClasses {
        checked: Vec::new(),
    };
    each_game(&mut classes);
    let registry: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
    assert_eq!(classes.checked, registry);
}

#[test]
fn a_report_says_normal_play_and_gives_no_value() {
    let (code, out, err) = cgsolve_text(&["cram", "--outcome-only", "--json", "-p", "...|..."], "");
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["play"], "normal");
    assert_eq!(report["answer"], "N");
    assert_eq!(report["outcome"], "N");
    assert!(report.get("value").is_none(), "{out}");
    assert_eq!(
        report["winning_moves"].as_array().unwrap().len(),
        3,
        "{out}"
    );
    let (_, out, _) = cgsolve_text(
        &[
            "backsliding-toads-and-frogs",
            "--outcome-only",
            "--json",
            "-p",
            "TTT..FFF",
        ],
        "",
    );
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["outcome"], "D", "{out}");
}

#[test]
fn misere_and_outcome_only_exclude_each_other() {
    let (code, _, err) = cgsolve_text(&["cram", "--outcome-only", "--misere", "-p", "..."], "");
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_search_past_the_memory_limit_is_refused_naming_it() {
    let (code, out, err) = cgsolve_text(
        &[
            "mnk",
            "--rows",
            "4",
            "--cols",
            "4",
            "--outcome-only",
            "--memory",
            "1M",
            "-p",
            "....|....|....|....",
        ],
        "",
    );
    assert_eq!(code, 2, "{out}");
    assert!(out.is_empty());
    assert!(
        err.contains("too large to solve for its outcome") && err.contains("1 MiB (--memory)"),
        "{err}"
    );
}
