//! The play page in headless Chromium, driven through chromedriver's W3C WebDriver HTTP API:
//! a sweets position and an Even/Odd position are set up from links and played to the end by
//! clicking winning moves, with the computer answering; undo and the link are checked too, and
//! so are the page's looks that can be measured (a control beside its words, the contrast of
//! an empty cell, the help's inline code) and what a refused position leaves.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`scripts/test` installs them); `CHROMEDRIVER`
//! names another chromedriver. Screenshots land in `target/tmp/NAME.png.base64`; the README's
//! `docs/page.png` is the calculator's, written there by its test so that it stays current.

mod serving;

use serde_json::{Value, json};
use serving::Server;
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::Duration;

/// chromedriver on a free loopback port, stopped when dropped.
struct Driver {
    child: Child,
    base: String,
}

impl Driver {
    fn start() -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let program =
            std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
        let child = Command::new(&program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("{program} starts (apt-get install chromium chromium-driver): {e}")
            });
        let driver = Driver {
            child,
            base: format!("http://127.0.0.1:{port}"),
        };
        for _ in 0..200 {
            if let Ok(r) = ureq::get(&format!("{}/status", driver.base)).call()
                && r.into_json::<Value>()
                    .map(|v| v["value"]["ready"] == true)
                    .unwrap_or(false)
            {
                return driver;
            }
            thread::sleep(Duration::from_millis(50));
        }
        panic!("chromedriver did not become ready");
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One browser session.
struct Browser<'d> {
    driver: &'d Driver,
    session: String,
    _profile: TempDir,
}

