//! Whole-state-space search over the rules, for boards short enough: who wins from every board
//! of a length (the engine's [`WinTable`]) and how long the game lasts under best play (its
//! [`RemotenessTable`]).

use super::AllBoards;
pub use crate::engine::table::RemotenessTable;
use crate::engine::table::{TableError, WinTable};

/// The longest board `--explain` searches (2^20 boards: a 128 KiB win table and a 2 MiB
/// remoteness table, built in about 0.05 s; each further cell doubles that, and 24 cells took
/// over 2 s, too long for an explanation that the parity law gives exactly anyway).
pub const MAX_SEARCH_CELLS: usize = 20;

/// Both tables for one length.
#[derive(Debug)]
pub struct Solved {
    /// Whether the player to move wins, for every board.
    pub wins: WinTable,
    /// How long the game lasts under best play, for every board.
    pub remoteness: RemotenessTable,
}

/// The tables built so far, one pair per board length, each built the first time it is asked.
#[derive(Debug, Default)]
pub struct Search {
    by_len: Vec<Option<Solved>>,
}

impl Search {
    /// The tables for boards of `len` cells, or `None` when `len` is over [`MAX_SEARCH_CELLS`].
    pub fn solved(&mut self, len: usize) -> Result<Option<&Solved>, TableError> {
        let Some(game) = AllBoards::new(len).filter(|_| len <= MAX_SEARCH_CELLS) else {
            return Ok(None);
        };
        if self.by_len.len() <= len {
            self.by_len.resize_with(len + 1, || None);
        }
        if self.by_len[len].is_none() {
            let remoteness = RemotenessTable::build(&game)?;
            let wins = WinTable::build(&game)?;
            self.by_len[len] = Some(Solved { wins, remoteness });
        }
        Ok(self.by_len[len].as_ref())
    }
}
