//! The contest format: boards of `O` (a chocolate) and `.` (an empty cell), one row per line,
//! tokens separated by blanks (the hexagon's indent is optional); several boards may follow one
//! another, blank lines between them allowed. Each board's side `s` is read from its first row
//! (`s` cells); its rows then hold s, s+1, …, 2s-1, …, s cells. Answer: `Karlsson` when the
//! first player wins, `Lillebror` otherwise.

use super::Sweets;
use super::explain::{self, answer_line, report, undecided_error};
use super::geometry::{Cells, Hexagon, MAX_SIDE};
use super::solve::{
    Analysis, CONTEST_SIDE, ComponentSolver, ContestTable, DEFAULT_SEARCH_LIMIT, analyse,
};
use super::tiers::TableAnswers;
use crate::answer::{Contest, Detail, OptionsError, SolveError};
use crate::engine::memory::MemoryLimit;
use crate::report::Report;
use crate::text::{Cursor, ParseError};
use std::borrow::Cow;

/// Inputs at least this long (about 1,400 contest boards) start the contest table on another
/// thread while they are read.
pub const BATCH_BYTES: usize = 1 << 16;

/// Sweets as a contest problem, with the solvers kept between positions.
#[derive(Default)]
pub struct SweetsContest {
    table: Option<ContestTable>,
    /// The table being built on another thread while a batch is read.
    building: Option<std::thread::JoinHandle<ContestTable>>,
    solvers: Vec<Option<ComponentSolver>>,
    /// Answers from a table built by `cgsolve tables sweets`.
    tables: Option<TableAnswers>,
    /// New shapes searched per question, set by the memory limit (the default limit when
    /// absent).
    search_limit: Option<usize>,
}

/// The flags of `cgsolve sweets`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Options {
    /// A table directory built by `cgsolve tables sweets`: boards of its side whose tier is
    /// built are answered from it; others are searched (with a note).
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
}

impl SweetsContest {
    /// A contest with no table built yet.
    pub fn new() -> SweetsContest {
        SweetsContest::default()
    }

    /// The contest table, built now unless it is built already or being built.
    fn table(&mut self) -> &ContestTable {
        let building = &mut self.building;
        self.table.get_or_insert_with(|| match building.take() {
            Some(handle) => handle
                .join()
                .expect("building the contest table does not panic"),
            None => ContestTable::build(),
        })
    }

    fn solver(&mut self, hexagon: &'static Hexagon) -> &mut ComponentSolver {
        let side = hexagon.side();
        if self.solvers.len() <= side {
            self.solvers.resize_with(side + 1, || None);
        }
        let limit = self.search_limit.unwrap_or(DEFAULT_SEARCH_LIMIT);
        self.solvers[side].get_or_insert_with(|| ComponentSolver::with_limit(hexagon, limit))
    }
}

/// A board solved: by the contest table (who wins, nothing more), or analysed group by group.
#[derive(Clone, Debug)]
pub enum Solved {
    /// Looked up in the table of every side-3 board, or in a `--tables` table: only who wins.
    Table {
        /// Whether the player to move wins.
        first_player_wins: bool,
    },
    /// Every group valued, by search or by symmetry.
    Analysed(Analysis),
}

impl Solved {
    /// Whether the player to move wins.
    pub fn first_player_wins(&self) -> bool {
        match self {
            Solved::Table { first_player_wins } => *first_player_wins,
            Solved::Analysed(analysis) => analysis.first_player_wins,
        }
    }
}

impl Contest for SweetsContest {
    const NAME: &'static str = "sweets";
    type Options = Options;
    type Case = Sweets;
    type Solution = Solved;
    type Facts = explain::BoardFacts;

    /// The search limit is the default or what the memory limit holds, whichever is less.
    fn new(options: &Options, memory: MemoryLimit) -> Result<SweetsContest, OptionsError> {
        let mut contest = SweetsContest {
            search_limit: Some(ComponentSolver::search_limit(memory)),
            ..SweetsContest::default()
        };
        if let Some(path) = &options.tables {
            let answers = TableAnswers::open(path).map_err(|e| OptionsError(e.to_string()))?;
            contest.tables = Some(answers);
        }
        Ok(contest)
    }

