//! The misère quotient of a heap game, heap by heap, as MisereSolver finds it: each heap is
//! first tried as an element of the quotient so far (a conservative extension); failing
//! that, the quotient grows by a cyclic part, and is recalibrated until the verification
//! (every P-position maps into P, every N-position has an option that does) passes.

use super::bits::Bits;
use super::sums::{least_games, mark_p_portion, n_failure, word_element};
use crate::games::impartial::heap::code::Code;
use crate::games::impartial::heap::plain::for_each_move;
use crate::theory::misere_quotient::{
    Bipartite, DirectSum, Monoid, Product, Word, reduced_image, submonoid,
};

/// A quotient with the element each heap maps to (MisereSolver's pretending function).
#[derive(Clone, Debug)]
pub struct Pretension {
    /// The bipartite monoid.
    pub quotient: Bipartite,
    /// The element of heap `n` at index `n` (heap 0 is the identity).
    pub images: Vec<u32>,
    /// For each element, the least sum of heaps (a word over heap sizes) mapping to it.
    least_games: Vec<Word>,
}

impl Pretension {
    fn new(quotient: Bipartite, images: Vec<u32>) -> Pretension {
        let least_games = least_games(&quotient.monoid, &images);
        Pretension {
            quotient,
            images,
            least_games,
        }
    }

    /// The reduced image of `monoid` under `images`, as a pretension.
    fn reduced<M: Product>(monoid: &M, p: &[bool], mut images: Vec<u32>) -> Pretension {
        let quotient = reduced_image(monoid, p, &mut images);
        Pretension::new(quotient, images)
    }

    /// The element a sum of heaps maps to (`game` a word over heap sizes).
    pub fn phi(&self, game: &Word) -> u32 {
        word_element(&self.quotient.monoid, &self.images, game)
    }

    /// The element the heaps `heaps` map to together.
    pub fn element_of(&self, heaps: &[u32]) -> u32 {
        let m = &self.quotient.monoid;
        heaps
            .iter()
            .fold(0, |x, &h| m.product(x, self.images[h as usize]))
    }

    /// The least word (over heap sizes) of each element.
    pub fn least_game(&self, x: u32) -> &Word {
        &self.least_games[x as usize]
    }

    fn p_failure(&self, transitions: &[Vec<u32>]) -> Option<Word> {
        let q = &self.quotient;
        let mut least: Option<Word> = None;
        for x in 0..q.size() as u32 {
            for (heap, &image) in self.images.iter().enumerate() {
                if q.is_p(q.monoid.product(x, image))
                    && transitions[heap]
                        .iter()
                        .any(|&t| q.is_p(q.monoid.product(x, t)))
                {
                    let failure = self.least_games[x as usize].times(heap);
                    if least.as_ref().is_none_or(|l| failure < *l) {
                        least = Some(failure);
                    }
                }
            }
        }
        least
    }
}

/// The elements the options of heap `heap` map to, under `images` in `monoid`.
fn heap_transitions<M: Product>(code: &Code, monoid: &M, images: &[u32], heap: u32) -> Vec<u32> {
    let mut set: Vec<u32> = Vec::new();
    for_each_move(code, heap, &mut |_, parts| {
        let x = parts
            .iter()
            .fold(0, |x, &p| monoid.product(x, images[p as usize]));
        if !set.contains(&x) {
            set.push(x);
        }
    });
    set
}

fn all_transitions<M: Product>(code: &Code, monoid: &M, images: &[u32]) -> Vec<Vec<u32>> {
    (0..images.len() as u32)
        .map(|h| heap_transitions(code, monoid, images, h))
        .collect()
}

/// Why a quotient could not be carried to the next heap.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QuotientError {
    /// A trial monoid would have more elements than allowed.
    #[error(
        "the quotient at heap {heap} would need a trial monoid of {size} elements, over the limit of {limit}"
    )]
    TooLarge {
        /// The heap being added.
        heap: u32,
        /// The trial monoid's size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// No recalibration fixed a failure (MisereSolver's "Failed to recalibrate").
    #[error("no recalibration of the quotient at heap {heap} succeeds")]
    Recalibration {
        /// The heap being added.
        heap: u32,
    },
}

/// MisereSolver's state: the quotient of the heaps so far, and what it keeps between heaps.
pub struct QuotientSolver {
    code: Code,
    /// The quotient of the heaps so far, and each heap's element.
    pub current: Pretension,
    transitions: Vec<Vec<u32>>,
    lower_bounds: Option<Vec<Vec<Bits>>>,
    compatible: Option<Vec<Bits>>,
    /// The heaps at which the quotient changed.
    pub changes: Vec<u32>,
    /// The largest trial monoid allowed.
    pub limit: usize,
}

