package undercooked.server.rooms;

import java.util.ArrayDeque;

import undercooked.protocol.Role;

/** A seated player's connection and its per-connection discipline state (input seq, emote throttle). */
final class Binding extends Viewer {

    /** The seat this connection plays; a waiting spectator who is seated gets a new binding. */
    final int seat;
    /** The last accepted input seq; starts at 0 so the first frame must be seq >= 1. */
    long lastSeq;
    /** Recent emote times (room clock), for the per-connection throttle. */
    final ArrayDeque<Long> emotes = new ArrayDeque<>();

    Binding(Member member, String token, String name, int seat) {
        super(member, token, name);
        if (seat < 0) {
            throw new IllegalArgumentException("seat must be >= 0, was " + seat);
        }
        this.seat = seat;
    }

    @Override
    Role role() {
        return Role.PLAY;
    }

    /** The per-connection emote throttle: at most {@code most} emotes in any {@code window} nanos. */
    boolean allowEmote(long now, long window, int most) {
        while (!emotes.isEmpty() && now - emotes.peekFirst() >= window) {
            emotes.pollFirst();
        }
        if (emotes.size() >= most) {
            return false;
        }
        emotes.addLast(now);
        return true;
    }
}
