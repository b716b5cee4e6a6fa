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
  const settings = { mode: auto ? "watch" : "two", depth: auto ? 1 : 2 };
  if (/^[123]$/.test(params.get("depth") || "")) settings.depth = Number(params.get("depth"));

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

  function fresh(seed) {
    return Session.new(config.game, seed);
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

  function describe(turn, mover) {
    if (turn === null) return "";
    if (turn === "pass") return say(T.passed, { side: side(mover) });
    if (turn.roll) return say(T.rolled, { side: side(mover), roll: turn.roll.join(" ") });
    const move = state.lastText || JSON.stringify(turn.move);
    return say(T.moved, { side: side(mover), move });
  }

  function finish() {
    const result = state.result;
    const rule = T.endings[result.reason] || result.reason;
    main.dataset.result = result.winner === null ? "draw" : result.winner;
    main.dataset.record = session.record();
    return result.winner === null ? say(T.draw, { rule }) : say(T.won, { side: side(result.winner), rule });
  }

  function cellContent(name) {
    const data = state.position;
    const here = (data.cells || {})[name];
    const toads = data.toads || {};
    let label = "", owner = null, count = 0;
    if (Array.isArray(here) && here.length) {
      const top = here[here.length - 1];
      count = here.length;
      owner = typeof top === "string" ? top : top.color;
      label = typeof top === "string" ? String(count) : String(top.value ?? "?");
    } else if (typeof here === "number") {
      label = String(here);
      owner = Number(name.slice(1)) < (state.height + 1) / 2 ? "A" : "B";
    } else if (typeof here === "string") {
      owner = here;
      label = here === "X" ? "✕" : "◯";
    }
    const toad = Object.keys(toads).find((c) => toads[c] === name);
    return { label, owner, count, toad };
  }

  function fromOf(move) { return move.from ?? null; }
  function toOf(move) { return move.to ?? move.square ?? move.cross ?? move.cell ?? null; }

  function render(announce) {
    state = JSON.parse(session.state());
    const data = state.position;
    const width = state.width, height = state.height;
    const board = $("board");
    board.style.setProperty("--columns", width);
    board.replaceChildren();
    const fromCells = new Set(state.moves.map(fromOf).filter(Boolean));
    const targets = new Set(state.moves.filter((m) => fromOf(m) === selected || fromOf(m) === null).map(toOf));
    const mine = !busy && !state.result && !computerPlays(state.to_move);
    for (let row = height; row >= 1; row--) {
      for (let col = 0; col < width; col++) {
        const name = "abcdefghijklmnopqrstuvwxyz"[col] + row;
        const c = cellContent(name);
        const button = document.createElement("button");
        button.type = "button";
        button.className = "cell";
        button.dataset.cell = name;
        if (c.owner) button.dataset.owner = c.owner;
        if ((data.crossed || []).includes(name)) { button.classList.add("crossed"); }
        const mark = document.createElement("span");
        mark.className = "piece";
        mark.textContent = c.label + (c.toad ? "🐸" : "");
        button.append(mark);
        if (c.count > 1) {
          const height = document.createElement("span");
          height.className = "height";
          height.textContent = "×" + c.count;
          button.append(height);
        }
        const words = [name, c.owner ? `${side(c.owner)} ${c.label}` : T.empty];
        if (button.classList.contains("crossed")) words.push("✕");
        if (c.count > 1) words.push(say(T.stack, { n: c.count }));
        if (c.toad) words.push("🐸 " + side(c.toad));
        if (name === selected) { button.classList.add("selected"); words.push(T.selected); }
        const target = mine && targets.has(name) && (selected !== null || ![...fromCells].length);
        if (target) { button.classList.add("target"); words.push(T.target); }
        const shown = button.textContent;  // the name starts with what the square shows (WCAG label in name)
        button.setAttribute("aria-label", (shown ? shown + ": " : "") + words.join(", "));
        button.disabled = !mine || !(fromCells.has(name) || target || name === selected);
        button.addEventListener("click", () => pick(name));
        board.append(button);
      }
    }
    const tally = [say(T.turn, { n: state.made + 1 })];
    for (const key of Object.keys(T.tallies)) {
      if (key === "turns" || typeof data[key] !== "object" || data[key] === null) continue;
      tally.push(`${T.tallies[key]}: ` + Object.entries(data[key]).map(([s, n]) => `${side(s)} ${n}`).join(", "));
    }
    $("tally").textContent = tally.join(" · ");
    $("roll").hidden = !(state.roll_due && mine);
    $("pass").hidden = !(state.must_pass && mine);
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
      button.textContent = state.moves[index].text;
      button.addEventListener("click", () => act(() => session.play(index)));
      box.append(button);
    }
    box.querySelector("button").focus();
  }

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
    const again = document.querySelector(`[data-cell="${name}"]`);
    if (again) again.focus();
  }

  function act(step) {
    const mover = state.to_move;
    step();
    const last = JSON.parse(session.state()).last;
    state.lastText = last && last.move ? moveText(last.move) : null;
    const words = describe(last, mover);
    save();
    render(words);
    setTimeout(next, auto ? 0 : 350);
  }

  function moveText(move) {
    const before = state.moves.find((m) => JSON.stringify({ ...m, text: undefined }) === JSON.stringify({ ...move, text: undefined }));
    return before ? before.text : JSON.stringify(move);
  }

  function next() {
    if (state.result || !computerPlays(state.to_move)) return;
    busy = true;
    render();
    setTimeout(() => {
      busy = false;
      act(() => session.computer(settings.depth));
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
  $("depth").addEventListener("change", (event) => { settings.depth = Number(event.target.value); save(); });
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

  function start(seed) {
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
  $("layout").textContent = session.seed;
  $("seed-input").value = session.seed;
  main.dataset.ready = "1";
  save();
  render(T.ready);
  next();
})();
