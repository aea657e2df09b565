//! Game trees as written, hash-consed: each distinct tree (options as sets) has one
//! [`TreeId`]. Sums and negatives are made as trees; the misère outcome is searched plainly
//! on the tree.

use crate::theory::canonical::{Held, LimitExceeded, TreeBuilder};
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashMap;

/// One tree of a [`Trees`] arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TreeId(pub(super) u32);

/// A tree's options, each side sorted without repeats.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Node {
    pub(super) left: Box<[TreeId]>,
    pub(super) right: Box<[TreeId]>,
}

/// Bytes counted for a tree besides its options (the node, its index entry).
const NODE_BYTES: usize = 96;
/// Bytes counted for one remembered answer (a sum, an outcome, a comparison).
pub(super) const MEMO_BYTES: usize = 32;

/// Every tree made so far, with the answers remembered about them, under a byte limit.
#[derive(Debug)]
pub struct Trees {
    pub(super) nodes: Vec<Node>,
    index: FxHashMap<Node, TreeId>,
    sums: FxHashMap<(TreeId, TreeId), TreeId>,
    negatives: FxHashMap<TreeId, TreeId>,
    outcomes: FxHashMap<TreeId, Outcome>,
    pub(super) at_least: FxHashMap<(TreeId, TreeId), bool>,
    pub(super) canonical: FxHashMap<TreeId, TreeId>,
    held: Held,
}

impl Trees {
    /// An arena holding only `0`, that may hold at most `limit` bytes.
    pub fn with_limit(limit: usize) -> Trees {
        let mut trees = Trees {
            nodes: Vec::new(),
            index: FxHashMap::default(),
            sums: FxHashMap::default(),
            negatives: FxHashMap::default(),
            outcomes: FxHashMap::default(),
            at_least: FxHashMap::default(),
            canonical: FxHashMap::default(),
            held: Held::new(limit),
        };
        trees.intern(Vec::new(), Vec::new());
        trees
    }

    /// The game with no options.
    pub fn zero(&self) -> TreeId {
        TreeId(0)
    }

    /// Bytes held now.
    pub fn held_bytes(&self) -> usize {
        self.held.bytes()
    }

    /// Counts `bytes` more, or refuses them past the limit.
    pub(super) fn hold(&mut self, bytes: usize) -> Result<(), LimitExceeded> {
        self.held.hold(bytes)
    }

