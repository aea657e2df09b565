//! Outcome classes and players.

use serde::Serialize;
use std::fmt;

/// One of the two players of a partizan game.
///
/// In an impartial game both players have the same moves and the distinction does not matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Player {
    /// Left (blue, positive values).
    Left,
    /// Right (red, negative values).
    Right,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Left => "Left",
            Player::Right => "Right",
        })
    }
}

/// The outcome class of a position under normal play: who wins with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Outcome {
    /// The previous player (the one who just moved, the second to move) wins.
    P,
    /// The next player (the one to move) wins.
    N,
    /// Left wins, whoever moves first.
    L,
    /// Right wins, whoever moves first.
    R,
}

impl Outcome {
    /// The class of a position from who wins when each player moves first.
    ///
    /// ```
    /// use cgsolve::{Outcome, Player};
    /// let class = Outcome::from_first_player_wins(true, false);
    /// assert_eq!(class, Outcome::L);
    /// assert_eq!(class.winner_moving_first(Player::Right), Player::Left);
    /// ```
    pub fn from_first_player_wins(left_first_wins: bool, right_first_wins: bool) -> Outcome {
        match (left_first_wins, right_first_wins) {
            (true, true) => Outcome::N,
            (false, false) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
        }
    }

    /// The class of an impartial position: N when the player to move wins, else P.
    pub fn impartial(next_player_wins: bool) -> Outcome {
        if next_player_wins {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    /// Who wins when `first` makes the first move.
    pub fn winner_moving_first(self, first: Player) -> Player {
        match self {
            Outcome::N => first,
            Outcome::P => first.opponent(),
            Outcome::L => Player::Left,
            Outcome::R => Player::Right,
        }
    }

    /// Whether the player to move wins (for impartial positions: the class is N).
    pub fn next_player_wins(self) -> bool {
        self == Outcome::N
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::L => "L",
            Outcome::R => "R",
        })
    }
}

impl Outcome {
    /// A sentence saying who wins, for explanations.
    pub fn describe(self) -> &'static str {
        match self {
            Outcome::P => "P: the player to move loses",
            Outcome::N => "N: the player to move wins",
            Outcome::L => "L: Left wins whoever moves first",
            Outcome::R => "R: Right wins whoever moves first",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winners_follow_the_class() {
        use Player::*;
        assert_eq!(Outcome::N.winner_moving_first(Left), Left);
        assert_eq!(Outcome::N.winner_moving_first(Right), Right);
        assert_eq!(Outcome::P.winner_moving_first(Left), Right);
        assert_eq!(Outcome::P.winner_moving_first(Right), Left);
        assert_eq!(Outcome::R.winner_moving_first(Left), Right);
        for class in [Outcome::P, Outcome::N, Outcome::L, Outcome::R] {
            let again = Outcome::from_first_player_wins(
                class.winner_moving_first(Left) == Left,
                class.winner_moving_first(Right) == Right,
            );
            assert_eq!(again, class);
        }
    }
}
