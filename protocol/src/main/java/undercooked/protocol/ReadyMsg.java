package undercooked.protocol;

/** The ready-up toggle. */
public record ReadyMsg() implements ClientMessage {

    @Override
    public ClientType type() {
        return ClientType.READY;
    }
}
