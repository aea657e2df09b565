//! The fast solver: a position is the multiset of letters still on the board, numbered in
//! mixed radix over the board's letter counts, and a move takes away one anagram class.

use super::dict::{ALPHABET, ClassId, Dictionary, Letters};
use crate::engine::parts::WinMemo;
use crate::engine::table::{DenseGame, GrundyTable, WinTable};
use crate::progress::{NoProgress, Progress, progress_for};
use crate::theory::nimber::Nimber;
use std::ops::{ControlFlow, Range};

/// The most positions (sub-multisets of a board's letters) a board may have: 2^32, a memo of
/// 1 GiB at two bits each. Every board of up to 6 × 6 cells is within it.
pub const MAX_POSITIONS: u64 = 1 << 32;

/// The positions of one board: every sub-multiset of its letters, numbered in mixed radix
/// (one digit per distinct letter, running from 0 to that letter's count on the board).
///
/// ```
/// use cgsolve::games::contests::wordplay::{Letters, Space};
/// let space = Space::new(&Letters::of_word(b"BEEF").unwrap()).unwrap();
/// assert_eq!(space.positions(), 2 * 3 * 2); // B: 0-1, E: 0-2, F: 0-1
/// let fee = Letters::of_word(b"FEE").unwrap();
/// assert_eq!(space.letters_of(space.index(&fee)), fee);
/// ```
#[derive(Clone, Debug)]
pub struct Space {
    letters: Vec<u8>,
    counts: Vec<u8>,
    place: Vec<u64>,
    shift: Vec<u32>,
    guards: u64,
    positions: u64,
}

/// A board whose positions exceed [`MAX_POSITIONS`]; holds how many it has, if that fits a
/// `u128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyPositions(pub Option<u128>);

impl Space {
    /// The positions of a board with these letters, or how many there would be when they
    /// exceed [`MAX_POSITIONS`].
    pub fn new(board: &Letters) -> Result<Space, TooManyPositions> {
        let mut space = Space {
            letters: Vec::new(),
            counts: Vec::new(),
            place: Vec::new(),
            shift: Vec::new(),
            guards: 0,
            positions: 1,
        };
        let mut total: Option<u128> = Some(1);
        let mut bits = 0;
        for letter in 0..ALPHABET {
            let count = board.count(letter);
            if count == 0 {
                continue;
            }
            space.letters.push(letter as u8);
            space.counts.push(count);
            space.place.push(space.positions);
            // A field wide enough for the count, and a guard bit above it. Within the
            // positions limit the fields fit in 64 bits: a letter of count 1 takes 2 bits and
            // doubles the positions; raising a count from 1 to 2 takes 1 more bit and
            // multiplies them by 1.5 (0.58 of a doubling); every other count gives fewer bits
            // per doubling. So 26 letters (52 bits, 26 doublings) and ten raised to count 2
            // (10 bits, 5.8 doublings) are the most within 32 doublings: 62 bits.
            let width = u8::BITS - count.leading_zeros();
            if bits + width < u64::BITS {
                space.shift.push(bits);
                space.guards |= 1 << (bits + width);
            }
            bits += width + 1;
            total = total.and_then(|t| t.checked_mul(u128::from(count) + 1));
            match total {
                Some(t) if t <= u128::from(MAX_POSITIONS) => space.positions = t as u64,
                _ => space.positions = MAX_POSITIONS,
            }
        }
        match total {
            Some(t) if t <= u128::from(MAX_POSITIONS) && bits <= u64::BITS => Ok(space),
            _ => Err(TooManyPositions(total)),
        }
    }

    /// How many positions: the product of (count + 1) over the board's distinct letters.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// The number of the position holding `letters`, which must fit in the board.
    pub fn index(&self, letters: &Letters) -> u64 {
        self.letters
            .iter()
            .zip(&self.place)
            .map(|(&l, &p)| u64::from(letters.count(usize::from(l))) * p)
            .sum()
    }

    /// The letters of the position numbered `index`.
    pub fn letters_of(&self, mut index: u64) -> Letters {
        let mut out = Letters::default();
        for (&l, &c) in self.letters.iter().zip(&self.counts) {
            let radix = u64::from(c) + 1;
            out.0[usize::from(l)] = (index % radix) as u8;
            index /= radix;
        }
        out
    }

    /// The letters of a position packed one field per distinct letter, each with a guard bit
    /// above it: `w` fits in `p` when `((p | guards) - w) & guards == guards`, and then
    /// `p - w` is the packed position left.
    fn pack(&self, letters: &Letters) -> u64 {
        self.letters
            .iter()
            .zip(&self.shift)
            .map(|(&l, &s)| u64::from(letters.count(usize::from(l))) << s)
            .sum()
    }

