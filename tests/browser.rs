//! The play page in headless Chromium, driven through chromedriver's W3C WebDriver HTTP API:
//! a sweets position and an Even/Odd position are set up from links and played to the end by
//! clicking winning moves, with the computer answering; undo and the link are checked too.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them); `CHROMEDRIVER`
//! names another chromedriver. Screenshots land in `target/tmp/NAME.png.base64`; the README's
//! `docs/page.png` is the calculator's (`base64 -d target/tmp/calculator.png.base64 >
//! docs/page.png`).

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
        let answer: Value = ureq::post(&format!("{}/session", driver.base))
            .send_json(json!({"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": args}
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
        for _ in 0..400 {
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

    fn screenshot(&self, name: &str) {
        let url = format!("{}/session/{}/screenshot", self.driver.base, self.session);
        let png: Value = ureq::get(&url).call().unwrap().into_json().unwrap();
        let data = png["value"].as_str().expect("a screenshot");
        let path =
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.png.base64"));
        std::fs::write(path, data).unwrap();
    }
}

impl Drop for Browser<'_> {
    fn drop(&mut self) {
        let url = format!("{}/session/{}", self.driver.base, self.session);
        let _ = ureq::delete(&url).call();
    }
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
            "const m = analysis.moves.find((m) => m.outcome === 'win'); return m ? m.cells : null;",
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

    // A heap game: Kayles on heaps of 5, 7 and 9 (*2), played to the end.
    browser.go(&link(&server, "heap", "kayles\n5 7 9", None));
    browser.wait_for(
        "document.body.dataset.settled === '0' && document.getElementById('game').value === 'heap'",
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
fn the_calculator_values_an_expression_and_points_at_a_mistake() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let browser = Browser::open(&driver, "calculator");
    browser.go(&server.url("/"));
    browser.wait_for("document.getElementById('calc-go') !== null");
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
    browser.screenshot("calculator");

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
