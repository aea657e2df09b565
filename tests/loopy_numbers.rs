//! Loopy values meeting numbers of any size: `cgsolve value` against what CGSuite printed
//! (and, past what CGSuite can answer, its answers with the number changed), every expression
//! answered or refused naming the limit, and sums and comparisons that keep numbers as leaves
//! against the same games spelled out.

mod common;
#[allow(dead_code)]
#[path = "common/loopy.rs"]
mod plain;

use cgsolve::Dyadic;
use cgsolve::theory::canonical::Arena;
use cgsolve::theory::loopy::compare::Side;
use cgsolve::theory::loopy::notation::to_notation;
use cgsolve::theory::loopy::sided::{simplify_side, stopper_leq};
use cgsolve::theory::loopy::{Graph, Loopy, SidedValue};
use common::cgsolve_text;
use common::tables::{check_table, tab_rows};
use plain::graph_strategy;
use proptest::prelude::*;

/// What `cgsolve value EXPRESSION` prints, checked to succeed.
fn value(expression: &str) -> String {
    let (code, out, err) = cgsolve_text(&["value", "--", expression], "");
    assert_eq!((code, err.as_str()), (0, ""), "{expression}");
    out.trim_end().to_string()
}

#[test]
fn numbers_meet_loopy_values_as_in_cgsuite() {
    check_table("loopy/numbers.tsv", "\t", 30.., |[expression, cgsuite]| {
        common::tables::same(value(expression), cgsuite)
    });
}

/// Past what CGSuite can answer, the answer is CGSuite's to the same form with a smaller
/// number, made over for the larger one (the table says how).
#[test]
fn numbers_too_large_for_cgsuite_are_translated() {
    let cgsuite: Vec<Vec<String>> = tab_rows("loopy/numbers.tsv");
    let mut moved = 0;
    let table = "loopy/large_numbers.tsv";
    check_table(
        table,
        "\t",
        25..,
        |[expression, smaller, how, small, large]| {
            let Some(printed) = cgsuite.iter().find(|r| r[0] == smaller).map(|r| &r[1]) else {
                return Err(format!("{smaller} is not in numbers.tsv"));
            };
            let expected = match how {
                "written" => printed.replace(small, large),
                "moved" => {
                    moved += 1;
                    let (small, large): (Dyadic, Dyadic) = (parse(small), parse(large));
                    move_numbers(printed, &(large - small))
                }
                _ => return Err(format!("{how}: expected written or moved")),
            };
            common::tables::same(value(expression), expected)
        },
    );
    assert!(moved >= 3, "{moved}");
}

fn parse(text: &str) -> Dyadic {
    text.parse()
        .unwrap_or_else(|_| panic!("{text} is a dyadic rational"))
}

/// `text` (a value in CGSuite's notation) with every number in it moved by `by`: a number
/// is a run of digits, with a slash and more digits for a fraction and with the minus sign
/// before it; the digits of a nimber (after `*`) stay.
fn move_numbers(text: &str, by: &Dyadic) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let nimber = i > 0 && chars[i - 1] == '*';
        if !c.is_ascii_digit() || nimber {
            let end = i + chars[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            out.extend(&chars[i..end.max(i + 1)]);
            i = end.max(i + 1);
            continue;
        }
        let negative = out.ends_with('-');
        if negative {
            out.pop();
        }
        let digits = |from: usize| {
            from + chars[from..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count()
        };
        let mut end = digits(i);
        if end + 1 < chars.len() && chars[end] == '/' && chars[end + 1].is_ascii_digit() {
            end = digits(end + 1);
        }
        let number: String = chars[i..end].iter().collect();
        let x = parse(&number);
        let x = if negative { -x } else { x };
        out.push_str(&(x + by.clone()).to_string());
        i = end;
    }
    out
}

#[test]
fn moving_numbers_leaves_nimbers_and_moves_signs_and_fractions() {
    let by = Dyadic::from(10);
    assert_eq!(move_numbers("-1000v<on>*3", &by), "-990v<on>*3");
    assert_eq!(move_numbers("{1000|1000^[on]*}", &by), "{1010|1010^[on]*}");
    assert_eq!(move_numbers("1/1024over", &by), "10241/1024over");
    assert_eq!(move_numbers("1001 & 1000", &by), "1011 & 1010");
    assert_eq!(move_numbers("on", &by), "on");
}

