//! Moore's partition refinement for the reduced quotient: elements merged when no product
//! tells them apart.

/// Refines `class` (each element's class, numbers below 2 or below the number of elements)
/// until every letter (`moves[l][x]`: element `x` times letter `l`) maps each class into one
/// class; returns the number of classes, `class` holding each element's (numbered in no
/// particular order).
pub(super) fn refined_classes(moves: &[Vec<u32>], class: &mut Vec<u32>) -> usize {
    let n = class.len();
    if moves.is_empty() {
        // Without letters the identity is the only element, in a class of its own.
        class.fill(0);
        return 1;
    }
    let mut count = 0;
    let mut refined: Vec<u32> = vec![0; n];
    let mut pairing = Pairing::new(n);
    loop {
        // The class and each letter's image's class, paired in one letter at a time.
        refined.copy_from_slice(class);
        let mut new_count = count.max(2);
        for m in moves {
            let images: Vec<u32> = m.iter().map(|&y| class[y as usize]).collect();
            new_count = pairing.pair(&mut refined, new_count, &images);
        }
        std::mem::swap(class, &mut refined);
        if new_count == count {
            return count;
        }
        count = new_count;
    }
}

/// Numbers pairs of class numbers without hashing: the elements bucketed by their first
/// number, each bucket numbering its second numbers afresh.
struct Pairing {
    /// The elements, bucketed by their first number.
    order: Vec<u32>,
    /// Where each bucket starts in `order`.
    starts: Vec<usize>,
    /// For each second number, the bucket that last numbered it (plus one) and its number.
    seen: Vec<(u32, u32)>,
}

impl Pairing {
    fn new(n: usize) -> Pairing {
        Pairing {
            order: vec![0; n],
            starts: Vec::new(),
            seen: vec![(0, 0); n],
        }
    }

    /// Replaces `first[x]` (each below `first_count`) by the number of the pair
    /// `(first[x], second[x])` (each below the number of elements), pairs numbered from 0 in
    /// no particular order; returns how many pairs there are.
    fn pair(&mut self, first: &mut [u32], first_count: usize, second: &[u32]) -> usize {
        self.starts.clear();
        self.starts.resize(first_count + 1, 0);
        for &a in first.iter() {
            self.starts[a as usize + 1] += 1;
        }
        for a in 0..first_count {
            self.starts[a + 1] += self.starts[a];
        }
        let mut fill = self.starts.clone();
        for (x, &a) in first.iter().enumerate() {
            self.order[fill[a as usize]] = x as u32;
            fill[a as usize] += 1;
        }
        self.seen.iter_mut().for_each(|s| *s = (0, 0));
        let mut fresh = 0;
        for a in 0..first_count {
            for &x in &self.order[self.starts[a]..self.starts[a + 1]] {
                let b = second[x as usize] as usize;
                if self.seen[b].0 != a as u32 + 1 {
                    self.seen[b] = (a as u32 + 1, fresh);
                    fresh += 1;
                }
                first[x as usize] = self.seen[b].1;
            }
        }
        fresh as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Moore's refinement written plainly: each element's class and its letters' images'
    /// classes as one key, until the number of classes stops growing.
    fn plain(moves: &[Vec<u32>], class: &[u32]) -> Vec<u32> {
        let mut class = class.to_vec();
        let mut count = 0;
        loop {
            let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
            let next: Vec<u32> = (0..class.len())
                .map(|x| {
                    let mut key = vec![class[x]];
                    key.extend(moves.iter().map(|m| class[m[x] as usize]));
                    let fresh = ids.len() as u32;
                    *ids.entry(key).or_insert(fresh)
                })
                .collect();
            class = next;
            if ids.len() == count {
                return class;
            }
            count = ids.len();
        }
    }

    /// Whether two numberings make the same classes.
    fn same_partition(a: &[u32], b: &[u32]) -> bool {
        (0..a.len()).all(|x| (0..a.len()).all(|y| (a[x] == a[y]) == (b[x] == b[y])))
    }

    fn machine() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<u32>)> {
        (2usize..40, 1usize..4).prop_flat_map(|(n, letters)| {
            (
                prop::collection::vec(prop::collection::vec(0..n as u32, n), letters),
                prop::collection::vec(0u32..2, n),
            )
        })
    }

    proptest! {
        #[test]
        fn refinement_makes_the_plain_refinements_classes((moves, start) in machine()) {
            let mut class = start.clone();
            let count = refined_classes(&moves, &mut class);
            let expect = plain(&moves, &start);
            prop_assert!(same_partition(&class, &expect));
            let distinct: std::collections::HashSet<u32> = class.iter().copied().collect();
            prop_assert_eq!(count, distinct.len());
            prop_assert!(class.iter().all(|&c| (c as usize) < count));
        }
    }
}
