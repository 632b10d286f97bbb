package undercooked.protocol;

/** An emote from the fixed whitelist (there is no chat in v1). */
public record EmoteMsg(String id) implements ClientMessage {

    public EmoteMsg {
        Checks.text("id", id, 1, Protocol.EMOTE_ID_MAX_CHARS);
        if (!Protocol.EMOTES.contains(id)) {
            throw new IllegalArgumentException("id must be one of " + Protocol.EMOTES + ", was " + id);
        }
    }

    @Override
    public ClientType type() {
        return ClientType.EMOTE;
    }
}
