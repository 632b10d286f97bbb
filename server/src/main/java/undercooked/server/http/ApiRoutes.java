package undercooked.server.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.Handler;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.protocol.CreatedRoom;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.LevelCatalog;
import undercooked.protocol.Protocol;
import undercooked.protocol.RoomListing;
import undercooked.protocol.RoomRow;
import undercooked.protocol.SessionAnswer;
import undercooked.protocol.Stats;
import undercooked.protocol.TakeoverAnswer;
import undercooked.server.ServerConfig;
import undercooked.server.cluster.Directory;
import undercooked.server.meters.Census;
import undercooked.server.meters.ProcessFigures;
import undercooked.server.meters.SlowTicks;
import undercooked.server.rooms.Names;
import undercooked.server.rooms.Room;
import undercooked.server.rooms.RoomInfo;
import undercooked.server.rooms.RoomSupervisor;
import undercooked.server.rooms.TickStats;
import undercooked.server.rooms.Takeover;
import undercooked.server.session.CreateLimit;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;
import undercooked.server.session.TrustedProxies;
import undercooked.server.ws.ClientAddress;
import undercooked.server.ws.ConnectionRegistry;

/** The HTTP API: the lifecycle before a socket (rooms, sessions, levels) and the census. */
public final class ApiRoutes implements HttpService {

    private final ServerConfig config;
    private final RoomSupervisor supervisor;
    private final ConnectionRegistry registry;
    private final SessionStore sessions;
    private final Campaign campaign;
    private final java.util.function.Supplier<Optional<Stats.ArchiveCensus>> archiveStats;
    private final Json json = new Json();
    private final CreateLimit creates;
    private final TrustedProxies proxies;
    private final TakeoverRunner takeovers;
    private final RoomLevels roomLevels = new RoomLevels();
    private RoomPlacement placement = RoomPlacement.LOCAL;
    private RoundLookup rounds = (room, round, atMillis) -> OptionalLong.empty();

    /** The archived round a room's round became, if this node archived it (a slow tick's link). */
    @FunctionalInterface
    public interface RoundLookup {
        OptionalLong replayOf(String room, int round, long atMillis);
    }

    public ApiRoutes(ServerConfig config, RoomSupervisor supervisor, ConnectionRegistry registry,
                     SessionStore sessions, Campaign campaign) {
        this(config, supervisor, registry, sessions, campaign, Optional::empty,
                new CreateLimit(config.maxCreatesPerMin(), System::nanoTime));
    }

    /**
     * With the round archive's counters ({@code archive_failures} and the rest) in /api/stats, and
     * the per-address create limit the game sockets share.
     */
    public ApiRoutes(ServerConfig config, RoomSupervisor supervisor, ConnectionRegistry registry,
                     SessionStore sessions, Campaign campaign,
                     java.util.function.Supplier<Optional<Stats.ArchiveCensus>> archiveStats, CreateLimit creates) {
        this.archiveStats = Objects.requireNonNull(archiveStats, "archiveStats");
        this.config = Objects.requireNonNull(config, "config");
        this.supervisor = Objects.requireNonNull(supervisor, "supervisor");
        this.registry = Objects.requireNonNull(registry, "registry");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.campaign = Objects.requireNonNull(campaign, "campaign");
        this.creates = Objects.requireNonNull(creates, "creates");
        this.proxies = config.perAddress().proxies();
        this.takeovers = new TakeoverRunner(config.perAddress().maxTakeoverTicksPerMin());
    }

    /** Where /api/stats finds the replay of a slow tick's round (the node's archive). */
    public ApiRoutes rounds(RoundLookup lookup) {
        this.rounds = Objects.requireNonNull(lookup, "lookup");
        return this;
    }

