//! The play interface against the contest solvers, and `cgsolve play` driven through stdin.

mod common;

use cgsolve::Player;
use cgsolve::answer::Contest;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::contests::checkers::format::Checkers;
use cgsolve::games::contests::darkraft::format::Darkraft;
use cgsolve::games::contests::evenodd::EvenOdd;
use cgsolve::games::contests::sweets::format::SweetsContest;
use cgsolve::games::contests::wordplay::WordPlay;
use cgsolve::games::loopy::digraph_tokens::DigraphTokens;
use cgsolve::games::registry::{self, GAMES};
use cgsolve::games::serving::classic::{Classic, ClassicOptions, PartizanRuleset};
use cgsolve::games::serving::loopy_impartial::SmithValues;
use cgsolve::play::{self, LimitExceeded, Limits, PlayError, Played, Search, Verdict};
use cgsolve::report::Report;
use cgsolve::text::PositionText;
use common::cgsolve_text;
use proptest::prelude::*;

/// The memory the contests answering beside play are given.
const MEMORY: MemoryLimit = MemoryLimit::from_mib(1024);

/// The contest's answer for one input, with the game's default options.
fn contest_answer<C: Contest<Options: Default>>(input: &str) -> String {
    answer_with(C::new(&C::Options::default(), MEMORY).unwrap(), input)
}

fn answer_with<C: Contest>(mut game: C, input: &str) -> String {
    let cases = game.parse(input.as_bytes()).unwrap();
    assert_eq!(cases.len(), 1);
    game.answer(&cases[0]).unwrap().into_owned()
}

fn analyse(game: &str, text: &str, mover: Option<Player>) -> Report<Played> {
    registry::find_playable(game)
        .unwrap()
        .analyse(text, mover, &Limits::default())
        .unwrap()
}

