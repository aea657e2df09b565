//! The contest format: one board per line (`.` an empty cell, `o` a checker), any length;
//! `YES` when the first player wins, else `NO`, one line each.
//!
//! Each line is read once, by the streaming [`Tally`]: a board is kept whole only when it has
//! at most [`MAX_BOARD_CELLS`] cells, otherwise as its tally, so that a board of any length is
//! answered in O(1) memory beyond the input itself.

use super::explain;
use super::search::Search;
use super::solve::{self, DistanceSum, Tally};
use super::{Board, MAX_BOARD_CELLS};
use crate::answer::{Contest, Detail, NoOptions, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::Report;
use crate::text::{Cursor, ParseError};
use std::borrow::Cow;

/// The most boards one input may hold (each parsed board takes 24 bytes of memory).
pub const MAX_BOARDS: usize = 1 << 27;

/// One board read from the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case(Kept);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kept {
    /// A board of at most [`MAX_BOARD_CELLS`] cells, whole.
    Short { board: Board, removed_last: bool },
    /// A longer board, as its tally.
    Long(Box<Tally>),
}

impl Case {
    /// How many cells the board has.
    pub fn cells(&self) -> u64 {
        match &self.0 {
            Kept::Short { board, .. } => board.len() as u64,
            Kept::Long(tally) => tally.cells(),
        }
    }

    /// The board itself, when it has at most [`MAX_BOARD_CELLS`] cells.
    pub fn board(&self) -> Option<Board> {
        match &self.0 {
            Kept::Short { board, .. } => Some(*board),
            Kept::Long(_) => None,
        }
    }

    /// Whether a checker stood on the last cell (the rules remove it before play).
    pub fn removed_last(&self) -> bool {
        match &self.0 {
            Kept::Short { removed_last, .. } => *removed_last,
            Kept::Long(tally) => tally.last_cell_has_checker(),
        }
    }

    /// How many checkers play (one on the last cell does not).
    pub fn checkers_in_play(&self) -> u64 {
        match &self.0 {
            Kept::Short { board, .. } => u64::from(board.index().count_ones()),
            Kept::Long(tally) => tally.checkers_in_play(),
        }
    }

    /// The sum of the checkers' distances to the last cell.
    pub fn distance_sum(&self) -> DistanceSum {
        match &self.0 {
            Kept::Short { board, .. } => solve::distance_sum(board),
            Kept::Long(tally) => tally.distance_sum(),
        }
    }

    /// Whether the first player wins, by the parity law.
    pub fn first_player_wins(&self) -> bool {
        self.distance_sum().first_player_wins()
    }
}

/// EllysCheckers as a contest problem; it keeps the search tables `--explain` builds, so that
/// boards of the same length share them.
#[derive(Default)]
pub struct Checkers {
    search: Search,
}

/// The contest answer for a first player who wins or loses.
pub fn answer_word(first_player_wins: bool) -> &'static str {
    if first_player_wins { "YES" } else { "NO" }
}

impl Contest for Checkers {
    const NAME: &'static str = "checkers";
    type Options = NoOptions;
    type Case = Case;
    type Solution = DistanceSum;
    type Facts = explain::BoardFacts;

    /// Checkers holds each board as its bytes or its tally, never more than the input itself
    /// (checked against the memory limit before it is read), and `--explain` searches at most
    /// [`MAX_SEARCH_CELLS`](super::search::MAX_SEARCH_CELLS) cells (tables of a few MiB).
    fn new(_: &NoOptions, _: MemoryLimit) -> Result<Checkers, OptionsError> {
        Ok(Checkers::default())
    }

    fn parse(&mut self, input: &[u8]) -> Result<Vec<Case>, ParseError> {
        parse(input)
    }

    /// The distance sum, whose parity decides the game.
    fn solve(&mut self, case: &Case, _: Detail) -> Result<DistanceSum, SolveError> {
        Ok(case.distance_sum())
    }

