//! A limit on the memory an arena holds, so that no expression runs unbounded: work that
//! would take the arena past its limit stops there with [`LimitExceeded`], never with a
//! half-made answer.
//!
//! The limit is a value, not an unwinding: every operation that makes forms or remembers
//! results is written once, generic over a [`Bound`], and returns `Result<_, B::Error>`,
//! the error passed up the recursion with `?`. Two bounds exist:
//!
//! - [`Arena`] itself has no limit. Its methods run with `Unbounded`, whose error type is
//!   [`Infallible`]: they return plain values, and cannot fail by construction (no `unwrap`
//!   stands behind them, so no panic waits for a caller who set a limit).
//! - [`Arena::limited`] lends the arena with a limit in bytes, as a [`Limited`] view whose
//!   methods (the same names and arguments) return `Result<_, LimitExceeded>`. The forms made
//!   through it stay in the arena, usable by the arena's own methods once the view is gone.
//!
//! So a caller with no limit (the engines, the games, the tests) keeps the plain API, and a
//! caller with one (the `value` command, the region solver under `--memory`) gets the error
//! as a value where it asks for the work. With `Infallible` as the error, the `Result`s of
//! the unlimited arena have the layout of their values and the checks compile to nothing.
//!
//! A result is remembered (forms, options, every cache) only once it is made, so work stopped
//! at the limit leaves what is remembered complete and exact.
//!
//! ```
//! use cgsolve::theory::canonical::Arena;
//! let mut a = Arena::new();
//! let mut small = a.limited(1 << 16);
//! assert!(small.parse_game("+-1 + *3").is_ok());
//! assert!(small.parse_game("+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8").is_err());
//! // Without the view, the arena has no limit.
//! a.parse_game("+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8").unwrap();
//! assert!(a.held_bytes() > 1 << 16);
//! ```

use super::arena::Arena;
use rustc_hash::FxHashMap;
use std::convert::Infallible;

impl Arena {
    /// An estimate of the bytes the arena holds: its forms, their options and index, and every
    /// cache (each hash table counted at its capacity, with its control bytes). A table or list
    /// that is full counts three times over: the next entry moves it into one twice as large,
    /// the old one still held, so that work checked against this estimate before each entry
    /// stays within its limit through the move.
    pub fn held_bytes(&self) -> usize {
        self.rooms()
            .iter()
            .map(|room| {
                if room.len == room.capacity {
                    3 * room.bytes
                } else {
                    room.bytes
                }
            })
            .sum()
    }

    /// Each table and list of the arena: its entries, its room and the bytes of that room.
    fn rooms(&self) -> [Room; 13] {
        [
            Room::list::<super::arena::Node>(self.nodes.len(), self.nodes.capacity()),
            Room::list::<super::arena::GameId>(self.pool.len(), self.pool.capacity()),
            Room::table(&self.by_options),
            Room {
                len: 0,
                capacity: 1,
                bytes: self.key_bytes,
            },
            Room::table(&self.by_nus),
            Room::table(&self.sum_cache),
            Room::table(&self.neg_cache),
            Room::table(&self.leq_cache),
            Room::table(&self.transform_cache),
            Room::table(&self.birthday_cache),
            Room::table(&self.thermograph_cache),
            Room::table(&self.uptimal_cache),
            Room::table(&self.nimber_sums),
        ]
    }
}

/// A table or list: how many entries it holds, how many it has room for, and the bytes of its
/// room.
struct Room {
    len: usize,
    capacity: usize,
    bytes: usize,
}

impl Room {
    fn table<K, V>(map: &FxHashMap<K, V>) -> Room {
        Room {
            len: map.len(),
            capacity: map.capacity(),
            bytes: map.capacity() * (size_of::<(K, V)>() + 1),
        }
    }

    fn list<T>(len: usize, capacity: usize) -> Room {
        Room {
            len,
            capacity,
            bytes: capacity * size_of::<T>(),
        }
    }
}

/// A computation stopped because the arena would have held more than its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("needs more than the limit of {limit} bytes for game forms and their caches")]
pub struct LimitExceeded {
    /// The limit, in bytes.
    pub limit: usize,
}

/// The bytes a theory arena holds and the most it may: the one memory limit of the misère and
/// dicot arenas (the canonical [`Arena`] measures its own tables, [`Arena::held_bytes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    bytes: usize,
    limit: usize,
}

impl Held {
    /// Nothing held yet, at most `limit` bytes.
    pub fn new(limit: usize) -> Held {
        Held { bytes: 0, limit }
    }

    /// What is held, under a new limit.
    pub fn with_limit(self, limit: usize) -> Held {
        Held { limit, ..self }
    }

    /// Counts `bytes` more, or refuses them past the limit (counting nothing).
    pub fn hold(&mut self, bytes: usize) -> Result<(), LimitExceeded> {
        match self.bytes.checked_add(bytes) {
            Some(total) if total <= self.limit => {
                self.bytes = total;
                Ok(())
            }
            _ => Err(LimitExceeded { limit: self.limit }),
        }
    }

    /// The bytes held.
    pub fn bytes(&self) -> usize {
        self.bytes
    }
}

/// How much the arena may hold while an operation runs: checked where work makes forms or
/// remembers results.
pub(crate) trait Bound: Copy {
    /// Why work stops: [`Infallible`] when nothing bounds it.
    type Error;

