// The room socket: hello on every (re)connect, pings at 5 Hz for the RTT and the server's
// heartbeat, and the reconnect policy of docs/PROTOCOL.md's close-code table.

export const PROTOCOL_VERSION = 4;
const PING_MS = 200;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/** What each close code means to this client: retry, or stop and tell the player why. */
export function closePolicy(code) {
  switch (code) {
    case 4400: return { retry: false, message: 'This client does not speak the server\'s protocol version. Reload the page.' };
    case 4401: return { retry: false, message: 'This room does not exist or has closed.' };
    case 4402: return { retry: false, message: 'The room is full. Try another room or create one.' };
    case 4403: return { retry: false, message: 'You opened this room in another tab or window; this one stopped.' };
    // 1000 (a clean close or the server's heartbeat), 1006 (abnormal), 4404 (abuse: a new
    // socket starts clean) and anything unknown: the seat is kept for its grace, so come back.
    default: return { retry: true, message: 'Connection lost, reconnecting...' };
  }
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
  }

  connect() {
    if (this.stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(this.wsUrl ?? `${scheme}://${location.host}/ws/${encodeURIComponent(this.code)}`);
    this.ws = ws;
    this.status('connecting');
    ws.onopen = () => {
      this.send(helloMessage(this.hello()));
      this.pingTimer = setInterval(() => this.send({ type: 'ping', t: Math.floor(performance.now()) }), PING_MS);
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (msg.type === 'welcome') { this.attempt = 0; this.status('open'); }
      if (msg.type === 'pong') {
        this.rtt = Math.max(0, Math.floor(performance.now()) - msg.t);
        this.status('open');
        return;
      }
      this.handlers.onMessage(msg);
    };
    ws.onclose = (ev) => this.closed(ws, ev.code);
  }

  closed(ws, code) {
    if (ws !== this.ws) return;
    clearInterval(this.pingTimer);
    this.ws = null;
    if (this.stopped) return;
    const policy = closePolicy(code);
    if (!policy.retry) {
      this.stopped = true;
      this.status('stopped', `${policy.message} (close ${code})`, code);
      return;
    }
    const wait = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt++;
    this.status('reconnecting', `${policy.message} (close ${code}, retry in ${wait / 1000} s)`, code);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  /** Leaves for good (back to the landing page): no reconnect. */
  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    if (this.ws) this.ws.close(1000, 'left');
  }

  status(state, message = '', code = null) {
    this.handlers.onStatus({ state, message, code, rtt: this.rtt });
  }
}
