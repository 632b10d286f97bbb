package undercooked.server.rooms;

import java.util.Objects;

import undercooked.protocol.Protocol;
import undercooked.protocol.Role;

/**
 * A connection that said hello, as its room sees it: a seated player's ({@link Binding}) or a
 * watcher's ({@link Watcher}). What both need is here: where frames go, who it is, and whether
 * its next snapshot must be a full frame. Confined to the room's lock.
 */
abstract sealed class Viewer permits Binding, Watcher {

    final Member member;
    final String token;
    final String name;
    /** The next snapshot to this connection must be a full frame (new, rejoined, or it dropped one). */
    boolean needsFull = true;
    /** The protocol version its hello spoke: what shape its snapshots take. */
    int version = Protocol.PROTOCOL_VERSION;

    Viewer(Member member, String token, String name) {
        this.member = Objects.requireNonNull(member, "member");
        this.token = Objects.requireNonNull(token, "token");
        this.name = Objects.requireNonNull(name, "name");
    }

    abstract Role role();
}
