package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The answer to {@code hello}: who the viewer is, in which room, in which state. */
public record WelcomeMsg(YouWire you, String room, RoomState state, Optional<String> level,
                         List<SeatWire> seats, boolean rejoined) implements ServerMessage {

    public WelcomeMsg {
        Objects.requireNonNull(you, "you");
        Checks.text("room", room, 1, Protocol.ROOM_CODE_MAX_CHARS);
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(level, "level");
        level.ifPresent(l -> Checks.text("level", l, 1, Protocol.LEVEL_ID_MAX_CHARS));
        seats = List.copyOf(seats);
    }

    @Override
    public ServerType type() {
        return ServerType.WELCOME;
    }
}
