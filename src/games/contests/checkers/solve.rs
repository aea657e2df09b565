//! The fast solver: the parity law of the editorial.
//!
//! Every move lowers the sum of the checkers' distances to the last cell by an odd amount (a
//! step by 1, a jump by 3; a checker vanishing at distance 0 takes nothing more away), and a
//! player is stuck only when that sum is 0 (otherwise the rightmost checker can step). So every
//! game from a board lasts a number of moves of the parity of the sum, whatever is played: the
//! first player wins exactly when the distance sum is odd.
//!
//! [`Tally`] gathers that sum from the board's bytes in one streaming pass, in O(1) memory.

use super::Board;

/// The sum of the distances of a board's checkers to its last cell, in cells.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct DistanceSum(pub u128);

impl DistanceSum {
    /// Whether the first player wins: the sum is odd.
    pub fn first_player_wins(self) -> bool {
        self.0 & 1 == 1
    }
}

/// The distance sum of a board: its answer by the parity law.
///
/// ```
/// use cgsolve::games::contests::checkers::{solve::distance_sum, Board};
/// let board = Board::from_text(".o...ooo..oo..").unwrap();
/// // Checkers on cells 1, 5, 6, 7, 10, 11 of 14: distances 12 + 8 + 7 + 6 + 3 + 2 = 38.
/// assert_eq!(distance_sum(&board).0, 38);
/// assert!(!distance_sum(&board).first_player_wins());
/// ```
pub fn distance_sum(board: &Board) -> DistanceSum {
    let mut sum = 0u128;
    let mut left = board.index();
    while left != 0 {
        sum += u128::from(left.trailing_zeros());
        left &= left - 1;
    }
    DistanceSum(sum)
}

/// Whether the first player wins on `board`, by the parity law.
pub fn first_player_wins(board: &Board) -> bool {
    distance_sum(board).first_player_wins()
}

/// What the parity law needs of a board written as text (`.` and `o`), gathered in one pass
/// that may be fed the bytes in pieces: O(1) memory whatever the length.
///
/// ```
/// use cgsolve::games::contests::checkers::solve::Tally;
/// let mut tally = Tally::default();
/// assert_eq!(tally.scan(b"..o.."), 5);
/// assert_eq!(tally.scan(b"o\nnext"), 1); // stops at the first byte that is not a cell
/// assert_eq!((tally.cells(), tally.checkers_in_play()), (6, 1));
/// assert_eq!(tally.distance_sum().0, 3);
/// assert!(tally.first_player_wins());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    cells: u64,
    checkers: u64,
    index_sum: u128,
    last_is_checker: bool,
}

/// Bit masks selecting, within a 64-bit word, the positions whose index has bit `k` set.
const INDEX_BITS: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

impl Tally {
    /// Reads cells from the start of `bytes` up to the first byte that is neither `.` nor `o`
    /// (or the end), adding them to the board so far; returns how many cells it read.
    pub fn scan(&mut self, bytes: &[u8]) -> usize {
        let (chunks, rest) = bytes.as_chunks::<64>();
        for (k, chunk) in chunks.iter().enumerate() {
            if !self.add_full_chunk(chunk) {
                return k * 64 + self.add_leading_cells(chunk);
            }
        }
        bytes.len() - rest.len() + self.add_leading_cells(rest)
    }

    /// Adds a chunk of 64 cells and returns true, or returns false (adding nothing) when the
    /// chunk holds a byte that is not a cell. Written for the compiler to vectorise.
    fn add_full_chunk(&mut self, chunk: &[u8; 64]) -> bool {
        let mut all_cells = true;
        let mut count = 0u16;
        let mut within = 0u16;
        for (j, &b) in chunk.iter().enumerate() {
            let is_checker = b == b'o';
            all_cells &= is_checker | (b == b'.');
            count += u16::from(is_checker);
            within += u16::from(is_checker) * j as u16;
        }
        if !all_cells {
            return false;
        }
        self.add_counted(u64::from(count), u64::from(within), 64, chunk[63] == b'o');
        true
    }

    /// Adds the cells at the start of `chunk` (at most 64 bytes), up to the first byte that is
    /// not a cell; returns how many it added.
    fn add_leading_cells(&mut self, chunk: &[u8]) -> usize {
        let (checkers, cells) = cell_masks(chunk);
        self.add(checkers, cells);
        cells
    }

    /// Adds `cells` cells (at most 64) whose checkers are the set bits of `checkers`.
    fn add(&mut self, checkers: u64, cells: usize) {
        if cells == 0 {
            return;
        }
        let within: u64 = INDEX_BITS
            .iter()
            .enumerate()
            .map(|(k, mask)| u64::from((checkers & mask).count_ones()) << k)
            .sum();
        let last = checkers >> (cells - 1) & 1 == 1;
        self.add_counted(u64::from(checkers.count_ones()), within, cells as u64, last);
    }

    /// Adds `cells` cells holding `count` checkers whose indices within them sum to `within`.
    fn add_counted(&mut self, count: u64, within: u64, cells: u64, last_is_checker: bool) {
        self.index_sum += u128::from(self.cells) * u128::from(count) + u128::from(within);
        self.checkers += count;
        self.cells += cells;
        self.last_is_checker = last_is_checker;
    }

    /// How many cells were read.
    pub fn cells(&self) -> u64 {
        self.cells
    }

    /// How many checkers play: those read, less one standing on the last cell.
    pub fn checkers_in_play(&self) -> u64 {
        self.checkers - u64::from(self.last_is_checker)
    }

    /// Whether a checker stands on the last cell read (it is removed before play).
    pub fn last_cell_has_checker(&self) -> bool {
        self.last_is_checker
    }

    /// The sum of the checkers' distances to the last cell read.
    pub fn distance_sum(&self) -> DistanceSum {
        // Σ (cells - 1 - i) over the checkers' cells i; every i ≤ cells - 1.
        let last = u128::from(self.cells.saturating_sub(1));
        DistanceSum(u128::from(self.checkers) * last - self.index_sum)
    }

    /// Whether the first player wins on the board read, by the parity law.
    pub fn first_player_wins(&self) -> bool {
        self.distance_sum().first_player_wins()
    }
}

/// The checkers (`o`) of a chunk of at most 64 bytes as a bit mask, and how many of its leading
/// bytes are cells (`.` or `o`); checkers after the first other byte are dropped.
fn cell_masks(chunk: &[u8]) -> (u64, usize) {
    let mut checkers = 0u64;
    let mut cells = 0u64;
    for (j, &b) in chunk.iter().enumerate() {
        checkers |= u64::from(b == b'o') << j;
        cells |= u64::from(b == b'o' || b == b'.') << j;
    }
    let read = (cells.trailing_ones() as usize).min(chunk.len());
    let kept = if read == 64 {
        checkers
    } else {
        checkers & ((1 << read) - 1)
    };
    (kept, read)
}
