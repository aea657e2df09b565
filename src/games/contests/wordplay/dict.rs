//! The dictionary as anagram classes: words that use the same letters are the same move.

use crate::text::{Cursor, ParseError};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt;

/// The letters A to Z.
pub const ALPHABET: usize = 26;

/// The longest word kept, and the most cells a board may have: 255 letters.
pub const MAX_LETTERS: usize = 255;

/// A multiset of capital letters: how many times each of A to Z occurs.
///
/// ```
/// use cgsolve::games::contests::wordplay::Letters;
/// let bread = Letters::of_word(b"BREAD").unwrap();
/// let beard = Letters::of_word(b"BEARD").unwrap();
/// assert_eq!(bread, beard);
/// assert_eq!(bread.to_string(), "ABDER");
/// assert!(Letters::of_word(b"BED").unwrap().fits_in(&bread));
/// assert!(!Letters::of_word(b"BEE").unwrap().fits_in(&bread));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Letters(pub [u8; ALPHABET]);

impl Letters {
    /// The letters of a word of capital letters A to Z, at most [`MAX_LETTERS`] long; `None`
    /// for anything else.
    pub fn of_word(word: &[u8]) -> Option<Letters> {
        if word.len() > MAX_LETTERS {
            return None;
        }
        let mut counts = [0u8; ALPHABET];
        for &b in word {
            if !b.is_ascii_uppercase() {
                return None;
            }
            counts[usize::from(b - b'A')] += 1;
        }
        Some(Letters(counts))
    }

    /// How many times the letter with index `letter` (0 for A) occurs.
    pub fn count(&self, letter: usize) -> u8 {
        self.0[letter]
    }

    /// How many letters in all.
    pub fn len(&self) -> usize {
        self.0.iter().map(|&c| usize::from(c)).sum()
    }

    /// Whether there are no letters.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// Whether every letter of `self` is available in `other`, counting repeats.
    pub fn fits_in(&self, other: &Letters) -> bool {
        self.0
            .iter()
            .zip(&other.0)
            .fold(true, |fits, (a, b)| fits & (a <= b))
    }

    /// The letters present, bit `i` for the letter with index `i` (0 for A).
    pub fn present(&self) -> u32 {
        self.0
            .iter()
            .enumerate()
            .fold(0, |mask, (i, &c)| mask | u32::from(c > 0) << i)
    }

    /// The letters of `self` left after taking away `part`, which must fit in `self`.
    pub fn minus(&self, part: &Letters) -> Letters {
        let mut out = *self;
        for (o, p) in out.0.iter_mut().zip(&part.0) {
            *o -= p;
        }
        out
    }
}

impl fmt::Display for Letters {
    /// The letters in alphabetical order, repeats spelled out: `ABDER`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &c) in self.0.iter().enumerate() {
            for _ in 0..c {
                write!(f, "{}", char::from(b'A' + i as u8))?;
            }
        }
        Ok(())
    }
}

/// The number of an anagram class in its [`Dictionary`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ClassId(pub u32);

/// The words of a dictionary that use exactly the same letters.
#[derive(Clone, Debug)]
pub struct Class {
    /// The letters every word of the class uses.
    pub letters: Letters,
    /// How many dictionary words the class holds.
    pub words: u32,
    first_word: (u32, u32),
}

/// A dictionary kept as its anagram classes, each with its first word for showing a move.
///
/// ```
/// use cgsolve::games::contests::wordplay::{Dictionary, Letters};
/// let mut dict = Dictionary::default();
/// for word in ["TIME", "ITEM", "EMIT", "BED"] {
///     dict.insert(word.as_bytes());
/// }
/// assert_eq!((dict.words(), dict.classes()), (4, 2));
/// let class = dict.class_of(&Letters::of_word(b"MITE").unwrap()).unwrap();
/// assert_eq!(dict.word(class), "TIME");
/// assert_eq!(dict.class(class).words, 3);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Dictionary {
    classes: Vec<Class>,
    index: FxHashMap<Letters, u32>,
    spelling: Vec<u8>,
    words: usize,
    skipped: usize,
    left_out: usize,
}

impl Dictionary {
    /// An empty dictionary with room for about `words` words.
    pub fn with_capacity(words: usize) -> Dictionary {
        Dictionary {
            classes: Vec::with_capacity(words),
            index: FxHashMap::with_capacity_and_hasher(words, Default::default()),
            ..Dictionary::default()
        }
    }

    /// Adds a word of capital letters; returns false (and adds nothing) when it is not one,
    /// or is longer than [`MAX_LETTERS`]. A word is counted each time it is added.
    pub fn insert(&mut self, word: &[u8]) -> bool {
        let Some(letters) = Letters::of_word(word) else {
            return false;
        };
        self.insert_letters(word, letters);
        true
    }