/// CGSuite counts a stopper's positions with its numbers spelled out: `1000over` has 1002
/// (`(a{1000|a}).FollowerCount`), `1000^<on>` 1003; the count grows with the number though
/// the graph does not.
#[test]
fn follower_counts_spell_numbers_out() {
    for (expression, count) in [
        ("a{1000|a}", "1002"),
        ("{0||0|0,pass} + 1000", "1003"),
        ("upon + 1000", "1003"),
        ("a{99999999999|a}", "100000000001"),
        ("{0||0|0,pass} + 9223372036854775808", "9223372036854775811"),
    ] {
        let (code, out, err) = cgsolve_text(&["value", "--json", expression], "");
        assert_eq!((code, err.as_str()), (0, ""), "{expression}");
        let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(json["follower_count"].to_string(), count, "{expression}");
    }
}

/// No expression ends the process with an abort: it is answered (its report leaving out, by
/// name, the properties whose sums pass the memory limit), or refused with exit code 2 naming
/// the memory limit.
#[test]
fn large_numbers_are_answered_or_refused_naming_the_limit() {
    let n = "99999999999";
    let answered = [
        format!("{n} + upon + upon"),
        format!("{{{n}|0,pass}}"),
        format!("(1 & 0) + {n}"),
        format!("dud + {n}"),
        format!("Tiny({n}over)"),
        format!("+-{n}over"),
        format!("{n}^[on]*"),
        format!("-{n}v<on>*3"),
        format!("{n}over.Variety"),
        format!("{{{n}over|-{n}}}"),
        format!("{n}over + {{1|-1}}"),
    ];
    for expression in &answered {
        for flag in ["--json", "--explain"] {
            let (code, _, err) = cgsolve_text(&["value", flag, "--", expression], "");
            assert_eq!((code, err.as_str()), (0, ""), "{expression} {flag}");
        }
    }
    // Its degree (`{n|0,pass} + {0,pass|-n}`, not a stopper) is simplified spelled out: left
    // out and named, or with every property asked for, refused naming the limit.
    let spread = format!("{{{n}|0,pass}}");
    let (_, out, _) = cgsolve_text(&["value", "--json", "--", &spread], "");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["left_stop"], n);
    assert!(json.get("degree").is_none(), "{out}");
    assert_eq!(
        json["not_computed"],
        serde_json::json!(["degree", "variety", "is_stable", "is_idempotent"])
    );
    let (code, out, err) =
        cgsolve_text(&["value", "--json", "--all-properties", "--", &spread], "");
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.contains("exceeds the limit") && err.contains("--memory"),
        "{err}"
    );
    let refused = [
        format!("{{{n}|0,pass}} + upon"),
        format!("{{{n}|0,pass}}.Degree"),
        format!("a{{0|{{{n}|a}}}}"),
        // Not stoppers as written (play may alternate round `a` for ever): their sides are
        // simplified with the numbers spelled out, though each comes to a stopper.
        format!("a{{{n}|{{*|a}}}}"),
        format!("a{{-{n}|{{-{n}|a}}}}"),
        format!("^.PowTo({n}over)"),
        format!("a{{0,{{1|1,{{*,{{1+*|1+*,a}}|*}}}}|0}} + {n}"),
        format!("{{{n}over|0}} + {{0|-{n}under}}"),
    ];
    for expression in &refused {
        let (code, out, err) = cgsolve_text(&["value", "--", expression], "");
        assert_eq!((code, out.as_str()), (2, ""), "{expression}: {err}");
        assert!(
            err.contains("exceeds the limit") && err.contains("--memory"),
            "{expression}: {err}"
        );
    }
}

/// A number spelled out as a plain graph: the sum's reference.
fn number(x: &Dyadic) -> Loopy {
    Loopy::number(x.clone())
}

fn dyadic() -> impl Strategy<Value = Dyadic> {
    (-40i64..=40, 0u64..=4).prop_map(|(m, k)| Dyadic::new(m, k))
}

/// A short game's graph: moves only to later vertices.
fn short_strategy() -> impl Strategy<Value = Loopy> {
    (1usize..=4).prop_flat_map(|n| {
        proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..=6).prop_map(move |edges| {
            let mut graph = Graph::default();
            for _ in 0..n {
                graph.add_vertex();
            }
            for (a, b, left) in edges {
                let (a, b) = (a.min(b), a.max(b));
                let moves = if left {
                    &mut graph.left[a]
                } else {
                    &mut graph.right[a]
                };
                if a != b && !moves.contains(&b) {
                    moves.push(b);
                }
            }
            Loopy { graph, start: 0 }
        })
    })
}

/// The plain sum of two values: the games' graphs spelled out and multiplied, each side
/// simplified, as sums were computed before numbers were kept as leaves.
fn spelled_out_sum(a: &SidedValue, b: &SidedValue) -> SidedValue {
    if a.is_stopper() && b.is_stopper() {
        return SidedValue::of(&a.onside.add(&b.onside));
    }
    SidedValue {
        onside: simplify_side(&a.onside.add(&b.onside), Side::Onside),
        offside: simplify_side(&a.offside.add(&b.offside), Side::Offside),
    }
}

