//! Toppling Dominoes: the mirror and colour-swap normal form agrees with the engine's plain
//! search of whole rows; values are CGSuite's (`game.strip.TopplingDominoes(...)`).

use cgsolve::games::partizan::toppling_dominoes::{Dominoes, TopplingDominoes};
use cgsolve::text::PositionText;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use classic::classic_game_checks;
use common::boards::boards;

/// A row of up to 9 dominoes of random colours.
fn small_row() -> impl Strategy<Value = Dominoes> {
    boards("lre", 1..=1, 0..=9, 9)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_move_leaves_one_side_of_the_toppled_domino(row in small_row()) {
        for player in [Player::Left, Player::Right] {
            let moves = TopplingDominoes.move_list(&row, player);
            let own = match player {
                Player::Left => row.left,
                Player::Right => row.right,
            };
            prop_assert_eq!(moves.len(), 2 * own.count_ones() as usize);
            for (topple, next) in moves {
                let i = topple.domino;
                let kept = if topple.leftwards { row.len - i - 1 } else { i };
                prop_assert_eq!(next.len, kept);
            }
        }
    }
}

classic_game_checks!(TopplingDominoes, small_row(), 300, 200);

#[test]
fn cgsuites_values() {
    let mut values = classic::Values::<TopplingDominoes>::new();
    let mut value = |text: &str| values.of(text);
    // By hand: a blue domino is a free move for Left, a green one a move for either.
    assert_eq!(value("l"), "1");
    assert_eq!(value("e"), "*");
    assert_eq!(value("l.l"), "2");
    // From CGSuite (game.strip.TopplingDominoes("...").CanonicalForm).
    for (row, expected) in [
        ("lrrlrrl", "Tiny(1/2)"),
        ("lre", "*2"),
        ("erlle", "{0,{0,{1|0}|0},{1|0},{1,{1|0}|0,*}|0,*}"),
        ("llelerelrl", "{2,{2|1}|1/2,{1/2|-1},{1|1/2,{1/2|-1}}}"),
        ("rrrerllerl", "{*,{1|*},{{1|0},{1|*}|0,*}|-3,{0|-3}}"),
        ("lllrelllle", "{{4|0},{4||2|0}|0,{0,{4|0}|0},{2|0}}"),
        ("lllrerrrll", "{2|{1|-2},{1|0,{0|-2}},+-{2,{2|0}}}"),
        ("lreellr", "{{0,{1|0}|0},{1|0},{1|*,*2}|0,*,*2}"),
        ("lrrerll", "{1|{0|-1},{0|0,{0|-1}},+-{1,{1|0}}}"),
        ("eeerr", "{0,*,*2|-2,{0|-2},{0,*|-2,{0|-2}}}"),
        ("eelrr", "{0,*,*2|-1,{0|-1},{0,*|-1,{0|-1}}}"),
        ("lrerlrle", "{*,*2,*3,{0|*,*2,*3}|0,*,*2,*3,*4}"),
    ] {
        assert_eq!(value(row), expected, "{row}");
    }
}

#[test]
fn rows_are_read_with_their_limits() {
    let e = Dominoes::parse(b"lrx", 3, 2).unwrap_err();
    assert_eq!(
        e.to_string(),
        "3:4: expected 'l' (blue domino), 'r' (red domino), 'e' (green domino) or '.' (skipped), found 'x'"
    );
    let long = "l".repeat(129);
    let e = Dominoes::parse(long.as_bytes(), 1, 1).unwrap_err();
    assert_eq!((e.line, e.column), (1, 129));
    assert!(e.message.contains("128"), "{e}");
    let (code, out, err) = common::cgsolve_text(&["toppling-dominoes"], "lrrlrrl\nl.r.e\n");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, "Tiny(1/2)\n*2\n", "")
    );
}
