//! The memory a search of games written in Python may use: `memory=`, by default the command
//! line's `--memory`. Two measures, each checked as positions are made and opened:
//!
//! - the positions the engine holds (remembered, on its stack, on its search path), counted
//!   at [`POSITION_BYTES`] each, against half the limit (the game forms have the other half);
//! - the growth of the process while it searches, measured where the system reports it
//!   (Linux), with what earlier searches left remembered, against the whole limit: a
//!   position's Python object may be of any size, which no count knows.
//!
//! A search past either is refused with `LimitError` naming `memory`.

use crate::errors::limit_error;
use cgsolve::engine::memory::MemoryLimit;
use pyo3::prelude::*;
use std::cell::RefCell;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Bytes each position the engine holds is counted at: its handle, its memo entry, its
/// places on the stack and on the path, and a small Python object.
pub const POSITION_BYTES: u64 = 512;

/// The most positions made between two measures of the process.
const MEASURE_AT_MOST_EVERY: u64 = 1024;

/// Positions of games written in Python that the engine holds now.
static HELD: AtomicU64 = AtomicU64::new(0);

/// Counts a position made (a handle on its Python object).
pub fn made() {
    HELD.fetch_add(1, Ordering::Relaxed);
}

/// Counts a position dropped.
pub fn dropped() {
    HELD.fetch_sub(1, Ordering::Relaxed);
}

/// The positions the engine holds now.
pub fn held() -> u64 {
    HELD.load(Ordering::Relaxed)
}

/// The default limit, the command line's: half of the machine's memory.
pub fn default_limit() -> MemoryLimit {
    static DEFAULT: LazyLock<MemoryLimit> = LazyLock::new(MemoryLimit::machine_default);
    *DEFAULT
}

/// The measures of the question being searched.
struct Watch {
    limit: MemoryLimit,
    /// Bytes that earlier questions left remembered, by their measure.
    carried: u64,
    /// The process's resident bytes when the question began, where the system reports them.
    start: Option<u64>,
    /// The growth measured last.
    grown: u64,
    /// Positions to go before the next measure, and how many the last interval had.
    countdown: u64,
    interval: u64,
}

thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
}

/// Starts measuring a question under `limit`, with `carried` bytes left remembered by
/// earlier ones.
pub fn start(limit: MemoryLimit, carried: u64) {
    let watch = Watch {
        limit,
        carried,
        start: resident_bytes(),
        grown: 0,
        countdown: 1,
        interval: 1,
    };
    WATCH.set(Some(watch));
}

/// Ends the question; returns how much the process grew while it was searched.
pub fn finish() -> u64 {
    let Some(watch) = WATCH.take() else {
        return 0;
    };
    match (watch.start, resident_bytes()) {
        (Some(start), Some(now)) => now.saturating_sub(start).max(watch.grown),
        _ => watch.grown,
    }
}

/// Checks the question's measures as a position is made or opened: why the search is
/// refused when the positions held or the process's growth are past the limit (the message of
/// [`refusal`]).
pub fn check() -> Result<(), String> {
    WATCH.with_borrow_mut(|watch| {
        let Some(watch) = watch else {
            return Ok(());
        };
        let limit = watch.limit;
        let positions = held();
        if positions.saturating_mul(POSITION_BYTES) > limit.bytes() / 2 {
            return Err(refused(
                limit,
                format!("it holds {positions} positions, at {POSITION_BYTES} bytes each"),
            ));
        }
        watch.countdown -= 1;
        if watch.countdown > 0 {
            return Ok(());
        }
        let Some(start) = watch.start else {
            watch.countdown = MEASURE_AT_MOST_EVERY;
            return Ok(());
        };
        let grown = resident_bytes().map_or(0, |now| now.saturating_sub(start));
        let used = watch.carried.saturating_add(grown);
        if used > limit.bytes() {
            let earlier = match watch.carried {
                0 => String::new(),
                carried => format!(", beside {} remembered by earlier calls", mib(carried)),
            };
            return Err(refused(
                limit,
                format!(
                    "the process grew by {} while it searched{earlier}",
                    mib(grown)
                ),
            ));
        }
        // The next measure comes before the growth seen per position could fill an eighth
        // of the room left.
        let per_position = (grown.saturating_sub(watch.grown) / watch.interval).max(POSITION_BYTES);
        let room = limit.bytes() - used;
        watch.interval = (room / 8 / per_position).clamp(1, MEASURE_AT_MOST_EVERY);
        watch.countdown = watch.interval;
        watch.grown = grown;
        Ok(())
    })
}

fn refused(limit: MemoryLimit, why: String) -> String {
    format!("the search needs more than the memory limit of {limit} (memory): {why}")
}

/// The `LimitError` of a refusal [`check`] gave.
pub fn refusal(py: Python<'_>, message: &str) -> PyErr {
    limit_error(py, message, "memory")
}

/// Bytes in MiB, to one decimal.
fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}

/// The process's resident memory in bytes, where the system reports it.
#[cfg(target_os = "linux")]
fn resident_bytes() -> Option<u64> {
    static PAGE_BYTES: LazyLock<u64> = LazyLock::new(|| {
        // SAFETY: sysconf reads a constant of the system; it has no preconditions.
        let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        u64::try_from(page).unwrap_or(4096)
    });
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    pages.checked_mul(*PAGE_BYTES)
}

/// The process's resident memory in bytes, where the system reports it.
#[cfg(not(target_os = "linux"))]
fn resident_bytes() -> Option<u64> {
    None
}
