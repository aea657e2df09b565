//! A game played in a terminal against perfect play, for every front end that has one (`cgsolve
//! play`, Python's `cgsolve.play`): the board, every move marked winning or losing with its
//! remoteness; a line of input is a move's number or name, `hint`, `undo` or `quit`. Lines come
//! from any source, so a pipe can drive it.

use super::{Kind, Limits, Mode, PlayError, Playable, Played, Verdict};
use crate::report::Report;
use crate::theory::outcome::Player;
use std::fmt::Display;
use std::io::{self, Write};

/// How a game is played in the terminal.
#[derive(Clone, Debug)]
pub struct Options {
    /// The computer makes the first move.
    pub computer_first: bool,
    /// In a partizan game, who moves first.
    pub first: Player,
    /// Misère play: the player who makes the last move loses.
    pub misere: bool,
    /// The budget of each position's analysis.
    pub limits: Limits,
    /// Whether to write `> ` before reading each line (input from a person, not a pipe).
    pub prompt: bool,
}

/// Why a game in the terminal stopped before its end.
#[derive(Debug, thiserror::Error)]
pub enum TerminalError {
    /// A position could not be analysed.
    #[error("{0}")]
    Play(#[from] PlayError),
    /// Reading a line failed.
    #[error("reading standard input failed: {0}")]
    Read(io::Error),
    /// Writing failed (a closed pipe, say).
    #[error("writing to standard output failed: {0}")]
    Write(io::Error),
}

/// One position of the game in play: its report, who made the move that led to it, and
/// whether the player is to move at it (a move that keeps the turn, a box completed in
/// Dots-and-Boxes, leaves its maker to move).
struct Turn {
    analysis: Report<Played>,
    by_computer: bool,
    yours: bool,
}

/// A game in play: the positions so far, the last one current.
pub struct Terminal<'a> {
    game: &'a dyn Playable,
    options: Options,
    title: String,
    turns: Vec<Turn>,
}

impl<'a> Terminal<'a> {
    /// The game `game` ready to be played from the position `text`: its first position
    /// analysed. A text that is not a position of the game is refused
    /// ([`PlayError::Parse`]).
    pub fn start(
        game: &'a dyn Playable,
        text: &str,
        options: Options,
    ) -> Result<Terminal<'a>, PlayError> {
        let mover = (game.kind() == Kind::Partizan).then_some(options.first);
        let first = analyse(game, options.misere, text, mover, &options.limits)?;
        let title = game.view(text)?.title;
        Ok(Terminal {
            game,
            title,
            turns: vec![Turn {
                analysis: first,
                by_computer: false,
                yours: !options.computer_first,
            }],
            options,
        })
    }

    /// Plays until the game ends, the player quits or `lines` end, writing to `out` and
    /// telling `warn` of a line that is not a command.
    pub fn play(
        mut self,
        lines: impl Iterator<Item = io::Result<String>>,
        out: &mut dyn Write,
        warn: &mut dyn FnMut(&str),
    ) -> Result<(), TerminalError> {
        let mut session = Session {
            terminal: &mut self,
            out,
        };
        let title = format!("Playing {}.", session.terminal.title);
        session.say(title)?;
        if session.terminal.options.misere {
            session.say("Misère play: the player who makes the last move loses.")?;
        }
        session.run(lines, warn)?;
        session.out.flush().map_err(TerminalError::Write)
    }
}

/// A game in play with the output it writes to.
struct Session<'t, 'a> {
    terminal: &'t mut Terminal<'a>,
    out: &'t mut dyn Write,
}

/// The analysis of `text` under normal or misère play.
fn analyse(
    game: &dyn Playable,
    misere: bool,
    text: &str,
    mover: Option<Player>,
    limits: &Limits,
) -> Result<Report<Played>, PlayError> {
    let mode = if misere { Mode::Misere } else { Mode::Normal };
    game.analyse_in(mode, text, mover, limits)
}