    fn intern(&mut self, mut left: Vec<TreeId>, mut right: Vec<TreeId>) -> TreeId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let node = Node {
            left: left.into(),
            right: right.into(),
        };
        if let Some(&t) = self.index.get(&node) {
            return t;
        }
        let t = TreeId(self.nodes.len() as u32);
        self.nodes.push(node.clone());
        self.index.insert(node, t);
        t
    }

    /// The tree with these options (repeats count once).
    pub fn make(&mut self, left: Vec<TreeId>, right: Vec<TreeId>) -> Result<TreeId, LimitExceeded> {
        self.hold(NODE_BYTES + 4 * (left.len() + right.len()))?;
        Ok(self.intern(left, right))
    }

    /// Left's options of `g`.
    pub fn left(&self, g: TreeId) -> &[TreeId] {
        &self.nodes[g.0 as usize].left
    }

    /// Right's options of `g`.
    pub fn right(&self, g: TreeId) -> &[TreeId] {
        &self.nodes[g.0 as usize].right
    }

    /// `player`'s options of `g`.
    pub fn options(&self, g: TreeId, player: Player) -> &[TreeId] {
        match player {
            Player::Left => self.left(g),
            Player::Right => self.right(g),
        }
    }

    /// The game of these sides (Left's, Right's), and the memory of a memo entry that
    /// remembers it.
    fn make_remembered(
        &mut self,
        [left, right]: [Vec<TreeId>; 2],
    ) -> Result<TreeId, LimitExceeded> {
        let made = self.make(left, right)?;
        self.hold(MEMO_BYTES)?;
        Ok(made)
    }

    /// The sum `g + h`: each player moves in one part.
    pub fn add(&mut self, g: TreeId, h: TreeId) -> Result<TreeId, LimitExceeded> {
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip([Player::Left, Player::Right]) {
            for o in self.options(g, player).to_vec() {
                side.push(self.add(o, h)?);
            }
            for o in self.options(h, player).to_vec() {
                side.push(self.add(g, o)?);
            }
        }
        let s = self.make_remembered(sides)?;
        self.sums.insert(key, s);
        Ok(s)
    }

    /// `-g`: the players' roles exchanged.
    pub fn neg(&mut self, g: TreeId) -> Result<TreeId, LimitExceeded> {
        if let Some(&n) = self.negatives.get(&g) {
            return Ok(n);
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip([Player::Right, Player::Left]) {
            for o in self.options(g, player).to_vec() {
                side.push(self.neg(o)?);
            }
        }
        let n = self.make_remembered(sides)?;
        self.negatives.insert(g, n);
        Ok(n)
    }

    /// Who wins `g` under misère play (a player who cannot move wins) when each player moves
    /// first, searched on the tree as written.
    pub fn misere_outcome(&mut self, g: TreeId) -> Result<Outcome, LimitExceeded> {
        if let Some(&o) = self.outcomes.get(&g) {
            return Ok(o);
        }
        let mut first_wins = [false; 2];
        for (wins, player) in first_wins.iter_mut().zip([Player::Left, Player::Right]) {
            let options = self.options(g, player).to_vec();
            *wins = options.is_empty();
            for o in options {
                if self
                    .misere_outcome(o)?
                    .winner_moving_first(player.opponent())
                    == player
                {
                    *wins = true;
                    break;
                }
            }
        }
        let outcome = Outcome::from_first_player_wins(first_wins[0], first_wins[1]);
        self.hold(MEMO_BYTES)?;
        self.outcomes.insert(g, outcome);
        Ok(outcome)
    }

    /// The first follower of `g` (`g` itself first, then Left's options' followers before
    /// Right's) from which one player can move and the other cannot; `None` when `g` is a
    /// dicot.
    pub fn first_non_dicot(&self, g: TreeId) -> Option<TreeId> {
        let mut seen = vec![false; self.nodes.len()];
        let mut stack = vec![g];
        while let Some(t) = stack.pop() {
            if std::mem::replace(&mut seen[t.0 as usize], true) {
                continue;
            }
            if self.left(t).is_empty() != self.right(t).is_empty() {
                return Some(t);
            }
            stack.extend(self.right(t).iter().rev());
            stack.extend(self.left(t).iter().rev());
        }
        None
    }

    /// Whether `g` is a dicot: from every follower, both players can move or neither can.
    pub fn is_dicot(&self, g: TreeId) -> bool {
        self.first_non_dicot(g).is_none()
    }

    /// How many distinct trees follow `g`, `g` itself included.
    pub fn follower_count(&self, g: TreeId) -> usize {
        let mut seen = vec![false; self.nodes.len()];
        let mut stack = vec![g];
        let mut count = 0;
        while let Some(t) = stack.pop() {
            if !std::mem::replace(&mut seen[t.0 as usize], true) {
                count += 1;
                stack.extend(self.left(t));
                stack.extend(self.right(t));
            }
        }
        count
    }

    /// The birthday: 0 for `0`, else 1 + the largest option's.
    pub fn birthday(&self, g: TreeId) -> usize {
        let mut memo = FxHashMap::default();
        self.birthday_in(g, &mut memo)
    }

    fn birthday_in(&self, g: TreeId, memo: &mut FxHashMap<TreeId, usize>) -> usize {
        if let Some(&b) = memo.get(&g) {
            return b;
        }
        let b = self
            .left(g)
            .iter()
            .chain(self.right(g))
            .map(|&o| 1 + self.birthday_in(o, memo))
            .max()
            .unwrap_or(0);
        memo.insert(g, b);
        b
    }

    /// The nim heap `n` that `g` is as a tree (`{0,*,..|0,*,..}` with both sides alike), if it
    /// is one.
    fn nim_heap(&self, g: TreeId) -> Option<usize> {
        let (left, right) = (self.left(g), self.right(g));
        if left != right {
            return None;
        }
        let mut heaps: Vec<usize> = left
            .iter()
            .map(|&o| self.nim_heap(o))
            .collect::<Option<_>>()?;
        heaps.sort_unstable();
        heaps
            .iter()
            .enumerate()
            .all(|(i, &h)| i == h)
            .then_some(heaps.len())
    }

    /// The length in bytes of [`to_notation`](Trees::to_notation) of `g`, found without
    /// printing it, or `None` when it is over `most` bytes (a sum's tree repeats each shared
    /// follower once per path, so its text can grow exponentially).
    pub fn notation_len_at_most(&self, g: TreeId, most: usize) -> Option<usize> {
        let mut lens = FxHashMap::default();
        let len = self.notation_len(g, &mut lens);
        (len <= most).then_some(len)
    }

    fn notation_len(&self, g: TreeId, lens: &mut FxHashMap<TreeId, usize>) -> usize {
        if let Some(&len) = lens.get(&g) {
            return len;
        }
        let len = match self.nim_heap(g) {
            Some(0 | 1) => 1,
            Some(n) => 1 + n.to_string().len(),
            None => [self.left(g), self.right(g)]
                .iter()
                .map(|options| {
                    options
                        .iter()
                        .fold(options.len().saturating_sub(1), |sum, &o| {
                            sum.saturating_add(self.notation_len(o, lens))
                        })
                })
                .fold(3, usize::saturating_add),
        };
        lens.insert(g, len);
        len
    }

    /// `g` in CGSuite's brace notation, each option in braces of its own: `0`, `*` and `*n`
    /// for the nim heaps' trees, which read back as the same trees. Options print by
    /// birthday, then by their text.
    pub fn to_notation(&self, g: TreeId) -> String {
        let mut texts = FxHashMap::default();
        let mut birthdays = FxHashMap::default();
        self.text(g, &mut texts, &mut birthdays)
    }

    fn text(
        &self,
        g: TreeId,
        texts: &mut FxHashMap<TreeId, String>,
        birthdays: &mut FxHashMap<TreeId, usize>,
    ) -> String {
        if let Some(t) = texts.get(&g) {
            return t.clone();
        }
        let text = match self.nim_heap(g) {
            Some(0) => "0".to_string(),
            Some(1) => "*".to_string(),
            Some(n) => format!("*{n}"),
            None => {
                let mut sides = Vec::with_capacity(2);
                for options in [self.left(g), self.right(g)] {
                    let mut keyed: Vec<(usize, String)> = options
                        .iter()
                        .map(|&o| {
                            (
                                self.birthday_in(o, birthdays),
                                self.text(o, texts, birthdays),
                            )
                        })
                        .collect();
                    keyed.sort();
                    let names: Vec<String> = keyed.into_iter().map(|(_, t)| t).collect();
                    sides.push(names.join(","));
                }
                format!("{{{}|{}}}", sides[0], sides[1])
            }
        };
        texts.insert(g, text.clone());
        text
    }

    /// `options` in the order they print: by birthday, then by their text.
    pub fn sorted(&self, options: &[TreeId]) -> Vec<TreeId> {
        let mut keyed: Vec<(usize, String, TreeId)> = options
            .iter()
            .map(|&o| (self.birthday(o), self.to_notation(o), o))
            .collect();
        keyed.sort();
        keyed.into_iter().map(|(_, _, o)| o).collect()
    }
}

impl TreeBuilder for Trees {
    type Node = TreeId;

    fn node(&mut self, left: Vec<TreeId>, right: Vec<TreeId>) -> Result<TreeId, LimitExceeded> {
        self.make(left, right)
    }

    fn sum(&mut self, a: TreeId, b: TreeId) -> Result<TreeId, LimitExceeded> {
        self.add(a, b)
    }

    fn negative(&mut self, a: TreeId) -> Result<TreeId, LimitExceeded> {
        self.neg(a)
    }
}
