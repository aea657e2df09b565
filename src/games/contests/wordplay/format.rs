//! The contest format (D, the words, `r c`, T, the boards), or, with a word list given apart,
//! only `r c`, T and the boards; answers `Alice` or `Bob` per board.

use super::dict::{ClassId, Dictionary, Letters, MAX_LETTERS};
use super::solve::{MAX_POSITIONS, Space, WordSearch};
use super::text::move_name;
use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::{Facts, MoveReport, Report};
use crate::text::{Cursor, ParseError};
use crate::theory::outcome::Outcome;
use serde::Serialize;
use std::borrow::Cow;
use std::path::PathBuf;

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

    /// The cells (`[row, column]`, from 1) that spell `word`, each letter taken from the first
    /// unused cell holding it in reading order. `word` must fit in the board.
    pub fn cells_for(&self, word: &str) -> Vec<[usize; 2]> {
        let mut used = vec![false; self.cells.len()];
        let mut out = Vec::with_capacity(word.len());
        for b in word.bytes() {
            if let Some(i) = (0..self.cells.len()).find(|&i| !used[i] && self.cells[i] == b) {
                used[i] = true;
                out.push([i / self.cols + 1, i % self.cols + 1]);
            }
        }
        out
    }
}

/// The flags of `cgsolve wordplay`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Options {
    /// A word list, one word per line (as /usr/share/dict/words): words are upper-cased,
    /// entries with characters other than letters are skipped. The input then holds only
    /// `r c`, T and the boards.
    #[arg(long, value_name = "FILE")]
    pub dict: Option<PathBuf>,
}

/// A board solved: the search, whose memo the report goes on using, and who wins.
#[derive(Clone, Debug)]
pub struct Solved {
    solver: WordSearch,
    alice_wins: bool,
}

/// The facts of a wordplay report beyond those of every game.
#[derive(Clone, Debug, Serialize)]
pub struct BoardFacts {
    /// The board's letters as a multiset, in alphabetical order.
    pub letters: String,
    /// How many positions (sub-multisets of its letters) the board has.
    pub positions: u64,
    /// How many dictionary words fit on the board.
    pub words_that_fit: u64,
    /// How many anagram classes (words with the same letters) fit on the board.
    pub anagram_classes_that_fit: usize,
    /// The first winning word for Alice; left out when Alice has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_word: Option<String>,
    /// How many words the dictionary holds.
    pub dictionary_words: usize,
    /// How many entries of a word list given by `--dict` were skipped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub word_list_entries_skipped: Option<usize>,
}

/// The facts of one winning move.
#[derive(Clone, Debug, Serialize)]
pub struct MoveFacts {
    /// The word played.
    pub word: String,
    /// The cells that spell it, `[row, column]` from 1.
    pub cells: Vec<[usize; 2]>,
}

impl Facts for BoardFacts {
    type Part = ();
    type Move = MoveFacts;
}

/// Word Play as a contest problem, with its dictionary: read from the input, or given apart
/// as a word list.
#[derive(Clone, Debug, Default)]
pub struct WordPlay {
    dict: Dictionary,
    dict_in_input: bool,
    memory: MemoryLimit,
}

impl WordPlay {
    /// The contest as posed: the dictionary comes first in the input.
    pub fn new() -> WordPlay {
        WordPlay {
            dict: Dictionary::default(),
            dict_in_input: true,
            memory: MemoryLimit::default(),
        }
    }

    /// With a dictionary given apart: the input holds only `r c`, T and the boards.
    pub fn with_dictionary(dict: Dictionary) -> WordPlay {
        WordPlay {
            dict,
            dict_in_input: false,
            memory: MemoryLimit::default(),
        }
    }

    /// The dictionary (after [`parse`](Contest::parse) when it comes in the input).
    pub fn dictionary(&self) -> &Dictionary {
        &self.dict
    }
}

/// The contest's answer: the name of the player who wins.
fn answer_word(alice_wins: bool) -> &'static str {
    if alice_wins { "Alice" } else { "Bob" }
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
            )
            .over_limit(format!("{MAX_LETTERS} letters in a word")));
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
    memory: MemoryLimit,
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
    let memo_bytes = space.positions().div_ceil(4);
    if !memory.allows(memo_bytes) {
        return Err(Cursor::error_at(
            first_line,
            first_column,
            format!(
                "board {number} has {} positions, whose memo (two bits each) needs {memo_bytes} \
                 bytes, over the memory limit of {memory} (--memory)",
                space.positions()
            ),
        )
        .over_limit(format!("{memory} (--memory)")));
    }
    Ok(Board {
        rows,
        cols,
        cells,
        space,
    })
}

