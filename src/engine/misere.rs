//! Misère canonical forms of the positions of any impartial game: the form of a position is
//! the game of its options' forms (Conway's simplification in [`MisereArena::construct`]), and
//! the form of a sum is the sum of its parts' forms, so a position splits into its
//! [`components`](ImpartialRules::components) like under normal play. Only `moves` and
//! `components` are asked of the rules: a game's other hooks (`canonical`, `known_value`)
//! speak of normal play.
//!
//! The search runs on an explicit stack and remembers each position's form; the memo and the
//! arena count against one limit of bytes.

use super::rules::ImpartialRules;
use crate::theory::canonical::LimitExceeded;
use crate::theory::misere::{MisereArena, MisereId};
use std::collections::HashMap;

/// Bytes counted for one remembered position beside its form (the entry, the table's room).
const ENTRY_BYTES: usize = 64;

/// The misère forms of `rules`' positions, remembered, built in one [`MisereArena`].
pub struct MisereForms<R: ImpartialRules> {
    rules: R,
    memo: HashMap<R::Position, MisereId>,
    limit: usize,
}

/// A position on the search's stack: its children (options, or parts when it splits), their
/// forms so far, and whether they are parts.
struct Frame<P> {
    position: P,
    children: Vec<P>,
    forms: Vec<MisereId>,
    split: bool,
}

impl<R: ImpartialRules> MisereForms<R> {
    /// Forms of `rules`' positions, the memo held within `limit` bytes (the arena counts its
    /// own bytes against its own limit).
    pub fn new(rules: R, limit: usize) -> Self {
        MisereForms {
            rules,
            memo: HashMap::new(),
            limit,
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// How many positions are remembered.
    pub fn remembered(&self) -> usize {
        self.memo.len()
    }

    /// The misère canonical form of `p`.
    pub fn form(
        &mut self,
        arena: &mut MisereArena,
        p: &R::Position,
    ) -> Result<MisereId, LimitExceeded> {
        if let Some(&g) = self.memo.get(p) {
            return Ok(g);
        }
        let mut stack = vec![self.open(p.clone())];
        loop {
            let top = stack
                .last_mut()
                .expect("the stack holds the position asked for");
            if let Some(next) = top.children.get(top.forms.len()).cloned() {
                if let Some(&g) = self.memo.get(&next) {
                    top.forms.push(g);
                } else {
                    let frame = self.open(next);
                    stack.push(frame);
                }
                continue;
            }
            let frame = stack.pop().expect("the top frame");
            let g = if frame.split {
                arena.sum(&frame.forms)?
            } else {
                arena.construct(frame.forms)?
            };
            if (self.memo.len() + 1) * ENTRY_BYTES > self.limit {
                return Err(LimitExceeded { limit: self.limit });
            }
            self.memo.insert(frame.position, g);
            match stack.last_mut() {
                Some(parent) => parent.forms.push(g),
                None => return Ok(g),
            }
        }
    }

    /// A new frame for `p`: its parts when it has several, else its options.
    fn open(&self, p: R::Position) -> Frame<R::Position> {
        let parts = self.rules.components(&p);
        let split = parts.len() > 1;
        let children = if split {
            parts
        } else {
            let mut options = Vec::new();
            self.rules.options(&p, &mut |q| options.push(q));
            options
        };
        Frame {
            forms: Vec::with_capacity(children.len()),
            position: p,
            children,
            split,
        }
    }
}
