//! Games decided by the final position (tic-tac-toe, Connect Four, Dots-and-Boxes, Othello):
//! the rules give each position's moves and, at a terminal position, its result for the player
//! to move: a win, a loss, a tie or a margin ([`End`]). A move may leave the same player to move
//! again ([`ScoredRules::mover_keeps_turn`]: a box completed in Dots-and-Boxes). The search ([`ScoredSearch`]) finds a single position's result
//! under best play and its remoteness: the winner hurries, the loser delays, and a tie lasts
//! as long as the shortest play in which neither player gives the tie up (each player, among
//! the moves that keep the tie, takes one whose tie ends soonest).
//!
//! The search is negamax with alpha-beta on an explicit stack, a transposition table of
//! bounds held within a fixed number of slots, and null-window probes: the first probe
//! decides win, loss or tie, later probes bisect the remoteness of a win or a loss.
//! [`reference`] is the same question answered by plain recursion over the rules, which the
//! property tests compare it with.
//!
//! A game scored by a margin (Dots-and-Boxes, Othello) ends in [`End::Margin`] and its results
//! rank by the margin first, the remoteness second: [`Solved::score`] is the one place a result
//! becomes a rank.

mod reference_search;
mod tie;
pub mod tiers;

pub use reference_search::reference;

use crate::engine::parts::Budget;
use crate::progress::{Progress, Reporter};
use rustc_hash::FxHasher;
use serde::Serialize;
use std::hash::{Hash, Hasher};

/// A terminal position's result for its player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum End {
    /// The player to move has won.
    Win,
    /// The player to move has lost.
    Lose,
    /// Neither player has won (in a game scored by a margin, a margin of 0).
    Tie,
    /// The player to move has won by this margin (lost, when it is negative), never 0 (a tie)
    /// and at most [`MOST_MARGIN`] either way.
    Margin(i32),
}

/// The largest margin a game may end with, either way.
pub const MOST_MARGIN: i32 = 1 << 11;

/// How many moves a game scored by a margin may last, at most, less one: a margin's results
/// rank by remoteness within it.
pub const MOST_MOVES: u32 = (1 << 12) - 1;

impl End {
    /// The same result for the other player.
    pub fn flipped(self) -> End {
        match self {
            End::Win => End::Lose,
            End::Lose => End::Win,
            End::Tie => End::Tie,
            End::Margin(m) => End::Margin(-m),
        }
    }

    /// The end of a game scored by `margin` for the player to move: a tie when it is 0.
    pub fn by_margin(margin: i32) -> End {
        if margin == 0 {
            End::Tie
        } else {
            End::Margin(margin)
        }
    }

    /// `Win`, `Lose` or `Tie`: a margin by its sign.
    pub fn outcome(self) -> End {
        match self {
            End::Margin(m) if m > 0 => End::Win,
            End::Margin(m) if m < 0 => End::Lose,
            End::Margin(_) => End::Tie,
            end => end,
        }
    }

    /// The margin for the player to move: 0 for a tie, `None` for a game won or lost outright.
    pub fn margin(self) -> Option<i32> {
        match self {
            End::Margin(m) => Some(m),
            End::Tie => Some(0),
            End::Win | End::Lose => None,
        }
    }
}

/// The rules of a game decided by its final position: a position says who is to move.
pub trait ScoredRules {
    /// A position, with the player to move.
    type Position: Clone + Eq + Hash;
    /// A move.
    type Move: Clone;

    /// The result for the player to move when `p` is terminal; `None` while play goes on.
    /// A terminal position has no moves; a position that is not terminal has one at least.
    /// A margin of 0 is [`End::Tie`], and play from any position lasts at most [`MOST_MOVES`]
    /// moves when it can end in a margin.
    fn result(&self, p: &Self::Position) -> Option<End>;

    /// Whether the player who moved from `before` to `after` is to move again at `after`
    /// (never, unless the rules say so).
    fn mover_keeps_turn(&self, _before: &Self::Position, _after: &Self::Position) -> bool {
        false
    }

    /// Every move from `p` (none when `p` is terminal), the likeliest good moves first.
    fn moves(&self, p: &Self::Position, each: &mut dyn FnMut(Self::Move));

    /// The position `m` leads to from `p`.
    fn play(&self, p: &Self::Position, m: &Self::Move) -> Self::Position;

