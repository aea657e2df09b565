//! The direct sum of finite commutative monoids, the trial monoids of a growing quotient.

use super::monoid::{Monoid, Product};

/// The direct sum of monoids: element `x` has component `i` at `(x / radix[i]) % size_i`.
pub struct DirectSum<'a> {
    parts: Vec<&'a Monoid>,
    radix: Vec<usize>,
    /// Each element's components, one row of `parts.len()` an element.
    components: Vec<u32>,
}

impl<'a> DirectSum<'a> {
    /// The direct sum of `parts`.
    pub fn new(parts: Vec<&'a Monoid>) -> DirectSum<'a> {
        let mut radix = vec![1];
        for p in &parts {
            radix.push(radix.last().copied().unwrap_or(1) * p.size());
        }
        let size = *radix.last().unwrap_or(&1);
        let mut components = Vec::with_capacity(size * parts.len());
        for x in 0..size {
            for (part, r) in parts.iter().zip(&radix) {
                components.push(((x / r) % part.size()) as u32);
            }
        }
        DirectSum {
            parts,
            radix,
            components,
        }
    }

    /// The element whose component `part` is `x` and whose other components are the identity.
    pub fn embed(&self, part: usize, x: u32) -> u32 {
        (self.radix[part] * x as usize) as u32
    }
}

impl Product for DirectSum<'_> {
    fn size(&self) -> usize {
        *self.radix.last().unwrap_or(&1)
    }

    fn product(&self, x: u32, y: u32) -> u32 {
        let k = self.parts.len();
        let a = &self.components[x as usize * k..][..k];
        let b = &self.components[y as usize * k..][..k];
        let mut p = 0;
        for (i, part) in self.parts.iter().enumerate() {
            p += self.radix[i] * part.product(a[i], b[i]) as usize;
        }
        p as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_direct_sum_multiplies_each_part() {
        let (c1, c2) = (Monoid::cyclic(2, 2), Monoid::cyclic(5, 3));
        let sum = DirectSum::new(vec![&c1, &c2]);
        for (a, b, c, d) in [(1, 2, 3, 7), (0, 0, 2, 6), (3, 3, 7, 7)] {
            let (x, y) = (a + 4 * b, c % 4 + 4 * d);
            let expect = c1.product(a, c % 4) + 4 * c2.product(b, d);
            assert_eq!(sum.product(x, y), expect);
        }
    }
}
