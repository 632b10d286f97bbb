// The kitchen heard: short effects made in code with WebAudio (oscillators and filtered noise, no
// sound files, so nothing to license), chosen from the snapshot's events and from what changed
// between two views. `cuesFor` is pure and tested in node; `Sound` plays them, only after the
// page's first click, tap or key (browsers refuse audio before one), never in a background tab,
// at the remembered volume, and says in words when this browser has no WebAudio or blocks it.

/** Every cue, with the words the settings and tests use for it. */
export const CUES = ['chop', 'sizzle', 'burn_warning', 'fire', 'pick', 'drop', 'serve', 'order_in', 'order_missed',
  'last_ten', 'won', 'lost'];

/**
 * The cues of one applied frame: `before` and `after` are merged views (before may be null),
 * `events` the frame's (normalised), `myId` the viewer's cook (pick and drop are theirs alone, or
 * the kitchen would click all the time), `burnS` the level's overcook window. A pot is heard once
 * when it has 3 s left before burning; the last ten seconds tick once a second.
 */
export function cuesFor(before, after, events, myId, burnS = 0, readySince = new Map(), nowMs = 0) {
  const out = [];
  for (const e of events) {
    if (e.k === 'chopped') out.push('chop');
    else if (e.k === 'cooked') out.push('sizzle');
    else if (e.k === 'fire') out.push('fire');
    else if (e.k === 'served') out.push({ cue: 'serve', points: e.pts ?? 0 });
    else if (e.k === 'missed') out.push('order_missed');
    else if ((e.k === 'picked' || e.k === 'handed_off') && myId && e.i === myId) out.push('pick');
    else if (e.k === 'dropped' && myId && e.i === myId) out.push('drop');
  }
  if (before && after) {
    const had = new Set(before.o.map((o) => o.id));
    if (after.o.some((o) => !had.has(o.id))) out.push('order_in');
    const secs = (v) => Math.ceil(v.tl);
    if (after.tl > 0 && after.tl <= 10 && secs(after) !== secs(before)) out.push('last_ten');
    if (burnS > 0) {
      for (const s of after.st) {
        if (s.k !== 'stove' || s.s !== 'ready') continue;
        const key = `${s.x}|${s.y}`;
        if (!readySince.has(key)) readySince.set(key, nowMs);
        const left = burnS - (nowMs - readySince.get(key)) / 1000;
        if (left <= 3 && !readySince.has(`${key}|warned`)) { readySince.set(`${key}|warned`, true); out.push('burn_warning'); }
      }
      for (const key of [...readySince.keys()]) {
        const [x, y] = key.split('|');
        if (!after.st.some((s) => s.k === 'stove' && s.s === 'ready' && `${s.x}` === x && `${s.y}` === y)) readySince.delete(key);
      }
    }
  }
  return out;
}

const VOLUME_KEY = 'undercooked.volume'; // 0-100
const MUTE_KEY = 'undercooked.mute'; // '1' when muted

export class Sound {
  /**
   * `storage` keeps volume and mute; `makeContext` builds the AudioContext (tests pass one that counts the sounds);
   * `doc` is the document whose visibility silences it.
   */
  constructor(storage, makeContext = defaultContext, doc = globalThis.document) {
    this.storage = storage;
    this.makeContext = makeContext;
    this.doc = doc;
    this.ctx = null;
    this.played = {}; // cue -> times played, for the debug hook and the tests
    this.problem = ''; // what the settings say when there is no sound
    this.unlocked = false;
  }

  get volume() {
    const v = Number(this.storage?.getItem(VOLUME_KEY) ?? 70);
    return Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 70;
  }

  set volume(v) {
    this.storage?.setItem(VOLUME_KEY, String(Math.round(Math.min(100, Math.max(0, v)))));
    if (this.master) this.master.gain.value = this.gain();
  }

  get muted() {
    return this.storage?.getItem(MUTE_KEY) === '1';
  }

  set muted(m) {
    this.storage?.setItem(MUTE_KEY, m ? '1' : '0');
    if (this.master) this.master.gain.value = this.gain();
  }

  gain() {
    return this.muted ? 0 : (this.volume / 100) * 0.5;
  }

