//! What every fuzz target checks of one input, shared by the fuzz targets (`fuzz/`) and by the
//! corpus replay in `cargo test` (`tests/fuzz_corpus.rs`): a parser never panics, its error
//! points inside the input, and on small inputs the answer and the report agree.

use cgsolve::{Contest, ParseError};

/// Inputs at most this long are also answered, not only parsed (longer ones may be slow by
/// design, a side-5 sweets board say, which is not what fuzzing looks for).
const ANSWER_UP_TO: usize = 48;

/// Checks that `error` names a line and column inside `input` (or just past its end).
pub fn error_points_inside(input: &[u8], error: &ParseError) {
    let lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    assert!(
        (1..=lines.len()).contains(&error.line),
        "line {} outside 1..={}: {error}",
        error.line,
        lines.len()
    );
    let width = lines[error.line - 1].len();
    assert!(
        (1..=width + 1).contains(&error.column),
        "column {} outside 1..={} of line {}: {error}",
        error.column,
        width + 1,
        error.line
    );
    assert!(!error.message.is_empty(), "an error without a message");
}

/// Parses `input` as `game`'s contest format; small inputs are answered too, and each answer
/// must equal the report's.
pub fn contest<G: Contest>(mut game: G, input: &[u8]) {
    match game.parse(input) {
        Err(error) => error_points_inside(input, &error),
        Ok(cases) => {
            if input.len() > ANSWER_UP_TO {
                return;
            }
            for case in &cases {
                let answer = game.answer(case);
                let report = game.report(case);
                match (answer, report) {
                    (Ok(answer), Ok(report)) => assert_eq!(answer, report.answer),
                    (Err(a), Err(r)) => assert_eq!(a, r),
                    (a, r) => panic!("answer {a:?} and report {r:?} disagree"),
                }
            }
        }
    }
}

/// Loads `input` as a `--dict` word list.
pub fn word_list(input: &[u8]) {
    if let Err(error) = cgsolve::games::contests::wordplay::Dictionary::from_word_list(input) {
        error_points_inside(input, &error);
    }
}

/// Parses `input` as `game`'s format without answering: the values of even small boards of
/// the classic games may take long by design, which is not what fuzzing looks for.
pub fn parse_only<G: Contest>(mut game: G, input: &[u8]) {
    if let Err(error) = game.parse(input) {
        error_points_inside(input, &error);
    }
}

/// Expressions at most this long are evaluated: a sum of many hot games may take long by
/// design.
const EVALUATE_UP_TO: usize = 40;

/// The memory a value may take here: past it, `cgsolve value` refuses the expression, which
/// is an answer, not a hang.
const VALUE_MEMORY: usize = 64 << 20;

/// Reads `input` as a game in CGSuite notation: the error's column lies inside the text, and
/// a game printed then read back is the same game.
pub fn value_notation(input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    if text.len() > EVALUATE_UP_TO {
        return;
    }
    let mut arena = cgsolve::Arena::new();
    // Past the limit the work stops, refused: nothing more to check.
    let _ = read_back(&mut arena.limited(VALUE_MEMORY), text);
}

/// The checks of [`value_notation`] within `arena`'s limit.
fn read_back(
    arena: &mut cgsolve::theory::canonical::Limited,
    text: &str,
) -> Result<(), cgsolve::theory::canonical::LimitExceeded> {
    match arena.parse_game(text)? {
        Ok(game) => {
            let printed = arena.to_notation(game)?;
            let again = arena
                .parse_game(&printed)?
                .unwrap_or_else(|e| panic!("{printed:?}, printed from {text:?}, reads as {e}"));
            assert_eq!(again, game, "{text:?} printed as {printed:?}");
        }
        Err(error) => assert!(
            (1..=text.chars().count() + 1).contains(&error.column),
            "column {} outside {text:?}",
            error.column
        ),
    }
    Ok(())
}

/// Reads `input` as a take-and-break code: the error's column lies inside the text, and a
/// code printed then read back is the same code.
pub fn heap_code(input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    match text.parse::<cgsolve::games::impartial::heap::Code>() {
        Ok(code) => {
            let printed = code.to_string();
            assert_eq!(printed.parse(), Ok(code), "{text:?} printed as {printed:?}");
        }
        Err(error) => assert!(
            (1..=text.chars().count() + 1).contains(&error.column),
            "column {} outside {text:?}",
            error.column
        ),
    }
}

