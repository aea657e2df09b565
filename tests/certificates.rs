//! Certificates of outcomes (`docs/certificates.md`): written by `--certificate`, verified by
//! `check-certificate` with the rules' plain moves. A certificate of the solver's outcome
//! checks; every kind of damage is rejected with its message; a certificate forged for an
//! outcome that is not the position's (by a plain search doing its best for the wrong claim)
//! is rejected, while the same forger's certificate of the true outcome is accepted.

use cgsolve::engine::certificate::{CheckError, Verified};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::partizan::clobber::Clobber;
use cgsolve::games::partizan::domineering::Domineering;
use cgsolve::games::ruleset::Ruleset;
use cgsolve::games::serving::certified;
use cgsolve::games::serving::classic::PartizanRuleset;
use cgsolve::text::PositionText;
use cgsolve::{Outcome, PartizanRules, PartizanSolver, Player};
use proptest::prelude::*;
use std::collections::HashMap;

mod common;
use common::cgsolve_text;

/// The certificate of `positions` (the game's text) as `--certificate` writes it.
fn certificate<G: PartizanRuleset>(positions: &[&str]) -> String {
    let positions: Vec<G::Position> = positions
        .iter()
        .map(|t| G::Position::parse(t.as_bytes(), 1, 1).unwrap())
        .collect();
    let bytes = certified::certificate(&G::default(), &positions, 1 << 30).unwrap();
    String::from_utf8(bytes).unwrap()
}

fn check<G: PartizanRuleset>(text: &str) -> Result<Verified, CheckError> {
    certified::check::<G>(text.as_bytes(), MemoryLimit::from_bytes(1 << 30))
}

/// The lines of a certificate, split in the header (5 lines), the nodes, and the rest.
struct Lines {
    header: Vec<String>,
    nodes: Vec<String>,
    rest: Vec<String>,
}

impl Lines {
    fn of(text: &str) -> Lines {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let count: usize = lines[3].strip_prefix("nodes ").unwrap().parse().unwrap();
        Lines {
            header: lines[..5].to_vec(),
            nodes: lines[5..5 + count].to_vec(),
            rest: lines[5 + count..].to_vec(),
        }
    }

    fn text(&self) -> String {
        let mut all = self.header.clone();
        all.extend(self.nodes.iter().cloned());
        all.extend(self.rest.iter().cloned());
        all.join("\n") + "\n"
    }

    /// Node `i`'s letters, children and position.
    fn node(&self, i: usize) -> (String, Vec<usize>, String) {
        let (head, position) = self.nodes[i].split_once(" : ").unwrap();
        let mut words = head.split(' ');
        let letters = words.next().unwrap().to_string();
        let children = words.map(|w| w.parse().unwrap()).collect();
        (letters, children, position.to_string())
    }

    fn set_node(&mut self, i: usize, letters: &str, children: &[usize], position: &str) {
        let mut line = letters.to_string();
        for c in children {
            line.push_str(&format!(" {c}"));
        }
        self.nodes[i] = format!("{line} : {position}");
    }

    /// The last node where `role` holds of its letters and children.
    fn find(&self, role: impl Fn(&str, &[usize]) -> bool) -> usize {
        (0..self.nodes.len())
            .rev()
            .find(|&i| {
                let (letters, children, _) = self.node(i);
                role(&letters, &children)
            })
            .expect("a node of that kind")
    }

    /// A node before `before` with the player to move and the winner of `letters` (cited or
    /// not) whose position has not `cells` empty cells.
    fn other(&self, before: usize, letters: &str, cells: usize) -> usize {
        (0..before)
            .find(|&i| {
                let (l, _, position) = self.node(i);
                l[..2] == letters[..2] && position.matches('.').count() != cells
            })
            .expect("another node of the same role")
    }
}

fn winner_moves(letters: &str) -> bool {
    letters.len() == 2 && letters[..1] == letters[1..]
}

fn loser_moves(letters: &str) -> bool {
    letters.len() == 2 && letters[..1] != letters[1..]
}

/// The 4 × 4 board's certificate, and its lines.
fn four_by_four() -> (String, Lines) {
    let text = certificate::<Domineering>(&["....|....|....|...."]);
    let lines = Lines::of(&text);
    (text, lines)
}

/// Asserts that `text` is rejected at `line` with a message holding `words`.
fn rejected(text: &str, line: usize, words: &str) {
    match check::<Domineering>(text) {
        Ok(v) => panic!("accepted a damaged certificate: {v:?}"),
        Err(e) => {
            assert!(e.message.contains(words), "{e}: expected `{words}`");
            assert_eq!(e.line, line, "{e}");
        }
    }
}

