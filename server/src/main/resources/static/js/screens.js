// The DOM screens around the kitchen: lobby, HUD and orders rail, round result. Each render
// function takes plain data and rewrites its part of the page; the controller decides when.

import { EMOTES, seatColour, seatLabel, seatOfId } from './look.js';
import { BLOCKER_TEXT, nextActionLabel, notReadyText, railCards, resultWaitText, rushBadge, scoreBreakdown } from './hud.js';

const $ = (id) => document.getElementById(id);

/**
 * Sets a node's text only when it differs: the HUD is written every animation frame, and each
 * write of even the same text is a DOM change the page then styles, lays out and paints again.
 */
export function setText(node, value) {
  const text = String(value);
  if (node.textContent !== text) node.textContent = text;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k === 'style') node.style.cssText = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

/** Why `start` is refused, in the server's own words (docs/ROOMS.md), or '' when it is not. */
export function startBlocker(lobby) {
  if (lobby.can_start) return '';
  if (lobby.state !== 'lobby') return 'wrong_state';
  if (!lobby.level) return 'no_level';
  const host = lobby.seats.find((s) => s.index === lobby.host_seat);
  if (host && !host.connected) return 'host_away';
  return 'no_ready_players';
}

/**
 * @param lobby the last `lobby` message
 * @param ctx {you, spectator, levels [{id, name, order}], emotes: Map seat -> text, levelName: the shown level's name}
 */
export function renderLobby(lobby, ctx) {
  $('lobby-code').textContent = lobby.code;
  const link = `${location.origin}/r/${lobby.code}`;
  $('lobby-link').textContent = link;
  $('lobby-link').href = link;
  const seats = $('seats');
  const hosting = !ctx.spectator && lobby.host_seat === ctx.you?.seat && lobby.state === 'lobby';
  seats.replaceChildren(...lobby.seats.map((s) => {
    const mine = !ctx.spectator && s.index === ctx.you?.seat;
    // A bot cook (seat.bot names its persona) is always ready and connected; the host may take it off.
    // The host has no Ready button (its flag never counts): its row says host, not "not ready".
    const state = s.bot ? `bot, ${s.bot}` : !s.connected ? 'disconnected' : s.host ? 'host' : s.ready ? 'ready' : 'not ready';
    return el('li', {
      class: `seat${s.bot ? ' bot' : ''}`, style: `--seat: ${seatColour(s.index, s.color)}; --seat-ink: ${inkOn(seatColour(s.index, s.color))}`,
      'data-seat': s.index, 'data-ready': s.ready, 'data-host': s.host, ...(s.bot ? { 'data-bot': s.bot } : {}),
    },
    el('span', { class: 'badge' }, seatLabel(s.index)),
    el('span', { class: 'name' }, `${s.host ? '♛ ' : ''}${s.name}${mine ? ' (you)' : ''}`),
    el('span', { class: `state${s.ready && !s.host ? ' ready' : ''}` }, `${s.color}, ${state}`),
    el('span', { class: 'emote', 'aria-live': 'polite' }, ctx.emotes.get(s.index) ?? ''),
    ...(s.bot && hosting ? [el('button', {
      type: 'button', class: 'quiet remove-bot', 'data-remove-bot': s.index, 'aria-label': `Remove bot ${s.name}`,
    }, 'Remove')] : []));
  }));
  $('bot-controls').hidden = !hosting;
  $('add-bot').disabled = lobby.seats.length >= (ctx.maxSeats ?? 4);
  // The lobby names the first 16 watchers; spectator_count (protocol 2) counts them all.
  const watching = lobby.spectator_count ?? lobby.spectators.length;
  const more = watching - lobby.spectators.length;
  $('spectators').replaceChildren(...lobby.spectators.map((w) => el('li', {}, w.name)),
    ...(more > 0 ? [el('li', { class: 'more' }, `and ${more} more`)] : []));
  $('spectators-box').hidden = watching === 0;

  const isHost = !ctx.spectator && lobby.host_seat === ctx.you?.seat;
  // A play-test room plays the one level it was made with, which is no campaign level: it shows
  // that level by name and offers no picker (the server would refuse every campaign level).
  const own = Boolean(lobby.level) && ctx.levels.length > 0 && !ctx.levels.some((l) => l.id === lobby.level);
  $('level').hidden = own;
  $('level-own').hidden = !own;
  $('level-own').textContent = own ? `${ctx.levelName ?? lobby.level.replace(/__room_.*$/, '')} (this room's own level)` : '';
  const select = $('level');
  const unlocked = lobby.unlocked ?? 1;
  const options = ctx.levels.filter((l) => l.order <= unlocked || l.id === lobby.level);
  const wanted = options.map((l) => l.id).join(',');
  if (select.dataset.ids !== wanted) {
    select.replaceChildren(...options.map((l) => el('option', { value: l.id }, `${l.order}. ${l.name}`)));
    select.dataset.ids = wanted;
  }
  if (lobby.level && select.value !== lobby.level) select.value = lobby.level;
  select.disabled = !isHost;

  const me = lobby.seats.find((s) => s.index === ctx.you?.seat);
  // The host's own flag never counts towards can_start (docs/ROOMS.md), so no Ready for them.
  $('ready').hidden = ctx.spectator || isHost;
  $('ready').setAttribute('aria-pressed', String(Boolean(me?.ready)));
  $('ready').textContent = me?.ready ? 'Ready ✓' : 'Ready';
  const start = $('start');
  start.hidden = !isHost;
  start.disabled = !lobby.can_start;
  const why = startBlocker(lobby);
  start.dataset.blocker = why;
  const hostLine = why === 'no_ready_players' ? notReadyText(lobby) : (BLOCKER_TEXT[why] ?? '');
  $('start-why').textContent = isHost ? hostLine : (ctx.spectator ? 'You are watching.' : 'Waiting for the host to start.');
}

