package undercooked.protocol;

/** The next level after a round; the server resolves which one, so there is no payload. */
public record NextLevelMsg() implements ClientMessage {

    @Override
    public ClientType type() {
        return ClientType.NEXT_LEVEL;
    }
}
