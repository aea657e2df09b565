//! Sums of heaps in misère play: through the quotient (a sum is P when its element is in the
//! P-portion), and the reference, the engine's win/lose search of the whole sum under the
//! misère terminal rule.

use super::solver::Pretension;
use crate::engine::parts::PositionBudget;
use crate::engine::win_lose::{ImpartialGraph, Misere, WinLoseSolver};
use crate::games::impartial::heap::code::Code;
use crate::games::impartial::heap::plain::for_each_move;
use crate::games::impartial::heap::rules::heaps as sorted_heaps;
use crate::games::impartial::heap::sum::HeapMove;
use crate::theory::misere_quotient::Product;

/// Whether the player to move loses the sum of `heaps` in misère play, and every winning
/// move (each heap size once, at its first place), read off the quotient `q`, which must
/// cover every heap of the sum.
pub fn by_quotient(code: &Code, q: &Pretension, heaps: &[u32]) -> (bool, Vec<HeapMove>) {
    let m = &q.quotient.monoid;
    let total = q.element_of(heaps);
    let mut wins = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        if heaps[..index].contains(&heap) {
            continue;
        }
        let mut rest = heaps.to_vec();
        rest.remove(index);
        let others = q.element_of(&rest);
        for_each_move(code, heap, &mut |taken, parts| {
            if q.quotient.is_p(m.product(others, q.element_of(parts))) {
                wins.push(HeapMove {
                    index,
                    heap,
                    taken,
                    left: parts.to_vec(),
                });
            }
        });
    }
    (q.quotient.is_p(total), wins)
}

/// The plain search ran past its limit of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the misère search of the sum needs more than {limit} positions (--memory)")]
pub struct SearchTooLarge {
    /// The most positions allowed.
    pub limit: usize,
}

/// The plain misère search of sums of heaps: the engine's win/lose search with the misère
/// terminal rule, over sorted sums, at most `limit` positions in all (each remembered).
type SumSearch<'c> = WinLoseSolver<ImpartialGraph<&'c Code>, Misere, PositionBudget>;

fn sum_search(code: &Code, limit: usize) -> SumSearch<'_> {
    WinLoseSolver::<ImpartialGraph<_>, Misere>::new(code).with_budget(PositionBudget::in_all(limit))
}

/// Whether the player to move wins the sum of `heaps` (sorted here), or the limit named.
fn sum_wins(search: &mut SumSearch, heaps: &[u32]) -> Result<bool, SearchTooLarge> {
    search
        .try_wins(&sorted_heaps(heaps))
        .map_err(|e| SearchTooLarge { limit: e.limit })
}

/// Every winning move of the sum of `heaps` by plain misère search (each heap size once, at
/// its first place), and whether the player to move loses; at most `limit` positions searched,
/// each once, on an explicit stack.
pub fn by_search(
    code: &Code,
    heaps: &[u32],
    limit: usize,
) -> Result<(bool, Vec<HeapMove>), SearchTooLarge> {
    let mut search = sum_search(code, limit);
    let lost = !sum_wins(&mut search, heaps)?;
    let mut wins = Vec::new();
    for (index, &heap) in heaps.iter().enumerate() {
        if heaps[..index].contains(&heap) {
            continue;
        }
        let mut moves = Vec::new();
        for_each_move(code, heap, &mut |taken, parts| {
            moves.push((taken, parts.to_vec()))
        });
        for (taken, parts) in moves {
            let mut next = heaps.to_vec();
            next.remove(index);
            next.extend_from_slice(&parts);
            if !sum_wins(&mut search, &next)? {
                wins.push(HeapMove {
                    index,
                    heap,
                    taken,
                    left: parts,
                });
            }
        }
    }
    Ok((lost, wins))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_is_p_exactly_as_the_rule_says() {
        let nim: Code = "0.[3]".parse().expect("nim");
        let mut search = sum_search(&nim, 1 << 20);
        for a in 0..6u32 {
            for b in 0..6 {
                for c in 0..6 {
                    let h = [a, b, c];
                    let p = if h.iter().all(|&x| x <= 1) {
                        h.iter().filter(|&&x| x == 1).count() % 2 == 1
                    } else {
                        a ^ b ^ c == 0
                    };
                    let wins = sum_wins(&mut search, &h).expect("small");
                    assert_eq!(!wins, p, "{h:?}");
                    assert_eq!(by_search(&nim, &h, 1 << 20).expect("small").0, p);
                }
            }
        }
    }

    #[test]
    fn a_sum_past_the_limit_is_refused_naming_it() {
        let kayles: Code = "0.77".parse().expect("kayles");
        // Kayles 3 + 4 reaches more than 20 sums of heaps; each is searched once.
        let err = by_search(&kayles, &[3, 4], 20).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the misère search of the sum needs more than 20 positions (--memory)"
        );
        assert!(by_search(&kayles, &[3, 4], 1000).is_ok());
    }
}
