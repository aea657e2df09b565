// The play page: picks a game, sets up a position, shows its value and every move coloured by
// its outcome, plays moves by clicking, lets the computer answer, undoes, and keeps the
// position in the link. Everything comes from the server's JSON API (docs/api.md).
"use strict";

const $ = (id) => document.getElementById(id);
let games = [];
let game = null;      // the chosen game's entry of /api/games
let analysis = null;  // the current position's analysis (/api/solve)
let history = [];     // positions before the current one: {position, mover, by, name}
let busy = false;
let picked = [];      // cells clicked toward a move: "row,col" keys
let shownHash = "";   // the page's own link, to tell a link opened from outside
let calculated = null; // the calculator's last expression, kept in the link

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

function setError(message) {
  $("error").textContent = message || "";
}

function moverNow() {
  return game.kind === "partizan" ? $("mover").value : undefined;
}

async function solve(position, mover) {
  const request = { game: game.name, position };
  if (mover !== undefined) request.mover = mover;
  if ($("misere").checked) request.misere = true;
  return api("/api/solve", request);
}

// Solves a position and shows it; false (with the error shown) when it cannot be solved.
// When `clearOnError`, a position that cannot be solved takes the old board and its moves
// away, so that nothing of another position can be played under the error.
async function show(position, mover, clearOnError) {
  busy = true;
  document.body.dataset.busy = "1";
  $("status").textContent = "Solving…";
  try {
    analysis = await solve(position, mover);
    setError("");
    render();
    return true;
  } catch (e) {
    setError(e.message);
    $("status").textContent = "";
    if (clearOnError) clearPosition(position, mover);
    return false;
  } finally {
    busy = false;
    document.body.dataset.busy = "0";
  }
}

function render() {
  $("position").value = analysis.position;
  if (analysis.mover) $("mover").value = analysis.mover;
  const who = analysis.mover ? analysis.mover : "the player to move";
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  const value = analysis.value !== undefined ? `Value ${analysis.value}. ` : "";
  let status;
  if (analysis.moves.length === 0 && game.kind === "scored") {
    // A game decided by its final position: the board says who won, or a tie.
    const last = history[history.length - 1];
    const winner = !last || analysis.verdict === "tie" ? ""
      : (last.by === "computer") === (analysis.verdict === "lose") ? " cgsolve wins." : " You win.";
    status = analysis.verdict === "tie" ? "The game is over: a tie."
      : `The game is over: ${who} ${analysis.verdict === "win" ? "has won" : "has lost"}.${winner}`;
  } else if (analysis.moves.length === 0) {
    const last = history[history.length - 1];
    // Under misère play the player left without a move wins: the last mover lost.
    const misere = $("misere").checked;
    const lastWins = !misere;
    const winner = !last ? "" : (last.by === "computer") === lastWins ? " cgsolve wins." : " You win.";
    status = `${value}No move left: ${who} ${misere ? "wins" : "loses"}.${winner}`;
  } else if (analysis.verdict === "draw") {
    status = `${value}Neither side can force a win: best play goes on forever (a draw).`;
  } else {
    const word = outcomeWord(analysis.verdict);
    status = `${value}${Who} ${word} (${remotenessText(analysis)}).`;
  }
  $("status").textContent = status;
  picked = [];
  showChoices([]);
  drawBoard(analysis.drawing);
  drawRegions(analysis.parts || []);
  const list = $("moves");
  list.replaceChildren();
  analysis.moves.forEach((m, i) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.className = `move ${m.verdict}` + (i === analysis.best ? " best" : "");
    button.textContent = m.name;
    button.dataset.name = m.name;
    button.dataset.outcome = m.verdict;
    button.title = m.verdict === "draw" ? "draws: best play goes on forever"
      : `${outcomeWord(m.verdict)}; ${movesLeftText(m)}`;
    button.addEventListener("click", () => play(i, "you"));
    button.addEventListener("mouseenter", () => light(cellKeys(m), true));
    button.addEventListener("mouseleave", () => light(cellKeys(m), false));
    button.addEventListener("focus", () => light(cellKeys(m), true));
    button.addEventListener("blur", () => light(cellKeys(m), false));
    const detail = document.createElement("span");
    detail.className = "detail";
    const leaves = m.value !== undefined ? `, leaves ${m.value}` : "";
    const remoteness = m.remoteness !== undefined ? `, remoteness ${m.remoteness}` : "";
    detail.textContent = `${outcomeWord(m.verdict)}${remoteness}${leaves}`;
    li.append(button, detail);
    list.append(li);
  });
  const played = $("played");
  played.replaceChildren();
  history.forEach((h) => {
    const li = document.createElement("li");
    li.textContent = `${h.by === "computer" ? "cgsolve" : "you"}: ${h.name}`;
    played.append(li);
  });
  updateLink(analysis.position, analysis.mover);
}

