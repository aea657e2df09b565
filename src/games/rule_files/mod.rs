//! Rules as data: a board game written in a rule file (`docs/rule-files.md`), read and
//! compiled when it is loaded ([`load`]) into bitboard move generators, and served as a
//! ruleset like any other: [`RuleFile`] by the partizan server (canonical values), and
//! [`ImpartialRuleFile`] by the impartial one (nim values) for a file that says `impartial`.
//!
//! A position is written in the file's tiles: CGSuite's grid text (rows split by `|`) on a
//! `grid` board, one row on a `strip`. The parts of a position are found from the cells the
//! moves read: a tile no pattern reads is dead (a cell holding it never changes nor takes
//! part in a move), and when every pattern's cells are joined edge to edge (or edge and
//! corner), so are the cells of one move; the live cells joined so then fall into parts that
//! are independent games. A rule file whose patterns reach further is solved whole.

pub mod analysis;
pub mod compiled;
mod ending;
pub mod reader;
mod words;

use crate::answer::OptionsError;
use crate::engine::rules::{ImpartialRules, PartizanRules};
use crate::games::boards::grid::{Cells, MAX_CELLS, Shape, Symmetry};
use crate::games::boards::regions::least_image;
use crate::games::registry::{GameArgs, GameVisitor};
use crate::games::ruleset::{Registered, Ruleset, RulesetText};
use crate::games::serving::classic::ClassicOptions;
use crate::play::{Play, Playable};
use crate::text::{Cursor, ParseError, PositionText, shown};
use compiled::{Compiled, MAX_TILES, Matched, Pattern, Reach};
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex};

/// Every rule file compiled so far, by its text: each is compiled once and kept for the
/// process's life, so that positions and moves refer to their rules by a plain reference.
static LOADED: LazyLock<Mutex<HashMap<String, &'static Compiled>>> =
    LazyLock::new(Default::default);

/// The rules of the rule file `text`, read and compiled (once per text in a process).
pub fn load(text: &str) -> Result<&'static Compiled, ParseError> {
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&rules) = loaded.get(text) {
        return Ok(rules);
    }
    let rules: &'static Compiled = Box::leak(Box::new(reader::read(text)?));
    loaded.insert(text.to_string(), rules);
    Ok(rules)
}

/// The rules of the rule file at `path`; an error names the file, line and column.
pub fn load_file(path: &std::path::Path) -> Result<&'static Compiled, OptionsError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        OptionsError(format!(
            "{}: cannot read the rule file: {e}",
            path.display()
        ))
    })?;
    load(&text).map_err(|e| OptionsError(format!("{}:{e}", path.display())))
}

/// The game of the rule file at `path`, to play (`cgsolve play --rules`, `cgsolve serve
/// --rules`): listed as the file's stem with `.rules` (never a registry game's name), under
/// the file's rules only, starting from its `start` position.
pub fn playable(path: &std::path::Path) -> Result<&'static dyn Playable, OptionsError> {
    let rules = load_file(path)?;
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name: &'static str = Box::leak(format!("{stem}.rules").into_boxed_str());
    let path = Some(Arc::from(path.display().to_string()));
    let start = rules.start.as_str();
    let game: Box<dyn Playable> = if rules.impartial {
        let rules = ImpartialRuleFile { rules, path };
        Box::new(Play(RulesetText::chosen(rules, name, start)))
    } else {
        Box::new(Play(RulesetText::chosen(
            RuleFile { rules, path },
            name,
            start,
        )))
    };
    Ok(Box::leak(game))
}

/// The flags of `cgsolve rules`: the rule file, then every flag a game takes.
pub type RuleFileArgs = GameArgs<ClassicOptions<RuleFileOptions>>;

