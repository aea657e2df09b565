//! The memoised outcome solver of partizan games: who wins moving first, and with which moves.

use super::parts::{Budget, NoBudget, Stats};
use super::rules::{PartizanMoveList, PartizanRules};
use super::solver::{RemotenessFold, infallible};
use super::stack::{DepthFirst, Options, Stack};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;

/// Solves positions of one partizan game by plain search, remembering every answer.
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
pub struct PartizanSolver<R: PartizanRules, B = NoBudget> {
    search: Search<R, B>,
    wins_stack: Stack<(R::Position, Player), (), Wins>,
    remoteness_stack: Stack<(R::Position, Player), (), RemotenessFold>,
}

/// Everything of a [`PartizanSolver`] but its stacks.
struct Search<R: PartizanRules, B> {
    rules: R,
    wins: FxHashMap<(R::Position, Player), bool>,
    remoteness: FxHashMap<(R::Position, Player), u32>,
    budget: B,
    stats: Stats,
}

impl<R: PartizanRules> PartizanSolver<R> {
    /// A solver with an empty memo and no budget.
    pub fn new(rules: R) -> Self {
        PartizanSolver {
            search: Search {
                rules,
                wins: FxHashMap::default(),
                remoteness: FxHashMap::default(),
                budget: NoBudget,
                stats: Stats::default(),
            },
            wins_stack: Stack::default(),
            remoteness_stack: Stack::default(),
        }
    }
}

impl<R: PartizanRules, B: Budget> PartizanSolver<R, B> {
    /// The same solver with another budget.
    pub fn with_budget<B2: Budget>(self, budget: B2) -> PartizanSolver<R, B2> {
        let s = self.search;
        PartizanSolver {
            search: Search {
                rules: s.rules,
                wins: s.wins,
                remoteness: s.remoteness,
                budget,
                stats: s.stats,
            },
            wins_stack: Stack::default(),
            remoteness_stack: Stack::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.search.rules
    }

    /// The budget.
    pub fn budget(&self) -> &B {
        &self.search.budget
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> Stats {
        self.search.stats
    }

    /// Whether `player`, moving first from `p`, wins against best play.
    pub fn try_wins_moving_first(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<bool, B::Error> {
        self.search.budget.start_question();
        self.wins_first(p, player)
    }

    /// The outcome class: who wins with Left moving first and with Right moving first.
    pub fn try_outcome(&mut self, p: &R::Position) -> Result<Outcome, B::Error> {
        self.search.budget.start_question();
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
        self.search.budget.start_question();
        let mut out = Vec::new();
        for (m, next) in self.search.rules.move_list(p, player) {
            if !self.wins_first(&next, player.opponent())? {
                out.push((m, next));
            }
        }
        Ok(out)
    }

    /// How many moves the game lasts from `p` with `player` to move under best play, as
    /// Gamesman counts it: the winner ends the game as fast as possible, the loser delays the
    /// end as long as possible; odd when the player to move wins, 0 when they cannot move.
    pub fn try_remoteness(&mut self, p: &R::Position, player: Player) -> Result<u32, B::Error> {
        self.search.budget.start_question();
        self.remoteness_stack.evaluate(
            &mut RemotenessSearch(&mut self.search),
            (p.clone(), player),
            (),
        )
    }

    fn wins_first(&mut self, p: &R::Position, player: Player) -> Result<bool, B::Error> {
        self.wins_stack
            .evaluate(&mut WinSearch(&mut self.search), (p.clone(), player), ())
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

    /// How many moves the game lasts under best play (see
    /// [`PartizanSolver::try_remoteness`]).
    pub fn remoteness(&mut self, p: &R::Position, player: Player) -> u32 {
        infallible(self.try_remoteness(p, player))
    }
}

impl<R: PartizanRules, B: Budget> Search<R, B> {
    /// Starts searching `p` with `player` to move: its options, each one part with the
    /// opponent to move.
    fn open(
        &mut self,
        (p, player): &(R::Position, Player),
        options: &mut Options<(R::Position, Player), ()>,
    ) -> Result<(), B::Error> {
        self.budget.spend()?;
        self.stats.searched += 1;
        self.rules.moves_of(p, *player, &mut |_, next| {
            options.part((next, player.opponent()), ());
            options.end_option(None);
        });
        Ok(())
    }
}

/// Whether a node is won for the player to move: the first option lost for the opponent
/// decides it.
#[derive(Default)]
struct Wins {
    /// Whether some option seen is lost for the opponent.
    won: bool,
    /// Whether the opponent wins the option being valued.
    opponent_wins: bool,
}

/// The search of who wins moving first.
struct WinSearch<'s, R: PartizanRules, B>(&'s mut Search<R, B>);

impl<R: PartizanRules, B: Budget> DepthFirst for WinSearch<'_, R, B> {
    type Node = (R::Position, Player);
    type Tag = ();
    type Value = bool;
    type Acc = Wins;
    type Error = B::Error;

    fn lookup(&mut self, node: &Self::Node, _: ()) -> Option<bool> {
        let w = self.0.wins.get(node).copied()?;
        self.0.stats.memo_hits += 1;
        Some(w)
    }

    fn open(
        &mut self,
        node: &Self::Node,
        options: &mut Options<Self::Node, ()>,
    ) -> Result<Wins, B::Error> {
        self.0.open(node, options)?;
        Ok(Wins::default())
    }

    fn part(&mut self, wins: &mut Wins, opponent_wins: bool, _: ()) -> Result<(), Self::Error> {
        wins.opponent_wins = opponent_wins;
        Ok(())
    }

    fn option(&mut self, wins: &mut Wins, _: Option<Self::Node>) -> bool {
        wins.won = !wins.opponent_wins;
        !wins.won
    }

    fn close(&mut self, node: Self::Node, wins: Wins) -> Result<bool, B::Error> {
        self.0.wins.insert(node, wins.won);
        Ok(wins.won)
    }
}

/// The search of remoteness.
struct RemotenessSearch<'s, R: PartizanRules, B>(&'s mut Search<R, B>);

impl<R: PartizanRules, B: Budget> DepthFirst for RemotenessSearch<'_, R, B> {
    type Node = (R::Position, Player);
    type Tag = ();
    type Value = u32;
    type Acc = RemotenessFold;
    type Error = B::Error;

