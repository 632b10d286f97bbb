package undercooked.protocol;

import java.util.Optional;

/**
 * What a connection is in a room: a player (who takes a seat when one is free) or a watcher
 * (who never takes one). {@code hello.role} asks for one (since protocol 2); {@code welcome.you.role}
 * says which the connection got.
 */
public enum Role {
    PLAY("play"),
    WATCH("watch");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<Role> fromWire(String wire) {
        return WireNames.find(values(), Role::wire, wire);
    }
}
