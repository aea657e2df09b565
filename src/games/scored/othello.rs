//! Othello on a board of `--size` × `--size` cells (4, 6 or 8; 8 by default): X (black) and O
//! (white) place discs in turn, X first, from the standard start (the four centre cells, O on
//! the diagonal from the top left). A disc must outflank a line of the opponent's discs across,
//! down or diagonally, which turn over; a player without such a move passes; the game ends
//! when neither can move, and the player with more discs wins, by the difference, the empty
//! cells counted to the winner (the World Othello Federation's rule; a tie leaves them to
//! none).
//!
//! Input: one position per line: the player to move (`X` or `O`), a blank, then the rows from
//! the top separated by `|`, cells `.` (empty), `X` and `O`, of the size `--size`; the four
//! centre cells hold discs. The start of 4 × 4 is `X ....|.OX.|.XO.|....`.
//!
//! Answer: `Win`, `Lose` or `Tie` for the player to move, and the remoteness (a pass is a
//! move). `--json` gives `score`, the final margin of discs for the player to move under best
//! play (best play takes the greatest margin, then the winner hurries and the loser delays). A
//! move is named by its cell, the column's letter and the row's number from the top (`d3`), or
//! `pass`.
//!
//! From the start, 4 × 4 is won by O by 10 (3 discs to 11, and the two cells left empty), as
//! plain minimax finds too (which
//! `tests/scored_margin.rs` also checks on random positions of 4 × 4 and 6 × 6); 6 × 6 is won by
//! O, 16 discs to 20 (Feinstein, 1993), past a test's time here (`BENCHMARKS.md`).
//!
//! ```sh
//! $ printf 'X ....|.OX.|.XO.|....\n' | cgsolve othello --size 4
//! Lose 10
//! ```

use super::mnk::MAX_POSITIONS;
use crate::answer::OptionsError;
use crate::engine::scored::{End, ScoredRules};
use crate::games::ruleset::{PositionOf, Ruleset};
use crate::games::serving::scored::ScoredRuleset;
use crate::play::{Board, Scored, Shape};
use crate::text::{Cursor, ParseError, PositionText, player_to_move, shown};
use std::fmt;

/// The largest board: 8 × 8, one bit a cell in a 64-bit word.
pub const MOST_SIZE: u32 = 8;

/// A position: each player's discs, one bit a cell (`row * 8 + col`, whatever the size),
/// and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discs {
    /// X's discs.
    pub x: u64,
    /// O's discs.
    pub o: u64,
    /// Cells on a side.
    pub size: u8,
    /// Whether X is to move.
    pub x_to_move: bool,
}

/// The bit of the cell of `row` and `col`.
fn bit(row: u32, col: u32) -> u64 {
    1 << (row * 8 + col)
}

/// Every cell but the first column, and every cell but the last (of 8).
const NOT_FIRST: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_LAST: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The cells one step from `cells` in direction `d` (of 8), none off the board's 8 columns.
fn step(cells: u64, d: usize) -> u64 {
    match d {
        0 => (cells << 1) & NOT_FIRST,
        1 => (cells >> 1) & NOT_LAST,
        2 => cells << 8,
        3 => cells >> 8,
        4 => (cells << 9) & NOT_FIRST,
        5 => (cells << 7) & NOT_LAST,
        6 => (cells >> 7) & NOT_FIRST,
        _ => (cells >> 9) & NOT_LAST,
    }
}

impl Discs {
    /// The standard start on `size` × `size`, X to move.
    pub fn start(size: u8) -> Discs {
        let h = u32::from(size) / 2;
        Discs {
            x: bit(h - 1, h) | bit(h, h - 1),
            o: bit(h - 1, h - 1) | bit(h, h),
            size,
            x_to_move: true,
        }
    }

    /// The discs of the player to move, then the other's.
    fn sides(&self) -> (u64, u64) {
        if self.x_to_move {
            (self.x, self.o)
        } else {
            (self.o, self.x)
        }
    }

    /// Every cell of the board.
    fn cells(&self) -> u64 {
        let n = u32::from(self.size);
        (0..n).fold(0, |all, row| all | ((1u64 << n) - 1) << (row * 8))
    }

    /// The cells where the player with discs `own` may play against `other`.
    fn legal(&self, own: u64, other: u64) -> u64 {
        let empty = self.cells() & !(own | other);
        let mut legal = 0;
        for d in 0..8 {
            let mut run = step(own, d) & other;
            for _ in 0..5 {
                run |= step(run, d) & other;
            }
            legal |= step(run, d) & empty;
        }
        legal
    }

    /// The other player's discs a disc of `own` on `cell` turns over.
    fn flips(own: u64, other: u64, cell: u64) -> u64 {
        let mut flips = 0;
        for d in 0..8 {
            let (mut run, mut next) = (0, step(cell, d));
            while next & other != 0 {
                run |= next;
                next = step(next, d);
            }
            if next & own != 0 {
                flips |= run;
            }
        }
        flips
    }

