//! Tile tables, as CGSuite's `CharMap`: each character of a board's text stands for one kind
//! of cell, with a name for the messages that list them. A board holds its cells as layers of
//! bits (Clobber's `x` and `o`, Amazons' burnt cells), and a kind of cell is the set of layers
//! such a cell is in; one table both reads a board and prints it, so a game declares its table
//! and its layers ([`Tiled`]) and writes neither the reading nor the printing.
//!
//! Boards are laid out as CGSuite's grids (rows split by `|`, up to 128 cells: [`Shape`]) or
//! strips (one row of up to 128 cells: [`Strip`]).

use crate::games::boards::grid::{Cells, MAX_CELLS, Shape};
use crate::text::{ParseError, PositionText, shown};
use std::fmt;

/// The most layers a board's cells are held in.
pub const MAX_LAYERS: usize = 4;

/// One kind of cell: the character that shows it (and another read as it), the layers a cell
/// of this kind is in (bit `k` for layer `k` of the board's [`Tiled::layers`]) and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The character printed for it.
    pub shown: u8,
    /// Another character read as it (Toads and Frogs' `t` for `T`).
    pub also: Option<u8>,
    /// The layers a cell of this kind is in, bit `k` for layer `k`.
    pub layers: u8,
    /// What it is, for messages: `Left's stone`.
    pub name: &'static str,
    /// Whether it is a gap that takes no cell (Toppling Dominoes' `.`): read and skipped in a
    /// strip, and printed only for a strip without cells.
    pub gap: bool,
}

impl Tile {
    /// A kind of cell shown as `shown`, in the layers `layers`, called `name`.
    pub const fn new(shown: u8, layers: u8, name: &'static str) -> Tile {
        Tile {
            shown,
            also: None,
            layers,
            name,
            gap: false,
        }
    }

    /// This kind, also read from `also`.
    pub const fn or(self, also: u8) -> Tile {
        Tile {
            also: Some(also),
            ..self
        }
    }

    /// Whether `b` is read as this kind.
    const fn reads(self, b: u8) -> bool {
        self.shown == b || matches!(self.also, Some(c) if c == b)
    }

    /// A character a strip may hold between its cells, which takes none.
    pub const fn gap(shown: u8, name: &'static str) -> Tile {
        Tile {
            gap: true,
            ..Tile::new(shown, 0, name)
        }
    }
}

/// A board's tile table: its kinds of cell, and for each set of layers the kind printed.
#[derive(Clone, Copy, Debug)]
pub struct Tiles {
    tiles: &'static [Tile],
    /// For each set of layers, the index of the tile printed: the kind with exactly those
    /// layers, else the one with the most of them and no others.
    printed: [u8; 1 << MAX_LAYERS],
}

impl Tiles {
    /// The table of `tiles`, in the order messages list them. Made at compile time as a
    /// constant, where two kinds with one character or one set of layers stop the build.
    pub const fn new(tiles: &'static [Tile]) -> Tiles {
        let mut printed = [0u8; 1 << MAX_LAYERS];
        let mut i = 0;
        while i < tiles.len() {
            let t = tiles[i];
            assert!(t.layers < 1 << MAX_LAYERS, "at most four layers");
            let mut j = 0;
            while j < i {
                let u = tiles[j];
                assert!(!u.reads(t.shown), "one kind a character");
                if let Some(also) = t.also {
                    assert!(!u.reads(also), "one kind a character");
                }
                assert!(
                    t.gap || u.gap || t.layers != u.layers,
                    "one kind a set of layers"
                );
                j += 1;
            }
            i += 1;
        }
        let mut mask = 0;
        while mask < 1 << MAX_LAYERS {
            let mut best: Option<usize> = None;
            let mut k = 0;
            while k < tiles.len() {
                let t = tiles[k];
                let fits = !t.gap && t.layers & !(mask as u8) == 0;
                let more = match best {
                    None => true,
                    Some(b) => t.layers.count_ones() > tiles[b].layers.count_ones(),
                };
                if fits && more {
                    best = Some(k);
                }
                k += 1;
            }
            printed[mask] = match best {
                Some(b) => b as u8,
                None => 0,
            };
            mask += 1;
        }
        Tiles { tiles, printed }
    }

    /// The kind `b` is read as, if any.
    pub fn read(&self, b: u8) -> Option<&Tile> {
        self.tiles.iter().find(|t| t.reads(b))
    }

    /// The character printed for a cell in the layers `layers`.
    #[inline]
    pub fn shown(&self, layers: u8) -> char {
        self.tiles[usize::from(self.printed[usize::from(layers)])].shown as char
    }

    /// Each kind as messages list it: `'x' (Left's stone)`.
    fn listed(&self) -> Vec<String> {
        self.tiles
            .iter()
            .map(|t| format!("'{}' ({})", t.shown as char, t.name))
            .collect()
    }

