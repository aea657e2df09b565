//! The fast solvers.
//!
//! - [`ContestTable`]: the outcome of all 2^19 positions of the contest board (side 3), one bit
//!   each: the engine's [`WinTable`] pushed from the lost positions only.
//! - [`ComponentSolver`]: Grundy values of connected groups of chocolates on a board of any
//!   side: the engine's [`Solver`] over [`ShapeRules`], memoised under the hexagon's twelve
//!   symmetries and translation, with the mirror strategy as a known value, within a budget.
//! - [`analyse`]: a whole position: its parts, their values, and who wins, using the solver and,
//!   for groups too large to search, the mirror strategy of point-symmetric groups.

use super::geometry::{Cell, Cells, Hexagon, NO_CELL, Segment};
use crate::engine::memory::MemoryLimit;
use crate::engine::parts::{BudgetExceeded, HashMemo, Memo, PositionBudget};
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::engine::table::{DenseGame, TableError, Unmoves, WinTable};
use crate::progress::{Progress, progress_for};
use crate::theory::nimber::Nimber;
use std::ops::ControlFlow;

/// The side of the contest board.
pub const CONTEST_SIDE: usize = 3;

/// How many positions the contest board has: one per subset of its 19 cells.
pub const CONTEST_POSITIONS: usize = 1 << 19;

/// Every position of the contest board as a dense game: position `p` holds chocolates on the
/// cells of the bits of `p`; a move eats a segment of chocolates, lowering the number.
struct ContestBoard {
    segments: Vec<usize>,
}

impl DenseGame for ContestBoard {
    fn positions(&self) -> usize {
        CONTEST_POSITIONS
    }

    fn for_each_move(
        &self,
        p: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for &segment in &self.segments {
            if p & segment == segment {
                visit(p & !segment)?;
            }
        }
        ControlFlow::Continue(())
    }
}

impl Unmoves for ContestBoard {
    fn for_each_unmove(&self, p: usize, mut visit: impl FnMut(usize)) {
        for &segment in &self.segments {
            if p & segment == 0 {
                visit(p | segment);
            }
        }
    }
}

/// Whether the player to move wins, for every position of the contest board (side 3).
///
/// The engine's [`WinTable::push_from_lost`]: in increasing order of the cell set as a number,
/// a position not yet marked won is lost, and every position one move above it (it plus a
/// segment of empty cells) is marked won. Only the lost positions do any work, which is why
/// this is faster than asking every position for its moves.
///
/// ```
/// use cgsolve::games::contests::sweets::{geometry::Cells, solve::ContestTable};
/// let table = ContestTable::build();
/// assert!(!table.is_win(Cells(0))); // the empty board: no move
/// assert!(table.is_win(Cells(1)));  // one chocolate
/// ```
#[derive(Debug, Clone)]
pub struct ContestTable {
    wins: WinTable,
}

impl ContestTable {
    /// Builds the table (about 8 ms on one core).
    pub fn build() -> ContestTable {
        let hex = Hexagon::of_side(CONTEST_SIDE).expect("side 3 is supported");
        let board = ContestBoard {
            segments: hex.segments().iter().map(|s| s.cells.0 as usize).collect(),
        };
        let wins = WinTable::push_from_lost(&board).unwrap_or_else(|e: TableError| {
            unreachable!("2^19 positions are within the table limit: {e}")
        });
        ContestTable { wins }
    }

    /// Whether the player to move wins with chocolates on `chocolates` of the contest board.
    pub fn is_win(&self, chocolates: Cells) -> bool {
        self.wins
            .is_win((chocolates.0 as usize) & (CONTEST_POSITIONS - 1))
    }
}

/// The default search limit: new shapes valued per question. About 3 to 6 µs each, so a
/// question is answered or refused within about 10 s; a compact group of 24 chocolates needs
/// 1.6 million.
pub const DEFAULT_SEARCH_LIMIT: usize = 2_000_000;

/// The memo is emptied before a question once it holds this many limits' worth of entries
/// (shapes, and cell sets met, connected or not).
pub const MEMO_LIMITS_KEPT: usize = 8;

/// A position of the fast search: chocolates on the board (a [`Cells`] set in the low 64 bits)
/// or, as a memo key only, a shape (see [`ShapeRules::shape`]) marked by [`Pattern::SHAPE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern(pub u128);

impl Pattern {
    /// The bit that marks a shape.
    pub const SHAPE: u128 = 1 << 127;

    /// The position with chocolates on `cells`.
    pub fn of(cells: Cells) -> Pattern {
        Pattern(u128::from(cells.0))
    }

    /// The chocolates of a position (not of a shape).
    pub fn cells(self) -> Cells {
        Cells(self.0 as u64)
    }
}

/// The rules of Sweets on one board, made fast for the engine's solver: moves found by walking
/// precomputed neighbour tables, groups by flood fill, and the memo key of a group its shape up
/// to the hexagon's twelve symmetries and translation (two groups of the same shape have the
/// same value, wherever they stand).
pub struct ShapeRules {
    hexagon: &'static Hexagon,
    /// `images[(symmetry * bytes + byte) * 256 + value]`: where the cells of byte `byte` with
    /// bits `value` go under `symmetry`, on a grid of `width` × `width` bits.
    images: Vec<u128>,
    bytes: usize,
    width: u32,
    next: [Vec<u8>; 3],
}

impl ShapeRules {
    /// The rules of `hexagon`, with their tables.
    pub fn new(hexagon: &'static Hexagon) -> ShapeRules {
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
        let next = hexagon.next_indices();
        ShapeRules {
            hexagon,
            images,
            bytes,
            width,
            next,
        }
    }

