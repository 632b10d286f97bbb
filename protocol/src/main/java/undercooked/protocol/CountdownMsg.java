package undercooked.protocol;

/** One per whole second before a round: 3, 2, 1 in v1. */
public record CountdownMsg(int n) implements ServerMessage {

    public CountdownMsg {
        Checks.atLeast("n", n, 1);
    }

    @Override
    public ServerType type() {
        return ServerType.COUNTDOWN;
    }
}
