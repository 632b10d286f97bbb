// The room socket: hello on every (re)connect, pings at 5 Hz for the RTT and the server's
// heartbeat, and the reconnect policy of docs/PROTOCOL.md's close-code table.

export const PROTOCOL_VERSION = 4;
const PING_MS = 200;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];
/** How often the socket looks at its own health. */
const WATCH_MS = 250;

/**
 * What silence from the server means. Pongs come every 200 ms and snapshots 20 times a second,
 * so 600 ms of nothing is already wrong: inputs pause (each frame sent into a stalled link would
 * arrive in one burst later, which the server's rate limit punishes, and only the newest intent
 * matters). At 2 s the player is told the connection is lost; at 6 s this socket is given up and
 * a new one opened. A new socket with no welcome after 5 s says so and tries again.
 */
export const LINK = { quietMs: 600, stalledMs: 2000, deadMs: 6000, connectMs: 5000, slowRttMs: 250, slowOf: 5 };

/**
 * The link's health from what was heard when: pure, so node tests drive it with plain numbers.
 * `slow` is the median of the last `LINK.slowOf` round trips above `LINK.slowRttMs`, so one late
 * pong does not flag a good line and one fast one does not clear a bad one.
 */
export class LinkHealth {
  constructor(nowMs = 0) {
    this.lastHeard = nowMs;
    this.rtts = [];
  }

  heard(nowMs) { this.lastHeard = nowMs; }

  pong(rttMs, nowMs) {
    this.heard(nowMs);
    this.rtts.push(rttMs);
    if (this.rtts.length > LINK.slowOf) this.rtts.shift();
  }

  /** 'ok', 'quiet' (inputs pause), 'stalled' (the player is told) or 'dead' (give the socket up). */
  state(nowMs) {
    const gap = nowMs - this.lastHeard;
    if (gap >= LINK.deadMs) return 'dead';
    if (gap >= LINK.stalledMs) return 'stalled';
    if (gap >= LINK.quietMs) return 'quiet';
    return 'ok';
  }

  get slow() {
    if (this.rtts.length < 3) return false;
    const sorted = [...this.rtts].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] > LINK.slowRttMs;
  }
}

/** The line shown while the link is gone; the same words on every screen and device. */
export const LOST_TEXT = 'Connection lost, reconnecting...';

/**
 * What each close code means to this client: retry, or stop and tell the player why in one
 * sentence (no codes: the player cannot act on them). `err` is the refusal that came before the
 * close, when one did: a room at its watcher limit closes 4402 as a room with no seat does.
 */
export function closePolicy(code, err = null) {
  if (code === 4402 && /^watcher_limit/.test(err?.msg ?? '')) {
    return { retry: false, message: 'This room has as many watchers as it takes. Join as a player if a seat is free, or try later.' };
  }
  switch (code) {
    case 4400: return { retry: false, message: 'This client does not speak the server\'s protocol version. Reload the page.' };
    case 4401: return { retry: false, message: 'This room does not exist or has closed.' };
    case 4402: return { retry: false, message: 'The room is full: every seat is taken. Watch it, try another room or create one.' };
    case 4403: return { retry: false, message: 'You opened this room in another tab or window; this one stopped.' };
    // 1000 (a clean close or the server's heartbeat), 1006 (abnormal), 4404 (abuse: a new
    // socket starts clean) and anything unknown: the seat is kept for its grace, so come back.
    default: return { retry: true, message: LOST_TEXT };
  }
}

/** Tries after which a link that keeps failing is said to be the server's silence, not a blip. */
export const SILENT_TRIES = 5;

/**
 * What the banner says while a lost link is tried again: the reason and the next try; after
 * {@link SILENT_TRIES} failed tries (about 15 s) also that the server is not answering, the round
 * may be lost, and what the player can do, instead of "reconnecting" for as long as it is down.
 */
export function retryText(attempt, reason, waitMs) {
  const next = `retry in ${waitMs / 1000} s`;
  return attempt < SILENT_TRIES ? `${reason} (${next})`
    : `The server is not answering (${attempt} tries): this round may be lost. Still trying (${next}); or Leave room.`;
}

/**
 * The room code in what was typed or pasted into the code field: a room link's code
 * (`http://host:8080/r/kxtrm` gives KXTRM), else the text upper-cased without its spaces and
 * dashes (a code read out in groups). Anything else stays, for the letters-only check to name.
 */
