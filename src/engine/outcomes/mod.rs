//! Who wins a position too large for its value: a boolean search over sums of regions, each
//! region in normal form, the small ones replaced by their canonical values.
//!
//! [`OutcomeSolver`] decides whether the player to move wins, and with which move, without
//! computing the whole position's canonical form:
//!
//! - a node is a [`Sum`]: the regions not valued (each in [`normal_form`](PartizanRules::normal_form)
//!   with its sign, sorted, a region and its negative cancelled), the canonical value of the
//!   regions valued (each by the [`ValueSolver`] when already remembered or
//!   [`worth_valuing`](PartizanRules::worth_valuing): "simplest equal game" replacement), and
//!   the player to move, always Left: Right to move in a sum is Left to move in its negative,
//!   so that a position and its negative share one answer;
//! - a sum of values alone is decided at once by the value's sign; a sum whose regions count
//!   their moves ([`move_bounds`](PartizanRules::move_bounds)), the valued ones too or the
//!   valued part put as an integer, is decided when the moves one player surely makes (safe
//!   ones, protective areas, a share of the spoilable ones) outlast every move the other can
//!   make, or the cells left to the other;
//! - a node's options are listed as moves, best first by [`mobility`](PartizanRules::mobility)
//!   and safe moves counted on the moving region alone, then fewest replies left to the
//!   opponent there, then the game's [`move_preference`](PartizanRules::move_preference),
//!   moves in the valued part last; each becomes a node only when its turn comes
//!   (`search.rs`);
//! - answers are remembered in a table bounded in bytes; when full, the half of it that cost the
//!   least to search is forgotten.
//!
//! It runs on an explicit stack of its own. The plain [`PartizanSolver`](super::partizan::PartizanSolver)
//! is its reference.

mod counting;
mod search;

use counting::{ceiling, floor, with_integer};
use search::Frame;

use super::rules::{MoveBounds, PartizanRules};
use super::values::{ValueError, ValueSolver};
use crate::progress::{NoProgress, Pacer, Progress};
use crate::theory::canonical::{GameId, LimitExceeded, Relation};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;
use std::mem::size_of;

/// A search node: a sum of regions not valued, a value standing for the regions valued, and
/// the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sum<P> {
    /// The regions searched, each in normal form with whether it stands negated; sorted.
    pub regions: Vec<(P, bool)>,
    /// The sum of the values of the regions valued.
    pub valued: GameId,
    /// The player to move (Left in every node the search makes).
    pub to_move: Player,
}

/// The outcome of a position with a winning move for each player who has one moving first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeAnswer<M, P> {
    /// The outcome class.
    pub outcome: Outcome,
    /// A move with which Left, moving first, wins, and the position it leaves.
    pub left: Option<(M, P)>,
    /// A move with which Right, moving first, wins, and the position it leaves.
    pub right: Option<(M, P)>,
}

/// A winning move and the position it leaves, or `None` when every move loses.
pub type WinningMove<R> = Option<(<R as PartizanRules>::Move, <R as PartizanRules>::Position)>;

/// What an [`OutcomeSolver`] counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutcomeStats {
    /// Nodes opened.
    pub searched: u64,
    /// Nodes answered by the table.
    pub table_hits: u64,
    /// Nodes decided by a value's sign or by counting moves.
    pub decided: u64,
    /// Times the table was full and its cheapest half forgotten.
    pub evictions: u64,
}

/// The bytes a remembered node takes besides its regions (the key, the entry, the table's
/// spare room).
const ENTRY_BYTES: usize = 2 * (size_of::<Sum<()>>() + size_of::<Entry>()) + 16;

/// A remembered answer and how many nodes its search opened.
#[derive(Clone, Copy, Debug)]
struct Entry {
    wins: bool,
    work: u64,
}

