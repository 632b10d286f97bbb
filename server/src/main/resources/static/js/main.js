// The controller: which screen shows, what each server message changes, and the frame loop
// that draws the kitchen and sends input. State lives in one object (`app`), mirrored for
// tests and debugging as `window.__undercooked` (docs/CLIENT.md lists its fields).

import { RoomSocket } from './net.js';
import { checkRoom, wireLanding } from './landing.js';
import { installDebugHook } from './debug.js';
import { normaliseEvent, SnapBuffer, SnapStream } from './state.js';
import { Controls, EmoteThrottle, InputSender } from './input.js';
import { TouchPad } from './touch.js';
import { Settings } from './settings.js';
import { KitchenRenderer } from './render.js';
import { cooksAtSpawns, loadLevel, restStations } from './level.js';
import { Labels, vibrationFor } from './effects.js';
import { buildEmotes, renderHud, renderLobby, renderResult } from './screens.js';
import { BLOCKER_TEXT, errorText, OrderEchoes } from './hud.js';
import { EMOTES, itemLook, seatOfId } from './look.js';
import { codeFromPath, store, takeHostLink } from './store.js';
import { deniedHint, facedStation } from './teach.js';
import { Guide } from './guide.js';
import { focusMain, pageTitle, renderConnection, toast } from './page.js';
import { offerReplay, startReplayPage } from './replaypage.js';
import { KeyMap } from './keys.js';
import { cuesFor, Sound } from './sound.js';
import { OwnCook } from './owncook.js';
import { wirePrefs } from './prefs.js';
import { heldNotice, noRoomText, pathProblem, roomClosedText, serverStopping, welcomeNotice } from './notices.js';

const $ = (id) => document.getElementById(id);

const app = {
  screen: null, code: null, socket: null, you: null, spectator: false, watching: false, rejoined: false,
  roomState: null, lobby: null, seats: [], levelId: null, level: null, levels: [],
  view: null, stream: new SnapStream(), buffer: new SnapBuffer(100), labels: new Labels(), echoes: new OrderEchoes(), countdown: null, round: null,
  countdownTimeS: null,
  status: { state: 'idle', message: '', rtt: null }, emotes: new Map(), lastError: null,
  inputsSent: 0, eventCounts: {}, framesApplied: 0, resyncs: 0,
  expectRejoin: false, heldBefore: null, welcomes: 0, intent: null, pressAt: null,
};
const touchpad = new TouchPad($('touchpad'), { onEdge: () => sendInput(true) });
const keys = new KeyMap(localStorage);
const controls = new Controls(window, touchpad, keys);
const sound = new Sound(localStorage);
const potsHeard = new Map(); // sound.js: when each pot was first ready, and whether its warning played
const settings = new Settings((on) => { if (!on) touchpad.clear(); });
const sender = new InputSender((msg) => app.socket?.send(msg) ?? false);
const emoteThrottle = new EmoteThrottle();
const renderer = new KitchenRenderer($('kitchen'));
const own = new OwnCook(); // the own cook, predicted (owncook.js)
const guide = new Guide(store);

function show(screen) {
  const changed = app.screen !== screen;
  app.screen = screen;
  document.body.dataset.screen = screen;
  // The stylesheet hides what a spectator cannot use (emote buttons, the controls hint).
  document.body.dataset.spectator = String(app.spectator);
  controls.enabled = screen === 'round' && !app.spectator;
  if (screen !== 'round') guide.hideGuide();
  setTitle();
  if (changed && !guide.helpOpen) {
    // In a round the keys play: a focused button would take Space's keyup as a press.
    if (screen === 'round') document.activeElement?.blur?.();
    else focusMain(screen, true);
  }
}

function setTitle() {
  document.title = pageTitle(app.code, app.screen, app.roomState, app.status.state);
}

// ---- landing ---------------------------------------------------------------------------

