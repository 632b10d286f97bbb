package undercooked.protocol;

/** Keep-alive and RTT probe; {@code t} is the client's clock, echoed untouched. */
public record PingMsg(long t) implements ClientMessage {

    public PingMsg {
        Checks.atLeast("t", t, 0);
    }

    @Override
    public ClientType type() {
        return ClientType.PING;
    }
}
