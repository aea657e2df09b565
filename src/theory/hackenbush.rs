//! Blue-Red Hackenbush stalks: a single path of edges from the ground, whose value is a number.

use super::dyadic::Dyadic;
use super::outcome::Player;
use num_bigint::BigInt;

/// The value of a Blue-Red Hackenbush stalk, edges listed from the ground up, each owned by
/// Left (blue, +) or Right (red, −).
///
/// Berlekamp's sign-expansion rule: the edges up to the first change of colour count ±1 each;
/// from the first change on, the k-th edge counts ±1/2^k.
///
/// ```
/// use cgsolve::theory::hackenbush::stalk_value;
/// use cgsolve::Player::{Left as B, Right as R};
/// assert_eq!(stalk_value([B, R, B, R, R]).to_string(), "9/16");
/// assert_eq!(stalk_value([B, B, R, R, B]).to_string(), "11/8");
/// assert_eq!(stalk_value([R, R]).to_string(), "-2");
/// assert_eq!(stalk_value([]).to_string(), "0");
/// ```
pub fn stalk_value(edges: impl IntoIterator<Item = Player>) -> Dyadic {
    let sign = |p: Player| if p == Player::Left { 1i64 } else { -1 };
    let mut edges = edges.into_iter().peekable();
    let Some(&first) = edges.peek() else {
        return Dyadic::zero();
    };
    let mut whole = 0i64;
    while edges.peek() == Some(&first) {
        edges.next();
        whole += sign(first);
    }
    // Horner's rule: after k fractional edges, acc / 2^k is the value.
    let mut acc = BigInt::from(whole);
    let mut exponent = 0u64;
    for edge in edges {
        acc = (acc << 1u32) + sign(edge);
        exponent += 1;
    }
    Dyadic::new(acc, exponent)
}
