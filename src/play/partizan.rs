//! Partizan games: the player to move is part of the question. Outcome and remoteness come
//! from the engine's [`PartizanSolver`], values from its [`ValueSolver`], both under the
//! analysis's budget.
//!
//! A position of several regions whose whole search is too large is played by its regions
//! ([`Search::Regions`]): the value solver values each region alone, as `cgsolve domineering`
//! does, and every outcome is read from a value; remoteness, which only the whole search
//! knows, is left out. Under misère play, and for the outcome only, the win/lose search
//! ([`WinLoseSolver`]) with the misère or the normal terminal rule searches positions whole,
//! and no value is given.

use super::budget::{LimitExceeded, Limits, SolveBudget, partizan_repeat, partizan_turn_repeat};
use super::text::{GameText, Request, RulesKind};
use super::{Drawn, Kind, Mode, MoveView, PlayError, Played, Search, Verdict};
use crate::engine::partizan::PartizanSolver;
use crate::engine::rules::PartizanRules;
use crate::engine::values::{ValueError, ValueSolver};
use crate::engine::win_lose::{Ending, Misere, Normal, PartizanGraph, WinLoseSolver};
use crate::report::{Part, Report};
use crate::theory::canonical::GameId;
use crate::theory::outcome::Player;

/// The kind of the games where Left and Right have their own moves: the player to move is
/// part of the question.
pub struct Partizan;

impl<R: PartizanRules> RulesKind<R> for Partizan {
    type Position = R::Position;
    type Move = R::Move;
    type Mover = Player;
    const KIND: Kind = Kind::Partizan;

    fn mover(mover: Option<Player>) -> Result<Player, PlayError> {
        named_mover(mover)
    }

    fn solve<G: GameText<Kind = Self, Rules = R>>(
        q: Request<'_, G>,
    ) -> Result<Report<Played>, PlayError> {
        let (game, rules, p, mover, limits) = (q.game, &q.rules, q.position, q.mover, q.limits);
        match q.mode {
            Mode::Normal => solve_valued(game, rules, p, mover, limits),
            Mode::Misere => solve_whole::<Misere, R, G>(game, rules, p, mover, limits),
            Mode::OutcomeOnly => solve_whole::<Normal, R, G>(game, rules, p, mover, limits),
        }
    }
}

/// `p` with `mover` to move under normal play: its outcome and remoteness by the search of
/// the whole position (else by its regions' values), and its value when the limits allow.
fn solve_valued<R: PartizanRules, G: GameText<Kind = Partizan, Rules = R>>(
    game: &G,
    rules: &R,
    p: R::Position,
    mover: Player,
    limits: &Limits,
) -> Result<Report<Played>, PlayError> {
    let budget = SolveBudget::new(limits);
    let several_regions = rules.components(&p).len() > 1;
    let whole_budget = if several_regions {
        SolveBudget::new(&limits.before_regions())
    } else {
        budget.again()
    };
    let options = rules.move_list(&p, mover);
    let whole = search_whole(rules, &p, mover, &options, whole_budget);
    // Values are extra when the whole search answers: a position whose value needs more
    // than the limits still gets its outcome and moves, with no value.
    let mut values = ValueSolver::new(rules).with_budget(budget.again());
    if R::REPEATED.is_some() {
        values = values.refusing_repeats(partizan_repeat::<R>);
    }
    let valued = value_of(game, &mut values, &p, mover);
    let (search, remoteness, outcome, after, searched) = match whole {
        Ok(found) => (
            Search::Whole,
            Some(found.remoteness),
            verdict_to_move(found.remoteness),
            found
                .after
                .iter()
                .map(|&a| (verdict_for_mover(a), Some(a)))
                .collect::<Vec<_>>(),
            found.searched,
        ),
        Err(too_large) if several_regions => {
            let valued = valued.as_ref().map_err(|_| too_large)?;
            let after = valued.moves.iter().map(|(_, v)| (*v, None)).collect();
            (Search::Regions, None, valued.outcome, after, 0)
        }
        Err(too_large) => return Err(too_large.into()),
    };
    let board = game.draw(rules, &p);
    let mut moves: Vec<MoveView> = options
        .iter()
        .zip(after)
        .map(|((m, next), (outcome, remoteness))| MoveView {
            name: game.move_name(rules, &p, m),
            position: game.write(rules, next),
            verdict: outcome,
            remoteness,
            value: None,
            again: false,
            cells: game.move_cells(rules, &p, m, &board, next),
        })
        .collect();
    let (value, regions) = match valued {
        Ok(valued) => {
            for (view, (left, _)) in moves.iter_mut().zip(valued.moves) {
                view.value = Some(left);
            }
            (Some(valued.value), valued.regions)
        }
        Err(_) => (None, Vec::new()),
    };
    let played = Played {
        position: game.write(rules, &p),
        mover: Some(mover),
        drawing: board,
        verdict: outcome,
        search,
        moves,
        best: None,
        searched: searched + values.budget().spent(),
    };
    let mut report = played.into_report(game.name(), value, remoteness);
    report.parts = regions;
    Ok(report)
}

