//! Misère canonical forms of impartial games, hash-consed in a [`MisereArena`].
//!
//! The forms, their order and every operation follow CGSuite's `MisereCanonicalGameOps`
//! (Dan Hoey and Aaron Siegel), so that each form prints as CGSuite prints it. A form is
//! *even* when its birthday is below that of the form plus `*[1]`; every other form is an even
//! form plus `*[1]`. The arena keeps one record per even form and names a form by a
//! [`MisereId`]: the record's number times two, plus one for the odd form beside it.
//!
//! A form is canonical (Conway, *On Numbers and Games*, ch. 12) when its options are, and no
//! option reverses through a follower: `G = H` when every option of `H` is an option of `G`
//! and every other option of `G` has `H` as an option, except that `G` reduces to `*[0]` only
//! when `G` is, like `*[0]`, a misère N-position (`{*[1]}` is `*[0]`, `{*[2]}` is `*[2#]`).

use super::genus::Phylum;
use crate::theory::canonical::{Held, LimitExceeded};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// A misère canonical form in a [`MisereArena`]: equal ids are equal games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MisereId(pub(super) u32);

impl MisereId {
    /// `*[0]`, the game with no options.
    pub const ZERO: MisereId = MisereId(0);
    /// `*[1]`, the game whose one option is `*[0]`.
    pub const ONE: MisereId = MisereId(1);

    /// Whether the form is even: its birthday is below that of the form plus `*[1]`.
    pub fn is_even(self) -> bool {
        self.0 & 1 == 0
    }

    /// The even form of `self` and `self + *[1]`.
    pub(super) fn even_part(self) -> MisereId {
        MisereId(self.0 & !1)
    }

    /// `self + *[1]`.
    pub(super) fn plus_one(self) -> MisereId {
        MisereId(self.0 ^ 1)
    }

    fn parity(self) -> u32 {
        self.0 & 1
    }

    fn record(self) -> usize {
        (self.0 >> 1) as usize
    }
}

/// What the arena knows of one even form.
#[derive(Debug)]
pub(super) struct Record {
    /// The options, in canonical order.
    pub(super) options: Box<[MisereId]>,
    pub(super) birthday: u32,
    /// The Grundy value under normal play.
    pub(super) g_plus: u32,
    /// The misère Grundy value (0 exactly for a misère P-position).
    pub(super) g_minus: u32,
    pub(super) phylum: Phylum,
}

/// The 36 forms CGSuite makes first, in its order (each option a record number times two,
/// plus one for the odd form): they sort before every other form, in this order.
const EARLY: [&[u32]; 36] = [
    &[],
    &[0, 1],
    &[2],
    &[3],
    &[4],
    &[2, 3],
    &[2, 4],
    &[0, 4],
    &[1, 4],
    &[2, 3, 4],
    &[0, 3, 4],
    &[0, 2, 4],
    &[1, 3, 4],
    &[1, 2, 4],
    &[0, 2, 3, 4],
    &[0, 1, 2, 4],
    &[1, 2, 3, 4],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3, 4],
    &[5],
    &[8],
    &[12],
    &[14],
    &[16],
    &[18],
    &[20],
    &[22],
    &[24],
    &[26],
    &[28],
    &[30],
    &[32],
    &[34],
    &[36],
    &[6],
    &[10],
];

/// Bytes counted for one record beyond its options (the record, its index entry).
const RECORD_BYTES: usize = 96;

/// The hash-consed store of misère canonical forms, with the memos of their operations, under
/// an optional limit on the bytes it holds.
#[derive(Debug)]
pub struct MisereArena {
    pub(super) records: Vec<Record>,
    index: FxHashMap<Box<[MisereId]>, MisereId>,
    nim_heaps: Vec<MisereId>,
    sums: FxHashMap<(MisereId, MisereId), MisereId>,
    mates: FxHashMap<MisereId, MisereId>,
    pub(super) two_partitions: FxHashMap<MisereId, Box<[MisereId]>>,
    pub(super) genera: FxHashMap<MisereId, super::genus::Genus>,
    pub(super) discriminators: FxHashMap<(MisereId, MisereId), MisereId>,
    held: Held,
}

impl Default for MisereArena {
    fn default() -> Self {
        MisereArena::new()
    }
}

/// The result of work that may pass the arena's limit.
pub type Made<T> = Result<T, LimitExceeded>;

impl MisereArena {
    /// An arena with no limit, holding CGSuite's first forms.
    pub fn new() -> MisereArena {
        MisereArena::with_limit(usize::MAX)
    }

