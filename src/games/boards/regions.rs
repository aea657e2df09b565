//! What the classic partizan games share: positions that split into independent regions, each
//! brought to a normal form under the game's symmetries (some of which negate the value), and
//! the engine's plain search of the same rules as the reference every faster answer is checked
//! against.

use crate::engine::partizan::PartizanSolver;
use crate::engine::rules::PartizanRules;
use crate::theory::outcome::{Outcome, Player};

/// The least of `region` and its `images` under a game's symmetries, each image with whether
/// it negates the value (a symmetry that swaps the players): the normal form
/// [`PartizanRules::normal_form`] returns. On ties the earlier stands, `region` itself first.
///
/// ```
/// use cgsolve::games::boards::regions::least_image;
///
/// // A row and its mirror, the mirror swapping the players.
/// assert_eq!(least_image("ba", [("ab", true)]), ("ab", true));
/// assert_eq!(least_image("aa", [("aa", true)]), ("aa", false));
/// ```
#[inline(always)]
pub fn least_image<P: Ord>(region: P, images: impl IntoIterator<Item = (P, bool)>) -> (P, bool) {
    let mut best = (region, false);
    for (image, negated) in images {
        if image < best.0 {
            best = (image, negated);
        }
    }
    best
}

/// Each of `images` as it is and with the colours swapped by `swap` (which negates the
/// value): the images of a board whose two players' pieces are alike, for [`least_image`].
#[inline(always)]
pub fn with_colours_swapped<P: Copy>(
    images: impl IntoIterator<Item = P>,
    swap: impl Fn(P) -> P,
) -> impl Iterator<Item = (P, bool)> {
    images
        .into_iter()
        .flat_map(move |image| [(image, false), (swap(image), true)])
}

/// The outcome of `p` by the engine's plain search of the whole position: the reference.
pub fn plain_outcome<R: PartizanRules + Clone>(rules: &R, p: &R::Position) -> Outcome {
    PartizanSolver::new(rules.clone()).outcome(p)
}

/// Regions of `R`, each with whether it stands negated.
pub type SignedRegions<R> = Vec<(<R as PartizanRules>::Position, bool)>;

/// The rules of a sum of signed normalised regions of `R`: a move is a move in one region, and
/// a Right move of a negated region is a Left move of the sum. The outcome of a position's
/// [`RegionSum::of`] equals the position's own exactly when splitting and normalising are right.
#[derive(Clone, Debug)]
pub struct RegionSum<R>(pub R);

impl<R: PartizanRules + Clone> RegionSum<R> {
    /// The regions of `p`, each normalised with its sign.
    pub fn of(&self, p: &R::Position) -> SignedRegions<R> {
        self.0
            .components(p)
            .iter()
            .map(|r| self.0.normal_form(r))
            .collect()
    }

    fn moves(
        &self,
        p: &[(R::Position, bool)],
        player: Player,
        each: &mut dyn FnMut(R::Move, SignedRegions<R>),
    ) {
        for (i, (part, negated)) in p.iter().enumerate() {
            let side = if *negated { player.opponent() } else { player };
            self.0.moves_of(part, side, &mut |m, next| {
                let mut parts = p.to_vec();
                parts[i] = (next, *negated);
                each(m, parts);
            });
        }
    }
}

impl<R: PartizanRules + Clone> PartizanRules for RegionSum<R> {
    type Position = SignedRegions<R>;
    type Move = R::Move;

    fn left_moves(&self, p: &Self::Position, each: &mut dyn FnMut(R::Move, Self::Position)) {
        self.moves(p, Player::Left, each);
    }

    fn right_moves(&self, p: &Self::Position, each: &mut dyn FnMut(R::Move, Self::Position)) {
        self.moves(p, Player::Right, each);
    }
}

/// The outcome of `p` searched as the sum of its signed normalised regions.
pub fn region_sum_outcome<R: PartizanRules + Clone>(rules: &R, p: &R::Position) -> Outcome {
    let sum = RegionSum(rules.clone());
    let parts = sum.of(p);
    PartizanSolver::new(sum).outcome(&parts)
}

/// What the classic games' unit tests share: positions from text, moves and regions shown as
/// text, outcomes by the plain search, and the players and outcomes they name (a game's tests
/// start `use super::*; use crate::games::boards::regions::testing::*;`).
#[cfg(test)]
pub(crate) mod testing {
    use super::{plain_outcome, region_sum_outcome};
    use crate::games::serving::classic::PartizanRuleset;
    use crate::text::PositionText;
    pub use crate::theory::outcome::{Outcome, Player};

    /// The position written `text`, which must read.
    pub fn read<G: PartizanRuleset>(text: &str) -> G::Position {
        G::Position::parse(text.as_bytes(), 1, 1).unwrap()
    }

    /// The moves of `player` from the position `text`, each shown as `MOVE -> POSITION`.
    pub fn moves<G: PartizanRuleset>(text: &str, player: Player) -> Vec<String> {
        G::default()
            .move_list(&read::<G>(text), player)
            .iter()
            .map(|(m, p)| format!("{m} -> {p}"))
            .collect()
    }

    /// Asserts that the moves of `player` from the position `text`, each shown as
    /// `MOVE -> POSITION`, are `expected`, in the ruleset's order; a failure names the position.
    #[track_caller]
    pub fn assert_moves<G: PartizanRuleset>(text: &str, player: Player, expected: &[&str]) {
        assert_eq!(
            moves::<G>(text, player),
            expected,
            "{player}'s moves from `{text}`"
        );
    }

    /// The outcome of the position `text` by the engine's plain search.
    pub fn outcome<G: PartizanRuleset>(text: &str) -> Outcome {
        plain_outcome(&G::default(), &read::<G>(text))
    }

    /// The regions of the position `text`, shown; the sum of their normal forms must have the
    /// outcome of the whole position.
    pub fn regions<G: PartizanRuleset>(text: &str) -> Vec<String> {
        let (game, p) = (G::default(), read::<G>(text));
        assert_eq!(region_sum_outcome(&game, &p), plain_outcome(&game, &p));
        game.components(&p).iter().map(|r| r.to_string()).collect()
    }

    /// The normal form of the region `text`, shown, and whether it negates.
    pub fn normal_form<G: PartizanRuleset>(text: &str) -> (String, bool) {
        let (n, negated) = G::default().normal_form(&read::<G>(text));
        (n.to_string(), negated)
    }
}
