//! Eatcake (CGSuite's `Eatcake`, also Bynum's game): Left eats a column of a cake, Right a
//! row, which may split it in two; canonical values.
//!
//! Input: one position per line, a cake of m rows and n columns in CGSuite's coordinates
//! `(m,n)`, or a sum of cakes `(2,3) + (4,5)`; sides up to 255.
//!
//! CGSuite's `GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7"))`: Left removes one of the
//! `n` columns, leaving `(m,a) + (m,n-1-a)` (a part of no column is gone), Right one of the `m`
//! rows, leaving `(a,n) + (m-1-a,n)`. Who cannot move (facing no column, for Left) loses. A
//! move names the cake and what it leaves: `(2,3) to (2,1) + (2,1)`, `(2,1) to 0`.
//!
//! The values agree with CGSuite's on 300 random positions (sides 0 to 10, one in five a sum
//! of two cakes); 60 of them are `tests/data/rulesets/eatcake.tsv`.
//!
//! ```sh
//! $ printf '(1,1)\n(2,2)\n(2,3)\n(3,4)\n' | cgsolve eatcake
//! *
//! *
//! {^^|*}
//! {*|vv}
//! ```

use crate::games::boards::cake::{Cake, CakeRules};

/// Eatcake's rules.
pub type Eatcake = Cake<Eat>;

/// A side loses one unit, anywhere: what is left on either side of it stays.
#[derive(Clone, Copy, Debug, Default)]
pub struct Eat;

impl CakeRules for Eat {
    const NAME: &'static str = "eatcake";

    fn pieces(h: u8, each: &mut dyn FnMut(&[u8])) {
        for a in 0..h.div_ceil(2) {
            match (a, h - 1 - a) {
                (0, 0) => each(&[]),
                (0, b) => each(&[b]),
                (a, b) => each(&[a, b]),
            }
        }
    }
}
