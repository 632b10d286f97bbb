package undercooked.protocol;

/**
 * One per whole second before a round: 3, 2, 1 in v1. It carries the coming round's length
 * ({@code time_limit_s}, after the server's cap), which no level file can tell a client, so
 * the countdown's HUD shows the clock the round will start with.
 */
public record CountdownMsg(int n, int timeLimitS) implements ServerMessage {

    public CountdownMsg {
        Checks.atLeast("n", n, 1);
        Checks.atLeast("time_limit_s", timeLimitS, 0);
    }

    @Override
    public ServerType type() {
        return ServerType.COUNTDOWN;
    }
}
