//! The traits a game implements so that the engine can solve it.
//!
//! The rules are a value (a board's geometry, a dictionary, a code) and a position is plain data
//! (a bitset, a small struct) that derives `Eq` and `Hash`: the engine asks the rules about a
//! position, never the position about itself.
//!
//! | item | required | default, and what it costs |
//! |---|---|---|
//! | `moves` | yes | — |
//! | `options` | no | `moves` with the move dropped: one more indirect call per option |
//! | `components` | no | the position itself: no decomposition, so sums are searched whole |
//! | `for_each_component` | no | `components` collected into a `Vec`: one allocation per call |
//! | `canonical` | no | the position itself: each symmetric image is searched and stored |
//! | `known_value` | no | `None`: every position is searched |

use crate::theory::canonical::{Arena, GameId};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Player;
use std::hash::Hash;

/// Moves of an impartial game, each with the position it leads to.
pub type MoveList<R> = Vec<(<R as ImpartialRules>::Move, <R as ImpartialRules>::Position)>;

/// Moves of a partizan game, each with the position it leads to.
pub type PartizanMoveList<R> = Vec<(<R as PartizanRules>::Move, <R as PartizanRules>::Position)>;

/// The rules of an impartial game under normal play: both players have the same moves, and the
/// player who cannot move loses.
pub trait ImpartialRules {
    /// A position: plain data, compared and hashed as data.
    type Position: Clone + Eq + Hash;
    /// A move, as a player would name it (used to explain winning moves).
    type Move: Clone;

    /// Calls `each` with every legal move from `p` and the position it leads to, each move once.
    fn moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position));

    /// Calls `each` with the position after every legal move from `p`: the search's hot loop.
    /// Defaults to [`moves`](ImpartialRules::moves) with the move dropped; a game whose moves
    /// are costly to name overrides it.
    fn options(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Position)) {
        self.moves(p, &mut |_, next| each(next));
    }

    /// The independent parts of `p`, whose sum is `p`. Defaults to `p` itself. Each part
    /// returned must itself be a single part.
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        vec![p.clone()]
    }

    /// Calls `each` with every part [`components`](ImpartialRules::components) returns; a game
    /// that can list its parts without allocating overrides it.
    fn for_each_component(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Position)) {
        for part in self.components(p) {
            each(part);
        }
    }

    /// A representative of `p`'s symmetry class with the same Grundy value. Defaults to `p`.
    ///
    /// The solver uses the result only as a memo key, beside `p` itself: it never lists its
    /// moves. So a game may return a code that is not one of its positions (a shape, say), as
    /// long as two positions with the same code have the same value and a code never equals a
    /// position of another value.
    fn canonical(&self, p: &Self::Position) -> Self::Position {
        p.clone()
    }

    /// The Grundy value of a single part `p` when the game knows it without search (a strategy
    /// argument, a closed formula), else `None` (the default). It must be cheap: the solver asks
    /// before every memo lookup.
    fn known_value(&self, p: &Self::Position) -> Option<Nimber> {
        let _ = p;
        None
    }

    /// Every legal move from `p` with the position it leads to, in the order `moves` gives them.
    fn move_list(&self, p: &Self::Position) -> Vec<(Self::Move, Self::Position)> {
        let mut out = Vec::new();
        self.moves(p, &mut |m, next| out.push((m, next)));
        out
    }
}

/// Rules borrowed are the same rules: `Solver::new(&rules)` leaves `rules` with the caller.
impl<R: ImpartialRules + ?Sized> ImpartialRules for &R {
    type Position = R::Position;
    type Move = R::Move;
    fn moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        (**self).moves(p, each)
    }
    fn options(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Position)) {
        (**self).options(p, each)
    }
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        (**self).components(p)
    }
    fn for_each_component(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Position)) {
        (**self).for_each_component(p, each)
    }
    fn canonical(&self, p: &Self::Position) -> Self::Position {
        (**self).canonical(p)
    }
    fn known_value(&self, p: &Self::Position) -> Option<Nimber> {
        (**self).known_value(p)
    }
}

