//! Sums with a nimber or a number-up-star built by the shortcut (`G + *k` without every
//! `G + *j`) against CGSuite's plain construction option by option, on random games; and the
//! memory limit of an arena.

use cgsolve::Dyadic;
use cgsolve::theory::canonical::{Arena, Caching, GameId, LimitExceeded, Limited, Nus};
use proptest::prelude::*;

#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;
use rng::Rng;

/// Random games from options drawn from a growing pool of numbers, nimbers, ups and switches,
/// so that some sums with a nimber reverse and some do not.
fn random_game(arena: &mut Arena, seed: u64, size: usize) -> GameId {
    let mut rng = Rng(seed | 1);
    let mut pool = vec![
        arena.zero(),
        arena.nimber(1),
        arena.nimber(2),
        arena.nimber(3),
        arena.integer(1),
        arena.integer(-1),
        arena.integer(2),
        arena.number(Dyadic::new(1, 1)),
        arena.up(),
    ];
    let down = arena.neg(pool[8]);
    pool.push(down);
    let mut last = arena.zero();
    for _ in 0..size {
        let nl = 1 + rng.below(3);
        let nr = 1 + rng.below(3);
        let left: Vec<GameId> = (0..nl).map(|_| pool[rng.below(pool.len())]).collect();
        let right: Vec<GameId> = (0..nr).map(|_| pool[rng.below(pool.len())]).collect();
        last = arena.construct(left, right);
        pool.push(last);
    }
    last
}

/// `G + (x + ups.^ + *nim)` in `arena`, printed.
fn sum_printed(arena: &mut Arena, seed: u64, size: usize, nus: &Nus) -> String {
    let g = random_game(arena, seed, size);
    let h = arena.nus(nus.clone());
    let s = arena.add(g, h);
    let t = arena.add(h, g);
    assert_eq!(s, t, "sums commute");
    arena.to_notation(s)
}

