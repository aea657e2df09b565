//! What `--explain` and `--json` say about a board: its distances and their sum, the parity
//! argument, and for boards of at most [`MAX_SEARCH_CELLS`] cells every move checked by search,
//! with the game's remoteness.

use super::format::{Position, answer_word};
use super::search::{MAX_SEARCH_CELLS, Search};
use super::solve::DistanceSum;
use super::{Board, MAX_BOARD_CELLS, Move};
use crate::contest::SolveError;
use crate::contest::report::{MoveReport, Report};
use crate::theory::outcome::Outcome;
use serde_json::Value;

/// Everything known about one board: the parity law's facts, and for short boards the search.
pub fn report(position: &Position, search: &mut Search) -> Result<Report, SolveError> {
    let wins = position.first_player_wins();
    let sum = position.distance_sum();
    let mut report = Report::new("checkers", answer_word(wins))
        .with("cells", position.cells())
        .with("checkers", position.checkers_in_play());
    report.outcome = Some(Outcome::impartial(wins));
    report.value = Some(if wins { "*" } else { "0" }.to_string());
    if let Some(board) = position.board() {
        report.board = Some(draw(&board, position.removed_last()));
        let distances: Vec<usize> = board
            .checker_cells()
            .map(|cell| board.len() - 1 - cell)
            .collect();
        if !distances.is_empty() {
            report = report.with("distances", distances);
        }
    }
    report = report
        .with("distance_sum", sum_value(sum))
        .with("parity", if wins { "odd" } else { "even" });
    if position.removed_last() {
        report
            .notes
            .push("The checker on the last cell is removed before play.".to_string());
    }
    report.notes.push(law_sentence(sum));
    match position.board() {
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
fn searched(mut report: Report, board: &Board, search: &mut Search) -> Result<Report, SolveError> {
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
        let described = move_report(mv).with("remoteness_after", after);
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
    report = report
        .with("choice", choice)
        .with(
            "search",
            format!(
                "{} by searching all {} boards of {} cell{}",
                answer_word(searched_wins),
                1u64 << board.len(),
                board.len(),
                if board.len() == 1 { "" } else { "s" }
            ),
        )
        .with("winning_moves_by", "search");
    report.remoteness = Some(solved.remoteness.remoteness(board.index() as usize));
    if winning.is_empty() && !losing.is_empty() {
        let listed: Vec<String> = losing
            .iter()
            .map(|(m, after)| format!("{} (then {after} more moves)", m.describe))
            .collect();
        report.notes.push(format!(
            "Every move loses, so the choice does not matter: {}.",
            listed.join("; ")
        ));
    }
    if losing.is_empty() && !winning.is_empty() {
        let listed: Vec<String> = winning
            .iter()
            .map(|(m, after)| format!("{} (then {after} more moves)", m.describe))
            .collect();
        report.notes.push(format!(
            "Every move wins, so the choice matters only for how long the game lasts: {}.",
            listed.join("; ")
        ));
    }
    report.winning_moves = Some(winning.into_iter().map(|(m, _)| m).collect());
    Ok(report)
}

/// The report completed by the parity law alone: every move wins, or every move loses.
fn by_law(mut report: Report, board: &Board, wins: bool) -> Report {
    let moves = board.moves();
    report = report.with("winning_moves_by", "parity law").with(
        "choice",
        format!(
            "{} ({} moves, by the parity law; over {MAX_SEARCH_CELLS} cells no search)",
            if wins {
                "every move wins"
            } else {
                "no move wins"
            },
            moves.len()
        ),
    );
    report.winning_moves = Some(if wins {
        moves.iter().map(|(mv, _)| move_report(mv)).collect()
    } else {
        Vec::new()
    });
    report
}

/// A move as the report names it, with its cells.
fn move_report(mv: &Move) -> MoveReport {
    MoveReport::new(mv.to_string())
        .with("kind", mv.kind)
        .with("from", mv.from)
        .with("to", mv.to)
        .with("vanishes", mv.vanishes)
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

/// The distance sum as a JSON number, or as a string when it does not fit in 64 bits.
fn sum_value(sum: DistanceSum) -> Value {
    match u64::try_from(sum.0) {
        Ok(small) => Value::from(small),
        Err(_) => Value::from(sum.0.to_string()),
    }
}
