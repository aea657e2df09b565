//! Dots-and-Boxes: players A and B draw in turn a line between two neighbouring dots of a
//! grid of `--rows` × `--cols` boxes (3 × 3 by default), A first. A player who draws the
//! fourth side of a box takes it and moves again; when every line is drawn, the player with
//! more boxes wins, by the difference. At most 64 lines (a board of 4 × 5 boxes has 49).
//!
//! Input: one position per line: the player to move (`A` or `B`), a blank, then the board
//! drawn as rows separated by `/`, from the top: rows of dots `+` with, between them, a line
//! drawn `-` or not `.`; between two such rows a row of lines down, drawn `|` or not `.`, with
//! between them each box: `A` or `B` for the player who took it, `.` while it is open (a box
//! is taken when its four sides are drawn). The empty board of 1 × 2 boxes with A to move is
//! `A +.+.+/...../+.+.+`. The boxes taken are the score so far.
//!
//! Answer: `Win`, `Lose` or `Tie` for the player to move, and the remoteness: the lines left
//! to draw. `--json` gives `score`, the final margin of boxes for the player to move under
//! best play (best play takes the greatest margin, then the winner hurries and the loser
//! delays). A move is named by the dots it joins, column letter and row number from the top,
//! the left or upper dot first (`a1-b1`, `a1-a2`).
//!
//! The empty board of 2 × 2 boxes is won by its first player, 3 boxes to 1 (Berlekamp, *The
//! Dots and Boxes Game*), 1 × 2 is a tie, and 3 × 3 boxes is won by the second player by 3
//! (David Wilson's analysis). The search agrees with plain minimax on random small boards
//! (`tests/scored_margin.rs`).
//!
//! ```sh
//! $ printf 'A +.+/.../+.+\nA +-+/|../+-+\n' | cgsolve dots-and-boxes --rows 1 --cols 1
//! Lose 4
//! Win 1
//! ```

use super::mnk::MAX_POSITIONS;
use crate::answer::OptionsError;
use crate::engine::scored::{End, ScoredRules};
use crate::games::ruleset::{PositionOf, Ruleset};
use crate::games::serving::scored::ScoredRuleset;
use crate::play::{Board, Scored, Shape};
use crate::text::{Cursor, ParseError, PositionText, player_to_move, shown};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The most lines a board may have: one bit each in a 64-bit word.
pub const MOST_LINES: u32 = 64;

/// How many lines a board of `rows` × `cols` boxes has.
fn line_count(rows: u32, cols: u32) -> u32 {
    (rows + 1) * cols + rows * (cols + 1)
}

/// A position: the lines drawn, the boxes each player took, and the player to move. Two
/// positions are equal when play from them is alike: the same board, the same lines drawn
/// and the same lead of boxes for the player to move (who holds which box is for the eye).
#[derive(Clone, Copy, Debug)]
pub struct Boxes {
    /// Rows of boxes.
    pub rows: u8,
    /// Columns of boxes.
    pub cols: u8,
    /// The lines drawn: the lines across, row by row from the top (`cols` a row), then the
    /// lines down, row by row (`cols + 1` a row).
    pub lines: u64,
    /// The boxes A took, row by row.
    pub a: u64,
    /// The boxes B took.
    pub b: u64,
    /// Whether A is to move.
    pub a_to_move: bool,
}

impl Boxes {
    /// The empty board of `rows` × `cols` boxes, A to move.
    pub fn empty(rows: u8, cols: u8) -> Boxes {
        Boxes {
            rows,
            cols,
            lines: 0,
            a: 0,
            b: 0,
            a_to_move: true,
        }
    }

    /// The boxes of the player to move less those of the other.
    pub fn lead(&self) -> i32 {
        let (a, b) = (self.a.count_ones() as i32, self.b.count_ones() as i32);
        if self.a_to_move { a - b } else { b - a }
    }

