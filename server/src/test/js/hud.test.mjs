// Unit tests of what the round HUD and the result screen say (js/hud.js), run by
// `node --test server/src/test/js/` and from Maven by ClientScriptsTest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { BLOCKER_TEXT, errorText, nextActionLabel, notReadyText, OrderEchoes, pointsText, railCards, resultWaitText, rushBadge } from '../../main/resources/static/js/hud.js';
import { seatOfId } from '../../main/resources/static/js/look.js';

const view = (parts = {}) => ({ t: 1, s: 0, tgt: 60, tl: 30, full: true, p: [], st: [], o: [], hz: [], e: [], ...parts });
const order = (id, r, l = 0.8, pts = 20) => ({ id, r, l, pts });
const LEVELS = [
  { id: '01_first_shift', name: 'First Shift', order: 1 },
  { id: '02_second', name: 'Second', order: 2 },
  { id: '03_last', name: 'Last', order: 3 },
];

test('no rush hazard, no badge', () => {
  assert.equal(rushBadge(view({ hz: [{ t: 'fire', x: 3, y: 2, l: 0 }, { t: 'spill', x: 4, y: 4, l: 5 }] })), '');
  assert.equal(rushBadge(null), '');
});

test('a rush shows its whole seconds left, rounded up', () => {
  assert.equal(rushBadge(view({ hz: [{ t: 'rush', x: 0, y: 0, l: 11.35 }] })), 'Rush 12 s');
  assert.equal(rushBadge(view({ hz: [{ t: 'rush', x: 0, y: 0, l: 0.05 }] })), 'Rush 1 s');
});

test('a rush without an end (l 0) shows no false count', () => {
  assert.equal(rushBadge(view({ hz: [{ t: 'rush', x: 0, y: 0, l: 0 }] })), 'Rush');
});

test('a missed order is echoed with the recipe from the view before it left, then fades out', () => {
  const echoes = new OrderEchoes(2500);
  const before = view({ o: [order(3, 'tomato_soup', 0.01, 20), order(4, 'salad')] });
  echoes.note(before, [{ k: 'missed', x: 0, y: 0, oi: 3, sd: -10 }], 1000);
  const live = echoes.live(2000);
  assert.equal(live.length, 1);
  assert.deepEqual({ id: live[0].id, r: live[0].r, how: live[0].how, pts: live[0].pts }, { id: 3, r: 'tomato_soup', how: 'missed', pts: -10 });
  assert.equal(echoes.live(3499).length, 1);
  assert.equal(echoes.live(3500).length, 0, 'gone after its life');
});

test('a served order is echoed with the points the event names', () => {
  const echoes = new OrderEchoes();
  echoes.note(view({ o: [order(7, 'salad', 0.5, 12)] }), [{ k: 'served', x: 9, y: 3, oi: 7, pts: 16, i: 'p0' }], 0);
  const [x] = echoes.live(10);
  assert.equal(x.how, 'served');
  assert.equal(x.pts, 16);
});

test('events other than served and missed leave no echo, nor does a missed event without an id', () => {
  const echoes = new OrderEchoes();
  echoes.note(view(), [{ k: 'chopped', x: 1, y: 1 }, { k: 'rush', x: 0, y: 0, d: 200 }, { k: 'missed', x: 0, y: 0 }], 0);
  assert.equal(echoes.live(1).length, 0);
});

test('a missed order the client never saw (fresh socket) is still echoed, by its number', () => {
  const echoes = new OrderEchoes();
  echoes.note(null, [{ k: 'missed', x: 0, y: 0, oi: 5, sd: -10 }], 0);
  const cards = railCards([], echoes.live(1));
  assert.deepEqual(cards.map((c) => [c.name, c.status, c.pts]), [['Order 5', 'Missed', '\u221210 pts']]);
});

test('the rail lists open orders and echoes by id, an echo in its old place', () => {
  const echoes = new OrderEchoes();
  const before = view({ o: [order(2, 'onion_soup'), order(3, 'tomato_soup'), order(4, 'salad')] });
  echoes.note(before, [{ k: 'missed', x: 0, y: 0, oi: 3, sd: -10 }], 0);
  const cards = railCards([order(2, 'onion_soup', 0.6, 20), order(4, 'salad', 0.25, 12)], echoes.live(1));
  assert.deepEqual(cards.map((c) => [c.id, c.name, c.echo, c.status, c.pts]), [
    [2, 'Onion Soup', null, '', '20 pts'],
    [3, 'Tomato Soup', 'missed', 'Missed', '\u221210 pts'],
    [4, 'Salad', null, '', '12 pts'],
  ]);
});

test('an order still open is never shown twice, even if an echo names it', () => {
  const cards = railCards([order(3, 'salad')], [{ id: 3, r: 'salad', how: 'missed', pts: -10, born: 0 }]);
  assert.deepEqual(cards.map((c) => [c.id, c.echo]), [[3, null]]);
});