/// A fresh, empty folder for Chromium's profile, removed when dropped.
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl<'d> Browser<'d> {
    fn open(driver: &'d Driver, name: &str) -> Browser<'d> {
        Browser::open_with(driver, name, None)
    }

    /// A session whose page is `width` by `height` CSS pixels, as on a phone (Chromium's
    /// device emulation: a headless window cannot be made that narrow).
    fn open_as_phone(driver: &'d Driver, name: &str, (width, height): (u32, u32)) -> Browser<'d> {
        let metrics = json!({"width": width, "height": height, "pixelRatio": 1.0});
        Browser::open_with(driver, name, Some(json!({"deviceMetrics": metrics})))
    }

    /// A session, with Chromium's `mobileEmulation` options when given.
    fn open_with(driver: &'d Driver, name: &str, mobile_emulation: Option<Value>) -> Browser<'d> {
        let profile =
            std::env::temp_dir().join(format!("cgsolve-chromium-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).unwrap();
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--window-size=1200,900",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([format!("--user-data-dir={}", profile.display())])
        .collect::<Vec<_>>();
        let mut options = json!({"binary": "/usr/bin/chromium", "args": args});
        if let Some(emulation) = mobile_emulation {
            options["mobileEmulation"] = emulation;
        }
        let answer: Value = ureq::post(&format!("{}/session", driver.base))
            .send_json(json!({"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": options
            }}}))
            .expect("a browser session starts")
            .into_json()
            .unwrap();
        let session = answer["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        Browser {
            driver,
            session,
            _profile: TempDir(profile),
        }
    }

    fn post(&self, path: &str, body: Value) -> Value {
        let url = format!("{}/session/{}{path}", self.driver.base, self.session);
        match ureq::post(&url).send_json(body) {
            Ok(r) => r.into_json::<Value>().unwrap()["value"].clone(),
            Err(ureq::Error::Status(code, r)) => {
                panic!("{path}: {code} {}", r.into_string().unwrap())
            }
            Err(e) => panic!("{path}: {e}"),
        }
    }

    /// Makes the window `width` by `height` pixels.
    fn resize(&self, width: u32, height: u32) {
        self.post("/window/rect", json!({ "width": width, "height": height }));
    }

    fn go(&self, url: &str) {
        self.post("/url", json!({ "url": url }));
    }

    fn script(&self, script: &str) -> Value {
        self.post("/execute/sync", json!({ "script": script, "args": [] }))
    }

    fn click(&self, css: &str) {
        let found = self.post("/element", json!({"using": "css selector", "value": css}));
        let id = found["element-6066-11e4-a52e-4f735466cecf"]
            .as_str()
            .unwrap_or_else(|| panic!("no {css}: {found}; status {}", self.text("status")));
        self.post(&format!("/element/{id}/click"), json!({}));
    }

    /// Waits until `condition` (a JavaScript expression) is true.
    fn wait_for(&self, condition: &str) {
        for _ in 0..1200 {
            if self.script(&format!("return Boolean({condition});")) == json!(true) {
                return;
            }
            thread::sleep(Duration::from_millis(25));
        }
        panic!(
            "the page never showed {condition}: status {}",
            self.text("status")
        );
    }

    fn text(&self, id: &str) -> String {
        self.script(&format!(
            "return document.getElementById('{id}').textContent;"
        ))
        .as_str()
        .unwrap_or_default()
        .to_string()
    }

    /// Clicks winning moves until the game ends; the moves played, the player's and the
    /// computer's, as the page lists them.
    fn play_winning_line(&self) -> Vec<String> {
        for _ in 0..40 {
            if self.script("return document.querySelectorAll('#moves button').length;") == json!(0)
            {
                break;
            }
            let settled = self.script("return document.body.dataset.settled;");
            self.click("#moves button.move.win");
            self.wait_for(&format!(
                "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
            ));
        }
        let played = self.script(
            "return [...document.querySelectorAll('#played li')].map(li => li.textContent);",
        );
        serde_json::from_value(played).unwrap()
    }

    /// Saves a screenshot of the page as `target/tmp/NAME.png.base64`; returns the PNG.
    /// Plays winning moves on the board only: the cells of each (a pile, a line of sweets, its
    /// ends first), then, when those cells are not its alone, its name among the choices shown; until the
    /// game ends. The number of moves played, the player's and the computer's.
    fn play_winning_line_on_the_board(&self) -> usize {
        for _ in 0..40 {
            let found = self.script(
                "const m = analysis.moves.find((m) => m.verdict === 'win'); \
                 return m ? [m.name, m.cells] : null;",
            );
            if found.is_null() {
                break;
            }
            let (name, cells) = (&found[0], &found[1]);
            let mut cells = cells.as_array().cloned().unwrap_or_default();
            assert!(!cells.is_empty(), "{name} has cells to click");
            // A line's two ends first, as a player names it (`b4-d3`): its middle cells
            // alone are also a shorter line.
            if cells.len() > 2 {
                let last = cells.pop().unwrap();
                cells.insert(1, last);
            }
            let settled = self.script("return document.body.dataset.settled;");
            let moves_played = self.script("return history.length;");
            for cell in &cells {
                if self.script("return history.length;") != moves_played {
                    break;
                }
                let (r, c) = (cell[0].as_u64().unwrap(), cell[1].as_u64().unwrap());
                self.click(&format!("#board [data-cell=\"{r},{c}\"]"));
            }
            if self.script("return history.length;") == moves_played {
                self.click(&format!(
                    "#choices button[data-name=\"{}\"]",
                    name.as_str().unwrap()
                ));
            }
            self.wait_for(&format!(
                "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
            ));
        }
        serde_json::from_value(self.script("return history.length;")).unwrap()
    }

    fn screenshot(&self, name: &str) -> Vec<u8> {
        let url = format!("{}/session/{}/screenshot", self.driver.base, self.session);
        let png: Value = ureq::get(&url).call().unwrap().into_json().unwrap();
        let data = png["value"].as_str().expect("a screenshot");
        let path =
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.png.base64"));
        std::fs::write(path, data).unwrap();
        decode_base64(data)
    }
}

impl Drop for Browser<'_> {
    fn drop(&mut self) {
        let url = format!("{}/session/{}", self.driver.base, self.session);
        let _ = ureq::delete(&url).call();
    }
}

/// The bytes of standard base64 text (WebDriver's screenshots).
fn decode_base64(text: &str) -> Vec<u8> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(digit).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let bits = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &d)| acc | u32::from(d) << (18 - 6 * i));
        out.extend_from_slice(&bits.to_be_bytes()[1..chunk.len()]);
    }
    out
}

fn link(server: &Server, game: &str, position: &str, mover: Option<&str>) -> String {
    let mut params = format!("game={game}&position={}", encode(position));
    if let Some(m) = mover {
        params.push_str(&format!("&mover={m}"));
    }
    server.url(&format!("/#{params}"))
}

