//! Thermographs: the left and right walls of a game as functions of the temperature `t >= -1`.
//!
//! Built as CGSuite builds them: the left scaffold is the highest right wall of a left option
//! tilted by `-t`, the right scaffold the lowest left wall of a right option tilted by `+t`;
//! the walls follow the scaffolds up to where they meet, then rise as one vertical mast.
//! Integers are a mast from `t = -1`.

use super::arena::{Arena, Caching, GameId};
use super::limit::Bound;
use crate::theory::dyadic::Dyadic;
use std::cmp::Ordering;
use std::fmt;

/// A continuous piecewise-linear function of the temperature on `[-1, infinity)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory {
    /// Breakpoints `(t, value)`, the first at `t = -1`, strictly increasing in `t`.
    points: Vec<(Dyadic, Dyadic)>,
    /// `slopes[i]` is the slope from `points[i]` up to the next point (the last: to infinity).
    slopes: Vec<i64>,
}

/// A wall or scaffold: a trajectory, or an infinite constant (a side with no options).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    NegInf,
    PosInf,
    Finite(Trajectory),
}

fn minus_one() -> Dyadic {
    Dyadic::from(-1)
}

/// `a / d` for `d` one of -2, -1, 1, 2 (slope differences of thermograph walls).
fn div_small(a: Dyadic, d: i64) -> Dyadic {
    let q = match d.abs() {
        1 => a,
        2 => a.halve(),
        _ => unreachable!("wall slopes are -1, 0 or 1"),
    };
    if d < 0 { -q } else { q }
}

fn times(s: i64, t: &Dyadic) -> Dyadic {
    let mut acc = Dyadic::zero();
    for _ in 0..s.abs() {
        acc += t.clone();
    }
    if s < 0 { -acc } else { acc }
}

impl Trajectory {
    /// The constant `value`.
    pub fn constant(value: Dyadic) -> Trajectory {
        Trajectory {
            points: vec![(minus_one(), value)],
            slopes: vec![0],
        }
    }

    fn segment(&self, t: &Dyadic) -> usize {
        let mut i = 0;
        while i + 1 < self.points.len() && self.points[i + 1].0 <= *t {
            i += 1;
        }
        i
    }