#[test]
fn the_4_by_4_board_is_proved_a_first_player_win() {
    let (text, lines) = four_by_four();
    let verified = check::<Domineering>(&text).unwrap();
    assert_eq!(
        verified.claims,
        vec![("....|....|....|....".to_string(), Outcome::N)]
    );
    assert_eq!(verified.nodes, lines.nodes.len());
    assert!(
        lines
            .nodes
            .iter()
            .any(|l| l.starts_with("LLC") || l.starts_with("RRC"))
    );
}

#[test]
fn a_wrong_move_is_rejected() {
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| winner_moves(l) && c.len() == 1);
    let (letters, children, position) = lines.node(i);
    let (child_letters, _, child_position) = lines.node(children[0]);
    let other = lines.other(i, &child_letters, child_position.matches('.').count());
    lines.set_node(i, &letters, &[other], &position);
    rejected(&lines.text(), 6 + i, "is not a move of");
}

#[test]
fn a_missing_reply_is_rejected() {
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| loser_moves(l) && c.len() >= 2);
    let (letters, mut children, position) = lines.node(i);
    children.pop();
    lines.set_node(i, &letters, &children, &position);
    rejected(&lines.text(), 6 + i, "is missing from");
}

#[test]
fn an_extra_reply_is_rejected() {
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| loser_moves(l) && c.len() >= 2);
    let (letters, mut children, position) = lines.node(i);
    let (child_letters, _, child_position) = lines.node(children[0]);
    children.push(lines.other(i, &child_letters, child_position.matches('.').count()));
    lines.set_node(i, &letters, &children, &position);
    rejected(&lines.text(), 6 + i, "is not a move of");
}

#[test]
fn a_reply_listed_twice_is_rejected() {
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| loser_moves(l) && c.len() >= 2);
    let (letters, mut children, position) = lines.node(i);
    children.push(children[0]);
    lines.set_node(i, &letters, &children, &position);
    rejected(&lines.text(), 6 + i, "listed twice");
}

#[test]
fn a_wrong_terminal_is_rejected() {
    // The loser said to have no move.
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| loser_moves(l) && !c.is_empty());
    let (letters, _, position) = lines.node(i);
    lines.set_node(i, &letters, &[], &position);
    rejected(&lines.text(), 6 + i, "is missing from");
    // The winner given no move.
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| winner_moves(l) && c.len() == 1);
    let (letters, _, position) = lines.node(i);
    lines.set_node(i, &letters, &[], &position);
    rejected(&lines.text(), 6 + i, "expected one move, found 0");
    // A node cited where the rule proves nothing: the empty board's root.
    let (_, mut lines) = four_by_four();
    let last = lines.nodes.len() - 1;
    let (letters, _, position) = lines.node(last);
    lines.set_node(last, &format!("{letters}C"), &[], &position);
    rejected(&lines.text(), 6 + last, "does not prove");
}

#[test]
fn a_wrong_root_or_outcome_is_rejected() {
    let (_, mut lines) = four_by_four();
    let claim = lines.rest[0].replace("....|....|....|....", "....|....|....|..##");
    lines.rest[0] = claim;
    let line = 6 + lines.nodes.len();
    rejected(&lines.text(), line, "not the position claimed");
    let (_, mut lines) = four_by_four();
    lines.rest[0] = lines.rest[0].replace("claim N", "claim L");
    rejected(
        &lines.text(),
        line,
        "class L needs Left to win with Right to move",
    );
}

#[test]
fn a_cut_file_is_rejected() {
    let (text, lines) = four_by_four();
    // Cut after a line: nodes are missing.
    let half = &text[..=text[..text.len() / 2].rfind('\n').unwrap()];
    rejected(half, half.lines().count(), "cut short");
    // Cut within the header: the line missing is named.
    rejected(
        "cgsolve certificate 1\ngame domineering\n",
        3,
        "expected `rules",
    );
    // Cut within a line: that line is read and found wrong.
    let cut = &text[..text.len() / 2 + 3];
    let e = check::<Domineering>(cut).unwrap_err();
    assert_eq!(e.line, cut.lines().count(), "{e}");
    let without_end = text.strip_suffix("end\n").unwrap();
    rejected(without_end, 6 + lines.nodes.len(), "expected `end`");
}

#[test]
fn a_corrupt_byte_is_rejected() {
    let (_, mut lines) = four_by_four();
    lines.nodes[3] = lines.nodes[3].replacen('.', "x", 1);
    let e = check::<Domineering>(&lines.text()).unwrap_err();
    assert_eq!(e.line, 9, "{e}");
    let (text, _) = four_by_four();
    let mut bytes = text.into_bytes();
    let at = bytes.iter().position(|&b| b == b':').unwrap() - 1;
    bytes[at - 1] = 0xff;
    let e = certified::check::<Domineering>(&bytes, MemoryLimit::from_bytes(1 << 30));
    let e = e.unwrap_err();
    assert_eq!(e.line, 6, "{e}");
    assert!(e.message.starts_with("expected"), "{e}");
}