fn nus(halves: i64, ups: i64, nim: u32) -> Nus {
    Nus {
        number: Dyadic::new(halves, 1),
        ups,
        nim,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn nimber_sums_match_the_plain_construction(
        seed in any::<u64>(),
        size in 1usize..6,
        nim in 1u32..12,
    ) {
        let star = nus(0, 0, nim);
        let mut fast = Arena::new();
        let mut plain = Arena::new();
        plain.set_shortcuts(false);
        let a = sum_printed(&mut fast, seed, size, &star);
        let b = sum_printed(&mut plain, seed, size, &star);
        prop_assert_eq!(a, b);
    }

    #[test]
    fn number_up_star_sums_match_the_plain_construction(
        seed in any::<u64>(),
        size in 1usize..6,
        halves in -4i64..=4,
        ups in -3i64..=3,
        nim in 0u32..9,
    ) {
        let h = nus(halves, ups, nim);
        let mut fast = Arena::new();
        let mut plain = Arena::new();
        plain.set_shortcuts(false);
        let a = sum_printed(&mut fast, seed, size, &h);
        let b = sum_printed(&mut plain, seed, size, &h);
        prop_assert_eq!(a, b);
    }

    /// `{x + *A | x + *B}` for one number `x`: made at once as `x + *m` when both mexes are
    /// `m >= 1`, else simplified; the same form as the plain construction either way.
    #[test]
    fn options_of_one_number_plus_nimbers_match_the_plain_construction(
        halves in -4i64..=4,
        left in proptest::collection::vec(0u32..5, 0..5),
        right in proptest::collection::vec(0u32..5, 0..5),
    ) {
        let printed = |arena: &mut Arena| {
            let mut side = |nims: &[u32]| -> Vec<GameId> {
                nims.iter().map(|&m| arena.nus(nus(halves, 0, m))).collect()
            };
            let (l, r) = (side(&left), side(&right));
            let g = arena.construct(l, r);
            arena.to_notation(g)
        };
        let mut plain = Arena::new();
        plain.set_shortcuts(false);
        prop_assert_eq!(printed(&mut Arena::new()), printed(&mut plain));
    }

    #[test]
    fn nimber_sums_match_the_uncached_reference(
        seed in any::<u64>(),
        size in 1usize..4,
        nim in 1u32..5,
    ) {
        let star = nus(0, 0, nim);
        let mut fast = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let a = sum_printed(&mut fast, seed, size, &star);
        let b = sum_printed(&mut plain, seed, size, &star);
        prop_assert_eq!(a, b);
    }
}

#[test]
fn sums_with_large_nimbers_have_their_known_forms() {
    // G + *k for a switch G = {a|b} of numbers a > b + 1: {a*k | b*k} (the sums G + *j all
    // reverse, through b + *j), printed as CGSuite prints them; the fuzzer found the first
    // three slow. The last two as the plain construction makes them (checked before the
    // shortcut was added).
    let mut a = Arena::new();
    for (text, value) in [
        ("+-5-*300", "+-(5*300)"),
        ("+-5-*64", "+-(5*64)"),
        ("+-188888885-*888", "+-(188888885*888)"),
        ("{3|-1} + *4096", "{3*4096|-1*4096}"),
        ("{1|*} + *100", "{1*100|*101}"),
        ("+-1 +-2 +-3 + *100", "+-{6*100|4*100||2*100|*100}"),
    ] {
        let g = a.parse_game(text).unwrap();
        assert_eq!(a.to_notation(g), value, "{text}");
    }
}

#[test]
fn an_arena_over_its_limit_stops_the_work_and_keeps_exact_results() {
    let mut a = Arena::new();
    let big = "+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8 +-9 +-10";
    let err = a.limited(1 << 16).parse_game(big).unwrap_err();
    assert_eq!(err.limit, 1 << 16);
    assert!(a.held_bytes() > 1 << 16);
    // Without the view, the same arena (with what it remembered) gives the plain arena's
    // answer.
    let g = a.parse_game(big).unwrap();
    let mut plain = Arena::new();
    let h = plain.parse_game(big).unwrap();
    assert_eq!(a.to_notation(g), plain.to_notation(h));
}

/// Everything asked of `text`'s game, printed: its form and the properties that make forms.
fn report(a: &mut Limited, text: &str) -> Result<Vec<String>, LimitExceeded> {
    let g = a.parse_game(text)?.unwrap();
    let mut out = vec![a.to_notation(g)?, a.thermograph(g)?.to_string()];
    let reduced = a.reduced_canonical_form(g)?;
    out.push(a.to_notation(reduced)?);
    out.push(match a.atomic_weight(g)? {
        Ok(w) => a.to_notation(w)?,
        Err(e) => e.to_string(),
    });
    for i in a.left_incentives(g)? {
        out.push(a.to_notation(i)?);
    }
    let zero = a.arena().zero();
    out.push(format!("{:?}", a.relation(g, zero)?));
    Ok(out)
}

#[test]
fn work_stopped_at_a_limit_is_never_half_done_and_leaves_exact_caches() {
    let texts = [
        "+-1 +-2 +-3 +-4 +-5 +-6",
        "{3|-1} + *6 + ^",
        "{1|*} + {2|{1|0}} + v + *3",
        "+-1 +-2 +-3 + *6",
        "^<3> + v[2] + {0|{0|-1}}",
        "Tiny(2) + Miny(1/2) + *2",
    ];
    let mut plain = Arena::new();
    let mut unlimited = plain.limited(usize::MAX);
    let expected: Vec<Vec<String>> = texts
        .iter()
        .map(|t| report(&mut unlimited, t).unwrap())
        .collect();
    // One arena through every limit, small to large: each try either stops, with the arena
    // really past the limit, or answers exactly, whatever the stopped tries left behind.
    let mut a = Arena::new();
    let mut stopped = 0;
    let mut limit = 1 << 10;
    while limit <= 1 << 22 {
        for (text, want) in texts.iter().zip(&expected) {
            match report(&mut a.limited(limit), text) {
                Ok(got) => assert_eq!(&got, want, "{text} within {limit} bytes"),
                Err(e) => {
                    assert_eq!(e.limit, limit);
                    assert!(
                        a.held_bytes() > limit,
                        "{text}: stopped below {limit} bytes"
                    );
                    stopped += 1;
                }
            }
        }
        limit *= 2;
    }
    assert!(stopped > 0, "no limit was reached: the test checks nothing");
    for (text, want) in texts.iter().zip(&expected) {
        assert_eq!(
            &report(&mut a.limited(usize::MAX), text).unwrap(),
            want,
            "{text}"
        );
    }
}
