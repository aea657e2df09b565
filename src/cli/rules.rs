//! `cgsolve rules RULES`: a game written in a rule file (docs/rule-files.md), answered as a
//! game of the registry is: the partizan server (canonical values) for a partizan file, the
//! impartial one (nim values) for a file that says `impartial`.

use super::error::CliError;
use super::run::GameRun;
use cgsolve::games::registry::{GameArgs, GameVisitor};
use cgsolve::games::rule_files::{ImpartialRuleFile, RuleFile, RuleFileOptions, load_file};
use cgsolve::games::ruleset::Registered;
use cgsolve::games::serving::classic::ClassicOptions;
use cgsolve::theory::canonical::on_deep_stack;

/// Arguments of `cgsolve rules`: the rule file, then every flag a game takes.
#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    #[command(flatten)]
    game: GameArgs<ClassicOptions<RuleFileOptions>>,
}

impl super::Run for RulesArgs {
    /// On a thread with a deep stack, as every game: values recurse to their birthdays.
    fn run(self) -> Result<(), CliError> {
        let options = &self.game.options;
        let rules = load_file(&options.rules.rules).map_err(|e| CliError::input(e.0))?;
        if !rules.impartial {
            let game = self.game;
            return on_deep_stack(move || GameRun.visit::<<RuleFile as Registered>::Served>(game))
                .map_err(CliError::internal)?;
        }
        if options.memo.is_some() || options.tables.is_some() {
            return Err(CliError::input(format!(
                "{}: --memo and --tables are for partizan rule files; this one is impartial",
                options.rules.rules.display()
            )));
        }
        let game = GameArgs {
            options: self.game.options.rules,
            common: self.game.common,
        };
        on_deep_stack(move || GameRun.visit::<<ImpartialRuleFile as Registered>::Served>(game))
            .map_err(CliError::internal)?
    }
}
