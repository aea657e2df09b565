//! The fast solvers.
//!
//! - [`ContestTable`]: the outcome of all 2^19 positions of the contest board (side 3), one bit
//!   each, built bottom-up by pushing from the lost positions only.
//! - [`ComponentSolver`]: Grundy values of connected groups of chocolates on a board of any
//!   side, memoised under the hexagon's twelve symmetries and translation, within a search
//!   limit.
//! - [`analyse`]: a whole position: its parts, their values, and who wins, using the solver and,
//!   for groups too large to search, the mirror strategy of point-symmetric groups.

use super::geometry::{Cell, Cells, Direction, Hexagon, Segment};
use crate::theory::nimber::Nimber;
use rustc_hash::FxHashMap;

/// The side of the contest board.
pub const CONTEST_SIDE: usize = 3;

/// How many positions the contest board has: one per subset of its 19 cells.
pub const CONTEST_POSITIONS: usize = 1 << 19;

/// Whether the player to move wins, for every position of the contest board (side 3).
///
/// Built in increasing order of the cell set as a number. A position is lost exactly when no
/// move leads to a lost position; so when the scan reaches a position not yet marked won, it is
/// lost, and every position one move above it (it plus a segment of empty cells) is marked won.
/// Only the lost positions do any work, which is why this is faster than asking every position
/// for its moves.
///
/// ```
/// use cgsolve::games::sweets::{geometry::Cells, solve::ContestTable};
/// let table = ContestTable::build();
/// assert!(!table.is_win(Cells(0))); // the empty board: no move
/// assert!(table.is_win(Cells(1)));  // one chocolate
/// ```
#[derive(Debug, Clone)]
pub struct ContestTable {
    wins: Vec<u64>,
}

impl ContestTable {
    /// Builds the table (about 8 ms on one core).
    pub fn build() -> ContestTable {
        let hex = Hexagon::of_side(CONTEST_SIDE).expect("side 3 is supported");
        let segments: Vec<usize> = hex.segments().iter().map(|s| s.cells.0 as usize).collect();
        let mut wins = vec![0u64; CONTEST_POSITIONS / 64];
        for lost in 0..CONTEST_POSITIONS {
            if wins[lost / 64] & (1 << (lost % 64)) != 0 {
                continue;
            }
            for &segment in &segments {
                if lost & segment == 0 {
                    let won = lost | segment;
                    wins[won / 64] |= 1 << (won % 64);
                }
            }
        }
        ContestTable { wins }
    }

    /// Whether the player to move wins with chocolates on `chocolates` of the contest board.
    pub fn is_win(&self, chocolates: Cells) -> bool {
        let p = (chocolates.0 as usize) & (CONTEST_POSITIONS - 1);
        self.wins[p / 64] & (1 << (p % 64)) != 0
    }
}

/// The search limit was reached before a value was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchLimit {
    /// How many distinct groups the search may value per question.
    pub limit: usize,
}

/// The default search limit: new shapes valued per question. About 3 to 6 µs each, so a
/// question is answered or refused within about 10 s; a compact group of 24 chocolates needs
/// 1.6 million.
pub const DEFAULT_SEARCH_LIMIT: usize = 2_000_000;

/// The memo is emptied before a question once it holds this many limits' worth of entries
/// (shapes, and cell sets met, connected or not).
const MEMO_LIMITS_KEPT: usize = 8;

/// Grundy values of groups of chocolates on one board, memoised.
///
/// The memo is keyed by the group's shape up to the twelve symmetries of the hex lattice and
/// translation (two groups of the same shape have the same value, wherever they stand), with a
/// second memo keyed by the cells themselves in front of it, so that the shape is computed once
/// per group met.
pub struct ComponentSolver {
    hexagon: &'static Hexagon,
    /// `images[(symmetry * bytes + byte) * 256 + value]`: where the cells of byte `byte` with
    /// bits `value` go under `symmetry`, on a grid of `width` × `width` bits.
    images: Vec<u128>,
    bytes: usize,
    width: u32,
    next: [Vec<u8>; 3],
    shapes: FxHashMap<u128, u16>,
    groups: FxHashMap<u64, u16>,
    limit: usize,
    searched: usize,
}

