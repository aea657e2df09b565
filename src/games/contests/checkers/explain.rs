//! What `--explain` and `--json` say about a board: its distances and their sum, the parity
//! argument, and for boards of at most [`MAX_SEARCH_CELLS`] cells every move checked by search,
//! with the game's remoteness.

use super::format::{Case, answer_word};
use super::search::{MAX_SEARCH_CELLS, Search};
use super::solve::DistanceSum;
use super::{Board, MAX_BOARD_CELLS, Move, MoveKind};
use crate::answer::SolveError;
use crate::report::{Facts, MoveReport, Parity, Report};
use crate::theory::outcome::Outcome;
use serde::Serialize;

/// The facts of a checkers report beyond those of every game.
#[derive(Clone, Debug, Serialize)]
pub struct BoardFacts {
    /// How many cells the board has.
    pub cell_count: u64,
    /// How many checkers play (one on the last cell does not).
    pub checkers: u64,
    /// Each checker's distance to the last cell, left to right; for boards kept whole (at
    /// most [`MAX_BOARD_CELLS`] cells) with a checker in play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distances: Option<Vec<usize>>,
    /// The sum of the distances (a JSON integer, which may exceed 2^64 on boards of billions
    /// of cells).
    pub distance_sum: u128,
    /// The parity of the distance sum: odd when the first player wins.
    pub parity: Parity,
    /// How many moves win, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<String>,
    /// The search's own verdict, in words, for boards of at most [`MAX_SEARCH_CELLS`] cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<String>,
    /// How the winning moves were found, when they are listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves_by: Option<FoundBy>,
}

/// How the winning moves of a report were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum FoundBy {
    /// By searching every board of the same length.
    #[serde(rename = "search")]
    Search,
    /// By the parity law: every move wins, or none does.
    #[serde(rename = "parity law")]
    ParityLaw,
}

/// The facts of one move: which checker goes where.
#[derive(Clone, Debug, Serialize)]
pub struct MoveFacts {
    /// `step` or `jump`.
    pub kind: &'static str,
    /// The cell the checker leaves (from 0, left to right).
    pub from: usize,
    /// The cell it lands on.
    pub to: usize,
    /// Whether it lands on the last cell and vanishes.
    pub vanishes: bool,
    /// How many more moves the game lasts after it under best play, when searched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_after: Option<u32>,
}

impl Facts for BoardFacts {
    type Part = ();
    type Move = MoveFacts;
}

/// Everything known about one board from its distance sum: the parity law's facts, and for
/// short boards the search.
pub fn report(
    case: &Case,
    sum: DistanceSum,
    search: &mut Search,
) -> Result<Report<BoardFacts>, SolveError> {
    let wins = sum.first_player_wins();
    let distances = case.board().map(|board| {
        board
            .checker_cells()
            .map(|cell| board.len() - 1 - cell)
            .collect::<Vec<usize>>()
    });
    let facts = BoardFacts {
        cell_count: case.cells(),
        checkers: case.checkers_in_play(),
        distances: distances.filter(|d| !d.is_empty()),
        distance_sum: sum.0,
        parity: Parity::of(sum.0),
        choice: None,
        search: None,
        winning_moves_by: None,
    };
    let mut report = Report::new("checkers", answer_word(wins), facts);
    report.outcome = Some(Outcome::impartial(wins));
    report.value = Some(if wins { "*" } else { "0" }.to_string());
    if let Some(board) = case.board() {
        report.board = Some(draw(&board, case.removed_last()));
    }
    if case.removed_last() {
        report
            .notes
            .push("The checker on the last cell is removed before play.".to_string());
    }
    report.notes.push(law_sentence(sum));
    match case.board() {
        Some(board) if board.len() <= MAX_SEARCH_CELLS => searched(report, &board, search),
        Some(board) => Ok(by_law(report, &board, wins)),
        None => {
            report.notes.push(format!(
                "Over {MAX_BOARD_CELLS} cells the moves are not listed: by the parity law \
                 every move {} alike.",
                if wins { "wins" } else { "loses" }
            ));
            Ok(report)
        }
    }
}

/// The parity argument, in one sentence, for a board with this distance sum.
pub fn law_sentence(sum: DistanceSum) -> String {
    if sum.0 == 0 {
        return "The distance sum is 0: no checker can move, so the first player cannot move \
                and loses."
            .to_string();
    }
    let (parity, winner) = if sum.first_player_wins() {
        ("odd", "first")
    } else {
        ("even", "second")
    };
    format!(
        "Every move lowers the distance sum by an odd amount (a step by 1, a jump by 3) and the \
         game ends exactly when the sum reaches 0, so from a sum of {} every game lasts an \
         {parity} number of moves whatever is played: the {winner} player makes the last move \
         and wins.",
        sum.0
    )
}

