//! The fast solver: a position is the multiset of letters still on the board, numbered in
//! mixed radix over the board's letter counts, and a move takes away one anagram class.

use super::dict::{ALPHABET, ClassId, Dictionary, Letters};

/// The most positions (sub-multisets of a board's letters) a board may have: 2^32, a memo of
/// 1 GiB at two bits each. Every board of up to 6 × 6 cells is within it.
pub const MAX_POSITIONS: u64 = 1 << 32;

/// The positions of one board: every sub-multiset of its letters, numbered in mixed radix
/// (one digit per distinct letter, running from 0 to that letter's count on the board).
///
/// ```
/// use cgsolve::games::wordplay::{Letters, Space};
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
            positions: 1,
        };
        let mut total: Option<u128> = Some(1);
        for letter in 0..ALPHABET {
            let count = board.count(letter);
            if count == 0 {
                continue;
            }
            space.letters.push(letter as u8);
            space.counts.push(count);
            space.place.push(space.positions);
            total = total.and_then(|t| t.checked_mul(u128::from(count) + 1));
            match total {
                Some(t) if t <= u128::from(MAX_POSITIONS) => space.positions = t as u64,
                _ => space.positions = MAX_POSITIONS,
            }
        }
        match total {
            Some(t) if t <= u128::from(MAX_POSITIONS) => Ok(space),
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

    /// The number of the whole board.
    pub fn full(&self) -> u64 {
        self.positions - 1
    }
}

/// The moves of one board: the anagram classes that fit in its letters, each as the
/// digits it takes and its offset in the board's numbering.
#[derive(Clone, Debug)]
pub struct Moves {
    classes: Vec<ClassId>,
    offsets: Vec<u64>,
    starts: Vec<u32>,
    needs: Vec<(u8, u8)>,
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
        found.sort_by_key(|&id| (std::cmp::Reverse(dict.class(id).letters.len()), id));
        let mut moves = Moves {
            classes: Vec::with_capacity(found.len()),
            offsets: Vec::with_capacity(found.len()),
            starts: vec![0],
            needs: Vec::new(),
        };
        for id in found {
            let letters = dict.class(id).letters;
            for (d, &l) in space.letters.iter().enumerate() {
                let c = letters.count(usize::from(l));
                if c > 0 {
                    moves.needs.push((d as u8, c));
                }
            }
            moves.classes.push(id);
            moves.offsets.push(space.index(&letters));
            moves.starts.push(moves.needs.len() as u32);
        }
        moves
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

    fn fits(&self, m: usize, digits: &[u8; ALPHABET]) -> bool {
        let needs = &self.needs[self.starts[m] as usize..self.starts[m + 1] as usize];
        needs.iter().all(|&(d, c)| digits[usize::from(d)] >= c)
    }

    fn take(&self, m: usize, digits: &mut [u8; ALPHABET]) {
        for &(d, c) in &self.needs[self.starts[m] as usize..self.starts[m + 1] as usize] {
            digits[usize::from(d)] -= c;
        }
    }

    fn put_back(&self, m: usize, digits: &mut [u8; ALPHABET]) {
        for &(d, c) in &self.needs[self.starts[m] as usize..self.starts[m + 1] as usize] {
            digits[usize::from(d)] += c;
        }
    }
}

/// Decides board positions by depth-first search from the position asked, stopping at the
/// first move that leaves a lost position, and remembering each position decided (two bits
/// per position of the board).
#[derive(Clone, Debug)]
pub struct Solver {
    space: Space,
    moves: Moves,
    memo: Vec<u64>,
}

impl Solver {
    /// A solver for the board of `space`, with the classes of `dict` that fit in it.
    pub fn new(dict: &Dictionary, space: Space) -> Solver {
        let moves = Moves::new(dict, &space);
        let memo = vec![0u64; space.positions().div_ceil(32) as usize];
        Solver { space, moves, memo }
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
        let mut digits = [0u8; ALPHABET];
        for (d, &l) in self.space.letters.iter().enumerate() {
            digits[d] = letters.count(usize::from(l));
        }
        wins(&self.moves, &mut self.memo, index, &mut digits)
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

fn wins(moves: &Moves, memo: &mut [u64], index: u64, digits: &mut [u8; ALPHABET]) -> bool {
    let (word, shift) = ((index / 32) as usize, (index % 32) * 2);
    let known = memo[word] >> shift;
    if known & 1 != 0 {
        return known & 2 != 0;
    }
    let mut win = false;
    for m in 0..moves.len() {
        if moves.fits(m, digits) {
            moves.take(m, digits);
            let next_wins = wins(moves, memo, index - moves.offsets[m], digits);
            moves.put_back(m, digits);
            if !next_wins {
                win = true;
                break;
            }
        }
    }
    memo[word] |= (1 | u64::from(win) << 1) << shift;
    win
}

/// Decides every position of the board bottom-up, in increasing order of number, and answers
/// for the whole board: the whole-table alternative to [`Solver`], kept for comparison.
pub fn first_player_wins_by_table(dict: &Dictionary, space: &Space) -> bool {
    let moves = Moves::new(dict, space);
    let positions = space.positions();
    let mut win = vec![0u64; positions.div_ceil(64) as usize];
    let mut digits = [0u8; ALPHABET];
    for index in 0..positions {
        if index > 0 {
            for (d, &c) in space.counts.iter().enumerate() {
                if digits[d] < c {
                    digits[d] += 1;
                    break;
                }
                digits[d] = 0;
            }
        }
        let wins = (0..moves.len()).any(|m| {
            moves.fits(m, &digits) && {
                let next = index - moves.offsets[m];
                win[(next / 64) as usize] & (1 << (next % 64)) == 0
            }
        });
        if wins {
            win[(index / 64) as usize] |= 1 << (index % 64);
        }
    }
    let full = space.full();
    win[(full / 64) as usize] & (1 << (full % 64)) != 0
}
