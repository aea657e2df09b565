use super::*;
use crate::engine::partizan::PartizanSolver;
use crate::engine::parts::PositionBudget;
use crate::theory::outcome::Outcome;

/// Nim on several heaps, kept sorted without empty heaps: a move takes any number from one
/// heap.
pub(crate) struct Nim;

impl ImpartialRules for Nim {
    type Position = Vec<u32>;
    type Move = ();
    fn moves(&self, heaps: &Vec<u32>, each: &mut dyn FnMut((), Vec<u32>)) {
        for (i, &h) in heaps.iter().enumerate() {
            for left in 0..h {
                let mut next = heaps.clone();
                next[i] = left;
                next.retain(|&x| x > 0);
                next.sort_unstable();
                each((), next);
            }
        }
    }
}

/// Bouton's laws: under normal play the player to move loses exactly when the nim sum is 0;
/// under misère play exactly when every heap is at most 1 and an odd number of heaps hold 1,
/// or some heap holds 2 or more and the nim sum is 0.
fn nim_lost<E: Ending>(heaps: &[u32]) -> bool {
    let nim_sum = heaps.iter().fold(0, |x, &h| x ^ h);
    if E::NO_MOVE_WINS && heaps.iter().all(|&h| h <= 1) {
        nim_sum == 1
    } else {
        nim_sum == 0
    }
}

/// Every sum of at most four heaps of at most 5, sorted, without empty heaps.
fn small_nim_sums() -> Vec<Vec<u32>> {
    let mut sums = Vec::new();
    for a in 0..6 {
        for b in a..6 {
            for c in b..6 {
                for d in c..6 {
                    let mut heaps = vec![a, b, c, d];
                    heaps.retain(|&x| x > 0);
                    sums.push(heaps);
                }
            }
        }
    }
    sums
}

fn nim_follows_boutons_law<E: Ending>() {
    let mut solver = WinLoseSolver::<ImpartialGraph<_>, E>::new(Nim);
    let sums = small_nim_sums();
    for heaps in &sums {
        let wins = solver.wins(heaps);
        assert_eq!(wins, !nim_lost::<E>(heaps), "{heaps:?}");
        assert_eq!(solver.result(heaps).wins, wins, "{heaps:?}");
    }
    assert_eq!(sums.len(), 126);
    assert_eq!(solver.results_remembered(), 126);
}

#[test]
fn nim_follows_boutons_laws_on_every_small_sum() {
    nim_follows_boutons_law::<Normal>();
    nim_follows_boutons_law::<Misere>();
}

/// The remoteness of `heaps` under the terminal rule `E`, by the definition, plainly
/// recursive: the fastest win over the options lost for the opponent, else the slowest loss.
fn plain_remoteness<E: Ending>(heaps: &Vec<u32>) -> (bool, u32) {
    let mut options = Vec::new();
    Nim.options(heaps, &mut |next| {
        options.push(plain_remoteness::<E>(&next))
    });
    let fastest_win = options.iter().filter(|o| !o.0).map(|o| o.1).min();
    match fastest_win {
        _ if options.is_empty() => (E::NO_MOVE_WINS, 0),
        Some(r) => (true, r + 1),
        None => (false, options.iter().map(|o| o.1).max().unwrap_or(0) + 1),
    }
}

fn remoteness_is_the_plain_one<E: Ending>() {
    let mut solver = WinLoseSolver::<ImpartialGraph<_>, E>::new(Nim);
    for heaps in small_nim_sums()
        .iter()
        .filter(|h| h.iter().sum::<u32>() <= 9)
    {
        let (wins, remoteness) = plain_remoteness::<E>(heaps);
        let expected = WinLoseResult { wins, remoteness };
        assert_eq!(solver.result(heaps), expected, "{heaps:?}");
    }
}

#[test]
fn remoteness_is_the_plain_recursive_one_under_both_rules() {
    remoteness_is_the_plain_one::<Normal>();
    remoteness_is_the_plain_one::<Misere>();
}

#[test]
fn misere_remoteness_counts_the_moves_to_the_end() {
    let mut solver = WinLoseSolver::<ImpartialGraph<_>, Misere>::new(Nim);
    let result = |wins, remoteness| WinLoseResult { wins, remoteness };
    // No move: won, over at once.
    assert_eq!(solver.result(&vec![]), result(true, 0));
    // One heap of 1: the only move is the last, lost after one move.
    assert_eq!(solver.result(&vec![1]), result(false, 1));
    // A heap of 3: take 2, leaving the last counter to the opponent: two moves in all.
    assert_eq!(solver.result(&vec![3]), result(true, 2));
    // 1 + 1: take one, and the opponent must take the last: won in two moves.
    assert_eq!(solver.result(&vec![1, 1]), result(true, 2));
}

/// A race: Left moves a counter down by one, Right by two, from `(left, right)`.
struct Race;

impl PartizanRules for Race {
    type Position = (u32, u32);
    type Move = ();
    fn left_moves(&self, &(l, r): &(u32, u32), each: &mut dyn FnMut((), (u32, u32))) {
        if l > 0 {
            each((), (l - 1, r));
        }
    }
    fn right_moves(&self, &(l, r): &(u32, u32), each: &mut dyn FnMut((), (u32, u32))) {
        if r > 1 {
            each((), (l, r - 2));
        }
    }
}

#[test]
fn a_game_100000_moves_deep_is_searched_on_the_default_stack() {
    // Left has 50,000 moves, Right 49,999: whoever starts, Right runs out first.
    let p = (50_000, 99_999);
    let mut normal = PartizanSolver::new(Race);
    assert_eq!(normal.outcome(&p), Outcome::L);
    // Left moving first: 50,000 Left moves and 49,999 Right moves, then Right is stuck.
    assert_eq!(normal.remoteness(&p, Player::Left), 99_999);
    assert_eq!(normal.remoteness(&p, Player::Right), 99_998);
    // Under misère play, Right's being stuck wins it the game.
    let mut misere = WinLoseSolver::<PartizanGraph<_>, Misere>::new(Race);
    assert_eq!(misere.outcome(&p), Outcome::R);
    let from_left = misere.result(&(p, Player::Left));
    assert_eq!(
        from_left,
        WinLoseResult {
            wins: false,
            remoteness: 99_999
        }
    );
}

#[test]
fn a_search_past_its_budget_is_refused_naming_the_limit() {
    let solver = WinLoseSolver::<PartizanGraph<_>, Misere>::new(Race);
    let mut solver = solver.with_budget(PositionBudget::new(1000));
    let err = solver
        .try_wins(&((1_000_000, 1_000_000), Player::Left))
        .unwrap_err();
    assert_eq!(err.limit, 1000);
    // A small position fits.
    assert_eq!(solver.try_outcome(&(3, 3)), Ok(Outcome::R));
}
