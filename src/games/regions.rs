//! What the classic partizan games share: positions that split into independent regions, each
//! brought to a normal form under the game's symmetries (some of which negate the value), and
//! the plain reference search of the same rules that every faster answer is checked against.

use crate::engine::game::Partizan;
use crate::engine::solver::PartizanSolver;
use crate::theory::outcome::{Outcome, Player};
use std::hash::Hash;

/// The rules of a partizan game whose positions are sums of independent regions.
///
/// The rules are a value (plain data too, with a default) and a position is plain data. Required: the moves of each player,
/// the split into regions and the normal form of a region.
pub trait RegionRules: Clone + Default + Eq + Hash + std::fmt::Debug {
    /// A position, or one region of a position: plain data.
    type Position: Clone + Eq + Hash + std::fmt::Debug;
    /// A move, as a player names it.
    type Move: Clone + std::fmt::Debug;

    /// Calls `each` with every move Left can make from `p` and the position it leads to.
    fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position));

    /// Calls `each` with every move Right can make from `p` and the position it leads to.
    fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move, Self::Position));

    /// The independent regions of `p`, each cut to its own small board: the sum of their
    /// values is the value of `p`. Regions that are worth 0 whatever happens may be left out.
    fn regions(&self, p: &Self::Position) -> Vec<Self::Position>;

    /// The normal form of a region under the game's symmetries, and whether its value is the
    /// negative of the region's (a transpose in Domineering, the colours swapped in Clobber).
    /// Two regions with the same normal form and sign have the same value.
    fn normalise(&self, region: &Self::Position) -> (Self::Position, bool);

    /// The moves of `player`.
    fn moves_of(
        &self,
        p: &Self::Position,
        player: Player,
        each: &mut dyn FnMut(Self::Move, Self::Position),
    ) {
        match player {
            Player::Left => self.left_moves(p, each),
            Player::Right => self.right_moves(p, each),
        }
    }

    /// Every move of `player` from `p` with the position it leads to.
    fn move_list(&self, p: &Self::Position, player: Player) -> Vec<(Self::Move, Self::Position)> {
        let mut out = Vec::new();
        self.moves_of(p, player, &mut |m, next| out.push((m, next)));
        out
    }
}

/// A position of `R` as the engine's [`Partizan`] trait sees it: whole, with no splitting and
/// no symmetry, so that the engine's plain search is the reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Whole<R: RegionRules>(pub R::Position);

impl<R: RegionRules> Partizan for Whole<R> {
    type Move = R::Move;

    fn left_moves(&self) -> Vec<(R::Move, Self)> {
        let mut out = Vec::new();
        R::default().left_moves(&self.0, &mut |m, p| out.push((m, Whole(p))));
        out
    }

    fn right_moves(&self) -> Vec<(R::Move, Self)> {
        let mut out = Vec::new();
        R::default().right_moves(&self.0, &mut |m, p| out.push((m, Whole(p))));
        out
    }
}

/// The outcome of `p` by the engine's plain search of the whole position: the reference.
pub fn plain_outcome<R: RegionRules>(p: &R::Position) -> Outcome {
    PartizanSolver::new().outcome(&Whole::<R>(p.clone()))
}

/// A sum of signed normalised regions, as a game of its own: a move is a move in one region
/// (a Right move of a negated region is a Left move of the sum). Its outcome equals the
/// outcome of the position it came from exactly when splitting and normalising are right.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegionSum<R: RegionRules>(pub Vec<(R::Position, bool)>);

impl<R: RegionRules> RegionSum<R> {
    /// The regions of `p`, each normalised with its sign.
    pub fn of(p: &R::Position) -> Self {
        let rules = R::default();
        RegionSum(
            rules
                .regions(p)
                .iter()
                .map(|r| rules.normalise(r))
                .collect(),
        )
    }

    fn moves(&self, player: Player) -> Vec<(R::Move, Self)> {
        let rules = R::default();
        let mut out = Vec::new();
        for (i, (part, negated)) in self.0.iter().enumerate() {
            let side = if *negated { player.opponent() } else { player };
            rules.moves_of(part, side, &mut |m, next| {
                let mut parts = self.0.clone();
                parts[i] = (next, *negated);
                out.push((m, RegionSum(parts)));
            });
        }
        out
    }
}

impl<R: RegionRules> Partizan for RegionSum<R> {
    type Move = R::Move;

    fn left_moves(&self) -> Vec<(R::Move, Self)> {
        self.moves(Player::Left)
    }

    fn right_moves(&self) -> Vec<(R::Move, Self)> {
        self.moves(Player::Right)
    }
}

/// The outcome of `p` searched as the sum of its signed normalised regions.
pub fn region_sum_outcome<R: RegionRules>(p: &R::Position) -> Outcome {
    PartizanSolver::new().outcome(&RegionSum::<R>::of(p))
}
