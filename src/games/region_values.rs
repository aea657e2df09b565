//! Canonical values of the classic partizan games, region by region: the value of a position
//! is the sum of its regions' values, and the value of a region is `{values of Left's options
//! | values of Right's options}` in canonical form, remembered under the region's normal form
//! (the negative stored once for both a region and its negating images).

use crate::engine::rules::PartizanRules;
use crate::games::regions::RegionRules;
use crate::theory::canonical::{Arena, GameId, LimitExceeded, Limited, Relation};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;

/// The bytes one remembered region takes at most in the memo (its normal form, its value and
/// the table's spare room); the values themselves live in the arena, bounded apart.
pub const REGION_BYTES: usize = 128;

/// The search needed more than its limits allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemoLimit {
    /// More regions to remember than the memo's limit.
    #[error("the search needs to remember more than {0} regions")]
    Regions(usize),
    /// More bytes of game forms than the arena's limit.
    #[error("the values need more than {0} bytes of game forms")]
    Arena(usize),
}

impl From<LimitExceeded> for MemoLimit {
    fn from(e: LimitExceeded) -> MemoLimit {
        MemoLimit::Arena(e.limit)
    }
}

/// Moves with the positions they lead to and the values those positions have.
pub type ValuedMoves<R> = Vec<(
    <R as PartizanRules>::Move,
    <R as PartizanRules>::Position,
    GameId,
)>;

/// Canonical values of positions of one region game, remembering each normalised region.
///
/// ```
/// use cgsolve::games::domineering::{Board, Domineering};
/// use cgsolve::games::region_values::RegionValues;
/// let mut values = RegionValues::new(Domineering, 1000);
/// let g = values.value(&Board::parse(b"..|..", 1, 1).unwrap()).unwrap();
/// assert_eq!(values.arena().to_notation(g), "+-1");
/// ```
pub struct RegionValues<R: RegionRules> {
    rules: R,
    arena: Arena,
    memo: FxHashMap<R::Position, GameId>,
    limit: usize,
    arena_limit: Option<usize>,
}

impl<R: RegionRules> RegionValues<R> {
    /// A solver for `rules` remembering at most `limit` regions.
    pub fn new(rules: R, limit: usize) -> Self {
        RegionValues {
            rules,
            arena: Arena::new(),
            memo: FxHashMap::default(),
            limit,
            arena_limit: None,
        }
    }

    /// Bounds the bytes of game forms the values may take (see [`Arena::held_bytes`]): a
    /// search that needs more stops with [`MemoLimit::Arena`].
    pub fn with_arena_limit(mut self, bytes: usize) -> Self {
        self.arena_limit = Some(bytes);
        self
    }

    /// The arena under its limit: a search past it ends in [`MemoLimit::Arena`], the values
    /// made so far kept exact.
    fn limited(&mut self) -> Limited<'_> {
        self.arena.limited(self.arena_limit.unwrap_or(usize::MAX))
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The arena holding the values (to print, compare or add them).
    pub fn arena(&mut self) -> &mut Arena {
        &mut self.arena
    }

    /// How many normalised regions have a remembered value.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The canonical value of `p`: the sum of its regions' values.
    pub fn value(&mut self, p: &R::Position) -> Result<GameId, MemoLimit> {
        self.value_of(p)
    }

    fn value_of(&mut self, p: &R::Position) -> Result<GameId, MemoLimit> {
        let mut total = self.arena.zero();
        for region in self.rules.regions(p) {
            let v = self.region_value_of(&region)?;
            total = self.limited().add(total, v)?;
        }
        Ok(total)
    }

    /// The regions of `p`, each with its value.
    pub fn regions(&mut self, p: &R::Position) -> Result<Vec<(R::Position, GameId)>, MemoLimit> {
        self.rules
            .regions(p)
            .into_iter()
            .map(|region| Ok((region.clone(), self.region_value(&region)?)))
            .collect()
    }

    /// The value of one region, through its normal form.
    pub fn region_value(&mut self, region: &R::Position) -> Result<GameId, MemoLimit> {
        self.region_value_of(region)
    }

    fn region_value_of(&mut self, region: &R::Position) -> Result<GameId, MemoLimit> {
        let (normal, negated) = self.rules.normalise(region);
        let v = match self.memo.get(&normal) {
            Some(&v) => v,
            None => {
                let v = self.options_value(&normal)?;
                if self.memo.len() >= self.limit {
                    return Err(MemoLimit::Regions(self.limit));
                }
                self.memo.insert(normal, v);
                v
            }
        };
        Ok(if negated { self.limited().neg(v)? } else { v })
    }

    /// `{values of Left's options | values of Right's options}`, in canonical form.
    fn options_value(&mut self, p: &R::Position) -> Result<GameId, MemoLimit> {
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip([Player::Left, Player::Right]) {
            let mut options = Vec::new();
            self.rules
                .moves_of(p, player, &mut |_, next| options.push(next));
            for next in &options {
                side.push(self.value_of(next)?);
            }
        }
        let [left, right] = sides;
        Ok(self.limited().construct(left, right)?)
    }

    /// The outcome of a value: who wins moving first.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.arena.zero();
        match self.arena.relation(g, zero) {
            Relation::Greater => Outcome::L,
            Relation::Less => Outcome::R,
            Relation::Equal => Outcome::P,
            Relation::Confused => Outcome::N,
        }
    }

    /// Every move of `player` from `p` that wins moving first, with the value it leaves: a
    /// value `>= 0` for Left, `<= 0` for Right.
    pub fn winning_moves(
        &mut self,
        p: &R::Position,
        player: Player,
    ) -> Result<ValuedMoves<R>, MemoLimit> {
        let zero = self.arena.zero();
        let mut out = Vec::new();
        for (m, next) in self.rules.move_list(p, player) {
            let v = self.value_of(&next)?;
            let wins = match player {
                Player::Left => self.limited().geq(v, zero)?,
                Player::Right => self.limited().leq(v, zero)?,
            };
            if wins {
                out.push((m, next, v));
            }
        }
        Ok(out)
    }
}
