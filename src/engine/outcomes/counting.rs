//! Counting moves to decide a sum: a valued part as an integer beside the regions' bounds.

use crate::engine::rules::MoveBounds;
use crate::theory::dyadic::Dyadic;

/// `bounds` with the integer `n` beside them: `n` moves for Left when positive, `-n` for Right
/// when negative, all of them safe, as if on dominoes of two cells apart from the rest.
pub(super) fn with_integer(mut bounds: MoveBounds, n: i64) -> MoveBounds {
    let holder = if n > 0 { 0 } else { 1 };
    let moves = n.unsigned_abs() as u32;
    bounds.safe[holder] += moves;
    bounds.most[holder] += moves;
    bounds.cells += 2 * moves;
    bounds
}

/// The greatest integer at most `x`, if it is within 2^20 of 0.
pub(super) fn floor(x: &Dyadic) -> Option<i64> {
    let n = i64::try_from(x.numerator() >> x.exponent()).ok()?;
    (n.unsigned_abs() <= 1 << 20).then_some(n)
}

/// The least integer at least `x`, if it is within 2^20 of 0.
pub(super) fn ceiling(x: &Dyadic) -> Option<i64> {
    let n = -i64::try_from((-x.numerator()) >> x.exponent()).ok()?;
    (n.unsigned_abs() <= 1 << 20).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floors_and_ceilings_round_the_right_way() {
        let cases = [
            ((-3, 1), -2, -1),
            ((3, 1), 1, 2),
            ((-4, 0), -4, -4),
            ((5, 2), 1, 2),
        ];
        for ((numerator, exponent), below, above) in cases {
            let x = Dyadic::new(numerator, exponent);
            assert_eq!(
                (floor(&x), ceiling(&x)),
                (Some(below), Some(above)),
                "{numerator}/2^{exponent}"
            );
        }
    }
}
