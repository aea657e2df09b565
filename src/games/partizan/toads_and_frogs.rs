//! Toads and Frogs, and CGSuite's family `GenToadsAndFrogs(maxJump => k)`: on a row of cells, Left's
//! toads (`T`) move right and Right's frogs (`F`) move left, each by a step into an empty cell
//! (`.`) or a jump over one to `k` opposing pieces in a row into the empty cell beyond; who
//! cannot move loses. `k = 1` is Toads and Frogs; `k = 0` (no jumps) is Elephants and Rhinos.
//! Rows of up to 128 cells, `t`/`f` read as `T`/`F`.
//!
//! Pieces never pass pieces of their own kind, so some never move again: a toad at the right
//! end, a frog at the left end, and `k + 1` toads followed by `k + 1` frogs anywhere (`TTFF`
//! in Toads and Frogs, `TF` in Elephants and Rhinos: the inner toad faces more frogs than it
//! may jump, the inner frog more toads, and the outer pieces face their own kind). Dead pieces
//! act as the end of the row, so the row splits there into independent segments. A row read
//! backwards with toads and frogs swapped is the negative.

use crate::engine::rules::PartizanRules;
use crate::games::boards::regions::least_image;
use crate::games::boards::tiles::{Strip, Tile, tiled};
use crate::games::ruleset::Ruleset;
use std::fmt;

/// The rules of CGSuite's `GenToadsAndFrogs(maxJump => k)`: a piece jumps over at most `k`
/// opposing pieces in a row, `k` fixed by a named game or chosen by `--max-jump`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GenToadsAndFrogs<J: MaxJump = ChosenJump>(pub J);

/// Toads and Frogs: jumps over one piece.
pub type ToadsAndFrogs = GenToadsAndFrogs<Jumps<1>>;

/// Elephants and Rhinos: Toads and Frogs without jumps.
pub type ElephantsAndRhinos = GenToadsAndFrogs<Jumps<0>>;

/// How many opposing pieces in a row a piece may jump.
pub trait MaxJump:
    Copy + Default + fmt::Debug + Eq + std::hash::Hash + Send + Sync + 'static
{
    /// That number.
    fn max_jump(self) -> u8;
}

/// `K` pieces, fixed: a named member of the family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Jumps<const K: u8>;

impl<const K: u8> MaxJump for Jumps<K> {
    fn max_jump(self) -> u8 {
        K
    }
}

/// A number of pieces chosen by `--max-jump` (1, as in Toads and Frogs, by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChosenJump(pub u8);

impl Default for ChosenJump {
    fn default() -> Self {
        ChosenJump(1)
    }
}

impl MaxJump for ChosenJump {
    fn max_jump(self) -> u8 {
        self.0
    }
}

/// The flag of `gen-toads-and-frogs`.
#[derive(clap::Args, Clone, Debug)]
pub struct MaxJumpFlag {
    /// How many opposing pieces in a row a piece may jump over (CGSuite's `maxJump`): 0 is
    /// Elephants and Rhinos, 1 Toads and Frogs.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub max_jump: u8,
}

/// A row: its length, the toads' cells and the frogs' cells (cell `i` is bit `i`, from the
/// left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    /// The number of cells, 0 to 128.
    pub len: u8,
    /// Left's toads.
    pub toads: u128,
    /// Right's frogs.
    pub frogs: u128,
}

/// A piece moving from one cell to another (a step or a jump).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hop {
    /// The piece's cell, from 0 at the left.
    pub from: u8,
    /// The cell it lands on.
    pub to: u8,
}

impl fmt::Display for Hop {
    /// Cells from 1: `3-4` (a step) or `3-5` (a jump).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from as usize + 1, self.to as usize + 1)
    }
}

impl Row {
    /// The empty cells.
    pub fn empty(self) -> u128 {
        Strip(self.len.into()).all() & !(self.toads | self.frogs)
    }

    /// The row read backwards with toads and frogs swapped: the negative.
    pub fn mirrored(self) -> Row {
        let strip = Strip(self.len.into());
        Row {
            len: self.len,
            toads: strip.reversed(self.frogs),
            frogs: strip.reversed(self.toads),
        }
    }

    /// Cells `start..end` as a row of their own.
    fn slice(self, start: usize, end: usize) -> Row {
        let cut = |s: u128| Strip(end - start).taken_from(s, start);
        Row {
            len: (end - start) as u8,
            toads: cut(self.toads),
            frogs: cut(self.frogs),
        }
    }
}

