//! Loopy rule files: a file whose play might repeat is served as a loopy game, and its
//! examples give the values of the compiled loopy rulesets on random positions. Fox and Geese
//! against `cgsolve fox-and-geese` (CGSuite's rules, which call a fox past every goose `off`:
//! on boards where the geese start within the first six rows, where that rule is exact),
//! Backsliding Toads and Frogs against `cgsolve backsliding-toads-and-frogs`, and Shuttle
//! (impartial) against `cgsolve digraph-tokens` on the graph of its moves.

mod common;

use cgsolve::Contest;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::loopy::backsliding_toads_and_frogs::BackslidingToadsAndFrogs;
use cgsolve::games::loopy::digraph_tokens::DigraphTokens;
use cgsolve::games::loopy::fox_and_geese::FoxAndGeese;
use cgsolve::games::registry::options_from;
use cgsolve::games::rule_files::{LoopyImpartialRuleFile, LoopyRuleFile, load};
use cgsolve::games::ruleset::Registered;
use proptest::prelude::*;

/// The server of registry game `R` with the flags `words`.
fn server<R: Registered>(words: &[&str]) -> R::Served {
    let options = options_from(words).expect("the flags read");
    R::Served::new(&options, MemoryLimit::from_mib(256)).expect("the game sets up")
}

/// The answer line of a server for the position `text`.
fn answer(server: &mut impl Contest, text: &str) -> String {
    let cases = server
        .parse(text.as_bytes())
        .unwrap_or_else(|e| panic!("{text} reads: {e}"));
    server.answer(&cases[0]).expect("solved").into_owned()
}

/// A Fox and Geese board of eight rows of eight squares, row 1 first: the fox and one to
/// three geese on the squares whose row and column (from 1) add up to an even number, all
/// within the first six rows, apart.
fn fox_and_geese() -> impl Strategy<Value = String> {
    let squares: Vec<usize> = (0..48).filter(|s| (s / 8 + s % 8) % 2 == 0).collect();
    proptest::sample::subsequence(squares, 2..=4)
        .prop_shuffle()
        .prop_map(|pieces| {
            let mut board = [b'.'; 64];
            board[pieces[0]] = b'F';
            for &goose in &pieces[1..] {
                board[goose] = b'G';
            }
            let rows: Vec<&str> = board
                .chunks(8)
                .map(|row| std::str::from_utf8(row).expect("ASCII"))
                .collect();
            rows.join("|")
        })
}

