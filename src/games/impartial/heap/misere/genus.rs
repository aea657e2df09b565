//! The genus of each heap, g^γ0γ1…: g the normal-play value and γk the misère value of the
//! heap plus k copies of *2, from the heap's misère canonical form as CGSuite prints it, or
//! computed from the genera of the options as CGSuite's `Genus` computes it (every option's
//! genus first, by a memoised search of the sums of heaps, each genus the theory's
//! [`Genus::of_options`]); both within a memory limit.

use crate::engine::memory::MemoryLimit;
use crate::engine::misere::MisereForms;
use crate::games::impartial::heap::code::Code;
use crate::progress::Progress;
use crate::theory::misere::{Genus, MisereArena};
use std::collections::HashMap;

/// Bytes a sum of heaps may take in the memo of [`heap_genera`]: its heaps and its genus,
/// each a small vector on the heap, and their entry in the map with its spare room (twice
/// over while the map grows).
pub const BYTES_PER_SUM: usize = 256;

/// Each heap's genus from heap 0, as far as a memory limit allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapGenera {
    /// Heap n's genus at index n, up to the last heap computed (heap 0's always is): as
    /// CGSuite prints it for the first [`as_cgsuite`](Self::as_cgsuite) heaps, then in full,
    /// g^γ0γ1….
    pub genera: Vec<String>,
    /// How many heaps, from heap 0, have their genus as CGSuite prints it.
    pub as_cgsuite: usize,
    /// Why the genera stop before the heap asked for, if they do.
    pub stopped: Option<GenusStop>,
}

impl HeapGenera {
    /// The last heap whose genus is known.
    pub fn computed_to(&self) -> u32 {
        self.genera.len().saturating_sub(1) as u32
    }
}

/// Why the genera stop: the next heap's genus needs more memory than the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("heap {heap}'s genus needs more than the memory limit of {limit} (--memory)")]
pub struct GenusStop {
    /// The first heap whose genus is not known.
    pub heap: u32,
    /// The limit.
    pub limit: MemoryLimit,
}

/// The genus of each heap 0..=`to` of `code` within `memory`: first from the heaps' misère
/// canonical forms, as CGSuite prints it (the forms' memo and arena three eighths of the
/// limit each, leaving a quarter for what their count of bytes leaves out);
/// past the heap where the forms no longer fit, in full, from every sum of smaller heaps
/// ([`BYTES_PER_SUM`] each), while those fit. `progress` hears of each heap done.
pub fn genera_within(
    code: &Code,
    to: u32,
    memory: MemoryLimit,
    progress: &mut dyn Progress,
) -> HeapGenera {
    let budget = Budget {
        form_bytes: memory.bytes_usize() / 8 * 3,
        sums: memory.items(BYTES_PER_SUM),
        memory,
    };
    genera_in(code, to, budget, progress)
}

/// What [`genera_within`] gives each way of finding a genus, and the limit it names.
struct Budget {
    /// The bytes of the forms' memo and of their arena, each.
    form_bytes: usize,
    /// The most sums of heaps whose genus is remembered.
    sums: usize,
    /// The limit named where the genera stop.
    memory: MemoryLimit,
}

/// [`genera_within`], each way given its own part of the limit.
fn genera_in(code: &Code, to: u32, budget: Budget, progress: &mut dyn Progress) -> HeapGenera {
    let total = Some(u64::from(to) + 1);
    let mut genera = forms_genera(code, to, budget.form_bytes, &mut |heap| {
        progress.update(u64::from(heap) + 1, total)
    });
    let as_cgsuite = genera.len();
    if genera.len() <= to as usize {
        let full = sums_genera(code, to, budget.sums, &mut |heap| {
            if heap as usize >= as_cgsuite {
                progress.update(u64::from(heap) + 1, total);
            }
        });
        genera.extend(full.iter().skip(as_cgsuite).map(Genus::to_string));
    }
    progress.finish();
    let stopped = (genera.len() <= to as usize).then_some(GenusStop {
        heap: genera.len() as u32,
        limit: budget.memory,
    });
    HeapGenera {
        genera,
        as_cgsuite,
        stopped,
    }
}

/// Each heap's genus as CGSuite prints it, from the heap's misère canonical form: a nim
/// heap's as its value alone (`1` for `1^031`), a tame or restive form's as its value and
/// first digit (`2^2` for `2^20`), any other in full. For heaps 0..=`to` while the forms fit
/// in `bytes` (their memo and arena each); the list stops at the first heap past it.
pub fn cgsuite_genera(code: &Code, to: u32, bytes: usize) -> Vec<String> {
    forms_genera(code, to, bytes, &mut |_| {})
}