    /// How many lines the board has.
    pub fn line_count(&self) -> u32 {
        line_count(u32::from(self.rows), u32::from(self.cols))
    }

    /// The index of the line across on dot row `row` from dot column `col`.
    fn across(&self, row: u8, col: u8) -> u32 {
        u32::from(row) * u32::from(self.cols) + u32::from(col)
    }

    /// The index of the line down on box row `row` at dot column `col`.
    fn down(&self, row: u8, col: u8) -> u32 {
        (u32::from(self.rows) + 1) * u32::from(self.cols)
            + u32::from(row) * (u32::from(self.cols) + 1)
            + u32::from(col)
    }

    /// The four sides of the box of `row` and `col`.
    fn sides(&self, row: u8, col: u8) -> u64 {
        1 << self.across(row, col)
            | 1 << self.across(row + 1, col)
            | 1 << self.down(row, col)
            | 1 << self.down(row, col + 1)
    }

    /// The board drawn as rows of characters: dots `+`, lines `-` and `|`, boxes `A` and `B`,
    /// `empty` for a line not drawn or a box open.
    fn grid(&self, empty: char) -> Vec<String> {
        let drawn = |i: u32| self.lines & (1 << i) != 0;
        let mut rows = Vec::new();
        for row in 0..=self.rows {
            let mut dots = String::from("+");
            for col in 0..self.cols {
                dots.push(if drawn(self.across(row, col)) {
                    '-'
                } else {
                    empty
                });
                dots.push('+');
            }
            rows.push(dots);
            if row == self.rows {
                break;
            }
            let mut boxes = String::new();
            for col in 0..=self.cols {
                boxes.push(if drawn(self.down(row, col)) {
                    '|'
                } else {
                    empty
                });
                if col < self.cols {
                    let bit = 1u64 << (u32::from(row) * u32::from(self.cols) + u32::from(col));
                    boxes.push(match (self.a & bit != 0, self.b & bit != 0) {
                        (true, _) => 'A',
                        (_, true) => 'B',
                        _ => empty,
                    });
                }
            }
            rows.push(boxes);
        }
        rows
    }

    fn mover(&self) -> char {
        if self.a_to_move { 'A' } else { 'B' }
    }
}

impl PartialEq for Boxes {
    fn eq(&self, other: &Boxes) -> bool {
        (self.rows, self.cols, self.lines, self.lead())
            == (other.rows, other.cols, other.lines, other.lead())
    }
}

impl Eq for Boxes {}

impl Hash for Boxes {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.rows, self.cols, self.lines, self.lead()).hash(state);
    }
}

impl fmt::Display for Boxes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.mover(), self.grid('.').join("/"))
    }
}

/// What the character at each place of a row may be.
fn expected(dots_row: bool, i: usize, width: Option<usize>) -> String {
    if width.is_some_and(|w| i == w) {
        return format!("expected '/' after a row of {i}");
    }
    match (dots_row, i.is_multiple_of(2)) {
        (true, true) => "expected a dot '+'".into(),
        (true, false) => "expected a line ('-') or no line ('.')".into(),
        (false, true) => "expected a line ('|') or no line ('.')".into(),
        (false, false) => "expected a box taken by A or B, or open ('.')".into(),
    }
}

