//! Fuzzes the position readers of the classic games (Domineering, Toads and Frogs, Clobber,
//! Amazons, Hackenbush) and Cram: the first byte picks the game, the rest is its input; never
//! a panic, errors inside the input.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::classic_games(input));