    /// Every move from `p` with the position it leads to.
    fn move_list(&self, p: &Self::Position) -> Vec<(Self::Move, Self::Position)> {
        let mut moves = Vec::new();
        self.moves(p, &mut |m| moves.push(m));
        moves
            .into_iter()
            .map(|m| {
                let q = self.play(p, &m);
                (m, q)
            })
            .collect()
    }
}

/// A position's result under best play for its player to move, and how many moves play
/// lasts (a move that keeps the turn counts as one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Solved {
    /// Win, lose or tie, for the player to move.
    pub end: End,
    /// How many moves to the end: the winner hurries, the loser delays, a tie ends as soon
    /// as play that keeps it can end.
    pub remoteness: u32,
}

/// The rank of a win at remoteness 0; a win at remoteness `r` ranks `WIN - r` (a game lasts
/// far fewer than `WIN` moves: its board has at most 64 cells).
const WIN: i32 = 1 << 24;

/// The rank of a margin of 1 at remoteness 0; a margin `m` at remoteness `r` ranks
/// `m * MARGIN - r`, its loss the negative: every margin ranks below a win, above a loss.
const MARGIN: i32 = MOST_MOVES as i32 + 1;

/// The greatest rank of a margin.
const MOST_MARGIN_RANK: i32 = MOST_MARGIN * MARGIN;

impl Solved {
    /// The result as one rank, greater for the player to move the better: a win above any
    /// margin, a greater margin above a smaller, and within a win or a margin won the sooner
    /// end above the later; a tie (rank 0, whatever its remoteness) in the middle, a loss the
    /// negative of the same win.
    pub fn score(self) -> i32 {
        let r = self.remoteness as i32;
        match self.end {
            End::Win => WIN - r,
            End::Lose => -(WIN - r),
            End::Tie => 0,
            End::Margin(m) => m.signum() * (m.abs() * MARGIN - r),
        }
    }

    /// The result of a rank (a tie's remoteness is not in its rank).
    fn from_score(score: i32) -> Solved {
        let (magnitude, sign) = (score.abs(), score.signum());
        let (end, remoteness) = if score == 0 {
            (End::Tie, 0)
        } else if magnitude > MOST_MARGIN_RANK {
            let end = if score > 0 { End::Win } else { End::Lose };
            (end, WIN - magnitude)
        } else {
            let margin = (magnitude + MARGIN - 1) / MARGIN;
            (End::Margin(sign * margin), margin * MARGIN - magnitude)
        };
        Solved {
            end,
            remoteness: remoteness as u32,
        }
    }

    /// The result a move to a position of result `self` (for the opponent) gives its maker.
    pub fn before(self) -> Solved {
        Solved {
            end: self.end.flipped(),
            remoteness: self.remoteness + 1,
        }
    }

    /// The result a move to a position of result `self` gives its maker when the maker is to
    /// move again there: the same result, one move later.
    pub fn kept(self) -> Solved {
        Solved {
            end: self.end,
            remoteness: self.remoteness + 1,
        }
    }

    /// The result a move to a position of result `self` gives its maker: [`kept`](Self::kept)
    /// when `keeps_turn`, else [`before`](Self::before).
    pub fn for_maker(self, keeps_turn: bool) -> Solved {
        if keeps_turn {
            self.kept()
        } else {
            self.before()
        }
    }
}

/// A child's rank seen from its parent: one move further, for the other player, or for the
/// same player when the move `keeps` the turn.
fn up(child: i32, keeps: bool) -> i32 {
    if keeps {
        child - child.signum()
    } else {
        -child + child.signum()
    }
}

/// The rank bound of a child matching a parent's rank bound (the inverse of [`up`]).
fn down(parent: i32, keeps: bool) -> i32 {
    if keeps {
        parent + parent.signum()
    } else {
        -parent - parent.signum()
    }
}

/// The result of `p` when it is terminal, a margin of 0 read as a tie.
fn ended<R: ScoredRules>(rules: &R, p: &R::Position) -> Option<End> {
    rules.result(p).map(|end| match end {
        End::Margin(0) => End::Tie,
        end => end,
    })
}

/// Bounds of a position's rank, as the table keeps them.
#[derive(Clone)]
struct Slot<P> {
    position: P,
    lower: i32,
    upper: i32,
}