    /// A batch (an input of at least [`BATCH_BYTES`]) has the contest table built on another
    /// core while it is read.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<Sweets>, ParseError> {
        if input.len() >= BATCH_BYTES && self.table.is_none() && self.building.is_none() {
            self.building = Some(std::thread::spawn(ContestTable::build));
        }
        parse(input)
    }

    /// For the answer alone a side-3 board is looked up in the contest table; otherwise (and
    /// for a report) every group is valued.
    fn solve(&mut self, position: &Sweets, detail: Detail) -> Result<Solved, SolveError> {
        if detail == Detail::Answer
            && let Some(first_player_wins) = self.tables.as_mut().and_then(|t| t.is_win(position))
        {
            return Ok(Solved::Table { first_player_wins });
        }
        if detail == Detail::Answer && position.hexagon().side() == CONTEST_SIDE {
            let first_player_wins = self.table().is_win(position.chocolates());
            return Ok(Solved::Table { first_player_wins });
        }
        analyse(self.solver(position.hexagon()), position.chocolates())
            .map(Solved::Analysed)
            .map_err(|u| undecided_error(&u))
    }

    fn answer_line(&self, solved: &Solved) -> Cow<'static, str> {
        Cow::Borrowed(answer_line(solved.first_player_wins()))
    }

    fn take_notes(&mut self) -> Vec<String> {
        self.tables
            .as_mut()
            .map(TableAnswers::take_notes)
            .unwrap_or_default()
    }

    fn describe(
        &mut self,
        position: &Sweets,
        solved: Solved,
    ) -> Result<Report<explain::BoardFacts>, SolveError> {
        let solver = self.solver(position.hexagon());
        let analysis = match solved {
            Solved::Analysed(analysis) => analysis,
            // Solved for the answer alone: value the groups now.
            Solved::Table { .. } => {
                analyse(solver, position.chocolates()).map_err(|u| undecided_error(&u))?
            }
        };
        Ok(report(solver, position, analysis))
    }
}

/// Where the parser stands: the byte, and the line with the offset where it starts.
struct Place {
    pos: usize,
    line: usize,
    line_start: usize,
}

impl Place {
    fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        Cursor::error_at(self.line, at - self.line_start + 1, message)
    }
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r')
}

/// Reads every board of the input.
///
/// ```
/// use cgsolve::games::contests::sweets::format::parse;
/// let boards = parse(b"  . . .\n . . O .\n. . O O .\n . . . .\n  . . .\n").unwrap();
/// assert_eq!(boards.len(), 1);
/// assert_eq!(boards[0].chocolates().len(), 3);
/// let err = parse(b"O O\nO x O\n").unwrap_err();
/// assert_eq!(err.to_string(), "2:3: expected 'O' or '.', found 'x'");
/// ```
pub fn parse(input: &[u8]) -> Result<Vec<Sweets>, ParseError> {
    let mut at = Place {
        pos: 0,
        line: 1,
        line_start: 0,
    };
    let mut boards = Vec::new();
    loop {
        skip_blank_lines(input, &mut at);
        if at.pos >= input.len() {
            break;
        }
        boards.push(board(input, &mut at)?);
    }
    if boards.is_empty() {
        return Err(at.error(
            at.pos,
            "expected a board (rows of 'O' and '.'), found the end of the input",
        ));
    }
    Ok(boards)
}

fn skip_blank_lines(input: &[u8], at: &mut Place) {
    let mut pos = at.pos;
    while pos < input.len() {
        match input[pos] {
            b'\n' => {
                pos += 1;
                at.pos = pos;
                at.line += 1;
                at.line_start = pos;
            }
            b if is_blank(b) => pos += 1,
            _ => return,
        }
    }
    at.pos = pos;
}

/// Reads one board, starting at a line that holds a token.
fn board(input: &[u8], at: &mut Place) -> Result<Sweets, ParseError> {
    if let Some(chocolates) = contest_layout_board(&input[at.pos..]) {
        at.pos += CONTEST_LAYOUT.len();
        at.line += 5;
        at.line_start = at.pos;
        let hexagon = Hexagon::of_side(CONTEST_SIDE).expect("side 3 is supported");
        return Ok(Sweets::new(hexagon, chocolates));
    }
    general_board(input, at)
}

/// Reads one board of any side and layout, starting at a line that holds a token.
fn general_board(input: &[u8], at: &mut Place) -> Result<Sweets, ParseError> {
    let (first, side) = row(input, at, None)?;
    let hexagon = Hexagon::of_side(side).expect("the first row's length is checked");
    let mut cells = first;
    let mut offset = side;
    for r in 1..hexagon.rows() {
        if at.pos >= input.len() {
            return Err(at.error(
                at.pos,
                format!(
                    "board cut short: expected row {} of {} ({} cells), found the end of the input",
                    r + 1,
                    hexagon.rows(),
                    hexagon.row_len(r)
                ),
            ));
        }
        let expected = Expected {
            row: r,
            len: hexagon.row_len(r),
            side,
        };
        let (bits, _) = row(input, at, Some(expected))?;
        cells |= bits << offset;
        offset += hexagon.row_len(r);
    }
    Ok(Sweets::new(hexagon, Cells(cells)))
}

