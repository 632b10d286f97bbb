// The player's own cook, predicted (docs/CLIENT.md, "Your own cook, predicted"; decision 0026).
// It moves by the kernel's own movement (predict.js) the frame an input is sent, one substep per
// 50 ms as the server's ticks run, and each snapshot reconciles it: the server's position for the
// tick, plus the local substeps the server has not applied yet (the snapshot's `sq` says which
// input seq the kernel was fed, and the tick that seq first showed up says for how many ticks).
// A small difference is blended away over a few frames, one beyond a tile is a snap, and a
// prediction that keeps disagreeing falls back to plain interpolation and says so (`status`).

import { blockGrid, stepMovement, STEP_DT } from './predict.js';

const STEP_MS = STEP_DT * 1000;
export const SNAP_TILES = 1; // a correction beyond a tile is drawn at once, not blended
export const BIG_TILES = 0.25; // "a correction the eye sees": counted for the benchmark
// Replaying the unapplied inputs on each snapshot keeps a wrong prediction from drifting away:
// it stays the server's position plus the inputs in flight, and each snapshot moves it by what
// the server did differently in one tick (at most a tick's walk, 0.175 tile). A prediction that
// agrees is corrected by a few hundredths (the 2-decimal positions); one that is corrected by
// more than DESYNC_TILES on every snapshot for DESYNC_RUN snapshots is not agreeing.
const DESYNC_TILES = 0.1;
const BLEND_MS = 50; // a blended correction shrinks by e every 50 ms: gone in about 4 frames at 60 Hz
const DESYNC_RUN = 20; // this many snapshots in a row each correcting past DESYNC_TILES (1 s): give up
const RETRY_AFTER = 60; // snapshots of plain interpolation before predicting again (3 s)
const NO_ACK_AFTER = 40; // snapshots without any `sq` while inputs go out: an older server
const HISTORY = 200; // substeps kept (10 s); an input older than that is long applied
const MAX_CATCH_UP = 4; // a stalled tab does not run a burst of substeps

/** Positions and counts a reconciliation leaves, for the debug hook and the benchmark. */
function freshStats() {
  return { reconciles: 0, big: 0, snaps: 0, desyncs: 0, steps: 0, maxError: 0 };
}

export class OwnCook {
  constructor() {
    this.grid = null;
    this.stats = freshStats();
    this.reset('no round');
  }

  /** The level's walls and fixtures (level.js's parsed level), or null while it loads. */
  setLevel(level) {
    this.grid = level ? blockGrid(level) : null;
    this.reset('new level');
  }

  /** Forget the prediction: a new round, a new socket, a resync. */
  reset(reason) {
    this.body = null; // {x, y, vx, vy, f, state, stun}: where the kernel will have the cook
    this.prev = null; // the body one substep before, to draw between substeps
    this.history = []; // [{seq, n, mx, my, body}] one per local substep, oldest first
    this.others = []; // the other cooks as the newest snapshot has them, and where mine sits
    this.index = 0;
    this.spills = [];
    this.ack = 0;
    this.ackSince = 0;
    this.lastStepAt = null;
    this.offset = { x: 0, y: 0 };
    this.offsetAt = 0;
    this.held = false; // stunned or parked on the server: no prediction until it is over
    this.run = 0;
    this.waitAcks = 0;
    this.mode = 'interpolated';
    this.reason = reason;
    this.retryIn = 0;
    this.lastError = 0;
  }

  /** What the debug hook shows: whether the own cook is predicted, and why not. */
  get status() {
    return { mode: this.mode, reason: this.reason, lastError: this.lastError, ...this.stats };
  }

  /** A snapshot was applied: `view` is the merged frame, `me` the viewer's player id. */
  onSnapshot(view, me) {
    const mine = view.p.find((p) => p.i === me);
    if (!mine || !this.grid) return;
    const sorted = [...view.p].sort((a, b) => a.pi - b.pi); // the kernel's order: seats
    this.index = sorted.findIndex((p) => p.i === me);
    this.others = sorted.map((p) => ({ x: p.x, y: p.y, vx: 0, vy: 0, f: p.f, state: 'idle', stun: 0 }));
    this.spills = view.hz.filter((h) => h.t === 'spill').map((h) => [Math.floor(h.x), Math.floor(h.y)]);
    const sq = mine.sq ?? 0;
    if (sq !== this.ack) {
      this.ack = sq;
      this.ackSince = view.t;
    }
    if (this.mode === 'interpolated' && this.reason === 'desync') {
      if (--this.retryIn > 0) return;
      this.reason = 'retrying';
    }
    if (this.mode === 'interpolated' && this.reason === 'older server') return;
    this.held = mine.s === 'stunned' || mine.s === 'disconnected';
    if (this.held || this.body === null) {
      this.restart(mine);
      return;
    }
    if (sq === 0 && this.history.length > 0 && ++this.waitAcks > NO_ACK_AFTER) {
      this.reset('older server'); // a server without `sq`: nothing says what it applied
      return;
    }
    this.reconcile(mine, view.t - this.ackSince + 1);
  }

