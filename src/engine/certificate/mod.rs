//! Certificates: an outcome claimed for a partizan position under normal play, with a proof
//! that a checker verifies by the game's plain moves alone (`docs/certificates.md` is the
//! format).
//!
//! A proof is a graph of nodes, each a position, the player to move and the player claimed to
//! win from it. Where the claimed winner moves, a node gives one move (its child); where the
//! loser moves, it gives every move. Each node is written after its children, so a child is
//! always a node already read: the graph cannot hold a cycle, and the checker verifies each
//! node as it reads it. An outcome class is two such proofs, one for each player moving first.
//!
//! [`CertificateBuilder`] writes the proofs, with the outcome search as its oracle;
//! [`check`](check::check) verifies a certificate with the rules' `left_moves` and
//! `right_moves` and nothing else of the engine: no search, no bound, no memo of a solver.

mod build;
pub mod check;

pub use build::{BuildError, CertificateBuilder};
pub use check::{CheckError, Header, Verified, check, read_header};

use crate::theory::outcome::{Outcome, Player};
use std::io::{self, Write};

/// The first line of every certificate, with the format's version.
pub const MAGIC: &str = "cgsolve certificate 1";

/// The letter a player is written as: `L` or `R`.
pub fn player_letter(player: Player) -> char {
    match player {
        Player::Left => 'L',
        Player::Right => 'R',
    }
}

/// Whether the game's own rule for certificates (`docs/certificates.md`: a counting argument a
/// checker recomputes from the position alone) proves that the second player named wins the
/// position with the first to move; `false` for a game without one.
pub type WinRule<'a, P> = &'a dyn Fn(&P, Player, Player) -> bool;

/// A node of a proof: a position, who moves, who is claimed to win, and its children (indices
/// of nodes written before it), or none and `cited` when the game's rule proves it.
#[derive(Clone, Debug)]
struct Node<P> {
    position: P,
    mover: Player,
    winner: Player,
    cited: bool,
    children: Vec<u32>,
}

/// A claim: a position, its outcome class, and the node of each proof (Left moving first,
/// then Right moving first).
#[derive(Clone, Debug)]
struct Claim<P> {
    position: P,
    outcome: Outcome,
    roots: [u32; 2],
}

/// Writes the certificate of `claims` over `nodes` for game `game` under rules `flags` to
/// `out`, each position as `text` writes it (one line, no line end).
fn write_certificate<P>(
    out: &mut impl Write,
    game: &str,
    flags: &str,
    nodes: &[Node<P>],
    claims: &[Claim<P>],
    text: &dyn Fn(&P) -> String,
) -> io::Result<()> {
    writeln!(out, "{MAGIC}")?;
    writeln!(out, "game {game}")?;
    if flags.is_empty() {
        writeln!(out, "rules")?;
    } else {
        writeln!(out, "rules {flags}")?;
    }
    writeln!(out, "nodes {}", nodes.len())?;
    writeln!(out, "claims {}", claims.len())?;
    for node in nodes {
        write!(
            out,
            "{}{}",
            player_letter(node.mover),
            player_letter(node.winner)
        )?;
        if node.cited {
            write!(out, "C")?;
        }
        for child in &node.children {
            write!(out, " {child}")?;
        }
        writeln!(out, " : {}", text(&node.position))?;
    }
    for claim in claims {
        let [left, right] = claim.roots;
        writeln!(
            out,
            "claim {:?} {left} {right} : {}",
            claim.outcome,
            text(&claim.position)
        )?;
    }
    writeln!(out, "end")
}
