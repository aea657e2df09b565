//! `cgsolve rules RULES`: a game written in a rule file (docs/rule-files.md), answered as a
//! game of the registry is: the partizan server (canonical values) for a partizan file, the
//! impartial one (nim values) for a file that says `impartial` ([`rule_files::visit`]).

use super::error::CliError;
use super::run::GameRun;
use cgsolve::games::rule_files::{self, RuleFileArgs};
use cgsolve::theory::canonical::on_deep_stack;

/// Arguments of `cgsolve rules`: the rule file, then every flag a game takes.
#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    #[command(flatten)]
    game: RuleFileArgs,
}

impl super::Run for RulesArgs {
    /// On a thread with a deep stack, as every game: values recurse to their birthdays.
    fn run(self) -> Result<(), CliError> {
        let game = self.game;
        on_deep_stack(move || rule_files::visit(game, GameRun))
            .map_err(CliError::internal)?
            .map_err(|e| CliError::input(e.0))?
    }
}
