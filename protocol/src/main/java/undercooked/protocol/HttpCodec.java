package undercooked.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The HTTP API's answers (docs/ROOMS.md, HTTP API) between their records and JSON: the server
 * writes them with {@code write}, the studio and the tests read them with {@code read*}. Writing
 * gives the keys in the documented order, an empty optional as {@code null} where the API always
 * has the key and as no key where it is only sometimes there. Reading is strict about the keys it
 * needs (a missing or mistyped one is an {@link IllegalArgumentException} naming it) and ignores
 * keys it does not know, so a newer server's extra fields do not break an older studio.
 */
public final class HttpCodec {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HttpCodec() {
    }

    public static ObjectNode write(RoomRow r) {
        ObjectNode o = NODES.objectNode();
        o.put("code", r.code());
        o.put("state", r.state().wire());
        o.put("level", r.level().orElse(null));
        o.put("seats", r.seats());
        o.put("max_seats", r.maxSeats());
        o.put("spectators", r.spectators());
        o.put("max_spectators", r.maxSpectators());
        o.put("round_no", r.roundNo());
        if (r.timeLimitS().isPresent()) {
            o.put("time_limit_s", r.timeLimitS().getAsInt());
        } else {
            o.putNull("time_limit_s");
        }
        if (r.timeLeftS().isPresent()) {
            o.put("time_left_s", r.timeLeftS().getAsDouble());
        } else {
            o.putNull("time_left_s");
        }
        r.node().ifPresent(n -> o.put("node", n));
        r.wsUrl().ifPresent(u -> o.put("ws_url", u));
        return o;
    }

    public static ObjectNode write(RoomListing l) {
        ObjectNode o = NODES.objectNode();
        ArrayNode rooms = o.putArray("rooms");
        l.rooms().forEach(r -> rooms.add(write(r)));
        if (l.partial()) {
            o.put("partial", true);
        }
        return o;
    }

    public static ObjectNode write(CreatedRoom c) {
        ObjectNode o = NODES.objectNode();
        o.put("room_code", c.roomCode());
        c.level().ifPresent(l -> o.put("level", l));
        c.takeover().ifPresent(t -> {
            ObjectNode to = o.putObject("takeover");
            to.put("tick", t.tick());
            ArrayNode seats = to.putArray("seats");
            t.seats().forEach(seats::add);
            to.put("prefix_ms", t.prefixMs());
        });
        ObjectNode you = o.putObject("you");
        you.put("token", c.you().token());
        you.put("seat", c.you().seat());
        you.put("host", c.you().host());
        c.node().ifPresent(n -> o.put("node", n));
        c.wsUrl().ifPresent(u -> o.put("ws_url", u));
        return o;
    }

    public static ObjectNode write(ApiError e) {
        ObjectNode o = NODES.objectNode();
        o.put("code", e.code());
        o.put("message", e.message());
        return o;
    }

    /** The census, one flat object in the documented order; the archive's keys only when there is one. */
    public static ObjectNode write(Stats st) {
        ObjectNode o = NODES.objectNode();
        o.put("rooms", st.rooms());
        o.put("rooms_starting", st.admission().roomsStarting());
        o.put("tick_budget_over", st.admission().overBudget().isPresent());
        st.admission().overBudget().ifPresent(why -> o.put("tick_budget_reason", why));
        Stats.Sockets k = st.sockets();
        o.put("sockets", k.open());
        o.put("sockets_on_loops", k.onLoops());
        o.put("send_queue_max", k.sendQueueMax());
        o.put("protocol_closes", k.protocolCloses());
        o.put("abrupt_drops", k.abruptDrops());
        o.put("frames_paced", k.framesPaced());
        o.put("sockets_closing", k.closing());
        o.put("close_timeouts", k.closeTimeouts());
        Stats.Guards g = st.guards();
        o.put("server_stalls", g.serverStalls());
        o.put("sockets_refused_per_address", g.socketsRefusedPerAddress());
        o.put("rooms_closed_idle", g.roomsClosedIdle());
        o.put("takeovers_refused", g.takeoversRefused());
        o.put("stall_frames_forgiven", g.stallFramesForgiven());
        o.put("memory_mb", st.memoryMb());
        Stats.Ticks t = st.ticks();
        o.put("tick_ms_p50", t.tickMsP50());
        o.put("tick_ms_p99", t.tickMsP99());
        putOrNull(o, "echo_ms_p50", t.echoMsP50());
        putOrNull(o, "echo_ms_p99", t.echoMsP99());
        o.put("ticks", t.ticks());
        o.put("late_ticks", t.lateTicks());
        o.put("rooms_aborted", st.roomsAborted());
        o.put("session_write_failures", st.sessionWriteFailures());
        Stats.InputCensus in = st.inputs();
        o.put("inputs_received", in.inputsReceived());
        o.put("inputs_dropped", in.inputsDropped());
        o.put("stale_seqs", in.staleSeqs());
        o.put("clamped_moves", in.clampedMoves());
        o.put("input_gaps", in.inputGaps());
        o.put("events_dropped", in.eventsDropped());
        st.archive().ifPresent(a -> {
            o.put("replays_archived", a.replaysArchived());
            o.put("archive_failures", a.archiveFailures());
            o.put("replays_deleted", a.replaysDeleted());
            o.put("archive_queue", a.archiveQueue());
            o.put("archive_spooled", a.archiveSpooled());
            o.put("archive_dropped", a.archiveDropped());
            o.put("archive_write_errors", a.archiveWriteErrors());
        });
        ArrayNode slow = o.putArray("slow_ticks");
        st.slowTicks().forEach(s -> {
            ObjectNode row = slow.addObject();
            row.put("room", s.room()).put("round", s.round()).put("tick", s.tick()).put("cost_ms", s.costMs())
                    .put("at_ms", s.atMs());
            s.replay().ifPresent(id -> row.put("replay", id));
        });
        return o;
    }

