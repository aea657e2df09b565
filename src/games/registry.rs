//! The one list of the games cgsolve serves. Each line gives a game's help text (its doc
//! comment), its subcommand as a variant name and its [`Game`] type (its [`Contest`](crate::answer::Contest) and its
//! face for play); the clap subcommands ([`GameCommand`]), their flags ([`GameArgs`]: the
//! common ones plus the game's own [`Contest::Options`](crate::answer::Contest::Options)), the dispatch ([`GameCommand::visit`]),
//! the list of names ([`GAMES`]), the playable games ([`PLAYABLE`]) and the visit of every game's type ([`each_game`]) all come from it.
//!
//! A new game is its folder (or file) under `src/games/` and one line here: see
//! `docs/new-game.md`.

use crate::answer::flags::{InputArgs, MemoryArgs, ModeArgs, OutputArgs};
use crate::games::game::Game;
use crate::play::Playable;

/// The playable game named `name`.
pub fn find_playable(name: &str) -> Option<&'static dyn Playable> {
    PLAYABLE.iter().copied().find(|g| g.name() == name)
}

/// Builds, from a list of games, the registry's types: `GameCommand` (one clap subcommand per
/// game, named by [`Contest::NAME`](crate::answer::Contest::NAME) and documented by the line's doc comment), its `visit`
/// dispatch, the `GAMES` list, the `PLAYABLE` list and `each_game`. A line may start with a
/// `#[cfg(...)]` that keeps it out of builds without the feature. A line
/// `Name => mod module in "KIND/module.rs": Type` declares the module from that file too
/// (a ruleset in one file): its help is the file's `//!` doc comment, which also makes its
/// section of `docs/rulesets.md`. `src/games/registry.rs` calls it once with every game.
#[macro_export]
macro_rules! contest_games {
    ($( $(#[cfg($cfg:meta)])? $(#[doc = $doc:literal])*
        $variant:ident => $(mod $module:ident in $file:literal:)? $game:ty, )*) => {
        $($(
            #[path = $file]
            pub mod $module;
        )?)*

        /// One subcommand per game of the list.
        #[derive(clap::Subcommand, Debug)]
        pub enum GameCommand {
            $(
                $(#[cfg($cfg)])?
                $(#[doc = $doc])*
                $(#[doc = concat!("The ruleset of `", $file, "`.")])?
                $(#[command(
                    about = $crate::games::registry::file_help(include_str!($file)).0,
                    long_about = $crate::games::registry::file_help(include_str!($file)).1,
                )])?
                #[command(name = <<$game as $crate::games::ruleset::Registered>::Served as $crate::answer::Contest>::NAME)]
                $variant($crate::games::registry::GameArgs<<<$game as $crate::games::ruleset::Registered>::Served as $crate::answer::Contest>::Options>),
            )*
        }

        impl GameCommand {
            /// Calls `visitor` with the chosen game's type and its flags.
            pub fn visit<V: $crate::games::registry::GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(
                        $(#[cfg($cfg)])?
                        GameCommand::$variant(args) => visitor.visit::<<$game as $crate::games::ruleset::Registered>::Served>(args),
                    )*
                }
            }
        }

        /// Every game of the list: its subcommand name and its help text.
        pub const GAMES: &[$crate::games::registry::Entry] = &[
            $(
                $(#[cfg($cfg)])?
                $crate::games::registry::Entry {
                    name: <<$game as $crate::games::ruleset::Registered>::Served as $crate::answer::Contest>::NAME,
                    doc: &[$($doc),*],
                    source: $crate::file_text!($($file)?),
                },
            )*
        ];

        /// Every game of the list as a playable game, through its face.
        pub static PLAYABLE: &[&dyn $crate::play::Playable] = &[
            $(
                $(#[cfg($cfg)])?
                &$crate::play::Play(<<$game as $crate::games::ruleset::Registered>::Served as $crate::games::game::Game>::FACE),
            )*
        ];

        /// Calls `visitor` with every game's type, in the list's order.
        pub fn each_game<V: $crate::games::registry::EachGame>(visitor: &mut V) {
            $(
                $(#[cfg($cfg)])?
                visitor.game::<<$game as $crate::games::ruleset::Registered>::Served>();
            )*
        }
    };
}

/// The text of a registry line's file (`include_str!`), or `None` for a line without one.
#[macro_export]
macro_rules! file_text {
    () => {
        None
    };
    ($file:literal) => {
        Some(include_str!($file))
    };
}

contest_games! {
    /// EllysCheckers (TopCoder SRM 534): checkers step or jump right on one row; YES if the first player wins.
    ///
    /// Input: one board per line, `.` an empty cell and `o` a checker, any length.
    Checkers => crate::games::contests::checkers::Checkers,
    /// Even/Odd piles (CodeChef CHEFGM): should Chef choose EVEN, ODD, or not play?
    Evenodd => crate::games::contests::evenodd::EvenOdd,
    /// World of Darkraft (Codeforces 138D): clear diagonals of an L/R/X board; WIN or LOSE.
    Darkraft => crate::games::contests::darkraft::format::Darkraft,
    /// Word Play (CodeChef WPLAY): take letters anywhere on the board that spell a dictionary
    /// word; who cannot make a word loses.
    Wordplay => crate::games::contests::wordplay::WordPlay,
    /// Sweets (Codeforces 63E): eat runs of chocolates on a hexagon; who wins, Karlsson or Lillebror?
    Sweets => crate::games::contests::sweets::format::SweetsContest,
    /// Domineering: Left places vertical dominoes, Right horizontal; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `.` empty, `#` filled, rows split by `|`.
    Domineering => crate::games::partizan::domineering::Domineering,
    /// Toads and Frogs: toads (T) step or jump right, frogs (F) left; canonical values.
    ///
    /// Input: one row per line of `T`, `F` and `.`.
    ToadsAndFrogs => crate::games::partizan::toads_and_frogs::ToadsAndFrogs,
    /// Elephants and Rhinos: Toads and Frogs without jumps (each piece only steps); canonical values.
    ///
    /// Input: one row per line of `T` (Left's elephants), `F` (Right's rhinos) and `.`.
    ElephantsAndRhinos => crate::games::partizan::toads_and_frogs::ElephantsAndRhinos,
    /// Generalised Toads and Frogs (CGSuite's `GenToadsAndFrogs(maxJump => K)`): a piece steps,
    /// or jumps over up to K opposing pieces in a row (`--max-jump K`); canonical values.
    ///
    /// Input: one row per line of `T`, `F` and `.`.
    GenToadsAndFrogs => crate::games::partizan::toads_and_frogs::GenToadsAndFrogs,
    /// Backsliding Toads and Frogs (CGSuite's `BackslidingToadsAndFrogs`): toads (T) and frogs
    /// (F) may also step back, so positions repeat; loopy values (stoppers, or sides `A & B`).
    ///
    /// Input: one row per line of `T`, `F` and `.`.
    BackslidingToadsAndFrogs => crate::games::loopy::backsliding_toads_and_frogs::BackslidingToadsAndFrogs,
    /// Fox and Geese (CGSuite's `FoxAndGeese`) on an 8 × 8 board: Left's geese (G) step
    /// diagonally towards row 1, Right's fox (F) either way, so positions repeat; loopy values.
    ///
    /// Input: one board per line, rows split by `|`, row 1 first.
    FoxAndGeese => crate::games::loopy::fox_and_geese::FoxAndGeese,
    /// Toppling Dominoes: topple one of your dominoes (or a green one) left or right, and every
    /// domino on that side falls too; canonical values.
    ///
    /// Input: one row per line of `l` (blue, Left's), `r` (red, Right's), `e` (green); `.` skipped.
    TopplingDominoes => crate::games::partizan::toppling_dominoes::TopplingDominoes,
    /// Clobber: a stone captures an adjacent stone of the other colour; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    Clobber => crate::games::partizan::clobber::Clobber,
    /// Kings: Clobber with diagonal captures too (CGSuite's Kings); canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    Kings => crate::games::partizan::clobber::Kings,
    /// Rooks: Clobber where a stone slides orthogonally over empty cells onto the stone it
    /// captures (CGSuite's Rooks); canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    Rooks => crate::games::partizan::clobber::Rooks,
    /// Queens: Clobber where a stone slides in any of eight directions over empty cells onto the
    /// stone it captures (CGSuite's Queens); canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    Queens => crate::games::partizan::clobber::Queens,
    /// Generalised Clobber (CGSuite's `GenClobber`): a stone captures a stone of the other
    /// colour in the directions `--directions` gives, at most `--max-distance` cells away over
    /// empty cells, or with `--anti` steps onto an empty cell and leaves a stone of the other
    /// colour behind (Anti-Clobber's rule); canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    GenClobber => crate::games::partizan::clobber::GenClobber,
    /// Anti-Clobber: a stone steps onto an adjacent empty cell and leaves a stone of the other colour behind; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, rows split by `|`.
    AntiClobber => crate::games::partizan::clobber::AntiClobber,
    /// Amazons: an amazon moves like a queen, then shoots an arrow like a queen; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, `#` burnt.
    Amazons => crate::games::partizan::amazons::Amazons,
    /// Blue-Red-Green Hackenbush on any graph; canonical values.
    ///
    /// Input: one position per line, edges `u-v:C` separated by blanks: `g` the ground, other
    /// vertices numbered 1 to 255, C one of B (Left), R (Right), G (either).
    Hackenbush => crate::games::partizan::hackenbush::Hackenbush,
    /// Childish Hackenbush: Hackenbush where a blue or red edge is cut only when nothing else falls; canonical values.
    ///
    /// Input: one graph per line in CGSuite's notation, edges `l` (Left's), `r` (Right's), `e`
    /// (either's) from the ground: `l(l;rl)`; or edges `u-v:C` as for hackenbush.
    ChildishHackenbush => crate::games::partizan::hackenbush::ChildishHackenbush,
    /// Fission: Left splits a stone into the empty cells above and below it, Right into those left and right; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` a stone, `.` empty, `#` blocked, rows split by `|`.
    Fission => crate::games::partizan::fission::Fission,
    /// Konane: a stone jumps over an adjacent stone of the other colour into the empty cell
    /// beyond, taking it, and may go on jumping in a straight line; canonical values.
    ///
    /// Input: one board per line, CGSuite's grid: `x` Left, `o` Right, `.` empty, `#` blocked, rows split by `|`.
    Konane => crate::games::partizan::konane::Konane,
    /// Ski Jumps (cgt's SkiJumps): skiers slide along their row, Left's right and Right's left, or
    /// off the board; a jumper may jump down over a skier of the other colour; canonical values.
    ///
    /// Input: one board per line, cgt's grid: `L`/`l` Left's jumper/slipper, `R`/`r` Right's, `.` empty, rows split by `|`.
    SkiJumps => crate::games::partizan::ski_jumps::SkiJumps,
    /// Snort: colour a vertex of a graph, never next to one of the other colour; canonical values.
    ///
    /// Input: one graph per line in CGSuite's notation: `.` a vertex, `-` an edge, `L`/`R` a
    /// vertex next to a blue/red one, `(a;b)` branches, `:A` names a vertex, `;` parts.
    Snort => crate::games::partizan::col::Snort,
    /// Col: colour a vertex of a graph, never next to one of the same colour; canonical values.
    ///
    /// Input: one graph per line in CGSuite's notation: `.` a vertex, `-` an edge, `L`/`R` a
    /// vertex next to a blue/red one, `(a;b)` branches, `:A` names a vertex, `;` parts.
    Col => crate::games::partizan::col::Col,
    /// Node Kayles: take a vertex of a graph and its neighbours; the nim value of each graph.
    ///
    /// Input: one graph per line in CGSuite's notation: `.` a vertex, `-` an edge, `(a;b)`
    /// branches, `:A` names a vertex, `;` parts.
    NodeKayles => crate::games::impartial::kayles::NodeKayles,
    /// Arc Kayles: take an edge of a graph and both its ends; the nim value of each graph.
    ///
    /// Input: one graph per line in CGSuite's notation: `.` a vertex, `-` an edge, `(a;b)`
    /// branches, `:A` names a vertex, `;` parts.
    ArcKayles => crate::games::impartial::kayles::ArcKayles,
    /// Partizan Arc Kayles: take an edge of your colour (or a green one) and both its ends; canonical values.
    ///
    /// Input: one graph per line in CGSuite's notation with edges `l` (blue, Left's), `r` (red,
    /// Right's), `e` (green): `llr`, `l(r;e)`; `(a;b)` branches, `:A` names a vertex, `;` parts.
    PartizanArcKayles => crate::games::impartial::kayles::PartizanArcKayles,
    /// Partizan subtraction games (CGSuite's `PartizanSubtraction(L, R)`): Left takes a count of
    /// counters in her set `--left`, Right one in his set `--right`; canonical values.
    ///
    /// Input: one heap size per line; the flags `--left 1,3 --right 2,3` give the sets.
    PartizanSubtraction => crate::games::partizan::partizan_subtraction::PartizanSubtraction,
    /// Coin-turning games (CGSuite's `Turning(CODE)`): turn coins as the code allows, the
    /// rightmost from heads to tails; the nim value of each row.
    ///
    /// Input: one row of coins per line, `h` heads and `t` tails (`cgsolve turning 1-3`).
    Turning => crate::games::impartial::turning::Turning,
    /// Cram: cover two adjacent empty cells with a domino; the nim value of each grid.
    ///
    /// Input: one grid per line in CGSuite's syntax, rows joined by `|`, `.` empty, `#` filled
    /// (`..#.|....`), or `RxC` for an empty rectangle (`5x9`).
    Cram => crate::games::impartial::cram::CramContest,
    /// Wythoff's game: take any number of counters from one heap, or the same number from both;
    /// the nim value of each position.
    ///
    /// Input: one position per line, the two heaps as `a,b`, each at most 400.
    Wythoff => crate::games::impartial::wythoff::Wythoff,
    /// Tokens on a directed graph (Smith): slide one token along an edge; play may go on
    /// forever, so a position is won, lost or drawn.
    ///
    /// Input: one position per line, the edges as paths (`1>2>3>1 3>4`), `/`, then each
    /// token's vertex (`1 4`). Answer: `Win N`, `Lose N` (N the remoteness) or `Draw`, then
    /// the position's Smith value (`∞_{0,2}`).
    DigraphTokens => crate::games::loopy::digraph_tokens::DigraphTokens,
    Cutcake => mod cutcake in "partizan/cutcake.rs": cutcake::Cutcake,
    Eatcake => mod eatcake in "partizan/eatcake.rs": eatcake::Eatcake,
    MaundyCake => mod maundy_cake in "partizan/maundy_cake.rs": maundy_cake::MaundyCake,
    TurnAndEatcake => mod turn_and_eatcake in "partizan/turn_and_eatcake.rs": turn_and_eatcake::TurnAndEatcake,
    PartizanEuclid => mod partizan_euclid in "partizan/partizan_euclid.rs": partizan_euclid::PartizanEuclid,
    PartizanSplittles => mod partizan_splittles in "partizan/partizan_splittles.rs": partizan_splittles::PartizanSplittles,
    Quelhas => mod quelhas in "partizan/quelhas.rs": quelhas::Quelhas,
    HotClobber => mod hot_clobber in "partizan/hot_clobber.rs": hot_clobber::HotClobber,
    Fjords => mod fjords in "partizan/fjords.rs": fjords::Fjords,
    TakeAndBreak => mod take_and_break in "impartial/take_and_break.rs": take_and_break::TakeAndBreak,
    Splittles => mod splittles in "impartial/splittles.rs": splittles::Splittles,
    Spawning => mod spawning in "impartial/spawning.rs": spawning::Spawning,
    Quicksort => mod quicksort in "impartial/quicksort.rs": quicksort::Quicksort,
    GenMem => mod gen_mem in "impartial/gen_mem.rs": gen_mem::GenMem,
    WindUp => mod wind_up in "loopy/wind_up.rs": wind_up::WindUp,
    Mnk => mod mnk in "scored/mnk.rs": mnk::Mnk,
    ConnectFour => mod connect_four in "scored/connect_four.rs": connect_four::ConnectFour,
    DotsAndBoxes => mod dots_and_boxes in "scored/dots_and_boxes.rs": dots_and_boxes::DotsAndBoxes,
    Othello => mod othello in "scored/othello.rs": othello::Othello,
    #[cfg(feature = "walkthrough")]
    /// The subtraction game {1, 3, 4}: take 1, 3 or 4 counters from one heap; its nim value.
    Subtraction => crate::games::subtraction::Subtraction,
}

/// One game of the registry as a front end lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its subcommand (and JSON `game`) name.
    pub name: &'static str,
    /// The lines of the doc comment of its registry line, as the compiler gives them.
    pub doc: &'static [&'static str],
    /// The source of its file when its registry line declares it (a ruleset in one file),
    /// whose `//!` doc comment is its help.
    pub source: Option<&'static str>,
}

impl Entry {
    /// Its help text: the doc comment of its registry line, one line each, or its file's
    /// help ([`file_help`]).
    pub fn about(&self) -> String {
        if let Some(source) = self.source {
            return file_help(source).1;
        }
        let lines: Vec<&str> = self
            .doc
            .iter()
            .map(|line| line.strip_prefix(' ').unwrap_or(line))
            .collect();
        lines.join("\n")
    }

    /// Its section of `docs/rulesets.md`: a heading, then its file's whole `//!` doc comment;
    /// `None` for a game whose registry line declares no file.
    pub fn doc_section(&self) -> Option<String> {
        let doc = file_doc(self.source?);
        Some(format!("## `cgsolve {}`\n\n{doc}\n", self.name))
    }

    /// Its first paragraph of help, on one line.
    pub fn summary(&self) -> String {
        let about = self.about();
        let first = about.split("\n\n").next().unwrap_or_default();
        first.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

/// The `//!` doc comment of a source file, without its markers.
pub fn file_doc(source: &str) -> String {
    let lines: Vec<&str> = source
        .lines()
        .map_while(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line))
        .collect();
    lines.join("\n").trim().to_string()
}

/// The help a ruleset's file gives its subcommand: its doc comment's first paragraph (the
/// short help), and its first two (the long help: the rules, then the input).
pub fn file_help(source: &str) -> (String, String) {
    let doc = file_doc(source);
    let mut paragraphs = doc.split("\n\n");
    let first = paragraphs.next().unwrap_or_default().to_string();
    let long = match paragraphs.next() {
        Some(second) => format!("{first}\n\n{second}"),
        None => first.clone(),
    };
    (first, long)
}

/// The part of `docs/rulesets.md` made from the registry: a table of every game with its
/// summary, then the section of every ruleset in one file ([`Entry::doc_section`]).
pub fn rulesets_markdown() -> String {
    let mut text =
        String::from("## Every game of the registry\n\n| command | what it is |\n|---|---|\n");
    for entry in GAMES {
        let summary = entry.summary().replace('|', "\\|");
        text.push_str(&format!("| `cgsolve {}` | {summary} |\n", entry.name));
    }
    for section in GAMES.iter().filter_map(Entry::doc_section) {
        text.push('\n');
        text.push_str(&section);
    }
    text
}

/// The flags of a game's subcommand: the game's own, then the common ones.
#[derive(clap::Args, Debug)]
pub struct GameArgs<O: clap::Args + clap::FromArgMatches> {
    /// The game's own flags (first, so that a game's own arguments, `turning CODE`, come
    /// before the input FILE).
    #[command(flatten)]
    pub options: O,
    /// The flags every game takes.
    #[command(flatten)]
    pub common: CommonArgs,
}

/// Flags every game takes.
#[derive(clap::Args, Debug)]
pub struct CommonArgs {
    /// The input: a file, standard input or `-p TEXT`.
    #[command(flatten)]
    pub input: InputArgs,
    /// `--explain` or `--json`.
    #[command(flatten)]
    pub output: OutputArgs,
    /// `--memory`: an input or a case that would need more is refused before work starts.
    #[command(flatten)]
    pub limit: MemoryArgs,
    /// `--misere` or `--outcome-only`: the mode each position is answered in.
    #[command(flatten)]
    pub mode: ModeArgs,
}

/// What a front end does with the game a subcommand chose: [`GameCommand::visit`] calls
/// [`visit`](GameVisitor::visit) with the game's type.
pub trait GameVisitor {
    /// What the visit returns (an exit code, say).
    type Output;

    /// Runs game `G` with its flags.
    fn visit<G: Game>(self, args: GameArgs<G::Options>) -> Self::Output;
}

/// What a front end or a test does with every game of the registry: [`each_game`] calls
/// [`game`](EachGame::game) with each game's type.
pub trait EachGame {
    /// Called with game `G`.
    fn game<G: Game>(&mut self);
}

/// The options the flags `words` give (`["--max-jump", "2"]`; none: a game's defaults), as its
/// subcommand reads them; an error when a required flag is missing or a flag is wrong.
pub fn options_from<O: clap::Args + clap::FromArgMatches>(
    words: &[&str],
) -> Result<O, clap::Error> {
    let command = O::augment_args(clap::Command::new("game"));
    let matches =
        command.try_get_matches_from(std::iter::once("game").chain(words.iter().copied()))?;
    O::from_arg_matches(&matches)
}

/// The options of a game set up for its example position ([`GameText::EXAMPLE`](crate::play::GameText::EXAMPLE)): the flags
/// its first line gives (see [`crate::play::split_flags`]), or none.
pub fn example_options<G: Game>() -> Result<G::Options, clap::Error> {
    let face = crate::play::Play(G::FACE);
    let (flags, _) = crate::play::split_flags(&face, face.example());
    options_from(&flags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::memory::MemoryLimit;

    #[test]
    fn every_game_is_listed_once_with_its_help() {
        let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        let unique: std::collections::BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        assert_eq!(names[..3], ["checkers", "evenodd", "darkraft"]);
        let about = GAMES[0].about();
        assert!(about.starts_with("EllysCheckers (TopCoder SRM 534): checkers step"));
        assert!(about.ends_with(
            "\n\nInput: one board per line, `.` an empty cell and `o` a checker, any length."
        ));
        assert!(GAMES.iter().all(|g| !g.about().trim().is_empty()));
    }

    /// Each game's name, face name and setup from a bare command line, in the list's order.
    #[derive(Default)]
    struct Names(Vec<(&'static str, &'static str)>);

    impl EachGame for Names {
        fn game<G: Game>(&mut self) {
            let options = example_options::<G>().expect("the example's flags");
            assert!(
                G::new(&options, MemoryLimit::from_mib(64)).is_ok(),
                "{}",
                G::NAME
            );
            self.0
                .push((G::NAME, <G::Face as crate::play::GameText>::NAME));
        }
    }

    #[test]
    fn every_game_is_visited_and_played_under_its_own_name() {
        let mut names = Names::default();
        each_game(&mut names);
        let registry: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        let visited: Vec<&str> = names.0.iter().map(|&(name, _)| name).collect();
        let faces: Vec<&str> = names.0.iter().map(|&(_, face)| face).collect();
        let playable: Vec<&str> = PLAYABLE.iter().map(|g| g.name()).collect();
        assert_eq!(visited, registry);
        assert_eq!(faces, registry);
        assert_eq!(playable, registry);
    }
}