/// The cell after each cell in a direction, `NONE` where the board ends.
const NONE: u8 = u8::MAX;

impl ComponentSolver {
    /// A solver for `hexagon` with the default search limit.
    pub fn new(hexagon: &'static Hexagon) -> ComponentSolver {
        ComponentSolver::with_limit(hexagon, DEFAULT_SEARCH_LIMIT)
    }

    /// A solver that values at most `limit` new groups per question.
    pub fn with_limit(hexagon: &'static Hexagon, limit: usize) -> ComponentSolver {
        let width = 2 * hexagon.side() as u32 - 1;
        let r = hexagon.side() as i32 - 1;
        let bytes = hexagon.cell_count().div_ceil(8);
        let mut images = vec![0u128; hexagon.symmetries().len() * bytes * 256];
        for (sym, map) in hexagon.symmetries().iter().enumerate() {
            for byte in 0..bytes {
                for value in 0..256usize {
                    let mut image = 0u128;
                    for bit in 0..8 {
                        let cell = byte * 8 + bit;
                        if value & (1 << bit) != 0 && cell < hexagon.cell_count() {
                            let (b, a) = hexagon.axial(map[cell]);
                            image |= 1 << ((a + r) as u32 * width + (b + r) as u32);
                        }
                    }
                    images[(sym * bytes + byte) * 256 + value] = image;
                }
            }
        }
        let next = Direction::ALL.map(|d| {
            hexagon
                .cells()
                .map(|c| hexagon.next(c, d).map_or(NONE, |n| n.0))
                .collect()
        });
        ComponentSolver {
            hexagon,
            images,
            bytes,
            width,
            next,
            shapes: FxHashMap::default(),
            groups: FxHashMap::default(),
            limit,
            searched: 0,
        }
    }

