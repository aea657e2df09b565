//! Word Play: the largest contest input end to end against the editorial's 3^N subset
//! programme, and 5 × 5 and 6 × 6 boards with a 100 000-word list, searched with early exit
//! against the whole bottom-up table.

/// The contest editorial's algorithm, kept out of the library: the baseline the fast solver is
/// measured and checked against. Not every target uses every function of it.
#[path = "baselines/wordplay.rs"]
#[allow(dead_code)]
mod baseline;

use cgsolve::Contest;
use cgsolve::games::contests::wordplay::solve::first_player_wins_by_table;
use cgsolve::games::contests::wordplay::{Dictionary, Letters, Space, WordPlay, WordSearch};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::collections::HashSet;
use std::hint::black_box;
use std::time::Duration;

#[path = "../tests/common/rng.rs"]
#[allow(dead_code)]
mod rng;
use rng::Rng;

/// The contest's largest input: D = 500 000 distinct random words of 1 to 16 letters over
/// A to J, and T = 10 boards of 4 × 4 over the same letters.
fn contest_input() -> Vec<u8> {
    let letters = b"ABCDEFGHIJ";
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut seen = HashSet::new();
    let mut input = b"500000\n".to_vec();
    while seen.len() < 500_000 {
        let len = 1 + rng.below(16);
        let word: Vec<u8> = (0..len).map(|_| rng.pick(letters)).collect();
        if seen.insert(word.clone()) {
            input.extend_from_slice(&word);
            input.push(b'\n');
        }
    }
    input.extend_from_slice(b"4 4\n10\n");
    for _ in 0..40 {
        let row: Vec<u8> = (0..4).map(|_| rng.pick(letters)).collect();
        input.extend_from_slice(&row);
        input.push(b'\n');
    }
    input
}

/// Letters in about their English frequencies (a Scrabble bag without blanks).
const ENGLISH: &[u8] = b"AAAAAAAAABBCCDDDDEEEEEEEEEEEEFFGGGHHIIIIIIIIIJKLLLLMMNNNNNNOOOOOOOOPPQRRRRRRSSSSTTTTTTUUUUVVWWXYYZ";

/// A word list like a system one: 100 000 distinct words of 2 to 10 letters drawn in English
/// letter frequencies, plus every single letter (as /usr/share/dict/words has them).
fn word_list() -> Dictionary {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut dict = Dictionary::default();
    let mut seen = HashSet::new();
    for letter in b'A'..=b'Z' {
        seen.insert(vec![letter]);
        dict.insert(&[letter]);
    }
    while seen.len() < 100_000 {
        let len = 2 + rng.below(9);
        let word: Vec<u8> = (0..len).map(|_| rng.pick(ENGLISH)).collect();
        if seen.insert(word.clone()) {
            dict.insert(&word);
        }
    }
    dict
}

fn board(rng: &mut Rng, cells: usize) -> Space {
    let letters: Vec<u8> = (0..cells).map(|_| rng.pick(ENGLISH)).collect();
    Space::new(&Letters::of_word(&letters).expect("capital letters"))
        .expect("every 6 × 6 board is within the limit")
}

fn contest(c: &mut Criterion) {
    let input = contest_input();
    let mut group = c.benchmark_group("wordplay/contest D=500000 4x4 T=10");
    group.sample_size(10);
    group.bench_function("multiset search (parse + answer)", |b| {
        b.iter(|| {
            let mut game = WordPlay::new();
            let boards = game.parse(black_box(&input)).expect("valid input");
            boards
                .iter()
                .map(|board| game.answer(board).expect("answered"))
                .filter(|a| a == "Alice")
                .count()
        })
    });
    group.bench_function("editorial 3^N subsets (baseline)", |b| {
        b.iter(|| baseline::answer_input(black_box(&input)))
    });
    group.finish();

    let mut game = WordPlay::new();
    let boards = game.parse(&input).expect("valid input");
    let dict = game.dictionary().clone();
    let mut group = c.benchmark_group("wordplay/contest boards only (dictionary read)");
    group.bench_function("search with early exit", |b| {
        b.iter(|| {
            boards
                .iter()
                .filter(|board| WordSearch::new(&dict, board.space().clone()).first_player_wins())
                .count()
        })
    });
    group.bench_function("bottom-up table", |b| {
        b.iter(|| {
            boards
                .iter()
                .filter(|board| first_player_wins_by_table(&dict, board.space()))
                .count()
        })
    });
    group.finish();
}

fn large_boards(c: &mut Criterion) {
    let dict = word_list();
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    let mut group = c.benchmark_group("wordplay/100000 words");
    group.sample_size(10);
    for (side, boards) in [(5, 4), (6, 2)] {
        for i in 0..boards {
            let space = board(&mut rng, side * side);
            let id = format!("{side}x{side} #{} ({} positions)", i + 1, space.positions());
            group.bench_with_input(BenchmarkId::new("search", &id), &space, |b, space| {
                b.iter(|| WordSearch::new(&dict, space.clone()).first_player_wins())
            });
            if side == 5 {
                group.bench_with_input(BenchmarkId::new("table", &id), &space, |b, space| {
                    b.iter(|| first_player_wins_by_table(&dict, space))
                });
            }
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_secs(1));
    targets = contest, large_boards
}
criterion_main!(benches);