/// [`cgsuite_genera`], telling `done` of each heap done.
fn forms_genera(code: &Code, to: u32, bytes: usize, done: &mut dyn FnMut(u32)) -> Vec<String> {
    let mut forms = MisereForms::new(code, bytes);
    let mut arena = MisereArena::with_limit(bytes);
    let mut out = Vec::new();
    for heap in 0..=to {
        let p: Vec<u32> = if heap == 0 { Vec::new() } else { vec![heap] };
        let Ok(g) = forms.form(&mut arena, &p) else {
            break;
        };
        let Ok(genus) = arena.genus(g) else {
            break;
        };
        out.push(genus.to_string());
        done(heap);
    }
    out
}

/// The genus of each heap 0..=`to` whose sums of smaller heaps number at most `limit`
/// positions in all; the list stops at the first heap past the limit.
pub fn heap_genera(code: &Code, to: u32, limit: usize) -> Vec<Genus> {
    sums_genera(code, to, limit, &mut |_| {})
}

/// [`heap_genera`], telling `done` of each heap done.
fn sums_genera(code: &Code, to: u32, limit: usize, done: &mut dyn FnMut(u32)) -> Vec<Genus> {
    let mut memo: HashMap<Vec<u32>, Genus> = HashMap::new();
    memo.insert(Vec::new(), Genus::of_options(&[]));
    let mut out = Vec::new();
    for heap in 0..=to {
        match genus_of(
            code,
            vec![heap].into_iter().filter(|&h| h > 0).collect(),
            &mut memo,
            limit,
        ) {
            Some(g) => out.push(g),
            None => break,
        }
        done(heap);
    }
    out
}

/// The genus of the sum `position` (sorted, no empty heaps), by an explicit-stack search.
fn genus_of(
    code: &Code,
    position: Vec<u32>,
    memo: &mut HashMap<Vec<u32>, Genus>,
    limit: usize,
) -> Option<Genus> {
    use crate::engine::rules::ImpartialRules;
    let options_of = |p: &Vec<u32>| {
        let mut options = Vec::new();
        code.moves(p, &mut |_, next| options.push(next));
        options.sort();
        options.dedup();
        options
    };
    let mut stack = vec![(position.clone(), options_of(&position))];
    while let Some((p, options)) = stack.last() {
        if memo.contains_key(p) {
            stack.pop();
            continue;
        }
        if let Some(missing) = options.iter().find(|o| !memo.contains_key(*o)) {
            let missing = missing.clone();
            let o = options_of(&missing);
            stack.push((missing, o));
            continue;
        }
        if memo.len() >= limit {
            return None;
        }
        let genera: Vec<&Genus> = options.iter().map(|o| &memo[o]).collect();
        let g = Genus::of_options(&genera);
        let (p, _) = stack.pop().expect("the top");
        memo.insert(p, g);
    }
    memo.get(&position).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::NoProgress;

    /// The genera of `code` to `to` with the forms and the sums each given their budget.
    fn genera(code: &str, to: u32, form_bytes: usize, sums: usize) -> HeapGenera {
        let budget = Budget {
            form_bytes,
            sums,
            memory: MemoryLimit::from_mib(1),
        };
        genera_in(&code.parse().expect("a code"), to, budget, &mut NoProgress)
    }

    #[test]
    fn past_the_forms_the_genera_are_the_full_ones_of_the_sums() {
        for (text, to) in [("0.77", 40), ("0.07", 40), ("4.7", 25)] {
            let game: Code = text.parse().expect("a code");
            let within = genera(text, to, 16 << 10, 1 << 22);
            let n = within.as_cgsuite;
            assert!(n > 3 && n <= to as usize, "{text}: {within:?}");
            assert_eq!(within.computed_to(), to, "{text}");
            assert_eq!(within.stopped, None);
            assert_eq!(within.genera[..n], cgsuite_genera(&game, to, 64 << 20)[..n]);
            let full: Vec<String> = heap_genera(&game, to, 1 << 22)[n..]
                .iter()
                .map(Genus::to_string)
                .collect();
            assert_eq!(within.genera[n..], full[..], "{text}");
        }
    }

    #[test]
    fn the_genera_stop_where_neither_way_fits_and_name_the_limit() {
        let within = genera("0.77", 60, 16 << 10, 2000);
        let last = within.computed_to();
        assert!(last < 60 && last as usize + 1 == within.genera.len());
        let stop = within.stopped.expect("stopped");
        assert_eq!(stop.heap, last + 1);
        assert_eq!(
            stop.to_string(),
            format!(
                "heap {}'s genus needs more than the memory limit of 1 MiB (--memory)",
                last + 1
            )
        );
        // Heap 0's genus needs no room.
        let none = genera("0.77", 10, 0, 0);
        assert_eq!(none.genera, ["0"]);
        assert_eq!(none.stopped.map(|s| s.heap), Some(1));
    }
}
