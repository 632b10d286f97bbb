package undercooked.protocol;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The whole lobby picture, re-sent on every change so a client never patches lobby state. The
 * spectator list names at most {@link Protocol#SPECTATORS_LISTED} watchers (the first who came);
 * {@code spectatorCount} counts them all.
 */
public record LobbyMsg(String code, RoomState state, Optional<String> level, OptionalInt hostSeat,
                       boolean canStart, List<SeatWire> seats, List<SpectatorWire> spectators,
                       int spectatorCount, OptionalInt unlocked, int roundNo) implements ServerMessage {

    public LobbyMsg {
        Checks.text("code", code, 1, Protocol.ROOM_CODE_MAX_CHARS);
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(level, "level");
        level.ifPresent(l -> Checks.text("level", l, 1, Protocol.LEVEL_ID_MAX_CHARS));
        Objects.requireNonNull(hostSeat, "host_seat");
        hostSeat.ifPresent(s -> Checks.atLeast("host_seat", s, 0));
        seats = List.copyOf(seats);
        spectators = List.copyOf(spectators);
        Checks.atLeast("spectator_count", spectatorCount, spectators.size());
        Objects.requireNonNull(unlocked, "unlocked");
        unlocked.ifPresent(u -> Checks.atLeast("unlocked", u, 0));
        Checks.atLeast("round_no", roundNo, 0);
    }

    /** A lobby whose spectator list is every watcher. */
    public LobbyMsg(String code, RoomState state, Optional<String> level, OptionalInt hostSeat, boolean canStart,
                    List<SeatWire> seats, List<SpectatorWire> spectators, OptionalInt unlocked, int roundNo) {
        this(code, state, level, hostSeat, canStart, seats, spectators, spectators.size(), unlocked, roundNo);
    }

    @Override
    public ServerType type() {
        return ServerType.LOBBY;
    }
}