    /// The discs of the player to move less the other's, the empty cells to the one ahead.
    pub fn margin(&self) -> i32 {
        let (own, other) = self.sides();
        let lead = own.count_ones() as i32 - other.count_ones() as i32;
        let empty = (self.cells() & !(own | other)).count_ones() as i32;
        lead + lead.signum() * empty
    }

    fn cell(&self, row: u32, col: u32) -> char {
        let b = bit(row, col);
        if self.x & b != 0 {
            'X'
        } else if self.o & b != 0 {
            'O'
        } else {
            '.'
        }
    }

    /// The rows of the board, from the top.
    fn rows(&self) -> Vec<String> {
        let n = u32::from(self.size);
        (0..n)
            .map(|row| (0..n).map(|col| self.cell(row, col)).collect())
            .collect()
    }

    fn mover(&self) -> char {
        if self.x_to_move { 'X' } else { 'O' }
    }
}

impl fmt::Display for Discs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.mover(), self.rows().join("|"))
    }
}

impl PositionText for Discs {
    /// The player to move, a blank, then square rows of `.`, `X` and `O` separated by `|`,
    /// at most [`MOST_SIZE`] cells a side; the four centre cells hold discs.
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Discs, ParseError> {
        let at = |i: usize, message: String| Cursor::error_at(line, first_column + i, message);
        let found = |i: usize| {
            text.get(i)
                .map_or("the end of the line".into(), |&b| shown(b))
        };
        let x_to_move = player_to_move(text, [b'X', b'O'], line, first_column)?;
        let (mut x, mut o) = (0u64, 0u64);
        let (mut row, mut col, mut width) = (0u32, 0u32, None);
        let mut i = 2;
        loop {
            let b = text.get(i).copied();
            if width == Some(col) {
                match b {
                    Some(b'|') if row + 1 < col => {
                        (row, col) = (row + 1, 0);
                        i += 1;
                        continue;
                    }
                    None if row + 1 == col => break,
                    _ if row + 1 < col => {
                        let message =
                            format!("expected '|' after a row of {col}, found {}", found(i));
                        return Err(at(i, message));
                    }
                    _ => {
                        let message = format!(
                            "expected the end of a square board of {col} rows, found {}",
                            found(i)
                        );
                        return Err(at(i, message));
                    }
                }
            }
            match b {
                Some(b'.' | b'X' | b'O') if col == MOST_SIZE => {
                    let message = format!(
                        "a row of more than {MOST_SIZE} cells is past the limit of {MOST_SIZE} \
                         cells a side"
                    );
                    return Err(at(i, message).over_limit(format!("{MOST_SIZE} cells a side")));
                }
                Some(b'.') => {}
                Some(b'X') => x |= bit(row, col),
                Some(b'O') => o |= bit(row, col),
                Some(b'|') | None if width.is_none() && col >= 2 => {
                    width = Some(col);
                    continue;
                }
                _ => {
                    let message = format!("expected a cell ('.', 'X' or 'O'), found {}", found(i));
                    return Err(at(i, message));
                }
            }
            col += 1;
            i += 1;
        }
        let size = width.expect("a row was read") as u8;
        if ![4, 6, 8].contains(&size) {
            let message = format!("expected a board of 4, 6 or 8 cells a side, found {size}");
            return Err(at(2, message));
        }
        let p = Discs {
            x,
            o,
            size,
            x_to_move,
        };
        let centre = Discs::start(size);
        if (x | o) & (centre.x | centre.o) != centre.x | centre.o {
            let message = "expected discs on the four centre cells (play starts with them)";
            return Err(at(2, message.into()));
        }
        Ok(p)
    }
}

/// A move: a disc on a cell, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disc {
    /// A disc on the cell of `row` and `col` (from 0, rows from the top): named by its
    /// column's letter and its row's number from 1 (`d3`).
    Place {
        /// The row, from the top.
        row: u8,
        /// The column, from the left.
        col: u8,
    },
    /// No move: the player to move has none, the other has.
    Pass,
}

impl fmt::Display for Disc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Disc::Place { row, col } => write!(f, "{}{}", (b'a' + col) as char, row + 1),
            Disc::Pass => f.write_str("pass"),
        }
    }
}

/// The flags of Othello.
#[derive(clap::Args, Clone, Debug)]
pub struct OthelloOptions {
    /// Cells on a side of the board: 4, 6 or 8.
    #[arg(long, default_value_t = 8)]
    pub size: u32,
    /// At most this many positions are searched for one position's answer.
    #[arg(long, value_name = "N", default_value_t = MAX_POSITIONS)]
    pub max_positions: u64,
}

/// Othello's rules on a board of a given size.
#[derive(Clone, Debug)]
pub struct Othello {
    size: u8,
    /// The cells in the order their moves are tried: corners first, the cells beside the
    /// corners last.
    order: Vec<u8>,
    max_positions: u64,
}

impl Default for Othello {
    /// 8 × 8.
    fn default() -> Self {
        Othello::new(8, MAX_POSITIONS).expect("8 is a size")
    }
}

