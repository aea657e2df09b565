//! The one path from a subcommand to a game: read the input, parse, answer, print.

use super::CommonArgs;
use cgsolve::Contest;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

/// How answers are printed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Contest,
    Explain,
    Json,
}

/// Reads the input named by `args`, then prints one answer per position of `game`'s format.
///
/// The whole input is parsed before anything is printed: bad input prints only an error
/// (file:line:column) and exits with code 2.
pub fn run<G: Contest>(mut game: G, args: &CommonArgs) -> ExitCode {
    let (name, input) = match read_input(args) {
        Ok(read) => read,
        Err((name, e)) => return fail(&format!("{name}: {e}")),
    };
    let positions = match game.parse(&input) {
        Ok(p) => p,
        Err(e) => return fail(&format!("{name}:{e}")),
    };
    let style = if args.json {
        Style::Json
    } else if args.explain {
        Style::Explain
    } else {
        Style::Contest
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    for (i, position) in positions.iter().enumerate() {
        let printed = match style {
            Style::Contest => game.answer(position).map(|a| writeln!(out, "{a}")),
            Style::Json => game
                .report(position)
                .map(|r| writeln!(out, "{}", r.to_json())),
            Style::Explain => game.report(position).map(|r| {
                if positions.len() > 1 {
                    let gap = if i > 0 { "\n" } else { "" };
                    write!(out, "{gap}position {}:\n{}", i + 1, r.explain())
                } else {
                    write!(out, "{}", r.explain())
                }
            }),
        };
        match printed {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return write_failed(e),
            Err(e) => {
                let _ = out.flush();
                return fail(&format!("{name}: position {}: {e}", i + 1));
            }
        }
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(e),
    }
}

fn read_input(args: &CommonArgs) -> Result<(String, Vec<u8>), (String, io::Error)> {
    let mut input = Vec::new();
    match args.file.as_deref() {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            match std::fs::read(path) {
                Ok(bytes) => Ok((name, bytes)),
                Err(e) => Err((name, e)),
            }
        }
        _ => match io::stdin().lock().read_to_end(&mut input) {
            Ok(_) => Ok(("<stdin>".to_string(), input)),
            Err(e) => Err(("<stdin>".to_string(), e)),
        },
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cgsolve: {message}");
    ExitCode::from(2)
}

/// A closed pipe (`cgsolve ... | head`) is a normal end, not an error.
fn write_failed(e: io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else {
        eprintln!("cgsolve: writing the answers failed: {e}");
        ExitCode::from(1)
    }
}
