//! The partizan face of the one win/lose search ([`WinLoseSolver`] over a [`PartizanGraph`]):
//! who wins moving first, the outcome class, the winning moves and remoteness, under normal
//! play ([`PartizanSolver`]) or misère play (`WinLoseSolver<PartizanGraph<R>, Misere>`).

use super::parts::{Budget, NoBudget};
use super::rules::{PartizanMoveList, PartizanRules};
use super::solver::infallible;
use super::win_lose::{Ending, Normal, PartizanGraph, WinLoseSolver};
use crate::theory::outcome::{Outcome, Player};

/// Solves positions of one partizan game under normal play by plain search, remembering every
/// answer: the engine's win/lose search with the normal terminal rule.
///
/// A finished position (no moves for the player to move) is lost for that player; a position is
/// won for the player to move when some move leaves the opponent, moving first, lost. The
/// search keeps its own stack, so a game as deep as memory allows is searched on any thread.
///
/// ```
/// use cgsolve::{Outcome, PartizanRules, PartizanSolver, Player};
///
/// /// A row of blue and red edges standing on the ground (a Hackenbush stalk, bottom first):
/// /// Left cuts a blue edge, Right a red one, and everything above the cut falls.
/// struct Stalk;
///
/// impl PartizanRules for Stalk {
///     type Position = Vec<bool>; // true: blue
///     type Move = usize;
///     fn left_moves(&self, p: &Vec<bool>, each: &mut dyn FnMut(usize, Vec<bool>)) {
///         (0..p.len()).filter(|&i| p[i]).for_each(|i| each(i, p[..i].to_vec()));
///     }
///     fn right_moves(&self, p: &Vec<bool>, each: &mut dyn FnMut(usize, Vec<bool>)) {
///         (0..p.len()).filter(|&i| !p[i]).for_each(|i| each(i, p[..i].to_vec()));
///     }
/// }
///
/// let mut solver = PartizanSolver::new(Stalk);
/// assert_eq!(solver.outcome(&vec![true, false]), Outcome::L); // the value 1/2
/// assert_eq!(solver.winning_moves(&vec![true, false], Player::Left), vec![(0, vec![])]);
/// ```
pub type PartizanSolver<R, B = NoBudget> = WinLoseSolver<PartizanGraph<R>, Normal, B>;

impl<R: PartizanRules, E: Ending> WinLoseSolver<PartizanGraph<R>, E> {
    /// A solver of `rules` with an empty memo and no budget.
    pub fn new(rules: R) -> Self {
        WinLoseSolver::over(PartizanGraph(rules))
    }
}

impl<R: PartizanRules, E: Ending, B: Budget> WinLoseSolver<PartizanGraph<R>, E, B> {
    /// The rules.
    pub fn rules(&self) -> &R {
        &self.graph().0
    }

    /// Whether `player`, moving first from `p`, wins against best play.
    pub fn try_wins_moving_first(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<bool, B::Error> {
        self.try_wins(&(p.clone(), player))
    }

    /// The outcome class: who wins with Left moving first and with Right moving first.
    pub fn try_outcome(&mut self, p: &R::Position) -> Result<Outcome, B::Error> {
        self.start_question();
        Ok(Outcome::from_first_player_wins(
            self.wins_of(&(p.clone(), Player::Left))?,
            self.wins_of(&(p.clone(), Player::Right))?,
        ))
    }

    /// Every move of `player` that leaves the opponent, moving next, lost.
    pub fn try_winning_moves(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<PartizanMoveList<R>, B::Error> {
        self.start_question();
        let mut out = Vec::new();
        for (m, next) in self.rules().move_list(p, player) {
            let after = (next, player.opponent());
            if !self.wins_of(&after)? {
                out.push((m, after.0));
            }
        }
        Ok(out)
    }

    /// How many moves the game lasts from `p` with `player` to move under best play, as
    /// Gamesman counts it: the winner ends the game as fast as possible, the loser delays the
    /// end as long as possible; 0 when they cannot move.
    pub fn try_remoteness(&mut self, p: &R::Position, player: Player) -> Result<u32, B::Error> {
        Ok(self.try_result(&(p.clone(), player))?.remoteness)
    }
}

impl<R: PartizanRules, E: Ending> WinLoseSolver<PartizanGraph<R>, E> {
    /// Whether `player`, moving first from `p`, wins against best play.
    pub fn wins_moving_first(&mut self, p: &R::Position, player: Player) -> bool {
        infallible(self.try_wins_moving_first(p, player))
    }

    /// The outcome class: who wins with Left moving first and with Right moving first.
    pub fn outcome(&mut self, p: &R::Position) -> Outcome {
        infallible(self.try_outcome(p))
    }

    /// Every move of `player` that leaves the opponent, moving next, lost.
    pub fn winning_moves(&mut self, p: &R::Position, player: Player) -> PartizanMoveList<R> {
        infallible(self.try_winning_moves(p, player))
    }

    /// How many moves the game lasts under best play (see
    /// [`try_remoteness`](WinLoseSolver::try_remoteness)).
    pub fn remoteness(&mut self, p: &R::Position, player: Player) -> u32 {
        infallible(self.try_remoteness(p, player))
    }
}