impl PositionText for Boxes {
    /// The player to move, a blank, then the rows of the board separated by `/` (see the
    /// module's text); at most [`MOST_LINES`] lines.
    fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Boxes, ParseError> {
        let at = |i: usize, message: String| Cursor::error_at(line, first_column + i, message);
        let found = |i: usize| {
            text.get(i)
                .map_or("the end of the line".into(), |&b| shown(b))
        };
        let a_to_move = player_to_move(text, [b'A', b'B'], line, first_column)?;
        // Each row's place in the text and its characters, checked one by one.
        let mut rows: Vec<(usize, &[u8])> = Vec::new();
        let mut width = None;
        let mut start = 2;
        loop {
            let dots_row = rows.len().is_multiple_of(2);
            let mut i = 0;
            let ok = |b: u8, i: usize| match (dots_row, i.is_multiple_of(2)) {
                (true, true) => b == b'+',
                (true, false) => b == b'-' || b == b'.',
                (false, true) => b == b'|' || b == b'.',
                (false, false) => matches!(b, b'A' | b'B' | b'.'),
            };
            while start + i < text.len() && text[start + i] != b'/' && width != Some(i) {
                if !ok(text[start + i], i) {
                    let message = format!(
                        "{}, found {}",
                        expected(dots_row, i, width),
                        found(start + i)
                    );
                    return Err(at(start + i, message));
                }
                i += 1;
            }
            let end_of_row = start + i;
            let short = width.is_some_and(|w| i < w) || i % 2 == 0 || (dots_row && i < 3);
            if short {
                let message = format!(
                    "{}, found {}",
                    expected(dots_row, i, None),
                    found(end_of_row)
                );
                return Err(at(end_of_row, message));
            }
            width = Some(i);
            rows.push((start, &text[start..end_of_row]));
            match text.get(end_of_row) {
                Some(b'/') => start = end_of_row + 1,
                None if dots_row && rows.len() >= 3 => break,
                next => {
                    let message = match next {
                        None => "expected '/' and the next row".to_string(),
                        Some(_) => expected(dots_row, i, width),
                    };
                    return Err(at(
                        end_of_row,
                        format!("{message}, found {}", found(end_of_row)),
                    ));
                }
            }
        }
        let (box_rows, box_cols) = ((rows.len() - 1) / 2, (rows[0].1.len() - 1) / 2);
        let lines = line_count(box_rows as u32, box_cols as u32);
        if lines > MOST_LINES {
            let message = format!(
                "a board of {box_rows} × {box_cols} boxes has {lines} lines, past the limit of \
                 {MOST_LINES} lines"
            );
            return Err(at(2, message).over_limit(format!("{MOST_LINES} lines")));
        }
        let mut p = Boxes::empty(box_rows as u8, box_cols as u8);
        p.a_to_move = a_to_move;
        for (r, &(_, row)) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let (half_r, half_c) = ((r / 2) as u8, (c / 2) as u8);
                match (r % 2, c % 2, ch) {
                    (0, 1, b'-') => p.lines |= 1 << p.across(half_r, half_c),
                    (1, 0, b'|') => p.lines |= 1 << p.down(half_r, half_c),
                    _ => {}
                }
            }
        }
        for r in 0..p.rows {
            for c in 0..p.cols {
                let (start, row) = rows[2 * usize::from(r) + 1];
                let i = 2 * usize::from(c) + 1;
                let closed = p.lines & p.sides(r, c) == p.sides(r, c);
                let bit = 1u64 << (u32::from(r) * u32::from(p.cols) + u32::from(c));
                match (row[i], closed) {
                    (b'A', true) => p.a |= bit,
                    (b'B', true) => p.b |= bit,
                    (b'.', false) => {}
                    (b'.', true) => {
                        let message = "expected the player who took the box (A or B): its four \
                                       sides are drawn, found '.'";
                        return Err(at(start + i, message.into()));
                    }
                    (taker, _) => {
                        let message = format!(
                            "expected '.' for a box without its four sides, found {}",
                            shown(taker)
                        );
                        return Err(at(start + i, message));
                    }
                }
            }
        }
        Ok(p)
    }
}

/// A move: the line between two neighbouring dots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Whether the line goes across (else down).
    pub across: bool,
    /// The row of its upper (or only) dot, from 0 at the top.
    pub row: u8,
    /// The column of its left (or only) dot, from 0 at the left.
    pub col: u8,
    /// Its index among the lines.
    pub index: u8,
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = if self.across {
            (self.row, self.col + 1)
        } else {
            (self.row + 1, self.col)
        };
        let dot = |row: u8, col: u8| format!("{}{}", (b'a' + col) as char, row + 1);
        write!(f, "{}-{}", dot(self.row, self.col), dot(row, col))
    }
}

