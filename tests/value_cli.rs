//! `cgsolve value` as a user meets it: arguments, files, stdin, --json, --explain, errors.

mod common;

use common::cgsolve_text;

#[test]
fn arguments_print_one_value_each() {
    let (code, out, err) = cgsolve_text(&["value", "{1|*} + ^", "^* || 0", "+-1 + +-1"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "{1^|^*}\ntrue\n0\n");
}

#[test]
fn expressions_may_start_with_a_minus_and_options_go_first() {
    let (code, out, err) = cgsolve_text(&["value", "-1/2", "-^", "-{1|0}"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "-1/2\nv\n{0|-1}\n");
    let (code, out, err) = cgsolve_text(&["value", "-1", "--json"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("--json: options go before the expressions"),
        "{err}"
    );
}

#[test]
fn a_file_and_stdin_give_one_line_per_expression() {
    let expected = std::fs::read_to_string("tests/data/value/expressions.expected").unwrap();
    let (code, out, err) =
        cgsolve_text(&["value", "--file", "tests/data/value/expressions.txt"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, expected);
    let input = std::fs::read_to_string("tests/data/value/expressions.txt").unwrap();
    let (code, out, _) = cgsolve_text(&["value"], &input);
    assert_eq!(code, 0);
    assert_eq!(out, expected);
}

#[test]
fn json_has_every_documented_key() {
    let (code, out, err) = cgsolve_text(&["value", "--json", "+-1", "^", "1 < 2"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 3);
    let pm = &lines[0];
    let keys = [
        "value",
        "outcome",
        "birthday",
        "left_stop",
        "right_stop",
        "mean",
        "temperature",
        "thermograph",
        "atomic_weight",
        "atomic_weight_error",
        "reduced_canonical_form",
        "left_options",
        "right_options",
        "left_incentives",
        "right_incentives",
        "follower_count",
        "misere_outcome",
        "is_number",
        "is_nimber",
        "is_infinitesimal",
        "is_all_small",
        "is_even_tempered",
        "is_odd_tempered",
    ];
    let object = pm.as_object().unwrap();
    assert_eq!(object.keys().collect::<Vec<_>>(), {
        let mut k: Vec<&str> = keys.to_vec();
        k.sort_unstable();
        k
    });
    assert_eq!(pm["value"], "+-1");
    assert_eq!(pm["outcome"], "N");
    assert_eq!(pm["birthday"], 2);
    assert_eq!(pm["temperature"], "1");
    assert_eq!(pm["mean"], "0");
    assert_eq!(pm["atomic_weight"], serde_json::Value::Null);
    assert!(
        pm["atomic_weight_error"]
            .as_str()
            .unwrap()
            .contains("not infinitesimal")
    );
    assert_eq!(pm["thermograph"], "Thermograph(0,[1],[0,-1],0,[1],[0,1])");
    assert_eq!(pm["left_incentives"], serde_json::json!(["{2|0}"]));
    assert_eq!(pm["is_odd_tempered"], true);
    let up = &lines[1];
    assert_eq!(up["atomic_weight"], "1");
    assert!(up.get("atomic_weight_error").is_none());
    assert_eq!(up["temperature"], "0");
    assert_eq!(up["right_options"], serde_json::json!(["*"]));
    assert_eq!(up["is_infinitesimal"], true);
    assert_eq!(lines[2], serde_json::json!({"value": true}));
}

#[test]
fn explain_names_every_property() {
    let (code, out, _) = cgsolve_text(&["value", "--explain", "{2|-1}"], "");
    assert_eq!(code, 0);
    for needle in [
        "value: {2|-1}",
        "outcome: N (whoever starts wins)",
        "stops: left 2, right -1",
        "mean: 1/2",
        "temperature: 3/2",
        "thermograph: Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])",
        "left wall (-1,3) (3/2,1/2); right wall (-1,-2) (3/2,1/2)",
        "atomic weight: none",
        "reduced canonical form: {2|-1}",
        "left incentives: {3|0}",
        "misère outcome: P",
        "odd-tempered: yes",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
}

#[test]
fn a_bad_expression_names_where_and_prints_nothing() {
    let (code, out, err) = cgsolve_text(&["value", "1", "{1|"], "");
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "cgsolve: arg 2:4: expected '}' to close the '{' at column 1\n"
    );
    let (code, out, err) = cgsolve_text(&["value"], "*\n\n1/3\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:3:3: expected a power of two as denominator (1, 2, 4, 8, ...)\n"
    );
}

#[test]
fn an_expression_past_the_memory_limit_is_refused_naming_it() {
    let big = "+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8 +-9 +-10 +-11 +-12 +-13 +-14";
    let (code, out, err) = cgsolve_text(&["value", "--memory", "1M", "^", big, "{1|"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: arg 2: the value exceeds the limit of 1 MiB of memory for game forms \
         (raise it with --memory SIZE)\n\
         cgsolve: arg 3:4: expected '}' to close the '{' at column 1\n"
    );
    // Raised, the same expressions (the bad one left out) are answered.
    let (code, out, err) = cgsolve_text(&["value", "--memory", "256M", "^", big], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.lines().count(), 2, "{out}");
    let (code, out, err) = cgsolve_text(&["value", "--memory", "lots", "^"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("expected a memory size"), "{err}");
}

#[test]
fn sums_with_large_nimbers_are_answered_at_once() {
    // Found by fuzzing: each took 1 to 90 seconds when G + *k was built from every G + *j.
    let (code, out, err) = cgsolve_text(&["value", "+-188888885-*888", "+-5-*300"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "+-(188888885*888)\n+-(5*300)\n");
}

#[test]
fn svg_draws_the_thermograph_of_one_expression() {
    let path = std::env::temp_dir().join(format!("cgsolve-thermograph-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    let (code, out, err) = cgsolve_text(&["value", "--svg", file, "{2|-1}"], "");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "{2|-1}\n", ""));
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{svg}");
    assert!(
        svg.contains("temperature 3/2") && svg.contains("mean 1/2"),
        "{svg}"
    );
    // Two walls, each a polyline; the tree of {2|-1}: 2 = {1|}, 1 = {0|}, -1 = {|0}, two
    // 0s: six nodes.
    assert_eq!(svg.matches("<polyline").count(), 2);
    assert_eq!(svg.matches("<circle").count(), 6);
    std::fs::remove_file(&path).unwrap();

    let (code, _, err) = cgsolve_text(&["value", "--svg", file, "1", "2"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("--svg draws the thermograph of one expression, found 2"),
        "{err}"
    );
    let (code, _, err) = cgsolve_text(&["value", "--svg", file, "1 < 2"], "");
    assert_eq!(code, 2);
    assert!(err.contains("a comparison has none"), "{err}");
    assert!(!path.exists());
}

#[test]
fn the_readmes_picture_is_what_svg_draws_today() {
    let path = std::env::temp_dir().join(format!("cgsolve-readme-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    let (code, _, err) = cgsolve_text(&["value", "--svg", file, "{3|{1|-2}}"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let drawn = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let shown = std::fs::read_to_string("docs/thermograph.svg").unwrap();
    assert!(
        drawn == shown,
        "docs/thermograph.svg is stale: run cgsolve value --svg docs/thermograph.svg '{{3|{{1|-2}}}}'"
    );
}

#[test]
fn costly_properties_of_a_large_form_wait_until_asked() {
    // 205 followers, infinitesimal, its option ^*200 walking *201 and its 201 options: past
    // the bound of 100, and no closed formula, so every costly property is left out.
    let large = "{^*200|v*}";
    let (code, out, err) = cgsolve_text(&["value", "--json", large], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let bounded: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(bounded["follower_count"], 205);
    assert_eq!(bounded["is_infinitesimal"], true);
    assert_eq!(
        bounded["not_computed"],
        serde_json::json!([
            "atomic_weight",
            "reduced_canonical_form",
            "left_incentives",
            "right_incentives"
        ])
    );
    for key in ["atomic_weight", "reduced_canonical_form", "left_incentives"] {
        assert!(bounded.get(key).is_none(), "{key} was computed");
    }
    let (_, explained, _) = cgsolve_text(&["value", "--explain", large], "");
    assert!(
        explained.contains(
            "not computed for a form of more than 100 followers (ask with --all-properties): \
             atomic weight, reduced canonical form, incentives\n"
        ),
        "{explained}"
    );
    // Asked for, they are computed: *2 Heat 1 + {3|1} is small enough to compare with.
    let small = "(*2 Heat 1) + {3|1}";
    let (_, all, _) = cgsolve_text(&["value", "--json", "--all-properties", small], "");
    let (_, plain, _) = cgsolve_text(&["value", "--json", small], "");
    assert_eq!(all, plain, "a small form has every property either way");
    let every: serde_json::Value = serde_json::from_str(all.trim()).expect("JSON");
    assert!(every.get("not_computed").is_none());
    assert!(every["left_incentives"].is_array());
}

#[test]
fn a_large_hot_form_has_no_atomic_weight_by_its_stops_alone() {
    // 120 followers, not infinitesimal: its stops say it has no atomic weight; its incentives
    // (megabytes) are left out.
    let large = "*8 Heat 1 + {3|1}";
    let (code, out, err) = cgsolve_text(&["value", "--json", large], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let bounded: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(bounded["follower_count"], 120);
    assert_eq!(bounded["atomic_weight"], serde_json::Value::Null);
    assert_eq!(
        bounded["atomic_weight_error"],
        "not atomic: not infinitesimal (left stop 2, right stop -2)"
    );
    assert_eq!(
        bounded["not_computed"],
        serde_json::json!([
            "reduced_canonical_form",
            "left_incentives",
            "right_incentives"
        ])
    );
    let (_, explained, _) = cgsolve_text(&["value", "--explain", large], "");
    assert!(
        explained.contains(
            "not computed for a form of more than 100 followers (ask with --all-properties): \
             reduced canonical form, incentives\n"
        ),
        "{explained}"
    );
}

#[test]
fn a_large_integer_has_every_property_as_cgsuite_prints_it() {
    // CGSuite: -1823437481924.ReducedCanonicalForm, .LeftIncentives, .RightIncentives print
    // -1823437481924, {} and {-1}; .AtomicWeight says "That game is not atomic".
    let (code, out, err) = cgsolve_text(&["value", "--json", "--", "-1823437481924"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let json: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(json["reduced_canonical_form"], "-1823437481924");
    assert_eq!(json["left_incentives"], serde_json::json!([]));
    assert_eq!(json["right_incentives"], serde_json::json!(["-1"]));
    assert_eq!(json["atomic_weight"], serde_json::Value::Null);
    assert!(
        json["atomic_weight_error"]
            .as_str()
            .is_some_and(|e| e.starts_with("not atomic: not infinitesimal")),
        "{json}"
    );
    assert!(json.get("not_computed").is_none(), "{json}");
}

#[test]
fn all_properties_computes_the_costly_ones_of_a_large_form() {
    let large = "*7 Heat 1 + {5|2}";
    let (code, out, err) = cgsolve_text(&["value", "--json", "--all-properties", large], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let every: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert!(every["follower_count"].as_u64().unwrap() > 100, "{every}");
    assert!(every.get("not_computed").is_none());
    assert!(every["reduced_canonical_form"].is_string());
    assert!(
        every["right_incentives"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
    );
}

#[test]
fn names_defined_before_an_expression_stand_for_their_values_as_in_cgsuite() {
    let table = std::fs::read_to_string("tests/data/value/names.tsv").unwrap();
    let cases: Vec<(&str, &str)> = table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            l.split_once('\t')
                .expect("expression, tab, CGSuite's answer")
        })
        .collect();
    assert_eq!(cases.len(), 12);
    for (expression, cgsuite) in cases {
        let (code, out, err) = cgsolve_text(&["value", expression], "");
        assert_eq!((code, err.as_str()), (0, ""), "{expression}");
        assert_eq!(out.trim_end(), cgsuite, "{expression}");
    }
    // An error inside a later statement is placed in the text as written.
    let (code, out, err) = cgsolve_text(&["value", "a := {1|*}; a + ?"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("1:17: expected a game"), "{err}");
    let (code, _, err) = cgsolve_text(&["value", "a := 1; a := 2; a"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("1:9: expected a name not defined already, found a"),
        "{err}"
    );
}