    public static ObjectNode write(SessionAnswer s) {
        ObjectNode o = NODES.objectNode();
        o.put("token", s.token());
        o.put("name", s.name());
        o.put("unlocked", s.unlocked());
        o.put("unlocked_level", s.unlockedLevel().orElse(null));
        return o;
    }

    public static ObjectNode write(ReplayListing l) {
        ObjectNode o = NODES.objectNode();
        ArrayNode replays = o.putArray("replays");
        for (ReplayListing.Entry e : l.replays()) {
            ObjectNode r = replays.addObject();
            r.put("id", e.id());
            r.put("room", e.room());
            r.put("round_no", e.roundNo());
            r.put("level", e.level());
            r.put("level_sha256", e.levelSha256());
            r.put("seed", e.seed());
            r.put("result", e.result());
            r.put("score", e.score());
            r.put("stars", e.stars());
            r.put("ticks", e.ticks());
            r.put("started_at", e.startedAt());
            r.put("ended_at", e.endedAt());
            r.set("players", write(e.players()));
        }
        ArrayNode skipped = o.putArray("skipped");
        l.skipped().forEach(k -> skipped.addObject().put("id", k.id()).put("reason", k.reason()));
        if (l.nextBefore().isPresent()) {
            o.put("next_before", l.nextBefore().getAsLong());
        } else {
            o.putNull("next_before");
        }
        return o;
    }

    public static ObjectNode write(LevelCatalog c) {
        ObjectNode o = NODES.objectNode();
        ArrayNode levels = o.putArray("levels");
        for (LevelCatalog.Entry l : c.levels()) {
            levels.addObject().put("id", l.id()).put("name", l.name()).put("order", l.order())
                    .put("time_limit_s", l.timeLimitS()).put("target_score", l.targetScore());
        }
        return o;
    }

    /** A round's verdict; a seat's share follows its cook's keys, the events in name order. */
    public static ObjectNode write(ReplaySummary s) {
        ObjectNode o = NODES.objectNode();
        o.put("id", s.id());
        o.put("result", s.result());
        o.put("score", s.score());
        o.put("target", s.target());
        o.put("stars", s.stars());
        o.put("ticks", s.ticks());
        o.put("served", s.served());
        o.put("missed", s.missed());
        o.put("wasted", s.wasted());
        ArrayNode seats = o.putArray("seats");
        for (ReplaySummary.Seat seat : s.seats()) {
            ObjectNode p = seats.addObject();
            putCook(p, seat.cook());
            seat.share().ifPresent(sh -> p.put("score", sh.score()).put("dishes_served", sh.dishesServed())
                    .put("missed", sh.missed()));
        }
        ObjectNode events = o.putObject("events");
        s.events().forEach(events::put);
        s.endedAt().ifPresent(t -> o.put("ended_at", t));
        s.kernel().ifPresent(k -> o.putObject("kernel").put("id", k.id()).put("name", k.name()));
        return o;
    }

