//! The ruleset `take-and-break` against the command `heap`: on random codes and sums of heaps,
//! `cgsolve take-and-break CODE` values a sum as the nim sum of the values `cgsolve heap CODE
//! --to N` prints, and its report names the winning moves `cgsolve heap CODE --heaps` lists.

mod common;

use common::cgsolve_text;
use common::codes::random_code;
use proptest::prelude::*;
use serde_json::Value;

/// The JSON of a command that must succeed.
fn json(args: &[&str]) -> Value {
    let (status, out, err) = cgsolve_text(args, "");
    assert_eq!((status, err.as_str()), (0, ""), "{args:?}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// g(0), ..., g(`to`) as `cgsolve heap CODE --to N` prints them.
fn sequence(code: &str, to: u32) -> Vec<u32> {
    let to = to.to_string();
    let (status, out, err) = cgsolve_text(&["heap", code, "--to", &to], "");
    assert_eq!((status, err.as_str()), (0, ""), "heap {code} --to {to}");
    let values = out.lines().next().expect("the values' line");
    values.split(' ').map(|v| v.parse().unwrap()).collect()
}

/// A nim value as the ruleset writes it.
fn nimber(v: u32) -> String {
    match v {
        0 => "0".to_string(),
        1 => "*".to_string(),
        v => format!("*{v}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn a_sum_s_value_is_the_nim_sum_of_the_sequence_s_values(
        code in random_code(3),
        sums in proptest::collection::vec(proptest::collection::vec(0u32..16, 1..4), 1..5),
    ) {
        let most = sums.iter().flatten().copied().max().unwrap_or(0);
        let g = sequence(&code, most);
        let input: String = sums
            .iter()
            .map(|sum| {
                let heaps: Vec<String> = sum.iter().map(u32::to_string).collect();
                format!("{}\n", heaps.join(" "))
            })
            .collect();
        let (status, out, err) = cgsolve_text(&["take-and-break", &code], &input);
        prop_assert_eq!((status, err.as_str()), (0, ""));
        let answers: Vec<&str> = out.lines().collect();
        let expected: Vec<String> = sums
            .iter()
            .map(|sum| nimber(sum.iter().fold(0, |x, &h| x ^ g[h as usize])))
            .collect();
        prop_assert_eq!(answers, expected);
    }

    #[test]
    fn a_report_names_the_winning_moves_heap_lists(
        code in random_code(3),
        sum in proptest::collection::vec(0u32..16, 1..4),
    ) {
        let heaps: Vec<String> = sum.iter().map(u32::to_string).collect();
        let report = json(&["take-and-break", &code, "--json", "-p", &heaps.join(" ")]);
        let listed = json(&["heap", &code, "--heaps", &heaps.join(","), "--json"]);
        let value = listed["value"].as_u64().unwrap() as u32;
        prop_assert_eq!(&report["value"], &Value::String(nimber(value)));
        // `7-1=3+3, leaving 3 3 5 9`: the move's name before the position it leaves.
        let mut named: Vec<String> = report["winning_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["describe"].as_str().unwrap().split(',').next().unwrap())
            .map(str::to_string)
            .collect();
        let mut expected: Vec<String> = listed["winning_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                let left: Vec<String> = m["leave"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| h.to_string())
                    .collect();
                let left = if left.is_empty() { "0".to_string() } else { left.join("+") };
                format!("{}-{}={left}", m["heap"], m["take"])
            })
            .collect();
        named.sort();
        expected.sort();
        prop_assert_eq!(named, expected);
    }
}

#[test]
fn a_sum_past_the_limits_is_refused_with_the_limit_named() {
    let (status, out, err) = cgsolve_text(&["take-and-break", "kayles", "-p", "5 1001"], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: -p:1:3: expected a heap of at most 1000 counters (the limit), found 1001\n"
    );
    let many = vec!["1"; 65].join(",");
    let (status, _, err) = cgsolve_text(&["take-and-break", "kayles", "-p", &many], "");
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "cgsolve: -p:1:129: expected at most 64 heaps (the limit)\n"
    );
    let (status, _, err) = cgsolve_text(&["take-and-break", "0.F", "-p", "5 328"], "");
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "cgsolve: -p: position 1: the search of 5 328 under the code 0.F is too large: it needs \
         more than 1000000 options listed for its heaps up to 328 (heaps up to 327 are within \
         it), over the limit of 1000000 options\n"
    );
    let (status, _, err) = cgsolve_text(&["take-and-break", "0.7x", "-p", "3"], "");
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "cgsolve: code \"0.7x\", column 4: expected a digit 0-9 or A-V, or '[', found 'x'\n"
    );
}
