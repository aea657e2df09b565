//! Numbers as they meet loopy games: a number's canonical options, the simplest number between
//! two cuts, how many positions a set of numbers spells out to, and cuts themselves (the
//! numbers a game is at least as large as, or can be moved to beat), which is all a number
//! needs to be to a comparison (`compare.rs`, `leaves.rs`).

use crate::theory::dyadic::Dyadic;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::collections::HashSet;

/// A set of numbers closed downwards, as the numbers `x` with `G >= x` for a game `G`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cut {
    /// No number.
    Empty,
    /// The numbers below `t`.
    Below(Dyadic),
    /// The numbers up to `t`, `t` included.
    UpTo(Dyadic),
    /// Every number.
    All,
}

impl Cut {
    fn key(&self) -> (u8, Option<&Dyadic>, u8) {
        match self {
            Cut::Empty => (0, None, 0),
            Cut::Below(t) => (1, Some(t), 0),
            Cut::UpTo(t) => (1, Some(t), 1),
            Cut::All => (2, None, 0),
        }
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: &Dyadic) -> bool {
        match self {
            Cut::Empty => false,
            Cut::Below(t) => x < t,
            Cut::UpTo(t) => x <= t,
            Cut::All => true,
        }
    }

    /// The cut moved up by `x`.
    pub fn shifted(&self, x: &Dyadic) -> Cut {
        match self {
            Cut::Below(t) => Cut::Below(t.clone() + x.clone()),
            Cut::UpTo(t) => Cut::UpTo(t.clone() + x.clone()),
            other => other.clone(),
        }
    }
}

impl Ord for Cut {
    fn cmp(&self, other: &Cut) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Cut {
    fn partial_cmp(&self, other: &Cut) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

fn power_of_two(k: u64) -> BigInt {
    BigInt::one() << k
}

/// The canonical Left and Right options of the number `x`: `(m-1)/2^k` and `(m+1)/2^k` for
/// `x = m/2^k` with `m` odd and `k > 0`, `n-1` alone for an integer `n > 0`, `n+1` alone for
/// `n < 0`, and none for 0.
pub fn options(x: &Dyadic) -> (Option<Dyadic>, Option<Dyadic>) {
    let one = Dyadic::new(1, x.exponent());
    if x.exponent() > 0 {
        return (Some(x.clone() - one.clone()), Some(x.clone() + one));
    }
    match x.signum() {
        1 => (Some(x.clone() - one), None),
        -1 => (None, Some(x.clone() + one)),
        _ => (None, None),
    }
}

/// The largest integer at most `x`.
fn floor(x: &Dyadic) -> BigInt {
    x.numerator().div_floor(&power_of_two(x.exponent()))
}

/// One end of an interval of numbers: the bound and whether it belongs to the interval.
type End = Option<(Dyadic, bool)>;

/// The simplest number `x` (the earliest born) with `x` outside `below` and inside `within`:
/// the number a game equals when every Left option's `G^L >= x` set is inside `below` and
/// every Right option's `G^R |> x` set holds `within` (the simplicity theorem); `None` when
/// there is none.
pub fn simplest_between(below: &Cut, within: &Cut) -> Option<Dyadic> {
    let low: End = match below {
        Cut::All => return None,
        Cut::Empty => None,
        Cut::Below(t) => Some((t.clone(), true)),
        Cut::UpTo(t) => Some((t.clone(), false)),
    };
    let high: End = match within {
        Cut::Empty => return None,
        Cut::All => None,
        Cut::Below(t) => Some((t.clone(), false)),
        Cut::UpTo(t) => Some((t.clone(), true)),
    };
    simplest_in(&low, &high)
}

fn above_low(x: &Dyadic, low: &End) -> bool {
    match low {
        None => true,
        Some((t, closed)) => x > t || (*closed && x == t),
    }
}

fn below_high(x: &Dyadic, high: &End) -> bool {
    match high {
        None => true,
        Some((t, closed)) => x < t || (*closed && x == t),
    }
}

/// The simplest number between `low` and `high`.
fn simplest_in(low: &End, high: &End) -> Option<Dyadic> {
    let fits = |x: &Dyadic| above_low(x, low) && below_high(x, high);
    if let (Some((a, a_closed)), Some((b, b_closed))) = (low, high)
        && (a > b || (a == b && !(*a_closed && *b_closed)))
    {
        return None;
    }
    let zero = Dyadic::zero();
    if fits(&zero) {
        return Some(zero);
    }
    // Every number of the interval has one sign: mirror a negative interval.
    let negative = matches!(high, Some((t, _)) if t.signum() <= 0);
    if negative {
        let flip = |e: &End| e.as_ref().map(|(t, c)| (-t.clone(), *c));
        return simplest_in(&flip(high), &flip(low)).map(|x| -x);
    }
    let (t, _) = low.as_ref().expect("a positive interval has a lower end");
    // The least integer above the lower end, if it is inside.
    // The least integers at or above the lower end: the simplest if inside.
    let n = floor(t);
    for integer in [Dyadic::new(n.clone(), 0), Dyadic::new(n + 1, 0)] {
        if fits(&integer) {
            return Some(integer);
        }
    }
    // Inside (n - 1, n): the number of the least denominator, the least multiple of 2^-k
    // above the lower end for the least k that stays below the upper end.
    let last = t.exponent().max(end_exponent(high)) + 1;
    for k in 1..=last {
        let scaled = t.numerator() * power_of_two(k);
        let m = scaled.div_floor(&power_of_two(t.exponent()));
        let mut candidate = Dyadic::new(m.clone(), k);
        if !above_low(&candidate, low) {
            candidate = Dyadic::new(m + 1, k);
        }
        if fits(&candidate) {
            return Some(candidate);
        }
    }
    None
}

fn end_exponent(e: &End) -> u64 {
    e.as_ref().map_or(0, |(t, _)| t.exponent())
}

/// How many positions the numbers `xs` spell out to as games: their followers (each number's
/// options, theirs, and so on: the numbers on its way from 0 in the number tree), counted
/// once each; `usize::MAX` when there are more.
pub fn follower_count<'a>(xs: impl IntoIterator<Item = &'a Dyadic>) -> usize {
    let mut highest = BigInt::zero();
    let mut lowest = BigInt::zero();
    let mut fractions: HashSet<Dyadic> = HashSet::new();
    let mut any = false;
    for x in xs {
        any = true;
        let n = floor(x);
        if x.exponent() == 0 {
            if n.is_positive() {
                highest = highest.max(n);
            } else {
                lowest = lowest.min(n);
            }
            continue;
        }
        // The integers on the way (up to n + 1 above 0, down to n below), then halving.
        if n.is_negative() {
            lowest = lowest.min(n.clone());
        } else {
            highest = highest.max(n.clone() + 1);
        }
        let (mut a, mut b) = (Dyadic::new(n.clone(), 0), Dyadic::new(n + 1, 0));
        loop {
            let mid = (a.clone() + b.clone()).halve();
            fractions.insert(mid.clone());
            match mid.cmp(x) {
                Ordering::Less => a = mid,
                Ordering::Greater => b = mid,
                Ordering::Equal => break,
            }
        }
    }
    if !any {
        return 0;
    }
    let integers: BigInt = highest + lowest.abs() + 1;
    integers
        .to_usize()
        .and_then(|i| i.checked_add(fractions.len()))
        .unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().expect("a dyadic")
    }

