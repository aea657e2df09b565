//! `cgsolve completions SHELL` and `cgsolve man`: the command line described for a shell and
//! for `man`, from the same clap definition that parses it, so they name every subcommand and
//! flag there is.

use super::error::CliError;
use super::output;
use clap::{Args, CommandFactory};
use clap_complete::Shell;
use std::io::Write;

/// Arguments of `cgsolve completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish. Install with, for bash,
    /// `cgsolve completions bash > ~/.local/share/bash-completion/completions/cgsolve`.
    shell: Shell,
}

impl super::Run for CompletionsArgs {
    fn run(self) -> Result<(), CliError> {
        let mut command = super::Cli::command();
        // clap_complete panics when its writer fails, so the script is made in memory and a
        // closed pipe is met by our own write.
        let mut script = Vec::new();
        clap_complete::generate(self.shell, &mut command, "cgsolve", &mut script);
        output::print(|out| out.write_all(&script))
    }
}

/// Arguments of `cgsolve man`.
#[derive(Args, Debug)]
pub struct ManArgs {}

impl super::Run for ManArgs {
    fn run(self) -> Result<(), CliError> {
        let page = clap_mangen::Man::new(super::Cli::command());
        output::print(|out| page.render(out))
    }
}
