// What the round HUD and the result screen say, worked out from plain data: the rush badge, the
// brief echo of a served or missed order in the orders rail, and the truthful name of the
// host's "what next" button, and the words for a refused start or an `err`. Pure functions and plain objects only: node's test runner imports
// this file as it is, and screens.js turns the answers into DOM.

import { recipeName } from './look.js';
import { recipeSentence, recipeSteps } from './teach.js';

/** How long a served or missed order stays in the rail after it left the kitchen. */
export const ECHO_MS = 2500;

/**
 * The rush badge's text for a merged view, or '' when no rush is on. A rush is a hazard with
 * no place (`t: 'rush'`, at 0, 0); its `l` is the seconds it has left, 0 meaning "until
 * removed", in which case no count is shown rather than a false "0 s".
 */
export function rushBadge(view) {
  const rush = view?.hz?.find((h) => h.t === 'rush');
  if (!rush) return '';
  return rush.l > 0 ? `Rush ${Math.ceil(rush.l)} s` : 'Rush';
}

/**
 * Orders that just left the rail, kept a moment so the player sees what happened to them. A
 * `missed` event names only the order's id (`oi`; the recipe is not a wire payload key), so
 * the recipe and points come from the view before the frame that removed the order.
 */
export class OrderEchoes {
  constructor(lifeMs = ECHO_MS) {
    this.lifeMs = lifeMs;
    this.items = [];
  }

  clear() {
    this.items = [];
  }

  /**
   * @param before the merged view before this frame (null after a fresh socket)
   * @param events the frame's normalised events
   */
  note(before, events, nowMs) {
    for (const e of events) {
      if ((e.k !== 'missed' && e.k !== 'served') || e.oi === undefined) continue;
      const order = before?.o?.find((o) => o.id === e.oi);
      this.items = this.items.filter((x) => x.id !== e.oi);
      this.items.push({
        id: e.oi, r: order?.r ?? null, how: e.k, born: nowMs,
        pts: e.k === 'served' ? (e.pts ?? order?.pts ?? null) : (e.sd ?? null),
      });
    }
  }

  /** Echoes still showing, oldest first. */
  live(nowMs) {
    this.items = this.items.filter((x) => nowMs - x.born < this.lifeMs);
    return this.items.map((x) => ({ ...x }));
  }
}

/** Points as the rail shows them: "20 pts", "+20 pts", "−10 pts" (a real minus sign). */
export function pointsText(pts, signed = false) {
  if (pts === null || pts === undefined) return '';
  const sign = !signed || pts === 0 ? '' : pts > 0 ? '+' : '−';
  return `${sign}${Math.abs(pts)} pts`;
}

/**
 * The rail's cards: the open orders and the echoes, by order id (so an echo stays about where
 * its order was). An id both open and echoed (it cannot be, but a late frame must not show a
 * card twice) shows as open. An echo's `status` is "Missed" or "Served".
 */
export function railCards(orders, echoes) {
  const open = new Set(orders.map((o) => o.id));
  const cards = orders.map((o) => ({
    id: o.id, name: recipeName(o.r), pts: pointsText(o.pts), l: o.l, echo: null, status: '',
    steps: recipeSteps(o.r), how: recipeSentence(o.r),
  }));
  for (const x of echoes) {
    if (open.has(x.id)) continue;
    cards.push({
      id: x.id, name: x.r ? recipeName(x.r) : `Order ${x.id}`, pts: pointsText(x.pts, true), l: 0,
      echo: x.how, status: x.how === 'missed' ? 'Missed' : 'Served',
    });
  }
  return cards.sort((a, b) => a.id - b.id);
}

/**
 * The host's button on the result screen. The server replays the same level after a loss,
 * and after a win goes to the next level by campaign order, or replays the last one when
 * there is none (Round.nextLevelId). The client knows the order from `GET /api/levels`; if that
 * list is missing or lacks the level it does not claim a next level.
 */
export function nextActionLabel(round, levels) {
  if (round.result !== 'won') return 'Retry';
  const here = (levels ?? []).find((l) => l.id === round.level_id);
  if (!here) return 'Continue';
  return levels.some((l) => l.order > here.order) ? 'Next level' : 'Play again';
}

/**
 * Why `start` is refused (docs/ROOMS.md's reasons), for the line under the host's start button:
 * sentences for a person; the codes stay in `#start[data-blocker]` for tests.
 */
export const BLOCKER_TEXT = {
  no_level: 'Pick a level to start.',
  no_ready_players: 'Waiting for every cook to press Ready.',
  host_away: 'The host is disconnected.',
  wrong_state: 'A round is under way.',
};

