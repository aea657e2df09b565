//! Word Play as a player reads and types it, the one text of the game for `cgsolve play`, the
//! page and the contest's explanation: the contest's input for one board (`T` = 1), with `.`
//! for a cell already used; a move is named by its anagram class's word (`BEER`).

use super::WordPlay;
use crate::answer::Contest;
use crate::engine::rules::ImpartialRules;
use crate::games::contests::wordplay::{ClassId, Dictionary, Letters, MAX_LETTERS};
use crate::games::game::Game;
use crate::play::{Board, GameText, Impartial, Shape};
use crate::text::{Cursor, Lines, ParseError, board_size, check_chars, on_line};

/// At most this many cells: a position is a 16-bit set of active cells.
const MAX_CELLS: usize = 16;

/// Word Play's face for play.
pub struct WordPlayText;

/// A contest with its own format: it serves itself.
impl crate::games::ruleset::Registered for WordPlay {
    type Served = Self;
}

impl Game for WordPlay {
    type Face = WordPlayText;
    const FACE: WordPlayText = WordPlayText;
}

/// A move's name, as a player types it: the word of its anagram class in `dict`.
pub fn move_name(dict: &Dictionary, class: ClassId) -> String {
    dict.word(class).to_string()
}

/// A board and its dictionary: a position is its set of active cells; a move is a class of
/// anagrams, whose letters are taken from the first active cells that hold them.
pub struct Words {
    words: Vec<String>,
    dict: Dictionary,
    rows: usize,
    cols: usize,
    /// Each cell's letter (`.` for a cell used before the position was written).
    cells: Vec<u8>,
}

impl Words {
    fn letters(&self, active: u16) -> Letters {
        let chosen: Vec<u8> = (0..self.cells.len())
            .filter(|&i| active & (1 << i) != 0)
            .map(|i| self.cells[i])
            .collect();
        let mut counts = Letters::default();
        for b in chosen {
            counts.0[usize::from(b - b'A')] += 1;
        }
        counts
    }

    /// The active cells left after taking `letters` from the first active cells holding them.
    fn take(&self, active: u16, letters: &Letters) -> u16 {
        let mut need = letters.0;
        let mut left = active;
        for i in 0..self.cells.len() {
            if active & (1 << i) != 0 {
                let l = usize::from(self.cells[i] - b'A');
                if need[l] > 0 {
                    need[l] -= 1;
                    left &= !(1 << i);
                }
            }
        }
        left
    }
}

impl ImpartialRules for Words {
    type Position = u16;
    type Move = ClassId;

    fn moves(&self, active: &u16, each: &mut dyn FnMut(ClassId, u16)) {
        let here = self.letters(*active);
        for (i, class) in self.dict.all_classes().iter().enumerate() {
            if class.letters.fits_in(&here) {
                each(ClassId(i as u32), self.take(*active, &class.letters));
            }
        }
    }

    /// Only the letters matter: the same letters on the first cells that hold them.
    fn canonical(&self, active: &u16) -> u16 {
        let lettered = self.lettered();
        let used = self.letters(lettered).minus(&self.letters(*active));
        self.take(lettered, &used)
    }
}

impl Words {
    /// The cells that hold a letter.
    fn lettered(&self) -> u16 {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] != b'.')
            .fold(0, |m, i| m | 1 << i)
    }
}

impl GameText for WordPlayText {
    type Kind = Impartial;
    type Rules = Words;
    const NAME: &'static str = WordPlay::NAME;
    const FORMAT: &'static str = "The contest's input for one board: the number of words D, D \
        words, a line `r c`, a line `1`, then r rows of c capital letters; `.` marks a cell \
        already used; at most 16 cells. A move is named by a word (anagrams are one move).";
    const EXAMPLE: &'static str = "5\nBED\nBAD\nRED\nBREED\nBEER\n3 3\n1\nBAR\nBEE\nRAN\n";

    fn parse(&self, text: &str) -> Result<(Words, u16), ParseError> {
        let mut lines = Lines::new(text);
        let (line, first) = lines.next("the number of words D")?;
        let d = Cursor::new(first.trim().as_bytes())
            .number("the number of words D")
            .map_err(|e| on_line(line, e))?;
        let mut words = Vec::new();
        for _ in 0..d {
            let (line, word) = lines.next("a word")?;
            check_chars(line, word, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "a capital letter")?;
            let word = word.trim();
            if word.contains(char::is_whitespace) || word.len() > MAX_LETTERS {
                return Err(Cursor::error_at(
                    line,
                    1,
                    format!("expected one word of at most {MAX_LETTERS} letters"),
                ));
            }
            words.push(word.to_string());
        }
        let (rows, cols) = board_size(&mut lines, ('r', 'c'), MAX_CELLS)?;
        let (line, t) = lines.next("a line `1`")?;
        if t.trim() != "1" {
            return Err(Cursor::error_at(
                line,
                1,
                "expected 1: a position is one board",
            ));
        }
        let mut cells = Vec::new();
        for _ in 0..rows {
            let (line, row) = lines.next("a row of the board")?;
            check_chars(
                line,
                row,
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ.",
                "a capital letter or `.`",
            )?;
            let row: Vec<u8> = row.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
            if row.len() != cols {
                return Err(Cursor::error_at(
                    line,
                    1,
                    format!("expected {cols} cells in the row, found {}", row.len()),
                ));
            }
            cells.extend(row);
        }
        lines.end()?;
        let board: Vec<u8> = cells.iter().copied().filter(|&b| b != b'.').collect();
        let on_board = Letters::of_word(&board).unwrap_or_default();
        let dict = Dictionary::fitting(words.iter().map(|w| w.as_bytes()), &[on_board]);
        let rules = Words {
            words,
            dict,
            rows,
            cols,
            cells,
        };
        let active = rules.lettered();
        Ok((rules, active))
    }

    fn write(&self, rules: &Words, active: &u16) -> String {
        let mut out = format!("{}\n", rules.words.len());
        for w in &rules.words {
            out.push_str(w);
            out.push('\n');
        }
        out.push_str(&format!("{} {}\n1\n", rules.rows, rules.cols));
        for row in rows(rules, *active) {
            out.push_str(&row);
            out.push('\n');
        }
        out
    }

    fn draw(&self, rules: &Words, active: &u16) -> Board {
        let rows = rows(rules, *active);
        Board::from_chars(Shape::Grid, rows.iter().map(String::as_str))
    }

    fn move_name(&self, rules: &Words, _: &u16, m: &ClassId) -> String {
        move_name(&rules.dict, *m)
    }
}

/// The rows as text: each active cell's letter, `.` for the others.
fn rows(rules: &Words, active: u16) -> Vec<String> {
    (0..rules.rows)
        .map(|r| {
            (0..rules.cols)
                .map(|c| {
                    let i = r * rules.cols + c;
                    if active & (1 << i) != 0 {
                        rules.cells[i] as char
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}
