//! The contest format (D, the words, `r c`, T, the boards), or, with a word list given apart,
//! only `r c`, T and the boards; answers `Alice` or `Bob` per board.

use super::dict::{ClassId, Dictionary, Letters, MAX_LETTERS};
use super::solve::{MAX_POSITIONS, Solver, Space};
use crate::contest::input::{Cursor, ParseError};
use crate::contest::report::{MoveReport, Report};
use crate::contest::{Contest, SolveError};
use crate::theory::outcome::Outcome;
use std::borrow::Cow;

/// One board of the input: its size and its letters in reading order.
#[derive(Clone, Debug)]
pub struct Board {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The letters, row by row.
    pub cells: Vec<u8>,
    space: Space,
}

impl Board {
    /// The board's letters as a multiset.
    pub fn letters(&self) -> Letters {
        self.space.letters_of(self.space.full())
    }

    /// The board's positions.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The board drawn row by row.
    pub fn draw(&self) -> String {
        self.cells
            .chunks(self.cols)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The cells (row, column, from 1) that spell `word`, each letter taken from the first
    /// unused cell holding it in reading order. `word` must fit in the board.
    pub fn cells_for(&self, word: &str) -> Vec<(usize, usize)> {
        let mut used = vec![false; self.cells.len()];
        let mut out = Vec::with_capacity(word.len());
        for b in word.bytes() {
            if let Some(i) = (0..self.cells.len()).find(|&i| !used[i] && self.cells[i] == b) {
                used[i] = true;
                out.push((i / self.cols + 1, i % self.cols + 1));
            }
        }
        out
    }
}

/// Word Play as a contest problem, with its dictionary: read from the input, or given apart
/// as a word list.
#[derive(Clone, Debug, Default)]
pub struct WordPlay {
    dict: Dictionary,
    dict_in_input: bool,
}

impl WordPlay {
    /// The contest as posed: the dictionary comes first in the input.
    pub fn new() -> WordPlay {
        WordPlay {
            dict: Dictionary::default(),
            dict_in_input: true,
        }
    }

    /// With a dictionary given apart: the input holds only `r c`, T and the boards.
    pub fn with_dictionary(dict: Dictionary) -> WordPlay {
        WordPlay {
            dict,
            dict_in_input: false,
        }
    }

    /// The dictionary (after [`parse`](Contest::parse) when it comes in the input).
    pub fn dictionary(&self) -> &Dictionary {
        &self.dict
    }
}

fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", char::from(b))
    } else {
        format!("byte 0x{b:02x}")
    }
}

/// Reads D and the D words, checked to be capital letters, as slices of the input.
fn read_words<'a>(c: &mut Cursor<'a>) -> Result<Vec<&'a [u8]>, ParseError> {
    let d = c.number("the number of words D")?;
    c.end_of_line().map_err(|mut e| {
        e.message.push_str(
            " (the input starts with D, the number of words, alone on its line; with a word \
             list given by --dict it starts with `r c`)",
        );
        e
    })?;
    let mut words = Vec::with_capacity(d.min(1 << 20) as usize);
    for i in 1..=d {
        c.skip_whitespace();
        let (line, column) = (c.line(), c.column());
        let word = c.line_text();
        let Some(&first) = word.first() else {
            return Err(Cursor::error_at(
                line,
                column,
                format!("expected word {i} of D = {d}, found the end of the input"),
            ));
        };
        if first.is_ascii_digit() {
            return Err(Cursor::error_at(
                line,
                column,
                format!("expected word {i} of D = {d}, found a number: fewer words than D?"),
            ));
        }
        if let Some(at) = word.iter().position(|b| !b.is_ascii_uppercase()) {
            return Err(Cursor::error_at(
                line,
                column + at,
                format!(
                    "expected a capital letter A to Z in word {i}, found {}",
                    shown(word[at])
                ),
            ));
        }
        if word.len() > MAX_LETTERS {
            return Err(Cursor::error_at(
                line,
                column,
                format!(
                    "word {i} has {} letters, over the limit of {MAX_LETTERS}",
                    word.len()
                ),
            ));
        }
        words.push(word);
    }
    Ok(words)
}

fn read_board(
    c: &mut Cursor<'_>,
    number: u64,
    rows: usize,
    cols: usize,
) -> Result<Board, ParseError> {
    let mut cells = Vec::with_capacity(rows * cols);
    let (mut first_line, mut first_column) = (0, 0);
    for row in 1..=rows {
        c.skip_whitespace();
        let (line, column) = (c.line(), c.column());
        if row == 1 {
            (first_line, first_column) = (line, column);
        }
        let text = c.line_text();
        if text.is_empty() {
            return Err(Cursor::error_at(
                line,
                column,
                format!("expected row {row} of board {number}, found the end of the input"),
            ));
        }
        if let Some(at) = text.iter().take(cols).position(|b| !b.is_ascii_uppercase()) {
            return Err(Cursor::error_at(
                line,
                column + at,
                format!(
                    "expected a capital letter A to Z in row {row} of board {number}, found {}",
                    shown(text[at])
                ),
            ));
        }
        if text.len() < cols {
            return Err(Cursor::error_at(
                line,
                column + text.len(),
                format!(
                    "expected {cols} letters in row {row} of board {number}, found {}",
                    text.len()
                ),
            ));
        }
        if text.len() > cols {
            return Err(Cursor::error_at(
                line,
                column + cols,
                format!(
                    "expected the end of row {row} of board {number} after {cols} letters, found {}",
                    shown(text[cols])
                ),
            ));
        }
        cells.extend_from_slice(text);
    }
    let letters = Letters::of_word(&cells).unwrap_or_default();
    let space = Space::new(&letters).map_err(|too_many| {
        let count = too_many
            .0
            .map_or_else(|| "more than 2^128".to_string(), |n| n.to_string());
        Cursor::error_at(
            first_line,
            first_column,
            format!(
                "board {number} has {count} positions (sub-multisets of its letters), over the \
                 limit of {MAX_POSITIONS} = 2^32"
            ),
        )
    })?;
    Ok(Board {
        rows,
        cols,
        cells,
        space,
    })
}