    /// The number of the whole board.
    pub fn full(&self) -> u64 {
        self.positions - 1
    }
}

/// The moves of one board: the anagram classes that fit in its letters, each packed as the
/// board's positions are, and with its offset in the board's numbering.
#[derive(Clone, Debug)]
pub struct Moves {
    classes: Vec<ClassId>,
    steps: Vec<Step>,
    guards: u64,
}

/// One move as the search makes it: the letters it takes, packed, and the amount it takes
/// off a position's number.
#[derive(Clone, Copy, Debug)]
struct Step {
    packed: u64,
    offset: u64,
}

impl Step {
    /// Whether the move fits in a position packed as `guarded`, guard bits set.
    fn fits(&self, guarded: u64, guards: u64) -> bool {
        (guarded - self.packed) & guards == guards
    }
}

impl Moves {
    /// The classes of `dict` that fit in the board of `space`, longest first. Finds them by
    /// looking up every sub-multiset of the board when there are fewer of those than classes,
    /// and by checking every class otherwise.
    pub fn new(dict: &Dictionary, space: &Space) -> Moves {
        let board = space.letters_of(space.full());
        let mut found: Vec<ClassId> = if space.positions() <= dict.classes() as u64 {
            let mut digits = [0u8; ALPHABET];
            let mut letters = Letters::default();
            let mut found = Vec::new();
            for _ in 1..space.positions() {
                for (d, &l) in space.letters.iter().enumerate() {
                    let l = usize::from(l);
                    if digits[d] < space.counts[d] {
                        digits[d] += 1;
                        letters.0[l] += 1;
                        break;
                    }
                    digits[d] = 0;
                    letters.0[l] = 0;
                }
                if let Some(id) = dict.class_of(&letters) {
                    found.push(id);
                }
            }
            found
        } else {
            dict.all_classes()
                .iter()
                .enumerate()
                .filter(|(_, c)| c.letters.fits_in(&board))
                .map(|(i, _)| ClassId(i as u32))
                .collect()
        };
        found.sort_by_cached_key(|&id| (std::cmp::Reverse(dict.class(id).letters.len()), id));
        let steps = found
            .iter()
            .map(|&id| Step {
                packed: space.pack(&dict.class(id).letters),
                offset: space.index(&dict.class(id).letters),
            })
            .collect();
        Moves {
            classes: found,
            steps,
            guards: space.guards,
        }
    }

    /// How many classes fit in the board.
    pub fn len(&self) -> usize {
        self.classes.len()
    }

    /// Whether no class fits in the board.
    pub fn is_empty(&self) -> bool {
        self.classes.is_empty()
    }

    /// The classes that fit in the board, longest first.
    pub fn classes(&self) -> &[ClassId] {
        &self.classes
    }
}

/// Decides board positions by depth-first search from the position asked: longest words
/// first, a move to a position already known lost taken before any search, stopping at the
/// first move that leaves a lost position, and remembering each position decided (two bits
/// per position of the board).
#[derive(Clone, Debug)]
pub struct WordSearch {
    space: Space,
    moves: Moves,
    memo: WinMemo,
}

impl WordSearch {
    /// A solver for the board of `space`, with the classes of `dict` that fit in it.
    pub fn new(dict: &Dictionary, space: Space) -> WordSearch {
        let moves = Moves::new(dict, &space);
        let memo = WinMemo::new(space.positions());
        WordSearch { space, moves, memo }
    }

    /// The board's positions.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The classes that fit in the board.
    pub fn moves(&self) -> &Moves {
        &self.moves
    }

    /// Whether the player to move wins with these letters left (they must fit in the board).
    pub fn wins(&mut self, letters: &Letters) -> bool {
        let index = self.space.index(letters);
        let packed = self.space.pack(letters);
        let mut quiet = NoProgress;
        let mut shown;
        let progress: &mut dyn Progress = if self.space.positions() >= PROGRESS_FROM_POSITIONS {
            shown = progress_for("wordplay: deciding board positions");
            &mut *shown
        } else {
            &mut quiet
        };
        let mut search = Search {
            memo: &mut self.memo,
            stack: self.moves.steps.clone(),
            guards: self.moves.guards,
            decided: 0,
            positions: self.space.positions(),
            progress,
        };
        let won = search.wins(index, packed, 0..self.moves.steps.len());
        if search.decided >= PROGRESS_EVERY {
            search.progress.finish();
        }
        won
    }

    /// Whether the player to move on the whole board wins.
    pub fn first_player_wins(&mut self) -> bool {
        let full = self.space.letters_of(self.space.full());
        self.wins(&full)
    }