/// The flags of Dots-and-Boxes.
#[derive(clap::Args, Clone, Debug)]
pub struct DotsAndBoxesOptions {
    /// Rows of boxes.
    #[arg(long, default_value_t = 3)]
    pub rows: u32,
    /// Columns of boxes.
    #[arg(long, default_value_t = 3)]
    pub cols: u32,
    /// At most this many positions are searched for one position's answer.
    #[arg(long, value_name = "N", default_value_t = MAX_POSITIONS)]
    pub max_positions: u64,
}

/// Dots-and-Boxes' rules on a board of a given size.
#[derive(Clone, Debug)]
pub struct DotsAndBoxes {
    rows: u8,
    cols: u8,
    /// Every line, by index.
    lines: Arc<[Line]>,
    /// For each line, the boxes it is a side of (one or two), as their sides.
    beside: Arc<[Vec<u64>]>,
    max_positions: u64,
}

impl Default for DotsAndBoxes {
    /// 3 × 3 boxes.
    fn default() -> Self {
        DotsAndBoxes::new(3, 3, MAX_POSITIONS).expect("3 × 3 boxes have 24 lines")
    }
}

impl DotsAndBoxes {
    /// The rules on `rows` × `cols` boxes, refused past [`MOST_LINES`] lines.
    pub fn new(rows: u32, cols: u32, max_positions: u64) -> Result<DotsAndBoxes, OptionsError> {
        if rows == 0 || cols == 0 || line_count(rows, cols) > MOST_LINES {
            return Err(OptionsError(format!(
                "a board of {rows} × {cols} boxes is not supported: it needs from 4 to \
                 {MOST_LINES} lines, the limit of a board"
            )));
        }
        let shape = Boxes::empty(rows as u8, cols as u8);
        let mut lines = vec![None; line_count(rows, cols) as usize];
        let mut beside = vec![Vec::new(); lines.len()];
        for row in 0..=shape.rows {
            for col in 0..=shape.cols {
                if col < shape.cols {
                    let index = shape.across(row, col) as u8;
                    lines[usize::from(index)] = Some(Line {
                        across: true,
                        row,
                        col,
                        index,
                    });
                }
                if row < shape.rows {
                    let index = shape.down(row, col) as u8;
                    lines[usize::from(index)] = Some(Line {
                        across: false,
                        row,
                        col,
                        index,
                    });
                }
                if row < shape.rows && col < shape.cols {
                    let sides = shape.sides(row, col);
                    for (i, around) in beside.iter_mut().enumerate() {
                        if sides & (1 << i) != 0 {
                            around.push(sides);
                        }
                    }
                }
            }
        }
        Ok(DotsAndBoxes {
            rows: shape.rows,
            cols: shape.cols,
            lines: lines
                .into_iter()
                .map(|l| l.expect("every line indexed"))
                .collect(),
            beside: beside.into(),
            max_positions,
        })
    }

    /// Every line not drawn, with how good it looks: 0 when it takes a box, 2 when it gives
    /// one (a box left with three sides), else 1.
    fn ranked(&self, p: &Boxes) -> impl Iterator<Item = (u8, Line)> + '_ {
        let lines = p.lines;
        self.lines
            .iter()
            .filter(move |l| lines & (1 << l.index) == 0)
            .map(move |&l| {
                let sides = |s: &u64| (lines & s).count_ones();
                let around = &self.beside[usize::from(l.index)];
                let rank = if around.iter().any(|s| sides(s) == 3) {
                    0
                } else if around.iter().any(|s| sides(s) == 2) {
                    2
                } else {
                    1
                };
                (rank, l)
            })
    }
}

impl ScoredRules for DotsAndBoxes {
    type Position = Boxes;
    type Move = Line;

    /// Over when every line is drawn: the player to move wins or loses by the lead.
    fn result(&self, p: &Boxes) -> Option<End> {
        (p.lines.count_ones() == p.line_count()).then(|| End::by_margin(p.lead()))
    }

