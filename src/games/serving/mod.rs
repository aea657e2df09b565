//! The one generic server of each kind of ruleset: it reads a ruleset's positions one a line
//! and answers each as the command line, `--explain`, `--json` and Python ask. `classic`
//! serves the short partizan rulesets (canonical values, parts, outcome-only searches),
//! `impartial` the short impartial ones (nim values), `loopy` the partizan rulesets whose
//! positions repeat (stoppers and sides), `loopy_impartial` the impartial ones (win, lose or
//! draw, with Smith's values) and `scored` those decided by the final position (win, lose or
//! tie).

pub mod certified;
pub mod classic;
pub mod impartial;
pub mod loopy;
pub mod loopy_impartial;
pub mod scored;

/// A position for the servers' own tests: numbers on one line, separated by blanks.
#[cfg(test)]
pub(crate) mod testing {
    use crate::text::{Cursor, ParseError, PositionText};
    use std::fmt;

    /// Numbers on one line (heaps, counters), each a part.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Numbers(pub Vec<u32>);

    impl fmt::Display for Numbers {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let numbers: Vec<String> = self.0.iter().map(u32::to_string).collect();
            f.write_str(&numbers.join(" "))
        }
    }

    impl PositionText for Numbers {
        fn parse(text: &[u8], line: usize, first_column: usize) -> Result<Numbers, ParseError> {
            let mut c = Cursor::within_line(text, line, first_column);
            let mut numbers = Vec::new();
            while !c.at_end() {
                numbers.push(c.number_on_line("a number")? as u32);
            }
            Ok(Numbers(numbers))
        }
    }

    impl Numbers {
        /// Each number alone, the parts of the position.
        pub fn each(&self) -> Vec<Numbers> {
            self.0.iter().map(|&n| Numbers(vec![n])).collect()
        }
    }
}
