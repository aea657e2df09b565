//! The one path from a game's subcommand to its answers: set the game up from its flags, read
//! the input, then [`answer_all`] prints one answer (or report) per case.

use cgsolve::Contest;
use cgsolve::contest::run::{RunError, Style, answer_all};
use cgsolve::games::registry::{CommonArgs, GameArgs, GameVisitor};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

/// Runs the game a subcommand chose.
pub struct GameRun;

impl GameVisitor for GameRun {
    type Output = ExitCode;

    /// The whole input is parsed before anything is printed: bad input prints only an error
    /// (file:line:column) and exits with code 2.
    fn visit<G: Contest>(self, args: GameArgs<G::Options>) -> ExitCode {
        let mut game = match G::new(&args.options) {
            Ok(game) => game,
            Err(e) => return fail(&e.to_string()),
        };
        let (name, input) = match read_input(&args.common) {
            Ok(read) => read,
            Err((name, e)) => return fail(&format!("{name}: {e}")),
        };
        let style = if args.common.json {
            Style::Json
        } else if args.common.explain {
            Style::Explain
        } else {
            Style::Contest
        };
        let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
        let answered = answer_all(&mut game, &input, style, &mut out);
        let flushed = out.flush();
        match (answered, flushed) {
            (Ok(()), Ok(())) => ExitCode::SUCCESS,
            (Err(RunError::Parse(e)), _) => fail(&format!("{name}:{e}")),
            (Err(e @ RunError::Solve { .. }), _) => fail(&format!("{name}: {e}")),
            (Err(RunError::Write(e)), _) | (Ok(()), Err(e)) => write_failed(e),
        }
    }
}

fn read_input(args: &CommonArgs) -> Result<(String, Vec<u8>), (String, io::Error)> {
    if let Some(text) = &args.position {
        return Ok(("-p".to_string(), text.clone().into_bytes()));
    }
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