#[test]
fn a_cycle_is_rejected() {
    let (_, mut lines) = four_by_four();
    let i = lines.find(|l, c| winner_moves(l) && c.len() == 1);
    let (letters, _, position) = lines.node(i);
    lines.set_node(i, &letters, &[i], &position);
    rejected(&lines.text(), 6 + i, "is not a node written before");
}

#[test]
fn a_node_reached_from_no_claim_is_rejected() {
    let (_, mut lines) = four_by_four();
    let extra = lines.nodes[0].clone();
    lines.nodes.push(extra);
    lines.header[3] = format!("nodes {}", lines.nodes.len());
    rejected(
        &lines.text(),
        5 + lines.nodes.len(),
        "child of no later node",
    );
}

#[test]
fn a_header_past_the_file_or_the_memory_is_refused_up_front() {
    let (_, mut lines) = four_by_four();
    lines.header[3] = "nodes 1000000000000".to_string();
    rejected(&lines.text(), 4, "cannot fit in a file");
    let (text, _) = four_by_four();
    let small = certified::check::<Domineering>(text.as_bytes(), MemoryLimit::from_bytes(1000));
    assert!(small.unwrap_err().message.contains("over the memory limit"));
}

#[test]
fn the_command_line_writes_checks_and_rejects() {
    let dir = std::env::temp_dir().join(format!("cgsolve-certificates-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("3x4.cert");
    let path = file.to_str().unwrap();
    let board = "....|....|....";
    let (code, out, err) = cgsolve_text(
        &[
            "domineering",
            "--outcome-only",
            "--certificate",
            path,
            "-p",
            board,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let class = out.split(';').next().unwrap().trim().to_string();
    let (code, out, err) = cgsolve_text(&["check-certificate", path], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("domineering {board}: {class}, verified")),
        "{out}"
    );
    assert!(out.contains("\n1 claim verified with "), "{out}");
    // A byte of a position changed: exit code 2, the file, line and column named.
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen(" : .", " : ?", 1)).unwrap();
    let (code, _, err) = cgsolve_text(&["check-certificate", path], "");
    assert_eq!(code, 2);
    assert!(err.starts_with(&format!("cgsolve: {path}:6:")), "{err}");
    // A game that writes no certificates.
    std::fs::write(&file, text.replacen("game domineering", "game checkers", 1)).unwrap();
    let (code, _, err) = cgsolve_text(&["check-certificate", path], "");
    assert_eq!(code, 2);
    assert!(err.contains("checkers writes no certificates"), "{err}");
    // Without --outcome-only there is no outcome to prove.
    let (code, _, err) = cgsolve_text(&["domineering", "--certificate", path, "-p", board], "");
    assert_eq!(code, 2);
    assert!(err.contains("it needs --outcome-only"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_6_by_6_board_is_proved_a_first_player_win() {
    let board = ["......"; 6].join("|");
    let verified = check::<Domineering>(&certificate::<Domineering>(&[&board])).unwrap();
    assert_eq!(verified.claims, vec![(board, Outcome::N)]);
}

#[test]
#[ignore = "about 10 s in release: 1.4 million nodes (BENCHMARKS.md, Certificates)"]
fn the_7_by_7_board_is_proved_a_first_player_win() {
    let board = ["......."; 7].join("|");
    let verified = check::<Domineering>(&certificate::<Domineering>(&[&board])).unwrap();
    assert_eq!(verified.claims, vec![(board, Outcome::N)]);
}

#[test]
#[ignore = "past this machine's memory with today's rule (BENCHMARKS.md, Certificates)"]
fn the_8_by_8_board_is_proved_a_first_player_win() {
    let board = ["........"; 8].join("|");
    let verified = check::<Domineering>(&certificate::<Domineering>(&[&board])).unwrap();
    assert_eq!(verified.claims, vec![(board, Outcome::N)]);
}

/// A certificate written by a plain search for the claim that `p` is of class `claimed`, as
/// another writer of `docs/certificates.md` would: at the claimed winner's nodes a move the
/// plain search says wins, else the first move, else none; at the loser's nodes every reply
/// when `all_replies`, else only those after which the plain search says the winner wins.
/// For the true class it is a proof; for another it must hold a flaw.
fn forged<G: PartizanRuleset>(p: &G::Position, claimed: Outcome, all_replies: bool) -> String {
    struct Forger<'a, G: PartizanRuleset> {
        rules: &'a G,
        plain: PartizanSolver<&'a G>,
        nodes: Vec<String>,
        known: HashMap<(String, Player, Player), usize>,
        all_replies: bool,
    }
    impl<G: PartizanRuleset> Forger<'_, G> {
        fn node(&mut self, p: &G::Position, mover: Player, winner: Player) -> usize {
            let key = (p.to_string(), mover, winner);
            if let Some(&i) = self.known.get(&key) {
                return i;
            }
            let opponent = mover.opponent();
            let mut options: Vec<G::Position> = self
                .rules
                .move_list(p, mover)
                .into_iter()
                .map(|(_, next)| next)
                .collect();
            options.sort();
            options.dedup();
            let chosen: Vec<G::Position> = if mover == winner {
                let winning = options
                    .iter()
                    .find(|next| !self.plain.wins_moving_first(next, opponent));
                winning.or(options.first()).into_iter().cloned().collect()
            } else if self.all_replies {
                options
            } else {
                options
                    .into_iter()
                    .filter(|next| self.plain.wins_moving_first(next, winner))
                    .collect()
            };
            let children: Vec<usize> = chosen
                .iter()
                .map(|next| self.node(next, opponent, winner))
                .collect();
            let letter = |p: Player| if p == Player::Left { 'L' } else { 'R' };
            let mut line = format!("{}{}", letter(mover), letter(winner));
            for c in children {
                line.push_str(&format!(" {c}"));
            }
            line.push_str(&format!(" : {p}"));
            self.nodes.push(line);
            self.known.insert(key, self.nodes.len() - 1);
            self.nodes.len() - 1
        }
    }
    let rules = G::default();
    let mut forger = Forger {
        rules: &rules,
        plain: PartizanSolver::new(&rules),
        nodes: Vec::new(),
        known: HashMap::new(),
        all_replies,
    };
    let left = forger.node(p, Player::Left, claimed.winner_moving_first(Player::Left));
    let right = forger.node(p, Player::Right, claimed.winner_moving_first(Player::Right));
    let mut text = format!(
        "cgsolve certificate 1\ngame {}\nrules\nnodes {}\nclaims 1\n",
        G::NAME,
        forger.nodes.len()
    );
    for line in &forger.nodes {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&format!("claim {claimed:?} {left} {right} : {p}\nend\n"));
    text
}

/// The certificate of the solver's outcome of `text` checks and claims the plain search's
/// outcome; the forger's certificate of that outcome checks, and of every other is rejected.
fn certificates_hold<G: PartizanRuleset>(text: &str) -> Result<(), TestCaseError> {
    let p = G::Position::parse(text.as_bytes(), 1, 1).unwrap();
    let rules = G::default();
    let truth = PartizanSolver::new(&rules).outcome(&p);
    let written = certified::certificate(&rules, std::slice::from_ref(&p), 1 << 30).unwrap();
    let verified = certified::check::<G>(&written, MemoryLimit::from_bytes(1 << 30));
    let verified = verified.map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    prop_assert_eq!(&verified.claims, &vec![(p.to_string(), truth)]);
    for all_replies in [false, true] {
        for claimed in [Outcome::L, Outcome::R, Outcome::N, Outcome::P] {
            let forgery = forged::<G>(&p, claimed, all_replies);
            let checked =
                certified::check::<G>(forgery.as_bytes(), MemoryLimit::from_bytes(1 << 30));
            prop_assert_eq!(
                checked.is_ok(),
                claimed == truth,
                "{} claimed {:?}: {:?}",
                text,
                claimed,
                checked
            );
        }
    }
    Ok(())
}

/// A board of `rows` rows, each cell drawn from `cells`.
fn board(rows: usize, cols: usize, cells: &'static [char]) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(cells), rows * cols).prop_map(move |cells| {
        cells
            .chunks(cols)
            .map(|row| row.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("|")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn domineering_certificates_hold(text in (1usize..=4, 1usize..=4)
        .prop_flat_map(|(r, c)| board(r, c, &['.', '.', '.', '#'])))
    {
        certificates_hold::<Domineering>(&text)?;
    }

    #[test]
    fn clobber_certificates_hold(text in (1usize..=3, 1usize..=4)
        .prop_flat_map(|(r, c)| board(r, c, &['x', 'o', 'x', 'o', '.'])))
    {
        certificates_hold::<Clobber>(&text)?;
    }
}

/// Clobber writes plain proofs (no rule of its own): a 2 × 3 board's certificate checks.
#[test]
fn clobber_writes_plain_proofs() {
    let text = certificate::<Clobber>(&["xox|oxo"]);
    assert!(!text.contains("C :"));
    let truth = PartizanSolver::new(Clobber::default())
        .outcome(&<Clobber as PartizanRules>::Position::parse(b"xox|oxo", 1, 1).unwrap());
    assert_eq!(check::<Clobber>(&text).unwrap().claims[0].1, truth);
    assert_eq!(<Clobber as Ruleset>::NAME, "clobber");
}
