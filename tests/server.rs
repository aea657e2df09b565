//! The HTTP API (docs/api.md) over a real HTTP client, against `cgsolve serve` on an ephemeral
//! loopback port.

mod serving;

use cgsolve::games::registry::GAMES;
use serde_json::{Value, json};
use serving::{Server, call};
use std::thread;
use std::time::Duration;

fn solve(server: &Server, body: &Value) -> (u16, Value) {
    call(
        ureq::post(&server.url("/api/solve")),
        Some(&body.to_string()),
    )
}

#[test]
fn health_games_and_the_page() {
    let server = Server::start(&[]);
    assert_eq!(
        call(ureq::get(&server.url("/health")), None),
        (200, json!({"status": "ok"}))
    );
    let (status, games) = call(ureq::get(&server.url("/api/games")), None);
    assert_eq!(status, 200);
    let names: Vec<&str> = games
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    let playable: Vec<&str> = cgsolve::games::registry::PLAYABLE
        .iter()
        .map(|g| g.name())
        .collect();
    assert_eq!(names, playable);
    assert_eq!(games[0]["kind"], "impartial");
    assert!(
        games[0]["about"]
            .as_str()
            .unwrap()
            .starts_with("EllysCheckers")
    );
    let page = ureq::get(&server.url("/")).call().unwrap();
    assert_eq!(page.content_type(), "text/html");
    let html = page.into_string().unwrap();
    assert!(html.contains("<script src=\"/app.js\">"));
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "no outside resource"
    );
    let script = ureq::get(&server.url("/app.js")).call().unwrap();
    assert_eq!(script.content_type(), "text/javascript");
    assert!(script.into_string().unwrap().contains("/api/solve"));
}

#[test]
fn solve_answers_value_outcome_and_every_move() {
    let server = Server::start(&[]);
    let (status, a) = solve(&server, &json!({"game": "checkers", "position": ".o..o."}));
    assert_eq!(status, 200);
    assert_eq!(
        a,
        json!({
            "game": "checkers", "answer": "*", "board": ". o . . o .", "outcome": "N",
            "value": "*", "remoteness": 5,
            "winning_moves": [{"describe": "1>2"}, {"describe": "4>5"}],
            "position": ".o..o.",
            "drawing": {"shape": "row", "rows": [[".", "o", ".", ".", "o", "."]]},
            "verdict": "win", "search": "whole",
            "moves": [
                {"name": "1>2", "position": "..o.o.", "verdict": "win", "remoteness": 4, "value": "0",
                 "cells": [[0, 1], [0, 2]]},
                {"name": "4>5", "position": ".o....", "verdict": "win", "remoteness": 4, "value": "0",
                 "cells": [[0, 4]]}
            ],
            "best": 0, "searched": a["searched"]
        })
    );
    assert!(a["searched"].as_u64().unwrap() > 0);
    let (status, e) = solve(
        &server,
        &json!({"game": "evenodd", "position": "1\n2\n2 3 4\n2 4 5\n", "mover": "Right"}),
    );
    assert_eq!(status, 200);
    assert_eq!(
        (&e["mover"], &e["value"], &e["verdict"]),
        (&json!("Right"), &json!("0"), &json!("lose"))
    );
    assert_eq!(e["moves"][0]["value"], "1/2");
    let (status, v) = call(
        ureq::post(&server.url("/api/view")),
        Some(&json!({"game": "sweets", "position": "...\n....\n..O..\n....\n..."}).to_string()),
    );
    assert_eq!(status, 200);
    assert_eq!(
        v["position"],
        "  . . .\n . . . .\n. . O . .\n . . . .\n  . . .\n"
    );
    assert_eq!(v["drawing"]["shape"], "hex");
}

#[test]
fn solve_under_misere_play_turns_the_last_move_into_a_loss() {
    let server = Server::start(&[]);
    let body = json!({"game": "checkers", "position": ".o...", "misere": true});
    let (status, a) = solve(&server, &body);
    assert_eq!(status, 200);
    // Three moves in a row: the player to move makes the last one.
    assert_eq!(
        (&a["value"], &a["verdict"], &a["remoteness"]),
        (&json!("*[1]"), &json!("lose"), &json!(3))
    );
    assert_eq!(a["moves"][0]["verdict"], "lose");
    let (_, normal) = solve(&server, &json!({"game": "checkers", "position": ".o..."}));
    assert_eq!(normal["verdict"], "win");
    // A partizan game: no value, the outcome for the player named.
    let body = json!({"game": "domineering", "position": "..|..", "mover": "Left", "misere": true});
    let (status, d) = solve(&server, &body);
    assert_eq!(status, 200);
    assert!(d.get("value").is_none(), "{d}");
    // Either vertical domino of Left's leaves Right no horizontal room: Right, without a
    // move, wins.
    assert_eq!(d["verdict"], "lose");
    assert_eq!(d["moves"][0]["verdict"], "lose");
}

#[test]
fn solve_for_the_outcome_only_gives_who_wins_without_a_value() {
    let server = Server::start(&[]);
    let body =
        json!({"game": "domineering", "position": "..|..", "mover": "Left", "outcome_only": true});
    let (status, d) = solve(&server, &body);
    assert_eq!(status, 200);
    assert!(d.get("value").is_none(), "{d}");
    // Either vertical domino of Left's leaves Right no horizontal room.
    assert_eq!(
        (&d["verdict"], &d["moves"][0]["verdict"]),
        (&json!("win"), &json!("win"))
    );
    let (_, valued) = solve(
        &server,
        &json!({"game": "domineering", "position": "..|..", "mover": "Left"}),
    );
    assert_eq!(
        (&valued["value"], &valued["verdict"]),
        (&json!("+-1"), &json!("win"))
    );
    let both = json!({"game": "domineering", "position": "..|..", "mover": "Left", "outcome_only": true, "misere": true});
    let (status, refused) = solve(&server, &both);
    assert_eq!(status, 400);
    assert!(
        refused
            .to_string()
            .contains("`misere` and `outcome_only` exclude each other"),
        "{refused}"
    );
}

