//! Whole-game tables of games decided by the final position (`tables mnk`, `tables
//! connect-four`): tic-tac-toe's and Connect Four 5 × 4's tables built, read back, resumed,
//! damaged, and held to the search.

mod common;
#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;

use cgsolve::engine::parts::NoBudget;
use cgsolve::engine::scored::tiers::{Entry, TierRanking, solve_all};
use cgsolve::engine::scored::{End, ScoredSearch, Solved, reference};
use cgsolve::games::boards::in_a_row::tiers::InARowTiers;
use cgsolve::games::boards::in_a_row::{Board, InARow};
use cgsolve::progress::NoProgress;
use cgsolve::tables::scored::{self, ScoredBuilt, read_tier};
use cgsolve::tables::{self, TableDir, TableError};
use common::cgsolve_text as cgsolve;
use rng::Rng;
use std::path::{Path, PathBuf};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "cgsolve-scored-tables-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn tic_tac_toe() -> InARow {
    InARow::new(3, 3, 3, false).unwrap()
}

/// Builds the table of `rules` in `path`; returns the tiers the build solved (not those it
/// found on disk).
fn build(rules: &InARow, path: &Path) -> Result<Vec<usize>, TableError> {
    let dir = TableDir::create(path, "test table")?;
    let ranking = InARowTiers::new(rules);
    let start = Board::empty(rules.rows, rules.cols);
    let mut solved = Vec::new();
    scored::build(rules, &ranking, &start, &dir, &mut NoProgress, &mut |b| {
        if let ScoredBuilt::Tier(t) = b
            && t.counts.is_some()
        {
            solved.push(t.tier);
        }
    })?;
    Ok(solved)
}

