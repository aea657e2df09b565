//! Fuzzes the sweets contest format: never a panic, errors inside the input, answers agree.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::contest(
    cgsolve::games::contests::sweets::format::SweetsContest::new(),
    input
));
