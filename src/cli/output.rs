//! Standard output for every command, and what a failed write to it means: a closed pipe
//! (`cgsolve ... | head -1`) ends the command quietly with success; any other failure is an
//! internal one.

use super::error::CliError;
use std::fmt::Display;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::sync::{Arc, Mutex, PoisonError};

/// Standard output, locked and buffered.
pub struct Stdout(BufWriter<StdoutLock<'static>>);

impl Stdout {
    /// Standard output, buffered until [`flush`](Write::flush) or [`finish`](Stdout::finish).
    pub fn new() -> Stdout {
        Stdout(BufWriter::with_capacity(1 << 16, io::stdout().lock()))
    }

    /// Flushes what is left: the end of a command's output.
    pub fn finish(mut self) -> Result<(), CliError> {
        self.0.flush().map_err(write_failed)
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// Writes with `write` to standard output and flushes it.
pub fn print(write: impl FnOnce(&mut Stdout) -> io::Result<()>) -> Result<(), CliError> {
    let mut out = Stdout::new();
    write(&mut out).map_err(write_failed)?;
    out.finish()
}

/// The end a failed write to standard output makes: [`CliError::closed`] for a closed pipe,
/// else an internal failure.
pub fn write_failed(e: io::Error) -> CliError {
    if e.kind() == io::ErrorKind::BrokenPipe {
        CliError::closed()
    } else {
        CliError::internal(format!("writing to standard output failed: {e}"))
    }
}

/// Lines printed one at a time while long work goes on, from any thread (a report per tier
/// built): the first failure to write is kept for the end of the work, and the lines after it
/// are dropped.
#[derive(Clone, Default)]
pub struct Lines(Arc<Mutex<Option<CliError>>>);

impl Lines {
    /// Prints `text` and a line end, unless an earlier line failed.
    pub fn line(&self, text: impl Display) {
        let mut failed = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if failed.is_none() {
            *failed = print(|out| writeln!(out, "{text}")).err();
        }
    }

    /// The first failure to write, if any.
    pub fn finish(self) -> Result<(), CliError> {
        let mut failed = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        failed.take().map_or(Ok(()), Err)
    }
}
