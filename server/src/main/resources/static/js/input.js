// Keyboard, gamepad and touch (touch.js) to the one thing the server accepts from a player: an
// `input` frame of intent (a direction and the action button), never a position.

import { KeyMap } from './keys.js';

const DEADZONE = 0.25;
const KEEPALIVE_MS = 100; // 10 Hz, twice the contract's 5 Hz floor
const NEUTRAL = Object.freeze({ x: 0, y: 0, act: false });
const MIN_GAP_MS = 40; // at most 25 moves a second: with 5 pings that stays under the 40/s limit

/**
 * Which keys and pad buttons are down, and the fingers of `touch` (touch.js's TouchPad or
 * TouchState: `intent()` and `clear()`; or null); the intent is read from it every frame.
 */
export class Controls {
  constructor(target = window, touch = null, keys = new KeyMap(null)) {
    this.keys = keys; // keys.js: the player's own mapping
    this.down = new Set();
    this.actLifted = false;
    this.touch = touch;
    this.on = false;
    target.addEventListener('keydown', (e) => this.key(e, true));
    target.addEventListener('keyup', (e) => this.key(e, false));
    window.addEventListener('blur', () => this.release()); // no key or finger stuck down after alt-tab
  }

  get enabled() { return this.on; }

  /** Turning the controls on or off forgets held keys: a key held across a round's end is not a press. */
  set enabled(v) {
    if (Boolean(v) !== this.on) this.release();
    this.on = Boolean(v);
  }

  /** Every key and finger up: the page lost focus, or the controls turned on or off. */
  release() {
    this.down.clear();
    this.touch?.clear();
  }

  key(e, isDown) {
    if (!this.keys.known(e.code) && !this.down.has(e.code)) return;
    // A release always counts, even while the controls are off (the result screen), or the
    // key would still be down when the next round starts. It is not prevented there: Space's
    // keyup is what presses a focused button.
    if (!isDown) this.lift(e.code);
    if (!this.enabled) return;
    const tag = e.target && e.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    e.preventDefault(); // Space would scroll the page, arrows too
    if (isDown) this.down.add(e.code); else this.lift(e.code);
  }

  /**
   * A key went up. When it leaves no button key down, that release is latched until the next
   * intent() reads it: a release and a new press between two animation frames (a quick double
   * tap, a slow frame, or a test's key events) still read as the button up for one frame, so
   * the new press is an edge the kitchen sees (a press starts a chop; a held button does not).
   */
  lift(code) {
    this.down.delete(code);
    if (this.keys.isAct(code) && ![...this.down].some((c) => this.keys.isAct(c))) this.actLifted = true;
  }

  /** {x, y, act}: keys, the first connected gamepad and touch combined, magnitude at most 1. */
  intent() {
    let x = 0;
    let y = 0;
    let act = false;
    for (const code of this.down) {
      const m = this.keys.move(code);
      if (m) { x += m[0]; y += m[1]; }
      if (this.keys.isAct(code)) act = true;
    }
    if (this.actLifted) {
      this.actLifted = false;
      act = false; // up since the last frame, maybe down again: this frame shows the release
    }
    const pad = this.enabled ? firstPad() : null;
    if (pad) {
      const [sx, sy] = [pad.axes[0] ?? 0, pad.axes[1] ?? 0];
      if (Math.hypot(sx, sy) > DEADZONE) { x += sx; y += sy; }
      const b = pad.buttons;
      if (b[12]?.pressed) y -= 1; // standard mapping: d-pad up, down, left, right
      if (b[13]?.pressed) y += 1;
      if (b[14]?.pressed) x -= 1;
      if (b[15]?.pressed) x += 1;
      if (b[0]?.pressed || b[2]?.pressed) act = true; // A / Cross, X / Square
    }
    if (this.touch && this.enabled) {
      const t = this.touch.intent();
      x += t.x;
      y += t.y;
      act = act || t.act;
    }
    return normalise(x, y, act);
  }
}