    fn answer_line(&self, sum: &DistanceSum) -> Cow<'static, str> {
        Cow::Borrowed(answer_word(sum.first_player_wins()))
    }

    fn describe(
        &mut self,
        case: &Case,
        sum: DistanceSum,
    ) -> Result<Report<explain::BoardFacts>, SolveError> {
        explain::report(case, sum, &mut self.search)
    }
}

/// Reads every board of an input: one per line, each at least one cell, blanks allowed only
/// at the end of a line; a final line end, and blank lines at the very end, are ignored.
///
/// ```
/// use cgsolve::games::contests::checkers::format::parse;
/// let boards = parse(b".o...\r\n..o..o\n").unwrap();
/// assert_eq!(boards.len(), 2);
/// assert!(boards[1].first_player_wins());
/// let err = parse(b".o...\n.o x.\n").unwrap_err();
/// assert_eq!((err.line, err.column), (2, 3));
/// ```
pub fn parse(input: &[u8]) -> Result<Vec<Case>, ParseError> {
    let mut boards = Vec::new();
    let mut start = 0;
    let mut line = 1;
    loop {
        let text = &input[start..];
        let mut tally = Tally::default();
        let cells = tally.scan(text);
        let blanks = text[cells..]
            .iter()
            .take_while(|&&b| matches!(b, b' ' | b'\t' | b'\r'))
            .count();
        let ends_line = matches!(text.get(cells + blanks), None | Some(b'\n'));
        if !ends_line {
            let what = if blanks > 0 {
                "'.' or 'o' (blanks may only end a line)"
            } else {
                "'.' or 'o'"
            };
            return Err(error_at(text, cells, line, what));
        }
        if cells == 0 {
            if text
                .iter()
                .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                && !boards.is_empty()
            {
                return Ok(boards);
            }
            return Err(error_at(text, 0, line, "a board (a row of '.' and 'o')"));
        }
        if boards.len() == MAX_BOARDS {
            return Err(Cursor::error_at(
                line,
                1,
                format!("more than {MAX_BOARDS} boards in one input, the limit: split the input"),
            )
            .over_limit(format!("{MAX_BOARDS} boards in one input")));
        }
        boards.push(position(&text[..cells], tally));
        start += cells + blanks + 1;
        line += 1;
        if start >= input.len() {
            return Ok(boards);
        }
    }
}

/// The board of a line whose cells were read into `tally`.
fn position(cells: &[u8], tally: Tally) -> Case {
    if cells.len() > MAX_BOARD_CELLS {
        return Case(Kept::Long(Box::new(tally)));
    }
    let by_distance = cells
        .iter()
        .fold(0u64, |bits, &b| bits << 1 | u64::from(b == b'o'));
    match Board::from_index(cells.len(), by_distance) {
        Some(board) => Case(Kept::Short {
            board,
            removed_last: by_distance & 1 == 1,
        }),
        None => Case(Kept::Long(Box::new(tally))),
    }
}

/// "expected `what`, found ..." at byte `offset` of the line `text` starts.
fn error_at(text: &[u8], offset: usize, line: usize, what: &str) -> ParseError {
    let mut error = Cursor::new(&text[offset..]).expected(what);
    error.line = line;
    error.column = offset + 1;
    error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parsed_board_takes_at_most_24_bytes() {
        // MAX_BOARDS is chosen for this size: 2^27 boards in 3 GiB.
        assert!(std::mem::size_of::<Case>() <= 24);
    }

    #[test]
    fn short_boards_are_kept_whole_and_long_ones_as_their_tally() {
        let short = ".".repeat(63) + "o";
        let long = "o".to_string() + &".".repeat(64);
        let boards = parse(format!("{short}\n{long}\n").as_bytes()).unwrap();
        assert_eq!(boards[0].board().map(|b| b.len()), Some(64));
        assert!(boards[0].removed_last());
        assert_eq!(boards[0].checkers_in_play(), 0);
        assert_eq!(boards[1].board(), None);
        assert_eq!(boards[1].distance_sum(), DistanceSum(64));
        assert!(!boards[1].removed_last());
    }
}
