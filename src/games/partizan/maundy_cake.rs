//! Maundy Cake (CGSuite's `MaundyCake`): Left cuts a cake into equal parts between columns,
//! Right between rows; canonical values.
//!
//! Input: one position per line, a cake of m rows and n columns in CGSuite's coordinates
//! `(m,n)`, or a sum of cakes `(2,3) + (4,5)`; sides up to 255.
//!
//! CGSuite's `GenCutcake(TakeAndBreak("{2+}=.0"), TakeAndBreak("{2+}=.0"))`: Left cuts the `n`
//! columns into `k >= 2` equal parts (`k` divides `n`), leaving `k` copies of `(m,n/k)`, Right
//! the `m` rows into `k` copies of `(m/k,n)`. Who cannot move (facing one column, for Left)
//! loses. A move names the cake and what it leaves: `(2,6) to (2,2) + (2,2) + (2,2)`.
//!
//! The values agree with CGSuite's on 300 random positions (sides 0 to 24, one in five a sum
//! of two cakes); 60 of them are `tests/data/rulesets/maundy-cake.tsv`.
//!
//! ```sh
//! $ printf '(1,2)\n(3,6)\n(8,8)\n(5,12)\n' | cgsolve maundy-cake
//! 1
//! 1
//! 0
//! 4
//! ```

use crate::games::boards::cake::{Cake, CakeRules};

/// Maundy Cake's rules.
pub type MaundyCake = Cake<Maundy>;

/// A side breaks into two or more equal parts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Maundy;

impl CakeRules for Maundy {
    const NAME: &'static str = "maundy-cake";

    fn pieces(h: u8, each: &mut dyn FnMut(&[u8])) {
        for parts in (2..=h).filter(|k| h.is_multiple_of(*k)) {
            each(&vec![h / parts; usize::from(parts)]);
        }
    }
}
