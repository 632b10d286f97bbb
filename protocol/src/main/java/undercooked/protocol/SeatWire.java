package undercooked.protocol;

/** One seat as everyone sees it: no token, ever. A dropped seat stays with {@code connected} false. */
public record SeatWire(int index, String name, String color, boolean ready, boolean host, boolean connected) {

    public SeatWire {
        Checks.atLeast("index", index, 0);
        Checks.text("name", name, 0, Protocol.NAME_MAX_CHARS);
        Checks.text("color", color, 1, Checks.WORD_MAX);
    }
}
