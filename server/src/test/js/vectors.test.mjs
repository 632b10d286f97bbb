// The delta merge against the protocol module's own encoder: ClientScriptsTest (Java) builds
// random snap streams with SnapDelta.between and WireCodec, writes each frame as it travels
// and the full frame the server would have sent for the same state, and names the file in
// UNDERCOOKED_DELTA_VECTORS. Run alone (no file), this test is skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { mergeFrame } from '../../main/resources/static/js/state.js';

const file = process.env.UNDERCOOKED_DELTA_VECTORS;

test('merging the Java encoder\'s streams gives the Java encoder\'s full frames', { skip: !file && 'no vector file' }, () => {
  const streams = JSON.parse(readFileSync(file, 'utf8'));
  let frames = 0;
  for (const [n, stream] of streams.entries()) {
    let view = null;
    for (const [k, step] of stream.entries()) {
      const msg = JSON.parse(step.wire);
      assert.equal(msg.type, 'snap');
      view = mergeFrame(view, msg.raw);
      assert.deepEqual(view, JSON.parse(step.expected), `stream ${n} frame ${k}`);
      frames++;
    }
  }
  assert.ok(frames >= 1000, `only ${frames} frames checked`);
});
