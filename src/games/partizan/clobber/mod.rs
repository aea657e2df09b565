//! Clobber: a stone moves onto an orthogonally adjacent stone of the other colour, removing
//! it; Left moves the `x` stones, Right the `o` stones; who cannot move loses. CGSuite's
//! variants of `GenClobber` share these rules: Kings captures diagonally too, Rooks slides
//! orthogonally over empty cells to the stone it captures, Queens slides in all eight
//! directions. Anti-Clobber (CGSuite's `AntiClobber`, a `GenClobber` whose stones move onto
//! empty cells) turns the capture around: a stone steps onto an adjacent empty cell and leaves
//! a stone of the other colour where it stood.
//!
//! A position is written in CGSuite's grid text: `x`, `o` and `.` (empty), rows split by `|`.
//! Any board of up to 128 cells.
//!
//! Stones joined as neighbours form groups that never meet again, each an independent game; a
//! group of one colour is worth 0. In Anti-Clobber no move empties a cell, so a stone with no
//! empty neighbour never moves again: the empty cells and the stones beside them, joined as
//! neighbours, form the independent parts, each cut to its bounding box with the cells outside
//! it filled by stones that can never move (they touch none of the part's empty cells). The
//! eight mirror images and rotations of a board share one value, and swapping the colours
//! negates it.

pub(crate) mod bits;
mod geometry;

pub use crate::games::boards::grid::CellMove;
pub use geometry::{Chosen, Directions, Distance, Fixed, Geometry, GeometryFlags};

use crate::engine::rules::{PartizanRules, SMALL_PART_MOVES};
use crate::games::boards::grid::{Cells, Shape};
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;
use crate::theory::outcome::Player;

/// The most captures both players together may have in a group for the outcome search to
/// value it: Clobber 3 × 6, 4 × 5 and 3 × 7 searched in 0.07 s, 0.49 s and 0.38 s of CPU
/// with 4, against 0.10 s, 0.69 s and 0.40 s with the engine's default of 6 and 0.08 s,
/// 0.56 s and 0.54 s with 2 (one run each, same build).
pub const VALUED_CAPTURES: u32 = 4;

/// The rules of CGSuite's `GenClobber`: its geometry (the directions a stone moves in, how far,
/// and what it moves onto: a stone of the other colour, which it captures, CGSuite's default,
/// or an empty cell, where the stone leaves a stone of the other colour behind, CGSuite's
/// `AntiClobber`: `clobbered` empty, `leftBehind` the other colour) fixed by a named game or
/// chosen by flags. A move is a [`CellMove`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GenClobber<G: Geometry = Chosen>(pub G);

/// Clobber.
pub type Clobber = GenClobber<Fixed<false, false>>;

/// Kings: Clobber with diagonal captures too.
pub type Kings = GenClobber<Fixed<true, false>>;

/// Rooks: a stone slides orthogonally over empty cells onto a stone of the other colour.
pub type Rooks = GenClobber<Fixed<false, true>>;

/// Queens: a stone slides in any of the eight directions over empty cells onto a stone of the
/// other colour.
pub type Queens = GenClobber<Fixed<true, true>>;

/// Anti-Clobber: a stone steps onto an orthogonally adjacent empty cell and leaves a stone of
/// the other colour where it stood.
pub type AntiClobber = GenClobber<Fixed<false, false, false>>;

impl<G: Geometry> GenClobber<G> {
    /// The cells the stone at `from` moves onto, given the cells `onto` it may move onto
    /// (Right's stones for Left's captures, the empty cells for a step) and the empty cells
    /// `empty`: the cells of `onto` one step away; for a slide, the cell of `onto` that ends a
    /// run of empty cells in one direction, or for steps each empty cell of the run.
    #[inline(always)]
    fn targets(self, shape: Shape, from: u32, onto: Cells, empty: Cells) -> Cells {
        if !self.slides() {
            return self.neighbours(shape, 1u128 << from) & onto;
        }
        let (r, c) = shape.coords(from);
        let limit = self.0.max_distance().map_or(usize::MAX, usize::from);
        let mut targets = 0;
        for &(dr, dc) in self.0.directions().steps() {
            let (mut r, mut c) = (r as isize + dr, c as isize + dc);
            let mut distance = 1;
            while distance <= limit
                && (0..shape.rows() as isize).contains(&r)
                && (0..shape.cols() as isize).contains(&c)
            {
                let cell = 1u128 << shape.index(r as usize, c as usize);
                if empty & cell == 0 {
                    if self.0.captures() {
                        targets |= cell & onto;
                    }
                    break;
                }
                if !self.0.captures() {
                    targets |= cell;
                }
                r += dr;
                c += dc;
                distance += 1;
            }
        }
        targets
    }

