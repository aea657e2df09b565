//! Even/Odd piles (CHEFGM): the sample, the tricky cases of the issue, Hackenbush values from
//! the literature, the fast solver against the plain partizan search, and the command line.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "../benches/baselines/evenodd.rs"]
#[allow(dead_code)]
mod baseline;

mod common;
use common::cgsolve;

use cgsolve::games::contests::evenodd::explain::{self, winning_moves_by_search};
use cgsolve::games::contests::evenodd::solve::{
    FastSolver, Total, colours, distinct_pile_value, pile_value, stalk, winning_moves_by_values,
};
use cgsolve::games::contests::evenodd::{
    Case, EvenOdd, Rules, Verdict, format, reference_verdict, scan,
};
use cgsolve::theory::sign_expansion::number_with_signs;
use cgsolve::{Contest, Dyadic, Outcome, PartizanSolver, Player};
use proptest::prelude::*;
use std::process::Command;

const SAMPLE: &str = "2\n2\n2 3 4\n2 4 5\n1\n3 1 2 3\n";

fn d(s: &str) -> Dyadic {
    s.parse().unwrap()
}

/// The fast answer and the searched answer of a test, which must agree, and the fast one.
fn check(piles: &[Vec<u32>], expected: Verdict) {
    let test = Case::from_piles(piles);
    let fast = FastSolver::new().verdict(&test);
    let searched = reference_verdict(&mut PartizanSolver::new(Rules), &test.to_position());
    assert_eq!(fast, searched, "fast and search disagree on {piles:?}");
    assert_eq!(fast, expected, "{piles:?}");
}

fn value_of(piles: &[Vec<u32>]) -> Dyadic {
    FastSolver::new()
        .total(&Case::from_piles(piles))
        .to_dyadic()
}

fn answers(input: &str) -> Vec<String> {
    let mut game = EvenOdd::new();
    let tests = game.parse(input.as_bytes()).unwrap();
    tests
        .iter()
        .map(|t| game.answer(t).unwrap().into_owned())
        .collect()
}

#[test]
fn sample() {
    assert_eq!(answers(SAMPLE), ["DON'T PLAY", "ODD"]);
    check(&[vec![3, 4], vec![4, 5]], Verdict::DontPlay);
    check(&[vec![1, 2, 3]], Verdict::Odd);
    assert_eq!(value_of(&[vec![1, 2, 3]]), d("-3/4"));
}

#[test]
fn duplicates_count_once() {
    // Three copies of 2 are one edge: choosing 2 removes them all.
    assert_eq!(value_of(&[vec![2, 2, 2]]), d("1"));
    check(&[vec![2, 2, 2], vec![1]], Verdict::DontPlay);
    // 3 2 3 2: the stalk 2 3, worth 1/2.
    assert_eq!(value_of(&[vec![3, 2, 3, 2]]), d("1/2"));
    check(&[vec![3, 2, 3, 2]], Verdict::Even);
    check(&[vec![3, 2, 3, 2], vec![5, 5, 5]], Verdict::Odd);
    check(&[vec![7, 7, 4, 4, 9, 9], vec![8, 8, 8]], Verdict::Even);
}

#[test]
fn zero_is_even() {
    assert_eq!(value_of(&[vec![0]]), d("1"));
    check(&[vec![0]], Verdict::Even);
    check(&[vec![0, 1]], Verdict::Even);
    check(&[vec![1, 0]], Verdict::Even);
    check(&[vec![0, 1], vec![0, 1], vec![1]], Verdict::DontPlay);
    check(&[vec![0, 0, 1], vec![3]], Verdict::Odd);
}

