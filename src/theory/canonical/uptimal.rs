//! The uptimals CGSuite prints compactly: `x + ^<n> + *m` (one power of up, `^<n>` or `v<n>`)
//! and `x + ^[n] + *m` (`^[n] = ^<1> + ... + ^<n>`, or its negative `v[n]`), for `n >= 2`.

use super::arena::{Arena, GameId};
use crate::theory::dyadic::Dyadic;
use num_traits::ToPrimitive;

/// A compact uptimal: `number + sign.(^<n> or ^[n]) + *nim`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompactUptimal {
    /// The number part.
    pub number: Dyadic,
    /// The power `n >= 2`.
    pub power: usize,
    /// `+1` for ups, `-1` for downs.
    pub sign: i8,
    /// `^[n]` (all powers up to `n`) rather than `^<n>` (only the `n`th).
    pub cumulative: bool,
    /// The nimber part.
    pub nim: u32,
}

impl CompactUptimal {
    /// The coefficients of `^<1>, ^<2>, ...` in the uptimal expansion.
    pub fn coefficients(&self) -> Vec<i64> {
        let s = i64::from(self.sign);
        (1..=self.power)
            .map(|k| {
                if self.cumulative || k == self.power {
                    s
                } else {
                    0
                }
            })
            .collect()
    }
}

/// The largest power tried: past it a form is printed with braces.
const MAX_POWER: usize = 64;

impl Arena {
    /// `g` as a compact uptimal, if it is one (never for a number-up-star).
    pub fn compact_uptimal(&mut self, g: GameId) -> Option<CompactUptimal> {
        if self.nus_parts(g).is_some() {
            return None;
        }
        if let Some(u) = self.uptimal_cache.get(&g) {
            return u.clone();
        }
        let found = self.find_compact_uptimal(g);
        self.uptimal_cache.insert(g, found.clone());
        found
    }

    fn find_compact_uptimal(&mut self, g: GameId) -> Option<CompactUptimal> {
        // An uptimal has exactly one option on the side of its sign.
        if self.num_left(g).min(self.num_right(g)) != 1 {
            return None;
        }
        let x = self.left_stop(g);
        if self.right_stop(g) != x {
            return None;
        }
        let xid = self.number(x.clone());
        let h = self.sub(g, xid);
        let limit = self
            .birthday(h)
            .to_usize()
            .map_or(MAX_POWER, |b| (b + 1).min(MAX_POWER));
        for power in 2..=limit {
            for cumulative in [false, true] {
                let unit = if cumulative {
                    self.up_power_sum(power)
                } else {
                    self.up_power(power)
                };
                for sign in [1i8, -1] {
                    let p = if sign > 0 { unit } else { self.neg(unit) };
                    let rest = self.sub(h, p);
                    if let Some(nim) = self.as_nimber(rest) {
                        return Some(CompactUptimal {
                            number: x,
                            power,
                            sign,
                            cumulative,
                            nim,
                        });
                    }
                }
            }
        }
        None
    }
}
