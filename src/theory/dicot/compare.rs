//! `G >= H` modulo the dicot universe, by the recursive test of Dorbec, Renault, Siegel and
//! Sopena (2015), in the form Larsson, Nowakowski and Santos give for every absolute universe:
//!
//! - **proviso**: `G` does at least as well for Left as `H` when the other summand is a Left
//!   or a Right end of the universe; among dicots the only end is `0`, so the misère outcome
//!   of `G` is at least that of `H` (Left moving first and Right moving first);
//! - **maintenance**: for every `H^L`, some `G^L >= H^L` or some `H^LR <= G`; and for every
//!   `G^R`, some `H^R <= G^R` or some `G^RL >= H`; each comparison again modulo dicots.

use super::tree::{MEMO_BYTES, TreeId, Trees};
use crate::theory::canonical::LimitExceeded;
use crate::theory::outcome::Player;

impl Trees {
    /// Whether `g >= h` modulo the dicot universe: for every dicot `X`, Left does at least as
    /// well in `g + X` as in `h + X` under misère play, moving first or second. Both are
    /// assumed dicots ([`Trees::is_dicot`]).
    pub fn at_least(&mut self, g: TreeId, h: TreeId) -> Result<bool, LimitExceeded> {
        if let Some(&known) = self.at_least.get(&(g, h)) {
            return Ok(known);
        }
        let holds = self.proviso(g, h)? && self.maintenance(g, h)?;
        self.hold(MEMO_BYTES)?;
        self.at_least.insert((g, h), holds);
        Ok(holds)
    }

    /// Whether `g` and `h` are equal modulo the dicot universe.
    pub fn equivalent(&mut self, g: TreeId, h: TreeId) -> Result<bool, LimitExceeded> {
        Ok(self.at_least(g, h)? && self.at_least(h, g)?)
    }

    /// Left wins `g` moving first whenever she wins `h` moving first, and Right wins `h`
    /// moving first whenever he wins `g` moving first.
    fn proviso(&mut self, g: TreeId, h: TreeId) -> Result<bool, LimitExceeded> {
        let (of_g, of_h) = (self.misere_outcome(g)?, self.misere_outcome(h)?);
        let left_wins = |o: crate::theory::outcome::Outcome| {
            o.winner_moving_first(Player::Left) == Player::Left
        };
        let right_wins = |o: crate::theory::outcome::Outcome| {
            o.winner_moving_first(Player::Right) == Player::Right
        };
        Ok((!left_wins(of_h) || left_wins(of_g)) && (!right_wins(of_g) || right_wins(of_h)))
    }

    fn maintenance(&mut self, g: TreeId, h: TreeId) -> Result<bool, LimitExceeded> {
        'each_hl: for hl in self.left(h).to_vec() {
            for gl in self.left(g).to_vec() {
                if self.at_least(gl, hl)? {
                    continue 'each_hl;
                }
            }
            for hlr in self.right(hl).to_vec() {
                if self.at_least(g, hlr)? {
                    continue 'each_hl;
                }
            }
            return Ok(false);
        }
        'each_gr: for gr in self.right(g).to_vec() {
            for hr in self.right(h).to_vec() {
                if self.at_least(gr, hr)? {
                    continue 'each_gr;
                }
            }
            for grl in self.left(gr).to_vec() {
                if self.at_least(grl, h)? {
                    continue 'each_gr;
                }
            }
            return Ok(false);
        }
        Ok(true)
    }
}
