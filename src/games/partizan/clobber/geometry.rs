//! Where a stone of `GenClobber` moves: the directions, and how far, fixed by a named game or
//! chosen by `gen-clobber`'s flags.

use crate::games::boards::grid::{Cells, Shape};
use std::fmt;

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
    pub(super) fn steps(self) -> &'static [(isize, isize)] {
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
    pub(super) fn neighbours(self, shape: Shape, s: Cells) -> Cells {
        match self {
            Directions::Orthogonal => shape.neighbours4(s),
            Directions::Diagonal => shape.neighbours_diagonal(s),
            Directions::All => shape.neighbours8(s) & !s,
        }
    }

    /// CGSuite's name.
    pub(super) fn cgsuite(self) -> &'static str {
        match self {
            Directions::Orthogonal => "orthogonal",
            Directions::Diagonal => "diagonal",
            Directions::All => "all",
        }
    }
}

/// Where a stone moves: its directions, how far (over empty cells), and onto what: a stone of
/// the other colour, which it captures, or an empty cell (Anti-Clobber).
pub trait Geometry:
    Copy + Default + fmt::Debug + Eq + std::hash::Hash + Send + Sync + 'static
{
    /// The directions.
    fn directions(self) -> Directions;
    /// The most cells a move goes, `None` for no limit (CGSuite's `maxDistance`, 1 in
    /// Clobber).
    fn max_distance(self) -> Option<u8>;
    /// Whether a stone moves onto a stone of the other colour and captures it (Clobber); else
    /// it moves onto an empty cell and leaves a stone of the other colour where it stood
    /// (Anti-Clobber).
    fn captures(self) -> bool;
}

/// The orthogonal directions (`COMPASS` false) or all eight (`COMPASS` true), a move one cell
/// away (`SLIDE` false) or at the end of a slide of any length (`SLIDE` true), onto a stone it
/// captures (`CAPTURES`) or an empty cell: a named member of the family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fixed<const COMPASS: bool, const SLIDE: bool, const CAPTURES: bool = true>;

impl<const COMPASS: bool, const SLIDE: bool, const CAPTURES: bool> Geometry
    for Fixed<COMPASS, SLIDE, CAPTURES>
{
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

    #[inline(always)]
    fn captures(self) -> bool {
        CAPTURES
    }
}

/// A geometry chosen by `gen-clobber`'s flags (Clobber's by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chosen {
    /// The directions.
    pub directions: Directions,
    /// The most cells a move goes, `None` for no limit.
    pub max_distance: Option<u8>,
    /// Whether a stone captures (else it steps onto empty cells, as in Anti-Clobber).
    pub captures: bool,
}

impl Default for Chosen {
    fn default() -> Self {
        Chosen {
            directions: Directions::Orthogonal,
            max_distance: Some(1),
            captures: true,
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

    fn captures(self) -> bool {
        self.captures
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
    /// A stone moves onto an empty cell (each empty cell of its slide) and leaves a stone of
    /// the other colour where it stood, instead of capturing (Anti-Clobber's rule).
    #[arg(long)]
    pub anti: bool,
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
