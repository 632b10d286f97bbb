package undercooked.protocol;

/** The host's start; its preconditions are the room's, not the wire's. */
public record StartMsg() implements ClientMessage {

    @Override
    public ClientType type() {
        return ClientType.START;
    }
}