/// The memory a fuzzed input's game is given: half the fuzzer's own limit.
pub const MEMORY: cgsolve::engine::memory::MemoryLimit =
    cgsolve::engine::memory::MemoryLimit::from_mib(1024);

/// World of Darkraft's contest within [`MEMORY`].
pub fn darkraft() -> cgsolve::games::contests::darkraft::format::Darkraft {
    Contest::new(&cgsolve::NoOptions {}, MEMORY).expect("no options")
}

/// Reads the rest of `input` as the game of the registry its first byte picks: as its
/// contest's input, parsed without answering (the values of even small boards of the classic
/// games may take long by design, which is not what fuzzing looks for), and as a position of
/// its face, whose normalised text reads back to itself.
pub fn games(input: &[u8]) {
    use cgsolve::games::registry::{GAMES, each_game};
    let Some((&pick, rest)) = input.split_first() else {
        return;
    };
    each_game(&mut Picked {
        pick: usize::from(pick) % GAMES.len(),
        at: 0,
        input: rest,
    });
}

/// The game [`games`] picked and the input it reads.
struct Picked<'a> {
    pick: usize,
    at: usize,
    input: &'a [u8],
}

impl cgsolve::games::registry::EachGame for Picked<'_> {
    fn game<G: cgsolve::games::game::Game>(&mut self) {
        if self.at == self.pick {
            let options =
                cgsolve::games::registry::example_options::<G>().expect("the example's flags");
            parse_only(
                G::new(&options, MEMORY).expect("default options"),
                self.input,
            );
            face(
                cgsolve::games::registry::find_playable(G::NAME).expect("playable"),
                self.input,
            );
        }
        self.at += 1;
    }
}

/// Reads `input` as a position of `game`'s face: an error points inside it; a position read
/// is written as text that reads back to the same text.
fn face(game: &dyn cgsolve::play::Playable, input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    match game.view(text) {
        Err(cgsolve::play::PlayError::Parse(error)) => error_points_inside(input, &error),
        Err(other) => panic!("{}: {other} reading {text:?}", game.name()),
        Ok(view) => {
            let again = game.view(&view.position).unwrap_or_else(|e| {
                panic!("{:?}, written from {text:?}, reads as {e}", view.position)
            });
            assert_eq!(again.position, view.position, "{text:?}");
        }
    }
}

/// Answers `input` as the body of `POST /api/view` and of `POST /api/solve`, with the
/// functions the server's handlers call: a refusal is a 4xx with a reason; an answer is JSON
/// that parses back, names the game asked for, and its normalised position reads back to
/// itself.
pub fn api_body(input: &[u8]) {
    use cgsolve::server::answer;
    let limits = cgsolve::play::Limits {
        positions: 20_000,
        time: std::time::Duration::from_millis(200),
    };
    for solve in [false, true] {
        match answer(input, solve, &limits) {
            Err(e) => assert!(
                e.status().is_client_error() && !e.message().is_empty(),
                "{} {:?} for {:?}",
                e.status(),
                e.message(),
                String::from_utf8_lossy(input)
            ),
            Ok(json) => {
                let text = serde_json::to_string(&json).expect("a JSON value prints");
                let again: serde_json::Value =
                    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(again, json);
                let asked: serde_json::Value = serde_json::from_slice(input).expect("accepted");
                assert_eq!(json["game"], asked["game"], "{text}");
                let position = json["position"].as_str().expect("a position text");
                let body = serde_json::json!({ "game": json["game"], "position": position });
                let view = answer(body.to_string().as_bytes(), false, &limits)
                    .unwrap_or_else(|e| panic!("{position:?} does not read back: {}", e.message()));
                assert_eq!(view["position"], json["position"], "{text}");
            }
        }
    }
}

/// Reads `input` with the readers of the other value notations: misère forms (`*[2#0]`),
/// loopy games (`a{0|a}`, `on & 0`) and game trees kept as written (`--misere-outcome`,
/// `--misere-dicot`). Each error's column lies inside the text; a misère form and a loopy
/// value printed then read back are the same; a dicot's canonical form read back as written
/// is its own canonical form and equivalent to it.
pub fn value_forms(input: &[u8]) {
    each_value_form(input, |text, column_inside| {
        misere_form(text, &column_inside);
        loopy_value(text, &column_inside);
        written_tree(text, &column_inside);
    });
}

