package undercooked.server.rooms;

import java.util.ArrayDeque;

/** A connection that said hello: who it is in the room and its per-connection discipline state. */
final class Binding {

    static final int SPECTATOR = -1;

    final Member member;
    final String token;
    final String name;
    /** The seat index, or {@link #SPECTATOR}; changes when a spectator is promoted. */
    int seat;
    /** The last accepted input seq; starts at 0 so the first frame must be seq >= 1. */
    long lastSeq;
    /** The next snapshot to this connection must be a full frame (new, rejoined, or it dropped one). */
    boolean needsFull = true;
    /** Recent emote times (room clock), for the per-connection throttle. */
    final ArrayDeque<Long> emotes = new ArrayDeque<>();

    Binding(Member member, String token, String name, int seat) {
        this.member = member;
        this.token = token;
        this.name = name;
        this.seat = seat;
    }

    boolean seated() {
        return seat != SPECTATOR;
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
