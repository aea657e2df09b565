//! The face of each classic game of the registry ([`Game::Face`]): its text format both ways,
//! its board and its move names, on the game's own rules.

mod classic;

use super::text_input::lines_with_content;
use crate::games::registry::Game;

impl<G: classic::ClassicText> Game for crate::games::classic::Classic<G> {
    type Face = classic::ClassicPlay<G>;
    const FACE: classic::ClassicPlay<G> = classic::ClassicPlay(std::marker::PhantomData);
}
