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

    /// For rules not known to be short (a game written by a user): play searches keep their
    /// path and tell this the position they refuse as met again on it. `None`: short.
    const REPEATED: Option<fn(&Self::Position)> = None;

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
    const REPEATED: Option<fn(&Self::Position)> = R::REPEATED;
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

    /// The safe moves of each player in `p` (Left first), as [`move_bounds`](Self::move_bounds)
    /// counts them, when the game counts them: the outcome search orders moves by them, once
    /// for every option, so a game may count them alone, cheaper than every bound. Defaults to
    /// the move bounds' safe moves.
    fn safe_moves(&self, p: &Self::Position) -> Option<[u32; 2]> {
        self.move_bounds(p).map(|b| b.safe)
    }

    /// How much the outcome search prefers move `m` in part `p` among moves that leave the
    /// same counts (higher first); defaults to 0, no preference.
    fn move_preference(&self, p: &Self::Position, m: &Self::Move) -> i64 {
        let _ = (p, m);
        0
    }

    /// For rules not known to be short (a game written by a user): play searches keep their
    /// path and tell this the position they refuse as met again on it. `None`: short.
    const REPEATED: Option<fn(&Self::Position)> = None;

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
    const REPEATED: Option<fn(&Self::Position)> = R::REPEATED;
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
    fn safe_moves(&self, p: &Self::Position) -> Option<[u32; 2]> {
        (**self).safe_moves(p)
    }
    fn move_preference(&self, p: &Self::Position, m: &Self::Move) -> i64 {
        (**self).move_preference(p, m)
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
    /// Protective areas (Bullock's): places apart from every other counted move where whoever
    /// moves first takes two moves and leaves the other none. The player's first move in one
    /// leaves a second move of theirs that nothing spoils and takes away two moves counted in
    /// the opponent's [`most`](Self::most); the opponent's first move in one spoils both of
    /// the player's, and touches no other counted move.
    pub protective: [u32; 2],
    /// At most how many moves the player can make in all.
    pub most: [u32; 2],
    /// The empty cells of the part.
    pub cells: u32,
    /// Cells the opponent can never cover that lie in none of the player's safe or spoilable
    /// moves: however the player's counted moves go, these cells stay out of both players'
    /// dominoes.
    pub unreachable: [u32; 2],
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
            protective: add(self.protective, other.protective),
            most: add(self.most, other.most),
            cells: self.cells + other.cells,
            unreachable: add(self.unreachable, other.unreachable),
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
            protective: swap(self.protective),
            most: swap(self.most),
            cells: self.cells,
            unreachable: swap(self.unreachable),
        }
    }

    /// How many moves `player` (index 0 for Left, 1 for Right) can surely make, moving first
    /// when `first`, counting their safe and spoilable moves but not their protective areas:
    /// every safe move, and of the `a` spoilable moves spoiled singly and the `b` others,
    /// `floor(a / 2) + floor(b / 3)` moving second, one more when `a` is odd and `b` is not a
    /// multiple of 3; moving first, one more than the most of that the player leaves by
    /// taking one spoilable move.
    ///
    /// Proof. Safe moves stay open whatever is played: the opponent cannot spoil them, and the
    /// player's own moves are elsewhere, so the player makes them all after the spoilable ones.
    /// Of the spoilable moves the player surely makes at least what they make in a game of
    /// counts where the opponent, on each turn, strikes out one spoiled singly, or one or two
    /// others, or nothing, and the player takes one still open: the opponent's real move
    /// spoils no more than that, and the player's own spoils none. That game's values are the
    /// numbers above: the test `spoilable_counts_are_the_counting_game_s_values` plays it out
    /// for every `a` and `b` up to 64 (a board of 128 cells holds no more dominoes).
    pub fn surely(self, player: usize, first: bool) -> u32 {
        let (a, b) = (self.spoilable_singly[player], self.spoilable[player]);
        self.safe[player] + spoilable_yield(a, b, first)
    }

    /// The ways `player` can play their counted moves, each as the moves it surely makes and
    /// how many of the opponent's [`most`](Self::most) it surely takes away: protective areas
    /// paired (an odd one left counted as two spoilable moves), and moving first, also one
    /// area taken at once and the rest paired.
    ///
    /// Proof. Paired, the player answers the opponent's first move in an area with a first
    /// move in another while one is left, so that of `k` areas the player takes at least
    /// `floor(k / 2)` and the opponent enters at most `ceil(k / 2)`: the player makes two moves
    /// in each taken (the second one unspoilable), and each area the opponent never enters
    /// keeps two counted moves from the opponent. The area left over when `k` is odd holds
    /// two moves of the player's that one move of the opponent spoils together and that spoil
    /// nothing else: two spoilable moves. Taking one area first and pairing the rest gives
    /// `1 + floor((k - 1) / 2)` areas.
    fn strategies(self, player: usize, first: bool) -> impl Iterator<Item = (u32, u32)> {
        let k = self.protective[player];
        let (a, b) = (self.spoilable_singly[player], self.spoilable[player]);
        let paired = |areas: u32, first: bool| {
            let taken = 2 * (areas / 2);
            let spoilable = spoilable_yield(a, b + 2 * (areas % 2), first);
            (self.safe[player] + taken + spoilable, taken)
        };
        let at_once = (first && k > 0).then(|| {
            let (sure, kept) = paired(k - 1, false);
            (sure + 2, kept + 2)
        });
        std::iter::once(paired(k, first)).chain(at_once)
    }

    /// Whether `player`, moving first, wins by counting alone: `Some(true)` when the moves
    /// they surely make outlast every move the opponent can make, `Some(false)` when the
    /// opponent's sure moves, moving second, match every move of theirs, else `None`. The
    /// opponent's moves are bounded twice: by [`most`](Self::most) less what the player's
    /// [strategy](Self::strategies) keeps from them, and by the cells the player's own sure
    /// moves leave them (Bullock's bound).
    ///
    /// Proof. A player who can surely make `g` moves on their turns, against an opponent who
    /// can make at most `m`, wins moving first when `g > m`: after the opponent's last move
    /// they still have a move. Moving second they win when `g >= m`: each of the opponent's
    /// at most `m` moves is answered. By cells: let the player play their counted moves as
    /// their strategy says while they have one, and suppose they find no move at all after
    /// `j` moves, of which `c >= g` counted. Moving first, the opponent has made `j` moves.
    /// The opponent's `2j` cells, the `2c` cells of the player's counted moves and the player's
    /// [`unreachable`](Self::unreachable) cells together with those of the player's other
    /// moves are apart, so `4g + u <= 2j + 2c + u <= cells`: when `4g + u > cells` that cannot
    /// be, and the player wins. Moving second, the opponent has made `j + 1` moves, and the
    /// player wins when `4g + 2 + u > cells`.
    pub fn decides(self, player: Player) -> Option<bool> {
        let (me, them) = match player {
            Player::Left => (0, 1),
            Player::Right => (1, 0),
        };
        let wins = |p: usize, first: bool| {
            let other = 1 - p;
            let extra = if first { 0 } else { 1 };
            self.strategies(p, first).any(|(sure, kept)| {
                sure + kept + extra > self.most[other]
                    || 4 * sure + 2 * extra + self.unreachable[p] > self.cells
            })
        };
        if wins(me, true) {
            Some(true)
        } else if wins(them, false) {
            Some(false)
        } else {
            None
        }
    }
}