/// A side-3 board exactly as the contest statement lays it out: rows indented 2, 1, 0, 1, 2
/// spaces, cells separated by one space, each row ended by `\n`; `#` marks a cell.
const CONTEST_LAYOUT: &[u8; 44] = b"  # # #\n # # # #\n# # # # #\n # # # #\n  # # #\n";

/// Per byte of [`CONTEST_LAYOUT`] read as six little-endian words (the last half used):
/// `0xff` where the layout fixes the byte, the fixed bytes themselves, and `0x01` where a cell
/// is.
const LAYOUT_WORDS: [(u64, u64, u64); 6] = layout_words();

const fn layout_words() -> [(u64, u64, u64); 6] {
    let mut words = [(0, 0, 0); 6];
    let mut i = 0;
    while i < CONTEST_LAYOUT.len() {
        let shift = 8 * (i % 8);
        let b = CONTEST_LAYOUT[i];
        if b == b'#' {
            words[i / 8].2 |= 1 << shift;
        } else {
            words[i / 8].0 |= 0xff << shift;
            words[i / 8].1 |= (b as u64) << shift;
        }
        i += 1;
    }
    words
}

/// The byte offsets of the 19 cells in [`CONTEST_LAYOUT`], in reading order.
const LAYOUT_CELLS: [usize; 19] = layout_cells();

const fn layout_cells() -> [usize; 19] {
    let mut cells = [0; 19];
    let (mut i, mut n) = (0, 0);
    while i < CONTEST_LAYOUT.len() {
        if CONTEST_LAYOUT[i] == b'#' {
            cells[n] = i;
            n += 1;
        }
        i += 1;
    }
    cells
}

/// The chocolates of a board laid out exactly as [`CONTEST_LAYOUT`] at the start of `input`,
/// or `None` for any other text (which the general reader then takes, errors included). This
/// is how a batch of contest boards is read at memory speed: six word compares and 19 bit picks
/// a board.
fn contest_layout_board(input: &[u8]) -> Option<Cells> {
    let mut bytes = [0u8; 48];
    bytes[..CONTEST_LAYOUT.len()].copy_from_slice(input.get(..CONTEST_LAYOUT.len())?);
    for (k, &(fixed, expected, cells)) in LAYOUT_WORDS.iter().enumerate() {
        let word = u64::from_le_bytes(bytes[8 * k..8 * k + 8].try_into().ok()?);
        // A cell byte is '.' (0x2e) or 'O' (0x4f): xor with '.' leaves 0x00 or 0x61.
        let cell_bytes = (word ^ (0x2e * cells)) & !fixed;
        let low_bits = cell_bytes & cells;
        if word & fixed != expected || cell_bytes != low_bits * 0x61 {
            return None;
        }
    }
    let mut chocolates = 0u64;
    for (i, &offset) in LAYOUT_CELLS.iter().enumerate() {
        chocolates |= u64::from(bytes[offset] & 1) << i;
    }
    Some(Cells(chocolates))
}

/// What a row after the first must hold.
#[derive(Clone, Copy)]
struct Expected {
    row: usize,
    len: usize,
    side: usize,
}

/// Reads one line of tokens; returns the chocolates (bit i for the i-th token) and the count.
/// The first row of a board (`expected` none) may hold 1 to [`MAX_SIDE`] tokens.
fn row(
    input: &[u8],
    at: &mut Place,
    expected: Option<Expected>,
) -> Result<(u64, usize), ParseError> {
    let limit = expected.map_or(MAX_SIDE, |e| e.len);
    let mut bits = 0u64;
    let mut count = 0;
    let mut pos = at.pos;
    while let Some(&b) = input.get(pos) {
        if b == b'\n' {
            break;
        }
        if is_blank(b) {
            pos += 1;
            continue;
        }
        let start = pos;
        while pos < input.len() && !is_blank(input[pos]) && input[pos] != b'\n' {
            pos += 1;
        }
        let token = &input[start..pos];
        let chocolate = match token {
            b"O" => true,
            b"." => false,
            _ => {
                return Err(at.error(
                    start,
                    format!("expected 'O' or '.', found {}", shown(token)),
                ));
            }
        };
        if count == limit {
            return Err(at.error(
                start,
                match expected {
                    Some(e) => format!(
                        "expected the end of row {} ({} cells in a board of side {}), found {}",
                        e.row + 1,
                        e.len,
                        e.side,
                        shown(token)
                    ),
                    None => format!(
                        "a first row of more than {MAX_SIDE} cells: boards larger than side \
                         {MAX_SIDE} (61 cells) are not supported"
                    ),
                },
            ));
        }
        bits |= u64::from(chocolate) << count;
        count += 1;
    }
    let mut end = pos;
    while end > at.line_start && end > at.pos && is_blank(input[end - 1]) {
        end -= 1;
    }
    if let Some(e) = expected
        && count < e.len
    {
        return Err(at.error(
            end,
            format!(
                "expected {} cells in row {} of a board of side {}, found {}",
                e.len,
                e.row + 1,
                e.side,
                count
            ),
        ));
    }
    if pos < input.len() {
        pos += 1;
        at.line += 1;
        at.line_start = pos;
    }
    at.pos = pos;
    Ok((bits, count))
}

