// Unit tests of what the screen teaches (js/teach.js, js/notices.js, the link health of js/net.js
// and the result's breakdown in js/hud.js), run by `node --test server/src/test/js/` and from
// Maven by ClientScriptsTest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { deniedHint, facedStation, potNeeds, potStatus, recipePath, RECIPES, recipeSentence, recipeSteps, STATIONS } from '../../main/resources/static/js/teach.js';
import { heldNotice, noRoomText, pathProblem, roomClosedText, serverStopping, welcomeNotice } from '../../main/resources/static/js/notices.js';
import { closePolicy, LINK, LinkHealth } from '../../main/resources/static/js/net.js';
import { railCards, resultWaitText, scoreBreakdown } from '../../main/resources/static/js/hud.js';
import { labelFor, Labels } from '../../main/resources/static/js/effects.js';
import { itemLook } from '../../main/resources/static/js/look.js';
import { parseLevel } from '../../main/resources/static/js/level.js';

const recipesFile = JSON.parse(readFileSync(new URL('../../../../levels/src/main/resources/recipes.json', import.meta.url)));

test('the client\'s recipes are the campaign\'s recipes.json, ingredient for ingredient', () => {
  assert.deepEqual(Object.keys(RECIPES).sort(), recipesFile.recipes.map((r) => r.id).sort());
  for (const r of recipesFile.recipes) {
    const counted = {};
    for (const ing of r.ingredients) {
      const [kind, form] = ing.split(':');
      assert.equal(form, 'chopped', `${r.id}: every ingredient is chopped`);
      counted[kind] = (counted[kind] ?? 0) + 1;
    }
    const mine = RECIPES[r.id];
    assert.deepEqual(Object.fromEntries(mine.ingredients), counted, r.id);
    assert.equal(mine.cooked, r.cooked, r.id);
    assert.equal(mine.cookS, r.cook_s, r.id);
    assert.equal(mine.points, r.points, r.id);
    assert.equal(mine.name, r.name, r.id);
  }
});

test('an order card shows a soup as 3 tomatoes, chopped, in a pot, on a plate', () => {
  assert.deepEqual(recipeSteps('tomato_soup').map((s) => [s.icon, s.text]),
    [['tomato', '3× Tomato'], ['chop', 'chop'], ['pot', 'pot'], ['plate', 'plate']]);
  assert.equal(recipeSentence('tomato_soup'), '3 tomatoes, then chopped, then cooked in a pot (10 s), then on a plate');
  assert.deepEqual(recipeSteps('salad').map((s) => s.icon), ['tomato', 'lettuce', 'chop', 'plate'], 'a salad has no pot');
  const [card] = railCards([{ id: 1, r: 'onion_soup', l: 0.5, pts: 20 }], []);
  assert.equal(card.steps[0].text, '3× Onion');
  assert.match(card.how, /3 onions/);
  assert.deepEqual(recipeSteps('no_such_dish'), []);
});

test('a denial says what to do, from the reason, what the cook holds and what it faces', () => {
  const level = ['tomato_soup', 'onion_soup'];
  assert.equal(deniedHint('wrong_item', 'tomato_raw', 'stove', level), 'chop it first');
  assert.equal(deniedHint('wrong_item', 'lettuce_chopped', 'stove', level), 'the pot takes chopped tomatoes or chopped onions');
  assert.equal(deniedHint('wrong_item', 'plate_clean', 'stove', level), 'put the plate on the prep counter');
  assert.equal(deniedHint('wrong_item', 'tomato_soup_cooked', 'serve', level), 'needs a plate: use the prep counter');
  assert.equal(deniedHint('wrong_item', 'tomato_chopped', 'serve', level), 'needs a plate: use the prep counter');
  assert.equal(deniedHint('wrong_item', 'plate_salad_plated', 'serve', level), 'no order wants this dish');
  assert.equal(deniedHint('wrong_item', 'tomato_chopped', 'chop_board', level), 'already chopped: to a pot or the prep');
  assert.equal(deniedHint('wrong_item', 'tomato_raw', 'sink', level), 'the sink takes dirty plates');
  assert.equal(deniedHint('hands_empty', null, 'serve', level), 'bring a plated dish');
  assert.equal(deniedHint('hands_full', 'tomato_raw', 'stove', level), 'full: take something out first');
  assert.equal(deniedHint('out_of_reach', null, null, level), 'step closer');
  for (const r of ['stunned', 'nothing_here', 'out_of_reach', 'not_facing', 'hands_full', 'hands_empty', 'wrong_item',
    'station_dirty', 'station_busy', 'invalid_state', 'contested_lost']) {
    assert.notEqual(deniedHint(r, null, null, level), r, `${r} reads as words`);
  }
});

