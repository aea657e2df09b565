//! Values through the engine: every Even/Odd pile's canonical form, computed from the game's
//! rules by `ValueSolver`, is its Blue-Red Hackenbush number, and a test's value is their sum.

use cgsolve::Dyadic;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::evenodd::solve::pile_value;
use cgsolve::games::evenodd::{Piles, Rules};
use proptest::prelude::*;

fn solver() -> ValueSolver<Rules> {
    ValueSolver::new(Rules).with_parts(|_, p: &Piles| {
        p.piles()
            .iter()
            .filter(|pile| !pile.is_empty())
            .map(|pile| Piles::new(vec![pile.clone()]))
            .collect()
    })
}

#[test]
fn sample_piles_have_their_hackenbush_values() {
    let mut s = solver();
    for (pile, want) in [
        (vec![1, 2, 3], "-3/4"),
        (vec![4, 8, 9, 11, 16], "11/8"),
        (vec![2, 4, 6], "3"),
        (vec![1, 3, 5, 7], "-4"),
        (vec![], "0"),
    ] {
        let g = s.value(&Piles::new(vec![pile.clone()]));
        assert_eq!(s.arena().to_notation(g), want, "pile {pile:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn pile_values_through_the_engine_are_hackenbush_numbers(
        piles in prop::collection::vec(prop::collection::vec(0u32..12, 0..7), 1..4)
    ) {
        let mut s = solver();
        let mut total = Dyadic::zero();
        for pile in &piles {
            let g = s.value(&Piles::new(vec![pile.clone()]));
            let want = pile_value(pile);
            prop_assert_eq!(s.arena().as_number(g), Some(&want), "pile {:?}", pile);
            total += want;
        }
        let whole = s.value(&Piles::new(piles.clone()));
        prop_assert_eq!(s.arena().as_number(whole), Some(&total));
        // The whole position searched without splitting gives the same form.
        let mut unsplit = ValueSolver::new(Rules);
        let g = unsplit.value(&Piles::new(piles.clone()));
        prop_assert_eq!(unsplit.arena().to_notation(g), s.arena().to_notation(whole));
        // With the stalk formula as the known value of each pile: the same sum, no search.
        let mut known = solver().with_known(|_, p: &Piles, arena| {
            Some(arena.number(pile_value(&p.piles()[0])))
        });
        let k = known.value(&Piles::new(piles.clone()));
        prop_assert_eq!(known.arena().to_notation(k), s.arena().to_notation(whole));
        prop_assert!(known.memo_len() <= piles.len());
    }
}
