//! `cgsolve play GAME [FILE | -p TEXT]`: play a position against perfect play in the terminal.
//! Moves come from standard input, one a line, so a pipe can drive it.

use super::Run;
use super::error::{CliError, warn};
use super::output::{Stdout, write_failed};
use cgsolve::Player;
use cgsolve::answer::flags::{InputArgs, MemoryArgs};
use cgsolve::games::{registry, rule_files};
use cgsolve::play::{Kind, Limits, Mode, PlayError, Playable, Played, Verdict};
use cgsolve::report::Report;
use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Write};
use std::time::Duration;

/// Play a position against perfect play: the board, every move marked winning or losing with
/// its remoteness; type a move's number or name, `hint`, `undo` or `quit`.
#[derive(clap::Args, Debug)]
#[command(
    mut_arg("file", |a| a.help(
        "A file holding the starting position in the game's format (the game's example when \
         neither FILE nor -p is given)"
    )),
    mut_arg("position", |a| a.help("The starting position as text")),
    mut_arg("memory", |a| a.help(
        "The most memory to use (512M, 4G, ...): --max-positions must fit in it"
    )),
)]
pub struct PlayArgs {
    /// The game.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(registry::PLAYABLE.iter().map(|g| g.name())),
          required_unless_present = "rules")]
    game: Option<String>,
    /// The game of a rule file (docs/rule-files.md) instead of one of cgsolve's, starting from
    /// its `start` position.
    #[arg(long, value_name = "FILE", conflicts_with = "game")]
    rules: Option<std::path::PathBuf>,
    #[command(flatten)]
    input: InputArgs,
    /// The computer makes the first move.
    #[arg(long)]
    computer_first: bool,
    /// In a partizan game, who moves first: left or right.
    #[arg(long, value_parser = parse_player, default_value = "left")]
    first: Player,
    /// At most this many positions searched for one position's analysis (default: two
    /// million, or as many as the memory limit holds).
    #[arg(long)]
    max_positions: Option<u64>,
    /// At most this many seconds for one position's analysis.
    #[arg(long, default_value_t = Limits::default().time.as_secs_f64())]
    max_seconds: f64,
    /// Misère play: the player who makes the last move loses (an impartial game's values are
    /// then misère canonical forms, a partizan game's left out).
    #[arg(long)]
    misere: bool,
    #[command(flatten)]
    limit: MemoryArgs,
}

/// `left` or `right`, in any case.
pub fn parse_player(s: &str) -> Result<Player, String> {
    match s.to_ascii_lowercase().as_str() {
        "left" => Ok(Player::Left),
        "right" => Ok(Player::Right),
        _ => Err(format!("expected left or right, found '{s}'")),
    }
}

/// One position of the game in play: its report, who made the move that led to it, and
/// whether the player is to move at it (a move that keeps the turn, a box completed in
/// Dots-and-Boxes, leaves its maker to move).
struct Turn {
    analysis: Report<Played>,
    by_computer: bool,
    yours: bool,
}

