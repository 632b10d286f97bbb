// The test and debug hook, window.__undercooked: read-only views of the client's state
// (docs/CLIENT.md lists its fields). Every field is a getter that copies.

/** @param app main.js's state; parts {sender, settings, renderer, myPlayerId, sound, keys, own} */
export function installDebugHook(app, { sender, settings, renderer, myPlayerId, sound, keys, own }) {
  window.__undercooked = {
    get screen() { return app.screen; },
    get room() { return app.code; },
    get roomState() { return app.roomState; },
    get seat() { return app.you?.seat ?? null; },
    get host() { return Boolean(app.you?.host); },
    get spectator() { return app.spectator; },
    get watching() { return app.watching; },
    get rejoined() { return app.rejoined; },
    get countdown() { return app.countdown; },
    get tick() { return app.view?.t ?? null; },
    get players() { return app.view ? app.view.p.map((p) => ({ ...p })) : []; },
    get stations() { return app.view ? app.view.st.map((s) => ({ ...s })) : []; },
    get hazards() { return app.view ? app.view.hz.map((h) => ({ ...h })) : []; },
    get me() { const id = myPlayerId(); return id ? { ...app.view.p.find((p) => p.i === id) } : null; },
    get level() { return app.level ? app.level.id : null; },
    get rtt() { return app.status.rtt; },
    get connection() { return app.status.state; },
    get round() { return app.round; },
    get inputsSent() { return app.inputsSent; },
    get seq() { return sender.seq; },
    get framesApplied() { return app.framesApplied; },
    get eventCounts() { return { ...app.eventCounts }; },
    get lastError() { return app.lastError; },
    get touch() { return settings.touch; },
    get vibrations() { return settings.vibrations; },
    /** The last frame drawn: its cooks (tile units), fixed tags (names, carried items) and floating labels (canvas boxes). */
    get drawn() { return JSON.parse(JSON.stringify(renderer.placed)); },
    /** The kitchen's animation frames so far: asked (one a frame on the round screen) and drawn (those that showed something new). */
    get frames() { return { ...renderer.frames }; },
    get slow() { return Boolean(app.status.slow); },
    get welcomes() { return app.welcomes; },
    get title() { return document.title; },
    /** Sound cues played so far by name, and what the settings say when there is no sound. */
    get sounds() { return { ...sound.played }; },
    get soundProblem() { return sound.problem; },
    get keys() { return { ...keys.chosen }; },
    /**
     * The own cook's prediction: mode 'predicted' or 'interpolated' and why (a desync, an older
     * server without `sq`, a stun), the last correction in tiles and the counts since the page opened.
     */
    get prediction() { return own.status; },
  };
}
