//! What the tests of the classic partizan games share: the checks every one of them must pass on
//! random small positions (regions and normal forms keep the outcome, positions print back as
//! read, region values equal the engine's values of whole positions), the proptest block that
//! runs them ([`classic_game_checks!`]), and values of positions given as text.

use cgsolve::Outcome;
use cgsolve::engine::rules::MovesOnly;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::common::classic::ClassicGame;
use cgsolve::games::common::regions::{plain_outcome, region_sum_outcome};
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
pub fn check_regions_and_text<G: ClassicGame>(
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
    prop_assert_eq!(&G::read(text.as_bytes(), 1, 1).unwrap(), p);
    Ok(())
}

/// The value of `p` summed over its normalised regions is the engine's value of `p` whole, and
/// its outcome the plain search's, under the rules `game`.
pub fn check_region_values<G: ClassicGame>(game: &G, p: &G::Position) -> Result<(), TestCaseError> {
    let mut fast = ValueSolver::new(game.clone());
    let g = fast.value(p).unwrap();
    let mut plain = ValueSolver::new(MovesOnly(game.clone()));
    let h = plain.value(p).unwrap();
    prop_assert_eq!(fast.arena().to_notation(g), plain.arena().to_notation(h));
    prop_assert_eq!(fast.outcome(g), plain_outcome(game, p));
    Ok(())
}

/// Values of positions given as text, from one memo.
pub struct Values<G: ClassicGame>(ValueSolver<G>);

impl<G: ClassicGame> Values<G> {
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
        let p = G::read(text.as_bytes(), 1, 1).unwrap();
        let g = self.0.value(&p).unwrap();
        self.0.arena().to_notation(g)
    }
}

/// The shared checks of a classic game `$game` on positions drawn from `$positions`:
/// [`check_regions_and_text`] on `$cases` positions, [`check_region_values`] on `$value_cases`.
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
        }
    };
}
pub(crate) use classic_game_checks;