    /// `Err` when `arena` holds more than this bound allows.
    fn check(self, arena: &Arena) -> Result<(), Self::Error>;
}

/// No limit: the bound of [`Arena`]'s own methods.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Unbounded;

impl Bound for Unbounded {
    type Error = Infallible;

    #[inline(always)]
    fn check(self, _: &Arena) -> Result<(), Infallible> {
        Ok(())
    }
}

/// At most this many bytes ([`Arena::held_bytes`]): the bound of a [`Limited`] view.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bytes(pub(crate) usize);

impl Bound for Bytes {
    type Error = Exceeded;

    fn check(self, arena: &Arena) -> Result<(), Exceeded> {
        // No arena holds more than `usize::MAX` bytes: that limit needs no count.
        if self.0 != usize::MAX && arena.held_bytes() > self.0 {
            Err(Exceeded)
        } else {
            Ok(())
        }
    }
}

/// The arena passed its [`Bytes`] bound: an error of no size, so that the results passed up
/// the recursion stay as small as their values; [`Limited`] names the limit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Exceeded;

/// The value of work that cannot fail.
#[inline(always)]
pub(crate) fn never<T>(result: Result<T, Infallible>) -> T {
    match result {
        Ok(value) => value,
        Err(never) => match never {},
    }
}

/// An [`Arena`] lent with a limit on the bytes it may hold ([`Arena::held_bytes`]): the
/// arena's operations, each returning `Err(LimitExceeded)` when the arena would pass the limit
/// on the way. Made by [`Arena::limited`].
pub struct Limited<'a> {
    pub(crate) arena: &'a mut Arena,
    pub(crate) bound: Bytes,
}

impl Arena {
    /// This arena with a limit of `bytes` for as long as the view is held: work through it
    /// that would take the arena past the limit stops with `Err`, and the forms and results
    /// remembered until then stay, each complete and exact. A limit of `usize::MAX` never
    /// stops the work, and costs nothing to check.
    ///
    /// ```
    /// use cgsolve::theory::canonical::Arena;
    /// let mut a = Arena::new();
    /// let big = "+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8";
    /// assert_eq!(a.limited(1 << 16).parse_game(big).unwrap_err().limit, 1 << 16);
    /// assert!(a.limited(1 << 24).parse_game(big).is_ok());
    /// ```
    pub fn limited(&mut self, bytes: usize) -> Limited<'_> {
        Limited {
            arena: self,
            bound: Bytes(bytes),
        }
    }
}

impl Limited<'_> {
    /// The limit, in bytes.
    pub fn limit(&self) -> usize {
        self.bound.0
    }

    /// The arena, to read (reading makes nothing, so needs no limit).
    pub fn arena(&self) -> &Arena {
        self.arena
    }

    /// The arena itself, without the limit: for loopy values, which check their own size
    /// against [`limit`](Limited::limit) and make only small short forms here.
    pub fn arena_mut(&mut self) -> &mut Arena {
        self.arena
    }
}

/// Defines each listed operation twice from its one generic body `inner` (taking a [`Bound`]
/// first): on [`Arena`], returning the value, and on [`Limited`], returning
/// `Result<value, LimitExceeded>`.
macro_rules! bounded {
    ($(
        $(#[$attr:meta])*
        pub fn $name:ident(&mut self $(, $arg:ident: $ty:ty)*) -> $out:ty => $inner:ident;
    )*) => {
        impl $crate::theory::canonical::Arena {
            $(
                $(#[$attr])*
                pub fn $name(&mut self $(, $arg: $ty)*) -> $out {
                    $crate::theory::canonical::limit::never(
                        self.$inner($crate::theory::canonical::limit::Unbounded $(, $arg)*),
                    )
                }
            )*
        }
        impl $crate::theory::canonical::Limited<'_> {
            $(
                $(#[$attr])*
                pub fn $name(
                    &mut self $(, $arg: $ty)*
                ) -> Result<$out, $crate::theory::canonical::LimitExceeded> {
                    let bound = self.bound;
                    self.arena
                        .$inner(bound $(, $arg)*)
                        .map_err(|_| $crate::theory::canonical::LimitExceeded { limit: bound.0 })
                }
            )*
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hold_past_the_limit_is_refused_and_counts_nothing() {
        let mut held = Held::new(100);
        assert_eq!(held.hold(60), Ok(()));
        assert_eq!(held.hold(41), Err(LimitExceeded { limit: 100 }));
        assert_eq!(held.bytes(), 60);
        assert_eq!(held.hold(40), Ok(()));
        assert_eq!(held.hold(usize::MAX), Err(LimitExceeded { limit: 100 }));
        let mut raised = held.with_limit(usize::MAX);
        assert_eq!(raised.hold(usize::MAX - 100), Ok(()));
        assert_eq!(raised.hold(1), Err(LimitExceeded { limit: usize::MAX }));
    }

    #[test]
    fn work_under_a_limit_never_grows_the_arena_past_it() {
        let sum = "+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8 +-9 +-10 +-11 +-12";
        for limit in [1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18, 1 << 19] {
            let mut a = Arena::new();
            assert!(a.limited(limit).parse_game(sum).is_err(), "{limit}");
            let room: usize = a.rooms().iter().map(|room| room.bytes).sum();
            assert!(
                room <= limit,
                "{room} bytes of room under a limit of {limit}"
            );
        }
    }
}