    /// The lines that take a box first, those that give one last.
    fn moves(&self, p: &Boxes, each: &mut dyn FnMut(Line)) {
        for wanted in 0..3 {
            for (rank, l) in self.ranked(p) {
                if rank == wanted {
                    each(l);
                }
            }
        }
    }

    fn play(&self, p: &Boxes, m: &Line) -> Boxes {
        let mut q = *p;
        q.lines |= 1 << m.index;
        let mut took = false;
        for &sides in &self.beside[usize::from(m.index)] {
            if q.lines & sides == sides {
                let bit = box_bit(sides);
                if p.a_to_move {
                    q.a |= bit;
                } else {
                    q.b |= bit;
                }
                took = true;
            }
        }
        q.a_to_move = p.a_to_move == took;
        q
    }

    fn mover_keeps_turn(&self, before: &Boxes, after: &Boxes) -> bool {
        before.a_to_move == after.a_to_move
    }
}

/// The bit of the box whose sides are `sides`: a box's index is its top side's, the lowest.
fn box_bit(sides: u64) -> u64 {
    1 << sides.trailing_zeros()
}

impl Ruleset for DotsAndBoxes {
    type Kind = Scored;
    const NAME: &'static str = "dots-and-boxes";
    const FORMAT: &'static str = "the player to move (A or B), a blank, rows of the board \
         separated by /: dots + with lines - or ., then lines | or . with boxes A, B or .";
    /// The empty board of 2 × 2 boxes.
    const EXAMPLE: &'static str = "--rows 2 --cols 2\nA +.+.+/...../+.+.+/...../+.+.+";
    type Options = DotsAndBoxesOptions;

    fn configure(o: &DotsAndBoxesOptions) -> Result<Self, OptionsError> {
        DotsAndBoxes::new(o.rows, o.cols, o.max_positions)
    }

    fn flags(&self) -> String {
        let mut flags = Vec::new();
        if self.rows != 3 {
            flags.push(format!("--rows {}", self.rows));
        }
        if self.cols != 3 {
            flags.push(format!("--cols {}", self.cols));
        }
        flags.join(" ")
    }

    fn read(&self, text: &[u8], line: usize, column: usize) -> Result<Boxes, ParseError> {
        let p = Boxes::parse(text, line, column)?;
        if (p.rows, p.cols) != (self.rows, self.cols) {
            return Err(Cursor::error_at(
                line,
                column + 2,
                format!(
                    "expected a board of {} rows of {} boxes (--rows, --cols), found {} rows of {}",
                    self.rows, self.cols, p.rows, p.cols
                ),
            ));
        }
        Ok(p)
    }

    /// The board, then who is to move and the boxes each holds.
    fn draw(p: &Boxes) -> String {
        let mut rows = p.grid(' ');
        rows.push(format!(
            "{} to move; A has {}, B has {}",
            p.mover(),
            p.a.count_ones(),
            p.b.count_ones()
        ));
        rows.join("\n")
    }

    /// The board as a grid: a line is played by clicking its place.
    fn board(p: &Boxes) -> Board {
        let rows = p.grid('.');
        Board::from_chars(Shape::Grid, rows.iter().map(String::as_str))
    }

    /// The line's place on the board.
    fn move_cells(_: &Boxes, m: &Line, _: &Board, _: &PositionOf<Self>) -> Vec<[usize; 2]> {
        let (row, col) = (2 * usize::from(m.row), 2 * usize::from(m.col));
        vec![if m.across {
            [row, col + 1]
        } else {
            [row + 1, col]
        }]
    }

    fn title(&self) -> String {
        format!("dots-and-boxes {} × {}", self.rows, self.cols)
    }
}

impl ScoredRuleset for DotsAndBoxes {
    const BY_MARGIN: bool = true;

    fn max_positions(&self) -> u64 {
        self.max_positions
    }
}
