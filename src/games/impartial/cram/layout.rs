//! What the fast solver asks of a board: the set operations on its cells and the few questions
//! of Cram's geometry (dominoes, reductions, connected parts, normal forms), answered by
//! [`Wide`] on the 128-bit boards of [`region`](super::region) and by
//! [`Narrow`](super::narrow::Narrow) on 64-bit boards of a grid's own width.

use super::region::{self, Cells, Mirror};
use crate::engine::parts::ReplacingCache;
use std::fmt::Debug;
use std::hash::Hash;

/// A set of cells as a machine word.
pub trait CellSet: Copy + Eq + Ord + Hash + Debug {
    /// How many cells the set holds.
    fn count(self) -> u32;
    /// The set of its lowest cell alone (empty when the set is).
    fn lowest(self) -> Self;
    /// The cells of `self` not in `other`.
    fn without(self, other: Self) -> Self;
    /// Whether the set holds no cell.
    fn is_none(self) -> bool;
}

/// Values of parts by normal form, a bounded cache whose buckets fill one cache line.
pub trait PartMemo<K> {
    /// The most bytes one entry takes: for sizing a memo to a memory limit.
    const ENTRY_BYTES: usize;
    /// An empty memo that holds at most `max_entries` parts.
    fn with_max_entries(max_entries: usize) -> Self;
    /// The value stored for `key`, if it is still there.
    fn get(&self, key: &K) -> Option<u8>;
    /// Stores `value` for `key`; a full memo forgets the part of fewest cells first.
    fn insert(&mut self, key: K, value: u8, cells: u8);
    /// How many parts are stored.
    fn len(&self) -> usize;
    /// Whether no part is stored.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<K: Copy + Default + Eq + Hash, const WAYS: usize> PartMemo<K> for ReplacingCache<K, u8, WAYS> {
    const ENTRY_BYTES: usize = ReplacingCache::<K, u8, WAYS>::ENTRY_BYTES;
    fn with_max_entries(max_entries: usize) -> Self {
        ReplacingCache::with_max_entries(max_entries)
    }
    #[inline]
    fn get(&self, key: &K) -> Option<u8> {
        ReplacingCache::get(self, key)
    }
    fn insert(&mut self, key: K, value: u8, cells: u8) {
        ReplacingCache::insert(self, key, value, cells);
    }
    fn len(&self) -> usize {
        ReplacingCache::len(self)
    }
}

/// The memo of 64-bit boards: six entries a cache line.
pub type NarrowMemo = ReplacingCache<u64, u8, 6>;
/// The memo of 128-bit boards: three entries a cache line.
pub type WideMemo = ReplacingCache<u128, u8, 3>;
// Each bucket is one 64-byte line: 64 / 6 and 64 / 3 bytes an entry, rounded up.
const _: () = assert!(NarrowMemo::ENTRY_BYTES == 11 && WideMemo::ENTRY_BYTES == 22);

macro_rules! cell_set {
    ($word:ty) => {
        impl CellSet for $word {
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline]
            fn without(self, other: Self) -> Self {
                self & !other
            }
            #[inline]
            fn is_none(self) -> bool {
                self == 0
            }
        }
    };
}

cell_set!(u64);
cell_set!(u128);

/// A board layout: where each cell's bit lies, and Cram's geometry on sets of those bits.
pub trait Layout {
    /// A set of cells of this layout.
    type Cells: CellSet;
    /// Where values of parts on this layout are remembered.
    type Memo: PartMemo<Self::Cells> + std::fmt::Debug;

    /// Calls `each` with the cells left after each domino that fits in `cells`.
    fn for_each_left(&self, cells: Self::Cells, each: impl FnMut(Self::Cells));
    /// How many dominoes fit in `cells`.
    fn move_count(&self, cells: Self::Cells) -> u32;
    /// `cells` with the cells taken away that change no value (Beling's reductions, as
    /// [`region::reduced`] describes them).
    fn reduced(&self, cells: Self::Cells) -> Self::Cells;
    /// The connected part of `cells` that holds the cells of `seed`.
    fn part_containing(&self, cells: Self::Cells, seed: Self::Cells) -> Self::Cells;
    /// The left cells of the horizontal dominoes that may be left out of `cells`, cutting it
    /// there without changing its value ([`region::square_cuts`]).
    fn square_cuts(&self, cells: Self::Cells) -> Self::Cells;
    /// The part of `cells` that holds `seed`, connected through edges other than the
    /// horizontal ones whose left cell is in `cuts`.
    fn part_cut(&self, cells: Self::Cells, seed: Self::Cells, cuts: Self::Cells) -> Self::Cells;
    /// The normal form of a part: the same for exactly the parts that are images of each other
    /// under translation, rotation and reflection.
    fn normal_form(&self, part: Self::Cells) -> Self::Cells;
    /// What the half-turn mirror strategy says of `part`.
    fn mirror(&self, part: Self::Cells) -> Mirror;
    /// Whether `part` is a straight line of cells with no gap.
    fn is_strip(&self, part: Self::Cells) -> bool;
}

/// The 128-bit boards of 8 rows of 16 columns ([`region`]): every grid fits.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wide;

impl Layout for Wide {
    type Cells = Cells;
    type Memo = WideMemo;

    fn for_each_left(&self, cells: Cells, each: impl FnMut(Cells)) {
        region::lefts(cells).for_each(each);
    }

    fn move_count(&self, cells: Cells) -> u32 {
        region::horizontal_starts(cells).count_ones() + region::vertical_starts(cells).count_ones()
    }

    fn reduced(&self, cells: Cells) -> Cells {
        region::reduced(cells)
    }

    fn part_containing(&self, cells: Cells, seed: Cells) -> Cells {
        region::part_containing(cells, seed)
    }

    fn square_cuts(&self, cells: Cells) -> Cells {
        region::square_cuts(cells)
    }

    fn part_cut(&self, cells: Cells, seed: Cells, cuts: Cells) -> Cells {
        region::part_cut(cells, seed, cuts)
    }

    fn normal_form(&self, part: Cells) -> Cells {
        region::normal_form(part)
    }

    fn mirror(&self, part: Cells) -> Mirror {
        region::mirror(part)
    }

    fn is_strip(&self, part: Cells) -> bool {
        region::is_strip(part)
    }
}
