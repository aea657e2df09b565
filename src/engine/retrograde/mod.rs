//! Retrograde solving of games whose moves may cycle. The moves are [`Rows`] (compressed
//! rows of 32-bit indices); the reachable positions of impartial rules are enumerated into a
//! [`GameGraph`] (interned to dense indices, under the one
//! [`MemoryLimit`](crate::engine::memory::MemoryLimit)) holding its moves as rows, then solved
//! backwards from the positions without a move.
//!
//! - [`Rows::retrograde`]: Win, Lose or Draw with remoteness for every vertex (the winner
//!   hurries, the loser delays; a draw has no remoteness). The one pass for both kinds of
//!   game: partizan play is the same pass on the rows of play by turns
//!   ([`Rows::by_turns`], [`retrograde_by_turns`]), whose vertices are a position and the
//!   player to move.
//! - [`Rows::fixpoint`]: the same Win/Lose/Draw by the plain fixpoint iteration, the
//!   reference the retrograde pass is checked against.
//! - [`Rows::smith_values`]: Smith's generalised Sprague-Grundy values
//!   ([`SmithValue`](crate::theory::smith::SmithValue)), which decide sums.
//!
//! ```
//! use cgsolve::engine::retrograde::{GameGraph, WinLoseDraw};
//!
//! // 0 -> 1 -> 2 (no move), and 3 <-> 4: a cycle with no way out.
//! let graph = GameGraph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3)]);
//! let result = graph.retrograde();
//! assert_eq!(result[0], WinLoseDraw::Lose(2));
//! assert_eq!(result[1], WinLoseDraw::Win(1));
//! assert_eq!(result[3], WinLoseDraw::Draw);
//! ```

mod fixpoint;
mod graph;
mod pass;
mod rows;
mod smith;
#[cfg(test)]
mod tests;

pub use graph::{BYTES_PER_EDGE, GameGraph, GraphTooLarge, MAX_INDEX, bytes_per_position};
pub use pass::retrograde_by_turns;
pub use rows::Rows;

/// What best play gives the player to move in a game whose positions may repeat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinLoseDraw {
    /// The player to move wins, in this many moves at most against any defence.
    Win(u32),
    /// The player to move loses, after this many moves at least against best play.
    Lose(u32),
    /// Neither player can force a win: best play goes on forever.
    Draw,
}

impl WinLoseDraw {
    /// How many moves the game lasts under best play; `None` for a draw.
    pub fn remoteness(self) -> Option<u32> {
        match self {
            WinLoseDraw::Win(r) | WinLoseDraw::Lose(r) => Some(r),
            WinLoseDraw::Draw => None,
        }
    }

    /// The same result with the remoteness forgotten: what the fixpoint reference finds.
    pub fn without_remoteness(self) -> WinLoseDraw {
        match self {
            WinLoseDraw::Win(_) => WinLoseDraw::Win(0),
            WinLoseDraw::Lose(_) => WinLoseDraw::Lose(0),
            WinLoseDraw::Draw => WinLoseDraw::Draw,
        }
    }
}
