//! The misère quotient of a code's heaps up to a heap, found heap by heap and stopped early
//! when the periodicity test proves it for every heap.

use super::periodicity::{QuotientPeriod, check};
use super::solver::{Pretension, QuotientError, QuotientSolver};
use crate::games::impartial::heap::code::Code;

/// The misère quotient of the heaps 0..=`to` of a code.
#[derive(Clone, Debug)]
pub struct HeapQuotient {
    /// The code.
    pub code: Code,
    /// The last heap asked for.
    pub to: u32,
    /// The quotient and each heap's element, heaps 0..=`to` (or up to where it stopped).
    pub pretension: Pretension,
    /// The heap at which the periodicity test succeeded, when it did.
    pub solved_at: Option<u32>,
    /// The period of the heaps' elements the test found.
    pub period: Option<QuotientPeriod>,
    /// Whether the quotient is proven to be the quotient of every heap.
    pub proven: bool,
    /// The heaps at which the quotient changed.
    pub changes: Vec<u32>,
    /// Why the computation stopped before heap `to`, if it did.
    pub stopped: Option<QuotientError>,
}

impl HeapQuotient {
    /// The last heap whose element is known.
    pub fn last_heap(&self) -> u32 {
        self.pretension.images.len() as u32 - 1
    }
}

/// The default limit on a trial monoid's elements.
pub const DEFAULT_LIMIT: usize = 1 << 16;

/// The misère quotient of `code`'s heaps up to `to`, trial monoids limited to `limit`
/// elements: found heap by heap until heap `to`, or until the periodicity test proves it for
/// every heap (the elements of the heaps beyond are then those of the period).
pub fn misere_quotient(code: &Code, to: u32, limit: usize) -> HeapQuotient {
    let mut solver = QuotientSolver::new(code, limit);
    let provable = code.is_plain_and_finite();
    let mut solved = None;
    let mut stopped = None;
    while solver.last_heap() < to {
        if provable && let Some(p) = check(code, &solver.current.images) {
            solved = Some((solver.last_heap(), p));
            break;
        }
        if let Err(e) = solver.add_heap() {
            stopped = Some(e);
            break;
        }
    }
    let mut pretension = solver.current.clone();
    let (solved_at, period) = match solved {
        Some((heap, p)) => {
            let images = &mut pretension.images;
            while images.len() <= to as usize {
                images.push(images[images.len() - p.period]);
            }
            (Some(heap), Some(p))
        }
        None => (None, check(code, &pretension.images)),
    };
    HeapQuotient {
        code: code.clone(),
        to,
        pretension,
        solved_at,
        proven: provable && period.is_some(),
        period,
        changes: solver.changes,
        stopped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quotient_past_the_limit_stops_and_says_why() {
        let code: Code = "0.77".parse().expect("kayles");
        let q = misere_quotient(&code, 30, 10);
        let Some(QuotientError::TooLarge { heap, size, limit }) = q.stopped else {
            panic!("{:?}", q.stopped)
        };
        assert!(size > 10 && limit == 10);
        assert_eq!(q.last_heap(), heap - 1);
        assert!(!q.proven);
    }

    #[test]
    fn nim_is_tame_and_proven_at_once() {
        let code: Code = "0.[3]".parse().expect("nim");
        let q = misere_quotient(&code, 20, DEFAULT_LIMIT);
        // Nim's code has a repeating tail: no proof, and the quotient grows with the heaps.
        assert!(!q.proven);
        let kayles: Code = "0.3".parse().expect("take one");
        let q = misere_quotient(&kayles, 50, DEFAULT_LIMIT);
        assert_eq!(q.pretension.quotient.misere_solver_line(), "(Q,P) = T1");
        assert!(q.proven);
    }
}
