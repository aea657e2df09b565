//! The one path from a game's subcommand to its answers: set the game up from its flags, read
//! the input, then [`answer_all`] prints one answer (or report) per case.

use super::error::CliError;
use super::output::{Stdout, write_failed};
use cgsolve::answer::flags::InputArgs;
use cgsolve::answer::run::{RunError, answer_all};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::answering::{AnswerError, face_positions, set_up};
use cgsolve::games::game::Game;
use cgsolve::games::registry::{GameArgs, GameVisitor};
use cgsolve::play::modes::{ModeError, answer_in_mode};
use cgsolve::play::{Play, PlayError};
use std::io::{self, Read};

/// Runs the game a subcommand chose.
pub struct GameRun;

impl GameVisitor for GameRun {
    type Output = Result<(), CliError>;

    /// The whole input is parsed before anything is printed: bad input prints only an error
    /// (file:line:column) and exits with code 2.
    fn visit<G: Game>(self, args: GameArgs<G::Options>) -> Result<(), CliError> {
        let memory = args.common.limit.memory;
        let (name, input) = read_input(&args.common.input, memory)
            .map_err(|(name, e)| CliError::input(format!("{name}: {e}")))?;
        let (mut game, by_face) = set_up::<G>(&args, input.len()).map_err(|e| match e {
            AnswerError::Options(e) => CliError::input(e.to_string()),
            e => CliError::input(format!("{name}: {e}")),
        })?;
        let style = args.common.output.style();
        let mut out = Stdout::new();
        if let Some(mode) = by_face {
            let answered = face_positions(&mut game, &input).and_then(|positions| {
                let face = Play(G::FACE);
                let flags = game.play_flags();
                answer_in_mode(&face, mode, &flags, &positions, style, memory, &mut out)
            });
            let flushed = out.finish();
            return match answered {
                Ok(()) => flushed,
                Err(ModeError::Parse(e)) => Err(CliError::input(format!("{name}:{e}"))),
                Err(ModeError::Write(e)) => Err(write_failed(e)),
                Err(e @ ModeError::Play(PlayError::Internal(_))) => {
                    Err(CliError::internal(format!("{name}: {e}")))
                }
                Err(e) => Err(CliError::input(format!("{name}: {e}"))),
            };
        }
        let answered = answer_all(&mut game, &input, style, &mut out);
        // The answers before a case that fails are printed before its error.
        let flushed = out.finish();
        for note in game.take_notes() {
            eprintln!("cgsolve: note: {note}");
        }
        match answered {
            Ok(()) => flushed,
            Err(RunError::Parse(e)) => Err(CliError::input(format!("{name}:{e}"))),
            Err(e @ RunError::Solve { .. }) => Err(CliError::input(format!("{name}: {e}"))),
            Err(RunError::Write(e)) => Err(write_failed(e)),
        }
    }
}

/// The input, held whole: one larger than the memory limit is refused before it is read.
fn read_input(
    args: &InputArgs,
    limit: MemoryLimit,
) -> Result<(String, Vec<u8>), (String, io::Error)> {
    if let Some(text) = &args.position {
        return Ok(("-p".to_string(), text.clone().into_bytes()));
    }
    let too_large = |size: String| {
        io::Error::other(format!(
            "the input is {size} bytes, over the memory limit of {limit} (--memory)"
        ))
    };
    match args.file.as_deref() {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            let size = std::fs::metadata(path).map(|m| m.len());
            match size {
                Ok(size) if !limit.allows(size) => Err((name, too_large(size.to_string()))),
                _ => std::fs::read(path)
                    .map(|bytes| (name, bytes))
                    .map_err(|e| (path.display().to_string(), e)),
            }
        }
        _ => {
            let name = "<stdin>".to_string();
            let mut input = Vec::new();
            let mut stdin = io::stdin().lock().take(limit.bytes().saturating_add(1));
            match stdin.read_to_end(&mut input) {
                Ok(_) if !limit.allows(input.len() as u64) => {
                    Err((name, too_large(format!("more than {}", limit.bytes()))))
                }
                Ok(_) => Ok((name, input)),
                Err(e) => Err((name, e)),
            }
        }
    }
}