/// Runs `visitor` with the game of the rule file that `args` names, as `cgsolve rules` and
/// Python do: the partizan server (canonical values) for a partizan file, the impartial one
/// (nim values) for a file that says `impartial`, which takes no `--memo` or `--tables`. An
/// error (a file that does not read, a flag of the other kind) names the file.
pub fn visit<V: GameVisitor>(args: RuleFileArgs, visitor: V) -> Result<V::Output, OptionsError> {
    let options = &args.options;
    if !load_file(&options.rules.rules)?.impartial {
        return Ok(visitor.visit::<<RuleFile as Registered>::Served>(args));
    }
    if options.memo.is_some() || options.tables.is_some() {
        return Err(OptionsError(format!(
            "{}: --memo and --tables are for partizan rule files; this one is impartial",
            options.rules.rules.display()
        )));
    }
    let args = GameArgs {
        options: args.options.rules,
        common: args.common,
    };
    Ok(visitor.visit::<<ImpartialRuleFile as Registered>::Served>(args))
}

/// The flags of `cgsolve rules`: the rule file.
#[derive(clap::Args, Clone, Debug)]
pub struct RuleFileOptions {
    /// The rule file: the game's board, tiles and moves (docs/rule-files.md).
    #[arg(value_name = "RULES")]
    pub rules: PathBuf,
}

/// A position of a rule file's game: its board's size and the cells holding each tile.
#[derive(Clone, Copy)]
pub struct Board {
    rules: &'static Compiled,
    /// The board's size (one row for a strip).
    pub shape: Shape,
    /// The cells holding each tile, in the order the file declares them.
    pub cells: [Cells; MAX_TILES],
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        (self.shape, self.cells) == (other.shape, other.cells)
    }
}

impl Eq for Board {}

impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.shape, self.cells).hash(state);
    }
}

impl PartialOrd for Board {
    fn partial_cmp(&self, other: &Board) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Board {
    fn cmp(&self, other: &Board) -> std::cmp::Ordering {
        (self.shape, self.cells).cmp(&(other.shape, other.cells))
    }
}

impl fmt::Display for Board {
    /// The grid's rows split by `|`, or the strip's one row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(self.shape.len() + self.shape.rows());
        for r in 0..self.shape.rows() {
            if r > 0 {
                text.push('|');
            }
            for c in 0..self.shape.cols() {
                let bit = 1u128 << self.shape.index(r, c);
                let tile = self.cells.iter().position(|s| s & bit != 0).unwrap_or(0);
                text.push(self.rules.tiles[tile].shown as char);
            }
        }
        f.write_str(&text)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A position is read through its rules ([`Ruleset::read`]), which know its tiles.
impl PositionText for Board {
    fn parse(_: &[u8], line: usize, first_column: usize) -> Result<Board, ParseError> {
        Err(Cursor::error_at(
            line,
            first_column,
            "expected a position read through its rule file",
        ))
    }
}

impl Compiled {
    /// Reads a position of these rules from `text` (errors placed at `line`, `first_column`).
    pub fn read_board(
        &'static self,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<Board, ParseError> {
        let (shape, cells) = self.layout(text, line, first_column)?;
        Ok(Board {
            rules: self,
            shape,
            cells,
        })
    }

    /// A board of the first tile: four rows of four cells, or a strip of eight.
    pub fn empty_board(&self) -> String {
        let row = (self.tiles[0].shown as char).to_string().repeat(4);
        match self.strip {
            true => row.repeat(2),
            false => [row.as_str(); 4].join("|"),
        }
    }

