//! What a ruleset is: its rules on the engine's traits, its text (name, format, example, its
//! positions both ways, its board, its moves' names), the flags that choose its rules, and its
//! kind. The kind is the one thing that says how it is served: each kind has one generic
//! server ([`Serving::Server`]) answering the command line, `--explain`, `--json`, Python and
//! play from one report, and one generic face for play ([`RulesetText`]).
//!
//! The kinds are play's ([`Partizan`](crate::play::Partizan): short partizan, valued by the
//! canonical-form search; [`Impartial`](crate::play::Impartial): short impartial, valued by
//! nim values; [`LoopyPartizan`](crate::play::LoopyPartizan): partizan games whose positions
//! repeat, valued as stoppers or sides; [`LoopyImpartial`](crate::play::LoopyImpartial):
//! impartial games whose positions repeat, won, lost or drawn, valued by Smith's values). A kind is added by giving it a play search
//! ([`RulesKind`]) and a server ([`Serving`]); no ruleset of another kind changes.

use crate::answer::{OptionsError, SolveError};
use crate::games::game::Game;
use crate::play::{Board, GameText, RulesKind};
use crate::text::{Cursor, ParseError, PositionText, lines_with_content, starts_with_flags};
use crate::theory::outcome::Player;
use clap::Args;
use std::fmt::{Debug, Display};

/// At most how many bytes a ruleset `R`'s positions of type `P` and their heap data hold per
/// byte of their text, read one a line: a position takes at least two bytes (one cell or digit
/// and its line end).
pub const fn bytes_per_input_byte<R: Ruleset, P>() -> usize {
    size_of::<P>().div_ceil(2) + R::HEAP_BYTES_PER_INPUT_BYTE
}

/// A position as the servers take it: shown, read one a line, shared between threads.
pub trait ServedPosition: Display + Debug + PositionText + Send + Sync {}

impl<P: Display + Debug + PositionText + Send + Sync> ServedPosition for P {}