tiled! {
    /// `T` Left's toads, `F` Right's frogs (`t` and `f` read as them), `.` empty.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::toads_and_frogs::Row;
    /// let r = Row::parse(b"tt.F", 1, 1).unwrap();
    /// assert_eq!(r.to_string(), "TT.F");
    /// ```
    Row { len: Strip, [toads, frogs] }
    &[
        Tile::new(b'T', 0b01, "Left's toad").or(b't'),
        Tile::new(b'F', 0b10, "Right's frog").or(b'f'),
        Tile::new(b'.', 0, "empty"),
    ]
}

/// `set` shifted by `k` cells towards the right end (`right`) or the left end.
fn shifted(set: u128, k: u32, right: bool) -> u128 {
    if right {
        set.checked_shl(k).unwrap_or(0)
    } else {
        set.checked_shr(k).unwrap_or(0)
    }
}

impl<J: MaxJump> GenToadsAndFrogs<J> {
    /// Every move of the pieces `movers` (toads when `right`, else frogs) over `others`: the
    /// cell it leaves, and the distance it goes.
    fn hops(
        self,
        p: &Row,
        movers: u128,
        others: u128,
        right: bool,
        each: &mut dyn FnMut(u32, u32),
    ) {
        let empty = p.empty();
        // `run`: pieces with `k - 1` opposing pieces in a row ahead of them.
        let mut run = movers;
        for k in 1..=u32::from(self.0.max_jump()) + 1 {
            let mut from = run & shifted(empty, k, !right);
            while from != 0 {
                let i = from.trailing_zeros();
                from &= from - 1;
                each(i, k);
            }
            run &= shifted(others, k, !right);
        }
    }

    /// Whether any piece of the row can move.
    fn has_move(self, p: &Row) -> bool {
        let mut any = false;
        self.hops(p, p.toads, p.frogs, true, &mut |_, _| any = true);
        self.hops(p, p.frogs, p.toads, false, &mut |_, _| any = true);
        any
    }
}

impl<J: MaxJump> PartizanRules for GenToadsAndFrogs<J> {
    type Position = Row;
    type Move = Hop;

    fn left_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        self.hops(p, p.toads, p.frogs, true, &mut |i, k| {
            let next = Row {
                toads: p.toads & !(1 << i) | 1 << (i + k),
                ..*p
            };
            let hop = Hop {
                from: i as u8,
                to: (i + k) as u8,
            };
            each(hop, next);
        });
    }

    fn right_moves(&self, p: &Row, each: &mut dyn FnMut(Hop, Row)) {
        self.hops(p, p.frogs, p.toads, false, &mut |i, k| {
            let next = Row {
                frogs: p.frogs & !(1 << i) | 1 << (i - k),
                ..*p
            };
            let hop = Hop {
                from: i as u8,
                to: (i - k) as u8,
            };
            each(hop, next);
        });
    }

    /// The segments between dead pieces (see the module notes), with those pieces removed;
    /// segments where nobody can ever move are left out.
    fn components(&self, p: &Row) -> Vec<Row> {
        let n = p.len as usize;
        let side = usize::from(self.0.max_jump()) + 1;
        let holds = |set: u128, from: usize, to: usize| (from..to).all(|c| set >> c & 1 == 1);
        let wall = |i: usize| holds(p.toads, i, i + side) && holds(p.frogs, i + side, i + 2 * side);
        let mut out = Vec::new();
        let mut start = 0;
        let mut i = 0;
        while i + 2 * side <= n {
            if wall(i) {
                self.push_segment(p.slice(start, i), &mut out);
                start = i + 2 * side;
                i += 2 * side;
            } else {
                i += 1;
            }
        }
        self.push_segment(p.slice(start, n), &mut out);
        out
    }

    /// The lesser of the row and its mirror image; negated when the mirror image is chosen.
    fn normal_form(&self, region: &Row) -> (Row, bool) {
        least_image(*region, [(region.mirrored(), true)])
    }
}

