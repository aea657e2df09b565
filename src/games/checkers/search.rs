//! Whole-state-space search over the rules, for boards short enough: who wins from every board
//! of a length (the engine's [`WinTable`]) and how long the game lasts under best play.

use super::AllBoards;
use crate::engine::table::{DenseGame, TableError, WinTable};
use std::ops::ControlFlow;

/// The longest board `--explain` searches (2^24 boards: a 2 MiB win table and a 32 MiB
/// remoteness table).
pub const MAX_SEARCH_CELLS: usize = 24;

/// How many moves the game lasts under best play from every board of one length, counted as
/// [`ImpartialSolver::remoteness`](crate::ImpartialSolver::remoteness) counts it: the winner ends
/// the game as fast as possible, the loser delays the end as long as possible.
#[derive(Debug)]
pub struct RemotenessTable {
    values: Vec<u16>,
}

impl RemotenessTable {
    /// Builds the table bottom-up over every board of `game`'s length; `None` over
    /// [`MAX_SEARCH_CELLS`] cells.
    pub fn build(game: &AllBoards) -> Option<RemotenessTable> {
        if game.cells() > MAX_SEARCH_CELLS {
            return None;
        }
        let positions = game.positions();
        let mut values = vec![0u16; positions];
        for p in 0..positions {
            let mut fastest_win: Option<u16> = None;
            let mut slowest_loss = 0;
            let mut any = false;
            let _ = game.for_each_move(p, &mut |next| {
                let r = values[next];
                any = true;
                if r.is_multiple_of(2) {
                    fastest_win = Some(fastest_win.map_or(r, |best| best.min(r)));
                } else {
                    slowest_loss = slowest_loss.max(r);
                }
                ControlFlow::Continue(())
            });
            values[p] = match fastest_win {
                Some(r) => r + 1,
                None if !any => 0,
                None => slowest_loss + 1,
            };
        }
        Some(RemotenessTable { values })
    }

    /// The remoteness of the board at `position`.
    pub fn remoteness(&self, position: usize) -> u32 {
        u32::from(self.values[position])
    }
}

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
        if self.by_len[len].is_none()
            && let Some(remoteness) = RemotenessTable::build(&game)
        {
            let wins = WinTable::build(&game)?;
            self.by_len[len] = Some(Solved { wins, remoteness });
        }
        Ok(self.by_len[len].as_ref())
    }
}
