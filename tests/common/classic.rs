//! What the tests of the classic partizan games share: the checks every one of them must pass on
//! random small positions (regions and normal forms keep the outcome, positions print back as
//! read, region values equal the engine's values of whole positions), the proptest block that
//! runs them ([`classic_game_checks!`]), the outcome search against the values and the plain
//! search, and values of positions given as text.

use cgsolve::engine::outcomes::OutcomeSolver;
use cgsolve::engine::partizan::PartizanSolver;
use cgsolve::engine::rules::{MoveBounds, MovesOnly};
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::boards::regions::{plain_outcome, region_sum_outcome};
use cgsolve::games::serving::classic::PartizanRuleset;
use cgsolve::text::PositionText;
use cgsolve::theory::canonical::{Arena, GameId};
use cgsolve::{Outcome, PartizanRules, Player};
use proptest::prelude::*;

/// The outcome of the negative of a game with outcome `o`.
fn negated_outcome(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

/// Against the engine's plain search of `p` whole: the sum of its normalised regions has its
/// outcome; each region's normal form has the region's outcome, or its negative when the
/// normal form says so, and is its own normal form; `p` prints back as read. `game` is the
/// rules.
pub fn check_regions_and_text<G: PartizanRuleset>(
    game: &G,
    p: &G::Position,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(region_sum_outcome(game, p), plain_outcome(game, p));
    for region in game.components(p) {
        let (normal, negated) = game.normal_form(&region);
        let outcome = plain_outcome(game, &region);
        let expected = if negated {
            negated_outcome(outcome)
        } else {
            outcome
        };
        prop_assert_eq!(plain_outcome(game, &normal), expected);
        prop_assert_eq!(game.normal_form(&normal), (normal.clone(), false));
    }
    let text = p.to_string();
    prop_assert_eq!(&G::Position::parse(text.as_bytes(), 1, 1).unwrap(), p);
    Ok(())
}

/// The value of `p` summed over its normalised regions is the engine's value of `p` whole, and
/// its outcome the plain search's, under the rules `game`.
pub fn check_region_values<G: PartizanRuleset>(
    game: &G,
    p: &G::Position,
) -> Result<(), TestCaseError> {
    let mut fast = ValueSolver::new(game.clone());
    let g = fast.value(p).unwrap();
    let mut plain = ValueSolver::new(MovesOnly(game.clone()));
    let h = plain.value(p).unwrap();
    prop_assert_eq!(fast.arena().to_notation(g), plain.arena().to_notation(h));
    prop_assert_eq!(fast.outcome(g), plain_outcome(game, p));
    Ok(())
}

/// A game's rules with every hook but one: no region is worth valuing, so the outcome search
/// searches every region to its end (ordering moves and counting them by the game's hooks).
#[derive(Clone, Default)]
pub struct Searched<G>(pub G);

impl<G: PartizanRules> PartizanRules for Searched<G> {
    type Position = G::Position;
    type Move = G::Move;
    fn left_moves(&self, p: &G::Position, each: &mut dyn FnMut(G::Move, G::Position)) {
        self.0.left_moves(p, each)
    }
    fn right_moves(&self, p: &G::Position, each: &mut dyn FnMut(G::Move, G::Position)) {
        self.0.right_moves(p, each)
    }
    fn components(&self, p: &G::Position) -> Vec<G::Position> {
        self.0.components(p)
    }
    fn normal_form(&self, part: &G::Position) -> (G::Position, bool) {
        self.0.normal_form(part)
    }
    fn known_value(&self, part: &G::Position, arena: &mut Arena) -> Option<GameId> {
        self.0.known_value(part, arena)
    }
    fn worth_valuing(&self, _: &G::Position) -> bool {
        false
    }
    fn mobility(&self, p: &G::Position, player: Player) -> u32 {
        self.0.mobility(p, player)
    }
    fn move_bounds(&self, part: &G::Position) -> Option<MoveBounds> {
        self.0.move_bounds(part)
    }
}

/// The outcome search of `p` (with the game's hooks; with no region valued; with a table of a
/// few hundred bytes, so that it forgets) gives the outcome of `p`'s canonical value, and each
/// winning move it names wins by the plain search of whole positions (the opponent, moving
/// next, loses), under the rules `game`.
pub fn check_outcome_search<G: PartizanRuleset>(
    game: &G,
    p: &G::Position,
) -> Result<(), TestCaseError> {
    let mut values = ValueSolver::new(game.clone());
    let g = values.value(p).unwrap();
    let expected = values.outcome(g);
    let mut plain = PartizanSolver::new(MovesOnly(game.clone()));
    let answers = [
        OutcomeSolver::new(game.clone()).outcome(p).unwrap(),
        OutcomeSolver::new(Searched(game.clone()))
            .outcome(p)
            .unwrap(),
        OutcomeSolver::new(game.clone())
            .with_limits(600, usize::MAX, usize::MAX)
            .outcome(p)
            .unwrap(),
    ];
    for answer in answers {
        prop_assert_eq!(answer.outcome, expected);
        for (player, winning) in [(Player::Left, &answer.left), (Player::Right, &answer.right)] {
            prop_assert_eq!(
                winning.is_some(),
                expected.winner_moving_first(player) == player
            );
            if let Some((m, next)) = winning {
                let moves = game.move_list(p, player);
                prop_assert!(moves.iter().any(|(_, n)| n == next), "{} is a move", m);
                prop_assert!(!plain.wins_moving_first(next, player.opponent()));
            }
        }
    }
    Ok(())
}

/// Values of positions given as text, from one memo.
pub struct Values<G: PartizanRuleset>(ValueSolver<G>);

impl<G: PartizanRuleset> Values<G> {
    /// An empty memo, for the game's default rules.
    pub fn new() -> Self {
        Self::with(G::default())
    }

    /// An empty memo, for the rules `game`.
    pub fn with(game: G) -> Self {
        Values(ValueSolver::new(game))
    }

    /// The value of the position `text` (which must read) in CGSuite's notation.
    pub fn of(&mut self, text: &str) -> String {
        let p = G::Position::parse(text.as_bytes(), 1, 1).unwrap();
        let g = self.0.value(&p).unwrap();
        self.0.arena().to_notation(g)
    }
}

/// The shared checks of a classic game `$game` on positions drawn from `$positions`:
/// [`check_regions_and_text`] on `$cases` positions, [`check_region_values`] and
/// [`check_outcome_search`] on `$value_cases`.
macro_rules! classic_game_checks {
    ($game:ty, $positions:expr, $cases:expr, $value_cases:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases($cases))]

            #[test]
            fn regions_normal_forms_and_text_keep_the_position(p in $positions) {
                classic::check_regions_and_text(&<$game>::default(), &p)?;
            }
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases($value_cases))]

            #[test]
            fn region_values_equal_the_engine_values_of_whole_positions(p in $positions) {
                classic::check_region_values(&<$game>::default(), &p)?;
            }

            #[test]
            fn the_outcome_search_agrees_with_values_and_its_moves_win(p in $positions) {
                classic::check_outcome_search(&<$game>::default(), &p)?;
            }
        }
    };
}
pub(crate) use classic_game_checks;
