//! Sums with a nimber, `G + *k`, without building `G + *j` for every `j < k`.
//!
//! The plain sum lists `G + *j` (`j < k`) among both players' options, each built the same
//! way: about `k²` sums of up to `k` options each. But `G + *j`, as a left option of
//! `K = G + *k`, has the right option `GR + *j` (in the form the sum defines); when
//! `GR + *j <= K`, which is `GR + *(j ⊕ k) <= G`, it is reversible through it, and may be
//! replaced by the left options of `GR + *j` (bypassing a reversible option keeps the value,
//! whatever form of the option is used). Symmetrically for Right with `GL + *j >= K`. Only
//! the `G + *j` that do not reverse this way are built; the options are then simplified as
//! always, and since a game has one canonical form, the result is exactly the plain sum's.
//! The sums `G + *j` that are built are pairwise incomparable (`*i != *j`) and incomparable
//! with `K`: the simplification is told so and compares none of them.

use super::arena::{Arena, GameId, Nus};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use rustc_hash::FxHashSet;

impl Arena {
    /// `g + *k`, for `g` not a number-up-star and `k >= 1`.
    pub(crate) fn add_nimber<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        k: u32,
    ) -> Result<GameId, B::Error> {
        let gl = self.try_left_options(b, g)?;
        let gr = self.try_right_options(b, g)?;
        let star_k = self.nimber(k);
        // The options `GL + *k` and `GR + *k` go first: they dominate most of the others.
        let mut left = Vec::with_capacity(gl.len());
        for &x in &gl {
            left.push(self.try_add(b, x, star_k)?);
        }
        let mut right = Vec::with_capacity(gr.len());
        for &x in &gr {
            right.push(self.try_add(b, x, star_k)?);
        }
        let mut listed_left: FxHashSet<GameId> = left.iter().copied().collect();
        let mut listed_right: FxHashSet<GameId> = right.iter().copied().collect();
        let mut family = FxHashSet::default();
        let mut runs = Runs(Vec::new());
        let remote_right = self.remote(b, g, &gr)?;
        let remote_left = self.remote(b, g, &gl)?;
        for j in 0..k {
            let star_j = self.nimber(j);
            // G + *j reverses for Left through GR + *j when GR + *(j ^ k) <= G.
            let mut through_right = None;
            for (&x, &remote) in gr.iter().zip(&remote_right) {
                let shift = self.nimber((j ^ k).min(remote));
                let t = self.try_add(b, x, shift)?;
                if self.try_leq(b, t, g)? {
                    through_right = Some(x);
                    break;
                }
            }
            // ... and for Right through GL + *j when GL + *(j ^ k) >= G.
            let mut through_left = None;
            for (&x, &remote) in gl.iter().zip(&remote_left) {
                let shift = self.nimber((j ^ k).min(remote));
                let t = self.try_add(b, x, shift)?;
                if self.try_leq(b, g, t)? {
                    through_left = Some(x);
                    break;
                }
            }
            if let Some(x) = through_right {
                let xj = self.try_add(b, x, star_j)?;
                if !runs.note(self, xj, true) {
                    for o in self.try_left_options(b, xj)? {
                        if listed_left.insert(o) {
                            left.push(o);
                        }
                    }
                }
            }
            if let Some(x) = through_left {
                let xj = self.try_add(b, x, star_j)?;
                if !runs.note(self, xj, false) {
                    for o in self.try_right_options(b, xj)? {
                        if listed_right.insert(o) {
                            right.push(o);
                        }
                    }
                }
            }
            if through_right.is_none() || through_left.is_none() {
                let s = self.try_add(b, g, star_j)?;
                family.insert(s);
                if through_right.is_none() && listed_left.insert(s) {
                    left.push(s);
                }
                if through_left.is_none() && listed_right.insert(s) {
                    right.push(s);
                }
            }
        }
        for (x, n, for_left) in runs.0 {
            for i in 0..n {
                let o = self.nus(Nus {
                    number: x.clone(),
                    ups: 0,
                    nim: i,
                });
                if for_left && listed_left.insert(o) {
                    left.push(o);
                } else if !for_left && listed_right.insert(o) {
                    right.push(o);
                }
            }
        }
        // Every G + *j already made (j < k) is in the family, so that none is compared.
        for j in 0..k {
            let star_j = self.nimber(j);
            if let Some(s) = self.cached_sum(g, star_j) {
                family.insert(s);
            }
        }
        family.insert(g);
        let sum = self.simplify(b, left, right, &family)?;
        // Remembered only when G is born earlier than the sum: comparisons that drop the
        // nimber then make the game that is not a number-up-star simpler, so they end.
        if self.try_birthday(b, g)? < self.try_birthday(b, sum)? {
            self.nimber_sums.entry(sum).or_insert((g, k));
        }
        Ok(sum)
    }

    /// For each option `x` of `g`, a nimber size `n` from which on `x + *m` compares with
    /// `g` as `x + *n` does (`u32::MAX` when it does not fit).
    ///
    /// Why: for a game `F` and `a, a' >= n > birthday(F)`, `F + *a` and `F + *a'` have the
    /// same outcome. By induction on `F` and `a`: moving first in `F + *a`, a player wins by
    /// a move in `F` exactly when she does in `F + *a'` (induction on `F`), and by a move to
    /// `F + *c` with `c < n` in both; the other moves, to `F + *c` with `n <= c < a`, lead to
    /// the outcome of `F + *n` (induction on `a`), and add a win only when `F + *n` is a
    /// second-player win, that is `F = *n`, which a game born before day `n` is not. Now
    /// `x + *m <= g` exactly when Left moving first loses `x - g + *m`, and `x + *m >= g`
    /// exactly when Right moving first loses it: the same for every `m >= n` once `n` is above
    /// `birthday(x - g)`, which is at most `birthday(x) + birthday(g)`.
    fn remote<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        options: &[GameId],
    ) -> Result<Vec<u32>, B::Error> {
        let bg = self.try_birthday(b, g)?;
        let mut out = Vec::with_capacity(options.len());
        for &x in options {
            let n = self.try_birthday(b, x)? + &bg + 1u32;
            out.push(u32::try_from(n).unwrap_or(u32::MAX));
        }
        Ok(out)
    }
}

/// The options of `x + *n` (a number plus a nimber) are `x + *i` for every `i < n`: for each
/// number `x` and side, only the largest `n` met is kept, and its options are listed once at
/// the end, instead of `n` options for every `n` met.
struct Runs(Vec<(Dyadic, u32, bool)>);

impl Runs {
    /// Takes note of `g`'s options for Left (`for_left`) or Right when `g` is a number plus a
    /// nimber; whether it did.
    fn note(&mut self, arena: &Arena, g: GameId, for_left: bool) -> bool {
        let Some(p) = arena.nus_parts(g).filter(|p| p.ups == 0) else {
            return false;
        };
        match self
            .0
            .iter_mut()
            .find(|(x, _, side)| *x == p.number && *side == for_left)
        {
            Some(run) => run.1 = run.1.max(p.nim),
            None => self.0.push((p.number.clone(), p.nim, for_left)),
        }
        true
    }
}
