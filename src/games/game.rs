//! What a game served by the registry is: its contest (the rules, read and answered as
//! `cgsolve GAME` reads and answers them) and its face for play.

use crate::answer::{Contest, OptionsError};
use crate::engine::certificate::{CheckError, Verified};
use crate::engine::memory::MemoryLimit;
use crate::play::GameText;
use crate::text::ParseError;

/// What the registry asks of a game: its contest, and its face for play, the text a player
/// reads and types.
pub trait Game: Contest + 'static {
    /// Its positions as text both ways, its board and its move names, for `cgsolve play` and
    /// the web page.
    type Face: GameText + 'static;
    /// Its face.
    const FACE: Self::Face;

    /// The line of flags that starts its face's text for the rules it was set up with from
    /// its command-line flags (`--max-jump 2`); empty when its rules take none. `--misere`
    /// reads a position through the face with it.
    fn play_flags(&self) -> String {
        String::new()
    }

    /// Whether its face reads each line of an input that has content as one position (a
    /// ruleset's input), rather than the whole input as one position (a contest's input).
    const POSITION_A_LINE: bool = false;

    /// The positions of an input as its face reads them, each with the line it starts on, for
    /// a mode answered through the face (`--misere`). With [`POSITION_A_LINE`](Game::POSITION_A_LINE),
    /// the input is read whole by the game first, so that a malformed input answers nothing.
    fn face_positions<'a>(&mut self, input: &'a str) -> Result<Vec<(usize, &'a str)>, ParseError> {
        if !Self::POSITION_A_LINE {
            return Ok(vec![(1, input)]);
        }
        self.parse(input.as_bytes())?;
        Ok(crate::text::lines_with_content(input).collect())
    }

    /// Sets the game up as [`Contest::new`] does, to answer `--outcome-only` by an outcome
    /// search of its own; `None` (the default) for a game without one, whose positions are
    /// then answered through its face, by its kind's outcome search
    /// ([`Mode::OutcomeOnly`](crate::play::Mode::OutcomeOnly)).
    fn new_outcome_only(
        _options: &Self::Options,
        _memory: MemoryLimit,
    ) -> Option<Result<Self, OptionsError>> {
        None
    }

    /// Verifies a certificate of this game's outcomes (`cgsolve check-certificate`,
    /// `docs/certificates.md`) with its rules' plain moves, holding at most `memory`; `None`
    /// (the default) for a game that writes none.
    fn check_certificate(
        _certificate: &[u8],
        _memory: MemoryLimit,
    ) -> Option<Result<Verified, CheckError>> {
        None
    }
}
