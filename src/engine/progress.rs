//! Progress on long work: the [`Progress`] hook solvers and tables call, and the one place
//! where a program installs how progress is shown ([`set_progress_maker`]). The library itself
//! shows nothing: the command line installs a progress bar when stderr is a terminal.

use std::sync::OnceLock;

/// Told how far long work has got: a progress bar, a log line.
pub trait Progress {
    /// `done` units of work finished, of `total` when the total is known.
    fn update(&mut self, done: u64, total: Option<u64>);
    /// The work is over (the bar, if any, is removed).
    fn finish(&mut self) {}
}

/// Tells no one: the default.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoProgress;

impl Progress for NoProgress {
    #[inline]
    fn update(&mut self, _: u64, _: Option<u64>) {}
}

impl<P: Progress + ?Sized> Progress for &mut P {
    fn update(&mut self, done: u64, total: Option<u64>) {
        (**self).update(done, total);
    }
    fn finish(&mut self) {
        (**self).finish();
    }
}

impl<P: Progress + ?Sized> Progress for Box<P> {
    fn update(&mut self, done: u64, total: Option<u64>) {
        (**self).update(done, total);
    }
    fn finish(&mut self) {
        (**self).finish();
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