/// The report completed by searching every board of the same length.
fn searched(
    mut report: Report<BoardFacts>,
    board: &Board,
    search: &mut Search,
) -> Result<Report<BoardFacts>, SolveError> {
    let too_large = |e: crate::engine::table::TableError| SolveError::TooLarge {
        what: format!("the search of every board of {} cells", board.len()),
        needed: e.to_string(),
        limit: format!("{MAX_SEARCH_CELLS} cells"),
    };
    let Some(solved) = search.solved(board.len()).map_err(too_large)? else {
        return Ok(report);
    };
    let moves = board.moves();
    let mut winning = Vec::new();
    let mut losing = Vec::new();
    for (mv, next) in &moves {
        let position = next.index() as usize;
        let after = solved.remoteness.remoteness(position);
        let described = move_report(mv, Some(after));
        if solved.wins.is_win(position) {
            losing.push((described, after));
        } else {
            winning.push((described, after));
        }
    }
    let searched_wins = solved.wins.is_win(board.index() as usize);
    let choice = match (winning.len(), moves.len()) {
        (_, 0) => "no move at all: no checker is left to move".to_string(),
        (w, m) if w == m => format!("every move wins ({w} of {m})"),
        (0, m) => format!("no move wins (0 of {m})"),
        (w, m) => format!("{w} of {m} moves win"),
    };
    report.facts.choice = Some(choice);
    report.facts.search = Some(format!(
        "{} by searching all {} boards of {} cell{}",
        answer_word(searched_wins),
        1u64 << board.len(),
        board.len(),
        if board.len() == 1 { "" } else { "s" }
    ));
    report.facts.winning_moves_by = Some(FoundBy::Search);
    report.remoteness = Some(solved.remoteness.remoteness(board.index() as usize));
    // When every move is alike, the note `said` of them, each move with how long play lasts.
    let mut all_alike = |moves: &[(MoveReport<_>, _)], said: &str| {
        let listed: Vec<String> = (moves.iter())
            .map(|(m, after)| format!("{} (then {after} more moves)", m.describe))
            .collect();
        report.notes.push(format!("{said}: {}.", listed.join("; ")));
    };
    if winning.is_empty() && !losing.is_empty() {
        all_alike(&losing, "Every move loses, so the choice does not matter");
    }
    if losing.is_empty() && !winning.is_empty() {
        all_alike(
            &winning,
            "Every move wins, so the choice matters only for how long the game lasts",
        );
    }
    report.winning_moves = Some(winning.into_iter().map(|(m, _)| m).collect());
    Ok(report)
}

/// The report completed by the parity law alone: every move wins, or every move loses.
fn by_law(mut report: Report<BoardFacts>, board: &Board, wins: bool) -> Report<BoardFacts> {
    let moves = board.moves();
    report.facts.winning_moves_by = Some(FoundBy::ParityLaw);
    report.facts.choice = Some(format!(
        "{} ({} moves, by the parity law; over {MAX_SEARCH_CELLS} cells no search)",
        if wins {
            "every move wins"
        } else {
            "no move wins"
        },
        moves.len()
    ));
    report.winning_moves = Some(if wins {
        moves.iter().map(|(mv, _)| move_report(mv, None)).collect()
    } else {
        Vec::new()
    });
    report
}

/// A move as the report names it, with its cells and, when searched, the remoteness after it.
fn move_report(mv: &Move, remoteness_after: Option<u32>) -> MoveReport<MoveFacts> {
    let facts = MoveFacts {
        kind: match mv.kind {
            MoveKind::Step => "step",
            MoveKind::Jump => "jump",
        },
        from: mv.from,
        to: mv.to,
        vanishes: mv.vanishes,
        remoteness_after,
    };
    MoveReport::new(mv.to_string(), facts)
}

/// The board as given, over a ruler of cell numbers (modulo 10).
fn draw(board: &Board, removed_last: bool) -> String {
    let mut text = board.to_string();
    if removed_last {
        text.pop();
        text.push('o');
    }
    let ruler: String = (0..board.len())
        .map(|cell| char::from(b'0' + (cell % 10) as u8))
        .collect();
    format!("{text}\n{ruler}")
}
