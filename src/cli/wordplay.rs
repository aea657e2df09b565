//! The `wordplay` subcommand: its flags, and the word list it may load before the input.

use super::CommonArgs;
use super::run;
use cgsolve::games::wordplay::{Dictionary, WordPlay};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Flags of `cgsolve wordplay`.
#[derive(Args, Debug)]
pub struct WordplayArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// A word list, one word per line (as /usr/share/dict/words): words are upper-cased,
    /// entries with characters other than letters are skipped. The input then holds only
    /// `r c`, T and the boards.
    #[arg(long, value_name = "FILE")]
    dict: Option<PathBuf>,
}

/// Loads the word list if one is given, then answers the input.
pub fn main(args: &WordplayArgs) -> ExitCode {
    let game = match &args.dict {
        None => WordPlay::new(),
        Some(path) => {
            let name = path.display();
            let bytes = match std::fs::read(path) {
                Ok(bytes) => bytes,
                Err(e) => return dict_failed(&format!("{name}: {e}")),
            };
            match Dictionary::from_word_list(&bytes) {
                Ok(dict) => WordPlay::with_dictionary(dict),
                Err(e) => return dict_failed(&format!("{name}:{e}")),
            }
        }
    };
    run::run(game, &args.common)
}

fn dict_failed(message: &str) -> ExitCode {
    eprintln!("cgsolve: {message}");
    ExitCode::from(2)
}
