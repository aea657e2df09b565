//! The costly properties (atomic weight, reduced canonical form, incentives): their closed
//! formulas against the general computation of an arena with its shortcuts off, and which of
//! them a report computes.

use cgsolve::Dyadic;
use cgsolve::theory::canonical::{Arena, Caching, GameId, Nus};
use proptest::prelude::*;

#[path = "common/random_games.rs"]
mod random;
#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;
use random::random_games;

/// The kinds of forms the closed formulas cover, with their parts.
#[derive(Clone, Debug)]
enum Kind {
    /// `x + n.^ + *m`.
    Nus { number: Dyadic, ups: i64, nim: u32 },
    /// `{a + *n | b + *n}` for numbers `a > b` (given as `b` and `a - b`).
    Switch { low: Dyadic, gap: Dyadic, nim: u32 },
    /// `{a|b} + *n`, made as a sum.
    SwitchPlusNimber { low: Dyadic, gap: Dyadic, nim: u32 },
}

fn dyadic() -> impl Strategy<Value = Dyadic> {
    (-40i64..=40, 0u64..=4).prop_map(|(n, k)| Dyadic::new(n, k))
}

fn positive() -> impl Strategy<Value = Dyadic> {
    (1i64..=24, 0u64..=3).prop_map(|(n, k)| Dyadic::new(n, k))
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        (dyadic(), Just(0i64), Just(0u32)).prop_map(|(number, ups, nim)| Kind::Nus {
            number,
            ups,
            nim
        }),
        (dyadic(), -3i64..=3, 0u32..=9).prop_map(|(number, ups, nim)| Kind::Nus {
            number,
            ups,
            nim
        }),
        (dyadic(), positive(), 0u32..=6).prop_map(|(low, gap, nim)| Kind::Switch { low, gap, nim }),
        (dyadic(), positive(), 0u32..=6).prop_map(|(low, gap, nim)| Kind::SwitchPlusNimber {
            low,
            gap,
            nim
        }),
    ]
}

fn build(a: &mut Arena, kind: &Kind) -> GameId {
    let nus = |number: Dyadic, nim| Nus {
        number,
        ups: 0,
        nim,
    };
    match kind.clone() {
        Kind::Nus { number, ups, nim } => a.nus(Nus { number, ups, nim }),
        Kind::Switch { low, gap, nim } => {
            let high = a.nus(nus(low.clone() + gap, nim));
            let low = a.nus(nus(low, nim));
            a.construct(vec![high], vec![low])
        }
        Kind::SwitchPlusNimber { low, gap, nim } => {
            let high = a.number(low.clone() + gap);
            let low = a.number(low);
            let switch = a.construct(vec![high], vec![low]);
            let star = a.nimber(nim);
            a.add(switch, star)
        }
    }
}

/// The costly properties of `g` as text: the atomic weight (or `!`), the reduced canonical
/// form, and each side's incentives in CGSuite's order.
fn costly(a: &mut Arena, g: GameId) -> (String, String, Vec<String>, Vec<String>) {
    let weight = match a.atomic_weight(g) {
        Ok(w) => a.to_notation(w),
        Err(e) => format!("! {e}"),
    };
    let reduced = a.reduced_canonical_form(g);
    let reduced = a.to_notation(reduced);
    let (left, right) = (a.left_incentives(g), a.right_incentives(g));
    let mut text = |games: Vec<GameId>| {
        let sorted = a.sorted(games);
        sorted.into_iter().map(|g| a.to_notation(g)).collect()
    };
    (weight, reduced, text(left), text(right))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn closed_formulas_agree_with_the_general_computation(kind in kind()) {
        let mut fast = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let (f, p) = (build(&mut fast, &kind), build(&mut plain, &kind));
        prop_assert_eq!(fast.to_notation(f), plain.to_notation(p));
        prop_assert_eq!(costly(&mut fast, f), costly(&mut plain, p), "{:?}", kind);
        let cheap = fast.cheap_properties(f, 100);
        prop_assert!(cheap.atomic_weight && cheap.reduced_canonical_form && cheap.incentives);
    }

    #[test]
    fn a_switch_plus_a_nimber_is_the_switch_of_its_options_plus_the_nimber(
        low in dyadic(),
        gap in positive(),
        nim in 0u32..=6,
    ) {
        let mut a = Arena::new();
        let sum = build(&mut a, &Kind::SwitchPlusNimber { low: low.clone(), gap: gap.clone(), nim });
        let made = build(&mut a, &Kind::Switch { low, gap, nim });
        prop_assert_eq!(sum, made, "{} {}", a.to_notation(sum), a.to_notation(made));
    }

    #[test]
    fn general_forms_keep_their_costly_properties_with_the_shortcuts(
        seed in any::<u64>(),
        limit in 0usize..=30,
    ) {
        let mut fast = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let f = random_games(&mut fast, seed, 3);
        let p = random_games(&mut plain, seed, 3);
        for (&g, &h) in f.iter().zip(&p) {
            prop_assert_eq!(costly(&mut fast, g), costly(&mut plain, h));
            // A form of few followers has every costly property cheap: a report bounded by
            // `limit` computes them as it did when the follower count alone decided.
            let cheap = fast.cheap_properties(g, limit);
            if fast.follower_count(g) <= limit.into() {
                prop_assert!(cheap.atomic_weight && cheap.reduced_canonical_form && cheap.incentives);
            }
            prop_assert!(cheap.atomic_weight || fast.is_infinitesimal(g));
        }
    }
}

#[test]
fn large_forms_with_many_followers_beyond_their_options_stay_costly() {
    let mut a = Arena::new();
    for (text, followers, atomic_weight) in [
        // Hot: no atomic weight, and its stops say so.
        ("*8 Heat 1 + {3|1}", 120u32, true),
        ("{3000|1000||-5000}", 8003, true),
        // Infinitesimal, its options number-up-stars but ^*200 walks *201 and its 201 options.
        ("{^*200|v*}", 205, false),
    ] {
        let g = a.parse_game(text).unwrap();
        assert_eq!(a.follower_count(g), followers.into(), "{text}");
        let cheap = a.cheap_properties(g, 100);
        assert_eq!(
            (
                cheap.atomic_weight,
                cheap.reduced_canonical_form,
                cheap.incentives
            ),
            (atomic_weight, false, false),
            "{text}"
        );
        // With a limit above the followers, every one is cheap.
        let cheap = a.cheap_properties(g, followers as usize);
        assert!(cheap.reduced_canonical_form && cheap.incentives, "{text}");
    }
}

#[test]
fn forms_whose_options_are_number_up_stars_of_few_followers_are_cheap() {
    let mut a = Arena::new();
    for (text, cheap) in [
        ("{1000000|-1000000}", true),
        ("{10^*3,4|-1000000*}", true),
        ("{2|-1000000*97}", true),
        // The form, 2, and -1000000*98 with its 98 options: 101 forms walked.
        ("{2|-1000000*98}", false),
    ] {
        let g = a.parse_game(text).unwrap();
        assert!(a.follower_count(g) > 100u32.into(), "{text}");
        let found = a.cheap_properties(g, 100);
        assert_eq!(
            (found.reduced_canonical_form, found.incentives),
            (cheap, cheap),
            "{text}"
        );
    }
}
