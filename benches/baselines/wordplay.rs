//! The editorial's algorithm, kept as the baseline the fast solver is measured against: each
//! word stored as its letters sorted, in a sorted list searched by bisection; each board sorted
//! too, so that every set of cells (a bitmask) spells a sorted string; then every set of cells
//! decided bottom-up by trying each of its subsets as a word, 3^N steps for N cells.

/// The dictionary as the editorial keeps it: each word's letters sorted, the list sorted.
#[derive(Clone, Debug, Default)]
pub struct SortedWords {
    sorted: Vec<Vec<u8>>,
}

impl SortedWords {
    /// The dictionary of these words.
    pub fn new<'a>(words: impl IntoIterator<Item = &'a [u8]>) -> SortedWords {
        let mut sorted: Vec<Vec<u8>> = words
            .into_iter()
            .map(|w| {
                let mut w = w.to_vec();
                w.sort_unstable();
                w
            })
            .collect();
        sorted.sort_unstable();
        sorted.dedup();
        SortedWords { sorted }
    }

    /// Whether some word is spelled by exactly these letters, given sorted.
    pub fn contains(&self, sorted_letters: &[u8]) -> bool {
        self.sorted
            .binary_search_by(|w| w.as_slice().cmp(sorted_letters))
            .is_ok()
    }
}

/// Whether the first player wins on a board with these cells (at most 25), by the editorial's
/// subset dynamic programme.
pub fn first_player_wins(dict: &SortedWords, cells: &[u8]) -> bool {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    let n = cells.len();
    let full = (1u32 << n) - 1;
    let mut is_word = vec![false; 1 << n];
    let mut spelled = Vec::with_capacity(n);
    for mask in 1..=full {
        spelled.clear();
        spelled.extend((0..n).filter(|i| mask & (1 << i) != 0).map(|i| cells[i]));
        is_word[mask as usize] = dict.contains(&spelled);
    }
    let mut wins = vec![false; 1 << n];
    for mask in 1..=full {
        let mut sub = mask;
        while sub > 0 {
            if is_word[sub as usize] && !wins[(mask ^ sub) as usize] {
                wins[mask as usize] = true;
                break;
            }
            sub = (sub - 1) & mask;
        }
    }
    wins[full as usize]
}

/// Answers a whole contest input (D, the words, `r c`, T, the boards) the editorial's way:
/// `true` where Alice wins. Reads whitespace-separated tokens and trusts the input.
pub fn answer_input(input: &[u8]) -> Vec<bool> {
    let mut tokens = input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty());
    let d = number(tokens.next());
    let dict = SortedWords::new(tokens.by_ref().take(d));
    let r = number(tokens.next());
    let _c = number(tokens.next());
    let t = number(tokens.next());
    (0..t)
        .map(|_| {
            let cells: Vec<u8> = tokens.by_ref().take(r).flatten().copied().collect();
            first_player_wins(&dict, &cells)
        })
        .collect()
}

fn number(token: Option<&[u8]>) -> usize {
    token
        .and_then(|t| std::str::from_utf8(t).ok()?.parse().ok())
        .unwrap_or(0)
}
