//! The rulesets whose positions may repeat, so that play may go on forever: partizan ones valued
//! as stoppers and sides ([`LoopyContest`](super::serving::loopy::LoopyContest)), and Smith's
//! tokens on a digraph, impartial, whose positions are won, lost or drawn.

pub mod backsliding_toads_and_frogs;
pub mod digraph_tokens;
pub mod fox_and_geese;