/// Percent-encoding of everything but letters and digits.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn positions_are_played_to_the_end_by_clicking() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "play");

    // Sweets, the contest's second sample: the first player wins.
    let sample = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";
    browser.go(&link(&server, "sweets", sample, None));
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.text("status"),
        "Value *5. The player to move wins (remoteness 3)."
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#board .row').length;"),
        json!(5)
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#board .cell.full').length;"),
        json!(5)
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#moves button.win').length;"),
        json!(2)
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#moves button.lose').length;"),
        json!(9)
    );
    browser.screenshot("sweets");
    let played = browser.play_winning_line();
    assert_eq!(played.len(), 3, "{played:?}");
    assert!(
        played[0].starts_with("you: ")
            && played[1].starts_with("cgsolve: ")
            && played[2].starts_with("you: ")
    );
    assert_eq!(
        browser.text("status"),
        "Value 0. No move left: the player to move loses. You win."
    );

    // Undo takes back the last move of the player (and would the computer's answer).
    browser.click("#undo");
    browser.wait_for("document.body.dataset.settled === '2'");
    assert_eq!(
        browser.script("return document.querySelectorAll('#played li').length;"),
        json!(2)
    );
    assert!(
        browser.text("status").ends_with("wins (remoteness 1)."),
        "{}",
        browser.text("status")
    );
    let here = browser.script("return document.getElementById('link').value;");
    assert!(
        here.as_str().unwrap().contains("game=sweets&position="),
        "{here}"
    );

    // The misère switch, from a link: three moves in a row lose for the player to move.
    browser.go(&format!(
        "{}&misere=1",
        link(&server, "checkers", ".o...", None)
    ));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'checkers'",
    );
    assert_eq!(
        browser.script("return document.getElementById('misere').checked;"),
        json!(true)
    );
    assert_eq!(
        browser.text("status"),
        "Value *[1]. The player to move loses (remoteness 3)."
    );
    let here = browser.script("return document.getElementById('link').value;");
    assert!(here.as_str().unwrap().ends_with("&misere=1"), "{here}");

    // Even/Odd, a partizan game: Left (even numbers) to move and win.
    browser.go(&link(
        &server,
        "evenodd",
        "1\n2\n2 2 3\n2 4 5\n",
        Some("Left"),
    ));
    browser.wait_for("document.body.dataset.settled === '0' && document.getElementById('game').value === 'evenodd'");
    let status = browser.text("status");
    assert!(
        status.starts_with("Value ") && status.ends_with("Left wins (remoteness 3)."),
        "{status}"
    );
    browser.screenshot("evenodd");
    let played = browser.play_winning_line();
    assert_eq!(played.len(), 3, "{played:?}");
    assert!(
        browser
            .text("status")
            .ends_with("No move left: Right loses. You win."),
        "{}",
        browser.text("status")
    );

    // Domineering: a column of three cells, where only Left (vertical dominoes) can move.
    browser.go(&link(&server, "domineering", ".|.|.", Some("Left")));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'domineering'",
    );
    assert_eq!(browser.text("status"), "Value 1. Left wins (remoteness 1).");
    assert_eq!(
        browser.script("return document.querySelectorAll('#board .row').length;"),
        json!(3)
    );
    let played = browser.play_winning_line();
    assert_eq!(played.len(), 1, "{played:?}");
    assert_eq!(
        browser.text("status"),
        "Value 0. No move left: Right loses. You win."
    );

    // Domineering played by clicking the cells of a winning move only, to the end.
    browser.go(&link(&server, "domineering", "...|...|...", Some("Left")));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('board').children.length === 3",
    );
    for turn in 0..10 {
        let cells = browser.script(
            "const m = analysis.moves.find((m) => m.verdict === 'win'); return m ? m.cells : null;",
        );
        let Some(cells) = cells.as_array().cloned() else {
            break;
        };
        assert_eq!(cells.len(), 2, "a domino covers two cells: {cells:?}");
        let settled = browser.script("return document.body.dataset.settled;");
        let moves_played = browser.script("return history.length;");
        for cell in &cells {
            // A move is played as soon as it is the only one through the cells clicked.
            if browser.script("return history.length;") != moves_played {
                break;
            }
            let (r, c) = (cell[0].as_u64().unwrap(), cell[1].as_u64().unwrap());
            browser.click(&format!("#board [data-cell=\"{r},{c}\"]"));
        }
        browser.wait_for(&format!(
            "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
        ));
        assert!(turn < 9, "the game ends");
    }
    assert!(
        browser.text("status").ends_with("You win."),
        "{}",
        browser.text("status")
    );

    // A take-and-break game: Kayles on heaps of 5, 7 and 9 (*2), played to the end.
    browser.go(&link(&server, "take-and-break", "kayles\n5 7 9", None));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'take-and-break'",
    );
    assert!(
        browser
            .text("status")
            .starts_with("Value *2. The player to move wins"),
        "{}",
        browser.text("status")
    );
    let played = browser.play_winning_line();
    assert!(played.len() >= 3 && played.len() % 2 == 1, "{played:?}");
    assert!(
        browser.text("status").ends_with("You win."),
        "{}",
        browser.text("status")
    );
}

