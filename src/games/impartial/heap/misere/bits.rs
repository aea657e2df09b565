//! Sets of quotient elements as bits.

/// A set of elements `0..size`, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bits(Vec<u64>);

impl Bits {
    /// The empty set of elements below `size`.
    pub fn new(size: usize) -> Bits {
        Bits(vec![0; size.div_ceil(64)])
    }

    /// The set of `x < size` with `member(x)`.
    pub fn from_fn(size: usize, member: impl Fn(u32) -> bool) -> Bits {
        let mut b = Bits::new(size);
        (0..size as u32)
            .filter(|&x| member(x))
            .for_each(|x| b.insert(x));
        b
    }

    /// The set of the elements listed.
    pub fn from_list(size: usize, list: &[u32]) -> Bits {
        let mut b = Bits::new(size);
        list.iter().for_each(|&x| b.insert(x));
        b
    }

    /// Adds `x`.
    pub fn insert(&mut self, x: u32) {
        self.0[x as usize / 64] |= 1 << (x % 64);
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u32) -> bool {
        self.0[x as usize / 64] & (1 << (x % 64)) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Whether every element of this set is in `other`.
    pub fn is_subset(&self, other: &Bits) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// Whether the sets share an element.
    pub fn intersects(&self, other: &Bits) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// Removes every element.
    pub fn clear(&mut self) {
        self.0.fill(0);
    }

    /// The elements, smallest first.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut rest = w;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let b = rest.trailing_zeros();
                    rest &= rest - 1;
                    i as u32 * 64 + b
                })
            })
        })
    }
}
