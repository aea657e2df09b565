//! The reader of rule files (`docs/rule-files.md` gives the grammar): one statement a line,
//! read into words with their columns; every error names the line and column and what was
//! expected there. Patterns are checked and expanded here into [`Compiled`] patterns, one per
//! direction or turn.

use super::analysis::{reach, same_moves, symmetries};
use super::compiled::{Compiled, Condition, MAX_TILES, Pattern, PatternCell, Repeat, TileKind};
use super::words::{Line, Word, named_directions, words};
use crate::text::{Cursor, ParseError};
use std::collections::HashMap;

/// A map of a shape's offsets onto its turned or mirrored image.
type OffsetMap = fn(i32, i32) -> (i32, i32);

/// What the reader knows so far of a rule file.
#[derive(Default)]
struct Reading {
    name: Option<String>,
    strip: Option<bool>,
    tiles: Vec<TileKind>,
    impartial: bool,
    directions: HashMap<String, Vec<(i32, i32)>>,
    left: Vec<Pattern>,
    right: Vec<Pattern>,
    /// Each move line with a single player (`left`, `right`): its line and column.
    one_player: Vec<(usize, usize)>,
    /// The `start` position's text, with its line and column.
    start: Option<(usize, usize, String)>,
}

/// Reads and compiles the rule file `text`.
pub fn read(text: &str) -> Result<Compiled, ParseError> {
    read_variant(text, false)
}

/// Reads and compiles the rule file `text`, or its impartial variant when `impartial`: every
/// move of either player is both players' (Domineering's is Cram).
pub fn read_variant(text: &str, impartial: bool) -> Result<Compiled, ParseError> {
    let mut reading = Reading::default();
    let mut last = 0;
    for (index, raw) in text.split('\n').enumerate() {
        let number = index + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some(column) = raw
            .bytes()
            .position(|b| !b.is_ascii() || b.is_ascii_control() && b != b'\t')
        {
            let shown = raw[column..]
                .chars()
                .next()
                .map_or(String::new(), |c| format!("{c:?}"));
            return Err(Cursor::error_at(
                number,
                column + 1,
                format!("expected printable ASCII text, found {shown}"),
            ));
        }
        last = number;
        if raw.trim_start().starts_with('#') {
            continue;
        }
        let mut line = Line {
            words: words(raw),
            next: 0,
            number,
            end: raw.len() + 1,
        };
        if line.words.is_empty() {
            continue;
        }
        reading.statement(&mut line)?;
        line.end()?;
    }
    if impartial {
        reading.share_moves();
    }
    let mut rules = reading.finish(last + 1)?;
    rules.variant = impartial;
    Ok(rules)
}

impl Reading {
    fn statement(&mut self, line: &mut Line) -> Result<(), ParseError> {
        let first = line.word("a statement")?;
        let once = |set: bool, what: &str| match set {
            true => Err(line.error(
                first.column,
                format!("expected one '{what}' line, found a second"),
            )),
            false => Ok(()),
        };
        match first.text.as_str() {
            "game" => {
                once(self.name.is_some(), "game")?;
                self.name = Some(line.rest("the game's name")?);
            }
            "board" => {
                once(self.strip.is_some(), "board")?;
                let column = line.column();
                self.strip = Some(match line.word("'grid' or 'strip'")?.text.as_str() {
                    "grid" => false,
                    "strip" => true,
                    other => {
                        return Err(line.error(
                            column,
                            format!("expected 'grid' or 'strip', found '{other}'"),
                        ));
                    }
                });
            }
            "tile" => self.tile(line)?,
            "impartial" => {
                once(self.impartial, "impartial")?;
                self.impartial = true;
            }
            "directions" => {
                let column = line.column();
                let name = line.word("the name of a set of directions")?.text;
                if named_directions(&name).is_some()
                    || self.directions.contains_key(&name)
                    || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    || name.len() < 2
                {
                    return Err(line.error(column, format!("expected a new name of letters, digits and '_' (two or more) for a set of directions, found '{name}'")));
                }
                line.expect("=")?;
                let dirs = self.directions(line, &[])?;
                self.directions.insert(name, dirs);
            }
            "start" => {
                once(self.start.is_some(), "start")?;
                self.start = Some(line.rest_unbroken()?);
            }
            "left" | "right" | "both" => self.move_line(line, &first)?,
            other => {
                return Err(line.error(first.column, format!(
                    "expected 'game', 'board', 'tile', 'impartial', 'start', 'directions', 'left', 'right' or 'both', found '{other}'"
                )));
            }
        }
        Ok(())
    }

