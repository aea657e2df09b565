//! Stops kept beside each form when they are small, so that a comparison can be refused at a
//! glance.

use crate::theory::dyadic::Dyadic;
use std::cmp::Ordering;

/// A stop `numerator / 2^exponent` kept when it is small, so that comparisons can be refused
/// at a glance (`G <= H` needs both stops of `G` at most those of `H`); `Unknown` past 2^62
/// or 2^-62.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SmallStop {
    /// The dyadic `numerator / 2^exponent`.
    Known { numerator: i64, exponent: u8 },
    /// Too large or too fine to keep here.
    Unknown,
}

impl SmallStop {
    const BITS: u32 = 62;

    pub(crate) fn of(x: &Dyadic) -> SmallStop {
        match i64::try_from(x.numerator()) {
            Ok(numerator)
                if numerator.unsigned_abs() < 1 << SmallStop::BITS
                    && x.exponent() <= u64::from(SmallStop::BITS) =>
            {
                SmallStop::Known {
                    numerator,
                    exponent: x.exponent() as u8,
                }
            }
            _ => SmallStop::Unknown,
        }
    }

    /// `self` against `other`, when both are known.
    pub(crate) fn cmp(self, other: SmallStop) -> Option<Ordering> {
        let (
            SmallStop::Known {
                numerator: a,
                exponent: ea,
            },
            SmallStop::Known {
                numerator: b,
                exponent: eb,
            },
        ) = (self, other)
        else {
            return None;
        };
        let e = ea.max(eb);
        let scaled = |n: i64, from: u8| i128::from(n) << (e - from);
        Some(scaled(a, ea).cmp(&scaled(b, eb)))
    }

    /// The larger (`Greater`) or smaller (`Less`) of two stops, unknown if either is.
    pub(crate) fn pick(self, other: SmallStop, keep: Ordering) -> SmallStop {
        match self.cmp(other) {
            Some(o) if o == keep => self,
            Some(_) => other,
            None => SmallStop::Unknown,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_stops_compare_exactly_and_large_ones_are_unknown() {
        let third_bit = SmallStop::of(&Dyadic::new(5, 3));
        let half = SmallStop::of(&Dyadic::new(1, 1));
        assert_eq!(third_bit.cmp(half), Some(Ordering::Greater));
        assert_eq!(
            half.cmp(SmallStop::of(&Dyadic::new(4, 3))),
            Some(Ordering::Equal)
        );
        let fine = SmallStop::of(&Dyadic::new(1, 62));
        assert_eq!(
            fine.cmp(SmallStop::of(&Dyadic::zero())),
            Some(Ordering::Greater)
        );
        let huge = SmallStop::of(&Dyadic::new(num_bigint::BigInt::from(1) << 70, 0));
        assert_eq!(huge, SmallStop::Unknown);
        assert_eq!(huge.cmp(half), None);
        assert_eq!(SmallStop::of(&Dyadic::new(1, 63)), SmallStop::Unknown);
        assert_eq!(half.pick(third_bit, Ordering::Less), half);
        assert_eq!(half.pick(huge, Ordering::Less), SmallStop::Unknown);
    }
}