impl Contest for WordPlay {
    const NAME: &'static str = "wordplay";
    type Options = Options;
    type Case = Board;
    type Solution = Solved;
    type Facts = BoardFacts;
    /// A board takes at least two bytes (a 1 × 1 board: a letter and its line end); each cell
    /// at least one, held as its letter and at most one distinct letter's 14 bytes of the
    /// board's space.
    const BYTES_PER_INPUT_BYTE: usize = size_of::<Board>().div_ceil(2) + 15;

    /// The contest as posed, or with the word list of `--dict`.
    fn new(options: &Options, memory: MemoryLimit) -> Result<WordPlay, OptionsError> {
        let Some(path) = &options.dict else {
            return Ok(WordPlay {
                memory,
                ..WordPlay::new()
            });
        };
        let name = path.display();
        let bytes = std::fs::read(path).map_err(|e| OptionsError(format!("{name}: {e}")))?;
        let dict =
            Dictionary::from_word_list(&bytes).map_err(|e| OptionsError(format!("{name}:{e}")))?;
        Ok(WordPlay {
            memory,
            ..WordPlay::with_dictionary(dict)
        })
    }

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
            let error = at.error(format!(
                "expected a board of 1 to {MAX_LETTERS} cells, found {rows} × {cols}"
            ));
            return Err(if rows == 0 || cols == 0 {
                error
            } else {
                error.over_limit(format!("{MAX_LETTERS} cells on a board"))
            });
        }
        let t = c.number("the number of boards T")?;
        c.end_of_line()?;
        let mut boards = Vec::with_capacity(t.min(1 << 16) as usize);
        for number in 1..=t {
            let board = read_board(&mut c, number, rows as usize, cols as usize, self.memory)?;
            boards.push(board);
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

    fn solve(&mut self, board: &Board, _: Detail) -> Result<Solved, SolveError> {
        let mut solver = WordSearch::new(&self.dict, board.space.clone());
        let alice_wins = solver.first_player_wins();
        Ok(Solved { solver, alice_wins })
    }

    fn answer_line(&self, solved: &Solved) -> Cow<'static, str> {
        Cow::Borrowed(answer_word(solved.alice_wins))
    }

    fn describe(
        &mut self,
        board: &Board,
        solved: Solved,
    ) -> Result<Report<BoardFacts>, SolveError> {
        let Solved {
            mut solver,
            alice_wins,
        } = solved;
        let letters = board.letters();
        let winning = solver.winning_classes(&letters, &self.dict);
        let fitting = solver.moves().classes();
        let words: u64 = fitting
            .iter()
            .map(|&id| u64::from(self.dict.class(id).words))
            .sum();
        let (moves, said): (Vec<MoveReport<MoveFacts>>, Vec<String>) = winning
            .iter()
            .map(|&id| self.move_report(board, id))
            .unzip();
        let first = winning.first().map(|&id| self.dict.word(id).to_string());
        let facts = BoardFacts {
            letters: letters.to_string(),
            positions: board.space.positions(),
            words_that_fit: words,
            anagram_classes_that_fit: fitting.len(),
            winning_word: first.clone(),
            dictionary_words: self.dict.words() + self.dict.left_out(),
            word_list_entries_skipped: (!self.dict_in_input).then(|| self.dict.skipped()),
        };
        let mut report = Report::new(Self::NAME, answer_word(alice_wins), facts);
        report.board = Some(board.draw());
        report.outcome = Some(Outcome::impartial(alice_wins));
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
        report.notes.extend(said);
        Ok(report)
    }
}

impl WordPlay {
    /// A winning move's report, named as a player types it, and a note saying which cells it
    /// takes and which anagrams are the same move.
    fn move_report(&self, board: &Board, id: ClassId) -> (MoveReport<MoveFacts>, String) {
        let word = move_name(&self.dict, id);
        let cells = board.cells_for(&word);
        let named: Vec<String> = cells.iter().map(|[r, c]| format!("r{r}c{c}")).collect();
        let anagrams = self.dict.class(id).words;
        let also = match anagrams {
            0 | 1 => String::new(),
            2 => " (or its other anagram)".to_string(),
            n => format!(" (or any of its {} other anagrams)", n - 1),
        };
        let note = format!("{word}{also} takes cells {}.", named.join(" "));
        let facts = MoveFacts {
            word: word.clone(),
            cells,
        };
        (MoveReport::new(word, facts), note)
    }
}
