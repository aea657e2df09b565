//! The explanation of one board: the two parity games, their values, every winning first move.

use super::solve::{self, ParityGame};
use super::{Board, CellName, Letter};
use crate::contest::SolveError;
use crate::contest::report::{MoveReport, Part, Report};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;

/// A first move that wins: the cell, its letter, and the values of the even and odd cells
/// it leaves (equal, so that their sum is zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinningMove {
    /// The cell played.
    pub cell: CellName,
    /// Its letter.
    pub letter: Letter,
    /// The values of the even and the odd cells after the move.
    pub leaves: [Nimber; 2],
}

/// Every first move that leaves the opponent a zero position, in reading order.
pub fn winning_moves(games: &[ParityGame; 2]) -> Vec<WinningMove> {
    let mut moves: Vec<WinningMove> = games
        .iter()
        .flat_map(|game| {
            let other = games[1 - game.parity].grundy;
            game.after_move
                .iter()
                .filter(move |&&(_, _, after)| after == other)
                .map(move |&(cell, letter, after)| {
                    let mut leaves = [other; 2];
                    leaves[game.parity] = after;
                    WinningMove {
                        cell,
                        letter,
                        leaves,
                    }
                })
        })
        .collect();
    moves.sort_by_key(|m| m.cell);
    moves
}

fn parity_name(parity: usize) -> &'static str {
    if parity == 0 { "even" } else { "odd" }
}

fn rays(letter: Letter) -> &'static str {
    match letter {
        Letter::L => "clears its diagonal of constant row + column",
        Letter::R => "clears its diagonal of constant row - column",
        Letter::X => "clears both its diagonals",
    }
}

/// The report for `--explain` and `--json`.
pub fn report(board: &Board) -> Result<Report, SolveError> {
    let games = solve::solve(board)?;
    let total: Nimber = games.iter().map(|g| g.grundy).sum();
    let wins = total.next_player_wins();
    let mut report = Report::new("darkraft", if wins { "WIN" } else { "LOSE" })
        .with("rows", board.rows())
        .with("columns", board.cols())
        .with("grundy_even", games[0].grundy.0)
        .with("grundy_odd", games[1].grundy.0);
    report.board = Some(board.to_string());
    report.outcome = Some(Outcome::impartial(wins));
    report.value = Some(total.to_string());
    report.parts = games
        .iter()
        .map(|g| {
            let name = parity_name(g.parity);
            let cells = if g.cells == 1 { "cell" } else { "cells" };
            Part::new(
                format!("the {} {cells} with {name} row + column", g.cells),
                g.grundy,
            )
            .with("parity", name)
            .with("cells", g.cells)
            .with("grundy", g.grundy.0)
        })
        .collect();
    report.winning_moves = Some(
        winning_moves(&games)
            .into_iter()
            .map(|m| {
                let [even, odd] = m.leaves;
                MoveReport::new(format!(
                    "play the {} at row {}, column {}: it {} and leaves {even} + {odd} = 0",
                    m.letter.as_char(),
                    m.cell.row,
                    m.cell.col,
                    rays(m.letter)
                ))
                .with("row", m.cell.row)
                .with("column", m.cell.col)
                .with("letter", m.letter.as_char().to_string())
                .with("leaves_even", even.0)
                .with("leaves_odd", odd.0)
            })
            .collect(),
    );
    report.notes.push(format!(
        "Cells with even and odd row + column never meet, so the game is the sum of two games: \
         {} xor {} = {}. Rows and columns are counted from 1 at the top left.",
        games[0].grundy, games[1].grundy, total
    ));
    Ok(report)
}