/// The rules of a partizan game under normal play: Left and Right have different moves, and the
/// player who cannot move loses.
///
/// | item | required | default, and what it costs |
/// |---|---|---|
/// | `left_moves`, `right_moves` | yes | — |
/// | `components` | no | the position itself: sums are valued whole |
/// | `normal_form` | no | the position itself: each symmetric image is valued and stored |
/// | `known_value` | no | `None`: every part is searched |
/// | `worth_valuing` | no | at most [`SMALL_PART_MOVES`] moves for both players together |
/// | `mobility` | no | the moves counted one by one |
/// | `move_bounds` | no | `None`: no part is decided by counting moves |
///
/// The hooks serve values ([`ValueSolver`](super::values::ValueSolver)): a value is the sum of
/// its parts' values. Outcomes do not add over sums, so the plain outcome search
/// ([`PartizanSolver`](super::partizan::PartizanSolver)) searches positions whole; the outcome
/// search of large sums ([`OutcomeSolver`](super::outcomes::OutcomeSolver)) uses every hook:
/// parts worth valuing stand as their values, `mobility` orders the moves, `move_bounds`
/// decides a sum by counting moves.
pub trait PartizanRules {
    /// A position: plain data, compared and hashed as data.
    type Position: Clone + Eq + Hash;
    /// A move, as a player would name it (used to explain winning moves).
    type Move: Clone;

    /// Calls `each` with every move Left can make from `p` and the position it leads to.
    fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position));

    /// Calls `each` with every move Right can make from `p` and the position it leads to.
    fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position));

    /// The independent parts of `p` (regions of a board, piles), whose sum is `p`. Defaults to
    /// `p` itself. Each part returned must itself be a single part; a part worth 0 whatever
    /// happens may be left out.
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        vec![p.clone()]
    }

    /// The normal form of a single part under the game's symmetries, and whether its value is
    /// the negative of the part's (a symmetry that swaps the players: a transpose in
    /// Domineering, the colours swapped in Clobber). Two parts with the same normal form and
    /// sign have the same value. Defaults to the part itself, not negated.
    fn normal_form(&self, part: &Self::Position) -> (Self::Position, bool) {
        (part.clone(), false)
    }

    /// The value of a single part in normal form when the game knows it without search (a
    /// closed formula, a strategy argument), made in `arena`; else `None` (the default). It
    /// must be cheap: the solver asks before searching each part.
    fn known_value(&self, part: &Self::Position, arena: &mut Arena) -> Option<GameId> {
        let _ = (part, arena);
        None
    }

    /// Whether the canonical value of a single part in normal form is cheap enough to compute
    /// for the outcome search to stand it in for the part. Defaults to: both players together
    /// have at most [`SMALL_PART_MOVES`] moves in it.
    fn worth_valuing(&self, part: &Self::Position) -> bool {
        let mut moves = 0;
        self.left_moves(part, &mut |_, _| moves += 1);
        self.right_moves(part, &mut |_, _| moves += 1);
        moves <= SMALL_PART_MOVES
    }

    /// How many moves `player` has from `p`: the outcome search tries first the moves that
    /// leave the mover most moves against the opponent's. Defaults to the moves counted.
    fn mobility(&self, p: &Self::Position, player: Player) -> u32 {
        let mut moves = 0;
        self.moves_of(p, player, &mut |_, _| moves += 1);
        moves
    }

    /// Bounds on the moves each player can still make in `p` (a part, or a position after a
    /// move in one, whose parts' bounds add up), whatever happens in it, when the game can count
    /// them cheaply (Domineering's safe moves); else `None` (the default). The outcome search
    /// decides sums by them and orders moves by the safe moves they leave.
    fn move_bounds(&self, part: &Self::Position) -> Option<MoveBounds> {
        let _ = part;
        None
    }

    /// The moves of `player`.
    fn moves_of(
        &self,
        p: &Self::Position,
        player: Player,
        each: &mut dyn FnMut(Self::Move, Self::Position),
    ) {
        match player {
            Player::Left => self.left_moves(p, each),
            Player::Right => self.right_moves(p, each),
        }
    }

    /// Every move of `player` from `p` with the position it leads to.
    fn move_list(&self, p: &Self::Position, player: Player) -> Vec<(Self::Move, Self::Position)> {
        let mut out = Vec::new();
        self.moves_of(p, player, &mut |m, next| out.push((m, next)));
        out
    }
}

