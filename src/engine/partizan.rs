//! The memoised outcome solver of partizan games: who wins moving first, and with which moves.

use super::parts::{Budget, NoBudget, Stats};
use super::rules::{PartizanMoveList, PartizanRules};
use super::solver::infallible;
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;

/// Solves positions of one partizan game by plain search, remembering every answer.
///
/// A finished position (no moves for the player to move) is lost for that player; a position is
/// won for the player to move when some move leaves the opponent, moving first, lost. The rules'
/// [`known_outcome`](PartizanRules::known_outcome) hook answers without search where it can.
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
pub struct PartizanSolver<R: PartizanRules, B = NoBudget> {
    rules: R,
    wins: FxHashMap<(R::Position, Player), bool>,
    budget: B,
    stats: Stats,
}

impl<R: PartizanRules> PartizanSolver<R> {
    /// A solver with an empty memo and no budget.
    pub fn new(rules: R) -> Self {
        PartizanSolver {
            rules,
            wins: FxHashMap::default(),
            budget: NoBudget,
            stats: Stats::default(),
        }
    }
}

impl<R: PartizanRules, B: Budget> PartizanSolver<R, B> {
    /// The same solver with another budget.
    pub fn with_budget<B2: Budget>(self, budget: B2) -> PartizanSolver<R, B2> {
        PartizanSolver {
            rules: self.rules,
            wins: self.wins,
            budget,
            stats: self.stats,
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Whether `player`, moving first from `p`, wins against best play.
    pub fn try_wins_moving_first(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<bool, B::Error> {
        self.budget.start_question();
        self.wins_first(p, player)
    }

    /// The outcome class: who wins with Left moving first and with Right moving first.
    pub fn try_outcome(&mut self, p: &R::Position) -> Result<Outcome, B::Error> {
        self.budget.start_question();
        Ok(Outcome::from_first_player_wins(
            self.wins_first(p, Player::Left)?,
            self.wins_first(p, Player::Right)?,
        ))
    }

    /// Every move of `player` that leaves the opponent, moving next, lost.
    pub fn try_winning_moves(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<PartizanMoveList<R>, B::Error> {
        self.budget.start_question();
        let mut out = Vec::new();
        for (m, next) in self.rules.move_list(p, player) {
            if !self.wins_first(&next, player.opponent())? {
                out.push((m, next));
            }
        }
        Ok(out)
    }

    fn wins_first(&mut self, p: &R::Position, player: Player) -> Result<bool, B::Error> {
        if let Some(outcome) = self.rules.known_outcome(p) {
            self.stats.known += 1;
            return Ok(outcome.winner_moving_first(player) == player);
        }
        let key = (self.rules.canonical(p), player);
        if let Some(&w) = self.wins.get(&key) {
            self.stats.memo_hits += 1;
            return Ok(w);
        }
        self.budget.spend()?;
        self.stats.searched += 1;
        let mut options = Vec::new();
        self.rules
            .moves_of(p, player, &mut |_, next| options.push(next));
        let mut wins = false;
        for next in &options {
            if !self.wins_first(next, player.opponent())? {
                wins = true;
                break;
            }
        }
        self.wins.insert(key, wins);
        Ok(wins)
    }
}

impl<R: PartizanRules> PartizanSolver<R, NoBudget> {
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
}