    fn tile(&mut self, line: &mut Line) -> Result<(), ParseError> {
        let column = line.column();
        let w = line.word("the tile's character")?;
        let b = w.text.as_bytes()[0];
        if w.text.len() != 1 || b == b'|' {
            return Err(line.error(column, format!("expected one character other than '|', ':', ',', '(', ')', '+', '*' or '=' for a tile, found '{}'", w.text)));
        }
        if self.tiles.iter().any(|t| t.shown == b) {
            return Err(line.error(
                column,
                format!("expected a new tile, found '{}' a second time", w.text),
            ));
        }
        if self.tiles.len() == MAX_TILES {
            return Err(line.error(
                column,
                format!("expected at most {MAX_TILES} tiles (the limit)"),
            ));
        }
        let name = line.rest("the tile's name")?;
        self.tiles.push(TileKind { shown: b, name });
        Ok(())
    }

    /// The index of the tile of the next word.
    fn tile_of(&self, line: &mut Line) -> Result<u8, ParseError> {
        let column = line.column();
        let listed: Vec<String> = self
            .tiles
            .iter()
            .map(|t| format!("'{}' ({})", t.shown as char, t.name))
            .collect();
        let expected = match listed.is_empty() {
            true => "a tile, declared by a 'tile' line before the moves".to_string(),
            false => format!("a tile: {}", listed.join(", ")),
        };
        let w = line.word(&expected)?;
        match self
            .tiles
            .iter()
            .position(|t| w.text.as_bytes() == [t.shown])
        {
            Some(i) => Ok(i as u8),
            None => Err(line.error(column, format!("expected {expected}; found '{}'", w.text))),
        }
    }

    /// Directions up to `stop` (a word that ends them) or the line's end: names and offsets.
    fn directions(&self, line: &mut Line, stop: &[&str]) -> Result<Vec<(i32, i32)>, ParseError> {
        let mut dirs: Vec<(i32, i32)> = Vec::new();
        while let Some(word) = line.peek().filter(|w| !stop.contains(w)) {
            let column = line.column();
            let found = if word == "(" {
                line.next += 1;
                let v = line.offset()?;
                if v == (0, 0) {
                    return Err(line.error(column, "expected a direction other than (0,0)"));
                }
                vec![v]
            } else {
                let word = word.to_string();
                line.next += 1;
                match named_directions(&word).or_else(|| self.directions.get(&word).cloned()) {
                    Some(v) => v,
                    None => return Err(line.error(column, format!(
                        "expected a direction (north, south, east, west, northeast, northwest, southeast, southwest, orthogonal, diagonal, all, knight, an offset (rows,columns) or a set named by a 'directions' line), found '{word}'"
                    ))),
                }
            };
            if self.strip == Some(true) && found.iter().any(|&(dr, _)| dr != 0) {
                return Err(line.error(column, "expected a direction along the strip (east, west or (0,k)): a strip has one row"));
            }
            dirs.extend(
                found
                    .into_iter()
                    .filter(|d| !dirs.contains(d))
                    .collect::<Vec<_>>(),
            );
        }
        if dirs.is_empty() {
            return Err(line.error(
                line.column(),
                "expected a direction: the set of directions is empty",
            ));
        }
        Ok(dirs)
    }

