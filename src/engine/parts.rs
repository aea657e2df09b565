//! The parts a [`Solver`](super::solver::Solver) is generic over, each with a do-nothing
//! default: where it remembers values ([`Memo`]), how much it may search ([`Budget`]), and
//! what it counts ([`Stats`]); whom it tells how far it got is in [`progress`](super::progress).

use crate::theory::nimber::Nimber;
use rustc_hash::FxHashMap;
use std::convert::Infallible;
use std::hash::{BuildHasher, Hash};

/// Where a solver remembers the Grundy values it found, keyed by position.
pub trait Memo<P> {
    /// The value stored for `p`, if any.
    fn get(&self, p: &P) -> Option<Nimber>;
    /// Stores the value of `p`.
    fn insert(&mut self, p: P, value: Nimber);
    /// How many positions are stored.
    fn len(&self) -> usize;
    /// Whether nothing is stored.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Called before each question: a memo with a size limit empties itself here when over it.
    fn trim(&mut self) {}
    /// The most entries the memo keeps between questions; the solver's other maps (its
    /// remoteness) keep no more.
    fn max_entries(&self) -> usize {
        usize::MAX
    }
}

/// A hash map memo (Fx hashing), optionally emptied between questions once it grows past a
/// number of entries. The default memo.
#[derive(Debug, Clone)]
pub struct HashMemo<P> {
    map: FxHashMap<P, Nimber>,
    max_entries: usize,
}

impl<P> Default for HashMemo<P> {
    fn default() -> Self {
        HashMemo {
            map: FxHashMap::default(),
            max_entries: usize::MAX,
        }
    }
}

impl<P> HashMemo<P> {
    /// The most bytes one entry may take in a solver, the tables' spare room included (a
    /// table at most doubles as it grows), the entry of its remoteness map counted too: for
    /// sizing a memo to a memory limit.
    pub const ENTRY_BYTES: usize =
        2 * (size_of::<(P, Nimber)>() + 1) + 2 * (size_of::<(P, u32)>() + 1);

    /// A memo that is emptied before a question whenever it holds more than `max_entries`.
    pub fn with_max_entries(max_entries: usize) -> Self {
        HashMemo {
            map: FxHashMap::default(),
            max_entries,
        }
    }
}

impl<P: Eq + Hash> Memo<P> for HashMemo<P> {
    #[inline]
    fn get(&self, p: &P) -> Option<Nimber> {
        self.map.get(p).copied()
    }
    #[inline]
    fn insert(&mut self, p: P, value: Nimber) {
        self.map.insert(p, value);
    }
    fn len(&self) -> usize {
        self.map.len()
    }
    fn trim(&mut self) {
        if self.map.len() > self.max_entries {
            self.map.clear();
        }
    }
    fn max_entries(&self) -> usize {
        self.max_entries
    }
}

/// A cache of values by key that never grows past its size: a full cache replaces, within the
/// bucket a key goes to, the entry of least worth (a caller gives each entry a worth, such as
/// the size of the position, so that cheap answers are the ones forgotten). For searches whose
/// entries are exact answers, so that forgetting one costs only time. Each bucket holds `WAYS`
/// entries in one 64-byte cache line when they fit (6 for 8-byte keys, 3 for 16-byte keys).
///
/// ```
/// use cgsolve::engine::parts::ReplacingCache;
/// let mut cache = ReplacingCache::<u64, u8, 6>::with_max_entries(8);
/// for key in 0..100u64 {
///     cache.insert(key, (key % 7) as u8, (key % 5) as u8);
/// }
/// assert!(cache.len() <= 8);
/// assert!(cache.get(&99).is_none_or(|v| v == 99 % 7));
/// ```
#[derive(Debug, Clone)]
pub struct ReplacingCache<K, V, const WAYS: usize> {
    buckets: Vec<Bucket<K, V, WAYS>>,
    len: usize,
    max_buckets: usize,
}

/// The entries one key may go to, aligned to a cache line: keys, values and worths apart, so
/// that a lookup reads one line.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
struct Bucket<K, V, const WAYS: usize> {
    keys: [K; WAYS],
    values: [V; WAYS],
    worths: [u8; WAYS],
    /// How many of the slots hold entries (the first `len`).
    len: u8,
}

impl<K: Copy + Default, V: Copy + Default, const WAYS: usize> Bucket<K, V, WAYS> {
    fn empty() -> Self {
        Bucket {
            keys: [K::default(); WAYS],
            values: [V::default(); WAYS],
            worths: [0; WAYS],
            len: 0,
        }
    }
}

