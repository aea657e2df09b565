//! Turn-and-Eatcake (CGSuite's `TurnAndEatcake`): Eatcake where the cakes left are turned a
//! quarter, rows becoming columns; canonical values.
//!
//! Input: one position per line, a cake of m rows and n columns in CGSuite's coordinates
//! `(m,n)`, or a sum of cakes `(2,3) + (4,5)`; sides up to 255.
//!
//! CGSuite's `GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7"), twisted => true)`: Left
//! removes one of the `m` rows, leaving `(n,a) + (n,m-1-a)` (a part of no row is gone),
//! Right one of the `n` columns, leaving `(a,m) + (n-1-a,m)`. Who cannot move (facing no row,
//! for Left) loses. A move names the cake and what it leaves: `(3,2) to (2,1) + (2,1)`.
//!
//! The values agree with CGSuite's on 300 random positions (sides 0 to 10, one in five a sum
//! of two cakes); 60 of them are `tests/data/rulesets/turn-and-eatcake.tsv`.
//!
//! ```sh
//! $ printf '(1,1)\n(3,2)\n(2,3)\n(8,5)\n' | cgsolve turn-and-eatcake
//! *
//! ^
//! v
//! v<3>
//! ```

use crate::games::boards::cake::{Cake, CakeRules};
use crate::games::registry::eatcake::Eat;

/// Turn-and-Eatcake's rules.
pub type TurnAndEatcake = Cake<TurnAndEat>;

/// A side loses one unit, as in Eatcake; the cakes left are turned.
#[derive(Clone, Copy, Debug, Default)]
pub struct TurnAndEat;

impl CakeRules for TurnAndEat {
    const NAME: &'static str = "turn-and-eatcake";
    const TWISTED: bool = true;

    fn pieces(h: u8, each: &mut dyn FnMut(&[u8])) {
        Eat::pieces(h, each);
    }
}
