package undercooked.protocol;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Versions, limits and budgets of the wire contract (v4). docs/PROTOCOL.md is the prose of
 * these numbers; its doc-sync test reads the constants named in its limits table.
 *
 * <p>The {@code DEFAULT_*} settings are defaults only: the server may override them from its
 * environment. They live here, not in the server, so that the browser client, the studio and
 * the tests agree on one set of numbers.
 */
public final class Protocol {

    /** The version this code speaks; stamped as {@code p} on every server frame. */
    public static final int PROTOCOL_VERSION = 4;
    /** From this version on a client gets sparse snap frames ({@link FrameShape#sparse()}); older ones the explicit shape. */
    public static final int SPARSE_FRAMES_SINCE = 3;
    /**
     * From this version on a client knows the moving obstacle by its kind alone, so a delta patches
     * it ({@link FrameShape#obstacleByKind()}); older ones know every hazard by its kind and tile.
     */
    public static final int OBSTACLE_BY_KIND_SINCE = 4;
    /** The oldest client version a server still accepts in {@code hello}. */
    public static final int MIN_SUPPORTED_VERSION = 1;

    public static final int DEFAULT_MAX_MESSAGE_BYTES = 4096;
    public static final int DEFAULT_MAX_INPUTS_PER_S = 40;
    public static final int DEFAULT_TICK_HZ = 20;
    public static final int DEFAULT_SNAPSHOT_HZ = 20;
    public static final int DEFAULT_MAX_PLAYERS = 4;
    public static final int DEFAULT_SIM_LATENCY_MS = 0;

    public static final int TOKEN_MAX_CHARS = 128;
    public static final int RAW_NAME_MAX_CHARS = 64;
    /** A display name after the server's sanitising, as seats and spectators carry it. */
    public static final int NAME_MAX_CHARS = 16;
    public static final int LEVEL_ID_MAX_CHARS = 64;
    public static final int ROOM_CODE_MAX_CHARS = 16;
    public static final int EMOTE_ID_MAX_CHARS = 32;
    public static final int EMOTES_PER_WINDOW = 2;
    public static final double EMOTE_WINDOW_S = 1.0;
    public static final double HANDSHAKE_WINDOW_S = 5.0;
    public static final double HEARTBEAT_DEAD_S = 12.0;
    public static final double PARK_AFTER_S = 3.0;
    public static final double DEFAULT_SEAT_GRACE_S = 45.0;

    public static final int MAX_EVENTS_PER_FRAME = 24;
    /** Watchers a lobby frame names; {@code spectator_count} counts the rest. */
    public static final int SPECTATORS_LISTED = 16;
    /** One full frame per this many encoded frames of an audience, so any client can resync cheaply. */
    public static final int FULL_SNAPSHOT_EVERY = 20;
    /** Deeper JSON is refused by the parser itself, so a hostile frame cannot exhaust the stack. */
    public static final int MAX_NESTING_DEPTH = 16;

    public static final int SNAP_FRAME_BUDGET_BYTES = 1536;
    public static final int LARGE_LEVEL_FRAME_BUDGET_BYTES = 4096;
    public static final int DOWNLINK_BUDGET_BYTES_PER_S = 60 * 1024;
    /** An idle kitchen's delta is at least this share smaller than its full frame. */
    public static final double IDLE_DELTA_MIN_SAVING = 0.40;

    /** The emote ids a client may send; anything else is {@code bad_field}. */
    public static final List<String> EMOTES =
            List.of("wave", "cheer", "thumbs_up", "thumbs_down", "angry", "star");

    /** The bot cooks a host may seat ({@code add_bot.persona}); the first is the default. */
    public static final List<String> BOT_PERSONAS = List.of("expert", "casual");

    /** Which client messages each room state accepts; anything else is {@code wrong_state}. */
    public static final Map<RoomState, Set<ClientType>> MESSAGE_WHITELIST = whitelist();
    /** {@link #MESSAGE_WHITELIST} by ordinals: asked for every frame a client sends, so no map or set on the way. */
    private static final boolean[][] ACCEPTED = accepted();

    private Protocol() {
    }

    public static boolean isSupportedVersion(int p) {
        return p >= MIN_SUPPORTED_VERSION && p <= PROTOCOL_VERSION;
    }

    public static boolean isAccepted(ClientType type, RoomState state) {
        return ACCEPTED[state.ordinal()][type.ordinal()];
    }

    private static boolean[][] accepted() {
        boolean[][] table = new boolean[RoomState.values().length][ClientType.values().length];
        MESSAGE_WHITELIST.forEach((state, types) -> types.forEach(type -> table[state.ordinal()][type.ordinal()] = true));
        return table;
    }

    private static Map<RoomState, Set<ClientType>> whitelist() {
        Map<RoomState, Set<ClientType>> byState = new EnumMap<>(RoomState.class);
        for (RoomState state : RoomState.values()) {
            EnumSet<ClientType> accepted = EnumSet.noneOf(ClientType.class);
            for (ClientType type : ClientType.values()) {
                if (type.acceptedStates().contains(state)) {
                    accepted.add(type);
                }
            }
            byState.put(state, Collections.unmodifiableSet(accepted));
        }
        return Collections.unmodifiableMap(byState);
    }
}
