//! Random take-and-break codes for property tests, in CGSuite's notation.

use proptest::prelude::*;

/// A random code: digits 0-F with `!`, `?` or `=`, a digit before the point of 0, 4, 4!, 8 or
/// C?, and a repeating tail or none; at most `most_digits` digits after the point.
#[allow(dead_code)]
pub fn random_code(most_digits: usize) -> impl Strategy<Value = String> {
    let digit = (0u8..16, 0u8..4).prop_map(|(d, c)| {
        let d = b"0123456789ABCDEF"[d as usize] as char;
        let c = ["", "!", "?", "="][c as usize];
        format!("{d}{c}")
    });
    let first = prop_oneof![Just("0"), Just("4"), Just("4!"), Just("8"), Just("C?")];
    let tail = proptest::collection::vec((0u8..8).prop_map(|d| d.to_string()), 0..3);
    (
        first,
        proptest::collection::vec(digit, 1..=most_digits),
        tail,
    )
        .prop_map(|(first, digits, tail)| {
            let body: String = digits.concat();
            if tail.is_empty() {
                format!("{first}.{body}")
            } else {
                format!("{first}.{body}[{}]", tail.concat())
            }
        })
}