    /// The cells one step from the cells `s`.
    #[inline(always)]
    fn neighbours(self, shape: Shape, s: Cells) -> Cells {
        self.0.directions().neighbours(shape, s)
    }

    /// Whether these are Clobber's own rules (orthogonal captures one cell away), whose groups
    /// and captures are found on the bits.
    #[inline(always)]
    fn is_clobber(self) -> bool {
        self.0.captures() && !self.slides() && self.0.directions() == Directions::Orthogonal
    }

    /// Whether a move may go further than one cell.
    #[inline(always)]
    fn slides(self) -> bool {
        self.0.max_distance() != Some(1)
    }

    /// The stones of `mine` that may move and the cells they may move onto, given the stones
    /// `theirs`: `(movers, onto)`.
    #[inline(always)]
    fn movers(self, shape: Shape, mine: Cells, theirs: Cells) -> (Cells, Cells) {
        let empty = shape.all() & !(mine | theirs);
        let onto = if self.0.captures() { theirs } else { empty };
        if self.slides() {
            (mine, onto)
        } else {
            (mine & self.neighbours(shape, onto), onto)
        }
    }

    /// The moves of the stones `mine` against the stones `theirs`; `build` makes the next board.
    #[inline(always)]
    fn stone_moves(
        self,
        shape: Shape,
        mine: Cells,
        theirs: Cells,
        build: &dyn Fn(Cells, Cells) -> Board,
        each: &mut dyn FnMut(CellMove, Board),
    ) {
        let empty = shape.all() & !(mine | theirs);
        let (mut movers, onto) = self.movers(shape, mine, theirs);
        while movers != 0 {
            let from = movers.trailing_zeros();
            movers &= movers - 1;
            let mut targets = self.targets(shape, from, onto, empty);
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                let mine_after = mine & !(1u128 << from) | 1u128 << to;
                let theirs_after = if self.0.captures() {
                    theirs & !(1u128 << to)
                } else {
                    theirs | 1u128 << from
                };
                each(
                    CellMove::between(shape, from, to, self.0.captures()),
                    build(mine_after, theirs_after),
                );
            }
        }
    }

    /// How many moves the stones `mine` have against the stones `theirs`: the moves of
    /// [`stone_moves`](Self::stone_moves), counted without building their boards.
    fn move_count(self, shape: Shape, mine: Cells, theirs: Cells) -> u32 {
        if self.is_clobber() {
            return bits::mixed_pairs(shape, mine, theirs);
        }
        let empty = shape.all() & !(mine | theirs);
        let (mut movers, onto) = self.movers(shape, mine, theirs);
        let mut count = 0;
        while movers != 0 {
            let from = movers.trailing_zeros();
            movers &= movers - 1;
            count += self.targets(shape, from, onto, empty).count_ones();
        }
        count
    }
}

/// A Clobber board: its size, Left's stones and Right's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// Left's stones (`x`).
    pub x: Cells,
    /// Right's stones (`o`).
    pub o: Cells,
}

impl Board {
    /// The board with the colours swapped: the negative.
    pub fn swapped(self) -> Board {
        Board {
            x: self.o,
            o: self.x,
            ..self
        }
    }
}

