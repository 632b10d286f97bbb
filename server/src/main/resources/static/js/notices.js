// The sentences that tell a player what happened to them: an address that is not a room, a seat
// given up while away, a round already under way, an item put down while the cook was gone.
// Pure functions: node's test runner imports this file as it is.

/** What the address says before anything connects: a room link that is no room code, or null. */
export function pathProblem(path) {
  const m = /^\/r\/([^/]*)\/?$/.exec(path);
  if (!m) return null;
  const code = decodeURIComponent(m[1]);
  if (/^[A-Za-z]{1,16}$/.test(code)) return null;
  return `"${code}" is not a room code: a code is letters only, such as KXTRM. Type the code you were given, or create a room.`;
}

/** The one message for a room code that the server does not know (checked on arrival and on Join). */
export function noRoomText(code) {
  return `There is no room ${code}: it may have closed. Check the code, or create a room.`;
}

/** Whether `err` (the last before a close) says the room closed because its server is stopping. */
export function serverStopping(err) {
  return err?.code === 'room_gone' && /^server_stopping\b/.test(err.msg ?? '');
}

/**
 * Why a room's socket was closed for good (close 4401, "no such room"), from the `err` that came
 * just before it: a room closed because its server stops is said so, not as a code to check.
 */
export function roomClosedText(code, err) {
  if (serverStopping(err)) {
    return `Room ${code} has closed: its server is stopping (a restart or an update). Create a room again in a moment.`;
  }
  return noRoomText(code);
}

/**
 * What a `welcome` means to the player, or '' when nothing needs saying.
 * @param w the welcome
 * @param ctx {spectator: no seat now, watching: chose Watch, returning: this page was in the room
 *   before (a reload, a reconnect), hadSeat: it held a seat then}
 */
export function welcomeNotice(w, ctx) {
  if (ctx.watching) return '';
  if (ctx.spectator) {
    if (ctx.returning && ctx.hadSeat) {
      return 'You were away longer than the room keeps a seat, so your seat was given up. '
        + 'You are watching now and will get a seat back at the next lobby if one is free.';
    }
    if (w.state === 'lobby') return 'Every seat is taken: you are watching, and will get a seat when one frees.';
    if (w.state === 'round_end') return 'You will get a seat at the next lobby, if one is free.';
    return 'A round is under way: you are watching it, and will join at the next lobby.';
  }
  if (ctx.wasWaiting) return `You have a seat now: you are P${w.you.seat + 1}.`;
  return '';
}

/**
 * After a rejoin: what became of the item the cook carried before it dropped (`before`, a wire
 * item name or null) given what it carries now. A seat away over 3 s has its item put down.
 */
export function heldNotice(before, now, label) {
  if (!before || before === now) return '';
  return `While you were away your ${label(before)} was put down nearby (a cook away over 3 s sets down what it carries).`;
}
