// A play page: the game's own rules engine (pnp.play.session, in Pyodide) judges every move; this script
// draws the board, takes clicks and keys, runs the computer, and keeps the game in localStorage.
"use strict";

(async function () {
  const config = JSON.parse(document.getElementById("play-config").textContent);
  const T = config.texts;
  const $ = (id) => document.getElementById(id);
  const main = document.querySelector("main");
  const params = new URLSearchParams(location.search);
  const auto = params.get("auto") === "1";
  const KEY = `pnp-play-${config.game}`;
  const layoutNumber = (text) => /^\d{1,10}$/.test(text || "") && Number(text) <= config.max_seed ? Number(text) : null;
  const say = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);
  const side = (name) => T.sides[name] || name;

  if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
    navigator.serviceWorker.register(config.root + "sw.js").catch(() => {});
  }

  let py, Session, session, state, selected = null, busy = false;
  const settings = { mode: auto ? "watch" : "two", depth: auto ? 1 : 2, fill: "balanced" };
  if (/^([123]|t\d+)$/.test(params.get("depth") || "")) settings.depth = params.get("depth");

  try {
    py = await loadPyodide({ indexURL: config.root + "pyodide/" });
    const engine = await (await fetch(config.root + "play/engine.zip")).arrayBuffer();
    py.unpackArchive(engine, "zip", { extractDir: "/home/pyodide/pnp-engine" });
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide/pnp-engine')");
    Session = py.pyimport("pnp.play.session").Session;
    window.pnpPlay = { Session };  // for bench/play.py
  } catch (error) {
    $("status").textContent = T.failed;
    console.warn(error);
    return;
  }

  const SVG = "http://www.w3.org/2000/svg";
  const B = config.board;
  const boxes = Object.fromEntries(B.cells.map(([name, ...box]) => [name, box]));  // in reading order
  const M = T.moves;
  const shownOf = py.pyimport("pnp.play.session").shown_json;
  const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const signed = (value) => (value > 0 ? "+" : "\u2212") + Math.abs(value);
  let writing = null;  // Eye of Numen's digits being written by hand: {seed, eye, cells, eyeCell}

  function fillOf() { return settings.fill === "random" ? "random" : "balanced"; }

  function fresh(seed) {
    return Session.new(config.game, seed, fillOf());
  }

  // The browser's storage may be full or refused: the game then goes on unsaved.
  function stored(key) {
    try { return localStorage.getItem(key); } catch { return null; }
  }

  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch { /* full or refused */ }
  }

  function restore() {
    const seed = layoutNumber(params.get("seed"));
    if (seed !== null) return fresh(seed);
    const kept = stored(KEY);
    if (kept === null) return fresh(config.seed);
    try {
      const saved = JSON.parse(kept);
      const restored = Session.from_record(JSON.stringify(saved.record), config.game);
      keepSettings(saved.settings);
      return restored;
    } catch (error) {
      store(KEY, null);
      store(`${KEY}-set-aside`, kept);
      $("notice").textContent = T.set_aside;
      $("notice").hidden = false;
      return fresh(config.seed);
    }
  }

  function keepSettings(saved) {
    // Only choices the page offers: a stored depth of 60 would freeze the page in the computer's search.
    const offered = (id, value) => [...$(id).options].some((option) => option.value === String(value));
    if (offered("mode", saved?.mode)) settings.mode = saved.mode;
    if (Number.isInteger(saved?.depth) && offered("depth", saved.depth)) settings.depth = saved.depth;
  }

  function save() {
    store(KEY, JSON.stringify({ record: JSON.parse(session.record()), settings }));
  }

  function computerPlays(name) {
    const sides = Object.keys(T.sides);
    return settings.mode === "watch" || (settings.mode === "first" && name === sides[1]) ||
      (settings.mode === "second" && name === sides[0]);
  }

  function topOf(stack) { return Array.isArray(stack) && stack.length ? stack[stack.length - 1] : null; }

  function moveWords(move, before, mover) {
    if (move.square) return say(M.square, { symbol: mover, cell: move.square });
    if (move.cross) return say(M.cross, { cell: move.cross });
    if (move.step !== undefined) return say(M.mark, { step: move.step });
    if (move.seal) return M.seal;
    const there = (before.cells || {})[move.to];
    const words = [say(move.piece === "toad" ? M.toad : move.piece === "disc" ? M.disc : M.step, move)];
    if (move.flip) words.push(M.flip);
    if (move.piece === undefined && Array.isArray(there) && there.length) words.push(say(M.climb, { n: there.length }));
    if (move.piece === "disc" && move.from[0] !== move.to[0] && move.from.slice(1) !== move.to.slice(1)) words.push(M.bend);
    if (move.piece === "disc" && topOf(there) !== null && topOf(there) !== mover) words.push(M.capture);
    return words.join(", ");
  }

  function describe(turn, mover, before, now, number) {
    if (turn === null) return "";
    const words = [cap(say(T.turn, { n: number })) + "."];
    if (turn === "pass") words.push(say(T.passed, { side: side(mover) }));
    else if (turn.roll) words.push(say(T.rolled, { side: side(mover), roll: turn.roll.join(" ") }));
    else words.push(say(T.moved, { side: side(mover), move: moveWords(turn.move, before, mover) }));
    const penalties = now.position.penalties, earlier = before.penalties;
    if (penalties && earlier && penalties[mover] > earlier[mover]) words.push(say(T.penalty, { side: side(mover), n: penalties[mover] }));
    if (now.result) words.push(ending(now.result));
    return words.join(" ");
  }

  function ending(result) {
    const rule = T.endings[result.reason] || result.reason;
    return result.winner === null ? say(T.draw, { rule }) : say(T.won, { side: side(result.winner), rule });
  }

  function finish() {
    main.dataset.result = state.result.winner === null ? "draw" : state.result.winner;
    main.dataset.record = session.record();
    return ending(state.result);
  }

  function cellWords(name, data, shown) {
    const here = (data.cells || {})[name];
    const words = [];
    if (Array.isArray(here) && here.length) {
      words.push(here.map((p) => (typeof p === "string" ? side(p) : `${side(p.color)} ${signed(p.value)}`)).join(", "));
      if (here.length > 1) words.push(say(T.stack, { n: here.length }));
    } else if (typeof here === "number" || typeof here === "string") {
      words.push(String(here));
    }
    for (const [cell, key] of shown) if (cell === name && key.startsWith("eye-")) words.push(`${T.eye} ${key.slice(4)}`);
    if ((data.crossed || []).includes(name)) words.push(T.crossed);
    for (const [colour, cell] of Object.entries(data.toads || {})) if (cell === name) words.push(`${T.toad} ${side(colour)}`);
    return words.length ? words.join(", ") : T.empty;
  }

  function drawPieces(shown) {
    const uses = [];
    for (const [cell, key, dx, dy] of shown) {
      const box = boxes[cell], id = B.pieces[key];
      if (!box || !id) continue;
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", "#" + id);
      const x = box[0] + box[2] * (0.5 + dx), y = box[1] + box[3] * (0.5 + dy);
      use.setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)})`);
      uses.push(use);
    }
    $("pieces").replaceChildren(...uses);
  }

  const buttons = {};
  for (const [name, [x, y, w, h]] of Object.entries(boxes)) {
    const [width, height] = B.size;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cell";
    button.dataset.cell = name;
    Object.assign(button.style, { left: `${100 * x / width}%`, top: `${100 * (height - y - h) / height}%`,
      width: `${100 * w / width}%`, height: `${100 * h / height}%` });
    button.addEventListener("click", () => (writing ? pickToWrite(name) : pick(name)));
    buttons[name] = button;
    $("board").append(button);
  }

  function mark(name, words, enabled, classes) {
    const button = buttons[name];
    button.className = ["cell", ...classes].join(" ");
    button.setAttribute("aria-label", `${name}: ${words}`);
    button.disabled = !enabled;
  }

  function render(announce) {
    if (writing) { renderWriting(announce); return; }
    state = JSON.parse(session.state());
    const data = state.position;
    drawPieces(state.shown);
    const fromCells = new Set(state.moves.map(fromOf).filter(Boolean));
    const targets = new Set(state.moves.filter((m) => fromOf(m) === selected || fromOf(m) === null).map(toOf));
    const mine = !busy && !state.result && !computerPlays(state.to_move);
    for (const name of Object.keys(buttons)) {
      const words = [cellWords(name, data, state.shown)];
      const classes = [];
      if (name === selected) { classes.push("selected"); words.push(T.selected); }
      const target = mine && targets.has(name) && (selected !== null || ![...fromCells].length);
      if (target) { classes.push("target"); words.push(T.target); }
      mark(name, words.join(", "), mine && (fromCells.has(name) || target || name === selected), classes);
    }
    const tally = [say(T.turn, { n: state.made + 1 })];
    for (const key of Object.keys(T.tallies)) {
      if (key === "turns" || typeof data[key] !== "object" || data[key] === null) continue;
      tally.push(`${T.tallies[key]}: ` + Object.entries(data[key]).map(([s, n]) => `${side(s)} ${n}`).join(", "));
    }
    $("tally").textContent = tally.join(" · ");
    $("roll").hidden = !(state.roll_due && mine);
    $("pass").hidden = !(state.must_pass && mine);
    $("start-written").hidden = true;
    $("undo").disabled = busy || state.turns === 0 || settings.mode === "watch";
    $("export").disabled = state.turns === 0;
    let status;
    if (state.result) status = finish();
    else if (state.roll_due) status = say(T.rolls, { side: side(state.to_move) });
    else if (state.must_pass) status = say(T.must_pass, { side: side(state.to_move) });
    else status = say(T.to_move, { side: side(state.to_move) }) + (mine ? " " + T.pick : "");
    $("status").textContent = status;
    if (announce) $("announce").textContent = announce;
    showChoices();
  }

  function renderWriting(announce) {
    const data = { cells: writing.cells, eye: writing.eye };
    const shown = JSON.parse(shownOf(config.game, JSON.stringify(data)));
    drawPieces(shown);
    const empty = Object.keys(buttons).filter((name) => !shown.some(([cell]) => cell === name));
    for (const name of Object.keys(buttons)) {
      const words = [cellWords(name, data, shown)];
      if (name === selected) words.push(T.selected);
      mark(name, words.join(", "), true, name === selected ? ["selected"] : []);
    }
    const status = empty.length ? say(T.writing, { n: empty.length }) : T.ready;
    $("status").textContent = status;
    $("tally").textContent = "";
    $("roll").hidden = $("pass").hidden = true;
    $("start-written").hidden = empty.length > 0;
    $("undo").disabled = $("export").disabled = true;
    if (announce) $("announce").textContent = announce;
  }

  function pickToWrite(name) {
    selected = name;
    renderWriting();
    const box = $("choices");
    const label = document.createElement("p");
    label.textContent = say(T.digit_for, { cell: name });
    const digits = [1, 2, 3, 4, 5, 6].map((digit) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = String(digit);
      button.addEventListener("click", () => write(name, digit));
      return button;
    });
    box.replaceChildren(label, ...digits);
    digits[0].focus();
  }

  function write(name, digit) {
    if (name === writing.eyeCell) writing.eye = digit; else writing.cells[name] = digit;
    $("choices").replaceChildren();
    const next = Object.keys(buttons).find((cell) => (cell === writing.eyeCell ? writing.eye === null : !(cell in writing.cells)));
    selected = null;
    renderWriting(`${name}: ${digit}`);
    if (next) pickToWrite(next); else $("start-written").focus();
  }

  function startWriting(seed) {
    writing = { seed, eye: null, cells: {}, eyeCell: py.pyimport("pnp.games.numen.rules").EYE };
    selected = null;
    delete main.dataset.result;
    delete main.dataset.record;
    $("layout").textContent = seed;
    renderWriting(T.fill_help);
    pickToWrite(Object.keys(buttons)[0]);
  }

  function showChoices(options) {
    const box = $("choices");
    box.replaceChildren();
    if (!options) return;
    const label = document.createElement("p");
    label.textContent = T.choose;
    box.append(label);
    for (const index of options) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = moveWords(state.moves[index], state.position, state.to_move);
      button.addEventListener("click", () => act(() => session.play(index)));
      box.append(button);
    }
    box.querySelector("button").focus();
  }

  function fromOf(move) { return move.from ?? null; }
  function toOf(move) { return move.to ?? move.square ?? move.cross ?? move.cell ?? null; }

  function pick(name) {
    const indices = state.moves.map((m, i) => i);
    const fromHere = indices.filter((i) => fromOf(state.moves[i]) === name);
    const toHere = indices.filter((i) => toOf(state.moves[i]) === name &&
      (fromOf(state.moves[i]) === null || fromOf(state.moves[i]) === selected));
    if (toHere.length && (selected !== null || fromOf(state.moves[toHere[0]]) === null)) {
      selected = null;
      if (toHere.length === 1) act(() => session.play(toHere[0]));
      else { render(); showChoices(toHere); }
      return;
    }
    selected = fromHere.length && selected !== name ? name : null;
    render();
    buttons[name].focus();
  }

  function act(step) {
    const mover = state.to_move, before = state.position, number = state.made + 1;
    step();
    const now = JSON.parse(session.state());
    const words = describe(now.last, mover, before, now, number);
    save();
    render(words);
    setTimeout(next, auto ? 0 : 350);
  }

  function next() {
    if (writing || state.result || !computerPlays(state.to_move)) return;
    busy = true;
    render();
    setTimeout(() => {
      busy = false;
      const strength = String(settings.depth);  // a depth, or "t" and a time budget in ms
      act(() => (strength.startsWith("t") ? session.computer(0, Number(strength.slice(1))) : session.computer(Number(strength))));
    }, 0);
  }

  $("roll").addEventListener("click", () => act(() => session.roll()));
  $("pass").addEventListener("click", () => act(() => session.take("pass")));
  $("undo").addEventListener("click", () => {
    session.undo();
    while (session.turns.length) {
      const now = JSON.parse(session.state());
      if (!computerPlays(now.to_move) && !(now.last && now.last.roll)) break;
      session.undo();
    }
    selected = null;
    delete main.dataset.result;
    save();
    render();
  });
  $("mode").addEventListener("change", (event) => { settings.mode = event.target.value; save(); render(); next(); });
  $("depth").addEventListener("change", (event) => { settings.depth = event.target.value; save(); });
  $("setup").addEventListener("submit", (event) => {
    event.preventDefault();
    const seed = layoutNumber($("seed-input").value);
    if (seed !== null) start(seed);
  });
  $("random-seed").addEventListener("click", () => {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] % 1000000;
    $("seed-input").value = seed;
    start(seed);
  });
  $("export").addEventListener("click", () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([session.record()], { type: "application/json" }));
    link.download = `${config.game}-${session.seed}-record.json`;
    link.click();
  });

  $("start-written").addEventListener("click", () => {
    session = Session.written(writing.seed, writing.eye, JSON.stringify(writing.cells));
    writing = null;
    save();
    render(T.ready);
    next();
  });
  if ($("fill")) $("fill").addEventListener("change", (event) => { settings.fill = event.target.value; save(); });

  function start(seed) {
    if (config.game === "numen" && settings.fill === "hand") { startWriting(seed); return; }
    writing = null;
    session = fresh(seed);
    selected = null;
    delete main.dataset.result;
    delete main.dataset.record;
    save();
    $("layout").textContent = seed;
    render();
    next();
  }

  session = restore();
  $("mode").value = settings.mode;
  $("depth").value = String(settings.depth);
  if ($("fill")) $("fill").value = settings.fill || "balanced";
  $("layout").textContent = session.seed;
  $("seed-input").value = session.seed;
  main.dataset.ready = "1";
  save();
  render(T.ready);
  next();
})();