impl Session<'_, '_> {
    fn now(&self) -> &Report<Played> {
        let turns = &self.terminal.turns;
        &turns[turns.len() - 1].analysis
    }

    /// Plays until the game ends, the player quits or `lines` end.
    fn run(
        &mut self,
        mut lines: impl Iterator<Item = io::Result<String>>,
        warn: &mut dyn FnMut(&str),
    ) -> Result<(), TerminalError> {
        self.computer_moves()?;
        let mut changed = true;
        loop {
            if changed {
                self.show()?;
            }
            changed = false;
            if self.now().facts.moves.is_empty() {
                let end = self.ending(self.yours());
                return self.say(end);
            }
            if self.terminal.options.prompt {
                write!(self.out, "> ").map_err(TerminalError::Write)?;
            }
            self.out.flush().map_err(TerminalError::Write)?;
            let Some(line) = lines.next() else {
                return Ok(());
            };
            let line = line.map_err(TerminalError::Read)?;
            let word = line.trim();
            match word {
                "" => {}
                "quit" | "q" => return Ok(()),
                "hint" => {
                    let a = self.now();
                    let best = &a.facts.moves[a.facts.best.unwrap_or(0)];
                    let mut line = format!(
                        "hint: {} ({})",
                        best.name,
                        mark(best.verdict, best.remoteness)
                    );
                    // The board after it, its cells marked, where cells can be matched.
                    let after = self.terminal.game.view(&best.position).ok();
                    if let Some(marked) = after.and_then(|v| a.facts.drawing.marked(&v.drawing)) {
                        line = format!("{line}\n{}", marked.trim_end());
                    }
                    self.say(line)?;
                }
                "undo" => changed = self.undo()?,
                _ => match self.now().find_move(word) {
                    Some(i) => {
                        let chosen = self.now().facts.moves[i].clone();
                        self.say(format_args!("you play {}", chosen.name))?;
                        self.advance(&chosen.position, false, chosen.again)?;
                        if self.now().facts.moves.is_empty() {
                            let board = self.now().facts.drawing.to_text();
                            write!(self.out, "\n{board}").map_err(TerminalError::Write)?;
                            let end = self.ending(self.yours());
                            return self.say(end);
                        }
                        self.computer_moves()?;
                        changed = true;
                    }
                    None => warn(&format!(
                        "expected a move number (1 to {}), a move name, hint, undo or quit; found '{word}'",
                        self.now().facts.moves.len()
                    )),
                },
            }
        }
    }