#[test]
fn empty_piles() {
    check(&[], Verdict::DontPlay);
    check(&[vec![]], Verdict::DontPlay);
    check(&[vec![], vec![], vec![]], Verdict::DontPlay);
    check(&[vec![], vec![6], vec![]], Verdict::Even);
    assert_eq!(
        answers("3\n1\n0\n0\n2\n0\n1 5\n"),
        ["DON'T PLAY", "DON'T PLAY", "ODD"]
    );
    let tests = format::parse(b"1\n3\n0\n2 1 2\n0 \n").unwrap();
    let sizes: Vec<usize> = tests[0].piles().map(<[u32]>::len).collect();
    assert_eq!(sizes, [0, 2, 0]);
    let report = EvenOdd::new()
        .report(&Case::from_piles(&[vec![], vec![6]]))
        .unwrap();
    assert!(
        report
            .board
            .unwrap()
            .starts_with("pile 1: (empty)\npile 2: 6\n")
    );
    assert_eq!(report.parts[0].describe, "pile 1: (empty)");
    assert_eq!(report.parts[0].value, "0");
    assert_eq!(report.value.as_deref(), Some("1"));
}

#[test]
fn forty_five_alternating_parities() {
    // 0 1 2 ... 44: 1 - 1/2 + 1/4 - ... + 1/2^44 = (2/3)(1 + 2^-45), so 3 × value = 2 + 2^-44.
    let pile: Vec<u32> = (0..45).rev().collect();
    let value = value_of(std::slice::from_ref(&pile));
    assert_eq!(value.exponent(), 44);
    assert_eq!(
        value.clone() + value.clone() + value.clone(),
        d("2") + Dyadic::new(1, 44)
    );
    assert_eq!(value, pile_value(&pile));
    check(std::slice::from_ref(&pile), Verdict::Even);
    // Against a whole pile of odd-first alternation worth -(2/3)(1 + 2^-45): exactly zero.
    let odd_first: Vec<u32> = (1..46).collect();
    check(&[pile.clone(), odd_first.clone()], Verdict::DontPlay);
    // One edge more on top of the odd pile tips the balance by 2^-45.
    let mut longer = odd_first;
    longer.push(46);
    assert_eq!(
        value_of(&[pile.clone(), longer.clone()]),
        Dyadic::new(1, 45)
    );
    check(&[pile.clone(), longer], Verdict::Even);
    // Every even choice wins: each leaves a partial sum 0, 1, 1/2, 3/4, ... ≥ 0.
    let test = Case::from_piles(std::slice::from_ref(&pile));
    let total = FastSolver::new().total(&test).to_dyadic();
    let by_values = winning_moves_by_values(&test, &total);
    assert_eq!(by_values.len(), 23);
    assert_eq!(
        by_values,
        winning_moves_by_search(&test.to_position(), Player::Left)
    );
}

#[test]
fn hackenbush_strings_from_the_literature() {
    // Blue, red, blue, red, red from the ground up is 9/16 (Berlekamp, Conway, Guy).
    assert_eq!(value_of(&[vec![2, 3, 4, 5, 7]]), d("9/16"));
    assert_eq!(value_of(&[vec![16, 11, 9, 8, 4]]), d("11/8")); // the editorial's example
    assert_eq!(value_of(&[vec![2, 3]]), d("1/2"));
    assert_eq!(value_of(&[vec![1, 2, 4]]), d("-1/4"));
    assert_eq!(value_of(&[vec![2, 3, 5]]), d("1/4"));
    assert_eq!(value_of(&[vec![1, 3, 5]]), d("-3"));
    // 1/2 + 1/2 - 1 = 0: a second-player win.
    check(&[vec![2, 3], vec![4, 5], vec![7]], Verdict::DontPlay);
    for pile in [vec![2, 3, 4, 5, 7], vec![4, 8, 9, 11, 16], vec![1, 2, 4]] {
        assert_eq!(pile_value(&pile), number_with_signs(colours(&stalk(&pile))));
    }
}

#[test]
fn values_stay_exact_past_sixty_four_halvings() {
    // 200 alternating edges: 199 halvings.
    let pile: Vec<u32> = (0..200).collect();
    let value = value_of(std::slice::from_ref(&pile));
    assert_eq!(value.exponent(), 199);
    assert_eq!(value, pile_value(&pile));
    // 1 2 ... 199 is the mirror image of 0 1 ... 198: the sum leaves only the top edge of the
    // first pile, 199 (odd), worth -1/2^199.
    let mirror: Vec<u32> = (1..200).collect();
    assert_eq!(
        value_of(&[pile.clone(), mirror.clone()]),
        -Dyadic::new(1, 199)
    );
    check_fast_only(&[pile, mirror], Verdict::Odd);
}