/// A strip of one to three parts split by walls, each of one to five cells with one token;
/// with the digraph of Shuttle's moves on it (a cell to the next one east, and to the one two
/// west), each part's cells numbered apart.
fn shuttle() -> impl Strategy<Value = (String, String)> {
    let part = (1usize..=5).prop_flat_map(|len| (Just(len), 0..len));
    proptest::collection::vec(part, 1..=3).prop_map(|parts| {
        let (mut strip, mut edges, mut tokens, mut first) = (Vec::new(), Vec::new(), Vec::new(), 0);
        for (len, token) in parts {
            let cells: String = (0..len)
                .map(|i| if i == token { 'x' } else { '.' })
                .collect();
            strip.push(cells);
            for i in 0..len {
                if i + 1 < len {
                    edges.push(format!("{}>{}", first + i, first + i + 1));
                }
                if i >= 2 {
                    edges.push(format!("{}>{}", first + i, first + i - 2));
                }
            }
            tokens.push((first + token).to_string());
            first += len;
        }
        let graph = format!("{} / {}", edges.join(" "), tokens.join(" "));
        (strip.join("#"), graph)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn fox_and_geese_gives_the_compiled_values(p in fox_and_geese()) {
        let mut file = server::<LoopyRuleFile>(&["examples/rules/fox-and-geese.rules"]);
        let mut compiled = server::<FoxAndGeese>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn backsliding_toads_and_frogs_gives_the_compiled_values(
        p in proptest::string::string_regex("[TF.]{1,8}").expect("a pattern")
    ) {
        let mut file = server::<LoopyRuleFile>(&["examples/rules/backsliding-toads-and-frogs.rules"]);
        let mut compiled = server::<BackslidingToadsAndFrogs>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn shuttle_gives_the_values_of_tokens_on_the_graph_of_its_moves((strip, graph) in shuttle()) {
        let mut file = server::<LoopyImpartialRuleFile>(&["examples/rules/shuttle.rules"]);
        let mut compiled = server::<DigraphTokens>(&[]);
        prop_assert_eq!(answer(&mut file, &strip), answer(&mut compiled, &graph));
    }
}

/// Every rule file that might repeat a position is found so, and no other.
#[test]
fn the_files_whose_play_might_repeat_are_loopy() {
    let loopy = |name: &str| {
        let text = std::fs::read_to_string(format!("examples/rules/{name}.rules")).expect("reads");
        load(&text).expect("compiles").loopy
    };
    for name in ["fox-and-geese", "backsliding-toads-and-frogs", "shuttle"] {
        assert!(loopy(name), "{name}");
    }
    for name in [
        "domineering",
        "toads-and-frogs",
        "konane",
        "amazons",
        "cram",
    ] {
        assert!(!loopy(name), "{name}");
    }
}

/// A loopy file is refused by the servers whose search needs play to end, and the other way
/// round, each naming why.
#[test]
fn a_file_is_served_only_by_a_server_of_its_kind() {
    use cgsolve::games::rule_files::{ImpartialRuleFile, RuleFile};
    let rules = |name: &str| {
        let text = std::fs::read_to_string(format!("examples/rules/{name}.rules")).expect("reads");
        load(&text).expect("compiles")
    };
    let refused = <RuleFile>::from_compiled(rules("fox-and-geese")).expect_err("loopy");
    assert!(refused.0.contains("might repeat"), "{}", refused.0);
    let refused = ImpartialRuleFile::from_compiled(rules("shuttle")).expect_err("loopy");
    assert!(refused.0.contains("might repeat"), "{}", refused.0);
    let refused = LoopyRuleFile::from_compiled(rules("domineering")).expect_err("short");
    assert!(refused.0.contains("a loopy game"), "{}", refused.0);
    let refused =
        LoopyImpartialRuleFile::from_compiled(rules("fox-and-geese")).expect_err("partizan");
    assert!(refused.0.contains("impartial"), "{}", refused.0);
    assert!(LoopyRuleFile::from_compiled(rules("shuttle")).is_ok());
}

/// `cgsolve rules` answers a loopy file in every mode as the compiled ruleset does: the value,
/// `--explain`'s properties and winning moves, `--outcome-only`; `--misere` is refused as it is for every game
/// whose positions may repeat.
#[test]
fn a_loopy_file_is_answered_in_every_mode_as_its_compiled_ruleset() {
    let file = "examples/rules/backsliding-toads-and-frogs.rules";
    for p in ["T.F", "TT..F", "T..FF", "T.T.F.F"] {
        for mode in [&[][..], &["--outcome-only"], &["--explain"]] {
            let run = |game: &[&str]| {
                let args: Vec<&str> = game.iter().chain(mode).chain(&["-p", p]).copied().collect();
                common::cgsolve_text(&args, "")
            };
            let (code, by_file, err) = run(&["rules", file]);
            assert_eq!((code, err.as_str()), (0, ""), "{p} {mode:?}");
            let (_, compiled, _) = run(&["backsliding-toads-and-frogs"]);
            // The same lines; each lists its winning moves in the order its rules make them.
            let lines = |out: &str| {
                let mut lines: Vec<String> = out.lines().map(str::to_string).collect();
                lines.sort();
                lines
            };
            assert_eq!(lines(&by_file), lines(&compiled), "{p} {mode:?}");
        }
        let (code, out, err) = common::cgsolve_text(&["rules", file, "--misere", "-p", p], "");
        assert_eq!((code, out.as_str()), (2, ""));
        assert!(
            err.contains("misère play is not searched for games whose positions may repeat"),
            "{err}"
        );
    }
}