// No position shown: the board, its regions and its moves taken away; the link names the text
// that was refused, so that it opens the same error.
function clearPosition(position, mover) {
  analysis = null;
  picked = [];
  showChoices([]);
  $("board").replaceChildren();
  drawRegions([]);
  $("moves").replaceChildren();
  $("played").replaceChildren();
  updateLink(position, mover);
}

// The remoteness said in the status line, or how the outcome was found without it.
function remotenessText(a) {
  return a.remoteness !== undefined
    ? `remoteness ${a.remoteness}`
    : "read from the values of its regions";
}

// A move's remoteness said in its button's title, when known.
function movesLeftText(m) {
  return m.remoteness !== undefined ? `${m.remoteness} moves left after it` : "by the value it leaves";
}

// The value view: each independent region of the position drawn small, with its value.
function drawRegions(regions) {
  const root = $("regions");
  root.replaceChildren();
  root.hidden = regions.length === 0;
  if (regions.length === 0) return;
  const title = document.createElement("h2");
  title.textContent = `Regions (${regions.length}): the value is their sum`;
  root.append(title);
  regions.forEach((region) => {
    const figure = document.createElement("figure");
    figure.className = "region";
    figure.append(boardElement(region.drawing, null));
    const caption = document.createElement("figcaption");
    caption.textContent = region.value;
    figure.append(caption);
    root.append(figure);
  });
}

// What a move gives its maker, in a word.
function outcomeWord(outcome) {
  return { win: "wins", lose: "loses", draw: "draws", tie: "ties" }[outcome];
}

function drawBoard(board) {
  const root = $("board");
  root.replaceChildren(...boardElement(board, pick).children);
  root.className = board.shape;
}

// A board's rows of cells; `onPick` (when given) is called with a cell's key when it is
// clicked, and hovering a cell lights the moves through it.
function boardElement(board, onPick) {
  const root = document.createElement("div");
  root.className = board.shape;
  const widest = Math.max(0, ...board.rows.map((r) => r.length));
  board.rows.forEach((row, i) => {
    const div = document.createElement("div");
    div.className = "row";
    if (board.shape === "hex") div.style.marginLeft = `${(widest - row.length) * 1.0}em`;
    if (board.shape === "piles") {
      const name = document.createElement("span");
      name.className = "pile-name";
      name.textContent = `pile ${i + 1}`;
      div.append(name);
    }
    row.forEach((label, j) => {
      const cell = document.createElement("span");
      const empty = label === ".";
      cell.className = "cell " + (empty ? "gone" : "full");
      cell.textContent = empty ? "" : label === "O" || label === "o" ? "●" : label;
      if (onPick) {
        cell.dataset.cell = `${i},${j}`;
        cell.addEventListener("click", () => onPick(`${i},${j}`));
        cell.addEventListener("mouseenter", () => lightMovesThrough(`${i},${j}`, true));
        cell.addEventListener("mouseleave", () => lightMovesThrough(`${i},${j}`, false));
      }
      div.append(cell);
    });
    root.append(div);
  });
  return root;
}

// The cells a move changes, as "row,col" keys.
function cellKeys(move) {
  return (move.cells || []).map(([r, c]) => `${r},${c}`);
}

// Marks (or unmarks) the board's cells `keys`.
function light(keys, on) {
  keys.forEach((k) => {
    const cell = document.querySelector(`#board [data-cell="${k}"]`);
    if (cell) cell.classList.toggle("lit", on);
  });
}

