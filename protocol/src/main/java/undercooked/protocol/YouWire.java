package undercooked.protocol;

/** The viewer's own seat; the only place a token is ever sent back. */
public record YouWire(String token, int seat, boolean host) {

    public YouWire {
        Checks.text("token", token, 1, Protocol.TOKEN_MAX_CHARS);
        Checks.atLeast("seat", seat, 0);
    }
}
