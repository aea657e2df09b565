//! What the integration tests share: running the `cgsolve` binary, random small boards
//! ([`boards`]), random heap codes ([`codes`]) and the tables under `tests/data/` ([`tables`]).

pub mod boards;
pub mod codes;
pub mod tables;

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cgsolve` with `args` in the project folder, `stdin` as its standard input.
pub fn cgsolve(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cgsolve binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    // The command may exit before it reads its input (bad arguments): that is not a failure.
    let _ = pipe.write_all(stdin.as_bytes());
    drop(pipe);
    child.wait_with_output().expect("cgsolve runs to its end")
}

/// Runs `cgsolve` like [`cgsolve`], returning its exit code (-1 if killed by a signal),
/// standard output and standard error as text.
#[allow(dead_code)]
pub fn cgsolve_text(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = cgsolve(args, stdin);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    )
}