impl<K: Copy + Default + Eq + Hash, V: Copy + Default, const WAYS: usize>
    ReplacingCache<K, V, WAYS>
{
    /// The most bytes one entry takes, its share of a bucket: for sizing a cache to a memory
    /// limit.
    pub const ENTRY_BYTES: usize = size_of::<Bucket<K, V, WAYS>>().div_ceil(WAYS);

    /// An empty cache that grows as entries come, up to `max_entries` (at least one bucket).
    pub fn with_max_entries(max_entries: usize) -> Self {
        let most = (max_entries / WAYS).max(1);
        ReplacingCache {
            buckets: vec![Bucket::empty()],
            len: 0,
            max_buckets: 1 << (usize::BITS - 1 - most.leading_zeros()),
        }
    }

    /// How many entries are stored.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The bucket of `key`: the hash's high bits, which mix every bit of the key.
    #[inline]
    fn bucket_of(&self, key: &K) -> usize {
        let hash = rustc_hash::FxBuildHasher.hash_one(key);
        let bits = self.buckets.len().trailing_zeros();
        if bits == 0 {
            0
        } else {
            (hash >> (u64::BITS - bits)) as usize
        }
    }

    /// The value stored under `key`, if it is still there.
    #[inline]
    pub fn get(&self, key: &K) -> Option<V> {
        let bucket = &self.buckets[self.bucket_of(key)];
        (0..usize::from(bucket.len))
            .find(|&i| bucket.keys[i] == *key)
            .map(|i| bucket.values[i])
    }

    /// Stores `value` under `key` with `worth`; when the key's bucket is full, the table grows
    /// when at least half full and allowed to, else the entry of least worth there (perhaps this
    /// one) gives way.
    pub fn insert(&mut self, key: K, value: V, worth: u8) {
        loop {
            let b = self.bucket_of(&key);
            let count = self.buckets.len();
            let bucket = &mut self.buckets[b];
            let len = usize::from(bucket.len);
            let slot = match (0..len).find(|&i| bucket.keys[i] == key) {
                Some(i) => i,
                None if len < WAYS => {
                    bucket.len += 1;
                    self.len += 1;
                    len
                }
                None => {
                    // Grow while at least half full; past that, a full bucket replaces.
                    let can_grow = count < self.max_buckets && self.len * 2 >= count * WAYS;
                    if can_grow {
                        self.grow();
                        continue;
                    }
                    let least = (0..WAYS)
                        .min_by_key(|&i| bucket.worths[i])
                        .expect("a bucket has slots");
                    if bucket.worths[least] > worth {
                        return;
                    }
                    least
                }
            };
            bucket.keys[slot] = key;
            bucket.values[slot] = value;
            bucket.worths[slot] = worth;
            return;
        }
    }

    /// Twice the buckets, every entry placed again.
    fn grow(&mut self) {
        let doubled = vec![Bucket::empty(); self.buckets.len() * 2];
        let old = std::mem::replace(&mut self.buckets, doubled);
        self.len = 0;
        for bucket in old {
            for i in 0..usize::from(bucket.len) {
                self.insert(bucket.keys[i], bucket.values[i], bucket.worths[i]);
            }
        }
    }
}

/// No memo at all: every position is searched each time it is met (a plain minimax).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoMemo;

impl<P> Memo<P> for NoMemo {
    fn get(&self, _: &P) -> Option<Nimber> {
        None
    }
    fn insert(&mut self, _: P, _: Nimber) {}
    fn len(&self) -> usize {
        0
    }
}

/// A position that is a small integer, for a [`DenseMemo`].
pub trait DenseIndex {
    /// The position's index: below the memo's size.
    fn index(&self) -> usize;
}

impl DenseIndex for usize {
    fn index(&self) -> usize {
        *self
    }
}

impl DenseIndex for u32 {
    fn index(&self) -> usize {
        *self as usize
    }
}

impl DenseIndex for u64 {
    fn index(&self) -> usize {
        *self as usize
    }
}

/// A memo over positions `0..size`: one `u16` each, for dense position spaces searched top down.
/// Values over `u16::MAX - 1` are not stored (they are searched again when met).
#[derive(Debug, Clone)]
pub struct DenseMemo {
    values: Vec<u16>,
    stored: usize,
}

const UNKNOWN: u16 = u16::MAX;

impl DenseMemo {
    /// A memo for positions `0..size`.
    pub fn new(size: usize) -> DenseMemo {
        DenseMemo {
            values: vec![UNKNOWN; size],
            stored: 0,
        }
    }
}

impl<P: DenseIndex> Memo<P> for DenseMemo {
    #[inline]
    fn get(&self, p: &P) -> Option<Nimber> {
        let v = self.values[p.index()];
        (v != UNKNOWN).then_some(Nimber(u32::from(v)))
    }
    #[inline]
    fn insert(&mut self, p: P, value: Nimber) {
        if let Ok(v) = u16::try_from(value.0)
            && v != UNKNOWN
        {
            let slot = &mut self.values[p.index()];
            self.stored += usize::from(*slot == UNKNOWN);
            *slot = v;
        }
    }
    fn len(&self) -> usize {
        self.stored
    }
}

/// A memo of outcomes over positions `0..size`, two bits each ("decided", "won"): for a game's
/// own win/lose search over a dense position space (one that stops at the first winning move,
/// where Grundy values are not needed).
///
/// ```
/// use cgsolve::engine::parts::WinMemo;
/// let mut memo = WinMemo::new(100);
/// assert_eq!(memo.get(7), None);
/// memo.set(7, true);
/// memo.set(8, false);
/// assert_eq!((memo.get(7), memo.get(8)), (Some(true), Some(false)));
/// ```
#[derive(Debug, Clone)]
pub struct WinMemo {
    words: Vec<u64>,
}