/// Rules borrowed are the same rules: `ValueSolver::new(&rules)` leaves `rules` with the caller.
impl<R: PartizanRules + ?Sized> PartizanRules for &R {
    type Position = R::Position;
    type Move = R::Move;
    fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        (**self).left_moves(p, each)
    }
    fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        (**self).right_moves(p, each)
    }
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        (**self).components(p)
    }
    fn normal_form(&self, part: &Self::Position) -> (Self::Position, bool) {
        (**self).normal_form(part)
    }
    fn known_value(&self, part: &Self::Position, arena: &mut Arena) -> Option<GameId> {
        (**self).known_value(part, arena)
    }
    fn worth_valuing(&self, part: &Self::Position) -> bool {
        (**self).worth_valuing(part)
    }
    fn mobility(&self, p: &Self::Position, player: Player) -> u32 {
        (**self).mobility(p, player)
    }
    fn move_bounds(&self, part: &Self::Position) -> Option<MoveBounds> {
        (**self).move_bounds(part)
    }
}

/// The most moves both players together may have in a part for the default
/// [`PartizanRules::worth_valuing`] to value it.
pub const SMALL_PART_MOVES: u32 = 6;

/// Bounds on the moves each player can still make in a part, indexed by player (Left first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveBounds {
    /// Moves the player can make whatever the opponent does, none of them spoiling another.
    pub safe: [u32; 2],
    /// Moves the player can make unless the opponent spoils them first (Bullock's vulnerable
    /// moves): none spoils another or a safe move, and one move of the opponent spoils at
    /// most two of them.
    pub spoilable: [u32; 2],
    /// Spoilable moves (counted apart from [`spoilable`](Self::spoilable)) such that a move of
    /// the opponent that spoils one of them spoils no other spoilable move (Bullock's
    /// vulnerable moves of the first type).
    pub spoilable_singly: [u32; 2],
    /// At most how many moves the player can make in all.
    pub most: [u32; 2],
}

/// The bounds of a sum: each player's counts added.
impl std::ops::Add for MoveBounds {
    type Output = MoveBounds;
    fn add(self, other: MoveBounds) -> MoveBounds {
        let add = |a: [u32; 2], b: [u32; 2]| [a[0] + b[0], a[1] + b[1]];
        MoveBounds {
            safe: add(self.safe, other.safe),
            spoilable: add(self.spoilable, other.spoilable),
            spoilable_singly: add(self.spoilable_singly, other.spoilable_singly),
            most: add(self.most, other.most),
        }
    }
}

impl MoveBounds {
    /// The bounds of the part with the players swapped (a part standing negated).
    pub fn swapped(self) -> MoveBounds {
        let swap = |a: [u32; 2]| [a[1], a[0]];
        MoveBounds {
            safe: swap(self.safe),
            spoilable: swap(self.spoilable),
            spoilable_singly: swap(self.spoilable_singly),
            most: swap(self.most),
        }
    }

    /// How many moves `player` (index 0 for Left, 1 for Right) can surely make, moving first
    /// when `first`: every safe move, and of the `a` spoilable moves spoiled singly and the `b`
    /// others, the more of `ceil((a + b) / 3)` and `ceil(a / 2) + floor(b / 3)` or
    /// `floor(a / 2) + ceil(b / 3)` moving first, `floor((a + b) / 3)` and
    /// `floor(a / 2) + floor(b / 3)` moving second.
    ///
    /// Proof. Safe moves stay open whatever is played: the opponent cannot spoil them, and the
    /// player's own moves are elsewhere, so the player makes them all after the spoilable ones.
    /// Every move of the opponent spoils at most two spoilable moves. Playing, at each turn, a
    /// spoilable move still open, of `k` of them the player's `i`-th is open moving first when
    /// `k - (i - 1) - 2(i - 1) >= 1`, that is for `i <= ceil(k / 3)`; moving second, the
    /// opponent has moved once more before each, `k - (i - 1) - 2i >= 1`, `i <= floor(k / 3)`.
    /// Or, keeping the two kinds apart, moving second: the player answers a move that spoils
    /// one spoiled singly with another of those, and a move that spoils others with one of
    /// the others, when one is open, and any other move with any spoilable move open (a move
    /// more never lowers what a pile yields); a move of the opponent spoils one of the first
    /// kind alone, or up to two of the second, so each pile yields half or a third of itself,
    /// rounded down. Moving first, the player takes one of either kind first, then answers.
    pub fn surely(self, player: usize, first: bool) -> u32 {
        let (a, b) = (self.spoilable_singly[player], self.spoilable[player]);
        let chances = if first {
            let apart = (a.div_ceil(2) + b / 3).max(a / 2 + b.div_ceil(3));
            (a + b).div_ceil(3).max(apart)
        } else {
            ((a + b) / 3).max(a / 2 + b / 3)
        };
        self.safe[player] + chances
    }

