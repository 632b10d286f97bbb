package undercooked.protocol;

/** The host takes a bot cook off its seat (lobby only); a seat that is not a bot's is the room's {@code bad_field}. */
public record RemoveBotMsg(int seat) implements ClientMessage {

    public RemoveBotMsg {
        Checks.atLeast("seat", seat, 0);
    }

    @Override
    public ClientType type() {
        return ClientType.REMOVE_BOT;
    }
}