    /// The board.
    pub fn hexagon(&self) -> &'static Hexagon {
        self.hexagon
    }

    /// How many distinct shapes the memo holds.
    pub fn shapes_known(&self) -> usize {
        self.shapes.len()
    }

    /// How many cell sets (connected or not) the memo holds, in front of the shapes.
    pub fn sets_known(&self) -> usize {
        self.groups.len()
    }

    /// The Grundy value of any set of chocolates: the xor of its groups' values.
    pub fn grundy(&mut self, chocolates: Cells) -> Result<Nimber, SearchLimit> {
        self.start_question();
        self.value_of(chocolates).map(|v| Nimber(u32::from(v)))
    }

    /// The Grundy value of one connected group of chocolates.
    pub fn group_grundy(&mut self, group: Cells) -> Result<Nimber, SearchLimit> {
        self.start_question();
        self.group_value(group).map(|v| Nimber(u32::from(v)))
    }

    /// Resets the count of shapes searched, and empties a memo grown too large.
    fn start_question(&mut self) {
        self.searched = 0;
        if self.shapes.len() + self.groups.len() > MEMO_LIMITS_KEPT * self.limit {
            self.shapes.clear();
            self.groups.clear();
        }
    }

    /// The shape of a group: the least of its twelve images, each moved to the grid's corner.
    pub fn shape(&self, group: Cells) -> u128 {
        let w = self.width;
        let row_mask = (1u128 << w) - 1;
        let mut best = u128::MAX;
        for sym in 0..self.hexagon.symmetries().len() {
            let table = &self.images[sym * self.bytes * 256..];
            let mut image = 0u128;
            for byte in 0..self.bytes {
                let value = (group.0 >> (8 * byte)) as usize & 0xff;
                image |= table[byte * 256 + value];
            }
            if image == 0 {
                return 0;
            }
            image >>= (image.trailing_zeros() / w) * w;
            let mut columns = 0u128;
            let mut rest = image;
            while rest != 0 {
                columns |= rest & row_mask;
                rest >>= w;
            }
            image >>= columns.trailing_zeros();
            best = best.min(image);
        }
        best
    }

    fn value_of(&mut self, chocolates: Cells) -> Result<u16, SearchLimit> {
        if let Some(&v) = self.groups.get(&chocolates.0) {
            return Ok(v);
        }
        let mut value = 0;
        let mut group_count = 0;
        let mut left = chocolates;
        while let Some(seed) = left.iter().next() {
            let group = self.hexagon.component_of(left, seed);
            value ^= self.group_value(group)?;
            group_count += 1;
            left = left.without(group);
        }
        if group_count > 1 {
            self.groups.insert(chocolates.0, value);
        }
        Ok(value)
    }

    fn group_value(&mut self, group: Cells) -> Result<u16, SearchLimit> {
        if group.len() <= 1 {
            return Ok(group.len() as u16);
        }
        if let Some(&v) = self.groups.get(&group.0) {
            return Ok(v);
        }
        let shape = self.shape(group);
        if let Some(&v) = self.shapes.get(&shape) {
            self.groups.insert(group.0, v);
            return Ok(v);
        }
        if self.searched >= self.limit {
            return Err(SearchLimit { limit: self.limit });
        }
        self.searched += 1;
        // A mex is at most the number of moves, fewer than 640 on any supported board.
        let mut seen = [0u64; 10];
        let mut result = Ok(());
        self.for_each_run(group, |solver, run| {
            match solver.value_of(group.without(run)) {
                Ok(v) => {
                    if let Some(word) = seen.get_mut(usize::from(v / 64)) {
                        *word |= 1 << (v % 64);
                    }
                    true
                }
                Err(e) => {
                    result = Err(e);
                    false
                }
            }
        });
        result?;
        let value = seen
            .iter()
            .enumerate()
            .find(|(_, w)| **w != u64::MAX)
            .map_or(640, |(i, w)| i as u16 * 64 + w.trailing_ones() as u16);
        self.shapes.insert(shape, value);
        self.groups.insert(group.0, value);
        Ok(value)
    }

    /// Calls `visit` with every run of chocolates of `group` (each once) until it returns false.
    fn for_each_run(&mut self, group: Cells, mut visit: impl FnMut(&mut Self, Cells) -> bool) {
        for start in group.iter() {
            for d in 0..3 {
                let mut run = Cells::single(start);
                if d == 0 && !visit(self, run) {
                    return;
                }
                let mut at = start.0;
                loop {
                    let next = self.next[d][usize::from(at)];
                    if next == NONE || !group.contains(Cell(next)) {
                        break;
                    }
                    run = run | Cells::single(Cell(next));
                    if !visit(self, run) {
                        return;
                    }
                    at = next;
                }
            }
        }
    }
}

/// Every segment of chocolates of `chocolates` on `hexagon`, each once.
pub fn runs(hexagon: &Hexagon, chocolates: Cells) -> Vec<Segment> {
    hexagon
        .segments()
        .iter()
        .filter(|s| chocolates.includes(s.cells))
        .copied()
        .collect()
}

/// How a group's value was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupValue {
    /// Found by search.
    Searched(Nimber),
    /// Zero, because the group is point-symmetric about an empty cell: the second player
    /// answers every move with its mirror image.
    MirrorZero,
    /// Not zero, because the group is point-symmetric about a chocolate: eating that one
    /// chocolate leaves a group of value zero. The exact value was not searched.
    MirrorNonZero,
}

impl GroupValue {
    /// The exact value, when known.
    pub fn exact(self) -> Option<Nimber> {
        match self {
            GroupValue::Searched(v) => Some(v),
            GroupValue::MirrorZero => Some(Nimber::ZERO),
            GroupValue::MirrorNonZero => None,
        }
    }
}

/// Groups of more chocolates than this that are point-symmetric about a chocolate are valued by
/// symmetry (not zero) instead of searched.
pub const SEARCH_SYMMETRIC_UP_TO: usize = 20;

