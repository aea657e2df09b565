//! Simplification to canonical form: reversible options bypassed, dominated options removed.

use super::arena::{Arena, GameId, Nus};
use super::compare::Direction::{AtLeast, AtMost};
use super::compare::FormAnswers;
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Player;
use rustc_hash::FxHashSet;

bounded! {
    /// The canonical form of `{left | right}`, whose options are canonical forms in any
    /// number, order or repetition.
    pub fn construct(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> GameId => try_construct;
}

impl Arena {
    pub(crate) fn try_construct<B: Bound>(
        &mut self,
        b: B,
        left: Vec<GameId>,
        right: Vec<GameId>,
    ) -> Result<GameId, B::Error> {
        self.simplify(b, left, right, &FxHashSet::default())
    }

    /// The options of `g`, each mapped by `f` (told the side it is on), in order, left options
    /// first: the options of a form made from `g` option by option (heated, cooled,
    /// overheated, its companion, the first guess at its atomic weight).
    pub(crate) fn try_map_options<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
        mut f: impl FnMut(&mut Arena, GameId, Player) -> Result<GameId, B::Error>,
    ) -> Result<(Vec<GameId>, Vec<GameId>), B::Error> {
        let mut left = Vec::new();
        for gl in self.try_left_options(b, g)? {
            left.push(f(self, gl, Player::Left)?);
        }
        let mut right = Vec::new();
        for gr in self.try_right_options(b, g)? {
            right.push(f(self, gr, Player::Right)?);
        }
        Ok((left, right))
    }

    /// [`Arena::construct`], told of a `family` of forms known to be pairwise incomparable
    /// and each incomparable with the result (such as the sums `G + *j`, `j != k`, when the
    /// result is `G + *k`): no comparison among them, and none of them reverses an option.
    pub(crate) fn simplify<B: Bound>(
        &mut self,
        b: B,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
        family: &FxHashSet<GameId>,
    ) -> Result<GameId, B::Error> {
        b.check(self)?;
        if self.shortcuts {
            // First occurrences in the given order: a caller lists the likely dominating
            // options first.
            let mut seen = FxHashSet::default();
            left.retain(|g| seen.insert(*g));
            seen.clear();
            right.retain(|g| seen.insert(*g));
        } else {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
        }
        // All nimbers on both sides with the same mex: a nimber. Likewise `x + *m` for one
        // number `x` on both sides (an empty side counts as `x = 0`): `x + *m` by number
        // translation when `m >= 1`, and `x` when `m = 0`, the one number each Left option is
        // not above and each Right option not below.
        if let (Some((x, a)), Some((y, b))) = (
            self.number_nimber_mex(&left),
            self.number_nimber_mex(&right),
        ) && a == b
            && x == y
            && (x.is_zero() || self.shortcuts)
        {
            return Ok(self.nus(Nus {
                number: x,
                ups: 0,
                nim: a,
            }));
        }
        if self.shortcuts
            && let Some(g) = self.with_options(&left, &right)
        {
            return Ok(g);
        }
        if self.shortcuts {
            // Removing dominated options first leaves fewer to try for reversal; the result
            // is the same canonical form (it is unique).
            left = self.maximal(b, left, true, family)?;
            right = self.maximal(b, right, false, family)?;
        }
        // Every step keeps the value `{left | right}`: what is found compared with it holds to
        // the end.
        let mut known = FormAnswers::default();
        let sides = self.bypass(b, Player::Left, [left, right], family, &mut known)?;
        let [left, right] = self.bypass(b, Player::Right, sides, family, &mut known)?;
        let left = self.maximal(b, left, true, family)?;
        let right = self.maximal(b, right, false, family)?;
        Ok(self.make_canonical(left, right))
    }

    /// The number `x` and the mex of the nimbers `m` when every one of `options` (at least
    /// one) is `x + *m`; for no option, 0 and mex 0.
    fn number_nimber_mex(&self, options: &[GameId]) -> Option<(Dyadic, u32)> {
        let mut number = None;
        let mut nims = Vec::with_capacity(options.len());
        for &g in options {
            let nus = self.nus_parts(g)?;
            if nus.ups != 0 || number.is_some_and(|x: &Dyadic| *x != nus.number) {
                return None;
            }
            number = Some(&nus.number);
            nims.push(nus.nim);
        }
        nims.sort_unstable();
        let mut mex = 0;
        for n in nims {
            if n == mex {
                mex += 1;
            } else if n > mex {
                break;
            }
        }
        Some((number.cloned().unwrap_or_else(Dyadic::zero), mex))
    }

    /// Replaces each option of `side` in `sides` (the left and right options of a value `G`)
    /// that an option of the opponent reverses, a `GLR <= G` of a left option `GL` or a
    /// `GRL >= G` of a right option `GR`, by that reversing option's options of `side`, until
    /// none is left.
    fn bypass<B: Bound>(
        &mut self,
        b: B,
        side: Player,
        mut sides: [Vec<GameId>; 2],
        family: &FxHashSet<GameId>,
        known: &mut FormAnswers,
    ) -> Result<[Vec<GameId>; 2], B::Error> {
        let (s, direction) = match side {
            Player::Left => (0, AtMost),
            Player::Right => (1, AtLeast),
        };
        let mut present: FxHashSet<GameId> = sides[s].iter().copied().collect();
        let mut i = 0;
        while i < sides[s].len() {
            let option = sides[s][i];
            let n = match side {
                Player::Left => self.try_num_right(b, option)?,
                Player::Right => self.try_num_left(b, option)?,
            };
            let mut reversed = None;
            for j in 0..n {
                let reply = match side {
                    Player::Left => self.right_at(option, j),
                    Player::Right => self.left_at(option, j),
                };
                let [left, right] = &sides;
                if !family.contains(&reply)
                    && self.compare_with_form(b, reply, direction, [left, right], known)?
                {
                    reversed = Some(reply);
                    break;
                }
            }
            match reversed {
                Some(reply) => {
                    sides[s].remove(i);
                    present.remove(&option);
                    let replacements = match side {
                        Player::Left => self.try_left_options(b, reply)?,
                        Player::Right => self.try_right_options(b, reply)?,
                    };
                    for g in replacements {
                        if present.insert(g) {
                            sides[s].push(g);
                        }
                    }
                }
                None => i += 1,
            }
        }
        Ok(sides)
    }

    /// Keeps the options no other option beats: the largest for Left (`keep_largest`), the
    /// smallest for Right. The options are distinct forms.
    pub(crate) fn undominated<B: Bound>(
        &mut self,
        b: B,
        options: Vec<GameId>,
        keep_largest: bool,
    ) -> Result<Vec<GameId>, B::Error> {
        self.maximal(b, options, keep_largest, &FxHashSet::default())
    }

    /// [`Arena::undominated`], never comparing two members of `family` (known incomparable).
    fn maximal<B: Bound>(
        &mut self,
        b: B,
        options: Vec<GameId>,
        keep_largest: bool,
        family: &FxHashSet<GameId>,
    ) -> Result<Vec<GameId>, B::Error> {
        // Whether `x` is beaten by `y`.
        let beaten = |arena: &mut Arena, x: GameId, y: GameId| {
            if family.contains(&x) && family.contains(&y) {
                Ok(false)
            } else if keep_largest {
                arena.try_leq(b, x, y)
            } else {
                arena.try_leq(b, y, x)
            }
        };
        if !self.shortcuts {
            let mut keep = vec![true; options.len()];
            for i in 0..options.len() {
                for j in 0..options.len() {
                    if i != j && keep[j] && beaten(self, options[i], options[j])? {
                        keep[i] = false;
                        break;
                    }
                }
            }
            return Ok(options
                .into_iter()
                .zip(keep)
                .filter_map(|(g, k)| k.then_some(g))
                .collect());
        }
        // The options kept so far beat one another nowhere: each new one is dropped when one
        // of them beats it, else it drops those it beats. What is left is the set of maximal
        // options, whatever the order.
        let mut kept: Vec<GameId> = Vec::new();
        'options: for x in options {
            for &y in &kept {
                if beaten(self, x, y)? {
                    continue 'options;
                }
            }
            let mut i = 0;
            while i < kept.len() {
                if beaten(self, kept[i], x)? {
                    kept.swap_remove(i);
                } else {
                    i += 1;
                }
            }
            kept.push(x);
        }
        Ok(kept)
    }
}
