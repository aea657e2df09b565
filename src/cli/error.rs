//! How a command ends when it does not succeed: one error type for every command, printed and
//! turned into the exit code in one place ([`CliError::exit`], called by `cli::main`).

use std::process::ExitCode;

/// Why a command stopped: the lines to print on standard error (each after `cgsolve: `) and
/// the exit code, 2 for bad input or usage, 1 for an internal failure, 0 (and nothing printed)
/// when standard output was closed by its reader.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    lines: Vec<String>,
    code: u8,
}

impl CliError {
    /// Bad input or usage: exit code 2.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError::inputs(vec![message.into()])
    }

    /// Several pieces of bad input, one line each: exit code 2.
    pub fn inputs(lines: Vec<String>) -> CliError {
        CliError { lines, code: 2 }
    }

    /// A failure that is not the input's fault (a thread that cannot start, a disk that
    /// fails): exit code 1.
    pub fn internal(message: impl Into<String>) -> CliError {
        CliError {
            lines: vec![message.into()],
            code: 1,
        }
    }

    /// Standard output was closed by its reader (`cgsolve ... | head`): a normal end, exit
    /// code 0 and nothing printed, as ripgrep does.
    pub fn closed() -> CliError {
        CliError {
            lines: Vec::new(),
            code: 0,
        }
    }

    /// Prints the lines on standard error, each after `cgsolve: `, and gives the exit code.
    pub fn exit(self) -> ExitCode {
        self.print();
        ExitCode::from(self.code)
    }

    /// Prints the lines like [`exit`](CliError::exit) and ends the process at once, from a
    /// place the command cannot return from (a panic hook on another thread).
    pub fn exit_now(self) -> ! {
        self.print();
        std::process::exit(self.code.into())
    }

    fn print(&self) {
        for line in &self.lines {
            eprintln!("cgsolve: {line}");
        }
    }
}

/// Prints `cgsolve: message` on standard error for a warning that does not stop the command
/// (a mistyped move in `play`, tiers left unbuilt in `tables`).
pub fn warn(message: &str) {
    eprintln!("cgsolve: {message}");
}
