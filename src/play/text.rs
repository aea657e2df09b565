//! The one trait a game implements to be played: its text format both ways, its board drawing
//! and its move names ([`GameText`]), with the kind of its rules ([`Impartial`], [`LoopyImpartial`] or
//! [`Partizan`]) as an associated type that says how a position is searched. Every
//! [`GameText`] is [`Playable`] through [`Play`].

use super::budget::Limits;
use super::draw::Board;
use super::{Kind, Mode, PlayError, Playable, Played, View};
use crate::report::Report;
use crate::text::ParseError;
use crate::theory::outcome::Player;

pub use super::impartial::Impartial;
pub use super::loopy::LoopyImpartial;
pub use super::partizan::Partizan;

/// A kind of rules ([`Impartial`], [`LoopyImpartial`] or [`Partizan`]) for rules `R`: the positions and moves it
/// searches, whether a player to move is named, and the search that answers a position.
pub trait RulesKind<R>: Sized {
    /// A position of the rules.
    type Position;
    /// A move of the rules.
    type Move;
    /// The player to move as the search takes it (nothing in an impartial game).
    type Mover: Copy + Send + Sync;
    /// Impartial or partizan, as the front ends show it.
    const KIND: Kind;

    /// The player to move as the search takes it, or the error for asking without one (a
    /// partizan game) or with one (an impartial game).
    fn mover(mover: Option<Player>) -> Result<Self::Mover, PlayError>;

    /// Solves a request's position under its rules for its player to move within its limits
    /// as its mode asks, naming and writing moves through its game:
    /// - [`Mode::Normal`]: under normal play, with the values the kind has;
    /// - [`Mode::Misere`]: under misère play (the player who makes the last move loses): moves
    ///   marked winning or losing and remoteness under misère play, searched whole; a value
    ///   only where the kind has a misère value (an impartial game's misère canonical form). A
    ///   kind without misère play (games whose positions may repeat, games decided by the
    ///   final position) refuses;
    /// - [`Mode::OutcomeOnly`]: who wins only, by the kind's cheapest search: moves marked
    ///   winning or losing, with remoteness where that search gives it, and no value.
    fn solve<G: GameText<Kind = Self, Rules = R>>(
        request: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError>;
}

/// One position of a [`GameText`] to solve: the game that names and writes its moves, the
/// rules and the position it read, the player to move, the limits of the search and the mode
/// of play.
pub struct Request<'a, G: GameText> {
    /// The game that names and writes moves.
    pub game: &'a G,
    /// The rules the position is played under.
    pub rules: G::Rules,
    /// The position.
    pub position: PositionOf<G>,
    /// The player to move, as the kind takes it.
    pub mover: MoverOf<G>,
    /// The limits of the search.
    pub limits: &'a Limits,
    /// Normal play, misère play or the outcome only.
    pub mode: Mode,
}

/// A position of a [`GameText`]'s rules.
pub type PositionOf<G> = <<G as GameText>::Kind as RulesKind<<G as GameText>::Rules>>::Position;
/// A move of a [`GameText`]'s rules.
pub type MoveOf<G> = <<G as GameText>::Kind as RulesKind<<G as GameText>::Rules>>::Move;
/// The player to move of a [`GameText`]'s rules, as its kind takes it.
pub type MoverOf<G> = <<G as GameText>::Kind as RulesKind<<G as GameText>::Rules>>::Mover;

/// What a game adds to its rules to be playable: its text format both ways, its board drawing
/// and its move names.
pub trait GameText: Send + Sync {
    /// [`Impartial`], [`LoopyImpartial`] or [`Partizan`]: how the rules are searched.
    type Kind: RulesKind<Self::Rules>;
    /// The rules searched.
    type Rules;
    /// The game's name (its subcommand).
    const NAME: &'static str;
    /// How a position is written, for a person (in a partizan game, which player is Left).
    const FORMAT: &'static str;
    /// A position to start from.
    const EXAMPLE: &'static str;

    /// The game's name as the front ends list it: by default [`NAME`](GameText::NAME); a game
    /// made at run time (a rule file's) names itself.
    fn name(&self) -> &'static str {
        Self::NAME
    }

    /// A position to start from: by default [`EXAMPLE`](GameText::EXAMPLE).
    fn example(&self) -> &'static str {
        Self::EXAMPLE
    }

    /// Reads a position: the rules it is played under and the position itself.
    fn parse(&self, text: &str) -> Result<(Self::Rules, PositionOf<Self>), ParseError>;
    /// Writes a position so that [`parse`](GameText::parse) reads it back.
    fn write(&self, rules: &Self::Rules, p: &PositionOf<Self>) -> String;
    /// Draws a position.
    fn draw(&self, rules: &Self::Rules, p: &PositionOf<Self>) -> Board;
    /// Names a move from `p` as a player types it; the names of one player's moves from one
    /// position differ.
    fn move_name(&self, rules: &Self::Rules, p: &PositionOf<Self>, m: &MoveOf<Self>) -> String;

    /// The cells (row, column, from 0) of the board `before` (`p` drawn) that a player clicks
    /// to make move `m`, which leads to `after`: by default the cells the move changes, where
    /// the two boards' cells can be matched ([`Board::changed`]); a game whose board is
    /// redrawn by a move (heaps sorted) names them itself.
    fn move_cells(
        &self,
        rules: &Self::Rules,
        p: &PositionOf<Self>,
        m: &MoveOf<Self>,
        before: &Board,
        after: &PositionOf<Self>,
    ) -> Vec<[usize; 2]> {
        let _ = (p, m);
        before.changed(&self.draw(rules, after))
    }

    /// Whether the rules take flags, which a position's text then may start with, on a line
    /// of their own before the position (`--max-jump 2`); the same flags and arguments the
    /// game's command takes.
    fn takes_flags(&self) -> bool {
        false
    }

    /// The game as a player is told it is playing: its name, and for rules read from the
    /// position's text (a heap game's code) which rules they are.
    fn title(&self, rules: &Self::Rules) -> String {
        let _ = rules;
        Self::NAME.to_string()
    }
}

/// A [`GameText`] as a [`Playable`].
pub struct Play<G>(pub G);

impl<G: GameText> Playable for Play<G> {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn kind(&self) -> Kind {
        <G::Kind as RulesKind<G::Rules>>::KIND
    }

    fn format(&self) -> &'static str {
        G::FORMAT
    }

    fn example(&self) -> &'static str {
        self.0.example()
    }

    fn takes_flags(&self) -> bool {
        self.0.takes_flags()
    }

    fn view(&self, text: &str) -> Result<View, PlayError> {
        let (rules, p) = self.0.parse(text)?;
        Ok(View {
            game: self.0.name(),
            title: self.0.title(&rules),
            position: self.0.write(&rules, &p),
            drawing: self.0.draw(&rules, &p),
        })
    }

    fn analyse_in(
        &self,
        mode: Mode,
        text: &str,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Report<Played>, PlayError> {
        let mover = <G::Kind as RulesKind<G::Rules>>::mover(mover)?;
        super::on_search_thread(|| {
            let (rules, position) = self.0.parse(text)?;
            G::Kind::solve(Request {
                game: &self.0,
                rules,
                position,
                mover,
                limits,
                mode,
            })
        })
    }
}