#[test]
fn heaps_and_sweets_are_played_by_clicking_the_board() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "piles");

    // Kayles on heaps of 5, 7 and 9: a heap clicked, then how much to take and what is left.
    browser.go(&link(&server, "take-and-break", "kayles\n5 7 9", None));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'take-and-break'",
    );
    browser.click("#board [data-cell=\"1,0\"]");
    let choices = browser.script(
        "return [...document.querySelectorAll('#choices button')].map(b => b.dataset.name);",
    );
    let choices: Vec<String> = serde_json::from_value(choices).unwrap();
    // From a heap of 7: take 1 or 2, from the end or splitting what is left in two.
    assert_eq!(
        choices,
        [
            "7-1=6", "7-1=1+5", "7-1=2+4", "7-1=3+3", "7-2=5", "7-2=1+4", "7-2=2+3"
        ],
    );
    let played = browser.play_winning_line_on_the_board();
    assert!(played >= 3 && played % 2 == 1, "{played}");
    assert!(
        browser.text("status").ends_with("You win."),
        "{}",
        browser.text("status")
    );

    // Sweets, the contest's second sample: the cells of a line eaten.
    let sample = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";
    browser.go(&link(&server, "sweets", sample, None));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'sweets'",
    );
    let played = browser.play_winning_line_on_the_board();
    let names = browser
        .script("return [...document.querySelectorAll('#played li')].map(li => li.textContent);");
    assert_eq!(played, 3, "{names} {}", browser.text("status"));
    assert!(
        browser.text("status").ends_with("You win."),
        "{}",
        browser.text("status")
    );
}

#[test]
fn a_large_board_of_three_regions_is_played_by_its_regions() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "regions");
    browser.go(&link(
        &server,
        "domineering",
        TEN_BY_TEN_THREE_REGIONS,
        Some("Right"),
    ));
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.text("status"),
        "Value {-2,{{0|-2},Tiny(2)|{0|-2},-2Miny(2)}|-2,{{-2|-4},-2Tiny(2)|{-2|-4},-4Miny(2)}}. \
         Right wins (read from the values of its regions)."
    );
    // The value view: each region drawn with its value.
    let regions = browser.script(
        "return [...document.querySelectorAll('#regions figure')]\
         .map(f => [f.querySelectorAll('.row').length, f.querySelector('figcaption').textContent]);",
    );
    let regions: Vec<(usize, String)> = serde_json::from_value(regions).unwrap();
    assert_eq!(regions.len(), 3, "{regions:?}");
    let rows: Vec<usize> = regions.iter().map(|(rows, _)| *rows).collect();
    assert_eq!(rows.iter().sum::<usize>(), 4 + 3 + 3, "{regions:?}");
    // Every move lists the value it leaves and no remoteness.
    let details = browser
        .script("return [...document.querySelectorAll('#moves .detail')].map(d => d.textContent);");
    let details: Vec<String> = serde_json::from_value(details).unwrap();
    assert!(!details.is_empty());
    assert!(
        details
            .iter()
            .all(|d| d.contains(", leaves ") && !d.contains("remoteness")),
        "{details:?}"
    );
    browser.screenshot("regions");
    // Played to the end by clicking the cells of winning moves, the computer answering.
    for turn in 0..40 {
        let cells = browser.script(
            "const m = analysis.moves.find((m) => m.verdict === 'win'); return m ? m.cells : null;",
        );
        let Some(cells) = cells.as_array().cloned() else {
            break;
        };
        let settled = browser.script("return document.body.dataset.settled;");
        let moves_played = browser.script("return history.length;");
        for cell in &cells {
            if browser.script("return history.length;") != moves_played {
                break;
            }
            let (r, c) = (cell[0].as_u64().unwrap(), cell[1].as_u64().unwrap());
            browser.click(&format!("#board [data-cell=\"{r},{c}\"]"));
        }
        browser.wait_for(&format!(
            "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
        ));
        assert!(turn < 39, "the game ends");
    }
    assert!(
        browser
            .text("status")
            .ends_with("No move left: Left loses. You win."),
        "{}",
        browser.text("status")
    );
}

#[test]
fn the_games_of_three_rule_files_are_listed_solved_and_played_by_clicking() {
    let files = [
        "examples/rules/domineering-l-tromino.rules",
        "examples/rules/knight-clobber.rules",
        "examples/rules/toads-and-frogs-jump-two.rules",
    ];
    let mut args = vec!["--rules"];
    args.extend(files);
    let server = Server::start(&args);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "rule-files");
    // Each file's game, from a position its player to move wins, with the value cgsolve's
    // rules command gives it (a tromino move wins the first; a knight capture and a jump over
    // two frogs change the others' values from the plain rulesets' {1/2|-4}, 0 and -2).
    let games = [
        (
            "domineering-l-tromino.rules",
            "....|....|....",
            "Left",
            "{1/2||-1/2|-4}",
        ),
        ("knight-clobber.rules", "xxo|o.x|.ox", "Left", "^"),
        ("toads-and-frogs-jump-two.rules", "TTFF..F", "Right", "-1"),
    ];
    for (game, position, mover, value) in games {
        browser.go(&link(&server, game, position, Some(mover)));
        browser.wait_for(&format!(
            "document.body.dataset.settled === '0' && document.getElementById('game').value === '{game}'"
        ));
        let status = browser.text("status");
        assert!(
            status.starts_with(&format!("Value {value}.")),
            "{game}: {status}"
        );
        let played = browser.play_winning_line_on_the_board();
        assert!(played % 2 == 1, "{game}: {played} moves");
        assert!(
            browser.text("status").ends_with("You win."),
            "{game}: {}",
            browser.text("status")
        );
    }
    let listed = browser.script(
        "return [...document.querySelectorAll('#game option')].map(o => o.value).slice(-3);",
    );
    assert_eq!(listed, json!(games.map(|g| g.0)));
}

