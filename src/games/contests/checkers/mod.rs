//! EllysCheckers (TopCoder SRM 534): checkers on one row move right, by a step into the empty
//! cell next to them or by a jump over exactly two checkers into an empty cell; a checker that
//! reaches the last cell vanishes. The player who cannot move loses.
//!
//! - this module: the rules on the engine traits ([`Rules`] are [`ImpartialRules`] over
//!   [`Board`] positions, [`AllBoards`] is a [`DenseGame`]), searched by the engine's solver and
//!   tables: the reference;
//! - [`solve`]: the parity law, streaming over the board's bytes in O(1) memory;
//! - [`format`](mod@format): the contest format (one board per line, `YES` / `NO`) and [`Checkers`];
//! - [`explain`]: what `--explain` and `--json` show, with the search behind it;
//! - the editorial's bitmask DP, the benchmarks' baseline, is in `benches/baselines/`.
//!
//! ```
//! use cgsolve::games::contests::checkers::{Board, Rules};
//! use cgsolve::{Outcome, Solver};
//!
//! // `.o.oo..`: no jump (cell 3 would need checkers on cells 4 and 5), two steps.
//! let board = Board::from_text(".o.oo..").unwrap();
//! let moves: Vec<String> = board.moves().iter().map(|(m, _)| m.to_string()).collect();
//! assert_eq!(moves, ["1>2", "4>5"]);
//! // `ooo.`: the checker on cell 0 jumps over cells 1 and 2 and vanishes on cell 3.
//! let board = Board::from_text("ooo.").unwrap();
//! let (jump, after) = &board.moves()[0];
//! assert_eq!(jump.to_string(), "0>3");
//! assert_eq!(after.to_string(), ".oo.");
//! // Distances 3 + 2 + 1 = 6, even: the player to move loses, whatever is played.
//! assert_eq!(Solver::new(Rules).outcome(&board), Outcome::P);
//! ```

pub mod explain;
pub mod format;
pub mod search;
pub mod solve;
pub mod text;

pub use format::{Case, Checkers};

use crate::engine::rules::ImpartialRules;
use crate::engine::table::DenseGame;
use serde::Serialize;
use std::fmt;
use std::ops::ControlFlow;

/// The longest board a [`Board`] holds: one bit per cell.
pub const MAX_BOARD_CELLS: usize = 64;

/// A position in play: a row of 1 to [`MAX_BOARD_CELLS`] cells, each empty or holding a
/// checker. The last cell is always empty: a checker reaching it vanishes, and one standing
/// there at the start is removed before play.
///
/// The checkers are kept by their distance to the last cell (bit `d` holds the checker `d`
/// cells from the end, on cell `len - 1 - d`), so that every move lowers [`index`](Board::index).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    len: u8,
    by_distance: u64,
}

/// What a move does to its checker.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveKind {
    /// One cell right, into an empty cell.
    Step,
    /// Three cells right, over two checkers, into an empty cell.
    Jump,
}

/// One move: a checker, named by its cell (from 0, left to right), steps or jumps right.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub struct Move {
    /// Step or jump.
    pub kind: MoveKind,
    /// The cell the checker leaves.
    pub from: usize,
    /// The cell it lands on.
    pub to: usize,
    /// Whether it lands on the last cell and vanishes.
    pub vanishes: bool,
}

/// A move's name, as a player types it in `cgsolve play`: the cells the checker leaves and
/// lands on, from 0 (`3>4` a step, `3>6` a jump).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}>{}", self.from, self.to)
    }
}

impl Board {
    /// The board of `len` cells whose checkers are the set bits of `by_distance` (bit `d`: the
    /// checker `d` cells from the end). A bit 0 (a checker on the last cell) is dropped, as the
    /// rules remove that checker before play. `None` when `len` is 0 or over
    /// [`MAX_BOARD_CELLS`], or when a bit lies beyond the board.
    pub fn from_index(len: usize, by_distance: u64) -> Option<Board> {
        if len == 0 || len > MAX_BOARD_CELLS || (len < 64 && by_distance >> len != 0) {
            return None;
        }
        Some(Board {
            len: len as u8,
            by_distance: by_distance & !1,
        })
    }

    /// The board drawn as in the contest: `.` an empty cell, `o` a checker. `None` for any
    /// other character, or a length outside 1..=[`MAX_BOARD_CELLS`].
    pub fn from_text(text: &str) -> Option<Board> {
        let len = text.len();
        if len == 0 || len > MAX_BOARD_CELLS {
            return None;
        }
        let mut by_distance = 0u64;
        for (cell, b) in text.bytes().enumerate() {
            match b {
                b'o' => by_distance |= 1 << (len - 1 - cell),
                b'.' => {}
                _ => return None,
            }
        }
        Board::from_index(len, by_distance)
    }

