//! The classic partizan games as the command line serves them: one position per line in the
//! game's text, its canonical value in CGSuite notation per line; `--explain` and `--json`
//! add the outcome, the regions with their values and every winning move for each player with
//! the value it leaves.

use crate::contest::input::ParseError;
use crate::contest::report::{Part, Report};
use crate::contest::{Contest, SolveError};
use crate::games::grid::input_lines;
use crate::games::region_values::{MemoLimit, RegionValues};
use crate::games::regions::RegionRules;
use crate::theory::outcome::{Outcome, Player};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::{Display, Write};

/// A classic partizan game: its rules with regions, its name and its text.
pub trait ClassicGame: RegionRules<Position: Display, Move: Display> + Default {
    /// The subcommand and JSON name.
    const NAME: &'static str;

    /// Reads one position from one input line (without its end); errors are placed at `line`
    /// and `first_column`.
    fn read(text: &[u8], line: usize, first_column: usize) -> Result<Self::Position, ParseError>;

    /// The position drawn for a person, one line per row.
    fn draw(p: &Self::Position) -> String {
        p.to_string().replace('|', "\n")
    }
}

/// A winning move as `--json` gives it.
#[derive(Serialize)]
struct WinningMove {
    /// The move as a player names it.
    #[serde(rename = "move")]
    name: String,
    /// The position it leaves.
    leaves: String,
    /// The value it leaves, in CGSuite notation.
    value: String,
}

/// What is known about one position.
struct Facts {
    value: String,
    outcome: Outcome,
    regions: Vec<(String, String)>,
    left: Vec<WinningMove>,
    right: Vec<WinningMove>,
}

/// A classic game with its value solver, served as a [`Contest`].
pub struct Classic<G: ClassicGame> {
    values: RegionValues<G>,
}

impl<G: ClassicGame> Classic<G> {
    /// The game, its solver remembering at most `memo_limit` regions.
    pub fn new(memo_limit: usize) -> Self {
        Classic {
            values: RegionValues::new(G::default(), memo_limit),
        }
    }

    fn refused(p: &G::Position, e: MemoLimit) -> SolveError {
        SolveError::TooLarge {
            what: format!("the search of {p}"),
            needed: format!("more than {} remembered regions", e.limit),
            limit: format!("--memo {}", e.limit),
        }
    }

    fn facts(&mut self, p: &G::Position) -> Result<Facts, MemoLimit> {
        let g = self.values.value(p)?;
        let outcome = self.values.outcome(g);
        let mut regions = Vec::new();
        for (region, v) in self.values.regions(p)? {
            regions.push((region.to_string(), self.values.arena().to_notation(v)));
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip([Player::Left, Player::Right]) {
            for (m, next, v) in self.values.winning_moves(p, player)? {
                side.push(WinningMove {
                    name: m.to_string(),
                    leaves: next.to_string(),
                    value: self.values.arena().to_notation(v),
                });
            }
        }
        let [left, right] = sides;
        let value = self.values.arena().to_notation(g);
        Ok(Facts {
            value,
            outcome,
            regions,
            left,
            right,
        })
    }

    /// The explanation of one position for a person: the board, its value and outcome, its
    /// regions with their values, and every winning move of each player with the value it
    /// leaves.
    pub fn explain(&mut self, p: &G::Position) -> Result<String, SolveError> {
        let facts = self.facts(p).map_err(|e| Self::refused(p, e))?;
        let mut out = String::new();
        for row in G::draw(p).lines() {
            let _ = writeln!(out, "    {row}");
        }
        let _ = writeln!(out, "value: {}", facts.value);
        let _ = writeln!(out, "outcome: {}", facts.outcome.describe());
        let _ = writeln!(out, "regions ({}):", facts.regions.len());
        for (region, value) in &facts.regions {
            let _ = writeln!(out, "  - {region}: {value}");
        }
        for (who, moves) in [("Left", &facts.left), ("Right", &facts.right)] {
            if moves.is_empty() {
                let _ = writeln!(out, "{who} moving first: none: every move loses");
            } else {
                let _ = writeln!(out, "{who} moving first wins with ({}):", moves.len());
                for m in moves {
                    let _ = writeln!(out, "  - {}, leaving {} = {}", m.name, m.leaves, m.value);
                }
            }
        }
        Ok(out)
    }
}

impl<G: ClassicGame> Contest for Classic<G> {
    const NAME: &'static str = G::NAME;
    type Position = G::Position;

    /// Every line holding something is one position.
    fn parse(&mut self, input: &[u8]) -> Result<Vec<G::Position>, ParseError> {
        input_lines(input)
            .map(|(line, column, text)| G::read(text, line, column))
            .collect()
    }

    /// The canonical value in CGSuite notation.
    fn answer(&mut self, p: &G::Position) -> Result<Cow<'static, str>, SolveError> {
        let g = self.values.value(p).map_err(|e| Self::refused(p, e))?;
        Ok(Cow::Owned(self.values.arena().to_notation(g)))
    }

    /// The value, outcome, regions and each player's winning moves.
    fn report(&mut self, p: &G::Position) -> Result<Report, SolveError> {
        let facts = self.facts(p).map_err(|e| Self::refused(p, e))?;
        let mut report = Report::new(G::NAME, facts.value.clone());
        report.board = Some(p.to_string());
        report.outcome = Some(facts.outcome);
        report.value = Some(facts.value);
        report.parts = facts
            .regions
            .into_iter()
            .map(|(region, value)| Part::new(region, value))
            .collect();
        Ok(report
            .with("left_winning_moves", facts.left)
            .with("right_winning_moves", facts.right))
    }
}
