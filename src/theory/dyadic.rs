//! Exact dyadic rationals: the numbers `m / 2^k` that partizan games such as Hackenbush take.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};
use std::str::FromStr;

/// An exact dyadic rational `numerator / 2^exponent`, always in lowest terms, of any size.
///
/// ```
/// use cgsolve::Dyadic;
/// let a: Dyadic = "3/4".parse().unwrap();
/// let b = Dyadic::from(1).halve().halve().halve(); // 1/8
/// assert_eq!((a.clone() + b.clone()).to_string(), "7/8");
/// assert_eq!((b - a).to_string(), "-5/8");
/// assert_eq!(Dyadic::from(6).halve().to_string(), "3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    numerator: BigInt,
    exponent: u64,
}

impl Dyadic {
    /// Zero.
    pub fn zero() -> Dyadic {
        Dyadic::default()
    }

    /// `numerator / 2^exponent`, reduced to lowest terms.
    pub fn new(numerator: impl Into<BigInt>, exponent: u64) -> Dyadic {
        let mut d = Dyadic {
            numerator: numerator.into(),
            exponent,
        };
        d.reduce();
        d
    }

    /// The numerator in lowest terms.
    pub fn numerator(&self) -> &BigInt {
        &self.numerator
    }

    /// `k` in the denominator `2^k`, in lowest terms.
    pub fn exponent(&self) -> u64 {
        self.exponent
    }

    /// Half of this value.
    pub fn halve(self) -> Dyadic {
        Dyadic::new(self.numerator, self.exponent + 1)
    }

    /// -1, 0 or 1 as the value is negative, zero or positive.
    pub fn signum(&self) -> i32 {
        if self.numerator.is_positive() {
            1
        } else if self.numerator.is_negative() {
            -1
        } else {
            0
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.numerator.is_zero()
    }

    fn reduce(&mut self) {
        if self.numerator.is_zero() {
            self.exponent = 0;
            return;
        }
        let twos = self
            .numerator
            .trailing_zeros()
            .unwrap_or(0)
            .min(self.exponent);
        self.numerator >>= twos;
        self.exponent -= twos;
    }

    /// The numerator scaled to the denominator `2^exponent` (which must be at least this one's).
    fn scaled_to(&self, exponent: u64) -> BigInt {
        &self.numerator << (exponent - self.exponent)
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Dyadic {
        Dyadic::new(n, 0)
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, rhs: Dyadic) -> Dyadic {
        let exponent = self.exponent.max(rhs.exponent);
        Dyadic::new(self.scaled_to(exponent) + rhs.scaled_to(exponent), exponent)
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, rhs: Dyadic) {
        *self = std::mem::take(self) + rhs;
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, rhs: Dyadic) -> Dyadic {
        self + (-rhs)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            numerator: -self.numerator,
            exponent: self.exponent,
        }
    }
}

impl std::iter::Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::zero(), |a, b| a + b)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        // Different signs, or the same denominator, need no scaling.
        let by_sign = self.numerator.sign().cmp(&other.numerator.sign());
        if by_sign != Ordering::Equal {
            return by_sign;
        }
        match self.exponent.cmp(&other.exponent) {
            Ordering::Equal => self.numerator.cmp(&other.numerator),
            Ordering::Less => self.scaled_to(other.exponent).cmp(&other.numerator),
            Ordering::Greater => self.numerator.cmp(&other.scaled_to(self.exponent)),
        }
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// A reduced fraction: `11/8`, `-3`, `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, BigInt::one() << self.exponent)
        }
    }
}

/// Why a text is not a dyadic rational.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseDyadicError {
    /// The numerator or denominator is not a whole number.
    #[error("expected a whole number or a fraction like -11/8")]
    NotANumber,
    /// The denominator is not a positive power of two.
    #[error("the denominator must be a power of two (1, 2, 4, 8, ...)")]
    NotDyadic,
}

impl FromStr for Dyadic {
    type Err = ParseDyadicError;

