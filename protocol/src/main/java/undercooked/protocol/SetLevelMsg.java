package undercooked.protocol;

/** The host's level pick; whether the id exists and is unlocked is the room's check. */
public record SetLevelMsg(String level) implements ClientMessage {

    public SetLevelMsg {
        Checks.text("level", level, 1, Protocol.LEVEL_ID_MAX_CHARS);
    }

    @Override
    public ClientType type() {
        return ClientType.SET_LEVEL;
    }
}
