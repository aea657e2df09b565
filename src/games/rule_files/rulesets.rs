//! A rule file's game as a ruleset of each kind: [`RuleFile`] (canonical values) for a file
//! whose play ends, [`ImpartialRuleFile`] (nim values) for one that says `impartial`, and
//! their loopy twins [`LoopyRuleFile`] (stoppers and sides) and [`LoopyImpartialRuleFile`]
//! (won, lost or drawn, Smith's values) for a file whose play might repeat. One type, its
//! kind a parameter: the rules, moves and parts are the same for all four.

use super::compiled::Compiled;
use super::{Board, RuleMove, load, load_file, moves, parts};
use crate::answer::OptionsError;
use crate::engine::rules::{ImpartialRules, PartizanRules};
use crate::games::boards::grid::{Cells, Symmetry};
use crate::games::boards::regions::least_image;
use crate::games::ruleset::Ruleset;
use crate::play::{Impartial, LoopyImpartial, LoopyPartizan, Partizan};
use crate::text::ParseError;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// A rule file's game, served by the server of its kind `K`.
pub struct RuleFile<K = Partizan> {
    /// The compiled rules.
    pub rules: &'static Compiled,
    /// The file they were read from, when they were.
    path: Option<Arc<str>>,
    kind: PhantomData<fn() -> K>,
}

/// An impartial rule file's game: nim values.
pub type ImpartialRuleFile = RuleFile<Impartial>;
/// A partizan rule file's game whose positions might repeat: stoppers and sides.
pub type LoopyRuleFile = RuleFile<LoopyPartizan>;
/// An impartial rule file's game whose positions might repeat: won, lost or drawn.
pub type LoopyImpartialRuleFile = RuleFile<LoopyImpartial>;

impl<K> Clone for RuleFile<K> {
    fn clone(&self) -> RuleFile<K> {
        RuleFile {
            rules: self.rules,
            path: self.path.clone(),
            kind: PhantomData,
        }
    }
}

impl<K> fmt::Debug for RuleFile<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleFile")
            .field("game", &self.rules.name)
            .field("path", &self.path)
            .finish()
    }
}

/// What a kind asks of a rule file's rules.
pub trait FileKind {
    /// Whether the kind's games are impartial (a partizan kind takes an impartial file too).
    const IMPARTIAL: bool;
    /// Whether the kind's positions may repeat.
    const LOOPY: bool;
}

impl<K: FileKind> RuleFile<K> {
    /// The game of `rules` for kind `K`: refused when the kind cannot serve them (an
    /// impartial kind and a partizan file; a loopy file and a kind whose search needs play to
    /// end, or the other way round).
    pub fn from_compiled(rules: &'static Compiled) -> Result<RuleFile<K>, OptionsError> {
        let refused = |what: &str| Err(OptionsError(format!("expected {what}")));
        if K::IMPARTIAL && !rules.impartial {
            return refused("an impartial rule file (one with an 'impartial' line)");
        }
        match (K::LOOPY, rules.loopy) {
            (false, true) => refused(
                "a rule file whose play always ends; this one's might repeat, so it is a loopy game",
            ),
            (true, false) => refused("a rule file whose play might repeat (a loopy game)"),
            _ => Ok(RuleFile {
                rules,
                path: None,
                kind: PhantomData,
            }),
        }
    }
}

impl<K> RuleFile<K> {
    /// The same game, read from the file at `path` (which its flags name).
    pub fn read_from(self, path: Arc<str>) -> RuleFile<K> {
        RuleFile {
            path: Some(path),
            ..self
        }
    }
}