/// [`value_forms`]' check of a loopy game alone (`a{0|a}`, `on + 99999999999`), for a campaign
/// of its own.
pub fn loopy_values(input: &[u8]) {
    each_value_form(input, |text, column_inside| {
        loopy_value(text, &column_inside)
    });
}

/// [`value_forms`]' check of a misère form alone (`*[2#0]`), for a campaign of its own.
pub fn misere_forms(input: &[u8]) {
    each_value_form(input, |text, column_inside| {
        misere_form(text, &column_inside)
    });
}

/// Runs `check` on `input` as text of at most [`EVALUATE_UP_TO`] bytes, with a check that a
/// column lies inside it.
fn each_value_form(input: &[u8], check: impl Fn(&str, &dyn Fn(usize))) {
    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    if text.len() > EVALUATE_UP_TO {
        return;
    }
    let column_inside = |column: usize| {
        assert!(
            (1..=text.chars().count() + 1).contains(&column),
            "column {column} outside {text:?}"
        )
    };
    check(text, &column_inside);
}

fn misere_form(text: &str, column_inside: &dyn Fn(usize)) {
    let mut arena = cgsolve::theory::misere::MisereArena::with_limit(VALUE_MEMORY);
    let Ok(read) = arena.parse_game(text) else {
        return;
    };
    match read {
        Err(error) => column_inside(error.column),
        Ok(game) => {
            let Ok(printed) = arena.to_notation(game) else {
                return;
            };
            let printed = readable(&printed);
            let Ok(again) = arena.parse_game(&printed) else {
                return;
            };
            let again = again.unwrap_or_else(|e| panic!("{printed:?}, from {text:?}: {e}"));
            assert_eq!(again, game, "{text:?} printed as {printed:?}");
        }
    }
}

/// A printed misère form as it is read back: CGSuite prints the game whose options are nim
/// heaps of one digit each as those digits (`*[853]`), which CGSuite and cgsolve read as one
/// heap (`*[&853;]`), so those digits are written apart (`*[8,5,3]`).
fn readable(printed: &str) -> String {
    match printed.strip_prefix("*[").and_then(|p| p.strip_suffix(']')) {
        Some(inner) if inner.len() > 1 && inner.bytes().all(|b| b.is_ascii_digit()) => {
            let digits: Vec<String> = inner.chars().map(String::from).collect();
            format!("*[{}]", digits.join(","))
        }
        _ => printed.to_string(),
    }
}

fn loopy_value(text: &str, column_inside: &dyn Fn(usize)) {
    use cgsolve::theory::loopy::{LoopyExpression, notation::to_notation, parse_loopy};
    let mut arena = cgsolve::Arena::new();
    let Ok(read) = parse_loopy(&mut arena, text, VALUE_MEMORY) else {
        return;
    };
    match read {
        Err(error) => column_inside(error.column),
        Ok(LoopyExpression::Bool(_)) => {}
        Ok(LoopyExpression::Value(value)) => {
            let printed = to_notation(&mut arena, &value);
            let Ok(again) = parse_loopy(&mut arena, &printed, VALUE_MEMORY) else {
                return;
            };
            match again {
                Ok(LoopyExpression::Value(again)) => assert!(
                    again.equals(&value),
                    "{text:?} printed as {printed:?}, which reads as another value"
                ),
                other => panic!("{printed:?}, printed from {text:?}, reads as {other:?}"),
            }
        }
    }
}

fn written_tree(text: &str, column_inside: &dyn Fn(usize)) {
    use cgsolve::theory::canonical::notation::literal::LiteralExpression;
    let mut arena = cgsolve::Arena::new();
    let mut limited = arena.limited(VALUE_MEMORY);
    let mut trees = cgsolve::theory::dicot::Trees::with_limit(VALUE_MEMORY);
    let Ok(read) = limited.parse_literal(&mut trees, text) else {
        return;
    };
    let game = match read {
        Err(error) => return column_inside(error.column),
        Ok(LiteralExpression::Comparison(..)) => return,
        Ok(LiteralExpression::Game(game)) => game,
    };
    if trees.misere_outcome(game).is_err() || !trees.is_dicot(game) {
        return;
    }
    let Ok(form) = trees.dicot_canonical(game) else {
        return;
    };
    let printed = trees.to_notation(form);
    let Ok(Ok(LiteralExpression::Game(again))) = limited.parse_literal(&mut trees, &printed) else {
        panic!("{printed:?}, the dicot form of {text:?}, does not read back as one game");
    };
    if let (Ok(form_again), Ok(equivalent)) =
        (trees.dicot_canonical(again), trees.equivalent(game, again))
    {
        assert_eq!(form_again, form, "{printed:?} is not its own dicot form");
        assert!(equivalent, "{text:?} and its dicot form {printed:?} differ");
    }
}