    /// A cell's tiles: `BEFORE` (read only) or `BEFORE -> AFTER`.
    fn item(&self, line: &mut Line) -> Result<(u8, u8), ParseError> {
        let before = self.tile_of(line)?;
        let after = if line.eat("->") {
            self.tile_of(line)?
        } else {
            before
        };
        Ok((before, after))
    }

    /// `unless DIRS TILE` and `if DIRS TILE` clauses to the line's end, on the anchor.
    fn conditions(&self, line: &mut Line) -> Result<Vec<Condition>, ParseError> {
        let mut out = Vec::new();
        while let Some(word) = line.peek() {
            let column = line.column();
            let wanted = match word {
                "if" => true,
                "unless" => false,
                "then" => break,
                other => {
                    return Err(line.error(
                        column,
                        format!("expected ',', 'if', 'unless', 'then' or the line's end, found '{other}'"),
                    ));
                }
            };
            line.next += 1;
            // The last word before the next clause is the tile; the words before it directions.
            let clause_end = (line.next..line.words.len())
                .find(|&i| matches!(line.words[i].text.as_str(), "if" | "unless" | "then"))
                .unwrap_or(line.words.len());
            if clause_end == line.next {
                return Err(line.error(
                    line.column(),
                    "expected directions then a tile after the condition's word",
                ));
            }
            let mut dirs_only = Line {
                words: line.words[..clause_end - 1].to_vec(),
                next: line.next,
                number: line.number,
                end: line.words[clause_end - 1].column,
            };
            let dirs = self.directions(&mut dirs_only, &[])?;
            line.next = clause_end - 1;
            let tile = self.tile_of(line)?;
            out.push(Condition { wanted, dirs, tile });
        }
        Ok(out)
    }

    fn move_line(&mut self, line: &mut Line, player: &Word) -> Result<(), ParseError> {
        if self.tiles.is_empty() || self.strip.is_none() {
            return Err(line.error(
                player.column,
                "expected 'board' and 'tile' lines before the moves",
            ));
        }
        if player.text != "both" {
            self.one_player.push((line.number, player.column));
        }
        let kind_column = line.column();
        let kind = line.word("'line' or 'shape'")?;
        let patterns = match kind.text.as_str() {
            "line" => self.line_pattern(line)?,
            "shape" => self.shape_pattern(line)?,
            other => {
                return Err(line.error(
                    kind_column,
                    format!("expected 'line' or 'shape', found '{other}'"),
                ));
            }
        };
        let first = &patterns[0];
        let second = first.then.iter().flat_map(|p| p.all_cells());
        if first.all_cells().chain(second).all(|c| c.before == c.after) {
            return Err(line.error(kind_column, "expected a move that changes a cell (some 'BEFORE -> AFTER' with two tiles): this rule can never move"));
        }
        let mut distinct: Vec<Pattern> = Vec::new();
        for p in patterns {
            if !distinct.iter().any(|q| same_moves(q, &p)) {
                distinct.push(p);
            }
        }
        if player.text != "right" {
            self.left.extend(distinct.iter().cloned());
        }
        if player.text != "left" {
            self.right.extend(distinct);
        }
        Ok(())
    }

