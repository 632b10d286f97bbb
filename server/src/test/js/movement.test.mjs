// predict.js against the kernel: movement-vectors.json is what sim.Movement did, tick by tick,
// to four cooks on every campaign level (MovementVectorsTest writes it from Sim.step and fails
// when the kernel no longer does the same). Each tick starts from the kernel's own bodies of the
// tick before, so a mismatch names the first tick where the port goes its own way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { blockGrid, stepMovement, STEP_DT, MAX_SPEED, RADIUS } from '../../main/resources/static/js/predict.js';
import { parseLevel } from '../../main/resources/static/js/level.js';

const vectors = JSON.parse(readFileSync(new URL('./movement-vectors.json', import.meta.url), 'utf8'));

const body = ([x, y, vx, vy, f, state, stun]) => ({ x, y, vx, vy, f, state, stun });
const frame = (v) => (v === null ? null : { mx: v[0], my: v[1], face: v[2], rat: v[3], seq: v[4] });

test('the port runs on the kernel\'s constants', () => {
  assert.equal(vectors.constants.STEP_DT, STEP_DT);
  assert.equal(vectors.constants.MAX_SPEED, MAX_SPEED);
  assert.equal(vectors.constants.RADIUS, RADIUS);
});

for (const lv of vectors.levels) {
  test(`every tick of ${lv.lv} moves every cook exactly as the kernel did`, () => {
    const grid = blockGrid(parseLevel(lv.level)); // the level as /api/levels serves it, read as the client reads it
    let before = lv.start.map(body);
    let moved = 0;
    for (const tick of lv.ticks) {
      const after = stepMovement(grid, before, tick.in.map(frame), tick.hz);
      const want = tick.out.map(body);
      for (let i = 0; i < want.length; i++) {
        const got = after[i];
        const w = want[i];
        const where = `${lv.lv} tick ${tick.t} cook p${i}`;
        assert.equal(got.x, w.x, `${where} x`);
        assert.equal(got.y, w.y, `${where} y`);
        assert.equal(got.vx, w.vx, `${where} vx`);
        assert.equal(got.vy, w.vy, `${where} vy`);
        assert.equal(got.f, w.f, `${where} facing`);
        assert.equal(got.state, w.state, `${where} state`);
        if (got.x !== before[i].x || got.y !== before[i].y) moved++;
      }
      before = want; // the kernel's bodies, stun included (the obstacle stuns after movement)
    }
    assert.ok(moved > lv.ticks.length, `${lv.lv}: the cooks walked (${moved} moves)`);
  });
}