/// What every rule-file ruleset shares: the name, the position text, the rules' flags and,
/// for the rules of no file, an example of `examples/rules/`.
macro_rules! rule_file_ruleset {
    ($kind:ty, impartial: $impartial:expr, loopy: $loopy:expr, $example:literal) => {
        impl FileKind for $kind {
            const IMPARTIAL: bool = $impartial;
            const LOOPY: bool = $loopy;
        }

        /// The rules of no file: an example's.
        impl Default for RuleFile<$kind> {
            fn default() -> RuleFile<$kind> {
                let text = include_str!(concat!("../../../examples/rules/", $example));
                let rules = load(text).expect("the example reads");
                RuleFile::from_compiled(rules).expect("the example is of its kind")
            }
        }

        impl Ruleset for RuleFile<$kind> {
            type Kind = $kind;
            type Options = super::RuleFileOptions;
            const NAME: &'static str = "rules";
            const FORMAT: &'static str = "A position in the rule file's tiles: CGSuite's grid on one \
                line (rows split by `|`), or a strip's one row. A move names the cells it changes, \
                in its pattern's order: `(1,1)-(2,1)`, or columns `3-4` on a strip.";
            const EXAMPLE: &'static str = "...|...|...";

            fn configure(options: &super::RuleFileOptions) -> Result<Self, OptionsError> {
                let rules = RuleFile::from_compiled(load_file(&options.rules, options.impartial)?)
                    .map_err(|e| OptionsError(format!("{}: {}", options.rules.display(), e.0)))?;
                Ok(rules.read_from(options.rules.display().to_string().into()))
            }

            /// The rule file's path, and `--impartial` for its impartial variant.
            fn flags(&self) -> String {
                let path = self.path.as_deref().unwrap_or_default();
                match self.rules.variant {
                    true => format!("{path} --impartial"),
                    false => path.to_string(),
                }
            }

            fn read(&self, text: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
                self.rules.read_board(text, line, first_column)
            }

            fn title(&self) -> String {
                self.rules.name.clone()
            }
        }
    };
}

rule_file_ruleset!(Partizan, impartial: false, loopy: false, "domineering.rules");
rule_file_ruleset!(Impartial, impartial: true, loopy: false, "cram.rules");
rule_file_ruleset!(LoopyPartizan, impartial: false, loopy: true, "fox-and-geese.rules");
rule_file_ruleset!(LoopyImpartial, impartial: true, loopy: true, "shuttle.rules");

impl RuleFile {
    /// The least of `part`'s images under the symmetries the rules respect, and whether that
    /// image swaps the players' moves (its value negated).
    fn least_image(part: &Board) -> (Board, bool) {
        // The images come grouped by symmetry of the board: each is transformed once.
        let mut turned: Option<(Symmetry, [Cells; super::MAX_TILES])> = None;
        let images = part.rules.images.iter().map(|image| {
            let layers = match turned {
                Some((sym, layers)) if sym == image.sym => layers,
                _ => {
                    let layers = part.cells.map(|s| part.shape.transform(s, image.sym));
                    turned = Some((image.sym, layers));
                    layers
                }
            };
            let mut cells = [0; super::MAX_TILES];
            for (t, s) in layers.into_iter().enumerate() {
                cells[usize::from(image.tiles[t])] = s;
            }
            let shape = part.shape.after(image.sym);
            (
                Board {
                    shape,
                    cells,
                    ..*part
                },
                image.negate,
            )
        });
        least_image(*part, images)
    }
}

/// The kinds whose rule files give each player their own moves.
pub trait PartizanKind {}

impl PartizanKind for Partizan {}
impl PartizanKind for LoopyPartizan {}

impl<K: PartizanKind> PartizanRules for RuleFile<K> {
    type Position = Board;
    type Move = RuleMove;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(RuleMove, Board)) {
        moves(p, true, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(RuleMove, Board)) {
        moves(p, false, each);
    }

    fn components(&self, p: &Board) -> Vec<Board> {
        parts(p)
    }

    /// The least of the part's images under the symmetries the rules respect; the value is
    /// negated when that image swaps the players' moves.
    fn normal_form(&self, part: &Board) -> (Board, bool) {
        RuleFile::least_image(part)
    }
}

/// The kinds whose rule files share every move between the players.
pub trait ImpartialKind {}

impl ImpartialKind for Impartial {}
impl ImpartialKind for LoopyImpartial {}

impl<K: ImpartialKind> ImpartialRules for RuleFile<K> {
    type Position = Board;
    type Move = RuleMove;

    fn moves(&self, p: &Board, each: &mut dyn FnMut(RuleMove, Board)) {
        moves(p, true, each);
    }

    fn components(&self, p: &Board) -> Vec<Board> {
        parts(p)
    }
}
