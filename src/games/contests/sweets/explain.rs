//! Explanations for a person: the board drawn as a hexagon, groups and moves named as a player
//! types them in `cgsolve play` ([`super::text`]: rows `a`, `b`, ... from the top, cells from
//! 1 from the left of their row), and the report behind `--explain` and `--json`.

use super::Sweets;
use super::geometry::{Cells, Direction, Hexagon, Segment};
use super::solve::{Analysis, ComponentSolver, GroupValue, Undecided, mirror_centre};
use super::text::{move_name, row_name};
use crate::answer::SolveError;
use crate::report::{Facts, MoveReport, Part, Report};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use serde::Serialize;

/// The facts of a sweets report beyond those of every game.
#[derive(Clone, Debug, Serialize)]
pub struct BoardFacts {
    /// The side of the hexagon (1 to 5).
    pub side: usize,
    /// How many chocolates are on the board.
    pub chocolates: usize,
    /// Whether every winning move is listed (false when some lead to groups too large to
    /// search and only those proved by symmetry are).
    pub winning_moves_complete: bool,
}

/// The facts of one group of touching chocolates.
#[derive(Clone, Debug, Serialize)]
pub struct GroupFacts {
    /// Its cells, `[row, cell]` from 1 (rows from the top, cells from the left of their row).
    pub cells: Vec<[usize; 2]>,
    /// Whether its value is exact (false when symmetry proves only that it is not 0).
    pub exact: bool,
}

/// The facts of one winning move.
#[derive(Clone, Debug, Serialize)]
pub struct MoveFacts {
    /// The line it eats along: `row`, `down-right` or `down-left`.
    pub direction: &'static str,
    /// The cells it eats, `[row, cell]` from 1.
    pub cells: Vec<[usize; 2]>,
}

impl Facts for BoardFacts {
    type Part = GroupFacts;
    type Move = MoveFacts;
}

/// The answer line for a position: `Karlsson` when the first player wins.
pub fn answer_line(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Karlsson"
    } else {
        "Lillebror"
    }
}

/// The board drawn as a hexagon, one row per line with its letter, `.` for an empty cell and,
/// for a chocolate, `O` or the letter of its group (`labels`, one per group, in order).
///
/// ```
/// use cgsolve::games::contests::sweets::{Sweets, explain::draw, geometry::Hexagon};
/// let hex = Hexagon::of_side(2).unwrap();
/// let p = Sweets::from_rows(hex, &["O.", "...", ".O"]).unwrap();
/// assert_eq!(draw(&p, &[]), "a   O .\nb  . . .\nc   . O\n");
/// ```
pub fn draw(position: &Sweets, groups: &[Cells]) -> String {
    let hex = position.hexagon();
    let mut out = String::new();
    for row in 0..hex.rows() {
        let indent = (row as i32 - (hex.side() as i32 - 1)).unsigned_abs() as usize;
        out.push_str(&format!("{}  {}", row_name(row), " ".repeat(indent)));
        for index in 0..hex.row_len(row) {
            let cell = hex.cell(row, index).expect("a cell of the row");
            if index > 0 {
                out.push(' ');
            }
            let symbol = if !position.chocolates().contains(cell) {
                '.'
            } else {
                groups
                    .iter()
                    .position(|g| g.contains(cell))
                    .filter(|&i| i < 26)
                    .map_or('O', |i| char::from(b'A' + i as u8))
            };
            out.push(symbol);
        }
        out.push('\n');
    }
    out
}

/// The cells as `[row, cell]` pairs counted from 1, in reading order.
pub fn cell_numbers(hex: &Hexagon, cells: Cells) -> Vec<[usize; 2]> {
    cells
        .iter()
        .map(|c| {
            let (row, index) = hex.row_and_index(c);
            [row + 1, index + 1]
        })
        .collect()
}