#[test]
fn a_game_whose_positions_repeat_is_played_to_a_draw() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "draw");

    // Tokens on 3 and 4 of a cycle 1 > 2 > 3 > 1 with a way out 3 > 4 > 5: the player to move
    // wins with 3>4; 3>1 and 4>5 draw.
    browser.go(&link(
        &server,
        "digraph-tokens",
        "1>2>3>1 3>4>5 / 3 4",
        None,
    ));
    browser.wait_for("document.body.dataset.settled === '0' && document.getElementById('game').value === 'digraph-tokens'");
    assert_eq!(
        browser.text("status"),
        "Value ∞_{0}. The player to move wins (remoteness 3)."
    );
    let colour = |outcome: &str| {
        browser.script(&format!(
            "return getComputedStyle(document.querySelector('#moves button.{outcome}')).backgroundColor;"
        ))
    };
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#moves button.draw')].map(b => b.textContent);"
        ),
        json!(["3>1", "4>5"])
    );
    assert_eq!(colour("draw"), json!("rgb(178, 106, 0)"));
    assert_ne!(colour("draw"), colour("win"));
    browser.screenshot("digraph-tokens");

    // Drawing moves only, clicked five times: the computer keeps the draw, and a position
    // comes back (the tokens on 3 and 5, after the token went once round the cycle).
    let mut seen = vec![browser.script("return analysis.position;")];
    for _ in 0..5 {
        let settled = browser.script("return document.body.dataset.settled;");
        browser.click("#moves button.move.draw");
        browser.wait_for(&format!(
            "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
        ));
        assert_eq!(
            browser.text("status"),
            format!(
                "Value {}. Neither side can force a win: best play goes on forever (a draw).",
                browser.script("return analysis.value;").as_str().unwrap()
            )
        );
        seen.push(browser.script("return analysis.position;"));
    }
    assert_eq!(
        browser.script("return history.length;"),
        json!(10),
        "each drawing move was answered"
    );
    let mut distinct = seen.clone();
    distinct.sort_by_key(|p| p.to_string());
    distinct.dedup();
    assert!(
        distinct.len() < seen.len(),
        "no position came back: {seen:?}"
    );
}

#[test]
fn tic_tac_toe_is_played_to_a_win_and_to_a_tie_by_clicking() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "mnk");

    // X to move wins at once on the top row's last cell.
    browser.go(&link(&server, "mnk", "XX.|OO.|...", None));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'mnk'",
    );
    assert_eq!(
        browser.text("status"),
        "The player to move wins (remoteness 1)."
    );
    let settled = browser.script("return document.body.dataset.settled;");
    browser.click("#board [data-cell=\"0,2\"]");
    browser.wait_for(&format!(
        "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
    ));
    assert_eq!(
        browser.text("status"),
        "The game is over: the player to move has lost. You win."
    );

    // One cell left, and filling it ties.
    browser.go(&link(&server, "mnk", "XOX|XOO|OX.", None));
    browser
        .wait_for("document.body.dataset.settled === '0' && analysis.position === 'XOX|XOO|OX.'");
    assert_eq!(
        browser.text("status"),
        "The player to move ties (remoteness 1)."
    );
    let colour = browser.script(
        "return getComputedStyle(document.querySelector('#moves button.tie')).backgroundColor;",
    );
    assert_eq!(colour, json!("rgb(91, 91, 143)"));
    let settled = browser.script("return document.body.dataset.settled;");
    browser.click("#moves button.move.tie");
    browser.wait_for(&format!(
        "document.body.dataset.busy === '0' && document.body.dataset.settled !== {settled}"
    ));
    assert_eq!(browser.text("status"), "The game is over: a tie.");
}

