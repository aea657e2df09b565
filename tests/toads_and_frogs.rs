//! Toads and Frogs: the split at dead pieces and the mirror normal form agree with the engine's
//! plain search of whole rows; rows print back as read.

use cgsolve::games::regions::{RegionRules, plain_outcome, region_sum_outcome};
use cgsolve::games::toads_and_frogs::{Row, ToadsAndFrogs};
use cgsolve::{Outcome, PartizanRules, Player};
use proptest::prelude::*;

/// The outcome of the negative of a game with outcome `o`.
fn negated_outcome(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

/// A row of up to 11 cells, toads and frogs placed at random.
fn small_row() -> impl Strategy<Value = Row> {
    proptest::collection::vec(prop_oneof![Just('.'), Just('T'), Just('F')], 0..=11).prop_map(
        |cells| {
            let text: String = cells.into_iter().collect();
            Row::parse(text.as_bytes(), 1, 1).unwrap()
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn segments_and_mirrors_keep_the_outcome(row in small_row()) {
        prop_assert_eq!(
            region_sum_outcome(&ToadsAndFrogs, &row),
            plain_outcome(&ToadsAndFrogs, &row)
        );
    }

    #[test]
    fn each_segment_normal_form_keeps_or_swaps_the_outcome(row in small_row()) {
        for region in ToadsAndFrogs.regions(&row) {
            let (normal, negated) = ToadsAndFrogs.normalise(&region);
            let outcome = plain_outcome(&ToadsAndFrogs, &region);
            let expected = if negated { negated_outcome(outcome) } else { outcome };
            prop_assert_eq!(plain_outcome(&ToadsAndFrogs, &normal), expected);
        }
    }

    #[test]
    fn rows_print_back_as_read(row in small_row()) {
        let text = row.to_string();
        prop_assert_eq!(Row::parse(text.as_bytes(), 1, 1).unwrap(), row);
    }

    #[test]
    fn pieces_are_kept(row in small_row()) {
        for player in [Player::Left, Player::Right] {
            for (_, next) in ToadsAndFrogs.move_list(&row, player) {
                prop_assert_eq!(next.toads.count_ones(), row.toads.count_ones());
                prop_assert_eq!(next.frogs.count_ones(), row.frogs.count_ones());
                prop_assert_eq!(next.toads & next.frogs, 0);
            }
        }
    }
}

#[test]
fn rows_over_128_cells_are_refused_where_they_pass_the_limit() {
    let text = ".".repeat(129);
    let e = Row::parse(text.as_bytes(), 5, 3).unwrap_err();
    assert_eq!((e.line, e.column), (5, 3 + 128));
    assert!(e.message.contains("128"), "{e}");
    let e = Row::parse(b"TT.x", 1, 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "1:4: expected a cell ('T', 'F' or '.'), found 'x'"
    );
}

mod common;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::region_values::RegionValues;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn region_values_equal_the_engine_values_of_whole_rows(row in small_row()) {
        let mut fast = RegionValues::new(ToadsAndFrogs, 1 << 20);
        let g = fast.value(&row).unwrap();
        let mut plain = ValueSolver::new(ToadsAndFrogs);
        let h = plain.value(&row);
        prop_assert_eq!(fast.arena().to_notation(g), plain.arena().to_notation(h));
    }
}

#[test]
fn published_values() {
    let mut values = RegionValues::new(ToadsAndFrogs, 1 << 20);
    let mut value = |text: &str| {
        let g = values
            .value(&Row::parse(text.as_bytes(), 1, 1).unwrap())
            .unwrap();
        values.arena().to_notation(g)
    };
    // CGSuite's test suite.
    assert_eq!(
        value("ttttt..fffff"),
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"
    );
    // Winning Ways, chapter 1: T.F is *, T.. is 2 (two free steps), TF is 0.
    assert_eq!(value("T.F"), "*");
    assert_eq!(value("T.."), "2");
    assert_eq!(value("TF"), "0");
}

#[test]
fn the_command_reads_lower_and_upper_case() {
    let (code, out, err) = common::cgsolve_text(&["toads-and-frogs"], "tt..ff\nT.F\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "*\n*\n", ""));
    let (code, out, err) = common::cgsolve_text(&["toads-and-frogs"], "T.F\nT F\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:2: expected a cell ('T', 'F' or '.'), found a blank\n"
    );
}