    /// An arena that refuses to hold more than `bytes` (forms and memos): work past it
    /// returns [`LimitExceeded`], and what was made until then stays exact.
    pub fn with_limit(bytes: usize) -> MisereArena {
        let mut arena = MisereArena {
            records: Vec::new(),
            index: FxHashMap::default(),
            nim_heaps: Vec::new(),
            sums: FxHashMap::default(),
            mates: FxHashMap::default(),
            two_partitions: FxHashMap::default(),
            genera: FxHashMap::default(),
            discriminators: FxHashMap::default(),
            held: Held::new(usize::MAX),
        };
        for options in EARLY {
            let options: Vec<MisereId> = options.iter().map(|&o| MisereId(o)).collect();
            arena
                .make_record(&options)
                .expect("the early forms fit in any arena");
        }
        arena.held = arena.held.with_limit(bytes);
        arena
    }

    /// The bytes the arena holds: its forms and memos.
    pub fn held_bytes(&self) -> usize {
        self.held.bytes()
    }

    /// How many even forms the arena holds.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether the arena holds no forms (never: it starts with CGSuite's first ones).
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Counts `bytes` more, refusing past the limit.
    pub(super) fn hold(&mut self, bytes: usize) -> Made<()> {
        self.held.hold(bytes)
    }

    pub(super) fn rec(&self, g: MisereId) -> &Record {
        &self.records[g.record()]
    }

    /// The birthday of `g`.
    pub fn birthday(&self, g: MisereId) -> u32 {
        self.rec(g).birthday + g.parity()
    }

    /// The Grundy value of `g` under normal play.
    pub fn nim_value(&self, g: MisereId) -> u32 {
        self.rec(g).g_plus ^ g.parity()
    }

    /// The misère Grundy value of `g`: 0 exactly when `g` is a misère P-position.
    pub fn misere_nim_value(&self, g: MisereId) -> u32 {
        self.rec(g).g_minus ^ g.parity()
    }

    /// Whether the player to move from `g` loses under misère play.
    pub fn is_p_position(&self, g: MisereId) -> bool {
        self.misere_nim_value(g) == 0
    }

    /// How many options `g` has.
    pub fn option_count(&self, g: MisereId) -> usize {
        self.rec(g).options.len() + g.parity() as usize
    }

    /// The options of `g`, in canonical order.
    pub fn options(&self, g: MisereId) -> Vec<MisereId> {
        let own = &self.rec(g).options;
        if g.is_even() {
            return own.to_vec();
        }
        // The options of E + *[1]: each E' + *[1], and E. A pair E', E' + *[1] of E's options
        // stays as it is.
        let mut out = Vec::with_capacity(own.len() + 1);
        let mut i = 0;
        while i < own.len() {
            let o = own[i];
            if o.is_even() && own.get(i + 1) == Some(&o.plus_one()) {
                out.push(o);
                out.push(o.plus_one());
                i += 2;
            } else {
                out.push(o.plus_one());
                i += 1;
            }
        }
        out.push(g.even_part());
        out
    }

    /// Whether `opt` is an option of `g`.
    pub fn has_option(&self, g: MisereId, opt: MisereId) -> bool {
        if !g.is_even() && opt == g.even_part() {
            return true;
        }
        let sought = MisereId(opt.0 ^ g.parity());
        self.rec(g)
            .options
            .binary_search_by(|o| self.compare(*o, sought))
            .is_ok()
    }

