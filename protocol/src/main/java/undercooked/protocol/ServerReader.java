package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Builds server messages from a parsed frame for the client side (browser tests, the studio's
 * spectator). Lenient on unknown fields, as the contract allows servers to add optional ones,
 * but as strict as the client side on the types of the fields it knows.
 */
final class ServerReader {

    private static final int MAX_LIST = 256;

    private ServerReader() {
    }

    /** {@code spoken}: the version of the client's {@code hello}; with the frame's {@code p} it fixes a snap body's shape. */
    static ServerMessage read(WireReader r, ServerType type, int spoken) {
        // A client shows what it talks to, the server enforces versions; the version only tells
        // how a snap body's hazards read (whole before protocol 4).
        int p = r.int32("p", 1, Integer.MAX_VALUE);
        ServerMessage message = switch (type) {
            case WELCOME -> new WelcomeMsg(you(r.object("you")), r.text("room", 1, Protocol.ROOM_CODE_MAX_CHARS),
                    state(r), r.optText("level", 1, Protocol.LEVEL_ID_MAX_CHARS), seats(r), r.bool("rejoined"));
            case LOBBY -> lobby(r);
            case COUNTDOWN -> new CountdownMsg(r.int32("n", 1, Integer.MAX_VALUE), r.int32("time_limit_s", 0, Integer.MAX_VALUE));
            case SNAP -> new SnapMsg(SnapReader.frame(r.object("raw"), FrameShape.of(Math.min(p, spoken))));
            case ROUND -> round(r);
            case EV -> new EvMsg(events(r));
            case ERR -> new ErrMsg(errorCode(r), r.text("msg", 0, Integer.MAX_VALUE),
                    r.optInt64("seq", 0, Long.MAX_VALUE));
            case PONG -> new PongMsg(r.int64("t", 0, Long.MAX_VALUE), r.float64("now"));
        };
        r.finish();
        return message;
    }

    private static YouWire you(WireReader r) {
        YouWire you = new YouWire(r.text("token", 1, Protocol.TOKEN_MAX_CHARS), r.int32("seat", 0, Integer.MAX_VALUE),
                r.bool("host"), role(r));
        r.finish();
        return you;
    }

    private static LobbyMsg lobby(WireReader r) {
        String code = r.text("code", 1, Protocol.ROOM_CODE_MAX_CHARS);
        RoomState state = state(r);
        Optional<String> level = r.optText("level", 1, Protocol.LEVEL_ID_MAX_CHARS);
        OptionalInt hostSeat = r.optInt32("host_seat", 0, Integer.MAX_VALUE);
        boolean canStart = r.bool("can_start");
        List<SeatWire> seats = seats(r);
        List<SpectatorWire> spectators = spectators(r);
        // Absent from a version 1 server, whose list named every watcher.
        int count = r.optInt32("spectator_count", 0, Integer.MAX_VALUE).orElse(spectators.size());
        return new LobbyMsg(code, state, level, hostSeat, canStart, seats, spectators, count,
                r.optInt32("unlocked", 0, Integer.MAX_VALUE), r.int32("round_no", 0, Integer.MAX_VALUE));
    }

    /** Absent from a version 1 server, whose every welcome is a player's or a waiting spectator's. */
    private static Role role(WireReader r) {
        Optional<String> wire = r.optText("role", 1, Checks.WORD_MAX);
        return wire.isEmpty() ? Role.PLAY : Role.fromWire(wire.get())
                .orElseThrow(() -> new BadField(r.path("role"), "unknown role " + wire.get()));
    }

    private static RoomState state(WireReader r) {
        String wire = r.text("state", 1, Checks.WORD_MAX);
        return RoomState.fromWire(wire).orElseThrow(() -> new BadField(r.path("state"), "unknown room state " + wire));
    }

    private static ErrorCode errorCode(WireReader r) {
        String wire = r.text("code", 1, Checks.WORD_MAX);
        return ErrorCode.fromWire(wire).orElseThrow(() -> new BadField(r.path("code"), "unknown error code " + wire));
    }

