//! `G.Pow(x)` and `G.PowTo(x)` with pseudonumber exponents and `G.Subordinate(B)` on
//! stoppers: what CGSuite printed for each case (values and refusals) as a table; on short
//! games the loopy path agrees with the short one; the subordinate undoes the ordinal sum.

mod common;

use cgsolve::Dyadic;
use cgsolve::theory::canonical::{Arena, GameId, Refused};
use cgsolve::theory::loopy::notation::{short_value, to_notation};
use cgsolve::theory::loopy::ordinal::{pow, pow_to, subordinate_to};
use cgsolve::theory::loopy::properties::short_loopy;
use cgsolve::theory::loopy::{Loopy, LoopyExpression, SidedValue, parse_loopy};
use common::tables::{check_table, same};
use proptest::prelude::*;
use std::process::Command;

#[path = "common/random_games.rs"]
mod random;
#[path = "common/rng.rs"]
#[allow(dead_code)]
mod rng;
use random::random_games;

/// The value of `text`, or what reading it expected.
fn eval(arena: &mut Arena, text: &str) -> Result<String, String> {
    match parse_loopy(arena, text, usize::MAX).expect("no limit") {
        Ok(LoopyExpression::Bool(b)) => Ok(b.to_string()),
        Ok(LoopyExpression::Value(v)) if v.is_loopfree() => {
            let g = short_value(arena, &v.onside.graph, v.onside.start).expect("short");
            Ok(arena.to_notation(g))
        }
        Ok(LoopyExpression::Value(v)) => Ok(to_notation(arena, &v)),
        Err(e) => Err(e.expected),
    }
}

/// What cgsolve expects where CGSuite gives `error`: the same reason in cgsolve's words.
fn our_reason(error: &str) -> String {
    // The method is the first name in backquotes, or the second after `x` (the argument).
    let quoted: Vec<&str> = error.split('`').skip(1).step_by(2).collect();
    let method = quoted
        .iter()
        .find(|q| **q != "x")
        .map(|m| m.rsplit('.').next().unwrap_or(m).to_string());
    if error.contains("Invalid exponent") {
        Refused::Exponent.to_string()
    } else if error.contains("cannot be subordinated") {
        Refused::Subordinate.to_string()
    } else if error.contains("Invalid base for `Pow`") {
        Refused::PowBase.to_string()
    } else if error.contains("That is a loopy game") {
        "a short game as the base of .Subordinate".into()
    } else if error.contains("Not a method or member variable") {
        match method.as_deref() {
            Some("Subordinate") => "a stopper before .Subordinate".into(),
            Some(m) => format!("a short game before .{m}"),
            None => panic!("no method named in {error}"),
        }
    } else if error.contains("expected type `game.Pseudonumber`") {
        format!(
            "a pseudonumber as the exponent of .{} (a number, on, off, x over, x under)",
            method.expect("the method")
        )
    } else {
        panic!("an error CGSuite gives that the table does not expect: {error}")
    }
}

#[test]
fn powers_and_subordinates_are_cgsuites() {
    let mut arena = Arena::new();
    let mut refusals = 0;
    check_table("loopy/ordinal.tsv", "\t", 130.., |[expression, cgsuite]| {
        let ours = eval(&mut arena, expression);
        match cgsuite.strip_prefix("ERROR: ") {
            Some(error) => {
                refusals += 1;
                same(ours, Err(our_reason(error)))
            }
            None => same(ours.as_deref(), Ok(cgsuite)),
        }
    });
    assert!(refusals >= 50, "{refusals}");
}

/// Refusals are bad input: exit code 2, the line and column of the argument at fault.
#[test]
fn refusals_exit_2_naming_the_column() {
    let cgsolve = |input: &str, flag: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_cgsolve"));
        command.arg("value");
        command.args(flag);
        let out = command
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child
                    .stdin
                    .take()
                    .expect("stdin")
                    .write_all(input.as_bytes())?;
                child.wait_with_output()
            })
            .expect("cgsolve runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, _, err) = cgsolve("0\n^.Pow(over)\n", None);
    assert_eq!(code, Some(2));
    assert!(
        err.contains(":2:7: expected an exponent Pow or PowTo can take"),
        "{err}"
    );
    let (code, _, err) = cgsolve("upon.Subordinate(*)\n", None);
    assert_eq!(code, Some(2));
    assert!(err.contains(":1:18: expected a base B for which"), "{err}");
    let (code, out, _) = cgsolve("^.PowTo(over)\n", Some("--json"));
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(json["value"], "{0|*,pass}");
    assert_eq!(json["degree"], "{0||0,pass|0,*}");
    assert_eq!(json["is_stopper"], true);
    assert_eq!(json["outcome"], "L");
    let (code, out, _) = cgsolve("on.Subordinate(1)\n", Some("--explain"));
    assert_eq!(code, Some(0));
    assert!(out.contains("value: on"), "{out}");
}

