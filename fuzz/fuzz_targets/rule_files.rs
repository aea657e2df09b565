//! Fuzzes the reader of rule files: never a panic, errors inside the text, a file read solves a small board of its tiles.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::rule_file(input));
