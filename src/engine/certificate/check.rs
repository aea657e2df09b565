//! Verifying a certificate with the game's plain moves alone: each node as it is read (its
//! children are nodes already read), then each claim, then that every node is reached from a
//! claim. The header's counts are checked against the file's size and the memory limit before
//! anything is held.

use super::{MAGIC, WinRule, player_letter};
use crate::engine::rules::PartizanRules;
use crate::text::ParseError;
use crate::theory::outcome::{Outcome, Player};
use rustc_hash::FxHashSet;
use std::fmt;
use std::mem::size_of;

/// The fewest bytes a node's line takes (`LL :` and its line end): a header claiming more
/// nodes than the file can hold is refused before anything is held.
const MIN_NODE_BYTES: usize = 5;

/// The fewest bytes a claim's line takes (`claim N 0 0 :` and its line end).
const MIN_CLAIM_BYTES: usize = 14;

/// Why a certificate was not verified: where (line and column, from 1) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl From<ParseError> for CheckError {
    fn from(e: ParseError) -> Self {
        CheckError {
            line: e.line,
            column: e.column,
            message: e.message,
        }
    }
}

fn error(line: usize, column: usize, message: impl Into<String>) -> CheckError {
    CheckError {
        line,
        column,
        message: message.into(),
    }
}

/// A certificate's header: the game and rules it is for and how many nodes and claims follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The game's name (`domineering`).
    pub game: String,
    /// The flags that choose its rules, empty for none.
    pub flags: String,
    /// How many nodes follow.
    pub nodes: usize,
    /// How many claims follow the nodes.
    pub claims: usize,
}

/// The header's lines.
const HEADER_LINES: usize = 5;

/// What a verified certificate proves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Each claim: the position as the certificate writes it, and its outcome class.
    pub claims: Vec<(String, Outcome)>,
    /// How many nodes its proofs have.
    pub nodes: usize,
}

/// The lines of `bytes`, each without its line end, numbered from 1.
fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    body.split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l))
}

/// Reads the header of certificate `bytes`, refusing counts that the file's size cannot hold
/// or that would hold more than `memory` bytes once read (each node of positions of
/// `position_bytes`).
pub fn read_header(bytes: &[u8], memory: u64, position_bytes: usize) -> Result<Header, CheckError> {
    let past_the_end = lines(bytes).count() + 1;
    let mut lines = lines(bytes);
    let mut next = |what: &str| {
        let (number, line) = lines.next().unwrap_or((past_the_end, b""));
        let text = std::str::from_utf8(line)
            .map_err(|_| error(number, 1, format!("expected {what}, found bytes not UTF-8")))?;
        Ok::<_, CheckError>((number, text))
    };
    let (_, magic) = next("the first line")?;
    if magic != MAGIC {
        return Err(error(
            1,
            1,
            format!("expected `{MAGIC}`, the format's first line"),
        ));
    }
    let field = |(number, text): (usize, &str), key: &str| -> Result<String, CheckError> {
        match text.strip_prefix(key) {
            Some("") => Ok(String::new()),
            Some(rest) if rest.starts_with(' ') => Ok(rest[1..].to_string()),
            _ => Err(error(number, 1, format!("expected `{key} ...`"))),
        }
    };
    let game = field(next("`game NAME`")?, "game")?;
    let flags = field(next("`rules FLAGS`")?, "rules")?;
    let count = |line: (usize, &str), key: &str| -> Result<usize, CheckError> {
        let number = line.0;
        let text = field(line, key)?;
        text.parse::<usize>().map_err(|_| {
            error(
                number,
                key.len() + 2,
                format!("expected a count after `{key}`"),
            )
        })
    };
    let nodes_line = next("`nodes COUNT`")?;
    let nodes = count(nodes_line, "nodes")?;
    let claims_line = next("`claims COUNT`")?;
    let claims = count(claims_line, "claims")?;
    if nodes > bytes.len() / MIN_NODE_BYTES {
        return Err(error(
            nodes_line.0,
            7,
            format!(
                "{nodes} nodes cannot fit in a file of {} bytes (each takes {MIN_NODE_BYTES} \
                 bytes at least)",
                bytes.len()
            ),
        ));
    }
    if claims > bytes.len() / MIN_CLAIM_BYTES {
        return Err(error(
            claims_line.0,
            8,
            format!(
                "{claims} claims cannot fit in a file of {} bytes",
                bytes.len()
            ),
        ));
    }
    let held = nodes as u64 * node_bytes(position_bytes) as u64;
    if held > memory {
        return Err(error(
            nodes_line.0,
            7,
            format!(
                "{nodes} nodes need {held} bytes to check, over the memory limit of {memory} \
                 bytes (--memory)"
            ),
        ));
    }
    Ok(Header {
        game,
        flags,
        nodes,
        claims,
    })
}

/// The bytes the checker holds for each node of positions of `position_bytes`.
fn node_bytes(position_bytes: usize) -> usize {
    position_bytes + 2 * size_of::<Player>() + 1
}

