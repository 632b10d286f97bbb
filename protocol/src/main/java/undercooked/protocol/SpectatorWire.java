package undercooked.protocol;

/** A watching token: no seat, not in the sim. */
public record SpectatorWire(String name, String color) {

    public SpectatorWire {
        Checks.text("name", name, 0, Protocol.NAME_MAX_CHARS);
        Checks.text("color", color, 1, Checks.WORD_MAX);
    }
}