/// `found` is `expected`: the same printed form, equal, with as many positions spelled out.
fn same(found: &SidedValue, expected: &SidedValue) -> Result<(), TestCaseError> {
    let mut arena = Arena::new();
    prop_assert_eq!(
        to_notation(&mut arena, found),
        to_notation(&mut arena, expected)
    );
    prop_assert!(found.equals(expected));
    prop_assert_eq!(
        found.onside.graph.expanded_len(),
        expected.onside.graph.expanded_len()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A value plus a number, translated, is the plain sum with the number spelled out.
    #[test]
    fn a_value_plus_a_number_is_the_spelled_out_sum(g in graph_strategy(), x in dyadic()) {
        let v = SidedValue::of(&g);
        let x = SidedValue::stopper(number(&x));
        same(&v.add(&x), &spelled_out_sum(&v, &x))?;
        same(&x.add(&v), &spelled_out_sum(&x, &v))?;
    }

    /// A short game plus a stopper, both moved by numbers, in leaf form is the plain sum.
    #[test]
    fn a_short_game_plus_a_stopper_is_the_spelled_out_sum(
        s in short_strategy(),
        g in graph_strategy(),
        x in dyadic(),
        y in dyadic(),
    ) {
        prop_assume!(g.is_stopper());
        let s = SidedValue::of(&s).add(&SidedValue::stopper(number(&x)));
        let g = SidedValue::of(&g).add(&SidedValue::stopper(number(&y)));
        same(&s.add(&g), &spelled_out_sum(&s, &g))?;
    }

    /// Two loopy values moved by numbers add as their plain sum.
    #[test]
    fn values_moved_by_numbers_add_as_spelled_out(
        g in graph_strategy(),
        h in graph_strategy(),
        x in dyadic(),
        y in dyadic(),
    ) {
        let g = SidedValue::of(&g).add(&SidedValue::stopper(number(&x)));
        let h = SidedValue::of(&h).add(&SidedValue::stopper(number(&y)));
        same(&g.add(&h), &spelled_out_sum(&g, &h))?;
    }

    /// Comparing stoppers in leaf form is comparing them spelled out.
    #[test]
    fn comparisons_by_leaves_are_those_of_the_spelled_out_games(
        g in graph_strategy(),
        h in graph_strategy(),
        x in dyadic(),
        y in dyadic(),
    ) {
        prop_assume!(g.is_stopper() && h.is_stopper());
        let g = SidedValue::of(&g).add(&SidedValue::stopper(number(&x)));
        let h = SidedValue::of(&h).add(&SidedValue::stopper(number(&y)));
        let plain = |v: &SidedValue| v.onside.expanded();
        prop_assert_eq!(g.leq(&h), stopper_leq(&plain(&g), &plain(&h)));
        prop_assert_eq!(h.leq(&g), stopper_leq(&plain(&h), &plain(&g)));
    }

    /// With numbers near 2^63 and with denominators past 2^64, too large to spell out: moving
    /// a value by `x` and back gives it again, moving it by `x` then `y` is moving it by
    /// `x + y`, and the graph does not grow.
    #[test]
    fn values_moved_by_large_numbers_come_back(
        g in graph_strategy(),
        x in large_dyadic(),
        y in large_dyadic(),
    ) {
        let v = SidedValue::of(&g);
        // A side that is not a stopper is spelled out to be added to: not for these numbers.
        prop_assume!(v.is_stopper_sided());
        let by = |v: &SidedValue, x: &Dyadic| v.add(&SidedValue::stopper(number(x)));
        let moved = by(&v, &x);
        prop_assert!(moved.onside.graph.len() <= v.onside.graph.len());
        same(&by(&moved, &-x.clone()), &v)?;
        same(&by(&moved, &y), &by(&v, &(x + y)))?;
    }
}

/// Integers within a few of `2^63` either side, and odd numerators over `2^64` to `2^80`.
fn large_dyadic() -> impl Strategy<Value = Dyadic> {
    let near = (-3i64..=3, any::<bool>()).prop_map(|(d, negative)| {
        let x = Dyadic::new(num_bigint::BigInt::from(1) << 63u32, 0) + Dyadic::from(d);
        if negative { -x } else { x }
    });
    let fine = (-1000i64..=1000, 64u64..=80).prop_map(|(m, k)| Dyadic::new(2 * m + 1, k));
    prop_oneof![near, fine]
}
