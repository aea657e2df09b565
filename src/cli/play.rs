//! `cgsolve play GAME [FILE | -p TEXT]`: play a position against perfect play in the terminal.
//! Moves come from standard input, one a line, so a pipe can drive it.

use super::Run;
use super::error::{CliError, warn};
use super::output::{Stdout, write_failed};
use cgsolve::Player;
use cgsolve::answer::flags::{InputArgs, MemoryArgs};
use cgsolve::games::{registry, rule_files};
use cgsolve::play::terminal::{Options, Terminal, TerminalError};
use cgsolve::play::{Limits, PlayError};
use std::io::{self, BufRead, IsTerminal};
use std::time::Duration;

/// Play a position against perfect play: the board, every move marked winning or losing with
/// its remoteness; type a move's number or name, `hint`, `undo` or `quit`.
#[derive(clap::Args, Debug)]
#[command(
    mut_arg("file", |a| a.help(
        "A file holding the starting position in the game's format (the game's example when \
         neither FILE nor -p is given)"
    )),
    mut_arg("position", |a| a.help("The starting position as text")),
    mut_arg("memory", |a| a.help(
        "The most memory to use (512M, 4G, ...): --max-positions must fit in it"
    )),
)]
pub struct PlayArgs {
    /// The game.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(registry::PLAYABLE.iter().map(|g| g.name())),
          required_unless_present = "rules")]
    game: Option<String>,
    /// The game of a rule file (docs/rule-files.md) instead of one of cgsolve's, starting from
    /// its `start` position.
    #[arg(long, value_name = "FILE", conflicts_with = "game")]
    rules: Option<std::path::PathBuf>,
    #[command(flatten)]
    input: InputArgs,
    /// The computer makes the first move.
    #[arg(long)]
    computer_first: bool,
    /// In a partizan game, who moves first: left or right.
    #[arg(long, value_parser = parse_player, default_value = "left")]
    first: Player,
    /// At most this many positions searched for one position's analysis (default: two
    /// million, or as many as the memory limit holds).
    #[arg(long)]
    max_positions: Option<u64>,
    /// At most this many seconds for one position's analysis.
    #[arg(long, default_value_t = Limits::default().time.as_secs_f64())]
    max_seconds: f64,
    /// Misère play: the player who makes the last move loses (an impartial game's values are
    /// then misère canonical forms, a partizan game's left out).
    #[arg(long)]
    misere: bool,
    #[command(flatten)]
    limit: MemoryArgs,
}

/// `left` or `right`, in any case.
pub fn parse_player(s: &str) -> Result<Player, String> {
    match s.to_ascii_lowercase().as_str() {
        "left" => Ok(Player::Left),
        "right" => Ok(Player::Right),
        _ => Err(format!("expected left or right, found '{s}'")),
    }
}

impl Run for PlayArgs {
    fn run(self) -> Result<(), CliError> {
        let game = match (&self.rules, &self.game) {
            (Some(path), _) => {
                rule_files::playable(path).map_err(|e| CliError::input(e.to_string()))?
            }
            (None, Some(name)) => registry::find_playable(name)
                .ok_or_else(|| CliError::input(format!("no game named '{name}'")))?,
            (None, None) => return Err(CliError::input("expected a game or --rules FILE")),
        };
        if !(self.max_seconds.is_finite() && self.max_seconds > 0.0) {
            return Err(CliError::input(
                "--max-seconds: expected a positive number of seconds",
            ));
        }
        let memory = self.limit.memory;
        let limits = Limits {
            positions: self
                .max_positions
                .unwrap_or_else(|| Limits::positions_within(1, memory)),
            time: Duration::from_secs_f64(self.max_seconds.min(1e6)),
        };
        limits
            .fit(1, memory)
            .map_err(|message| CliError::input(format!("--max-positions: {message}")))?;
        let (source, text) = match (&self.input.file, &self.input.position) {
            (Some(path), _) => match std::fs::read_to_string(path) {
                Ok(text) => (path.display().to_string(), text),
                Err(e) => return Err(CliError::input(format!("{}: {e}", path.display()))),
            },
            (None, Some(text)) => ("-p".to_string(), text.clone()),
            (None, None) => ("example".to_string(), game.example().to_string()),
        };
        let options = Options {
            computer_first: self.computer_first,
            first: self.first,
            misere: self.misere,
            limits,
            prompt: io::stdin().is_terminal(),
        };
        let terminal = Terminal::start(game, &text, options).map_err(|e| match e {
            PlayError::Parse(_) => CliError::input(format!("{source}:{e}")),
            e => CliError::input(e.to_string()),
        })?;
        let mut out = Stdout::new();
        let lines = io::stdin().lock().lines();
        terminal
            .play(lines, &mut out, &mut |message| warn(message))
            .map_err(|e| match e {
                TerminalError::Write(e) => write_failed(e),
                TerminalError::Read(e) => {
                    CliError::internal(format!("reading standard input failed: {e}"))
                }
                TerminalError::Play(e) => CliError::input(e.to_string()),
            })?;
        out.finish()
    }
}