/// A token as an error message shows it: quoted when it is printable ASCII (cut after 20
/// characters), else the first byte that is not, in hexadecimal.
fn shown(token: &[u8]) -> String {
    if let Some(&b) = token.iter().find(|b| !b.is_ascii_graphic()) {
        return format!("byte 0x{b:02x}");
    }
    let text = String::from_utf8_lossy(token);
    if token.len() > 20 {
        format!("'{}…'", &text[..20])
    } else {
        format!("'{text}'")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(input: &str) -> (usize, usize, String) {
        let e = parse(input.as_bytes()).unwrap_err();
        (e.line, e.column, e.message)
    }

    /// The general reader alone, on one board at the start of `input`.
    fn general(input: &[u8]) -> Result<Sweets, ParseError> {
        let mut at = Place {
            pos: 0,
            line: 1,
            line_start: 0,
        };
        general_board(input, &mut at)
    }

    proptest::proptest! {
        #[test]
        fn the_contest_layout_reader_agrees_with_the_general_one(
            mask in 0u64..1 << 19,
            mutation in proptest::option::of((0usize..CONTEST_LAYOUT.len(), proptest::num::u8::ANY)),
        ) {
            let mut text = CONTEST_LAYOUT.to_vec();
            for (i, &offset) in LAYOUT_CELLS.iter().enumerate() {
                text[offset] = if mask & (1 << i) != 0 { b'O' } else { b'.' };
            }
            match mutation {
                None => proptest::prop_assert_eq!(contest_layout_board(&text), Some(Cells(mask))),
                Some((at, byte)) => {
                    text[at] = byte;
                    if let Some(fast) = contest_layout_board(&text) {
                        let slow = general(&text).expect("the general reader reads it too");
                        proptest::prop_assert_eq!(slow.hexagon().side(), CONTEST_SIDE);
                        proptest::prop_assert_eq!(slow.chocolates(), fast);
                    }
                }
            }
        }
    }

    #[test]
    fn reads_with_and_without_indent_and_crlf() {
        let a = parse(b"  . . .\n . . O .\n. . O O .\n . . . .\n  . . .\n").unwrap();
        let b = parse(b". . .\r\n. . O .\r\n. . O O .\r\n. . . .\r\n. . .").unwrap();
        assert_eq!(a, b);
        assert_eq!(a[0].chocolates().len(), 3);
    }

    #[test]
    fn several_boards_of_several_sides() {
        let boards = parse(b"O\n\n. .\nO O O\n. .\nO\n").unwrap();
        let sides: Vec<_> = boards.iter().map(|b| b.hexagon().side()).collect();
        assert_eq!(sides, [1, 2, 1]);
        assert_eq!(boards[1].chocolates().len(), 3);
    }

    #[test]
    fn errors_name_line_and_column() {
        assert_eq!(
            error(". . .\n. . X .\n"),
            (2, 5, "expected 'O' or '.', found 'X'".to_string())
        );
        assert_eq!(
            error(". . .\n. . . . .\n"),
            (
                2,
                9,
                "expected the end of row 2 (4 cells in a board of side 3), found '.'".to_string()
            )
        );
        assert_eq!(
            error(". . .\n. . .  \n"),
            (
                2,
                6,
                "expected 4 cells in row 2 of a board of side 3, found 3".to_string()
            )
        );
        assert_eq!(
            error(". . .\n. . . .\n. . . . .\n"),
            (
                4,
                1,
                "board cut short: expected row 4 of 5 (4 cells), found the end of the input"
                    .to_string()
            )
        );
        assert_eq!(
            error("O O O O O O\n"),
            (
                1,
                11,
                "a first row of more than 5 cells: boards larger than side 5 (61 cells) are not supported"
                    .to_string()
            )
        );
        assert_eq!(
            error(" \n\n"),
            (
                3,
                1,
                "expected a board (rows of 'O' and '.'), found the end of the input".to_string()
            )
        );
        assert_eq!(error("OO\n").2, "expected 'O' or '.', found 'OO'");
    }
}