    /** Many nodes: where a created room's answer says to connect, and which creates were placed by a node. */
    public ApiRoutes placement(RoomPlacement placement) {
        this.placement = Objects.requireNonNull(placement, "placement");
        return this;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/api/rooms/takeover", guarded(this::createTakeover))
                .post("/api/rooms", guarded(this::createRoom))
                .get("/api/rooms", guarded(this::listRooms))
                .post("/api/session", guarded(this::session))
                .get("/api/levels", guarded(this::levels))
                .get("/api/levels/{id}", guarded(this::level))
                .get("/api/stats", guarded(this::stats));
        if (config.testMode()) {
            // Registered only in test mode: production has no way to reach it.
            rules.post("/api/test/kill_socket/{code}/{token}", guarded(this::killSocket));
        }
        rules.any("/api/*", guarded((req, res) -> {
            if (req.headers().contentLength().orElse(0) > Json.MAX_BODY_BYTES) {
                // The listener admits takeover bodies; no other endpoint reads one this large.
                throw Json.tooBig();
            }
            throw new Json.Refusal(404, "not_found", "no such endpoint");
        }));
    }

    private void createRoom(ServerRequest req, ServerResponse res) {
        boolean placed = placement.placed(req);
        // A create another node placed here was counted against its client there, whose address it names.
        String address = placed ? req.headers().first(PlacementRoutes.CLIENT).orElse(client(req)) : client(req);
        if (!placed) {
            admit(address);
        }
        JsonNode body = json.body(req, Json.MAX_ROOM_BODY_BYTES);
        Json.only(body, "name", "token", "level");
        Optional<Level> own = body.has("level") ? Optional.of(roomLevels.read(body.get("level"))) : Optional.empty();
        Session session = session(body);
        roomLevels.forget(code -> supervisor.find(code).isPresent());
        Room room = made(address, () -> own.isPresent()
                ? supervisor.create(session, code -> roomLevels.campaignFor(own.get(), code), Optional.empty(), address)
                : supervisor.create(session, code -> campaign, Optional.empty(), address));
        json.send(res, 201, created(room, session, own.map(l -> RoomLevels.scopedId(l.id(), room.code())),
                Optional.empty()));
    }

    /**
     * A room made on this node, or the refusal: among many nodes a new code is claimed in the
     * directory, and without its answer no room is made; past {@code max_rooms} none either.
     */
    private Room made(String address, java.util.function.Supplier<Optional<Room>> create) {
        Optional<Room> room;
        int cap = config.perAddress().maxRoomsPerAddress();
        try {
            // Counted and created under the supervisor's lock, so concurrent creates cannot pass the cap together.
            synchronized (supervisor) {
                if (supervisor.roomsOf(address) >= cap) {
                    throw new Json.Refusal(429, "too_many_rooms", "this address holds " + cap + " live rooms, the"
                            + " limit (max_rooms_per_address); play in one, or wait until one closes");
                }
                Optional<String> over = supervisor.overBudget();
                if (over.isPresent()) {
                    // The rooms held keep their ticks; a new one would make every one of them late.
                    throw new Json.Refusal(503, "room_full", over.get() + "; it takes no new room until the load"
                            + " falls: try again shortly, or another node");
                }
                room = create.get();
            }
        } catch (Directory.Unavailable e) {
            throw new Json.Refusal(503, "directory_unavailable", "rooms cannot be made now: the room directory"
                    + " does not answer");
        }
        return room.orElseThrow(() -> new Json.Refusal(503, "room_full", "the server is at its room limit ("
                + config.maxRooms() + ")"));
    }

    /** A created room's answer: its code, its level and takeover, the host's seat, and where to connect among many nodes. */
    private ObjectNode created(Room room, Session session, Optional<String> level, Optional<TakeoverAnswer> takeover) {
        Optional<RoomPlacement.Answer> at = placement.answer(room.code());
        return HttpCodec.write(new CreatedRoom(room.code(), level, takeover, new CreatedRoom.Host(session.token(), 0, true),
                at.map(RoomPlacement.Answer::node), at.map(RoomPlacement.Answer::wsUrl)));
    }