test('points read as people write them', () => {
  assert.equal(pointsText(20), '20 pts');
  assert.equal(pointsText(20, true), '+20 pts');
  assert.equal(pointsText(-10, true), '\u221210 pts');
  assert.equal(pointsText(null, true), '');
});

test('after a loss the host retries', () => {
  assert.equal(nextActionLabel({ result: 'lost', level_id: '03_last' }, LEVELS), 'Retry');
});

test('after a win with a later level the host goes to the next level', () => {
  assert.equal(nextActionLabel({ result: 'won', level_id: '01_first_shift' }, LEVELS), 'Next level');
  assert.equal(nextActionLabel({ result: 'won', level_id: '02_second' }, LEVELS), 'Next level');
});

test('after a win on the last level the button says the level is played again', () => {
  assert.equal(nextActionLabel({ result: 'won', level_id: '03_last' }, LEVELS), 'Play again');
  assert.equal(nextActionLabel({ result: 'won', level_id: '03_last' }, [...LEVELS].reverse()), 'Play again', 'by order, not list position');
});

test('without the level list the button claims no next level', () => {
  assert.equal(nextActionLabel({ result: 'won', level_id: '01_first_shift' }, []), 'Continue');
  assert.equal(nextActionLabel({ result: 'won', level_id: 'custom' }, LEVELS), 'Continue');
});

test('a result row takes its seat from the player id, not its place in the list', () => {
  assert.equal(seatOfId('p0'), 0);
  assert.equal(seatOfId('p2'), 2, 'with seat 1 empty the second row is still P3');
  assert.equal(seatOfId('ghost'), null);
  assert.equal(seatOfId(null), null);
});

test('every error code of the contract reads as a plain sentence, with the server message after', () => {
  // The codes as docs/PROTOCOL.md's table lists them, so a new code without words fails here.
  const doc = readFileSync(new URL('../../../../docs/PROTOCOL.md', import.meta.url), 'utf8');
  const table = doc.split('## Error codes')[1].split('\n## ')[0];
  const codes = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
  assert.equal(codes.length, 14, `codes read from the contract: ${codes}`);
  for (const code of codes) {
    const text = errorText(code, 'detail');
    assert.match(text, /^[A-Z][^_]*[.!] \(detail\)$/, `${code}: ${text}`);
    assert.doesNotMatch(text, /refused that/, `${code} has its own sentence`);
  }
  assert.equal(errorText('not_host', 'only the host may do that'), 'Only the host can do that. (only the host may do that)');
  assert.equal(errorText('teapot', ''), 'The server refused that (teapot).', 'an unknown code still says something');
});

test('the start blocker is a sentence for a person, with no internal code in it', () => {
  for (const [code, text] of Object.entries(BLOCKER_TEXT)) {
    assert.ok(!text.includes(code) && !/[a-z]+_[a-z]+/.test(text), `${code}: "${text}"`);
    assert.match(text, /^[A-Z].*\.$/, `${code} reads as a sentence`);
  }
  assert.equal(BLOCKER_TEXT.no_ready_players, 'Waiting for every cook to press Ready.');
});

test('the host is told which connected guests have not pressed Ready, by name', () => {
  const seat = (index, name, ready, connected = true) => ({ index, name, ready, connected });
  const lobby = (seats) => ({ host_seat: 0, seats });
  assert.equal(notReadyText(lobby([seat(0, 'Ana', false), seat(1, 'Bo', false), seat(2, 'Cy', true)])), 'Waiting for Bo to press Ready.');
  assert.equal(notReadyText(lobby([seat(0, 'Ana', false), seat(1, 'Bo', false), seat(2, 'Cy', false), seat(3, 'Di', false)])),
    'Waiting for Bo, Cy and Di to press Ready.');
  assert.equal(notReadyText(lobby([seat(0, 'Ana', false), seat(1, 'Bo', false, false), seat(2, 'Cy', false)])),
    'Waiting for Cy to press Ready.', 'a dropped guest does not hold the room up');
});

test('on the result screen a guest is told who decides, what they can pick and what happens next', () => {
  const guest = resultWaitText('Retry', 'Ana', 'player');
  assert.equal(guest, 'Ana, the host, chooses: Retry (this level again) or Back to lobby.'
    + ' This screen follows by itself: to the next countdown or to the lobby.');
  assert.match(resultWaitText('Next level', null, 'player'), /^The host chooses: Next level \(the next level\)/);
  assert.match(resultWaitText('Retry', 'Ana', 'spectator'), /You will watch the next round/);
  assert.equal(resultWaitText('Retry', 'Ana', 'host'),
    'Retry plays this level again; Back to lobby lets you pick a level. Everyone comes along.');
  assert.match(resultWaitText('Play again', 'Ana', 'host'), /That was the last level\.$/);
});
