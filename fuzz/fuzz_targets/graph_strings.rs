//! Fuzzes a graph in CGSuite's notation (`L-.-.-.-L`): never a panic, errors inside the text, print then read gives the same graph.
#![no_main]

#[path = "../../tests/fuzz_checks/mod.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|input: &[u8]| checks::graph_strings(input));
