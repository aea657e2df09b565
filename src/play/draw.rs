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

#[cfg(test)]
mod tests {
    use super::*;

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