tiled! {
    /// CGSuite's grid text: `x` Left's stones, `o` Right's, `.` empty.
    ///
    /// ```
    /// use cgsolve::games::partizan::clobber::Board;
    /// use cgsolve::text::PositionText;
    /// let b = Board::parse(b"xox|ox.", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "xox|ox.");
    /// assert_eq!((b.x.count_ones(), b.o.count_ones()), (3, 2));
    /// ```
    Board { shape: Shape, [x, o] }
    &[
        Tile::new(b'x', 0b01, "Left's stone"),
        Tile::new(b'o', 0b10, "Right's stone"),
        Tile::new(b'.', 0, "empty"),
    ]
}

impl<G: Geometry> PartizanRules for GenClobber<G> {
    type Position = Board;
    type Move = CellMove;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(CellMove, Board)) {
        let shape = p.shape;
        let next = |x, o| Board { shape, x, o };
        self.stone_moves(shape, p.x, p.o, &next, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(CellMove, Board)) {
        let shape = p.shape;
        let next = |o, x| Board { shape, x, o };
        self.stone_moves(shape, p.o, p.x, &next, each);
    }

    /// The groups of stones joined as neighbours, each cut to its bounding box; groups of one
    /// colour (worth 0) are left out. Sliding stones reach across empty cells: the board is
    /// one group. In Anti-Clobber, the empty cells and the stones beside them joined as
    /// neighbours, each part cut to its bounding box with the cells outside the part as
    /// Left's stones (which never move); parts where nobody can move are left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        if self.is_clobber() {
            return bits::orthogonal_groups(p, |x, o| x != 0 && o != 0);
        }
        let stones = p.x | p.o;
        let (parts, outside) = if self.0.captures() {
            let groups = if self.slides() {
                vec![stones]
            } else {
                p.shape.parts(stones, |shape, s| self.neighbours(shape, s))
            };
            let mixed = |part: &Cells| part & p.x != 0 && part & p.o != 0;
            (groups.into_iter().filter(mixed).collect::<Vec<_>>(), false)
        } else {
            let empty = p.shape.all() & !stones;
            let live = empty | (stones & self.neighbours(p.shape, empty));
            let parts = p.shape.parts(live, |shape, s| self.neighbours(shape, s));
            let playable = |part: &Cells| part & empty != 0 && part & stones != 0;
            (parts.into_iter().filter(playable).collect(), true)
        };
        parts
            .into_iter()
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                let window = |s: Cells| p.shape.window(s, top, left, shape);
                let filled = if outside {
                    shape.all() & !window(part)
                } else {
                    0
                };
                Board {
                    shape,
                    x: window(part & p.x) | filled,
                    o: window(part & p.o),
                }
            })
            .collect()
    }

    /// Moves counted on the bits, without building the boards they leave.
    fn mobility(&self, p: &Board, player: Player) -> u32 {
        match player {
            Player::Left => self.move_count(p.shape, p.x, p.o),
            Player::Right => self.move_count(p.shape, p.o, p.x),
        }
    }

    /// Both players' moves together at most [`VALUED_CAPTURES`] in Clobber, at most the
    /// engine's [`SMALL_PART_MOVES`] in the other rules, counted on the bits.
    fn worth_valuing(&self, part: &Board) -> bool {
        let most = if self.is_clobber() {
            VALUED_CAPTURES
        } else {
            SMALL_PART_MOVES
        };
        self.mobility(part, Player::Left) + self.mobility(part, Player::Right) <= most
    }

    /// The least of the sixteen images of the board (eight symmetries, colours swapped or
    /// not); the value is negated when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        bits::least_image(region)
    }
}

const FORMAT: &str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, `.` empty, \
    rows split by `|`.";

impl<const COMPASS: bool, const SLIDE: bool> Ruleset for GenClobber<Fixed<COMPASS, SLIDE>> {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = match (COMPASS, SLIDE) {
        (false, false) => "clobber",
        (true, false) => "kings",
        (false, true) => "rooks",
        (true, true) => "queens",
    };
    const FORMAT: &'static str = FORMAT;
    const EXAMPLE: &'static str = "xox|oxo";
}