#[test]
fn the_calculator_values_an_expression_and_points_at_a_mistake() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "calculator");
    browser.go(&server.url("/"));
    browser.wait_for(
        "document.getElementById('calc-go') !== null && document.body.dataset.settled === '0'",
    );
    browser.script(
        "document.getElementById('calc-expr').value = '{2|-1}'; \
         document.body.dataset.calc = 'waiting';",
    );
    browser.click("#calc-go");
    browser.wait_for("document.body.dataset.calc === 'done'");
    let cells = browser.script(
        "return [...document.querySelectorAll('#calc-report tr')]\
         .map(r => r.cells[0].textContent + '=' + r.cells[1].textContent);",
    );
    let cells: Vec<String> = serde_json::from_value(cells).unwrap();
    assert_eq!(cells[0], "value={2|-1}");
    assert!(cells.contains(&"temperature=3/2".to_string()), "{cells:?}");
    assert!(cells.contains(&"mean=1/2".to_string()), "{cells:?}");
    assert_eq!(
        browser.script("return document.querySelectorAll('#calc-svg svg polyline').length;"),
        json!(2)
    );
    // The README's picture of the page, kept current by this test; its link shows the
    // default port rather than this test's, so that the picture changes only with the page.
    browser.script(
        "const link = document.getElementById('link'); \
         link.value = link.value.replace(/^http:\\/\\/[^/]+/, 'http://127.0.0.1:8080');",
    );
    let png = browser.screenshot("calculator");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/page.png"), png).unwrap();

    browser.script(
        "document.getElementById('calc-expr').value = '{1|*} + '; \
         document.body.dataset.calc = 'waiting';",
    );
    browser.click("#calc-go");
    browser.wait_for("document.body.dataset.calc === 'done'");
    assert_eq!(
        browser.text("calc-error"),
        "{1|*} + \n        ^ expected a game (a number, *, ^, v, {...}, Tiny(x), Miny(x), +-x)"
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#calc-report tr').length;"),
        json!(0)
    );
}

/// A 10x10 Domineering board with three regions left (4x4 and two 3x5): too large to search
/// whole within the solve budget, so it is played by its regions.
const TEN_BY_TEN_THREE_REGIONS: &str = "....#.....|....#.....|....#.....|....######|##########|\
#####.....|#####.....|#####.....|##########|##########";

/// Whether the page is as wide as the window (no horizontal scroll), as a JavaScript expression.
const NO_SIDEWAYS_SCROLL: &str =
    "document.documentElement.scrollWidth <= document.documentElement.clientWidth";

#[test]
fn the_page_fits_a_phone_without_sideways_scrolling() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open_as_phone(&driver, "phone", (375, 740));
    // Play: the widest board the page offers by default, with long move names and values.
    browser.go(&link(
        &server,
        "domineering",
        TEN_BY_TEN_THREE_REGIONS,
        Some("Left"),
    ));
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.script("return [window.innerWidth, document.documentElement.clientWidth <= 375];"),
        json!([375, true]),
        "the page is a phone's width"
    );
    assert_eq!(
        browser.script("return document.querySelectorAll('#board .row').length;"),
        json!(10)
    );
    assert_eq!(
        browser.script(&format!("return {NO_SIDEWAYS_SCROLL};")),
        json!(true),
        "a 10x10 board at phone width"
    );
    assert_eq!(
        browser.script(&format!("return {LABELS_APART_FROM_THEIR_CONTROL};")),
        json!([]),
        "the setup at phone width"
    );
    browser.go(&link(
        &server,
        "sweets",
        "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n",
        None,
    ));
    browser.wait_for("document.body.dataset.settled === '0' && document.getElementById('game').value === 'sweets'");
    assert_eq!(
        browser.script(&format!("return {NO_SIDEWAYS_SCROLL};")),
        json!(true),
        "play at phone width"
    );

    // The calculator: a long value, its report and its picture.
    browser.script(
        "document.getElementById('calc-expr').value = '{3|{1|-2}} + {1|*} + ^ + {5||4|3}'; \
         document.body.dataset.calc = 'waiting';",
    );
    browser.click("#calc-go");
    browser.wait_for("document.body.dataset.calc === 'done'");
    assert_eq!(
        browser.script("return document.querySelectorAll('#calc-svg svg').length;"),
        json!(1)
    );
    let widths = browser
        .script("const e = document.documentElement; return [e.scrollWidth, e.clientWidth];");
    assert_eq!(
        browser.script(&format!("return {NO_SIDEWAYS_SCROLL};")),
        json!(true),
        "the calculator at phone width: [scrollWidth, clientWidth] = {widths}"
    );
    browser.screenshot("phone");
}

/// The setup's visible labels whose control (a checkbox, a list) and words are not on one line,
/// as a JavaScript expression: each label's words.
const LABELS_APART_FROM_THEIR_CONTROL: &str = "[...document.querySelectorAll('#setup label')]\
    .filter((label) => label.offsetParent !== null)\
    .filter((label) => {\
      const control = label.querySelector('input, select').getBoundingClientRect();\
      const middle = (control.top + control.bottom) / 2;\
      const lines = [...label.childNodes]\
        .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '')\
        .flatMap((n) => {\
          const range = document.createRange();\
          range.selectNodeContents(n);\
          return [...range.getClientRects()].filter((r) => r.width > 0);\
        });\
      return lines.length === 0 || lines.some((l) => middle < l.top || middle > l.bottom);\
    })\
    .map((label) => [...label.childNodes]\
      .filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim())";

