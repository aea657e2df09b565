//! The face of each game of the registry ([`Game::Face`]): its text format both ways, its
//! board and its move names, on the game's own rules.

mod classic;
mod wordplay;

use super::text_input::{Lines, board_size, check_chars, lines_with_content, on_line};

use crate::games::registry::Game;

/// Makes `face` the face of the registry's game `game`.
macro_rules! face {
    ($game:ty => $face:ty = $value:expr) => {
        impl Game for $game {
            type Face = $face;
            const FACE: $face = $value;
        }
    };
}

face!(crate::games::wordplay::WordPlay => wordplay::WordPlay = wordplay::WordPlay);

impl<G: classic::ClassicText> Game for crate::games::classic::Classic<G> {
    type Face = classic::ClassicPlay<G>;
    const FACE: classic::ClassicPlay<G> = classic::ClassicPlay(std::marker::PhantomData);
}