    private static List<SeatWire> seats(WireReader r) {
        List<SeatWire> seats = new ArrayList<>();
        int i = 0;
        for (JsonNode node : r.array("seats", MAX_LIST)) {
            WireReader s = r.element("seats", i++, node);
            seats.add(new SeatWire(s.int32("index", 0, Integer.MAX_VALUE), s.text("name", 0, Protocol.NAME_MAX_CHARS),
                    s.text("color", 1, Checks.WORD_MAX), s.bool("ready"), s.bool("host"), s.bool("connected"),
                    s.optText("bot", 1, Checks.WORD_MAX)));
        }
        return seats;
    }

    private static List<SpectatorWire> spectators(WireReader r) {
        List<SpectatorWire> spectators = new ArrayList<>();
        int i = 0;
        for (JsonNode node : r.array("spectators", MAX_LIST)) {
            WireReader s = r.element("spectators", i++, node);
            spectators.add(new SpectatorWire(s.text("name", 0, Protocol.NAME_MAX_CHARS),
                    s.text("color", 1, Checks.WORD_MAX)));
        }
        return spectators;
    }

    private static List<EventWire> events(WireReader r) {
        List<EventWire> events = new ArrayList<>();
        int i = 0;
        for (JsonNode node : r.array("events", Protocol.MAX_EVENTS_PER_FRAME)) {
            events.add(SnapReader.event(r.element("events", i++, node)));
        }
        return events;
    }

    private static RoundMsg round(WireReader r) {
        var result = r.nullable("result").map(node -> {
            String wire = WireReader.asText(node, r.path("result"), 1, Checks.WORD_MAX);
            return RoundResult.fromWire(wire).orElseThrow(
                    () -> new BadField(r.path("result"), "must be won, lost, aborted or null, was " + wire));
        });
        int score = r.int32("score", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int target = r.int32("target", 0, Integer.MAX_VALUE);
        int stars = r.int32("stars", 0, 3);
        double timeLeft = r.float64("time_left");
        if (timeLeft < 0) {
            throw new BadField(r.path("time_left"), "must be >= 0, was " + timeLeft);
        }
        WireReader c = r.object("counters");
        Map<String, Long> counters = new TreeMap<>();
        for (Iterator<String> names = c.names(); names.hasNext(); ) {
            String name = names.next();
            counters.put(name, c.int64(name, 0, Long.MAX_VALUE));
        }
        for (String required : RoundMsg.REQUIRED_COUNTERS) {
            if (!counters.containsKey(required)) {
                throw new BadField(c.path(required), "is required");
            }
        }
        int longestStreak = r.int32("longest_streak", 0, Integer.MAX_VALUE);
        List<PlayerScoreWire> players = new ArrayList<>();
        int i = 0;
        for (JsonNode node : r.array("players", MAX_LIST)) {
            WireReader p = r.element("players", i++, node);
            players.add(new PlayerScoreWire(p.text("id", 1, Protocol.TOKEN_MAX_CHARS),
                    p.text("name", 0, Protocol.NAME_MAX_CHARS), p.int32("score", Integer.MIN_VALUE, Integer.MAX_VALUE),
                    p.int32("dishes_served", 0, Integer.MAX_VALUE), p.int32("missed_contrib", 0, Integer.MAX_VALUE),
                    p.optText("bot", 1, Checks.WORD_MAX)));
        }
        return new RoundMsg(result, score, target, stars, timeLeft, counters, longestStreak, players,
                r.text("level_id", 1, Protocol.LEVEL_ID_MAX_CHARS), r.int64("seed", Long.MIN_VALUE, Long.MAX_VALUE),
                r.int64("ticks", 0, Long.MAX_VALUE), r.optText("unlocked", 1, Protocol.LEVEL_ID_MAX_CHARS));
    }
}