/// The fast answer alone, for tests too large to search.
fn check_fast_only(piles: &[Vec<u32>], expected: Verdict) {
    let test = Case::from_piles(piles);
    assert_eq!(FastSolver::new().verdict(&test), expected, "{piles:?}");
}

#[test]
fn winning_moves_of_the_sample() {
    // Chef as ODD on 1 2 3 (-3/4): choosing 1 leaves 0, choosing 3 leaves -1/2; both win.
    let test = Case::from_piles(&[vec![1, 2, 3]]);
    let report = EvenOdd::new().report(&test).unwrap();
    let moves: Vec<(usize, u32)> = report
        .winning_moves
        .unwrap()
        .iter()
        .map(|m| (m.facts.pile, m.facts.number))
        .collect();
    assert_eq!(moves, [(1, 1), (1, 3)]);
}

#[test]
fn winning_moves_beyond_the_search_come_from_the_values() {
    // 14 piles: over 4^12 reachable positions, too many to search.
    let mut piles: Vec<Vec<u32>> = (0..12u32)
        .map(|i| {
            if i.is_multiple_of(2) {
                vec![5, 3, 2]
            } else {
                vec![1, 2, 4]
            }
        })
        .collect();
    piles.push(vec![2, 0]);
    piles.push(vec![1]);
    let test = Case::from_piles(&piles);
    assert!(test.to_position().reachable_bound() > explain::SEARCH_LIMIT);
    let total = FastSolver::new().total(&test).to_dyadic();
    assert_eq!(total, d("1")); // 6 × 1/4 + 6 × (-1/4) + 2 - 1
    let (moves, method) = explain::winning_moves(&test, &total);
    assert_eq!(method, explain::Method::Values);
    // Each even choice, made by the rule (remove every number ≥ it), wins for Left with Right
    // to move next exactly when the value it leaves is ≥ 0.
    let mut expected = Vec::new();
    for (i, pile) in piles.iter().enumerate() {
        let mut evens: Vec<u32> = pile
            .iter()
            .copied()
            .filter(|x| x.is_multiple_of(2))
            .collect();
        evens.sort_unstable();
        evens.dedup();
        for number in evens {
            let cut: Vec<u32> = pile.iter().copied().filter(|&x| x < number).collect();
            if (total.clone() - pile_value(pile) + pile_value(&cut)).signum() >= 0 {
                expected.push((i, number));
            }
        }
    }
    let found: Vec<(usize, u32)> = moves.iter().map(|c| (c.pile, c.number)).collect();
    assert_eq!(found, expected);
    // Choosing 0 in the pile 2 0 leaves -1: the one even move that loses.
    assert_eq!(found.len(), 6 + 2 * 6 + 1);
    assert!(!found.contains(&(12, 0)));
    assert!(found.contains(&(12, 2)));
}

#[test]
fn parse_errors_name_line_and_column() {
    let err = |input: &str| format::parse(input.as_bytes()).unwrap_err().to_string();
    assert_eq!(
        err("1\n1\n3 1 2\n"),
        "3:6: expected number 3 of the 3 in pile 1 of test 1, found the end of the line"
    );
    assert_eq!(
        err("1\n2\n1 4\n2 -1 3\n"),
        "4:3: expected number 1 of the 2 in pile 2 of test 1, found '-'"
    );
    assert_eq!(
        err("1\n1\n2 4 x\n"),
        "3:5: expected number 2 of the 2 in pile 1 of test 1, found 'x'"
    );
    assert_eq!(
        err("1\n1\n2 4 5x\n"),
        "3:6: expected a space or the end of the line after number 2 of the 2 in pile 1 of test 1, found 'x'"
    );
    assert_eq!(
        err("3\n1\n1 2\n1\n1 3\n"),
        "6:1: expected the number of piles k of test 3, found the end of the input"
    );
    assert_eq!(
        err("1\n1\n2 4 5 6\n"),
        "3:7: expected the end of pile 1 of test 1, which announced 2 numbers, found '6'"
    );
    assert_eq!(
        err("1\n1\n1 4294967296\n"),
        "3:3: number 1 of pile 1 of test 1 is 4294967296, over the limit of 4294967295"
    );
    assert_eq!(
        err("1\n1\n1 4\n7\n"),
        "4:1: expected the end of the input after 1 tests, found '7'"
    );
    assert_eq!(
        err(""),
        "1:1: expected the number of tests t, found the end of the input"
    );
    assert_eq!(
        err("1\n2\n1 4\n"),
        "4:1: expected the count n of pile 2 of test 1, found the end of the input"
    );
}

