//! The impartial solver's tests: small games whose values are known by hand.
use super::*;
use crate::engine::parts::{BudgetExceeded, DenseMemo, NoMemo, PositionBudget};
use crate::engine::win_lose::tests::Nim;
use std::time::Duration;

/// Subtraction game S(1, 2, 3) on one heap: Grundy value `n mod 4`.
struct TakeUpToThree;

impl ImpartialRules for TakeUpToThree {
    type Position = u32;
    type Move = u32;
    fn moves(&self, n: &u32, each: &mut dyn FnMut(u32, u32)) {
        for take in 1..=3.min(*n) {
            each(take, n - take);
        }
    }
}

#[test]
fn every_memo_gives_the_same_values() {
    let mut hashed = Solver::new(TakeUpToThree);
    let mut dense = Solver::new(TakeUpToThree).with_memo(DenseMemo::new(41));
    let mut plain = Solver::new(TakeUpToThree).with_memo(NoMemo);
    for n in 0..=40u32 {
        assert_eq!(hashed.grundy(&n), Nimber(n % 4));
        assert_eq!(dense.grundy(&n), Nimber(n % 4));
        if n <= 12 {
            assert_eq!(plain.grundy(&n), Nimber(n % 4));
        }
    }
    assert_eq!(hashed.memo().len(), 41);
    assert_eq!(Memo::<u32>::len(dense.memo()), 41);
}

#[test]
fn a_budget_refuses_with_its_limit_and_starts_afresh_per_question() {
    let mut solver = Solver::new(TakeUpToThree).with_budget(PositionBudget::new(10));
    assert_eq!(solver.try_grundy(&30), Err(BudgetExceeded { limit: 10 }));
    // Ten new positions per question: the memo keeps what earlier questions found.
    assert_eq!(solver.try_grundy(&8), Ok(Nimber(0)));
    assert_eq!(solver.try_grundy(&18), Ok(Nimber(2)));
    assert_eq!(solver.try_grundy(&28), Ok(Nimber(0)));
    assert_eq!(solver.try_grundy(&30), Ok(Nimber(2)));
    // Ten searched by the refused question, then 9 + 10 + 10 + 2.
    assert_eq!(solver.stats().searched, 41);
}

#[test]
fn remoteness_counts_the_winners_fastest_and_the_losers_slowest_game() {
    let mut solver = Solver::new(TakeUpToThree);
    // 4k is lost: each move lets the winner restore 4(k-1), so 2k moves in all.
    assert_eq!(solver.remoteness(&0), 0);
    assert_eq!(solver.remoteness(&3), 1);
    assert_eq!(solver.remoteness(&4), 2);
    assert_eq!(solver.remoteness(&9), 5);
    assert_eq!(solver.outcome(&8), Outcome::P);
    let moves: Vec<u32> = solver
        .winning_moves(&7)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    assert_eq!(moves, vec![3]);
}

#[test]
fn the_remoteness_map_keeps_no_more_than_the_memo_between_questions() {
    let mut solver = Solver::new(TakeUpToThree).with_memo(HashMemo::with_max_entries(20));
    assert_eq!(solver.remoteness(&40), 20);
    assert_eq!(solver.state.remoteness.len(), 41);
    // The next question starts with the map over the memo's 20 entries: it is emptied,
    // and holds only what this question finds.
    assert_eq!(solver.remoteness(&5), 3);
    assert_eq!(solver.state.remoteness.len(), 6);
    assert_eq!(solver.remoteness(&5), 3);
    assert_eq!(solver.state.remoteness.len(), 6);
}

#[test]
fn a_game_100000_moves_deep_is_searched_on_the_default_stack() {
    let mut solver = Solver::new(TakeUpToThree);
    assert_eq!(solver.grundy(&100_000), Nimber(0));
    let mut solver = Solver::new(TakeUpToThree);
    assert_eq!(solver.remoteness(&100_000), 50_000);
    assert_eq!(solver.stats().searched, 100_001);
}

/// A progress hook that asks to hear every so often, recording what it hears.
struct Count {
    every: Duration,
    began: usize,
    heard: Vec<u64>,
    finished: usize,
}

impl Count {
    fn every(every: Duration) -> Count {
        Count {
            every,
            began: 0,
            heard: Vec::new(),
            finished: 0,
        }
    }
}

impl Progress for Count {
    fn update(&mut self, done: u64, _: Option<u64>) {
        self.heard.push(done);
    }
    fn finish(&mut self) {
        self.finished += 1;
    }
    fn began(&mut self, _: std::time::Instant) {
        self.began += 1;
    }
    fn every(&self) -> Option<Duration> {
        Some(self.every)
    }
}

/// A root with many finished options: a wide, shallow search.
struct Fan(u32);

impl ImpartialRules for Fan {
    type Position = u32;
    type Move = u32;
    fn moves(&self, p: &u32, each: &mut dyn FnMut(u32, u32)) {
        if *p == 0 {
            (1..=self.0).for_each(|q| each(q, q));
        }
    }
}

#[test]
fn progress_hears_of_each_question_as_often_as_it_asks() {
    let mut solver = Solver::new(Fan(10_000)).with_progress(Count::every(Duration::ZERO));
    assert_eq!(solver.grundy(&0), Nimber(1));
    assert_eq!(solver.stats().searched, 10_001);
    let count = solver.progress_mut();
    // The clock is read at the first position, then at strides of its choosing.
    assert_eq!((count.began, count.finished), (1, 1));
    assert_eq!(count.heard.first(), Some(&1));
    assert!(
        count.heard.windows(2).all(|w| w[0] < w[1]),
        "{:?}",
        count.heard
    );
    assert!(count.heard.iter().all(|&done| done <= 10_001));
    // Each question counts its own positions: the next one starts again from 1.
    count.heard.clear();
    assert_eq!(solver.remoteness(&0), 1);
    let count = solver.progress_mut();
    assert_eq!(count.heard.first(), Some(&1));
    assert_eq!((count.began, count.finished), (2, 2));
    // A hook that asks to hear once an hour hears of the first position only.
    let mut solver =
        Solver::new(Fan(10_000)).with_progress(Count::every(Duration::from_secs(3600)));
    assert_eq!(solver.grundy(&0), Nimber(1));
    let count = solver.progress_mut();
    assert_eq!(count.heard, [1]);
    assert_eq!((count.began, count.finished), (1, 1));
}

/// Nim heaps that know their own value: the search below them never runs.
struct KnownNim;

impl ImpartialRules for KnownNim {
    type Position = Vec<u32>;
    type Move = ();
    fn moves(&self, heaps: &Vec<u32>, each: &mut dyn FnMut((), Vec<u32>)) {
        Nim.moves(heaps, each);
    }
    fn components(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
        heaps.iter().map(|&h| vec![h]).collect()
    }
    fn known_value(&self, heap: &Vec<u32>) -> Option<Nimber> {
        Some(Nimber(heap[0]))
    }
}

#[test]
fn known_values_stand_in_for_search() {
    let mut solver = Solver::new(KnownNim);
    assert_eq!(solver.grundy(&vec![1000, 24]), Nimber(1000 ^ 24));
    assert_eq!(solver.stats().searched, 0);
    assert_eq!(solver.stats().known, 2);
}
