//! Every value and property CGSuite's own test suite records for its sample games
//! (tests/data/value/cgsuite_cases.txt), computed here and compared string for string.

mod common;

use cgsolve::report::ValueReport;
use cgsolve::theory::canonical::{Arena, GameId, Value};
use common::tables::{check_table, same};

/// The elements of a printed set `{a,b,{c|d}}`, split at the top-level commas, sorted.
fn set(text: &str) -> Vec<String> {
    let inner = text
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .unwrap_or_else(|| panic!("{text:?} is not a set"));
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..i].to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.is_empty() {
        out.push(inner[start..].to_string());
    }
    out.sort();
    out
}

fn forms(a: &mut Arena, games: Vec<GameId>) -> Vec<String> {
    let mut out: Vec<String> = games.into_iter().map(|g| a.to_notation(g)).collect();
    out.sort();
    out
}

#[test]
fn every_recorded_property_agrees_with_cgsuite() {
    let text = std::fs::read_to_string("tests/data/value/cgsuite_cases.txt").unwrap();
    let mut failures = Vec::new();
    let mut cases = 0;
    for block in text.split("\n\n") {
        let fields: Vec<(&str, &str)> = block
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                let (k, v) = l.split_once('=').expect("key = value");
                (k.trim(), v.trim())
            })
            .collect();
        let Some(&(_, input)) = fields.iter().find(|(k, _)| *k == "input") else {
            continue;
        };
        cases += 1;
        let mut a = Arena::new();
        let g = a
            .parse_game(input)
            .unwrap_or_else(|e| panic!("{input}: {e}"));
        for &(key, want) in &fields {
            let ok = match key {
                "input" => true,
                "value" => a.to_notation(g) == want,
                "atomic_weight" => match a.atomic_weight(g) {
                    Ok(w) => a.to_notation(w) == want,
                    Err(_) => want == "!",
                },
                "birthday" => a.birthday(g).to_string() == want,
                "follower_count" => a.follower_count(g).to_string() == want,
                "left_incentives" => {
                    let v = a.left_incentives(g);
                    forms(&mut a, v) == set(want)
                }
                "right_incentives" => {
                    let v = a.right_incentives(g);
                    forms(&mut a, v) == set(want)
                }
                "left_options" => {
                    let v = a.left_options(g);
                    forms(&mut a, v) == set(want)
                }
                "right_options" => {
                    let v = a.right_options(g);
                    forms(&mut a, v) == set(want)
                }
                "left_stop" => a.left_stop(g).to_string() == want,
                "right_stop" => a.right_stop(g).to_string() == want,
                "mean" => a.mean(g).to_string() == want,
                "outcome" => a.outcome(g).to_string() == want,
                "reduced_canonical_form" => {
                    let r = a.reduced_canonical_form(g);
                    a.to_notation(r) == want
                }
                "temperature" => a.temperature(g).to_string() == want,
                "thermograph" => want == "-" || a.thermograph(g).to_string() == want,
                "flags" => {
                    let mut have = Vec::new();
                    for (name, on) in [
                        ("all_small", a.is_all_small(g)),
                        ("even_tempered", a.is_even_tempered(g)),
                        ("infinitesimal", a.is_infinitesimal(g)),
                        ("nimber", a.is_nimber(g)),
                        ("number", a.is_number(g)),
                        ("odd_tempered", a.is_odd_tempered(g)),
                    ] {
                        if on {
                            have.push(name);
                        }
                    }
                    have.join(" ") == want
                }
                other => panic!("unknown key {other}"),
            };
            if !ok {
                failures.push(format!("{input}: {key}: CGSuite says {want}"));
            }
        }
    }
    assert_eq!(cases, 25);
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The blocks of a file of CGSuite's properties, each its `key = value` lines.
fn recorded_cases(path: &str) -> Vec<Vec<(String, String)>> {
    let text = std::fs::read_to_string(path).unwrap();
    text.split("\n\n")
        .map(|block| {
            block
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| {
                    let (k, v) = l.split_once('=').expect("key = value");
                    (k.trim().to_string(), v.trim().to_string())
                })
                .collect::<Vec<_>>()
        })
        .filter(|fields| fields.iter().any(|(k, _)| k == "input"))
        .collect()
}