test('a denial label carries its hint and lives long enough to read', () => {
  assert.equal(labelFor({ k: 'denied', r: 'wrong_item', hint: 'chop it first' }), 'chop it first');
  assert.equal(labelFor({ k: 'denied', r: 'out_of_reach' }), 'step closer');
  const labels = new Labels();
  labels.add({ k: 'denied', i: 'p0', x: 2, y: 2, r: 'wrong_item', hint: 'chop it first' }, () => ({ x: 2, y: 2 }), 0, 'p0');
  labels.add({ k: 'chopped', x: 3, y: 1 }, () => null, 0, 'p0');
  assert.deepEqual(labels.live(1500).map((l) => l.text), ['chop it first'], 'a chop! is gone at 1.5 s, the hint is not');
});

test("a denial is its own cook's hint: once however often it is pressed, never another cook's", () => {
  const labels = new Labels();
  const at = () => ({ x: 5, y: 2 });
  for (let t = 0; t < 500; t += 50) {
    labels.add({ k: 'denied', i: 'bot', r: 'station_busy' }, at, t, 'p0'); // a bot pressing at a busy pot each tick
    labels.add({ k: 'denied', i: 'p0', r: 'station_busy' }, at, t, 'p0');
  }
  assert.deepEqual(labels.live(500).map((l) => l.text), ['someone is working there'], 'one label, not twenty');
  assert.equal(labels.live(2500).length, 1, 'read afresh from the last press (2.2 s from 450 ms)');
  const watcher = new Labels();
  watcher.add({ k: 'denied', i: 'p0', r: 'station_busy' }, at, 0, null);
  watcher.add({ k: 'chopped', x: 3, y: 1 }, () => null, 0, null);
  assert.deepEqual(watcher.live(0).map((l) => l.text), ['chop!'], 'a watcher sees the kitchen, not the cooks\' refusals');
});

test('the station faced is the tile in front of the cook', () => {
  const st = [{ k: 'stove', x: 4, y: 1 }, { k: 'chop_board', x: 5, y: 2 }];
  assert.equal(facedStation(st, 4.5, 2.5, 0), 'stove');
  assert.equal(facedStation(st, 4.5, 2.5, 1), 'chop_board');
  assert.equal(facedStation(st, 4.5, 2.5, 2), null);
});

test('a pot says how many it cooks at, how far it is, and counts down to burning once ready', () => {
  assert.equal(potStatus({ k: 'stove', g: null, s: 'idle', p: 0 }, 0, null, 8), null, 'an empty pot says nothing');
  assert.equal(potStatus({ k: 'stove', g: 'tomato_chopped', s: 'idle', p: 0 }, 0, null, 8, 3).label, 'cooks at 3');
  assert.equal(potStatus({ k: 'stove', g: 'tomato_chopped', s: 'working', p: 0.42 }, 0, null, 8).label, 'cooking 42%');
  const ready = potStatus({ k: 'stove', g: 'tomato_soup_cooked', s: 'ready', p: 1 }, 3000, 1000, 8);
  assert.deepEqual(ready, { label: 'ready! burns in 6 s', warn: true, share: 0.75 });
  assert.equal(potStatus({ k: 'stove', g: 'tomato_soup_cooked', s: 'ready', p: 1 }, 3000, 1000, 0).warn, false, 'no burning on this level');
  assert.equal(potStatus({ k: 'stove', g: 'tomato_soup_burnt', s: 'burning', p: 1 }, 0, null, 8).warn, true);
  assert.equal(potNeeds('onion_chopped', ['onion_soup']), 3);
  assert.equal(parseLevel({ id: 'x', grid: ['#'], hazards: { burn_s: 8 }, recipes: ['tomato_soup'] }).burnS, 8);
});