    #[test]
    fn options_are_the_canonical_ones() {
        assert_eq!(options(&d("3/4")), (Some(d("1/2")), Some(d("1"))));
        assert_eq!(options(&d("-1/2")), (Some(d("-1")), Some(d("0"))));
        assert_eq!(options(&d("5")), (Some(d("4")), None));
        assert_eq!(options(&d("-5")), (None, Some(d("-4"))));
        assert_eq!(options(&d("0")), (None, None));
    }

    #[test]
    fn the_simplest_number_between_cuts() {
        let s = |b: Cut, w: Cut| simplest_between(&b, &w);
        assert_eq!(s(Cut::UpTo(d("0")), Cut::Below(d("2"))), Some(d("1")));
        assert_eq!(s(Cut::UpTo(d("0")), Cut::Below(d("1"))), Some(d("1/2")));
        assert_eq!(s(Cut::Below(d("1")), Cut::Below(d("2"))), Some(d("1")));
        assert_eq!(s(Cut::UpTo(d("1")), Cut::UpTo(d("1"))), None);
        assert_eq!(s(Cut::UpTo(d("0")), Cut::Below(d("0"))), None);
        assert_eq!(s(Cut::Below(d("0")), Cut::UpTo(d("0"))), Some(d("0")));
        assert_eq!(s(Cut::UpTo(d("-1")), Cut::Below(d("0"))), Some(d("-1/2")));
        assert_eq!(s(Cut::Empty, Cut::All), Some(d("0")));
        assert_eq!(s(Cut::UpTo(d("5")), Cut::All), Some(d("6")));
        assert_eq!(s(Cut::Empty, Cut::Below(d("-5"))), Some(d("-6")));
        assert_eq!(
            s(Cut::UpTo(d("2147483647")), Cut::Below(d("2147483648"))),
            Some(d("4294967295/2"))
        );
        assert_eq!(
            s(Cut::UpTo(d("3/8")), Cut::Below(d("1/2"))),
            Some(d("7/16"))
        );
        assert_eq!(s(Cut::UpTo(d("-1")), Cut::UpTo(d("-3/4"))), Some(d("-3/4")));
    }

    #[test]
    fn followers_are_counted_once() {
        assert_eq!(follower_count([&d("0")]), 1);
        assert_eq!(follower_count([&d("3")]), 4);
        assert_eq!(follower_count([&d("3/4")]), 4);
        assert_eq!(follower_count([&d("5/4")]), 5);
        assert_eq!(follower_count([&d("-1/2"), &d("2")]), 5);
        assert_eq!(follower_count([&d("1/2"), &d("3/4"), &d("1")]), 4);
        assert_eq!(follower_count([&d("99999999999")]), 100_000_000_000);
    }
}
