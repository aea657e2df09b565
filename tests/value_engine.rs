//! Values through the engine: every Even/Odd pile's canonical form, searched from the game's
//! moves alone by `ValueSolver`, is its Blue-Red Hackenbush number; the game's hooks (each pile
//! a part, its stalk's number known) give the same values without search.

use cgsolve::Dyadic;
use cgsolve::engine::rules::MovesOnly;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::contests::evenodd::solve::pile_value;
use cgsolve::games::contests::evenodd::{Piles, Rules};
use proptest::prelude::*;

/// The value of `piles` searched from the moves alone, in CGSuite's notation.
fn searched(piles: &[Vec<u32>]) -> String {
    let mut s = ValueSolver::new(MovesOnly(Rules));
    let g = s.value(&Piles::new(piles.to_vec())).unwrap();
    s.arena().to_notation(g)
}

#[test]
fn sample_piles_have_their_hackenbush_values() {
    for (pile, want) in [
        (vec![1, 2, 3], "-3/4"),
        (vec![4, 8, 9, 11, 16], "11/8"),
        (vec![2, 4, 6], "3"),
        (vec![1, 3, 5, 7], "-4"),
        (vec![], "0"),
    ] {
        assert_eq!(searched(std::slice::from_ref(&pile)), want, "pile {pile:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn pile_values_through_the_engine_are_hackenbush_numbers(
        piles in prop::collection::vec(prop::collection::vec(0u32..12, 0..7), 1..4)
    ) {
        let mut plain = ValueSolver::new(MovesOnly(Rules));
        let mut total = Dyadic::zero();
        for pile in &piles {
            let g = plain.value(&Piles::new(vec![pile.clone()])).unwrap();
            let want = pile_value(pile);
            prop_assert_eq!(plain.arena().as_number(g), Some(&want), "pile {:?}", pile);
            total += want;
        }
        let whole = plain.value(&Piles::new(piles.clone())).unwrap();
        prop_assert_eq!(plain.arena().as_number(whole), Some(&total));
        // With the game's hooks: the same sum, each pile known, nothing searched.
        let mut hooked = ValueSolver::new(Rules);
        let k = hooked.value(&Piles::new(piles.clone())).unwrap();
        prop_assert_eq!(hooked.arena().to_notation(k), plain.arena().to_notation(whole));
        prop_assert_eq!(hooked.stats().searched, 0);
        prop_assert_eq!(hooked.memo_len(), 0);
    }
}