impl Contest for WordPlay {
    const NAME: &'static str = "wordplay";
    type Case = Board;

    fn parse(&mut self, input: &[u8]) -> Result<Vec<Board>, ParseError> {
        let mut c = Cursor::new(input);
        let words = if self.dict_in_input {
            read_words(&mut c)?
        } else {
            Vec::new()
        };
        let size = c.clone();
        let rows = c.number("the number of rows r")?;
        let cols = c
            .number_on_line("the number of columns c")
            .map_err(|mut e| {
                if !self.dict_in_input {
                    e.message.push_str(
                        " (with a word list given by --dict, the input starts with `r c`, not D)",
                    );
                }
                e
            })?;
        c.end_of_line()?;
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MAX_LETTERS as u64 {
            let mut at = size;
            at.skip_whitespace();
            return Err(at.error(format!(
                "expected a board of 1 to {MAX_LETTERS} cells, found {rows} × {cols}"
            )));
        }
        let t = c.number("the number of boards T")?;
        c.end_of_line()?;
        let mut boards = Vec::with_capacity(t.min(1 << 16) as usize);
        for number in 1..=t {
            boards.push(read_board(&mut c, number, rows as usize, cols as usize)?);
        }
        c.skip_whitespace();
        if c.peek().is_some() {
            return Err(c.expected(format!("the end of the input after T = {t} boards")));
        }
        if self.dict_in_input {
            let letters: Vec<Letters> = boards.iter().map(Board::letters).collect();
            self.dict = Dictionary::fitting(words, &letters);
        }
        Ok(boards)
    }

    fn answer(&mut self, board: &Board) -> Result<Cow<'static, str>, SolveError> {
        let mut solver = Solver::new(&self.dict, board.space.clone());
        Ok(Cow::Borrowed(if solver.first_player_wins() {
            "Alice"
        } else {
            "Bob"
        }))
    }

    fn report(&mut self, board: &Board) -> Result<Report, SolveError> {
        let mut solver = Solver::new(&self.dict, board.space.clone());
        let letters = board.letters();
        let winning = solver.winning_classes(&letters, &self.dict);
        let alice = !winning.is_empty();
        let fitting = solver.moves().classes();
        let words: u64 = fitting
            .iter()
            .map(|&id| u64::from(self.dict.class(id).words))
            .sum();
        let moves: Vec<MoveReport> = winning
            .iter()
            .map(|&id| self.move_report(board, id))
            .collect();
        let first = winning.first().map(|&id| self.dict.word(id).to_string());
        let mut report = Report::new(Self::NAME, if alice { "Alice" } else { "Bob" })
            .with("letters", letters.to_string())
            .with("positions", board.space.positions())
            .with("words_that_fit", words)
            .with("anagram_classes_that_fit", fitting.len())
            .with(
                "winning_word",
                first.clone().unwrap_or_else(|| "no winning word".into()),
            );
        report = report.with("dictionary_words", self.dict.words() + self.dict.left_out());
        if !self.dict_in_input {
            report = report.with("word_list_entries_skipped", self.dict.skipped());
        }
        report.board = Some(board.draw());
        report.outcome = Some(Outcome::impartial(alice));
        report.value = solver.grundy().map(|g| g.to_string());
        report.winning_moves = Some(moves);
        report.notes.push(match first {
            Some(word) => format!(
                "Alice, moving first, plays {word}: whatever Bob plays next, Alice can answer, \
                 and Bob is the first who cannot make a word."
            ),
            None if fitting.is_empty() => "No dictionary word fits on the board: Alice cannot \
                 move and loses."
                .to_string(),
            None => "Every word Alice can play leaves Bob a winning position: Bob wins.".into(),
        });
        Ok(report)
    }
}

impl WordPlay {
    fn move_report(&self, board: &Board, id: ClassId) -> MoveReport {
        let word = self.dict.word(id);
        let cells = board.cells_for(word);
        let named: Vec<String> = cells.iter().map(|(r, c)| format!("r{r}c{c}")).collect();
        let anagrams = self.dict.class(id).words;
        let also = match anagrams {
            0 | 1 => String::new(),
            2 => " (or its other anagram)".to_string(),
            n => format!(" (or any of its {} other anagrams)", n - 1),
        };
        MoveReport::new(format!("play {word}{also} with cells {}", named.join(" ")))
            .with("word", word)
            .with("cells", cells)
    }
}