function enterRoom(code, watch = false) {
  $('landing-msg').textContent = '';
  app.code = code;
  app.watching = watch;
  store.watch = watch;
  if (location.pathname !== `/r/${code}`) history.pushState({}, '', `/r/${code}`);
  app.socket?.stop();
  const socket = new RoomSocket(code, () => ({ token: store.token, name: store.name || null, watch: app.watching }), {
    onMessage, onStatus,
  }, sessionStorage.getItem(`uc.ws.${code}`));
  app.socket = socket;
  if (socket.wsUrl) {
    socket.connect();
    return;
  }
  // A code typed or linked: ask which node holds it (one node answers without a ws_url, and an
  // unknown code is left to the socket, which says room_gone).
  fetch(`/api/rooms/${encodeURIComponent(code)}`)
    .then((res) => (res.ok ? res.json() : res.status === 404 ? { gone: true } : {}))
    .catch(() => ({}))
    .then((data) => {
      if (app.socket !== socket) return;
      if (data.gone) { // one clear message on the landing page, before any socket says room_gone
        socket.stop();
        leaveRoom();
        $('code').value = code;
        $('landing-msg').textContent = noRoomText(code);
        return;
      }
      if (data.ws_url) {
        socket.wsUrl = data.ws_url;
        sessionStorage.setItem(`uc.ws.${code}`, data.ws_url);
      }
      socket.connect();
    });
}

function leaveRoom() {
  app.socket?.stop();
  app.socket = null;
  store.room = null;
  store.watch = false;
  if (location.pathname !== '/') history.pushState({}, '', '/');
  Object.assign(app, { code: null, you: null, spectator: false, watching: false, lobby: null, view: null, round: null, roomState: null });
  app.echoes.clear();
  // The stopped socket reports nothing more, so the top bar would still name the room.
  app.status = { state: 'idle', message: '', rtt: null };
  renderConnection(app.status, null);
  show('landing');
}

// ---- server messages -------------------------------------------------------------------

function onStatus(s) {
  app.status = s;
  renderConnection(s, app.code);
  setTitle();
  if (s.state === 'stopped') {
    // A stop is final (no retry): a frozen kitchen would only mislead, so the screen goes back to
    // the landing page with the reason, the room code still filled in. A verdict already on
    // screen stays to be read (a stopping server sends it before it closes the room), without
    // the buttons that would ask the gone room for more.
    store.room = null;
    const why = s.code === 4401 && app.code ? roomClosedText(app.code, app.lastError) : s.message;
    if (app.screen === 'result' && app.round) {
      for (const id of ['next', 'to-lobby', 'join-play']) $(id).hidden = true;
      $('result-wait').textContent = why;
      return;
    }
    // A room its stopping server closed is gone for good: its code would only send Join to it
    // again, so the box is left empty and Create a room, which the message suggests, has the focus.
    // Any other closed room keeps its code, to be checked (a creator never typed it).
    $('code').value = app.code && !serverStopping(app.lastError) ? app.code : '';
    show('landing');
    $('landing-msg').textContent = why;
  }
}

function onMessage(msg) {
  switch (msg.type) {
    case 'welcome': return onWelcome(msg);
    case 'lobby': return onLobby(msg);
    case 'countdown': return onCountdown(msg);
    case 'snap': return onSnap(msg.raw, msg.p);
    case 'round': return onRound(msg);
    case 'ev': return msg.events.forEach((e) => onEvent(normaliseEvent(e)));
    case 'err': return onErr(msg);
    default: // a type this client does not know: ignored, as server fields are
  }
}

function onWelcome(w) {
  const returning = app.expectRejoin || app.you !== null; // a reload into this room, or a reconnect
  const hadSeat = app.you !== null ? !app.spectator : app.expectRejoin && !store.watch;
  const wasWaiting = app.you !== null && app.spectator && !app.watching;
  app.expectRejoin = false;
  app.welcomes++;
  store.token = w.you.token;
  store.room = w.room;
  app.you = w.you;
  app.code = w.room;
  app.rejoined = w.rejoined;
  app.seats = w.seats;
  // A watcher's role says so (protocol 2); a waiting player's seat index is past the last seat.
  app.spectator = w.you.role === 'watch' || !w.seats.some((s) => s.index === w.you.seat);
  app.roomState = w.state;
  document.body.dataset.spectator = String(app.spectator);
  setLevel(w.level);
  // A new socket's first frame is full: drop the old merged view and the interpolation
  // history, and make the current intent reach the server again.
  app.view = null;
  app.stream.clear();
  app.buffer.clear();
  own.reset('new socket');
  sender.reset();
  const notice = welcomeNotice(w, { spectator: app.spectator, watching: app.watching, returning, hadSeat, wasWaiting });
  if (notice) toast(notice, 9000);
  app.heldBefore = w.rejoined ? store.held : null; // said once the first frame shows what the cook carries now
  if (!w.rejoined) store.held = null;
  if (w.state === 'lobby') show('lobby');
  else if (w.state === 'countdown' || w.state === 'playing' || w.state === 'round_end') show('round');
}