impl QuotientSolver {
    /// The solver for `code` at heap 0 (the trivial quotient), refusing trial monoids over
    /// `limit` elements.
    pub fn new(code: &Code, limit: usize) -> QuotientSolver {
        QuotientSolver {
            code: code.clone(),
            current: Pretension::new(
                Bipartite {
                    monoid: Monoid::new(Vec::new()),
                    p: vec![false],
                },
                vec![0],
            ),
            transitions: vec![Vec::new()],
            lower_bounds: None,
            compatible: None,
            changes: Vec::new(),
            limit,
        }
    }

    /// The last heap covered.
    pub fn last_heap(&self) -> u32 {
        self.current.images.len() as u32 - 1
    }

    /// Adds the next heap.
    pub fn add_heap(&mut self) -> Result<(), QuotientError> {
        let heap = self.current.images.len() as u32;
        let mut has_move = false;
        for_each_move(&self.code, heap, &mut |_, _| has_move = true);
        if !has_move {
            self.current.images.push(0);
            self.transitions.push(Vec::new());
            return Ok(());
        }
        if let Some(x) = self.conservative_extension(heap) {
            let tr = heap_transitions(
                &self.code,
                &self.current.quotient.monoid,
                &self.current.images,
                heap,
            );
            self.current.images.push(x);
            self.transitions.push(tr);
            return Ok(());
        }
        let q = &self.current.quotient.monoid;
        let size = q.size();
        self.check_size(heap, size * 4)?;
        let cyclic = Monoid::cyclic(2, 2);
        let sum = DirectSum::new(vec![q, &cyclic]);
        let mut images = self.current.images.clone();
        images.push(sum.embed(1, 1));
        let mut transitions = self.transitions.clone();
        transitions.push(heap_transitions(&self.code, &sum, &images, heap));
        let p = mark_p_portion(&sum, &images, &transitions);
        let mut trial = Pretension::reduced(&sum, &p, images);
        let mut transitions = all_transitions(&self.code, &trial.quotient.monoid, &trial.images);
        loop {
            let p_failure = trial.p_failure(&transitions);
            let mut bounds = vec![Vec::new(); trial.quotient.size()];
            let n_failure = n_failure(&trial, &transitions, p_failure.as_ref(), &mut bounds);
            let Some(failure) = n_failure.or(p_failure) else {
                break;
            };
            trial = self.recalibrate(&trial, heap, &failure)?;
            transitions = all_transitions(&self.code, &trial.quotient.monoid, &trial.images);
        }
        self.current = trial;
        self.transitions = transitions;
        self.lower_bounds = None;
        self.compatible = None;
        self.changes.push(heap);
        Ok(())
    }

    fn check_size(&self, heap: u32, size: usize) -> Result<(), QuotientError> {
        if size > self.limit {
            return Err(QuotientError::TooLarge {
                heap,
                size,
                limit: self.limit,
            });
        }
        Ok(())
    }

    /// The element heap `heap` can map to without changing the quotient, if any.
    fn conservative_extension(&mut self, heap: u32) -> Option<u32> {
        let q = &self.current.quotient;
        let size = q.size();
        if self.lower_bounds.is_none() {
            let mut bounds = vec![Vec::new(); size];
            let failure = n_failure(&self.current, &self.transitions, None, &mut bounds);
            debug_assert!(failure.is_none(), "the current quotient is verified");
            self.lower_bounds = Some(bounds);
        }
        if self.compatible.is_none() {
            self.compatible = Some(compatibility(q));
        }
        let tr_list = heap_transitions(&self.code, &q.monoid, &self.current.images, heap);
        let tr = Bits::from_list(size, &tr_list);
        let heap_is_p = !tr_list.iter().any(|&t| q.is_p(t));
        let compatible = self.compatible.as_ref().expect("just built");
        let bounds = self.lower_bounds.as_ref().expect("just built");
        let fits = |x: u32| q.is_p(x) == heap_is_p && tr.is_subset(&compatible[x as usize]);
        // Mex interpolation: a sum of smaller heaps with this element and fewer transitions.
        for x in 0..size as u32 {
            if fits(x) && bounds[x as usize].iter().any(|lb| lb.is_subset(&tr)) {
                return Some(x);
            }
        }
        let mut trial = Pretension {
            quotient: q.clone(),
            images: self.current.images.clone(),
            least_games: Vec::new(),
        };
        trial.images.push(0);
        let mut transitions = self.transitions.clone();
        transitions.push(tr_list);
        let mut found = None;
        for x in 0..size as u32 {
            if !fits(x) {
                continue;
            }
            trial.images[heap as usize] = x;
            let mut scratch = vec![Vec::new(); size];
            if n_failure(&trial, &transitions, None, &mut scratch).is_none() {
                found = Some(x);
                break;
            }
        }
        self.lower_bounds = None;
        found
    }