/// The cell a group is point-symmetric about, if it is symmetric about a cell's centre.
pub fn mirror_centre(hexagon: &Hexagon, group: Cells) -> Option<(i32, i32)> {
    let coords: Vec<(i32, i32)> = group.iter().map(|c| hexagon.axial(c)).collect();
    let (b0, b1) = min_max(coords.iter().map(|p| p.0))?;
    let (a0, a1) = min_max(coords.iter().map(|p| p.1))?;
    if (b0 + b1) % 2 != 0 || (a0 + a1) % 2 != 0 {
        return None;
    }
    let symmetric = coords.iter().all(|&(b, a)| {
        hexagon
            .cell_at_axial(b0 + b1 - b, a0 + a1 - a)
            .is_some_and(|c| group.contains(c))
    });
    symmetric.then_some(((b0 + b1) / 2, (a0 + a1) / 2))
}

fn min_max(values: impl Iterator<Item = i32>) -> Option<(i32, i32)> {
    values.fold(None, |acc, v| {
        Some(acc.map_or((v, v), |(lo, hi): (i32, i32)| (lo.min(v), hi.max(v))))
    })
}

/// A whole position analysed: its groups with their values and who wins.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// Each group of chocolates with its value.
    pub parts: Vec<(Cells, GroupValue)>,
    /// The Grundy value of the position, when every part's value is known.
    pub value: Option<Nimber>,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
}

/// Why a position could not be decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undecided {
    /// How many chocolates the largest group left undecided holds.
    pub group_size: usize,
    /// The search limit that was reached, if one was.
    pub limit: Option<usize>,
}

/// Values every group of `chocolates` and decides who wins: by search, and by symmetry for
/// point-symmetric groups too large to search.
pub fn analyse(solver: &mut ComponentSolver, chocolates: Cells) -> Result<Analysis, Undecided> {
    let hex = solver.hexagon();
    let mut parts = Vec::new();
    let mut undecided: Option<Undecided> = None;
    for group in hex.components(chocolates) {
        let centre = mirror_centre(hex, group);
        let by_mirror = centre.map(|(b, a)| {
            let held = hex.cell_at_axial(b, a).is_some_and(|c| group.contains(c));
            if held {
                GroupValue::MirrorNonZero
            } else {
                GroupValue::MirrorZero
            }
        });
        let value = match by_mirror {
            Some(v) if group.len() > SEARCH_SYMMETRIC_UP_TO => v,
            _ => match solver.group_grundy(group) {
                Ok(v) => GroupValue::Searched(v),
                Err(limit) => match by_mirror {
                    Some(v) => v,
                    None => {
                        let size = group.len();
                        if undecided.as_ref().is_none_or(|u| u.group_size < size) {
                            undecided = Some(Undecided {
                                group_size: size,
                                limit: Some(limit.limit),
                            });
                        }
                        continue;
                    }
                },
            },
        };
        parts.push((group, value));
    }
    if let Some(u) = undecided {
        return Err(u);
    }
    let known: Nimber = parts.iter().filter_map(|(_, v)| v.exact()).sum();
    // Groups of the same shape have the same value: two of them cancel.
    let mut unknown: Vec<(u128, usize)> = parts
        .iter()
        .filter(|(_, v)| v.exact().is_none())
        .map(|(g, _)| (solver.shape(*g), g.len()))
        .collect();
    unknown.sort_unstable();
    let mut unpaired = Vec::new();
    let mut i = 0;
    while i < unknown.len() {
        if i + 1 < unknown.len() && unknown[i].0 == unknown[i + 1].0 {
            i += 2;
        } else {
            unpaired.push(unknown[i].1);
            i += 1;
        }
    }
    match unpaired.as_slice() {
        [] => Ok(Analysis {
            first_player_wins: known.next_player_wins(),
            value: Some(known),
            parts,
        }),
        [_] if !known.next_player_wins() => Ok(Analysis {
            parts,
            value: None,
            first_player_wins: true,
        }),
        _ => Err(Undecided {
            group_size: unpaired.iter().copied().max().unwrap_or(0),
            limit: None,
        }),
    }
}
