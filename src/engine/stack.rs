//! The explicit stack every engine search runs on, so that no search recurses on the native
//! stack: a game as deep as memory allows is searched on any thread.
//!
//! Every search of the engine has one shape. A *node* (a position to value) is known (from a
//! memo, or from the rules) or is opened: its options are listed, each option a sum of
//! *parts* (independent components, each a node, each entered with a *tag*: whether it stands
//! negated, say). The values of an option's parts fold into the option's value, the options'
//! values into the node's; a search may decide a node before its last option (the first
//! winning move). [`DepthFirst`] is what a search supplies; [`Stack::evaluate`] drives it.
//! A search over rules whose positions may repeat keeps its [`Path`].

use rustc_hash::FxHashSet;
use std::hash::Hash;

/// The nodes a search has opened and not yet closed, kept for rules whose positions may
/// repeat (a game not known to be short): a node met again on its own path would be opened
/// forever, so it is refused with the error `refuse` makes of it. Off by default: then
/// nothing is kept and nothing refused.
pub(crate) struct Path<N, E> {
    open: FxHashSet<N>,
    refuse: Option<fn(&N) -> E>,
}

impl<N, E> Default for Path<N, E> {
    fn default() -> Self {
        Path {
            open: FxHashSet::default(),
            refuse: None,
        }
    }
}

impl<N: Clone + Eq + Hash, E> Path<N, E> {
    /// An empty path whose repeats are refused with `refuse`.
    pub(crate) fn refusing(refuse: fn(&N) -> E) -> Self {
        Path {
            open: FxHashSet::default(),
            refuse: Some(refuse),
        }
    }

    /// Puts `node`, being opened, on the path; refuses it when it is on the path already.
    #[inline]
    pub(crate) fn enter(&mut self, node: &N) -> Result<(), E> {
        match self.refuse {
            Some(refuse) if !self.open.insert(node.clone()) => Err(refuse(node)),
            _ => Ok(()),
        }
    }

    /// Takes `node`, closed, off the path.
    #[inline]
    pub(crate) fn leave(&mut self, node: &N) {
        if self.refuse.is_some() {
            self.open.remove(node);
        }
    }

    /// Empties the path, at the start and at the end of a question (a refused question
    /// leaves its nodes), and gives back the room a deep search took.
    pub(crate) fn clear(&mut self) {
        self.open.clear();
        self.open.shrink_to(SPARE_KEPT);
    }
}

/// Each option's parts of one opened node, option after option.
pub(crate) struct Options<N, T> {
    /// The parts, each with the tag it enters its option with.
    parts: Vec<(N, T)>,
    /// Where each option's parts end in `parts`, and the whole option when the search wants
    /// it back once the option is valued (a sum of several parts to remember whole).
    ends: Vec<(usize, Option<N>)>,
}

impl<N, T> Options<N, T> {
    fn new() -> Self {
        Options {
            parts: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// Adds a part to the option being listed.
    #[inline]
    pub(crate) fn part(&mut self, node: N, tag: T) {
        self.parts.push((node, tag));
    }

    /// Ends the option being listed (an option with no part is worth the fold's zero);
    /// `whole` comes back to [`DepthFirst::option`] with the option's value.
    #[inline]
    pub(crate) fn end_option(&mut self, whole: Option<N>) {
        self.ends.push((self.parts.len(), whole));
    }

    /// How many options are listed.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    fn clear(&mut self) {
        self.parts.clear();
        self.ends.clear();
    }
}

/// A search on the explicit stack: how nodes are looked up, opened, folded and closed.
pub(crate) trait DepthFirst {
    /// A position to value (a single part).
    type Node: Clone;
    /// How a part enters the option it belongs to.
    type Tag: Copy;
    /// A node's value.
    type Value: Copy;
    /// What a node gathers from its options while they are valued.
    type Acc;
    /// Why a search stops before its answer.
    type Error;

    /// The value of `node`, listed with `tag`, without searching it, when known. When this
    /// returns `None`, the next call is [`open`](DepthFirst::open) of the same node.
    fn lookup(&mut self, node: &Self::Node, tag: Self::Tag) -> Option<Self::Value>;

    /// Starts searching `node`: lists its options into `options` (empty on entry) and returns
    /// what it gathers them in.
    fn open(
        &mut self,
        node: &Self::Node,
        options: &mut Options<Self::Node, Self::Tag>,
    ) -> Result<Self::Acc, Self::Error>;

