//! Smith's generalised Sprague-Grundy values by the algorithm of Fraenkel and Yesha ("The
//! generalized Sprague-Grundy function and its invariance under certain mappings", 1986; also
//! Siegel, *Combinatorial Game Theory*, ch. IV): for m = 0, 1, 2, ... in turn,
//!
//! 1. while some unlabelled position u has no option labelled m, and every option of u that is
//!    unlabelled or labelled ∞ has an option labelled m, label u with m;
//! 2. label ∞ every unlabelled position with no option labelled m;
//!
//! until every position is labelled. A position labelled ∞ gets as its subscript the finite
//! labels of its options. Each round is one pass over the moves: counters of the options that
//! still lack an option labelled m, decremented backwards as positions get one.

use super::Rows;
use crate::theory::nimber::Nimber;
use crate::theory::smith::SmithValue;
use std::collections::BTreeSet;

/// Not labelled yet.
const UNLABELLED: u32 = u32::MAX;
/// Labelled ∞.
const INFINITE: u32 = u32::MAX - 1;

impl Rows {
    /// Smith's value of every vertex, by index.
    pub fn smith_values(&self) -> Vec<SmithValue> {
        let n = self.len();
        let parents = self.parents();
        let mut label = vec![UNLABELLED; n as usize];
        // The round (plus one) in which a position last got an option labelled with it.
        let mut hit = vec![0u32; n as usize];
        let mut waiting = vec![0u32; n as usize];
        let mut queue = Vec::new();
        let mut unlabelled = n;
        let mut m = 0u32;
        while unlabelled > 0 {
            let round = m + 1;
            queue.clear();
            for u in 0..n {
                if label[u as usize] != UNLABELLED {
                    continue;
                }
                let open = self.options(u).iter();
                let count = open.filter(|&&o| label[o as usize] >= INFINITE).count() as u32;
                waiting[u as usize] = count;
                if count == 0 {
                    queue.push(u);
                }
            }
            while let Some(u) = queue.pop() {
                label[u as usize] = m;
                unlabelled -= 1;
                for &p in parents.options(u) {
                    if hit[p as usize] == round {
                        continue;
                    }
                    hit[p as usize] = round;
                    if label[p as usize] < INFINITE {
                        continue;
                    }
                    for &q in parents.options(p) {
                        if label[q as usize] != UNLABELLED {
                            continue;
                        }
                        let w = &mut waiting[q as usize];
                        *w -= 1;
                        if *w == 0 && hit[q as usize] != round {
                            queue.push(q);
                        }
                    }
                }
            }
            for u in 0..n as usize {
                if label[u] == UNLABELLED && hit[u] != round {
                    label[u] = INFINITE;
                    unlabelled -= 1;
                }
            }
            m += 1;
        }
        (0..n)
            .map(|u| match label[u as usize] {
                INFINITE => SmithValue::Infinite(
                    self.options(u)
                        .iter()
                        .filter(|&&o| label[o as usize] < INFINITE)
                        .map(|&o| Nimber(label[o as usize]))
                        .collect::<BTreeSet<_>>(),
                ),
                value => SmithValue::Finite(Nimber(value)),
            })
            .collect()
    }
}