    fn lookup(&mut self, node: &Self::Node, _: ()) -> Option<u32> {
        let r = self.0.remoteness.get(node).copied()?;
        self.0.stats.memo_hits += 1;
        Some(r)
    }

    fn open(
        &mut self,
        node: &Self::Node,
        options: &mut Options<Self::Node, ()>,
    ) -> Result<RemotenessFold, B::Error> {
        self.0.open(node, options)?;
        Ok(RemotenessFold::default())
    }

    fn part(&mut self, fold: &mut RemotenessFold, r: u32, _: ()) -> Result<(), Self::Error> {
        fold.add(r);
        Ok(())
    }

    fn option(&mut self, _: &mut RemotenessFold, _: Option<Self::Node>) -> bool {
        true
    }

    fn close(&mut self, node: Self::Node, fold: RemotenessFold) -> Result<u32, B::Error> {
        let r = fold.remoteness();
        self.0.remoteness.insert(node, r);
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A race: Left moves a counter down by one, Right by two, from `(left, right)`; the one
    /// who cannot move loses.
    struct Race;

    impl PartizanRules for Race {
        type Position = (u32, u32);
        type Move = ();
        fn left_moves(&self, &(l, r): &(u32, u32), each: &mut dyn FnMut((), (u32, u32))) {
            if l > 0 {
                each((), (l - 1, r));
            }
        }
        fn right_moves(&self, &(l, r): &(u32, u32), each: &mut dyn FnMut((), (u32, u32))) {
            if r > 1 {
                each((), (l, r - 2));
            }
        }
    }

    #[test]
    fn a_game_100000_moves_deep_is_searched_on_the_default_stack() {
        let mut solver = PartizanSolver::new(Race);
        // Left has 50,000 moves, Right 49,999: Left wins whoever starts.
        let p = (50_000, 99_999);
        assert_eq!(solver.outcome(&p), Outcome::L);
        // Left moving first: 50,000 Left moves and 49,999 Right moves, then Right is stuck.
        assert_eq!(solver.remoteness(&p, Player::Left), 99_999);
        assert_eq!(solver.remoteness(&p, Player::Right), 99_998);
    }
}