/// A group of cells named row by row, runs of a row joined: `b3, c3-c4`.
pub fn describe_cells(hex: &Hexagon, cells: Cells) -> String {
    let mut runs: Vec<(usize, usize, usize)> = Vec::new();
    for [row, cell] in cell_numbers(hex, cells) {
        match runs.last_mut() {
            Some((r, _, last)) if *r == row && *last + 1 == cell => *last = cell,
            _ => runs.push((row, cell, cell)),
        }
    }
    runs.iter()
        .map(|&(row, first, last)| {
            let row = row_name(row - 1);
            if first == last {
                format!("{row}{first}")
            } else {
                format!("{row}{first}-{row}{last}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The winning moves of an analysed position, and whether the list is complete.
fn winning_moves(solver: &mut ComponentSolver, analysis: &Analysis) -> (Vec<Segment>, bool) {
    let hex = solver.hexagon();
    let mut found = Vec::new();
    let mut complete = true;
    match analysis.value {
        Some(total) if !total.next_player_wins() => {}
        Some(total) => {
            for &(group, value) in &analysis.parts {
                let Some(value) = value.exact() else {
                    complete = false;
                    continue;
                };
                let target = value ^ total;
                for segment in super::solve::runs(hex, group) {
                    match solver.grundy(group.without(segment.cells)) {
                        Ok(v) if v == target => found.push(segment),
                        Ok(_) => {}
                        Err(_) => complete = false,
                    }
                }
            }
        }
        None => {
            // One group, point-symmetric about a chocolate, is not valued; the rest sum to 0.
            // Eating a run centred on that chocolate leaves it symmetric about an empty cell.
            complete = false;
            for &(group, value) in &analysis.parts {
                if value != GroupValue::MirrorNonZero {
                    continue;
                }
                let Some((cb, ca)) = mirror_centre(hex, group) else {
                    continue;
                };
                for segment in super::solve::runs(hex, group) {
                    let centred = segment.cells.iter().all(|c| {
                        let (b, a) = hex.axial(c);
                        hex.cell_at_axial(2 * cb - b, 2 * ca - a)
                            .is_some_and(|m| segment.cells.contains(m))
                    });
                    let holds_centre = hex
                        .cell_at_axial(cb, ca)
                        .is_some_and(|c| segment.cells.contains(c));
                    if centred && holds_centre {
                        found.push(segment);
                    }
                }
            }
        }
    }
    (found, complete)
}

/// The refusal for a position that could not be decided.
pub fn undecided_error(undecided: &Undecided) -> SolveError {
    SolveError::TooLarge {
        what: format!("a group of {} connected chocolates", undecided.group_size),
        needed: match undecided.limit {
            Some(limit) => format!("more than {limit} shapes searched"),
            None => "a search beyond the limit (no symmetry decides it)".to_string(),
        },
        limit: match undecided.limit {
            Some(limit) => format!("{limit} shapes per question"),
            None => format!(
                "{} chocolates per point-symmetric group",
                super::solve::SEARCH_SYMMETRIC_UP_TO
            ),
        },
    }
}

/// Everything known about an analysed position: the board, its groups and their values, the
/// value and outcome, and every winning move.
pub fn report(
    solver: &mut ComponentSolver,
    position: &Sweets,
    analysis: Analysis,
) -> Report<BoardFacts> {
    let hex = position.hexagon();
    let groups: Vec<Cells> = analysis.parts.iter().map(|(g, _)| *g).collect();
    let labelled = if groups.len() > 1 { &groups[..] } else { &[] };
    let facts = BoardFacts {
        side: hex.side(),
        chocolates: position.chocolates().len(),
        winning_moves_complete: false,
    };
    let mut r = Report::new("sweets", answer_line(analysis.first_player_wins), facts);
    r.board = Some(draw(position, labelled));
    r.outcome = Some(Outcome::impartial(analysis.first_player_wins));
    r.value = analysis.value.map(|v| v.to_string());
    for (i, &(group, value)) in analysis.parts.iter().enumerate() {
        let label = if labelled.is_empty() {
            String::from("the chocolates")
        } else {
            format!("group {}", group_label(i))
        };
        let describe = format!("{label}: {}", describe_cells(hex, group));
        let shown = match value {
            GroupValue::Searched(v) => v.to_string(),
            GroupValue::MirrorZero => "0 (by symmetry)".to_string(),
            GroupValue::MirrorNonZero => {
                "not 0 (by symmetry; exact value not searched)".to_string()
            }
        };
        let facts = GroupFacts {
            cells: cell_numbers(hex, group),
            exact: value.exact().is_some(),
        };
        r.parts.push(Part::new(describe, shown, facts));
    }
    let (moves, complete) = winning_moves(solver, &analysis);
    let listed: Vec<MoveReport<MoveFacts>> = moves
        .iter()
        .map(|m| {
            let facts = MoveFacts {
                direction: match m.direction {
                    Direction::Row => "row",
                    Direction::DownRight => "down-right",
                    Direction::DownLeft => "down-left",
                },
                cells: cell_numbers(hex, m.cells),
            };
            MoveReport::new(move_name(hex, m), facts)
        })
        .collect();
    r.winning_moves = (complete || !listed.is_empty()).then_some(listed);
    r.facts.winning_moves_complete = complete;
    r.notes = notes(&analysis, complete);
    r
}

fn group_label(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

fn notes(analysis: &Analysis, complete: bool) -> Vec<String> {
    let mut notes = Vec::new();
    let exact: Vec<Nimber> = analysis
        .parts
        .iter()
        .filter_map(|(_, v)| v.exact())
        .collect();
    if analysis.parts.len() > 1 {
        notes.push(
            "Groups that do not touch never interact (every move eats a connected run), so the \
             value of the board is the xor of the groups' values."
                .to_string(),
        );
    }
    match analysis.value {
        Some(v) if exact.len() > 1 => {
            let terms: Vec<String> = exact.iter().map(Nimber::to_string).collect();
            notes.push(format!("{} = {v}.", terms.join(" xor ")));
        }
        _ => {}
    }
    if analysis
        .parts
        .iter()
        .any(|(_, v)| *v == GroupValue::MirrorZero)
    {
        notes.push(
            "A group that is point-symmetric about an empty cell is worth 0: whoever moves \
             second answers every move with its mirror image."
                .to_string(),
        );
    }
    if analysis
        .parts
        .iter()
        .any(|(_, v)| *v == GroupValue::MirrorNonZero)
    {
        notes.push(
            "A group that is point-symmetric about a chocolate is not worth 0: eating a run \
             centred on that chocolate leaves it symmetric about an empty cell, worth 0."
                .to_string(),
        );
    }
    match analysis.value {
        Some(v) if v.next_player_wins() => notes.push(format!(
            "The player to move wins by moving to a position worth 0 (the board is worth {v})."
        )),
        Some(_) => notes.push(
            "The board is worth 0: every move leaves a position the opponent wins.".to_string(),
        ),
        None => {}
    }
    if !complete {
        notes.push(
            "Only the winning moves proved by symmetry are listed: the other moves lead to \
             groups too large to search."
                .to_string(),
        );
    }
    notes
}
