//! The baseline for the benchmarks: the editorial's algorithm with a straightforward reader.
//!
//! The input is split into whitespace-separated words, each parsed on its own; every pile
//! becomes its own vector, sorted and deduplicated; its value follows the editorial's scheme
//! (±V per number up to the first change of parity, then halving), in the same exact fixed
//! point as the fast solver (V = 2^64 in an `i128`). It trusts the input's shape, as contest
//! solutions do, and answers `None` for an input it cannot read.
//!
//! ```
//! use cgsolve::games::contests::evenodd::baseline::answers;
//! assert_eq!(answers("2\n2\n2 3 4\n2 4 5\n1\n3 1 2 3\n"), Some(vec!["DON'T PLAY", "ODD"]));
//! ```

/// The answer line of every test of a contest input, or `None` when it cannot be read.
/// Piles of more than 64 distinct numbers are beyond this baseline's fixed point: `None` too.
pub fn answers(input: &str) -> Option<Vec<&'static str>> {
    let mut words = input.split_ascii_whitespace();
    let mut next = || words.next()?.parse::<u64>().ok();
    let t = next()?;
    let mut out = Vec::new();
    for _ in 0..t {
        let k = next()?;
        let mut total: i128 = 0;
        for _ in 0..k {
            let n = next()?;
            let mut pile = Vec::new();
            for _ in 0..n {
                pile.push(u32::try_from(next()?).ok()?);
            }
            pile.sort_unstable();
            pile.dedup();
            total += pile_value(&pile)?;
        }
        out.push(match total.signum() {
            1 => "EVEN",
            -1 => "ODD",
            _ => "DON'T PLAY",
        });
    }
    Some(out)
}

/// The editorial's value of a sorted pile of distinct numbers, scaled by 2^64.
fn pile_value(pile: &[u32]) -> Option<i128> {
    let Some(&first) = pile.first() else {
        return Some(0);
    };
    let first = first & 1;
    let mut unit: i128 = 1 << 64;
    let mut changed = false;
    let mut value = 0;
    for &n in pile {
        if n & 1 != first {
            changed = true;
        }
        if changed {
            unit >>= 1;
            if unit == 0 {
                return None;
            }
        }
        value += if n.is_multiple_of(2) { unit } else { -unit };
    }
    Some(value)
}
