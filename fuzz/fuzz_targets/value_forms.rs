//! Fuzzes the readers of misère forms, loopy games and game trees kept as written: never a
//! panic, errors inside the text, print then read gives the same.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::value_forms(input));
