// Unit tests of the handshake frame and the close-code policy (js/net.js), run by
// `node --test server/src/test/js/` and from Maven by ClientScriptsTest.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { closePolicy, helloMessage, PROTOCOL_VERSION, retryText, SILENT_TRIES } from '../../main/resources/static/js/net.js';

test('a player says hello without a role, at protocol 2', () => {
  assert.equal(PROTOCOL_VERSION, 4);
  assert.deepEqual(helloMessage({ token: 'tok', name: 'Ana' }),
    { type: 'hello', p: 4, token: 'tok', name: 'Ana' });
  assert.deepEqual(helloMessage({}), { type: 'hello', p: 4, token: null, name: null });
});

test('a watcher asks with role watch, and so never takes a seat', () => {
  assert.deepEqual(helloMessage({ token: null, name: 'Coach', watch: true }),
    { type: 'hello', p: 4, token: null, name: 'Coach', role: 'watch' });
  assert.equal(helloMessage({ watch: false }).role, undefined);
});

test('a full room or a gone one is final, a drop retries', () => {
  assert.equal(closePolicy(4402).retry, false);
  assert.equal(closePolicy(4401).retry, false);
  assert.equal(closePolicy(1006).retry, true);
});

test('a link that keeps failing is said to be the server not answering, with what to do', () => {
  assert.equal(retryText(1, 'Connection lost, reconnecting...', 500), 'Connection lost, reconnecting... (retry in 0.5 s)');
  assert.equal(retryText(SILENT_TRIES - 1, 'Connection lost, reconnecting...', 4000),
    'Connection lost, reconnecting... (retry in 4 s)');
  assert.equal(retryText(SILENT_TRIES, 'Connection lost, reconnecting...', 8000),
    'The server is not answering (5 tries): this round may be lost. Still trying (retry in 8 s); or Leave room.');
});
