//! Every search of the registry's games reports its progress to the hook the program installs
//! (the command line's bar): that a question began, how far it has got, that it is over. A
//! recording hook that asks to hear at every reading of the clock stands in for the bar. The
//! loopy comparisons of the calculator report theirs the same way.

use cgsolve::answer::run::Style;
use cgsolve::games::answering::AnswerInput;
use cgsolve::games::registry::GameCommand;
use cgsolve::progress::{Progress, set_progress_maker};
use cgsolve::theory::canonical::Arena;
use cgsolve::theory::loopy::parse_loopy;
use clap::Parser;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a hook heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heard {
    Began,
    Update(u64),
    Finish,
}

/// Everything every hook heard, by the name of its work.
static HEARD: Mutex<Vec<(String, Heard)>> = Mutex::new(Vec::new());

/// A hook that records what it hears, asking to hear at every reading of the clock.
struct Recorder(String);

impl Recorder {
    fn record(&self, heard: Heard) {
        HEARD.lock().unwrap().push((self.0.clone(), heard));
    }
}

impl Progress for Recorder {
    fn update(&mut self, done: u64, _: Option<u64>) {
        self.record(Heard::Update(done));
    }
    fn finish(&mut self) {
        self.record(Heard::Finish);
    }
    fn began(&mut self, _: Instant) {
        self.record(Heard::Began);
    }
    fn every(&self) -> Option<Duration> {
        Some(Duration::ZERO)
    }
}

fn recorder(what: &str) -> Box<dyn Progress + Send> {
    Box::new(Recorder(what.to_string()))
}

/// The command line's game subcommands.
#[derive(Parser)]
struct Command {
    #[command(subcommand)]
    game: GameCommand,
}

/// The answers of `cgsolve ARGS` to `input`, through the registry.
fn answer(args: &[&str], input: &str) -> String {
    let words = std::iter::once("cgsolve").chain(args.iter().copied());
    let command = Command::try_parse_from(words).expect("the arguments");
    let input = input.as_bytes();
    let answered = command.game.visit(AnswerInput {
        input,
        style: Style::Contest,
    });
    answered.expect("an answer")
}

/// What the hooks of the work named `what` heard, in order.
fn heard(what: &str) -> Vec<Heard> {
    let heard = HEARD.lock().unwrap();
    heard
        .iter()
        .filter(|(name, _)| name == what)
        .map(|&(_, heard)| heard)
        .collect()
}

#[test]
fn every_kind_of_search_reports_each_question_from_its_start_to_its_end() {
    assert!(set_progress_maker(recorder), "no other maker in this test");
    let searches: [(&[&str], &str, &str); 8] = [
        (
            &["partizan-subtraction", "--left", "1,3", "--right", "2,3"],
            "30\n",
            "partizan-subtraction: value search",
        ),
        (
            &[
                "partizan-subtraction",
                "--left",
                "1,3",
                "--right",
                "2,3",
                "--outcome-only",
            ],
            "2000\n",
            "partizan-subtraction: outcome search",
        ),
        (&["clobber"], "xoxo|oxox|xoxo\n", "clobber: value search"),
        (&["amazons"], "x...|...o\n", "amazons: value search"),
        (
            &["domineering", "--outcome-only"],
            "....|....|....|....\n",
            "domineering: outcome search",
        ),
        (&["cram"], "4x5\n", "cram: search"),
        (&["mnk"], "...|...|...\n", "mnk: search"),
        (
            &["backsliding-toads-and-frogs"],
            "TT...FF\n",
            "backsliding-toads-and-frogs: game graph",
        ),
    ];
    for (args, input, what) in searches {
        assert!(!answer(args, input).is_empty(), "{what}");
        let heard = heard(what);
        // One question: it began, its work was told at least once and in order, and it ended.
        assert_eq!(heard.first(), Some(&Heard::Began), "{what}: {heard:?}");
        assert_eq!(heard.last(), Some(&Heard::Finish), "{what}: {heard:?}");
        let done: Vec<u64> = heard
            .iter()
            .filter_map(|h| match h {
                Heard::Update(done) => Some(*done),
                _ => None,
            })
            .collect();
        assert!(!done.is_empty(), "{what}: {heard:?}");
        assert!(done.windows(2).all(|w| w[0] <= w[1]), "{what}: {done:?}");
        assert_eq!(heard.len(), done.len() + 2, "{what}: one question");
    }
    // The theory's one search: a large loopy sum's comparisons, each a question of its own.
    let sum = parse_loopy(&mut Arena::new(), "*300 + upon", usize::MAX);
    assert!(matches!(sum, Ok(Ok(_))), "*300 + upon is valued");
    let heard = heard("comparing loopy positions");
    assert_eq!(heard.first(), Some(&Heard::Began), "{heard:?}");
    assert_eq!(heard.last(), Some(&Heard::Finish), "{heard:?}");
    let count = |h: Heard| heard.iter().filter(|&&x| x == h).count();
    assert_eq!(count(Heard::Began), count(Heard::Finish), "{heard:?}");
    assert!(
        heard.iter().any(|h| matches!(h, Heard::Update(_))),
        "{heard:?}"
    );
}
