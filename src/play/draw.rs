//! Boards as they look: a row, a grid, a hexagon, piles. The web page draws the same data the
//! terminal prints.

use serde::Serialize;

/// How a board's rows are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// One row of cells (a strip).
    Row,
    /// Rows of equal length, one under the other.
    Grid,
    /// Rows of a hexagon: each row centred, its cells between the cells of its neighbours.
    Hex,
    /// Piles: each row is one pile, its entries the numbers in it.
    Piles,
    /// Lines of text (a graph written out): each row has one label, the whole line.
    Text,
}

/// A board drawn as rows of cell labels (`.` an empty cell).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Board {
    /// How the rows are laid out.
    pub shape: Shape,
    /// The rows, each a list of cell labels.
    pub rows: Vec<Vec<String>>,
}

impl Board {
    /// A position's drawing as a board: a grid of its characters when its lines are of one
    /// length without blanks, else lines of text (a Hackenbush graph).
    pub fn from_drawing(text: &str) -> Board {
        let lines: Vec<&str> = text.lines().collect();
        let width = lines.first().map_or(0, |l| l.chars().count());
        let grid = lines
            .iter()
            .all(|l| l.chars().count() == width && !l.contains(' '));
        if grid {
            Board::from_chars(Shape::Grid, lines)
        } else {
            Board {
                shape: Shape::Text,
                rows: lines.iter().map(|l| vec![l.to_string()]).collect(),
            }
        }
    }

    /// A board of `shape` whose rows are the characters of each string.
    pub fn from_chars<'a>(shape: Shape, rows: impl IntoIterator<Item = &'a str>) -> Board {
        Board {
            shape,
            rows: rows
                .into_iter()
                .map(|r| r.chars().map(String::from).collect())
                .collect(),
        }
    }

    /// The board as plain text for a terminal, one line per row.
    pub fn to_text(&self) -> String {
        let widest = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut out = String::new();
        for (i, row) in self.rows.iter().enumerate() {
            match self.shape {
                Shape::Hex => out.push_str(&" ".repeat(widest - row.len())),
                Shape::Piles => out.push_str(&format!("pile {}:", i + 1)),
                Shape::Row | Shape::Grid | Shape::Text => {}
            }
            let cells: Vec<&str> = row.iter().map(String::as_str).collect();
            if self.shape == Shape::Piles {
                if cells.is_empty() {
                    out.push_str(" (empty)");
                } else {
                    out.push(' ');
                }
            }
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }
}

impl Board {
    /// Whether this board and `other` are rows or grids of one size, whose cells match.
    fn matches_cells(&self, other: &Board) -> bool {
        matches!(self.shape, Shape::Row | Shape::Grid) && self.same_cells(other)
    }

    /// Whether this board and `other` have one shape and their rows one length each.
    fn same_cells(&self, other: &Board) -> bool {
        self.shape == other.shape
            && self.rows.len() == other.rows.len()
            && self
                .rows
                .iter()
                .zip(&other.rows)
                .all(|(a, b)| a.len() == b.len())
    }

    /// The cells (row, column, from 0) that differ on the board `after` a move from this one:
    /// the move's cells. Empty when the boards' cells cannot be matched (not rows, grids or
    /// hexagons of one size).
    pub fn changed(&self, after: &Board) -> Vec<[usize; 2]> {
        let cells_match = matches!(self.shape, Shape::Row | Shape::Grid | Shape::Hex);
        if !cells_match || !self.same_cells(after) {
            return Vec::new();
        }
        let mut cells = Vec::new();
        for (r, (now, next)) in self.rows.iter().zip(&after.rows).enumerate() {
            for (c, (a, b)) in now.iter().zip(next).enumerate() {
                if a != b {
                    cells.push([r, c]);
                }
            }
        }
        cells
    }

    /// The board `after` a move from this one, each cell the move changed in brackets and the
    /// others between blanks (`[#]` where a domino now lies): the move's cells, marked. `None`
    /// when the boards' cells cannot be matched.
    pub fn marked(&self, after: &Board) -> Option<String> {
        if !self.matches_cells(after) {
            return None;
        }
        let mut out = String::new();
        for (now, next) in self.rows.iter().zip(&after.rows) {
            for (a, b) in now.iter().zip(next) {
                if a == b {
                    out.push_str(&format!(" {b} "));
                } else {
                    out.push_str(&format!("[{b}]"));
                }
            }
            out.push('\n');
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_marked_by_the_cells_it_changes() {
        let now = Board::from_chars(Shape::Grid, ["..", ".."]);
        let after = Board::from_chars(Shape::Grid, ["#.", "#."]);
        assert_eq!(now.marked(&after).unwrap(), "[#] . \n[#] . \n");
        assert_eq!(now.changed(&after), [[0, 0], [1, 0]]);
        let hex = Board::from_chars(Shape::Hex, ["..", "..."]);
        assert_eq!(hex.marked(&hex), None);
        let eaten = Board::from_chars(Shape::Hex, ["O.", "..O"]);
        assert_eq!(eaten.changed(&hex), [[0, 0], [1, 2]]);
        let longer = Board::from_chars(Shape::Grid, ["...", "..."]);
        assert_eq!(now.marked(&longer), None);
        assert!(now.changed(&longer).is_empty());
    }

    #[test]
    fn a_hexagon_is_printed_with_its_rows_centred() {
        let b = Board::from_chars(Shape::Hex, ["...", "..O.", ".O...", "....", "..."]);
        assert_eq!(
            b.to_text(),
            "  . . .\n . . O .\n. O . . .\n . . . .\n  . . .\n"
        );
    }

    #[test]
    fn piles_are_numbered_and_an_empty_pile_is_said_so() {
        let b = Board {
            shape: Shape::Piles,
            rows: vec![vec!["2".into(), "4".into()], vec![]],
        };
        assert_eq!(b.to_text(), "pile 1: 2 4\npile 2: (empty)\n");
    }
}
