//! Progress on long work: the [`Progress`] hook solvers and tables call, the [`Pacer`] that
//! tells a hook of a search as often as it asks, and the one place where a program
//! installs how progress is shown ([`set_progress_maker`]). The library itself shows nothing:
//! the command line installs a progress bar when stderr is a terminal.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Told how far long work has got: a progress bar, a log line.
pub trait Progress {
    /// `done` units of work finished, of `total` when the total is known.
    fn update(&mut self, done: u64, total: Option<u64>);
    /// The work is over (the bar, if any, is removed).
    fn finish(&mut self) {}
    /// Work began at `start`, to be told of by updates and ended by [`finish`](Self::finish):
    /// a search says so as each question starts, so that a bar may show itself once the work
    /// has run a while, even through a long step that gives no update, and count its time from
    /// there. Does nothing by default.
    fn began(&mut self, start: Instant) {
        let _ = start;
    }
    /// How often the hook wants to hear from a search ([`Pacer`]): at the search's first
    /// reading of the clock, then at most once every this long; `None`: never, and the search
    /// does not even read the clock. Defaults to [`SHOWN_EVERY`].
    fn every(&self) -> Option<Duration> {
        Some(SHOWN_EVERY)
    }
}

/// How often a person's progress bar hears from a search: ten times a second.
pub const SHOWN_EVERY: Duration = Duration::from_millis(100);

/// Tells no one: the default.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoProgress;

impl Progress for NoProgress {
    #[inline]
    fn update(&mut self, _: u64, _: Option<u64>) {}
    fn every(&self) -> Option<Duration> {
        None
    }
}

/// Progress through a pointer to a hook (`&mut P`, `Box<P>`): every call passed on to the hook.
macro_rules! progress_through {
    ($($pointer:ty),*) => {$(
        impl<P: Progress + ?Sized> Progress for $pointer {
            fn update(&mut self, done: u64, total: Option<u64>) {
                (**self).update(done, total);
            }
            fn finish(&mut self) {
                (**self).finish();
            }
            fn began(&mut self, start: Instant) {
                (**self).began(start);
            }
            fn every(&self) -> Option<Duration> {
                (**self).every()
            }
        }
    )*};
}

progress_through!(&mut P, Box<P>);

/// The clock is read about this often, whatever one unit of work costs.
const READING_EVERY: Duration = Duration::from_millis(1);

/// The most units of work between two readings of the clock.
const MAX_STRIDE: u32 = 1 << 16;

/// Tells a progress hook of one question of a search: that it began, how far it has got as
/// often as the hook asks ([`Progress::every`]), and that it is over. The search calls [`tick`](Pacer::tick) for each
/// unit of work (a position searched), and the pacer reads the clock every so many ticks, the
/// stride doubled or halved so that readings come about every millisecond whether a unit costs
/// nanoseconds or minutes. A hook that wants no reports ([`NoProgress`]) hears nothing and
/// costs a countdown per tick.
#[derive(Clone, Debug)]
pub struct Pacer {
    every: Option<Duration>,
    countdown: u32,
    stride: u32,
    last_reading: Instant,
    next_report: Instant,
}

impl Default for Pacer {
    /// A pacer that reports nothing until [`start`](Pacer::start)ed.
    fn default() -> Pacer {
        let now = Instant::now();
        Pacer {
            every: None,
            countdown: u32::MAX,
            stride: 1,
            last_reading: now,
            next_report: now,
        }
    }
}

impl Pacer {
    /// Starts a question: the hook hears that it began, then of its work at the first
    /// reading of the clock and as often as it asks.
    pub fn start(&mut self, progress: &mut impl Progress) {
        self.every = progress.every();
        self.stride = 1;
        self.countdown = u32::MAX;
        let now = Instant::now();
        self.last_reading = now;
        self.next_report = now;
        if self.every.is_some() {
            self.countdown = 1;
            progress.began(now);
        }
    }

    /// One more unit of work: `done` units of the question so far (of an unknown total).
    #[inline]
    pub fn tick(&mut self, progress: &mut impl Progress, done: u64) {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.read_clock(progress, done);
        }
    }

    fn read_clock(&mut self, progress: &mut impl Progress, done: u64) {
        let Some(every) = self.every else {
            self.countdown = u32::MAX;
            return;
        };
        let now = Instant::now();
        let since = now.duration_since(self.last_reading);
        if since < READING_EVERY / 2 {
            self.stride = (self.stride * 2).min(MAX_STRIDE);
        } else if since > READING_EVERY * 2 {
            self.stride = (self.stride / 2).max(1);
        }
        self.countdown = self.stride;
        self.last_reading = now;
        if now >= self.next_report {
            progress.update(done, None);
            self.next_report = now + every;
        }
    }

    /// Tells `progress` of `done` units of work now, whenever the last report was: at the end
    /// of a phase of the work whose next phase may be long and give no news.
    pub fn report(&mut self, progress: &mut impl Progress, done: u64) {
        if self.every.is_some() {
            progress.update(done, None);
        }
    }

    /// Ends the question: tells `progress` the work is over if it heard that it began.
    pub fn finish(&mut self, progress: &mut impl Progress) {
        if self.every.is_some() {
            progress.finish();
        }
        self.every = None;
        self.countdown = u32::MAX;
    }
}

/// Makes a progress hook for one piece of long work, named for a person (`"darkraft 60 × 60"`).
pub type ProgressMaker = fn(&str) -> Box<dyn Progress + Send>;

static MAKER: OnceLock<ProgressMaker> = OnceLock::new();

/// Installs how progress is shown, once per process; `false` when a maker was installed before.
pub fn set_progress_maker(maker: ProgressMaker) -> bool {
    MAKER.set(maker).is_ok()
}

/// A progress hook for the long work named `what`: the installed maker's, or [`NoProgress`].
/// Games call this only for work long enough to be worth showing.
pub fn progress_for(what: &str) -> Box<dyn Progress + Send> {
    match MAKER.get() {
        Some(maker) => maker(what),
        None => Box::new(NoProgress),
    }
}

/// A progress hook with its [`Pacer`] and the work of the current question counted: what a
/// search that does not count its work otherwise keeps to report it.
pub struct Reporter {
    progress: Box<dyn Progress + Send>,
    pacer: Pacer,
    done: u64,
}

impl Default for Reporter {
    /// Reporting to no one.
    fn default() -> Reporter {
        Reporter::new(Box::new(NoProgress))
    }
}

impl std::fmt::Debug for Reporter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reporter")
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

impl Reporter {
    /// Reporting to `progress`.
    pub fn new(progress: Box<dyn Progress + Send>) -> Reporter {
        Reporter {
            progress,
            pacer: Pacer::default(),
            done: 0,
        }
    }

    /// Starts a question: its work is counted from 0.
    pub fn start(&mut self) {
        self.done = 0;
        self.pacer.start(&mut self.progress);
    }

    /// One more unit of work.
    #[inline]
    pub fn tick(&mut self) {
        self.done += 1;
        self.pacer.tick(&mut self.progress, self.done);
    }

    /// Tells the hook how far the question has got now (see [`Pacer::report`]).
    pub fn report(&mut self) {
        self.pacer.report(&mut self.progress, self.done);
    }

    /// Ends the question (see [`Pacer::finish`]).
    pub fn finish(&mut self) {
        self.pacer.finish(&mut self.progress);
    }

    /// The hook.
    pub fn progress_mut(&mut self) -> &mut (dyn Progress + Send) {
        &mut *self.progress
    }
}
