//! Heap games as a player reads and types them, for `cgsolve play heap` and the page: the code
//! on the first line (as `cgsolve heap CODE` takes it: `0.77`, `kayles`, `4!.0`), the heaps on
//! the second, separated by blanks or commas. A move is named by its heap, the counters taken
//! and the heaps left: `7-1=3+3` takes one counter from a heap of 7 and leaves heaps of 3 and 3;
//! `5-5=0` takes a whole heap of 5.

use super::code::Code;
use super::rules::{Take, heaps};
use crate::contest::input::{Cursor, ParseError};
use crate::play::text_input::lines_with_content;
use crate::play::{Board, GameText, Impartial, Shape};

/// The largest heap a position may hold in play.
pub const MAX_HEAP: u32 = 1000;

/// The most heaps a position may hold in play.
pub const MAX_HEAPS: usize = 64;

/// Heap games' face for play.
pub struct HeapText;

/// Reads the heaps of `text`, which is line `line` of the position.
fn read_heaps(line: usize, text: &str) -> Result<Vec<u32>, ParseError> {
    let mut sizes = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\t' | b',' | b'\r' => i += 1,
            b'0'..=b'9' => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                let digits = &text[start..i];
                match digits.parse::<u32>() {
                    Ok(h) if h <= MAX_HEAP => sizes.push(h),
                    _ => {
                        return Err(Cursor::error_at(
                            line,
                            start + 1,
                            format!(
                                "expected a heap of at most {MAX_HEAP} counters (the limit for \
                                 play), found {digits}"
                            ),
                        )
                        .over_limit(format!("{MAX_HEAP} counters in a heap")));
                    }
                }
                if sizes.len() > MAX_HEAPS {
                    return Err(Cursor::error_at(
                        line,
                        start + 1,
                        format!("expected at most {MAX_HEAPS} heaps (the limit for play)"),
                    )
                    .over_limit(format!("{MAX_HEAPS} heaps")));
                }
            }
            b => {
                return Err(Cursor::error_at(
                    line,
                    i + 1,
                    format!(
                        "expected a heap size, a blank or ',', found {}",
                        crate::games::common::grid::shown(b)
                    ),
                ));
            }
        }
    }
    Ok(heaps(&sizes))
}

impl GameText for HeapText {
    type Kind = Impartial;
    type Rules = Code;
    const NAME: &'static str = "heap";
    const FORMAT: &'static str = "The game's code on the first line (`0.77`, `kayles`, `4!.0`), \
        the heaps on the second, separated by blanks or commas (`0` for none); heaps up to 1000. A move names \
        its heap, the counters taken and the heaps left: `7-1=3+3`, `5-5=0`.";
    const EXAMPLE: &'static str = "kayles\n5 7 9";

    /// The code's line, then the heaps' line.
    fn parse(&self, text: &str) -> Result<(Code, Vec<u32>), ParseError> {
        let mut lines = lines_with_content(text);
        let Some((line, code_text)) = lines.next() else {
            return Err(Cursor::error_at(
                1,
                1,
                "expected the game's code (`0.77`, `kayles`)",
            ));
        };
        let start = code_text.len() - code_text.trim_start().len();
        let code: Code = code_text
            .trim()
            .parse()
            .map_err(|e: super::code::CodeError| {
                Cursor::error_at(
                    line,
                    start + e.column,
                    format!("expected a code: {}", e.message),
                )
            })?;
        let Some((heaps_line, heaps_text)) = lines.next() else {
            return Err(Cursor::error_at(
                line + 1,
                1,
                "expected the heaps on the line after the code, separated by blanks or commas \
                 (`5 7 9`)",
            ));
        };
        let p = read_heaps(heaps_line, heaps_text)?;
        if let Some((extra, _)) = lines.next() {
            return Err(Cursor::error_at(
                extra,
                1,
                "expected the end of the input after the code and the heaps",
            ));
        }
        Ok((code, p))
    }

    /// The code's line, then the heaps' line: `0` when no heap is left.
    fn write(&self, code: &Code, p: &Vec<u32>) -> String {
        let sizes: Vec<String> = p.iter().map(u32::to_string).collect();
        if sizes.is_empty() {
            format!("{code}\n0")
        } else {
            format!("{code}\n{}", sizes.join(" "))
        }
    }

    /// One pile a heap, its size as its label.
    fn draw(&self, _: &Code, p: &Vec<u32>) -> Board {
        Board {
            shape: Shape::Piles,
            rows: p.iter().map(|h| vec![h.to_string()]).collect(),
        }
    }

    fn move_name(&self, _: &Code, _: &Vec<u32>, m: &Take) -> String {
        let left = if m.left.is_empty() {
            "0".to_string()
        } else {
            let sizes: Vec<String> = m.left.iter().map(u32::to_string).collect();
            sizes.join("+")
        };
        format!("{}-{}={left}", m.heap, m.taken)
    }

    /// The first pile of the size the move takes from: heaps are sorted after a move, so the
    /// boards' rows cannot be matched.
    fn move_cells(
        &self,
        _: &Code,
        p: &Vec<u32>,
        m: &Take,
        _: &Board,
        _: &Vec<u32>,
    ) -> Vec<[usize; 2]> {
        p.iter()
            .position(|&h| h == m.heap)
            .map(|row| [row, 0])
            .into_iter()
            .collect()
    }

    fn takes_flags(&self) -> bool {
        true
    }

    /// `heap 0.77 (Kayles)`: the code, and the name the literature gives it.
    fn title(&self, code: &Code) -> String {
        match super::words::classic_name(code) {
            Some(name) => format!("heap {code} ({name})"),
            None => format!("heap {code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_reads_back_and_names_its_moves() {
        let (code, p) = HeapText.parse("kayles\n9, 5 7").unwrap();
        assert_eq!(p, [5, 7, 9]);
        assert_eq!(HeapText.write(&code, &p), "0.77\n5 7 9");
        let take = Take {
            heap: 7,
            taken: 1,
            left: vec![3, 3],
        };
        assert_eq!(HeapText.move_name(&code, &p, &take), "7-1=3+3");
        let e = HeapText.parse("0.7x\n3").unwrap_err();
        assert_eq!((e.line, e.column), (1, 4));
        let e = HeapText.parse("kayles\n3 x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:3: expected a heap size, a blank or ',', found 'x'"
        );
        let e = HeapText.parse("kayles\n1001").unwrap_err();
        assert!(e.message.contains("at most 1000"), "{e}");
        let e = HeapText.parse("kayles\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
        assert!(e.message.contains("expected the heaps"), "{e}");
        let (code, none) = HeapText.parse("kayles\n0").unwrap();
        assert!(none.is_empty());
        assert_eq!(HeapText.write(&code, &none), "0.77\n0");
        assert_eq!(HeapText.title(&code), "heap 0.77 (Kayles)");
        let (code, _) = HeapText.parse("0.123\n4").unwrap();
        assert_eq!(HeapText.title(&code), "heap 0.123");
    }
}