    fn recalibrate(
        &self,
        trial: &Pretension,
        heap: u32,
        failure: &Word,
    ) -> Result<Pretension, QuotientError> {
        let should_be_p = !trial.quotient.is_p(trial.phi(failure));
        let involved: Vec<usize> = (0..=heap as usize)
            .filter(|&h| failure.exponent(h) > 0)
            .collect();
        for count in 1..=involved.len() {
            for chosen in combinations(&involved, count) {
                let mut images = trial.images.clone();
                for &h in &chosen {
                    images[h] = 0;
                }
                let regen = restricted(&trial.quotient.monoid, &mut images);
                let cyclics: Vec<Monoid> = chosen
                    .iter()
                    .map(|&h| {
                        let index = trial
                            .quotient
                            .monoid
                            .index_of(trial.images[h])
                            .max(failure.exponent(h).saturating_sub(1) as usize);
                        let period = (2 * ((index as i64 - 4) / 2)).max(2) as usize;
                        Monoid::cyclic(period, index)
                    })
                    .collect();
                let total = cyclics
                    .iter()
                    .fold(regen.size(), |s, c| s.saturating_mul(c.size()));
                self.check_size(heap, total)?;
                let mut parts = vec![&regen];
                parts.extend(cyclics.iter());
                let sum = DirectSum::new(parts);
                for (i, &h) in chosen.iter().enumerate() {
                    images[h] = sum.embed(i + 1, 1);
                }
                let transitions = all_transitions(&self.code, &sum, &images);
                let p = mark_p_portion(&sum, &images, &transitions);
                // Reducing keeps each element's status: test the failing sum first.
                if p[word_element(&sum, &images, failure) as usize] == should_be_p {
                    return Ok(Pretension::reduced(&sum, &p, images));
                }
            }
        }
        Err(QuotientError::Recalibration { heap })
    }
}

/// The submonoid of `monoid` generated by `images` (no elements merged), `images` rewritten.
fn restricted(monoid: &Monoid, images: &mut [u32]) -> Monoid {
    submonoid(monoid, images)
}

/// The subsets of `values` of `count` elements, in MisereSolver's order (by the last, then
/// the one before, ...).
fn combinations(values: &[usize], count: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut chosen = Vec::with_capacity(count);
    fn build(
        values: &[usize],
        start: usize,
        count: usize,
        chosen: &mut Vec<usize>,
        all: &mut Vec<Vec<usize>>,
    ) {
        if chosen.len() == count {
            all.push(chosen.clone());
            return;
        }
        for i in start..values.len() {
            chosen.push(values[i]);
            build(values, i + 1, count, chosen, all);
            chosen.pop();
        }
    }
    build(values, 0, count, &mut chosen, &mut all);
    all.sort_by(|a, b| a.iter().rev().cmp(b.iter().rev()));
    all
}

/// For each element x, the elements y with no z making both xz and yz P (MisereSolver's
/// mex-compatibility), closed under products.
fn compatibility(q: &Bipartite) -> Vec<Bits> {
    let n = q.size();
    // For each x, the z with xz in P.
    let into_p: Vec<Bits> = (0..n as u32)
        .map(|x| Bits::from_fn(n, |z| q.is_p(q.monoid.product(z, x))))
        .collect();
    let mut matrix = vec![Bits::new(n); n];
    for x in 0..n as u32 {
        for y in 0..x {
            if matrix[x as usize].contains(y) {
                continue;
            }
            if !into_p[x as usize].intersects(&into_p[y as usize]) {
                for z in 0..n as u32 {
                    let (a, b) = (q.monoid.product(x, z), q.monoid.product(y, z));
                    let (hi, lo) = (a.max(b), a.min(b));
                    matrix[hi as usize].insert(lo);
                }
            }
        }
    }
    let mut sets = vec![Bits::new(n); n];
    for (x, set) in sets.iter_mut().enumerate() {
        for y in 0..n {
            let (hi, lo) = (x.max(y), x.min(y));
            if matrix[hi].contains(lo as u32) {
                set.insert(y as u32);
            }
        }
    }
    sets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_come_in_misere_solvers_order() {
        assert_eq!(
            combinations(&[1, 2, 3, 4], 2),
            vec![
                vec![1, 2],
                vec![1, 3],
                vec![2, 3],
                vec![1, 4],
                vec![2, 4],
                vec![3, 4]
            ]
        );
    }
}
