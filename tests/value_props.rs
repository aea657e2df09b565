//! Laws every canonical form obeys, on random games; comparisons and sums checked against a
//! plain game-tree search and against an arena with its caches off.

use cgsolve::Dyadic;
use cgsolve::theory::canonical::{Arena, Caching, GameId, Value};
use proptest::prelude::*;
use rustc_hash::FxHashMap;

#[path = "common/random_games.rs"]
mod random;
#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;
use random::random_games;

/// Whether the player to move wins `h - g`, by plain search over the two forms' options.
struct Reference {
    memo: FxHashMap<(GameId, GameId, bool), bool>,
}

impl Reference {
    fn first_wins(&mut self, a: &mut Arena, h: GameId, g: GameId, left: bool) -> bool {
        if let Some(&w) = self.memo.get(&(h, g, left)) {
            return w;
        }
        // In h - g, Left moves h to a left option or g to a right option; Right the reverse.
        let (in_h, in_g) = if left {
            (a.left_options(h), a.right_options(g))
        } else {
            (a.right_options(h), a.left_options(g))
        };
        let wins = in_h.into_iter().any(|h2| !self.first_wins(a, h2, g, !left))
            || in_g.into_iter().any(|g2| !self.first_wins(a, h, g2, !left));
        self.memo.insert((h, g, left), wins);
        wins
    }

    /// `g <= h` exactly when Left wins `h - g` moving second.
    fn leq(&mut self, a: &mut Arena, g: GameId, h: GameId) -> bool {
        !self.first_wins(a, h, g, false)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn g_minus_g_is_zero(seed in any::<u64>()) {
        let mut a = Arena::new();
        for g in random_games(&mut a, seed, 3) {
            let d = a.sub(g, g);
            prop_assert_eq!(d, a.zero());
        }
    }

    #[test]
    fn sums_commute_and_associate(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 3);
        let (g, h, k) = (v[0], v[1], v[2]);
        let gh = a.add(g, h);
        let hg = a.add(h, g);
        prop_assert_eq!(gh, hg);
        let left = a.add(gh, k);
        let hk = a.add(h, k);
        let right = a.add(g, hk);
        prop_assert_eq!(left, right);
    }

