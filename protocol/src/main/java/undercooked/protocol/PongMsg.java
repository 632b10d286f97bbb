package undercooked.protocol;

/** The answer to a ping: {@code t} echoed, {@code now} the room clock in seconds. */
public record PongMsg(long t, double now) implements ServerMessage {

    public PongMsg {
        Checks.atLeast("t", t, 0);
        Checks.finite("now", now);
    }

    @Override
    public ServerType type() {
        return ServerType.PONG;
    }
}