    /// `line DIRS : ITEM, ... [, ( ITEM, ... ) + | * [, ITEM, ...]]`: cell `k` is `k` steps
    /// along the direction from the anchor, a group repeated (at least once for `+`) before
    /// the items after it.
    fn line_pattern(&self, line: &mut Line) -> Result<Vec<Pattern>, ParseError> {
        let dirs = self.directions(line, &[":"])?;
        line.expect(":")?;
        let (mut items, mut group, mut tail) = (Vec::new(), Vec::new(), Vec::new());
        let mut least = 1;
        loop {
            if group.is_empty() && line.eat("(") {
                if items.is_empty() {
                    return Err(line.error(
                        line.column() - 1,
                        "expected the anchor's item before a repeated group",
                    ));
                }
                loop {
                    group.push(self.item(line)?);
                    if !line.eat(",") {
                        break;
                    }
                }
                line.expect(")")?;
                let column = line.column();
                least = match line.word("'+' or '*'")?.text.as_str() {
                    "+" => 1,
                    "*" => 0,
                    other => {
                        return Err(
                            line.error(column, format!("expected '+' or '*', found '{other}'"))
                        );
                    }
                };
                if !line.eat(",") {
                    break;
                }
                continue;
            }
            let item = self.item(line)?;
            if group.is_empty() {
                items.push(item)
            } else {
                tail.push(item)
            }
            if !line.eat(",") {
                break;
            }
        }
        let conditions = self.conditions(line)?;
        let then = self.then(line)?;
        let at = |k: usize, (dr, dc): (i32, i32), (before, after): (u8, u8)| PatternCell {
            dr: dr * k as i32,
            dc: dc * k as i32,
            before,
            after,
        };
        Ok(dirs
            .iter()
            .map(|&d| Pattern {
                cells: items
                    .iter()
                    .enumerate()
                    .map(|(k, &item)| at(k, d, item))
                    .collect(),
                repeat: (!group.is_empty()).then(|| Repeat {
                    cells: group
                        .iter()
                        .enumerate()
                        .map(|(k, &item)| at(items.len() + k, d, item))
                        .collect(),
                    step: (d.0 * group.len() as i32, d.1 * group.len() as i32),
                    least,
                    tail: tail
                        .iter()
                        .enumerate()
                        .map(|(k, &item)| at(items.len() + k, d, item))
                        .collect(),
                }),
                conditions: conditions
                    .iter()
                    .map(|c| Condition {
                        dirs: c.dirs.clone(),
                        ..*c
                    })
                    .collect(),
                then: then.clone(),
            })
            .collect())
    }

    /// `then line DIRS : ITEM, ...`: the second action, a line pattern anchored where the
    /// first ends; no `then` at all for a move of one action.
    fn then(&self, line: &mut Line) -> Result<Vec<Pattern>, ParseError> {
        if !line.eat("then") {
            return Ok(Vec::new());
        }
        if let Some(again) = line.words[line.next..].iter().find(|w| w.text == "then") {
            return Err(line.error(
                again.column,
                "expected one 'then' in a move, found a second",
            ));
        }
        line.expect("line")?;
        self.line_pattern(line)
    }

