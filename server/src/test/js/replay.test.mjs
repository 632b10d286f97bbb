// The replay page's timeline (js/replay.js): seeks land on the same view as playing through,
// a seek costs at most 19 merges, the cooks move between frames, and bad links and answers are
// said in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { clock, findReplay, replayPath, replayProblem, ReplayTimeline } from '../../main/resources/static/js/replay.js';
import { mergeFrame } from '../../main/resources/static/js/state.js';

const cook = (x) => ({ i: 'p0', x, y: 2, f: 1, pi: 0 });

/** 95 frames of a cook walking right 0.1 a tick, a pot filling every 30 ticks; a full frame every 20. */
function frames() {
  const out = [];
  let prev = null;
  for (let t = 0; t < 95; t++) {
    const state = { p: [cook(1 + t * 0.1)], st: [{ k: 'stove', x: 4, y: 1, g: t >= 30 ? 'tomato_chopped' : null, n: Math.floor(t / 30) }] };
    if (t % 20 === 0) {
      out.push({ t, s: t, tgt: 100, tl: 60 - t / 20, full: true, p: state.p, st: state.st[0].n ? state.st : [], e: [{ k: 'chopped', x: 1, y: 1 }] });
    } else {
      const d = { p: [{ i: 'p0', x: state.p[0].x }] };
      if (state.st[0].n !== prev.st[0].n) d.st = [{ k: 'stove', x: 4, y: 1, g: state.st[0].g, n: state.st[0].n }];
      out.push({ t, s: t, tl: 60 - t / 20, d });
    }
    prev = state;
  }
  return out;
}

const rest = [{ k: 'stove', x: 4, y: 1, g: null, n: 0, q: 1, p: 0, s: 'idle' }];

test('a seek anywhere shows what playing through shows, for at most 19 merges', () => {
  const data = { frames: frames(), every: 1, tick_hz: 20 };
  const timeline = new ReplayTimeline(data, rest);
  let straight = null;
  const views = data.frames.map((f) => (straight = mergeFrame(straight, f, rest)));
  assert.equal(timeline.endTick, 94);
  for (const i of [93, 5, 41, 40, 0, 77, 78, 94, 12]) {
    const before = timeline.merges;
    assert.deepEqual(timeline.viewOf(i), views[i], `frame ${i}`);
    assert.ok(timeline.merges - before <= 19, `seek to ${i} cost ${timeline.merges - before}`);
  }
  assert.equal(timeline.viewOf(64).st[0].n, 2, 'a pot\'s count comes through the merge');
});

test('between two frames the cooks move on, and the view is the earlier frame\'s', () => {
  const timeline = new ReplayTimeline({ frames: frames(), every: 1, tick_hz: 20 }, rest);
  const scene = timeline.sceneAt(10.5);
  assert.equal(scene.view.t, 10);
  assert.ok(Math.abs(scene.players[0].x - 2.05) < 1e-9, String(scene.players[0].x));
  assert.equal(timeline.sceneAt(500).view.t, 94, 'past the end: the last frame');
  assert.equal(timeline.sceneAt(-3).view.t, 0, 'before the start: the first frame');
  assert.equal(timeline.indexAt(20), 20);
  assert.deepEqual(timeline.eventsBetween(19, 21).map((e) => e.k), ['chopped'], 'the events of the frames played');
});

test('the clock, the replay link and the words for what went wrong', () => {
  assert.equal(clock(0), '0:00');
  assert.equal(clock(75.9), '1:15');
  assert.deepEqual(replayPath('/replay/17'), { id: 17 });
  assert.equal(replayPath('/r/ABCDE'), null);
  assert.match(replayPath('/replay/abc').problem, /"abc" is not a replay number/);
  assert.match(replayPath('/replay/0').problem, /not a replay number/);
  assert.match(replayProblem(9, 404, null), /There is no replay 9: it never existed, or the server removed it/);
  assert.match(replayProblem(9, 422, { error: 'level_missing', message: 'replay 9 was played on level \'x\', which this server cannot load any more' }), /cannot load any more/);
  assert.match(replayProblem(9, 0, null), /could not be reached/);
});

test('the round a result screen shows is found in the archive by room and seed', async () => {
  const round = { level_id: '01_first_shift', seed: 42, ticks: 200 };
  const answers = [{ ok: true, body: { replays: [{ id: 5, room: 'OTHER', seed: 42, ticks: 200 }, { id: 4, room: 'KXTRM', seed: 42, ticks: 200 }] } }];
  const urls = [];
  const id = await findReplay('KXTRM', round, async (url) => { urls.push(url); return answers[0]; });
  assert.equal(id, 4);
  assert.deepEqual(urls, ['/api/replays?level=01_first_shift&limit=20']);
  assert.equal(await findReplay('KXTRM', { ...round, seed: 1 }, async () => answers[0]), null, 'not written yet');
  assert.equal(await findReplay('KXTRM', round, async () => ({ ok: false, body: null })), null, 'no archive');
});
