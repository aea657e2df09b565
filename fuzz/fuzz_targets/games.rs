//! Fuzzes the readers of every game of the registry: the first byte picks the game, the rest is
//! read as its contest's input (parsed, not answered) and as a position of its face; never a
//! panic, errors inside the input, a position read back to itself.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::games(input));
