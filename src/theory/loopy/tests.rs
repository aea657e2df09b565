//! Unit checks of the loopy theory on games whose values are known by hand.

use super::compare::{Side, leq};
use super::graph::{Graph, Loopy};
use super::parse::{LoopyExpression, parse_loopy};
use super::sided::{SidedValue, stopper_eq};
use crate::theory::canonical::Arena;

fn value(text: &str) -> SidedValue {
    let mut arena = Arena::new();
    match parse_loopy(&mut arena, text, usize::MAX).expect("no limit") {
        Ok(LoopyExpression::Value(v)) => v,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_stopper_equals_itself() {
    for text in ["on", "over", "upon", "^<on>", "{0|{0|0,pass}}"] {
        let v = value(text);
        assert!(v.onside.is_stopper(), "{text}");
        assert!(
            leq(
                &v.onside.graph,
                v.onside.start,
                &v.onside.graph,
                v.onside.start,
                Side::Stopper
            ),
            "{text} {:?}",
            v.onside
        );
        assert!(stopper_eq(&v.onside, &v.offside), "{text}");
    }
}

#[test]
fn over_is_positive_and_below_every_positive_number() {
    let over = Loopy {
        graph: Graph {
            left: vec![vec![1], vec![]],
            right: vec![vec![0], vec![]],
            numbers: None,
        },
        start: 0,
    };
    let zero = Loopy::zero();
    assert!(leq(&zero.graph, 0, &over.graph, 0, Side::Stopper));
    assert!(!leq(&over.graph, 0, &zero.graph, 0, Side::Stopper));
}
