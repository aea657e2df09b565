//! Coin-turning games (CGSuite's `game.strip.Turning(CODE)`): the moves of a code against its
//! definition read plainly, the heads-as-parts values against the plain search of whole rows,
//! CGSuite's values, and the command.

use cgsolve::games::impartial::turning::{Row, Spacing, Turning};
use proptest::prelude::*;
use std::collections::BTreeSet;

mod common;
#[allow(unused)]
#[path = "common/impartial.rs"]
mod impartial;
use common::boards::boards;
use common::tables::{check_table, same};

/// Whether turning the coins `set` (from 1, increasing, the last one the heads coin) is a move
/// of the element `e` of a code, by the definition of each modifier.
fn allowed(e: &cgsolve::games::impartial::turning::Element, set: &[u32]) -> bool {
    let k = set.len() as u32;
    let (first, last) = (set[0], set[set.len() - 1]);
    let arranged = match e.spacing {
        Spacing::Any => true,
        Spacing::Consecutive => last - first + 1 == k,
        Spacing::EquallySpaced => set.windows(2).all(|w| w[1] - w[0] == set[1] - set[0]),
        Spacing::Symmetric => {
            (0..set.len()).all(|i| set[i] + set[set.len() - 1 - i] == first + last)
        }
    };
    (e.min..=e.max).contains(&k) && last - first < e.span && arranged && (!e.first || first == 1)
}

/// A code of one or two elements drawn from small counts and every modifier.
fn code() -> impl Strategy<Value = String> {
    let element = (
        1u32..=4,
        0u32..=3,
        prop_oneof![Just(""), Just("-"), Just("+")],
        prop_oneof![Just(""), Just("C"), Just("E"), Just("S")],
        any::<bool>(),
        prop_oneof![Just(None), (2u32..=6).prop_map(Some)],
    )
        .prop_map(|(a, extra, range, spacing, first, span)| {
            let count = match range {
                "-" => format!("{a}-{}", a + extra),
                "+" => format!("{a}+"),
                _ => a.to_string(),
            };
            let first = if first { "F" } else { "" };
            let span = span.map_or(String::new(), |n| format!("C({n})"));
            format!("{count}{spacing}{first}{span}")
        });
    proptest::collection::vec(element, 1..=2).prop_map(|e| e.join(","))
}

/// A row of up to `most` coins.
fn row(most: usize) -> impl Strategy<Value = Row> {
    boards("th", 1..=1, 0..=most, most)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The moves of coin n are exactly the sets of coins that end at n and that some element
    /// of the code allows, each once.
    #[test]
    fn moves_are_the_sets_the_definition_allows(code in code(), n in 1u32..=10) {
        let rules = Turning::new(&code).unwrap();
        let mut listed = Vec::new();
        rules.spawns(n, &mut |others| {
            listed.push(others.iter().copied().chain([n]).collect::<Vec<u32>>());
            true
        });
        let mut wanted = BTreeSet::new();
        for mask in 0u32..1 << (n - 1) {
            let set: Vec<u32> = (1..n).filter(|c| mask >> (c - 1) & 1 == 1).chain([n]).collect();
            if rules.elements.iter().any(|e| allowed(e, &set)) {
                wanted.insert(set);
            }
        }
        let unique: BTreeSet<Vec<u32>> = listed.iter().cloned().collect();
        // An element may repeat another's moves (`1-2,2`); each element lists a set once.
        prop_assert_eq!(unique, wanted);
    }

    /// Heads as parts, each valued as a lone coin, give the nim value of the plain search
    /// and of CGSuite's game (both players turning the same coins), and rows print back as
    /// read.
    #[test]
    fn heads_as_parts_keep_the_plain_values(code in code(), row in row(9)) {
        let rules = Turning::new(&code).unwrap();
        impartial::check_parts_and_text(&rules, &row)?;
    }
}

/// The value of `row` under the rules `code`, from a memo of its own.
fn value(code: &str, row: &str) -> String {
    impartial::NimValues::with(Turning::new(code).unwrap()).of(row)
}

#[test]
fn cgsuites_values() {
    check_table(
        "turning/cgsuite.txt",
        " ",
        357..=357,
        |[code, row, expected]| same(value(code, row), expected),
    );
}

#[test]
fn one_coin_under_f_is_the_leftmost() {
    // CGSuite lets a move of one coin under F turn a coin other than the leftmost; by the
    // definition (and the test above) it may not. These rows are where that changes a value.
    let table = "turning/cgsuite_single_coin_f.txt";
    check_table(table, " ", 7..=7, |[code, row, expected, _cgsuites]| {
        same(value(code, row), expected)
    });
}

/// The nimber `*g` in CGSuite's notation.
fn nimber(g: u32) -> String {
    match g {
        0 => "0".to_string(),
        1 => "*".to_string(),
        g => format!("*{g}"),
    }
}

#[test]
fn published_values() {
    // CGSuite's documentation: Turning("1-3")("htththtth") has nim value 29.
    let mut mock_turtles = impartial::NimValues::with(Turning::new("1-3").unwrap());
    assert_eq!(mock_turtles.of("htththtth"), "*29");
    // Winning Ways: a lone coin n of Mock Turtles is the n-th odious number (OEIS A000069):
    // 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, ...
    let odious = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31];
    for (n, &g) in odious.iter().enumerate() {
        let row = format!("{}h", "t".repeat(n));
        assert_eq!(mock_turtles.of(&row), nimber(g), "coin {}", n + 1);
    }
    // Ruler (1+C): coin n is the largest power of 2 dividing n.
    let mut ruler = impartial::NimValues::with(Turning::new("1+C").unwrap());
    for n in 1..=40usize {
        let g = 1 << n.trailing_zeros();
        assert_eq!(ruler.of(&format!("{}h", "t".repeat(n - 1))), nimber(g));
    }
}

#[test]
fn the_command_takes_the_code_and_refuses_past_its_limits() {
    let (code, out, _) = common::cgsolve_text(&["turning", "1-3"], "htththtth\ntt\n");
    assert_eq!((code, out.as_str()), (0, "*29\n0\n"));
    let (code, _, err) = common::cgsolve_text(&["turning", "1-3Q"], "h\n");
    assert_eq!(code, 2);
    assert!(err.contains("column 4: expected a modifier"), "{err}");
    // Any number of coins: a lone coin n has 2^(n-1) moves, past the limit at coin 18.
    let (code, out, err) = common::cgsolve_text(&["turning", "1+"], "h\nttttttttttttttttth\n");
    assert_eq!((code, out.as_str()), (2, "*\n"));
    assert!(
        err.contains("over the limit of 100000 moves of one coin"),
        "{err}"
    );
}
