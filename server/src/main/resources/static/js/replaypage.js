// The replay page, /replay/{id}: an archived round played in any browser with play, pause, speed
// and a scrubber, drawn by the kitchen's own renderer. main.js starts it instead of the game
// when the address is a replay's; it opens no socket.

import { KitchenRenderer } from './render.js';
import { parseLevel, restStations } from './level.js';
import { Labels } from './effects.js';
import { applyTextScale } from './prefs.js';
import { setText } from './screens.js';
import { clock, findReplay, replayPath, replayProblem, ReplayTimeline } from './replay.js';

const $ = (id) => document.getElementById(id);

/** Answers of the archive, with the failure in words rather than thrown. */
export async function getJson(url) {
  try {
    const res = await fetch(url);
    const body = await res.json().catch(() => null);
    return { status: res.status, ok: res.ok, body };
  } catch {
    return { status: 0, ok: false, body: null };
  }
}

/** Shows the page and plays replay `id`; `state` is mirrored as window.__undercookedReplay for tests. */
export async function startReplayPage(pathname) {
  document.body.dataset.screen = 'replay';
  const state = { id: null, status: 'loading', message: '', tick: 0, playing: false, speed: 1, ended: false,
    frames: 0, endTick: 0, openMs: null, drawn: 0 };
  window.__undercookedReplay = state;
  const say = (text) => { $('replay-msg').textContent = text; state.message = text; };
  const parsed = replayPath(pathname);
  if (!parsed?.id) {
    state.status = 'failed';
    say(parsed?.problem ?? 'This is not a replay link.');
    return state;
  }
  const { id } = parsed;
  state.id = id;
  document.title = `Undercooked · Replay ${id}`;
  $('replay-id').textContent = String(id);
  const studio = `./undercooked studio --replay ${location.origin}/api/replays/${id}`;
  $('replay-studio').textContent = studio;
  $('replay-copy').addEventListener('click', () => navigator.clipboard?.writeText(studio)
    .then(() => { $('replay-copied').textContent = 'Copied'; })
    .catch(() => { $('replay-copied').textContent = 'Select the line and copy it'; }));
  say(`Loading replay ${id}...`);
  const started = performance.now();
  const [frames, levelFile, summary] = await Promise.all([getJson(`/api/replays/${id}/frames`),
    getJson(`/api/replays/${id}/level`), getJson(`/api/replays/${id}/summary`)]);
  const failed = !frames.ok ? frames : !levelFile.ok ? levelFile : null;
  if (failed) {
    state.status = 'failed';
    say(replayProblem(id, failed.status, failed.body));
    return state;
  }
  const level = parseLevel(levelFile.body);
  const timeline = new ReplayTimeline(frames.body, restStations(level));
  if (!timeline.length) {
    state.status = 'failed';
    say(`Replay ${id} has no ticks to show.`);
    return state;
  }
  Object.assign(state, { status: 'ready', frames: timeline.length, endTick: timeline.endTick, tick: timeline.firstTick,
    level: level.id, openMs: performance.now() - started });
  say('');
  $('replay-level').textContent = level.name ?? level.id;
  // The cooks' names from the round's summary (the frames know seats, not names).
  const seats = [];
  for (const s of summary.ok ? summary.body?.seats ?? [] : []) seats[s.seat] = { index: s.seat, name: s.name };
  const renderer = new KitchenRenderer($('replay-kitchen'));
  applyTextScale([renderer]); // the text size chosen in the game's settings
  const labels = new Labels();
  const scrub = $('replay-scrub');
  scrub.min = String(timeline.firstTick);
  scrub.max = String(timeline.endTick);
  scrub.step = String(timeline.every);
  scrub.value = String(timeline.firstTick);
  let last = null;
  let lastIndex = -1;
  let shown = null; // the tick, canvas box and pixel ratio the canvas shows

  const setPlaying = (on) => {
    if (on && state.tick >= timeline.endTick) { state.tick = timeline.firstTick; lastIndex = -1; }
    state.playing = on;
    state.ended = false;
    $('replay-play').textContent = on ? 'Pause' : 'Play';
    $('replay-play').setAttribute('aria-pressed', String(on));
  };
  $('replay-play').addEventListener('click', () => setPlaying(!state.playing));
  $('replay-speed').addEventListener('change', (e) => { state.speed = Number(e.target.value) || 1; });
  scrub.addEventListener('input', () => {
    state.tick = Number(scrub.value);
    lastIndex = -1; // a jump: its events are not replayed as labels
    labels.items = [];
  });

  const frame = (now) => {
    if (last !== null && state.playing) {
      state.tick = Math.min(timeline.endTick, state.tick + ((now - last) / 1000) * timeline.tickHz * state.speed);
      if (state.tick >= timeline.endTick) {
        setPlaying(false);
        state.ended = true;
        $('replay-play').textContent = 'Play again';
      }
    }
    last = now;
    // Paused or ended, with no label fading and the same box, the canvas already shows this tick:
    // a replay left open then costs the machine nothing.
    const box = renderer.canvas.getBoundingClientRect();
    const key = `${state.tick} ${box.width}x${box.height} ${window.devicePixelRatio}`;
    const live = labels.live(now);
    if (!state.playing && live.length === 0 && key === shown) {
      requestAnimationFrame(frame);
      return;
    }
    shown = key;
    const scene = timeline.sceneAt(state.tick);
    if (state.playing && lastIndex >= 0) {
      for (const e of timeline.eventsBetween(lastIndex, scene.index)) labels.add(e, (pid) => scene.view.p.find((p) => p.i === pid) ?? null, now);
    }
    lastIndex = scene.index;
    renderer.draw({ level, view: scene.view, players: scene.players, seats, me: null, labels: labels.live(now), nowMs: now });
    state.drawn++;
    state.shownTick = scene.view.t;
    const at = String(Math.round(state.tick));
    if (document.activeElement !== scrub && scrub.value !== at) scrub.value = at;
    setText($('replay-time'), `${clock((state.tick - timeline.firstTick) / timeline.tickHz)} / ${clock(timeline.seconds)}`);
    setText($('replay-score'), `Score ${scene.view.s} / ${scene.view.tgt}`);
    requestAnimationFrame(frame);
  };
  setPlaying(true);
  requestAnimationFrame(frame);
  return state;
}

/**
 * "Watch the replay" on the result screen once the archive has the round: it is written in the
 * background, so the archive is asked a few times, a second apart, while `current()` says the
 * result screen still shows that round; a server that keeps no replays is said in words.
 */
export async function offerReplay(r, code, current) {
  const link = $('watch-replay');
  link.hidden = true;
  $('replay-note').textContent = '';
  if (r.result === 'aborted') return;
  for (let attempt = 0; attempt < 8 && current(); attempt++) {
    const id = await findReplay(code, r, getJson);
    if (!current()) return;
    if (id) {
      link.href = `/replay/${id}`;
      link.hidden = false;
      $('replay-note').textContent = `Send ${location.origin}/replay/${id} to share this round.`;
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  if (current()) $('replay-note').textContent = 'This round\'s replay is not in the archive (yet): no replay link to share.';
}