/// `p` with `mover` to move searched whole by the win/lose search under the terminal rule `E`:
/// its verdict and remoteness, each move's, and no value.
fn solve_whole<E: Ending, R: PartizanRules, G: GameText<Kind = Partizan, Rules = R>>(
    game: &G,
    rules: &R,
    p: R::Position,
    mover: Player,
    limits: &Limits,
) -> Result<Report<Played>, PlayError> {
    let solver = WinLoseSolver::<PartizanGraph<_>, E>::new(rules);
    let mut solver = solver.with_budget(SolveBudget::new(limits));
    if R::REPEATED.is_some() {
        solver = solver.refusing_repeats(partizan_turn_repeat::<R>);
    }
    let result = solver.try_result(&(p.clone(), mover))?;
    let board = game.draw(rules, &p);
    let mut moves = Vec::new();
    for (m, next) in rules.move_list(&p, mover) {
        let after = solver.try_result(&(next.clone(), mover.opponent()))?;
        moves.push(MoveView {
            name: game.move_name(rules, &p, &m),
            position: game.write(rules, &next),
            verdict: Verdict::of(after.wins).for_mover(),
            remoteness: Some(after.remoteness),
            value: None,
            again: false,
            cells: game.move_cells(rules, &p, &m, &board, &next),
        });
    }
    let played = Played {
        position: game.write(rules, &p),
        mover: Some(mover),
        drawing: board,
        verdict: Verdict::of(result.wins),
        search: Search::Whole,
        moves,
        best: None,
        searched: solver.budget().spent(),
    };
    Ok(played.into_report(game.name(), None, Some(result.remoteness)))
}

/// What the search of the whole position found: its remoteness, the remoteness after each
/// move, and how many positions it searched.
struct WholeSearch {
    remoteness: u32,
    after: Vec<u32>,
    searched: u64,
}

fn search_whole<R: PartizanRules>(
    rules: &R,
    p: &R::Position,
    mover: Player,
    options: &[(R::Move, R::Position)],
    budget: SolveBudget,
) -> Result<WholeSearch, LimitExceeded> {
    let mut search = PartizanSolver::new(rules).with_budget(budget);
    if R::REPEATED.is_some() {
        search = search.refusing_repeats(partizan_turn_repeat::<R>);
    }
    let remoteness = search.try_remoteness(p, mover)?;
    let after = options
        .iter()
        .map(|(_, next)| search.try_remoteness(next, mover.opponent()))
        .collect::<Result<_, _>>()?;
    Ok(WholeSearch {
        remoteness,
        after,
        searched: search.budget().spent(),
    })
}

/// What the values of a position say: its value, its regions (when more than one) each with
/// its value, and for each move the value it leaves and what it gives the mover; the outcome
/// for the player to move.
struct Valued {
    value: String,
    regions: Vec<Part<Drawn>>,
    moves: Vec<(String, Verdict)>,
    outcome: Verdict,
}

fn value_of<R: PartizanRules, G: GameText<Kind = Partizan, Rules = R>>(
    game: &G,
    values: &mut ValueSolver<&R, SolveBudget>,
    p: &R::Position,
    mover: Player,
) -> Result<Valued, ValueError<LimitExceeded>> {
    let value = values.value(p)?;
    let parts = values.parts(p)?;
    let regions = if parts.len() > 1 {
        let rules = values.rules();
        let drawn: Vec<_> = parts
            .iter()
            .map(|(part, _)| (game.write(rules, part), game.draw(rules, part)))
            .collect();
        drawn
            .into_iter()
            .zip(&parts)
            .map(|((position, drawing), (_, v))| {
                Part::new(position, values.arena().to_notation(*v), Drawn { drawing })
            })
            .collect()
    } else {
        Vec::new()
    };
    let mut moves = Vec::new();
    for (_, _, left) in values.move_values(p, mover)? {
        let outcome = wins(values, left, mover.opponent(), mover);
        moves.push((values.arena().to_notation(left), outcome));
    }
    Ok(Valued {
        value: values.arena().to_notation(value),
        regions,
        moves,
        outcome: wins(values, value, mover, mover),
    })
}