/// A game's rules with everything needed to serve them: a ruleset is one type implementing
/// this and the engine's rules trait of its kind (`PartizanRules` or `ImpartialRules`), and
/// one registry line naming it.
pub trait Ruleset: Clone + Default + Send + Sync + 'static {
    /// How its positions are searched and served.
    type Kind: Serving<Self>;

    /// The subcommand and JSON name.
    const NAME: &'static str;

    /// How a position is written and how moves are named, for a player (in a partizan game,
    /// which player is Left).
    const FORMAT: &'static str;

    /// A position to start playing from.
    const EXAMPLE: &'static str;

    /// At most how many bytes of heap data a position holds per byte of its text.
    const HEAP_BYTES_PER_INPUT_BYTE: usize = 0;

    /// The flags that choose the rules of a family (`--max-jump 2`), or
    /// [`NoOptions`](crate::answer::NoOptions) for a game with one set of rules.
    type Options: clap::Args + clap::FromArgMatches + Clone + Debug + Send + Sync;

    /// The rules `options` choose; a game with one set of rules has only its default.
    fn configure(_options: &Self::Options) -> Result<Self, OptionsError> {
        Ok(Self::default())
    }

    /// The flags that choose these rules, as [`configure`](Ruleset::configure) reads them
    /// (empty for a game with one set of rules): a position's text for play starts with them
    /// on a line of their own.
    fn flags(&self) -> String {
        String::new()
    }

    /// Reads one position of these rules from `text` (one input line, without its end;
    /// errors placed at `line` and `first_column`): by default its [`PositionText`], which a
    /// ruleset whose positions depend on its flags (a board's size) checks against them.
    fn read(
        &self,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<PositionOf<Self>, ParseError> {
        PositionOf::<Self>::parse(text, line, first_column)
    }

    /// Why these rules will not search `p`: a limit of the rules that `p` passes, named
    /// (checked before any search); `None` for a position within every limit.
    fn too_large(&self, _p: &PositionOf<Self>) -> Option<SolveError> {
        None
    }

    /// At least how many parts the value search of `p` remembers (a proven lower bound, 0 when
    /// none is known): a position whose bound is past the memo's limit is refused before the
    /// search starts.
    fn remembers_at_least(&self, _p: &PositionOf<Self>) -> usize {
        0
    }

    /// At most how many moves play from `p` can last, when the rules bound it apart from the
    /// board (a heap's counters): a value search is refused when its forms could be born later
    /// than the search's stack reaches. `None` (the default) for a game whose boards are
    /// bounded.
    fn longest_play(&self, _p: &PositionOf<Self>) -> Option<u64> {
        None
    }

    /// What the parts a position splits into (its rules' `components`) are called, in the
    /// plural, as a report says that their values decide a sum (`tokens`).
    const PARTS: &'static str = "parts";

    /// A part of a position (one of its rules' `components`) as a report names it: by default
    /// its text.
    fn part_name(part: &PositionOf<Self>) -> String {
        part.to_string()
    }

    /// The position drawn for a person, one line per row.
    fn draw(p: &PositionOf<Self>) -> String {
        p.to_string().replace('|', "\n")
    }

    /// The position's board for play: by default its drawing, a grid when its lines are of
    /// one length without blanks, else lines of text (a Hackenbush graph).
    fn board(p: &PositionOf<Self>) -> Board {
        Board::from_drawing(&Self::draw(p))
    }

    /// The cells (row, column, from 0) of the board `before` ([`board`](Ruleset::board) of
    /// `p`) that a player clicks to make move `m`, which leads to `after`: by default the cells
    /// the two boards differ in, where their cells can be matched ([`Board::changed`]); a
    /// ruleset whose board is redrawn by a move (heaps sorted) names them itself.
    fn move_cells(
        p: &PositionOf<Self>,
        m: &MoveOf<Self>,
        before: &Board,
        after: &PositionOf<Self>,
    ) -> Vec<[usize; 2]> {
        let _ = (p, m);
        before.changed(&Self::board(after))
    }

    /// The game as a player is told it is playing: by default its name; rules chosen by flags
    /// may say which they are (a heap game's code and its name in the literature).
    fn title(&self) -> String {
        Self::NAME.to_string()
    }

    /// Whether the ruleset's own rule for certificates, which a certificate cites in place of
    /// a proof below a position and a checker recomputes from the position alone
    /// (`docs/certificates.md`), proves that `winner` wins `p` with `mover` to move; `false`
    /// (the default) for a ruleset without one.
    fn proves_win(&self, _p: &PositionOf<Self>, _mover: Player, _winner: Player) -> bool {
        false
    }
}

/// A position of a ruleset's rules.
pub type PositionOf<R> = <<R as Ruleset>::Kind as RulesKind<R>>::Position;

/// A move of a ruleset's rules.
pub type MoveOf<R> = <<R as Ruleset>::Kind as RulesKind<R>>::Move;

/// How a kind serves the rulesets of its kind: its positions are text, one a line, and its
/// server answers them.
pub trait Serving<R>:
    RulesKind<
        R,
        Position: Display + Debug + Clone + PositionText + Send + Sync + 'static,
        Move: Display + Debug,
    >
{
    /// The one server of the kind, generic over its rulesets.
    type Server: Game;
}

/// What a registry line names: a ruleset, served by its kind's server, or a game that serves
/// itself (a contest with its own format).
pub trait Registered {
    /// The game that serves it.
    type Served: Game;
}

impl<R: Ruleset> Registered for R {
    type Served = <R::Kind as Serving<R>>::Server;
}

/// The rules that the flags `text` (on `line` of a position's text) choose.
fn rules_from_flags<R: Ruleset>(line: usize, text: &str) -> Result<R, ParseError> {
    let column = 1 + text.len() - text.trim_start().len();
    let words: Vec<&str> = text.split_whitespace().collect();
    let options = crate::games::registry::options_from::<R::Options>(&words).map_err(|e| {
        // clap's message on one line, without its usage.
        let message = e.to_string();
        let reason: Vec<&str> = message
            .lines()
            .map(str::trim)
            .take_while(|l| !l.starts_with("Usage:"))
            .filter(|l| !l.is_empty())
            .collect();
        let reason = reason.join(" ");
        let reason = reason.strip_prefix("error: ").unwrap_or(&reason);
        Cursor::error_at(line, column, format!("expected the game's flags: {reason}"))
    })?;
    R::configure(&options).map_err(|e| Cursor::error_at(line, column, e.0))
}

