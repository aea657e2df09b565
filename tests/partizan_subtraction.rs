//! Partizan subtraction games (CGSuite's `game.heap.PartizanSubtraction(L, R)`): values
//! against CGSuite's, the impartial members against the subtraction games' nim values, and the
//! command's flags.

use cgsolve::games::partizan_subtraction::{Heap, PartizanSubtraction};
use proptest::prelude::*;

#[allow(unused)]
#[path = "common/classic.rs"]
mod classic;
mod common;

/// A set of one to three counts from 1 to 5.
fn set() -> impl Strategy<Value = Vec<u32>> {
    proptest::collection::vec(1u32..=5, 1..=3)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Heaps print back as read, and the engine's value search agrees with its plain search.
    #[test]
    fn values_agree_with_the_plain_search(left in set(), right in set(), n in 0u32..=16) {
        let rules = PartizanSubtraction::new(left, right);
        classic::check_regions_and_text(&rules, &Heap(n))?;
        classic::check_region_values(&rules, &Heap(n))?;
    }

    /// With one set for both players the game is impartial: heap n is the nimber of the
    /// subtraction game's mex recurrence.
    #[test]
    fn one_set_for_both_is_the_subtraction_game(set in set(), n in 0usize..=30) {
        let mut grundy = vec![0u32; n + 1];
        for h in 1..=n {
            let reached: Vec<u32> =
                set.iter().filter(|&&k| k as usize <= h).map(|&k| grundy[h - k as usize]).collect();
            grundy[h] = (0..).find(|g| !reached.contains(g)).unwrap();
        }
        let expected = match grundy[n] {
            0 => "0".to_string(),
            1 => "*".to_string(),
            g => format!("*{g}"),
        };
        let rules = PartizanSubtraction::new(set.clone(), set);
        prop_assert_eq!(classic::Values::with(rules).of(&n.to_string()), expected);
    }
}

#[test]
fn cgsuites_values() {
    let text = std::fs::read_to_string("tests/data/partizan_subtraction/cgsuite.txt").unwrap();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        let [left, right, heap, expected] = fields[..] else {
            panic!("bad line {line:?}")
        };
        let set = |s: &str| s.split(',').map(|k| k.parse().unwrap()).collect();
        let rules = PartizanSubtraction::new(set(left), set(right));
        assert_eq!(classic::Values::with(rules).of(heap), expected, "{line}");
        checked += 1;
    }
    assert_eq!(checked, 300);
}

#[test]
fn the_command_takes_the_sets_as_flags() {
    // CGSuite's tutorial example, PartizanSubtraction({1,3},{2,3})(6).
    let args = ["partizan-subtraction", "--left", "1,3", "--right", "2,3"];
    let (code, out, _) = common::cgsolve_text(&args, "6\n0\n1\n");
    assert_eq!(
        (code, out.as_str()),
        (0, "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}\n0\n1\n")
    );
    // Both sets are required, and counts start at 1.
    let (code, _, err) = common::cgsolve_text(&["partizan-subtraction", "--left", "1"], "6\n");
    assert_eq!(code, 2);
    assert!(err.contains("--right <SET>"), "{err}");
    let args = ["partizan-subtraction", "--left", "0,1", "--right", "1"];
    let (code, _, err) = common::cgsolve_text(&args, "6\n");
    assert_eq!(code, 2);
    assert!(err.contains("'0,1'") || err.contains("'0'"), "{err}");
}