/// Decides who wins positions of one partizan game, remembering answers within a byte limit.
///
/// ```
/// use cgsolve::engine::outcomes::OutcomeSolver;
/// use cgsolve::{Outcome, PartizanRules};
///
/// /// Blue-Red Hackenbush stalks (bottom first, true: blue), each a region.
/// #[derive(Clone)]
/// struct Stalks;
///
/// impl PartizanRules for Stalks {
///     type Position = Vec<Vec<bool>>;
///     type Move = (usize, usize);
///     fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut((usize, usize), Self::Position)) {
///         cut(p, true, each)
///     }
///     fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut((usize, usize), Self::Position)) {
///         cut(p, false, each)
///     }
///     fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
///         p.iter().filter(|s| !s.is_empty()).map(|s| vec![s.clone()]).collect()
///     }
/// }
///
/// fn cut(p: &[Vec<bool>], blue: bool, each: &mut dyn FnMut((usize, usize), Vec<Vec<bool>>)) {
///     for (s, stalk) in p.iter().enumerate() {
///         for (e, &edge) in stalk.iter().enumerate() {
///             if edge == blue {
///                 let mut next = p.to_vec();
///                 next[s].truncate(e);
///                 each((s, e), next);
///             }
///         }
///     }
/// }
///
/// let mut solver = OutcomeSolver::new(Stalks);
/// // Red, blue, blue is -1/4 and blue, red is 1/2: the sum, 1/4, is Left's whoever starts.
/// let answer = solver.outcome(&vec![vec![true, false], vec![false, true, true]]).unwrap();
/// assert_eq!(answer.outcome, Outcome::L);
/// assert!(answer.right.is_none());
/// ```
pub struct OutcomeSolver<R: PartizanRules, P = NoProgress> {
    search: Outcomes<R, P>,
    frames: Vec<Frame<R::Position>>,
}

/// Everything of an [`OutcomeSolver`] but its stack.
struct Outcomes<R: PartizanRules, P> {
    rules: R,
    values: ValueSolver<R>,
    arena_limit: usize,
    table: FxHashMap<Sum<R::Position>, Entry>,
    table_bytes: usize,
    max_table_bytes: usize,
    progress: P,
    /// When the progress hook hears of the current question.
    pacer: Pacer,
    stats: OutcomeStats,
    /// Nodes opened before the current question began.
    searched_before: u64,
}

impl<R: PartizanRules + Clone> OutcomeSolver<R> {
    /// A solver for `rules` with no limits and no progress hook.
    pub fn new(rules: R) -> Self {
        OutcomeSolver {
            search: Outcomes {
                values: ValueSolver::new(rules.clone()),
                rules,
                arena_limit: usize::MAX,
                table: FxHashMap::default(),
                table_bytes: 0,
                max_table_bytes: usize::MAX,
                progress: NoProgress,
                pacer: Pacer::default(),
                stats: OutcomeStats::default(),
                searched_before: 0,
            },
            frames: Vec::new(),
        }
    }
}

impl<R: PartizanRules<Position: Ord> + Clone, P: Progress> OutcomeSolver<R, P> {
    /// The same solver remembering answers in at most `table_bytes`, regions' values in at most
    /// `values` regions, and game forms in at most `arena_bytes`; a full table forgets, the
    /// values' memo starts afresh, a full arena stops the search with its limit.
    pub fn with_limits(mut self, table_bytes: usize, values: usize, arena_bytes: usize) -> Self {
        self.search.max_table_bytes = table_bytes;
        self.search.arena_limit = arena_bytes;
        self.search.values.set_limits(values, arena_bytes);
        self
    }

    /// The value solver that values its regions, to remember regions' values ahead (a region
    /// database's).
    pub fn values_mut(&mut self) -> &mut ValueSolver<R> {
        &mut self.search.values
    }