/// The transposition table: slots, each position in the slot of its hash, a newer position
/// replacing the one there; the slots double while there are fewer than the positions opened,
/// up to the most allowed.
struct Table<P> {
    slots: Vec<Option<Slot<P>>>,
    mask: usize,
    most: usize,
}

/// The slots a table starts with.
const FIRST_SLOTS: usize = 1 << 12;

impl<P: Clone + Eq + Hash> Table<P> {
    /// A table of at most `most` slots, rounded down to a power of two.
    fn new(most: usize) -> Table<P> {
        let most = 1 << (usize::BITS - 1 - most.max(1).leading_zeros());
        let count = most.min(FIRST_SLOTS);
        Table {
            slots: vec![None; count],
            mask: count - 1,
            most,
        }
    }

    /// Doubles the slots when fewer than `opened` and the limit allows, keeping the entries.
    fn grow_for(&mut self, opened: u64) {
        if (self.slots.len() as u64) >= opened || self.slots.len() >= self.most {
            return;
        }
        let count = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![None; count]);
        self.mask = count - 1;
        for slot in old.into_iter().flatten() {
            let i = self.index(&slot.position);
            self.slots[i] = Some(slot);
        }
    }

    fn index(&self, p: &P) -> usize {
        let mut h = FxHasher::default();
        p.hash(&mut h);
        (h.finish() as usize) & self.mask
    }

    fn get(&self, p: &P) -> (i32, i32) {
        match &self.slots[self.index(p)] {
            Some(s) if s.position == *p => (s.lower, s.upper),
            _ => (-WIN - 1, WIN + 1),
        }
    }

    fn put(&mut self, p: &P, lower: i32, upper: i32) {
        let i = self.index(p);
        self.slots[i] = Some(Slot {
            position: p.clone(),
            lower,
            upper,
        });
    }
}

/// The bytes one slot of the table of positions `P` takes.
pub fn slot_bytes<P>() -> usize {
    size_of::<Option<Slot<P>>>()
}

/// One position being searched: its window, its best rank so far, its moves left and whether
/// the move being searched keeps the turn.
struct Frame<P> {
    position: P,
    alpha: i32,
    beta: i32,
    first_alpha: i32,
    best: i32,
    children: Vec<P>,
    next: usize,
    keeps: bool,
}

/// Every move of a position with the position it leads to and its result for its maker.
pub type MoveResults<R> = Vec<(
    <R as ScoredRules>::Move,
    <R as ScoredRules>::Position,
    Solved,
)>;

/// A position opened: its rank when its result or the table settles it, else its frame.
enum Opened<P> {
    Known(i32),
    Frame(Frame<P>),
}

/// The search of single positions of rules `R`, with its table kept from one question to the
/// next and its budget of positions.
pub struct ScoredSearch<R: ScoredRules, B> {
    rules: R,
    table: Table<R::Position>,
    budget: B,
    /// Told of each position opened, each question from its start to its end.
    reporter: Reporter,
    /// How many positions were opened (their moves listed).
    pub searched: u64,
}

impl<R: ScoredRules, B: Budget> ScoredSearch<R, B> {
    /// A search of `rules` whose table holds at most `slots` positions (rounded down to a
    /// power of two), refusing once `budget` is spent.
    pub fn new(rules: R, slots: usize, budget: B) -> Self {
        ScoredSearch {
            rules,
            table: Table::new(slots),
            budget,
            reporter: Reporter::default(),
            searched: 0,
        }
    }

    /// The same search, telling `progress` how many positions each question has opened.
    pub fn with_progress(mut self, progress: Box<dyn Progress + Send>) -> Self {
        self.reporter = Reporter::new(progress);
        self
    }

    /// The rules searched.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The result of `p` under best play with its remoteness.
    pub fn solve(&mut self, p: &R::Position) -> Result<Solved, B::Error> {
        self.budget.start_question();
        self.reporter.start();
        let solved = self.rank(p);
        self.reporter.finish();
        solved
    }

