//! Whole-state-space tables for games whose positions are small integers (bitmasks, mixed-radix
//! numbers), generic over the value stored: one bit (win or lose), a `u8` or `u16` Grundy value,
//! or a remoteness (whose parity is the outcome). Built bottom-up, in parallel layer by layer
//! when the game has layers, or pushed from the lost positions.

use super::win_lose::{Normal, RemotenessFold};
use crate::progress::{NoProgress, Progress};
use crate::theory::nimber::{MexSet, Nimber};
use rayon::prelude::*;
use std::marker::PhantomData;
use std::ops::ControlFlow;

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

/// A [`DenseGame`] that can list the positions one move *above* a position, so that a win table
/// can be pushed from the lost positions only ([`WinTable::push_from_lost`]).
pub trait Unmoves: DenseGame {
    /// Calls `visit` with every position that has a move to `position` (each may come more
    /// than once). Every position visited must be larger than `position`.
    fn for_each_unmove(&self, position: usize, visit: impl FnMut(usize));
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
    /// A value too large for the table's cells.
    #[error("position {position} has value {value}, over the table's limit of {limit}")]
    ValueTooLarge {
        /// The position.
        position: usize,
        /// Its value (at least).
        value: u32,
        /// The largest value a cell holds.
        limit: u32,
    },
}

/// The most positions a table holds: 2^32 (512 MiB as a win table, 4 GiB as a `u8` table).
pub const MAX_TABLE_POSITIONS: usize = 1 << 32;

/// What a table stores for each position, and how a position's entry follows from its options'.
pub trait Entry: Copy + Default + Send + Sync {
    /// How the entries are kept.
    type Store: Store<Self>;
    /// The entry of `position` given its options' entries through `get`; `Err(value)` when the
    /// value does not fit the entry.
    fn evaluate<G: DenseGame>(
        game: &G,
        position: usize,
        get: impl Fn(usize) -> Self,
    ) -> Result<Self, u32>;
    /// The largest value an entry holds, for error messages.
    const LIMIT: u32;
}

/// Storage of a table's entries.
pub trait Store<E>: Sync + Send {
    /// Room for `len` entries, each the default.
    fn with_len(len: usize) -> Self;
    /// The entry of position `i`.
    fn get(&self, i: usize) -> E;
    /// Sets the entry of position `i`.
    fn set(&mut self, i: usize, e: E);
}

impl<E: Copy + Default + Send + Sync> Store<E> for Vec<E> {
    fn with_len(len: usize) -> Self {
        vec![E::default(); len]
    }
    #[inline]
    fn get(&self, i: usize) -> E {
        self[i]
    }
    #[inline]
    fn set(&mut self, i: usize, e: E) {
        self[i] = e;
    }
}

/// One bit per position.
#[derive(Debug, Clone)]
pub struct Bits(Vec<u64>);

impl Store<Win> for Bits {
    fn with_len(len: usize) -> Self {
        Bits(vec![0; len.div_ceil(64)])
    }
    #[inline]
    fn get(&self, i: usize) -> Win {
        Win(self.0[i / 64] & (1 << (i % 64)) != 0)
    }
    #[inline]
    fn set(&mut self, i: usize, e: Win) {
        let bit = 1 << (i % 64);
        if e.0 {
            self.0[i / 64] |= bit;
        } else {
            self.0[i / 64] &= !bit;
        }
    }
}

/// Whether the player to move wins: one bit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Win(pub bool);