/// Reads a position from its text, which starts at a line and a column (from 1).
pub type ReadPosition<'a, P> = &'a dyn Fn(&[u8], usize, usize) -> Result<P, ParseError>;

/// A node as the checker holds it.
struct Held<P> {
    position: P,
    mover: Player,
    winner: Player,
}

/// Verifies certificate `bytes`, whose header is `header`, with `rules`' moves alone, each
/// position read by `read` (its text, the line and column it starts at) and named in messages
/// by `text`; a cited node proved by the game's `rule`.
pub fn check<R: PartizanRules<Position: Clone + Eq + std::hash::Hash>>(
    rules: &R,
    bytes: &[u8],
    header: &Header,
    read: ReadPosition<R::Position>,
    text: &dyn Fn(&R::Position) -> String,
    rule: WinRule<R::Position>,
) -> Result<Verified, CheckError> {
    let node_text = NodeText { read, text, rule };
    let mut rows = lines(bytes).skip(HEADER_LINES);
    let mut held: Vec<Held<R::Position>> = Vec::with_capacity(header.nodes);
    let mut reached = vec![false; header.nodes];
    let mut node_lines = Vec::with_capacity(header.nodes);
    for index in 0..header.nodes {
        let Some((number, line)) = rows.next() else {
            return Err(cut_short(bytes, index, header.nodes, "nodes"));
        };
        let node = read_node(rules, line, number, index, &held, &mut reached, &node_text)?;
        held.push(node);
        node_lines.push(number);
    }
    let mut claims = Vec::with_capacity(header.claims);
    for index in 0..header.claims {
        let Some((number, line)) = rows.next() else {
            return Err(cut_short(bytes, index, header.claims, "claims"));
        };
        claims.push(read_claim(line, number, &held, &mut reached, read, text)?);
    }
    match rows.next() {
        Some((_, b"end")) => {}
        Some((number, _)) => return Err(error(number, 1, "expected `end` after the claims")),
        None => {
            let line = lines(bytes).count();
            return Err(error(line, 1, "expected `end`: the file is cut short"));
        }
    }
    if let Some((number, _)) = rows.next() {
        return Err(error(number, 1, "expected the end of the file after `end`"));
    }
    if let Some(lost) = reached.iter().position(|&r| !r) {
        return Err(error(
            node_lines[lost],
            1,
            format!("node {lost} is the child of no later node and the root of no claim"),
        ));
    }
    Ok(Verified {
        claims,
        nodes: header.nodes,
    })
}

/// A player's letter at `column` of line `number`.
fn player_at(line: &[u8], number: usize, column: usize) -> Result<Player, CheckError> {
    match line.get(column - 1) {
        Some(b'L') => Ok(Player::Left),
        Some(b'R') => Ok(Player::Right),
        _ => Err(error(number, column, "expected `L` or `R`")),
    }
}

/// The numbers of `line` from `column` (from 0) up to ` : `, and the column where the
/// position starts, from 1.
fn indices_then_position(
    line: &[u8],
    number: usize,
    mut at: usize,
    below: usize,
) -> Result<(Vec<(usize, usize)>, usize), CheckError> {
    let mut indices = Vec::new();
    loop {
        if line.get(at) != Some(&b' ') {
            return Err(error(number, at + 1, "expected a space"));
        }
        at += 1;
        if line.get(at) == Some(&b':') {
            return match line.get(at + 1) {
                Some(b' ') => Ok((indices, at + 3)),
                None => Ok((indices, at + 2)),
                Some(_) => Err(error(number, at + 2, "expected a space after `:`")),
            };
        }
        let start = at;
        while line.get(at).is_some_and(u8::is_ascii_digit) {
            at += 1;
        }
        let digits = &line[start..at];
        let index = std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse::<usize>().ok())
            .ok_or_else(|| error(number, start + 1, "expected a node number or `:`"))?;
        if index >= below {
            return Err(error(
                number,
                start + 1,
                format!("node {index} is not a node written before this line"),
            ));
        }
        indices.push((index, start + 1));
    }
}

/// How a node's position is read, named and cited.
struct NodeText<'a, P> {
    read: ReadPosition<'a, P>,
    text: &'a dyn Fn(&P) -> String,
    rule: WinRule<'a, P>,
}

