//! The one generic server of each kind of ruleset: it reads a ruleset's positions one a line
//! and answers each as the command line, `--explain`, `--json` and Python ask. `classic`
//! serves the short partizan rulesets (canonical values, parts, outcome-only searches),
//! `impartial` the short impartial ones (nim values), `loopy` the partizan rulesets whose
//! positions repeat (stoppers and sides), `loopy_impartial` the impartial ones (win, lose or
//! draw, with Smith's values) and `scored` those decided by the final position (win, lose or
//! tie).

use crate::answer::Contest;
use crate::text::ParseError;

pub mod certified;
pub mod classic;
pub mod impartial;
pub mod loopy;
pub mod loopy_impartial;
pub mod scored;

/// A ruleset's input as `--misere` reads it ([`Game::face_positions`](crate::games::game::Game::face_positions)):
/// read whole by its server first, so that a malformed input answers nothing, then each line
/// with content is one position.
pub(crate) fn one_a_line<'a>(
    server: &mut impl Contest,
    input: &'a str,
) -> Result<Vec<(usize, &'a str)>, ParseError> {
    server.parse(input.as_bytes())?;
    Ok(crate::text::lines_with_content(input).collect())
}