  restart(mine) {
    this.body = { x: mine.x, y: mine.y, vx: 0, vy: 0, f: mine.f, state: 'idle', stun: 0 };
    this.prev = this.body;
    this.history = [];
    this.offset = { x: 0, y: 0 };
    this.mode = 'predicted';
    this.reason = this.held ? `server says ${mine.s}` : '';
  }

  /** The server's body for its tick, with the local substeps it has not applied replayed on top. */
  reconcile(mine, ticksOfAck) {
    const h = this.history;
    let match = -1; // the local substep the snapshot's tick corresponds to
    if (this.ack > 0) {
      // The ack's run of ticks, counted locally as on the server: its k-th substep is this tick.
      const run = h.filter((e) => e.seq === this.ack);
      const later = h.findIndex((e) => e.seq > this.ack);
      if (run.length) {
        const hit = run.find((e) => e.n === ticksOfAck) ?? (run[0].n > ticksOfAck ? run[0] : run[run.length - 1]);
        match = h.indexOf(hit);
      } else {
        match = later < 0 ? h.length - 1 : later - 1; // a seq the client never walked alone (sent, then replaced within a tick)
      }
    }
    const from = h[match]?.body;
    const base = { x: mine.x, y: mine.y, vx: from?.vx ?? 0, vy: from?.vy ?? 0, f: mine.f, state: mine.s, stun: 0 };
    let body = base;
    const kept = h.slice(Math.max(0, match + 1));
    for (const e of kept) {
      body = this.substep(body, e);
      e.body = body;
    }
    this.history = match >= 0 ? [{ ...h[match], body: base }, ...kept] : kept;
    const err = Math.hypot(body.x - this.body.x, body.y - this.body.y);
    this.stats.reconciles++;
    this.lastError = err;
    this.stats.maxError = Math.max(this.stats.maxError, err);
    if (err > SNAP_TILES) {
      this.stats.snaps++;
      this.offset = { x: 0, y: 0 };
      this.prev = body;
    } else {
      this.offset = { x: this.offset.x + this.body.x - body.x, y: this.offset.y + this.body.y - body.y };
      this.prev = { ...this.prev, x: this.prev.x - this.body.x + body.x, y: this.prev.y - this.body.y + body.y };
    }
    this.body = body;
    if (err > BIG_TILES) this.stats.big++;
    if (err > DESYNC_TILES) {
      if (++this.run >= DESYNC_RUN) {
        this.stats.desyncs++;
        this.reset('desync');
        this.retryIn = RETRY_AFTER;
      }
    } else {
      this.run = 0;
    }
  }

  /** One kernel substep of the own cook among the others as last seen (they stand; pushes apply). */
  substep(body, e) {
    const cooks = this.others.map((o, i) => (i === this.index ? body : o));
    const frames = cooks.map((_, i) => (i === this.index ? { mx: e.mx, my: e.my, face: -1, rat: 0, seq: e.seq } : null));
    this.stats.steps++;
    return stepMovement(this.grid, cooks, frames, this.spills)[this.index];
  }

  /**
   * Every animation frame, with the intent last sent and its seq: runs the substeps due (one at
   * once when the intent changed, so a press moves the cook this frame) and returns where to
   * draw the cook, or null when it is drawn interpolated like the others.
   */
  frame(nowMs, sent, seq) {
    if (this.mode !== 'predicted' || this.body === null || !sent) return null;
    const last = this.history[this.history.length - 1];
    const changed = !last || last.mx !== sent.x || last.my !== sent.y;
    if (!this.held) {
      if (this.lastStepAt === null || (changed && seq !== last?.seq)) {
        this.step(sent, seq);
        this.lastStepAt = nowMs;
      }
      let due = Math.floor((nowMs - this.lastStepAt) / STEP_MS);
      if (due > MAX_CATCH_UP) {
        this.lastStepAt = nowMs - STEP_MS * MAX_CATCH_UP;
        due = MAX_CATCH_UP;
      }
      for (; due > 0; due--) {
        this.step(sent, seq);
        this.lastStepAt += STEP_MS;
      }
    }
    const decay = Math.exp(-Math.max(0, nowMs - this.offsetAt) / BLEND_MS);
    this.offsetAt = nowMs;
    this.offset = { x: this.offset.x * decay, y: this.offset.y * decay };
    // Drawn a share of the next substep ahead along the last one, so the cook glides at 60 Hz.
    const share = this.held ? 0 : Math.min(1, (nowMs - this.lastStepAt) / STEP_MS);
    const b = this.body;
    return {
      x: b.x + (b.x - this.prev.x) * share + this.offset.x,
      y: b.y + (b.y - this.prev.y) * share + this.offset.y,
      f: b.f,
    };
  }

  step(sent, seq) {
    const last = this.history[this.history.length - 1];
    const e = { seq, n: last?.seq === seq ? last.n + 1 : 1, mx: sent.x, my: sent.y, body: null }; // n: its run's k-th substep
    this.prev = this.body;
    this.body = this.substep(this.body, e);
    e.body = this.body;
    this.history.push(e);
    if (this.history.length > HISTORY) this.history.shift();
  }
}