function onLobby(l) {
  const previous = app.roomState;
  app.lobby = l;
  app.seats = l.seats;
  app.roomState = l.state;
  if (app.you && !app.spectator) app.you.host = l.host_seat === app.you.seat;
  setLevel(l.level);
  if (l.state === 'lobby') {
    if (previous !== 'lobby' || app.screen !== 'lobby') { app.round = null; show('lobby'); }
    renderLobby(l, {
      you: app.you, spectator: app.spectator, levels: app.levels, emotes: app.emotes,
      levelName: app.level && app.levelId === l.level ? app.level.name : null,
    });
    focusMain('lobby');
  } else if (l.state === 'countdown' && app.screen !== 'round') {
    show('round');
  } else if (l.state === 'round_end') {
    $('banner').textContent = 'Time!';
    $('banner').hidden = false;
    // The crown moves when the host leaves the result screen: the new host gets the buttons.
    if (app.screen === 'result' && app.round) renderVerdict();
  }
}

const LEVEL_RETRY_MS = [500, 1000, 2000, 4000];

function setLevel(id, attempt = 0) {
  if (!id || id === app.levelId) return;
  app.levelId = id;
  app.level = null;
  app.stream.setRest([]);
  loadLevel(id).then((level) => {
    if (app.levelId !== id) return;
    app.level = level;
    guide.level = level;
    own.setLevel(level);
    // the level comes after the countdown's or a joined round's first frame: the guide waited for it
    if (app.screen === 'round') guide.roundStarts(level, app.spectator);
    // Protocols 3 and 4 leave the stations at rest out of full frames: the level says where they are.
    const view = app.stream.setRest(restStations(level));
    if (app.view && view) app.view = view;
    if (app.lobby && app.screen === 'lobby') onLobby(app.lobby); // the lobby names the level it plays
  })
    .catch((e) => {
      if (app.levelId !== id) return; // another level was picked meanwhile
      // Forget the id so the next welcome or lobby asks again, and ask again soon anyway:
      // without the layout a round draws no kitchen.
      app.levelId = null;
      if (attempt === 0) toast(`Could not load the level: ${e.message}`); // once, not every retry
      const wait = LEVEL_RETRY_MS[Math.min(attempt, LEVEL_RETRY_MS.length - 1)];
      setTimeout(() => { if (app.levelId === null && app.code) setLevel(id, attempt + 1); }, wait);
    });
}

function onCountdown({ n, time_limit_s: timeS }) {
  app.countdown = n;
  app.countdownTimeS = timeS ?? null; // the round's length after the server's cap; older servers leave it out
  app.view = null;
  app.stream.clear();
  app.buffer.clear();
  own.reset('countdown');
  app.echoes.clear();
  app.round = null;
  $('banner').hidden = true;
  show('round');
  if (n === 3) guide.roundStarts(app.level, app.spectator);
  const box = $('countdown');
  box.textContent = String(n);
  box.hidden = false;
}

function onSnap(raw, p) {
  const before = app.view;
  const merged = app.stream.apply(raw, p); // p: how its hazards read (whole before protocol 4)
  if (!merged) return; // a delta before any full frame: wait for the next full one
  app.view = merged;
  app.framesApplied++;
  const now = performance.now();
  app.echoes.note(before, merged.e, now); // the view before still has the order that left
  if (app.screen === 'round') sound.play(cuesFor(before, merged, merged.e.map(normaliseEvent), myPlayerId(), app.level?.burnS ?? 0, potsHeard, now));
  app.buffer.push(merged, now);
  if (myPlayerId()) own.onSnapshot(merged, myPlayerId());
  if (app.countdown !== null) { app.countdown = null; $('countdown').hidden = true; }
  noteHeld();
  if (app.screen !== 'round' && app.roomState === 'playing') {
    // A round joined under way (a reload, a late seat) had no countdown: the guide shows here.
    show('round');
    guide.roundStarts(app.level, app.spectator);
  }
  if (merged.o.length) guide.follow(merged.o[0].r);
  for (const e of merged.e) onEvent(e);
}

