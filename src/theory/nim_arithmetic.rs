//! Nim arithmetic on nonnegative integers: nim-multiplication and its inverse, which with
//! nim-addition (exclusive or) make the integers below each `2^(2^k)` a field (Conway, *On
//! Numbers and Games*, ch. 6). These are CGSuite's `NimProduct`, `NimInverse` and `NimDiv`.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

/// The most bits an operand of [`nim_product`] may have: the integers below `2^4096`, the field
/// of order `2^(2^12)`.
pub const MAX_NIM_BITS: u64 = 1 << 12;

/// `a ⊗ b` for `a, b < 2^64`.
pub fn nim_product_u64(a: u64, b: u64) -> u64 {
    nim_product_in(a, b, 64)
}

/// `a ⊗ b` where `a, b < 2^bits` and `bits` is a power of two: with `F = 2^(bits/2)`,
/// `(a1 F + a0) ⊗ (b1 F + b0) = ((a1 ⊕ a0) ⊗ (b1 ⊕ b0) ⊕ a0 ⊗ b0) F ⊕ a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ F/2`,
/// since `F ⊗ F = F + F/2`.
fn nim_product_in(a: u64, b: u64, bits: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let half = bits / 2;
    let low = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & low, b >> half, b & low);
    let both_low = nim_product_in(a0, b0, half);
    let cross = nim_product_in(a1 ^ a0, b1 ^ b0, half) ^ both_low;
    let both_high = nim_product_in(a1, b1, half);
    (cross << half) ^ both_low ^ nim_product_in(both_high, 1 << (half - 1), half)
}

/// `a ⊗ b`, the nim product (CGSuite's `a NimProduct b`). Operands have at most
/// [`MAX_NIM_BITS`] bits (the caller checks).
pub fn nim_product(a: &BigUint, b: &BigUint) -> BigUint {
    let bits = a.bits().max(b.bits());
    if bits <= 64 {
        let (a, b) = (a.to_u64().unwrap_or(0), b.to_u64().unwrap_or(0));
        return BigUint::from(nim_product_u64(a, b));
    }
    let half = bits.next_power_of_two() / 2;
    let low = (BigUint::one() << half) - 1u32;
    let (a1, a0) = (a >> half, a & &low);
    let (b1, b0) = (b >> half, b & &low);
    let both_low = nim_product(&a0, &b0);
    let cross = nim_product(&(&a1 ^ &a0), &(&b1 ^ &b0)) ^ &both_low;
    let both_high = nim_product(&a1, &b1);
    let half_f = BigUint::one() << (half - 1);
    (cross << half) ^ both_low ^ nim_product(&both_high, &half_f)
}

/// The nim inverse of `a > 0` (CGSuite's `a.NimInverse`): the `b` with `a ⊗ b = 1`. With `F`
/// the largest `2^(2^k)` at most `a` and `n = a ⊕ ⌊a / F⌋` (its conjugate over the subfield
/// below `F`), `a ⊗ n` lies in that subfield and `1/a = n ⊗ 1/(a ⊗ n)` (Lenstra, *Nim
/// Multiplication*, 1978, exercise 5).
pub fn nim_inverse(a: &BigUint) -> BigUint {
    assert!(!a.is_zero(), "zero has no nim inverse");
    if a.is_one() {
        return BigUint::one();
    }
    let log = a.bits() - 1;
    let fermat_exponent = 63 - log.leading_zeros();
    let fermat = 1u64 << fermat_exponent;
    let conjugate = a ^ (a >> fermat);
    let norm = nim_product(a, &conjugate);
    nim_product(&conjugate, &nim_inverse(&norm))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn big(n: u64) -> BigUint {
        BigUint::from(n)
    }

    /// `a ⊗ b` by the definition: the mex of `a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'` over `a' < a`,
    /// `b' < b`.
    fn by_definition(limit: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; limit]; limit];
        for a in 0..limit {
            for b in 0..limit {
                let mut seen = vec![false; 256];
                for x in 0..a {
                    for y in 0..b {
                        let v = table[x][b] ^ table[a][y] ^ table[x][y];
                        seen[v as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    #[test]
    fn products_below_32_are_the_mex_definition() {
        // Below 32 means inside the field of order 256, so every product is below 256.
        let table = by_definition(32);
        for a in 0..32 {
            for b in 0..32 {
                assert_eq!(
                    nim_product_u64(a, b),
                    table[a as usize][b as usize],
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    #[test]
    fn fermat_powers_square_to_sesquimultiples() {
        // F ⊗ F = 3F/2 for every F = 2^(2^k).
        for k in 0..=9u32 {
            let f = BigUint::one() << (1u64 << k);
            let expected = (&f * 3u32) >> 1;
            assert_eq!(nim_product(&f, &f), expected, "2^(2^{k})");
        }
    }

    #[test]
    fn published_values() {
        // CGSuite: 3 NimProduct 3 = 2, 7 NimDiv 3 = 9, 4.NimInverse = 15,
        // (2^64 + 5).NimInverse = 162534977318073799969791260549788169585.
        assert_eq!(nim_product(&big(3), &big(3)), big(2));
        assert_eq!(nim_product(&big(7), &nim_inverse(&big(3))), big(9));
        assert_eq!(nim_inverse(&big(4)), big(15));
        let a = (BigUint::one() << 64u32) + 5u32;
        let expected: BigUint = "162534977318073799969791260549788169585".parse().unwrap();
        assert_eq!(nim_inverse(&a), expected);
    }

    fn operand() -> impl Strategy<Value = BigUint> {
        prop::collection::vec(any::<u32>(), 0..9).prop_map(BigUint::new)
    }

    proptest! {
        #[test]
        fn a_field(a in operand(), b in operand(), c in operand()) {
            prop_assert_eq!(nim_product(&a, &b), nim_product(&b, &a));
            prop_assert_eq!(
                nim_product(&nim_product(&a, &b), &c),
                nim_product(&a, &nim_product(&b, &c))
            );
            prop_assert_eq!(
                nim_product(&a, &(&b ^ &c)),
                nim_product(&a, &b) ^ nim_product(&a, &c)
            );
            if !a.is_zero() {
                prop_assert_eq!(nim_product(&a, &nim_inverse(&a)), BigUint::one());
            }
        }

        #[test]
        fn a_fermat_power_multiplies_plainly(a in any::<u64>(), b in any::<u64>()) {
            // x ⊗ F = xF for x < F = 2^64, so (a F) ⊗ b = (a ⊗ b) F: the wide path against
            // the narrow one.
            let wide = nim_product(&(big(a) << 64u32), &big(b));
            prop_assert_eq!(wide, BigUint::from(nim_product_u64(a, b)) << 64u32);
        }
    }
}
