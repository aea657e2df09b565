//! Playing a game against perfect play: one interface ([`Playable`]) that every front end uses
//! (the terminal player `cgsolve play`, whose session is [`terminal`], and the web server
//! `cgsolve serve`).
//!
//! A position travels as text, in its game's own format ([`Playable::format`]): the front ends
//! keep no state on the library's side, a link can carry a position, and undo is a stack of
//! texts. [`Playable::analyse`] reads a position and answers, under a budget of positions and
//! time ([`Limits`]), with everything a player sees: the board, the value, the outcome for the
//! player to move with its remoteness, every legal move with the position it leads to and its
//! outcome for the mover, and the computer's best move (the fastest win, else the slowest
//! loss).
//!
//! ```
//! use cgsolve::games::registry;
//! use cgsolve::play::{Limits, Verdict};
//!
//! let checkers = registry::find_playable("checkers").unwrap();
//! let a = checkers.analyse(".o...", None, &Limits::default()).unwrap();
//! assert_eq!(a.facts.verdict, Verdict::Win); // three steps to the end: the first player makes the last
//! assert_eq!(a.remoteness, Some(3));
//! assert_eq!(a.facts.moves[0].position, "..o..");
//! ```

mod budget;
mod draw;
mod impartial;
mod loopy;
mod loopy_partizan;
pub mod modes;
mod partizan;
mod scored;
pub mod terminal;
mod text;

pub use crate::answer::flags::Mode;
pub use budget::{LimitExceeded, Limits, POSITION_BYTES, SolveBudget};
pub use draw::{Board, Shape};
pub use loopy_partizan::LoopyPartizan;
pub use scored::Scored;
pub use text::{
    GameText, Impartial, LoopyImpartial, MoveOf, MoverOf, Partizan, Play, PositionOf, Request,
    RulesKind,
};

use crate::engine::retrograde::WinLoseDraw;
use crate::report::{Facts, MoveReport, Report};
use crate::text::ParseError;
use crate::theory::canonical::on_deep_stack;
use crate::theory::outcome::{Outcome, Player};
use serde::Serialize;

/// Whether a game's two players have the same moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Both players have the same moves: the player to move is never named.
    Impartial,
    /// Left and Right have their own moves: the player to move is part of the question.
    Partizan,
    /// A game decided by its final position (tic-tac-toe, Connect Four): the position says
    /// who is to move, and the game may end in a tie.
    Scored,
}

/// Who wins, for the player it is said of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// That player wins against any defence.
    Win,
    /// That player loses against best play.
    Lose,
    /// Neither player can force a win: best play goes on forever.
    Draw,
    /// Neither player can force a win: best play ends with neither winning (a game decided by
    /// its final position).
    Tie,
}

impl Verdict {
    /// The verdict for the player to move whose win is `wins`.
    pub fn of(wins: bool) -> Verdict {
        if wins { Verdict::Win } else { Verdict::Lose }
    }

    /// What a move gives its maker when the position it leaves gives the opponent this.
    pub fn for_mover(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Lose,
            Verdict::Lose => Verdict::Win,
            same => same,
        }
    }

    /// The verdict as an answer line, with the remoteness when known: `Win 3`, `Draw`.
    pub fn line(self, remoteness: Option<u32>) -> String {
        let word = match self {
            Verdict::Win => "Win",
            Verdict::Lose => "Lose",
            Verdict::Draw => "Draw",
            Verdict::Tie => "Tie",
        };
        match remoteness {
            Some(r) => format!("{word} {r}"),
            None => word.to_string(),
        }
    }
}

impl From<WinLoseDraw> for Verdict {
    /// The verdict for the player to move of a position with that result.
    fn from(r: WinLoseDraw) -> Verdict {
        match r {
            WinLoseDraw::Win(_) => Verdict::Win,
            WinLoseDraw::Lose(_) => Verdict::Lose,
            WinLoseDraw::Draw => Verdict::Draw,
        }
    }
}

/// One legal move as a player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// The move's name, as a player types it (unique among the position's moves).
    pub name: String,
    /// The position it leads to, as text in the game's format.
    pub position: String,
    /// What the move gives the player who makes it.
    pub verdict: Verdict,
    /// How many moves the game lasts after this one under best play; absent when it leaves a
    /// draw, which has no end, or when the position was played by its regions
    /// ([`Search::Regions`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
    /// The value the move leaves, in CGSuite's notation, when the game has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// Whether the player who makes it moves again (a box completed in Dots-and-Boxes).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub again: bool,
    /// The board's cells (row, column, from 0) that the move changes, where boards are rows
    /// or grids: what a player clicks to make it; absent otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<[usize; 2]>,
}

/// How an analysis found who wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Search {
    /// A search of the whole position: outcomes with remoteness.
    Whole,
    /// The values of the position's regions: for a partizan position whose whole search is
    /// too large, each outcome read from a value (Left moving first wins a value `> 0` or
    /// fuzzy with 0); for an impartial one asked for its outcome only, from its nim value. No
    /// remoteness.
    Regions,
}

