//! Fuzzes the `--dict` word-list reader: never a panic, errors inside the input.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::word_list(input));