#[test]
fn inputs_the_fast_reader_leaves_to_the_careful_one() {
    // Leading zeros past ten digits, CRLF line ends, blank lines, tabs: all read alike.
    let input = b"2\r\n\r\n1\r\n2 000000000004 \t7\r\n1\n\n 3 1 2 3";
    let tests = format::parse(input).unwrap();
    assert_eq!(tests, format::parse_careful(input).unwrap());
    assert_eq!(tests[0], Case::from_piles(&[vec![4, 7]]));
    assert_eq!(scan::parse_fast(input), None);
    let ordinary = SAMPLE.as_bytes();
    assert_eq!(
        scan::parse_fast(ordinary).unwrap(),
        format::parse_careful(ordinary).unwrap()
    );
}

/// Small tests: up to 4 piles of up to 5 numbers below 12 (so that copies are common).
fn small_test() -> impl Strategy<Value = Vec<Vec<u32>>> {
    prop::collection::vec(prop::collection::vec(0u32..12, 0..=5), 0..=4)
}

/// Numbers anywhere in range, piles long enough to pass 64 halvings.
fn long_pile() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(prop_oneof![0u32..8, any::<u32>(), 0u32..200], 0..150)
}

/// Distinct numbers, in no order: the piles the fast solver values without sorting.
fn distinct_pile() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::hash_set(prop_oneof![any::<u32>(), 0u32..100], 1..=48)
        .prop_map(|set| set.into_iter().collect())
}

