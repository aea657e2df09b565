//! Even/Odd piles (CodeChef CHEFGM "Chef Game"): the rules on the engine's [`PartizanRules`].
//!
//! k piles of non-negative integers. A move chooses one number of one pile and removes every
//! number of that pile greater than or equal to it (all copies of the chosen value go too).
//! Before play Chef chooses EVEN or ODD: from then on she may only choose even numbers (or only
//! odd ones), her opponent only the other parity, and Chef moves first. Whoever cannot move
//! loses.
//!
//! Here Left chooses even numbers and Right odd ones, so Chef choosing EVEN is Left moving
//! first. [`reference_verdict`] decides the contest's question by plain search, which makes it
//! the reference for the fast solver in [`solve`] (Blue-Red Hackenbush values).
//!
//! ```
//! use cgsolve::games::contests::evenodd::{Choice, Piles, Rules, Verdict, reference_verdict};
//! use cgsolve::{PartizanRules, PartizanSolver, Player};
//!
//! // The second sample test: one pile 1 2 3.
//! let piles = Piles::new(vec![vec![1, 2, 3]]);
//! let mut solver = PartizanSolver::new(Rules);
//! assert_eq!(reference_verdict(&mut solver, &piles), Verdict::Odd);
//! // Even may only choose 2, which leaves the pile 1.
//! let moves = Rules.move_list(&piles, Player::Left);
//! assert_eq!(moves.len(), 1);
//! assert_eq!(moves[0].0, Choice { pile: 0, number: 2 });
//! assert_eq!(moves[0].1, Piles::new(vec![vec![1]]));
//! ```

pub mod explain;
pub mod format;
pub mod scan;
pub mod solve;
pub mod text;

pub use format::{Case, EvenOdd};

use crate::engine::partizan::PartizanSolver;
use crate::engine::rules::PartizanRules;
use crate::theory::canonical::{Arena, GameId};
use crate::theory::outcome::Player;
use solve::pile_value;
use std::fmt;

/// A number's parity: even numbers (0 included) are Left's, blue in Hackenbush; odd numbers
/// are Right's, red.
pub use crate::report::Parity;

impl Parity {
    /// The player who may choose numbers of this parity.
    pub fn player(self) -> Player {
        match self {
            Parity::Even => Player::Left,
            Parity::Odd => Player::Right,
        }
    }

    /// The parity a player may choose.
    pub fn of_player(player: Player) -> Parity {
        match player {
            Player::Left => Parity::Even,
            Player::Right => Parity::Odd,
        }
    }
}

/// The contest's answer for one test: which choice lets Chef win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Choosing EVEN (Left, moving first) wins.
    Even,
    /// Choosing ODD (Right, moving first) wins.
    Odd,
    /// Neither choice wins.
    DontPlay,
}

impl Verdict {
    /// The verdict a game value gives: positive EVEN, negative ODD, zero DON'T PLAY.
    pub fn from_sign(sign: i32) -> Verdict {
        match sign.signum() {
            1 => Verdict::Even,
            -1 => Verdict::Odd,
            _ => Verdict::DontPlay,
        }
    }

    /// The player Chef plays when she has a winning choice.
    pub fn chef(self) -> Option<Player> {
        match self {
            Verdict::Even => Some(Player::Left),
            Verdict::Odd => Some(Player::Right),
            Verdict::DontPlay => None,
        }
    }

    /// The contest's answer line.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Even => "EVEN",
            Verdict::Odd => "ODD",
            Verdict::DontPlay => "DON'T PLAY",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One move: choosing `number` in pile `pile` (from 0), which removes every number of that pile
/// that is greater than or equal to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Choice {
    /// The pile, counted from 0.
    pub pile: usize,
    /// The number chosen.
    pub number: u32,
}

/// A position: the piles as they stand, each a list of numbers in any order, copies allowed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piles(Vec<Vec<u32>>);

impl Piles {
    /// The position with these piles.
    pub fn new(piles: Vec<Vec<u32>>) -> Piles {
        Piles(piles)
    }

    /// The piles, in order.
    pub fn piles(&self) -> &[Vec<u32>] {
        &self.0
    }

    /// How many positions can arise from this one (itself included), at most: the product over
    /// the piles of one more than the pile's count of distinct numbers, saturating.
    pub fn reachable_bound(&self) -> u64 {
        self.0.iter().fold(1u64, |acc, pile| {
            let mut distinct = pile.clone();
            distinct.sort_unstable();
            distinct.dedup();
            acc.saturating_mul(distinct.len() as u64 + 1)
        })
    }

    /// Calls `each` with every choice of a number of `parity`, each distinct value once, and
    /// what it leaves.
    fn choices(&self, parity: Parity, each: &mut dyn FnMut(Choice, Piles)) {
        for (i, pile) in self.0.iter().enumerate() {
            let mut seen: Vec<u32> = Vec::new();
            for &number in pile {
                if Parity::of(number.into()) != parity || seen.contains(&number) {
                    continue;
                }
                seen.push(number);
                let mut next = self.0.clone();
                next[i] = pile.iter().copied().filter(|&x| x < number).collect();
                each(Choice { pile: i, number }, Piles(next));
            }
        }
    }
}

/// The rules of Even/Odd piles over [`Piles`] positions: Left chooses even numbers, Right odd.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

impl PartizanRules for Rules {
    type Position = Piles;
    type Move = Choice;

    /// Left chooses an even number.
    fn left_moves(&self, piles: &Piles, each: &mut dyn FnMut(Choice, Piles)) {
        piles.choices(Parity::Even, each)
    }

    /// Right chooses an odd number.
    fn right_moves(&self, piles: &Piles, each: &mut dyn FnMut(Choice, Piles)) {
        piles.choices(Parity::Odd, each)
    }

    /// Each pile that holds a number is a game of its own.
    fn components(&self, piles: &Piles) -> Vec<Piles> {
        piles
            .0
            .iter()
            .filter(|pile| !pile.is_empty())
            .map(|pile| Piles(vec![pile.clone()]))
            .collect()
    }

    /// A pile is a Blue-Red Hackenbush stalk: its value is the stalk's number.
    fn known_value(&self, pile: &Piles, arena: &mut Arena) -> Option<GameId> {
        let [numbers] = pile.0.as_slice() else {
            return None;
        };
        Some(arena.number(pile_value(numbers)))
    }
}

/// The contest's answer by plain search: EVEN when Left wins moving first, else ODD when Right
/// wins moving first, else DON'T PLAY.
pub fn reference_verdict(solver: &mut PartizanSolver<Rules>, piles: &Piles) -> Verdict {
    if solver.wins_moving_first(piles, Player::Left) {
        Verdict::Even
    } else if solver.wins_moving_first(piles, Player::Right) {
        Verdict::Odd
    } else {
        Verdict::DontPlay
    }
}
