//! Certificates of the classic games' outcomes: `--certificate FILE` beside `--outcome-only`
//! writes each position's proof, and `cgsolve check-certificate` verifies one with the
//! ruleset's plain moves (`docs/certificates.md`).

use super::classic::PartizanRuleset;
use crate::answer::{OptionsError, SolveError};
use crate::engine::certificate::{self, BuildError, CertificateBuilder, CheckError, Verified};
use crate::engine::memory::MemoryLimit;
use crate::engine::outcomes::OutcomeSolver;
use crate::games::registry::options_from;
use crate::progress::Progress;
use crate::theory::outcome::Outcome;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::mem::size_of;
use std::path::{Path, PathBuf};

/// The proofs of the outcomes answered so far, and the file they are written to.
pub struct Certified<G: PartizanRuleset> {
    path: PathBuf,
    builder: CertificateBuilder<G::Position>,
    rules: G,
    memory: MemoryLimit,
}

impl<G: PartizanRuleset> Certified<G> {
    /// Proofs for `rules` written to `path` (created now, so that a path that cannot be
    /// written is refused before any search), holding at most `bytes` of nodes.
    /// `memory` is the command's limit, as refusals name it.
    pub fn new(
        path: &Path,
        rules: G,
        bytes: usize,
        memory: MemoryLimit,
    ) -> Result<Self, OptionsError> {
        File::create(path).map_err(|e| {
            OptionsError(format!(
                "--certificate {}: cannot be written: {e}",
                path.display()
            ))
        })?;
        Ok(Certified {
            path: path.to_path_buf(),
            builder: CertificateBuilder::new(bytes),
            rules,
            memory,
        })
    }

    /// Adds the proof that `p` is of class `outcome`, found with `solver`, and writes the
    /// certificate of every position answered so far.
    pub fn prove<Pr: Progress>(
        &mut self,
        solver: &mut OutcomeSolver<G, Pr>,
        p: &G::Position,
        outcome: Outcome,
    ) -> Result<(), SolveError> {
        let failed = |reason: String| SolveError::Certificate {
            path: self.path.display().to_string(),
            reason,
        };
        let text = |p: &G::Position| p.to_string();
        let rules = &self.rules;
        let rule = |p: &G::Position, mover, winner| rules.proves_win(p, mover, winner);
        match self.builder.prove(solver, p, outcome, &rule, &text) {
            Ok(()) => {}
            Err(BuildError::Search(e)) => {
                return Err(SolveError::TooLarge {
                    what: format!("the certificate of {p}"),
                    needed: format!("more than {} bytes of values", e.limit),
                    limit: format!("what --memory {} leaves the outcome search", self.memory),
                });
            }
            Err(BuildError::Nodes { limit }) => {
                return Err(SolveError::TooLarge {
                    what: format!("the certificate of {p}"),
                    needed: format!("more than {limit} nodes"),
                    limit: format!(
                        "{limit} nodes, what --memory {} leaves the proof (raise it with \
                         --memory SIZE)",
                        self.memory
                    ),
                });
            }
            Err(e @ BuildError::NoWinningMove { .. }) => return Err(failed(e.to_string())),
        }
        let written = File::create(&self.path).and_then(|file| {
            let mut out = BufWriter::new(file);
            let flags = self.rules.flags();
            self.builder.write(&mut out, G::NAME, &flags, &text)?;
            out.flush()
        });
        written.map_err(|e| failed(format!("writing failed: {e}")))
    }
}

/// The certificate of `positions` under `rules`, each with the outcome the outcome search
/// finds, written as `--certificate` writes it, holding at most `bytes` of nodes.
pub fn certificate<G: PartizanRuleset>(
    rules: &G,
    positions: &[G::Position],
    bytes: usize,
) -> Result<Vec<u8>, BuildError> {
    let mut solver = OutcomeSolver::new(rules.clone());
    let mut builder = CertificateBuilder::new(bytes);
    let text = |p: &G::Position| p.to_string();
    let rule = |p: &G::Position, mover, winner| rules.proves_win(p, mover, winner);
    for p in positions {
        let outcome = solver.outcome(p)?.outcome;
        builder.prove(&mut solver, p, outcome, &rule, &text)?;
    }
    let mut out = Vec::new();
    builder
        .write(&mut out, G::NAME, &rules.flags(), &text)
        .expect("writing to memory succeeds");
    Ok(out)
}

/// Verifies certificate `bytes` of ruleset `G` with its plain moves, holding at most `memory`.
pub fn check<G: PartizanRuleset>(
    bytes: &[u8],
    memory: MemoryLimit,
) -> Result<Verified, CheckError> {
    let header = certificate::read_header(bytes, memory.bytes(), size_of::<G::Position>())?;
    let words: Vec<&str> = header.flags.split_whitespace().collect();
    let rules = options_from::<G::Options>(&words)
        .map_err(|e| e.to_string())
        .and_then(|options| G::configure(&options).map_err(|e| e.0))
        .map_err(|reason| CheckError {
            line: 3,
            column: 7,
            message: format!(
                "expected the flags of {}'s rules: {}",
                G::NAME,
                reason.lines().next().unwrap_or("")
            ),
        })?;
    let read = |text: &[u8], line: usize, column: usize| rules.read(text, line, column);
    let text = |p: &G::Position| p.to_string();
    let rule = |p: &G::Position, mover, winner| rules.proves_win(p, mover, winner);
    certificate::check(&rules, bytes, &header, &read, &text, &rule)
}