impl<J: MaxJump> GenToadsAndFrogs<J> {
    /// Adds a segment without its dead ends (toads at the right end, frogs at the left end),
    /// if anyone can still move in it.
    fn push_segment(self, row: Row, out: &mut Vec<Row>) {
        let mut start = 0;
        let mut end = row.len as usize;
        while start < end && row.frogs >> start & 1 == 1 {
            start += 1;
        }
        while end > start && row.toads >> (end - 1) & 1 == 1 {
            end -= 1;
        }
        let segment = row.slice(start, end);
        if self.has_move(&segment) {
            out.push(segment);
        }
    }
}

impl<const K: u8> Ruleset for GenToadsAndFrogs<Jumps<K>> {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = match K {
        0 => "elephants-and-rhinos",
        1 => "toads-and-frogs",
        _ => "gen-toads-and-frogs",
    };
    const FORMAT: &'static str = match K {
        0 => {
            "One row of `T` (Left's elephants, stepping right), `F` (Right's rhinos, stepping \
            left) and `.`."
        }
        _ => TOADS_AND_FROGS_FORMAT,
    };
    const EXAMPLE: &'static str = "TT..FF";
}

const TOADS_AND_FROGS_FORMAT: &str = "One row of `T` (Left's toads, moving right), `F` (Right's \
    frogs, moving left) and `.`.";

impl Ruleset for GenToadsAndFrogs<ChosenJump> {
    type Kind = crate::play::Partizan;
    type Options = MaxJumpFlag;
    const NAME: &'static str = "gen-toads-and-frogs";
    const FORMAT: &'static str = TOADS_AND_FROGS_FORMAT;
    const EXAMPLE: &'static str = "--max-jump 2\nTTT...FFF";

    fn configure(flag: &MaxJumpFlag) -> Result<Self, crate::answer::OptionsError> {
        Ok(GenToadsAndFrogs(ChosenJump(flag.max_jump)))
    }

    fn flags(&self) -> String {
        format!("--max-jump {}", self.0.max_jump())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn steps_and_jumps() {
        assert_moves::<ToadsAndFrogs>("T.F.", Player::Left, &["1-2 -> .TF."]);
        assert_moves::<ToadsAndFrogs>("TF.", Player::Left, &["1-3 -> .FT"]);
        assert_moves::<ToadsAndFrogs>("TF.", Player::Right, &[]);
        assert_moves::<ToadsAndFrogs>(".TF", Player::Right, &["3-1 -> FT."]);
        assert_moves::<ToadsAndFrogs>("T.TF.F", Player::Right, &["6-5 -> T.TFF.", "4-2 -> TFT..F"]);
    }

    #[test]
    fn outcomes_of_small_rows() {
        assert_eq!(outcome::<ToadsAndFrogs>("T.F"), Outcome::N);
        assert_eq!(outcome::<ToadsAndFrogs>("TF"), Outcome::P);
        assert_eq!(outcome::<ToadsAndFrogs>("T.."), Outcome::L);
    }

    #[test]
    fn elephants_and_rhinos_only_step() {
        assert_moves::<ElephantsAndRhinos>("TF.", Player::Left, &[]);
        assert_moves::<ElephantsAndRhinos>("T.F", Player::Left, &["1-2 -> .TF"]);
        assert_moves::<ElephantsAndRhinos>(".TF", Player::Right, &[]);
        // `TF` at cells 6-7 is a wall: the segments `T.FT.` and `.F` are left.
        assert_eq!(regions::<ElephantsAndRhinos>("T.FT.TF.F"), ["T.FT.", ".F"]);
    }

    #[test]
    fn longer_jumps_pass_several_pieces() {
        assert_moves::<GenToadsAndFrogs<Jumps<2>>>("TFF.", Player::Left, &["1-4 -> .FFT"]);
        assert_moves::<GenToadsAndFrogs<Jumps<2>>>("TFFF.", Player::Left, &[]);
        assert_moves::<GenToadsAndFrogs<Jumps<2>>>(".TTF", Player::Right, &["4-1 -> FTT."]);
    }

    #[test]
    fn dead_pieces_split_the_row() {
        assert_eq!(
            regions::<ToadsAndFrogs>("FT.F.TTFFT..F.T"),
            ["T.F.", "T..F."]
        );
        assert_eq!(
            normal_form::<ToadsAndFrogs>("T.TF."),
            (".TF.F".to_string(), true)
        );
        assert_eq!(
            read::<ToadsAndFrogs>("").mirrored(),
            read::<ToadsAndFrogs>("")
        );
    }
}