    /// The value at temperature `t >= -1`.
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let i = self.segment(t);
        let (t0, v0) = &self.points[i];
        v0.clone() + times(self.slopes[i], &(t.clone() - t0.clone()))
    }

    /// The slope just above `t`.
    fn slope_above(&self, t: &Dyadic) -> i64 {
        self.slopes[self.segment(t)]
    }

    /// The points where the slope changes, lowest first.
    pub fn critical_points(&self) -> Vec<Dyadic> {
        self.points[1..].iter().map(|(t, _)| t.clone()).collect()
    }

    /// The breakpoints `(t, value)` from `t = -1` up to the last critical point; above the
    /// last one the trajectory goes on with its final slope (0 for a thermograph wall).
    pub fn points(&self) -> &[(Dyadic, Dyadic)] {
        &self.points
    }

    /// Rebuilds from values at sorted temperatures `ts` (the first -1) and the final slope,
    /// dropping points where the slope does not change.
    fn from_samples(ts: &[Dyadic], f: impl Fn(&Dyadic) -> Dyadic, tail: i64) -> Trajectory {
        let vals: Vec<Dyadic> = ts.iter().map(&f).collect();
        let mut slopes = Vec::with_capacity(ts.len());
        for i in 0..ts.len() {
            if i + 1 < ts.len() {
                let dv = vals[i + 1].clone() - vals[i].clone();
                let dt = ts[i + 1].clone() - ts[i].clone();
                slopes.push(slope_of(&dv, &dt));
            } else {
                slopes.push(tail);
            }
        }
        let mut points = vec![(ts[0].clone(), vals[0].clone())];
        let mut out_slopes = vec![slopes[0]];
        for i in 1..ts.len() {
            if slopes[i] != *out_slopes.last().expect("nonempty") {
                points.push((ts[i].clone(), vals[i].clone()));
                out_slopes.push(slopes[i]);
            }
        }
        Trajectory {
            points,
            slopes: out_slopes,
        }
    }

    fn tilt(&self, s: i64) -> Trajectory {
        Trajectory {
            points: self
                .points
                .iter()
                .map(|(t, v)| (t.clone(), v.clone() + times(s, t)))
                .collect(),
            slopes: self.slopes.iter().map(|x| x + s).collect(),
        }
    }

    /// All breakpoints of both, and every crossing between them, sorted.
    fn merged_points(&self, other: &Trajectory) -> Vec<Dyadic> {
        let mut ts: Vec<Dyadic> = self
            .points
            .iter()
            .chain(other.points.iter())
            .map(|(t, _)| t.clone())
            .collect();
        ts.sort();
        ts.dedup();
        let mut crossings = Vec::new();
        for i in 0..ts.len() {
            let t0 = &ts[i];
            let d0 = self.value_at(t0) - other.value_at(t0);
            let ds = self.slope_above(t0) - other.slope_above(t0);
            if ds == 0 || d0.is_zero() {
                continue;
            }
            // The difference is d0 + ds (t - t0) on this segment: zero at t0 - d0/ds.
            let cross = t0.clone() - div_small(d0, ds);
            let inside = cross > *t0 && (i + 1 == ts.len() || cross < ts[i + 1]);
            if inside {
                crossings.push(cross);
            }
        }
        ts.extend(crossings);
        ts.sort();
        ts.dedup();
        ts
    }

    fn max_min(&self, other: &Trajectory, max: bool) -> Trajectory {
        let ts = self.merged_points(other);
        let last = ts.last().expect("nonempty").clone();
        let (a, b) = (self.value_at(&last), other.value_at(&last));
        let (sa, sb) = (self.slope_above(&last), other.slope_above(&last));
        // Above the last point they do not cross, so the order there is the order at infinity.
        let a_wins = match (a.cmp(&b), max) {
            (Ordering::Equal, true) => sa >= sb,
            (Ordering::Equal, false) => sa <= sb,
            (o, true) => o == Ordering::Greater,
            (o, false) => o == Ordering::Less,
        };
        let tail = if a_wins { sa } else { sb };
        Trajectory::from_samples(
            &ts,
            |t| {
                let (x, y) = (self.value_at(t), other.value_at(t));
                if (x >= y) == max { x } else { y }
            },
            tail,
        )
    }

    /// Cut at `top`: unchanged below, vertical (slope 0) from `top` up.
    fn truncate(&self, top: &Dyadic) -> Trajectory {
        let mut ts: Vec<Dyadic> = self
            .points
            .iter()
            .map(|(t, _)| t.clone())
            .filter(|t| t < top)
            .collect();
        if ts.is_empty() || ts[0] != minus_one() {
            ts.insert(0, minus_one());
        }
        if *top > minus_one() {
            ts.push(top.clone());
        }
        let top_value = self.value_at(top);
        Trajectory::from_samples(
            &ts,
            |t| {
                if t >= top {
                    top_value.clone()
                } else {
                    self.value_at(t)
                }
            },
            0,
        )
    }
}

fn slope_of(dv: &Dyadic, dt: &Dyadic) -> i64 {
    for s in -2..=2 {
        if times(s, dt) == *dv {
            return s;
        }
    }
    unreachable!("wall slopes are -1, 0 or 1")
}

impl Line {
    fn tilt(self, s: i64) -> Line {
        match self {
            Line::Finite(t) => Line::Finite(t.tilt(s)),
            other => other,
        }
    }

    fn combine(self, other: &Trajectory, max: bool) -> Line {
        match (self, max) {
            (Line::NegInf, true) | (Line::PosInf, false) => Line::Finite(other.clone()),
            (Line::Finite(t), _) => Line::Finite(t.max_min(other, max)),
            (inf, _) => inf,
        }
    }
}

/// The thermograph of a game: its left and right walls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall (Left's value when she moves first, as the temperature rises).
    pub left_wall: Trajectory,
    /// The right wall.
    pub right_wall: Trajectory,
}

impl Thermograph {
    /// A vertical mast at `value` from `t = -1`.
    pub fn mast_at(value: Dyadic) -> Thermograph {
        Thermograph {
            left_wall: Trajectory::constant(value.clone()),
            right_wall: Trajectory::constant(value),
        }
    }

    /// The temperature: the highest critical point of either wall, or -1 for a bare mast.
    pub fn temperature(&self) -> Dyadic {
        self.left_wall
            .critical_points()
            .into_iter()
            .chain(self.right_wall.critical_points())
            .max()
            .unwrap_or_else(minus_one)
    }

    /// The mast value (the mean of the game).
    pub fn mast(&self) -> Dyadic {
        self.left_wall.value_at(&self.temperature())
    }