function onEvent(e) {
  app.eventCounts[e.k] = (app.eventCounts[e.k] ?? 0) + 1;
  if (e.k === 'resync' && e.i === myPlayerId()) {
    // The server refused a replayed seq: take the latest snapshot as truth (no interpolation
    // history to blend from) and continue numbering after the seq it last accepted.
    app.resyncs++;
    own.reset('resync');
    app.buffer.clear();
    if (app.view) app.buffer.push(app.view, performance.now());
    sender.resync(e.seq ?? 0);
    return;
  }
  if (e.k === 'denied') {
    // The kernel says why; what the cook holds and faces says what to do about it.
    const cook = app.view?.p.find((p) => p.i === e.i);
    if (cook) e.hint = deniedHint(e.r, cook.h, facedStation(app.view.st, cook.x, cook.y, cook.f), app.level?.recipes);
  }
  if (e.k === 'emote') {
    const seat = seatOfPlayer(e.i);
    if (seat !== null) {
      app.emotes.set(seat, EMOTES[e.em] ?? e.em);
      setTimeout(() => { app.emotes.delete(seat); if (app.lobby && app.screen === 'lobby') onLobby(app.lobby); }, 2500);
      if (app.lobby && app.screen === 'lobby') onLobby(app.lobby);
    }
  }
  if (app.screen === 'round') {
    app.labels.add(e, cookPosition, performance.now(), myPlayerId());
    settings.buzz(vibrationFor(e, myPlayerId()));
  }
}

function onRound(r) {
  if (app.screen === 'round' && (r.result === 'won' || r.result === 'lost')) sound.play([r.result]);
  app.round = r;
  $('banner').hidden = true;
  renderVerdict();
  show('result');
  // Asked while this verdict is on screen and the server is there: a stopped connection ends the asking.
  offerReplay(r, app.code, () => app.round === r && app.status.state !== 'stopped');
}


/**
 * What the cook carries, kept for this tab (sessionStorage) so that after a reload or a drop the
 * rejoin can say what became of it: a seat away past the park has its item put down.
 */
function noteHeld() {
  const me = myPlayerId() && app.view.p.find((p) => p.i === myPlayerId());
  if (!me) return;
  if (app.heldBefore !== null && app.heldBefore !== undefined) {
    const text = heldNotice(app.heldBefore, me.h ?? null, (w) => itemLook(w).name);
    if (text) toast(text, 7000);
    app.heldBefore = null;
  }
  if ((me.h ?? null) !== store.held) store.held = me.h ?? null;
}

function renderVerdict() {
  // After a reload on this screen there is no view: the seat is in the player id itself.
  const host = app.seats.find((s) => s.host);
  const role = app.spectator ? (app.watching ? 'watcher' : 'spectator') : app.you?.host ? 'host' : 'player';
  renderResult(app.round, (id) => {
    const index = seatOfPlayer(id);
    if (index === null) return null;
    return { index, color: app.seats.find((s) => s.index === index)?.color };
  }, { mine: app.spectator ? null : (app.you?.seat ?? null), role, hostName: host?.name || null }, app.levels);
}

const CLOSING_ERRORS = new Set(['room_gone', 'room_full', 'evicted', 'protocol_mismatch']);

function onErr(e) {
  app.lastError = e;
  if (e.code === 'wrong_state' && (e.msg === 'no_level' || e.msg === 'no_ready_players')) {
    $('start-why').textContent = `Cannot start: ${BLOCKER_TEXT[e.msg]}`;
    return;
  }
  if (e.code === 'bad_field' && e.seq !== null) return; // a replayed seq: the resync event follows
  // These come right before a close, whose one sentence the landing page shows: not twice.
  if (CLOSING_ERRORS.has(e.code)) return;
  toast(errorText(e.code, e.msg));
}

