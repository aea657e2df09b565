//! The explicit stack every engine search runs on, so that no search recurses on the native
//! stack: a game as deep as memory allows is searched on any thread.
//!
//! Every search of the engine has one shape. A *node* (a position to value) is known (from a
//! memo, or from the rules) or is opened: its options are listed, each option a sum of
//! *parts* (independent components, each a node, each entered with a *tag*: whether it stands
//! negated, say). The values of an option's parts fold into the option's value, the options'
//! values into the node's; a search may decide a node before its last option (the first
//! winning move). [`DepthFirst`] is what a search supplies; [`Stack::evaluate`] drives it.

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
