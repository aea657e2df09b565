//! Simplification to canonical form: reversible options bypassed, dominated options removed.

use super::arena::{Arena, GameId};

impl Arena {
    /// The canonical form of `{left | right}`, whose options are canonical forms in any
    /// number, order or repetition.
    pub fn construct(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        // All nimbers on both sides with the same mex: a nimber.
        if let (Some(a), Some(b)) = (self.nimber_mex(&left), self.nimber_mex(&right))
            && a == b
        {
            return self.nimber(a);
        }
        let left = self.bypass_left(left, &right);
        let right = self.bypass_right(&left, right);
        let left = self.undominated(left, true);
        let right = self.undominated(right, false);
        self.make_canonical(left, right)
    }

    /// The mex of `options` when every one is a nimber.
    fn nimber_mex(&self, options: &[GameId]) -> Option<u32> {
        let mut nims = options
            .iter()
            .map(|&g| self.as_nimber(g))
            .collect::<Option<Vec<u32>>>()?;
        nims.sort_unstable();
        let mut mex = 0;
        for n in nims {
            if n == mex {
                mex += 1;
            } else if n > mex {
                break;
            }
        }
        Some(mex)
    }

    /// Replaces each left option `GL` with a right option `GLR <= G` by the left options of
    /// `GLR`, until none is left.
    fn bypass_left(&mut self, mut left: Vec<GameId>, right: &[GameId]) -> Vec<GameId> {
        let mut i = 0;
        while i < left.len() {
            let gl = left[i];
            let n = self.num_right(gl);
            let mut reversed = None;
            for j in 0..n {
                let glr = self.right_at(gl, j);
                if self.leq_form(glr, &left, right) {
                    reversed = Some(glr);
                    break;
                }
            }
            match reversed {
                Some(glr) => {
                    let replacements = self.left_options(glr);
                    let old = left.clone();
                    left.remove(i);
                    left.extend(replacements.into_iter().filter(|g| !old.contains(g)));
                }
                None => i += 1,
            }
        }
        left
    }

    /// Replaces each right option `GR` with a left option `GRL >= G` by the right options of
    /// `GRL`, until none is left.
    fn bypass_right(&mut self, left: &[GameId], mut right: Vec<GameId>) -> Vec<GameId> {
        let mut i = 0;
        while i < right.len() {
            let gr = right[i];
            let n = self.num_left(gr);
            let mut reversed = None;
            for j in 0..n {
                let grl = self.left_at(gr, j);
                if self.geq_form(grl, left, &right) {
                    reversed = Some(grl);
                    break;
                }
            }
            match reversed {
                Some(grl) => {
                    let replacements = self.right_options(grl);
                    let old = right.clone();
                    right.remove(i);
                    right.extend(replacements.into_iter().filter(|g| !old.contains(g)));
                }
                None => i += 1,
            }
        }
        right
    }

    /// Keeps the options no other option beats: the largest for Left (`keep_largest`), the
    /// smallest for Right.
    pub(crate) fn undominated(&mut self, options: Vec<GameId>, keep_largest: bool) -> Vec<GameId> {
        let mut keep = vec![true; options.len()];
        for i in 0..options.len() {
            if !keep[i] {
                continue;
            }
            for j in 0..options.len() {
                if i == j || !keep[j] {
                    continue;
                }
                let (a, b) = (options[i], options[j]);
                let dominated = if keep_largest {
                    self.leq(a, b)
                } else {
                    self.leq(b, a)
                };
                if dominated {
                    keep[i] = false;
                    break;
                }
            }
        }
        options
            .into_iter()
            .zip(keep)
            .filter_map(|(g, k)| k.then_some(g))
            .collect()
    }
}
