//! `--misere` on every game of the registry: one position, in the game's play text (what
//! `cgsolve play GAME` shows and reads), answered under misère play through the game's face
//! ([`Playable::analyse_misere`]): the position is searched whole and memoised, within the
//! memory limit.
//!
//! The answer line is the misère canonical form of an impartial position when it was built
//! (`*[2[2]321]`), else its misère outcome (`P` or `N`); for a partizan position, its misère
//! outcome class (`L`, `R`, `N` or `P`). The report adds the winning moves as the game names
//! them (an impartial game's as `winning_moves`, a partizan game's as `left_winning_moves` and
//! `right_winning_moves`, for each player moving first) and `play: misere`.

use crate::answer::run::{Style, write_answer, write_report};
use crate::engine::memory::MemoryLimit;
use crate::play::{
    self, Kind, LimitExceeded, Limits, POSITION_BYTES, PlayError, Playable, Verdict,
};
use crate::report::{Facts, MoveReport, Report};
use crate::text::ParseError;
use crate::theory::outcome::{Outcome, Player};
use serde::Serialize;
use std::borrow::Cow;
use std::io::{self, Write};
use std::time::Duration;

/// The facts a misère report adds.
#[derive(Clone, Debug, Serialize)]
pub struct MisereFacts {
    /// Always `misere`: the position was played under misère rules.
    pub play: &'static str,
    /// An impartial position's misère canonical form, in CGSuite's notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub misere_form: Option<String>,
    /// A partizan position: every move with which Left, moving first, wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_winning_moves: Option<Vec<MoveReport<()>>>,
    /// A partizan position: every move with which Right, moving first, wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub right_winning_moves: Option<Vec<MoveReport<()>>>,
}

impl Facts for MisereFacts {
    type Part = ();
    type Move = ();
}

/// Why a position was not answered under misère play.
#[derive(Debug, thiserror::Error)]
pub enum MisereError {
    /// The text is not a position of the game (line and column in the input as given).
    #[error("{0}")]
    Parse(ParseError),
    /// The search needed more than the memory limit holds.
    #[error(
        "the position is too large to solve under misère play: it needs more than {positions} \
         positions ({POSITION_BYTES} bytes each), over the memory limit of {memory} (--memory)"
    )]
    TooLarge {
        /// The positions the limit holds.
        positions: u64,
        /// The limit.
        memory: MemoryLimit,
    },
    /// The game cannot be played under misère rules, or the search failed.
    #[error("{0}")]
    Play(PlayError),
    /// Writing the answer failed (a closed pipe, say).
    #[error("writing the answer failed: {0}")]
    Write(#[from] io::Error),
}

/// The text `game`'s face reads for `input`: `input` itself when it starts with the flags of
/// its rules or the game takes none, else `input` after `flags` (the flags the command line
/// set the game up with) on a line of their own; and whether that line was added.
pub fn with_flags<'a>(game: &dyn Playable, flags: &str, input: &'a str) -> (Cow<'a, str>, bool) {
    let (own, _) = play::split_flags(game, input);
    if flags.is_empty() || !own.is_empty() {
        (Cow::Borrowed(input), false)
    } else {
        (Cow::Owned(format!("{flags}\n{input}")), true)
    }
}

/// Answers each of `positions` of `game` (the line each starts on in the input, and its text)
/// under misère play and writes it in `style`, as every game's answers are written
/// ([`write_answer`], [`write_report`]); `flags` are the rules' flags for a text that does not
/// start with its own ([`with_flags`]). A position that cannot be answered stops the run after
/// the answers before it, its error placed in the input.
pub fn answer_misere(
    game: &dyn Playable,
    flags: &str,
    positions: &[(usize, &str)],
    style: Style,
    memory: MemoryLimit,
    out: &mut impl Write,
) -> Result<(), MisereError> {
    for (i, &(line, text)) in positions.iter().enumerate() {
        let report = misere_report(game, flags, text, memory).map_err(|e| match e {
            MisereError::Parse(mut p) => {
                p.line += line - 1;
                MisereError::Parse(p)
            }
            other => other,
        })?;
        match style {
            Style::Contest => write_answer(out, &report.answer)?,
            _ => write_report(out, style, i + 1, positions.len(), &report)?,
        }
    }
    Ok(())
}

/// The report of the one position `input` of `game` under misère play (see
/// [`answer_misere`]).
pub fn misere_report(
    game: &dyn Playable,
    flags: &str,
    input: &str,
    memory: MemoryLimit,
) -> Result<Report<MisereFacts>, MisereError> {
    let (text, added) = with_flags(game, flags, input);
    let solves = match game.kind() {
        Kind::Impartial | Kind::Scored => 1,
        Kind::Partizan => 2,
    };
    let limits = Limits {
        positions: memory.bytes() / POSITION_BYTES / solves,
        // No clock: the memory limit bounds the search.
        time: Duration::from_secs(1 << 32),
    };
    let analyse = |mover| {
        game.analyse_misere(&text, mover, &limits)
            .map_err(|e| refused(e, added, memory))
    };
    let mut facts = MisereFacts {
        play: "misere",
        misere_form: None,
        left_winning_moves: None,
        right_winning_moves: None,
    };
    match game.kind() {
        Kind::Impartial | Kind::Scored => {
            let played = analyse(None)?;
            let outcome = Outcome::from_first_player_wins(
                played.facts.verdict == Verdict::Win,
                played.facts.verdict == Verdict::Win,
            );
            facts.misere_form = played.value.clone();
            let answer = played.value.clone().unwrap_or_else(|| outcome.to_string());
            let mut report = Report::new(game.name(), answer, facts);
            report.board = played.board;
            report.outcome = Some(outcome);
            report.remoteness = played.remoteness;
            report.winning_moves = played.winning_moves;
            report.notes = played.notes;
            Ok(report)
        }
        Kind::Partizan => {
            let left = analyse(Some(Player::Left))?;
            let right = analyse(Some(Player::Right))?;
            let outcome = Outcome::from_first_player_wins(
                left.facts.verdict == Verdict::Win,
                right.facts.verdict == Verdict::Win,
            );
            facts.left_winning_moves = left.winning_moves;
            facts.right_winning_moves = right.winning_moves;
            let mut report = Report::new(game.name(), outcome.to_string(), facts);
            report.board = left.board;
            report.outcome = Some(outcome);
            Ok(report)
        }
    }
}

/// The input as text: a play text is UTF-8, and the first byte that is not is placed by line
/// and column.
pub fn input_text(input: &[u8]) -> Result<&str, ParseError> {
    std::str::from_utf8(input).map_err(|e| {
        let before = &input[..e.valid_up_to()];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = 1 + String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count();
        ParseError {
            line,
            column,
            message: "expected text in UTF-8, found a byte that is not".to_string(),
            limit: None,
        }
    })
}

/// A play error as a misère answer's error: a parse error placed in the input as given (one
/// line up when a line of flags was added before it), the position limit as the memory
/// limit.
fn refused(e: PlayError, added: bool, memory: MemoryLimit) -> MisereError {
    match e {
        PlayError::Parse(mut p) => {
            if added {
                p.line = p.line.saturating_sub(1).max(1);
            }
            MisereError::Parse(p)
        }
        PlayError::Limit(LimitExceeded::Positions { limit }) => MisereError::TooLarge {
            positions: limit,
            memory,
        },
        other => MisereError::Play(other),
    }
}