impl Othello {
    /// The rules on `size` × `size`: 4, 6 or 8.
    pub fn new(size: u32, max_positions: u64) -> Result<Othello, OptionsError> {
        if ![4, 6, 8].contains(&size) {
            return Err(OptionsError(format!(
                "--size {size} is not supported: a board has 4, 6 or 8 cells a side, at most \
                 {MOST_SIZE}, the limit of a board"
            )));
        }
        let last = size - 1;
        let edge = |i: u32| i == 0 || i == last;
        let near = |i: u32| i == 1 || i == last - 1;
        let rank = |row: u32, col: u32| match (edge(row), edge(col), near(row), near(col)) {
            (true, true, _, _) => 0,
            (_, _, true, true) => 4,
            (true, _, _, true) | (_, true, true, _) => 3,
            (true, _, _, _) | (_, true, _, _) => 1,
            _ => 2,
        };
        let mut cells: Vec<(u32, u32)> = (0..size)
            .flat_map(|row| (0..size).map(move |col| (row, col)))
            .collect();
        cells.sort_by_key(|&(row, col)| rank(row, col));
        Ok(Othello {
            size: size as u8,
            order: cells.iter().map(|&(r, c)| (r * 8 + c) as u8).collect(),
            max_positions,
        })
    }
}

impl ScoredRules for Othello {
    type Position = Discs;
    type Move = Disc;

    /// Over when neither player can move: the margin of discs, the empty cells to the winner.
    fn result(&self, p: &Discs) -> Option<End> {
        let (own, other) = p.sides();
        (p.legal(own, other) == 0 && p.legal(other, own) == 0).then(|| End::by_margin(p.margin()))
    }

    /// The corners first, the cells beside them last; a pass when there is no disc to place
    /// and the other player has one.
    fn moves(&self, p: &Discs, each: &mut dyn FnMut(Disc)) {
        let (own, other) = p.sides();
        let legal = p.legal(own, other);
        if legal == 0 {
            if p.legal(other, own) != 0 {
                each(Disc::Pass);
            }
            return;
        }
        for &cell in &self.order {
            if legal & (1 << cell) != 0 {
                each(Disc::Place {
                    row: cell / 8,
                    col: cell % 8,
                });
            }
        }
    }

    fn play(&self, p: &Discs, m: &Disc) -> Discs {
        let mut q = *p;
        q.x_to_move = !p.x_to_move;
        if let Disc::Place { row, col } = *m {
            let (own, other) = p.sides();
            let cell = bit(u32::from(row), u32::from(col));
            let flips = Discs::flips(own, other, cell);
            let (own, other) = (own | cell | flips, other & !flips);
            (q.x, q.o) = if p.x_to_move {
                (own, other)
            } else {
                (other, own)
            };
        }
        q
    }
}

impl Ruleset for Othello {
    type Kind = Scored;
    const NAME: &'static str = "othello";
    const FORMAT: &'static str = "the player to move (X or O), a blank, rows from the top \
         separated by |, cells . X O; moves named by cell (d3) or pass";
    /// The start of 4 × 4: the start of 8 × 8 is past a search here.
    const EXAMPLE: &'static str = "--size 4\nX ....|.OX.|.XO.|....";
    type Options = OthelloOptions;

    fn configure(o: &OthelloOptions) -> Result<Self, OptionsError> {
        Othello::new(o.size, o.max_positions)
    }

    fn flags(&self) -> String {
        if self.size == 8 {
            String::new()
        } else {
            format!("--size {}", self.size)
        }
    }

    fn read(&self, text: &[u8], line: usize, column: usize) -> Result<Discs, ParseError> {
        let p = Discs::parse(text, line, column)?;
        if p.size != self.size {
            return Err(Cursor::error_at(
                line,
                column + 2,
                format!(
                    "expected a board of {0} × {0} cells (--size), found {1} × {1}",
                    self.size, p.size
                ),
            ));
        }
        Ok(p)
    }

    /// The board, then who is to move and the discs each holds.
    fn draw(p: &Discs) -> String {
        let mut rows = p.rows();
        rows.push(format!(
            "{} to move; X has {}, O has {}",
            p.mover(),
            p.x.count_ones(),
            p.o.count_ones()
        ));
        rows.join("\n")
    }

    fn board(p: &Discs) -> Board {
        let rows = p.rows();
        Board::from_chars(Shape::Grid, rows.iter().map(String::as_str))
    }

    /// The cell a disc is placed on; none for a pass.
    fn move_cells(_: &Discs, m: &Disc, _: &Board, _: &PositionOf<Self>) -> Vec<[usize; 2]> {
        match *m {
            Disc::Place { row, col } => vec![[usize::from(row), usize::from(col)]],
            Disc::Pass => Vec::new(),
        }
    }

    fn title(&self) -> String {
        format!("othello {0} × {0}", self.size)
    }
}

impl ScoredRuleset for Othello {
    const BY_MARGIN: bool = true;

    fn max_positions(&self) -> u64 {
        self.max_positions
    }
}
