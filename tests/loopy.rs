//! Loopy games: CGSuite's printed values and its own stopper test cases as tables, and
//! property tests on random small game graphs against plain win/lose/draw analysis.

mod common;
use cgsolve::report::loopy::LoopyReport;
use cgsolve::theory::canonical::Arena;
use cgsolve::theory::loopy::compare::Side;
use cgsolve::theory::loopy::notation::{short_value, to_notation};
use cgsolve::theory::loopy::sided::{simplify_side, stopper_eq, stopper_leq};
use cgsolve::theory::loopy::stopper::canonical;
use cgsolve::theory::loopy::{LoopyExpression, LoopyOutcome, SidedValue, parse_loopy};
use common::tables::{check_table, same, tab_rows};
use proptest::prelude::*;

#[path = "common/loopy.rs"]
mod plain;
use plain::{graph_strategy, plain_outcome, plain_wld};

fn eval(arena: &mut Arena, text: &str) -> LoopyExpression {
    match parse_loopy(arena, text, usize::MAX).expect("no limit") {
        Ok(e) => e,
        Err(e) => panic!("{text}: {e}"),
    }
}

/// The value printed as `cgsolve value` prints it: short values through the short printer.
fn printed(arena: &mut Arena, e: &LoopyExpression) -> String {
    match e {
        LoopyExpression::Bool(b) => b.to_string(),
        LoopyExpression::Value(v) if v.is_loopfree() => {
            let g = short_value(arena, &v.onside.graph, v.onside.start).expect("short");
            arena.to_notation(g)
        }
        LoopyExpression::Value(v) => to_notation(arena, v),
    }
}

#[test]
fn values_print_as_cgsuite_prints_them() {
    let mut arena = Arena::new();
    check_table("loopy/values.tsv", "\t", 80.., |[expression, cgsuite]| {
        let e = eval(&mut arena, expression);
        same(printed(&mut arena, &e), cgsuite)
    });
}

/// Method names are read in any case, as the short games' reader reads them: each row of the
/// table with a method, written in lower case, prints what CGSuite printed for it.
#[test]
fn method_names_are_read_in_any_case() {
    let mut arena = Arena::new();
    let mut methods = 0;
    for table_name in ["values.tsv", "ordinal.tsv"] {
        for row in tab_rows(&format!("loopy/{table_name}")) {
            if !row[0].contains('.') || row[0].contains("..") {
                continue;
            }
            let Ok(Ok(e)) = parse_loopy(&mut arena, &row[0], usize::MAX) else {
                continue;
            };
            let expected = printed(&mut arena, &e);
            let lower = row[0].to_lowercase();
            let e = eval(&mut arena, &lower);
            assert_eq!(printed(&mut arena, &e), expected, "{lower}");
            methods += 1;
        }
    }
    assert!(methods >= 40, "{methods} rows with a method");
}

/// Bach's Carousel, whose sides are not stoppers (CGSuite's help page `loopy-games.cgsh`):
/// its simplified sides, sums and comparisons print as CGSuite printed them; its sides are
/// not stoppers, and its outcome is CGSuite's `N`.
#[test]
fn bachs_carousel_is_cgsuites() {
    let rows = tab_rows("loopy/bachs_carousel.tsv");
    assert_eq!(rows.len(), 11);
    let mut arena = Arena::new();
    for row in &rows {
        let e = eval(&mut arena, &row[0]);
        assert_eq!(printed(&mut arena, &e), row[1], "{}", row[0]);
    }
    let LoopyExpression::Value(bach) = eval(&mut arena, &rows[0][0]) else {
        panic!("a value");
    };
    assert!(!bach.onside.is_stopper() && !bach.offside.is_stopper());
    assert_eq!(bach.outcome(), LoopyOutcome::N);
}

