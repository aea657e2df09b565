//! Clobber: a stone moves onto an orthogonally adjacent stone of the other colour, removing
//! it; Left moves the `x` stones, Right the `o` stones; who cannot move loses. CGSuite's
//! variants of `GenClobber` share these rules: Kings captures diagonally too, Rooks slides
//! orthogonally over empty cells to the stone it captures, Queens slides in all eight
//! directions.
//!
//! A position is written in CGSuite's grid text: `x`, `o` and `.` (empty), rows split by `|`.
//! Any board of up to 128 cells.
//!
//! Stones joined as neighbours form groups that never meet again, each an independent game; a
//! group of one colour is worth 0. The eight mirror images and rotations of a group share one
//! value, and swapping the colours negates it.

mod bits;

use crate::engine::rules::{PartizanRules, SMALL_PART_MOVES};
use crate::games::common::classic::ClassicGame;
use crate::games::common::grid::{Cells, Shape};
use crate::games::common::tiles::{Tile, tiled};
use crate::theory::outcome::Player;
use std::fmt;

/// The most captures both players together may have in a group for the outcome search to
/// value it: Clobber 3 × 6, 4 × 5 and 3 × 7 searched in 0.07 s, 0.49 s and 0.38 s of CPU
/// with 4, against 0.10 s, 0.69 s and 0.40 s with the engine's default of 6 and 0.08 s,
/// 0.56 s and 0.54 s with 2 (one run each, same build).
pub const VALUED_CAPTURES: u32 = 4;

/// The rules of CGSuite's `GenClobber`, its geometry (the directions a stone moves in and how
/// far) fixed by a named game or chosen by flags.
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

/// The directions a stone moves in: CGSuite's `Coordinates.Orthogonal`, `Coordinates.Diagonal`
/// and `Coordinates.Compass`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Directions {
    /// Along rows and columns.
    Orthogonal,
    /// Along diagonals.
    Diagonal,
    /// Both: the eight directions of a king.
    All,
}

impl Directions {
    /// Their steps (rows, columns).
    fn steps(self) -> &'static [(isize, isize)] {
        const STEPS: [(isize, isize); 8] = [
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ];
        match self {
            Directions::Orthogonal => &STEPS[..4],
            Directions::Diagonal => &STEPS[4..],
            Directions::All => &STEPS,
        }
    }

    /// The cells one step away from the cells `s`, `s` left out.
    #[inline(always)]
    fn neighbours(self, shape: Shape, s: Cells) -> Cells {
        match self {
            Directions::Orthogonal => shape.neighbours4(s),
            Directions::Diagonal => shape.neighbours_diagonal(s),
            Directions::All => shape.neighbours8(s) & !s,
        }
    }

    /// CGSuite's name.
    fn cgsuite(self) -> &'static str {
        match self {
            Directions::Orthogonal => "orthogonal",
            Directions::Diagonal => "diagonal",
            Directions::All => "all",
        }
    }
}

/// Where a stone moves: its directions, and how far (over empty cells, onto the stone it
/// captures).
pub trait Geometry:
    Copy + Default + fmt::Debug + Eq + std::hash::Hash + Send + Sync + 'static
{
    /// The directions.
    fn directions(self) -> Directions;
    /// The most cells a move goes, `None` for no limit (CGSuite's `maxDistance`, 1 in
    /// Clobber).
    fn max_distance(self) -> Option<u8>;
}

/// The orthogonal directions (`COMPASS` false) or all eight (`COMPASS` true), a capture one
/// cell away (`SLIDE` false) or at the end of a slide of any length (`SLIDE` true): a named
/// member of the family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fixed<const COMPASS: bool, const SLIDE: bool>;

impl<const COMPASS: bool, const SLIDE: bool> Geometry for Fixed<COMPASS, SLIDE> {
    #[inline(always)]
    fn directions(self) -> Directions {
        if COMPASS {
            Directions::All
        } else {
            Directions::Orthogonal
        }
    }

    #[inline(always)]
    fn max_distance(self) -> Option<u8> {
        if SLIDE { None } else { Some(1) }
    }
}

/// A geometry chosen by `gen-clobber`'s flags (Clobber's by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chosen {
    /// The directions.
    pub directions: Directions,
    /// The most cells a move goes, `None` for no limit.
    pub max_distance: Option<u8>,
}