    #[test]
    fn comparison_matches_search_of_the_difference(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 4);
        let mut reference = Reference { memo: FxHashMap::default() };
        for &g in &v {
            for &h in &v {
                let fast = a.leq(g, h);
                let plain = reference.leq(&mut a, g, h);
                prop_assert_eq!(fast, plain, "{} <= {}", a.to_notation(g), a.to_notation(h));
            }
        }
    }

    #[test]
    fn sums_are_the_values_of_their_game_trees(seed in any::<u64>()) {
        // G + H equals G + H exactly when each is <= the other by plain search of the sum.
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 3);
        let s = a.add(v[0], v[1]);
        let mut reference = Reference { memo: FxHashMap::default() };
        let minus = a.neg(v[1]);
        // s - v0 - v1 = 0, searched as (s - v0) against v1 form by form.
        let d = a.sub(s, v[0]);
        prop_assert!(reference.leq(&mut a, d, v[1]) && reference.leq(&mut a, v[1], d));
        let back = a.add(s, minus);
        prop_assert_eq!(back, v[0]);
    }

    #[test]
    fn gift_horses_and_dominated_options_change_nothing(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 4);
        let g = v[0];
        let (lo, ro) = (a.left_options(g), a.right_options(g));
        // Dominated: one less than a left option, one more than a right option.
        let mut left = lo.clone();
        let mut right = ro.clone();
        let (one, minus_one) = (a.integer(1), a.integer(-1));
        for &l in &lo {
            left.push(a.add(l, minus_one));
        }
        for &r in &ro {
            right.push(a.add(r, one));
        }
        let same = a.construct(left, right);
        prop_assert_eq!(same, g);
        // Gift horses: a left option A with A <| G, a right option with A |> G.
        for &x in &v[1..] {
            if a.less_or_confused(x, g) {
                let mut left = lo.clone();
                left.push(x);
                let same = a.construct(left, ro.clone());
                prop_assert_eq!(same, g);
            }
            if a.greater_or_confused(x, g) {
                let mut right = ro.clone();
                right.push(x);
                let same = a.construct(lo.clone(), right);
                prop_assert_eq!(same, g);
            }
        }
        // A reversible option {y | G} (its right option G <= G) is bypassed.
        let zero = a.zero();
        let reversible = a.construct(vec![zero], vec![g]);
        let mut left = lo.clone();
        left.push(reversible);
        let same = a.construct(left, ro.clone());
        prop_assert_eq!(same, g);
    }

    #[test]
    fn printing_then_parsing_gives_the_same_game(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 3);
        let s = a.add(v[1], v[2]);
        for g in [v[0], v[1], v[2], s] {
            let text = a.to_notation(g);
            let back = a.parse_expression(&text);
            prop_assert_eq!(back, Ok(Value::Game(g)), "{}", text);
        }
    }

    #[test]
    fn texts_are_counted_and_capped_as_they_are_printed(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 3);
        let s = a.add(v[1], v[2]);
        for g in [v[0], v[1], v[2], s] {
            let text = a.to_notation(g);
            prop_assert_eq!(a.notation_len(g), text.len() as u64, "{}", text);
            prop_assert_eq!(a.notation_within(g, text.len()), Some(text.clone()));
            prop_assert_eq!(a.notation_within(g, text.len() - 1), None, "{}", text);
        }
    }

    #[test]
    fn caches_off_gives_the_same_forms(seed in any::<u64>()) {
        let mut cached = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let a = random_games(&mut cached, seed, 3);
        let b = random_games(&mut plain, seed, 3);
        let sa = cached.sum(&a);
        let sb = plain.sum(&b);
        prop_assert_eq!(cached.to_notation(sa), plain.to_notation(sb));
        prop_assert_eq!(cached.thermograph(sa), plain.thermograph(sb));
        prop_assert_eq!(cached.leq(a[0], a[1]), plain.leq(b[0], b[1]));
    }

    #[test]
    fn comparisons_refused_by_stops_agree_with_the_plain_definition(seed in any::<u64>()) {
        let mut cached = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let a = random_games(&mut cached, seed, 6);
        let b = random_games(&mut plain, seed, 6);
        for i in 0..a.len() {
            for j in 0..a.len() {
                prop_assert_eq!(cached.leq(a[i], a[j]), plain.leq(b[i], b[j]), "{} {}", i, j);
            }
        }
    }

    #[test]
    fn remembered_heating_cooling_and_ordinal_sums_agree_with_the_plain_ones(
        seed in any::<u64>(),
    ) {
        let mut cached = Arena::new();
        let mut plain = Arena::with_caching(Caching::Off);
        let a = random_games(&mut cached, seed, 3);
        let b = random_games(&mut plain, seed, 3);
        let half = Dyadic::new(1, 1);
        // Twice in the cached arena: the second answer comes from its cache.
        for _ in 0..2 {
            let made = [
                cached.heat(a[0], a[1]),
                cached.cool(a[0], &half),
                cached.overheat(a[0], a[1], a[2]),
                cached.ordinal_sum(a[1], a[0]),
            ];
            let want = [
                plain.heat(b[0], b[1]),
                plain.cool(b[0], &half),
                plain.overheat(b[0], b[1], b[2]),
                plain.ordinal_sum(b[1], b[0]),
            ];
            for (g, h) in made.into_iter().zip(want) {
                prop_assert_eq!(cached.to_notation(g), plain.to_notation(h));
            }
        }
    }

    #[test]
    fn means_add_and_stops_bracket_them(seed in any::<u64>()) {
        let mut a = Arena::new();
        let v = random_games(&mut a, seed, 2);
        let s = a.add(v[0], v[1]);
        let (m0, m1, ms) = (a.mean(v[0]), a.mean(v[1]), a.mean(s));
        prop_assert_eq!(ms, m0 + m1);
        for g in [v[0], v[1], s] {
            let (l, r, m) = (a.left_stop(g), a.right_stop(g), a.mean(g));
            prop_assert!(r <= m && m <= l, "stops {} {} mean {}", l, r, m);
            let t = a.thermograph(g);
            prop_assert_eq!(t.mast(), m);
        }
    }

    #[test]
    fn reduced_forms_differ_by_an_infinitesimal(seed in any::<u64>()) {
        let mut a = Arena::new();
        for g in random_games(&mut a, seed, 2) {
            let r = a.reduced_canonical_form(g);
            let d = a.sub(g, r);
            prop_assert!(a.is_infinitesimal(d), "{} vs {}", a.to_notation(g), a.to_notation(r));
            let rr = a.reduced_canonical_form(r);
            prop_assert_eq!(rr, r);
        }
    }

    #[test]
    fn uptimal_expansions_rebuild_their_games(
        coefficients in prop::collection::vec(-2i64..=2, 0..5),
        nim in 0u32..4,
        halves in -3i64..=3,
        seed in any::<u64>(),
    ) {
        let mut a = Arena::new();
        // Built by arithmetic: the expansion must be found again exactly.
        let x = Dyadic::new(halves, 1);
        let mut g = a.number(x.clone());
        let star = a.nimber(nim);
        g = a.add(g, star);
        for (i, &c) in coefficients.iter().enumerate() {
            let p = a.up_power(i + 1);
            let p = if c < 0 { a.neg(p) } else { p };
            for _ in 0..c.abs() {
                g = a.add(g, p);
            }
        }
        let mut trimmed = coefficients.clone();
        while trimmed.last() == Some(&0) {
            trimmed.pop();
        }
        let e = a.uptimal_expansion(g);
        prop_assert_eq!(e.map(|e| (e.number, e.nim, e.coefficients)), Some((x, nim, trimmed)));
        // Any game recognised as an uptimal is the sum its expansion names.
        for h in random_games(&mut a, seed, 3) {
            if let Some(e) = a.uptimal_expansion(h) {
                let mut rebuilt = a.number(e.number.clone());
                let star = a.nimber(e.nim);
                rebuilt = a.add(rebuilt, star);
                for (i, &c) in e.coefficients.iter().enumerate() {
                    let p = a.up_power(i + 1);
                    let p = if c < 0 { a.neg(p) } else { p };
                    for _ in 0..c.abs() {
                        rebuilt = a.add(rebuilt, p);
                    }
                }
                prop_assert_eq!(rebuilt, h, "{}", a.to_notation(h));
            }
        }
    }
}