/// Where the answer here is not CGSuite's (`docs/loopy.md`, "What is not computed": sides
/// of sums that need CGSuite's unraveling step). For the degree `D` of `{0|||0||0|off}` the
/// onside of `D + D` is `D` here, strictly greater in CGSuite, so `D` is idempotent here and
/// `IsStable` is answered (`false`) where CGSuite refuses; `a{0||||0|||a|*||*}`'s upsum and
/// downsum varieties differ here, so it is not stable here (variety `null`) where CGSuite
/// finds it stable with variety `{a{0,{0||0|a|||0}|0}|0}`.
const KNOWN_DIFFERENCES: [(&str, &str); 3] = [
    ("{0|||0||0|off}", "isStable"),
    ("a{0||||0|||a|*||*}", "isStable"),
    ("a{0||||0|||a|*||*}", "variety"),
];

/// What `LoopyReport::new` computes: every property.
const ALL: &str = "every property computed";

#[test]
fn cgsuite_stopper_cases_have_cgsuite_properties() {
    let rows = tab_rows("loopy/stopper_cases.tsv");
    let mut checked = 0;
    let mut arena = Arena::new();
    for row in rows.iter().filter(|r| !r[0].starts_with("begin")) {
        let e = eval(&mut arena, &row[0]);
        assert_eq!(printed(&mut arena, &e), row[1], "{}", row[0]);
        let LoopyExpression::Value(v) = e else {
            panic!("a value")
        };
        let report = LoopyReport::new(&mut arena, &v);
        let got = [
            report.degree.clone().expect(ALL).unwrap_or_default(),
            report
                .follower_count
                .map(|n| n.to_string())
                .unwrap_or_default(),
            report.is_idempotent.expect(ALL).to_string(),
            report
                .is_infinitesimal
                .map(|b| b.to_string())
                .unwrap_or_default(),
            report
                .is_numberish
                .map(|b| b.to_string())
                .unwrap_or_default(),
            report
                .is_plumtree
                .map(|b| b.to_string())
                .unwrap_or_default(),
            report
                .is_stable
                .expect(ALL)
                .map(|b| b.to_string())
                .unwrap_or_default(),
            report.left_stop.clone().unwrap_or_default(),
            report.outcome.to_string(),
            report.right_stop.clone().unwrap_or_default(),
            report.variety.clone().expect(ALL).unwrap_or_default(),
        ];
        let names = [
            "degree",
            "followerCount",
            "isIdempotent",
            "isInfinitesimal",
            "isNumberish",
            "isPlumtree",
            "isStable",
            "leftStop",
            "outcomeClass",
            "rightStop",
            "variety",
        ];
        for (i, name) in names.iter().enumerate() {
            if KNOWN_DIFFERENCES.contains(&(row[0].as_str(), name)) {
                continue;
            }
            // CGSuite's errors ("!!...") are properties we leave null.
            let want = if row[2 + i].starts_with("!!") {
                ""
            } else {
                row[2 + i].as_str()
            };
            assert_eq!(got[i], want, "{} {name}", row[0]);
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn the_books_examples_hold() {
    let mut arena = Arena::new();
    for (text, want) in [
        ("{0|pass} == over", "true"),
        ("a{{|a}|}", "1 & 0"),
        ("on + off", "dud"),
        ("^ & v*", "^ & v*"),
        ("over - over", "over & under"),
        ("upon - upon", "^<on> & v<on>"),
        ("^[on] == upon", "true"),
        ("^.PowTo(on) == upon", "true"),
        ("over < 1/64", "true"),
    ] {
        let e = eval(&mut arena, text);
        assert_eq!(printed(&mut arena, &e), want, "{text}");
    }
}

#[test]
fn json_keys_are_the_documented_ones_in_order() {
    let mut arena = Arena::new();
    let LoopyExpression::Value(v) = eval(&mut arena, "1 & 0") else {
        panic!()
    };
    let json = serde_json::to_string(&LoopyReport::new(&mut arena, &v)).expect("json");
    let parsed: serde_json::Value = serde_json::from_str(&json).expect("valid");
    let keys: Vec<&str> = json
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|k| parsed.get(k).is_some())
        .collect();
    assert_eq!(
        keys,
        [
            "value",
            "onside",
            "offside",
            "degree",
            "variety",
            "left_stop",
            "right_stop",
            "follower_count",
            "is_stopper",
            "is_plumtree",
            "is_idempotent",
            "is_infinitesimal",
            "is_numberish",
            "is_stable",
            "outcome"
        ]
    );
    assert_eq!(parsed["outcome"], "PHat");
    assert_eq!(parsed["onside"], "1");
    assert_eq!(parsed["offside"], "0");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_outcome_of_the_value_is_the_outcome_of_plain_play(g in graph_strategy()) {
        prop_assert_eq!(SidedValue::of(&g).outcome(), plain_outcome(&g), "{:?}", g);
    }

    #[test]
    fn a_stopper_equals_its_canonical_form(g in graph_strategy()) {
        prop_assume!(g.is_stopper());
        let c = canonical(&g);
        prop_assert!(c.is_stopper());
        prop_assert!(stopper_eq(&g, &c), "{:?} {:?}", g, c);
        prop_assert_eq!(canonical(&c).graph.len(), c.graph.len());
    }

    #[test]
    fn stopper_comparison_is_left_surviving_the_difference(g in graph_strategy(), h in graph_strategy()) {
        prop_assume!(g.is_stopper() && h.is_stopper());
        // H - G with Right to move first: Left survives unless Right wins.
        let diff = h.add(&g.negative());
        let right_wins = plain_wld(&diff.graph)[diff.start][1] == Some(true);
        prop_assert_eq!(stopper_leq(&g, &h), !right_wins);
    }

    #[test]
    fn print_then_parse_is_the_identity(g in graph_strategy()) {
        let mut arena = Arena::new();
        let v = SidedValue::of(&g);
        let text = to_notation(&mut arena, &v);
        let LoopyExpression::Value(back) = eval(&mut arena, &text) else { panic!("a value") };
        prop_assert!(back.equals(&v), "{} {:?}", text, g);
        prop_assert_eq!(to_notation(&mut arena, &back), text);
    }

    #[test]
    fn a_stopper_minus_itself_is_zero_when_short_and_never_won_by_its_first_player(g in graph_strategy()) {
        prop_assume!(g.is_stopper());
        let v = SidedValue::of(&g);
        let d = v.add(&v.neg());
        let o = d.outcome();
        if v.is_loopfree() {
            prop_assert_eq!(o, LoopyOutcome::P);
        } else {
            prop_assert!(matches!(o, LoopyOutcome::P | LoopyOutcome::D | LoopyOutcome::PHat | LoopyOutcome::PCheck), "{:?}", o);
        }
    }

    #[test]
    fn sides_of_a_stopper_are_the_stopper(g in graph_strategy()) {
        prop_assume!(g.is_stopper());
        let c = canonical(&g);
        prop_assert!(stopper_eq(&simplify_side(&g, Side::Onside), &c));
        prop_assert!(stopper_eq(&simplify_side(&g, Side::Offside), &c));
    }
}

#[test]
fn bad_loopy_expressions_name_their_column_and_what_was_expected() {
    let mut arena = Arena::new();
    for (text, column, expected) in [
        ("{pass|", 7, "'}' to close the '{' at column 1"),
        (
            "over & on",
            7,
            "an offside at most the onside (G & H needs H <= G)",
        ),
        ("(1&0).Degree", 7, "a stopper before .Degree"),
        (
            "on & 1 &",
            8,
            "an operator (+, -, &, <=, >=, ==, <, >, ||, <|, |>) or the end",
        ),
        (
            "{0||1|pass||2}",
            11,
            "fewer bars: 2 bars are already used at column 3",
        ),
    ] {
        let e = parse_loopy(&mut arena, text, usize::MAX)
            .expect("no limit")
            .expect_err(text);
        assert_eq!(
            (e.column, e.expected.as_str()),
            (column, expected),
            "{text}"
        );
    }
}

#[test]
fn a_sum_past_the_memory_limit_is_refused_naming_it() {
    let mut arena = Arena::new();
    let limit = 24 * 100;
    let e = parse_loopy(&mut arena, "upon + upon + upon + upon + upon", limit)
        .expect_err("past the limit");
    assert_eq!(e.limit, limit);
}
