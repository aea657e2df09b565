//! The budget of one analysis: positions searched and time spent, both refused with the limit
//! named.

use crate::engine::memory::MemoryLimit;
use crate::engine::parts::Budget;
use crate::engine::rules::{ImpartialRules, PartizanRules};
use crate::theory::outcome::Player;
use std::time::{Duration, Instant};

/// How much one analysis may search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// At most this many positions searched (expanded) in all.
    pub positions: u64,
    /// At most this long.
    pub time: Duration,
}

impl Default for Limits {
    /// Two million positions and five seconds: a small board answers at once, a large one is
    /// refused rather than left hanging.
    fn default() -> Self {
        Limits {
            positions: 2_000_000,
            time: Duration::from_secs(5),
        }
    }
}

/// The most memory one searched position takes in an analysis's memos: 1.5 times the most
/// measured (Clobber, 251 bytes a position over two million positions).
pub const POSITION_BYTES: u64 = 384;

impl Limits {
    /// The share of these limits a search of a whole position gets when the position could
    /// be played by its regions instead: a quarter of the positions and of the time.
    pub fn before_regions(&self) -> Limits {
        Limits {
            positions: self.positions / 4,
            time: self.time / 4,
        }
    }

    /// The default position limit, or fewer positions when `solves` analyses of that many
    /// would not fit in `memory`.
    pub fn positions_within(solves: u64, memory: MemoryLimit) -> u64 {
        let fit = memory.bytes() / POSITION_BYTES.saturating_mul(solves.max(1));
        Limits::default().positions.min(fit)
    }

    /// Whether `solves` analyses at once, each searching up to [`positions`](Limits::positions)
    /// positions, fit in `memory`; the refusal names both limits.
    pub fn fit(&self, solves: u64, memory: MemoryLimit) -> Result<(), String> {
        let needed = self
            .positions
            .saturating_mul(POSITION_BYTES)
            .saturating_mul(solves);
        if memory.allows(needed) {
            return Ok(());
        }
        let at_once = if solves == 1 {
            String::new()
        } else {
            format!(", {solves} solves at once,")
        };
        Err(format!(
            "{} positions a solve{at_once} need up to {needed} bytes ({POSITION_BYTES} a \
             position), over the memory limit of {memory} (--memory)",
            self.positions
        ))
    }
}

/// The analysis needed more than its [`Limits`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitExceeded {
    /// The position limit was reached.
    #[error(
        "the position is too large to solve here: the search limit of {limit} positions was reached"
    )]
    Positions {
        /// The limit.
        limit: u64,
    },
    /// The time limit was reached.
    #[error("the position is too large to solve here: the time limit of {millis} ms was reached")]
    Time {
        /// The limit, in milliseconds.
        millis: u128,
    },
    /// A position came back while it was being searched: the rules were searched as short,
    /// but their positions repeat (rules not known to be short, [`PartizanRules::REPEATED`]).
    #[error(
        "the game is not short: a position came back while it was being searched, so play \
         from it can go on forever; solve it as a game whose positions repeat"
    )]
    Repeated,
}

/// The refusal of a position of impartial rules `R` met again on a play search's path, told
/// to the rules first.
pub(super) fn impartial_repeat<R: ImpartialRules>(p: &R::Position) -> LimitExceeded {
    if let Some(tell) = R::REPEATED {
        tell(p);
    }
    LimitExceeded::Repeated
}

/// The refusal of a position of partizan rules `R` met again on a play search's path, told
/// to the rules first.
pub(super) fn partizan_repeat<R: PartizanRules>(p: &R::Position) -> LimitExceeded {
    if let Some(tell) = R::REPEATED {
        tell(p);
    }
    LimitExceeded::Repeated
}

/// The refusal of a position of partizan rules `R`, with a player to move, met again on a
/// play search's path, told to the rules first.
pub(super) fn partizan_turn_repeat<R: PartizanRules>(
    node: &(R::Position, Player),
) -> LimitExceeded {
    partizan_repeat::<R>(&node.0)
}

/// A [`Budget`] for the engine's solvers that spans a whole analysis (every question of it):
/// it counts positions and looks at the clock every 1024 positions.
#[derive(Clone, Debug)]
pub struct SolveBudget {
    limits: Limits,
    spent: u64,
    deadline: Instant,
}

impl SolveBudget {
    /// A budget of `limits`, whose clock starts now.
    pub fn new(limits: &Limits) -> SolveBudget {
        SolveBudget {
            limits: *limits,
            spent: 0,
            deadline: Instant::now() + limits.time,
        }
    }

    /// A budget of the same limits for a further search, with the same deadline.
    pub fn again(&self) -> SolveBudget {
        SolveBudget {
            limits: self.limits,
            spent: 0,
            deadline: self.deadline,
        }
    }

    /// How many positions were searched so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }
}

impl Budget for SolveBudget {
    type Error = LimitExceeded;

    /// The budget spans the whole analysis: a new question does not refill it.
    fn start_question(&mut self) {}

    #[inline]
    fn spend(&mut self) -> Result<(), LimitExceeded> {
        if self.spent >= self.limits.positions {
            return Err(LimitExceeded::Positions {
                limit: self.limits.positions,
            });
        }
        self.spent += 1;
        if self.spent.is_multiple_of(1024) && Instant::now() >= self.deadline {
            return Err(LimitExceeded::Time {
                millis: self.limits.time.as_millis(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_refused_past_the_limit_with_the_limit_named() {
        let mut b = SolveBudget::new(&Limits {
            positions: 3,
            time: Duration::from_secs(60),
        });
        for _ in 0..3 {
            b.spend().unwrap();
        }
        b.start_question();
        let e = b.spend().unwrap_err();
        assert_eq!(e, LimitExceeded::Positions { limit: 3 });
        assert!(e.to_string().contains("limit of 3 positions"));
    }

    #[test]
    fn time_is_refused_past_the_deadline() {
        let mut b = SolveBudget::new(&Limits {
            positions: u64::MAX,
            time: Duration::ZERO,
        });
        let e = (0..2048).find_map(|_| b.spend().err()).unwrap();
        assert_eq!(e, LimitExceeded::Time { millis: 0 });
    }
}