test('every station kind has a name and what it is for; the guide walks one soup from crate to window', () => {
  for (const k of ['spawn_shelf', 'chop_board', 'stove', 'prep', 'serve', 'sink', 'trash']) {
    assert.ok(STATIONS[k].name && STATIONS[k].what, k);
  }
  const path = recipePath('tomato_soup').join(' ');
  for (const word of ['crate', 'chop board', 'pot', 'prep counter', 'plate', 'SERVE']) assert.ok(path.includes(word), word);
  assert.ok(recipePath('salad').join(' ').includes('lettuce'));
});

test('silence from the server: inputs pause at 0.6 s, the player is told at 2 s, the socket is given up at 6 s', () => {
  const h = new LinkHealth(0);
  assert.equal(h.state(500), 'ok');
  assert.equal(h.state(LINK.quietMs), 'quiet');
  assert.equal(h.state(2000), 'stalled');
  assert.equal(h.state(6000), 'dead');
  h.heard(6100);
  assert.equal(h.state(6200), 'ok', 'any frame from the server and the link is back');
});

test('a slow link is a median round trip over 250 ms, not one late pong', () => {
  const h = new LinkHealth(0);
  for (const rtt of [40, 45, 900, 50, 42]) h.pong(rtt, 0);
  assert.equal(h.slow, false);
  for (const rtt of [310, 320, 300, 40]) h.pong(rtt, 0);
  assert.equal(h.slow, true);
  for (const rtt of [60, 50, 40]) h.pong(rtt, 0);
  assert.equal(h.slow, false);
});

