//! Uptimal expansions: games `x + a1.^<1> + a2.^<2> + ... + ak.^<k> + *m`, recognised from
//! their canonical options as CGSuite recognises them (`CanonicalShortGameOps.uptimalExpansion`).
//!
//! CGSuite prints an uptimal of length 2 or more compactly when it is a unit (`^<n>`: one
//! coefficient, 1 or -1) or a unit sum (`^[n]`: coefficients 1..n all 1, or all -1), and orders
//! options that are uptimals by their expansions.

use super::arena::{Arena, GameId};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use std::cmp::Ordering;

/// `number + sum of coefficients[i-1].^<i> + *nim`, trailing zero coefficients dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UptimalExpansion {
    /// The number part.
    pub number: Dyadic,
    /// The nimber part.
    pub nim: u32,
    /// The coefficients of `^<1>, ^<2>, ...`; the last is not 0.
    pub coefficients: Vec<i64>,
}

impl UptimalExpansion {
    /// The expansion with these parts (trailing zero coefficients dropped).
    pub fn new(number: Dyadic, nim: u32, mut coefficients: Vec<i64>) -> UptimalExpansion {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        UptimalExpansion {
            number,
            nim,
            coefficients,
        }
    }

    /// The length: the largest `i` with a nonzero coefficient of `^<i>`.
    pub fn len(&self) -> usize {
        self.coefficients.len()
    }

    /// Whether there are no powers of up at all (a number plus a nimber).
    pub fn is_empty(&self) -> bool {
        self.coefficients.is_empty()
    }

    /// The coefficient of `^<n>` (1-based; 0 past the length).
    pub fn coefficient(&self, n: usize) -> i64 {
        if n == 0 || n > self.len() {
            0
        } else {
            self.coefficients[n - 1]
        }
    }

    /// One coefficient of 1 or -1 and the rest 0: printed `^<n>`.
    pub fn is_unit(&self) -> bool {
        let nonzero: Vec<i64> = self
            .coefficients
            .iter()
            .copied()
            .filter(|&c| c != 0)
            .collect();
        nonzero.len() <= 1 && nonzero.iter().all(|c| c.abs() == 1)
    }

    /// Coefficients all 1 or all -1: printed `^[n]`.
    pub fn is_unit_sum(&self) -> bool {
        match self.coefficients.first() {
            None => true,
            Some(&c) => c.abs() == 1 && self.coefficients.iter().all(|&d| d == c),
        }
    }

    fn increment(&self, with_star: bool, to_length: usize) -> UptimalExpansion {
        let n = to_length.max(self.len());
        let coefficients = (0..n)
            .map(|i| {
                if i < self.len() {
                    self.coefficients[i] + i64::from(i < to_length)
                } else {
                    1
                }
            })
            .collect();
        UptimalExpansion::new(
            self.number.clone(),
            self.nim ^ u32::from(with_star),
            coefficients,
        )
    }

    fn negate(&self) -> UptimalExpansion {
        UptimalExpansion::new(
            -self.number.clone(),
            self.nim,
            self.coefficients.iter().map(|c| -c).collect(),
        )
    }

    fn truncate_to(&self, n: usize) -> UptimalExpansion {
        let n = n.min(self.len());
        UptimalExpansion::new(
            self.number.clone(),
            self.nim,
            self.coefficients[..n].to_vec(),
        )
    }

    fn sharply_truncate_to(&self, n: usize) -> UptimalExpansion {
        let t = self.truncate_to(n);
        if t.is_empty() {
            UptimalExpansion::new(self.number.clone(), 0, vec![])
        } else {
            t
        }
    }

    /// The largest `i` with coefficient `<= bound`, or 0.
    fn rightmost_at_most(&self, bound: i64) -> usize {
        (1..=self.len())
            .rev()
            .find(|&i| self.coefficient(i) <= bound)
            .unwrap_or(0)
    }

    fn is_confused(&self) -> bool {
        if self.nim == 0 {
            return false;
        }
        let Some(&first) = self.coefficients.first().filter(|&&c| c != 0) else {
            return true;
        };
        if self.nim >= 2 {
            return false;
        }
        let positive = first > 0;
        for &c in &self.coefficients {
            if (!positive && c < -1) || (positive && c > 1) {
                return false;
            }
            if (!positive && c > -1) || (positive && c < 1) {
                return true;
            }
        }
        true
    }

