//! Partizan misère play as written and modulo dicots: the misère outcome of a tree and of sums
//! against a plain misère search of the sum's components, the comparison modulo dicots against
//! play with random dicots added, the canonical form modulo dicots (equivalent to its game,
//! the same for equivalent games), published identities, and the command line.

mod common;
#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;

use cgsolve::theory::canonical::{Arena, LiteralExpression};
use cgsolve::theory::dicot::{TreeId, Trees};
use common::cgsolve_text;
use proptest::prelude::*;
use rng::Rng;
use std::collections::HashMap;

/// A game tree as plain data: the reference's own representation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Plain {
    left: Vec<Plain>,
    right: Vec<Plain>,
}

/// Who wins a sum of plain trees under misère play, moving first as Left (`true`) or Right:
/// every move in every component tried, positions remembered as sorted lists of components.
fn plain_first_wins(
    parts: &[Plain],
    left_moves: bool,
    memo: &mut HashMap<(Vec<Plain>, bool), bool>,
) -> bool {
    let mut key = parts.to_vec();
    key.sort();
    if let Some(&known) = memo.get(&(key.clone(), left_moves)) {
        return known;
    }
    let mut any_move = false;
    let mut wins = false;
    'search: for (i, part) in parts.iter().enumerate() {
        let options = if left_moves { &part.left } else { &part.right };
        for o in options {
            any_move = true;
            let mut next = parts.to_vec();
            next[i] = o.clone();
            if !plain_first_wins(&next, !left_moves, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    let result = wins || !any_move;
    memo.insert((key, left_moves), result);
    result
}

/// (Left wins moving first, Right wins moving first) in the sum `parts`.
fn plain_outcome(parts: &[Plain], memo: &mut HashMap<(Vec<Plain>, bool), bool>) -> (bool, bool) {
    (
        plain_first_wins(parts, true, memo),
        plain_first_wins(parts, false, memo),
    )
}

/// Whether Left does at least as well in `a` as in `b`, each pair (Left wins moving first,
/// Right wins moving first).
fn left_does_at_least_as_well(a: (bool, bool), b: (bool, bool)) -> bool {
    (a.0 || !b.0) && (!a.1 || b.1)
}

/// A random dicot of birthday at most `depth`.
fn dicot(rng: &mut Rng, depth: usize) -> Plain {
    if depth == 0 || rng.below(5) == 0 {
        return Plain {
            left: vec![],
            right: vec![],
        };
    }
    let side = |rng: &mut Rng| {
        (0..1 + rng.below(2))
            .map(|_| dicot(rng, depth - 1))
            .collect()
    };
    Plain {
        left: side(rng),
        right: side(rng),
    }
}

/// A random tree (a dicot or not) of birthday at most `depth`.
fn any_tree(rng: &mut Rng, depth: usize) -> Plain {
    let side = |rng: &mut Rng| {
        if depth == 0 {
            return vec![];
        }
        (0..rng.below(3))
            .map(|_| any_tree(rng, depth - 1))
            .collect()
    };
    Plain {
        left: side(rng),
        right: side(rng),
    }
}

/// Every dicot of birthday at most 2.
fn dicots_to_day_two() -> Vec<Plain> {
    let zero = Plain {
        left: vec![],
        right: vec![],
    };
    let star = Plain {
        left: vec![zero.clone()],
        right: vec![zero.clone()],
    };
    let sides = [
        vec![zero.clone()],
        vec![star.clone()],
        vec![zero.clone(), star.clone()],
    ];
    let mut all = vec![zero];
    for left in &sides {
        for right in &sides {
            all.push(Plain {
                left: left.clone(),
                right: right.clone(),
            });
        }
    }
    all
}

/// The tree of `p` in `trees`.
fn tree(trees: &mut Trees, p: &Plain) -> TreeId {
    let left = p.left.iter().map(|o| tree(trees, o)).collect();
    let right = p.right.iter().map(|o| tree(trees, o)).collect();
    trees.make(left, right).unwrap()
}

/// Reads `text` as written, one game.
fn read(arena: &mut Arena, trees: &mut Trees, text: &str) -> TreeId {
    match arena.limited(1 << 30).parse_literal(trees, text) {
        Ok(Ok(LiteralExpression::Game(g))) => g,
        other => panic!("{text}: {other:?}"),
    }
}

fn equivalent(text: &str, other: &str) -> bool {
    let (mut arena, mut trees) = (Arena::new(), Trees::with_limit(1 << 30));
    let g = read(&mut arena, &mut trees, text);
    let h = read(&mut arena, &mut trees, other);
    trees.equivalent(g, h).unwrap()
}

fn form(text: &str) -> String {
    let (mut arena, mut trees) = (Arena::new(), Trees::with_limit(1 << 30));
    let g = read(&mut arena, &mut trees, text);
    let f = trees.dicot_canonical(g).unwrap();
    trees.to_notation(f)
}

#[test]
fn published_identities_hold_modulo_dicots() {
    // * + * = 0 among dicots, though not among all games (misère Nim: *2 + *2 is P, 0 is N).
    assert!(equivalent("* + *", "0"));
    assert_eq!(form("* + *"), "0");
    assert!(equivalent("* + * + *", "*"));
    // Misère outcomes tell 0, * and *2 + *2 apart, so no two of them are equivalent.
    assert!(!equivalent("*", "0"));
    assert!(!equivalent("*2 + *2", "0"));
    assert!(!equivalent("*2", "*"));
    // Options that change no play stay: {0,*|0} is not *.
    assert_eq!(form("{0,*|0}"), "{0,*|0}");
    assert_eq!(form("*2"), "*2");
    // {0|*} is reversible through * (* <= {0,{0|*}|0}), and bypassing it leaves 0, a
    // repeat of Left's other option.
    assert_eq!(form("{0,{0|*}|0}"), "*");
}

#[test]
fn a_non_dicot_is_refused_naming_its_follower() {
    let (code, out, err) = cgsolve_text(&["value", "--misere-dicot", "{0|{1|0}}"], "");
    assert_eq!(code, 2, "{err}");
    assert_eq!(out, "");
    assert_eq!(
        err,
        "cgsolve: arg 1:1: expected a dicot (from every follower both players can move, or \
         neither), found the follower {0|} where only Left can move\n"
    );
    let (code, _, err) = cgsolve_text(&["value", "--misere-outcome", "0 >= 0"], "");
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = cgsolve_text(&["value", "--misere-dicot", "{0|0"], "");
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "cgsolve: arg 1:5: expected '}' to close the '{' at column 1\n"
    );
}

#[test]
fn the_outcome_as_written_is_not_the_canonical_forms() {
    // {0,*|} is 1 under normal play; CGSuite's MisereOutcomeClass of it is R (the canonical
    // form's), but Left moving first to * wins the tree as written.
    let (code, out, _) = cgsolve_text(&["value", "--misere-outcome", "{0,*|}", "1", "* + *"], "");
    assert_eq!((code, out.as_str()), (0, "N\nR\nN\n"));
    let (_, out, _) = cgsolve_text(&["value", "--json", "{0,*|}"], "");
    assert!(out.contains(r#""misere_outcome":"R""#), "{out}");
    let (_, out, _) = cgsolve_text(&["value", "--misere-outcome", "--json", "{0,*|}"], "");
    assert_eq!(
        out,
        r#"{"as_written":"{0,*|}","misere_outcome":"N","is_dicot":false,"birthday":2,"follower_count":3}"#
            .to_owned()
            + "\n"
    );
    let (_, out, _) = cgsolve_text(
        &[
            "value",
            "--misere-dicot",
            "* + *",
            "* + * == 0",
            "{0|*} >= 0",
            "*2+*2 <= 0",
        ],
        "",
    );
    // {0|*} >= 0 fails the proviso: Left moving first loses {0|*} (she must move to 0, where
    // Right cannot move) and wins 0.
    assert_eq!(out, "0\ntrue\nfalse\nfalse\n");
}

#[test]
fn a_sum_too_long_to_print_as_written_is_answered_without_it() {
    // Twelve parts: the tree as written repeats each shared follower once per path, far over
    // the 65,536 bytes printed; the answer and the other keys stay.
    let sum = ["{0,*|0}", "{0|*}", "{*|0,*}", "*2"].repeat(3).join(" + ");
    let (code, out, err) = cgsolve_text(&["value", "--misere-outcome", "--json", &sum], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(!out.contains("as_written"), "{out}");
    assert!(out.contains(r#""misere_outcome":"#), "{out}");
    let (code, out, _) = cgsolve_text(&["value", "--misere-outcome", "--explain", &sum], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("as written: not printed, its text is over 65536 bytes"),
        "{out}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// (e) The misère outcome of a tree as written (and of a sum of two) is the plain search's;
    /// a tree printed reads back as itself.
    #[test]
    fn the_misere_outcome_is_the_plain_searchs(seed in 1u64..) {
        let mut rng = Rng(seed);
        let (g, h) = (any_tree(&mut rng, 3), any_tree(&mut rng, 3));
        let (mut arena, mut trees) = (Arena::new(), Trees::with_limit(1 << 30));
        let (tg, th) = (tree(&mut trees, &g), tree(&mut trees, &h));
        let sum = trees.add(tg, th).unwrap();
        let mut memo = HashMap::new();
        for (t, parts) in [(tg, vec![g.clone()]), (sum, vec![g, h])] {
            let o = trees.misere_outcome(t).unwrap();
            let plain = plain_outcome(&parts, &mut memo);
            prop_assert_eq!(o, cgsolve::Outcome::from_first_player_wins(plain.0, plain.1));
            let text = trees.to_notation(t);
            prop_assert_eq!(trees.notation_len_at_most(t, usize::MAX), Some(text.len()));
            prop_assert_eq!(trees.notation_len_at_most(t, text.len() - 1), None);
            prop_assert_eq!(read(&mut arena, &mut trees, &text), t);
        }
    }

    /// (a) The form modulo dicots is equivalent to its game and has its misère outcome; it is
    /// its own form.
    #[test]
    fn the_form_is_equivalent_to_the_game(seed in 1u64..) {
        let mut rng = Rng(seed);
        let g = dicot(&mut rng, 3);
        let mut trees = Trees::with_limit(1 << 30);
        let t = tree(&mut trees, &g);
        let f = trees.dicot_canonical(t).unwrap();
        prop_assert!(trees.is_dicot(f));
        prop_assert!(trees.equivalent(f, t).unwrap());
        prop_assert_eq!(trees.misere_outcome(f).unwrap(), trees.misere_outcome(t).unwrap());
        prop_assert_eq!(trees.dicot_canonical(f).unwrap(), f);
    }

    /// (b) Equivalent dicots have the same form: sums of two dicots of birthday at most 2
    /// against each other and against random dicots.
    #[test]
    fn equivalent_games_have_one_form(seed in 1u64..) {
        let mut rng = Rng(seed);
        let small = dicots_to_day_two();
        let mut trees = Trees::with_limit(1 << 30);
        let mut games = Vec::new();
        for _ in 0..6 {
            let (a, b) = (tree(&mut trees, &rng.pick_ref(&small)), tree(&mut trees, &rng.pick_ref(&small)));
            games.push(trees.add(a, b).unwrap());
            let d = dicot(&mut rng, 2);
            games.push(tree(&mut trees, &d));
        }
        for &g in &games {
            for &h in &games {
                if trees.equivalent(g, h).unwrap() {
                    prop_assert_eq!(
                        trees.dicot_canonical(g).unwrap(),
                        trees.dicot_canonical(h).unwrap(),
                        "{} and {}", trees.to_notation(g), trees.to_notation(h)
                    );
                }
            }
        }
    }

    /// (c) When G >= H modulo dicots, Left does at least as well in G + X as in H + X for
    /// random dicots X, by plain misère search of the sums.
    #[test]
    fn at_least_means_at_least_in_every_sum(seed in 1u64..) {
        let mut rng = Rng(seed);
        let (g, h) = (dicot(&mut rng, 2), dicot(&mut rng, 3));
        let mut trees = Trees::with_limit(1 << 30);
        let (tg, th) = (tree(&mut trees, &g), tree(&mut trees, &h));
        let mut memo = HashMap::new();
        for (big, small, pg, ph) in [(tg, th, &g, &h), (th, tg, &h, &g)] {
            if !trees.at_least(big, small).unwrap() {
                continue;
            }
            for _ in 0..20 {
                let x = dicot(&mut rng, 3);
                let a = plain_outcome(&[pg.clone(), x.clone()], &mut memo);
                let b = plain_outcome(&[ph.clone(), x], &mut memo);
                prop_assert!(left_does_at_least_as_well(a, b));
            }
        }
    }
}

/// (d) When G >= H fails modulo dicots, some dicot X of birthday at most 3 makes Left do
/// worse in G + X than in H + X, found among every dicot of birthday at most 2 and random
/// ones of birthday 3, by plain misère search: checked on every pair of dicots of birthday at
/// most 2.
#[test]
fn not_at_least_has_a_distinguishing_dicot() {
    let small = dicots_to_day_two();
    let mut rng = Rng(0x5eed);
    let mut candidates = small.clone();
    candidates.extend((0..300).map(|_| dicot(&mut rng, 3)));
    let mut trees = Trees::with_limit(1 << 30);
    let mut memo = HashMap::new();
    for g in &small {
        for h in &small {
            let (tg, th) = (tree(&mut trees, g), tree(&mut trees, h));
            if trees.at_least(tg, th).unwrap() {
                continue;
            }
            let found = candidates.iter().any(|x| {
                let a = plain_outcome(&[g.clone(), x.clone()], &mut memo);
                let b = plain_outcome(&[h.clone(), x.clone()], &mut memo);
                !left_does_at_least_as_well(a, b)
            });
            assert!(found, "no dicot tells {g:?} from {h:?}");
        }
    }
}

/// The `$ cgsolve` examples of docs/misere.md's section on partizan games, run.
#[test]
fn the_docs_examples_print_what_they_say() {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/misere.md")).unwrap();
    let start = page.find("## Partizan games under misère play").unwrap();
    let end = start + page[start..].find("## What it costs").unwrap();
    let mut examples = 0;
    for block in page[start..end].split("```sh\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let mut lines = block.lines();
        let command = lines.next().unwrap().strip_prefix("$ cgsolve ").unwrap();
        let args: Vec<String> = command
            .split('\'')
            .enumerate()
            .flat_map(|(i, piece)| {
                if i % 2 == 1 {
                    vec![piece.to_string()]
                } else {
                    piece.split_whitespace().map(str::to_string).collect()
                }
            })
            .collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = cgsolve_text(&args, "");
        assert_eq!(code, 0, "{command}: {err}");
        let expected: Vec<&str> = lines.collect();
        assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{command}");
        examples += 1;
    }
    assert_eq!(examples, 2);
}

/// `pick` for values that are not `Copy`.
trait PickRef {
    fn pick_ref<T: Clone>(&mut self, from: &[T]) -> T;
}

impl PickRef for Rng {
    fn pick_ref<T: Clone>(&mut self, from: &[T]) -> T {
        from[self.below(from.len())].clone()
    }
}
