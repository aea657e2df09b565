//! Ordinal sums, subordinates and powers with loopy games, as CGSuite computes them: the
//! ordinal sum `G : H` of game graphs (`LoopyGame.ordinalSum`), the subordinate of a stopper
//! to a short base (`CanonicalStopper.subordinate`), and `G.PowTo(x)`, `G.Pow(x)` of a short
//! `G` with a pseudonumber exponent `x` (`CanonicalShortGame.pow`, `powTo`): a number, `on`,
//! `off`, `x over`, `x under`. These give positions new moves, so a leaf (`graph.rs`) would
//! lose its meaning: the games are spelled out here, their callers having counted the
//! positions that makes.

use super::compare::{Comparisons, Side};
use super::graph::{Graph, Loopy, Mover};
use super::properties::{Pseudonumber, pseudonumber_at, short_loopy};
use super::sided::SidedValue;
use crate::theory::canonical::{Arena, GameId, Refused};
use crate::theory::dyadic::Dyadic;

/// The ordinal sum `g : h`: `g`'s graph, then `h`'s, each position of `h` given the moves of
/// `g`'s start besides its own; play starts at `h`'s start. A plain graph.
pub fn ordinal_sum(g: &Loopy, h: &Loopy) -> Loopy {
    let (g, h) = (g.expanded(), h.expanded());
    let mut graph = g.graph.clone();
    let offset = graph.embed(&h.graph);
    for v in offset..graph.len() {
        for (moves, base) in [
            (&mut graph.left[v], &g.graph.left[g.start]),
            (&mut graph.right[v], &g.graph.right[g.start]),
        ] {
            let own = std::mem::replace(moves, base.clone());
            moves.extend(own);
        }
    }
    Loopy {
        graph,
        start: offset + h.start,
    }
}

/// One option of the base, with its comparisons against every position of the game.
struct BaseOption {
    game: Loopy,
    /// `game`'s positions against the game's: `below.leq(b, v)` is `B_b <= G_v`.
    below: Comparisons,
    /// The game's positions against `game`'s: `above.leq(v, b)` is `G_v <= B_b`.
    above: Comparisons,
}

impl BaseOption {
    fn new(game: Loopy, g: &Graph) -> BaseOption {
        BaseOption {
            below: Comparisons::new(&game.graph, g, Side::Stopper),
            above: Comparisons::new(g, &game.graph, Side::Stopper),
            game,
        }
    }

    /// Whether the game's position `v` equals this option.
    fn equals(&self, v: usize) -> bool {
        self.above.leq(v, self.game.start) && self.below.leq(self.game.start, v)
    }

    /// Whether position `v` answers this option of `mover`'s (CGSuite's test): an option of
    /// `v` for `mover` at least as good as it, or an option of it for the other player that
    /// `v` is at least as good as (for `mover`).
    fn answered(&self, g: &Graph, v: usize, mover: Mover) -> bool {
        let b = self.game.start;
        let reversing = self.game.graph.moves(b, mover.other());
        match mover {
            Mover::Left => {
                g.left[v].iter().any(|&w| self.below.leq(b, w))
                    || reversing.iter().any(|&r| self.below.leq(r, v))
            }
            Mover::Right => {
                g.right[v].iter().any(|&w| self.above.leq(w, b))
                    || reversing.iter().any(|&l| self.above.leq(v, l))
            }
        }
    }
}