#[test]
fn tic_tac_toe_read_back_equals_the_tiers_solved_in_memory_and_the_plain_search() {
    let path = scratch("ttt");
    let rules = tic_tac_toe();
    assert_eq!(
        build(&rules, &path).unwrap(),
        (0..=9).rev().collect::<Vec<_>>()
    );
    let ranking = InARowTiers::new(&rules);
    let dir = TableDir::open(&path).unwrap();
    let in_memory = solve_all(&rules, &ranking, &Board::empty(3, 3));
    let mut reached = 0;
    for (tier, entries) in in_memory.iter().enumerate() {
        let read = read_tier(&ranking, &dir, tier).unwrap();
        assert_eq!(&read, entries, "tier {tier}");
        reached += entries.counts().reached();
        for index in 0..read.len() {
            if let Some(solved) = read.get(index).solved() {
                let b = ranking.unrank(tier, index);
                assert_eq!(solved, reference(&rules, &b), "{b}");
            }
        }
    }
    assert_eq!(reached, 5478);
    let mut start = dir.tier(0).unwrap().unwrap();
    assert_eq!(
        start.entry(0).unwrap().solved(),
        Some(Solved {
            end: End::Tie,
            remoteness: 9
        })
    );
    // A table of entries is not read as one of bits.
    assert!(start.is_win(0).is_err());
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn a_stopped_build_resumes_with_the_same_files() {
    let whole = scratch("whole");
    let resumed = scratch("resumed");
    let rules = InARow::new(3, 4, 3, true).unwrap();
    build(&rules, &whole).unwrap();
    build(&rules, &resumed).unwrap();
    let dir = TableDir::open(&resumed).unwrap();
    for tier in 0..=5 {
        std::fs::remove_file(dir.tier_path(tier)).unwrap();
    }
    // A tier being written when the build stopped.
    std::fs::write(dir.tier_path(5).with_extension("cgt.tmp"), b"CGTIER02 cut").unwrap();
    assert_eq!(
        build(&rules, &resumed).unwrap(),
        (0..=5).rev().collect::<Vec<_>>()
    );
    for tier in 0..=12 {
        let name = format!("tier-{tier:02}.cgt");
        assert_eq!(
            std::fs::read(whole.join(&name)).unwrap(),
            std::fs::read(resumed.join(&name)).unwrap(),
            "{name}"
        );
    }
    std::fs::remove_dir_all(&whole).unwrap();
    std::fs::remove_dir_all(&resumed).unwrap();
}

#[test]
fn a_damaged_block_is_reported_and_never_read() {
    let path = scratch("damaged");
    let rules = tic_tac_toe();
    build(&rules, &path).unwrap();
    let dir = TableDir::open(&path).unwrap();
    let file = dir.tier_path(7);
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x10;
    std::fs::write(&file, &bytes).unwrap();
    let mut tier = dir.tier(7).unwrap().unwrap();
    // A resumed build reads tier 7 to build tier 6.
    std::fs::remove_file(dir.tier_path(6)).unwrap();
    for err in [
        tier.entry(0).unwrap_err(),
        tier.read_entries().unwrap_err(),
        tables::verify(&dir, &mut |_, _| {}).unwrap_err(),
        build(&rules, &path).unwrap_err(),
    ] {
        match err {
            TableError::Damaged {
                file: f,
                block,
                expected,
                found,
            } => {
                assert_eq!(f, file);
                assert_eq!(block, Some(0));
                assert_ne!(expected, found);
            }
            other => panic!("expected a damaged block, got {other}"),
        }
    }
    assert!(!dir.has_tier(6));
    let (code, _, err) = cgsolve(&["tables", "verify", path.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("tier-07.cgt: block 0 damaged: checksum expected"),
        "{err}"
    );
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn connect_four_5_by_4_agrees_with_the_search_on_random_positions() {
    let path = scratch("c54");
    let (code, out, err) = cgsolve(
        &[
            "tables",
            "connect-four",
            "--cols",
            "5",
            "--rows",
            "4",
            "--out",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("tier  0: 1 positions, 1 reached: 0 won, 0 lost, 1 tied"),
        "{out}"
    );
    let rules = InARow::new(4, 5, 4, true).unwrap();
    let ranking = InARowTiers::new(&rules);
    let dir = TableDir::open(&path).unwrap();
    assert_eq!(dir.kind(), "connect-four 5 × 4");
    let mut search = ScoredSearch::new(rules.clone(), 1 << 20, NoBudget);
    let mut rng = Rng(0x5eed_0c45);
    let mut checked = 0;
    for tier in 0..ranking.tier_count() {
        let mut file = dir.tier(tier).unwrap().unwrap();
        let entries = read_tier(&ranking, &dir, tier).unwrap();
        let reached: Vec<u64> = (0..entries.len())
            .filter(|&i| entries.get(i) != Entry::UNREACHED)
            .collect();
        // Early positions cost the search seconds each: fewer of them.
        let samples = if tier < 8 { 4 } else { 20 };
        for _ in 0..samples {
            let index = rng.pick(&reached);
            let b = ranking.unrank(tier, index);
            let solved = file.entry(index).unwrap().solved().unwrap();
            assert_eq!(solved, search.solve(&b).unwrap(), "{b}");
            if tier >= 10 {
                assert_eq!(solved, reference(&rules, &b), "{b}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 8 * 4 + 13 * 20);
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn the_command_line_builds_tic_tac_toe_and_refuses_past_its_limits() {
    let path = scratch("cli");
    let dir = path.to_str().unwrap();
    let (code, out, err) = cgsolve(&["tables", "mnk", "--out", dir], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("tiers 0 to 9: 5478 positions reached by play"),
        "{out}"
    );
    assert!(
        out.contains("tier  9: 126 positions, 78 reached: 0 won, 62 lost, 16 tied"),
        "{out}"
    );
    let (code, out, _) = cgsolve(&["tables", "mnk", "--out", dir], "");
    assert_eq!(code, 0);
    assert!(out.contains("tier  0: 1 positions, already built"), "{out}");
    let (code, out, err) = cgsolve(&["tables", "verify", dir], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.ends_with("mnk 3,3,3: 10 tiers, every block ok\n"),
        "{out}"
    );
    let (code, _, err) = cgsolve(
        &[
            "tables",
            "connect-four",
            "--out",
            dir,
            "--cols",
            "4",
            "--rows",
            "4",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("holds a table of mnk 3,3,3, not of connect-four 4 × 4"),
        "{err}"
    );
    let (code, out, err) = cgsolve(
        &["tables", "connect-four", "--out", dir, "--memory", "1M"],
        "",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("over the memory limit of 1 MiB (--memory)"),
        "{err}"
    );
    let (code, _, err) = cgsolve(&["tables", "mnk", "--k", "4", "--out", dir], "");
    assert_eq!(code, 2);
    assert!(err.contains("--k 4 is not supported on 3 × 3"), "{err}");
    std::fs::remove_dir_all(&path).unwrap();
}