    /// Joins the scaffolds: walls follow them up to where they meet, then a vertical mast.
    fn intersect(left: Line, right: Line) -> Thermograph {
        let cave_value = |lb: Option<&Dyadic>, rb: Option<&Dyadic>| match (lb, rb) {
            (Some(l), _) if l.signum() > 0 => l.clone(),
            (_, Some(r)) if r.signum() < 0 => r.clone(),
            _ => Dyadic::zero(),
        };
        let (l, r) = match (left, right) {
            (Line::Finite(l), Line::Finite(r)) => (l, r),
            (Line::Finite(l), _) => {
                return Thermograph::mast_at(cave_value(Some(&l.value_at(&minus_one())), None));
            }
            (_, Line::Finite(r)) => {
                return Thermograph::mast_at(cave_value(None, Some(&r.value_at(&minus_one()))));
            }
            _ => return Thermograph::mast_at(Dyadic::zero()),
        };
        let base = minus_one();
        let (lb, rb) = (l.value_at(&base), r.value_at(&base));
        let hill = lb > rb || (lb == rb && l.slope_above(&base) >= r.slope_above(&base));
        if !hill {
            return Thermograph::mast_at(cave_value(Some(&lb), Some(&rb)));
        }
        // The difference L - R never rises: find the last temperature where it is >= 0.
        let ts = l.merged_points(&r);
        let mut top = None;
        for (i, t) in ts.iter().enumerate() {
            let d = l.value_at(t) - r.value_at(t);
            if d.signum() < 0 {
                // It went negative on the segment before t: the zero is there.
                let t0 = &ts[i - 1];
                let d0 = l.value_at(t0) - r.value_at(t0);
                let ds = l.slope_above(t0) - r.slope_above(t0);
                top = Some(if d0.is_zero() {
                    t0.clone()
                } else {
                    t0.clone() - div_small(d0, ds)
                });
                break;
            }
        }
        let top = top.unwrap_or_else(|| {
            let last = ts.last().expect("nonempty");
            let d0 = l.value_at(last) - r.value_at(last);
            let ds = l.slope_above(last) - r.slope_above(last);
            if d0.is_zero() || ds == 0 {
                last.clone()
            } else {
                last.clone() - div_small(d0, ds)
            }
        });
        Thermograph {
            left_wall: l.truncate(&top),
            right_wall: r.truncate(&top),
        }
    }
}

impl fmt::Display for Trajectory {
    /// `(-1,1) (-1/2,1/2)`: the breakpoints `(t, value)`; vertical above the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .points
            .iter()
            .map(|(t, v)| format!("({t},{v})"))
            .collect();
        write!(f, "{}", parts.join(" "))
    }
}

impl Trajectory {
    /// CGSuite's form: `mast,[critical points, highest first],[slopes, the mast's first]`.
    fn cgsuite(&self) -> String {
        let top = self.value_at(&self.points.last().expect("nonempty").0);
        let cps: Vec<String> = self.points[1..]
            .iter()
            .rev()
            .map(|(t, _)| t.to_string())
            .collect();
        let slopes: Vec<String> = self.slopes.iter().rev().map(|s| s.to_string()).collect();
        format!("{top},[{}],[{}]", cps.join(","), slopes.join(","))
    }
}

impl Thermograph {
    /// The walls as breakpoints for a person:
    /// `left wall (-1,1) (-1/2,1/2); right wall (-1,0) (-1/2,1/2)`.
    pub fn walls(&self) -> String {
        format!(
            "left wall {}; right wall {}",
            self.left_wall, self.right_wall
        )
    }
}

impl fmt::Display for Thermograph {
    /// As CGSuite prints it: `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])`, each
    /// wall as its mast value, its critical points (highest first) and its slopes (the mast's
    /// first, then below each critical point).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Thermograph({},{})",
            self.left_wall.cgsuite(),
            self.right_wall.cgsuite()
        )
    }
}

bounded! {
    /// The thermograph of `g`.
    pub fn thermograph(&mut self, g: GameId) -> Thermograph => try_thermograph;
}

impl Arena {
    pub(crate) fn try_thermograph<B: Bound>(
        &mut self,
        b: B,
        g: GameId,
    ) -> Result<Thermograph, B::Error> {
        if let Some(x) = self.as_number(g).filter(|x| x.is_integer()) {
            return Ok(Thermograph::mast_at(x.clone()));
        }
        if self.caching == Caching::On
            && let Some(t) = self.thermograph_cache.get(&g)
        {
            return Ok(t.clone());
        }
        let mut left = Line::NegInf;
        for gl in self.try_left_options(b, g)? {
            let t = self.try_thermograph(b, gl)?;
            left = left.combine(&t.right_wall, true);
        }
        let mut right = Line::PosInf;
        for gr in self.try_right_options(b, g)? {
            let t = self.try_thermograph(b, gr)?;
            right = right.combine(&t.left_wall, false);
        }
        let result = Thermograph::intersect(left.tilt(-1), right.tilt(1));
        if self.caching == Caching::On {
            b.check(self)?;
            self.thermograph_cache.insert(g, result.clone());
        }
        Ok(result)
    }
}