/// Every ruleset's face for play: one line of the game's text, as `cgsolve GAME` reads it,
/// after a line of the flags that choose its rules when it takes any; or, for rules chosen
/// once when the game is made (a rule file's), the one line alone.
pub struct RulesetText<R> {
    chosen: Option<Chosen<R>>,
}

/// Rules chosen when a game is made, with the name and start the front ends list it by.
struct Chosen<R> {
    rules: R,
    name: &'static str,
    example: &'static str,
}

impl<R> RulesetText<R> {
    /// The face of ruleset `R`.
    pub const FACE: RulesetText<R> = RulesetText { chosen: None };

    /// The face of ruleset `R` played under `rules` only, listed as `name` and starting from
    /// `example`: its positions' text holds no flags.
    pub fn chosen(rules: R, name: &'static str, example: &'static str) -> RulesetText<R> {
        let chosen = Some(Chosen {
            rules,
            name,
            example,
        });
        RulesetText { chosen }
    }
}

impl<R: Ruleset> GameText for RulesetText<R> {
    type Kind = R::Kind;
    type Rules = R;
    const NAME: &'static str = R::NAME;
    const FORMAT: &'static str = R::FORMAT;
    const EXAMPLE: &'static str = R::EXAMPLE;

    /// The position's one line, after a line of the flags that choose the rules when the
    /// game takes any (`--max-jump 2`, or `1-3` before another line); without that line the
    /// rules are those of no flags.
    fn parse(&self, text: &str) -> Result<(R, PositionOf<R>), ParseError> {
        let mut lines: Vec<(usize, &str)> = lines_with_content(text).collect();
        let rules = if let Some(chosen) = &self.chosen {
            chosen.rules.clone()
        } else if starts_with_flags(self.takes_flags(), &lines) {
            let (line, flags) = lines.remove(0);
            rules_from_flags::<R>(line, flags)?
        } else {
            rules_from_flags::<R>(1, "")?
        };
        // No line at all is the game's empty text (Hackenbush with every edge gone).
        let (line, first) = lines.first().copied().unwrap_or((1, ""));
        if let Some(&(extra, _)) = lines.get(1) {
            return Err(Cursor::error_at(
                extra,
                1,
                "expected the end of the input after the one line",
            ));
        }
        let start = first.len() - first.trim_start().len();
        let p = rules.read(first.trim().as_bytes(), line, start + 1)?;
        Ok((rules, p))
    }

    /// The flags' line when the rules take any, then the position's: a lone line is read as
    /// flags only when it starts with `--`, so flags before an empty position (`turning 2`
    /// with no coin left) are written after `-- `.
    fn write(&self, rules: &R, p: &PositionOf<R>) -> String {
        let position = p.to_string();
        match rules.flags() {
            _ if self.chosen.is_some() => position,
            flags if flags.is_empty() => position,
            flags if position.trim().is_empty() && !flags.starts_with("--") => {
                format!("-- {flags}\n{position}")
            }
            flags => format!("{flags}\n{position}"),
        }
    }

    fn draw(&self, _: &R, p: &PositionOf<R>) -> Board {
        R::board(p)
    }

    fn move_name(&self, _: &R, _: &PositionOf<R>, m: &MoveOf<R>) -> String {
        m.to_string()
    }

    fn move_cells(
        &self,
        _: &R,
        p: &PositionOf<R>,
        m: &MoveOf<R>,
        before: &Board,
        after: &PositionOf<R>,
    ) -> Vec<[usize; 2]> {
        R::move_cells(p, m, before, after)
    }

    fn title(&self, rules: &R) -> String {
        rules.title()
    }

    fn name(&self) -> &'static str {
        self.chosen.as_ref().map_or(R::NAME, |c| c.name)
    }

    fn example(&self) -> &'static str {
        self.chosen.as_ref().map_or(R::EXAMPLE, |c| c.example)
    }

    fn takes_flags(&self) -> bool {
        if self.chosen.is_some() {
            return false;
        }
        let command = R::Options::augment_args(clap::Command::new(R::NAME));
        command.get_arguments().next().is_some()
    }
}