    /// The dictionary of those `words` that fit in at least one of `boards` (all others can
    /// never be played on them): the words must be capital letters, as [`insert`](Self::insert)
    /// takes them; those that fit no board are only counted, in [`left_out`](Self::left_out).
    /// With more than 32 boards a word is kept when it fits in their union (the most of each
    /// letter on any one board).
    pub fn fitting<'w>(
        words: impl IntoIterator<Item = &'w [u8]>,
        boards: &[Letters],
    ) -> Dictionary {
        let mut union = Letters::default();
        for board in boards {
            for (u, &c) in union.0.iter_mut().zip(&board.0) {
                *u = (*u).max(c);
            }
        }
        let union_present = union.present();
        let each: Vec<(Letters, u32)> = if boards.len() <= 32 {
            boards.iter().map(|b| (*b, b.present())).collect()
        } else {
            Vec::new()
        };
        let mut dict = Dictionary::default();
        for word in words {
            let Some(letters) = Letters::of_word(word) else {
                continue;
            };
            let present = letters.present();
            let fits = present & !union_present == 0
                && letters.fits_in(&union)
                && (each.is_empty()
                    || each
                        .iter()
                        .any(|(b, p)| present & !p == 0 && letters.fits_in(b)));
            if fits {
                dict.insert_letters(word, letters);
            } else {
                dict.left_out += 1;
            }
        }
        dict
    }

    fn insert_letters(&mut self, word: &[u8], letters: Letters) {
        self.words += 1;
        let next = self.classes.len() as u32;
        let id = *self.index.entry(letters).or_insert(next);
        if id == next {
            let start = self.spelling.len() as u32;
            self.spelling.extend_from_slice(word);
            self.classes.push(Class {
                letters,
                words: 0,
                first_word: (start, word.len() as u32),
            });
        }
        self.classes[id as usize].words += 1;
    }

    /// Reads a plain word list, one word per line, as in a system word list: words are
    /// upper-cased and each kept once; blank lines are ignored; entries with characters
    /// other than the letters A to Z (an apostrophe, an accent, a digit) or longer than
    /// [`MAX_LETTERS`] letters are skipped and counted. Refused: a NUL byte (not a text file)
    /// and a list with no usable word.
    pub fn from_word_list(bytes: &[u8]) -> Result<Dictionary, ParseError> {
        let upper = bytes.to_ascii_uppercase();
        let mut dict = Dictionary::with_capacity(upper.len() / 8);
        let mut seen: FxHashSet<&[u8]> =
            FxHashSet::with_capacity_and_hasher(upper.len() / 8, Default::default());
        let mut cursor = Cursor::new(&upper);
        while !cursor.rest().is_empty() {
            cursor.skip_blanks();
            let (line, column) = (cursor.line(), cursor.column());
            let entry = cursor.line_text();
            if let Some(at) = entry.iter().position(|&b| b == 0) {
                return Err(Cursor::error_at(
                    line,
                    column + at,
                    "expected a word list (text), found a NUL byte",
                ));
            }
            if entry.is_empty() {
                continue;
            }
            if Letters::of_word(entry).is_none() {
                dict.skipped += 1;
            } else if seen.insert(entry) {
                dict.insert(entry);
            }
        }
        if dict.words == 0 {
            return Err(cursor.error(format!(
                "expected at least one word of letters A to Z, found none ({} entries skipped)",
                dict.skipped
            )));
        }
        Ok(dict)
    }

    /// The class of words spelled with exactly `letters`, if the dictionary has one.
    pub fn class_of(&self, letters: &Letters) -> Option<ClassId> {
        self.index.get(letters).map(|&i| ClassId(i))
    }

    /// The class with this number.
    pub fn class(&self, id: ClassId) -> &Class {
        &self.classes[id.0 as usize]
    }

    /// Every class, numbered from 0 in the order their first words came.
    pub fn all_classes(&self) -> &[Class] {
        &self.classes
    }

    /// The first word of a class, as the dictionary spells it.
    pub fn word(&self, id: ClassId) -> &str {
        let (start, len) = self.class(id).first_word;
        let bytes = &self.spelling[start as usize..(start + len) as usize];
        std::str::from_utf8(bytes).unwrap_or_default()
    }

    /// How many words the dictionary holds.
    pub fn words(&self) -> usize {
        self.words
    }

    /// How many words were left out of a dictionary built by [`fitting`](Self::fitting)
    /// because they fit on no board.
    pub fn left_out(&self) -> usize {
        self.left_out
    }

    /// How many anagram classes the dictionary holds.
    pub fn classes(&self) -> usize {
        self.classes.len()
    }

    /// How many entries of a word list were skipped for holding characters other than letters.
    pub fn skipped(&self) -> usize {
        self.skipped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_lists_are_upper_cased_deduplicated_and_filtered() {
        let dict =
            Dictionary::from_word_list(b"bed\nBed\ncan't\n\n  time \r\nItem\n\xc3\xa9t\xc3\xa9\n")
                .unwrap();
        assert_eq!(dict.words(), 3);
        assert_eq!(dict.classes(), 2);
        assert_eq!(dict.skipped(), 2);
        let class = dict.class_of(&Letters::of_word(b"EMIT").unwrap()).unwrap();
        assert_eq!(dict.word(class), "TIME");
        assert_eq!(dict.class(class).words, 2);
    }

    #[test]
    fn word_list_errors_name_line_and_column() {
        let err = Dictionary::from_word_list(b"cat\ndo\0g\n").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        let err = Dictionary::from_word_list(b"can't\n42\n").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err.message.contains("2 entries skipped"), "{}", err.message);
    }

    #[test]
    fn words_longer_than_the_limit_are_refused() {
        let long = vec![b'A'; MAX_LETTERS + 1];
        assert_eq!(Letters::of_word(&long), None);
        let mut dict = Dictionary::default();
        assert!(!dict.insert(&long));
        assert!(dict.insert(&long[..MAX_LETTERS]));
    }
}
