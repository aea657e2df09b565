//! Every game of the registry answered in any mode ([`Mode`]) through its face: `--misere`
//! and, for a game without an outcome search of its own, `--outcome-only`. One position at a
//! time, in the game's play text (what `cgsolve play GAME` shows and reads), is answered by
//! [`Playable::analyse_in`] (for a partizan game once for each player moving first), within
//! the memory limit.
//!
//! The answer line is the position's value when the mode gives one (an impartial position's
//! misère canonical form, `*[2[2]321]`), else its outcome class (`P`, `N`, `L`, `R`; with
//! draws, `D` and CGSuite's `PHat`, `NHat`, `PCheck`, `NCheck`), or for a game decided by its
//! final position the verdict for the player to move with its remoteness (`Tie 9`). The report
//! adds the winning moves as the game names them (an impartial game's as `winning_moves`, a
//! partizan game's as `left_winning_moves` and `right_winning_moves`, for each player moving
//! first) and `play` (`misere` or `normal`).

use crate::answer::run::{Style, write_answer, write_report};
use crate::engine::memory::MemoryLimit;
use crate::play::{
    self, Kind, LimitExceeded, Limits, Mode, POSITION_BYTES, PlayError, Playable, Verdict,
};
use crate::report::{Facts, MoveReport, Part, Report};
use crate::text::ParseError;
use crate::theory::loopy::sided::LoopyOutcome;
use crate::theory::outcome::Player;
use serde::Serialize;
use std::borrow::Cow;
use std::fmt;
use std::io::{self, Write};
use std::time::Duration;

/// The facts a report of a mode adds.
#[derive(Clone, Debug, Serialize)]
pub struct ModeFacts {
    /// The rules the position was played under: `misere` (the player who makes the last move
    /// loses) or `normal`.
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
    /// The outcome where it is not a class without draws (the report's `outcome`): a class
    /// with draws (`D`, `PHat`), or the verdict for the player to move of a game decided by
    /// its final position (`Win`, `Lose`, `Tie`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
}

impl Facts for ModeFacts {
    type Part = ();
    type Move = ();
}

/// Why a position was not answered in a mode.
#[derive(Debug, thiserror::Error)]
pub enum ModeError {
    /// The text is not a position of the game (line and column in the input as given).
    #[error("{0}")]
    Parse(ParseError),
    /// The search needed more than the memory limit holds.
    #[error(
        "the position is too large to solve {}: it needs more than {positions} positions \
         ({POSITION_BYTES} bytes each), over the memory limit of {memory} (--memory)",
        Asked(*mode)
    )]
    TooLarge {
        /// What was asked.
        mode: Mode,
        /// The positions the limit holds.
        positions: u64,
        /// The limit.
        memory: MemoryLimit,
    },
    /// The game cannot be played in the mode, or the search failed.
    #[error("{0}")]
    Play(PlayError),
    /// Writing the answer failed (a closed pipe, say).
    #[error("writing the answer failed: {0}")]
    Write(#[from] io::Error),
}

/// A mode as a refusal says what was asked: "under misère play".
struct Asked(Mode);

impl fmt::Display for Asked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Mode::Normal => "under normal play",
            Mode::Misere => "under misère play",
            Mode::OutcomeOnly => "for its outcome",
        })
    }
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
/// in `mode` and writes it in `style`, as every game's answers are written ([`write_answer`],
/// [`write_report`]); `flags` are the rules' flags for a text that does not start with its own
/// ([`with_flags`]). A position that cannot be answered stops the run after the answers before
/// it, its error placed in the input.
pub fn answer_in_mode(
    game: &dyn Playable,
    mode: Mode,
    flags: &str,
    positions: &[(usize, &str)],
    style: Style,
    memory: MemoryLimit,
    out: &mut impl Write,
) -> Result<(), ModeError> {
    for (i, &(line, text)) in positions.iter().enumerate() {
        let report = mode_report(game, mode, flags, text, memory).map_err(|e| match e {
            ModeError::Parse(mut p) => {
                p.line += line - 1;
                ModeError::Parse(p)
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

/// The report of the one position `input` of `game` in `mode` (see [`answer_in_mode`]).
pub fn mode_report(
    game: &dyn Playable,
    mode: Mode,
    flags: &str,
    input: &str,
    memory: MemoryLimit,
) -> Result<Report<ModeFacts>, ModeError> {
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
        game.analyse_in(mode, &text, mover, &limits)
            .map_err(|e| refused(e, mode, added, memory))
    };
    let mut facts = ModeFacts {
        play: if mode == Mode::Misere {
            "misere"
        } else {
            "normal"
        },
        misere_form: None,
        left_winning_moves: None,
        right_winning_moves: None,
        outcome: None,
    };
    let (played, class) = match game.kind() {
        Kind::Impartial | Kind::Scored => {
            let played = analyse(None)?;
            let class = first_move(played.facts.verdict);
            (played, LoopyOutcome::of_first_moves(class, class))
        }
        Kind::Partizan => {
            let mut left = analyse(Some(Player::Left))?;
            let right = analyse(Some(Player::Right))?;
            let class = LoopyOutcome::of_first_moves(
                first_move(left.facts.verdict),
                first_move(right.facts.verdict),
            );
            facts.left_winning_moves = left.winning_moves.take();
            facts.right_winning_moves = right.winning_moves;
            left.remoteness = None;
            (left, class)
        }
    };
    if mode == Mode::Misere && game.kind() == Kind::Impartial {
        facts.misere_form = played.value.clone();
    }
    let scored = game.kind() == Kind::Scored;
    let answer = match (&played.value, scored) {
        (Some(value), _) => value.clone(),
        (None, true) => played.facts.verdict.line(played.remoteness),
        (None, false) => class.to_string(),
    };
    let outcome = class.without_draws().filter(|_| !scored);
    if outcome.is_none() {
        facts.outcome = Some(if scored {
            played.facts.verdict.line(None)
        } else {
            class.to_string()
        });
    }
    let mut report = Report::new(game.name(), answer, facts);
    report.board = played.board;
    report.outcome = outcome;
    // Under misère play the value is the misère form, which `misere_form` holds.
    report.value = played.value.filter(|_| mode != Mode::Misere);
    report.remoteness = played.remoteness;
    report.winning_moves = played.winning_moves;
    report.notes = played.notes;
    // The parts' values are normal play's: a misère or outcome-only search gives none.
    report.parts = (played.parts.into_iter())
        .filter(|_| mode == Mode::Normal)
        .map(|part| Part::new(part.describe, part.value, ()))
        .collect();
    Ok(report)
}

/// A verdict for the player moving first: `Some(true)` a win, `Some(false)` a loss, `None`
/// neither (a draw or a tie).
fn first_move(verdict: Verdict) -> Option<bool> {
    match verdict {
        Verdict::Win => Some(true),
        Verdict::Lose => Some(false),
        Verdict::Draw | Verdict::Tie => None,
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

/// A play error as a mode's error: a parse error placed in the input as given (one
/// line up when a line of flags was added before it), the position limit as the memory
/// limit.
fn refused(e: PlayError, mode: Mode, added: bool, memory: MemoryLimit) -> ModeError {
    match e {
        PlayError::Parse(mut p) => {
            if added {
                p.line = p.line.saturating_sub(1).max(1);
            }
            ModeError::Parse(p)
        }
        PlayError::Limit(LimitExceeded::Positions { limit }) => ModeError::TooLarge {
            mode,
            positions: limit,
            memory,
        },
        other => ModeError::Play(other),
    }
}