impl Run for PlayArgs {
    fn run(self) -> Result<(), CliError> {
        let game = match (&self.rules, &self.game) {
            (Some(path), _) => {
                rule_files::playable(path).map_err(|e| CliError::input(e.to_string()))?
            }
            (None, Some(name)) => registry::find_playable(name)
                .ok_or_else(|| CliError::input(format!("no game named '{name}'")))?,
            (None, None) => return Err(CliError::input("expected a game or --rules FILE")),
        };
        if !(self.max_seconds.is_finite() && self.max_seconds > 0.0) {
            return Err(CliError::input(
                "--max-seconds: expected a positive number of seconds",
            ));
        }
        let memory = self.limit.memory;
        let limits = Limits {
            positions: self
                .max_positions
                .unwrap_or_else(|| Limits::positions_within(1, memory)),
            time: Duration::from_secs_f64(self.max_seconds.min(1e6)),
        };
        limits
            .fit(1, memory)
            .map_err(|message| CliError::input(format!("--max-positions: {message}")))?;
        let (source, text) = match (&self.input.file, &self.input.position) {
            (Some(path), _) => match std::fs::read_to_string(path) {
                Ok(text) => (path.display().to_string(), text),
                Err(e) => return Err(CliError::input(format!("{}: {e}", path.display()))),
            },
            (None, Some(text)) => ("-p".to_string(), text.clone()),
            (None, None) => ("example".to_string(), game.example().to_string()),
        };
        let mover = (game.kind() == Kind::Partizan).then_some(self.first);
        let first = analyse(game, self.misere, &text, mover, &limits).map_err(|e| match e {
            PlayError::Parse(_) => CliError::input(format!("{source}:{e}")),
            e => CliError::input(e.to_string()),
        })?;
        let mut session = Session {
            game,
            limits,
            turns: vec![Turn {
                analysis: first,
                by_computer: false,
                yours: !self.computer_first,
            }],
            out: Stdout::new(),
            prompt: io::stdin().is_terminal(),
            misere: self.misere,
        };
        let title = game
            .view(&text)
            .map_err(|e| CliError::input(e.to_string()))?
            .title;
        session.say(format!("Playing {title}."))?;
        if self.misere {
            session.say("Misère play: the player who makes the last move loses.")?;
        }
        session.play()?;
        session.out.finish()
    }
}

struct Session {
    game: &'static dyn Playable,
    limits: Limits,
    turns: Vec<Turn>,
    out: Stdout,
    prompt: bool,
    /// Whether the player who makes the last move loses.
    misere: bool,
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

impl Session {
    fn now(&self) -> &Report<Played> {
        &self.turns[self.turns.len() - 1].analysis
    }

    /// Plays until the game ends, the player quits or standard input ends.
    fn play(&mut self) -> Result<(), CliError> {
        self.computer_moves()?;
        let stdin = io::stdin();
        let mut lines = stdin.lock().lines();
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
            if self.prompt {
                write!(self.out, "> ").map_err(write_failed)?;
            }
            self.out.flush().map_err(write_failed)?;
            let Some(line) = lines.next() else {
                return Ok(());
            };
            let line = line
                .map_err(|e| CliError::internal(format!("reading standard input failed: {e}")))?;
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
                    let after = self.game.view(&best.position).ok();
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
                            write!(self.out, "\n{board}").map_err(write_failed)?;
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
        let scored = self.game.kind() == Kind::Scored;
        let to_move_wins = match a.facts.verdict {
            Verdict::Tie if scored => return "The game is over: a tie.",
            outcome if scored => outcome == Verdict::Win,
            _ => self.misere,
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

    /// Writes one line to standard output.
    fn say(&mut self, line: impl Display) -> Result<(), CliError> {
        writeln!(self.out, "{line}").map_err(write_failed)
    }

    /// Whether the player is to move at the current position.
    fn yours(&self) -> bool {
        self.turns[self.turns.len() - 1].yours
    }

    /// The computer plays its best moves while it is its turn and it has a move.
    fn computer_moves(&mut self) -> Result<(), CliError> {
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
    fn advance(&mut self, position: &str, by_computer: bool, again: bool) -> Result<(), CliError> {
        let mover = self.now().facts.mover.map(Player::opponent);
        let analysis = analyse(self.game, self.misere, position, mover, &self.limits)
            .map_err(|e| CliError::input(e.to_string()))?;
        self.turns.push(Turn {
            analysis,
            by_computer,
            yours: by_computer != again,
        });
        Ok(())
    }

    /// Takes back the player's last move and the computer's answer to it; whether there was
    /// one.
    fn undo(&mut self) -> Result<bool, CliError> {
        let mut back = self.turns.len() - 1;
        while back > 0 && self.turns[back].by_computer {
            back -= 1;
        }
        if back == 0 {
            self.say("nothing to undo")?;
            return Ok(false);
        }
        // `back` is the position after the player's move: return to the one before it.
        self.turns.truncate(back);
        self.say("undone")?;
        Ok(true)
    }

    fn show(&mut self) -> Result<(), CliError> {
        let a = &self.turns[self.turns.len() - 1].analysis;
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
        self.out.write_all(text.as_bytes()).map_err(write_failed)
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