#[test]
fn rules_chosen_by_flags_stay_with_every_position() {
    let server = Server::start(&[]);
    let (status, a) = solve(
        &server,
        &json!({"game": "turning", "position": "1-3\nttth"}),
    );
    assert_eq!(status, 200);
    assert_eq!(
        (&a["value"], &a["position"]),
        (&json!("*7"), &json!("1-3\nttth"))
    );
    let after: Vec<&Value> = a["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["position"])
        .collect();
    assert!(
        after
            .iter()
            .all(|p| p.as_str().unwrap().starts_with("1-3\n")),
        "{after:?}"
    );
    let (status, e) = solve(&server, &json!({"game": "turning", "position": "ttth"}));
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("CODE"), "{e}");
}

#[test]
fn a_take_and_break_game_is_solved_with_its_code() {
    let server = Server::start(&[]);
    let (status, a) = solve(
        &server,
        &json!({"game": "take-and-break", "position": "dawson\n3 2"}),
    );
    assert_eq!(status, 200, "{a}");
    // Dawson's Kayles (0.07): heaps of 2 and 3 are both *1.
    assert_eq!((&a["value"], &a["verdict"]), (&json!("0"), &json!("lose")));
    assert_eq!(a["position"], json!("0.07\n2 3"));
    assert_eq!(a["drawing"]["shape"], json!("piles"));
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let server = Server::start(&["--max-body", "1000", "--max-positions", "100"]);
    let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
    let unknown = format!("game: expected one of {}, found 'chess'", names.join(", "));
    assert!(unknown.starts_with("game: expected one of checkers, evenodd, darkraft, "));
    let cases = [
        (
            json!({"game": "chess", "position": "."}),
            400,
            unknown.as_str(),
        ),
        (
            json!({"game": "sweets", "position": ". O x"}),
            400,
            "position:1:5: expected `O` or `.`, found 'x'",
        ),
        (
            json!({"game": "evenodd", "position": "1\n1\n1 2\n"}),
            400,
            "Left and Right have different moves in a partizan game: name the player to move",
        ),
        (
            json!({"game": "evenodd", "position": "1\n1\n1 2\n", "mover": "up"}),
            400,
            "mover: expected \"Left\" or \"Right\"",
        ),
        (
            json!({"game": "checkers", "position": "o.o.o.o.o.o.o.o.o.o.o.o.o."}),
            422,
            "the position is too large to solve here: the search limit of 100 positions was reached",
        ),
        (
            json!({"game": "checkers", "position": "x".repeat(2000)}),
            413,
            "the request body is over the limit of 1000 bytes",
        ),
    ];
    for (body, status, message) in cases {
        assert_eq!(
            solve(&server, &body),
            (status, json!({"error": message})),
            "{body}"
        );
    }
    let (status, e) = call(ureq::post(&server.url("/api/solve")), Some("{not json"));
    assert_eq!(status, 400);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .starts_with("request body: key must be a string"),
        "{e}"
    );
    let (status, e) = solve(
        &server,
        &json!({"game": "checkers", "position": ".o", "extra": 1}),
    );
    assert_eq!(status, 400);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("unknown field `extra`"),
        "{e}"
    );
    assert_eq!(
        call(ureq::get(&server.url("/nowhere")), None),
        (404, json!({"error": "no such page: see docs/api.md"}))
    );
    assert_eq!(call(ureq::get(&server.url("/health")), None).0, 200);
}

#[test]
fn a_long_solve_holds_up_nothing_and_solves_beyond_the_limit_are_refused() {
    let server = Server::start(&[
        "--max-solves",
        "1",
        "--max-millis",
        "3000",
        "--max-positions",
        "1000000000",
        // Far more than the search will reach in its time: the time limit is what stops it.
        "--memory",
        "1T",
    ]);
    let long = json!({"game": "checkers", "position": "o.".repeat(32)});
    let url = server.url("/api/solve");
    let running = thread::spawn(move || call(ureq::post(&url), Some(&long.to_string())));
    // While the long solve runs, a second solve is refused with 503 and /health answers.
    thread::sleep(Duration::from_millis(300));
    eprintln!("finished early: {}", running.is_finished());
    let mut refused = None;
    for _ in 0..100 {
        let (status, body) = solve(&server, &json!({"game": "checkers", "position": ".o"}));
        if status == 503 {
            refused = Some(body);
            break;
        }
        assert_eq!(status, 200);
        thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        refused,
        Some(
            json!({"error": "busy: 1 solves are running, the most this server runs at once; try again shortly"})
        )
    );
    assert_eq!(call(ureq::get(&server.url("/health")), None).0, 200);
    assert!(!running.is_finished(), "the long solve was still running");
    let (status, body) = running.join().unwrap();
    assert_eq!(
        (status, body),
        (
            422,
            json!({"error": "the position is too large to solve here: the time limit of 3000 ms was reached"})
        )
    );
    assert_eq!(
        solve(&server, &json!({"game": "checkers", "position": ".o"})).0,
        200
    );
}
