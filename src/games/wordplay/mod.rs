//! Word Play (CodeChef WPLAY): a dictionary and a board of capital letters. A move takes any
//! still-active letters of the board that can be arranged into a dictionary word; they become
//! inactive. The player who cannot make a word loses.
//!
//! This module holds the rules on the engine's [`Impartial`] trait, as the editorial states
//! them: a position is the set of still-active cells, and every set of active cells whose
//! letters spell a dictionary word (in some order) is a move. The fast solver in [`solve`]
//! sees the board as a multiset of letters instead.
//!
//! ```
//! use cgsolve::games::wordplay::{CellBoard, Dictionary};
//! use cgsolve::{Impartial, ImpartialSolver};
//! let mut dict = Dictionary::default();
//! for word in ["BED", "BAD", "RED", "BREED", "BEER"] {
//!     dict.insert(word.as_bytes());
//! }
//! // The board   BAR
//! //             BEE
//! //             RAN   : Alice plays BREED, and B A A N spell no word.
//! let board = CellBoard::new(&dict, b"BARBEERAN").unwrap();
//! let mut solver = ImpartialSolver::new();
//! assert!(solver.grundy(&board.start()).next_player_wins());
//! ```

pub mod baseline;
pub mod dict;
pub mod format;
pub mod solve;

pub use dict::{ALPHABET, Class, ClassId, Dictionary, Letters, MAX_LETTERS};
pub use format::{Board, WordPlay};
pub use solve::{MAX_POSITIONS, Moves, Solver, Space, TooManyPositions};

use crate::engine::game::Impartial;
use std::hash::{Hash, Hasher};

/// The most cells the cell-by-cell rules handle: 2^9 positions, 3^9 (sub-mask, mask) pairs.
pub const MAX_REFERENCE_CELLS: usize = 9;

/// A set of board cells, bit `i` for the `i`-th cell in reading order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Cells(pub u16);

impl Cells {
    /// The cells in the set, in reading order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..16).filter(move |i| self.0 & (1 << i) != 0)
    }
}

/// A board for the cell-by-cell rules: its letters in reading order, and for every set of
/// cells whether its letters spell a dictionary word.
#[derive(Clone, Debug)]
pub struct CellBoard {
    is_word: Vec<bool>,
}

impl CellBoard {
    /// The board with these letters (capital letters, at most [`MAX_REFERENCE_CELLS`]);
    /// `None` for anything else.
    pub fn new(dict: &Dictionary, cells: &[u8]) -> Option<CellBoard> {
        if cells.len() > MAX_REFERENCE_CELLS || Letters::of_word(cells).is_none() {
            return None;
        }
        let is_word = (0..1usize << cells.len())
            .map(|mask| {
                let chosen: Vec<u8> = (0..cells.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| cells[i])
                    .collect();
                mask != 0 && Letters::of_word(&chosen).is_some_and(|l| dict.class_of(&l).is_some())
            })
            .collect();
        Some(CellBoard { is_word })
    }

    /// The position with every cell active.
    pub fn start(&self) -> CellPosition<'_> {
        CellPosition {
            board: self,
            active: Cells((self.is_word.len() - 1) as u16),
        }
    }
}

/// A position of the cell-by-cell rules: the still-active cells of a board.
#[derive(Clone, Debug)]
pub struct CellPosition<'a> {
    board: &'a CellBoard,
    /// The cells still active.
    pub active: Cells,
}

impl PartialEq for CellPosition<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.active == other.active
    }
}

impl Eq for CellPosition<'_> {}

impl Hash for CellPosition<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.active.hash(state);
    }
}

impl Impartial for CellPosition<'_> {
    /// The cells whose letters are played as a word.
    type Move = Cells;

    fn moves(&self) -> Vec<(Cells, Self)> {
        let active = self.active.0;
        let mut out = Vec::new();
        let mut sub = active;
        while sub != 0 {
            if self.board.is_word[usize::from(sub)] {
                let next = CellPosition {
                    board: self.board,
                    active: Cells(active & !sub),
                };
                out.push((Cells(sub), next));
            }
            sub = (sub - 1) & active;
        }
        out
    }
}