    /// How many cells the board has.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the board has no checker left (the player to move has lost).
    pub fn is_empty(&self) -> bool {
        self.by_distance == 0
    }

    /// The checkers as a bitmask by distance to the last cell: bit `d` is the checker on cell
    /// `len - 1 - d`. Every move lowers it; the boards of `len` cells are `0..2^len`.
    pub fn index(&self) -> u64 {
        self.by_distance
    }

    /// Whether cell `cell` (from 0, left to right) holds a checker.
    pub fn has_checker(&self, cell: usize) -> bool {
        cell < self.len() && self.by_distance >> (self.len() - 1 - cell) & 1 == 1
    }

    /// The cells holding checkers, left to right.
    pub fn checker_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).filter(|&cell| self.has_checker(cell))
    }

    /// Calls `visit` with every legal move and the board it leads to, left to right by the
    /// moving checker's cell (a step before a jump), until `visit` breaks.
    ///
    /// The rules: a checker `d` cells from the end steps to `d - 1` when that cell is empty; it
    /// jumps to `d - 3` when `d ≥ 3`, cells `d - 1` and `d - 2` hold checkers and `d - 3` is
    /// empty. Landing on the last cell (distance 0), it vanishes.
    pub fn for_each_move<B>(
        &self,
        mut visit: impl FnMut(Move, Board) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let occupied = |d: u32| self.by_distance >> d & 1 == 1;
        let mut left = self.by_distance;
        while left != 0 {
            let d = 63 - left.leading_zeros();
            left &= !(1 << d);
            let from = self.len() - 1 - d as usize;
            let mut go = |kind: MoveKind, to_distance: u32| {
                let landed = if to_distance == 0 {
                    0
                } else {
                    1 << to_distance
                };
                let next = Board {
                    len: self.len,
                    by_distance: self.by_distance & !(1 << d) | landed,
                };
                let mv = Move {
                    kind,
                    from,
                    to: self.len() - 1 - to_distance as usize,
                    vanishes: to_distance == 0,
                };
                visit(mv, next)
            };
            if !occupied(d - 1) {
                go(MoveKind::Step, d - 1)?;
            }
            if d >= 3 && occupied(d - 1) && occupied(d - 2) && !occupied(d - 3) {
                go(MoveKind::Jump, d - 3)?;
            }
        }
        ControlFlow::Continue(())
    }
}

impl fmt::Display for Board {
    /// The board as in the contest: `.` an empty cell, `o` a checker.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = (0..self.len())
            .map(|cell| if self.has_checker(cell) { 'o' } else { '.' })
            .collect();
        f.write_str(&text)
    }
}

impl Board {
    /// Every legal move and the board it leads to, in the order of
    /// [`for_each_move`](Board::for_each_move).
    pub fn moves(&self) -> Vec<(Move, Board)> {
        Rules.move_list(self)
    }
}

/// The rules of EllysCheckers: every position is a [`Board`], which carries its own length.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

impl ImpartialRules for Rules {
    type Position = Board;
    type Move = Move;

    fn moves(&self, board: &Board, each: &mut dyn FnMut(Move, Board)) {
        let _ = board.for_each_move(|mv, next| {
            each(mv, next);
            ControlFlow::<()>::Continue(())
        });
    }
}

/// Every board of one length, as a [`DenseGame`]: position `p` is the board whose
/// [`index`](Board::index) is `p` (a position with bit 0 set, a checker on the last cell, plays
/// as the same board without it).
#[derive(Clone, Copy, Debug)]
pub struct AllBoards {
    len: usize,
}

impl AllBoards {
    /// The boards of `len` cells, `len` in 1..=[`MAX_BOARD_CELLS`]; `None` otherwise.
    pub fn new(len: usize) -> Option<AllBoards> {
        (1..=MAX_BOARD_CELLS)
            .contains(&len)
            .then_some(AllBoards { len })
    }

    /// How many cells the boards have.
    pub fn cells(&self) -> usize {
        self.len
    }

    /// The board at position `position`.
    pub fn board(&self, position: usize) -> Board {
        Board {
            len: self.len as u8,
            by_distance: position as u64 & !1,
        }
    }
}

impl DenseGame for AllBoards {
    fn positions(&self) -> usize {
        1usize.checked_shl(self.len as u32).unwrap_or(usize::MAX)
    }

    fn for_each_move(
        &self,
        position: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.board(position)
            .for_each_move(|_, next| visit(next.index() as usize))
    }
}
