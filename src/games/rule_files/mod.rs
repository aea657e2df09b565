//! Rules as data: a board game written in a rule file (`docs/rule-files.md`), read and
//! compiled when it is loaded ([`load`]) into bitboard move generators, and served as a
//! ruleset like any other, of the kind its rules are ([`rulesets`]): partizan or impartial
//! (a file that says `impartial`), and loopy when play might repeat a position.
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
pub mod rulesets;
mod words;

use crate::answer::OptionsError;
use crate::games::boards::grid::{Cells, MAX_CELLS, Shape};
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

use crate::play::{Impartial, LoopyImpartial, LoopyPartizan, Partizan};
use rulesets::FileKind;
pub use rulesets::{ImpartialRuleFile, LoopyImpartialRuleFile, LoopyRuleFile, RuleFile};

/// Every rule file compiled so far, by its text and whether it is its impartial variant:
/// each is compiled once and kept for the process's life, so that positions and moves refer
/// to their rules by a plain reference.
static LOADED: LazyLock<Mutex<HashMap<(String, bool), &'static Compiled>>> =
    LazyLock::new(Default::default);

/// The rules of the rule file `text`, read and compiled (once per text in a process).
pub fn load(text: &str) -> Result<&'static Compiled, ParseError> {
    load_variant(text, false)
}

/// The rules of the rule file `text`, or of its impartial variant when `impartial` (every
/// move of either player both players'), read and compiled once per process.
pub fn load_variant(text: &str, impartial: bool) -> Result<&'static Compiled, ParseError> {
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    let key = (text.to_string(), impartial);
    if let Some(&rules) = loaded.get(&key) {
        return Ok(rules);
    }
    let rules: &'static Compiled = Box::leak(Box::new(reader::read_variant(text, impartial)?));
    loaded.insert(key, rules);
    Ok(rules)
}

/// The rules of the rule file at `path` (its impartial variant when `impartial`); an error
/// names the file, line and column.
pub fn load_file(
    path: &std::path::Path,
    impartial: bool,
) -> Result<&'static Compiled, OptionsError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        OptionsError(format!(
            "{}: cannot read the rule file: {e}",
            path.display()
        ))
    })?;
    load_variant(&text, impartial).map_err(|e| OptionsError(format!("{}:{e}", path.display())))
}

/// The game of the rule file at `path`, to play (`cgsolve play --rules`, `cgsolve serve
/// --rules`): listed as the file's stem with `.rules` (never a registry game's name), under
/// the file's rules only, starting from its `start` position.
pub fn playable(path: &std::path::Path) -> Result<&'static dyn Playable, OptionsError> {
    let rules = load_file(path, false)?;
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name: &'static str = Box::leak(format!("{stem}.rules").into_boxed_str());
    let path: Arc<str> = Arc::from(path.display().to_string());
    let start = rules.start.as_str();
    let game: Box<dyn Playable> = match (rules.impartial, rules.loopy) {
        (false, false) => play::<Partizan>(rules, path, name, start)?,
        (true, false) => play::<Impartial>(rules, path, name, start)?,
        (false, true) => play::<LoopyPartizan>(rules, path, name, start)?,
        (true, true) => play::<LoopyImpartial>(rules, path, name, start)?,
    };
    Ok(Box::leak(game))
}

/// The game of `rules` (read from `path`) as the ruleset of kind `K` plays it, named `name`.
fn play<K: FileKind>(
    rules: &'static Compiled,
    path: Arc<str>,
    name: &'static str,
    start: &'static str,
) -> Result<Box<dyn Playable>, OptionsError>
where
    RuleFile<K>: Ruleset,
    Play<RulesetText<RuleFile<K>>>: Playable,
{
    let game = RuleFile::<K>::from_compiled(rules)?.read_from(path);
    Ok(Box::new(Play(RulesetText::chosen(game, name, start))))
}

/// The flags of `cgsolve rules`: the rule file, then every flag a game takes.
pub type RuleFileArgs = GameArgs<ClassicOptions<RuleFileOptions>>;

/// Runs `visitor` with the game of the rule file that `args` names, as `cgsolve rules` and
/// Python do, served by the server of its kind: the partizan one (canonical values), the
/// impartial one (nim values) for a file that says `impartial`, or their loopy twins for a
/// file whose play might repeat. Only the partizan one takes `--memo`, `--tables` and
/// `--certificate`. An error (a file that does not read, a flag of another kind) names the
/// file.
pub fn visit<V: GameVisitor>(args: RuleFileArgs, visitor: V) -> Result<V::Output, OptionsError> {
    let options = &args.options;
    let rules = load_file(&options.rules.rules, options.rules.impartial)?;
    if !rules.impartial && !rules.loopy {
        return Ok(visitor.visit::<<RuleFile as Registered>::Served>(args));
    }
    if options.memo.is_some() || options.tables.is_some() || options.certificate.is_some() {
        let kind = match (rules.impartial, rules.loopy) {
            (true, false) => "impartial",
            (false, _) => "loopy (its play might repeat)",
            (true, true) => "impartial and loopy (its play might repeat)",
        };
        return Err(OptionsError(format!(
            "{}: --memo, --tables and --certificate are for partizan rule files whose play ends; these rules are {kind}",
            options.rules.rules.display()
        )));
    }
    let args = GameArgs {
        options: args.options.rules,
        common: args.common,
    };
    Ok(match (rules.impartial, rules.loopy) {
        (false, _) => visitor.visit::<<LoopyRuleFile as Registered>::Served>(args),
        (true, false) => visitor.visit::<<ImpartialRuleFile as Registered>::Served>(args),
        (true, true) => visitor.visit::<<LoopyImpartialRuleFile as Registered>::Served>(args),
    })
}

/// The flags of `cgsolve rules`: the rule file.
#[derive(clap::Args, Clone, Debug)]
pub struct RuleFileOptions {
    /// The rule file: the game's board, tiles and moves (docs/rule-files.md).
    #[arg(value_name = "RULES")]
    pub rules: PathBuf,
    /// Plays the file's impartial variant: every move of either player is both players'
    /// (Domineering's is Cram).
    #[arg(long)]
    pub impartial: bool,
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