    /// Adds the value of one part, entering with `tag`, to the option being valued.
    fn part(
        &mut self,
        acc: &mut Self::Acc,
        value: Self::Value,
        tag: Self::Tag,
    ) -> Result<(), Self::Error>;

    /// The option being valued has all its parts (`whole` as listed); returns whether the
    /// node's later options are still needed (`false`: its value is decided).
    fn option(&mut self, acc: &mut Self::Acc, whole: Option<Self::Node>) -> bool;

    /// The value of `node` from what it gathered, remembered as the search sees fit.
    fn close(&mut self, node: Self::Node, acc: Self::Acc) -> Result<Self::Value, Self::Error>;
}

/// The most spare option lists (and path entries' room) a stack keeps between questions: a
/// deep search gives the rest back.
const SPARE_KEPT: usize = 1 << 12;

/// An opened node on the stack: the node, what it gathers, its options.
struct Frame<N, T, A> {
    node: N,
    acc: A,
    options: Options<N, T>,
    /// The next part to value.
    next: usize,
    /// The option that part belongs to.
    option: usize,
}

/// The stack of a search over nodes `N` entered with tags `T`, gathering in `A`; kept between
/// questions so that its room is reused.
pub(crate) struct Stack<N, T, A> {
    frames: Vec<Frame<N, T, A>>,
    spare: Vec<Options<N, T>>,
}

impl<N, T, A> Default for Stack<N, T, A> {
    fn default() -> Self {
        Stack {
            frames: Vec::new(),
            spare: Vec::new(),
        }
    }
}

impl<N: Clone, T: Copy, A> Stack<N, T, A> {
    /// The value of `root`, looked up with `tag`, under the search `s`.
    pub(crate) fn evaluate<S>(&mut self, s: &mut S, root: N, tag: T) -> Result<S::Value, S::Error>
    where
        S: DepthFirst<Node = N, Tag = T, Acc = A>,
    {
        if let Some(v) = s.lookup(&root, tag) {
            return Ok(v);
        }
        let result = self.run(s, root);
        while let Some(frame) = self.frames.pop() {
            self.recycle(frame.options);
        }
        self.spare.truncate(SPARE_KEPT);
        result
    }

    fn run<S>(&mut self, s: &mut S, root: N) -> Result<S::Value, S::Error>
    where
        S: DepthFirst<Node = N, Tag = T, Acc = A>,
    {
        self.open(s, root)?;
        loop {
            let top = self.frames.last_mut().expect("a node is being searched");
            let decided = top.option >= top.options.len();
            if !decided && let Some((part, tag)) = top.options.parts.get(top.next) {
                let tag = *tag;
                match s.lookup(part, tag) {
                    Some(v) => Self::absorb(s, top, v, tag)?,
                    None => {
                        let part = part.clone();
                        self.open(s, part)?;
                    }
                }
                continue;
            }
            let frame = self.frames.pop().expect("a node is being searched");
            let value = s.close(frame.node, frame.acc)?;
            self.recycle(frame.options);
            let Some(parent) = self.frames.last_mut() else {
                return Ok(value);
            };
            let tag = parent.options.parts[parent.next].1;
            Self::absorb(s, parent, value, tag)?;
        }
    }

    /// Opens `node` on top of the stack, ending at once the options that have no part.
    fn open<S>(&mut self, s: &mut S, node: N) -> Result<(), S::Error>
    where
        S: DepthFirst<Node = N, Tag = T, Acc = A>,
    {
        let mut options = self.spare.pop().unwrap_or_else(Options::new);
        let acc = match s.open(&node, &mut options) {
            Ok(acc) => acc,
            Err(e) => {
                self.recycle(options);
                return Err(e);
            }
        };
        let mut frame = Frame {
            node,
            acc,
            options,
            next: 0,
            option: 0,
        };
        Self::close_options(s, &mut frame);
        self.frames.push(frame);
        Ok(())
    }

    /// Adds the value of the frame's next part, then ends the options it completes.
    #[inline]
    fn absorb<S>(
        s: &mut S,
        frame: &mut Frame<N, T, A>,
        value: S::Value,
        tag: T,
    ) -> Result<(), S::Error>
    where
        S: DepthFirst<Node = N, Tag = T, Acc = A>,
    {
        s.part(&mut frame.acc, value, tag)?;
        frame.next += 1;
        Self::close_options(s, frame);
        Ok(())
    }

