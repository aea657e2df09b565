//! Partizan subtraction games (CGSuite's `game.heap.PartizanSubtraction(L, R)`): values
//! against CGSuite's, the impartial members against the subtraction games' nim values, and the
//! command's flags.

use cgsolve::engine::partizan::PartizanSolver;
use cgsolve::engine::rules::MovesOnly;
use cgsolve::games::partizan::partizan_subtraction::{Heap, PartizanSubtraction, VALUED_HEAP};
use cgsolve::{Outcome, Player};
use proptest::prelude::*;

#[allow(unused)]
#[path = "common/classic.rs"]
mod classic;
mod common;
use common::tables::{check_table, same};

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

    /// The outcome search, which values heaps of at most VALUED_HEAP counters and searches
    /// larger ones, gives each heap's outcome and winning moves that win.
    #[test]
    fn outcomes_agree_with_the_values(left in set(), right in set(), n in 0..=2 * VALUED_HEAP) {
        let rules = PartizanSubtraction::new(left, right);
        classic::check_outcome_search(&rules, &Heap(n))?;
    }
}

/// `partizan-subtraction --left 1,3 --right 2,3` with `flags`, on `input`.
fn tutorial_sets(flags: &[&str], input: &str) -> (i32, String, String) {
    let args = ["partizan-subtraction", "--left", "1,3", "--right", "2,3"];
    let args: Vec<&str> = args.iter().chain(flags).copied().collect();
    common::cgsolve_text(&args, input)
}

/// Demands a refusal: exit code 2, nothing printed, and a message holding each of `parts`.
fn refused((code, out, err): (i32, String, String), parts: &[&str]) {
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    for part in parts {
        assert!(err.contains(part), "{err:?} lacks {part:?}");
    }
}

#[test]
fn a_large_heap_is_refused_within_the_memory_limit_and_nothing_is_printed() {
    // Every heap from 25659 down is remembered: more than 4 MiB's memo holds, refused before
    // the search starts.
    refused(
        tutorial_sets(&["--memory", "4M", "-p", "25659"], ""),
        &[
            "the search of 25659 is too large: it needs at least 25660 remembered regions",
            "what --memory 4 MiB holds (raise it with --memory SIZE)",
        ],
    );
    // Within the memo, the values pass the forms' limit on the way, and the search stops.
    refused(
        tutorial_sets(&["--memory", "64M", "-p", "25659"], ""),
        &["the search of 25659 is too large: it needs more than 50331648 bytes of values"],
    );
    // A value found but too long to print (heap 40 prints in 6.5 MB) is not printed.
    refused(
        tutorial_sets(&["--memory", "16M", "-p", "40"], ""),
        &[
            "the value of 40 is too large: it needs 6510150 bytes to print",
            "that --memory 16 MiB leaves beside the search (raise it with --memory SIZE)",
        ],
    );
    // Heap 2000's text passes what its length can count: said in a unit a person reads.
    refused(
        tutorial_sets(&["--memory", "1G", "-p", "2000"], ""),
        &["the value of 2000 is too large: it needs at least 16 EiB (2^64 bytes) of text"],
    );
    let (code, out, err) = tutorial_sets(&["--memory", "64M", "-p", "40"], "");
    assert_eq!((code, out.len()), (0, 6510151), "{err}");
    // Play from half a million counters lasts longer than the value search's stack holds.
    refused(
        tutorial_sets(&["-p", "500000"], ""),
        &["forms that may be born as late as move 500000, over the limit of 131072 moves"],
    );
}

#[test]
fn the_outcome_of_a_large_heap_is_searched_without_its_value() {
    let rules = PartizanSubtraction::new(vec![1, 3], vec![2, 3]);
    let mut plain = PartizanSolver::new(MovesOnly(rules));
    let heap = Heap(25659);
    let outcome = Outcome::from_first_player_wins(
        plain.wins_moving_first(&heap, Player::Left),
        plain.wins_moving_first(&heap, Player::Right),
    );
    let (code, out, err) = tutorial_sets(&["--outcome-only", "--memory", "64M"], "25659\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(&format!("{outcome:?}")),
        "{out} against {outcome:?}"
    );
}

#[test]
fn cgsuites_values() {
    let table = "partizan_subtraction/cgsuite.txt";
    check_table(table, " ", 300..=300, |[left, right, heap, value]| {
        let set = |s: &str| s.split(',').map(|k| k.parse().unwrap()).collect();
        let rules = PartizanSubtraction::new(set(left), set(right));
        same(classic::Values::with(rules).of(heap), value)
    });
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
