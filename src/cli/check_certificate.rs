//! `cgsolve check-certificate FILE`: verifies a certificate written by `--certificate` (or by
//! any writer of `docs/certificates.md`) with the game's plain moves alone, and prints what it
//! proves.

use super::error::CliError;
use super::output;
use cgsolve::answer::flags::MemoryArgs;
use cgsolve::engine::certificate::{CheckError, Verified, read_header};
use cgsolve::games::game::Game;
use cgsolve::games::registry::{EachGame, each_game};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `cgsolve check-certificate`.
#[derive(Args, Debug)]
pub struct CheckCertificateArgs {
    /// The certificate.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// The file and the nodes it holds once read must fit in it.
    #[command(flatten)]
    limit: MemoryArgs,
}

/// Finds the game a certificate names and checks the certificate with its rules.
struct Checking<'a> {
    game: &'a str,
    certificate: &'a [u8],
    memory: cgsolve::engine::memory::MemoryLimit,
    result: Option<Option<Result<Verified, CheckError>>>,
}

impl EachGame for Checking<'_> {
    fn game<G: Game>(&mut self) {
        if self.result.is_none() && G::NAME == self.game {
            self.result = Some(G::check_certificate(self.certificate, self.memory));
        }
    }
}

impl super::Run for CheckCertificateArgs {
    fn run(self) -> Result<(), CliError> {
        let name = self.file.display().to_string();
        let memory = self.limit.memory;
        let size = std::fs::metadata(&self.file)
            .map_err(|e| CliError::input(format!("{name}: {e}")))?
            .len();
        if size > memory.bytes() {
            return Err(CliError::input(format!(
                "{name}: the certificate of {size} bytes is over the memory limit of {memory} \
                 (--memory)"
            )));
        }
        let bytes =
            std::fs::read(&self.file).map_err(|e| CliError::input(format!("{name}: {e}")))?;
        let failed = |e: CheckError| CliError::input(format!("{name}:{e}"));
        let header = read_header(&bytes, u64::MAX, 0).map_err(failed)?;
        let mut checking = Checking {
            game: &header.game,
            certificate: &bytes,
            memory,
            result: None,
        };
        each_game(&mut checking);
        let verified = match checking.result {
            Some(Some(result)) => result.map_err(failed)?,
            Some(None) => {
                return Err(CliError::input(format!(
                    "{name}:2:6: {} writes no certificates: only the short partizan rulesets do",
                    header.game
                )));
            }
            None => {
                return Err(CliError::input(format!(
                    "{name}:2:6: expected a game's name (`cgsolve rulesets` lists them), found `{}`",
                    header.game
                )));
            }
        };
        output::print(|out| {
            for (position, outcome) in &verified.claims {
                writeln!(out, "{} {position}: {outcome:?}, verified", header.game)?;
            }
            let (claims, nodes) = (verified.claims.len(), verified.nodes);
            writeln!(
                out,
                "{claims} {} verified with {nodes} {}",
                if claims == 1 { "claim" } else { "claims" },
                if nodes == 1 { "node" } else { "nodes" }
            )
        })
    }
}
