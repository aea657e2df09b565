//! Fuzzes a position of a game whose rules take flags, its first line the flags: never a panic, errors inside the text, a position read reads back to itself.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::rule_flags(input));