    /**
     * A replay takeover: a room whose first round resumes a recorded round at a tick, its prefix
     * run before the answer (docs/ROOMS.md, "Replay takeover").
     */
    private void createTakeover(ServerRequest req, ServerResponse res) {
        String address = client(req);
        admit(address);
        JsonNode body = json.body(req, TakeoverRequest.MAX_BODY_BYTES);
        TakeoverRequest.Asked asked = TakeoverRequest.parse(body, roomLevels);
        if (supervisor.roomsOf(address) >= config.perAddress().maxRoomsPerAddress()) {
            // Refused before the prefix runs: a room it could not have would waste its CPU.
            made(address, Optional::empty);
        }
        // The prefix runs on the takeover thread, within the address' tick budget (TakeoverRunner).
        Takeover takeover = TakeoverRequest.taken(takeovers.run(address, asked.tick(),
                () -> Takeover.of(asked.script(), asked.level(), asked.tick(), config.maxPlayers())));
        Session session = session(body);
        roomLevels.forget(code -> supervisor.find(code).isPresent());
        // a takeover stays on the node asked (its prefix ran here); among many nodes its code is claimed
        Room room = made(address, () -> supervisor.create(session, code -> campaign.load(takeover.level().id())
                .filter(l -> LevelWriter.write(l).equals(LevelWriter.write(takeover.level())))
                .map(l -> Campaign.of(List.of(l)))
                .orElseGet(() -> roomLevels.campaignForTakeover(takeover.level(), code)), Optional.of(takeover),
                address));
        json.send(res, 201, created(room, session, Optional.of(takeover.level().id()), Optional.of(
                new TakeoverAnswer(takeover.tick(), takeover.cooks(), round3(takeover.nanos() / 1e6)))));
    }

    private void listRooms(ServerRequest req, ServerResponse res) {
        json.send(res, 200, HttpCodec.write(new RoomListing(supervisor.list().stream().map(ApiRoutes::row).toList(), false)));
    }

    /** A room as the public list shows it; every node of many makes the same row. */
    public static RoomRow row(RoomInfo info) {
        return new RoomRow(info.code(), info.state(), info.level(), info.seats(), info.maxSeats(), info.spectators(),
                info.maxSpectators(), info.roundNo(), info.timeLimitS(), info.timeLeftS().isPresent()
                ? OptionalDouble.of(Math.round(info.timeLeftS().getAsDouble() * 100) / 100.0) : OptionalDouble.empty(),
                Optional.empty(), Optional.empty());
    }

    private void session(ServerRequest req, ServerResponse res) {
        admit(client(req));
        JsonNode body = json.body(req);
        Json.only(body, "name", "token");
        Session s = session(body);
        json.send(res, 200, HttpCodec.write(new SessionAnswer(s.token(), s.name(), s.unlocked(),
                campaign.levels().stream().filter(l -> l.order() <= s.unlocked()).reduce((a, b) -> b).map(Level::id))));
    }

    /** The client the request stands for: its peer, or the client a trusted proxy names. */
    private String client(ServerRequest req) {
        return ClientAddress.of(proxies, req.remotePeer().host(), req.headers());
    }

    /** Rooms and sessions are created per address at most {@code max_creates_per_min}. */
    private void admit(String address) {
        if (!creates.take(address)) {
            throw new Json.Refusal(429, "rate_limited", "too many rooms or sessions created from this address;"
                    + " try again in " + Math.max(1, creates.waitSeconds(address)) + " s");
        }
    }

    private Session session(JsonNode body) {
        String name = Names.sanitize(Json.text(body, "name", 0, Protocol.RAW_NAME_MAX_CHARS).orElse(""));
        return Json.text(body, "token", 1, Protocol.TOKEN_MAX_CHARS)
                .map(t -> sessions.claim(t, name))
                .orElseGet(() -> sessions.mint(name));
    }

    private void levels(ServerRequest req, ServerResponse res) {
        json.send(res, 200, HttpCodec.write(new LevelCatalog(campaign.levels().stream().map(l -> new LevelCatalog.Entry(
                l.id(), l.name(), l.order(), l.timeLimitS(), l.targetScore())).toList())));
    }