/// The facts of a region of a position played by its regions ([`Played`]'s parts): the
/// region drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawn {
    /// The region alone, drawn.
    pub drawing: Board,
}

/// The facts of a position solved for its player to move: what the terminal player and the
/// page show beside the report's common fields (the value, the remoteness, the regions as
/// [`parts`](Report::parts), the winning moves). A play's report is a [`Report<Played>`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The position as text, in the game's format (normalised: reading it back gives the same).
    pub position: String,
    /// The player to move in a partizan game; absent in an impartial game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mover: Option<Player>,
    /// The board as it looks.
    pub drawing: Board,
    /// Who wins, for the player to move.
    pub verdict: Verdict,
    /// How the verdicts were found: a search of the whole position, or the values of its
    /// regions.
    pub search: Search,
    /// Every legal move of the player to move.
    pub moves: Vec<MoveView>,
    /// The index in `moves` of the computer's choice: the fastest win, else the slowest loss;
    /// absent when there is no move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best: Option<usize>,
    /// How many positions the search examined.
    pub searched: u64,
}

impl Facts for Played {
    type Part = Drawn;
    type Move = ();
}

impl Played {
    /// The report of `game`'s position solved as these facts say, with its `value` when known
    /// and its `remoteness` (absent for a draw and when played by its regions): the board as
    /// text, the winning moves by name, the computer's choice where the kind did not make it
    /// ([`best_move`]), the outcome
    /// class where the verdict alone gives it (no player named: `N` for a win, `P` for a
    /// loss), and as the answer the value, else the verdict with the remoteness (`Win 3`).
    pub fn into_report(
        mut self,
        game: &'static str,
        value: Option<String>,
        remoteness: Option<u32>,
    ) -> Report<Played> {
        if self.best.is_none() {
            self.best = best_move(self.moves.iter().map(|m| (m.verdict, m.remoteness)));
        }
        let answer = value
            .clone()
            .unwrap_or_else(|| self.verdict.line(remoteness));
        let outcome = match (self.mover, self.verdict) {
            (None, Verdict::Win) => Some(Outcome::N),
            (None, Verdict::Lose) => Some(Outcome::P),
            _ => None,
        };
        let winning = self.moves.iter().filter(|m| m.verdict == Verdict::Win);
        let winning_moves = winning
            .map(|m| MoveReport::new(m.name.clone(), ()))
            .collect();
        let board = self.drawing.to_text();
        let mut report = Report::new(game, answer, self);
        report.board = Some(board);
        report.outcome = outcome;
        report.value = value;
        report.remoteness = remoteness;
        report.winning_moves = Some(winning_moves);
        report
    }
}

impl Report<Played> {
    /// The move named `name` (or numbered `name`, from 1), if any.
    pub fn find_move(&self, name: &str) -> Option<usize> {
        let moves = &self.facts.moves;
        let name = name.trim();
        if let Ok(n) = name.parse::<usize>()
            && (1..=moves.len()).contains(&n)
        {
            return Some(n - 1);
        }
        moves.iter().position(|m| m.name.eq_ignore_ascii_case(name))
    }
}

/// A position read: its normalised text and its board, without a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The game's name.
    pub game: &'static str,
    /// The game as a player is told it is playing (`take-and-break 0.77 (Kayles)`).
    pub title: String,
    /// The position as text, in the game's format.
    pub position: String,
    /// The board as it looks.
    pub drawing: Board,
}