    /// Ends every option whose parts are all valued, from the current one on; a node whose
    /// value is decided skips its remaining options.
    #[inline]
    fn close_options<S>(s: &mut S, frame: &mut Frame<N, T, A>)
    where
        S: DepthFirst<Node = N, Tag = T, Acc = A>,
    {
        while let Some((end, whole)) = frame.options.ends.get_mut(frame.option)
            && *end == frame.next
        {
            let whole = whole.take();
            frame.option += 1;
            if !s.option(&mut frame.acc, whole) {
                frame.option = frame.options.len();
                return;
            }
        }
    }

    fn recycle(&mut self, mut options: Options<N, T>) {
        options.clear();
        self.spare.push(options);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::parts::Budget;
    use crate::engine::rules::{ImpartialRules, PartizanRules};
    use crate::engine::solver::Solver;
    use crate::engine::values::{ValueError, ValueSolver};
    use crate::engine::win_lose::{ImpartialGraph, Misere, Normal, PartizanGraph, WinLoseSolver};
    use crate::theory::outcome::Player;
    use proptest::prelude::*;

    /// A game on a digraph of at most 8 vertices: each vertex's moves for Left and for Right
    /// as bit sets; impartially, either player's.
    #[derive(Clone, Debug)]
    struct Digraph {
        left: Vec<u8>,
        right: Vec<u8>,
    }

    fn each_vertex(set: u8, each: &mut dyn FnMut((), u32)) {
        (0..8)
            .filter(|w| set >> w & 1 == 1)
            .for_each(|w| each((), w));
    }

    impl ImpartialRules for Digraph {
        type Position = u32;
        type Move = ();
        fn moves(&self, v: &u32, each: &mut dyn FnMut((), u32)) {
            let v = *v as usize;
            each_vertex(self.left[v] | self.right[v], each);
        }
    }

    impl PartizanRules for Digraph {
        type Position = u32;
        type Move = ();
        fn left_moves(&self, v: &u32, each: &mut dyn FnMut((), u32)) {
            each_vertex(self.left[*v as usize], each);
        }
        fn right_moves(&self, v: &u32, each: &mut dyn FnMut((), u32)) {
            each_vertex(self.right[*v as usize], each);
        }
    }

    impl Digraph {
        /// The vertices reachable from each vertex in one move or more.
        fn reach(&self) -> Vec<u8> {
            let mut reach: Vec<u8> = (0..self.left.len())
                .map(|v| self.left[v] | self.right[v])
                .collect();
            for via in 0..reach.len() {
                for v in 0..reach.len() {
                    if reach[v] >> via & 1 == 1 {
                        reach[v] |= reach[via];
                    }
                }
            }
            reach
        }

        /// The vertices on a cycle that play from `root` can reach, as a bit set.
        fn repeating_from(&self, root: u32) -> u8 {
            let reach = self.reach();
            let below = reach[root as usize] | 1 << root;
            (0..reach.len())
                .filter(|&v| below >> v & 1 == 1 && reach[v] >> v & 1 == 1)
                .fold(0, |set, v| set | 1 << v)
        }
    }

    /// Why a search stopped: a vertex met again on its path, or far more positions searched
    /// than a digraph of 8 vertices has (a repeat missed).
    #[derive(Debug, PartialEq)]
    enum Stop {
        Repeated(u32),
        Spent,
    }

    /// At most 10,000 positions a question; a repeat is refused with the vertex met again.
    #[derive(Default)]
    struct Repeats(u32);

    impl Budget for Repeats {
        type Error = Stop;
        fn start_question(&mut self) {
            self.0 = 0;
        }
        fn spend(&mut self) -> Result<(), Stop> {
            self.0 += 1;
            if self.0 > 10_000 {
                Err(Stop::Spent)
            } else {
                Ok(())
            }
        }
    }

    fn refuse(v: &u32) -> Stop {
        Stop::Repeated(*v)
    }

    fn refuse_turn(node: &(u32, Player)) -> Stop {
        Stop::Repeated(node.0)
    }

    /// Whether `stop` names a vertex of `set`.
    fn names_one_of(stop: &Stop, set: u8) -> bool {
        matches!(stop, Stop::Repeated(v) if set >> v & 1 == 1)
    }

    /// A digraph whose moves mostly go to lower vertices, with a few arbitrary ones.
    fn digraph() -> impl Strategy<Value = Digraph> {
        (1usize..=6).prop_flat_map(|n| {
            let sets = proptest::collection::vec((any::<u8>(), any::<u8>()), n);
            let extra = proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..3);
            (sets, extra).prop_map(move |(sets, extra)| {
                let below = |v: usize| (1u8 << v) - 1;
                let mut g = Digraph {
                    left: sets
                        .iter()
                        .enumerate()
                        .map(|(v, s)| s.0 & below(v))
                        .collect(),
                    right: sets
                        .iter()
                        .enumerate()
                        .map(|(v, s)| s.1 & below(v))
                        .collect(),
                };
                for (from, to, left) in extra {
                    let side = if left { &mut g.left } else { &mut g.right };
                    side[from] |= 1 << to;
                }
                g
            })
        })
    }

