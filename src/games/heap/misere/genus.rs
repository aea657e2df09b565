//! The genus of each heap, g^γ0γ1…: g the normal-play value and γk the misère value of the
//! heap plus k copies of *2, computed from the genera of the options as CGSuite's `Genus`
//! computes it (every option's genus first, by a memoised search of the sums of heaps).

use crate::engine::misere::MisereForms;
use crate::games::heap::code::Code;
use crate::theory::misere::MisereArena;
use std::collections::HashMap;
use std::fmt;

/// A genus: the normal-play value and the misère digits γ0, γ1, … up to where they repeat
/// with period 2 (none for the empty game, whose digits are 1, 2, 0, 2, 0, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play (Grundy) value.
    pub base: u32,
    /// The digits γ0, γ1, …, at least two of them (none for the empty game).
    pub digits: Vec<u32>,
}

impl Genus {
    fn zero() -> Genus {
        Genus {
            base: 0,
            digits: Vec::new(),
        }
    }

    /// Digit γi, for any i.
    pub fn digit(&self, i: usize) -> u32 {
        let len = self.digits.len();
        if len == 0 {
            return if i == 0 { 1 } else { (i as u32 & 1) << 1 };
        }
        if i < len {
            self.digits[i]
        } else {
            self.digits[len - 2 + ((len ^ i) & 1)]
        }
    }

    fn max_differ(&self) -> usize {
        if self.digits.is_empty() {
            2
        } else {
            self.digits.len() - 1
        }
    }

    /// The genus of a game whose options have the genera `options` (not empty).
    pub fn from_options(options: &[&Genus]) -> Genus {
        let mex = |taken: &mut Vec<u32>| {
            taken.sort_unstable();
            taken.dedup();
            (0u32..)
                .find(|v| taken.binary_search(v).is_err())
                .unwrap_or(0)
        };
        let base = mex(&mut options.iter().map(|g| g.base).collect());
        let mut max_differ = options
            .iter()
            .map(|g| g.max_differ())
            .max()
            .unwrap_or(1)
            .max(1)
            + 2;
        let mut digits = vec![mex(&mut options.iter().map(|g| g.digit(0)).collect())];
        for i in 1..=max_differ {
            let prev = digits[i - 1];
            let mut taken: Vec<u32> = options.iter().map(|g| g.digit(i)).collect();
            taken.extend([prev, prev ^ 1]);
            digits.push(mex(&mut taken));
        }
        while max_differ > 1 && digits[max_differ] == digits[max_differ - 2] {
            max_differ -= 1;
        }
        digits.truncate(max_differ + 1);
        Genus { base, digits }
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.base)?;
        if self.digits.is_empty() {
            return Ok(());
        }
        f.write_str("^")?;
        let big = self.digits.iter().any(|&d| d >= 10);
        let parts: Vec<String> = self.digits.iter().map(u32::to_string).collect();
        if big {
            write!(f, "({})", parts.join(","))
        } else {
            f.write_str(&parts.concat())
        }
    }
}

/// Each heap's genus as CGSuite prints it, from the heap's misère canonical form: a nim
/// heap's as its value alone (`1` for `1^031`), a tame or restive form's as its value and
/// first digit (`2^2` for `2^20`), any other in full. For heaps 0..=`to` while the forms fit
/// in `bytes` (their memo and arena each); the list stops at the first heap past it.
pub fn cgsuite_genera(code: &Code, to: u32, bytes: usize) -> Vec<String> {
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
    }
    out
}

/// The genus of each heap 0..=`to` whose sums of smaller heaps number at most `limit`
/// positions in all; the list stops at the first heap past the limit.
pub fn heap_genera(code: &Code, to: u32, limit: usize) -> Vec<Genus> {
    let mut memo: HashMap<Vec<u32>, Genus> = HashMap::new();
    memo.insert(Vec::new(), Genus::zero());
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
        let g = if genera.is_empty() {
            Genus::zero()
        } else {
            Genus::from_options(&genera)
        };
        let (p, _) = stack.pop().expect("the top");
        memo.insert(p, g);
    }
    memo.get(&position).cloned()
}
