//! The moves of a graph on the vertices `0..n` as compressed rows: vertex `i`'s options are
//! one slice of a single list of targets. Both kinds of game graph store their moves this
//! way, and the retrograde pass, its fixpoint reference and Smith's values run on it.

/// The options of each vertex `0..n`, as 32-bit indices in compressed rows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rows {
    /// Vertex `i`'s options are `targets[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u32>,
    /// The options of every vertex, one after the other.
    targets: Vec<u32>,
}

impl Rows {
    /// No vertex yet: rows are added one at a time, each by [`push`](Rows::push)ing its
    /// options and [`end_row`](Rows::end_row).
    pub fn new() -> Rows {
        Rows {
            offsets: vec![0],
            targets: Vec::new(),
        }
    }

    /// The rows of the vertices `0..n` with these moves (`(from, to)`), each row in the
    /// order given.
    ///
    /// # Panics
    /// When a move names a vertex outside `0..n`.
    pub fn from_edges(n: u32, edges: &[(u32, u32)]) -> Rows {
        let mut counts = vec![0u32; n as usize + 1];
        for &(from, to) in edges {
            assert!(from < n && to < n, "the move {from} -> {to} leaves 0..{n}");
            counts[from as usize + 1] += 1;
        }
        for i in 0..n as usize {
            counts[i + 1] += counts[i];
        }
        let offsets = counts.clone();
        let mut targets = vec![0; edges.len()];
        for &(from, to) in edges {
            targets[counts[from as usize] as usize] = to;
            counts[from as usize] += 1;
        }
        Rows { offsets, targets }
    }

    /// The rows of play by turns: vertex `2v` is `v` with Left to move, whose options are
    /// Left's moves from `v` with Right to move after, and `2v + 1` is `v` with Right to
    /// move, the other way round. `left` and `right` have the same number of rows.
    pub fn by_turns(left: &Rows, right: &Rows) -> Rows {
        debug_assert_eq!(left.len(), right.len());
        let mut turns = Rows {
            offsets: Vec::with_capacity(2 * left.len() as usize + 1),
            targets: Vec::with_capacity(left.targets.len() + right.targets.len()),
        };
        turns.offsets.push(0);
        for v in 0..left.len() {
            for &w in left.options(v) {
                turns.push(2 * w + 1);
            }
            turns.end_row();
            for &w in right.options(v) {
                turns.push(2 * w);
            }
            turns.end_row();
        }
        turns
    }

    /// Adds an option to the row being built.
    #[inline]
    pub fn push(&mut self, target: u32) {
        self.targets.push(target);
    }

    /// Ends the row being built: the options pushed since the last row are the next vertex's.
    #[inline]
    pub fn end_row(&mut self) {
        self.offsets.push(self.targets.len() as u32);
    }

    /// How many vertices (rows) there are.
    pub fn len(&self) -> u32 {
        self.offsets.len() as u32 - 1
    }

    /// Whether there is no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many moves there are, counted in all the rows.
    pub fn edge_count(&self) -> u64 {
        self.targets.len() as u64
    }

    /// The options of vertex `i` (a move listed twice appears twice).
    #[inline]
    pub fn options(&self, i: u32) -> &[u32] {
        let i = i as usize;
        &self.targets[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// How many options vertex `i` has.
    #[inline]
    pub(super) fn out_degree(&self, i: usize) -> u32 {
        self.offsets[i + 1] - self.offsets[i]
    }

    /// The moves backwards: row `i` holds the vertices with a move into `i`, one entry per
    /// move.
    pub(super) fn parents(&self) -> Rows {
        let n = self.len() as usize;
        let mut offsets = vec![0u32; n + 1];
        for &t in &self.targets {
            offsets[t as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets[..n].to_vec();
        let mut sources = vec![0u32; self.targets.len()];
        for from in 0..n {
            for &to in &self.targets[self.offsets[from] as usize..self.offsets[from + 1] as usize] {
                let slot = &mut fill[to as usize];
                sources[*slot as usize] = from as u32;
                *slot += 1;
            }
        }
        Rows {
            offsets,
            targets: sources,
        }
    }
}