    /// What is said when the game is over with `yours` the turn: the player without a move
    /// loses (wins under misère play); a game decided by its final position says who won it.
    fn ending(&self, yours: bool) -> &'static str {
        let a = self.now();
        let scored = self.terminal.game.kind() == Kind::Scored;
        let to_move_wins = match a.facts.verdict {
            Verdict::Tie if scored => return "The game is over: a tie.",
            outcome if scored => outcome == Verdict::Win,
            _ => self.terminal.options.misere,
        };
        match (scored, yours, yours == to_move_wins) {
            (true, _, true) => "The game is over: you win.",
            (true, _, false) => "The game is over: cgsolve wins.",
            (false, true, true) => "No move left for you: you win.",
            (false, true, false) => "No move left for you: cgsolve wins.",
            (false, false, true) => "No move left for cgsolve: you win.",
            (false, false, false) => "No move left for cgsolve: cgsolve wins.",
        }
    }

    /// Writes one line.
    fn say(&mut self, line: impl Display) -> Result<(), TerminalError> {
        writeln!(self.out, "{line}").map_err(TerminalError::Write)
    }

    /// Whether the player is to move at the current position.
    fn yours(&self) -> bool {
        let turns = &self.terminal.turns;
        turns[turns.len() - 1].yours
    }

    /// The computer plays its best moves while it is its turn and it has a move.
    fn computer_moves(&mut self) -> Result<(), TerminalError> {
        while !self.yours() {
            let a = self.now();
            let Some(best) = a.facts.best else {
                return Ok(());
            };
            let chosen = a.facts.moves[best].clone();
            self.say(format_args!(
                "cgsolve plays {} ({})",
                chosen.name,
                mark(chosen.verdict, chosen.remoteness)
            ))?;
            self.advance(&chosen.position, true, chosen.again)?;
        }
        Ok(())
    }

    /// Analyses the position after a move and makes it the current one; `again`: the move's
    /// maker moves again.
    fn advance(
        &mut self,
        position: &str,
        by_computer: bool,
        again: bool,
    ) -> Result<(), TerminalError> {
        let mover = self.now().facts.mover.map(Player::opponent);
        let t = &mut *self.terminal;
        let analysis = analyse(t.game, t.options.misere, position, mover, &t.options.limits)?;
        t.turns.push(Turn {
            analysis,
            by_computer,
            yours: by_computer != again,
        });
        Ok(())
    }

    /// Takes back the player's last move and the computer's answer to it; whether there was
    /// one.
    fn undo(&mut self) -> Result<bool, TerminalError> {
        let turns = &self.terminal.turns;
        let mut back = turns.len() - 1;
        while back > 0 && turns[back].by_computer {
            back -= 1;
        }
        if back == 0 {
            self.say("nothing to undo")?;
            return Ok(false);
        }
        // `back` is the position after the player's move: return to the one before it.
        self.terminal.turns.truncate(back);
        self.say("undone")?;
        Ok(true)
    }

    fn show(&mut self) -> Result<(), TerminalError> {
        let a = self.now();
        let mut text = String::new();
        text.push('\n');
        text.push_str(&a.facts.drawing.to_text());
        if let Some(value) = &a.value {
            text.push_str(&format!("value {value}; "));
        }
        // The verb agrees with the player to move: "you win", "cgsolve wins".
        let (player, s) = if self.yours() {
            ("you", "")
        } else {
            ("cgsolve", "s")
        };
        let who = match a.facts.mover {
            Some(p) => format!("{player} ({p}) "),
            None => format!("{player} "),
        };
        text.push_str(&match (a.facts.verdict, a.remoteness) {
            (Verdict::Draw, _) => {
                format!("{who}draw{s} with best play: neither side can force a win\n")
            }
            (outcome, remoteness) => {
                let word = match outcome {
                    Verdict::Win => "win",
                    Verdict::Tie => "tie",
                    _ => "lose",
                };
                let to_the_end = match remoteness {
                    Some(r) => format!("{r} move{} to the end", if r == 1 { "" } else { "s" }),
                    None => "read from the values of its regions".to_string(),
                };
                format!("{who}{word}{s} with best play, {to_the_end}\n")
            }
        });
        for region in &a.parts {
            let position = region.describe.replace('\n', "|");
            text.push_str(&format!("  region {position}: {}\n", region.value));
        }
        for (i, m) in a.facts.moves.iter().enumerate() {
            let value = m
                .value
                .as_ref()
                .map(|v| format!(", leaves {v}"))
                .unwrap_or_default();
            text.push_str(&format!(
                "{:>3}. {:<10} {}{value}\n",
                i + 1,
                m.name,
                mark(m.verdict, m.remoteness)
            ));
        }
        self.out
            .write_all(text.as_bytes())
            .map_err(TerminalError::Write)
    }
}

/// `wins, 3 moves left`, `loses, 4 moves left`, `ties, 2 moves left` or `draws`, for the player making the move
/// (`wins` alone when the remoteness is unknown).
fn mark(outcome: Verdict, remoteness: Option<u32>) -> String {
    let word = match outcome {
        Verdict::Win => "wins",
        Verdict::Lose => "loses",
        Verdict::Tie => "ties",
        Verdict::Draw => return "draws: best play goes on forever".to_string(),
    };
    match remoteness {
        Some(r) => format!("{word}, {r} move{} left", if r == 1 { "" } else { "s" }),
        None => word.to_string(),
    }
}