// ---- helpers over the current view -------------------------------------------------------

function myPlayerId() {
  if (!app.view || !app.you || app.spectator) return null;
  return app.view.p.find((p) => p.pi === app.you.seat)?.i ?? null;
}

function seatOfPlayer(id) {
  const cook = app.view?.p.find((p) => p.i === id);
  if (cook) return cook.pi;
  return seatOfId(id); // before any snapshot (lobby emotes, a reload) the id is all there is
}

function cookPosition(id) {
  const cook = app.view?.p.find((p) => p.i === id);
  return cook ? { x: cook.x, y: cook.y } : null;
}

// ---- the frame loop ----------------------------------------------------------------------

/**
 * Before the first snapshot (the countdown) the kitchen has no cooks and the HUD no numbers:
 * the cooks are drawn where the round will start them and the HUD shows the round's target
 * and length, from the level file and the countdown frame.
 */
function countdownScene() {
  if (app.view || app.countdown === null || !app.level) return null;
  const timeS = app.countdownTimeS ?? app.level.timeLimitS;
  return {
    players: cooksAtSpawns(app.level, app.seats),
    hud: { s: 0, tgt: app.level.target ?? '-', tl: timeS ?? 0, o: [], hz: [] },
  };
}

/** Reads the controls and sends when due; `urgent` when a finger landed or lifted. */
function sendInput(urgent = false) {
  if (app.screen === 'round' && app.roomState === 'playing' && !app.spectator && app.view) {
    const intent = controls.intent(); // read once a frame: it latches a button's release
    if (intent.act && !app.intent?.act) app.pressAt = performance.now(); // the press ring, at once
    app.intent = intent;
    if (sender.tick(intent, performance.now(), urgent)) app.inputsSent++;
  }
}

/**
 * The cooks to draw: every cook interpolated from the snapshots, the player's own moved to its
 * prediction unless that has given way to interpolation. The prediction walks this frame's
 * intent under the seq that began its move (a snapshot's `sq` names that one): the next seq
 * when the throttle has not sent the new move yet.
 */
function cooksNow(now) {
  const players = app.buffer.playersAt(now);
  const me = myPlayerId();
  const intent = app.intent;
  if (!me || !intent || app.roomState !== 'playing') return players;
  const last = sender.last;
  const pending = !last || last.x !== intent.x || last.y !== intent.y;
  const at = own.frame(now, intent, pending ? sender.seq + 1 : sender.moveSeq);
  if (!at) return players;
  return players.map((p) => (p.i === me ? { ...p, x: at.x, y: at.y, f: at.f, predicted: true } : p));
}

function frame() {
  const now = performance.now();
  if (app.screen === 'round') {
    sendInput();
    const preview = countdownScene();
    if (app.level) {
      const seats = [];
      for (const s of app.seats) seats[s.index] = s;
      renderer.valign = settings.touch && innerHeight > innerWidth ? 'top' : 'middle';
      renderer.draw({
        level: app.level, view: app.view, players: preview ? preview.players : cooksNow(now), seats, pressAt: app.pressAt,
        me: myPlayerId() ?? (preview && app.you && !app.spectator ? `p${app.you.seat}` : null),
        labels: app.labels.live(now), nowMs: now,
      });
      if (settings.touch) touchpad.room(renderer.valign === 'top' ? renderer.belowKitchen() : 0);
    } else {
      renderer.drawLoading('Loading the kitchen...');
    }
    renderHud(app.view ?? preview?.hud ?? null, app.status.state === 'open' ? app.status.rtt : null, app.spectator ? 'Watching' : `You are P${(app.you?.seat ?? 0) + 1}`, app.echoes.live(now));
  }
  requestAnimationFrame(frame);
}

// ---- wiring ------------------------------------------------------------------------------

function sendEmote(id) {
  if (app.spectator) return; // the server would refuse it (not_seated); the buttons are hidden too
  if (!emoteThrottle.allow(performance.now())) return; // the server would refuse it (rate_limited)
  app.socket?.send({ type: 'emote', id });
}

/**
 * A hidden or unfocused tab: the frame loop that sends input stops (no animation frames in a
 * background tab), so the release of the held keys goes out now, or the server keeps the cook
 * walking on the last intent.
 */