  /** The first click, tap or key of the page: the one moment a browser lets audio start. */
  unlock() {
    if (this.unlocked) return;
    this.unlocked = true;
    try {
      this.ctx = this.makeContext();
      if (!this.ctx) {
        this.problem = 'This browser has no Web Audio: the game stays silent.';
        return;
      }
      this.master = this.ctx.createGain();
      this.master.gain.value = this.gain();
      this.master.connect(this.ctx.destination);
      const resumed = this.ctx.resume?.();
      resumed?.catch?.(() => { this.problem = 'The browser blocked sound for this page: allow it in the site settings.'; });
    } catch {
      this.ctx = null;
      this.problem = 'The browser blocked sound for this page: allow it in the site settings.';
    }
  }

  /** Plays cues (names, or {cue, points} for a serve); nothing before the first gesture, muted, or hidden. */
  play(cues) {
    for (const c of cues) {
      const name = typeof c === 'string' ? c : c.cue;
      if (!this.ctx || this.muted || this.doc?.hidden) continue;
      this.played[name] = (this.played[name] ?? 0) + 1;
      try { VOICES[name]?.(this.ctx, this.master, c.points ?? 0); } catch { /* a broken audio graph never stops the game */ }
    }
  }

  /** A hidden tab is silent: its context sleeps until the tab shows again. */
  visibility() {
    if (!this.ctx) return;
    if (this.doc?.hidden) this.ctx.suspend?.(); else this.ctx.resume?.();
  }
}

function defaultContext() {
  const C = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  return C ? new C() : null;
}

/** A tone from `at` s for `len` s, with a quick attack and an exponential fall. */
function tone(ctx, out, freq, at, len, type = 'sine', level = 0.6) {
  const t = ctx.currentTime + at;
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, t);
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(level, t + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  o.connect(g).connect(out);
  o.start(t);
  o.stop(t + len + 0.02);
}

/** White noise through a band-pass filter: knives, sizzles and fire. */
function noise(ctx, out, at, len, freq, q = 1, level = 0.5) {
  const t = ctx.currentTime + at;
  const frames = Math.max(1, Math.floor(ctx.sampleRate * len));
  const buf = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = Math.random() * 2 - 1;
  const src = ctx.createBufferSource();
  src.buffer = buf;
  const f = ctx.createBiquadFilter();
  f.type = 'bandpass';
  f.frequency.value = freq;
  f.Q.value = q;
  const g = ctx.createGain();
  g.gain.setValueAtTime(level, t);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  src.connect(f).connect(g).connect(out);
  src.start(t);
}

const VOICES = {
  chop: (c, o) => noise(c, o, 0, 0.06, 2500, 2, 0.7),
  sizzle: (c, o) => noise(c, o, 0, 0.45, 5000, 0.7, 0.3),
  burn_warning: (c, o) => { tone(c, o, 880, 0, 0.12, 'square', 0.25); tone(c, o, 880, 0.18, 0.12, 'square', 0.25); },
  fire: (c, o) => noise(c, o, 0, 0.8, 300, 0.5, 0.6),
  pick: (c, o) => tone(c, o, 520, 0, 0.07, 'triangle', 0.4),
  drop: (c, o) => tone(c, o, 330, 0, 0.08, 'triangle', 0.4),
  // The ding says the points: one bell per 10 points, up to four, higher for more.
  serve: (c, o, points) => {
    const rings = Math.max(1, Math.min(4, Math.round(points / 10)));
    for (let k = 0; k < rings; k++) tone(c, o, 1046 + k * 262, k * 0.11, 0.5, 'sine', 0.5);
  },
  order_in: (c, o) => { tone(c, o, 660, 0, 0.1); tone(c, o, 990, 0.1, 0.15); },
  order_missed: (c, o) => tone(c, o, 150, 0, 0.4, 'sawtooth', 0.3),
  last_ten: (c, o) => tone(c, o, 1200, 0, 0.05, 'square', 0.2),
  won: (c, o) => [523, 659, 784, 1046].forEach((f, k) => tone(c, o, f, k * 0.12, 0.35)),
  lost: (c, o) => [392, 330, 262].forEach((f, k) => tone(c, o, f, k * 0.18, 0.4, 'triangle')),
};