// Marks the listed moves through cell `key`, each in its outcome's colour.
function lightMovesThrough(key, on) {
  analysis.moves.forEach((m, i) => {
    const button = document.querySelectorAll("#moves button.move")[i];
    if (button) button.classList.toggle("lit", on && cellKeys(m).includes(key));
  });
}

// A click on a cell: it joins (or leaves) the cells picked; the move is played once it is the
// only one through every picked cell, or the only one changing exactly those cells.
function pick(key) {
  if (busy || !analysis) return;
  picked = picked.includes(key) ? picked.filter((k) => k !== key) : [...picked, key];
  document.querySelectorAll("#board .cell.picked").forEach((c) => c.classList.remove("picked"));
  picked.forEach((k) => {
    const cell = document.querySelector(`#board [data-cell="${k}"]`);
    if (cell) cell.classList.add("picked");
  });
  const through = analysis.moves
    .map((m, i) => [cellKeys(m), i])
    .filter(([keys]) => picked.every((k) => keys.includes(k)));
  const exact = through.filter(([keys]) => keys.length === picked.length);
  if (through.length === 1) {
    play(through[0][1], "you");
  } else if (exact.length === 1 && picked.length > 1) {
    play(exact[0][1], "you");
  } else if (through.length === 0) {
    picked = [];
    document.querySelectorAll("#board .cell.picked").forEach((c) => c.classList.remove("picked"));
  }
  showChoices(through.length > 1 ? through.map(([, i]) => i) : []);
}

// The moves through the cells picked, to choose from when the cells alone do not tell them
// apart (a heap clicked: how much to take and what is left; a line of sweets).
function showChoices(indices) {
  const root = $("choices");
  root.replaceChildren();
  root.hidden = indices.length === 0;
  if (indices.length === 0) return;
  const title = document.createElement("span");
  title.textContent = "Moves through the cells picked: ";
  root.append(title);
  indices.forEach((i) => {
    const m = analysis.moves[i];
    const button = document.createElement("button");
    button.className = `move ${m.verdict}`;
    button.textContent = m.name;
    button.dataset.name = m.name;
    button.addEventListener("click", () => play(i, "you"));
    root.append(button);
  });
}

function other(mover) {
  return mover === "Left" ? "Right" : mover === "Right" ? "Left" : undefined;
}

// Plays move `index` of the current position; then, when the computer answers, its best move.
async function play(index, by) {
  if (busy || !analysis || !analysis.moves[index]) return;
  const move = analysis.moves[index];
  history.push({ position: analysis.position, mover: analysis.mover, by, name: move.name });
  const ok = await show(move.position, other(analysis.mover));
  if (!ok) {
    history.pop();
    return;
  }
  // The computer answers a move of yours that passes the turn, and moves again after a move of
  // its own that keeps it (a box completed in Dots-and-Boxes).
  const computersTurn = (by === "you") !== (move.again === true);
  if (computersTurn && $("auto").checked && analysis.best !== undefined) {
    await play(analysis.best, "computer");
  }
  document.body.dataset.settled = String(history.length);
}

async function undo() {
  if (busy || history.length === 0) return;
  let back = history.pop();
  while (back.by === "computer" && history.length > 0) back = history.pop();
  await show(back.position, back.mover);
  document.body.dataset.settled = String(history.length);
}

// The page's link: the position shown (or refused) and the calculator's expression.
function updateLink(position, mover) {
  const params = new URLSearchParams({ game: game.name, position });
  if (mover) params.set("mover", mover);
  if ($("misere").checked) params.set("misere", "1");
  if (calculated !== null) params.set("expr", calculated);
  const url = `${location.origin}${location.pathname}#${params}`;
  shownHash = `#${params}`;
  window.history.replaceState(null, "", url);
  $("link").value = url;
}

function chooseGame(name) {
  game = games.find((g) => g.name === name) || games[0];
  $("game").value = game.name;
  // The help's first paragraph says what the game is; the rest is the command line's input,
  // which the format, the page's, says for one position.
  const about = game.about.split("\n\n")[0].replace(/\n/g, " ");
  $("about").replaceChildren(...withCode(about));
  $("format").replaceChildren(...withCode(game.format));
  $("mover-label").style.display = game.kind === "partizan" ? "" : "none";
}