impl Default for Chosen {
    fn default() -> Self {
        Chosen {
            directions: Directions::Orthogonal,
            max_distance: Some(1),
        }
    }
}

impl Geometry for Chosen {
    fn directions(self) -> Directions {
        self.directions
    }

    fn max_distance(self) -> Option<u8> {
        self.max_distance
    }
}

/// The flags of `gen-clobber`.
#[derive(clap::Args, Clone, Debug)]
pub struct GeometryFlags {
    /// The directions a stone moves in (CGSuite's `directions`).
    #[arg(long, value_enum, default_value = "orthogonal")]
    pub directions: Directions,
    /// The most cells a move goes, over empty cells onto the stone it captures: a number from
    /// 1 to 255, or `inf` for no limit (CGSuite's `maxDistance`).
    #[arg(long, value_name = "N|inf", default_value = "1", value_parser = parse_distance)]
    pub max_distance: Distance,
}

/// A `--max-distance`: `None` for `inf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distance(pub Option<u8>);

fn parse_distance(text: &str) -> Result<Distance, String> {
    match text {
        "inf" => Ok(Distance(None)),
        _ => match text.parse::<u8>() {
            Ok(n) if n >= 1 => Ok(Distance(Some(n))),
            _ => Err(format!(
                "expected a number from 1 to 255 or `inf`, found {text:?}"
            )),
        },
    }
}

impl<G: Geometry> GenClobber<G> {
    /// The stones of `theirs` the stone at `from` captures at the end of a move over empty
    /// cells (`empty`).
    fn slide_targets(self, shape: Shape, from: u32, theirs: Cells, empty: Cells) -> Cells {
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
                    targets |= cell & theirs;
                    break;
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
        !self.slides() && self.0.directions() == Directions::Orthogonal
    }

    /// Whether a move may go further than one cell.
    #[inline(always)]
    fn slides(self) -> bool {
        self.0.max_distance() != Some(1)
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

/// A stone moving onto an adjacent stone of the other colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The stone's cell (row, column), from 0.
    pub from: (u8, u8),
    /// The captured stone's cell (row, column), from 0.
    pub to: (u8, u8),
}

impl fmt::Display for Capture {
    /// Rows and columns from 1: `(1,2)x(1,3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.from, self.to);
        write!(f, "({},{})x({},{})", a.0 + 1, a.1 + 1, b.0 + 1, b.1 + 1)
    }
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
    /// use cgsolve::games::clobber::Board;
    /// use cgsolve::games::common::grid::PositionText;
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

/// Moves of the stones `mine` onto the stones `theirs` under `rules`; `build` makes the next
/// board.
#[inline(always)]
fn captures<G: Geometry>(
    rules: GenClobber<G>,
    shape: Shape,
    mine: Cells,
    theirs: Cells,
    build: &dyn Fn(Cells, Cells) -> Board,
    each: &mut dyn FnMut(Capture, Board),
) {
    let empty = shape.all() & !(mine | theirs);
    let mut movers = if rules.slides() {
        mine
    } else {
        mine & rules.neighbours(shape, theirs)
    };
    while movers != 0 {
        let from = movers.trailing_zeros();
        movers &= movers - 1;
        let mut targets = if rules.slides() {
            rules.slide_targets(shape, from, theirs, empty)
        } else {
            rules.neighbours(shape, 1u128 << from) & theirs
        };
        while targets != 0 {
            let to = targets.trailing_zeros();
            targets &= targets - 1;
            let (fr, fc) = shape.coords(from);
            let (tr, tc) = shape.coords(to);
            let capture = Capture {
                from: (fr as u8, fc as u8),
                to: (tr as u8, tc as u8),
            };
            let mine_after = mine & !(1u128 << from) | 1u128 << to;
            each(capture, build(mine_after, theirs & !(1u128 << to)));
        }
    }
}

/// How many captures the stones `mine` have onto the stones `theirs` under `rules`: the moves
/// of [`captures`], counted without building their boards.
fn capture_count<G: Geometry>(
    rules: GenClobber<G>,
    shape: Shape,
    mine: Cells,
    theirs: Cells,
) -> u32 {
    if rules.is_clobber() {
        return bits::mixed_pairs(shape, mine, theirs);
    }
    let empty = shape.all() & !(mine | theirs);
    let mut movers = if rules.slides() {
        mine
    } else {
        mine & rules.neighbours(shape, theirs)
    };
    let mut count = 0;
    while movers != 0 {
        let from = movers.trailing_zeros();
        movers &= movers - 1;
        let targets = if rules.slides() {
            rules.slide_targets(shape, from, theirs, empty)
        } else {
            rules.neighbours(shape, 1u128 << from) & theirs
        };
        count += targets.count_ones();
    }
    count
}

impl<G: Geometry> PartizanRules for GenClobber<G> {
    type Position = Board;
    type Move = Capture;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Capture, Board)) {
        let shape = p.shape;
        let next = |x, o| Board { shape, x, o };
        captures(*self, shape, p.x, p.o, &next, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Capture, Board)) {
        let shape = p.shape;
        let next = |o, x| Board { shape, x, o };
        captures(*self, shape, p.o, p.x, &next, each);
    }

    /// The groups of stones joined as neighbours, each cut to its bounding box; groups of one
    /// colour (worth 0) are left out. Sliding stones reach across empty cells: the board is
    /// one group.
    fn components(&self, p: &Board) -> Vec<Board> {
        if self.is_clobber() {
            return bits::orthogonal_groups(p);
        }
        let stones = p.x | p.o;
        let groups = if self.slides() {
            vec![stones]
        } else {
            p.shape.parts(stones, |shape, s| self.neighbours(shape, s))
        };
        groups
            .into_iter()
            .filter(|&part| part & p.x != 0 && part & p.o != 0)
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                Board {
                    shape,
                    x: p.shape.window(part & p.x, top, left, shape),
                    o: p.shape.window(part & p.o, top, left, shape),
                }
            })
            .collect()
    }

    /// Captures counted on the bits, without building the boards they leave.
    fn mobility(&self, p: &Board, player: Player) -> u32 {
        match player {
            Player::Left => capture_count(*self, p.shape, p.x, p.o),
            Player::Right => capture_count(*self, p.shape, p.o, p.x),
        }
    }

    /// Both players' captures together at most [`VALUED_CAPTURES`] in Clobber, at most the
    /// engine's [`SMALL_PART_MOVES`] in the other geometries, counted on the bits.
    fn worth_valuing(&self, part: &Board) -> bool {
        let most = if self.is_clobber() {
            VALUED_CAPTURES
        } else {
            SMALL_PART_MOVES
        };
        self.mobility(part, Player::Left) + self.mobility(part, Player::Right) <= most
    }

    /// The least of the sixteen images of the group (eight symmetries, colours swapped or
    /// not); the value is negated when the colours were swapped.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        bits::least_image(region)
    }
}