export function roomCodeFrom(text) {
  const link = /\/r\/([A-Za-z]{1,16})(?:[/?#]|$)/i.exec(text.trim());
  return link ? link[1].toUpperCase() : text.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The handshake frame. A watcher asks with `role: 'watch'` (protocol 2) and never takes a seat;
 * a player sends no role, as a version 1 client does.
 */
export function helloMessage({ token, name, watch }) {
  const hello = { type: 'hello', p: PROTOCOL_VERSION, token: token ?? null, name: name ?? null };
  if (watch) hello.role = 'watch';
  return hello;
}

export class RoomSocket {
  /**
   * @param code room code
   * @param hello () => {token, name, watch}: read at each connect, so a rejoin uses the latest token
   * @param handlers {onMessage(msg), onStatus({state, message, rtt})}
   * @param wsUrl the room's socket on the node that holds it (among many nodes, the API's
   *   `ws_url`); null: this page's own host
   */
  constructor(code, hello, handlers, wsUrl = null) {
    this.code = code;
    this.wsUrl = wsUrl;
    this.hello = hello;
    this.handlers = handlers;
    this.ws = null;
    this.attempt = 0;
    this.stopped = false;
    this.rtt = null;
    this.pingTimer = null;
    this.retryTimer = null;
    this.watchTimer = null;
    this.health = new LinkHealth(performance.now());
    this.welcomed = false;
    this.lastPingAt = -Infinity;
    this.lastWatch = -Infinity;
    this.shown = 'idle';
    /** The last `err` before a close: a refusal's close code says less than its err (a watcher limit is a 4402 too). */
    this.lastErr = null;
  }

  connect() {
    if (this.stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(this.wsUrl ?? `${scheme}://${location.host}/ws/${encodeURIComponent(this.code)}`);
    this.ws = ws;
    this.welcomed = false;
    this.lastErr = null;
    const openedAt = performance.now();
    this.health = new LinkHealth(openedAt);
    this.status(this.attempt > 0 ? 'reconnecting' : 'connecting', this.attempt > 0 ? LOST_TEXT : '');
    ws.onopen = () => {
      this.send(helloMessage(this.hello()));
      this.pingTimer = setInterval(() => this.ping(), PING_MS);
    };
    ws.onmessage = (ev) => {
      if (ws !== this.ws) return;
      const now = performance.now();
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      this.health.heard(now);
      if (msg.type === 'welcome') { this.attempt = 0; this.welcomed = true; this.status('open'); }
      if (msg.type === 'err') this.lastErr = msg;
      if (msg.type === 'pong') {
        this.rtt = Math.max(0, Math.floor(now) - msg.t);
        this.health.pong(this.rtt, now);
        if (this.welcomed) this.status('open');
        return;
      }
      if (this.welcomed && this.shown !== 'open') this.status('open');
      this.handlers.onMessage(msg);
    };
    ws.onclose = (ev) => this.closed(ws, ev.code);
    clearInterval(this.watchTimer);
    this.lastWatch = openedAt;
    this.watchTimer = setInterval(() => this.watch(ws, openedAt), WATCH_MS);
  }

  /** While the link is quiet a ping a second is enough to hear it come back; no backlog of them either. */
  ping() {
    const now = performance.now();
    if (this.health.state(now) !== 'ok' && now - this.lastPingAt < 1000) return;
    if (this.send({ type: 'ping', t: Math.floor(now) })) this.lastPingAt = now;
  }

  /**
   * The watchdog: a socket that never got its welcome in `LINK.connectMs` (a reset link whose new
   * socket hangs), or one the server went silent on, is said to be lost; a silent one past
   * `LINK.deadMs` is given up for a new one. A browser's own close can take minutes to notice.
   */
  watch(ws, openedAt) {
    if (ws !== this.ws || this.stopped) return;
    const now = performance.now();
    const frozen = now - this.lastWatch > 4 * WATCH_MS;
    this.lastWatch = now;
    // This page itself was stopped (a long frame, a background tab): its messages wait in the
    // queue, so the silence is ours, not the server's. Look again next time.
    if (frozen) return;
    if (!this.welcomed) {
      if (now - openedAt >= LINK.connectMs) {
        this.abandon(ws, `No answer from the server in ${Math.round(LINK.connectMs / 1000)} s: trying again...`);
      }
      return;
    }
    const health = this.health.state(now);
    if (health === 'dead') this.abandon(ws, LOST_TEXT);
    else if (health === 'stalled' && this.shown !== 'stalled') this.status('stalled', LOST_TEXT);
  }

  /** Gives a hung socket up (its late events are ignored) and tries a fresh one on the backoff. */
  abandon(ws, message) {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    try { ws.close(); } catch { /* already closing */ }
    this.closed(ws, 1006, message);
  }

  /** True when an input sent now would go out on a live link (not into a stalled one's backlog). */
  get live() {
    const now = performance.now();
    // A page that was just stopped runs its input handlers before the messages that queued
    // meanwhile (browsers put input first): only a watchdog that ran lately can tell silence.
    if (now - this.lastWatch > 2 * WATCH_MS) return true;
    return this.health.state(now) === 'ok';
  }

  closed(ws, code, because = null) {
    if (ws !== this.ws) return;
    clearInterval(this.pingTimer);
    clearInterval(this.watchTimer);
    this.ws = null;
    if (this.stopped) return;
    const policy = closePolicy(code, this.lastErr);
    if (!policy.retry) {
      this.stopped = true;
      this.status('stopped', policy.message, code);
      return;
    }
    const wait = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt++;
    this.status('reconnecting', retryText(this.attempt, because ?? policy.message, wait), code);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  /**
   * Sends when the socket is open. An `input` goes only on a live link: into a stalled one it
   * would queue behind the others and arrive in a burst; refused, the input sender keeps the
   * intent and sends the newest one when the link is back.
   */
  send(msg) {
    if (msg.type === 'input' && !this.live) return false;
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  /**
   * The page is going away or into the back-forward cache, where a socket left open would keep
   * the seat looking connected with nobody there: close it as a drop (the seat keeps its grace;
   * the reason is not `left`), with no retry. main.js opens a new one if the page comes back.
   */
  suspend() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    clearInterval(this.watchTimer);
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close(1000, 'away');
  }

  /** Leaves for good (back to the landing page): no reconnect. */
  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    clearInterval(this.watchTimer);
    // The reason `left` tells the server this is a Leave, not a drop: it frees the seat at once.
    if (this.ws) this.ws.close(1000, 'left');
  }

  status(state, message = '', code = null) {
    this.shown = state;
    this.handlers.onStatus({ state, message, code, rtt: this.rtt, slow: this.health.slow });
  }
}
