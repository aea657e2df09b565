//! Wythoff's game: the engine's nim values against a plain mex table built in the test, the
//! P-positions of Wythoff's theorem, and CGSuite's values (`game.heap.Wythoff(a,b)`).

use cgsolve::Nimber;
use cgsolve::answer::{Contest, Detail, NoOptions};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::impartial::wythoff::{Heaps, Wythoff};
use cgsolve::games::serving::impartial::NimValues;

mod common;

fn game() -> NimValues<Wythoff> {
    NimValues::new(&NoOptions {}, MemoryLimit::from_mib(64)).unwrap()
}

fn value(game: &mut NimValues<Wythoff>, a: u32, b: u32) -> u32 {
    game.solve(&Heaps(a, b), Detail::Answer).unwrap().0
}

#[test]
fn values_are_the_mex_of_the_options() {
    const N: usize = 24;
    let mut table = [[0u32; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut seen = Vec::new();
            seen.extend((0..a).map(|x| table[x][b]));
            seen.extend((0..b).map(|y| table[a][y]));
            seen.extend((1..=a.min(b)).map(|k| table[a - k][b - k]));
            table[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    let mut game = game();
    for (a, row) in table.iter().enumerate() {
        for (b, &expected) in row.iter().enumerate() {
            assert_eq!(value(&mut game, a as u32, b as u32), expected, "({a},{b})");
        }
    }
}

#[test]
fn the_p_positions_are_wythoffs_pairs() {
    // Wythoff (1907): the losing positions are (floor(n φ), floor(n φ²)), n = 0, 1, 2, ...
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let pairs: Vec<(u32, u32)> = (0..)
        .map(|n| ((n as f64 * phi) as u32, (n as f64 * phi * phi) as u32))
        .take_while(|&(_, b)| b <= 400)
        .collect();
    assert_eq!(
        pairs[..6],
        [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
    );
    let mut game = game();
    for b in 0..=60u32 {
        for a in 0..=b {
            let lost = value(&mut game, a, b) == 0;
            assert_eq!(lost, pairs.contains(&(a, b)), "({a},{b})");
        }
    }
    for &(a, b) in &pairs {
        assert_eq!(value(&mut game, b, a), 0, "({b},{a})");
    }
}

#[test]
fn cgsuites_values() {
    let mut game = game();
    // From CGSuite (game.heap.Wythoff(a,b).CanonicalForm); 300 random positions up to 25
    // agree.
    for ((a, b), expected) in [
        ((7, 18), 22),
        ((17, 4), 18),
        ((11, 19), 1),
        ((15, 20), 11),
        ((18, 2), 20),
        ((15, 8), 14),
        ((17, 7), 12),
        ((6, 22), 26),
        ((15, 17), 24),
        ((12, 20), 0),
        ((10, 11), 18),
    ] {
        assert_eq!(value(&mut game, a, b), expected, "({a},{b})");
    }
    assert_eq!(Nimber(22).to_string(), "*22");
}

#[test]
fn the_command_answers_values_and_winning_moves() {
    let (code, out, err) = common::cgsolve_text(&["wythoff"], "1,2\n2,2\n 10 , 11\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "0\n*\n*18\n", ""));
    let (code, out, _) = common::cgsolve_text(&["wythoff", "--json", "-p", "2,2"], "");
    assert_eq!(code, 0);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["value"], "*");
    // To the P-positions (1,2), (2,1) and (0,0).
    let moves: Vec<&str> = report["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["describe"].as_str().unwrap())
        .collect();
    assert_eq!(
        moves,
        [
            "take 1 from the first heap, leaving 1,2",
            "take 1 from the second heap, leaving 2,1",
            "take 2 from both, leaving 0,0"
        ]
    );
}