function firstPad() {
  if (typeof navigator === 'undefined' || !navigator.getGamepads) return null; // node's test runner has none
  for (const p of navigator.getGamepads()) if (p && p.connected) return p;
  return null;
}

/** Clamps to the unit circle and rounds to 2 decimals, so a stick's noise is not a "change". */
export function normalise(x, y, act) {
  const len = Math.hypot(x, y);
  if (len > 1) { x /= len; y /= len; }
  const r = (v) => Math.round(v * 100) / 100 || 0; // `|| 0` turns -0 into 0
  let rx = r(x);
  let ry = r(y);
  if (Math.hypot(rx, ry) > 1) { // rounding pushed a diagonal past 1: cut towards zero instead
    const t = (v) => Math.trunc(v * 100) / 100 || 0;
    rx = t(x);
    ry = t(y);
  }
  return { x: rx, y: ry, act: Boolean(act) };
}

/**
 * Sends intent on change and as a keep-alive, with a seq that only ever grows (across
 * reconnects and rounds too: the server resets its last seq per connection and per round,
 * and a larger seq is always accepted).
 */
export class InputSender {
  constructor(send) {
    this.send = send;
    this.seq = 0;
    this.moveSeq = 0; // the seq that began the move being sent: what a snapshot's `sq` names (owncook.js)
    this.last = null;
    this.lastAt = -Infinity;
  }

  /**
   * Called every animation frame with the current intent, and with `urgent` when a finger
   * landed or lifted (touch.js), so that change goes out in the same frame as the touch.
   * Returns true when a frame went out.
   */
  tick(intent, nowMs, urgent = false) {
    const changed = !this.last || intent.x !== this.last.x || intent.y !== this.last.y || intent.act !== this.last.act;
    const actEdge = this.last && intent.act !== this.last.act;
    const due = nowMs - this.lastAt >= KEEPALIVE_MS;
    // A button edge goes at once (a tap shorter than the throttle must still reach the
    // kitchen), as does a finger landing or lifting (at most a few a second, unlike a stick's
    // sliding); a stick change waits for the gap; the keep-alive repeats the last intent.
    if (!(due || (changed && (actEdge || urgent || nowMs - this.lastAt >= MIN_GAP_MS)))) return false;
    const frame = { type: 'input', seq: ++this.seq, move: { x: intent.x, y: intent.y }, act: intent.act, face: null };
    if (!this.send(frame)) { this.seq--; return false; }
    if (!this.last || intent.x !== this.last.x || intent.y !== this.last.y) this.moveSeq = this.seq;
    this.last = intent;
    this.lastAt = nowMs;
    return true;
  }

  /** The server's `resync`: continue after the seq it last accepted (never go backwards). */
  resync(lastAccepted) {
    this.seq = Math.max(this.seq, lastAccepted);
    this.reset(); // and resend the current intent at once
  }

  /**
   * Sends a neutral intent (no move, no button) at once, past the throttle: for a tab that goes
   * to the background, where the animation frames that would send it stop.
   */
  release(nowMs) {
    this.reset();
    return this.tick(NEUTRAL, nowMs);
  }

  /** A new connection or round: the current intent must reach the server again. */
  reset() {
    this.last = null;
    this.lastAt = -Infinity;
  }
}

/**
 * The server's emote throttle (docs/PROTOCOL.md: `EMOTES_PER_WINDOW` 2 per `EMOTE_WINDOW_S` 1 s,
 * a sliding window per connection), kept on this side so a held or hammered key does not flood
 * the socket with emotes the server would refuse. The window is 100 ms longer than the server's
 * so network jitter cannot bunch two allowed emotes into one server window.
 */
export class EmoteThrottle {
  constructor(most = 2, windowMs = 1100) {
    this.most = most;
    this.windowMs = windowMs;
    this.sent = [];
  }

  /** True (and counted) when an emote may go out at `nowMs`. */
  allow(nowMs) {
    this.sent = this.sent.filter((t) => nowMs - t < this.windowMs);
    if (this.sent.length >= this.most) return false;
    this.sent.push(nowMs);
    return true;
  }
}