impl Ruleset for AntiClobber {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "anti-clobber";
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, rows split by `|`. A move names the cell a stone leaves and the one it steps \
        onto: `(1,2)-(1,3)`.";
    const EXAMPLE: &'static str = "xoxo|oo..";
}

impl Ruleset for GenClobber<Chosen> {
    type Kind = crate::play::Partizan;
    type Options = GeometryFlags;
    const NAME: &'static str = "gen-clobber";
    const FORMAT: &'static str = FORMAT;
    const EXAMPLE: &'static str = "--directions diagonal\nxo.|.ox|x.o";

    fn configure(flags: &GeometryFlags) -> Result<Self, crate::answer::OptionsError> {
        Ok(GenClobber(Chosen {
            directions: flags.directions,
            max_distance: flags.max_distance.0,
            captures: !flags.anti,
        }))
    }

    fn flags(&self) -> String {
        let distance = self
            .0
            .max_distance
            .map_or("inf".to_string(), |n| n.to_string());
        let anti = if self.0.captures { "" } else { " --anti" };
        format!(
            "--directions {} --max-distance {distance}{anti}",
            self.0.directions.cgsuite()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn moves_and_outcomes_of_small_rows() {
        assert_moves::<Clobber>(
            "xox|ox.",
            Player::Left,
            &[
                "(1,1)x(1,2) -> .xx|ox.",
                "(1,1)x(2,1) -> .ox|xx.",
                "(1,3)x(1,2) -> xx.|ox.",
                "(2,2)x(1,2) -> xxx|o..",
                "(2,2)x(2,1) -> xox|x..",
            ],
        );
        // `xo` is *; in `xxo` Left takes the o and Right has no stone, while Right's capture
        // leaves `xo.` for Left to take: Left wins whoever starts.
        assert_eq!(outcome::<Clobber>("xo"), Outcome::N);
        assert_eq!(outcome::<Clobber>("xxo"), Outcome::L);
        assert_eq!(outcome::<Clobber>("xoo"), Outcome::R);
    }

    #[test]
    fn groups_split_and_normalise() {
        assert_eq!(regions::<Clobber>("xo.x|...o|o..x"), ["xo", "x|o|x"]);
        let (a, a_negated) = normal_form::<Clobber>("xxo");
        let (b, b_negated) = normal_form::<Clobber>("o|o|x");
        assert_eq!(a, b);
        assert_ne!(a_negated, b_negated);
    }

    #[test]
    fn an_anti_clobber_stone_steps_and_leaves_the_other_colour() {
        assert_moves::<AntiClobber>("x.", Player::Left, &["(1,1)-(1,2) -> ox"]);
        assert_moves::<AntiClobber>("x.", Player::Right, &[]);
        assert_moves::<AntiClobber>("xo.", Player::Right, &["(1,2)-(1,3) -> xxo"]);
    }

    #[test]
    fn anti_clobber_parts_are_empty_cells_with_their_neighbours() {
        // The middle row touches no empty cell: its stones never move, and they part the two
        // empty cells' neighbourhoods, whose other cells become unmoving x stones.
        assert_eq!(
            regions::<AntiClobber>("x.o|ooo|xxx|ooo|o.x"),
            ["x.o|xox", "xox|o.x"]
        );
        // One empty cell joins the stones around it.
        assert_eq!(regions::<AntiClobber>("xo.o|xxxx|.x.o"), ["xo.o|xxxx|.x.o"]);
    }

    #[test]
    fn sliding_steps_stop_at_the_first_stone() {
        // Stones that move onto empty cells and slide: each empty cell of a run is a step.
        let rules = GenClobber::<Fixed<false, true, false>>::default();
        let board = read::<Clobber>("x..o|.o..");
        let left: Vec<String> = (rules.move_list(&board, Player::Left).iter())
            .map(|(m, b)| format!("{m} -> {b}"))
            .collect();
        assert_eq!(
            left,
            [
                "(1,1)-(1,2) -> ox.o|.o..",
                "(1,1)-(1,3) -> o.xo|.o..",
                "(1,1)-(2,1) -> o..o|xo.."
            ]
        );
    }
}