impl Entry for Win {
    type Store = Bits;
    const LIMIT: u32 = 1;
    #[inline]
    fn evaluate<G: DenseGame>(game: &G, p: usize, get: impl Fn(usize) -> Win) -> Result<Win, u32> {
        let win = game
            .for_each_move(p, &mut |next| {
                if get(next).0 {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            })
            .is_break();
        Ok(Win(win))
    }
}

/// A Grundy value stored in a `T` (`u8` or `u16`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Grundy<T>(pub T);

macro_rules! grundy_entry {
    ($t:ty) => {
        impl Entry for Grundy<$t> {
            type Store = Vec<Grundy<$t>>;
            const LIMIT: u32 = <$t>::MAX as u32;
            #[inline]
            fn evaluate<G: DenseGame>(
                game: &G,
                p: usize,
                get: impl Fn(usize) -> Self,
            ) -> Result<Self, u32> {
                let mut seen = MexSet::new();
                let _ = game.for_each_move(p, &mut |next| {
                    seen.insert(Nimber(u32::from(get(next).0)));
                    ControlFlow::Continue(())
                });
                let mex = seen.mex().0;
                <$t>::try_from(mex).map(Grundy).map_err(|_| mex)
            }
        }
    };
}
grundy_entry!(u8);
grundy_entry!(u16);

/// How many moves the game lasts under best play (see
/// [`Solver::try_remoteness`](super::solver::Solver::try_remoteness)): odd when the player to
/// move wins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Remoteness(pub u16);

impl Entry for Remoteness {
    type Store = Vec<Remoteness>;
    const LIMIT: u32 = u16::MAX as u32;
    #[inline]
    fn evaluate<G: DenseGame>(
        game: &G,
        p: usize,
        get: impl Fn(usize) -> Self,
    ) -> Result<Self, u32> {
        let mut fold = RemotenessFold::<Normal>::default();
        let _ = game.for_each_move(p, &mut |next| {
            fold.add(u32::from(get(next).0));
            ControlFlow::Continue(())
        });
        let r = fold.remoteness();
        u16::try_from(r).map(Remoteness).map_err(|_| r)
    }
}

/// An entry for every position of a [`DenseGame`].
#[derive(Debug, Clone)]
pub struct Table<E: Entry> {
    store: E::Store,
    positions: usize,
    entry: PhantomData<E>,
}

/// Whether the player to move wins, for every position: one bit each.
pub type WinTable = Table<Win>;
/// The Grundy value of every position: one byte each.
pub type GrundyTable = Table<Grundy<u8>>;
/// The Grundy value of every position: two bytes each.
pub type WideGrundyTable = Table<Grundy<u16>>;
/// The remoteness of every position: two bytes each.
pub type RemotenessTable = Table<Remoteness>;

impl<E: Entry> Table<E> {
    /// Builds the table bottom-up, in parallel by layers when the game has them.
    pub fn build<G: DenseGame>(game: &G) -> Result<Self, TableError> {
        Self::build_with_progress(game, &mut NoProgress)
    }

    /// Builds the table, telling `progress` of each layer done (of each 2^20 positions when the
    /// game has no layers).
    pub fn build_with_progress<G: DenseGame>(
        game: &G,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        let positions = game.positions();
        check_size(positions)?;
        let mut store = E::Store::with_len(positions);
        let too_large = |p: usize, value: u32| TableError::ValueTooLarge {
            position: p,
            value,
            limit: E::LIMIT,
        };
        match layers(game) {
            None => {
                const BLOCK: usize = 1 << 20;
                for p in 0..positions {
                    let e = E::evaluate(game, p, |q| store.get(q)).map_err(|v| too_large(p, v))?;
                    store.set(p, e);
                    if (p + 1) % BLOCK == 0 {
                        progress.update((p + 1) as u64, Some(positions as u64));
                    }
                }
            }
            Some(layers) => {
                for (i, layer) in layers.iter().enumerate() {
                    let entries: Vec<E> = layer
                        .par_iter()
                        .with_min_len(1024)
                        .map(|&p| {
                            let p = p as usize;
                            E::evaluate(game, p, |q| store.get(q)).map_err(|v| too_large(p, v))
                        })
                        .collect::<Result<_, _>>()?;
                    for (&p, e) in layer.iter().zip(entries) {
                        store.set(p as usize, e);
                    }
                    progress.update(i as u64 + 1, Some(layers.len() as u64));
                }
            }
        }
        progress.finish();
        Ok(Table {
            store,
            positions,
            entry: PhantomData,
        })
    }

    /// The entry of `position`, which must be below [`positions`](Table::positions).
    #[inline]
    pub fn get(&self, position: usize) -> E {
        assert!(position < self.positions, "position outside the table");
        self.store.get(position)
    }

    /// How many positions the table covers.
    pub fn positions(&self) -> usize {
        self.positions
    }
}

impl WinTable {
    /// Whether the player to move from `position` wins.
    #[inline]
    pub fn is_win(&self, position: usize) -> bool {
        self.get(position).0
    }

