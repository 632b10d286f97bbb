package undercooked.protocol;

import java.util.Optional;

/** The verdict a {@code round} frame carries. */
public enum RoundResult {
    WON("won"),
    LOST("lost"),
    ABORTED("aborted");

    private final String wire;

    RoundResult(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<RoundResult> fromWire(String wire) {
        return WireNames.find(values(), RoundResult::wire, wire);
    }
}
