//! The misère canonical form of a dicot modulo the dicot universe (Dorbec, Renault, Siegel
//! and Sopena 2015): options made canonical, dominated options removed, and reversible options
//! bypassed. An option reversible through `0` has nothing to bypass to: it is removed, or
//! else replaced by `*`, when the game stays equivalent (checked by [`Trees::equivalent`]);
//! a game equivalent to `0` is `0`.

use super::tree::{MEMO_BYTES, TreeId, Trees};
use crate::theory::canonical::LimitExceeded;
use crate::theory::outcome::Player;

impl Trees {
    /// The misère canonical form of the dicot `g` modulo dicots: equivalent to `g`, and the
    /// same tree for any two equivalent dicots.
    pub fn dicot_canonical(&mut self, g: TreeId) -> Result<TreeId, LimitExceeded> {
        if let Some(&known) = self.canonical.get(&g) {
            return Ok(known);
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip([Player::Left, Player::Right]) {
            for o in self.options(g, player).to_vec() {
                side.push(self.dicot_canonical(o)?);
            }
            side.sort_unstable();
            side.dedup();
        }
        let [mut left, mut right] = sides;
        let form = loop {
            left = self.undominated(left, Player::Left)?;
            right = self.undominated(right, Player::Right)?;
            let current = self.make(left.clone(), right.clone())?;
            let zero = self.zero();
            if current != zero && self.equivalent(current, zero)? {
                break zero;
            }
            if let Some((i, instead)) = self.reversal(current, &left, Player::Left)? {
                left.swap_remove(i);
                left.extend(instead);
            } else if let Some((i, instead)) = self.reversal(current, &right, Player::Right)? {
                right.swap_remove(i);
                right.extend(instead);
            } else {
                break current;
            }
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
        };
        self.hold(MEMO_BYTES)?;
        self.canonical.insert(g, form);
        Ok(form)
    }

    /// `player`'s options without those another option of theirs dominates (of two equivalent
    /// ones, the first is kept).
    fn undominated(
        &mut self,
        options: Vec<TreeId>,
        player: Player,
    ) -> Result<Vec<TreeId>, LimitExceeded> {
        let mut kept = Vec::with_capacity(options.len());
        for (i, &a) in options.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in options.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (better, worse) = match player {
                    Player::Left => (b, a),
                    Player::Right => (a, b),
                };
                if self.at_least(better, worse)? && (j < i || !self.at_least(worse, better)?) {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                kept.push(a);
            }
        }
        Ok(kept)
    }

    /// The first of `player`'s `options` of `g` that is reversible, with what replaces it: the
    /// options of the same player from the reversing option; when that is `0`, nothing if `g`
    /// stays equivalent without it, else `*` if `g` stays equivalent with it.
    fn reversal(
        &mut self,
        g: TreeId,
        options: &[TreeId],
        player: Player,
    ) -> Result<Option<(usize, Vec<TreeId>)>, LimitExceeded> {
        let zero = self.zero();
        let star = self.make(vec![zero], vec![zero])?;
        for (i, &a) in options.iter().enumerate() {
            for r in self.options(a, player.opponent()).to_vec() {
                let reverses = match player {
                    Player::Left => self.at_least(g, r)?,
                    Player::Right => self.at_least(r, g)?,
                };
                if !reverses {
                    continue;
                }
                let through = self.options(r, player).to_vec();
                if !through.is_empty() {
                    return Ok(Some((i, through)));
                }
                for instead in [vec![], vec![star]] {
                    if instead == [a] {
                        continue;
                    }
                    let mut others: Vec<TreeId> = options.to_vec();
                    others.swap_remove(i);
                    others.extend(&instead);
                    if others.is_empty() {
                        continue;
                    }
                    let same = self.options(g, player.opponent()).to_vec();
                    let changed = match player {
                        Player::Left => self.make(others, same)?,
                        Player::Right => self.make(same, others)?,
                    };
                    if self.equivalent(changed, g)? {
                        return Ok(Some((i, instead)));
                    }
                }
            }
        }
        Ok(None)
    }
}