    /// Every kind, listed as `'x' (Left's stone), 'o' (Right's stone) or '.' (empty)`.
    pub fn either(&self) -> String {
        either(&self.listed())
    }

    /// Every kind, then `last`: `'x' (Left's stone), '.' (empty) or '|' (next row)`.
    pub fn either_or(&self, last: &str) -> String {
        let mut all = self.listed();
        all.push(last.to_string());
        either(&all)
    }
}

/// `a`, `a or b`, `a, b or c`.
fn either(items: &[String]) -> String {
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A board's cells as layers of bits, `N` of them (at most [`MAX_LAYERS`]).
pub trait Layers: Copy {
    /// No cell in any layer.
    fn none() -> Self;
    /// The layers cell `cell` is in, bit `k` for layer `k`.
    fn of(&self, cell: u32) -> u8;
    /// Puts cell `cell` in the layers `layers`.
    fn put(&mut self, cell: u32, layers: u8);
}

impl<const N: usize> Layers for [Cells; N] {
    fn none() -> Self {
        [0; N]
    }

    #[inline]
    fn of(&self, cell: u32) -> u8 {
        self.iter()
            .enumerate()
            .fold(0, |acc, (k, s)| acc | ((s >> cell & 1) as u8) << k)
    }

    fn put(&mut self, cell: u32, layers: u8) {
        for (k, s) in self.iter_mut().enumerate() {
            *s |= Cells::from(layers >> k & 1) << cell;
        }
    }
}

/// How a board's cells are laid out in its text: a grid's [`Shape`] or a [`Strip`].
pub trait Layout: Copy + Sized {
    /// How a board's field holds it: a grid's [`Shape`], a strip's length as a `u8`.
    type Field: Copy;

    /// The layout a board's field holds.
    fn from_field(field: Self::Field) -> Self;

    /// The layout as a board's field holds it.
    fn field(self) -> Self::Field;

    /// Reads a board's layout and layers from `text` (one input line without its end) through
    /// `tiles`; `line` and `first_column` place errors in the input.
    fn read<L: Layers>(
        tiles: &Tiles,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<(Self, L), ParseError>;

    /// Writes a board of this layout and these layers through `tiles`.
    fn write<L: Layers>(self, tiles: &Tiles, layers: &L, f: &mut fmt::Formatter<'_>)
    -> fmt::Result;
}

/// An error at byte `i` of a line whose first byte is at `line`, `first_column`.
fn error_at(line: usize, first_column: usize, i: usize, message: String) -> ParseError {
    ParseError {
        line,
        column: first_column + i,
        message,
        limit: None,
    }
}

/// CGSuite's grid text: rows of cells split by `|`, every row as long as the first.
impl Layout for Shape {
    type Field = Shape;

    fn from_field(shape: Shape) -> Shape {
        shape
    }

    fn field(self) -> Shape {
        self
    }

    fn read<L: Layers>(
        tiles: &Tiles,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<(Shape, L), ParseError> {
        let err = |i: usize, message: String| error_at(line, first_column, i, message);
        let mut layers = L::none();
        let mut cells = 0;
        let mut width: Option<usize> = None;
        let mut row_len = 0;
        let mut rows = 1;
        for (i, &b) in text.iter().enumerate() {
            if b == b'|' {
                match width {
                    None if row_len == 0 => {
                        let message = format!("expected {} before '|', found '|'", tiles.either());
                        return Err(err(i, message));
                    }
                    None => width = Some(row_len),
                    Some(w) if w != row_len => {
                        return Err(err(
                            i,
                            format!("expected a row of {w} cells like the first, found {row_len}"),
                        ));
                    }
                    Some(_) => {}
                }
                rows += 1;
                row_len = 0;
            } else if let Some(tile) = tiles.read(b) {
                if width.is_some_and(|w| row_len == w) {
                    return Err(err(
                        i,
                        format!("expected '|' after a row of {row_len} cells like the first"),
                    ));
                }
                if cells == MAX_CELLS {
                    return Err(err(
                        i,
                        format!("expected at most {MAX_CELLS} cells on a board (the limit)"),
                    )
                    .over_limit(format!("{MAX_CELLS} cells on a board")));
                }
                layers.put(cells as u32, tile.layers);
                cells += 1;
                row_len += 1;
            } else {
                let expected = tiles.either_or("'|' (next row)");
                return Err(err(i, format!("expected {expected}, found {}", shown(b))));
            }
        }
        let w = width.unwrap_or(row_len);
        if row_len != w || row_len == 0 {
            return Err(err(
                text.len(),
                format!("expected a row of {w} cells like the first, found {row_len}"),
            ));
        }
        let shape = Shape::new(rows, w).expect("at most 128 cells, at least one");
        Ok((shape, layers))
    }

    fn write<L: Layers>(
        self,
        tiles: &Tiles,
        layers: &L,
        f: &mut fmt::Formatter<'_>,
    ) -> fmt::Result {
        let mut out = String::with_capacity(self.len() + self.rows());
        for r in 0..self.rows() {
            if r > 0 {
                out.push('|');
            }
            for c in 0..self.cols() {
                out.push(tiles.shown(layers.of(self.index(r, c))));
            }
        }
        f.write_str(&out)
    }
}

/// The most cells a strip may have.
pub const MAX_STRIP: usize = 128;

/// One row of cells, cell `i` bit `i` from the left: its length, 0 to [`MAX_STRIP`]. Its text
/// is its cells' characters, gaps between them skipped; a strip without cells is printed as
/// its table's gap, if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strip(pub usize);

impl Strip {
    /// Every cell.
    pub fn all(self) -> u128 {
        if self.0 >= MAX_STRIP {
            !0
        } else {
            (1u128 << self.0) - 1
        }
    }

    /// The cells of the strip `s` from cell `start` on, as many as this strip holds, as a
    /// strip of their own.
    pub fn taken_from(self, s: u128, start: usize) -> u128 {
        s.checked_shr(start as u32).unwrap_or(0) & self.all()
    }

    /// The cells of `s`, a set of this strip's cells, read from the other end.
    pub fn reversed(self, s: u128) -> u128 {
        if self.0 == 0 {
            0
        } else {
            s.reverse_bits() >> (MAX_STRIP - self.0)
        }
    }
}

impl Layout for Strip {
    type Field = u8;

    fn from_field(len: u8) -> Strip {
        Strip(usize::from(len))
    }

    fn field(self) -> u8 {
        self.0 as u8
    }

    fn read<L: Layers>(
        tiles: &Tiles,
        text: &[u8],
        line: usize,
        first_column: usize,
    ) -> Result<(Strip, L), ParseError> {
        let mut layers = L::none();
        let mut len = 0;
        for (i, &b) in text.iter().enumerate() {
            let err = |message: String| error_at(line, first_column, i, message);
            let Some(tile) = tiles.read(b) else {
                let expected = tiles.either();
                return Err(err(format!("expected {expected}, found {}", shown(b))));
            };
            if tile.gap {
                continue;
            }
            if len == MAX_STRIP {
                return Err(err(format!(
                    "expected at most {MAX_STRIP} cells in a row (the limit)"
                ))
                .over_limit(format!("{MAX_STRIP} cells in a row")));
            }
            layers.put(len as u32, tile.layers);
            len += 1;
        }
        Ok((Strip(len), layers))
    }

    fn write<L: Layers>(
        self,
        tiles: &Tiles,
        layers: &L,
        f: &mut fmt::Formatter<'_>,
    ) -> fmt::Result {
        let text: String = if self.0 == 0 {
            tiles
                .tiles
                .iter()
                .find(|t| t.gap)
                .map(|t| (t.shown as char).to_string())
                .unwrap_or_default()
        } else {
            (0..self.0 as u32)
                .map(|i| tiles.shown(layers.of(i)))
                .collect()
        };
        f.write_str(&text)
    }
}

/// A board read and printed through its tile table: its layout, its layers and the table
/// naming each kind of cell by the layers it is in. Its [`PositionText`] comes with it, and
/// its `Display` is [`write`].
pub trait Tiled: Sized {
    /// A grid's [`Shape`] or a [`Strip`].
    type Layout: Layout;
    /// Its layers, `[Cells; N]`.
    type Layers: Layers;
    /// Its kinds of cell.
    const TILES: Tiles;
    /// Its layout and layers.
    fn layers(&self) -> (Self::Layout, Self::Layers);
    /// The board of this layout and these layers.
    fn from_layers(layout: Self::Layout, layers: Self::Layers) -> Self;
}

impl<T: Tiled> PositionText for T {
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<T, ParseError> {
        let (layout, layers) = T::Layout::read(&T::TILES, text, line, first_column)?;
        Ok(T::from_layers(layout, layers))
    }
}

/// Writes `board` in its text: each cell the character its table prints for its layers.
pub fn write<T: Tiled>(board: &T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (layout, layers) = board.layers();
    layout.write(&T::TILES, &layers, f)
}

/// Declares a board's tile table: `tiled!(Board { shape: Shape, [x, o] } &[tiles])` for a
/// grid whose fields are its shape and its layers, `tiled!(Row { len: Strip, [toads, frogs] }
/// &[tiles])` for a strip whose length is a `u8` field. It makes the board [`Tiled`] (the layers
/// in the order named, tile `k`'s layers bit `k`) and its `Display` [`write`]; doc comments
/// before the board go on its `Tiled`.
macro_rules! tiled {
    ($(#[$doc:meta])* $board:ident { $at:ident: $layout:ident, [$($layer:ident),+] } $tiles:expr) => {
        $(#[$doc])*
        impl $crate::games::boards::tiles::Tiled for $board {
            type Layout = $layout;
            type Layers = [$crate::games::boards::grid::Cells; { [$(stringify!($layer)),+].len() }];
            const TILES: $crate::games::boards::tiles::Tiles =
                $crate::games::boards::tiles::Tiles::new($tiles);

            fn layers(&self) -> ($layout, Self::Layers) {
                let at = $crate::games::boards::tiles::Layout::from_field(self.$at);
                (at, [$(self.$layer),+])
            }

            fn from_layers(at: $layout, [$($layer),+]: Self::Layers) -> Self {
                let $at = $crate::games::boards::tiles::Layout::field(at);
                $board { $at, $($layer),+ }
            }
        }

        impl std::fmt::Display for $board {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::games::boards::tiles::write(self, f)
            }
        }
    };
}
pub(crate) use tiled;

#[cfg(test)]
mod tests {
    use super::*;

    /// Konane's cells: open, Left's and Right's stones.
    #[derive(Debug)]
    struct Board {
        shape: Shape,
        open: Cells,
        x: Cells,
        o: Cells,
    }

    tiled!(Board { shape: Shape, [open, x, o] } &[
        Tile::new(b'x', 0b011, "Left's stone"),
        Tile::new(b'o', 0b101, "Right's stone"),
        Tile::new(b'.', 0b001, "empty"),
        Tile::new(b'#', 0, "blocked"),
    ]);

    /// Toppling Dominoes' row: Left's and Right's dominoes, `.` skipped.
    #[derive(Debug)]
    struct Row {
        len: u8,
        left: Cells,
        right: Cells,
    }

    tiled!(Row { len: Strip, [left, right] } &[
        Tile::new(b'l', 0b01, "blue").or(b'L'),
        Tile::new(b'r', 0b10, "red"),
        Tile::new(b'e', 0b11, "green"),
        Tile::gap(b'.', "skipped"),
    ]);

    #[test]
    fn a_grid_reads_into_its_layers_and_prints_back() {
        let b = Board::parse(b"xo.|#.x", 1, 1).unwrap();
        assert_eq!(b.shape, Shape::new(2, 3).unwrap());
        assert_eq!([b.open, b.x, b.o], [0b11_0111, 0b10_0001, 0b00_0010]);
        assert_eq!(b.to_string(), "xo.|#.x");
    }

    #[test]
    fn a_strip_skips_gaps_reads_other_letters_and_prints_an_empty_strip_as_a_gap() {
        let r = Row::parse(b"L.re", 1, 1).unwrap();
        assert_eq!((r.len, r.left, r.right), (3, 0b101, 0b110));
        assert_eq!(r.to_string(), "lre");
        assert_eq!(Row::parse(b"..", 1, 1).unwrap().to_string(), ".");
    }

    #[test]
    fn layers_no_kind_has_print_as_the_kind_with_the_most_of_them() {
        // Open and both colours: a Left stone (two layers) before a Right one (two, later).
        assert_eq!(Board::TILES.shown(0b111), 'x');
        // A stone off the open cells: blocked, the only kind within it.
        assert_eq!(Board::TILES.shown(0b010), '#');
    }

    #[test]
    fn bad_cells_name_every_kind() {
        let e = Board::parse(b"..z", 4, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "4:5: expected 'x' (Left's stone), 'o' (Right's stone), '.' (empty), '#' (blocked) \
             or '|' (next row), found 'z'"
        );
        let e = Board::parse(b"|x", 1, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:1: expected 'x' (Left's stone), 'o' (Right's stone), '.' (empty) or '#' \
             (blocked) before '|', found '|'"
        );
        let e = Row::parse(b"lr x", 1, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1:3: expected 'l' (blue), 'r' (red), 'e' (green) or '.' (skipped), found a blank"
        );
    }

    #[test]
    fn bad_grids_name_line_and_column() {
        let e = Board::parse(b"..|...", 4, 3).unwrap_err();
        assert_eq!((e.line, e.column), (4, 8));
        let e = Board::parse(b"...|..", 1, 1).unwrap_err();
        assert_eq!(e.column, 7);
        let long = vec![b'.'; 129];
        let e = Board::parse(&long, 1, 1).unwrap_err();
        assert!(e.message.contains("128") && e.limit.is_some(), "{e}");
        assert_eq!(e.column, 129);
        let long = vec![b'l'; 129];
        let e = Row::parse(&long, 1, 1).unwrap_err();
        assert!(e.message.contains("128") && e.limit.is_some(), "{e}");
        let gaps = [vec![b'.'; 200], vec![b'l'; 128]].concat();
        assert_eq!(Row::parse(&gaps, 1, 1).unwrap().len, 128);
    }
}
