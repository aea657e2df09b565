//! The words of a rule file's lines, with their columns, and the reading of one line's words
//! (names, numbers, offsets, each error at its line and column); the named directions.

use crate::text::{Cursor, ParseError};

/// A word of a line and the column it starts at (from 1).
#[derive(Clone, Debug)]
pub(super) struct Word {
    /// The word.
    pub text: String,
    /// Its first column, from 1.
    pub column: usize,
}

/// The characters that stand alone as words: punctuation of the grammar.
const PUNCTUATION: &[u8] = b":,()+*=";

/// The words of one line: runs of characters without blanks, with `:`, `,`, `(`, `)`, `+`,
/// `*`, `=` and `->` each a word of its own.
pub(super) fn words(text: &str) -> Vec<Word> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let arrow = b == b'-' && bytes.get(i + 1) == Some(&b'>');
        let start = i;
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if arrow {
            i += 2;
        } else if PUNCTUATION.contains(&b) {
            i += 1;
        } else {
            while i < bytes.len() {
                let b = bytes[i];
                let arrow = b == b'-' && bytes.get(i + 1) == Some(&b'>');
                if b.is_ascii_whitespace() || PUNCTUATION.contains(&b) || arrow {
                    break;
                }
                i += 1;
            }
        }
        out.push(Word {
            text: text[start..i].to_string(),
            column: start + 1,
        });
    }
    out
}

/// The words of one line being read, with the line's number and end column for errors.
pub(super) struct Line {
    pub(super) words: Vec<Word>,
    pub(super) next: usize,
    pub(super) number: usize,
    pub(super) end: usize,
}

impl Line {
    pub(super) fn error(&self, column: usize, message: impl Into<String>) -> ParseError {
        Cursor::error_at(self.number, column, message)
    }

    /// The rest of the line as one word, which must hold no blank (a `start` line's
    /// position), with its line and column.
    pub(super) fn rest_unbroken(&mut self) -> Result<(usize, usize, String), ParseError> {
        let column = self.column();
        let mut text = self.word("a position in the file's tiles")?.text;
        while let Some(w) = self.words.get(self.next) {
            if w.column != column + text.len() {
                return Err(self.error(
                    column + text.len(),
                    "expected a position without blanks, found a blank",
                ));
            }
            text.push_str(&w.text);
            self.next += 1;
        }
        Ok((self.number, column, text))
    }

    /// The column of the next word, or just past the line's end.
    pub(super) fn column(&self) -> usize {
        self.words.get(self.next).map_or(self.end, |w| w.column)
    }

    pub(super) fn peek(&self) -> Option<&str> {
        self.words.get(self.next).map(|w| w.text.as_str())
    }

    /// The next word, or an error saying what was expected instead of the line's end.
    pub(super) fn word(&mut self, expected: &str) -> Result<Word, ParseError> {
        match self.words.get(self.next) {
            Some(w) => {
                self.next += 1;
                Ok(w.clone())
            }
            None => Err(self.error(
                self.end,
                format!("expected {expected}, found the line's end"),
            )),
        }
    }

    /// Takes `text` if it is the next word.
    pub(super) fn eat(&mut self, text: &str) -> bool {
        let found = self.peek() == Some(text);
        self.next += usize::from(found);
        found
    }

    /// The word `text`, or an error naming it.
    pub(super) fn expect(&mut self, text: &str) -> Result<(), ParseError> {
        let column = self.column();
        let w = self.word(&format!("'{text}'"))?;
        if w.text != text {
            return Err(self.error(column, format!("expected '{text}', found '{}'", w.text)));
        }
        Ok(())
    }

    /// The rest of the line as text (a name), not empty.
    pub(super) fn rest(&mut self, expected: &str) -> Result<String, ParseError> {
        if self.next >= self.words.len() {
            return Err(self.error(
                self.end,
                format!("expected {expected}, found the line's end"),
            ));
        }
        let rest: Vec<&str> = self.words[self.next..]
            .iter()
            .map(|w| w.text.as_str())
            .collect();
        self.next = self.words.len();
        Ok(rest.join(" "))
    }

    pub(super) fn end(&self) -> Result<(), ParseError> {
        match self.words.get(self.next) {
            Some(w) => Err(self.error(
                w.column,
                format!("expected the line's end, found '{}'", w.text),
            )),
            None => Ok(()),
        }
    }

    /// A signed number of cells, at most 127 either way.
    pub(super) fn number(&mut self) -> Result<i32, ParseError> {
        let column = self.column();
        let w = self.word("a number")?;
        match w.text.parse::<i32>() {
            Ok(n) if n.abs() <= 127 => Ok(n),
            _ => Err(self.error(
                column,
                format!("expected a number from -127 to 127, found '{}'", w.text),
            )),
        }
    }

    /// An offset `(rows, columns)`, after its `(` was read.
    pub(super) fn offset(&mut self) -> Result<(i32, i32), ParseError> {
        let dr = self.number()?;
        self.expect(",")?;
        let dc = self.number()?;
        self.expect(")")?;
        Ok((dr, dc))
    }
}

/// The directions every rule file knows, by name.
pub(super) fn named_directions(name: &str) -> Option<Vec<(i32, i32)>> {
    const N: (i32, i32) = (-1, 0);
    const S: (i32, i32) = (1, 0);
    const E: (i32, i32) = (0, 1);
    const W: (i32, i32) = (0, -1);
    const DIAGONAL: [(i32, i32); 4] = [(-1, 1), (-1, -1), (1, 1), (1, -1)];
    Some(match name {
        "north" => vec![N],
        "south" => vec![S],
        "east" => vec![E],
        "west" => vec![W],
        "northeast" => vec![DIAGONAL[0]],
        "northwest" => vec![DIAGONAL[1]],
        "southeast" => vec![DIAGONAL[2]],
        "southwest" => vec![DIAGONAL[3]],
        "orthogonal" => vec![N, S, E, W],
        "diagonal" => DIAGONAL.to_vec(),
        "all" => [N, S, E, W].into_iter().chain(DIAGONAL).collect(),
        "knight" => vec![
            (-2, -1),
            (-2, 1),
            (-1, -2),
            (-1, 2),
            (1, -2),
            (1, 2),
            (2, -1),
            (2, 1),
        ],
        _ => return None,
    })
}
