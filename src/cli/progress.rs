//! Progress bars on stderr for long work, shown only when stderr is a terminal: the library's
//! progress hooks drawn with indicatif. Standard output never sees them.

use cgsolve::engine::progress::{Progress, set_progress_maker};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// Installs the bars when stderr is a terminal; otherwise long work stays silent.
pub fn install() {
    if std::io::stderr().is_terminal() {
        set_progress_maker(make);
    }
}

fn make(what: &str) -> Box<dyn Progress + Send> {
    Box::new(Bar {
        what: what.to_string(),
        bar: None,
    })
}

/// One piece of long work: its bar appears at the first report, so short work shows nothing.
/// Work of a known total shows how much is done and an estimate of the time left (from the
/// rate so far); work of unknown total shows the positions searched.
struct Bar {
    what: String,
    bar: Option<ProgressBar>,
}

impl Progress for Bar {
    fn update(&mut self, done: u64, total: Option<u64>) {
        let bar = self.bar.get_or_insert_with(|| {
            let (bar, template) = match total {
                Some(total) => (
                    ProgressBar::new(total),
                    "{msg} [{elapsed_precise}] {wide_bar} {pos}/{len} {percent}%, about {eta} left",
                ),
                None => (
                    ProgressBar::new_spinner(),
                    "{msg} [{elapsed_precise}] {spinner} {human_pos} positions",
                ),
            };
            if let Ok(style) = ProgressStyle::with_template(template) {
                bar.set_style(style);
            }
            bar.set_message(self.what.clone());
            bar
        });
        if let Some(total) = total {
            bar.set_length(total);
        }
        bar.set_position(done);
    }

    fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.finish();
    }
}