/** Emote buttons into every `.emotes` box; `send(id)` sends one. */
export function buildEmotes(send) {
  for (const box of document.querySelectorAll('.emotes')) {
    box.replaceChildren(...Object.entries(EMOTES).map(([id, text], i) => {
      const b = el('button', { type: 'button', 'data-emote': id, title: `${id} (key ${i + 1})`, 'aria-label': `${text} (${id.replace('_', ' ')} emote)` }, text);
      b.addEventListener('click', () => send(id));
      return b;
    }));
  }
}

function clock(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A recipe's steps as a row of icons (colour and letters both), read out as one sentence. */
function stepIcons(card) {
  return el('div', { class: 'steps', role: 'group', 'aria-label': card.how },
    ...card.steps.flatMap((st, i) => [
      ...(i > 0 ? [el('span', { class: 'arrow', 'aria-hidden': 'true' }, '›')] : []),
      el('span', { class: 'step', 'data-icon': st.icon, title: st.title, 'aria-hidden': 'true' }, st.text)]));
}

/**
 * Score, target, time left, the rush badge and the orders rail, from the merged view;
 * `echoes` are the orders that just left (OrderEchoes.live), shown a moment as served or missed.
 */
export function renderHud(view, rtt, role, echoes = []) {
  setText($('hud-rtt'), rtt === null ? '-' : `${rtt} ms`);
  if ($('hud-role').dataset.role !== role) {
    // "You are " is the part a phone's one-line HUD drops.
    const m = /^(You are )(.*)$/.exec(role);
    $('hud-role').replaceChildren(...(m ? [el('span', { class: 'hud-label' }, m[1]), m[2]] : [role]));
    $('hud-role').dataset.role = role;
  }
  setText($('hud-score'), view ? view.s : '0');
  setText($('hud-target'), view ? view.tgt : '-');
  setText($('hud-time'), view ? clock(view.tl) : '-');
  const rush = rushBadge(view);
  const badge = $('hud-rush');
  setText(badge, rush);
  if (badge.hidden !== (rush === '')) badge.hidden = rush === '';
  const cards = railCards(view ? view.o : [], echoes);
  const rail = $('orders');
  const ids = cards.map((c) => `${c.id}${c.echo ? `:${c.echo}` : ''}`).join(',');
  if (rail.dataset.ids !== ids) {
    rail.replaceChildren(...cards.map((c) => (c.echo
      ? el('li', { class: `order echo ${c.echo}`, 'data-order': c.id, 'data-echo': c.echo },
        el('span', { class: 'pts' }, c.pts),
        el('div', { class: 'what' }, c.name),
        el('div', { class: 'status' }, c.status))
      : el('li', { class: 'order', 'data-order': c.id, title: `${c.name}: ${c.how}` },
        el('span', { class: 'pts' }, c.pts),
        el('div', { class: 'what' }, c.name),
        stepIcons(c),
        el('div', { class: 'bar', role: 'progressbar', 'aria-label': 'time left' }, el('span'))))));
    rail.dataset.ids = ids;
    // Say the newest echo to screen readers once; the rail itself changes too often to be live.
    const newest = echoes.length ? cards.find((c) => c.echo && c.id === echoes[echoes.length - 1].id) : null;
    if (newest && $('hud-news').dataset.id !== String(newest.id)) {
      $('hud-news').textContent = `${newest.status}: ${newest.name}`;
      $('hud-news').dataset.id = String(newest.id);
    }
  }
  cards.forEach((c, i) => {
    if (c.echo) return;
    const li = rail.children[i];
    li.classList.toggle('late', c.l < 0.3);
    const left = String(Math.round(c.l * 100));
    const bar = li.querySelector('.bar');
    if (bar.getAttribute('aria-valuenow') !== left) {
      bar.setAttribute('aria-valuenow', left);
      bar.firstElementChild.style.width = `${left}%`;
    }
  });
}

/**
 * The verdict screen; `seatOf(playerId)` gives {index, color} for a row, `ctx` says who is
 * looking: {mine: the viewer's seat index or null, role: 'host' | 'player' | 'spectator',
 * hostName}. The host gets the buttons (the server takes them from the host only), `levels`
 * (GET /api/levels) decide whether a win has a next level. Everyone may leave the room here.
 */
export function renderResult(round, seatOf, ctx, levels) {
  const won = round.result === 'won';
  $('result-title').textContent = round.result === 'aborted' ? 'Round aborted' : won ? 'Order up! You won' : 'Out of time';
  $('result-stars').textContent = '★'.repeat(round.stars) + '☆'.repeat(3 - round.stars);
  $('result-stars').setAttribute('aria-label', `${round.stars} of 3 stars`);
  $('result-line').textContent = `Score ${round.score} / ${round.target}. Longest streak ${round.longest_streak}.`;
  // The team's figures once, here; the rows below are each cook's own part only.
  $('result-breakdown').replaceChildren(...scoreBreakdown(round).map((r) =>
    el('tr', { class: r.total ? 'total' : '' }, el('th', { scope: 'row' }, r.what), el('td', {}, r.text))));
  $('result-players').replaceChildren(...round.players.map((p, i) => {
    // Not the row's place in the list: a missing seat would shift every label after it.
    const seat = seatOf(p.id) ?? { index: seatOfId(p.id) ?? i };
    const mine = ctx.mine !== null && seat.index === ctx.mine;
    return el('tr', { 'data-player': p.id, 'data-mine': String(mine), class: mine ? 'mine' : '' },
      el('td', { style: `border-left: 0.5rem solid ${seatColour(seat.index, seat.color)}` },
        `${seatLabel(seat.index)} ${p.name}`, ...(p.bot ? [el('span', { class: 'bot' }, ` (bot, ${p.bot})`)] : []), ...(mine ? [el('span', { class: 'you' }, ' (you)')] : [])),
      el('td', {}, String(p.dishes_served)), el('td', {}, String(p.score)));
  }));
  const isHost = ctx.role === 'host';
  const next = nextActionLabel(round, levels);
  $('next').textContent = next;
  $('next').hidden = !isHost;
  $('to-lobby').hidden = !isHost;
  $('join-play').hidden = ctx.role !== 'watcher';
  $('result-wait').textContent = resultWaitText(next, ctx.hostName, ctx.role);
}

/**
 * Dark or white text on a colour, whichever contrasts more (WCAG relative luminance): the blue
 * seat's badge needs white, the others dark (axe's colour-contrast rule, issue 35).
 */
export function inkOn(hex) {
  const c = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  return (l + 0.05) / 0.0556 >= 1.05 / (l + 0.05) ? '#111111' : '#FFFFFF';
}