const FORMAT: &str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, `.` empty, \
    rows split by `|`.";

impl<const COMPASS: bool, const SLIDE: bool> ClassicGame for GenClobber<Fixed<COMPASS, SLIDE>> {
    type Options = crate::contest::NoOptions;
    const NAME: &'static str = match (COMPASS, SLIDE) {
        (false, false) => "clobber",
        (true, false) => "kings",
        (false, true) => "rooks",
        (true, true) => "queens",
    };
    const FORMAT: &'static str = FORMAT;
    const EXAMPLE: &'static str = "xox|oxo";
}

impl ClassicGame for GenClobber<Chosen> {
    type Options = GeometryFlags;
    const NAME: &'static str = "gen-clobber";
    const FORMAT: &'static str = FORMAT;
    const EXAMPLE: &'static str = "--directions diagonal\nxo.|.ox|x.o";

    fn configure(flags: &GeometryFlags) -> Result<Self, crate::contest::OptionsError> {
        Ok(GenClobber(Chosen {
            directions: flags.directions,
            max_distance: flags.max_distance.0,
        }))
    }

    fn flags(&self) -> String {
        let distance = self
            .0
            .max_distance
            .map_or("inf".to_string(), |n| n.to_string());
        format!(
            "--directions {} --max-distance {distance}",
            self.0.directions.cgsuite()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::common::regions::testing::*;

    #[test]
    fn moves_and_outcomes_of_small_rows() {
        assert_eq!(
            moves::<Clobber>("xox|ox.", Player::Left),
            [
                "(1,1)x(1,2) -> .xx|ox.",
                "(1,1)x(2,1) -> .ox|xx.",
                "(1,3)x(1,2) -> xx.|ox.",
                "(2,2)x(1,2) -> xxx|o..",
                "(2,2)x(2,1) -> xox|x..",
            ]
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
}
