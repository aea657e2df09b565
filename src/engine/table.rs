//! Whole-state-space tables for games whose positions are small integers (bitmasks, say),
//! computed bottom-up: every position's outcome or Grundy value, once, for all of them.

use crate::theory::nimber::Nimber;
use rayon::prelude::*;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

/// A game whose positions are the integers `0..positions()`, where every move leads to a
/// smaller integer (removing cells from a bitmask does), so that a table can be filled in
/// increasing order.
pub trait DenseGame: Sync {
    /// How many positions there are: they are `0..positions()`.
    fn positions(&self) -> usize;

    /// Calls `visit` with the position after each legal move from `position`, stopping as soon
    /// as `visit` breaks; returns what the last call returned (`Continue` when there are no moves).
    /// Every position visited must be smaller than `position`.
    fn for_each_move(
        &self,
        position: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()>;

    /// A layer number such that every move leads to a strictly lower layer (the number of
    /// chocolates left, say), or `None` when the game has no such layering. Tables of a layered
    /// game are built in parallel, one layer at a time.
    fn layer(&self, position: usize) -> Option<u32> {
        let _ = position;
        None
    }
}

/// Why a table could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// More positions than the table may hold.
    #[error("{positions} positions exceed the table limit of {limit}")]
    TooManyPositions {
        /// Positions asked for.
        positions: usize,
        /// The most a table holds.
        limit: usize,
    },
    /// A Grundy value too large for one byte.
    #[error("position {position} has Grundy value {value}, over the one-byte table limit of 255")]
    ValueTooLarge {
        /// The position.
        position: usize,
        /// Its value.
        value: u32,
    },
}

/// The most positions a table holds: 2^32 (512 MiB as a win table, 4 GiB as a Grundy table).
pub const MAX_TABLE_POSITIONS: usize = 1 << 32;

fn check_size(positions: usize) -> Result<(), TableError> {
    if positions > MAX_TABLE_POSITIONS {
        return Err(TableError::TooManyPositions {
            positions,
            limit: MAX_TABLE_POSITIONS,
        });
    }
    Ok(())
}

/// Whether the player to move wins, for every position of a [`DenseGame`]: one bit each.
#[derive(Debug)]
pub struct WinTable {
    words: Vec<u64>,
    positions: usize,
}

impl WinTable {
    /// Builds the table bottom-up, in parallel by layers when the game has them.
    pub fn build<G: DenseGame>(game: &G) -> Result<WinTable, TableError> {
        let positions = game.positions();
        check_size(positions)?;
        let words: Vec<AtomicU64> = (0..positions.div_ceil(64))
            .map(|_| AtomicU64::new(0))
            .collect();
        let is_win = |p: usize| words[p / 64].load(Relaxed) & (1 << (p % 64)) != 0;
        let solve = |p: usize| {
            let win = game
                .for_each_move(p, &mut |next| {
                    if is_win(next) {
                        ControlFlow::Continue(())
                    } else {
                        ControlFlow::Break(())
                    }
                })
                .is_break();
            if win {
                words[p / 64].fetch_or(1 << (p % 64), Relaxed);
            }
        };
        in_dependency_order(game, solve);
        Ok(WinTable {
            words: words.into_iter().map(AtomicU64::into_inner).collect(),
            positions,
        })
    }

    /// Whether the player to move from `position` wins.
    pub fn is_win(&self, position: usize) -> bool {
        assert!(position < self.positions, "position outside the table");
        self.words[position / 64] & (1 << (position % 64)) != 0
    }

    /// How many positions the table covers.
    pub fn positions(&self) -> usize {
        self.positions
    }
}

/// The Grundy value of every position of a [`DenseGame`]: one byte each.
#[derive(Debug)]
pub struct GrundyTable {
    values: Vec<u8>,
}

impl GrundyTable {
    /// Builds the table bottom-up, in parallel by layers when the game has them.
    pub fn build<G: DenseGame>(game: &G) -> Result<GrundyTable, TableError> {
        let positions = game.positions();
        check_size(positions)?;
        let values: Vec<AtomicU8> = (0..positions).map(|_| AtomicU8::new(0)).collect();
        let too_large = AtomicU64::new(u64::MAX);
        let solve = |p: usize| {
            let mut seen = [0u64; 4];
            let _ = game.for_each_move(p, &mut |next| {
                let v = values[next].load(Relaxed);
                seen[usize::from(v / 64)] |= 1 << (v % 64);
                ControlFlow::Continue(())
            });
            let mex = seen
                .iter()
                .enumerate()
                .find(|(_, w)| **w != u64::MAX)
                .map_or(256, |(i, w)| i as u32 * 64 + w.trailing_ones());
            match u8::try_from(mex) {
                Ok(v) => values[p].store(v, Relaxed),
                Err(_) => {
                    too_large.fetch_min(p as u64, Relaxed);
                }
            }
        };
        in_dependency_order(game, solve);
        let first_too_large = too_large.into_inner();
        if first_too_large != u64::MAX {
            return Err(TableError::ValueTooLarge {
                position: first_too_large as usize,
                value: 256,
            });
        }
        Ok(GrundyTable {
            values: values.into_iter().map(AtomicU8::into_inner).collect(),
        })
    }

    /// The Grundy value of `position`.
    pub fn grundy(&self, position: usize) -> Nimber {
        Nimber(u32::from(self.values[position]))
    }

    /// How many positions the table covers.
    pub fn positions(&self) -> usize {
        self.values.len()
    }
}

/// Runs `solve` on every position after all the positions it can move to: in increasing order,
/// or layer by layer in parallel when the game is layered.
fn in_dependency_order<G: DenseGame>(game: &G, solve: impl Fn(usize) + Sync) {
    let positions = game.positions();
    if positions == 0 {
        return;
    }
    let Some(_) = game.layer(0) else {
        (0..positions).for_each(solve);
        return;
    };
    let layer_of: Vec<u32> = (0..positions)
        .into_par_iter()
        .map(|p| game.layer(p).expect("a layered game layers every position"))
        .collect();
    let layers = layer_of.iter().copied().max().unwrap_or(0) as usize + 1;
    let mut starts = vec![0usize; layers + 1];
    for &l in &layer_of {
        starts[l as usize + 1] += 1;
    }
    for l in 0..layers {
        starts[l + 1] += starts[l];
    }
    let mut order = vec![0u32; positions];
    let mut next = starts.clone();
    for (p, &l) in layer_of.iter().enumerate() {
        order[next[l as usize]] = p as u32;
        next[l as usize] += 1;
    }
    for l in 0..layers {
        order[starts[l]..starts[l + 1]]
            .par_iter()
            .with_min_len(1024)
            .for_each(|&p| solve(p as usize));
    }
}