    /** An archived round's cooks, as the listing and the index column hold them. */
    public static ArrayNode write(List<ReplayListing.Cook> cooks) {
        ArrayNode a = NODES.arrayNode();
        cooks.forEach(c -> putCook(a.addObject(), c));
        return a;
    }

    private static void putCook(ObjectNode p, ReplayListing.Cook c) {
        p.put("player_id", c.playerId());
        p.put("seat", c.seat());
        p.put("name", c.name());
        c.bot().ifPresent(b -> p.put("bot", b));
    }

    /** The JSON text of an answer tree, as the server sends it. */
    public static String text(JsonNode tree) {
        try {
            return MAPPER.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    public static RoomListing readRoomListing(String json) {
        JsonNode root = parse(json);
        JsonNode rooms = root.path("rooms");
        if (!rooms.isArray()) {
            throw new IllegalArgumentException("rooms: expected an array");
        }
        List<RoomRow> out = new ArrayList<>();
        for (JsonNode r : rooms) {
            out.add(readRoomRow(r));
        }
        return new RoomListing(out, root.path("partial").asBoolean(false));
    }

    public static RoomRow readRoomRow(JsonNode r) {
        String state = text(r, "state");
        return new RoomRow(text(r, "code"), RoomState.fromWire(state).orElseThrow(
                () -> new IllegalArgumentException("state: unknown room state '" + state + "'")), optionalText(r, "level"),
                integer(r, "seats"), integer(r, "max_seats"), integer(r, "spectators"), integer(r, "max_spectators"),
                integer(r, "round_no"), r.path("time_limit_s").isNumber() ? OptionalInt.of(r.get("time_limit_s").asInt())
                : OptionalInt.empty(), r.path("time_left_s").isNumber() ? OptionalDouble.of(r.get("time_left_s").asDouble())
                : OptionalDouble.empty(), optionalText(r, "node"), optionalText(r, "ws_url"));
    }

    public static CreatedRoom readCreatedRoom(String json) {
        JsonNode o = parse(json);
        JsonNode you = o.path("you");
        if (!you.isObject()) {
            throw new IllegalArgumentException("you: expected an object");
        }
        Optional<TakeoverAnswer> takeover = Optional.empty();
        JsonNode t = o.path("takeover");
        if (t.isObject()) {
            List<String> seats = new ArrayList<>();
            t.path("seats").forEach(s -> seats.add(s.asText()));
            takeover = Optional.of(new TakeoverAnswer(number(t, "tick").asLong(), seats, number(t, "prefix_ms").asDouble()));
        }
        return new CreatedRoom(text(o, "room_code"), optionalText(o, "level"), takeover,
                new CreatedRoom.Host(text(you, "token"), integer(you, "seat"), you.path("host").asBoolean(false)),
                optionalText(o, "node"), optionalText(o, "ws_url"));
    }

    public static Stats readStats(String json) {
        JsonNode o = parse(json);
        Optional<Stats.ArchiveCensus> archive = o.has("replays_archived") ? Optional.of(new Stats.ArchiveCensus(
                whole(o, "replays_archived"), whole(o, "archive_failures"), whole(o, "replays_deleted"),
                whole(o, "archive_queue"), whole(o, "archive_spooled"), whole(o, "archive_dropped"),
                whole(o, "archive_write_errors"))) : Optional.empty();
        // A server from before the admission keys sends none: read as taking rooms.
        Stats.Admission admission = o.has("tick_budget_over") ? new Stats.Admission(
                o.path("tick_budget_over").asBoolean(false) ? Optional.of(o.path("tick_budget_reason").asText(""))
                        : Optional.empty(), whole(o, "rooms_starting")) : Stats.Admission.TAKING;
        return new Stats(whole(o, "rooms"), admission, new Stats.Sockets(whole(o, "sockets"),
                whole(o, "sockets_on_loops"), whole(o, "send_queue_max"),
                whole(o, "protocol_closes"), whole(o, "abrupt_drops"), whole(o, "frames_paced"),
                whole(o, "sockets_closing"), whole(o, "close_timeouts")),
                new Stats.Guards(whole(o, "server_stalls"), whole(o, "sockets_refused_per_address"),
                        whole(o, "rooms_closed_idle"), whole(o, "takeovers_refused"), whole(o, "stall_frames_forgiven")),
                number(o, "memory_mb").asDouble(),
                new Stats.Ticks(number(o, "tick_ms_p50").asDouble(), number(o, "tick_ms_p99").asDouble(),
                        optionalNumber(o, "echo_ms_p50"), optionalNumber(o, "echo_ms_p99"), whole(o, "ticks"),
                        whole(o, "late_ticks")), whole(o, "rooms_aborted"), whole(o, "session_write_failures"),
                new Stats.InputCensus(whole(o, "inputs_received"), whole(o, "inputs_dropped"), whole(o, "stale_seqs"),
                        whole(o, "clamped_moves"), whole(o, "input_gaps"), whole(o, "events_dropped")), archive,
                slowTicks(o));
    }

    /** {@code slow_ticks}; a server from before it was added sends none. */
    private static List<Stats.SlowTick> slowTicks(JsonNode o) {
        List<Stats.SlowTick> out = new ArrayList<>();
        if (!o.has("slow_ticks")) {
            return out;
        }
        for (JsonNode t : array(o, "slow_ticks")) {
            out.add(new Stats.SlowTick(text(t, "room"), integer(t, "round"), whole(t, "tick"),
                    number(t, "cost_ms").asDouble(), whole(t, "at_ms"),
                    t.has("replay") ? OptionalLong.of(whole(t, "replay")) : OptionalLong.empty()));
        }
        return out;
    }

    public static SessionAnswer readSessionAnswer(String json) {
        JsonNode o = parse(json);
        return new SessionAnswer(text(o, "token"), text(o, "name"), integer(o, "unlocked"),
                optionalText(o, "unlocked_level"));
    }

    public static ReplayListing readReplayListing(String json) {
        JsonNode o = parse(json);
        List<ReplayListing.Entry> replays = new ArrayList<>();
        for (JsonNode r : array(o, "replays")) {
            JsonNode seed = number(r, "seed");
            if (!seed.isIntegralNumber() || seed.bigIntegerValue().signum() < 0) {
                throw new IllegalArgumentException("seed: expected an unsigned whole number");
            }
            replays.add(new ReplayListing.Entry(whole(r, "id"), text(r, "room"), integer(r, "round_no"),
                    text(r, "level"), text(r, "level_sha256"), seed.bigIntegerValue(), text(r, "result"),
                    whole(r, "score"), integer(r, "stars"), whole(r, "ticks"), whole(r, "started_at"),
                    whole(r, "ended_at"), readCooks(array(r, "players"))));
        }
        List<ReplayListing.Skipped> skipped = new ArrayList<>();
        for (JsonNode k : array(o, "skipped")) {
            skipped.add(new ReplayListing.Skipped(whole(k, "id"), text(k, "reason")));
        }
        JsonNode next = o.path("next_before");
        return new ReplayListing(replays, skipped, next.isNull() || next.isMissingNode() ? OptionalLong.empty()
                : OptionalLong.of(whole(o, "next_before")));
    }

    public static LevelCatalog readLevelCatalog(String json) {
        List<LevelCatalog.Entry> levels = new ArrayList<>();
        for (JsonNode l : array(parse(json), "levels")) {
            levels.add(new LevelCatalog.Entry(text(l, "id"), text(l, "name"), integer(l, "order"),
                    integer(l, "time_limit_s"), integer(l, "target_score")));
        }
        return new LevelCatalog(levels);
    }

    public static ReplaySummary readReplaySummary(String json) {
        JsonNode o = parse(json);
        List<ReplaySummary.Seat> seats = new ArrayList<>();
        List<ReplayListing.Cook> cooks = readCooks(array(o, "seats"));
        for (int i = 0; i < cooks.size(); i++) {
            JsonNode p = o.get("seats").get(i);
            seats.add(new ReplaySummary.Seat(cooks.get(i), p.has("score") ? Optional.of(new ReplaySummary.Share(
                    whole(p, "score"), integer(p, "dishes_served"), integer(p, "missed"))) : Optional.empty()));
        }
        JsonNode events = o.path("events");
        if (!events.isObject()) {
            throw new IllegalArgumentException("events: expected an object");
        }
        java.util.SortedMap<String, Long> counts = new java.util.TreeMap<>();
        events.fieldNames().forEachRemaining(kind -> counts.put(kind, whole(events, kind)));
        return new ReplaySummary(whole(o, "id"), text(o, "result"), whole(o, "score"), whole(o, "target"),
                integer(o, "stars"), whole(o, "ticks"), whole(o, "served"), whole(o, "missed"), whole(o, "wasted"),
                seats, counts, o.has("ended_at") ? OptionalLong.of(whole(o, "ended_at")) : OptionalLong.empty(),
                o.has("kernel") ? Optional.of(new ReplaySummary.Kernel(text(o.get("kernel"), "id"),
                        text(o.get("kernel"), "name"))) : Optional.empty());
    }

    /** Frames a replay answer may hold: one a tick of the longest round a level allows, and some. */
    static final int MAX_REPLAY_FRAMES = 80_000;

    /**
     * {@code GET /api/replays/{id}/frames}: the round's snap frames as {@link WireCodec#encode(ReplayFrames)}
     * writes them, each read as a client reads a snap body in today's shape.
     *
     * @throws IllegalArgumentException naming the field that does not read
     */
    public static ReplayFrames readReplayFrames(String json) {
        JsonNode o = parse(json);
        JsonNode frames = array(o, "frames");
        if (frames.size() > MAX_REPLAY_FRAMES) {
            throw new IllegalArgumentException("frames: more than " + MAX_REPLAY_FRAMES);
        }
        List<SnapFrame> out = new ArrayList<>(frames.size());
        int i = 0;
        for (JsonNode f : frames) {
            if (!f.isObject()) {
                throw new IllegalArgumentException("frames[" + i + "]: expected an object");
            }
            try {
                out.add(SnapReader.frame(WireReader.root(f, false), FrameShape.SPARSE));
            } catch (BadField e) {
                throw new IllegalArgumentException("frames[" + i + "]: " + e.field() + " " + e.getMessage());
            }
            i++;
        }
        return new ReplayFrames(whole(o, "id"), text(o, "level"), integer(o, "tick_hz"), integer(o, "every"),
                whole(o, "ticks"), out);
    }

    /** An archived round's cooks: {@code [{player_id, seat, name, bot?}]}. */
    public static List<ReplayListing.Cook> readCooks(JsonNode players) {
        if (!players.isArray()) {
            throw new IllegalArgumentException("players: expected an array");
        }
        List<ReplayListing.Cook> out = new ArrayList<>();
        for (JsonNode p : players) {
            out.add(new ReplayListing.Cook(text(p, "player_id"), integer(p, "seat"), text(p, "name"),
                    optionalText(p, "bot")));
        }
        return out;
    }

    /** An error answer's code and message; empty when the text is not the API's error shape. */
    public static Optional<ApiError> readApiError(String json) {
        try {
            JsonNode o = MAPPER.readTree(json);
            if (o == null || !o.path("code").isTextual()) {
                return Optional.empty();
            }
            return Optional.of(new ApiError(o.get("code").asText(), o.path("message").asText("")));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    static JsonNode parse(String json) {
        try {
            JsonNode n = MAPPER.readTree(json);
            if (n == null || !n.isObject()) {
                throw new IllegalArgumentException("expected a JSON object");
            }
            return n;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
        }
    }

    static String text(JsonNode o, String key) {
        JsonNode v = o.path(key);
        if (!v.isTextual()) {
            throw new IllegalArgumentException(key + ": expected a string");
        }
        return v.asText();
    }

    static Optional<String> optionalText(JsonNode o, String key) {
        JsonNode v = o.path(key);
        return v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
    }

    static JsonNode array(JsonNode o, String key) {
        JsonNode v = o.path(key);
        if (!v.isArray()) {
            throw new IllegalArgumentException(key + ": expected an array");
        }
        return v;
    }

    static OptionalDouble optionalNumber(JsonNode o, String key) {
        JsonNode v = o.path(key);
        return v.isNumber() ? OptionalDouble.of(v.asDouble()) : OptionalDouble.empty();
    }

    static void putOrNull(ObjectNode o, String key, OptionalDouble v) {
        if (v.isPresent()) {
            o.put(key, v.getAsDouble());
        } else {
            o.putNull(key);
        }
    }

    static long whole(JsonNode o, String key) {
        JsonNode v = number(o, key);
        if (!v.canConvertToLong() || v.isFloatingPointNumber()) {
            throw new IllegalArgumentException(key + ": expected a whole number");
        }
        return v.asLong();
    }

    static JsonNode number(JsonNode o, String key) {
        JsonNode v = o.path(key);
        if (!v.isNumber()) {
            throw new IllegalArgumentException(key + ": expected a number");
        }
        return v;
    }

    static int integer(JsonNode o, String key) {
        JsonNode v = number(o, key);
        if (!v.canConvertToInt() || v.isFloatingPointNumber()) {
            throw new IllegalArgumentException(key + ": expected a whole number");
        }
        return v.asInt();
    }
}
