//! Replays the fuzzing corpus (`fuzz/corpus/TARGET/`) through the same checks the fuzz targets
//! make, so that every input a campaign kept, and every input that once failed, is tested by
//! `cargo test` without the nightly toolchain.

#[allow(dead_code)]
mod fuzz_checks;

use std::fs;
use std::path::Path;

/// Runs `check` on every file of the target's corpus; there must be some.
fn replay(target: &str, check: impl Fn(&[u8])) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut replayed = 0;
    for entry in fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display())) {
        let path = entry.expect("a readable entry").path();
        let input = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&input)));
        assert!(outcome.is_ok(), "{} fails its check", path.display());
        replayed += 1;
    }
    assert!(replayed > 0, "the corpus of {target} is empty");
}

#[test]
fn sweets_corpus() {
    replay("sweets", |input| {
        fuzz_checks::contest(
            cgsolve::games::contests::sweets::format::SweetsContest::new(),
            input,
        )
    });
}

#[test]
fn darkraft_corpus() {
    replay("darkraft", |input| {
        fuzz_checks::contest(fuzz_checks::darkraft(), input)
    });
}

#[test]
fn checkers_corpus() {
    replay("checkers", |input| {
        fuzz_checks::contest(
            cgsolve::games::contests::checkers::Checkers::default(),
            input,
        )
    });
}

#[test]
fn evenodd_corpus() {
    replay("evenodd", |input| {
        fuzz_checks::contest(cgsolve::games::contests::evenodd::EvenOdd::new(), input)
    });
}

#[test]
fn wordplay_corpus() {
    replay("wordplay", |input| {
        fuzz_checks::contest(cgsolve::games::contests::wordplay::WordPlay::new(), input)
    });
}

#[test]
fn word_list_corpus() {
    replay("word_list", fuzz_checks::word_list);
}

#[test]
fn value_notation_corpus() {
    replay("value_notation", fuzz_checks::value_notation);
}

#[test]
fn heap_code_corpus() {
    replay("heap_code", fuzz_checks::heap_code);
}

#[test]
fn games_corpus() {
    replay("games", fuzz_checks::games);
}

#[test]
fn api_body_corpus() {
    replay("api_body", fuzz_checks::api_body);
}

#[test]
fn value_forms_corpus() {
    replay("value_forms", fuzz_checks::value_forms);
}

#[test]
fn loopy_values_corpus() {
    replay("loopy_values", fuzz_checks::loopy_values);
}

#[test]
fn misere_forms_corpus() {
    replay("misere_forms", fuzz_checks::misere_forms);
}

#[test]
fn graph_strings_corpus() {
    replay("graph_strings", fuzz_checks::graph_strings);
}

#[test]
fn rule_flags_corpus() {
    replay("rule_flags", fuzz_checks::rule_flags);
}

#[test]
fn rule_files_corpus() {
    replay("rule_files", fuzz_checks::rule_file);
}
