//! Elephants and Rhinos (CGSuite's `GenToadsAndFrogs(0)`): pieces only step. The split at
//! dead pieces (`TF`) and the mirror normal form agree with the engine's plain search of
//! whole rows; values by hand from the rules.

use cgsolve::games::partizan::toads_and_frogs::{ElephantsAndRhinos, Row};
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;

/// A row of up to 12 cells, elephants and rhinos placed at random.
fn small_row() -> impl Strategy<Value = Row> {
    boards(".TF", 1..=1, 0..=12, 12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_move_is_one_step_into_an_empty_cell(row in small_row()) {
        for player in [Player::Left, Player::Right] {
            for (hop, next) in ElephantsAndRhinos::default().move_list(&row, player) {
                prop_assert_eq!(hop.from.abs_diff(hop.to), 1);
                prop_assert_eq!(row.empty() >> hop.to & 1, 1);
                prop_assert_eq!(next.toads.count_ones(), row.toads.count_ones());
                prop_assert_eq!(next.frogs.count_ones(), row.frogs.count_ones());
            }
        }
    }
}

classic_game_checks!(ElephantsAndRhinos, small_row(), 400, 300);

#[test]
fn values_by_hand() {
    let mut values = classic::Values::<ElephantsAndRhinos>::new();
    let mut value = |text: &str| values.of(text);
    // One step each, after which nobody moves: {0|0}.
    assert_eq!(value("T.F"), "*");
    // Free steps count for their owner.
    assert_eq!(value("T.."), "2");
    assert_eq!(value("..F"), "-2");
    // A toad facing a frog can never move, nor can the frog; unlike Toads and Frogs, where
    // T.F's toad may jump after the frog steps, TF. is dead here.
    assert_eq!(value("TF."), "0");
    // Left's step leaves .TF. and Right's TF..: both dead, so {0|0}; the empty cell beyond
    // the rhino changes nothing, rhinos stepping left only.
    assert_eq!(value("T.F."), "*");
    // Each side's step leaves * (.T.F or T.F.): {*|*} = 0.
    assert_eq!(value("T..F"), "0");
}

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<ElephantsAndRhinos>::new();
    // From CGSuite (game.strip.ElephantsAndRhinos("...").CanonicalForm, t and f for T and F).
    for (row, expected) in [
        ("..FTT.FFTFF", "{-1|-3}"),
        (".F.FT.F.FTTT", "{-4|-5}"),
        (".TT.F..FF.", "{-3|-6}"),
        ("F..T...F.F", "{-2|-3}"),
        ("FF..FTT.FF.F", "{-2|-5}"),
        ("FT.F..FFF", "{-6|-9}"),
        ("T...F..FT", "{-3|-4}"),
        ("T.F.TT.FF.F.", "{*|-3*}"),
        ("T.FTTFT.T.F", "{2*|1*}"),
        ("F...T.FFTTF", "{0|-1}"),
    ] {
        assert_eq!(values.of(row), expected, "{row}");
    }
}

#[test]
fn the_command_answers_each_row_and_refuses_bad_cells() {
    let (code, out, err) = common::cgsolve_text(&["elephants-and-rhinos"], "T.F\nT..\nTT..FF\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "*\n2\n0\n", ""));
    let (code, out, err) = common::cgsolve_text(&["elephants-and-rhinos"], "T.F\nT x\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:2: expected 'T' (Left's toad), 'F' (Right's frog) or '.' (empty), found a blank\n"
    );
}