    /// Reads `n` or `n/d` with `d` a power of two; the fraction need not be reduced.
    fn from_str(s: &str) -> Result<Dyadic, ParseDyadicError> {
        let (num, den) = match s.trim().split_once('/') {
            Some((n, d)) => (n.trim(), d.trim()),
            None => (s.trim(), "1"),
        };
        let whole = |t: &str| {
            let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseDyadicError::NotANumber);
            }
            t.parse::<BigInt>()
                .map_err(|_| ParseDyadicError::NotANumber)
        };
        let numerator = whole(num)?;
        let denominator = whole(den)?;
        if !denominator.is_positive() {
            return Err(ParseDyadicError::NotDyadic);
        }
        let exponent = denominator.trailing_zeros().unwrap_or(0);
        if denominator >> exponent != BigInt::one() {
            return Err(ParseDyadicError::NotDyadic);
        }
        Ok(Dyadic::new(numerator, exponent))
    }
}

impl Dyadic {
    /// Whether the value is a whole number.
    pub fn is_integer(&self) -> bool {
        self.exponent == 0
    }

    /// Whether the numerator is odd (true for every non-integer in lowest terms).
    pub fn has_odd_numerator(&self) -> bool {
        self.numerator.is_odd()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn displays_reduced_fractions() {
        assert_eq!(d("22/16").to_string(), "11/8");
        assert_eq!(d("-12/4").to_string(), "-3");
        assert_eq!(d("0/8").to_string(), "0");
        assert_eq!(d("-0").to_string(), "0");
        assert_eq!(Dyadic::new(5, 0).halve().to_string(), "5/2");
    }

    /// Every pair of `m / 2^k` for small `m` and `k` orders as their cross-multiplied
    /// numerators do, whatever their signs and denominators.
    #[test]
    fn order_is_that_of_the_numerators_over_a_common_denominator() {
        for (m1, k1, m2, k2) in (-9i64..=9).flat_map(|m1| {
            (0u32..4).flat_map(move |k1| {
                (-9i64..=9).flat_map(move |m2| (0u32..4).map(move |k2| (m1, k1, m2, k2)))
            })
        }) {
            let (a, b) = (Dyadic::new(m1, k1.into()), Dyadic::new(m2, k2.into()));
            let expected = (m1 << (4 - k1)).cmp(&(m2 << (4 - k2)));
            assert_eq!(a.cmp(&b), expected, "{a} vs {b}");
        }
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(d("3/4") + d("1/4"), d("1"));
        assert_eq!(d("1/2") - d("3/4"), d("-1/4"));
        assert_eq!(-d("5/8"), d("-5/8"));
        assert!(d("-1/2") < d("-1/4"));
        assert!(d("7/8") > d("3/4"));
        assert_eq!(d("3/8").cmp(&d("6/16")), Ordering::Equal);
        assert_eq!(d("-3/8").signum(), -1);
        assert_eq!(d("0").signum(), 0);
        assert_eq!(d("1/1024").signum(), 1);
        let mut acc = Dyadic::zero();
        acc += d("1/2");
        acc += d("1/2");
        assert!(acc.is_integer());
    }

    #[test]
    fn rejects_what_is_not_dyadic() {
        assert_eq!("1/3".parse::<Dyadic>(), Err(ParseDyadicError::NotDyadic));
        assert_eq!("1/0".parse::<Dyadic>(), Err(ParseDyadicError::NotDyadic));
        assert_eq!("1/-2".parse::<Dyadic>(), Err(ParseDyadicError::NotDyadic));
        assert_eq!("x".parse::<Dyadic>(), Err(ParseDyadicError::NotANumber));
        assert_eq!("".parse::<Dyadic>(), Err(ParseDyadicError::NotANumber));
        assert_eq!("1/".parse::<Dyadic>(), Err(ParseDyadicError::NotANumber));
    }

    #[test]
    fn stays_exact_far_past_64_bits() {
        // 1 - 1/2 + 1/4 - ... over 200 terms: (2/3)(1 - (-1/2)^200), exactly.
        let mut total = Dyadic::zero();
        let mut term = Dyadic::from(1);
        for i in 0..200 {
            total += if i % 2 == 0 {
                term.clone()
            } else {
                -term.clone()
            };
            term = term.halve();
        }
        assert_eq!(total.exponent(), 199);
        // total * 3 * 2^199 = 2^200 - 1
        let three_total = total.clone() + total.clone() + total;
        let expected = Dyadic::new((BigInt::one() << 200u32) - 1, 199);
        assert_eq!(three_total, expected);
        assert_eq!(d(&expected.to_string()), expected);
    }
}
