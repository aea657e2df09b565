//! Word Play (CodeChef WPLAY): a dictionary and a board of capital letters. A move takes any
//! still-active letters of the board that can be arranged into a dictionary word; they become
//! inactive. The player who cannot make a word loses.
//!
//! This module holds the rules on the engine's [`ImpartialRules`], as the editorial states
//! them: a position is the set of still-active cells, and every set of active cells whose
//! letters spell a dictionary word (in some order) is a move. The fast solver in [`solve`]
//! sees the board as a multiset of letters instead.
//!
//! ```
//! use cgsolve::games::contests::wordplay::{CellBoard, Dictionary};
//! use cgsolve::Solver;
//! let mut dict = Dictionary::default();
//! for word in ["BED", "BAD", "RED", "BREED", "BEER"] {
//!     dict.insert(word.as_bytes());
//! }
//! // The board   BAR
//! //             BEE
//! //             RAN   : Alice plays BREED, and B A A N spell no word.
//! let board = CellBoard::new(&dict, b"BARBEERAN").unwrap();
//! let start = board.start();
//! let mut solver = Solver::new(board);
//! assert!(solver.grundy(&start).next_player_wins());
//! ```

pub mod dict;
pub mod format;
pub mod solve;
pub mod text;

pub use dict::{ALPHABET, Class, ClassId, Dictionary, Letters, MAX_LETTERS};
pub use format::{Board, WordPlay};
pub use solve::{MAX_POSITIONS, Moves, Space, TooManyPositions, WordSearch};

use crate::engine::rules::ImpartialRules;

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
    pub fn start(&self) -> Cells {
        Cells((self.is_word.len() - 1) as u16)
    }
}

impl ImpartialRules for CellBoard {
    /// The cells still active.
    type Position = Cells;
    /// The cells whose letters are played as a word.
    type Move = Cells;

    fn moves(&self, active: &Cells, each: &mut dyn FnMut(Cells, Cells)) {
        let active = active.0;
        let mut sub = active;
        while sub != 0 {
            if self.is_word[usize::from(sub)] {
                each(Cells(sub), Cells(active & !sub));
            }
            sub = (sub - 1) & active;
        }
    }
}
