//! The m,n,k-game (tic-tac-toe generalised): X and O place stones in turn on an m × n board,
//! X first; the first to make a line of k stones across, down or diagonally wins, and a full
//! board without a line is a tie. With `--gravity` a stone falls to the lowest empty cell of
//! its column (Connect Four's rule, which `connect-four` plays on 7 × 6).
//!
//! Input: one board per line, rows from the top separated by `|`, cells `.` (empty), `X`
//! and `O`, of the size `--rows` × `--cols` (3 × 3 by default, at most 64 cells); lines of
//! `--k` win (3 by default). X is to move when both have as many stones, else O. Under
//! `--gravity` a line of digits is the columns played from the empty board (`2213`).
//!
//! Answer: the result for the player to move under best play, `Win`, `Lose` or `Tie`, and
//! its remoteness: how many moves the game lasts, the winner hurrying, the loser delaying, a
//! tie ending as soon as play that keeps the tie can end. A move is named by its cell, the
//! column's letter and the row's number from the top (`b2`), or under gravity by its
//! column's number from 1.
//!
//! Tic-tac-toe is a tie; the search agrees with plain minimax on random small boards
//! (`tests/scored.rs`).
//!
//! ```sh
//! $ printf '...|...|...\nX..|.O.|..X\nXX.|OO.|...\n' | cgsolve mnk
//! Tie 9
//! Tie 6
//! Win 1
//! ```

use crate::answer::OptionsError;
use crate::text::ParseError;
use crate::games::boards::in_a_row::{Board, InARow, Lines};
use crate::games::serving::scored::ScoredRuleset;
use crate::games::ruleset::Ruleset;
use crate::play::Scored;

/// The budget of positions one search opens, unless `--max-positions` says otherwise.
pub const MAX_POSITIONS: u64 = 100_000_000;

/// The flags of the m,n,k-game.
#[derive(clap::Args, Clone, Debug)]
pub struct MnkOptions {
    /// Rows of the board.
    #[arg(long, default_value_t = 3)]
    pub rows: u32,
    /// Columns of the board.
    #[arg(long, default_value_t = 3)]
    pub cols: u32,
    /// Stones in a row that win.
    #[arg(long, default_value_t = 3)]
    pub k: u32,
    /// Stones fall to the lowest empty cell of their column.
    #[arg(long)]
    pub gravity: bool,
    /// At most this many positions are searched for one position's answer.
    #[arg(long, value_name = "N", default_value_t = MAX_POSITIONS)]
    pub max_positions: u64,
}

/// The m,n,k-game's rules.
#[derive(Clone, Debug)]
pub struct Mnk {
    rules: InARow,
    max_positions: u64,
}

impl Default for Mnk {
    /// Tic-tac-toe.
    fn default() -> Self {
        Mnk {
            rules: InARow::new(3, 3, 3, false).expect("3 × 3 holds a line of 3"),
            max_positions: MAX_POSITIONS,
        }
    }
}

impl Lines for Mnk {
    fn lines(&self) -> &InARow {
        &self.rules
    }
}

impl Ruleset for Mnk {
    type Kind = Scored;
    const NAME: &'static str = "mnk";
    const FORMAT: &'static str = "rows from the top separated by |, cells . X O; X moves first";
    const EXAMPLE: &'static str = "...|...|...";
    type Options = MnkOptions;

    fn configure(o: &MnkOptions) -> Result<Self, OptionsError> {
        Ok(Mnk {
            rules: InARow::new(o.rows, o.cols, o.k, o.gravity)?,
            max_positions: o.max_positions,
        })
    }

    fn flags(&self) -> String {
        self.rules.flags_beside(3, 3, 3, false)
    }

    fn read(&self, text: &[u8], line: usize, column: usize) -> Result<Board, ParseError> {
        self.rules.read(text, line, column)
    }

    fn title(&self) -> String {
        let r = &self.rules;
        let gravity = if r.gravity { ", gravity" } else { "" };
        format!("mnk {},{},{}{gravity}", r.rows, r.cols, r.k)
    }
}

impl ScoredRuleset for Mnk {
    fn max_positions(&self) -> u64 {
        self.max_positions
    }
}
