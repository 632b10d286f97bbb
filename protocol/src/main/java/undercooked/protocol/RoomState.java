package undercooked.protocol;

import java.util.Optional;

/** The room's life cycle as the wire names it (welcome/lobby {@code state}). */
public enum RoomState {
    LOBBY("lobby"),
    COUNTDOWN("countdown"),
    PLAYING("playing"),
    ROUND_END("round_end"),
    CLOSED("closed");

    private final String wire;

    RoomState(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<RoomState> fromWire(String wire) {
        return WireNames.find(values(), RoomState::wire, wire);
    }
}
