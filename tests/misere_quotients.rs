//! Misère quotients of heap games: MisereSolver's printed quotients as table tests, sums read
//! off the quotient against plain misère search, genera against CGSuite's, and
//! `cgsolve heap --misere` end to end.

mod common;

use cgsolve::games::impartial::heap::Code;
use cgsolve::games::impartial::heap::misere::sum::{by_quotient, by_search};
use cgsolve::games::impartial::heap::misere::{
    DEFAULT_LIMIT, cgsuite_genera, genera_within, heap_genera, misere_quotient,
};
use cgsolve::progress::NoProgress;
use common::cgsolve_text;
use common::tables::tab_rows;
use proptest::prelude::*;

/// What `cgsolve ARGS` prints, checking that it succeeds.
fn run(args: &[&str]) -> String {
    let (status, out, err) = cgsolve_text(args, "");
    assert_eq!(status, 0, "{err}");
    out
}

fn code(text: &str) -> Code {
    text.parse().unwrap()
}

#[test]
fn every_quotient_misere_solver_printed() {
    let mut checked = 0;
    for row in tab_rows("misere_quotients/misere_solver.tsv") {
        if row[1] == "solution" {
            continue;
        }
        let (game, last): (Code, u32) = (code(&row[0]), row[3].parse().unwrap());
        let q = misere_quotient(&game, last, DEFAULT_LIMIT);
        let b = &q.pretension.quotient;
        assert_eq!(
            b.misere_solver_line(),
            row[2],
            "{} at heap {}",
            row[0],
            row[1]
        );
        let phi: Vec<String> = q
            .pretension
            .images
            .iter()
            .map(|&x| b.monoid.word(x).to_string())
            .collect();
        assert_eq!(phi.join(" "), row[4], "{} up to heap {last}", row[0]);
        checked += 1;
    }
    assert!(checked >= 40, "{checked} rows");
}

#[test]
fn solved_quotients_have_misere_solvers_period_and_size() {
    let mut solved = 0;
    for row in tab_rows("misere_quotients/misere_solver.tsv") {
        if row[1] != "solution" {
            continue;
        }
        let game = code(&row[0]);
        let heap: u32 = row[2].parse().unwrap();
        let q = misere_quotient(&game, heap, DEFAULT_LIMIT);
        let numbers: Vec<usize> = row[4].split(' ').map(|v| v.parse().unwrap()).collect();
        let period = q.period.expect("a period");
        assert_eq!(
            (period.period, period.preperiod),
            (row[3].parse().unwrap(), numbers[0]),
            "{}",
            row[0]
        );
        let b = &q.pretension.quotient;
        assert_eq!(
            (b.size(), b.p_size()),
            (numbers[1], numbers[2]),
            "{}",
            row[0]
        );
        assert!(q.proven, "{}", row[0]);
        // Proven no later than MisereSolver (its test runs on its own element numbers).
        assert!(q.solved_at.expect("solved") <= heap, "{}", row[0]);
        solved += 1;
    }
    assert!(solved >= 4);
}

#[test]
fn kayles_is_the_published_quotient() {
    // Plambeck and Siegel: 40 elements, P-portion 9, period 12, preperiod 71.
    let q = misere_quotient(&code("0.77"), 400, DEFAULT_LIMIT);
    let b = &q.pretension.quotient;
    assert_eq!((b.size(), b.p_size()), (40, 9));
    let p = q.period.unwrap();
    assert_eq!((p.period, p.preperiod, q.proven), (12, 71, true));
    // The criterion 2·71 + 2·12 + 2 + 2 = 170 heaps: heaps 0..=169.
    assert_eq!(q.solved_at, Some(169));
    assert_eq!(q.pretension.images.len(), 401);
}

#[test]
fn genera_print_as_cgsuite_prints_them() {
    // Through each heap's misère canonical form: shortened for a nim heap, a tame or a
    // restive form, exactly as CGSuite writes it.
    let mut checked = 0;
    for row in tab_rows("misere_quotients/genus.tsv")
        .into_iter()
        .chain(tab_rows("misere_quotients/genus_beyond.tsv"))
    {
        let game = code(&row[0]);
        let heap: u32 = row[1].parse().unwrap();
        let ours = cgsuite_genera(&game, heap, 64 << 20);
        assert_eq!(ours.len(), heap as usize + 1, "{} heap {heap}", row[0]);
        assert_eq!(ours[heap as usize], row[2], "{} heap {heap}", row[0]);
        checked += 1;
    }
    assert!(checked >= 130, "{checked}");
}