#[test]
fn each_control_of_the_setup_stays_on_one_line_with_its_words() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "labels");
    // A partizan game, so that every label is shown (the player to move too).
    browser.go(&link(&server, "domineering", "...|...", Some("Left")));
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#setup label')]\
             .filter((l) => l.offsetParent !== null).length;"
        ),
        json!(4)
    );
    for width in [1200, 1100, 1000, 900, 800, 700, 600, 500] {
        browser.resize(width, 900);
        let inner = browser.script("return window.innerWidth;");
        assert!(
            inner.as_u64().is_some_and(|w| w + 40 >= u64::from(width)),
            "the window is {inner} wide, not about {width}"
        );
        assert_eq!(
            browser.script(&format!("return {LABELS_APART_FROM_THEIR_CONTROL};")),
            json!([]),
            "at a window {width} pixels wide"
        );
    }
}

/// The relative luminance of a CSS colour `rgb(r, g, b)` (WCAG 2.x).
fn luminance(css: &str) -> f64 {
    let inside = css
        .strip_prefix("rgb(")
        .and_then(|c| c.strip_suffix(')'))
        .unwrap_or_else(|| panic!("an opaque rgb() colour: {css}"));
    let channel = |text: &str| {
        let c = text.trim().parse::<f64>().unwrap() / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let rgb: Vec<f64> = inside.split(',').map(channel).collect();
    0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
}

/// The contrast ratio of two CSS colours, from 1 (the same) to 21 (black on white).
fn contrast(a: &str, b: &str) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn contrast_is_measured_as_wcag_measures_it() {
    assert!((contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)") - 21.0).abs() < 1e-9);
    assert!((contrast("rgb(250, 250, 250)", "rgb(250, 250, 250)") - 1.0).abs() < 1e-9);
    // The empty cells the page once had, #f1f1f1 on #fafafa: hardly apart.
    assert!(contrast("rgb(241, 241, 241)", "rgb(250, 250, 250)") < 1.1);
}

#[test]
fn an_empty_cell_stands_out_from_the_page() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "cells");
    let sample = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";
    browser.go(&link(&server, "sweets", sample, None));
    browser.wait_for("document.body.dataset.settled === '0'");
    let style = browser.script(
        "const cell = getComputedStyle(document.querySelector('#board .cell.gone')); \
         return [cell.backgroundColor, cell.borderTopColor, cell.borderTopWidth, \
                 getComputedStyle(document.body).backgroundColor];",
    );
    let [fill, edge, edge_width, page] = [0, 1, 2, 3].map(|i| style[i].as_str().unwrap());
    // The fill is apart from the page's at a glance, and the edge is a graphical object's
    // 3:1 (WCAG 1.4.11) against it.
    assert!(
        contrast(fill, page) >= 1.3,
        "an empty cell {fill} on {page}: {:.2}",
        contrast(fill, page)
    );
    let width: f64 = edge_width.trim_end_matches("px").parse().unwrap();
    assert!(width >= 1.0, "an empty cell's edge is {edge_width} wide");
    assert!(
        contrast(edge, page) >= 3.0,
        "an empty cell's edge {edge} on {page}: {:.2}",
        contrast(edge, page)
    );
    browser.screenshot("cells");
}

/// The clauses of a help text (between `.`, `,`, `;`, `:` and brackets), lower case, of at
/// least 12 characters: what the help says, piece by piece.
fn clauses(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(['.', ',', ';', ':', '(', ')'])
        .map(|c| c.trim().to_string())
        .filter(|c| c.len() >= 12)
        .collect()
}

#[test]
fn the_help_shows_inline_code_as_code_and_says_each_thing_once() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "help");
    browser.go(&server.url("/"));
    browser.wait_for("document.body.dataset.settled === '0'");
    let names: Vec<String> =
        serde_json::from_value(browser.script("return games.map((g) => g.name);")).unwrap();
    assert!(names.len() > 30, "{names:?}");
    for name in &names {
        let shown = browser.script(&format!(
            "chooseGame('{name}'); \
             return [document.getElementById('about').textContent, \
                     document.getElementById('format').textContent, \
                     document.querySelectorAll('#format code').length, game.format];"
        ));
        let [about, format, raw] = [0, 1, 3].map(|i| shown[i].as_str().unwrap().to_string());
        let help = format!("{about} {format}");
        assert!(!help.contains('`'), "{name}: {help}");
        let quoted = raw.matches('`').count() / 2;
        assert_eq!(shown[2], json!(quoted), "{name}: each `...` a code element");
        let said = clauses(&help);
        for (i, clause) in said.iter().enumerate() {
            assert!(
                !said[..i].contains(clause),
                "{name}: \"{clause}\" twice in {help}"
            );
        }
    }
    browser.script("chooseGame('domineering');");
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#format code')].map((c) => c.textContent);"
        ),
        json!([".", "#", "|", "vertical at (1,1)-(2,1)"])
    );
    // The text becomes text: markup between backticks is shown, not made; a lone backtick
    // stays.
    let made = browser.script(
        "const div = document.createElement('div'); \
         div.replaceChildren(...withCode('a `<img src=x onerror=alert(1)>` b `<b>c</b>` ` d')); \
         return [div.querySelectorAll('img, b').length, \
                 [...div.querySelectorAll('code')].map((c) => c.textContent), div.textContent];",
    );
    assert_eq!(
        made,
        json!([
            0,
            ["<img src=x onerror=alert(1)>", "<b>c</b>"],
            "a <img src=x onerror=alert(1)> b <b>c</b> ` d"
        ])
    );
}