    /// CGSuite's canonical order of forms: its first forms in the order it makes them, then by
    /// the even part's birthday, number of options, normal and misère Grundy values and options
    /// (in this order), an even form before the odd one beside it.
    pub fn compare(&self, a: MisereId, b: MisereId) -> Ordering {
        let early = EARLY.len();
        if a.record() < early || b.record() < early || a.even_part() == b.even_part() {
            return a.0.cmp(&b.0);
        }
        let (ra, rb) = (self.rec(a), self.rec(b));
        ra.birthday
            .cmp(&rb.birthday)
            .then(ra.options.len().cmp(&rb.options.len()))
            .then(ra.g_plus.cmp(&rb.g_plus))
            .then(ra.g_minus.cmp(&rb.g_minus))
            .then_with(|| {
                ra.options
                    .iter()
                    .zip(rb.options.iter())
                    .map(|(x, y)| self.compare(*x, *y))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
    }

    /// The nim heap `*[n]`.
    pub fn nim_heap(&mut self, n: u32) -> Made<MisereId> {
        while self.nim_heaps.len() <= n as usize {
            let k = self.nim_heaps.len();
            let heap = if k % 2 == 1 {
                self.nim_heaps[k - 1].plus_one()
            } else {
                let smaller = self.nim_heaps.clone();
                self.construct(smaller)?
            };
            self.nim_heaps.push(heap);
        }
        Ok(self.nim_heaps[n as usize])
    }

    /// Whether `g` is a nim heap.
    pub fn is_nim_heap(&mut self, g: MisereId) -> Made<bool> {
        let b = self.birthday(g);
        Ok(self.nim_heap(b)? == g)
    }

    /// The canonical form of the game whose options are `options` (each canonical).
    pub fn construct(&mut self, mut options: Vec<MisereId>) -> Made<MisereId> {
        options.sort_by(|a, b| self.compare(*a, *b));
        options.dedup();
        if let Some(found) = self.find(&options) {
            return Ok(found);
        }
        if self.reduces_to_zero(&options) {
            return Ok(MisereId::ZERO);
        }
        // A reversal to H needs H's options to be the options of G below a gap of birthdays,
        // and every option above to have H as an option.
        let mut before = self.birthday(options[0]);
        for j in 1..options.len() {
            let b = self.birthday(options[j]);
            if b > before + 1
                && let Some(h) = self.find(&options[..j])
                && options[j..].iter().all(|&o| self.has_option(o, h))
            {
                return Ok(h);
            }
            before = b;
        }
        self.make_record(&options)
    }

    /// The form whose options are exactly `options` (sorted), if the arena has it.
    fn find(&self, options: &[MisereId]) -> Option<MisereId> {
        let Some(&top) = options.last() else {
            return Some(MisereId::ZERO);
        };
        if top.is_even() && self.options(top.plus_one()) == options {
            return Some(top.plus_one());
        }
        self.index.get(options).copied()
    }

    /// Whether the sorted `options` reverse to `*[0]`: none is `*[0]`, each has `*[0]` as an
    /// option, and one is a misère P-position (CGSuite's test, step for step).
    fn reduces_to_zero(&self, options: &[MisereId]) -> bool {
        if options[0] == MisereId::ZERO {
            return false;
        }
        let reaches_zero = |o: MisereId| {
            let own = &self.rec(o).options;
            if o.is_even() {
                own.first() == Some(&MisereId::ZERO)
            } else if own.len() < 2 {
                own.is_empty()
            } else {
                own[0] == MisereId::ONE || own[1] == MisereId::ONE
            }
        };
        let reaches_zero_later = |o: MisereId| {
            let own = &self.rec(o).options;
            if own.len() < 2 {
                false
            } else if o.is_even() {
                own[0] == MisereId::ZERO
            } else {
                own[0] == MisereId::ONE || own[1] == MisereId::ONE
            }
        };
        for (i, &o) in options.iter().enumerate() {
            if !reaches_zero(o) {
                return false;
            }
            if self.rec(o).g_minus == o.parity() {
                return options[i + 1..]
                    .iter()
                    .all(|&later| reaches_zero_later(later));
            }
        }
        false
    }

    /// A new even form with these canonical options, in order.
    fn make_record(&mut self, options: &[MisereId]) -> Made<MisereId> {
        self.hold(RECORD_BYTES + 2 * 4 * options.len())?;
        let id = MisereId(2 * self.records.len() as u32);
        let record = super::genus::new_record(self, options);
        self.records.push(record);
        self.index.insert(options.into(), id);
        Ok(id)
    }

    /// The misère sum `g + h`.
    pub fn add(&mut self, g: MisereId, h: MisereId) -> Made<MisereId> {
        let odd = (g.0 ^ h.0) & 1;
        let (g, h) = (g.even_part(), h.even_part());
        if g == MisereId::ZERO || h == MisereId::ZERO {
            return Ok(MisereId(g.0 + h.0 + odd));
        }
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&s) = self.sums.get(&key) {
            return Ok(MisereId(s.0 ^ odd));
        }
        let mut options = Vec::new();
        for o in self.rec(g).options.clone() {
            options.push(self.add(o, h)?);
        }
        for o in self.rec(h).options.clone() {
            options.push(self.add(o, g)?);
        }
        let sum = self.construct(options)?;
        self.hold(32)?;
        self.sums.insert(key, sum);
        Ok(MisereId(sum.0 ^ odd))
    }

    /// The sum of all of `parts` (`*[0]` when there is none).
    pub fn sum(&mut self, parts: &[MisereId]) -> Made<MisereId> {
        let mut total = MisereId::ZERO;
        for &p in parts {
            total = self.add(total, p)?;
        }
        Ok(total)
    }

    /// The mate of `g`: `*[1]` for `*[0]`, else the game of its options' mates.
    pub fn mate(&mut self, g: MisereId) -> Made<MisereId> {
        if g.0 < 2 {
            return Ok(g.plus_one());
        }
        if let Some(&m) = self.mates.get(&g) {
            return Ok(m);
        }
        let mut options = Vec::new();
        for o in self.options(g) {
            options.push(self.mate(o)?);
        }
        let m = self.construct(options)?;
        self.hold(16)?;
        self.mates.insert(g, m);
        Ok(m)
    }

    /// The phylum CGSuite files `g` under (tame, restive, ..., wild).
    pub(super) fn phylum(&self, g: MisereId) -> Phylum {
        self.rec(g).phylum
    }
}
