// The delta merge against the protocol module's own encoder: ClientScriptsTest (Java) builds
// random snap streams with SnapDelta and WireCodec (protocols 2 to 4), writes each frame as it travels
// and the full frame the server would have sent for the same state, and names the file in
// UNDERCOOKED_DELTA_VECTORS. Run alone (no file), this test is skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { SnapStream } from '../../main/resources/static/js/state.js';
import { parseLevel, restStations } from '../../main/resources/static/js/level.js';

const file = process.env.UNDERCOOKED_DELTA_VECTORS;
const rests = process.env.UNDERCOOKED_REST_VECTORS;

test('merging the Java encoder\'s streams gives the Java encoder\'s full frames', { skip: !file && 'no vector file' }, () => {
  const streams = JSON.parse(readFileSync(file, 'utf8'));
  let frames = 0;
  for (const [n, stream] of streams.entries()) {
    const snaps = new SnapStream();
    // Half the level streams learn their stations at rest late, after a few frames, as a page
    // whose level fetch is still on its way does.
    const late = n % 2 === 1;
    const rest = JSON.parse(stream.rest);
    if (!late) snaps.setRest(rest);
    for (const [k, step] of stream.frames.entries()) {
      const msg = JSON.parse(step.wire);
      assert.equal(msg.type, 'snap');
      let view = snaps.apply(msg.raw, msg.p);
      if (late && k === 5) view = snaps.setRest(rest);
      if (late && k < 5) continue;
      assert.deepEqual(view, JSON.parse(step.expected), `stream ${n} frame ${k}`);
      frames++;
    }
  }
  assert.ok(frames >= 1000, `only ${frames} frames checked`);
});

test('the stations at rest the client reads from a level file are the server\'s', { skip: !rests && 'no vector file' }, () => {
  const levels = JSON.parse(readFileSync(rests, 'utf8'));
  assert.ok(levels.length >= 7);
  for (const l of levels) {
    const mine = restStations(parseLevel(JSON.parse(l.level)));
    const theirs = JSON.parse(l.rest);
    const key = (s) => `${s.y}|${s.x}|${s.k}`;
    mine.sort((a, b) => a.y - b.y || a.x - b.x || (a.k < b.k ? -1 : 1));
    assert.deepEqual(mine.map(key), theirs.map(key), l.id);
    assert.deepEqual(mine, theirs, l.id);
  }
});