/// Everything of a position that can be clicked to play, as a JavaScript expression.
const PLAYABLE: &str =
    "document.querySelectorAll('#board [data-cell], #moves button, #choices button').length";

#[test]
fn a_refused_position_leaves_nothing_of_the_old_one_to_play() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "refused");
    let sample = "  . . .\n . . . O\n. . . O .\n O . O .\n  . O .\n";
    browser.go(&link(&server, "sweets", sample, None));
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.script(&format!("return {PLAYABLE};")),
        json!(19 + 11)
    );
    // A cell picked, so that its choices are shown too.
    browser.click("#board [data-cell=\"1,3\"]");
    assert_eq!(
        browser.script("return document.querySelectorAll('#choices button').length;"),
        json!(4)
    );
    browser.script(
        "document.getElementById('position').value = 'not a board'; \
         document.body.dataset.settled = 'waiting';",
    );
    browser.click("#load");
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(
        browser.text("error"),
        "position:1:1: expected `O` or `.`, found 'n'"
    );
    assert_eq!(browser.script(&format!("return {PLAYABLE};")), json!(0));
    assert_eq!(
        browser.script("return document.querySelectorAll('#board *, #regions *').length;"),
        json!(0)
    );
    assert_eq!(browser.text("status"), "");
    // The link names the text refused, so that it opens the same error.
    assert_eq!(
        browser.script("return new URLSearchParams(location.hash.slice(1)).get('position');"),
        json!("not a board")
    );
    // Neither the computer nor undo brings the old position back.
    browser.click("#computer");
    browser.click("#undo");
    assert_eq!(browser.script(&format!("return {PLAYABLE};")), json!(0));
    // A good position is set up again as before.
    browser.script("document.body.dataset.settled = 'waiting';");
    browser.click("#example");
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(browser.text("error"), "");
    assert!(
        browser.script(&format!("return {PLAYABLE};")).as_u64() > Some(0),
        "{}",
        browser.text("status")
    );
}

#[test]
fn the_link_reopens_the_calculation() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "calc-link");
    browser.go(&link(&server, "domineering", "...|...", Some("Right")));
    browser.wait_for("document.body.dataset.settled === '0'");
    let expr = "{3||1|-2} + *";
    browser.script(&format!(
        "document.getElementById('calc-expr').value = '{expr}'; \
         document.body.dataset.calc = 'waiting';"
    ));
    browser.click("#calc-go");
    browser.wait_for("document.body.dataset.calc === 'done'");
    let param = |name: &str| {
        browser.script(&format!(
            "return new URLSearchParams(location.hash.slice(1)).get('{name}');"
        ))
    };
    assert_eq!(param("expr"), json!(expr));
    assert_eq!(param("position"), json!("...|..."));
    let url = browser.script("return location.href;");
    assert_eq!(
        browser.script("return document.getElementById('link').value;"),
        url
    );
    // Setting up another position keeps the expression in the link.
    browser.script("document.body.dataset.settled = 'waiting';");
    browser.click("#example");
    browser.wait_for("document.body.dataset.settled === '0'");
    assert_eq!(param("expr"), json!(expr));

    // The link, opened afresh, shows the position and the expression's value.
    browser.go("about:blank");
    browser.go(url.as_str().unwrap());
    browser
        .wait_for("document.body.dataset.settled === '0' && document.body.dataset.calc === 'done'");
    assert_eq!(
        browser.script("return document.getElementById('calc-expr').value;"),
        json!(expr)
    );
    assert_eq!(
        browser.script("return document.querySelector('#calc-report tr').cells[1].textContent;"),
        json!("{3*||1*|-2*}")
    );
    assert_eq!(
        browser.script("return [game.name, analysis.position, analysis.mover];"),
        json!(["domineering", "...|...", "Right"])
    );
}
