//! What the tests of the short impartial rulesets share: the checks every one of them must pass
//! on random small positions (the nim value over parts is the plain search's of the whole
//! position, and the canonical value of the same moves given to both players as partizan rules
//! is that nimber; positions print back as read), the proptest block that runs them
//! ([`impartial_game_checks!`]), and nim values of positions given as text.

use cgsolve::engine::rules::MovesOnly;
use cgsolve::engine::solver::Solver;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::serving::impartial::ImpartialRuleset;
use cgsolve::text::PositionText;
use cgsolve::{ImpartialRules, PartizanRules};
use proptest::prelude::*;

/// Impartial rules as partizan rules whose two players have the same moves: the game CGSuite
/// values, whose canonical form must be the nimber of the impartial value.
#[derive(Clone)]
pub struct BothPlayers<G>(pub G);

impl<G: ImpartialRules> PartizanRules for BothPlayers<G> {
    type Position = G::Position;
    type Move = G::Move;
    fn left_moves(&self, p: &G::Position, each: &mut dyn FnMut(G::Move, G::Position)) {
        self.0.moves(p, each)
    }
    fn right_moves(&self, p: &G::Position, each: &mut dyn FnMut(G::Move, G::Position)) {
        self.0.moves(p, each)
    }
}

/// The nim value of `p` over its parts is the plain search's of `p` whole, and the canonical
/// value of `p` with both players given its moves (searched whole) is that nimber; `p` prints
/// back as read.
pub fn check_parts_and_text<G: ImpartialRuleset>(
    game: &G,
    p: &G::Position,
) -> Result<(), TestCaseError> {
    let value = Solver::new(game.clone()).grundy(p);
    prop_assert_eq!(value, Solver::new(MovesOnly(game.clone())).grundy(p));
    let mut partizan = ValueSolver::new(BothPlayers(game.clone()));
    let form = partizan.value(p).unwrap();
    prop_assert_eq!(partizan.arena().to_notation(form), value.to_string());
    let text = p.to_string();
    prop_assert_eq!(&G::Position::parse(text.as_bytes(), 1, 1).unwrap(), p);
    Ok(())
}

/// The nim values of positions given as text, one solver for all.
pub struct NimValues<G: ImpartialRuleset>(Solver<G>);

impl<G: ImpartialRuleset> NimValues<G> {
    /// Under the rules `game`.
    pub fn with(game: G) -> Self {
        NimValues(Solver::new(game))
    }

    /// Under the rules of no flags.
    pub fn new() -> Self {
        Self::with(G::default())
    }

    /// The nim value of the position `text` as CGSuite prints it.
    pub fn of(&mut self, text: &str) -> String {
        let p = G::Position::parse(text.as_bytes(), 1, 1).unwrap();
        self.0.grundy(&p).to_string()
    }
}

/// The checks every short impartial ruleset passes, as a proptest block over `$positions`.
macro_rules! impartial_game_checks {
    ($game:ty, $positions:expr, $cases:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases($cases))]

            #[test]
            fn parts_keep_the_value_and_text_the_position(p in $positions) {
                impartial::check_parts_and_text(&<$game>::default(), &p)?;
            }
        }
    };
}
pub(crate) use impartial_game_checks;