/// The subordinate of the canonical stopper `g` to a short base with these options (CGSuite's
/// `G.Subordinate(B)`): each position reached must answer every option of the base; its
/// options equal to one of the base's (for the same player) are dropped, the others
/// subordinated in turn, a position met again being the same position of the result.
pub fn subordinate(
    g: &Loopy,
    base_left: &[Loopy],
    base_right: &[Loopy],
) -> Result<SidedValue, Refused> {
    let g = g.expanded();
    let graph = &g.graph;
    let base = |options: &[Loopy]| -> Vec<BaseOption> {
        options
            .iter()
            .map(|o| BaseOption::new(o.expanded(), graph))
            .collect()
    };
    let (left, right) = (base(base_left), base(base_right));
    let mut result = Graph::default();
    let mut number = vec![usize::MAX; graph.len()];
    number[g.start] = result.add_vertex();
    let mut queue = vec![g.start];
    while let Some(v) = queue.pop() {
        for (mover, options) in [(Mover::Left, &left), (Mover::Right, &right)] {
            if !options.iter().all(|o| o.answered(graph, v, mover)) {
                return Err(Refused::Subordinate);
            }
        }
        for (mover, options) in [(Mover::Left, &left), (Mover::Right, &right)] {
            for &w in graph.moves(v, mover) {
                if options.iter().any(|o| o.equals(w)) {
                    continue;
                }
                if number[w] == usize::MAX {
                    number[w] = result.add_vertex();
                    queue.push(w);
                }
                let (from, to) = (number[v], number[w]);
                match mover {
                    Mover::Left => result.left[from].push(to),
                    Mover::Right => result.right[from].push(to),
                }
            }
        }
    }
    Ok(SidedValue::of(&Loopy {
        graph: result,
        start: 0,
    }))
}

/// The short game `g`'s options for each player, as game graphs.
fn options(arena: &mut Arena, g: GameId) -> (Vec<Loopy>, Vec<Loopy>) {
    let left = arena.left_options(g);
    let right = arena.right_options(g);
    let mut as_loopy = |options: Vec<GameId>| -> Vec<Loopy> {
        options
            .into_iter()
            .map(|o| short_loopy(arena, o).packed())
            .collect()
    };
    (as_loopy(left), as_loopy(right))
}

/// The subordinate of the canonical stopper `g` to the short game `base`.
pub fn subordinate_to(arena: &mut Arena, g: &Loopy, base: GameId) -> Result<SidedValue, Refused> {
    let (left, right) = options(arena, base);
    subordinate(g, &left, &right)
}

/// The pseudonumber the canonical stopper `x` is, if it is one.
pub fn as_pseudonumber(arena: &mut Arena, x: &Loopy) -> Option<Pseudonumber> {
    pseudonumber_at(arena, &x.graph, x.start)
}

/// `g.PowTo(x)` for the short `g` and the pseudonumber (canonical stopper) `x`: `0` when `x`
/// is `0`, else the ordinal sum `g : x.Subordinate(1)`; refused when `x` has no
/// subordinate to `1`.
pub fn pow_to(arena: &mut Arena, g: GameId, x: &Loopy) -> Result<SidedValue, Refused> {
    if as_pseudonumber(arena, x) == Some(Pseudonumber::Near(Dyadic::zero(), 0)) {
        return Ok(SidedValue::stopper(Loopy::zero()));
    }
    let one = arena.integer(1);
    let h = subordinate_to(arena, x, one).map_err(|_| Refused::Exponent)?;
    let g = short_loopy(arena, g);
    Ok(SidedValue::of(&ordinal_sum(&g, &h.onside)))
}

/// `g.Pow(x)` for `g = {0|H}` short and the pseudonumber (canonical stopper) `x`:
/// `{0 | H - g.PowTo(x - 1)}`.
pub fn pow(arena: &mut Arena, g: GameId, x: &Loopy) -> Result<SidedValue, Refused> {
    let zero = arena.zero();
    let right = arena.right_options(g);
    if arena.left_options(g) != [zero] || right.len() != 1 {
        return Err(Refused::PowBase);
    }
    let minus_one = arena.integer(-1);
    let minus_one = SidedValue::stopper(short_loopy(arena, minus_one).packed());
    let below = SidedValue::stopper(x.clone()).add(&minus_one);
    let power = pow_to(arena, g, &below.onside)?;
    let h = SidedValue::stopper(short_loopy(arena, right[0]).packed());
    let option = h.add(&power.neg());
    let mut graph = Graph::default();
    let start = graph.add_vertex();
    let zero = graph.add_vertex();
    let option = graph.embed(&option.onside.graph) + option.onside.start;
    graph.left[start].push(zero);
    graph.right[start].push(option);
    Ok(SidedValue::of(&Loopy { graph, start }))
}