/// Reads `input` in CGSuite's graph notation (`L-.-.-.-L`, `1:2,3;2:3`) with the letters its
/// first byte picks (Col's and Snort's vertex labels, Hackenbush's edge colours, none): an
/// error points inside it; a graph read is printed in its normal numbering, which reads back as
/// the same graph, and read as written it has the labels the graph has.
pub fn graph_strings(input: &[u8]) {
    use cgsolve::games::boards::graph::{Alphabet, Graph};
    const ALPHABETS: [Alphabet; 3] = [
        Alphabet {
            vertex_labels: b"LR",
            edge_kinds: b"-",
        },
        Alphabet {
            vertex_labels: b"",
            edge_kinds: b"lre",
        },
        Alphabet {
            vertex_labels: b"",
            edge_kinds: b"-",
        },
    ];
    let Some((&pick, text)) = input.split_first() else {
        return;
    };
    let alphabet = ALPHABETS[usize::from(pick) % ALPHABETS.len()];
    match Graph::parse(text, alphabet, 1, 1) {
        Err(error) => error_points_inside(text, &error),
        Ok(graph) => {
            let printed = graph.display(alphabet).to_string();
            let again = Graph::parse(printed.as_bytes(), alphabet, 1, 1)
                .unwrap_or_else(|e| panic!("{printed:?}, printed from {text:?}, reads as {e}"));
            assert_eq!(again, graph, "{text:?} printed as {printed:?}");
            let written = Graph::parse_edges(text, alphabet, 1, 1)
                .unwrap_or_else(|e| panic!("{text:?} reads as a graph but not as written: {e}"));
            assert_eq!(written.labels.len(), graph.len(), "{text:?}");
        }
    }
}

/// Reads the rest of `input` as a position of a game whose rules take flags (the first byte
/// picks it), its first line the flags (`--max-jump 2`, `--left 1,3 --right 2`): an error points
/// inside it; a position read is written as text that reads back to itself.
pub fn rule_flags(input: &[u8]) {
    let games: Vec<&dyn cgsolve::play::Playable> = cgsolve::games::registry::PLAYABLE
        .iter()
        .copied()
        .filter(|g| g.takes_flags())
        .collect();
    let Some((&pick, rest)) = input.split_first() else {
        return;
    };
    let mut text = b"--".to_vec();
    text.extend_from_slice(rest);
    face(games[usize::from(pick) % games.len()], &text);
}

/// Reads `input` as a rule file: never a panic; an error names a line and a column inside
/// the text (or just past its end); a file read solves a small board of its tiles (as a loopy
/// game when its play might repeat), whose text reads back to itself.
pub fn rule_file(input: &[u8]) {
    use cgsolve::engine::loopy_values::GameGraph;
    use cgsolve::games::rule_files::{LoopyRuleFile, RuleFile, reader};
    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    let rules = match reader::read(text) {
        Ok(rules) => rules,
        Err(e) => {
            let lines = text.split('\n').count();
            assert!(e.line >= 1 && e.line <= lines + 1, "{e}");
            let line = text.split('\n').nth(e.line - 1).unwrap_or("");
            assert!(e.column >= 1 && e.column <= line.len() + 1, "{e}");
            return;
        }
    };
    let rules: &'static _ = Box::leak(Box::new(rules));
    let cells: String = (0..6)
        .map(|i| rules.tiles[i % rules.tiles.len()].shown as char)
        .collect();
    let board = if rules.strip {
        cells
    } else {
        format!("{}|{}", &cells[..3], &cells[3..])
    };
    let p = rules
        .read_board(board.as_bytes(), 1, 1)
        .expect("a board of its tiles");
    assert_eq!(p.to_string(), board);
    if rules.loopy {
        let game = LoopyRuleFile::from_compiled(rules).expect("loopy partizan");
        let limit = cgsolve::engine::memory::MemoryLimit::from_mib(64);
        let graph = GameGraph::reach(&game, &p, limit).expect("a board of six cells");
        graph.value(limit).expect("a board of six cells");
    } else {
        let game = <RuleFile>::from_compiled(rules).expect("partizan");
        cgsolve::ValueSolver::new(game)
            .value(&p)
            .expect("a board of six cells");
    }
}