#[test]
fn the_quotients_genus_line_is_cgsuites() {
    let line = "\ngenus = 0 1 2 3 1 4^146 3 2^2 1^1 4^046 2^2 6^46 4^046\n";
    let out = run(&["heap", "kayles", "--misere", "--to", "12", "--genus"]);
    assert!(out.contains(line), "{out}");
    assert!(!out.contains("genus computed to"), "{out}");
    let out = run(&["heap", "kayles", "--misere", "--to", "12", "--explain"]);
    assert!(out.contains(line), "{out}");
    let json = run(&[
        "heap", "kayles", "--misere", "--to", "12", "--genus", "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["genus_as_cgsuite"], 13);
    assert_eq!(v["genus"][7], "2^2");
    assert_eq!(v["genus"].as_array().unwrap().len(), 13);
    assert_eq!(v["genus_computed_to"], 12);
    assert!(v.get("genus_stopped").is_none(), "{json}");
}

#[test]
fn the_quotient_alone_computes_no_genus_and_says_so() {
    let out = run(&["heap", "kayles", "--misere", "--to", "300"]);
    assert!(
        out.contains("\ngenus: not computed (--genus computes it)\n"),
        "{out}"
    );
    assert!(!out.contains("genus ="), "{out}");
    let json = run(&["heap", "kayles", "--misere", "--to", "300", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for key in [
        "genus",
        "genus_as_cgsuite",
        "genus_computed_to",
        "genus_stopped",
    ] {
        assert!(v.get(key).is_none(), "{key} in {json}");
    }
    assert_eq!(v["elements"].as_array().unwrap().len(), 301);
}

#[test]
fn the_genus_under_a_small_memory_limit_stops_and_names_it() {
    let args = ["heap", "kayles", "--misere", "--to", "80", "--genus"];
    let json = run(&[&args[..], &["--memory", "4M", "--json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let last = v["genus_computed_to"].as_u64().unwrap();
    assert!((20..80).contains(&last), "{json}");
    let genus = v["genus"].as_array().unwrap();
    assert_eq!(genus.len() as u64, last + 1);
    assert!(genus.iter().all(|g| g.is_string()), "{json}");
    let why = format!(
        "heap {}'s genus needs more than the memory limit of 4 MiB (--memory)",
        last + 1
    );
    assert_eq!(v["genus_stopped"], why.as_str());
    // The quotient is not the genus's: it goes on to heap 80.
    assert_eq!(v["elements"].as_array().unwrap().len(), 81);
    let out = run(&[&args[..], &["--memory", "4M"]].concat());
    assert!(
        out.contains(&format!("\ngenus computed to heap {last} of 80: {why}\n")),
        "{out}"
    );
    // More memory carries the genus further.
    let json = run(&[&args[..], &["--memory", "16M", "--json"]].concat());
    let more: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(more["genus_computed_to"].as_u64().unwrap() > last, "{json}");
}

#[test]
fn genera_within_the_memory_limit_are_cgsuites_as_far_as_they_go() {
    for text in ["0.77", "0.07", "4.7"] {
        let game = code(text);
        let within = genera_within(&game, 80, "1M".parse().unwrap(), &mut NoProgress);
        let last = within.computed_to();
        assert!((20..80).contains(&last), "{text}: {within:?}");
        assert_eq!(within.stopped.map(|s| s.heap), Some(last + 1), "{text}");
        let n = within.as_cgsuite;
        assert_eq!(
            within.genera[..n],
            cgsuite_genera(&game, last, 64 << 20)[..n]
        );
        let full: Vec<String> = heap_genera(&game, last, 1 << 22)[n..]
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(within.genera[n..], full[..], "{text}");
    }
}

#[test]
fn genera_are_cgsuites() {
    // CGSuite abbreviates a genus when the misère canonical form is a nim-heap (no digits) or
    // tame or restive (one digit); the full digits then follow its rule for that phylum.
    let mut checked = 0;
    for row in tab_rows("misere_quotients/genus.tsv") {
        let game = code(&row[0]);
        let heap: u32 = row[1].parse().unwrap();
        let ours = &heap_genera(&game, heap, 1 << 20)[heap as usize];
        let theirs = &row[2];
        match theirs.split_once('^') {
            Some((_, digits)) if digits.len() >= 2 => assert_eq!(&ours.to_string(), theirs),
            Some((base, digit)) => {
                let (g, d): (u32, u32) = (base.parse().unwrap(), digit.parse().unwrap());
                assert_eq!(ours.base(), g, "{} heap {heap}", row[0]);
                assert_eq!(ours.digit(0), d, "{} heap {heap}", row[0]);
                // Tame: g ^ 2, g, ...; restive: d ^ 2, d, ... from the second digit on.
                let tame = (1..6).all(|i| ours.digit(i) == g ^ ((i as u32 & 1) << 1));
                let restive = (1..6).all(|i| ours.digit(i) == d ^ ((i as u32 & 1) << 1));
                assert!(
                    tame || restive,
                    "{} heap {heap}: {ours} vs {theirs}",
                    row[0]
                );
            }
            None => {
                let g: u32 = theirs.parse().unwrap();
                assert_eq!(ours.base(), g);
                assert_eq!(ours.digit(0), if g < 2 { 1 - g } else { g });
                assert!((1..6).all(|i| ours.digit(i) == g ^ ((i as u32 & 1) << 1)));
            }
        }
        checked += 1;
    }
    assert!(checked >= 60);
}

fn sums() -> impl Strategy<Value = (usize, Vec<u32>)> {
    (0usize..5, prop::collection::vec(1u32..13, 1..4))
}

const CODES: [&str; 5] = ["0.77", "0.15", "0.07", "4.7", "0.31"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn the_quotient_answers_as_plain_search((which, heaps) in sums()) {
        let game = code(CODES[which]);
        let max = heaps.iter().copied().max().unwrap_or(0);
        let q = misere_quotient(&game, max, DEFAULT_LIMIT);
        prop_assert!(q.last_heap() >= max);
        let through = by_quotient(&game, &q.pretension, &heaps);
        let searched = by_search(&game, &heaps, 1 << 22).unwrap();
        prop_assert_eq!(through, searched);
    }
}

#[test]
fn the_command_prints_kayles_quotient() {
    let out = run(&["heap", "kayles", "--misere", "--to", "200"]);
    assert!(out.starts_with("Q = <a,b,c,d,e,f,g | a2=1,"), "{out}");
    assert!(out.contains("|Q| = 40; |P| = 9\n"), "{out}");
    assert!(
        out.contains("period 12 from heap 71, proven at heap 169"),
        "{out}"
    );
    let json = run(&["heap", "0.77", "--misere", "--to", "200", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["quotient_size"], 40);
    assert_eq!(v["p_portion_size"], 9);
    assert_eq!(v["period"], 12);
    assert_eq!(v["preperiod"], 71);
    assert_eq!(v["proven"], true);
    assert_eq!(v["p_portion"][0], "a");
}

#[test]
fn the_command_plays_a_misere_sum() {
    let out = run(&["heap", "kayles", "--misere", "--heaps", "2,3,5"]);
    assert_eq!(out, "N\ntake 1 from heap 5 (the 3rd heap), leaving 4\n");
    let out = run(&["heap", "kayles", "--misere", "--heaps", "1"]);
    assert_eq!(out, "P\nno winning move\n");
}

#[test]
fn the_genus_is_asked_of_a_misere_quotient_only() {
    for args in [
        &["heap", "kayles", "--to", "12", "--genus"][..],
        &["heap", "kayles", "--misere", "--heaps", "3,4", "--genus"],
    ] {
        let (status, out, err) = cgsolve_text(args, "");
        assert_eq!(status, 2, "{args:?}: {out}");
        assert!(err.contains("--genus"), "{err}");
    }
}

#[test]
fn bad_misere_input_names_the_column_and_exits_2() {
    let (status, _, err) = cgsolve_text(&["heap", "kayles", "--misere", "--heaps", "3,x"], "");
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("--heaps:1:3:"), "{err}");
    let (status, _, err) = cgsolve_text(&["heap", "kayles", "--misere", "--to", "99999999"], "");
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("--to:1:1: expected a heap of at most"),
        "{err}"
    );
}

#[test]
fn a_misere_sum_in_json() {
    let json = run(&["heap", "0.77", "--misere", "--heaps", "4,7,9", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["method"], "quotient");
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 2);
    assert_eq!(v["winning_moves"][0]["leave"], serde_json::json!([1, 5]));
}

#[test]
fn a_heap_is_lost_in_misere_play_exactly_when_its_genus_starts_with_0() {
    for text in ["0.77", "0.07", "4.7"] {
        let game = code(text);
        let genera = heap_genera(&game, 25, 1 << 20);
        assert_eq!(genera.len(), 26);
        for (heap, g) in genera.iter().enumerate() {
            let (lost, _) = by_search(&game, &[heap as u32], 1 << 22).unwrap();
            assert_eq!(g.digit(0) == 0, lost, "{text} heap {heap}: {g}");
        }
    }
}
