//! Random short games for property tests, the same for the same seed.

use super::rng::Rng;
use cgsolve::Dyadic;
use cgsolve::theory::canonical::{Arena, GameId};

/// Random short games of small birthday, built from options drawn from a growing pool.
pub fn random_games(arena: &mut Arena, seed: u64, count: usize) -> Vec<GameId> {
    let mut rng = Rng(seed | 1);
    let mut pool = vec![
        arena.zero(),
        arena.nimber(1),
        arena.integer(1),
        arena.integer(-1),
        arena.number(Dyadic::new(1, 1)),
        arena.up(),
        arena.nimber(2),
    ];
    for _ in 0..count + 4 {
        let nl = rng.below(3);
        let nr = rng.below(3);
        let left: Vec<GameId> = (0..nl).map(|_| pool[rng.below(pool.len())]).collect();
        let right: Vec<GameId> = (0..nr).map(|_| pool[rng.below(pool.len())]).collect();
        let g = arena.construct(left, right);
        pool.push(g);
    }
    pool.split_off(pool.len() - count)
}
