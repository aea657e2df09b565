//! The classic partizan games (Domineering, Toads and Frogs, Clobber, Amazons, Hackenbush): one
//! line of the game's own text, as `cgsolve GAME` reads it.

use super::super::draw::{Board, Shape};
use super::super::text::{GameText, Partizan};
use super::lines_with_content;
use crate::contest::input::{Cursor, ParseError};
use crate::engine::rules::PartizanRules;
use crate::games::classic::ClassicGame;
use std::marker::PhantomData;

/// What a classic game's page says about its text, and a position to start from.
pub trait ClassicText: ClassicGame + Send + Sync + 'static {
    /// How a position is written and how moves are named.
    const FORMAT: &'static str;
    /// A position to start from.
    const EXAMPLE: &'static str;
}

/// A classic game as a playable game.
pub struct ClassicPlay<G>(pub PhantomData<G>);

impl<G: ClassicText> GameText for ClassicPlay<G> {
    type Kind = Partizan;
    type Rules = G;
    const NAME: &'static str = G::NAME;
    const FORMAT: &'static str = G::FORMAT;
    const EXAMPLE: &'static str = G::EXAMPLE;

    fn parse(&self, text: &str) -> Result<(G, G::Position), ParseError> {
        let mut lines = lines_with_content(text);
        // No line at all is the game's empty text (Hackenbush with every edge gone).
        let (line, first) = lines.next().unwrap_or((1, ""));
        if let Some((extra, _)) = lines.next() {
            return Err(Cursor::error_at(
                extra,
                1,
                "expected the end of the input after the one line",
            ));
        }
        let start = first.len() - first.trim_start().len();
        let p = G::read(first.trim().as_bytes(), line, start + 1)?;
        Ok((G::default(), p))
    }

    fn write(&self, _: &G, p: &G::Position) -> String {
        p.to_string()
    }

    /// A board whose lines are of one length without blanks is a grid; anything else (a
    /// Hackenbush graph) is shown as lines of text.
    fn draw(&self, _: &G, p: &G::Position) -> Board {
        let text = G::draw(p);
        let lines: Vec<&str> = text.lines().collect();
        let width = lines.first().map_or(0, |l| l.chars().count());
        let grid = lines
            .iter()
            .all(|l| l.chars().count() == width && !l.contains(' '));
        if grid {
            Board::from_chars(Shape::Grid, lines)
        } else {
            Board {
                shape: Shape::Text,
                rows: lines.iter().map(|l| vec![l.to_string()]).collect(),
            }
        }
    }

    fn move_name(&self, _: &G, _: &G::Position, m: &<G as PartizanRules>::Move) -> String {
        m.to_string()
    }
}

impl ClassicText for crate::games::domineering::Domineering {
    const FORMAT: &'static str = "CGSuite's grid on one line: `.` empty, `#` filled, rows split \
        by `|`. Left places vertical dominoes, Right horizontal ones.";
    const EXAMPLE: &'static str = "...|...|...";
}

impl ClassicText for crate::games::toads_and_frogs::ToadsAndFrogs {
    const FORMAT: &'static str = "One row of `T` (Left's toads, moving right), `F` (Right's \
        frogs, moving left) and `.`.";
    const EXAMPLE: &'static str = "TT..FF";
}

impl ClassicText for crate::games::clobber::Clobber {
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's stones, `o` Right's, \
        `.` empty, rows split by `|`.";
    const EXAMPLE: &'static str = "xox|oxo";
}

impl ClassicText for crate::games::amazons::Amazons {
    const FORMAT: &'static str = "CGSuite's grid on one line: `x` Left's amazons, `o` Right's, \
        `.` empty, `#` burnt, rows split by `|`.";
    const EXAMPLE: &'static str = "x...|...o";
}

impl ClassicText for crate::games::hackenbush::Hackenbush {
    const FORMAT: &'static str = "Edges `u-v:C` separated by blanks on one line: `g` the \
        ground, vertices 1 to 255, C one of B (Left), R (Right), G (either).";
    const EXAMPLE: &'static str = "g-1:B 1-2:R g-3:R 3-4:B 4-5:G";
}