/// Reads and verifies node `index` from `line` (line `number`), its children among `held`.
fn read_node<R: PartizanRules<Position: Clone + Eq + std::hash::Hash>>(
    rules: &R,
    line: &[u8],
    number: usize,
    index: usize,
    held: &[Held<R::Position>],
    reached: &mut [bool],
    how: &NodeText<R::Position>,
) -> Result<Held<R::Position>, CheckError> {
    let text = how.text;
    let mover = player_at(line, number, 1)?;
    let winner = player_at(line, number, 2)?;
    let cited = line.get(2) == Some(&b'C');
    let from = if cited { 3 } else { 2 };
    let (children, column) = indices_then_position(line, number, from, index)?;
    let position = (how.read)(&line[(column - 1).min(line.len())..], number, column)?;
    let node = format!("node {index}");
    if cited {
        if let Some(&(_, column)) = children.first() {
            return Err(error(
                number,
                column,
                format!("{node}: a cited node lists no child"),
            ));
        }
        // Where the winner moves, the rule may prove the position one of their moves leaves.
        let proved = (how.rule)(&position, mover, winner)
            || (mover == winner
                && rules
                    .move_list(&position, mover)
                    .iter()
                    .any(|(_, next)| (how.rule)(next, mover.opponent(), winner)));
        if !proved {
            return Err(error(
                number,
                3,
                format!(
                    "{node}: the game's rule does not prove that {winner} wins {} with {mover} \
                     to move",
                    text(&position)
                ),
            ));
        }
        return Ok(Held {
            position,
            mover,
            winner,
        });
    }
    let options: FxHashSet<R::Position> = rules
        .move_list(&position, mover)
        .into_iter()
        .map(|(_, next)| next)
        .collect();
    let opponent = mover.opponent();
    for &(child, column) in &children {
        let c = &held[child];
        if c.mover != opponent || c.winner != winner {
            return Err(error(
                number,
                column,
                format!(
                    "{node} ({}{}) lists node {child} ({}{}): a child has the other player to \
                     move and the same winner",
                    player_letter(mover),
                    player_letter(winner),
                    player_letter(c.mover),
                    player_letter(c.winner)
                ),
            ));
        }
        if !options.contains(&c.position) {
            return Err(error(
                number,
                column,
                format!(
                    "{node}: node {child} ({}) is not a move of {mover} from {}",
                    text(&c.position),
                    text(&position)
                ),
            ));
        }
        reached[child] = true;
    }
    if mover == winner {
        match children.len() {
            1 => {}
            0 if options.is_empty() => {
                return Err(error(
                    number,
                    1,
                    format!(
                        "{node}: {mover}, claimed to win, has no move from {}",
                        text(&position)
                    ),
                ));
            }
            n => {
                return Err(error(
                    number,
                    1,
                    format!(
                        "{node}: where the claimed winner {mover} moves, expected one move, found {n}"
                    ),
                ));
            }
        }
    } else {
        let mut listed = FxHashSet::default();
        for &(child, column) in &children {
            if !listed.insert(&held[child].position) {
                return Err(error(
                    number,
                    column,
                    format!(
                        "{node}: the reply {} is listed twice",
                        text(&held[child].position)
                    ),
                ));
            }
        }
        if let Some(missing) = options.iter().find(|o| !listed.contains(o)) {
            return Err(error(
                number,
                1,
                format!(
                    "{node}: {mover}'s reply to {} is missing from {}",
                    text(missing),
                    text(&position)
                ),
            ));
        }
    }
    Ok(Held {
        position,
        mover,
        winner,
    })
}

/// Reads and verifies a claim from `line` (line `number`): its outcome class, its two roots
/// and its position.
fn read_claim<P: Eq>(
    line: &[u8],
    number: usize,
    held: &[Held<P>],
    reached: &mut [bool],
    read: ReadPosition<P>,
    text: &dyn Fn(&P) -> String,
) -> Result<(String, Outcome), CheckError> {
    let Some(rest) = line.strip_prefix(b"claim ") else {
        return Err(error(
            number,
            1,
            "expected `claim OUTCOME LEFT RIGHT : POSITION`",
        ));
    };
    let outcome = match rest.first() {
        Some(b'L') => Outcome::L,
        Some(b'R') => Outcome::R,
        Some(b'N') => Outcome::N,
        Some(b'P') => Outcome::P,
        _ => return Err(error(number, 7, "expected an outcome class: L, R, N or P")),
    };
    let (roots, column) = indices_then_position(line, number, 7, held.len())?;
    if roots.len() != 2 {
        return Err(error(
            number,
            9,
            format!(
                "expected two roots (Left moving first, then Right), found {}",
                roots.len()
            ),
        ));
    }
    let position = read(&line[(column - 1).min(line.len())..], number, column)?;
    for (&(root, at), first) in roots.iter().zip([Player::Left, Player::Right]) {
        let node = &held[root];
        let winner = outcome.winner_moving_first(first);
        if node.position != position {
            return Err(error(
                number,
                at,
                format!(
                    "the root {root} is {}, not the position claimed, {}",
                    text(&node.position),
                    text(&position)
                ),
            ));
        }
        if node.mover != first || node.winner != winner {
            return Err(error(
                number,
                at,
                format!(
                    "the root {root} proves that {} wins with {} to move: class {outcome:?} \
                     needs {winner} to win with {first} to move",
                    node.winner, node.mover
                ),
            ));
        }
        reached[root] = true;
    }
    let shown = String::from_utf8_lossy(&line[(column - 1).min(line.len())..]).into_owned();
    Ok((shown, outcome))
}

/// The error of a file that ends after `read` of its `total` items (`nodes`, `claims`).
fn cut_short(bytes: &[u8], read: usize, total: usize, items: &str) -> CheckError {
    let line = lines(bytes).count();
    error(
        line,
        1,
        format!("the file ends after {read} of its {total} {items}: it is cut short"),
    )
}