/// How many of `a` spoilable moves spoiled singly and `b` others a player surely makes,
/// moving first when `first` ([`MoveBounds::surely`]).
fn spoilable_yield(a: u32, b: u32, first: bool) -> u32 {
    let second = |a: u32, b: u32| a / 2 + b / 3 + u32::from(a % 2 == 1 && !b.is_multiple_of(3));
    match (first, a, b) {
        (false, _, _) => second(a, b),
        (true, 0, 0) => 0,
        (true, 0, _) => 1 + second(a, b - 1),
        (true, _, 0) => 1 + second(a - 1, b),
        (true, _, _) => 1 + second(a - 1, b).max(second(a, b - 1)),
    }
}

/// Rules with their moves alone, every optional hook at its default: searched, they give the
/// plain search of whole positions, the reference a game's hooks (parts, normal forms, known
/// values) are checked against.
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

impl<R: ImpartialRules> ImpartialRules for MovesOnly<R> {
    type Position = R::Position;
    type Move = R::Move;
    fn moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position)) {
        self.0.moves(p, each)
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
            ..MoveBounds::default()
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
            cells: 6,
            ..MoveBounds::default()
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
            ..MoveBounds::default()
        };
        let sure = |b: MoveBounds| (b.surely(0, true), b.surely(0, false));
        assert_eq!(sure(singly(2, 0)), (1, 1));
        assert_eq!(sure(singly(2, 1)), (2, 1));
        assert_eq!(sure(singly(1, 2)), (2, 1));
        assert_eq!(sure(singly(4, 3)), (3, 3));
    }

    /// The counting game of [`MoveBounds::surely`] played out: the moves the player surely
    /// makes from `a` spoilable moves spoiled singly and `b` others, for every count to `max`,
    /// moving second (`[0]`) and first (`[1]`).
    fn counting_game(max: usize) -> Vec<Vec<[u32; 2]>> {
        let mut value = vec![vec![[0u32; 2]; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                let mut first = 0;
                if a > 0 {
                    first = first.max(1 + value[a - 1][b][0]);
                }
                if b > 0 {
                    first = first.max(1 + value[a][b - 1][0]);
                }
                // The opponent strikes out nothing, one spoiled singly, or one or two others.
                let mut second = first;
                if a > 0 {
                    second = second.min(value[a - 1][b][1]);
                }
                for struck in 1..=b.min(2) {
                    second = second.min(value[a][b - struck][1]);
                }
                value[a][b] = [second, first];
            }
        }
        value
    }

    #[test]
    fn spoilable_counts_are_the_counting_game_s_values() {
        let value = counting_game(64);
        for (a, row) in value.iter().enumerate() {
            for (b, &[second, first]) in row.iter().enumerate() {
                let (a, b) = (a as u32, b as u32);
                assert_eq!(spoilable_yield(a, b, false), second, "{a} {b} second");
                assert_eq!(spoilable_yield(a, b, true), first, "{a} {b} first");
            }
        }
    }

    #[test]
    fn a_protective_area_is_won_by_who_moves_first_in_it() {
        // Domineering's 2 x 2 square between walls, counted as Left's protective area (it is
        // Right's too, left out here); each player has the two moves across it as their most.
        let square = MoveBounds {
            protective: [1, 0],
            most: [2, 2],
            cells: 4,
            ..MoveBounds::default()
        };
        assert_eq!(square.decides(Player::Left), Some(true));
        // Two areas of Left's and nothing else: moving second, Left answers Right's first move
        // in one with a first move in the other, two moves against Right's two.
        let two = MoveBounds {
            protective: [2, 0],
            most: [4, 4],
            cells: 8,
            ..MoveBounds::default()
        };
        assert_eq!(two.decides(Player::Right), Some(false));
        let unpaired = MoveBounds {
            protective: [0, 0],
            spoilable: [4, 0],
            ..two
        };
        assert_eq!(unpaired.decides(Player::Right), None);
    }

    #[test]
    fn cells_left_to_the_opponent_bound_their_moves() {
        // Two safe moves of Left's in 4 cells and 2 unreachable cells among 10: Right has at
        // most (10 - 4 - 2) / 2 = 2 moves, however many moves Right has counted, and loses
        // moving first.
        let bounds = MoveBounds {
            safe: [2, 0],
            most: [2, 5],
            cells: 10,
            unreachable: [2, 0],
            ..MoveBounds::default()
        };
        assert_eq!(bounds.decides(Player::Right), Some(false));
        let without = MoveBounds {
            unreachable: [0, 0],
            ..bounds
        };
        assert_eq!(without.decides(Player::Right), None);
    }
}
