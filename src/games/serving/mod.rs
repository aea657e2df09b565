//! The one generic server of each kind of ruleset: it reads a ruleset's positions one a line
//! and answers each as the command line, `--explain`, `--json` and Python ask. `classic`
//! serves the short partizan rulesets (canonical values, parts, outcome-only searches),
//! `impartial` the short impartial ones (nim values) and `loopy` the partizan rulesets whose
//! positions repeat (stoppers and sides); `scored` those decided by the final position (win,
//! lose or tie).

pub mod classic;
pub mod impartial;
pub mod loopy;
pub mod scored;