/**
 * The line under the host's start button when a guest holds it up: who has not pressed Ready
 * (connected guests only: one whose socket dropped plays as a ghost and does not hold the room up).
 */
export function notReadyText(lobby) {
  const names = lobby.seats.filter((s) => s.connected && !s.ready && s.index !== lobby.host_seat).map((s) => s.name);
  if (!names.length) return BLOCKER_TEXT.no_ready_players;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Waiting for ${list} to press Ready.`;
}

/**
 * The line under the result screen's buttons: for the host what the buttons do, for everyone
 * else who decides, what they can pick and what this screen will do then (it follows the room,
 * so nobody has to press anything but Leave room).
 *
 * @param next the host's first button's name (nextActionLabel)
 * @param hostName the crown holder's name, or null when nobody holds it
 * @param role 'host', 'player', 'spectator' (waiting for a seat) or 'watcher' (chose Watch)
 */
export function resultWaitText(next, hostName, role) {
  const plays = NEXT_PLAYS[next] ?? 'another round';
  if (role === 'host') {
    const last = next === 'Play again' ? ' That was the last level.' : '';
    return `${next} plays ${plays}; Back to lobby lets you pick a level. Everyone comes along.${last}`;
  }
  const who = hostName ? `${hostName}, the host,` : 'The host';
  const after = role === 'watcher'
    ? 'You chose to watch, so you will watch the next round too: Join as a player to take a seat at the next lobby.'
    : role === 'spectator'
      ? 'You will watch the next round, and join at the next lobby if a seat is free.'
      : 'This screen follows by itself: to the next countdown or to the lobby.';
  return `${who} chooses: ${next} (${plays}) or Back to lobby. ${after}`;
}

const NEXT_PLAYS = {
  Retry: 'this level again',
  'Next level': 'the next level',
  'Play again': 'this level once more',
  Continue: 'another round',
};

/** Every `err.code` of docs/PROTOCOL.md in plain words. */
const ERROR_TEXT = {
  unknown_type: 'This client sent a message the server does not know.',
  bad_json: 'This client sent something the server could not read.',
  bad_field: 'This client sent a value the server does not accept.',
  too_big: 'This client sent a message that was too long.',
  rate_limited: 'Too fast: slow down a little.',
  not_seated: 'Only seated cooks can do that; you are watching.',
  not_host: 'Only the host can do that.',
  level_locked: 'That level is not unlocked yet.',
  wrong_state: 'That cannot be done right now.',
  room_full: 'The room is full.',
  room_gone: 'This room does not exist or has closed.',
  protocol_mismatch: 'This client does not speak the server\'s protocol version. Reload the page.',
  evicted: 'You opened this room in another tab or window.',
  internal: 'The server ran into a problem.',
};

/** An `err` for a person: the plain sentence first, the server's own message after as detail. */
export function errorText(code, msg) {
  const text = ERROR_TEXT[code] ?? `The server refused that (${code}).`;
  return msg ? `${text} (${msg})` : text;
}

/**
 * How the team's score was made, as rows {what, pts} for the result screen: the served dishes'
 * points, the missed orders' penalties, the bin's cost, and the score. The round message's
 * counters carry the points (`served_points`, `missed_points`, `wasted_points`) from a server that
 * sends them; without them only the counts are shown. The score never goes below 0, so the rows
 * can add up to less than 0: a last row says so.
 */
export function scoreBreakdown(round) {
  const c = round.counters ?? {};
  const has = c.served_points !== undefined;
  const n = (k, one, many) => `${c[k] ?? 0} ${(c[k] ?? 0) === 1 ? one : many}`;
  const rows = [
    { what: `Served ${n('served', 'dish', 'dishes')}`, pts: has ? c.served_points : null },
    { what: `Missed ${n('missed', 'order', 'orders')}`, pts: has ? -(c.missed_points ?? 0) : null },
    { what: `Binned ${n('wasted', 'item', 'items')}`, pts: has ? -(c.wasted_points ?? 0) : null },
  ];
  if (has) {
    const sum = rows.reduce((a, r) => a + r.pts, 0);
    if (sum !== round.score) rows.push({ what: 'The score never goes below 0', pts: round.score - sum });
  }
  rows.push({ what: `Team score (target ${round.target})`, pts: round.score, total: true });
  return rows.map((r) => ({ ...r, text: r.pts === null ? '' : r.total ? String(r.pts) : pointsText(r.pts, true) }));
}