test('a watcher limit is told apart from a room with no seat, and no close code is shown', () => {
  const limit = closePolicy(4402, { code: 'room_full', msg: 'watcher_limit: room KX has its 16 watchers' });
  assert.match(limit.message, /as many watchers as it takes/);
  assert.match(closePolicy(4402, { code: 'room_full', msg: 'room KX has no free place' }).message, /every seat is taken/);
  assert.doesNotMatch(closePolicy(4401).message, /4401|\(close/);
});

test('a room link that is no code is said on arrival; an unknown code has one sentence', () => {
  assert.match(pathProblem('/r/12345'), /"12345" is not a room code/);
  assert.equal(pathProblem('/r/KXTRM'), null);
  assert.equal(pathProblem('/'), null);
  assert.equal(noRoomText('ZZZZQ'), 'There is no room ZZZZQ: it may have closed. Check the code, or create a room.');
  assert.equal(roomClosedText('ATNAU', { code: 'room_gone', msg: 'server_stopping: room ATNAU has closed because its server is stopping' }),
    'Room ATNAU has closed: its server is stopping (a restart or an update). Create a room again in a moment.',
    'a stopping server is not a wrong code');
  assert.equal(roomClosedText('ATNAU', { code: 'room_gone', msg: 'room ATNAU has closed' }), noRoomText('ATNAU'));
  // A stopping server's room is gone for good: the landing page empties the code box (main.js).
  assert.equal(serverStopping({ code: 'room_gone', msg: 'server_stopping: room ATNAU has closed' }), true);
  assert.equal(serverStopping({ code: 'room_gone', msg: 'room ATNAU has closed' }), false);
  assert.equal(serverStopping(null), false);
  assert.equal(roomClosedText('ATNAU', null), noRoomText('ATNAU'));
});

test('a returning player is told the seat was given up, a mid-round joiner when they play', () => {
  const w = (state, seat = 4) => ({ state, you: { seat } });
  assert.match(welcomeNotice(w('playing'), { spectator: true, returning: true, hadSeat: true }), /seat was given up.*next lobby/);
  assert.match(welcomeNotice(w('playing'), { spectator: true, returning: false }), /round is under way.*join at the next lobby/);
  assert.equal(welcomeNotice(w('playing'), { spectator: true, watching: true }), '', 'a watcher chose it');
  assert.equal(welcomeNotice(w('lobby', 2), { spectator: false, wasWaiting: true }), 'You have a seat now: you are P3.');
  assert.equal(welcomeNotice(w('lobby', 0), { spectator: false }), '');
  assert.match(heldNotice('tomato_chopped', null, () => 'Tom ch'), /your Tom ch was put down/);
  assert.match(heldNotice('tomato_chopped', null, (w) => itemLook(w).name), /your chopped tomato was put down/);
  assert.match(heldNotice('plate_dirty', null, (w) => itemLook(w).name), /your dirty plate was put down/);
  assert.match(heldNotice('tomato_soup_cooked', null, (w) => itemLook(w).name), /your tomato soup was put down/);
  assert.equal(heldNotice('tomato_chopped', 'tomato_chopped', () => 'x'), '');
});

test('the result shows how the team score was made, once, and a watcher is offered a seat', () => {
  const round = { score: 32, target: 60, counters: { served: 3, missed: 2, wasted: 4, served_points: 60, missed_points: 20, wasted_points: 8 } };
  assert.deepEqual(scoreBreakdown(round).map((r) => [r.what, r.text]), [
    ['Served 3 dishes', '+60 pts'], ['Missed 2 orders', '−20 pts'], ['Binned 4 items', '−8 pts'], ['Team score (target 60)', '32']]);
  const floored = scoreBreakdown({ score: 0, target: 20, counters: { served: 0, missed: 2, wasted: 0, served_points: 0, missed_points: 20, wasted_points: 0 } });
  assert.deepEqual(floored.map((r) => r.text), ['0 pts', '−20 pts', '0 pts', '+20 pts', '0'], 'the floor at 0 is a row of its own');
  assert.equal(floored[3].what, 'The score never goes below 0');
  const old = scoreBreakdown({ score: 5, target: 20, counters: { served: 1, missed: 0, wasted: 0 } });
  assert.equal(old[0].text, '', 'an older server sends counts only: no invented points');
  assert.match(resultWaitText('Retry', 'Bo', 'watcher'), /Join as a player/);
  assert.doesNotMatch(resultWaitText('Retry', 'Bo', 'spectator'), /may get a seat/);
});

test('a pot says how full it is from the station\'s n: 1/3 and 2/3 read apart, a late joiner included', () => {
  const pot = (n) => ({ k: 'stove', x: 10, y: 1, g: 'tomato_chopped', n, s: 'idle', p: 0 });
  assert.equal(potStatus(pot(1), 0, null, 8, 3, pot(1).n).label, '1/3');
  assert.equal(potStatus(pot(2), 0, null, 8, 3, pot(2).n).label, '2/3', 'a pot with two reads differently from one with one');
  assert.equal(potStatus(pot(5), 0, null, 8, 3, pot(5).n).label, '3/3', 'never more than the soup takes');
  assert.equal(potStatus(pot(undefined), 0, null, 8, 3, null).label, 'cooks at 3', 'an older server: no invented count');
});

test('an item is tagged with its whole name and its form as a mark, as the order cards write them', () => {
  assert.equal(itemLook('plate').label, 'Plate');
  assert.equal(itemLook('onion_chopped').brief, 'Oni \u2702', 'where tags crowd, the looks\' brief');
  assert.equal(itemLook('tomato_soup').brief, 'T.soup', 'a dish has no brief: its short name');
  assert.equal(itemLook('onion_chopped').label, 'Onion \u2702');
  assert.equal(itemLook('tomato_soup_cooked').label, 'T.soup \u2668');
  assert.equal(itemLook('plate_dirty').label, 'Plate dirty');
  assert.equal(itemLook('mushroom_chopped').label, 'mushr \u2702', 'a kind the looks do not know keeps its first letters');
});
