//! The one generic server of each kind of ruleset: it reads a ruleset's positions one a line
//! and answers each as the command line, `--explain`, `--json` and Python ask. `classic`
//! serves the short partizan rulesets (canonical values, parts, outcome-only searches),
//! `impartial` the short impartial ones (nim values), `loopy` the partizan rulesets whose
//! positions repeat (stoppers and sides), `loopy_impartial` the impartial ones (win, lose or
//! draw, with Smith's values) and `scored` those decided by the final position (win, lose or
//! tie).

pub mod classic;
pub mod impartial;
pub mod loopy;
pub mod loopy_impartial;
pub mod scored;
