//! digraph-tokens: Smith's tokens on a directed graph, against hand analysis of small graphs,
//! through its command line, and its sums against the tokens' values.

mod common;

use cgsolve::answer::{Contest, NoOptions};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::loopy::digraph_tokens::DigraphTokens;
use cgsolve::games::serving::loopy_impartial::SmithValues;
use common::cgsolve_text;
use proptest::prelude::*;

/// The contest answers of `input`'s positions.
fn answers(input: &str) -> Vec<String> {
    let mut game =
        SmithValues::<DigraphTokens>::new(&NoOptions {}, MemoryLimit::from_mib(64)).unwrap();
    let cases = game.parse(input.as_bytes()).unwrap();
    cases
        .iter()
        .map(|c| game.answer(c).unwrap().into_owned())
        .collect()
}

#[test]
fn small_graphs_by_hand() {
    // Each line: a position, and its answer worked out by hand.
    let table = [
        // No edge: no move, lost at once; Smith's value 0.
        ("/ 7", "Lose 0 0"),
        // A path 1 > 2 > 3: a nim heap of 1 from 2, of 0 from 1 (two moves, then none).
        ("1>2>3 / 1", "Lose 2 0"),
        ("1>2>3 / 2", "Win 1 1"),
        // A loop on a vertex with nothing else: a pass forever, ∞ with no finite option.
        ("1>1 / 1", "Draw ∞"),
        // A two-cycle with a way out from 2 only: 2 moves out and wins; 1 must go to 2 and
        // loses; finite values although the graph cycles.
        ("1>2>1 2>3 / 1", "Lose 2 0"),
        ("1>2>1 2>3 / 2", "Win 1 1"),
        // A three-cycle 1 > 2 > 3 > 1 with 3 > 4 > 5: from 3 the way out loses (4 is a heap
        // of 1), so every vertex of the cycle draws; 3 is ∞_{1}.
        ("1>2>3>1 3>4>5 / 3", "Draw ∞_{1}"),
        ("1>2>3>1 3>4>5 / 1", "Draw ∞"),
        // ... and beside a token on 4 (value 1), ∞_{1} + 1 = ∞_{0}: 3>4 wins, leaving 1 + 1.
        ("1>2>3>1 3>4>5 / 3 4", "Win 3 ∞_{0}"),
        // Two infinite tokens: a draw whatever their subscripts.
        ("1>2>3>1 3>4>5 / 3 3", "Draw ∞"),
        // Two tokens with the same finite value: a second-player win.
        ("1>2>3 / 2 2", "Lose 2 0"),
        // A self-loop beside a way out to a lost vertex: moving out wins at once (∞_{0}).
        ("1>1 1>2 / 1", "Win 1 ∞_{0}"),
    ];
    let input: String = table.iter().map(|(p, _)| format!("{p}\n")).collect();
    let expected: Vec<&str> = table.iter().map(|(_, a)| *a).collect();
    assert_eq!(answers(&input), expected);
}

/// T. S. Ferguson, *Game Theory*, Part I "Impartial Combinatorial Games", section 3.4,
/// Figure 3.4 ("A cyclic graph"): edges a > b > c > a and c > d > e. Ferguson gives e the
/// Sprague-Grundy value 0 (terminal), d the value 1, and a, b, c as tied positions (play goes
/// round the cycle for ever), where no finite value exists. Here a..e are vertices 1..5;
/// Smith's value of a tied position is `∞_K`, K the finite values of its options: c's one
/// finite option is d (1), a's and b's options are tied.
#[test]
fn fergusons_cyclic_graph() {
    let table = [
        ("1>2>3>1 3>4>5 / 1", "Draw ∞"),
        ("1>2>3>1 3>4>5 / 2", "Draw ∞"),
        ("1>2>3>1 3>4>5 / 3", "Draw ∞_{1}"),
        ("1>2>3>1 3>4>5 / 4", "Win 1 1"),
        ("1>2>3>1 3>4>5 / 5", "Lose 0 0"),
    ];
    let input: String = table.iter().map(|(p, _)| format!("{p}\n")).collect();
    let expected: Vec<&str> = table.iter().map(|(_, a)| *a).collect();
    assert_eq!(answers(&input), expected);
}