    /// Whether `player`, moving first, wins by counting alone: `Some(true)` when the moves
    /// they [surely](Self::surely) make outlast every move the opponent can make,
    /// `Some(false)` when the opponent's sure moves, moving second, match every move of
    /// theirs, else `None`.
    ///
    /// Proof. A player who can surely make `g` moves on their turns, against an opponent who
    /// can make at most `m`, wins moving first when `g > m`: after the opponent's last move
    /// they still have a move. Moving second they win when `g >= m`: each of the opponent's
    /// at most `m` moves is answered.
    pub fn decides(self, player: Player) -> Option<bool> {
        let (me, them) = match player {
            Player::Left => (0, 1),
            Player::Right => (1, 0),
        };
        if self.surely(me, true) > self.most[them] {
            Some(true)
        } else if self.surely(them, false) >= self.most[me] {
            Some(false)
        } else {
            None
        }
    }
}

/// Partizan rules with their moves alone, every optional hook at its default: searched, they
/// give the plain search of whole positions, the reference a game's hooks (parts, normal forms,
/// known values) are checked against.
#[derive(Clone, Copy, Debug, Default)]
pub struct MovesOnly<R>(pub R);

impl<R: PartizanRules> PartizanRules for MovesOnly<R> {
    type Position = R::Position;
    type Move = R::Move;
    fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        self.0.left_moves(p, each)
    }
    fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        self.0.right_moves(p, each)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_third_of_the_spoilable_moves_is_sure_rounded_by_who_starts() {
        let bounds = |safe, spoilable, most| MoveBounds {
            safe: [safe, 0],
            spoilable: [spoilable, 0],
            spoilable_singly: [0, 0],
            most: [most, most],
        };
        let sure = |b: MoveBounds| (b.surely(0, true), b.surely(0, false));
        assert_eq!(sure(bounds(0, 0, 3)), (0, 0));
        assert_eq!(sure(bounds(0, 1, 3)), (1, 0));
        assert_eq!(sure(bounds(2, 3, 5)), (3, 3));
        assert_eq!(sure(bounds(2, 4, 6)), (4, 3));
        assert_eq!(sure(bounds(1, 8, 9)), (4, 3));
        // Left's one sure move moving first beats Right's none; moving second, Right's two
        // spoilable moves give Right nothing sure.
        let b = MoveBounds {
            safe: [0, 0],
            spoilable: [1, 2],
            spoilable_singly: [0, 0],
            most: [1, 0],
        };
        assert_eq!(b.decides(Player::Left), Some(true));
        assert_eq!(b.swapped().decides(Player::Right), Some(true));
        // Spoiled singly, two give one moving second; with one of the others, moving first,
        // the player takes the other and answers in the pair.
        let singly = |a, b| MoveBounds {
            safe: [0, 0],
            spoilable: [b, 0],
            spoilable_singly: [a, 0],
            most: [0, 0],
        };
        let sure = |b: MoveBounds| (b.surely(0, true), b.surely(0, false));
        assert_eq!(sure(singly(2, 0)), (1, 1));
        assert_eq!(sure(singly(2, 1)), (2, 1));
        assert_eq!(sure(singly(1, 2)), (1, 1));
        assert_eq!(sure(singly(4, 3)), (3, 3));
    }
}