    /// The board's size and the cells holding each tile of the position `text`.
    pub fn layout(
        &self,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<(Shape, [Cells; MAX_TILES]), ParseError> {
        let error = |i: usize, message: String| Cursor::error_at(line, first_column + i, message);
        let listed: Vec<String> = self
            .tiles
            .iter()
            .map(|t| format!("'{}' ({})", t.shown as char, t.name))
            .collect();
        let mut cells = [0; MAX_TILES];
        let (mut count, mut rows, mut row_len, mut width) = (0, 1, 0, None);
        for (i, &b) in text.iter().enumerate() {
            if b == b'|' && !self.strip {
                if row_len == 0 || width.is_some_and(|w| w != row_len) {
                    let w = width.unwrap_or(1);
                    return Err(error(
                        i,
                        format!("expected a row of {w} cells like the first, found {row_len}"),
                    ));
                }
                width = Some(row_len);
                (rows, row_len) = (rows + 1, 0);
            } else if let Some(tile) = self.tiles.iter().position(|t| t.shown == b) {
                if count == MAX_CELLS {
                    return Err(error(
                        i,
                        format!("expected at most {MAX_CELLS} cells on a board (the limit)"),
                    )
                    .over_limit(format!("{MAX_CELLS} cells on a board")));
                }
                cells[tile] |= 1u128 << count;
                (count, row_len) = (count + 1, row_len + 1);
            } else {
                let rows = if self.strip { "" } else { " or '|' (next row)" };
                return Err(error(
                    i,
                    format!("expected {}{rows}, found {}", listed.join(", "), shown(b)),
                ));
            }
        }
        if row_len == 0 || width.is_some_and(|w| w != row_len) {
            let w = width.unwrap_or(1);
            return Err(error(
                text.len(),
                format!("expected a row of {w} cells like the first, found {row_len}"),
            ));
        }
        let shape = Shape::new(rows, row_len).expect("at least one cell and at most 128");
        Ok((shape, cells))
    }
}

/// A move of a rule file's game: the pattern and where it was matched.
#[derive(Clone, Copy)]
pub struct RuleMove {
    rules: &'static Compiled,
    shape: Shape,
    left: bool,
    pattern: u16,
    matched: Matched,
}

impl RuleMove {
    fn pattern(&self) -> &'static Pattern {
        let list = if self.left {
            &self.rules.left
        } else {
            &self.rules.right
        };
        &list[usize::from(self.pattern)]
    }
}

impl fmt::Display for RuleMove {
    /// The cells the move changes, in its pattern's order: `(1,1)-(2,1)` on a grid, columns
    /// `3-4` on a strip, from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let changed = self.rules.changed(self.shape, self.pattern(), self.matched);
        let named: Vec<String> = changed
            .into_iter()
            .map(|cell| match self.shape.coords(cell) {
                (_, c) if self.rules.strip => (c + 1).to_string(),
                (r, c) => format!("({},{})", r + 1, c + 1),
            })
            .collect();
        f.write_str(&named.join("-"))
    }
}

impl fmt::Debug for RuleMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Every move of `player` (Left when `left`) from `p`, through the rules' patterns.
fn moves(p: &Board, left: bool, each: &mut dyn FnMut(RuleMove, Board)) {
    let rules = p.rules;
    let patterns = if left { &rules.left } else { &rules.right };
    rules.moves(
        p.shape,
        &p.cells,
        patterns,
        &mut |pattern, matched, cells| {
            let m = RuleMove {
                rules,
                shape: p.shape,
                left,
                pattern: pattern as u16,
                matched,
            };
            each(m, Board { cells, ..*p });
        },
    );
}

/// The independent parts of `p` (see the module's doc), each cut to its bounding box with the
/// cells around it dead; the whole position when the rules' reach does not allow parts.
fn parts(p: &Board) -> Vec<Board> {
    let rules = p.rules;
    let near = match rules.reach {
        Reach::Whole => return vec![*p],
        Reach::Orthogonal => Shape::neighbours4,
        Reach::King => Shape::neighbours8,
    };
    let Some(&filler) = rules.dead.first() else {
        return vec![*p];
    };
    let dead = rules
        .dead
        .iter()
        .fold(0, |acc, &t| acc | p.cells[usize::from(t)]);
    let live = p.shape.all() & !dead;
    p.shape
        .parts(live, near)
        .into_iter()
        .map(|part| {
            let (top, left, shape) = p.shape.bounds(part);
            let mut cells = p.cells.map(|s| p.shape.window(s & part, top, left, shape));
            cells[usize::from(filler)] |= shape.all() & !p.shape.window(part, top, left, shape);
            Board {
                rules,
                shape,
                cells,
            }
        })
        .collect()
}

/// A rule file's game, served by the partizan server: canonical values.
#[derive(Clone, Debug)]
pub struct RuleFile {
    /// The compiled rules.
    pub rules: &'static Compiled,
    /// The file they were read from, when they were.
    path: Option<Arc<str>>,
}

/// The rules of an example of `examples/rules/`, which reads.
fn example(text: &str) -> &'static Compiled {
    load(text).expect("the example reads")
}