    /// The result of `p`: the first probe, then the remoteness by more probes.
    fn rank(&mut self, p: &R::Position) -> Result<Solved, B::Error> {
        // The first probe: better than a tie, worse, or a tie.
        let g = self.probe(p, -1, 1)?;
        if g == 0 {
            let remoteness = self.tie_remoteness(p)?;
            return Ok(Solved {
                end: End::Tie,
                remoteness,
            });
        }
        // Bisect the rank among wins (or losses): lo <= rank <= hi.
        let (mut lo, mut hi) = if g > 0 {
            (g.max(1), WIN)
        } else {
            (-WIN, g.min(-1))
        };
        while lo < hi {
            let mid = lo + (hi - lo) / 2 + 1;
            let r = self.probe(p, mid - 1, mid)?;
            if r >= mid {
                lo = r.max(mid);
            } else {
                hi = r.min(mid - 1);
            }
        }
        Ok(Solved::from_score(lo))
    }

    /// The result of every move from `p`, for its maker, with the position it leads to.
    pub fn solve_moves(&mut self, p: &R::Position) -> Result<MoveResults<R>, B::Error> {
        let mut out = Vec::new();
        for (m, q) in self.rules.move_list(p) {
            let after = self.solve(&q)?;
            let keeps = self.rules.mover_keeps_turn(p, &q);
            out.push((m, q, after.for_maker(keeps)));
        }
        Ok(out)
    }

    /// Whether `p` is a tie (its rank 0), by one probe.
    fn is_tie(&mut self, p: &R::Position) -> Result<bool, B::Error> {
        Ok(self.probe(p, -1, 1)? == 0)
    }

    /// Fail-soft alpha-beta on `p` in the window `(alpha, beta)`: the rank when it lies in the
    /// window, else a bound of it on the side it fell.
    fn probe(&mut self, root: &R::Position, alpha: i32, beta: i32) -> Result<i32, B::Error> {
        let mut stack: Vec<Frame<R::Position>> = Vec::new();
        let mut returned: Option<i32> = None;
        let mut entering = Some((root.clone(), alpha, beta));
        loop {
            if let Some((p, alpha, beta)) = entering.take() {
                match self.open(p, alpha, beta)? {
                    Opened::Frame(frame) => stack.push(frame),
                    Opened::Known(rank) => returned = Some(rank),
                }
            }
            let Some(frame) = stack.last_mut() else {
                return Ok(returned.expect("the root returns a rank"));
            };
            if let Some(child) = returned.take() {
                let rank = up(child, frame.keeps);
                frame.best = frame.best.max(rank);
                frame.alpha = frame.alpha.max(rank);
            }
            if frame.alpha < frame.beta && frame.next < frame.children.len() {
                let child = frame.children[frame.next].clone();
                frame.next += 1;
                let keeps = self.rules.mover_keeps_turn(&frame.position, &child);
                frame.keeps = keeps;
                entering = Some(if keeps {
                    (child, down(frame.alpha, true), down(frame.beta, true))
                } else {
                    (child, down(frame.beta, false), down(frame.alpha, false))
                });
                continue;
            }
            let frame = stack.pop().expect("a frame is open");
            let best = frame.best;
            let (mut lower, mut upper) = self.table.get(&frame.position);
            if best <= frame.first_alpha {
                upper = upper.min(best);
            } else if best >= frame.beta {
                lower = lower.max(best);
            } else {
                (lower, upper) = (best, best);
            }
            self.table.put(&frame.position, lower, upper);
            returned = Some(best);
        }
    }

    /// Opens `p` in the window `(alpha, beta)`.
    fn open(
        &mut self,
        p: R::Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<Opened<R::Position>, B::Error> {
        if let Some(end) = ended(&self.rules, &p) {
            let rank = Solved { end, remoteness: 0 }.score();
            return Ok(Opened::Known(rank));
        }
        let (lower, upper) = self.table.get(&p);
        if lower >= beta {
            return Ok(Opened::Known(lower));
        }
        if upper <= alpha {
            return Ok(Opened::Known(upper));
        }
        if lower == upper {
            return Ok(Opened::Known(lower));
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        self.budget.spend()?;
        self.reporter.tick();
        self.searched += 1;
        self.table.grow_for(self.searched);
        let mut moves = Vec::new();
        self.rules.moves(&p, &mut |m| moves.push(m));
        let children = moves.iter().map(|m| self.rules.play(&p, m)).collect();
        Ok(Opened::Frame(Frame {
            position: p,
            alpha,
            beta,
            first_alpha: alpha,
            best: -WIN - 1,
            children,
            next: 0,
            keeps: false,
        }))
    }
}
