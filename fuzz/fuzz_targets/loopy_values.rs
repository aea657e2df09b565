//! Fuzzes a loopy game in CGSuite's notation (`a{0|a}`, `on + 1`): never a panic, errors inside the text, print then read gives an equal value.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::loopy_values(input));