/// Why a position could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The text is not a position of the game.
    #[error("{0}")]
    Parse(ParseError),
    /// The search needed more than the limits allow.
    #[error("{0}")]
    Limit(#[from] LimitExceeded),
    /// A partizan game was asked without a player to move, or an impartial one with one.
    #[error("{0}")]
    Mover(&'static str),
    /// The game's kind has no misère search.
    #[error("{0}")]
    Unsupported(&'static str),
    /// The search failed on a fault of the program (it is reported, never a crash).
    #[error("internal failure: {0}")]
    Internal(String),
}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> Self {
        PlayError::Parse(e)
    }
}

/// A game that can be played from text: the one interface of the terminal player and the server.
pub trait Playable: Send + Sync {
    /// The game's name (its subcommand in the registry).
    fn name(&self) -> &'static str;
    /// Impartial or partizan.
    fn kind(&self) -> Kind;
    /// How a position is written, for a person (one or two sentences).
    fn format(&self) -> &'static str;
    /// A position to start from, in the game's format.
    fn example(&self) -> &'static str;
    /// Whether the rules take flags, which a position's text then may start with, on a line of
    /// their own (`--max-jump 2`).
    fn takes_flags(&self) -> bool;
    /// Reads a position: its normalised text and its board.
    fn view(&self, text: &str) -> Result<View, PlayError>;
    /// Solves a position for the player to move (`mover`, required in a partizan game and
    /// refused in an impartial one) within `limits`, as `mode` asks: under normal play with
    /// the values the kind has ([`Mode::Normal`]), under misère play ([`Mode::Misere`]: the
    /// player who makes the last move loses; searched whole, as misère sums do not split; an
    /// impartial position's `value` is its misère canonical form in CGSuite's notation
    /// (`*[2[2]321]`) when it has at most [`MISERE_FORM_POSITIONS`] followers, absent
    /// otherwise; a partizan position has no value), or for who wins only
    /// ([`Mode::OutcomeOnly`]: verdicts and winning moves by the kind's cheapest search, no
    /// values).
    fn analyse_in(
        &self,
        mode: Mode,
        text: &str,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Report<Played>, PlayError>;

    /// Solves a position under normal play with its values ([`Mode::Normal`]).
    fn analyse(
        &self,
        text: &str,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Report<Played>, PlayError> {
        self.analyse_in(Mode::Normal, text, mover, limits)
    }
}

/// The most positions (the position and its followers, counted whole) whose misère canonical
/// forms an impartial analysis builds: past it, the forms are skipped.
pub const MISERE_FORM_POSITIONS: usize = 4096;

/// A position's text of `game` split into the flags on its first line, when its rules take
/// flags and that line starts with `--` or a position's line follows (`--max-jump 2` then a
/// row), and the rest: the input its command reads with those flags.
pub fn split_flags<'a>(game: &dyn Playable, text: &'a str) -> (Vec<&'a str>, &'a str) {
    let lines: Vec<(usize, &str)> = crate::text::lines_with_content(text).collect();
    if !crate::text::starts_with_flags(game.takes_flags(), &lines) {
        return (Vec::new(), text);
    }
    let flags = lines[0].1;
    // The rest of the text after the flags' line (slices of `text`, so offsets are its own).
    let after = flags.as_ptr() as usize - text.as_ptr() as usize + flags.len();
    let rest = text[after..].strip_prefix('\r').unwrap_or(&text[after..]);
    let rest = rest.strip_prefix('\n').unwrap_or(rest);
    (flags.split_whitespace().collect(), rest)
}

/// Runs one analysis on a thread with a deep stack ([`on_deep_stack`]): the searches keep
/// their own stacks on the heap, but the canonical-form operations on the values they find
/// recurse to the depth of a form's birthday, which a long game makes large.
pub(crate) fn on_search_thread<T: Send>(
    f: impl FnOnce() -> Result<T, PlayError> + Send,
) -> Result<T, PlayError> {
    on_deep_stack(f).unwrap_or_else(|e| Err(PlayError::Internal(e)))
}

/// The index of the computer's move among moves given as (what the move gives its maker,
/// remoteness after the move): the winning move that ends the game soonest, else a drawing
/// move or the tying move that ends soonest, else the losing move that lasts longest; the first such move on ties (and among moves
/// whose remoteness is unknown, as when a position is played by its regions).
pub fn best_move(moves: impl IntoIterator<Item = (Verdict, Option<u32>)>) -> Option<usize> {
    // Greater is better: a win beats a draw beats a loss; a faster win, a slower loss.
    let rank = |v: Verdict, r: Option<u32>| -> (u8, i64) {
        let r = i64::from(r.unwrap_or(0));
        match v {
            Verdict::Win => (2, -r),
            Verdict::Draw | Verdict::Tie => (1, -r),
            Verdict::Lose => (0, r),
        }
    };
    let mut best: Option<(usize, (u8, i64))> = None;
    for (i, (v, r)) in moves.into_iter().enumerate() {
        let key = rank(v, r);
        if best.is_none_or(|(_, b)| key > b) {
            best = Some((i, key));
        }
    }
    best.map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_move_is_the_fastest_win_else_the_slowest_loss() {
        use Verdict::{Draw, Lose, Win};
        assert_eq!(best_move([]), None);
        let known = |moves: &[(Verdict, u32)]| best_move(moves.iter().map(|&(v, r)| (v, Some(r))));
        assert_eq!(known(&[(Lose, 2), (Win, 5), (Win, 3), (Win, 3)]), Some(2));
        assert_eq!(known(&[(Lose, 2), (Lose, 6), (Lose, 4)]), Some(1));
        // Played by regions: the first winning move, else the first move.
        assert_eq!(best_move([(Lose, None), (Win, None), (Win, None)]), Some(1));
        assert_eq!(best_move([(Lose, None), (Lose, None)]), Some(0));
        assert_eq!(
            best_move([(Lose, Some(2)), (Draw, None), (Lose, Some(6)), (Draw, None)]),
            Some(1)
        );
        assert_eq!(best_move([(Draw, None), (Win, Some(9))]), Some(1));
        use Verdict::Tie;
        assert_eq!(known(&[(Lose, 2), (Tie, 5), (Tie, 3), (Lose, 7)]), Some(2));
    }

    #[test]
    fn moves_are_found_by_number_or_by_name() {
        let a = crate::games::registry::find_playable("checkers")
            .unwrap()
            .analyse(".o.o..", None, &Limits::default())
            .unwrap();
        assert_eq!(a.facts.moves.len(), 2);
        assert_eq!(a.find_move("2"), Some(1));
        assert_eq!(a.find_move(&a.facts.moves[1].name.to_uppercase()), Some(1));
        assert_eq!(a.find_move("3"), None);
        assert_eq!(a.find_move("0"), None);
        assert_eq!(a.find_move("nonsense"), None);
    }
}
