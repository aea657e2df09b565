//! The flags several commands share, declared once: how to print (`--explain`, `--json`), the
//! memory limit (`--memory`) and where a game's input comes from (`FILE`, `-p`). A command
//! flattens the ones it takes; one whose help says more about its own case rewords a flag's
//! help with clap's `mut_arg`, keeping its name, kind and default.

use super::run::Style;
use crate::engine::memory::MemoryLimit;
use std::path::PathBuf;

/// `--explain` and `--json`, which exclude each other.
#[derive(clap::Args, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutputArgs {
    /// Explain each answer for a person: value, parts, every winning move.
    #[arg(long, conflicts_with = "json")]
    pub explain: bool,
    /// Print each answer as one line of JSON, for programs.
    #[arg(long)]
    pub json: bool,
}

impl OutputArgs {
    /// The style the flags ask for: [`Style::Contest`] (the command's plain answer) when neither
    /// is given.
    pub fn style(&self) -> Style {
        if self.json {
            Style::Json
        } else if self.explain {
            Style::Explain
        } else {
            Style::Contest
        }
    }
}

/// `--memory SIZE`, by default half the machine's memory.
#[derive(clap::Args, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryArgs {
    /// The most memory to use (512M, 4G, ...): an input or a case that would need more is
    /// refused before work starts, naming this limit.
    #[arg(long, value_name = "SIZE", default_value_t = MemoryLimit::machine_default())]
    pub memory: MemoryLimit,
}

/// What a request asks of a position: one of the modes every game is answered in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Normal play (the player who cannot move loses), with the values the game's kind has.
    #[default]
    Normal,
    /// Misère play: the player who makes the last move loses.
    Misere,
    /// Normal play, who wins only: the outcome and the winning moves, no values.
    OutcomeOnly,
}

/// `--misere` and `--outcome-only`, which choose the request's [`Mode`].
#[derive(clap::Args, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModeArgs {
    /// Misère play (the player who makes the last move loses): each position in the game's
    /// play text (as `cgsolve play GAME` shows it), searched whole; the answer is its misère
    /// canonical form (an impartial game, when it has at most 4096 followers) or its misère
    /// outcome.
    #[arg(long, conflicts_with = "outcome_only")]
    pub misere: bool,
    /// Print only the outcome class (P, N, L, R; D and CGSuite's classes with draws for a
    /// game whose positions repeat; Win, Lose or Tie for a game decided by its final
    /// position) and the winning moves, found by the game's outcome search, which computes no
    /// values: for positions too large for their values.
    #[arg(long)]
    pub outcome_only: bool,
}

impl ModeArgs {
    /// The mode the flags ask for.
    pub fn mode(&self) -> Mode {
        match (self.misere, self.outcome_only) {
            (true, _) => Mode::Misere,
            (false, true) => Mode::OutcomeOnly,
            (false, false) => Mode::Normal,
        }
    }
}

/// Where one input comes from: a file (standard input when absent or `-`), or `-p TEXT`.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct InputArgs {
    /// The input file; standard input when absent or `-`.
    #[arg(conflicts_with = "position")]
    pub file: Option<PathBuf>,
    /// One input given inline instead of a file (`-p '..|..'`); it may start with `-` (a
    /// graph such as `-p ---`).
    #[arg(
        short = 'p',
        long = "position",
        value_name = "TEXT",
        allow_hyphen_values = true
    )]
    pub position: Option<String>,
}