    /// `shape [turned] [mirrored] : (r,c) ITEM, ...`: cells at offsets from the first,
    /// joined edge to edge, in every turn (and mirror image) asked for.
    fn shape_pattern(&self, line: &mut Line) -> Result<Vec<Pattern>, ParseError> {
        let turned = line.eat("turned");
        let mirrored = line.eat("mirrored");
        line.expect(":")?;
        let mut cells: Vec<PatternCell> = Vec::new();
        loop {
            let column = line.column();
            line.expect("(")?;
            let (dr, dc) = line.offset()?;
            if self.strip == Some(true) && dr != 0 {
                return Err(line.error(column, "expected a cell of the strip's one row: (0,k)"));
            }
            let (before, after) = self.item(line)?;
            if cells.iter().any(|c| (c.dr, c.dc) == (dr, dc)) {
                return Err(line.error(
                    column,
                    format!(
                        "expected a cell not yet in the shape, found ({dr},{dc}) a second time"
                    ),
                ));
            }
            if !cells.is_empty()
                && !cells
                    .iter()
                    .any(|c| (c.dr - dr).abs() + (c.dc - dc).abs() == 1)
            {
                return Err(line.error(column, format!("expected a cell next to the shape's cells before it (a shape's cells are adjacent, each edge to edge with an earlier one), found ({dr},{dc})")));
            }
            cells.push(PatternCell {
                dr,
                dc,
                before,
                after,
            });
            if !line.eat(",") {
                break;
            }
        }
        let conditions = self.conditions(line)?;
        if self.strip == Some(true) && (turned || mirrored) {
            return Err(line.error(
                line.end,
                "expected no 'turned' or 'mirrored' on a strip, whose one row does not turn",
            ));
        }
        let mut maps: Vec<OffsetMap> = vec![|r, c| (r, c)];
        if turned {
            maps.extend([
                (|r, c| (c, -r)) as OffsetMap,
                |r, c| (-r, -c),
                |r, c| (-c, r),
            ]);
        }
        if mirrored {
            let mirrors: Vec<OffsetMap> = match turned {
                true => vec![|r, c| (r, -c), |r, c| (-c, -r), |r, c| (-r, c), |r, c| {
                    (c, r)
                }],
                false => vec![|r, c| (r, -c)],
            };
            maps.extend(mirrors);
        }
        Ok(maps
            .into_iter()
            .map(|map| Pattern {
                cells: cells
                    .iter()
                    .map(|c| {
                        let (dr, dc) = map(c.dr - cells[0].dr, c.dc - cells[0].dc);
                        PatternCell { dr, dc, ..*c }
                    })
                    .collect(),
                repeat: None,
                conditions: conditions
                    .iter()
                    .map(|c| Condition {
                        dirs: c.dirs.iter().map(|&(r, k)| map(r, k)).collect(),
                        ..*c
                    })
                    .collect(),
                then: Vec::new(),
            })
            .collect())
    }

    /// Makes every move of either player both players' (the impartial variant).
    fn share_moves(&mut self) {
        let mut shared = std::mem::take(&mut self.left);
        for p in std::mem::take(&mut self.right) {
            if !shared.iter().any(|q| same_moves(q, &p)) {
                shared.push(p);
            }
        }
        self.right = shared.clone();
        self.left = shared;
        self.one_player.clear();
        self.impartial = true;
    }

    fn finish(self, end_line: usize) -> Result<Compiled, ParseError> {
        let missing = |what: &str| {
            Cursor::error_at(
                end_line,
                1,
                format!("expected a '{what}' line before the file's end"),
            )
        };
        let name = self.name.ok_or_else(|| missing("game"))?;
        let strip = self.strip.ok_or_else(|| missing("board"))?;
        if self.left.is_empty() && self.right.is_empty() {
            return Err(missing("left', 'right' or 'both"));
        }
        if self.impartial
            && let Some(&(line, column)) = self.one_player.first()
        {
            return Err(Cursor::error_at(
                line,
                column,
                "expected 'both': the game is impartial, so both players share every move",
            ));
        }
        let all: Vec<Pattern> = self.left.iter().chain(&self.right).cloned().collect();
        let loopy = !super::ending::always_ends(&all, self.tiles.len());
        let live: Vec<u8> = (self.left.iter().chain(&self.right))
            .flat_map(|p| std::iter::once(p).chain(&p.then))
            .flat_map(|p| {
                (p.all_cells().map(|c| c.before)).chain(p.conditions.iter().map(|c| c.tile))
            })
            .collect();
        let dead = (0..self.tiles.len() as u8)
            .filter(|t| !live.contains(t))
            .collect();
        let reach = reach(self.left.iter().chain(&self.right));
        let images = symmetries(&self.left, &self.right, self.tiles.len(), strip);
        let mut compiled = Compiled {
            name,
            strip,
            tiles: self.tiles,
            impartial: self.impartial,
            variant: false,
            loopy,
            left: self.left,
            right: self.right,
            dead,
            reach,
            images,
            start: String::new(),
        };
        compiled.start = match self.start {
            Some((line, column, text)) => {
                compiled.layout(text.as_bytes(), line, column)?;
                text
            }
            None => compiled.empty_board(),
        };
        Ok(compiled)
    }
}
