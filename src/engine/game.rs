//! The traits a game implements so that the engine can solve it.

use std::hash::Hash;

/// A position of an impartial game under normal play: both players have the same moves, and
/// the player who cannot move loses.
///
/// Only [`moves`](Impartial::moves) is required. The hooks have do-nothing defaults:
/// - [`components`](Impartial::components): the position itself (no decomposition). A game whose
///   positions split into independent parts returns them, and the solver then takes the Grundy
///   value of the position as the xor of the parts' values, memoising each part alone.
/// - [`canonical`](Impartial::canonical): the position itself. A game with symmetries returns one
///   representative of the position's symmetry class, so that the memo stores each class once.
pub trait Impartial: Clone + Eq + Hash {
    /// A move, as a player would name it (used to explain winning moves).
    type Move: Clone;

    /// Every legal move with the position it leads to, each move once.
    fn moves(&self) -> Vec<(Self::Move, Self)>;

    /// The independent parts of this position; their sum is the position. Defaults to the
    /// position itself. Each part returned must itself be a single part.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// A representative of the position's symmetry class with the same Grundy value.
    /// Defaults to the position itself.
    fn canonical(&self) -> Self {
        self.clone()
    }
}

/// A position of a partizan game under normal play: Left and Right have different moves, and
/// the player who cannot move loses.
pub trait Partizan: Clone + Eq + Hash {
    /// A move, as a player would name it (used to explain winning moves).
    type Move: Clone;

    /// Every move Left can make, with the position it leads to.
    fn left_moves(&self) -> Vec<(Self::Move, Self)>;

    /// Every move Right can make, with the position it leads to.
    fn right_moves(&self) -> Vec<(Self::Move, Self)>;
}