    /// Builds the table in increasing order, doing work for the lost positions only: a
    /// position not yet marked won when the scan reaches it is lost (none of its options is
    /// lost), and every position one move above it is marked won.
    pub fn push_from_lost<G: Unmoves>(game: &G) -> Result<WinTable, TableError> {
        let positions = game.positions();
        check_size(positions)?;
        let mut wins = vec![0u64; positions.div_ceil(64)];
        for lost in 0..positions {
            if wins[lost / 64] & (1 << (lost % 64)) != 0 {
                continue;
            }
            game.for_each_unmove(lost, |won| wins[won / 64] |= 1 << (won % 64));
        }
        Ok(Table {
            store: Bits(wins),
            positions,
            entry: PhantomData,
        })
    }
}

impl<T: Copy + Into<u32>> Table<Grundy<T>>
where
    Grundy<T>: Entry,
{
    /// The Grundy value of `position`.
    #[inline]
    pub fn grundy(&self, position: usize) -> Nimber {
        Nimber(self.get(position).0.into())
    }
}

impl RemotenessTable {
    /// The remoteness of `position`.
    #[inline]
    pub fn remoteness(&self, position: usize) -> u32 {
        u32::from(self.get(position).0)
    }
}

fn check_size(positions: usize) -> Result<(), TableError> {
    if positions > MAX_TABLE_POSITIONS {
        return Err(TableError::TooManyPositions {
            positions,
            limit: MAX_TABLE_POSITIONS,
        });
    }
    Ok(())
}

/// The positions of a layered game grouped by layer, lowest first; `None` for a game without
/// layers (or with no positions).
fn layers<G: DenseGame>(game: &G) -> Option<Vec<Vec<u32>>> {
    let positions = game.positions();
    if positions == 0 {
        return None;
    }
    game.layer(0)?;
    let layer_of: Vec<u32> = (0..positions)
        .into_par_iter()
        .map(|p| game.layer(p).expect("a layered game layers every position"))
        .collect();
    let count = layer_of.iter().copied().max().unwrap_or(0) as usize + 1;
    let mut sizes = vec![0usize; count];
    for &l in &layer_of {
        sizes[l as usize] += 1;
    }
    let mut out: Vec<Vec<u32>> = sizes.into_iter().map(Vec::with_capacity).collect();
    for (p, &l) in layer_of.iter().enumerate() {
        out[l as usize].push(p as u32);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game S(1, 2, 4) on heaps 0..n; `layered` numbers each heap its own layer.
    struct Subtract {
        n: usize,
        layered: bool,
    }

    impl DenseGame for Subtract {
        fn positions(&self) -> usize {
            self.n
        }
        fn for_each_move(
            &self,
            p: usize,
            visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
        ) -> ControlFlow<()> {
            for take in [1, 2, 4] {
                if take <= p {
                    visit(p - take)?;
                }
            }
            ControlFlow::Continue(())
        }
        fn layer(&self, p: usize) -> Option<u32> {
            self.layered.then_some(p as u32)
        }
    }

    impl Unmoves for Subtract {
        fn for_each_unmove(&self, p: usize, mut visit: impl FnMut(usize)) {
            for take in [1, 2, 4] {
                if p + take < self.n {
                    visit(p + take);
                }
            }
        }
    }

    #[test]
    fn every_table_agrees_with_the_known_period() {
        // S(1, 2, 4) has Grundy values 0 1 2 0 1 2 ... (period 3).
        for layered in [false, true] {
            let game = Subtract { n: 3000, layered };
            let grundy = GrundyTable::build(&game).unwrap();
            let wide = WideGrundyTable::build(&game).unwrap();
            let wins = WinTable::build(&game).unwrap();
            let remoteness = RemotenessTable::build(&game).unwrap();
            for p in 0..game.n {
                assert_eq!(grundy.grundy(p), Nimber((p % 3) as u32));
                assert_eq!(wide.grundy(p), Nimber((p % 3) as u32));
                assert_eq!(wins.is_win(p), p % 3 != 0);
                assert_eq!(remoteness.remoteness(p) % 2 == 1, p % 3 != 0);
            }
        }
        let pushed = WinTable::push_from_lost(&Subtract {
            n: 3000,
            layered: false,
        })
        .unwrap();
        assert!((0..3000).all(|p| pushed.is_win(p) == (p % 3 != 0)));
    }

    /// Every position moves to every smaller one: position `p` has Grundy value `p`.
    struct Staircase(usize);

    impl DenseGame for Staircase {
        fn positions(&self) -> usize {
            self.0
        }
        fn for_each_move(
            &self,
            p: usize,
            visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
        ) -> ControlFlow<()> {
            (0..p).try_for_each(visit)
        }
    }

    #[test]
    fn a_value_over_the_cell_is_refused_with_the_limit() {
        assert_eq!(
            GrundyTable::build(&Staircase(300)).unwrap_err(),
            TableError::ValueTooLarge {
                position: 256,
                value: 256,
                limit: 255
            }
        );
        assert_eq!(
            WideGrundyTable::build(&Staircase(300)).unwrap().grundy(299),
            Nimber(299)
        );
        // Remoteness: p is won in one move (to 0).
        assert_eq!(
            RemotenessTable::build(&Staircase(300))
                .unwrap()
                .remoteness(299),
            1
        );
    }
}