/// What holds between a position and its moves: a move wins for its maker exactly when the
/// position after it is lost for the next player, draws exactly when it leaves a draw;
/// remoteness is one more than the best move's (none for a draw); a drawn position's best move
/// draws; the text read back is the same position.
fn check_consistent(game: &str, a: &Report<Played>) {
    let g = registry::find_playable(game).unwrap();
    assert_eq!(
        g.view(&a.facts.position).unwrap().position,
        a.facts.position
    );
    let mut names: Vec<&str> = a.facts.moves.iter().map(|m| m.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        a.facts.moves.len(),
        "move names differ: {:?}",
        a.facts.moves
    );
    for m in &a.facts.moves {
        let after = analyse(game, &m.position, a.facts.mover.map(Player::opponent));
        let expected = match after.facts.verdict {
            Verdict::Win => Verdict::Lose,
            Verdict::Lose => Verdict::Win,
            tie_or_draw => tie_or_draw,
        };
        assert_eq!(m.verdict, expected, "{} after {}", a.facts.position, m.name);
        assert_eq!(m.remoteness, after.remoteness);
        assert_eq!(m.value, after.value);
    }
    match a.facts.best {
        // A game decided by its final position may end in a tie.
        None => {
            assert!(a.facts.moves.is_empty());
            assert!(
                matches!(
                    (a.facts.verdict, a.remoteness),
                    (Verdict::Lose, Some(0)) | (Verdict::Tie, Some(0))
                ),
                "{a:?}"
            );
        }
        // A draw never ends: it has no remoteness, nor has its best move.
        Some(i) if a.facts.verdict == Verdict::Draw => {
            assert_eq!((a.remoteness, a.facts.moves[i].remoteness), (None, None));
            assert_eq!(a.facts.moves[i].verdict, Verdict::Draw);
        }
        Some(i) => {
            assert_eq!(a.remoteness, a.facts.moves[i].remoteness.map(|r| r + 1));
            assert_eq!(a.facts.verdict, a.facts.moves[i].verdict);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn checkers_agree_with_the_contest_solver(board in "[.o]{1,14}") {
        let a = analyse("checkers", &board, None);
        let wins = contest_answer::<Checkers>(&format!("{board}\n")) == "YES";
        prop_assert_eq!(a.facts.verdict == Verdict::Win, wins);
        check_consistent("checkers", &a);
    }

    #[test]
    fn sweets_agree_with_the_contest_solver(mask in 1u32..(1 << 19)) {
        let cells: Vec<char> = (0..19).map(|i| if mask >> i & 1 == 1 { 'O' } else { '.' }).collect();
        let mut rows = Vec::new();
        let mut at = 0;
        for len in [3, 4, 5, 4, 3] {
            rows.push(cells[at..at + len].iter().collect::<String>());
            at += len;
        }
        let a = analyse("sweets", &rows.join("\n"), None);
        let wins = contest_answer::<SweetsContest>(&a.facts.position) == "Karlsson";
        prop_assert_eq!(a.facts.verdict == Verdict::Win, wins);
        if mask.count_ones() <= 6 {
            check_consistent("sweets", &a);
        }
    }

    #[test]
    fn evenodd_agrees_with_the_contest_solver(
        piles in prop::collection::vec(prop::collection::vec(0u32..8, 0..4), 1..4)
    ) {
        let mut text = format!("1\n{}\n", piles.len());
        for pile in &piles {
            text.push_str(&pile.len().to_string());
            for a in pile {
                text.push_str(&format!(" {a}"));
            }
            text.push('\n');
        }
        let left = analyse("evenodd", &text, Some(Player::Left));
        let right = analyse("evenodd", &text, Some(Player::Right));
        let answer = contest_answer::<EvenOdd>(&text);
        prop_assert_eq!(left.facts.verdict == Verdict::Win, answer == "EVEN");
        prop_assert_eq!(right.facts.verdict == Verdict::Win && left.facts.verdict == Verdict::Lose, answer == "ODD");
        prop_assert_eq!(left.value.as_deref() == Some("0"), answer == "DON'T PLAY");
        check_consistent("evenodd", &left);
        check_consistent("evenodd", &right);
    }

    #[test]
    fn darkraft_agrees_with_the_contest_solver(rows in 1usize..4, cols in 1usize..4, seed in any::<u64>()) {
        let letters: Vec<String> = (0..rows)
            .map(|r| (0..cols).map(|c| ['L', 'R', 'X'][((seed >> (2 * (r * cols + c))) % 3) as usize]).collect())
            .collect();
        let text = format!("{rows} {cols}\n{}\n", letters.join("\n"));
        let a = analyse("darkraft", &text, None);
        prop_assert_eq!(a.facts.position.as_str(), text.as_str());
        let wins = contest_answer::<Darkraft>(&text) == "WIN";
        prop_assert_eq!(a.facts.verdict == Verdict::Win, wins);
        check_consistent("darkraft", &a);
    }

    #[test]
    fn wordplay_agrees_with_the_contest_solver(board in "[ABDER]{9}", words in prop::collection::btree_set("[ABDER]{1,4}", 1..6)) {
        let rows: Vec<&str> = vec![&board[0..3], &board[3..6], &board[6..9]];
        let words: Vec<String> = words.into_iter().collect();
        let text = format!("{}\n{}\n3 3\n1\n{}\n", words.len(), words.join("\n"), rows.join("\n"));
        let a = analyse("wordplay", &text, None);
        let wins = answer_with(WordPlay::new(), &text) == "Alice";
        prop_assert_eq!(a.facts.verdict == Verdict::Win, wins);
        check_consistent("wordplay", &a);
    }
}

/// A classic game's position played both ways: its value is the one `cgsolve GAME` prints,
/// and who wins moving first follows from the engine's plain outcome search.
fn check_classic<G: PartizanRuleset<Options = cgsolve::NoOptions>>(
    text: &str,
) -> Result<(), TestCaseError> {
    let left = analyse(G::NAME, text, Some(Player::Left));
    let right = analyse(G::NAME, text, Some(Player::Right));
    let options = ClassicOptions {
        rules: cgsolve::NoOptions {},
        memo: None,
        tables: None,
        certificate: None,
    };
    let value = answer_with(Classic::<G>::new(&options, MEMORY).unwrap(), text);
    prop_assert_eq!(left.value.as_deref(), Some(value.as_str()));
    prop_assert_eq!(right.value.as_deref(), Some(value.as_str()));
    let p = G::Position::parse(text.as_bytes(), 1, 1).unwrap();
    let outcome = cgsolve::games::boards::regions::plain_outcome(&G::default(), &p);
    let left_wins = matches!(outcome, cgsolve::Outcome::L | cgsolve::Outcome::N);
    let right_wins = matches!(outcome, cgsolve::Outcome::R | cgsolve::Outcome::N);
    prop_assert_eq!(left.facts.verdict == Verdict::Win, left_wins);
    prop_assert_eq!(right.facts.verdict == Verdict::Win, right_wins);
    check_consistent(G::NAME, &left);
    check_consistent(G::NAME, &right);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn domineering_plays_as_the_engine_values_it(rows in prop::collection::vec("[.#]{3}", 1..4)) {
        check_classic::<cgsolve::games::partizan::domineering::Domineering>(&rows.join("|"))?;
    }

    #[test]
    fn toads_and_frogs_plays_as_the_engine_values_it(row in "[TF.]{1,7}") {
        check_classic::<cgsolve::games::partizan::toads_and_frogs::ToadsAndFrogs>(&row)?;
    }

    #[test]
    fn clobber_plays_as_the_engine_values_it(rows in prop::collection::vec("[xo.]{3}", 1..3)) {
        check_classic::<cgsolve::games::partizan::clobber::Clobber>(&rows.join("|"))?;
    }

    #[test]
    fn amazons_plays_as_the_engine_values_it(rows in prop::collection::vec("[xo.#]{3}", 1..3)) {
        check_classic::<cgsolve::games::partizan::amazons::Amazons>(&rows.join("|"))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn cram_agrees_with_the_cram_solver(rows in prop::collection::vec("[.#]{3}", 1..4)) {
        let text = rows.join("|");
        let a = analyse("cram", &text, None);
        let value = contest_answer::<cgsolve::games::impartial::cram::CramContest>(&text);
        prop_assert_eq!(a.value.as_deref(), Some(value.as_str()));
        check_consistent("cram", &a);
    }
}

#[test]
fn hackenbush_plays_as_the_engine_values_it() {
    for text in [
        "g-1:B 1-2:R g-3:R 3-4:B 4-5:G",
        "g-1:G 1-2:G g-2:B",
        "g-1:R",
    ] {
        check_classic::<cgsolve::games::partizan::hackenbush::Hackenbush>(text).unwrap();
    }
}

#[test]
fn every_game_of_the_registry_is_playable() {
    let expected: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
    let playable: Vec<&str> = registry::PLAYABLE.iter().map(|g| g.name()).collect();
    assert_eq!(playable, expected);
}

#[test]
fn a_take_and_break_game_is_played_through_the_code_and_its_heaps() {
    // Kayles 5 + 7 + 9 is *4 + *2 + *4 = *2: the winning moves are those `cgsolve heap` lists.
    let a = analyse("take-and-break", "kayles\n9 5 7", None);
    assert_eq!(
        (a.value.as_deref(), a.facts.verdict),
        (Some("*2"), Verdict::Win)
    );
    assert_eq!(a.facts.position, "0.77\n5 7 9");
    let wins: Vec<&str> = a
        .facts
        .moves
        .iter()
        .filter(|m| m.verdict == Verdict::Win)
        .map(|m| m.name.as_str())
        .collect();
    assert_eq!(wins, ["7-1=3+3", "7-2=1+4", "9-2=2+5"]);
    check_consistent("take-and-break", &a);
    let (code, out, _) = cgsolve_text(
        &["play", "take-and-break", "-p", "nim\n1 2"],
        "2-1=1\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Playing take-and-break 0.[3] (Nim).\n"),
        "{out}"
    );
    assert!(out.contains("you play 2-1=1\ncgsolve plays 1-1=0"), "{out}");
    let (code, out, err) = cgsolve_text(&["play", "take-and-break", "-p", "kayles"], "quit\n");
    assert_eq!((code, out.as_str()), (2, ""));
    // A lone line is the heaps, without the code the rules need.
    assert!(
        err.contains("-p:1:1: expected the game's flags") && err.contains("<CODE>"),
        "{err}"
    );
}

#[test]
fn every_example_reads_back_and_solves() {
    for g in registry::PLAYABLE {
        let mover = (g.kind() == play::Kind::Partizan).then_some(Player::Left);
        let a = g.analyse(g.example(), mover, &Limits::default()).unwrap();
        assert!(
            !a.facts.moves.is_empty(),
            "{}: the example has moves",
            g.name()
        );
        assert_eq!(
            g.view(&a.facts.position).unwrap().position,
            a.facts.position
        );
    }
}

#[test]
fn the_sweets_samples_are_solved_with_their_values() {
    let lost = analyse(
        "sweets",
        "  . . .\n . . O .\n. . O O .\n . . . .\n  . . .\n",
        None,
    );
    assert_eq!(
        (lost.facts.verdict, lost.value.as_deref()),
        (Verdict::Lose, Some("0"))
    );
    let won = analyse(
        "sweets",
        registry::find_playable("sweets").unwrap().example(),
        None,
    );
    assert_eq!(won.facts.verdict, Verdict::Win);
    let best = &won.facts.moves[won.facts.best.unwrap()];
    assert_eq!(
        (best.verdict, best.value.as_deref()),
        (Verdict::Win, Some("0"))
    );
}

/// A large board of several regions, played by them: its value and every move's value are the
/// ones `cgsolve GAME` prints for the position and for the position after the move, and each
/// move's outcome is the one its value gives the mover.
fn check_played_by_regions(game: &str, text: &str, mover: Player) {
    let a = analyse(game, text, Some(mover));
    assert_eq!(a.facts.search, Search::Regions, "{game} {text}");
    assert_eq!(a.remoteness, None);
    assert!(a.parts.len() > 1, "{:?}", a.parts);
    let values = |positions: &[&str]| {
        let (code, out, err) = cgsolve_text(&[game], &(positions.join("\n") + "\n"));
        assert_eq!((code, err.as_str()), (0, ""));
        out.lines().map(str::to_string).collect::<Vec<_>>()
    };
    assert_eq!(a.value.as_ref(), values(&[text]).first());
    let after: Vec<&str> = a.facts.moves.iter().map(|m| m.position.as_str()).collect();
    let left: Vec<String> = a
        .facts
        .moves
        .iter()
        .map(|m| m.value.clone().unwrap())
        .collect();
    assert_eq!(left, values(&after));
    let regions: Vec<&str> = a.parts.iter().map(|r| r.describe.as_str()).collect();
    let region_values: Vec<&str> = a.parts.iter().map(|r| r.value.as_str()).collect();
    assert_eq!(region_values, values(&regions));
    // Left moving first wins what is > 0 or fuzzy; the mover's move wins when the value left
    // is won by the mover with the opponent to move: >= 0 for Left, <= 0 for Right.
    let (code, outcomes, _) = cgsolve_text(&[game, "--outcome-only"], &(after.join("\n") + "\n"));
    assert_eq!(code, 0);
    for (m, line) in a.facts.moves.iter().zip(outcomes.lines()) {
        let class = line.split([';', ' ']).next().unwrap();
        let wins = match (mover, class) {
            (Player::Left, "L" | "P") | (Player::Right, "R" | "P") => Verdict::Win,
            _ => Verdict::Lose,
        };
        assert_eq!(m.verdict, wins, "{} leaves {class}", m.name);
    }
    let best = &a.facts.moves[a.facts.best.unwrap()];
    assert_eq!(
        best.verdict, a.facts.verdict,
        "the computer's move keeps the outcome"
    );
}

#[test]
fn large_boards_of_several_regions_are_played_by_their_regions() {
    let domineering = "....#.....|....#.....|....#.....|....######|##########|\
                       #####.....|#####.....|#####.....|##########|##########";
    check_played_by_regions("domineering", domineering, Player::Left);
    check_played_by_regions("domineering", domineering, Player::Right);
    let clobber = "xoxo.xoxo|oxox.xxoo|.........|xoox.ooxx|oxxo.xoxo";
    check_played_by_regions("clobber", clobber, Player::Left);
}

#[test]
fn a_search_over_its_limit_is_refused_with_the_limit_named() {
    let sweets = registry::find_playable("sweets").unwrap();
    let full = "O O O\nO O O O\nO O O O O\nO O O O\nO O O\n";
    let limits = Limits {
        positions: 10,
        ..Limits::default()
    };
    let e = sweets.analyse(full, None, &limits).unwrap_err();
    assert_eq!(e, PlayError::Limit(LimitExceeded::Positions { limit: 10 }));
}

#[test]
fn the_player_to_move_is_named_exactly_in_partizan_games() {
    let e = registry::find_playable("evenodd")
        .unwrap()
        .analyse("1\n1\n1 2\n", None, &Limits::default())
        .unwrap_err();
    assert!(matches!(e, PlayError::Mover(_)));
    let e = registry::find_playable("checkers")
        .unwrap()
        .analyse(".o", Some(Player::Left), &Limits::default())
        .unwrap_err();
    assert!(matches!(e, PlayError::Mover(_)));
}

#[test]
fn bad_positions_are_refused_with_line_and_column() {
    let cases = [
        ("checkers", ".o.x", "1:4: expected `o` or `.`, found 'x'"),
        (
            "checkers",
            ".o\n.o",
            "2:1: expected the end of the input after the one row",
        ),
        (
            "checkers",
            "",
            "1:1: expected a row of `o` and `.`, found the end of the input",
        ),
        (
            "sweets",
            ". . .\n. . . .\n",
            "2:1: expected 3, 5, 7 or 9 rows (a hexagon of side 2 to 5), found 2 rows",
        ),
        (
            "sweets",
            "...\n....\n....\n....\n...",
            "3:1: expected 5 cells in row 3 of a hexagon of side 3, found 4",
        ),
        (
            "evenodd",
            "2\n1\n1 2\n",
            "1:1: expected 1: a position is one test",
        ),
        (
            "evenodd",
            "1\n1\n2 2\n",
            "3:4: expected a number of the pile, found the end of the line",
        ),
        (
            "evenodd",
            "1\n101\n",
            "2:1: expected at most 100 piles, found 101",
        ),
        (
            "evenodd",
            "1\n1\n46 1\n",
            "3:1: expected at most 45 numbers in a pile, found 46",
        ),
        (
            "wordplay",
            "1\nBEER\n2 2 x\n1\nBE\nER\n",
            "3:5: expected the end of the line, found 'x'",
        ),
        (
            "wordplay",
            "1\nBEER\n2 0\n1\n",
            "3:1: expected a board of 1 to 16 cells, found 2 x 0",
        ),
        (
            "darkraft",
            "1 2 x\nLR\n",
            "1:5: expected the end of the line, found 'x'",
        ),
        (
            "darkraft",
            "1\nLR\n",
            "1:2: expected the number of columns m, found the end of the line",
        ),
    ];
    for (game, text, message) in cases {
        let e = registry::find_playable(game)
            .unwrap()
            .view(text)
            .unwrap_err();
        assert_eq!(e.to_string(), message, "{game} {text:?}");
    }
}

#[test]
fn the_terminal_player_plays_misere_where_the_last_mover_loses() {
    // Three moves in a row: the player who starts makes the last one and loses.
    let (code, out, err) = cgsolve_text(&["play", "checkers", "--misere", "-p", ".o..."], "1\n1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "Playing checkers.
Misère play: the player who makes the last move loses.

. o . . .
value *[1]; you lose with best play, 3 moves to the end
  1. 1>2        loses, 2 moves left, leaves *[0]
you play 1>2
cgsolve plays 2>3 (wins, 1 move left)

. . . o .
value *[1]; you lose with best play, 1 move to the end
  1. 3>4        loses, 0 moves left, leaves *[0]
you play 3>4

. . . . .
No move left for cgsolve: cgsolve wins.
"
    );
}

#[test]
fn the_terminal_player_plays_a_line_to_the_end() {
    let (code, out, err) = cgsolve_text(&["play", "checkers", "-p", ".o..."], "1\n1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "Playing checkers.

. o . . .
value *; you win with best play, 3 moves to the end
  1. 1>2        wins, 2 moves left, leaves 0
you play 1>2
cgsolve plays 2>3 (loses, 1 move left)

. . . o .
value *; you win with best play, 1 move to the end
  1. 3>4        wins, 0 moves left, leaves 0
you play 3>4

. . . . .
No move left for cgsolve: you win.
"
    );
}

#[test]
fn a_hint_marks_the_cells_of_its_move_on_the_board() {
    let (code, out, _) = cgsolve_text(&["play", "domineering", "-p", "..|.."], "hint\nquit\n");
    assert_eq!(code, 0);
    // Left (vertical) on a 2 × 2 board: either column wins; the first is hinted.
    assert!(
        out.contains("hint: vertical at (1,1)-(2,1) (wins, 0 moves left)\n[#] . \n[#] .\n"),
        "{out}"
    );
}

#[test]
fn hint_undo_and_a_bad_move_in_the_terminal() {
    let sample = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";
    let (code, out, err) = cgsolve_text(
        &["play", "sweets", "-p", sample],
        "hint\nb4\nundo\nzz\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("hint: b4-d3 (wins, 2 moves left)\n"), "{out}");
    assert!(
        out.contains("you play b4\ncgsolve plays c4-d3 (wins, 2 moves left)\n"),
        "{out}"
    );
    assert!(out.contains("undone\n"), "{out}");
    assert_eq!(out.matches("value *5; you win").count(), 2, "{out}");
    assert_eq!(
        err,
        "cgsolve: expected a move number (1 to 11), a move name, hint, undo or quit; found 'zz'\n"
    );
}

#[test]
fn the_computer_can_open_and_partizan_games_name_the_players() {
    let (code, out, _) = cgsolve_text(
        &[
            "play",
            "evenodd",
            "-p",
            "1\n1\n2 1 2\n",
            "--computer-first",
            "--first",
            "right",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Playing evenodd.\ncgsolve plays 1:1 (wins, 0 moves left)\n"),
        "{out}"
    );
    assert!(out.ends_with("pile 1: (empty)\nvalue 0; you (Left) lose with best play, 0 moves to the end\nNo move left for you: cgsolve wins.\n"), "{out}");
}

#[test]
fn a_bad_position_in_the_terminal_is_refused_with_exit_code_2() {
    let (code, out, err) = cgsolve_text(&["play", "sweets", "-p", ". O x"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "cgsolve: -p:1:5: expected `O` or `.`, found 'x'\n");
    let (code, out, err) = cgsolve_text(
        &[
            "play",
            "checkers",
            "-p",
            "o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.o.",
            "--max-positions",
            "50",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: the position is too large to solve here: the search limit of 50 positions was reached\n"
    );
}

#[test]
fn a_rule_files_game_is_played_from_its_start_in_the_terminal() {
    // Toads and Frogs with jumps over two: from `TF..`, Left jumps the frog, and steps last.
    let rules = "examples/rules/toads-and-frogs-jump-two.rules";
    let (code, out, err) = cgsolve_text(&["play", "--rules", rules, "-p", "TF.."], "1\n1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("Playing Toads and Frogs with jumps over two.\n"),
        "{out}"
    );
    assert!(
        out.ends_with("No move left for cgsolve: you win.\n"),
        "{out}"
    );
    // Without -p, the file's `start` line; a file that does not read is refused as `rules` is.
    let (code, out, _) = cgsolve_text(&["play", "--rules", rules], "quit\n");
    assert_eq!(code, 0);
    assert!(out.contains("\nT T T . . F F F\n"), "{out}");
    let bad = "tests/data/rule_files/malformed/start_bad_tile.rules";
    let (code, out, err) = cgsolve_text(&["play", "--rules", bad], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with(&format!("cgsolve: {bad}:5:11: expected")),
        "{err}"
    );
    let (code, _, err) = cgsolve_text(&["play", "cram", "--rules", rules], "");
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_loopy_rule_files_game_is_played_as_its_compiled_ruleset_is() {
    // Backsliding Toads and Frogs from `T.F`: the same analysis and the same replies, move
    // by move, as `cgsolve play backsliding-toads-and-frogs`; a position may be drawn.
    let rules = "examples/rules/backsliding-toads-and-frogs.rules";
    let moves = "hint\n1\n1\n1\nquit\n";
    let (code, file, err) = cgsolve_text(&["play", "--rules", rules, "-p", "T.F"], moves);
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, compiled, err) =
        cgsolve_text(&["play", "backsliding-toads-and-frogs", "-p", "T.F"], moves);
    assert_eq!((code, err.as_str()), (0, ""));
    let after_title = |out: &str| out.split_once('\n').map(|(_, rest)| rest.to_string());
    assert!(
        file.starts_with("Playing Backsliding Toads and Frogs.\n"),
        "{file}"
    );
    assert_eq!(after_title(&file), after_title(&compiled));
    let (_, shuttle, _) = cgsolve_text(
        &["play", "--rules", "examples/rules/shuttle.rules"],
        "quit\n",
    );
    assert!(shuttle.contains("you draw with best play"), "{shuttle}");
}

/// The winning moves `--json` lists under `key` for a one-case `input` of `game`, and those
/// `cgsolve play` marks winning on the same text for `mover` (a partizan game's player).
fn explained_and_played(
    game: &str,
    input: &str,
    mover: Option<Player>,
    key: &str,
) -> (Vec<String>, Vec<String>) {
    let (code, out, err) = cgsolve_text(&[game, "--json"], input);
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let mut explained: Vec<String> = report[key]
        .as_array()
        .unwrap_or_else(|| panic!("{game}: no {key} in {report}"))
        .iter()
        .map(|m| {
            let describe = m["describe"].as_str().unwrap();
            // A ruleset's explanation adds the position a move leaves to its name.
            describe.split(", leaving ").next().unwrap().to_string()
        })
        .collect();
    let a = analyse(game, input, mover);
    let mut played: Vec<String> = a
        .facts
        .moves
        .iter()
        .filter(|m| m.verdict == Verdict::Win)
        .map(|m| m.name.clone())
        .collect();
    explained.sort();
    played.sort();
    (explained, played)
}

#[test]
fn explained_winning_moves_are_played_by_their_names() {
    let (left, right) = (Some(Player::Left), Some(Player::Right));
    for (game, input, mover, key) in [
        ("darkraft", "2 2\nXL\nRX\n", None, "winning_moves"),
        ("darkraft", "3 3\nLRX\nXLR\nRXL\n", None, "winning_moves"),
        ("cram", "...|...", None, "winning_moves"),
        ("cram", "..|..|..", None, "winning_moves"),
        // evenodd lists the moves of the player the answer chooses: EVEN Left, ODD Right.
        ("evenodd", "1\n2\n2 3 4\n1 6\n", left, "winning_moves"),
        ("evenodd", "1\n2\n2 3 5\n1 7\n", right, "winning_moves"),
        (
            "wordplay",
            "5\nBED\nBAD\nRED\nBREED\nBEER\n3 3\n1\nBAR\nBEE\nRAN\n",
            None,
            "winning_moves",
        ),
        (
            "wordplay",
            "4\nAB\nBA\nC\nABC\n2 2\n1\nAB\nCD\n",
            None,
            "winning_moves",
        ),
        ("subtraction", "5", None, "winning_moves"),
        ("subtraction", "12", None, "winning_moves"),
        ("domineering", "..|..", left, "left_winning_moves"),
        ("domineering", "...|...", right, "right_winning_moves"),
        ("toads-and-frogs", "TT..FF", left, "left_winning_moves"),
        ("clobber", "xoxo", right, "right_winning_moves"),
        ("amazons", "x...|...o", left, "left_winning_moves"),
        (
            "hackenbush",
            "g-1:B 1-2:R g-3:G",
            left,
            "left_winning_moves",
        ),
    ] {
        let (explained, played) = explained_and_played(game, input, mover, key);
        assert!(!explained.is_empty(), "{game} {input:?}: no winning move");
        assert_eq!(explained, played, "{game} {input:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random graphs on vertices 0 to 5 with two tokens: every move's verdict and remoteness
    /// agree with the position it leaves, draws included.
    #[test]
    fn digraph_tokens_play_consistently(
        edges in prop::collection::vec((0u8..6, 0u8..6), 1..12),
        tokens in prop::collection::vec(0u8..6, 1..3),
    ) {
        let edges: Vec<String> = edges.iter().map(|(a, b)| format!("{a}>{b}")).collect();
        let tokens: Vec<String> = tokens.iter().map(u8::to_string).collect();
        let text = format!("{} / {}", edges.join(" "), tokens.join(" "));
        let a = analyse("digraph-tokens", &text, None);
        check_consistent("digraph-tokens", &a);
        // The page's verdict is the contest's.
        let answer = contest_answer::<SmithValues<DigraphTokens>>(&text);
        let word = match a.facts.verdict {
            Verdict::Win => "Win",
            Verdict::Lose => "Lose",
            Verdict::Draw => "Draw",
            Verdict::Tie => unreachable!("digraph tokens has no tie"),
        };
        prop_assert!(answer.starts_with(word), "{} {:?}", answer, a.facts.verdict);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random positions of tic-tac-toe and of Connect Four on 4 × 4 reached by play: every
    /// move's verdict and remoteness agree with the position it leaves, ties included, and the
    /// page's verdict is the contest's.
    #[test]
    fn games_decided_by_the_final_position_play_consistently(
        choices in prop::collection::vec(0usize..16, 0..9),
        four in any::<bool>(),
    ) {
        let (game, mut text) = if four {
            ("connect-four", "--rows 4 --cols 4\n....|....|....|....".to_string())
        } else {
            ("mnk", "...|...|...".to_string())
        };
        for c in choices {
            let a = analyse(game, &text, None);
            if a.facts.moves.is_empty() {
                break;
            }
            text = a.facts.moves[c % a.facts.moves.len()].position.clone();
        }
        let a = analyse(game, &text, None);
        check_consistent(game, &a);
        let word = match a.facts.verdict {
            Verdict::Win => "Win",
            Verdict::Lose => "Lose",
            Verdict::Tie => "Tie",
            Verdict::Draw => unreachable!("no play goes on forever"),
        };
        use cgsolve::games::registry::{connect_four, mnk};
        use cgsolve::games::ruleset::Registered;
        let position = text.lines().last().unwrap();
        let answer = if four {
            let flags = connect_four::ConnectFourOptions { rows: 4, cols: 4, max_positions: 1 << 20 };
            let game = <connect_four::ConnectFour as Registered>::Served::new(&flags, MEMORY);
            answer_with(game.unwrap(), position)
        } else {
            let flags = mnk::MnkOptions { rows: 3, cols: 3, k: 3, gravity: false, max_positions: 1 << 20 };
            answer_with(<mnk::Mnk as Registered>::Served::new(&flags, MEMORY).unwrap(), position)
        };
        prop_assert_eq!(answer, format!("{word} {}", a.remoteness.unwrap()));
    }
}

#[test]
fn the_terminal_player_plays_digraph_tokens_to_a_draw() {
    // The tokens on 3 and 4: 3 goes round 3 > 1 > 2 > 3 or out to 4 > 5. The player draws
    // with 3>1 (not 3>4's win) and keeps drawing; the computer, without a win, keeps the
    // draw: the token goes round the cycle and the tokens on 3 and 5 come back.
    let (code, out, err) = cgsolve_text(
        &["play", "digraph-tokens", "-p", "1>2>3>1 3>4>5 / 3 4"],
        "3>1\n4>5\n3>1\n2>3\n1>2\nquit\n",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with(
            "Playing digraph-tokens.

vertex 1 -> 2
vertex 2 -> 3
vertex 3 (1 token) -> 1 4
vertex 4 (1 token) -> 5
value ∞_{0}; you win with best play, 3 moves to the end
  1. 3>1        draws: best play goes on forever, leaves ∞
  2. 3>4        wins, 2 moves left, leaves 0
  3. 4>5        draws: best play goes on forever, leaves ∞_{1}
you play 3>1
cgsolve plays "
        ),
        "{out}"
    );
    assert!(
        out.contains("you draw with best play: neither side can force a win"),
        "{out}"
    );
    assert!(
        !out.contains("you win.") && !out.contains("cgsolve wins."),
        "{out}"
    );
    // Every position after the player's first move is a draw, and one comes back.
    // The first piece is the line naming the game.
    let boards: Vec<&str> = out.split("\n\n").skip(1).map(str::trim_start).collect();
    assert_eq!(boards.len(), 6, "{out}");
    let shown: Vec<&str> = boards
        .iter()
        .map(|b| b.split("value").next().unwrap())
        .collect();
    let mut distinct = shown.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(distinct.len() < shown.len(), "no position repeated: {out}");
}

#[test]
fn digraph_tokens_repeat_positions_and_draws_have_no_remoteness() {
    let a = analyse("digraph-tokens", "1>2>1 / 1", None);
    assert_eq!((a.facts.verdict, a.remoteness), (Verdict::Draw, None));
    assert_eq!(a.value.as_deref(), Some("∞"));
    assert_eq!(a.facts.moves.len(), 1);
    // The move leads back to the same position, the token on the other vertex.
    let after = analyse("digraph-tokens", &a.facts.moves[0].position, None);
    assert_eq!(after.facts.moves[0].position, a.facts.position);
    assert_eq!(
        (a.facts.moves[0].verdict, a.facts.moves[0].remoteness),
        (Verdict::Draw, None)
    );
    let json = serde_json::to_value(&a).unwrap();
    assert_eq!(json["verdict"], "draw");
    assert!(json.get("outcome").is_none(), "a draw has no outcome class");
    assert!(json.get("remoteness").is_none());
    assert!(json["moves"][0].get("remoteness").is_none());
}

#[test]
fn a_move_that_keeps_the_turn_is_followed_by_its_makers_next_move() {
    // Dots-and-Boxes, two boxes in a row: after the player's third line, the computer closes
    // the first box and so moves again, closing the second.
    let text = "--rows 1 --cols 2\nA +.+.+/...../+.+.+";
    let a = analyse("dots-and-boxes", text, None);
    let keeps: Vec<bool> = a.facts.moves.iter().map(|m| m.again).collect();
    assert!(
        keeps.iter().all(|&k| !k),
        "no box is one line from closed: {keeps:?}"
    );
    let (code, out, err) = cgsolve_text(&["play", "dots-and-boxes", "-p", text], &"1\n".repeat(8));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "cgsolve plays b1-b2 (wins, 1 move left)\ncgsolve plays c1-c2 (wins, 0 moves left)\n"
        ),
        "{out}"
    );
    assert!(
        out.ends_with(
            "cgsolve wins with best play, 0 moves to the end\nThe game is over: cgsolve wins.\n"
        ),
        "{out}"
    );
    // The move that closes a box says so.
    let last = analyse("dots-and-boxes", "--rows 1 --cols 1\nA +-+/|../+-+", None);
    assert_eq!(last.facts.moves.len(), 1);
    assert!(last.facts.moves[0].again, "{:?}", last.facts.moves);
}
