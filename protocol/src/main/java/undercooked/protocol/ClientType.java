package undercooked.protocol;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The client-to-server discriminators and the room states each is accepted in. This enum is
 * the single source of the per-state whitelist ({@link Protocol#MESSAGE_WHITELIST} is derived).
 */
public enum ClientType {
    HELLO("hello", EnumSet.allOf(RoomState.class)),
    READY("ready", EnumSet.of(RoomState.LOBBY)),
    SET_LEVEL("set_level", EnumSet.of(RoomState.LOBBY)),
    START("start", EnumSet.of(RoomState.LOBBY)),
    INPUT("input", EnumSet.of(RoomState.PLAYING)),
    EMOTE("emote", EnumSet.of(RoomState.LOBBY, RoomState.PLAYING)),
    TO_LOBBY("to_lobby", EnumSet.of(RoomState.ROUND_END)),
    NEXT_LEVEL("next_level", EnumSet.of(RoomState.ROUND_END)),
    PING("ping", EnumSet.allOf(RoomState.class)),
    ADD_BOT("add_bot", EnumSet.of(RoomState.LOBBY)),
    REMOVE_BOT("remove_bot", EnumSet.of(RoomState.LOBBY));

    private final String wire;
    private final Set<RoomState> acceptedStates;

    ClientType(String wire, EnumSet<RoomState> acceptedStates) {
        this.wire = wire;
        this.acceptedStates = Collections.unmodifiableSet(acceptedStates);
    }

    public String wire() {
        return wire;
    }

    public Set<RoomState> acceptedStates() {
        return acceptedStates;
    }

    public static Optional<ClientType> fromWire(String wire) {
        return WireNames.find(values(), ClientType::wire, wire);
    }
}
