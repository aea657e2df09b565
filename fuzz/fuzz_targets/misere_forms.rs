//! Fuzzes a misère form (`*[2#0]`): never a panic, errors inside the text, print then read gives the same form.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::misere_forms(input));