/// A loopy result as a short game (it must be one), or the refusal.
fn as_short(arena: &mut Arena, v: Result<SidedValue, Refused>) -> Result<GameId, Refused> {
    v.map(|v| {
        assert!(v.is_loopfree(), "a short result");
        short_value(arena, &v.onside.graph, v.onside.start).expect("short")
    })
}

fn loopy(arena: &mut Arena, g: GameId) -> Loopy {
    short_loopy(arena, g).packed()
}

fn stopper(arena: &mut Arena, text: &str) -> Loopy {
    match parse_loopy(arena, text, usize::MAX) {
        Ok(Ok(LoopyExpression::Value(v))) if v.is_stopper() => v.onside,
        _ => panic!("{text} is a stopper"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// For `G = {0|H}` short and a number `x` (integers, and halves), the loopy `Pow` and
    /// `PowTo` give the short ones' values and refusals; so does `Subordinate` of a short game
    /// to a short base, and it undoes the ordinal sum.
    #[test]
    fn loopy_path_agrees_with_short_one(seed in any::<u64>(), n in -2i64..6, halves in 0u64..2) {
        let mut arena = Arena::new();
        let [h, other, base] = random_games(&mut arena, seed, 3)[..] else { unreachable!() };
        let zero = arena.zero();
        let g = arena.construct(vec![zero], vec![h]);
        let x = Dyadic::new(n, halves);
        let x_game = arena.number(x.clone());
        let x_loopy = loopy(&mut arena, x_game);
        for g in [g, other] {
            let short = arena.pow(g, &x);
            let looped = pow(&mut arena, g, &x_loopy);
            prop_assert_eq!(as_short(&mut arena, looped), short, "{}.Pow({})", arena.to_notation(g), x);
            let short = arena.pow_to(g, &x);
            let looped = pow_to(&mut arena, g, &x_loopy);
            prop_assert_eq!(as_short(&mut arena, looped), short, "{}.PowTo({})", arena.to_notation(g), x);
        }
        let ordinal = arena.ordinal_sum(base, other);
        for (g, b) in [(ordinal, base), (other, base), (g, h)] {
            let short = arena.subordinate(g, b);
            let g_loopy = loopy(&mut arena, g);
            let looped = subordinate_to(&mut arena, &g_loopy, b);
            prop_assert_eq!(as_short(&mut arena, looped), short);
        }
        prop_assert_eq!(arena.subordinate(ordinal, base), Ok(other));
    }

    /// `G.PowTo(x).Subordinate(G)` is `x.Subordinate(1)` for a short `G` and a pseudonumber
    /// `x` that is not a number (the ordinal sum undone), and `G.Pow(x)` refuses exactly the
    /// `x` whose `x - 1` `PowTo` refuses.
    #[test]
    fn subordinate_undoes_loopy_powers(seed in any::<u64>(), which in 0usize..8) {
        let exponents = ["on", "off", "over", "under", "1+over", "1/2+under", "2+under", "-1+over"];
        let mut arena = Arena::new();
        let [g] = random_games(&mut arena, seed, 1)[..] else { unreachable!() };
        let x = stopper(&mut arena, exponents[which]);
        let one = arena.integer(1);
        let below = subordinate_to(&mut arena, &x, one);
        match pow_to(&mut arena, g, &x) {
            Ok(power) => {
                prop_assert!(power.is_stopper());
                let back = subordinate_to(&mut arena, &power.onside, g).expect("subordinate");
                prop_assert!(back.equals(&below.expect("x.Subordinate(1)")));
            }
            Err(e) => {
                prop_assert_eq!(e, Refused::Exponent);
                prop_assert!(below.is_err());
            }
        }
    }
}