    /// CGSuite's order of expansions: number part, then coefficients from `^<1>` on, then
    /// length, then nimber part.
    pub fn cgsuite_cmp(&self, other: &UptimalExpansion) -> Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| self.coefficients.cmp(&other.coefficients))
            .then_with(|| self.nim.cmp(&other.nim))
    }

    /// Whether `exp` is the expansion of a game with these options' expansions.
    fn fits(exp: &UptimalExpansion, left: &[UptimalExpansion], right: &UptimalExpansion) -> bool {
        let mut matching = None;
        let mut first_non_nimber = left.len();
        for (i, l) in left.iter().enumerate() {
            if first_non_nimber == left.len() && (!l.is_empty() || l.nim as usize != i) {
                first_non_nimber = i;
            }
            if l.nim == right.nim {
                if matching.is_some() {
                    return false;
                }
                matching = Some(i);
            }
        }
        let k = exp.len();
        let cut = if exp.coefficient(k) == 1 {
            k.saturating_sub(1)
        } else {
            exp.rightmost_at_most(0)
        };
        let negative = exp.rightmost_at_most(-1);
        if negative >= 1 {
            let Some(m) = matching.filter(|_| left.len() == 2) else {
                return false;
            };
            left[m] == exp.truncate_to(negative).increment(true, negative)
                && left[1 - m] == exp.truncate_to(cut)
        } else if exp.coefficient(1) == 0 {
            left.len() == exp.nim as usize + 1
                && first_non_nimber >= exp.nim as usize
                && left.last() == Some(&exp.truncate_to(cut))
        } else if exp.coefficient(1) == 1 && exp.is_confused() {
            left.len() == 2
                && left[0].nim == 0
                && left[0].is_empty()
                && left[1] == exp.truncate_to(cut)
        } else {
            left.len() == 1 && left[0] == exp.sharply_truncate_to(cut)
        }
    }
}

bounded! {
    /// The uptimal expansion of `g`, if it is an uptimal (every number-up-star is one).
    pub fn uptimal_expansion(&mut self, g: GameId) -> Option<UptimalExpansion>
        => try_uptimal_expansion;
}

impl Arena {
    pub(crate) fn try_uptimal_expansion<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Option<UptimalExpansion>, B::Error> {
        if let Some(p) = self.nus_parts(g) {
            return Ok(Some(UptimalExpansion::new(
                p.number.clone(),
                p.nim,
                vec![p.ups],
            )));
        }
        if let Some(u) = self.uptimal_cache.get(&g) {
            return Ok(u.clone());
        }
        let found = match self.positive_expansion(b, g)? {
            Some(e) => Some(e),
            None => {
                let n = self.try_neg(b, g)?;
                self.positive_expansion(b, n)?.map(|e| e.negate())
            }
        };
        self.uptimal_cache.insert(g, found.clone());
        Ok(found)
    }

    /// The expansion of `g` when its last coefficient is positive: then `g` has one right
    /// option, and every option is an uptimal with the same number part.
    fn positive_expansion<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Option<UptimalExpansion>, B::Error> {
        let right = self.try_right_options(b, g)?;
        let [r] = right.as_slice() else {
            return Ok(None);
        };
        let Some(right) = self.try_uptimal_expansion(b, *r)? else {
            return Ok(None);
        };
        let mut left = Vec::new();
        for l in self.try_left_options(b, g)? {
            let Some(e) = self.try_uptimal_expansion(b, l)? else {
                return Ok(None);
            };
            if e.number != right.number {
                return Ok(None);
            }
            left.push(e);
        }
        // Pure nimbers first, by nimber, then the rest: the order CGSuite's checks assume.
        left.sort_by(|a, b| {
            (!a.is_empty(), a.nim, a.coefficients.clone()).cmp(&(
                !b.is_empty(),
                b.nim,
                b.coefficients.clone(),
            ))
        });
        let longest = left.iter().map(UptimalExpansion::len).max().unwrap_or(0);
        if right.coefficient(right.len()) > 0 {
            let e = right.increment(true, right.len());
            if UptimalExpansion::fits(&e, &left, &right) {
                return Ok(Some(e));
            }
        }
        let e = right.increment(true, right.len().max(longest) + 1);
        Ok(UptimalExpansion::fits(&e, &left, &right).then_some(e))
    }
}