    /// Every class whose word, played from `letters`, leaves the opponent lost.
    pub fn winning_classes(&mut self, letters: &Letters, dict: &Dictionary) -> Vec<ClassId> {
        let classes: Vec<ClassId> = self.moves.classes.clone();
        classes
            .into_iter()
            .filter(|&id| {
                let word = dict.class(id).letters;
                word.fits_in(letters) && !self.wins(&letters.minus(&word))
            })
            .collect()
    }
}

/// One search: the memo, and a stack holding, for each position on the current path, the
/// moves that fit in it (those of a child are a subset of its parent's), the whole board's
/// moves at the bottom.
struct Search<'s> {
    memo: &'s mut WinMemo,
    stack: Vec<Step>,
    guards: u64,
    /// Positions decided by this search, told to `progress` every [`PROGRESS_EVERY`].
    decided: u64,
    positions: u64,
    progress: &'s mut dyn Progress,
}

/// Boards of at least this many positions show the search's progress.
const PROGRESS_FROM_POSITIONS: u64 = 1 << 24;

/// The search tells its progress hook once per this many positions decided.
const PROGRESS_EVERY: u64 = 1 << 16;

impl Search<'_> {
    fn wins(&mut self, index: u64, packed: u64, parent: Range<usize>) -> bool {
        if let Some(won) = self.memo.get(index) {
            return won;
        }
        let guards = self.guards;
        let guarded = packed | guards;
        // Copy the parent's moves to the top of the stack, then keep those that fit here.
        let start = self.stack.len();
        self.stack.extend_from_within(parent);
        let mut kept = start;
        for i in start..self.stack.len() {
            let step = self.stack[i];
            self.stack[kept] = step;
            kept += usize::from(step.fits(guarded, guards));
        }
        self.stack.truncate(kept);
        let own = start..kept;
        // A move to a position already known lost wins at once; only then search.
        let mut win = self.stack[own.clone()]
            .iter()
            .any(|step| self.memo.get(index - step.offset) == Some(false));
        if !win {
            for i in own.clone() {
                let step = self.stack[i];
                if !self.wins(index - step.offset, packed - step.packed, own.clone()) {
                    win = true;
                    break;
                }
            }
        }
        self.stack.truncate(start);
        self.memo.set(index, win);
        self.decided += 1;
        if self.decided.is_multiple_of(PROGRESS_EVERY) {
            self.progress.update(self.decided, Some(self.positions));
        }
        win
    }
}

/// Decides every position of the board bottom-up with the engine's [`WinTable`] (layer by
/// layer in parallel) and answers for the whole board: the whole-table alternative to
/// [`WordSearch`], kept for comparison. `false` for a board over [`MAX_POSITIONS`] positions.
pub fn first_player_wins_by_table(dict: &Dictionary, space: &Space) -> bool {
    let moves = Moves::new(dict, space);
    let board = DenseBoard {
        space,
        moves: &moves,
    };
    WinTable::build(&board).is_ok_and(|table| table.is_win(space.full() as usize))
}

/// The most work (positions times fitting classes) spent on a board's Grundy value, which
/// needs every position decided: 2 · 10^8 fit checks, under a second.
pub const MAX_GRUNDY_WORK: u64 = 200_000_000;

/// A board's positions as a dense game for the engine's whole-space tables: a move takes a
/// fitting class away, lowering the number; the layer is the count of letters left.
struct DenseBoard<'a> {
    space: &'a Space,
    moves: &'a Moves,
}

impl DenseBoard<'_> {
    fn packed(&self, index: u64) -> u64 {
        self.space.pack(&self.space.letters_of(index))
    }
}

impl DenseGame for DenseBoard<'_> {
    fn positions(&self) -> usize {
        self.space.positions() as usize
    }

    fn for_each_move(
        &self,
        position: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let guarded = self.packed(position as u64) | self.moves.guards;
        for step in &self.moves.steps {
            if step.fits(guarded, self.moves.guards) {
                visit(position - step.offset as usize)?;
            }
        }
        ControlFlow::Continue(())
    }

    fn layer(&self, position: usize) -> Option<u32> {
        Some(self.space.letters_of(position as u64).len() as u32)
    }
}

impl WordSearch {
    /// The Grundy value of the whole board, from a table of every position, or `None` when
    /// that would take more than [`MAX_GRUNDY_WORK`] fit checks (or a value exceeds 255).
    pub fn grundy(&self) -> Option<Nimber> {
        let work = self
            .space
            .positions()
            .saturating_mul(self.moves.len() as u64);
        if work > MAX_GRUNDY_WORK {
            return None;
        }
        let board = DenseBoard {
            space: &self.space,
            moves: &self.moves,
        };
        let table = GrundyTable::build(&board).ok()?;
        Some(table.grundy(self.space.full() as usize))
    }
}