// Text as nodes, each part between backticks a `code` element; a lone backtick stays as it is.
function withCode(text) {
  const parts = text.split("`");
  const nodes = [];
  parts.forEach((part, i) => {
    const closed = i % 2 === 1 && i < parts.length - 1;
    if (closed) {
      const code = document.createElement("code");
      code.textContent = part;
      nodes.push(code);
    } else {
      nodes.push(document.createTextNode(i % 2 === 1 ? `\`${part}` : part));
    }
  });
  return nodes;
}

// Sets up `position` afresh; `data-settled` is "0" once it is shown (or refused).
async function setUp(position) {
  history = [];
  document.body.dataset.settled = "setting up";
  await show(position, moverNow(), true);
  document.body.dataset.settled = "0";
}

async function start() {
  games = await api("/api/games");
  for (const g of games) {
    const option = document.createElement("option");
    option.value = g.name;
    option.textContent = g.name;
    $("game").append(option);
  }
  $("game").addEventListener("change", () => {
    chooseGame($("game").value);
    $("position").value = game.example;
    setUp(game.example);
  });
  $("mover").addEventListener("change", () => setUp($("position").value));
  $("misere").addEventListener("change", () => setUp($("position").value));
  $("load").addEventListener("click", () => setUp($("position").value));
  $("example").addEventListener("click", () => setUp(game.example));
  $("undo").addEventListener("click", undo);
  $("computer").addEventListener("click", () => {
    if (analysis && analysis.best !== undefined) play(analysis.best, "computer");
  });
  $("copy").addEventListener("click", async () => {
    $("link").select();
    try {
      await navigator.clipboard.writeText($("link").value);
    } catch (e) {
      document.execCommand("copy");
    }
  });
  window.addEventListener("hashchange", () => {
    if (location.hash !== shownHash) openLink();
  });
  await openLink();
}

// Sets up the position the page's link names (the game's example when it names none), and
// values the calculator's expression when it names one.
async function openLink() {
  const params = new URLSearchParams(location.hash.slice(1));
  chooseGame(params.get("game"));
  if (params.get("mover")) $("mover").value = params.get("mover");
  $("misere").checked = params.get("misere") === "1";
  $("position").value = params.get("position") || game.example;
  const expr = params.get("expr");
  if (expr !== null) {
    $("calc-expr").value = expr;
    calculated = expr;
  }
  await setUp($("position").value);
  if (expr !== null) await calculate();
}

start().catch((e) => setError(e.message));

// The calculator: an expression's report (cgsolve value --json) and its picture, or the
// error shown under the expression at its column.
async function calculate(event) {
  if (event) event.preventDefault();
  const expr = $("calc-expr").value;
  calculated = expr;
  if (game) updateLink(analysis ? analysis.position : $("position").value,
    analysis ? analysis.mover : moverNow());
  document.body.dataset.calc = "busy";
  try {
    const answer = await api("/api/value", { expr });
    $("calc-error").textContent = "";
    const table = $("calc-report");
    table.replaceChildren();
    for (const [key, value] of Object.entries(answer.report)) {
      const row = table.insertRow();
      const th = document.createElement("th");
      th.textContent = key.replace(/_/g, " ");
      row.appendChild(th);
      row.insertCell().textContent = Array.isArray(value) ? value.join(", ") || "none" : String(value);
    }
    // The picture is the server's own SVG (report::svg), not text from the user.
    $("calc-svg").innerHTML = answer.svg || "";
  } catch (e) {
    $("calc-report").replaceChildren();
    $("calc-svg").replaceChildren();
    const at = /^expr:1:(\d+): (.*)$/s.exec(e.message);
    if (at) {
      const column = Number(at[1]);
      $("calc-error").textContent = `${expr}\n${" ".repeat(column - 1)}^ ${at[2]}`;
      $("calc-expr").focus();
      $("calc-expr").setSelectionRange(column - 1, column - 1);
    } else {
      $("calc-error").textContent = e.message;
    }
  } finally {
    document.body.dataset.calc = "done";
  }
}
$("calc-form").addEventListener("submit", calculate);
