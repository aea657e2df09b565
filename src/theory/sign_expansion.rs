//! Sign expansions: a finite string of signs names one dyadic number. This is the value of a
//! Blue-Red Hackenbush stalk (edges from the ground up, blue +, red −), of a game whose every
//! move takes a tail of such a string, and of any number's simplest form read as a path.

use super::dyadic::Dyadic;
use super::outcome::Player;
use num_bigint::BigInt;

/// The number whose sign expansion is `signs`, first sign first: Left for +, Right for −.
///
/// Berlekamp's rule: the signs up to the first change count ±1 each; from the first change
/// on, the k-th sign counts ±1/2^k.
///
/// ```
/// use cgsolve::theory::sign_expansion::number_with_signs;
/// use cgsolve::Player::{Left as B, Right as R};
/// assert_eq!(number_with_signs([B, R, B, R, R]).to_string(), "9/16");
/// assert_eq!(number_with_signs([B, B, R, R, B]).to_string(), "11/8");
/// assert_eq!(number_with_signs([R, R]).to_string(), "-2");
/// assert_eq!(number_with_signs([]).to_string(), "0");
/// ```
pub fn number_with_signs(signs: impl IntoIterator<Item = Player>) -> Dyadic {
    let sign = |p: Player| if p == Player::Left { 1i64 } else { -1 };
    let mut signs = signs.into_iter().peekable();
    let Some(&first) = signs.peek() else {
        return Dyadic::zero();
    };
    let mut whole = 0i64;
    while signs.peek() == Some(&first) {
        signs.next();
        whole += sign(first);
    }
    // Horner's rule: after k fractional signs, acc / 2^k is the value.
    let mut acc = BigInt::from(whole);
    let mut exponent = 0u64;
    for s in signs {
        acc = (acc << 1u32) + sign(s);
        exponent += 1;
    }
    Dyadic::new(acc, exponent)
}
