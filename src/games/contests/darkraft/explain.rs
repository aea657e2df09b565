//! The explanation of one board: the two parity games, their values, every winning first move.

use super::solve::ParityGame;
use super::text::move_name;
use super::{Board, CellName, Letter};
use crate::report::{Facts, MoveReport, Parity, Part, Report};
use crate::theory::nimber::Nimber;
use crate::theory::outcome::Outcome;
use serde::Serialize;

/// The facts of a darkraft report beyond those of every game.
#[derive(Clone, Debug, Serialize)]
pub struct BoardFacts {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub columns: usize,
    /// The Grundy value of the cells with even row + column.
    pub grundy_even: u32,
    /// The Grundy value of the cells with odd row + column.
    pub grundy_odd: u32,
}

/// The facts of one parity class: the cells of one colour of the chessboard colouring.
#[derive(Clone, Debug, Serialize)]
pub struct ClassFacts {
    /// `even` or `odd`: the parity of row + column of its cells.
    pub parity: Parity,
    /// How many cells it holds.
    pub cell_count: usize,
    /// Its Grundy value.
    pub grundy: u32,
}

/// The facts of one winning first move.
#[derive(Clone, Debug, Serialize)]
pub struct MoveFacts {
    /// The row of the cell played, from 1 at the top.
    pub row: usize,
    /// Its column, from 1 at the left.
    pub column: usize,
    /// Its letter, `L`, `R` or `X`.
    pub letter: char,
    /// The Grundy value of the even cells after the move.
    pub leaves_even: u32,
    /// The Grundy value of the odd cells after the move.
    pub leaves_odd: u32,
}

impl Facts for BoardFacts {
    type Part = ClassFacts;
    type Move = MoveFacts;
}

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

fn rays(letter: Letter) -> &'static str {
    match letter {
        Letter::L => "clears its diagonal of constant row + column",
        Letter::R => "clears its diagonal of constant row - column",
        Letter::X => "clears both its diagonals",
    }
}

/// The report for `--explain` and `--json`, from both parity classes solved.
pub fn report(board: &Board, games: &[ParityGame; 2]) -> Report<BoardFacts> {
    let total: Nimber = games.iter().map(|g| g.grundy).sum();
    let wins = total.next_player_wins();
    let facts = BoardFacts {
        rows: board.rows(),
        columns: board.cols(),
        grundy_even: games[0].grundy.0,
        grundy_odd: games[1].grundy.0,
    };
    let mut report = Report::new("darkraft", if wins { "WIN" } else { "LOSE" }, facts);
    report.board = Some(board.to_string());
    report.outcome = Some(Outcome::impartial(wins));
    report.value = Some(total.to_string());
    report.parts = games
        .iter()
        .map(|g| {
            let parity = if g.parity == 0 {
                Parity::Even
            } else {
                Parity::Odd
            };
            let cells = if g.cells == 1 { "cell" } else { "cells" };
            let facts = ClassFacts {
                parity,
                cell_count: g.cells,
                grundy: g.grundy.0,
            };
            Part::new(
                format!(
                    "the {} {cells} with {} row + column",
                    g.cells,
                    parity.as_str()
                ),
                g.grundy,
                facts,
            )
        })
        .collect();
    let winning = winning_moves(games);
    report.winning_moves = Some(
        winning
            .iter()
            .map(|m| {
                let [even, odd] = m.leaves;
                let facts = MoveFacts {
                    row: m.cell.row,
                    column: m.cell.col,
                    letter: m.letter.as_char(),
                    leaves_even: even.0,
                    leaves_odd: odd.0,
                };
                MoveReport::new(move_name(m.cell.row, m.cell.col), facts)
            })
            .collect(),
    );
    report.notes.push(format!(
        "Cells with even and odd row + column never meet, so the game is the sum of two games: \
         {} xor {} = {}. Rows and columns are counted from 1 at the top left.",
        games[0].grundy, games[1].grundy, total
    ));
    for m in &winning {
        let [even, odd] = m.leaves;
        report.notes.push(format!(
            "{} plays the {} at row {}, column {}: it {} and leaves {even} + {odd} = 0.",
            move_name(m.cell.row, m.cell.col),
            m.letter.as_char(),
            m.cell.row,
            m.cell.col,
            rays(m.letter)
        ));
    }
    report
}