    /// The board.
    pub fn hexagon(&self) -> &'static Hexagon {
        self.hexagon
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

    /// Calls `visit` with every run of chocolates of `group`, each once.
    #[inline]
    fn for_each_run(&self, group: Cells, mut visit: impl FnMut(Cells)) {
        for start in group.iter() {
            for d in 0..3 {
                let mut run = Cells::single(start);
                if d == 0 {
                    visit(run);
                }
                let mut at = start.0;
                loop {
                    let next = self.next[d][usize::from(at)];
                    if next == NO_CELL || !group.contains(Cell(next)) {
                        break;
                    }
                    run = run | Cells::single(Cell(next));
                    visit(run);
                    at = next;
                }
            }
        }
    }
}

impl ImpartialRules for ShapeRules {
    type Position = Pattern;
    /// The run of chocolates eaten.
    type Move = Cells;

    #[inline]
    fn moves(&self, p: &Pattern, each: &mut dyn FnMut(Cells, Pattern)) {
        let group = p.cells();
        self.for_each_run(group, |run| each(run, Pattern::of(group.without(run))));
    }

    #[inline]
    fn options(&self, p: &Pattern, each: &mut dyn FnMut(Pattern)) {
        let group = p.cells();
        self.for_each_run(group, |run| each(Pattern::of(group.without(run))));
    }

    /// The groups of chocolates connected through neighbouring chocolates: every move eats a
    /// connected run, so the groups never interact.
    fn components(&self, p: &Pattern) -> Vec<Pattern> {
        let parts = self.hexagon.components(p.cells());
        parts.into_iter().map(Pattern::of).collect()
    }

    #[inline]
    fn for_each_component(&self, p: &Pattern, each: &mut dyn FnMut(Pattern)) {
        let mut left = p.cells();
        while let Some(seed) = left.iter().next() {
            let group = self.hexagon.component_of(left, seed);
            each(Pattern::of(group));
            left = left.without(group);
        }
    }

    #[inline]
    fn canonical(&self, p: &Pattern) -> Pattern {
        Pattern(self.shape(p.cells()) | Pattern::SHAPE)
    }

    /// No chocolate is worth 0 and one chocolate 1; a group of more than
    /// [`SEARCH_SYMMETRIC_UP_TO`] chocolates, point-symmetric about an empty cell, is worth 0:
    /// the second player answers every move with its mirror image.
    #[inline]
    fn known_value(&self, p: &Pattern) -> Option<Nimber> {
        let group = p.cells();
        let n = group.len();
        if n <= 1 {
            return Some(Nimber(n as u32));
        }
        if n > SEARCH_SYMMETRIC_UP_TO
            && let Some((b, a)) = mirror_centre(self.hexagon, group)
            && !self
                .hexagon
                .cell_at_axial(b, a)
                .is_some_and(|c| group.contains(c))
        {
            return Some(Nimber::ZERO);
        }
        None
    }
}

/// Grundy values of groups of chocolates on one board: the engine's [`Solver`] over
/// [`ShapeRules`], with a budget of new shapes per question and a memo emptied between
/// questions once it holds eight budgets' worth of entries.
///
/// The memo is keyed by each group's shape and, in front of it, by the cells themselves, so that
/// the shape is computed once per group met.
pub struct ComponentSolver {
    solver: Solver<ShapeRules, HashMemo<Pattern>, PositionBudget, Box<dyn Progress + Send>>,
}

impl ComponentSolver {
    /// A solver for `hexagon` with the default search limit.
    pub fn new(hexagon: &'static Hexagon) -> ComponentSolver {
        ComponentSolver::with_limit(hexagon, DEFAULT_SEARCH_LIMIT)
    }

    /// The search limit that keeps the memo within `memory`: the default limit, or fewer
    /// shapes when the memo of [`MEMO_LIMITS_KEPT`] + 1 limits' worth of entries would not fit.
    pub fn search_limit(memory: MemoryLimit) -> usize {
        let entries = memory.items(HashMemo::<Pattern>::ENTRY_BYTES);
        DEFAULT_SEARCH_LIMIT.min(entries / (MEMO_LIMITS_KEPT + 1))
    }

    /// A solver that values at most `limit` new groups per question.
    pub fn with_limit(hexagon: &'static Hexagon, limit: usize) -> ComponentSolver {
        let what = format!(
            "sweets: searching shapes on the board of side {}",
            hexagon.side()
        );
        let solver = Solver::with_parts(
            ShapeRules::new(hexagon),
            HashMemo::with_max_entries(MEMO_LIMITS_KEPT.saturating_mul(limit)),
            PositionBudget::new(limit),
            progress_for(&what),
        );
        ComponentSolver { solver }
    }

    /// The board.
    pub fn hexagon(&self) -> &'static Hexagon {
        self.solver.rules().hexagon()
    }

    /// How many entries (shapes, and cell sets met) the memo holds.
    pub fn memo_len(&self) -> usize {
        self.solver.memo().len()
    }

    /// The Grundy value of any set of chocolates: the xor of its groups' values.
    pub fn grundy(&mut self, chocolates: Cells) -> Result<Nimber, BudgetExceeded> {
        self.solver.try_grundy(&Pattern::of(chocolates))
    }

    /// The Grundy value of one connected group of chocolates.
    pub fn group_grundy(&mut self, group: Cells) -> Result<Nimber, BudgetExceeded> {
        self.solver.try_component_grundy(&Pattern::of(group))
    }

    /// The shape of a group: the least of its twelve images, each moved to the grid's corner.
    pub fn shape(&self, group: Cells) -> u128 {
        self.solver.rules().shape(group)
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
