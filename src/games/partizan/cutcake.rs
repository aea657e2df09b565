//! Cutcake (CGSuite's `Cutcake`): Left cuts a cake between two columns, Right between two
//! rows, each leaving two cakes; canonical values.
//!
//! Input: one position per line, a cake of m rows and n columns in CGSuite's coordinates
//! `(m,n)`, or a sum of cakes `(2,3) + (4,5)`; sides up to 255.
//!
//! CGSuite's `GenCutcake(TakeAndBreak("4.0"), TakeAndBreak("4.0"))`: Left breaks the `n`
//! columns into two nonempty parts, leaving `(m,a) + (m,n-a)`, Right the `m` rows, leaving
//! `(a,n) + (m-a,n)`. Who cannot move (a cake of one column, for Left) loses. A move names
//! the cake and what it leaves: `(2,4) to (2,1) + (2,3)`. Every value is an integer.
//!
//! The values agree with CGSuite's on 300 random positions (sides 0 to 20, one in five a sum
//! of two cakes); 60 of them are `tests/data/rulesets/cutcake.tsv`.
//!
//! ```sh
//! $ printf '(2,4)\n(4,2)\n(8,8)\n(3,5) + (5,3)\n' | cgsolve cutcake
//! 1
//! -1
//! 0
//! 0
//! ```

use crate::games::boards::cake::{Cake, CakeRules};

/// Cutcake's rules.
pub type Cutcake = Cake<Cut>;

/// A side breaks into two nonempty parts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cut;

impl CakeRules for Cut {
    const NAME: &'static str = "cutcake";

    fn pieces(h: u8, each: &mut dyn FnMut(&[u8])) {
        (1..=h / 2).for_each(|a| each(&[a, h - a]));
    }
}