    private void level(ServerRequest req, ServerResponse res) {
        String id = req.path().pathParameters().get("id");
        Level level = campaign.load(id).or(() -> roomLevels.find(id, code -> supervisor.find(code).isPresent()))
                .orElseThrow(() -> new Json.Refusal(404, "unknown_level",
                "no level '" + (id.length() > 64 ? id.substring(0, 64) : id) + "' in the campaign"));
        res.status(200);
        res.header(HeaderNames.CONTENT_TYPE, "application/json");
        res.send(LevelWriter.write(level).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private void stats(ServerRequest req, ServerResponse res) {
        json.send(res, 200, HttpCodec.write(stats()));
    }

    /** The census: what /api/stats answers; its counters are {@link #census()}, which /metrics exports. */
    public Stats stats() {
        Census c = census();
        TickStats ticks = supervisor.tickStats();
        double[] echo = registry.echoes().percentilesMs(50, 99);
        double echo50 = echo[0];
        double echo99 = echo[1];
        double[] cost = ticks.percentilesMs(50, 99);
        return new Stats(c.rooms(), c.admission(), c.sockets(), c.guards(), memoryMb(), new Stats.Ticks(round3(cost[0]),
                round3(cost[1]), Double.isNaN(echo50) ? OptionalDouble.empty() : OptionalDouble.of(round3(echo50)),
                Double.isNaN(echo99) ? OptionalDouble.empty() : OptionalDouble.of(round3(echo99)),
                c.ticks(), c.lateTicks()), c.roomsAborted(), c.sessionWriteFailures(), c.inputs(), c.archive(),
                slowTicks(ticks));
    }

    /** The node's counters, read once: the part of the census /metrics exports (one source, so they agree). */
    public Census census() {
        TickStats ticks = supervisor.tickStats();
        return new Census(supervisor.size(), new Stats.Admission(supervisor.overBudget(),
                supervisor.roomLoad().coming()), new Stats.Sockets(registry.sockets(), registry.guard().onLoops(),
                registry.sendQueueHighWater(), registry.protocolCloses(), registry.abruptDrops(),
                registry.guard().pacedFrames(), registry.guard().closing(), registry.guard().closeTimeouts()),
                new Stats.Guards(registry.stalls().stalls(), registry.addressRefusals(), supervisor.idleClosed(),
                        takeovers.refused(), registry.stalls().forgivenFrames()),
                ticks.ticks(), ticks.lateTicks(), supervisor.abortedRooms(), sessions.writeFailures(),
                supervisor.counters(), archiveStats.get());
    }

    private List<Stats.SlowTick> slowTicks(TickStats ticks) {
        List<Stats.SlowTick> out = new ArrayList<>();
        for (SlowTicks.Slow s : ticks.slowTicks().slowest(System.currentTimeMillis())) {
            out.add(new Stats.SlowTick(s.room(), s.round(), s.tick(), round3(s.costNanos() / 1e6), s.atMillis(),
                    rounds.replayOf(s.room(), s.round(), s.atMillis())));
        }
        return out;
    }

    private void killSocket(ServerRequest req, ServerResponse res) {
        String code = req.path().pathParameters().get("code").toUpperCase(Locale.ROOT);
        String token = req.path().pathParameters().get("token");
        if (!registry.kill(code, token)) {
            throw new Json.Refusal(404, "no_connection", "no live socket for that room and token");
        }
        json.send(res, 200, Map.of("killed", true));
    }

    /** Resident memory from the kernel when it says (Linux), else the heap in use. */
    static double memoryMb() {
        Runtime rt = Runtime.getRuntime();
        long bytes = ProcessFigures.memory().map(ProcessFigures.Memory::residentBytes)
                .orElse(rt.totalMemory() - rt.freeMemory());
        return round3(bytes / (1024.0 * 1024.0));
    }

    private static double round3(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }

    private Handler guarded(Handler handler) {
        return guarded(json, handler);
    }

    /** Every handler's refusals and failures become JSON: a client never sees a stack trace. */
    static Handler guarded(Json json, Handler handler) {
        return (req, res) -> {
            try {
                handler.handle(req, res);
            } catch (Json.Refusal r) {
                json.refuse(res, r);
                if (r.closes) {
                    // Helidon 4.5 reads on after a "Connection: close" answer and would take the
                    // unread body for the next request (a stray 400); this ends the connection.
                    throw new CloseConnectionException("request body refused unread");
                }
            } catch (Exception e) {
                // a checked one too (a database's SQLException): Helidon's own answer would be a bare 500
                if (undercooked.server.start.StartPatience.anyCause(e, t -> t instanceof undercooked.server.archive.Database.Closed)) {
                    json.refuse(res, new Json.Refusal(503, "draining", "this server is stopping: try again in a moment"));
                    return;
                }
                java.util.logging.Logger.getLogger(ApiRoutes.class.getName())
                        .log(java.util.logging.Level.SEVERE, "API failure on " + req.path().path(), e);
                json.refuse(res, new Json.Refusal(500, "internal", "the server failed; see its log"));
            }
        };
    }
}
