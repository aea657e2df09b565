use super::*;

/// Nim on several heaps, kept sorted: a move takes any number from one heap.
struct Nim;

impl ImpartialRules for Nim {
    type Position = Vec<u8>;
    type Move = ();
    fn moves(&self, heaps: &Vec<u8>, each: &mut dyn FnMut((), Vec<u8>)) {
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

/// Bouton's misère law: the player to move loses exactly when every heap is at most 1 and
/// an odd number of heaps hold 1, or some heap holds 2 or more and the nim sum is 0.
fn misere_nim_lost(heaps: &[u8]) -> bool {
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    if heaps.iter().all(|&h| h <= 1) {
        ones % 2 == 1
    } else {
        heaps.iter().fold(0, |x, &h| x ^ h) == 0
    }
}

#[test]
fn misere_nim_follows_boutons_law_on_every_small_sum() {
    let mut solver = MisereSolver::new(ImpartialGraph(Nim));
    let mut checked = 0;
    for a in 0..6u8 {
        for b in a..6 {
            for c in b..6 {
                for d in c..6 {
                    let mut heaps: Vec<u8> = vec![a, b, c, d];
                    heaps.retain(|&x| x > 0);
                    let wins = solver.wins(&heaps);
                    assert_eq!(wins, !misere_nim_lost(&heaps), "{heaps:?}");
                    assert_eq!(solver.result(&heaps).wins, wins, "{heaps:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100);
}

#[test]
fn remoteness_counts_the_moves_to_the_end() {
    let mut solver = MisereSolver::new(ImpartialGraph(Nim));
    // No move: won, over at once.
    assert_eq!(
        solver.result(&vec![]),
        MisereResult {
            wins: true,
            remoteness: 0
        }
    );
    // One heap of 1: the only move is the last, lost after one move.
    assert_eq!(
        solver.result(&vec![1]),
        MisereResult {
            wins: false,
            remoteness: 1
        }
    );
    // A heap of 3: take 2, leaving the last counter to the opponent: two moves in all.
    assert_eq!(
        solver.result(&vec![3]),
        MisereResult {
            wins: true,
            remoteness: 2
        }
    );
    // 1 + 1: take one, and the opponent must take the last: won in two moves.
    assert_eq!(
        solver.result(&vec![1, 1]),
        MisereResult {
            wins: true,
            remoteness: 2
        }
    );
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
    let mut solver = MisereSolver::new(PartizanGraph(Race));
    // Left has 50,000 moves, Right 49,999: whoever starts, Right runs out first and wins
    // under misère play.
    let p = (50_000, 99_999);
    assert_eq!(infallible(solver.try_outcome(&p)), Outcome::R);
    let from_left = solver.result(&(p, Player::Left));
    assert_eq!(
        from_left,
        MisereResult {
            wins: false,
            remoteness: 99_999
        }
    );
}

#[test]
fn a_search_past_its_budget_is_refused_naming_the_limit() {
    use crate::engine::parts::PositionBudget;
    let mut solver = MisereSolver::new(PartizanGraph(Race)).with_budget(PositionBudget::new(1000));
    let err = solver
        .try_wins(&((1_000_000, 1_000_000), Player::Left))
        .unwrap_err();
    assert_eq!(err.limit, 1000);
    // A small position fits.
    assert_eq!(solver.try_outcome(&(3, 3)), Ok(Outcome::R));
}
