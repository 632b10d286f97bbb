package undercooked.server.rooms;

import undercooked.protocol.Role;

/**
 * A connection without a seat. Either it asked to watch ({@code hello.role = watch}), and then
 * it never takes a seat, or it is a player who found no free one ({@link #waiting}), and then
 * {@code to_lobby} seats it when one is free.
 */
final class Watcher extends Viewer {

    /** A player waiting for a seat, rather than a watcher by choice. */
    final boolean waiting;

    Watcher(Member member, String token, String name, boolean waiting) {
        super(member, token, name);
        this.waiting = waiting;
    }

    @Override
    Role role() {
        return Role.WATCH;
    }
}