#[test]
fn explain_and_json_give_the_result_the_value_and_each_token() {
    let (code, out, err) = cgsolve_text(
        &["digraph-tokens", "--explain", "-p", "1>2>3>1 3>4>5 / 3 4"],
        "",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "    vertex 1 -> 2
    vertex 2 -> 3
    vertex 3 (1 token) -> 1 4
    vertex 4 (1 token) -> 5
answer: Win 3 ∞_{0}
outcome: N: the player to move wins
value: ∞_{0}
draw: false
parts (2):
  - the token on 3: ∞_{1}
  - the token on 4: 1
winning moves (1):
  - 3>4, leaving 1>2 2>3 3>1 3>4 4>5 / 4 4
remoteness: 3 moves to the end under best play
the tokens' values decide the sum: the player to move wins
"
    );
    let (code, out, _) = cgsolve_text(&["digraph-tokens", "--json", "-p", "5>1>2>3>1 / 3"], "");
    assert_eq!(code, 0);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["answer"], "Draw ∞");
    assert_eq!(report["draw"], true);
    for absent in ["outcome", "remoteness", "winning_moves"] {
        assert!(report.get(absent).is_none(), "{absent} in {report}");
    }
    assert_eq!(
        report["notes"][0],
        "a draw: no move wins; these keep the game going forever: 3>1"
    );
}

#[test]
fn written_positions_read_back_the_same() {
    let game = cgsolve::games::registry::find_playable("digraph-tokens").unwrap();
    let view = game.view(" 3>1>2>3 3>3  2>1>2 / 3 1 ").unwrap();
    assert_eq!(view.position, "1>2 2>1 2>3 3>1 3>3 / 1 3");
    assert_eq!(game.view(&view.position).unwrap().position, view.position);
}

#[test]
fn every_vertex_from_0_to_255_may_be_named() {
    // A path through all 256 vertices: the token on 0 is 255 moves from the end.
    let path: Vec<String> = (0..=255).map(|v: u32| v.to_string()).collect();
    let position = format!("{} / 0", path.join(">"));
    assert_eq!(answers(&position), ["Win 255 1"]);
    let game = cgsolve::games::registry::find_playable("digraph-tokens").unwrap();
    let view = game.view(&position).unwrap();
    assert!(view.position.ends_with("254>255 / 0"), "{}", view.position);
    // A line for every vertex with an edge or a token: all but 255.
    assert_eq!(view.drawing.rows.len(), 255);
}

#[test]
fn a_graph_past_the_memory_limit_is_refused_naming_it() {
    // Eight tokens on a complete graph of 60 vertices: about 10^9 positions.
    let edges: Vec<String> = (0..60).map(|v| format!("{v}>{}", (v + 1) % 60)).collect();
    let chords: Vec<String> = (0..60).map(|v| format!("{v}>{}", (v + 7) % 60)).collect();
    let position = format!("{} {} / 0 1 2 3 4 5 6 7", edges.join(" "), chords.join(" "));
    let (code, out, err) = cgsolve_text(&["digraph-tokens", "--memory", "4M", "-p", &position], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("is too large")
            && err.contains("over the limit of the memory limit of 4 MiB (--memory)"),
        "{err}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Two tokens: the whole position's result (the retrograde pass over its own graph) is
    /// what the two tokens' Smith values say of their sum.
    #[test]
    fn the_tokens_values_decide_the_sum(
        edges in prop::collection::vec((0u8..7, 0u8..7), 0..14),
        a in 0u8..7,
        b in 0u8..7,
    ) {
        let edges: Vec<String> = edges.iter().map(|(x, y)| format!("{x}>{y}")).collect();
        let text = format!("{} / {a} {b}", edges.join(" "));
        let (code, out, err) = cgsolve_text(&["digraph-tokens", "--json", "-p", &text], "");
        prop_assert_eq!(code, 0, "{}", err);
        let report: serde_json::Value = serde_json::from_str(&out).unwrap();
        let whole = report["answer"].as_str().unwrap().split(' ').next().unwrap().to_string();
        let parts: Vec<String> = report["parts"].as_array().unwrap().iter().map(|p| p["value"].as_str().unwrap().to_string()).collect();
        let finite = |v: &str| v.parse::<u32>().ok();
        let subscript = |v: &str| -> Vec<u32> {
            v.trim_start_matches("∞").trim_start_matches("_{").trim_end_matches('}')
                .split(',').filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect()
        };
        let expected = match (finite(&parts[0]), finite(&parts[1])) {
            (Some(x), Some(y)) => if x == y { "Lose" } else { "Win" },
            (Some(x), None) => if subscript(&parts[1]).contains(&x) { "Win" } else { "Draw" },
            (None, Some(y)) => if subscript(&parts[0]).contains(&y) { "Win" } else { "Draw" },
            (None, None) => "Draw",
        };
        prop_assert_eq!(whole, expected, "{} parts {:?}", text, parts);
    }
}
