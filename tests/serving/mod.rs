//! A `cgsolve serve` started on an ephemeral loopback port for a test, stopped when dropped.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// A running server.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    pub base: String,
}

impl Server {
    /// Starts `cgsolve serve --port 0` with `args` and waits for its address line.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cgsolve"))
            .args(["serve", "--host", "127.0.0.1", "--port", "0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("cgsolve serve starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server prints its address");
        let base = line
            .trim()
            .strip_prefix("cgsolve serving on ")
            .and_then(|url| url.strip_suffix('/'))
            .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
            .to_string();
        Server { child, base }
    }

    /// The address of `path` on this server.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Status and JSON body of a request (any status).
#[allow(dead_code)]
pub fn call(request: ureq::Request, body: Option<&str>) -> (u16, serde_json::Value) {
    let answer = match body {
        Some(b) => request
            .set("content-type", "application/json")
            .send_string(b),
        None => request.call(),
    };
    let response = match answer {
        Ok(r) => r,
        Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("request failed: {e}"),
    };
    let status = response.status();
    let json = response.into_json().expect("the body is JSON");
    (status, json)
}
