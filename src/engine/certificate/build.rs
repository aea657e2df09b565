//! Writing proofs, with the outcome search as the oracle: from the claimed position, at a node
//! where the claimed winner moves, one move that the search says wins (a move to a node
//! already proved first, when there is one), at a node where the loser moves, every move;
//! each node remembered by its position, who moves and who wins, so that a position reached
//! twice is one node.

use super::{Claim, Node, WinRule, write_certificate};
use crate::engine::outcomes::OutcomeSolver;
use crate::engine::rules::PartizanRules;
use crate::progress::Progress;
use crate::theory::canonical::LimitExceeded;
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;
use std::io::{self, Write};
use std::mem::size_of;

/// Why a proof was not written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The outcome search stopped at its limit.
    #[error("the outcome search needs more than {} bytes of values", .0.limit)]
    Search(LimitExceeded),
    /// The proof has more nodes than the limit allows.
    #[error("the proof needs more than {limit} nodes, what the memory limit holds")]
    Nodes {
        /// The most nodes allowed.
        limit: usize,
    },
    /// The outcome search found no winning move at a node where it had said the player to
    /// move wins: a fault of the search, reported rather than written as a proof.
    #[error("the outcome search found no winning move for {player} in {position}")]
    NoWinningMove {
        /// The position, as the game writes it.
        position: String,
        /// The player it said wins moving first.
        player: Player,
    },
}

impl From<LimitExceeded> for BuildError {
    fn from(e: LimitExceeded) -> Self {
        BuildError::Search(e)
    }
}

/// The proofs of outcomes claimed for positions of one game, their nodes shared.
pub struct CertificateBuilder<P> {
    nodes: Vec<Node<P>>,
    claims: Vec<Claim<P>>,
    known: FxHashMap<(P, Player, Player), u32>,
    max_nodes: usize,
}

impl<P: Clone + Eq + std::hash::Hash> CertificateBuilder<P> {
    /// An empty certificate holding at most what `bytes` of memory hold (each node its
    /// position, its children and its entry in the table of positions).
    pub fn new(bytes: usize) -> Self {
        let per_node = 2 * size_of::<Node<P>>() + 2 * size_of::<(P, Player, Player, u32)>() + 16;
        CertificateBuilder {
            nodes: Vec::new(),
            claims: Vec::new(),
            known: FxHashMap::default(),
            max_nodes: (bytes / per_node).min(u32::MAX as usize),
        }
    }

    /// The nodes written so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether no node is written yet.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Adds the claim that `p` is of class `outcome`, with its two proofs, found with
    /// `solver` (which must answer for the same rules).
    pub fn prove<R, Pr>(
        &mut self,
        solver: &mut OutcomeSolver<R, Pr>,
        p: &P,
        outcome: Outcome,
        rule: WinRule<P>,
        text: &dyn Fn(&P) -> String,
    ) -> Result<(), BuildError>
    where
        R: PartizanRules<Position = P> + Clone,
        P: Ord,
        Pr: Progress,
    {
        let mut roots = [0; 2];
        for (root, first) in roots.iter_mut().zip([Player::Left, Player::Right]) {
            let winner = outcome.winner_moving_first(first);
            *root = self.node(solver, p, first, winner, rule, text)?;
        }
        self.claims.push(Claim {
            position: p.clone(),
            outcome,
            roots,
        });
        Ok(())
    }

    /// The node of `p` with `mover` to move and `winner` claimed to win, written after every
    /// node below it.
    fn node<R, Pr>(
        &mut self,
        solver: &mut OutcomeSolver<R, Pr>,
        p: &P,
        mover: Player,
        winner: Player,
        rule: WinRule<P>,
        text: &dyn Fn(&P) -> String,
    ) -> Result<u32, BuildError>
    where
        R: PartizanRules<Position = P> + Clone,
        P: Ord,
        Pr: Progress,
    {
        let key = (p.clone(), mover, winner);
        if let Some(&index) = self.known.get(&key) {
            return Ok(index);
        }
        if rule(p, mover, winner) {
            return self.push(key, true, Vec::new());
        }
        let options: Vec<P> = solver
            .rules()
            .move_list(p, mover)
            .into_iter()
            .map(|(_, next)| next)
            .collect();
        let opponent = mover.opponent();
        // The winner's move to a position the rule proves: cited, the checker finds the move.
        if mover == winner && options.iter().any(|next| rule(next, opponent, winner)) {
            return self.push(key, true, Vec::new());
        }
        let mut children = Vec::new();
        if mover == winner {
            // A move to a node already proved, else the search's.
            let proved = options
                .iter()
                .find_map(|next| self.known.get(&(next.clone(), opponent, winner)).copied());
            let child = match proved {
                Some(child) => child,
                None => match solver.winning_move(p, mover)? {
                    Some((_, next)) => self.node(solver, &next, opponent, winner, rule, text)?,
                    None => {
                        return Err(BuildError::NoWinningMove {
                            position: text(p),
                            player: mover,
                        });
                    }
                },
            };
            children.push(child);
        } else {
            let mut distinct = options;
            distinct.sort_unstable();
            distinct.dedup();
            for next in &distinct {
                children.push(self.node(solver, next, opponent, winner, rule, text)?);
            }
        }
        self.push(key, false, children)
    }

    /// Writes the node of `key` after its `children`, proved by the game's rule when `cited`.
    fn push(
        &mut self,
        key: (P, Player, Player),
        cited: bool,
        children: Vec<u32>,
    ) -> Result<u32, BuildError> {
        if self.nodes.len() >= self.max_nodes {
            return Err(BuildError::Nodes {
                limit: self.max_nodes,
            });
        }
        let index = self.nodes.len() as u32;
        let (position, mover, winner) = key.clone();
        self.nodes.push(Node {
            position,
            mover,
            winner,
            cited,
            children,
        });
        self.known.insert(key, index);
        Ok(index)
    }

    /// Writes the certificate of every claim added so far for game `game` under rules `flags`,
    /// each position as `text` writes it.
    pub fn write(
        &self,
        out: &mut impl Write,
        game: &str,
        flags: &str,
        text: &dyn Fn(&P) -> String,
    ) -> io::Result<()> {
        write_certificate(out, game, flags, &self.nodes, &self.claims, text)
    }
}
