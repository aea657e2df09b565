//! Connect Four: X and O drop stones in turn into the columns of an upright board of 7
//! columns and 6 rows, X first; a stone falls to the lowest empty cell of its column. The
//! first to make a line of four across, down or diagonally wins; a full board without a line
//! is a tie. Any size by `--cols` and `--rows` (at most 64 cells).
//!
//! Input: one position per line, either the columns played from the empty board, numbered
//! from 1 (`4453`), as Pascal Pons' solver reads a position, or the board, rows from the top
//! separated by `|`, cells `.`, `X`, `O` (X is to move when both have as many stones).
//!
//! Answer: the result for the player to move under best play, `Win`, `Lose` or `Tie`, and
//! its remoteness (the winner hurries, the loser delays). A move is named by its column's
//! number. `--json` also gives `score` in Pons' convention: 0 for a tie, positive when the
//! player to move wins, (cells + 1 − stones)/2 for a win with the next stone, one less for
//! each further stone of the winner; negative, the same for the opponent, for a loss.
//!
//! The scores agree with those of Pons' test set `Test_L3_R1`
//! (`tests/data/scored/connect_four_pons.txt`). A search opens at most `--max-positions`
//! positions (100 million by default): the empty 7 × 6 board is far past it here.
//!
//! ```sh
//! $ printf '2252576253462244111563365343671351441\n' | cgsolve connect-four
//! Lose 4
//! $ printf '....|....|....|....\n1111\n' | cgsolve connect-four --cols 4 --rows 4
//! Tie 16
//! Tie 12
//! ```

use crate::answer::OptionsError;
use crate::text::ParseError;
use crate::engine::scored::{End, Solved};
use crate::games::boards::in_a_row::{Board, InARow, Lines};
use crate::games::serving::scored::ScoredRuleset;
use crate::games::ruleset::Ruleset;
use super::mnk::MAX_POSITIONS;
use crate::play::Scored;

/// The flags of Connect Four.
#[derive(clap::Args, Clone, Debug)]
pub struct ConnectFourOptions {
    /// Columns of the board.
    #[arg(long, default_value_t = 7)]
    pub cols: u32,
    /// Rows of the board.
    #[arg(long, default_value_t = 6)]
    pub rows: u32,
    /// At most this many positions are searched for one position's answer.
    #[arg(long, value_name = "N", default_value_t = MAX_POSITIONS)]
    pub max_positions: u64,
}

/// Connect Four's rules.
#[derive(Clone, Debug)]
pub struct ConnectFour {
    rules: InARow,
    max_positions: u64,
}

impl Default for ConnectFour {
    /// 7 columns, 6 rows.
    fn default() -> Self {
        ConnectFour {
            rules: InARow::new(6, 7, 4, true).expect("7 × 6 holds a line of 4"),
            max_positions: MAX_POSITIONS,
        }
    }
}

impl Lines for ConnectFour {
    fn lines(&self) -> &InARow {
        &self.rules
    }
}

impl Ruleset for ConnectFour {
    type Kind = Scored;
    const NAME: &'static str = "connect-four";
    const FORMAT: &'static str =
        "the columns played from 1 (4453), or rows from the top separated by |, cells . X O";
    /// The empty board of 4 columns and 4 rows: the empty 7 × 6 board is past a search here.
    const EXAMPLE: &'static str = "--rows 4 --cols 4\n....|....|....|....";
    type Options = ConnectFourOptions;

    fn configure(o: &ConnectFourOptions) -> Result<Self, OptionsError> {
        Ok(ConnectFour {
            rules: InARow::new(o.rows, o.cols, 4.min(o.rows.max(o.cols)), true)?,
            max_positions: o.max_positions,
        })
    }

    fn flags(&self) -> String {
        self.rules.flags_beside(6, 7, self.rules.k, true)
    }

    fn read(&self, text: &[u8], line: usize, column: usize) -> Result<Board, ParseError> {
        self.rules.read(text, line, column)
    }

    fn title(&self) -> String {
        format!("connect-four {} × {}", self.rules.cols, self.rules.rows)
    }
}

impl ScoredRuleset for ConnectFour {
    fn max_positions(&self) -> u64 {
        self.max_positions
    }

    /// Pons' score: the winner's stones left to play, counted from the board's end.
    fn score(&self, b: &Board, solved: Solved) -> Option<i32> {
        let left = b.cells() as i32 + 2 - b.stones() as i32 - solved.remoteness as i32;
        Some(match solved.end.outcome() {
            End::Win => left / 2,
            End::Lose => -(left / 2),
            _ => 0,
        })
    }
}