/// The rules of no file: Domineering's, as `examples/rules/domineering.rules` writes them.
impl Default for RuleFile {
    fn default() -> RuleFile {
        let rules = example(include_str!("../../../examples/rules/domineering.rules"));
        RuleFile { rules, path: None }
    }
}

impl PartizanRules for RuleFile {
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
        // The images come grouped by symmetry of the board: each is transformed once.
        let mut turned: Option<(Symmetry, [Cells; MAX_TILES])> = None;
        let images = part.rules.images.iter().map(|image| {
            let layers = match turned {
                Some((sym, layers)) if sym == image.sym => layers,
                _ => {
                    let layers = part.cells.map(|s| part.shape.transform(s, image.sym));
                    turned = Some((image.sym, layers));
                    layers
                }
            };
            let mut cells = [0; MAX_TILES];
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

/// What both rule-file rulesets share: the name, the position text and the rules' flags.
macro_rules! rule_file_ruleset {
    ($rules:ty, $kind:ty) => {
        impl Ruleset for $rules {
            type Kind = $kind;
            type Options = RuleFileOptions;
            const NAME: &'static str = "rules";
            const FORMAT: &'static str = "A position in the rule file's tiles: CGSuite's grid on one \
                line (rows split by `|`), or a strip's one row. A move names the cells it changes, \
                in its pattern's order: `(1,1)-(2,1)`, or columns `3-4` on a strip.";
            const EXAMPLE: &'static str = "...|...|...";

            fn configure(options: &RuleFileOptions) -> Result<Self, OptionsError> {
                let rules = <$rules>::from_compiled(load_file(&options.rules)?)
                    .map_err(|e| OptionsError(format!("{}: {}", options.rules.display(), e.0)))?;
                Ok(Self { path: Some(options.rules.display().to_string().into()), ..rules })
            }

            /// The rule file's path.
            fn flags(&self) -> String {
                self.path.as_deref().unwrap_or_default().to_string()
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

rule_file_ruleset!(RuleFile, crate::play::Partizan);
rule_file_ruleset!(ImpartialRuleFile, crate::play::Impartial);

impl RuleFile {
    /// The partizan game of `rules` (an impartial file's too: its values are nimbers).
    pub fn from_compiled(rules: &'static Compiled) -> Result<RuleFile, OptionsError> {
        Ok(RuleFile { rules, path: None })
    }
}

/// An impartial rule file's game, served by the impartial server: nim values.
#[derive(Clone, Debug)]
pub struct ImpartialRuleFile {
    /// The compiled rules.
    pub rules: &'static Compiled,
    /// The file they were read from, when they were.
    path: Option<Arc<str>>,
}

impl ImpartialRuleFile {
    /// The impartial game of `rules`, which must say `impartial`.
    pub fn from_compiled(rules: &'static Compiled) -> Result<ImpartialRuleFile, OptionsError> {
        match rules.impartial {
            true => Ok(ImpartialRuleFile { rules, path: None }),
            false => Err(OptionsError(
                "expected an impartial rule file (one with an 'impartial' line)".to_string(),
            )),
        }
    }
}

/// The rules of no file: Cram's, as `examples/rules/cram.rules` writes them.
impl Default for ImpartialRuleFile {
    fn default() -> ImpartialRuleFile {
        let rules = example(include_str!("../../../examples/rules/cram.rules"));
        ImpartialRuleFile { rules, path: None }
    }
}

impl ImpartialRules for ImpartialRuleFile {
    type Position = Board;
    type Move = RuleMove;

    fn moves(&self, p: &Board, each: &mut dyn FnMut(RuleMove, Board)) {
        moves(p, true, each);
    }

    fn components(&self, p: &Board) -> Vec<Board> {
        parts(p)
    }
}
