//! Answering a whole input with the game a subcommand chose, for every front end: the mode the
//! flags ask for chosen once ([`set_up`]: the game's own answers, or its face for a mode it
//! does not answer itself), then answer lines, reports or their data.

use super::game::Game;
use super::registry::{GameArgs, GameVisitor};
use crate::answer::flags::Mode;
use crate::answer::run::{
    CaseOutput, InputTooLarge, RunError, Style, answer_all, check_input_size, each_case,
};
use crate::answer::{Detail, OptionsError};
use crate::play::Play;
use crate::play::modes::{ModeError, answer_in_mode, input_text, mode_report};

/// Answers a whole input held in memory with the game a subcommand chose, as the command line
/// does (its flags, its memory limit, its answer lines or reports in `style`), and returns the
/// text the command line would print. For front ends other than the command line (Python).
/// The input comes from here: the subcommand's own FILE or `-p` is not read.
pub struct AnswerInput<'a> {
    /// The input, as a file would hold it.
    pub input: &'a [u8],
    /// The contest's answers, `--explain` or `--json`.
    pub style: Style,
}

/// Why [`AnswerInput`] or [`ReportInput`] gave no answer.
#[derive(Debug, thiserror::Error)]
pub enum AnswerError {
    /// The game's flags could not set it up.
    #[error("{0}")]
    Options(#[from] OptionsError),
    /// The input is over the memory limit.
    #[error("{0}")]
    TooLarge(#[from] InputTooLarge),
    /// The input is malformed, or a case is over a limit.
    #[error("{0}")]
    Run(#[from] RunError),
    /// In a mode answered through the game's face (`--misere`): the position is malformed,
    /// or over the limit.
    #[error("{0}")]
    Mode(#[from] ModeError),
}

impl GameVisitor for AnswerInput<'_> {
    type Output = Result<String, AnswerError>;

    fn visit<G: Game>(self, args: GameArgs<G::Options>) -> Self::Output {
        let (mut game, by_face) = set_up::<G>(&args, self.input.len())?;
        let mut out = Vec::new();
        match by_face {
            Some(mode) => {
                let positions = face_positions(&mut game, self.input)?;
                let face = Play(G::FACE);
                let flags = game.play_flags();
                let memory = args.common.limit.memory;
                answer_in_mode(
                    &face, mode, &flags, &positions, self.style, memory, &mut out,
                )?;
            }
            None => answer_all(&mut game, self.input, self.style, &mut out)?,
        }
        Ok(String::from_utf8(out).expect("answers are text"))
    }
}

/// Reports every position of a whole input held in memory, as [`AnswerInput`] with `--json`
/// would print them, but handed over as the reports' data (one per position), for front ends that keep them as objects (Python).
pub struct ReportInput<'a> {
    /// The input, as a file would hold it.
    pub input: &'a [u8],
}

impl GameVisitor for ReportInput<'_> {
    type Output = Result<Vec<serde_json::Value>, AnswerError>;

    fn visit<G: Game>(self, args: GameArgs<G::Options>) -> Self::Output {
        let (mut game, by_face) = set_up::<G>(&args, self.input.len())?;
        let mut reports = Vec::new();
        match by_face {
            Some(mode) => {
                let face = Play(G::FACE);
                let flags = game.play_flags();
                let memory = args.common.limit.memory;
                for (_, text) in face_positions(&mut game, self.input)? {
                    reports.push(data(&mode_report(&face, mode, &flags, text, memory)?));
                }
            }
            None => each_case(&mut game, self.input, Detail::Report, |_, _, output| {
                if let CaseOutput::Report(report) = output {
                    reports.push(data(&report));
                }
                Ok(())
            })?,
        }
        Ok(reports)
    }
}

/// A report's data, as its JSON holds it.
fn data(report: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(report).expect("a report serialises: its maps have string keys")
}

/// Sets game `G` up from its flags for the mode they ask for, and checks an input of
/// `input_len` bytes against its memory limit. Returns the game, and the mode when the input
/// is answered through the game's face ([`answer_in_mode`]: `--misere`, and `--outcome-only`
/// for a game without an outcome search of its own, [`Game::new_outcome_only`]), `None` when
/// the game answers it itself ([`answer_all`]).
pub fn set_up<G: Game>(
    args: &GameArgs<G::Options>,
    input_len: usize,
) -> Result<(G, Option<Mode>), AnswerError> {
    let memory = args.common.limit.memory;
    let mode = args.common.mode.mode();
    let own_outcomes = match mode {
        Mode::OutcomeOnly => G::new_outcome_only(&args.options, memory),
        _ => None,
    };
    let by_face = (mode != Mode::Normal && own_outcomes.is_none()).then_some(mode);
    let game = match own_outcomes {
        Some(game) => game?,
        None => G::new(&args.options, memory)?,
    };
    check_input_size::<G>(input_len, memory)?;
    Ok((game, by_face))
}

/// The positions of `input` as `game`'s face reads them, each with the line it starts on
/// ([`Game::face_positions`]), for a mode answered through the face.
pub fn face_positions<'a, G: Game>(
    game: &mut G,
    input: &'a [u8],
) -> Result<Vec<(usize, &'a str)>, ModeError> {
    let text = input_text(input).map_err(ModeError::Parse)?;
    game.face_positions(text).map_err(ModeError::Parse)
}
