//! Progress bars on stderr for long work, shown only when stderr is a terminal: the library's
//! progress hooks drawn with indicatif. Standard output never sees them.

use cgsolve::progress::{Progress, set_progress_maker};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long work runs before its bar shows.
const SHOWN_AFTER: Duration = Duration::from_secs(1);

/// How often a bar redraws on its own, so that its clock and spinner move while one long step
/// of the work gives no news.
const STEADY_TICK: Duration = Duration::from_millis(200);

/// Installs the bars when stderr is a terminal; otherwise long work stays silent.
pub fn install() {
    if std::io::stderr().is_terminal() {
        set_progress_maker(make);
    }
}

fn make(what: &str) -> Box<dyn Progress + Send> {
    Box::new(Bar {
        shared: Arc::new(Shared {
            state: Mutex::new(State {
                what: what.to_string(),
                began: None,
                done: 0,
                total: None,
                bar: None,
                closed: false,
            }),
            wake: Condvar::new(),
        }),
        watcher: None,
    })
}

/// One piece of long work, shown as a bar once it has run [`SHOWN_AFTER`], so that short work
/// shows nothing. Work that says when it began (a search, at each question) is watched by a
/// thread of its own, which shows the bar on time even while one long step of the work gives
/// no update, its clock counting from when the work began; work that does not is shown at its
/// first update. Work of a known total shows how much is done and an estimate of the time left
/// (from the rate so far); work of unknown total shows the positions searched.
struct Bar {
    shared: Arc<Shared>,
    /// The thread that shows the bar on time, started when work first says it began.
    watcher: Option<JoinHandle<()>>,
}

/// What the work and its watcher share.
struct Shared {
    state: Mutex<State>,
    /// Wakes the watcher: work began, or the bar is dropped.
    wake: Condvar,
}

/// The work as last told.
struct State {
    what: String,
    /// When the work began, while it runs, if it said.
    began: Option<Instant>,
    done: u64,
    total: Option<u64>,
    /// The bar, once shown.
    bar: Option<ProgressBar>,
    /// The bar is dropped: the watcher ends.
    closed: bool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl State {
    /// Shows the bar, its clock counting from when the work began.
    fn show(&mut self) {
        let template = match self.total {
            Some(_) => {
                "{msg} [{elapsed_precise}] {wide_bar} {pos}/{len} {percent}%, about {eta} left"
            }
            None => "{msg} [{elapsed_precise}] {spinner} {human_pos} positions",
        };
        let mut bar = match self.total {
            Some(total) => ProgressBar::new(total),
            None => ProgressBar::new_spinner(),
        }
        .with_message(self.what.clone())
        .with_position(self.done)
        .with_elapsed(self.began.map_or(Duration::ZERO, |start| start.elapsed()));
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar = bar.with_style(style);
        }
        bar.enable_steady_tick(STEADY_TICK);
        self.bar = Some(bar);
    }
}

/// The watcher: shows the bar once the work has run [`SHOWN_AFTER`], unless it is over first.
fn watch(shared: &Shared) {
    let mut state = shared.lock();
    while !state.closed {
        match state.began {
            Some(start) if state.bar.is_none() => {
                let due = start + SHOWN_AFTER;
                let now = Instant::now();
                if now >= due {
                    state.show();
                } else {
                    state = (shared.wake.wait_timeout(state, due - now))
                        .unwrap_or_else(PoisonError::into_inner)
                        .0;
                }
            }
            _ => {
                state = shared
                    .wake
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner)
            }
        }
    }
}

impl Progress for Bar {
    fn began(&mut self, start: Instant) {
        let mut state = self.shared.lock();
        state.began = Some(start);
        state.done = 0;
        state.total = None;
        drop(state);
        if self.watcher.is_none() {
            let shared = Arc::clone(&self.shared);
            // Without the thread the bar still shows, at the work's first update.
            self.watcher = std::thread::Builder::new()
                .name("cgsolve-progress".into())
                .spawn(move || watch(&shared))
                .ok();
        }
        self.shared.wake.notify_one();
    }

    fn update(&mut self, done: u64, total: Option<u64>) {
        let mut state = self.shared.lock();
        state.done = done;
        state.total = total;
        let due = state
            .began
            .is_none_or(|start| start.elapsed() >= SHOWN_AFTER);
        if state.bar.is_none() && due {
            state.show();
        }
        if let Some(bar) = &state.bar {
            if let Some(total) = total {
                bar.set_length(total);
            }
            bar.set_position(done);
        }
    }

    fn finish(&mut self) {
        let mut state = self.shared.lock();
        state.began = None;
        if let Some(bar) = state.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.finish();
        self.shared.lock().closed = true;
        self.shared.wake.notify_one();
        if let Some(watcher) = self.watcher.take() {
            let _ = watcher.join();
        }
    }
}