    proptest! {
        /// Asked about every vertex in turn, the solvers refusing repeats refuse a vertex on
        /// a cycle exactly when play can reach one, and otherwise answer as the plain solvers.
        #[test]
        fn repeats_are_refused_exactly_when_play_can_reach_a_cycle(g in digraph()) {
            let budget = Repeats::default;
            let mut grundy = Solver::new(g.clone()).with_budget(budget()).refusing_repeats(refuse);
            let mut remoteness =
                Solver::new(g.clone()).with_budget(budget()).refusing_repeats(refuse);
            let mut values =
                ValueSolver::new(g.clone()).with_budget(budget()).refusing_repeats(refuse);
            let mut results = WinLoseSolver::<ImpartialGraph<_>, Normal>::new(g.clone())
                .with_budget(budget())
                .refusing_repeats(refuse);
            let mut misere = WinLoseSolver::<PartizanGraph<_>, Misere>::new(g.clone())
                .with_budget(budget())
                .refusing_repeats(refuse_turn);
            for root in 0..g.left.len() as u32 {
                let repeating = g.repeating_from(root);
                let value = values.value(&root);
                let result = results.try_result(&root);
                let wins = misere.try_wins(&(root, Player::Left));
                if repeating == 0 {
                    let mut plain = WinLoseSolver::<ImpartialGraph<_>, Normal>::new(g.clone());
                    prop_assert_eq!(result, Ok(plain.result(&root)));
                    let mut plain = WinLoseSolver::<PartizanGraph<_>, Misere>::new(g.clone());
                    prop_assert_eq!(wins, Ok(plain.wins(&(root, Player::Left))));
                    let mut plain = Solver::new(g.clone());
                    prop_assert_eq!(grundy.try_grundy(&root), Ok(plain.grundy(&root)));
                    prop_assert_eq!(
                        remoteness.try_remoteness(&root),
                        Ok(plain.remoteness(&root))
                    );
                    let mut plain = ValueSolver::new(g.clone());
                    let want = plain.value(&root).unwrap();
                    let want = plain.arena().to_notation(want);
                    let found = value.map(|v| values.arena().to_notation(v));
                    prop_assert_eq!(found, Ok(want));
                } else {
                    let grundy = grundy.try_grundy(&root);
                    prop_assert!(grundy.as_ref().is_err_and(|s| names_one_of(s, repeating)), "{:?}", grundy);
                    let remoteness = remoteness.try_remoteness(&root);
                    prop_assert!(remoteness.as_ref().is_err_and(|s| names_one_of(s, repeating)), "{:?}", remoteness);
                    let refused = matches!(&value, Err(ValueError::Budget(s)) if names_one_of(s, repeating));
                    prop_assert!(refused, "{:?}", value.map(|v| values.arena().to_notation(v)));
                    prop_assert!(result.as_ref().is_err_and(|s| names_one_of(s, repeating)), "{:?}", result);
                    // The first winning move may decide the root before a cycle is met.
                    prop_assert!(wins.as_ref().is_ok() || wins.is_err_and(|s| names_one_of(&s, repeating)));
                }
            }
        }
    }

    #[test]
    fn a_position_that_is_its_own_option_is_refused_by_itself() {
        let g = Digraph {
            left: vec![0, 0b11],
            right: vec![0, 0],
        };
        let mut values = ValueSolver::new(g)
            .with_budget(Repeats::default())
            .refusing_repeats(refuse);
        assert_eq!(values.value(&1), Err(ValueError::Budget(Stop::Repeated(1))));
        let zero = values.value(&0).unwrap();
        assert_eq!(values.arena().to_notation(zero), "0");
    }
}