/// A JSON array of strings, sorted.
fn strings(json: &serde_json::Value) -> Vec<String> {
    let mut out: Vec<String> = json
        .as_array()
        .unwrap_or_else(|| panic!("{json} is not an array"))
        .iter()
        .map(|v| v.as_str().expect("a string").to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn the_report_has_every_recorded_property_as_cgsuite_prints_it() {
    // What `cgsolve value --json` prints, with no --all-properties: every property CGSuite's
    // test suite records is there, the large integer's costly ones included.
    let failures = report_disagreements("tests/data/value/cgsuite_cases.txt", 25);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_report_has_the_costly_properties_of_large_forms_as_cgsuite_prints_them() {
    // Numbers, nimbers, number-up-stars and switches of millions of followers: CGSuite's
    // answers (tests/data/value/cgsuite_costly.txt), each present in the bounded report.
    let failures = report_disagreements("tests/data/value/cgsuite_costly.txt", 17);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Where the bounded report of each input of the file at `path` (of `cases` blocks) leaves
/// out a property or disagrees with CGSuite's.
fn report_disagreements(path: &str, cases: usize) -> Vec<String> {
    let mut failures = Vec::new();
    let recorded = recorded_cases(path);
    assert_eq!(recorded.len(), cases, "{path}");
    for fields in &recorded {
        let input = &fields.iter().find(|(k, _)| k == "input").unwrap().1;
        let mut a = Arena::new();
        let value = a.parse_expression(input).unwrap();
        let report = ValueReport::new(&mut a.limited(usize::MAX), value).unwrap();
        let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
        if let Some(left_out) = json.get("not_computed") {
            failures.push(format!("{input}: not computed: {left_out}"));
        }
        for (key, want) in fields {
            let have = |k: &str| json.get(k).unwrap_or(&serde_json::Value::Null);
            let ok = match key.as_str() {
                "input" => true,
                "atomic_weight" if want == "!" => {
                    json.get("atomic_weight") == Some(&serde_json::Value::Null)
                        && have("atomic_weight_error").is_string()
                }
                "birthday" | "follower_count" => {
                    *have(key) == serde_json::from_str::<serde_json::Value>(want).unwrap()
                }
                "left_incentives" | "right_incentives" | "left_options" | "right_options" => {
                    strings(have(key)) == set(want)
                }
                "thermograph" if want == "-" => have(key).is_string(),
                "flags" => {
                    let mut on = Vec::new();
                    for name in [
                        "all_small",
                        "even_tempered",
                        "infinitesimal",
                        "nimber",
                        "number",
                        "odd_tempered",
                    ] {
                        if have(&format!("is_{name}")) == &serde_json::Value::Bool(true) {
                            on.push(name);
                        }
                    }
                    on.join(" ") == *want
                }
                _ => have(key).as_str() == Some(want.as_str()),
            };
            if !ok {
                failures.push(format!(
                    "{input}: {key}: CGSuite says {want}, the report {}",
                    have_text(&json, key)
                ));
            }
        }
    }
    failures
}

fn have_text(json: &serde_json::Value, key: &str) -> String {
    json.get(key)
        .map_or_else(|| "leaves it out".to_string(), |v| v.to_string())
}

#[test]
fn expressions_evaluate_as_in_cgsuite() {
    let mut a = Arena::new();
    check_table("value/cgsuite_eval.txt", " => ", 32..=32, |[expr, want]| {
        let got = match a.parse_expression(expr) {
            Ok(Value::Game(g)) => a.to_notation(g),
            Ok(Value::Bool(b)) => b.to_string(),
            Err(e) => format!("error {e}"),
        };
        same(got, want)
    });
}

#[test]
fn methods_and_operators_agree_with_cgsuite() {
    let mut a = Arena::new();
    check_table(
        "value/cgsuite_operators.txt",
        " => ",
        365..=365,
        |[expr, want]| {
            let got = match a.parse_expression(expr) {
                Ok(Value::Game(g)) => a.to_notation(g),
                Ok(Value::Bool(b)) => b.to_string(),
                Err(_) => "error".to_string(),
            };
            same(got, want)
        },
    );
}
