package undercooked.protocol;

/** Back to the lobby after a round. */
public record ToLobbyMsg() implements ClientMessage {

    @Override
    public ClientType type() {
        return ClientType.TO_LOBBY;
    }
}