function releaseInput() {
  controls.release(); // keys and fingers
  if (app.screen === 'round' && app.roomState === 'playing' && !app.spectator && app.view) {
    if (sender.release(performance.now())) app.inputsSent++;
  }
}

/** The round's hint and the help's controls name the player's own keys. */
function showKeys() {
  document.querySelector('.keys-hint').textContent = keys.hint();
  $('help-keys-move').textContent = `${['up', 'left', 'down', 'right'].map((a) => keys.label(a)).join(', ')}`;
  $('help-keys-act').textContent = keys.label('act');
}

function init() {
  if (window.__unsupported?.length) return; // index.html's check said what this browser lacks
  if (location.pathname.startsWith('/replay/')) { startReplayPage(location.pathname); return; } // no room, no socket
  wireLanding(enterRoom);
  $('name').value = store.name;
  $('ready').addEventListener('click', () => app.socket?.send({ type: 'ready' }));
  $('start').addEventListener('click', () => app.socket?.send({ type: 'start' }));
  $('add-bot').addEventListener('click', () => app.socket?.send({ type: 'add_bot', persona: $('bot-persona').value }));
  $('seats').addEventListener('click', (e) => {
    const seat = e.target.closest('[data-remove-bot]')?.dataset.removeBot;
    if (seat !== undefined) app.socket?.send({ type: 'remove_bot', seat: Number(seat) });
  });
  $('level').addEventListener('change', (e) => app.socket?.send({ type: 'set_level', level: e.target.value }));
  $('leave').addEventListener('click', leaveRoom);
  $('next').addEventListener('click', () => app.socket?.send({ type: 'next_level' }));
  $('to-lobby').addEventListener('click', () => app.socket?.send({ type: 'to_lobby' }));
  $('result-leave').addEventListener('click', leaveRoom);
  $('join-play').addEventListener('click', () => enterRoom(app.code, false)); // a watcher asks for a seat: a player's hello
  $('round-leave').addEventListener('click', leaveRoom);
  buildEmotes(sendEmote);
  settings.wire();
  // Audio may start only inside a user gesture: the first click, tap or key of the page.
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => sound.unlock(), { capture: true });
  document.addEventListener('visibilitychange', () => sound.visibility());
  wirePrefs({ keys, sound, renderers: [renderer], onKeys: showKeys });
  const ids = Object.keys(EMOTES);
  window.addEventListener('keydown', (e) => {
    const k = Number(e.key);
    if (e.repeat) return; // a held key's auto-repeat is not another emote
    if (app.screen === 'round' && !app.spectator && k >= 1 && k <= ids.length && e.target.tagName !== 'INPUT') sendEmote(ids[k - 1]);
  });
  window.addEventListener('blur', releaseInput);
  document.addEventListener('visibilitychange', () => { if (document.hidden) releaseInput(); });
  window.addEventListener('popstate', () => { if (!codeFromPath()) leaveRoom(); });
  // Leaving the page (or into the back-forward cache) drops the socket; coming back from the cache rejoins.
  window.addEventListener('pagehide', () => app.socket?.suspend());
  window.addEventListener('pageshow', (e) => { if (e.persisted && app.code) enterRoom(app.code, app.watching); });
  fetch('/api/levels').then((r) => r.json()).then((d) => {
    app.levels = d.levels;
    if (app.lobby && app.screen === 'lobby') onLobby(app.lobby);
    if (app.round && app.screen === 'result') renderVerdict(); // the next button's name needs the list
  }).catch(() => toast('Could not load the level list.'));

  const code = codeFromPath();
  const problem = pathProblem(location.pathname);
  if (problem) $('landing-msg').textContent = problem;
  if (code) {
    $('code').value = code;
    // A reload inside a room we were in: go straight back, with the same token, to the same seat.
    if (takeHostLink(code)) enterRoom(code);
    else if (store.room === code && store.token) { app.expectRejoin = true; enterRoom(code, store.watch); } else checkRoom(code);
  }
  show('landing');
  requestAnimationFrame(frame);
}

if (!location.pathname.startsWith('/replay/')) installDebugHook(app, { sender, settings, renderer, myPlayerId, sound, keys, own });
init();
