//! Backsliding Toads and Frogs (CGSuite's `BackslidingToadsAndFrogs`, that is
//! `GenToadsAndFrogs(minSlide => -1)`): Toads and Frogs where a piece may also step one cell
//! back into an empty cell, so positions repeat and values are loopy. Left's toads (`T`) step
//! right or back left, or jump right over one frog; Right's frogs (`F`) the mirror image. Rows
//! are read as Toads and Frogs reads them (`t`/`f` as `T`/`F`, up to 128 cells).

use crate::engine::rules::PartizanRules;
use crate::games::partizan::toads_and_frogs::{Hop, Row};
use crate::games::ruleset::Ruleset;

/// The rules of Backsliding Toads and Frogs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BackslidingToadsAndFrogs;

impl BackslidingToadsAndFrogs {
    /// Every move of the pieces `movers` (toads when `forward_right`, else frogs) over the
    /// opposing `others`: the cell it leaves and the cell it lands on (a step forward, a step
    /// back, a jump over one opposing piece).
    fn hops(p: &Row, movers: u128, others: u128, forward_right: bool, each: &mut dyn FnMut(Hop)) {
        let empty = p.empty();
        let len = u32::from(p.len);
        let is = |set: u128, i: i64| i >= 0 && i < i64::from(len) && set >> i & 1 == 1;
        let sign: i64 = if forward_right { 1 } else { -1 };
        let mut pieces = movers;
        while pieces != 0 {
            let i = i64::from(pieces.trailing_zeros());
            pieces &= pieces - 1;
            let mut go = |to: i64| {
                each(Hop {
                    from: i as u8,
                    to: to as u8,
                })
            };
            if is(empty, i + sign) {
                go(i + sign);
            }
            if is(empty, i - sign) {
                go(i - sign);
            }
            if is(others, i + sign) && is(empty, i + 2 * sign) {
                go(i + 2 * sign);
            }
        }
    }

    fn moved(p: &Row, hop: Hop, toad: bool) -> Row {
        let moved = |set: u128| set & !(1 << hop.from) | 1 << hop.to;
        if toad {
            Row {
                toads: moved(p.toads),
                ..*p
            }
        } else {
            Row {
                frogs: moved(p.frogs),
                ..*p
            }
        }
    }
}

impl PartizanRules for BackslidingToadsAndFrogs {
    type Position = Row;
    type Move = Hop;

    fn left_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        Self::hops(p, p.toads, p.frogs, true, &mut |hop| {
            each(hop, Self::moved(p, hop, true))
        });
    }

    fn right_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        Self::hops(p, p.frogs, p.toads, false, &mut |hop| {
            each(hop, Self::moved(p, hop, false))
        });
    }
}

impl Ruleset for BackslidingToadsAndFrogs {
    type Kind = crate::play::LoopyPartizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "backsliding-toads-and-frogs";
    const FORMAT: &'static str = "One row of `T` (Left's toads, stepping right or back left, \
        jumping right), `F` (Right's frogs, the mirror image) and `.`.";
    const EXAMPLE: &'static str = "TTT..FFF";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::PositionText;

    fn moves(text: &str, left: bool) -> Vec<String> {
        let p = Row::parse(text.as_bytes(), 1, 1).expect("a row");
        let mut out = Vec::new();
        let mut each = |h: Hop, q: Row| out.push(format!("{h} -> {q}"));
        if left {
            BackslidingToadsAndFrogs.left_moves(&p, &mut each);
        } else {
            BackslidingToadsAndFrogs.right_moves(&p, &mut each);
        }
        out
    }

    #[test]
    fn pieces_step_both_ways_and_jump_forward() {
        assert_eq!(moves(".T.", true), ["2-3 -> ..T", "2-1 -> T.."]);
        assert_eq!(moves(".TF.", true), ["2-1 -> T.F.", "2-4 -> ..FT"]);
        assert_eq!(moves(".TF.", false), ["3-4 -> .T.F", "3-1 -> FT.."]);
        assert_eq!(moves("FT.", false), Vec::<String>::new());
        assert_eq!(moves(".FT", false), ["2-1 -> F.T"]);
    }
}