/// What a position of value `g` with `first` to move gives `player`.
fn wins<R: PartizanRules>(
    values: &mut ValueSolver<&R, SolveBudget>,
    g: GameId,
    first: Player,
    player: Player,
) -> Verdict {
    if values.outcome(g).winner_moving_first(first) == player {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

/// The player to move wins exactly when the remoteness is odd (0: no move, a loss).
fn verdict_to_move(remoteness: u32) -> Verdict {
    if !remoteness.is_multiple_of(2) {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

/// A move is won for its maker when it leaves the opponent a lost position (even remoteness).
fn verdict_for_mover(after: u32) -> Verdict {
    if after.is_multiple_of(2) {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

/// The player to move, as a partizan game asks; the error when none is named.
pub(super) fn named_mover(mover: Option<Player>) -> Result<Player, PlayError> {
    mover.ok_or(PlayError::Mover(
        "Left and Right have different moves in a partizan game: name the player to move",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::game::Game;
    use crate::games::partizan::domineering::Domineering;
    use crate::games::serving::classic::Classic;
    use proptest::prelude::*;

    /// Domineering boards of up to 4 × 5 cells, whose empty cells are often several regions.
    fn boards() -> impl Strategy<Value = String> {
        (1usize..=4, 1usize..=5)
            .prop_flat_map(|(rows, cols)| {
                (
                    Just(cols),
                    proptest::collection::vec(any::<bool>(), rows * cols),
                )
            })
            .prop_map(|(cols, cells)| {
                let rows: Vec<String> = cells
                    .chunks(cols)
                    .map(|row| row.iter().map(|&e| if e { '.' } else { '#' }).collect())
                    .collect();
                rows.join("|")
            })
    }

    proptest! {
        /// Play by regions reads every outcome from a value: the plain search of the whole
        /// position must agree, for the position and for each move.
        #[test]
        fn outcomes_by_regions_agree_with_the_whole_search(text in boards(), left in any::<bool>()) {
            let game = <Classic<Domineering> as Game>::FACE;
            let (rules, p) = game.parse(&text).unwrap();
            let mover = if left { Player::Left } else { Player::Right };
            let limits = Limits::default();
            let options = rules.move_list(&p, mover);
            let whole = search_whole(&rules, &p, mover, &options, SolveBudget::new(&limits)).unwrap();
            let mut values = ValueSolver::new(&rules).with_budget(SolveBudget::new(&limits));
            let valued = value_of(&game, &mut values, &p, mover).unwrap();
            prop_assert_eq!(valued.outcome, verdict_to_move(whole.remoteness));
            let by_regions: Vec<Verdict> = valued.moves.iter().map(|(_, v)| *v).collect();
            let searched: Vec<Verdict> = whole.after.iter().map(|&a| verdict_for_mover(a)).collect();
            prop_assert_eq!(by_regions, searched);
            let parts = rules.components(&p).len();
            prop_assert_eq!(valued.regions.len(), if parts > 1 { parts } else { 0 });
        }
    }

    #[test]
    fn a_board_too_large_to_search_whole_is_played_by_its_regions() {
        let game = <Classic<Domineering> as Game>::FACE;
        let text = "....#.....|....#.....|....#.....|....######|##########|\
                    #####.....|#####.....|#####.....|##########|##########";
        let (rules, p) = game.parse(text).unwrap();
        let a = Partizan::solve(Request {
            game: &game,
            rules,
            position: p,
            mover: Player::Left,
            limits: &Limits::default(),
            mode: Mode::Normal,
        })
        .unwrap();
        assert_eq!((a.facts.search, a.remoteness), (Search::Regions, None));
        assert_eq!(
            a.value.as_deref(),
            Some("{-2,{{0|-2},Tiny(2)|{0|-2},-2Miny(2)}|-2,{{-2|-4},-2Tiny(2)|{-2|-4},-4Miny(2)}}")
        );
        let regions: Vec<(&str, &str)> = a
            .parts
            .iter()
            .map(|r| (r.describe.as_str(), r.value.as_str()))
            .collect();
        assert_eq!(regions.len(), 3, "{regions:?}");
        // The value is R (Right wins whoever starts): every move of Left loses.
        assert_eq!(a.facts.verdict, Verdict::Lose);
        assert!(
            a.facts
                .moves
                .iter()
                .all(|m| m.verdict == Verdict::Lose && m.remoteness.is_none())
        );
        assert_eq!(a.facts.best, Some(0));
    }
}
