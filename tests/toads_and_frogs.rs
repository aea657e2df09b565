//! Toads and Frogs: the split at dead pieces and the mirror normal form agree with the engine's
//! plain search of whole rows; rows print back as read.

use cgsolve::games::partizan::toads_and_frogs::{Row, ToadsAndFrogs};
use cgsolve::text::PositionText;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;
use common::tables::{check_table, same};

/// A row of up to 11 cells, toads and frogs placed at random.
fn small_row() -> impl Strategy<Value = Row> {
    boards(".TF", 1..=1, 0..=11, 11)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn pieces_are_kept(row in small_row()) {
        for player in [Player::Left, Player::Right] {
            for (_, next) in ToadsAndFrogs::default().move_list(&row, player) {
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
        "1:4: expected 'T' (Left's toad), 'F' (Right's frog) or '.' (empty), found 'x'"
    );
}

classic_game_checks!(ToadsAndFrogs, small_row(), 500, 300);

#[test]
fn published_values() {
    let mut values = classic::Values::<ToadsAndFrogs>::new();
    let mut value = |text: &str| values.of(text);
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
fn longer_jumps_agree_with_cgsuite() {
    use cgsolve::games::partizan::toads_and_frogs::{ChosenJump, GenToadsAndFrogs};
    let table = "toads_and_frogs/gen_cgsuite.txt";
    check_table(table, " ", 300..=300, |[k, row, value]| {
        let rules = GenToadsAndFrogs(ChosenJump(k.parse().unwrap()));
        same(classic::Values::with(rules).of(row), value)
    });
}

#[test]
fn longer_jumps_by_hand() {
    use cgsolve::games::partizan::toads_and_frogs::{ChosenJump, GenToadsAndFrogs};
    let mut values = classic::Values::with(GenToadsAndFrogs(ChosenJump(2)));
    // CGSuite's GameStripTest: GenToadsAndFrogs(maxJump => 2)("tttt..fff").
    assert_eq!(values.of("TTTT..FFF"), "{1/2*|v}");
    // The toad jumps both frogs to .FFT, where it is dead at the end and the frogs step:
    // .FFT = {|F.FT} = {|{|FF.T}} = {|{|0}} = -2, and Right has no move from TFF.: {-2|} = 0.
    assert_eq!(values.of("TFF."), "0");
    assert_eq!(values.of(".FFT"), "-2");
    // Three frogs are more than a toad may jump: TTTFFF is a wall, and nobody moves.
    assert_eq!(values.of("TTTFFF"), "0");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Under any jump length, the split at dead pieces and the mirror image keep the values of
    /// the plain search.
    #[test]
    fn longer_jumps_split_as_the_plain_search_values(row in small_row(), k in 0u8..5) {
        use cgsolve::games::partizan::toads_and_frogs::{ChosenJump, GenToadsAndFrogs};
        let rules = GenToadsAndFrogs(ChosenJump(k));
        classic::check_regions_and_text(&rules, &row)?;
        classic::check_region_values(&rules, &row)?;
    }
}

#[test]
fn the_flag_chooses_the_jump() {
    let (code, out, _) =
        common::cgsolve_text(&["gen-toads-and-frogs", "--max-jump", "2"], "TFF...\nT.F\n");
    assert_eq!((code, out.as_str()), (0, "1\n*\n"));
    // Without the flag a toad jumps one frog, as in Toads and Frogs, and is stuck here.
    let (code, out, _) = common::cgsolve_text(&["gen-toads-and-frogs"], "TFF...\n");
    assert_eq!((code, out.as_str()), (0, "0\n"));
    let (code, _, err) = common::cgsolve_text(&["gen-toads-and-frogs", "--max-jump", "x"], "T.F\n");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn the_command_reads_lower_and_upper_case() {
    let (code, out, err) = common::cgsolve_text(&["toads-and-frogs"], "tt..ff\nT.F\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "*\n*\n", ""));
    let (code, out, err) = common::cgsolve_text(&["toads-and-frogs"], "T.F\nT F\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "cgsolve: <stdin>:2:2: expected 'T' (Left's toad), 'F' (Right's frog) or '.' (empty), found a blank\n"
    );
}