    /// The same solver with another progress hook.
    pub fn with_progress<P2: Progress>(self, progress: P2) -> OutcomeSolver<R, P2> {
        let s = self.search;
        OutcomeSolver {
            search: Outcomes {
                rules: s.rules,
                values: s.values,
                arena_limit: s.arena_limit,
                table: s.table,
                table_bytes: s.table_bytes,
                max_table_bytes: s.max_table_bytes,
                progress,
                pacer: Pacer::default(),
                stats: s.stats,
                searched_before: 0,
            },
            frames: Vec::new(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.search.rules
    }

    /// The progress hook.
    pub fn progress_mut(&mut self) -> &mut P {
        &mut self.search.progress
    }

    /// What the solver counted since it was made.
    pub fn stats(&self) -> OutcomeStats {
        self.search.stats
    }

    /// How many answers the table holds.
    pub fn table_len(&self) -> usize {
        self.search.table.len()
    }

    /// The outcome of `p`, with a winning move for each player who wins moving first.
    pub fn outcome(
        &mut self,
        p: &R::Position,
    ) -> Result<OutcomeAnswer<R::Move, R::Position>, LimitExceeded> {
        let search = &mut self.search;
        search.searched_before = search.stats.searched;
        search.pacer.start(&mut search.progress);
        let result = self.answer(p);
        let search = &mut self.search;
        search.pacer.finish(&mut search.progress);
        result
    }

    fn answer(
        &mut self,
        p: &R::Position,
    ) -> Result<OutcomeAnswer<R::Move, R::Position>, LimitExceeded> {
        let left = self.winning_move(p, Player::Left)?;
        let right = self.winning_move(p, Player::Right)?;
        Ok(OutcomeAnswer {
            outcome: Outcome::from_first_player_wins(left.is_some(), right.is_some()),
            left,
            right,
        })
    }

    /// A move with which `player`, moving first from `p`, wins, and the position it leaves;
    /// `None` when every move loses (or there is none).
    pub fn winning_move(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<WinningMove<R>, LimitExceeded> {
        let s = &mut self.search;
        // Each move with its mobility edge and the game's preference, best first.
        let mut moves: Vec<(RootOrder, R::Move, R::Position)> = Vec::new();
        s.rules
            .moves_of(p, player, &mut |m, next| moves.push(((0, 0), m, next)));
        for (score, m, next) in &mut moves {
            let edge = s.rules.mobility(next, player) as i64
                - s.rules.mobility(next, player.opponent()) as i64;
            *score = (edge, s.rules.move_preference(p, m));
        }
        moves.sort_by_key(|(score, _, _)| std::cmp::Reverse(*score));
        for (_, m, next) in moves {
            let parts = self.search.rules.components(&next);
            let zero = self.search.values.arena().zero();
            let child = self.search.sum_of(
                Vec::new(),
                parts,
                false,
                (zero, Some(MoveBounds::default())),
                player.opponent(),
            )?;
            if !self.search.wins(&mut self.frames, child)? {
                return Ok(Some((m, next)));
            }
        }
        Ok(None)
    }
}

impl<R: PartizanRules<Position: Ord> + Clone, P: Progress> Outcomes<R, P> {
    /// The value of a region in normal form when it is remembered or worth computing.
    fn value_of(&mut self, normal: &R::Position) -> Result<Option<GameId>, LimitExceeded> {
        if !self.values.remembers(normal) && !self.rules.worth_valuing(normal) {
            return Ok(None);
        }
        match self.values.value(normal) {
            Ok(v) => Ok(Some(v)),
            Err(ValueError::Memo(_)) => {
                self.values.clear_memo();
                self.values.value(normal).map(Some).map_err(|e| match e {
                    ValueError::Arena(e) => e,
                    ValueError::Memo(_) => LimitExceeded {
                        limit: self.arena_limit,
                    },
                    ValueError::Budget(never) => match never {},
                })
            }
            Err(ValueError::Arena(e)) => Err(e),
            Err(ValueError::Budget(never)) => match never {},
        }
    }

    /// The node of `regions` (already normal) with `parts` (raw, each standing negated when
    /// `negated`) added to them, `valued` beside them (a value and, when known, the move
    /// bounds of the regions it is the sum of), `to_move` to move.
    fn sum_of(
        &mut self,
        mut regions: Vec<(R::Position, bool)>,
        parts: Vec<R::Position>,
        negated: bool,
        valued: Valued,
        to_move: Player,
    ) -> Result<Node<R::Position>, LimitExceeded> {
        let (mut valued, mut counted) = valued;
        for part in parts {
            let (normal, flipped) = self.rules.normal_form(&part);
            let sign = flipped != negated;
            match self.value_of(&normal)? {
                Some(v) => {
                    let mut arena = self.values.arena().limited(self.arena_limit);
                    let v = if sign { arena.neg(v)? } else { v };
                    valued = arena.add(valued, v)?;
                    counted = counted
                        .zip(self.rules.move_bounds(&normal))
                        .map(|(c, b)| c + if sign { b.swapped() } else { b });
                }
                None => regions.push((normal, sign)),
            }
        }
        if to_move == Player::Right {
            // Right to move in G wins exactly when Left to move in -G does: one key for both.
            for (_, negated) in &mut regions {
                *negated = !*negated;
            }
            valued = self.values.arena().limited(self.arena_limit).neg(valued)?;
            counted = counted.map(MoveBounds::swapped);
        }
        regions.sort_unstable();
        cancel_negatives(&mut regions);
        let sum = Sum {
            regions,
            valued,
            to_move: Player::Left,
        };
        Ok(Node { sum, counted })
    }
}

/// A first move's place in the order of search: its mobility edge, then the game's
/// preference.
type RootOrder = (i64, i64);

/// A valued part: its value, and the move bounds of the regions whose values it adds when
/// every one of them counts its moves.
type Valued = (GameId, Option<MoveBounds>);

/// A node with what is known of it beyond its key: the move bounds of its valued regions, which
/// count moves in the valued part as they are in the regions it stands for.
#[derive(Clone, Debug)]
pub(super) struct Node<P> {
    sum: Sum<P>,
    counted: Option<MoveBounds>,
}

/// Removes each region standing beside its own negative (the pair is worth 0); `regions` is
/// sorted, so a region and its negative stand next to each other.
fn cancel_negatives<P: PartialEq>(regions: &mut Vec<(P, bool)>) {
    let mut kept: Vec<(P, bool)> = Vec::with_capacity(regions.len());
    for region in regions.drain(..) {
        match kept.last() {
            Some(last) if last.0 == region.0 && last.1 != region.1 => {
                kept.pop();
            }
            _ => kept.push(region),
        }
    }
    *regions = kept;
}

impl<R: PartizanRules<Position: Ord> + Clone, P: Progress> Outcomes<R, P> {
    /// Whether the player to move wins `node` without searching it: by the value's sign when
    /// no region is left, by counting moves when every region counts them, the valued ones
    /// too, or the valued part is put as an integer.
    fn decided(&mut self, node: &Node<R::Position>) -> Result<Option<bool>, LimitExceeded> {
        let sum = &node.sum;
        let arena = self.values.arena();
        if sum.regions.is_empty() {
            let zero = arena.zero();
            let relation = arena.limited(self.arena_limit).relation(sum.valued, zero)?;
            // The player to move wins unless the value is on the other side of 0 or is 0.
            let loses = matches!(
                (relation, sum.to_move),
                (Relation::Equal, _)
                    | (Relation::Less, Player::Left)
                    | (Relation::Greater, Player::Right)
            );
            return Ok(Some(!loses));
        }
        let mut bounds = MoveBounds::default();
        for (region, negated) in &sum.regions {
            let Some(b) = self.rules.move_bounds(region) else {
                return Ok(None);
            };
            bounds = bounds + if *negated { b.swapped() } else { b };
        }
        if let Some(counted) = node.counted {
            let decided = (bounds + counted).decides(sum.to_move);
            if decided.is_some() {
                return Ok(decided);
            }
        }
        let Some((below, above)) = self.integers_around(sum.valued)? else {
            return Ok(None);
        };
        // To show a win, the valued part is replaced by an integer worse for the player to
        // move; to show a loss, by one better.
        let (worse, better) = match sum.to_move {
            Player::Left => (below, above),
            Player::Right => (above, below),
        };
        if with_integer(bounds, worse).decides(sum.to_move) == Some(true) {
            return Ok(Some(true));
        }
        if with_integer(bounds, better).decides(sum.to_move) == Some(false) {
            return Ok(Some(false));
        }
        Ok(None)
    }

    /// Integers `n <= v <= m` close to `v`: its floor and ceiling when it is a number, else
    /// the integers just past its stops (a number below the right stop is below `v`, one
    /// above the left stop above it); `None` past 2^20.
    fn integers_around(&mut self, v: GameId) -> Result<Option<(i64, i64)>, LimitExceeded> {
        let arena = self.values.arena();
        let (below, above) = match arena.as_number(v) {
            Some(x) => (floor(x), ceiling(x)),
            None => {
                let mut arena = arena.limited(self.arena_limit);
                let right = arena.right_stop(v)?;
                let left = arena.left_stop(v)?;
                (ceiling(&right).map(|n| n - 1), floor(&left).map(|n| n + 1))
            }
        };
        Ok(below.zip(above))
    }

    /// Remembers `sum`'s answer, forgetting the cheaper half of the table when it is full.
    fn remember(&mut self, sum: Sum<R::Position>, entry: Entry) {
        let bytes = ENTRY_BYTES + sum.regions.len() * size_of::<(R::Position, bool)>();
        if self.table_bytes + bytes > self.max_table_bytes {
            self.forget_cheaper_half();
            if self.table_bytes + bytes > self.max_table_bytes {
                return;
            }
        }
        if self.table.insert(sum, entry).is_none() {
            self.table_bytes += bytes;
        }
    }

    fn forget_cheaper_half(&mut self) {
        self.stats.evictions += 1;
        let mut works: Vec<u64> = self.table.values().map(|e| e.work).collect();
        let middle = works.len() / 2;
        let median = works.select_nth_unstable(middle).1.to_owned();
        self.table.retain(|_, e| e.work > median);
        self.table_bytes = self
            .table
            .keys()
            .map(|k| ENTRY_BYTES + k.regions.len() * size_of::<(R::Position, bool)>())
            .sum();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_beside_its_negative_is_gone() {
        let mut regions = vec![(1, false), (2, false), (2, true), (2, true), (3, true)];
        cancel_negatives(&mut regions);
        assert_eq!(regions, vec![(1, false), (2, true), (3, true)]);
    }
}
