package undercooked.protocol;

import java.util.Optional;

/** The server-to-client discriminators. */
public enum ServerType {
    WELCOME("welcome"),
    LOBBY("lobby"),
    COUNTDOWN("countdown"),
    SNAP("snap"),
    ROUND("round"),
    EV("ev"),
    ERR("err"),
    PONG("pong");

    private final String wire;

    ServerType(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<ServerType> fromWire(String wire) {
        return WireNames.find(values(), ServerType::wire, wire);
    }
}