/// A test written in the contest format, with its whitespace varied.
fn written(tests: &[Vec<Vec<u32>>], gaps: &[&str]) -> String {
    let mut gap = gaps.iter().cycle();
    let mut s = format!("{}\n", tests.len());
    for piles in tests {
        s.push_str(&format!("{}{}", piles.len(), gap.next().unwrap()));
        s.push('\n');
        for pile in piles {
            s.push_str(&pile.len().to_string());
            for n in pile {
                s.push_str(gap.next().unwrap());
                s.push(' ');
                s.push_str(&n.to_string());
            }
            s.push('\n');
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn fast_solver_agrees_with_the_partizan_search(piles in small_test()) {
        let test = Case::from_piles(&piles);
        let position = test.to_position();
        let mut solver = PartizanSolver::new(Rules);
        let fast = FastSolver::new().verdict(&test);
        prop_assert_eq!(fast, reference_verdict(&mut solver, &position));
        // A number is never fuzzy: Chef never wins with both choices.
        prop_assert_ne!(solver.outcome(&position), Outcome::N);
        let baseline = baseline::answers(&written(std::slice::from_ref(&piles), &[""])).unwrap();
        prop_assert_eq!(baseline, vec![fast.as_str()]);
    }

    #[test]
    fn winning_moves_from_values_are_the_searched_ones(piles in small_test()) {
        let test = Case::from_piles(&piles);
        let total = FastSolver::new().total(&test).to_dyadic();
        let by_values = winning_moves_by_values(&test, &total);
        let position = test.to_position();
        let expected = match Verdict::from_sign(total.signum()).chef() {
            Some(chef) => winning_moves_by_search(&position, chef),
            None => {
                // Neither side has a winning first move in a zero game.
                prop_assert!(winning_moves_by_search(&position, Player::Left).is_empty());
                prop_assert!(winning_moves_by_search(&position, Player::Right).is_empty());
                Vec::new()
            }
        };
        prop_assert_eq!(by_values, expected);
    }

    #[test]
    fn fixed_point_path_equals_the_exact_stalk_value(
        piles in prop::collection::vec(prop_oneof![long_pile(), distinct_pile()], 0..5)
    ) {
        let test = Case::from_piles(&piles);
        let exact: Dyadic = piles.iter().map(|p| number_with_signs(colours(&stalk(p)))).sum();
        let total = FastSolver::new().total(&test);
        prop_assert_eq!(total.signum(), exact.signum());
        prop_assert_eq!(total.to_dyadic(), exact);
        let mut one = Total::new();
        for p in &piles {
            one.add_stalk(&stalk(p));
        }
        prop_assert_eq!(one, total);
    }

    #[test]
    fn ranks_without_sorting_give_the_stalk_value(pile in distinct_pile()) {
        let (numerator, halvings) = distinct_pile_value::<48>(&pile).unwrap();
        prop_assert_eq!(Dyadic::new(numerator, u64::from(halvings)), pile_value(&pile));
        let mut tied = pile.clone();
        tied.push(pile[pile.len() / 2]);
        prop_assert_eq!(distinct_pile_value::<64>(&tied), None);
    }

    #[test]
    fn fast_reader_reads_what_the_careful_one_reads(
        tests in prop::collection::vec(
            prop::collection::vec(prop::collection::vec(any::<u32>(), 0..8), 0..4), 0..4),
        gaps in prop::collection::vec(prop_oneof![Just(""), Just(" "), Just("\t"), Just("\r")], 1..5),
        edits in prop::collection::vec((any::<prop::sample::Index>(), prop::sample::select(
            vec![b' ', b'\n', b'\r', b'-', b'0', b'7', b'9', b'x', b'/', b':', 0xff])), 0..3),
    ) {
        let text = written(&tests, &gaps);
        let careful = format::parse_careful(text.as_bytes()).unwrap();
        let expected: Vec<Case> = tests.iter().map(|t| Case::from_piles(t)).collect();
        prop_assert_eq!(&careful, &expected);
        prop_assert_eq!(format::parse(text.as_bytes()).unwrap(), expected.clone());
        prop_assert_eq!(scan::parse_fast(text.as_bytes()), Some(expected));
        let mut bytes = text.into_bytes();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        if let Some(fast) = scan::parse_fast(&bytes) {
            prop_assert_eq!(Ok(fast), format::parse_careful(&bytes));
        }
    }
}

#[test]
fn command_line_answers_the_sample_file() {
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/evenodd/sample1.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(["evenodd", sample])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "DON'T PLAY\nODD\n");
}

#[test]
fn command_line_refuses_bad_input_without_answers() {
    let out = cgsolve(&["evenodd"], "2\n1\n1 2\n1\n3 1 2\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("<stdin>:5:6:"), "{err}");
    assert!(
        err.contains("number 3 of the 3 in pile 1 of test 2"),
        "{err}"
    );
}

#[test]
fn command_line_names_the_file_of_bad_input() {
    let path = std::env::temp_dir().join(format!("cgsolve-evenodd-{}.txt", std::process::id()));
    std::fs::write(&path, "1\n1\n2 4 -5\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(["evenodd", "--explain"])
        .arg(&path)
        .output()
        .unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    let expected = format!(
        "cgsolve: {}:3:5: expected number 2 of the 2 in pile 1 of test 1, found '-'",
        path.display()
    );
    assert_eq!(err.trim_end(), expected);
}

#[test]
fn command_line_explains_and_writes_json() {
    let out = cgsolve(&["evenodd", "--explain"], SAMPLE);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("value: -3/4"), "{text}");
    assert!(text.contains("  - pile 1: 3R 4B: -1/2"), "{text}");
    assert!(
        text.contains("winning moves: none: every move loses"),
        "{text}"
    );
    assert!(
        text.contains("1:3 chooses 3 in pile 1: it removes 3"),
        "{text}"
    );

    let out = cgsolve(&["evenodd", "--json"], SAMPLE);
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["answer"], "DON'T PLAY");
    assert_eq!(lines[0]["value"], "0");
    assert_eq!(lines[0]["parts"][1]["value"], "1/2");
    assert_eq!(lines[1]["outcome"], "R");
    assert_eq!(lines[1]["winning_moves"][1]["number"], 3);
    assert_eq!(lines[1]["winning_moves"][1]["value_after"], "-1/2");
}