impl WinMemo {
    /// A memo for positions `0..size`, nothing decided.
    pub fn new(size: u64) -> WinMemo {
        WinMemo {
            words: vec![0; size.div_ceil(32) as usize],
        }
    }

    /// Whether the player to move wins at `position`, if decided.
    #[inline]
    pub fn get(&self, position: u64) -> Option<bool> {
        let known = self.words[(position / 32) as usize] >> ((position % 32) * 2);
        (known & 1 != 0).then_some(known & 2 != 0)
    }

    /// Records the outcome of `position` (decided once: a second call must agree).
    #[inline]
    pub fn set(&mut self, position: u64, wins: bool) {
        self.words[(position / 32) as usize] |= (1 | u64::from(wins) << 1) << ((position % 32) * 2);
    }
}

/// How much a solver may search per question.
pub trait Budget {
    /// What exceeding the budget gives ([`Infallible`] for a budget that cannot be exceeded).
    type Error: std::fmt::Debug;
    /// Called at the start of each question (each public call of the solver).
    fn start_question(&mut self) {}
    /// Called before each position is searched (its options listed); refuses when spent.
    fn spend(&mut self) -> Result<(), Self::Error>;
}

/// No limit: the default.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoBudget;

impl Budget for NoBudget {
    type Error = Infallible;
    #[inline]
    fn spend(&mut self) -> Result<(), Infallible> {
        Ok(())
    }
}

/// The search budget ran out before the answer was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the search limit of {limit} positions per question was reached")]
pub struct BudgetExceeded {
    /// How many positions one question may search.
    pub limit: usize,
}

/// At most `limit` positions searched per question, or over every question of a solver.
#[derive(Debug, Clone, Copy)]
pub struct PositionBudget {
    limit: usize,
    spent: usize,
    per_question: bool,
}

impl PositionBudget {
    /// A budget of `limit` positions per question.
    pub fn new(limit: usize) -> PositionBudget {
        PositionBudget {
            limit,
            spent: 0,
            per_question: true,
        }
    }

    /// A budget of `limit` positions over every question, never refilled: with a solver that
    /// remembers every position it searches, a limit on its memo.
    pub fn in_all(limit: usize) -> PositionBudget {
        PositionBudget {
            per_question: false,
            ..PositionBudget::new(limit)
        }
    }

    /// How many positions one question may search.
    pub fn limit(&self) -> usize {
        self.limit
    }
}

impl Budget for PositionBudget {
    type Error = BudgetExceeded;
    fn start_question(&mut self) {
        if self.per_question {
            self.spent = 0;
        }
    }
    #[inline]
    fn spend(&mut self) -> Result<(), BudgetExceeded> {
        if self.spent >= self.limit {
            return Err(BudgetExceeded { limit: self.limit });
        }
        self.spent += 1;
        Ok(())
    }
}

/// What a solver counted since it was made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions searched: their options listed and their value computed.
    pub searched: u64,
    /// Positions answered from the memo.
    pub memo_hits: u64,
    /// Positions answered by the rules' `known_value` hook.
    pub known: u64,
}

#[cfg(test)]
mod replacing_cache_tests {
    use super::ReplacingCache;

    #[test]
    fn an_unbounded_cache_keeps_every_entry() {
        let mut cache = ReplacingCache::<u64, u8, 6>::with_max_entries(usize::MAX);
        for key in 1..10_000u64 {
            cache.insert(key * 0x9e37, (key % 251) as u8, 1);
        }
        assert_eq!(cache.len(), 9_999);
        for key in 1..10_000u64 {
            assert_eq!(cache.get(&(key * 0x9e37)), Some((key % 251) as u8), "{key}");
        }
        cache.insert(0x9e37, 7, 1);
        assert_eq!((cache.len(), cache.get(&0x9e37)), (9_999, Some(7)));
    }

    #[test]
    fn a_bounded_cache_forgets_the_least_worthy_and_answers_truly() {
        let mut cache = ReplacingCache::<u128, u8, 3>::with_max_entries(100);
        for key in 0..5_000u128 {
            cache.insert(key, (key % 13) as u8, (key % 7) as u8);
        }
        // 32 buckets of 3.
        assert_eq!(cache.len(), 96);
        let kept: Vec<u128> = (0..5_000).filter(|k| cache.get(k).is_some()).collect();
        assert_eq!(kept.len(), 96);
        for key in &kept {
            assert_eq!(cache.get(key), Some((key % 13) as u8));
        }
        // Worth 6 is the most any key had: the last keys of worth 6 were never replaced by less.
        assert!(kept.iter().filter(|&&k| k % 7 == 6).count() > 48);
        let mut one = ReplacingCache::<u64, u8, 6>::with_max_entries(6);
        for key in 0..6 {
            one.insert(key, 1, 3);
        }
        one.insert(99, 2, 1);
        assert_eq!(one.get(&99), None, "less worthy than every entry");
        one.insert(100, 2, 4);
        assert_eq!((one.get(&100), one.len()), (Some(2), 6));
    }
}
