// A recorded round as a timeline the replay page plays and scrubs: the frames of
// GET /api/replays/{id}/frames (protocol 4 snap bodies, a full one every 20 frames) merged
// exactly as a live stream is (state.js). Pure: node's test runner imports this file as it is.

import { interpolatePlayers, mergeFrame } from './state.js';

/**
 * Opening merges every frame once, keeping the view at each full frame (a keyframe) and each
 * frame's tick; a seek starts from the keyframe at or before the frame and merges at most 19
 * deltas, and playing forward merges one delta a frame. So a round of any length opens in one
 * pass and holds only its keyframes, never a view per tick (the banquet hall has 710 stations).
 */
export class ReplayTimeline {
  /** `data`: the answer of /frames; `rest`: the level's stations at rest (level.js restStations). */
  constructor(data, rest = []) {
    this.frames = data.frames ?? [];
    this.every = data.every ?? 1;
    this.tickHz = data.tick_hz ?? 20;
    this.rest = rest;
    this.ticks = new Array(this.frames.length);
    this.keys = new Map(); // frame index -> merged view, at the full frames
    let v = null;
    for (let i = 0; i < this.frames.length; i++) {
      v = mergeFrame(v, this.frames[i], rest);
      if (!v) throw new Error(`frame ${i} is a delta before any full frame`);
      this.ticks[i] = v.t;
      if (this.frames[i].full) this.keys.set(i, v);
    }
    this.firstTick = this.frames.length ? this.ticks[0] : 0;
    this.endTick = this.frames.length ? this.ticks[this.frames.length - 1] : 0;
    this.at = -1; // the cursor: frame index of `cur`
    this.cur = null;
    this.prev = null; // the view of frame at - 1 when the cursor stepped there, else null
    this.merges = 0; // deltas merged since opening, for tests of the seek cost
  }

  get length() {
    return this.frames.length;
  }

  /** Seconds the round lasts. */
  get seconds() {
    return (this.endTick - this.firstTick) / this.tickHz;
  }

  /** The last frame at or before `tick` (the first one before the start). */
  indexAt(tick) {
    let lo = 0;
    let hi = this.ticks.length - 1;
    if (hi < 0) return -1;
    if (tick <= this.ticks[0]) return 0;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.ticks[mid] <= tick) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  /** The merged view of frame `i`, moving the cursor there. */
  viewOf(i) {
    if (i === this.at) return this.cur;
    if (!(i > this.at && i - this.at < 20 && this.cur)) {
      let k = i;
      while (!this.keys.has(k)) k--;
      this.at = k;
      this.cur = this.keys.get(k);
      this.prev = null;
    }
    while (this.at < i) {
      this.prev = this.cur;
      this.at++;
      this.cur = this.frames[this.at].full ? this.keys.get(this.at) : mergeFrame(this.cur, this.frames[this.at], this.rest);
      this.merges++;
    }
    return this.cur;
  }

  /**
   * What to draw at fractional `tick`: the view of the frame at or before it and the cooks moved
   * on towards the next frame, as a live stream's cooks are between two snapshots.
   */
  sceneAt(tick) {
    if (!this.length) return null;
    const i = this.indexAt(tick);
    if (i + 1 >= this.length || tick <= this.ticks[i]) {
      const view = this.viewOf(i);
      return { view, players: view.p.map((p) => ({ ...p })), index: i };
    }
    if (!(this.at === i + 1 && this.prev)) {
      this.viewOf(i);
      this.viewOf(i + 1); // one step forward: the cursor keeps frame i as prev
    }
    return { view: this.prev, players: interpolatePlayers(this.prev, this.cur, tick), index: i };
  }

  /** The events of the frames after frame `from` up to and including frame `to` (played forward). */
  eventsBetween(from, to) {
    const out = [];
    for (let i = Math.max(0, from + 1); i <= to && i < this.length; i++) out.push(...(this.frames[i].e ?? []));
    return out;
  }
}

/** `m:ss` of a number of seconds, for the replay's clock. */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The replay id in a page path (`/replay/17`), or null; and what to say about a path that is not one. */
export function replayPath(pathname) {
  const m = /^\/replay\/([^/]*)\/?$/.exec(pathname);
  if (!m) return null;
  const id = /^[1-9][0-9]{0,17}$/.test(m[1]) ? Number(m[1]) : null;
  return id ? { id } : { problem: `"${decodeURIComponent(m[1]).slice(0, 24)}" is not a replay number: a replay link ends in its number, like /replay/17.` };
}

/** The words for a failed /frames or /level answer. */
export function replayProblem(id, status, body) {
  if (status === 404) return `There is no replay ${id}: it never existed, or the server removed it (it keeps only its latest rounds).`;
  if (status === 422 && body?.error === 'level_missing') return `Replay ${id} cannot be shown: ${body.message}.`;
  if (status === 422) return `Replay ${id} is damaged and cannot be shown (${body?.message ?? 'unreadable'}).`;
  if (status === 0) return 'The server could not be reached: check the connection and reload.';
  return `The server could not load replay ${id} (HTTP ${status}): try again later.`;
}

/**
 * The archive's id of the round a `round` message ended, or null when the archive has no such
 * round (yet: it is written in the background, so the caller asks again a few times). A round is
 * known by its room, level and seed (a seed is drawn per round); `getJson(url)` answers {ok, body} (replaypage.js getJson).
 */
export async function findReplay(room, round, getJson) {
  if (!room || !round?.level_id || round.seed === undefined) return null;
  const res = await getJson(`/api/replays?level=${encodeURIComponent(round.level_id)}&limit=20`);
  if (!res.ok || !Array.isArray(res.body?.replays)) return null;
  const hit = res.body.replays.find((r) => r.room === room && r.seed === round.seed);
  return hit ? hit.id : null;
}
